#include "CZip.h"

#include "CLibraryLoader.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zip.h>

/* libzip is opened the first time a package is read or written, not when wordquiz starts:
   only `export --format apkg` and `deck import` of a package need it. Every function goes
   through this one table, filled once per process; without the library the stubs fail as
   libzip reports failure (no archive, -1), so the command says why instead of crashing. */

struct wq_zip_api {
    zip_t *(*open)(const char *, int, int *);
    int (*close)(zip_t *);
    void (*discard)(zip_t *);
    const char *(*strerror)(zip_t *);
    void (*error_init_with_code)(zip_error_t *, int);
    const char *(*error_strerror)(zip_error_t *);
    void (*error_fini)(zip_error_t *);
    zip_int64_t (*get_num_entries)(zip_t *, zip_flags_t);
    const char *(*get_name)(zip_t *, zip_uint64_t, zip_flags_t);
    void (*stat_init)(zip_stat_t *);
    int (*stat_index)(zip_t *, zip_uint64_t, zip_flags_t, zip_stat_t *);
    zip_file_t *(*fopen_index)(zip_t *, zip_uint64_t, zip_flags_t);
    zip_int64_t (*fread)(zip_file_t *, void *, zip_uint64_t);
    int (*fclose)(zip_file_t *);
    zip_source_t *(*source_buffer)(zip_t *, const void *, zip_uint64_t, int);
    zip_source_t *(*source_file)(zip_t *, const char *, zip_uint64_t, zip_int64_t);
    void (*source_free)(zip_source_t *);
    zip_int64_t (*file_add)(zip_t *, const char *, zip_source_t *, zip_flags_t);
    const char *(*file_strerror)(zip_file_t *);
};

static zip_t *stub_open(const char *p, int f, int *e) { (void)p; (void)f; if (e) *e = ZIP_ER_INTERNAL; return NULL; }
static int stub_close(zip_t *z) { (void)z; return -1; }
static void stub_discard(zip_t *z) { (void)z; }
static const char *stub_strerror(zip_t *z) { (void)z; return "libzip is not available"; }
static void stub_error_init_with_code(zip_error_t *e, int c) { (void)e; (void)c; }
static const char *stub_error_strerror(zip_error_t *e) { (void)e; return "libzip is not available"; }
static void stub_error_fini(zip_error_t *e) { (void)e; }
static zip_int64_t stub_get_num_entries(zip_t *z, zip_flags_t f) { (void)z; (void)f; return -1; }
static const char *stub_get_name(zip_t *z, zip_uint64_t i, zip_flags_t f) { (void)z; (void)i; (void)f; return NULL; }
static void stub_stat_init(zip_stat_t *s) { (void)s; }
static int stub_stat_index(zip_t *z, zip_uint64_t i, zip_flags_t f, zip_stat_t *s) { (void)z; (void)i; (void)f; (void)s; return -1; }
static zip_file_t *stub_fopen_index(zip_t *z, zip_uint64_t i, zip_flags_t f) { (void)z; (void)i; (void)f; return NULL; }
static zip_int64_t stub_fread(zip_file_t *m, void *b, zip_uint64_t n) { (void)m; (void)b; (void)n; return -1; }
static int stub_fclose(zip_file_t *m) { (void)m; return -1; }
static zip_source_t *stub_source_buffer(zip_t *z, const void *b, zip_uint64_t n, int f) { (void)z; (void)b; (void)n; (void)f; return NULL; }
static zip_source_t *stub_source_file(zip_t *z, const char *p, zip_uint64_t s, zip_int64_t n) { (void)z; (void)p; (void)s; (void)n; return NULL; }
static void stub_source_free(zip_source_t *s) { (void)s; }
static zip_int64_t stub_file_add(zip_t *z, const char *n, zip_source_t *s, zip_flags_t f) { (void)z; (void)n; (void)s; (void)f; return -1; }
static const char *stub_file_strerror(zip_file_t *m) { (void)m; return "libzip is not available"; }

static struct wq_zip_api api = {
    stub_open, stub_close, stub_discard, stub_strerror, stub_error_init_with_code, stub_error_strerror,
    stub_error_fini, stub_get_num_entries, stub_get_name, stub_stat_init, stub_stat_index, stub_fopen_index,
    stub_fread, stub_fclose, stub_source_buffer, stub_source_file, stub_source_free, stub_file_add,
    stub_file_strerror,
};
static int is_available = 0;
static char load_error[512];

