// Records every statement a process runs through libsqlite3, with its bound values written in,
// so that a benchmark can give the sqlite3 shell exactly the statements tracker runs.
//
//   cc -shared -fPIC -O2 bench/sql-trace.c -o sql-trace.so -ldl
//   SQL_TRACE_FILE=out.sql LD_PRELOAD=./sql-trace.so tracker weeks
//
// Each statement is written once per run (at its first step after a reset), followed by ";".
// SQLite's own internal statements (reading the schema) have no text to expand and are left out.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sqlite3.h>

int sqlite3_step(sqlite3_stmt *statement) {
    static int (*step)(sqlite3_stmt *);
    if (!step) step = (int (*)(sqlite3_stmt *))dlsym(RTLD_NEXT, "sqlite3_step");
    const char *path = getenv("SQL_TRACE_FILE");
    if (path && !sqlite3_stmt_busy(statement)) {
        char *text = sqlite3_expanded_sql(statement);
        FILE *file = text ? fopen(path, "a") : NULL;
        if (file) {
            fprintf(file, "%s;\n", text);
            fclose(file);
        }
        sqlite3_free(text);
    }
    return step(statement);
}
