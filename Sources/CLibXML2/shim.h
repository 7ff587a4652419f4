#ifndef WORDQUIZ_CLIBXML2_SHIM_H
#define WORDQUIZ_CLIBXML2_SHIM_H

/* Debian's libxml2 headers pull in the system ICU, which clashes with Foundation's bundled
   ICU ("'UErrorCode' has different definitions in different modules"). We never use
   libxml2's ICU support, so hide it before the parser headers are read. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/xmlreader.h>

#endif
