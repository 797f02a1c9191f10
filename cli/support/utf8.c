/*
 * utf8.c - checking UTF-8 one character at a time, as the readers need it.
 */
#include "support/support.h"

/* Length of the bytes from p that make one valid UTF-8 character, or 0. */
int cli_utf8_char_length(const unsigned char *p, const unsigned char *end)
{
    unsigned c = p[0];
    int extra;
    unsigned min, cp;
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
    if (end - p <= extra)
        return 0;
    cp = c & (0x3fu >> extra);
    for (int i = 1; i <= extra; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (p[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return extra + 1;
}
