#include "CHunspell.h"

#include "CLibraryLoader.h"
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

/* libhunspell is opened the first time a typed answer is checked, not when wordquiz starts:
   most commands never ask it, and a machine without it grades against the word bank and the
   decks alone. Every function goes through this one table, filled once per process; without
   the library the table's stubs say "no dictionary" (NULL, no word, no stem). */

struct wq_hunspell_api {
    void *(*create)(const char *, const char *);
    int (*spell)(void *, const char *);
    int (*stem)(void *, char ***, const char *);
    void (*free_list)(void *, char ***, int);
};

static void *stub_create(const char *a, const char *d) { (void)a; (void)d; return NULL; }
static int stub_spell(void *h, const char *w) { (void)h; (void)w; return 0; }
static int stub_stem(void *h, char ***l, const char *w) { (void)h; (void)w; if (l) *l = NULL; return 0; }
static void stub_free_list(void *h, char ***l, int n) { (void)h; (void)l; (void)n; }

static struct wq_hunspell_api api = { stub_create, stub_spell, stub_stem, stub_free_list };
static int is_available = 0;
static char load_error[512];

static void open_library(void) {
    void *library = wq_library_open("libhunspell-1.7.so.0", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_hunspell_api loaded;
#define WQ_HUNSPELL_SYMBOL(field, name)                                                                 \
    if (!wq_library_symbol(library, "libhunspell-1.7.so.0", name, (void **)&loaded.field, load_error, sizeof load_error)) \
        return;
    WQ_HUNSPELL_SYMBOL(create, "Hunspell_create")
    WQ_HUNSPELL_SYMBOL(spell, "Hunspell_spell")
    WQ_HUNSPELL_SYMBOL(stem, "Hunspell_stem")
    WQ_HUNSPELL_SYMBOL(free_list, "Hunspell_free_list")
#undef WQ_HUNSPELL_SYMBOL
    api = loaded;
    is_available = 1;
}

static const struct wq_hunspell_api *hunspell(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
    return &api;
}

int wq_hunspell_is_available(void) {
    (void)hunspell();
    return is_available;
}
const char *wq_hunspell_load_error(void) { return wq_hunspell_is_available() ? NULL : load_error; }

void *wq_hunspell_create(const char *affix_path, const char *dictionary_path) {
    return hunspell()->create(affix_path, dictionary_path);
}
int wq_hunspell_spell(void *handle, const char *word) { return hunspell()->spell(handle, word); }
int wq_hunspell_stem(void *handle, char ***list, const char *word) { return hunspell()->stem(handle, list, word); }
void wq_hunspell_free_list(void *handle, char ***list, int count) { hunspell()->free_list(handle, list, count); }
