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

/* A whole number as a spreadsheet writes one (SPEC §9): 2210, 2210.0 (a cell
 * formatted with decimals) or 2,210 (with thousands separators, every group of
 * three).  2210.5, 2.210 and 22,10 are not whole numbers, or not written so.
 * One pass, as plain digits are what nearly every field holds. */
int cli_parse_whole(const char *text, long max, long *value)
{
    long v = 0;
    int digits = 0, group = 0, separated = 0;
    const char *p = text;
    for (; (*p >= '0' && *p <= '9') || (*p == ',' && p > text); p++) {
        if (*p == ',') {
            /* the first group 1-3 digits, not a lone 0; each later one 3 */
            if (separated ? group != 3 : group > 3 || text[0] == '0')
                return -1;
            separated = 1, group = 0;
            continue;
        }
        if (++digits > 9)
            return -1;
        v = v * 10 + (*p - '0');
        group++;
    }
    if (!digits || (separated && group != 3))
        return -1;
    if (*p == '.') { /* a fraction of zeros only */
        if (!*++p)
            return -1;
        while (*p == '0')
            p++;
    }
    if (*p || v > max)
        return -1;
    *value = v;
    return 0;
}

/* A seed: a whole number of up to 18 digits (it fits a JSON integer). */
int cli_parse_seed(const cli_options *o, const char *option, const char *text,
                   uint64_t *seed)
{
    const char *p = text;
    *seed = 0;
    if (!*p || strlen(p) > 18)
        return cli_bad_setting(o, option, _("expected a whole number seed"));
    for (; *p; p++) {
        if (*p < '0' || *p > '9')
            return cli_bad_setting(o, option, _("expected a whole number seed"));
        *seed = *seed * 10 + (uint64_t)(*p - '0');
    }
    return EXIT_OK;
}

/* The seed of every lot (draw-lots), when given: *given says whether. */
int cli_lots_seed(const cli_options *o, int *given, uint64_t *seed)
{
    *given = o->draw_lots != NULL;
    *seed = 0;
    return o->draw_lots ? cli_parse_seed(o, "draw-lots", o->draw_lots, seed) : EXIT_OK;
}
