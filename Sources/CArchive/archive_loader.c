// libarchive's reading functions, forwarded to the library opened on first use.
#include "CArchive.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static void *library;

static void open_library(void) {
    library = dlopen("libarchive.so.13", RTLD_LAZY | RTLD_LOCAL);
}

// The library's own definition of `name` (dlsym with its handle never finds these forwarders),
// or NULL when libarchive is not installed.
static void *lookup(const char *name) {
    pthread_once(&load_once, open_library);
    return library ? dlsym(library, name) : NULL;
}

#define FORWARD(type, name, failure, parameters, arguments) \
    type name parameters { \
        static type (*function) parameters; \
        if (!function) *(void **)&function = lookup(#name); \
        return function ? function arguments : failure; \
    }

// archive_read_new gives NULL without libarchive, which the reader reports.
FORWARD(struct archive *, archive_read_new, NULL, (void), ())
FORWARD(int, archive_read_support_format_zip, ARCHIVE_FATAL, (struct archive *a), (a))
FORWARD(int, archive_read_open_memory, ARCHIVE_FATAL, (struct archive *a, const void *buffer, size_t size), (a, buffer, size))
FORWARD(int, archive_read_open_filename, ARCHIVE_FATAL, (struct archive *a, const char *name, size_t size), (a, name, size))
FORWARD(int, archive_read_next_header, ARCHIVE_FATAL, (struct archive *a, struct archive_entry **entry), (a, entry))
FORWARD(la_ssize_t, archive_read_data, ARCHIVE_FATAL, (struct archive *a, void *buffer, size_t size), (a, buffer, size))
FORWARD(int, archive_read_free, ARCHIVE_FATAL, (struct archive *a), (a))
FORWARD(int, archive_errno, 0, (struct archive *a), (a))
FORWARD(const char *, archive_error_string, NULL, (struct archive *a), (a))
FORWARD(__LA_MODE_T, archive_entry_filetype, 0, (struct archive_entry *entry), (entry))
FORWARD(const char *, archive_entry_pathname, NULL, (struct archive_entry *entry), (entry))
FORWARD(const char *, archive_entry_pathname_utf8, NULL, (struct archive_entry *entry), (entry))
FORWARD(la_int64_t, archive_entry_size, 0, (struct archive_entry *entry), (entry))
FORWARD(int, archive_entry_size_is_set, 0, (struct archive_entry *entry), (entry))
