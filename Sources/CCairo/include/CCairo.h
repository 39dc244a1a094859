#ifndef TRACKER_CCAIRO_H
#define TRACKER_CCAIRO_H

// The C surface the charts use: cairo (image, SVG and PDF surfaces), Pango text over cairo,
// and libpng (which cairo itself writes PNGs with).
//
// The libraries are opened with dlopen on the first chart, not linked: linked, their forty
// shared objects would be loaded and relocated at the start of every tracker command
// (about 5 ms), charts or not. Swift calls them through `tracker_render_api`, whose
// pointers are looked up by name; only the types and constants come from the headers.
//
// The C lives in this target's .c files, not in static functions of a header: Swift emits a
// header's static functions, and their static variables, once per source file that calls them,
// and the library table and the font configuration must exist once per process.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <png.h>
#include <stddef.h>

// The library prototypes below carry no nullability, as in the libraries' own headers; the
// table and tracker's functions do.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

// MARK: - Pango, as far as the charts use it (stable since Pango 1.22)

typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
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
PangoFontMap *pango_cairo_font_map_get_default(void);
void pango_cairo_font_map_set_default(PangoFontMap *fontmap);
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
void *g_object_ref(void *object);
void g_object_unref(void *object);

// MARK: - The function table

#define TRACKER_RENDER_FUNCTIONS(X) \
    X(cairo_image_surface_create) X(cairo_svg_surface_create_for_stream) X(cairo_pdf_surface_create_for_stream) \
    X(cairo_pdf_surface_set_metadata) X(cairo_surface_status) X(cairo_surface_flush) X(cairo_surface_finish) \
    X(cairo_surface_destroy) X(cairo_image_surface_get_width) \
    X(cairo_image_surface_get_height) X(cairo_image_surface_get_stride) X(cairo_image_surface_get_data) \
    X(cairo_image_surface_get_format) X(cairo_create) X(cairo_destroy) X(cairo_status) X(cairo_status_to_string) \
    X(cairo_scale) X(cairo_new_path) X(cairo_move_to) X(cairo_line_to) X(cairo_curve_to) X(cairo_arc) \
    X(cairo_arc_negative) X(cairo_close_path) X(cairo_fill) X(cairo_stroke) X(cairo_set_fill_rule) \
    X(cairo_set_line_width) X(cairo_set_line_cap) X(cairo_set_line_join) X(cairo_set_dash) \
    X(cairo_set_source_rgba) X(cairo_set_source) X(cairo_pattern_create_linear) X(cairo_pattern_create_radial) \
    X(cairo_pattern_add_color_stop_rgba) X(cairo_pattern_destroy) X(cairo_font_options_create) \
    X(cairo_font_options_set_hint_metrics) X(cairo_font_options_set_hint_style) X(cairo_font_options_set_antialias) \
    X(cairo_font_options_destroy) X(cairo_save) X(cairo_restore) X(cairo_translate) X(cairo_paint) \
    X(cairo_set_source_surface) X(cairo_surface_mark_dirty_rectangle) X(cairo_set_antialias) \
    X(pango_cairo_create_context) X(pango_cairo_font_map_get_default) X(pango_cairo_font_map_set_default) \
    X(pango_cairo_context_set_font_options) X(pango_cairo_show_layout) \
    X(pango_layout_new) X(pango_layout_set_text) X(pango_layout_set_font_description) X(pango_layout_set_attributes) \
    X(pango_layout_get_extents) X(pango_layout_get_baseline) X(pango_font_description_new) \
    X(pango_font_description_set_family) X(pango_font_description_set_absolute_size) \
    X(pango_font_description_set_weight) X(pango_font_description_free) X(pango_attr_list_new) \
    X(pango_attr_list_insert) X(pango_attr_list_unref) X(pango_attr_letter_spacing_new) X(g_object_ref) X(g_object_unref) \
    X(png_create_write_struct) X(png_create_info_struct) X(png_destroy_write_struct) X(png_set_longjmp_fn) \
    X(png_set_write_fn) X(png_get_io_ptr) X(png_error) X(png_set_IHDR) X(png_set_compression_level) X(png_set_compression_mem_level) \
    X(png_set_filter) X(png_write_info) X(png_set_write_user_transform_fn) \
    X(png_write_row) X(png_write_end)

/// One pointer per C function the charts call, named after it.
typedef struct {
#define TRACKER_RENDER_FIELD(name) __typeof__(name) *_Nonnull name;
    TRACKER_RENDER_FUNCTIONS(TRACKER_RENDER_FIELD)
#undef TRACKER_RENDER_FIELD
} tracker_render_api;

/// Opens Pango, cairo and libpng once (from any thread), makes the charts' font configuration
/// fontconfig's current one (font_config.c), and returns the filled table, or NULL when a
/// library or a function is missing.
const tracker_render_api *_Nullable tracker_render_load(void);

/// Why tracker_render_load returned NULL (the loader's message: a library or function missing),
/// or NULL when it did not.
const char *_Nullable tracker_render_error(void);

// MARK: - Text (font_preparation.c)

/// A Pango context for drawing on `cr` with the charts' text options. Unhinted metrics keep
/// text the same width at every scale and in every format.
PangoContext *_Nullable tracker_text_context(const tracker_render_api *_Nonnull api, cairo_t *_Nonnull cr);

/// Fonts being made ready on a second thread.
typedef struct tracker_font_preparation tracker_font_preparation;

/// Starts getting `family` ready on a second thread, at `count` sizes (in points) and weights
/// (`bold` 1 or 0), drawn at `scale`. Returns the preparation to pass to tracker_font_finish,
/// or NULL when no thread could be started (nothing is then needed).
tracker_font_preparation *_Nullable tracker_font_prepare(const char *_Nonnull family, const double *_Nullable sizes,
                                                         const int *_Nullable bold, int count, double scale);

/// Waits for the preparation's thread and frees the preparation. With `adopt`, the warmed
/// font map becomes the calling thread's default, which the next Pango context made on this
/// thread uses. Returns 1 when it did.
int tracker_font_finish(tracker_font_preparation *_Nonnull preparation, int adopt);

// MARK: - PNG (png_encode.c)

/// Encodes a cairo image (ARGB32 with `alpha`, else RGB24) as PNG with zlib `level` and the Up
/// filter. On success returns 0 and a buffer to release with free(); on failure returns -1.
int tracker_png_encode(const unsigned char *_Nonnull pixels, int width, int height, int stride, int alpha, int level,
                       unsigned char *_Nullable *_Nonnull output, size_t *_Nonnull length);

#pragma clang diagnostic pop

#endif
