#include <chafa.h>
