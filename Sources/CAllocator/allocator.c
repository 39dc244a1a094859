#include "CAllocator.h"

#include <stdlib.h> // defines __GLIBC__ with glibc

#if defined(__GLIBC__)
#include <malloc.h>

void tracker_keep_freed_memory(int mmap_threshold, int trim_threshold) {
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}
#else
void tracker_keep_freed_memory(int mmap_threshold, int trim_threshold) {
    (void)mmap_threshold;
    (void)trim_threshold;
}
#endif
