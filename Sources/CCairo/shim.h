#ifndef TRACKER_CCAIRO_SHIM_H
#define TRACKER_CCAIRO_SHIM_H

// The C surface the charts use: cairo (image, SVG and PDF surfaces), Pango text over cairo,
// and libpng (which cairo itself writes PNGs with).
//
// The libraries are opened with dlopen on the first chart, not linked: linked, their forty
// shared objects would be loaded and relocated at the start of every tracker command
// (about 5 ms), charts or not. Swift calls them through `tracker_render_api`, whose
// pointers are looked up by name; only the types and constants come from the headers.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <dlfcn.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Pango, as far as the charts use it (stable since Pango 1.22)

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;
typedef enum { PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_BOLD = 700 } PangoWeight;
#define PANGO_SCALE 1024

PangoContext *pango_cairo_create_context(cairo_t *cr);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_free(PangoFontDescription *desc);
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
void pango_attr_list_unref(PangoAttrList *list);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
void g_object_unref(void *object);

// MARK: - The function table

#define TRACKER_RENDER_FUNCTIONS(X) \
    X(cairo_image_surface_create) X(cairo_svg_surface_create_for_stream) X(cairo_pdf_surface_create_for_stream) \
    X(cairo_pdf_surface_set_metadata) X(cairo_surface_status) X(cairo_surface_flush) X(cairo_surface_finish) \
    X(cairo_surface_destroy) X(cairo_image_surface_create_from_png_stream) X(cairo_image_surface_get_width) \
    X(cairo_image_surface_get_height) X(cairo_image_surface_get_stride) X(cairo_image_surface_get_data) \
    X(cairo_image_surface_get_format) X(cairo_create) X(cairo_destroy) X(cairo_status) X(cairo_status_to_string) \
    X(cairo_scale) X(cairo_new_path) X(cairo_move_to) X(cairo_line_to) X(cairo_curve_to) X(cairo_arc) \
    X(cairo_arc_negative) X(cairo_close_path) X(cairo_fill) X(cairo_stroke) X(cairo_set_fill_rule) \
    X(cairo_set_line_width) X(cairo_set_line_cap) X(cairo_set_line_join) X(cairo_set_dash) \
    X(cairo_set_source_rgba) X(cairo_set_source) X(cairo_pattern_create_linear) X(cairo_pattern_create_radial) \
    X(cairo_pattern_add_color_stop_rgba) X(cairo_pattern_destroy) X(cairo_font_options_create) \
    X(cairo_font_options_set_hint_metrics) X(cairo_font_options_set_hint_style) X(cairo_font_options_set_antialias) \
    X(cairo_font_options_destroy) \
    X(pango_cairo_create_context) X(pango_cairo_context_set_font_options) X(pango_cairo_show_layout) \
    X(pango_layout_new) X(pango_layout_set_text) X(pango_layout_set_font_description) X(pango_layout_set_attributes) \
    X(pango_layout_get_extents) X(pango_layout_get_baseline) X(pango_font_description_new) \
    X(pango_font_description_set_family) X(pango_font_description_set_absolute_size) \
    X(pango_font_description_set_weight) X(pango_font_description_free) X(pango_attr_list_new) \
    X(pango_attr_list_insert) X(pango_attr_list_unref) X(pango_attr_letter_spacing_new) X(g_object_unref) \
    X(png_create_write_struct) X(png_create_info_struct) X(png_destroy_write_struct) X(png_set_longjmp_fn) \
    X(png_set_write_fn) X(png_get_io_ptr) X(png_error) X(png_set_IHDR) X(png_set_compression_level) \
    X(png_set_filter) X(png_write_info) X(png_set_write_user_transform_fn) \
    X(png_write_row) X(png_write_end)

/// One pointer per C function the charts call, named after it.
typedef struct {
#define TRACKER_RENDER_FIELD(name) __typeof__(name) *_Nonnull name;
    TRACKER_RENDER_FUNCTIONS(TRACKER_RENDER_FIELD)
#undef TRACKER_RENDER_FIELD
} tracker_render_api;

typedef struct {
    pthread_once_t once;
    int loaded;
    tracker_render_api table;
} tracker_render_state;

// The one state, a function's static: Swift emits those, not a header's file-scope statics.
static inline tracker_render_state *tracker_render_shared(void) {
    static tracker_render_state state = {PTHREAD_ONCE_INIT, 0};
    return &state;
}

static void tracker_render_open(void) {
    tracker_render_state *state = tracker_render_shared();
    const char *names[] = {"libpangocairo-1.0.so.0", "libpango-1.0.so.0", "libcairo.so.2", "libgobject-2.0.so.0", "libpng16.so.16"};
    void *handles[5];
    for (int i = 0; i < 5; i++) {
        handles[i] = dlopen(names[i], RTLD_LAZY | RTLD_GLOBAL);
        if (!handles[i]) return;
    }
#define TRACKER_RENDER_LOOKUP(name) \
    { \
        void *symbol = NULL; \
        for (int i = 0; i < 5 && !symbol; i++) symbol = dlsym(handles[i], #name); \
        if (!symbol) return; \
        memcpy(&state->table.name, &symbol, sizeof(symbol)); \
    }
    TRACKER_RENDER_FUNCTIONS(TRACKER_RENDER_LOOKUP)
#undef TRACKER_RENDER_LOOKUP
    state->loaded = 1;
}

/// Opens Pango, cairo and libpng once (from any thread) and returns the filled table, or
/// NULL when a library or a function is missing.
static inline const tracker_render_api *tracker_render_load(void) {
    tracker_render_state *state = tracker_render_shared();
    pthread_once(&state->once, tracker_render_open);
    return state->loaded ? &state->table : NULL;
}

// MARK: - PNG encoding

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

/// Encodes a cairo image (ARGB32 with `alpha`, else RGB24) as PNG with zlib `level` and the Up
/// filter: charts are large flat areas, which compress well without the adaptive filtering
/// cairo's own writer pays for. An opaque image is written as RGB, a quarter less to compress.
/// On success returns 0 and a buffer to release with free(); on failure returns -1.
static inline int tracker_png_encode(const unsigned char *pixels, int width, int height, int stride, int alpha, int level,
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
    api->png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    api->png_write_info(png, info);
    if (alpha) {
        api->png_set_write_user_transform_fn(png, tracker_png_unpremultiply);
        for (int y = 0; y < height; y++) {
            api->png_write_row(png, (png_const_bytep)(pixels + (size_t)y * (size_t)stride));
        }
    } else {
        // RGB24 is one native-endian word per pixel, 0x00RRGGBB. Unpacking it here, a row at a
        // time, costs a few instructions a pixel; libpng's generic filler and BGR transforms
        // cost several times that.
        rgb = (unsigned char *)malloc((size_t)width * 3);
        if (!rgb) api->png_error(png, "out of memory");
        for (int y = 0; y < height; y++) {
            const uint32_t *source = (const uint32_t *)(pixels + (size_t)y * (size_t)stride);
            unsigned char *target = rgb;
            for (int x = 0; x < width; x++) {
                const uint32_t pixel = source[x];
                *target++ = (unsigned char)(pixel >> 16);
                *target++ = (unsigned char)(pixel >> 8);
                *target++ = (unsigned char)pixel;
            }
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

#endif
