#ifndef TRACKER_CARCHIVE_SHIM_H
#define TRACKER_CARCHIVE_SHIM_H

#include <archive.h>
#include <archive_entry.h>

// AE_IFREG is a macro with a cast, which Swift cannot import.
static inline int tracker_archive_entry_is_regular_file(struct archive_entry *entry) {
    return archive_entry_filetype(entry) == AE_IFREG;
}

#endif
