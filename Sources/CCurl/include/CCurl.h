#ifndef WORDQUIZ_CCURL_H
#define WORDQUIZ_CCURL_H

#include <curl/curl.h>
#include <stddef.h>

/* libcurl for Swift, opened on first use (loader.c): every function wordquiz calls, each
   declared once here and defined once there. curl_easy_setopt and curl_easy_getinfo are
   variadic and do not import into Swift, so they come as one typed wrapper per argument
   kind; CURL_GLOBAL_DEFAULT is a macro, so global set-up takes no flags. */

/* Whether libcurl could be opened and every function wordquiz uses found in it. */
int wq_curl_is_available(void);
/* Why libcurl could not be opened (dlerror()'s text, or the symbol it lacks); NULL when it was. */
const char *wq_curl_load_error(void);

CURLcode wq_curl_global_init(void);
CURL *wq_curl_easy_init(void);
void wq_curl_easy_cleanup(CURL *handle);
CURLcode wq_curl_easy_perform(CURL *handle);
const char *wq_curl_easy_strerror(CURLcode code);

CURLM *wq_curl_multi_init(void);
CURLMcode wq_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode wq_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode wq_curl_multi_perform(CURLM *multi, int *running);
CURLMcode wq_curl_multi_poll(CURLM *multi, struct curl_waitfd *fds, unsigned int count, int timeout, int *ready);
CURLMcode wq_curl_multi_wakeup(CURLM *multi);
/* How many idle connections a transfer may leave in the cache: with the shared cache,
   libcurl takes the limit from the transfer's multi handle (four per transfer otherwise). */
CURLMcode wq_curl_multi_setopt_maxconnects(CURLM *multi, long count);
CURLMcode wq_curl_multi_cleanup(CURLM *multi);
CURLMsg *wq_curl_multi_info_read(CURLM *multi, int *remaining);
const char *wq_curl_multi_strerror(CURLMcode code);

struct curl_slist *wq_curl_slist_append(struct curl_slist *list, const char *text);
void wq_curl_slist_free_all(struct curl_slist *list);

/* The process's one share object (DNS answers, TLS sessions, open connections), or NULL
   when libcurl is missing or refuses: transfers then simply do not share. */
CURLSH *wq_curl_share(void);

CURLcode wq_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode wq_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode wq_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode wq_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode wq_curl_setopt_offset(CURL *handle, CURLoption option, curl_off_t value);

typedef size_t (*wq_curl_write_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);
CURLcode wq_curl_setopt_write_function(CURL *handle, wq_curl_write_callback function);
CURLcode wq_curl_setopt_header_function(CURL *handle, wq_curl_write_callback function);

CURLcode wq_curl_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode wq_curl_getinfo_string(CURL *handle, CURLINFO info, char **value);

/* libcurl's MIME API, for an email of several parts (text, HTML, an inline picture): the
   message is built as a tree of parts and sent with CURLOPT_MIMEPOST. */
curl_mime *wq_curl_mime_init(CURL *handle);
void wq_curl_mime_free(curl_mime *mime);
curl_mimepart *wq_curl_mime_addpart(curl_mime *mime);
CURLcode wq_curl_mime_data(curl_mimepart *part, const char *data, size_t size);
CURLcode wq_curl_mime_type(curl_mimepart *part, const char *type);
CURLcode wq_curl_mime_encoder(curl_mimepart *part, const char *encoding);
/* The part takes the list: it is freed with the part. */
CURLcode wq_curl_mime_headers(curl_mimepart *part, struct curl_slist *headers);
/* The part takes the subparts: they are freed with the part. */
CURLcode wq_curl_mime_subparts(curl_mimepart *part, curl_mime *subparts);

#endif
