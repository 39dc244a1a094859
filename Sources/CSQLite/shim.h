#ifndef TRACKER_CSQLITE_SHIM_H
#define TRACKER_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift
// cannot import; these wrappers make SQLite copy the bound bytes.
// An empty Swift buffer has no address; it still binds an empty text, not NULL.
static inline int tracker_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text ? text : "", length, SQLITE_TRANSIENT);
}

static inline int tracker_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}

#endif
