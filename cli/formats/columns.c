/*
 * columns.c - which columns of the standings a printed table shows, and
 * whether the round they stop at is still being played.
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

/* Standings taken while a round is played count its games without a result as
 * not played yet: the table says how many, so nobody reads them as final. */
int cli_results_missing(const pairing_event *ev, int round, int *games)
{
    int missing = 0;
    *games = 0;
    for (int p = 0; round > 0 && p < pairing_event_entrants(ev); p++) {
        pairing_played g = pairing_event_played(ev, p, round);
        if (!g.present || g.opponent < 0 || g.first != 1)
            continue; /* each game once, from its first player; byes are no game */
        ++*games;
        missing += g.outcome == PAIRING_PENDING;
    }
    return missing;
}
