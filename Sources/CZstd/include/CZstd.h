#ifndef WORDQUIZ_CZSTD_H
#define WORDQUIZ_CZSTD_H

#include <stddef.h>

/* libzstd for Swift, opened on first use (loader.c): the streaming decompression wordquiz uses
   to read Anki's current packages (collection.anki21b, the media list and media files are
   zstd frames), and the compression it uses to write them. Each function is declared once
   here and defined once there. */

/* A decompression stream; NULL when the library is missing. */
void *wq_zstd_dstream_create(void);
void wq_zstd_dstream_free(void *stream);
/* Decompresses from `source` (from *source_position) into `destination` (from
   *destination_position), moving both positions: 0 when a frame is complete, a positive hint
   when more input is wanted, or an error code (wq_zstd_is_error). */
size_t wq_zstd_decompress_stream(
    void *stream, void *destination, size_t destination_size, size_t *destination_position,
    const void *source, size_t source_size, size_t *source_position);

/* Compresses `source` into `destination` at `level`: the size written, or an error code. */
size_t wq_zstd_compress(void *destination, size_t destination_size, const void *source, size_t source_size, int level);
/* The largest size wq_zstd_compress may write for `source_size` bytes. */
size_t wq_zstd_compress_bound(size_t source_size);

int wq_zstd_is_error(size_t code);
const char *wq_zstd_error_name(size_t code);

/* Whether the library could be opened and its functions found. */
int wq_zstd_is_available(void);
/* Why it could not (dlerror()'s text, or the function it lacks); NULL when it could. */
const char *wq_zstd_load_error(void);

#endif
