#ifndef TRACKER_CFORMAT_H
#define TRACKER_CFORMAT_H

#include <stddef.h>

// One printf conversion (`%+.2f`, `%02lld`, `%04llX`, ...) of one number, called with a fixed
// argument type. Swift's own route to vsnprintf boxes each argument as a CVarArg, and the
// runtime's casts of those boxes are a measurable share of a short command's start.
// Each returns what snprintf returns: the length the whole text needs.
int tracker_format_double(char *buffer, size_t size, const char *conversion, double value);
int tracker_format_signed(char *buffer, size_t size, const char *conversion, long long value);
int tracker_format_unsigned(char *buffer, size_t size, const char *conversion, unsigned long long value);

#endif
