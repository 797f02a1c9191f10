/*
 * utf8.c - the one rule for text: strict UTF-8, which ids, names and clubs
 * must be and which the tool checks its files' bytes by.
 */
#include <string.h>

#include "internal.h"

/* Strict: no overlong form, no surrogate, nothing above U+10FFFF, no character
 * cut off by the end of the bytes. */
PAIRING_API int pairing_utf8_char_length(const char *text, size_t size)
{
    const unsigned char *p = (const unsigned char *)text;
    if (!p || size == 0)
        return 0;
    unsigned c = p[0], min;
    int extra;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf)
        extra = 1, min = 0x80;
    else if (c >= 0xe0 && c <= 0xef)
        extra = 2, min = 0x800;
    else if (c >= 0xf0 && c <= 0xf4)
        extra = 3, min = 0x10000;
    else
        return 0;
    if (size <= (size_t)extra)
        return 0;
    unsigned cp = c & (0x3fu >> extra);
    for (int i = 1; i <= extra; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (p[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return extra + 1;
}

int pr_utf8_is_valid(const char *s)
{
    size_t left = strlen(s);
    while (left > 0) {
        int n = pairing_utf8_char_length(s, left);
        if (!n)
            return 0;
        s += n;
        left -= (size_t)n;
    }
    return 1;
}
