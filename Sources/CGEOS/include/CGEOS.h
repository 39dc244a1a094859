// GEOS's reentrant C API (geos_c.h from libgeos-dev), for the segment matcher. The library is
// opened with dlopen on the first segment matched (geos_loader.c), so no other command loads it
// and the C++ runtime it needs; CGEOS_available says whether it could be opened.
#ifndef CGEOS_H
#define CGEOS_H

#define GEOS_USE_ONLY_R_API
#include <geos_c.h>

// 1 when libgeos_c could be opened and has every function below, else 0.
int CGEOS_available(void);

#endif
