#include "CCurl.h"

#include "CLibraryLoader.h"
#include <string.h>
#include <pthread.h>
#include <stdio.h>

/* libcurl is opened on first use, not when wordquiz starts: it brings some thirty shared
   libraries (TLS, Kerberos, LDAP, SSH, IDN …) that a command answered from the cache never
   needs, and loading them was most of a cached `today`'s start-up. Every function wordquiz
   uses goes through this one table, filled once per process. When libcurl cannot be opened,
   the table holds stubs that fail the way libcurl reports failure (no handle,
   CURLE_FAILED_INIT), so a request ends with an error — saying why — instead of a crash. */

struct wq_curl_api {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    CURLcode (*easy_perform)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    const char *(*multi_strerror)(CURLMcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLSH *(*share_init)(void);
    CURLSHcode (*share_setopt)(CURLSH *, CURLSHoption, ...);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    curl_mime *(*mime_init)(CURL *);
    void (*mime_free)(curl_mime *);
    curl_mimepart *(*mime_addpart)(curl_mime *);
    CURLcode (*mime_data)(curl_mimepart *, const char *, size_t);
    CURLcode (*mime_type)(curl_mimepart *, const char *);
    CURLcode (*mime_encoder)(curl_mimepart *, const char *);
    CURLcode (*mime_headers)(curl_mimepart *, struct curl_slist *, int);
    CURLcode (*mime_subparts)(curl_mimepart *, curl_mime *);
};

static CURLcode stub_global_init(long flags) { (void)flags; return CURLE_FAILED_INIT; }
static CURL *stub_easy_init(void) { return NULL; }
static void stub_easy_cleanup(CURL *h) { (void)h; }
static CURLcode stub_easy_setopt(CURL *h, CURLoption o, ...) { (void)h; (void)o; return CURLE_FAILED_INIT; }
static CURLcode stub_easy_getinfo(CURL *h, CURLINFO i, ...) { (void)h; (void)i; return CURLE_FAILED_INIT; }
static CURLcode stub_easy_perform(CURL *h) { (void)h; return CURLE_FAILED_INIT; }
static const char *stub_easy_strerror(CURLcode c) { (void)c; return "libcurl could not be loaded"; }
static CURLM *stub_multi_init(void) { return NULL; }
static CURLMcode stub_multi_handle(CURLM *m, CURL *h) { (void)m; (void)h; return CURLM_INTERNAL_ERROR; }
static CURLMcode stub_multi_perform(CURLM *m, int *r) { (void)m; if (r) *r = 0; return CURLM_INTERNAL_ERROR; }
static CURLMcode stub_multi_poll(CURLM *m, struct curl_waitfd *f, unsigned int n, int t, int *r) {
    (void)m; (void)f; (void)n; (void)t; if (r) *r = 0; return CURLM_INTERNAL_ERROR;
}
static CURLMcode stub_multi_only(CURLM *m) { (void)m; return CURLM_INTERNAL_ERROR; }
static CURLMsg *stub_multi_info_read(CURLM *m, int *r) { (void)m; if (r) *r = 0; return NULL; }
static const char *stub_multi_strerror(CURLMcode c) { (void)c; return "libcurl could not be loaded"; }
static struct curl_slist *stub_slist_append(struct curl_slist *l, const char *s) { (void)s; return l; }
static void stub_slist_free_all(struct curl_slist *l) { (void)l; }
static CURLSH *stub_share_init(void) { return NULL; }
static CURLSHcode stub_share_setopt(CURLSH *s, CURLSHoption o, ...) { (void)s; (void)o; return CURLSHE_NOT_BUILT_IN; }
static CURLMcode stub_multi_setopt(CURLM *m, CURLMoption o, ...) { (void)m; (void)o; return CURLM_INTERNAL_ERROR; }

static curl_mime *stub_mime_init(CURL *h) { (void)h; return NULL; }
static void stub_mime_free(curl_mime *m) { (void)m; }
static curl_mimepart *stub_mime_addpart(curl_mime *m) { (void)m; return NULL; }
static CURLcode stub_mime_data(curl_mimepart *p, const char *d, size_t n) { (void)p; (void)d; (void)n; return CURLE_FAILED_INIT; }
static CURLcode stub_mime_text(curl_mimepart *p, const char *t) { (void)p; (void)t; return CURLE_FAILED_INIT; }
static CURLcode stub_mime_headers(curl_mimepart *p, struct curl_slist *l, int o) { (void)p; (void)l; (void)o; return CURLE_FAILED_INIT; }
static CURLcode stub_mime_subparts(curl_mimepart *p, curl_mime *m) { (void)p; (void)m; return CURLE_FAILED_INIT; }

static struct wq_curl_api api = {
    stub_global_init, stub_easy_init, stub_easy_cleanup, stub_easy_setopt, stub_easy_getinfo, stub_easy_perform,
    stub_easy_strerror, stub_multi_init, stub_multi_handle, stub_multi_handle, stub_multi_perform, stub_multi_poll,
    stub_multi_only, stub_multi_only, stub_multi_info_read, stub_multi_strerror, stub_slist_append,
    stub_slist_free_all, stub_share_init, stub_share_setopt, stub_multi_setopt, stub_mime_init, stub_mime_free,
    stub_mime_addpart, stub_mime_data, stub_mime_text, stub_mime_text, stub_mime_headers, stub_mime_subparts,
};
static int is_available = 0;
/* Why the library is missing, for the error a user reads. */
static char load_error[512];

static void open_library(void) {
    void *library = wq_library_open("libcurl.so.4", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_curl_api loaded;
#define WQ_CURL_SYMBOL(field, name)                                                                     \
    if (!wq_library_symbol(library, "libcurl.so.4", name, (void **)&loaded.field, load_error, sizeof load_error)) { \
        strncat(load_error, " (too old a libcurl?)", sizeof load_error - strlen(load_error) - 1);             \
        return;                                                                                         \
    }
    WQ_CURL_SYMBOL(global_init, "curl_global_init")
    WQ_CURL_SYMBOL(easy_init, "curl_easy_init")
    WQ_CURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    WQ_CURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    WQ_CURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    WQ_CURL_SYMBOL(easy_perform, "curl_easy_perform")
    WQ_CURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    WQ_CURL_SYMBOL(multi_init, "curl_multi_init")
    WQ_CURL_SYMBOL(multi_add_handle, "curl_multi_add_handle")
    WQ_CURL_SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
    WQ_CURL_SYMBOL(multi_perform, "curl_multi_perform")
    WQ_CURL_SYMBOL(multi_poll, "curl_multi_poll")
    WQ_CURL_SYMBOL(multi_wakeup, "curl_multi_wakeup")
    WQ_CURL_SYMBOL(multi_cleanup, "curl_multi_cleanup")
    WQ_CURL_SYMBOL(multi_info_read, "curl_multi_info_read")
    WQ_CURL_SYMBOL(multi_strerror, "curl_multi_strerror")
    WQ_CURL_SYMBOL(slist_append, "curl_slist_append")
    WQ_CURL_SYMBOL(slist_free_all, "curl_slist_free_all")
    WQ_CURL_SYMBOL(share_init, "curl_share_init")
    WQ_CURL_SYMBOL(share_setopt, "curl_share_setopt")
    WQ_CURL_SYMBOL(multi_setopt, "curl_multi_setopt")
    WQ_CURL_SYMBOL(mime_init, "curl_mime_init")
    WQ_CURL_SYMBOL(mime_free, "curl_mime_free")
    WQ_CURL_SYMBOL(mime_addpart, "curl_mime_addpart")
    WQ_CURL_SYMBOL(mime_data, "curl_mime_data")
    WQ_CURL_SYMBOL(mime_type, "curl_mime_type")
    WQ_CURL_SYMBOL(mime_encoder, "curl_mime_encoder")
    WQ_CURL_SYMBOL(mime_headers, "curl_mime_headers")
    WQ_CURL_SYMBOL(mime_subparts, "curl_mime_subparts")
#undef WQ_CURL_SYMBOL
    api = loaded;
    is_available = 1;
}

/* Opened once per process (pthread_once), whichever thread asks first. */
static const struct wq_curl_api *curl(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
    return &api;
}

int wq_curl_is_available(void) {
    (void)curl();
    return is_available;
}
const char *wq_curl_load_error(void) { return wq_curl_is_available() ? NULL : load_error; }

CURLcode wq_curl_global_init(void) { return curl()->global_init(CURL_GLOBAL_DEFAULT); }
CURL *wq_curl_easy_init(void) { return curl()->easy_init(); }
void wq_curl_easy_cleanup(CURL *h) { curl()->easy_cleanup(h); }
CURLcode wq_curl_easy_perform(CURL *h) { return curl()->easy_perform(h); }
const char *wq_curl_easy_strerror(CURLcode c) { return curl()->easy_strerror(c); }

CURLM *wq_curl_multi_init(void) { return curl()->multi_init(); }
CURLMcode wq_curl_multi_add_handle(CURLM *m, CURL *h) { return curl()->multi_add_handle(m, h); }
CURLMcode wq_curl_multi_remove_handle(CURLM *m, CURL *h) { return curl()->multi_remove_handle(m, h); }
CURLMcode wq_curl_multi_perform(CURLM *m, int *running) { return curl()->multi_perform(m, running); }
CURLMcode wq_curl_multi_poll(CURLM *m, struct curl_waitfd *f, unsigned int n, int timeout, int *r) {
    return curl()->multi_poll(m, f, n, timeout, r);
}
CURLMcode wq_curl_multi_wakeup(CURLM *m) { return curl()->multi_wakeup(m); }
CURLMcode wq_curl_multi_setopt_maxconnects(CURLM *m, long n) { return curl()->multi_setopt(m, CURLMOPT_MAXCONNECTS, n); }
CURLMcode wq_curl_multi_cleanup(CURLM *m) { return curl()->multi_cleanup(m); }
CURLMsg *wq_curl_multi_info_read(CURLM *m, int *remaining) { return curl()->multi_info_read(m, remaining); }
const char *wq_curl_multi_strerror(CURLMcode c) { return curl()->multi_strerror(c); }

struct curl_slist *wq_curl_slist_append(struct curl_slist *l, const char *s) { return curl()->slist_append(l, s); }
void wq_curl_slist_free_all(struct curl_slist *l) { curl()->slist_free_all(l); }

/* One share object per process: DNS answers, TLS sessions and open connections are kept
   between transfers, so an entry's search and views, and a quiz's prefetch, reuse one
   connection to the dictionary instead of a TCP and TLS handshake each. Transfers run on
   several threads: each kind of shared data has its own lock. */
static pthread_mutex_t share_locks[CURL_LOCK_DATA_LAST];
static CURLSH *share;

static void share_lock(CURL *h, curl_lock_data data, curl_lock_access access, void *user) {
    (void)h; (void)access; (void)user;
    if (data >= 0 && data < CURL_LOCK_DATA_LAST) pthread_mutex_lock(&share_locks[data]);
}

static void share_unlock(CURL *h, curl_lock_data data, void *user) {
    (void)h; (void)user;
    if (data >= 0 && data < CURL_LOCK_DATA_LAST) pthread_mutex_unlock(&share_locks[data]);
}

static void open_share(void) {
    const struct wq_curl_api *functions = curl();
    for (int i = 0; i < CURL_LOCK_DATA_LAST; i++) pthread_mutex_init(&share_locks[i], NULL);
    CURLSH *candidate = functions->share_init();
    if (candidate == NULL) return;
    if (functions->share_setopt(candidate, CURLSHOPT_LOCKFUNC, share_lock) != CURLSHE_OK
        || functions->share_setopt(candidate, CURLSHOPT_UNLOCKFUNC, share_unlock) != CURLSHE_OK
        || functions->share_setopt(candidate, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS) != CURLSHE_OK
        || functions->share_setopt(candidate, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION) != CURLSHE_OK
        || functions->share_setopt(candidate, CURLSHOPT_SHARE, CURL_LOCK_DATA_CONNECT) != CURLSHE_OK) {
        return; /* never used half set up (and kept: a share cannot be freed while unlocked) */
    }
    share = candidate;
}

CURLSH *wq_curl_share(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_share);
    return share;
}

CURLcode wq_curl_setopt_long(CURL *h, CURLoption o, long v) { return curl()->easy_setopt(h, o, v); }
CURLcode wq_curl_setopt_string(CURL *h, CURLoption o, const char *v) { return curl()->easy_setopt(h, o, v); }
CURLcode wq_curl_setopt_pointer(CURL *h, CURLoption o, void *v) { return curl()->easy_setopt(h, o, v); }
CURLcode wq_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) { return curl()->easy_setopt(h, o, v); }
CURLcode wq_curl_setopt_offset(CURL *h, CURLoption o, curl_off_t v) { return curl()->easy_setopt(h, o, v); }
CURLcode wq_curl_setopt_write_function(CURL *h, wq_curl_write_callback f) {
    return curl()->easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
CURLcode wq_curl_setopt_header_function(CURL *h, wq_curl_write_callback f) {
    return curl()->easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}

CURLcode wq_curl_getinfo_long(CURL *h, CURLINFO i, long *v) { return curl()->easy_getinfo(h, i, v); }
CURLcode wq_curl_getinfo_string(CURL *h, CURLINFO i, char **v) { return curl()->easy_getinfo(h, i, v); }

curl_mime *wq_curl_mime_init(CURL *h) { return curl()->mime_init(h); }
void wq_curl_mime_free(curl_mime *m) { curl()->mime_free(m); }
curl_mimepart *wq_curl_mime_addpart(curl_mime *m) { return curl()->mime_addpart(m); }
CURLcode wq_curl_mime_data(curl_mimepart *p, const char *d, size_t n) { return curl()->mime_data(p, d, n); }
CURLcode wq_curl_mime_type(curl_mimepart *p, const char *t) { return curl()->mime_type(p, t); }
CURLcode wq_curl_mime_encoder(curl_mimepart *p, const char *e) { return curl()->mime_encoder(p, e); }
CURLcode wq_curl_mime_headers(curl_mimepart *p, struct curl_slist *l) { return curl()->mime_headers(p, l, 1); }
CURLcode wq_curl_mime_subparts(curl_mimepart *p, curl_mime *m) { return curl()->mime_subparts(p, m); }
