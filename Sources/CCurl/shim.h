#ifndef WORDQUIZ_CCURL_SHIM_H
#define WORDQUIZ_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* libcurl is opened on first use, not when wordquiz starts: it brings some thirty shared
   libraries (TLS, Kerberos, LDAP, SSH, IDN …) that a command answered from the cache never
   needs, and loading them was most of a cached `today`'s start-up. Every function wordquiz
   uses goes through this table. When libcurl cannot be opened, the table holds stubs that
   fail the way libcurl reports failure (no handle, CURLE_FAILED_INIT), so a request ends
   with an error instead of a crash. */

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
};

static CURLcode wq_curl_stub_global_init(long flags) { (void)flags; return CURLE_FAILED_INIT; }
static CURL *wq_curl_stub_easy_init(void) { return NULL; }
static void wq_curl_stub_easy_cleanup(CURL *h) { (void)h; }
static CURLcode wq_curl_stub_easy_setopt(CURL *h, CURLoption o, ...) { (void)h; (void)o; return CURLE_FAILED_INIT; }
static CURLcode wq_curl_stub_easy_getinfo(CURL *h, CURLINFO i, ...) { (void)h; (void)i; return CURLE_FAILED_INIT; }
static CURLcode wq_curl_stub_easy_perform(CURL *h) { (void)h; return CURLE_FAILED_INIT; }
static const char *wq_curl_stub_easy_strerror(CURLcode c) { (void)c; return "libcurl could not be loaded"; }
static CURLM *wq_curl_stub_multi_init(void) { return NULL; }
static CURLMcode wq_curl_stub_multi_handle(CURLM *m, CURL *h) { (void)m; (void)h; return CURLM_INTERNAL_ERROR; }
static CURLMcode wq_curl_stub_multi_perform(CURLM *m, int *r) { (void)m; if (r) *r = 0; return CURLM_INTERNAL_ERROR; }
static CURLMcode wq_curl_stub_multi_poll(CURLM *m, struct curl_waitfd *f, unsigned int n, int t, int *r) {
    (void)m; (void)f; (void)n; (void)t; if (r) *r = 0; return CURLM_INTERNAL_ERROR;
}
static CURLMcode wq_curl_stub_multi_only(CURLM *m) { (void)m; return CURLM_INTERNAL_ERROR; }
static CURLMsg *wq_curl_stub_multi_info_read(CURLM *m, int *r) { (void)m; if (r) *r = 0; return NULL; }
static const char *wq_curl_stub_multi_strerror(CURLMcode c) { (void)c; return "libcurl could not be loaded"; }
static struct curl_slist *wq_curl_stub_slist_append(struct curl_slist *l, const char *s) { (void)s; return l; }
static void wq_curl_stub_slist_free_all(struct curl_slist *l) { (void)l; }
static CURLSH *wq_curl_stub_share_init(void) { return NULL; }
static CURLSHcode wq_curl_stub_share_setopt(CURLSH *s, CURLSHoption o, ...) { (void)s; (void)o; return CURLSHE_NOT_BUILT_IN; }
static CURLMcode wq_curl_stub_multi_setopt(CURLM *m, CURLMoption o, ...) { (void)m; (void)o; return CURLM_INTERNAL_ERROR; }

static inline struct wq_curl_api *wq_curl_table(void) {
    static struct wq_curl_api api;
    return &api;
}

static void wq_curl_open(void) {
    struct wq_curl_api *api = wq_curl_table();
    struct wq_curl_api stubs = {
        wq_curl_stub_global_init, wq_curl_stub_easy_init, wq_curl_stub_easy_cleanup, wq_curl_stub_easy_setopt,
        wq_curl_stub_easy_getinfo, wq_curl_stub_easy_perform, wq_curl_stub_easy_strerror, wq_curl_stub_multi_init,
        wq_curl_stub_multi_handle, wq_curl_stub_multi_handle, wq_curl_stub_multi_perform, wq_curl_stub_multi_poll,
        wq_curl_stub_multi_only, wq_curl_stub_multi_only, wq_curl_stub_multi_info_read, wq_curl_stub_multi_strerror,
        wq_curl_stub_slist_append, wq_curl_stub_slist_free_all, wq_curl_stub_share_init, wq_curl_stub_share_setopt,
        wq_curl_stub_multi_setopt,
    };
    *api = stubs;
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    struct wq_curl_api loaded;
#define WQ_CURL_SYMBOL(field, name) \
    if ((*(void **)&loaded.field = dlsym(library, name)) == NULL) return;
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
#undef WQ_CURL_SYMBOL
    *api = loaded;
}

/* Opened once per process (pthread_once), whichever thread asks first. */
static inline const struct wq_curl_api *wq_curl(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, wq_curl_open);
    return wq_curl_table();
}

/* Whether libcurl could be opened. */
static inline int wq_curl_is_available(void) { return wq_curl()->easy_init != wq_curl_stub_easy_init; }

