#ifndef TRACKER_CARCHIVE_H
#define TRACKER_CARCHIVE_H

// libarchive, as far as reading a Strava .zip needs it.
//
// libarchive is opened with dlopen on the first archive, not linked: linked, it and the
// libraries it needs (libxml2, the system ICU, liblzma, libzstd, libstdc++...) would be loaded
// and relocated at the start of every tracker command. archive_loader.c defines the reading
// functions below under libarchive's own names and forwards each to the library, so the Swift
// code calls libarchive as it would call it linked.
#include <archive.h>
#include <archive_entry.h>

// AE_IFREG is a macro with a cast, which Swift cannot import.
static inline int tracker_archive_entry_is_regular_file(struct archive_entry *entry) {
    return archive_entry_filetype(entry) == AE_IFREG;
}

#endif
