#ifndef TRACKER_CZLIB_SHIM_H
#define TRACKER_CZLIB_SHIM_H

#include <zlib.h>

// inflateInit2 is a macro (it passes the library version and the stream's size),
// which Swift cannot import.
static inline int tracker_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

#endif
