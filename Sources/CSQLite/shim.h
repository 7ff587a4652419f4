#ifndef WORDQUIZ_CSQLITE_SHIM_H
#define WORDQUIZ_CSQLITE_SHIM_H

#include <sqlite3.h>

/* SQLITE_TRANSIENT is a cast macro and does not import: bind with a copy explicitly. */
static inline int wq_sqlite_bind_text(sqlite3_stmt *s, int i, const char *v, int n) {
    return sqlite3_bind_text(s, i, v, n, SQLITE_TRANSIENT);
}
static inline int wq_sqlite_bind_blob(sqlite3_stmt *s, int i, const void *v, int n) {
    return sqlite3_bind_blob(s, i, v, n, SQLITE_TRANSIENT);
}

/* sqlite3_db_config is variadic and does not import: set one of its on/off options. */
static inline int wq_sqlite_db_config_flag(sqlite3 *db, int option, int on) {
    return sqlite3_db_config(db, option, on, (int *)0);
}

#endif
