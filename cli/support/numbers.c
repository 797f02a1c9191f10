/*
 * numbers.c - whole numbers as the command line and the files write them.
 */
#include <string.h>

#include "support/support.h"

int cli_parse_uint(const char *text, long max, long *value)
{
    if (!*text || strlen(text) > 9)
        return -1;
    long v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9')
            return -1;
        v = v * 10 + (*p - '0');
    }
    if (v > max)
        return -1;
    *value = v;
    return 0;
}
