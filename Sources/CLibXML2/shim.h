#ifndef WORDQUIZ_CLIBXML2_SHIM_H
#define WORDQUIZ_CLIBXML2_SHIM_H

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

/* libxml2 is opened on first use, not when wordquiz starts: it brings the system ICU and
   liblzma, which only a dictionary's XML response needs. When it cannot be opened, reading
   fails as if libxml2 could not start a reader.

   The few types and constants wordquiz uses are declared here, with libxml2's names and
   values (parser.h and xmlreader.h, unchanged since 2.6), rather than read from its headers:
   the headers would need pkg-config, which also links the library, and they pull in the
   system ICU, which clashes with Foundation's. */

typedef unsigned char xmlChar;
typedef struct _xmlTextReader *xmlTextReaderPtr;

typedef enum {
    XML_PARSE_NOERROR = 1 << 5,
    XML_PARSE_NOWARNING = 1 << 6,
    XML_PARSE_NONET = 1 << 11,
    XML_PARSE_NOCDATA = 1 << 14
} xmlParserOption;

typedef enum {
    XML_READER_TYPE_NONE = 0,
    XML_READER_TYPE_ELEMENT = 1,
    XML_READER_TYPE_ATTRIBUTE = 2,
    XML_READER_TYPE_TEXT = 3,
    XML_READER_TYPE_CDATA = 4,
    XML_READER_TYPE_ENTITY_REFERENCE = 5,
    XML_READER_TYPE_ENTITY = 6,
    XML_READER_TYPE_PROCESSING_INSTRUCTION = 7,
    XML_READER_TYPE_COMMENT = 8,
    XML_READER_TYPE_DOCUMENT = 9,
    XML_READER_TYPE_DOCUMENT_TYPE = 10,
    XML_READER_TYPE_DOCUMENT_FRAGMENT = 11,
    XML_READER_TYPE_NOTATION = 12,
    XML_READER_TYPE_WHITESPACE = 13,
    XML_READER_TYPE_SIGNIFICANT_WHITESPACE = 14,
    XML_READER_TYPE_END_ELEMENT = 15,
    XML_READER_TYPE_END_ENTITY = 16,
    XML_READER_TYPE_XML_DECLARATION = 17
} xmlReaderTypes;

struct wq_xml_api {
    xmlTextReaderPtr (*reader_for_memory)(const char *, int, const char *, const char *, int);
    void (*free_text_reader)(xmlTextReaderPtr);
    int (*read)(xmlTextReaderPtr);
    int (*node_type)(xmlTextReaderPtr);
    const xmlChar *(*const_local_name)(xmlTextReaderPtr);
    const xmlChar *(*const_value)(xmlTextReaderPtr);
    int (*is_empty_element)(xmlTextReaderPtr);
};

static xmlTextReaderPtr wq_xml_stub_reader(const char *b, int n, const char *u, const char *e, int o) {
    (void)b; (void)n; (void)u; (void)e; (void)o; return NULL;
}
static void wq_xml_stub_free(xmlTextReaderPtr r) { (void)r; }
static int wq_xml_stub_int(xmlTextReaderPtr r) { (void)r; return -1; }
static const xmlChar *wq_xml_stub_text(xmlTextReaderPtr r) { (void)r; return NULL; }

static inline struct wq_xml_api *wq_xml_table(void) {
    static struct wq_xml_api api;
    return &api;
}

static void wq_xml_open(void) {
    struct wq_xml_api *api = wq_xml_table();
    struct wq_xml_api stubs = {
        wq_xml_stub_reader, wq_xml_stub_free, wq_xml_stub_int, wq_xml_stub_int, wq_xml_stub_text, wq_xml_stub_text,
        wq_xml_stub_int,
    };
    *api = stubs;
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    struct wq_xml_api loaded;
#define WQ_XML_SYMBOL(field, name) \
    if ((*(void **)&loaded.field = dlsym(library, name)) == NULL) return;
    WQ_XML_SYMBOL(reader_for_memory, "xmlReaderForMemory")
    WQ_XML_SYMBOL(free_text_reader, "xmlFreeTextReader")
    WQ_XML_SYMBOL(read, "xmlTextReaderRead")
    WQ_XML_SYMBOL(node_type, "xmlTextReaderNodeType")
    WQ_XML_SYMBOL(const_local_name, "xmlTextReaderConstLocalName")
    WQ_XML_SYMBOL(const_value, "xmlTextReaderConstValue")
    WQ_XML_SYMBOL(is_empty_element, "xmlTextReaderIsEmptyElement")
#undef WQ_XML_SYMBOL
    *api = loaded;
}

/* Opened once per process (pthread_once), whichever thread asks first. */
static inline const struct wq_xml_api *wq_xml(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, wq_xml_open);
    return wq_xml_table();
}

static inline xmlTextReaderPtr wq_xmlReaderForMemory(const char *b, int n, const char *url, const char *enc, int o) {
    return wq_xml()->reader_for_memory(b, n, url, enc, o);
}
static inline void wq_xmlFreeTextReader(xmlTextReaderPtr r) { wq_xml()->free_text_reader(r); }
static inline int wq_xmlTextReaderRead(xmlTextReaderPtr r) { return wq_xml()->read(r); }
static inline int wq_xmlTextReaderNodeType(xmlTextReaderPtr r) { return wq_xml()->node_type(r); }
static inline const xmlChar *wq_xmlTextReaderConstLocalName(xmlTextReaderPtr r) {
    return wq_xml()->const_local_name(r);
}
static inline const xmlChar *wq_xmlTextReaderConstValue(xmlTextReaderPtr r) { return wq_xml()->const_value(r); }
static inline int wq_xmlTextReaderIsEmptyElement(xmlTextReaderPtr r) { return wq_xml()->is_empty_element(r); }

#endif
