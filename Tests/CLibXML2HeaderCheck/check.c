/* CLibXML2 declares libxml2's few types, constants and functions by hand (see its header).
   This file compiles the same lists against libxml2's real headers: a constant whose value
   or a function whose type differs stops the test build, naming it. */
#include <libxml/xmlversion.h>
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/HTMLparser.h>

#define WQ_XML_REAL_HEADERS
#include <CLibXML2.h>

#include "CLibXML2HeaderCheck.h"

#define WQ_CHECK_VALUE(name, value) _Static_assert((name) == (value), #name " differs from libxml2's header");
WQ_XML_PARSER_OPTIONS(WQ_CHECK_VALUE)
WQ_XML_READER_TYPES(WQ_CHECK_VALUE)
WQ_HTML_PARSER_OPTIONS(WQ_CHECK_VALUE)
#undef WQ_CHECK_VALUE

#define WQ_CHECK_FUNCTION(wrapper, symbol, result, parameters, arguments)                 \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&symbol), result(*) parameters), \
                   #symbol "'s type differs from libxml2's header");
WQ_XML_FUNCTIONS(WQ_CHECK_FUNCTION)
#undef WQ_CHECK_FUNCTION

int wq_libxml2_checked_header_version(void) { return LIBXML_VERSION; }
