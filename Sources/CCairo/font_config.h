#ifndef TRACKER_CCAIRO_FONT_CONFIG_H
#define TRACKER_CCAIRO_FONT_CONFIG_H

/// Makes the charts' fixed font configuration fontconfig's current one, unless the environment
/// names another (font_config.c). Returns 1 when it did; 0 leaves fontconfig to its system
/// configuration (also when any step fails, so a chart never goes without fonts).
int tracker_font_configure(void);

#endif
