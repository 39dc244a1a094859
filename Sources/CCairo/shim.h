#ifndef TRACKER_CCAIRO_SHIM_H
#define TRACKER_CCAIRO_SHIM_H

// The whole C surface the charts use: drawing, the PNG/SVG/PDF surfaces, and Pango text.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#endif
