// Adds up the CPU time of the calling thread spent in each statement's sqlite3_step, by statement
// text (SQLite's own nested statements, such as FTS5's writes to its shadow tables, counted apart
// and also inside the statement that ran them), and writes the sums when the process exits.
//
//   cc -shared -fPIC -O2 bench/sql-profile.c -o sql-profile.so -ldl
//   SQL_PROFILE_FILE=out.txt LD_PRELOAD=./sql-profile.so tracker import file.csv
//   sort -rn out.txt | head
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sqlite3.h>
#define N 4096
static struct { const char *sql; double cpu; long calls; } slots[N];
static double thread_cpu(void) { struct timespec t; clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static void report(void) {
    FILE *f = fopen(getenv("SQL_PROFILE_FILE") ? getenv("SQL_PROFILE_FILE") : "sql-profile.txt", "w");
    for (int i = 0; i < N; i++) if (slots[i].sql) fprintf(f, "%.3f s %ld calls: %.150s\n", slots[i].cpu, slots[i].calls, slots[i].sql);
    fclose(f);
}
int sqlite3_step(sqlite3_stmt *s) {
    static int (*step)(sqlite3_stmt *);
    if (!step) { step = (int (*)(sqlite3_stmt *))dlsym(RTLD_NEXT, "sqlite3_step"); atexit(report); }
    const char *sql = sqlite3_sql(s);
    double t0 = thread_cpu();
    int rc = step(s);
    double dt = thread_cpu() - t0;
    if (sql) {
        unsigned long h = 5381; for (int i = 0; i < 60 && sql[i]; i++) h = h * 33 + sql[i];
        unsigned long i = h % N;
        while (slots[i].sql && strncmp(slots[i].sql, sql, 200) != 0) i = (i + 1) % N;
        if (!slots[i].sql) slots[i].sql = strdup(sql);
        slots[i].cpu += dt; slots[i].calls++;
    }
    return rc;
}
