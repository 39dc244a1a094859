#include "CCairo.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// PNG encoding.
//
// libpng reports errors by longjmp, which must never cross Swift frames: the whole
// encoding, its setjmp and its callbacks stay in C, and Swift sees a status code.

typedef struct {
    unsigned char *bytes;
    size_t length;
    size_t capacity;
} tracker_png_buffer;

static void tracker_png_append(png_structp png, png_bytep data, size_t length) {
    const tracker_render_api *api = tracker_render_load();
    tracker_png_buffer *buffer = (tracker_png_buffer *)api->png_get_io_ptr(png);
    if (buffer->length + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->length + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(buffer->bytes, capacity);
        if (!grown) api->png_error(png, "out of memory");
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

// Charts are large flat areas, which compress well with the Up filter alone, without the
// adaptive filtering cairo's own writer pays for. An opaque image is written as RGB, a quarter
// less to compress.
/// One row of cairo's RGB24 (a native-endian word per pixel, 0x00RRGGBB) as packed R, G, B bytes.
static void tracker_unpack_rgb24_row(const uint32_t *restrict source, unsigned char *restrict target, int width) {
    int x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Four pixels make twelve bytes, stored as three words. Byte-swapped and shifted down,
    // 0x00RRGGBB becomes 0x00BBGGRR: R, G, B in memory order.
    for (; x + 4 <= width; x += 4, target += 12) {
        const uint32_t p0 = __builtin_bswap32(source[x]) >> 8, p1 = __builtin_bswap32(source[x + 1]) >> 8;
        const uint32_t p2 = __builtin_bswap32(source[x + 2]) >> 8, p3 = __builtin_bswap32(source[x + 3]) >> 8;
        const uint32_t words[3] = {p0 | p1 << 24, p1 >> 8 | p2 << 16, p2 >> 16 | p3 << 8};
        memcpy(target, words, sizeof words);
    }
#endif
    for (; x < width; x++) {
        const uint32_t pixel = source[x];
        *target++ = (unsigned char)(pixel >> 16);
        *target++ = (unsigned char)(pixel >> 8);
        *target++ = (unsigned char)pixel;
    }
}

int tracker_png_encode(const unsigned char *pixels, int width, int height, int stride, int alpha, int level,
                                     unsigned char **output, size_t *length) {
    const tracker_render_api *api = tracker_render_load();
    if (!api) return -1;
    // volatile: the buffer grows between setjmp and a possible longjmp, and only a volatile
    // local keeps its latest value after the jump.
    volatile tracker_png_buffer buffer = {NULL, 0, 0};
    png_structp png = api->png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return -1;
    png_infop info = api->png_create_info_struct(png);
    if (!info) {
        api->png_destroy_write_struct(&png, NULL);
        return -1;
    }
    // The unpacked row, volatile for the same reason as the buffer.
    unsigned char *volatile rgb = NULL;
    if (setjmp(*api->png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf)))) {
        api->png_destroy_write_struct(&png, &info);
        free(buffer.bytes);
        free(rgb);
        return -1;
    }
    api->png_set_write_fn(png, (void *)&buffer, tracker_png_append, tracker_png_flush);
    api->png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                      PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    api->png_set_compression_level(png, level);
    // A smaller hash table than zlib's default (memory level 8) stays in cache: about a tenth
    // faster on a 1200x600 chart, and no larger, since the Up filter leaves mostly zeros.
    api->png_set_compression_mem_level(png, 5);
    api->png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    api->png_write_info(png, info);
    if (alpha) {
        api->png_set_write_user_transform_fn(png, tracker_png_unpremultiply);
        for (int y = 0; y < height; y++) {
            api->png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
        }
    } else {
        // Unpacking RGB24 here, a row at a time, costs a few instructions a pixel; libpng's
        // generic filler and BGR transforms cost several times that.
        rgb = (unsigned char *)malloc((size_t)width * 3);
        if (!rgb) api->png_error(png, "out of memory");
        for (int y = 0; y < height; y++) {
            tracker_unpack_rgb24_row((const uint32_t *)(pixels + (size_t)y * (size_t)stride), rgb, width);
            api->png_write_row(png, rgb);
        }
    }
    api->png_write_end(png, info);
    api->png_destroy_write_struct(&png, &info);
    free(rgb);
    *output = buffer.bytes;
    *length = buffer.length;
    return 0;
}
