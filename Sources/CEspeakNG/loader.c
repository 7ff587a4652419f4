#include "CEspeakNG.h"

#include "CLibraryLoader.h"
#include <espeak-ng/speak_lib.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libespeak-ng is opened the first time a word is spoken without a recording, not when
   wordquiz starts, and it may be missing: the voice is optional. Its functions go through
   this one table, filled once per process. */

struct wq_espeak_api {
    int (*initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*set_synth_callback)(t_espeak_callback *);
    espeak_ERROR (*set_voice_by_name)(const char *);
    espeak_ERROR (*set_parameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                          unsigned int *, void *);
    espeak_ERROR (*synchronize)(void);
};

static struct wq_espeak_api api;
static int is_available = 0;
static char load_error[512];
static int sample_rate = 0;

static void open_library(void) {
    void *library = wq_library_open("libespeak-ng.so.1", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_espeak_api loaded;
#define WQ_ESPEAK_SYMBOL(field, name)                                                                          \
    if (!wq_library_symbol(library, "libespeak-ng.so.1", name, (void **)&loaded.field, load_error,              \
                           sizeof load_error))                                                                  \
        return;
    WQ_ESPEAK_SYMBOL(initialize, "espeak_Initialize")
    WQ_ESPEAK_SYMBOL(set_synth_callback, "espeak_SetSynthCallback")
    WQ_ESPEAK_SYMBOL(set_voice_by_name, "espeak_SetVoiceByName")
    WQ_ESPEAK_SYMBOL(set_parameter, "espeak_SetParameter")
    WQ_ESPEAK_SYMBOL(synth, "espeak_Synth")
    WQ_ESPEAK_SYMBOL(synchronize, "espeak_Synchronize")
#undef WQ_ESPEAK_SYMBOL
    /* Synchronous: espeak_Synth returns when every sample has gone through the callback.
       DONT_EXIT: a missing data folder is an error returned, never exit(). */
    int rate = loaded.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL, espeakINITIALIZE_DONT_EXIT);
    if (rate <= 0) {
        snprintf(load_error, sizeof load_error, "espeak-ng could not start (its data folder is missing)");
        return;
    }
    sample_rate = rate;
    api = loaded;
    is_available = 1;
}

static void load(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
}

int wq_espeak_is_available(void) {
    load();
    return is_available;
}
const char *wq_espeak_load_error(void) { return wq_espeak_is_available() ? NULL : load_error; }

/* The speech being made: the callback appends to it. Guarded by `speaking`. */
static pthread_mutex_t speaking = PTHREAD_MUTEX_INITIALIZER;
static short *gathered;
static size_t gathered_count;
static size_t gathered_capacity;
static size_t gathered_limit;
static int overflowed;

static int gather(short *wave, int count, espeak_EVENT *events) {
    (void)events;
    if (wave == NULL || count <= 0) return 0;
    if (gathered_count + (size_t)count > gathered_limit) {
        overflowed = 1;
        return 1; /* abort the synthesis */
    }
    if (gathered_count + (size_t)count > gathered_capacity) {
        size_t capacity = gathered_capacity == 0 ? 16384 : gathered_capacity;
        while (capacity < gathered_count + (size_t)count) capacity *= 2;
        short *grown = realloc(gathered, capacity * sizeof(short));
        if (grown == NULL) {
            overflowed = 1;
            return 1;
        }
        gathered = grown;
        gathered_capacity = capacity;
    }
    memcpy(gathered + gathered_count, wave, (size_t)count * sizeof(short));
    gathered_count += (size_t)count;
    return 0;
}

int wq_espeak_synthesize(const char *text, const char *voice, int words_per_minute, size_t maximum_samples,
                         short **samples, size_t *count, int *rate, char *error, size_t error_size) {
    if (!wq_espeak_is_available()) {
        snprintf(error, error_size, "%s", load_error);
        return -1;
    }
    pthread_mutex_lock(&speaking);
    gathered = NULL;
    gathered_count = 0;
    gathered_capacity = 0;
    gathered_limit = maximum_samples;
    overflowed = 0;
    int status = -1;
    api.set_synth_callback(gather);
    if (api.set_voice_by_name(voice) != EE_OK) {
        snprintf(error, error_size, "espeak-ng has no voice \"%s\"", voice);
    } else {
        api.set_parameter(espeakRATE, words_per_minute, 0);
        espeak_ERROR result =
            api.synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
        api.synchronize();
        if (result != EE_OK) {
            snprintf(error, error_size, "espeak-ng could not speak the text");
        } else if (overflowed) {
            snprintf(error, error_size, "the speech would be longer than wordquiz keeps");
        } else {
            status = 0;
        }
    }
    if (status == 0) {
        *samples = gathered;
        *count = gathered_count;
        *rate = sample_rate;
    } else {
        free(gathered);
    }
    gathered = NULL;
    pthread_mutex_unlock(&speaking);
    return status;
}

void wq_espeak_free(short *samples) { free(samples); }
