#ifndef WORDQUIZ_CZIP_H
#define WORDQUIZ_CZIP_H

#include <stdint.h>

/* libzip for Swift, opened on first use (loader.c): the functions wordquiz calls to read and
   write Anki's packages (.apkg, .colpkg), which are zip archives. Each is declared once here
   and defined once there. An archive or member is an opaque handle. */

/* Opens an archive to read, checking its central directory's consistency; NULL on failure,
   with libzip's error code in *error. */
void *wq_zip_open_read(const char *path, int *error);
/* Creates an archive at `path` (replacing one there); nothing is written until wq_zip_close. */
void *wq_zip_open_write(const char *path, int *error);
/* Writes the archive and frees the handle: 0, or -1 with the reason in wq_zip_archive_error. */
int wq_zip_close(void *archive);
/* Frees the handle without writing anything. */
void wq_zip_discard(void *archive);
/* The archive's last error, in libzip's words. */
const char *wq_zip_archive_error(void *archive);
/* A libzip error code in libzip's words, written into `buffer`. */
const char *wq_zip_error_string(int code, char *buffer, uint64_t size);

/* The number of members, or -1. */
int64_t wq_zip_entries(void *archive);
/* A member's name as the archive spells it (raw bytes; NULL if unreadable). */
const char *wq_zip_name(void *archive, uint64_t index);
/* A member's uncompressed and compressed sizes, and whether it is encrypted: 0, or -1. */
int wq_zip_stat(void *archive, uint64_t index, uint64_t *size, uint64_t *compressed_size, int *encrypted);
/* Opens a member to read; NULL on failure. */
void *wq_zip_fopen(void *archive, uint64_t index);
/* Reads up to `length` bytes of a member; the count read, 0 at its end, -1 on failure (a
   CRC that does not match included). */
int64_t wq_zip_fread(void *member, void *buffer, uint64_t length);
/* An open member's last error, in libzip's words ("CRC error"): what a failed read tells. */
const char *wq_zip_member_error(void *member);
void wq_zip_fclose(void *member);

/* Adds a member holding a copy of `length` bytes (deflated); its index, or -1. */
int64_t wq_zip_add_bytes(void *archive, const char *name, const void *bytes, uint64_t length);
/* Adds a member holding the file at `path`, read when the archive is closed; its index, or -1. */
int64_t wq_zip_add_file(void *archive, const char *name, const char *path);

/* Whether the library could be opened and its functions found. */
int wq_zip_is_available(void);
/* Why it could not (dlerror()'s text, or the function it lacks); NULL when it could. */
const char *wq_zip_load_error(void);

#endif
