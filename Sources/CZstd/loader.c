#include "CZstd.h"

#include "CLibraryLoader.h"
#include <pthread.h>
#include <stdio.h>
#include <zstd.h>

/* libzstd is opened the first time a package needs it (Anki's current packages compress
   their collection, media list and media with zstd), not when wordquiz starts. Every
   function goes through this one table, filled once per process; without the library the
   stubs fail as libzstd reports failure (no stream, an error code), so the command says why. */

struct wq_zstd_api {
    ZSTD_DStream *(*create_dstream)(void);
    size_t (*free_dstream)(ZSTD_DStream *);
    size_t (*init_dstream)(ZSTD_DStream *);
    size_t (*decompress_stream)(ZSTD_DStream *, ZSTD_outBuffer *, ZSTD_inBuffer *);
    size_t (*compress)(void *, size_t, const void *, size_t, int);
    size_t (*compress_bound)(size_t);
    unsigned (*is_error)(size_t);
    const char *(*get_error_name)(size_t);
};

/* (size_t)-1 is an error code to libzstd (ZSTD_error_GENERIC). */
static ZSTD_DStream *stub_create_dstream(void) { return NULL; }
static size_t stub_free_dstream(ZSTD_DStream *s) { (void)s; return 0; }
static size_t stub_init_dstream(ZSTD_DStream *s) { (void)s; return (size_t)-1; }
static size_t stub_decompress_stream(ZSTD_DStream *s, ZSTD_outBuffer *o, ZSTD_inBuffer *i) { (void)s; (void)o; (void)i; return (size_t)-1; }
static size_t stub_compress(void *d, size_t dn, const void *s, size_t sn, int l) { (void)d; (void)dn; (void)s; (void)sn; (void)l; return (size_t)-1; }
static size_t stub_compress_bound(size_t n) { return n; }
static unsigned stub_is_error(size_t code) { return code == (size_t)-1; }
static const char *stub_get_error_name(size_t code) { (void)code; return "libzstd is not available"; }

static struct wq_zstd_api api = {
    stub_create_dstream, stub_free_dstream, stub_init_dstream, stub_decompress_stream,
    stub_compress, stub_compress_bound, stub_is_error, stub_get_error_name,
};
static int is_available = 0;
static char load_error[512];

static void open_library(void) {
    void *library = wq_library_open("libzstd.so.1", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_zstd_api loaded;
#define WQ_ZSTD_SYMBOL(field, name)                                                                 \
    if (!wq_library_symbol(library, "libzstd.so.1", name, (void **)&loaded.field, load_error, sizeof load_error)) \
        return;
    WQ_ZSTD_SYMBOL(create_dstream, "ZSTD_createDStream")
    WQ_ZSTD_SYMBOL(free_dstream, "ZSTD_freeDStream")
    WQ_ZSTD_SYMBOL(init_dstream, "ZSTD_initDStream")
    WQ_ZSTD_SYMBOL(decompress_stream, "ZSTD_decompressStream")
    WQ_ZSTD_SYMBOL(compress, "ZSTD_compress")
    WQ_ZSTD_SYMBOL(compress_bound, "ZSTD_compressBound")
    WQ_ZSTD_SYMBOL(is_error, "ZSTD_isError")
    WQ_ZSTD_SYMBOL(get_error_name, "ZSTD_getErrorName")
#undef WQ_ZSTD_SYMBOL
    api = loaded;
    is_available = 1;
}

static const struct wq_zstd_api *zstd(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
    return &api;
}

int wq_zstd_is_available(void) {
    (void)zstd();
    return is_available;
}
const char *wq_zstd_load_error(void) { return wq_zstd_is_available() ? NULL : load_error; }

void *wq_zstd_dstream_create(void) {
    ZSTD_DStream *stream = zstd()->create_dstream();
    if (stream == NULL) return NULL;
    if (zstd()->is_error(zstd()->init_dstream(stream))) {
        zstd()->free_dstream(stream);
        return NULL;
    }
    return stream;
}
void wq_zstd_dstream_free(void *stream) { (void)zstd()->free_dstream(stream); }

size_t wq_zstd_decompress_stream(
    void *stream, void *destination, size_t destination_size, size_t *destination_position,
    const void *source, size_t source_size, size_t *source_position) {
    ZSTD_outBuffer output = { destination, destination_size, *destination_position };
    ZSTD_inBuffer input = { source, source_size, *source_position };
    size_t result = zstd()->decompress_stream(stream, &output, &input);
    *destination_position = output.pos;
    *source_position = input.pos;
    return result;
}

size_t wq_zstd_compress(void *destination, size_t destination_size, const void *source, size_t source_size, int level) {
    return zstd()->compress(destination, destination_size, source, source_size, level);
}
size_t wq_zstd_compress_bound(size_t source_size) { return zstd()->compress_bound(source_size); }

int wq_zstd_is_error(size_t code) { return (int)zstd()->is_error(code); }
const char *wq_zstd_error_name(size_t code) { return zstd()->get_error_name(code); }
