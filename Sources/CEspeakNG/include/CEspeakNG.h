#ifndef WORDQUIZ_CESPEAKNG_H
#define WORDQUIZ_CESPEAKNG_H

#include <stddef.h>

/* espeak-ng for Swift, opened on first use (loader.c): a synthetic voice for a word that has no
   recording. Each function is declared once here and defined once there. */

/* Speaks `text` (UTF-8, read as plain text: no SSML, no markup) with the voice `voice` ("ko")
   at `words_per_minute`, into 16-bit mono samples. Returns 0 with *samples (free it with
   wq_espeak_free), *count and *rate set; -1 with why written to `error` when the library is
   missing, the voice cannot be had, or the speech would pass `maximum_samples`. Calls are
   serialised: espeak-ng keeps one voice per process. */
int wq_espeak_synthesize(const char *text, const char *voice, int words_per_minute, size_t maximum_samples,
                         short **samples, size_t *count, int *rate, char *error, size_t error_size);
void wq_espeak_free(short *samples);

/* Whether the library could be opened and its functions found. */
int wq_espeak_is_available(void);
/* Why it could not (dlerror()'s text, or the function it lacks); NULL when it could. */
const char *wq_espeak_load_error(void);

#endif
