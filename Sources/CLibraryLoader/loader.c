#include "CLibraryLoader.h"

#include <dlfcn.h>
#include <stdio.h>

void *wq_library_open(const char *soname, char *error, size_t error_size) {
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        if (reason != NULL) {
            snprintf(error, error_size, "%s", reason);
        } else {
            snprintf(error, error_size, "%s could not be opened", soname);
        }
    }
    return library;
}

int wq_library_symbol(void *library, const char *soname, const char *name, void **slot, char *error,
                      size_t error_size) {
    void *found = dlsym(library, name);
    if (found == NULL) {
        snprintf(error, error_size, "%s has no %s", soname, name);
        return 0;
    }
    *slot = found;
    return 1;
}
