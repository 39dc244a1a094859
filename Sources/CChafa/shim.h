#ifndef TRACKER_CCHAFA_H
#define TRACKER_CCHAFA_H
#include <stddef.h>

// From chafa-canvas-config.h (ChafaPixelMode) and chafa-common.h (ChafaPixelType), chafa 1.8 and
// later; the values are part of chafa's stable ABI.
enum {
    TRACKER_CHAFA_PIXEL_MODE_SIXELS = 1,
    TRACKER_CHAFA_PIXEL_BGRA8_PREMULTIPLIED = 1,
};

// glib's GString, which chafa_canvas_print returns: its text and length.
typedef struct {
    char *str;
    size_t len;
    size_t allocated_len;
} tracker_chafa_string;

#endif
