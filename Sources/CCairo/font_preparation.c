// Getting a chart's text ready before there is a chart: opening the libraries, loading
// fontconfig's caches, choosing and opening the font files, setting up shaping. A command
// that must first read its data starts this on a second thread (tracker_font_prepare), and
// the canvas adopts the result (tracker_font_finish), so the two overlap.
//
// Pango is not thread-safe and its default font map is one per thread: the warmed font map
// is handed over after a join, to the one thread that draws, and becomes its default.

// pthread_setname_np
#define _GNU_SOURCE
#include "CCairo.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

PangoContext *tracker_text_context(const tracker_render_api *api, cairo_t *cr) {
    PangoContext *context = api->pango_cairo_create_context(cr);
    if (!context) return NULL;
    cairo_font_options_t *options = api->cairo_font_options_create();
    api->cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    api->cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    api->cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    api->pango_cairo_context_set_font_options(context, options);
    api->cairo_font_options_destroy(options);
    return context;
}

#define TRACKER_FONT_STYLES 16

/// One preparation: its thread, and what it made.
struct tracker_font_preparation {
    pthread_t thread;
    /// One reference to the warmed font map, from the end of the thread until finish.
    PangoFontMap *font_map;
    char family[128];
    /// The sizes (in points) and weights to open, and the scale they will be drawn at.
    double sizes[TRACKER_FONT_STYLES];
    int bold[TRACKER_FONT_STYLES];
    int count;
    double scale;
};

/// Lays out figures and capitals in `family` at `size` and `bold`: Pango chooses the fonts
/// for that size and opens their files, and HarfBuzz and FreeType load what shaping needs.
static void tracker_font_warm(const tracker_render_api *api, PangoContext *context, const char *family, double size, int bold) {
    PangoLayout *layout = api->pango_layout_new(context);
    if (!layout) return;
    PangoFontDescription *font = api->pango_font_description_new();
    api->pango_font_description_set_family(font, family);
    api->pango_font_description_set_absolute_size(font, size * PANGO_SCALE);
    api->pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    api->pango_layout_set_font_description(layout, font);
    api->pango_font_description_free(font);
    api->pango_layout_set_text(layout, "NOV 23 - 0123456789.5 km h m", -1);
    PangoRectangle logical;
    api->pango_layout_get_extents(layout, NULL, &logical);
    api->g_object_unref(layout);
}

static void *tracker_font_prepare_main(void *argument) {
    tracker_font_preparation *preparation = (tracker_font_preparation *)argument;
    pthread_setname_np(pthread_self(), "tracker fonts");
    const tracker_render_api *api = tracker_render_load();
    if (!api) return NULL;
    cairo_surface_t *surface = api->cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1);
    cairo_t *cr = api->cairo_create(surface);
    // Fonts are chosen and cached per size in device space: prepare at the drawing's scale.
    api->cairo_scale(cr, preparation->scale, preparation->scale);
    PangoContext *context = tracker_text_context(api, cr);
    if (context) {
        for (int i = 0; i < preparation->count; i++) {
            tracker_font_warm(api, context, preparation->family, preparation->sizes[i], preparation->bold[i]);
        }
        api->g_object_unref(context);
        // This thread's default font map, which its end would release: keep a reference.
        preparation->font_map = (PangoFontMap *)api->g_object_ref(api->pango_cairo_font_map_get_default());
    }
    api->cairo_destroy(cr);
    api->cairo_surface_destroy(surface);
    return NULL;
}

tracker_font_preparation *tracker_font_prepare(const char *family, const double *sizes, const int *bold, int count, double scale) {
    tracker_font_preparation *preparation = (tracker_font_preparation *)calloc(1, sizeof(tracker_font_preparation));
    if (!preparation) return NULL;
    strncpy(preparation->family, family, sizeof preparation->family - 1);
    preparation->count = count < TRACKER_FONT_STYLES ? count : TRACKER_FONT_STYLES;
    for (int i = 0; i < preparation->count; i++) {
        preparation->sizes[i] = sizes[i];
        preparation->bold[i] = bold[i];
    }
    preparation->scale = scale;
    if (pthread_create(&preparation->thread, NULL, tracker_font_prepare_main, preparation) != 0) {
        free(preparation);
        return NULL;
    }
    return preparation;
}

int tracker_font_finish(tracker_font_preparation *preparation, int adopt) {
    pthread_join(preparation->thread, NULL);
    PangoFontMap *font_map = preparation->font_map;
    free(preparation);
    // A font map exists only if the libraries loaded.
    const tracker_render_api *api = font_map ? tracker_render_load() : NULL;
    if (!api) return 0;
    if (adopt) api->pango_cairo_font_map_set_default(font_map);
    api->g_object_unref(font_map);
    return adopt ? 1 : 0;
}
