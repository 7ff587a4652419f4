#include "CLibXML2.h"

#include "CLibraryLoader.h"
#include <pthread.h>
#include <stdio.h>

/* The table of libxml2's functions, filled once per process from the library opened on
   first use; until then, and for good when the library is missing, the stubs below, which
   fail as libxml2 does when it cannot start a reader. */

static xmlTextReaderPtr stub_reader(const char *b, int n, const char *u, const char *e, int o) {
    (void)b; (void)n; (void)u; (void)e; (void)o; return NULL;
}
static void stub_init(void) {}
static void stub_free(xmlTextReaderPtr r) { (void)r; }
static int stub_int(xmlTextReaderPtr r) { (void)r; return -1; }
static const xmlChar *stub_text(xmlTextReaderPtr r) { (void)r; return NULL; }
static xmlDocPtr stub_html(const char *b, int n, const char *u, const char *e, int o) {
    (void)b; (void)n; (void)u; (void)e; (void)o; return NULL;
}
static xmlTextReaderPtr stub_walker(xmlDocPtr d) { (void)d; return NULL; }
static void stub_free_doc(xmlDocPtr d) { (void)d; }

#define WQ_XML_FIELD(wrapper, symbol, result, parameters, arguments) result(*symbol) parameters;
struct wq_xml_api {
    WQ_XML_FUNCTIONS(WQ_XML_FIELD)
};
#undef WQ_XML_FIELD

static struct wq_xml_api api = {stub_init, stub_reader, stub_free,   stub_int,    stub_int,     stub_text,
                                stub_text, stub_int,    stub_int,    stub_int,    stub_html,    stub_walker,
                                stub_free_doc};
static int is_available = 0;
/* Why the library is missing, for the error a user reads. */
static char load_error[512];

static void open_library(void) {
    void *library = wq_library_open("libxml2.so.2", load_error, sizeof load_error);
    if (library == NULL) return;
    struct wq_xml_api loaded;
#define WQ_XML_SYMBOL(wrapper, symbol, result, parameters, arguments)                                     \
    if (!wq_library_symbol(library, "libxml2.so.2", #symbol, (void **)&loaded.symbol, load_error,        \
                           sizeof load_error))                                                            \
        return;
    WQ_XML_FUNCTIONS(WQ_XML_SYMBOL)
#undef WQ_XML_SYMBOL
    api = loaded;
    is_available = 1;
    /* libxml2 sets up its globals lazily, and not safely from two threads at once: the
       views of several homographs are read side by side (AddressSanitizer caught two
       readers racing through that set-up). Done here, once, before any reader. */
    api.xmlInitParser();
}

/* Opened once per process (pthread_once), whichever thread asks first. */
static const struct wq_xml_api *xml(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, open_library);
    return &api;
}

int wq_xml_is_available(void) {
    (void)xml();
    return is_available;
}

const char *wq_xml_load_error(void) { return wq_xml_is_available() ? NULL : load_error; }

#define WQ_XML_DEFINE(wrapper, symbol, result, parameters, arguments) \
    result wrapper parameters { return xml()->symbol arguments; }
WQ_XML_FUNCTIONS(WQ_XML_DEFINE)
#undef WQ_XML_DEFINE
