#ifndef WORDQUIZ_CHUNSPELL_H
#define WORDQUIZ_CHUNSPELL_H

/* Hunspell for Swift, opened on first use (loader.c): the functions wordquiz calls to
   ask Korean's spelling dictionary (Debian's hunspell-ko) whether a typed answer is a word
   and what its stem is. Each is declared once here and defined once there. */

/* A dictionary opened from its .aff and .dic files; NULL when the library or the files are missing. */
void *wq_hunspell_create(const char *affix_path, const char *dictionary_path);
/* 1 when `word` (UTF-8) is a word of the dictionary, 0 when not. */
int wq_hunspell_spell(void *handle, const char *word);
/* The stems of `word`, written to `*list`; their count. Free them with wq_hunspell_free_list. */
int wq_hunspell_stem(void *handle, char ***list, const char *word);
void wq_hunspell_free_list(void *handle, char ***list, int count);

/* Whether the library could be opened and its functions found. */
int wq_hunspell_is_available(void);
/* Why it could not (dlerror()'s text, or the function it lacks); NULL when it could. */
const char *wq_hunspell_load_error(void);

#endif