static inline CURL *wq_curl_easy_init(void) { return wq_curl()->easy_init(); }
static inline void wq_curl_easy_cleanup(CURL *h) { wq_curl()->easy_cleanup(h); }
static inline CURLcode wq_curl_easy_perform(CURL *h) { return wq_curl()->easy_perform(h); }
static inline const char *wq_curl_easy_strerror(CURLcode c) { return wq_curl()->easy_strerror(c); }
static inline CURLM *wq_curl_multi_init(void) { return wq_curl()->multi_init(); }
static inline CURLMcode wq_curl_multi_add_handle(CURLM *m, CURL *h) { return wq_curl()->multi_add_handle(m, h); }
static inline CURLMcode wq_curl_multi_remove_handle(CURLM *m, CURL *h) { return wq_curl()->multi_remove_handle(m, h); }
static inline CURLMcode wq_curl_multi_perform(CURLM *m, int *running) { return wq_curl()->multi_perform(m, running); }
static inline CURLMcode wq_curl_multi_poll(CURLM *m, struct curl_waitfd *f, unsigned int n, int timeout, int *r) {
    return wq_curl()->multi_poll(m, f, n, timeout, r);
}
static inline CURLMcode wq_curl_multi_wakeup(CURLM *m) { return wq_curl()->multi_wakeup(m); }
/* How many idle connections a transfer may leave in the cache: with the shared cache,
   libcurl takes the limit from the transfer's multi handle (four per transfer otherwise). */
static inline CURLMcode wq_curl_multi_setopt_maxconnects(CURLM *m, long n) {
    return wq_curl()->multi_setopt(m, CURLMOPT_MAXCONNECTS, n);
}
static inline CURLMcode wq_curl_multi_cleanup(CURLM *m) { return wq_curl()->multi_cleanup(m); }
static inline CURLMsg *wq_curl_multi_info_read(CURLM *m, int *remaining) { return wq_curl()->multi_info_read(m, remaining); }
static inline const char *wq_curl_multi_strerror(CURLMcode c) { return wq_curl()->multi_strerror(c); }
static inline struct curl_slist *wq_curl_slist_append(struct curl_slist *l, const char *s) {
    return wq_curl()->slist_append(l, s);
}
static inline void wq_curl_slist_free_all(struct curl_slist *l) { wq_curl()->slist_free_all(l); }

/* One share object per process: DNS answers, TLS sessions and open connections are kept
   between transfers, so an entry's search and views, and a quiz's prefetch, reuse one
   connection to the dictionary instead of a TCP and TLS handshake each. Transfers run on
   several threads: each kind of shared data has its own lock. NULL when libcurl is missing
   or refuses; transfers then simply do not share. */
static inline pthread_mutex_t *wq_curl_share_locks(void) {
    static pthread_mutex_t locks[CURL_LOCK_DATA_LAST];
    return locks;
}

static void wq_curl_share_lock(CURL *h, curl_lock_data data, curl_lock_access access, void *user) {
    (void)h; (void)access; (void)user;
    if (data >= 0 && data < CURL_LOCK_DATA_LAST) pthread_mutex_lock(&wq_curl_share_locks()[data]);
}

static void wq_curl_share_unlock(CURL *h, curl_lock_data data, void *user) {
    (void)h; (void)user;
    if (data >= 0 && data < CURL_LOCK_DATA_LAST) pthread_mutex_unlock(&wq_curl_share_locks()[data]);
}

static inline CURLSH **wq_curl_share_storage(void) {
    static CURLSH *share;
    return &share;
}

static void wq_curl_share_open(void) {
    const struct wq_curl_api *api = wq_curl();
    for (int i = 0; i < CURL_LOCK_DATA_LAST; i++) pthread_mutex_init(&wq_curl_share_locks()[i], NULL);
    CURLSH *share = api->share_init();
    if (share == NULL) return;
    if (api->share_setopt(share, CURLSHOPT_LOCKFUNC, wq_curl_share_lock) != CURLSHE_OK
        || api->share_setopt(share, CURLSHOPT_UNLOCKFUNC, wq_curl_share_unlock) != CURLSHE_OK
        || api->share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_DNS) != CURLSHE_OK
        || api->share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_SSL_SESSION) != CURLSHE_OK
        || api->share_setopt(share, CURLSHOPT_SHARE, CURL_LOCK_DATA_CONNECT) != CURLSHE_OK) {
        return; /* never used half set up (and kept: a share cannot be freed while unlocked) */
    }
    *wq_curl_share_storage() = share;
}

static inline CURLSH *wq_curl_share(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, wq_curl_share_open);
    return *wq_curl_share_storage();
}

/* curl_easy_setopt and curl_easy_getinfo are variadic and do not import into Swift:
   one typed wrapper per argument kind. */

static inline CURLcode wq_curl_setopt_long(CURL *h, CURLoption o, long v) {
    return wq_curl()->easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_string(CURL *h, CURLoption o, const char *v) {
    return wq_curl()->easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_pointer(CURL *h, CURLoption o, void *v) {
    return wq_curl()->easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) {
    return wq_curl()->easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_offset(CURL *h, CURLoption o, curl_off_t v) {
    return wq_curl()->easy_setopt(h, o, v);
}

typedef size_t (*wq_curl_write_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);
static inline CURLcode wq_curl_setopt_write_function(CURL *h, wq_curl_write_callback f) {
    return wq_curl()->easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
static inline CURLcode wq_curl_setopt_header_function(CURL *h, wq_curl_write_callback f) {
    return wq_curl()->easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}
static inline CURLcode wq_curl_setopt_read_function(CURL *h, wq_curl_write_callback f) {
    return wq_curl()->easy_setopt(h, CURLOPT_READFUNCTION, f);
}

static inline CURLcode wq_curl_getinfo_long(CURL *h, CURLINFO i, long *v) {
    return wq_curl()->easy_getinfo(h, i, v);
}

/* CURL_GLOBAL_DEFAULT is a macro that does not import. */
static inline CURLcode wq_curl_global_init(void) { return wq_curl()->global_init(CURL_GLOBAL_DEFAULT); }

#endif
