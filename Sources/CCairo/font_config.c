// The font configuration the charts draw with.
//
// fontconfig's system configuration is some fifty XML files of rendering and alias rules
// (hinting, subpixel order, family substitutions), and parsing them is the largest single
// cost of a chart's first line of text. The charts name their family and set their own
// rendering options, so they load a fixed configuration instead: the system's font
// directories and caches, which keeps every installed font (and so fallback for scripts
// DejaVu lacks), without the rules. The same data then draws the same pixels on every
// machine with the same fonts. FONTCONFIG_FILE or FONTCONFIG_PATH, when set, is a
// deliberate choice and is honoured: fontconfig then reads the system way; so it does when
// DejaVu Sans is not installed, since only the system's rules can choose a stand-in.
// See https://www.freedesktop.org/software/fontconfig/fontconfig-user.html

#include "font_config.h"

#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <string.h>

static const char tracker_font_config[] =
    "<?xml version=\"1.0\"?>\n"
    "<fontconfig>\n"
    "  <dir>/usr/share/fonts</dir>\n"
    "  <dir>/usr/local/share/fonts</dir>\n"
    "  <dir prefix=\"xdg\">fonts</dir>\n"
    "  <dir>~/.fonts</dir>\n"
    "  <cachedir>/var/cache/fontconfig</cachedir>\n"
    "  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
    "  <cachedir>~/.fontconfig</cachedir>\n"
    "</fontconfig>\n";

/// Whether `config`'s fonts include the family the charts name.
static int tracker_font_has_family(void *library, FcConfig *config, const char *family) {
    FcFontSet *(*fonts_of)(FcConfig *, FcSetName) = (FcFontSet * (*)(FcConfig *, FcSetName)) dlsym(library, "FcConfigGetFonts");
    FcResult (*string_of)(const FcPattern *, const char *, int, FcChar8 **) =
        (FcResult (*)(const FcPattern *, const char *, int, FcChar8 **))dlsym(library, "FcPatternGetString");
    if (!fonts_of || !string_of) return 0;
    FcFontSet *fonts = fonts_of(config, FcSetSystem);
    for (int i = 0; fonts && i < fonts->nfont; i++) {
        FcChar8 *name = NULL;
        for (int n = 0; string_of(fonts->fonts[i], FC_FAMILY, n, &name) == FcResultMatch; n++) {
            if (strcmp((const char *)name, family) == 0) return 1;
        }
    }
    return 0;
}

int tracker_font_configure(void) {
    if (getenv("FONTCONFIG_FILE") || getenv("FONTCONFIG_PATH")) return 0;
    // Already loaded as a dependency of Pango; this only takes a handle to look up by.
    void *library = dlopen("libfontconfig.so.1", RTLD_LAZY | RTLD_NOLOAD);
    if (!library) return 0;
    FcConfig *(*create)(void) = (FcConfig * (*)(void)) dlsym(library, "FcConfigCreate");
    FcBool (*parse)(FcConfig *, const FcChar8 *, FcBool) =
        (FcBool (*)(FcConfig *, const FcChar8 *, FcBool))dlsym(library, "FcConfigParseAndLoadFromMemory");
    FcBool (*build)(FcConfig *) = (FcBool (*)(FcConfig *))dlsym(library, "FcConfigBuildFonts");
    FcBool (*make_current)(FcConfig *) = (FcBool (*)(FcConfig *))dlsym(library, "FcConfigSetCurrent");
    void (*destroy)(FcConfig *) = (void (*)(FcConfig *))dlsym(library, "FcConfigDestroy");
    int done = 0;
    if (create && parse && build && make_current && destroy) {
        FcConfig *config = create();
        // Without DejaVu Sans (the family every theme names) the fixed configuration has no
        // rule to choose a stand-in: the system's, whose aliases pick a sans-serif, does better.
        // FcConfigSetCurrent takes its own reference.
        if (config && parse(config, (const FcChar8 *)tracker_font_config, FcFalse) && build(config) &&
            tracker_font_has_family(library, config, "DejaVu Sans") && make_current(config)) {
            done = 1;
        }
        if (config) destroy(config);
    }
    dlclose(library);
    return done;
}
