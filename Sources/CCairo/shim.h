#ifndef TRACKER_CCAIRO_SHIM_H
#define TRACKER_CCAIRO_SHIM_H

// The whole C surface the charts use: drawing, the PNG/SVG/PDF surfaces, Pango text, and
// libpng (which cairo itself writes PNGs with).
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// libpng reports errors by longjmp, which must never cross Swift frames: the whole
// encoding, its setjmp and its callbacks stay in C, and Swift sees a status code.

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
} tracker_png_buffer;

static void tracker_png_append(png_structp png, png_bytep data, size_t length) {
    tracker_png_buffer *buffer = (tracker_png_buffer *)png_get_io_ptr(png);
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->length, data, length);
    buffer->length += length;
}

static void tracker_png_flush(png_structp png) { (void)png; }

// cairo's ARGB32 is premultiplied, one native-endian 32-bit word per pixel; PNG wants
// straight RGBA bytes.
static void tracker_png_unpremultiply(png_structp png, png_row_infop row, png_bytep data) {
    (void)png;
    for (size_t i = 0; i + 3 < row->rowbytes; i += 4) {
        uint32_t pixel;
        memcpy(&pixel, data + i, 4);
        unsigned alpha = pixel >> 24, red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
        if (alpha != 0 && alpha != 255) {
            red = (red * 255 + alpha / 2) / alpha;
            green = (green * 255 + alpha / 2) / alpha;
            blue = (blue * 255 + alpha / 2) / alpha;
        }
        data[i] = (png_byte)red;
        data[i + 1] = (png_byte)green;
        data[i + 2] = (png_byte)blue;
        data[i + 3] = (png_byte)alpha;
    }
}

/// Encodes a cairo image (ARGB32 with `alpha`, else RGB24) as PNG with zlib `level` and the Up
/// filter: charts are large flat areas, which compress well without the adaptive filtering
/// cairo's own writer pays for. An opaque image is written as RGB, a quarter less to compress.
/// On success returns 0 and a buffer to release with free(); on failure returns -1.
static inline int tracker_png_encode(const unsigned char *pixels, int width, int height, int stride, int alpha, int level,
                                     unsigned char **output, size_t *length) {
    tracker_png_buffer buffer = {NULL, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer.bytes);
        return -1;
    }
    png_set_write_fn(png, &buffer, tracker_png_append, tracker_png_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_write_info(png, info);
    if (alpha) {
        png_set_write_user_transform_fn(png, tracker_png_unpremultiply);
    } else {
        // RGB24 is one native-endian word per pixel, 0x00RRGGBB: libpng drops the unused byte.
        const uint32_t probe = 1;
        const int little_endian = *(const unsigned char *)&probe == 1;
        png_set_filler(png, 0, little_endian ? PNG_FILLER_AFTER : PNG_FILLER_BEFORE);
        if (little_endian) png_set_bgr(png);
    }
    for (int y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *output = buffer.bytes;
    *length = buffer.length;
    return 0;
}

#endif
