#ifndef WORDQUIZ_CLIBRARYLOADER_H
#define WORDQUIZ_CLIBRARYLOADER_H

#include <stddef.h>

/* The one way the C loaders (CCurl, CLibXML2, CHunspell, CZip, CZstd) open their library on
   first use and find its functions: each keeps a table of stubs, and fills it from these. */

/* Opens the library `soname` (its symbols kept to itself); NULL, with why written to `error`
   (dlerror's words), when it cannot be opened. */
void *wq_library_open(const char *soname, char *error, size_t error_size);

/* Writes the address of the function `name` of `library` to `*slot`; 0, with "SONAME has no
   NAME" written to `error`, when the library lacks it. */
int wq_library_symbol(void *library, const char *soname, const char *name, void **slot, char *error,
                      size_t error_size);

#endif
