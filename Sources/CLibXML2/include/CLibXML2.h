#ifndef WORDQUIZ_CLIBXML2_H
#define WORDQUIZ_CLIBXML2_H

/* libxml2 for Swift, opened on first use (loader.c): it brings the system ICU and liblzma,
   which only a dictionary's XML response needs. When it cannot be opened, reading fails as
   if libxml2 could not start a reader, and wq_xml_load_error() says why.

   The few types and constants wordquiz uses are declared here with libxml2's names and
   values (parser.h and xmlreader.h), rather than read from its headers: the headers would
   need pkg-config, which also links the library, and they pull in the system ICU, which
   clashes with Foundation's. Each constant is listed once, in the lists below; the test
   target CLibXML2HeaderCheck compiles the same lists against the real headers, and fails to
   build if a value or a function's type differs. */

/* The parser options wordquiz sets: name and value. */
#define WQ_XML_PARSER_OPTIONS(X) \
    X(XML_PARSE_NOERROR, 1 << 5) \
    X(XML_PARSE_NOWARNING, 1 << 6) \
    X(XML_PARSE_NONET, 1 << 11) \
    X(XML_PARSE_NOCDATA, 1 << 14)

/* The HTML parser's options wordquiz sets (HTMLparser.h): name and value. A media page is
   HTML as browsers take it, so it is read with recovery, but never with the network. */
#define WQ_HTML_PARSER_OPTIONS(X) \
    X(HTML_PARSE_RECOVER, 1 << 0) \
    X(HTML_PARSE_NOERROR, 1 << 5) \
    X(HTML_PARSE_NOWARNING, 1 << 6) \
    X(HTML_PARSE_NONET, 1 << 11)

/* The reader's node types: name and value. */
#define WQ_XML_READER_TYPES(X)                     \
    X(XML_READER_TYPE_NONE, 0)                     \
    X(XML_READER_TYPE_ELEMENT, 1)                  \
    X(XML_READER_TYPE_ATTRIBUTE, 2)                \
    X(XML_READER_TYPE_TEXT, 3)                     \
    X(XML_READER_TYPE_CDATA, 4)                    \
    X(XML_READER_TYPE_ENTITY_REFERENCE, 5)         \
    X(XML_READER_TYPE_ENTITY, 6)                   \
    X(XML_READER_TYPE_PROCESSING_INSTRUCTION, 7)   \
    X(XML_READER_TYPE_COMMENT, 8)                  \
    X(XML_READER_TYPE_DOCUMENT, 9)                 \
    X(XML_READER_TYPE_DOCUMENT_TYPE, 10)           \
    X(XML_READER_TYPE_DOCUMENT_FRAGMENT, 11)       \
    X(XML_READER_TYPE_NOTATION, 12)                \
    X(XML_READER_TYPE_WHITESPACE, 13)              \
    X(XML_READER_TYPE_SIGNIFICANT_WHITESPACE, 14)  \
    X(XML_READER_TYPE_END_ELEMENT, 15)             \
    X(XML_READER_TYPE_END_ENTITY, 16)              \
    X(XML_READER_TYPE_XML_DECLARATION, 17)

/* The library functions wordquiz calls: the wrapper's name, the library's symbol, the
   return type and the parameter types. */
#define WQ_XML_FUNCTIONS(X)                                                                                     \
    X(wq_xmlInitParser, xmlInitParser, void, (void), ())                                                    \
    X(wq_xmlReaderForMemory, xmlReaderForMemory, xmlTextReaderPtr,                                          \
      (const char *buffer, int size, const char *url, const char *encoding, int options),                    \
      (buffer, size, url, encoding, options))                                                                 \
    X(wq_xmlFreeTextReader, xmlFreeTextReader, void, (xmlTextReaderPtr reader), (reader))                   \
    X(wq_xmlTextReaderRead, xmlTextReaderRead, int, (xmlTextReaderPtr reader), (reader))                    \
    X(wq_xmlTextReaderNodeType, xmlTextReaderNodeType, int, (xmlTextReaderPtr reader), (reader))            \
    X(wq_xmlTextReaderConstLocalName, xmlTextReaderConstLocalName, const xmlChar *, (xmlTextReaderPtr reader), \
      (reader))                                                                                               \
    X(wq_xmlTextReaderConstValue, xmlTextReaderConstValue, const xmlChar *, (xmlTextReaderPtr reader), (reader)) \
    X(wq_xmlTextReaderIsEmptyElement, xmlTextReaderIsEmptyElement, int, (xmlTextReaderPtr reader), (reader))  \
    X(wq_xmlTextReaderMoveToNextAttribute, xmlTextReaderMoveToNextAttribute, int, (xmlTextReaderPtr reader),   \
      (reader))                                                                                               \
    X(wq_xmlTextReaderMoveToElement, xmlTextReaderMoveToElement, int, (xmlTextReaderPtr reader), (reader))    \
    X(wq_htmlReadMemory, htmlReadMemory, xmlDocPtr,                                                           \
      (const char *buffer, int size, const char *url, const char *encoding, int options),                    \
      (buffer, size, url, encoding, options))                                                                 \
    X(wq_xmlReaderWalker, xmlReaderWalker, xmlTextReaderPtr, (xmlDocPtr document), (document))              \
    X(wq_xmlFreeDoc, xmlFreeDoc, void, (xmlDocPtr document), (document))

#ifndef WQ_XML_REAL_HEADERS /* the header check brings libxml2's own declarations instead */
typedef unsigned char xmlChar;
typedef struct _xmlTextReader *xmlTextReaderPtr;
typedef struct _xmlDoc *xmlDocPtr;

#define WQ_XML_ENUMERATOR(name, value) name = (value),
typedef enum { WQ_XML_PARSER_OPTIONS(WQ_XML_ENUMERATOR) } xmlParserOption;
typedef enum { WQ_HTML_PARSER_OPTIONS(WQ_XML_ENUMERATOR) } htmlParserOption;
typedef enum { WQ_XML_READER_TYPES(WQ_XML_ENUMERATOR) } xmlReaderTypes;
#undef WQ_XML_ENUMERATOR
#endif

/* Each wrapper: libxml2's function through the table, or the stub's failure. */
#define WQ_XML_DECLARE(wrapper, symbol, result, parameters, arguments) result wrapper parameters;
WQ_XML_FUNCTIONS(WQ_XML_DECLARE)
#undef WQ_XML_DECLARE

/* Whether libxml2 could be opened and every function wordquiz uses found in it. */
int wq_xml_is_available(void);
/* Why libxml2 could not be opened (dlerror()'s text, or the symbol it lacks); NULL when it was. */
const char *wq_xml_load_error(void);

#endif
