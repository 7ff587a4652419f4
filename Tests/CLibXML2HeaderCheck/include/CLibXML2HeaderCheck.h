#ifndef WORDQUIZ_CLIBXML2_HEADER_CHECK_H
#define WORDQUIZ_CLIBXML2_HEADER_CHECK_H

/* LIBXML_VERSION of the libxml2 header CLibXML2's declarations were checked against. */
int wq_libxml2_checked_header_version(void);

#endif
