// Opening the libraries and filling the function table, once per process.
#include "CCairo.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "font_config.h"

typedef struct {
    pthread_once_t once;
    int loaded;
    tracker_render_api table;
    /// Why loading failed: the library or function that is missing, as the loader says it.
    char error[512];
} tracker_render_state;

/// The one state of the process.
static tracker_render_state shared_state = {PTHREAD_ONCE_INIT, 0};

static void tracker_render_open(void) {
    tracker_render_state *state = &shared_state;
    const char *names[] = {"libpangocairo-1.0.so.0", "libpango-1.0.so.0", "libcairo.so.2", "libgobject-2.0.so.0", "libpng16.so.16"};
    void *handles[5];
    for (int i = 0; i < 5; i++) {
        handles[i] = dlopen(names[i], RTLD_LAZY | RTLD_GLOBAL);
        if (!handles[i]) {
            const char *reason = dlerror();
            snprintf(state->error, sizeof state->error, "%s", reason ? reason : names[i]);
            return;
        }
    }
#define TRACKER_RENDER_LOOKUP(name) \
    { \
        void *symbol = NULL; \
        for (int i = 0; i < 5 && !symbol; i++) symbol = dlsym(handles[i], #name); \
        if (!symbol) { \
            snprintf(state->error, sizeof state->error, "no function %s in Pango, cairo or libpng", #name); \
            return; \
        } \
        memcpy(&state->table.name, &symbol, sizeof(symbol)); \
    }
    TRACKER_RENDER_FUNCTIONS(TRACKER_RENDER_LOOKUP)
#undef TRACKER_RENDER_LOOKUP
    tracker_font_configure();
    state->loaded = 1;
}

const char *tracker_render_error(void) {
    pthread_once(&shared_state.once, tracker_render_open);
    return shared_state.loaded ? NULL : shared_state.error;
}

const tracker_render_api *tracker_render_load(void) {
    pthread_once(&shared_state.once, tracker_render_open);
    return shared_state.loaded ? &shared_state.table : NULL;
}
