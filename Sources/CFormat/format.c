#include "CFormat.h"

#include <stdio.h>

// The conversions are checked by the Swift caller: one numeric conversion whose type matches.
#pragma clang diagnostic ignored "-Wformat-nonliteral"

int tracker_format_double(char *buffer, size_t size, const char *conversion, double value) {
    return snprintf(buffer, size, conversion, value);
}

int tracker_format_signed(char *buffer, size_t size, const char *conversion, long long value) {
    return snprintf(buffer, size, conversion, value);
}

int tracker_format_unsigned(char *buffer, size_t size, const char *conversion, unsigned long long value) {
    return snprintf(buffer, size, conversion, value);
}
