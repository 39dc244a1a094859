#ifndef TRACKER_CALLOCATOR_H
#define TRACKER_CALLOCATOR_H

// glibc's malloc tuning, which Swift's Glibc module does not bring in (malloc.h).

// Fixes the size from which a block is mapped on its own and the free memory an arena keeps
// before handing it back to the kernel; without glibc, does nothing.
void tracker_keep_freed_memory(int mmap_threshold, int trim_threshold);

#endif
