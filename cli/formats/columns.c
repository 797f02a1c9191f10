/*
 * columns.c - which columns of the standings a printed table shows.
 */
#include <string.h>

#include "formats/formats.h"

/* A violations column (违例) of zeros says nothing on a printed table: it is
 * left out (the tiebreak still ranks, the settings still name it; CSV and JSON
 * keep every value). */
int cli_tiebreak_hidden(const pairing_standings *st, int k)
{
    const char *name = pairing_standings_tiebreak_name(st, k);
    if (strcmp(name, "violations") != 0 && strcmp(name, "team-violations") != 0)
        return 0;
    for (int r = 0; r < pairing_standings_count(st); r++)
        if (pairing_standings_value(st, r, k).num != 0)
            return 0;
    return 1;
}
