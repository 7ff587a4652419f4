#ifndef WORDQUIZ_CCURL_SHIM_H
#define WORDQUIZ_CCURL_SHIM_H

#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic and do not import into Swift:
   one typed wrapper per argument kind. */

static inline CURLcode wq_curl_setopt_long(CURL *h, CURLoption o, long v) {
    return curl_easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_string(CURL *h, CURLoption o, const char *v) {
    return curl_easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_pointer(CURL *h, CURLoption o, void *v) {
    return curl_easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_slist(CURL *h, CURLoption o, struct curl_slist *v) {
    return curl_easy_setopt(h, o, v);
}
static inline CURLcode wq_curl_setopt_offset(CURL *h, CURLoption o, curl_off_t v) {
    return curl_easy_setopt(h, o, v);
}

typedef size_t (*wq_curl_write_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);
static inline CURLcode wq_curl_setopt_write_function(CURL *h, wq_curl_write_callback f) {
    return curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, f);
}
static inline CURLcode wq_curl_setopt_header_function(CURL *h, wq_curl_write_callback f) {
    return curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, f);
}
static inline CURLcode wq_curl_setopt_read_function(CURL *h, wq_curl_write_callback f) {
    return curl_easy_setopt(h, CURLOPT_READFUNCTION, f);
}

static inline CURLcode wq_curl_getinfo_long(CURL *h, CURLINFO i, long *v) {
    return curl_easy_getinfo(h, i, v);
}

/* CURL_GLOBAL_DEFAULT is a macro that does not import. */
static inline CURLcode wq_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

#endif
