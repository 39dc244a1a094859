// The GEOS functions the segment matcher calls, forwarded to libgeos_c opened on first use.
#include "CGEOS.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static void *library;

static void open_library(void) {
    library = dlopen("libgeos_c.so.1", RTLD_LAZY | RTLD_LOCAL);
}

// The library's own definition of `name` (dlsym with its handle never finds these forwarders),
// or NULL when GEOS is not installed.
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

#define FORWARD_VOID(name, parameters, arguments) \
    void name parameters { \
        static void (*function) parameters; \
        if (!function) *(void **)&function = lookup(#name); \
        if (function) function arguments; \
    }

static const char *const names[] = {
    "GEOS_init_r", "GEOS_finish_r", "GEOSContext_setErrorMessageHandler_r", "GEOSCoordSeq_copyFromBuffer_r",
    "GEOSGeom_createLineString_r", "GEOSGeom_createPointFromXY_r", "GEOSGeom_destroy_r", "GEOSPrepare_r",
    "GEOSPreparedGeom_destroy_r", "GEOSPreparedDistance_r", "GEOSDistance_r",
};

int CGEOS_available(void) {
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (!lookup(names[i])) return 0;
    }
    return 1;
}

FORWARD(GEOSContextHandle_t, GEOS_init_r, NULL, (void), ())
FORWARD_VOID(GEOS_finish_r, (GEOSContextHandle_t handle), (handle))
FORWARD(GEOSMessageHandler_r, GEOSContext_setErrorMessageHandler_r, NULL,
        (GEOSContextHandle_t handle, GEOSMessageHandler_r handler, void *data), (handle, handler, data))
FORWARD(GEOSCoordSequence *, GEOSCoordSeq_copyFromBuffer_r, NULL,
        (GEOSContextHandle_t handle, const double *buffer, unsigned int size, int hasZ, int hasM),
        (handle, buffer, size, hasZ, hasM))
FORWARD(GEOSGeometry *, GEOSGeom_createLineString_r, NULL, (GEOSContextHandle_t handle, GEOSCoordSequence *sequence),
        (handle, sequence))
FORWARD(GEOSGeometry *, GEOSGeom_createPointFromXY_r, NULL, (GEOSContextHandle_t handle, double x, double y),
        (handle, x, y))
FORWARD_VOID(GEOSGeom_destroy_r, (GEOSContextHandle_t handle, GEOSGeometry *geometry), (handle, geometry))
FORWARD(const GEOSPreparedGeometry *, GEOSPrepare_r, NULL, (GEOSContextHandle_t handle, const GEOSGeometry *geometry),
        (handle, geometry))
FORWARD_VOID(GEOSPreparedGeom_destroy_r, (GEOSContextHandle_t handle, const GEOSPreparedGeometry *prepared),
             (handle, prepared))
FORWARD(int, GEOSPreparedDistance_r, 0,
        (GEOSContextHandle_t handle, const GEOSPreparedGeometry *prepared, const GEOSGeometry *geometry, double *distance),
        (handle, prepared, geometry, distance))
FORWARD(int, GEOSDistance_r, 0,
        (GEOSContextHandle_t handle, const GEOSGeometry *first, const GEOSGeometry *second, double *distance),
        (handle, first, second, distance))
