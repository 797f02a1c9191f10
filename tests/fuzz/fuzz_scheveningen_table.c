/*
 * fuzz_scheveningen_table.c - any bytes as a --table file of pairing team
 * scheveningen: read as the CLI reads it, then checked by the library for the
 * number of boards its games imply (and for one more and one fewer), and a
 * table the library accepts must give every player his one game a round.
 */
#include <stdlib.h>

#include "fuzz.h"

/* A table accepted as n boards: each round's n games seat each player once. */
static void check_accepted(const cli_scheveningen_table *t, int n)
{
    int seen[2 * PAIRING_MAX_BOARDS];
    for (int round = 1; round <= n; round++) {
        for (int p = 0; p < 2 * n; p++)
            seen[p] = 0;
        for (int i = 0; i < t->count; i++) {
            const pairing_scheveningen_game *g = &t->games[i];
            if (g->round != round)
                continue;
            if (g->a < 1 || g->a > n || g->b < 1 || g->b > n || seen[g->a - 1]++ ||
                seen[n + g->b - 1]++)
                abort();
        }
        for (int p = 0; p < 2 * n; p++)
            if (seen[p] != 1)
                abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cli_scheveningen_table t = {0};
    if (cli_parse_scheveningen_table("table.csv", (const char *)data, size,
                                     CLI_ENCODING_AUTO, &t) == EXIT_OK) {
        int n = 0;
        while ((n + 1) * (n + 1) <= t.count)
            n++;
        for (int k = n - 1; k <= n + 1; k++) {
            pairing_error err;
            if (k >= 0 &&
                pairing_scheveningen_check_table(k, t.games, t.count, &err) == PAIRING_OK)
                check_accepted(&t, k);
        }
    }
    cli_scheveningen_table_free(&t);
    return 0;
}