static void open_library(void) {
    void *library = wq_library_open("libzip.so.4", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_zip_api loaded;
#define WQ_ZIP_SYMBOL(field, name)                                                                 \
    if (!wq_library_symbol(library, "libzip.so.4", name, (void **)&loaded.field, load_error, sizeof load_error)) \
        return;
    WQ_ZIP_SYMBOL(open, "zip_open")
    WQ_ZIP_SYMBOL(close, "zip_close")
    WQ_ZIP_SYMBOL(discard, "zip_discard")
    WQ_ZIP_SYMBOL(strerror, "zip_strerror")
    WQ_ZIP_SYMBOL(error_init_with_code, "zip_error_init_with_code")
    WQ_ZIP_SYMBOL(error_strerror, "zip_error_strerror")
    WQ_ZIP_SYMBOL(error_fini, "zip_error_fini")
    WQ_ZIP_SYMBOL(get_num_entries, "zip_get_num_entries")
    WQ_ZIP_SYMBOL(get_name, "zip_get_name")
    WQ_ZIP_SYMBOL(stat_init, "zip_stat_init")
    WQ_ZIP_SYMBOL(stat_index, "zip_stat_index")
    WQ_ZIP_SYMBOL(fopen_index, "zip_fopen_index")
    WQ_ZIP_SYMBOL(fread, "zip_fread")
    WQ_ZIP_SYMBOL(fclose, "zip_fclose")
    WQ_ZIP_SYMBOL(source_buffer, "zip_source_buffer")
    WQ_ZIP_SYMBOL(source_file, "zip_source_file")
    WQ_ZIP_SYMBOL(source_free, "zip_source_free")
    WQ_ZIP_SYMBOL(file_add, "zip_file_add")
    WQ_ZIP_SYMBOL(file_strerror, "zip_file_strerror")
#undef WQ_ZIP_SYMBOL
    api = loaded;
    is_available = 1;
}

static const struct wq_zip_api *zip(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
    return &api;
}

int wq_zip_is_available(void) {
    (void)zip();
    return is_available;
}
const char *wq_zip_load_error(void) { return wq_zip_is_available() ? NULL : load_error; }

void *wq_zip_open_read(const char *path, int *error) { return zip()->open(path, ZIP_RDONLY | ZIP_CHECKCONS, error); }
void *wq_zip_open_write(const char *path, int *error) { return zip()->open(path, ZIP_CREATE | ZIP_TRUNCATE, error); }
int wq_zip_close(void *archive) { return zip()->close(archive); }
void wq_zip_discard(void *archive) { zip()->discard(archive); }
const char *wq_zip_archive_error(void *archive) { return zip()->strerror(archive); }
const char *wq_zip_member_error(void *member) { return zip()->file_strerror(member); }

const char *wq_zip_error_string(int code, char *buffer, uint64_t size) {
    if (size == 0) return buffer;
    if (!wq_zip_is_available()) {
        snprintf(buffer, size, "%s", load_error);
        return buffer;
    }
    zip_error_t error;
    zip()->error_init_with_code(&error, code);
    snprintf(buffer, size, "%s", zip()->error_strerror(&error));
    zip()->error_fini(&error);
    return buffer;
}

int64_t wq_zip_entries(void *archive) { return zip()->get_num_entries(archive, 0); }
const char *wq_zip_name(void *archive, uint64_t index) { return zip()->get_name(archive, index, ZIP_FL_ENC_RAW); }

int wq_zip_stat(void *archive, uint64_t index, uint64_t *size, uint64_t *compressed_size, int *encrypted) {
    zip_stat_t stat;
    zip()->stat_init(&stat);
    if (zip()->stat_index(archive, index, 0, &stat) != 0) return -1;
    if ((stat.valid & ZIP_STAT_SIZE) == 0 || (stat.valid & ZIP_STAT_COMP_SIZE) == 0) return -1;
    *size = stat.size;
    *compressed_size = stat.comp_size;
    *encrypted = (stat.valid & ZIP_STAT_ENCRYPTION_METHOD) != 0 && stat.encryption_method != ZIP_EM_NONE;
    return 0;
}

void *wq_zip_fopen(void *archive, uint64_t index) { return zip()->fopen_index(archive, index, 0); }
int64_t wq_zip_fread(void *member, void *buffer, uint64_t length) { return zip()->fread(member, buffer, length); }
void wq_zip_fclose(void *member) { (void)zip()->fclose(member); }

int64_t wq_zip_add_bytes(void *archive, const char *name, const void *bytes, uint64_t length) {
    /* libzip reads the source when the archive is closed: it gets its own copy, freed then. */
    void *copy = malloc(length > 0 ? length : 1);
    if (copy == NULL) return -1;
    if (length > 0) memcpy(copy, bytes, length);
    zip_source_t *source = zip()->source_buffer(archive, copy, length, 1);
    if (source == NULL) {
        free(copy);
        return -1;
    }
    zip_int64_t index = zip()->file_add(archive, name, source, ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8);
    if (index < 0) zip()->source_free(source);
    return index;
}

int64_t wq_zip_add_file(void *archive, const char *name, const char *path) {
    zip_source_t *source = zip()->source_file(archive, path, 0, -1);
    if (source == NULL) return -1;
    zip_int64_t index = zip()->file_add(archive, name, source, ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8);
    if (index < 0) zip()->source_free(source);
    return index;
}
