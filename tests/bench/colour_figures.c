/*
 * colour_figures.c - how balanced the colours of a plain Swiss come out (issue
 * 16): a field of N players (500 by default) plays R rounds (9) with random
 * results (a tenth drawn, one game in fifty forfeited), each round paired by
 * the library with its defaults; then, over each player's games played over
 * the board, how many had one colour three and four games running, and how
 * many ended, or were at any time, more than two firsts or seconds apart.
 *
 * It uses only what every version of pairing.h has, so the same source
 * measures an older library (before the colour constraints) and this one:
 *   colour_figures [N [R [SEED [EVENTS]]]]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "pairing.h"

static uint64_t next_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static void die(const char *what)
{
    fprintf(stderr, "colour_figures: %s\n", what);
    exit(1);
}

static pairing_outcome random_outcome(uint64_t *s)
{
    int x = (int)(next_random(s) % 100);
    if (x < 2)
        return x ? PAIRING_FORFEIT_FIRST_WINS : PAIRING_FORFEIT_SECOND_WINS;
    if (x < 12)
        return PAIRING_DRAW;
    return x % 2 ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS;
}

typedef struct figures {
    int three, four, apart_end, apart_ever, players;
} figures;

/* One event; each player's colours over the board, +1 first, -1 second. */
static void play_event(int n, int rounds, uint64_t seed, figures *f)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    if (!ev)
        die(err.text);
    for (int i = 0; i < n; i++) {
        char id[16];
        snprintf(id, sizeof id, "p%03d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.rank = i + 1;
        if (pairing_event_add_entrant(ev, &e, &err))
            die(err.text);
    }
    int *run = calloc((size_t)n, sizeof *run), *longest = calloc((size_t)n, sizeof *run);
    int *balance = calloc((size_t)n, sizeof *run),
        *worst = calloc((size_t)n, sizeof *run);
    if (!run || !longest || !balance || !worst)
        die("out of memory");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = rounds;
    for (int r = 1; r <= rounds; r++) {
        if (pairing_event_validate(ev, &err))
            die(err.text);
        pairing_round *round = pairing_swiss_pair(ev, &o, &err);
        if (!round)
            die(err.text);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            pairing_result res = {r,
                                  pairing_event_id(ev, g.first),
                                  pairing_event_id(ev, g.second),
                                  random_outcome(&seed),
                                  NULL,
                                  0};
            if (pairing_event_add_result(ev, &res, &err))
                die(err.text);
            if (res.outcome == PAIRING_FORFEIT_FIRST_WINS ||
                res.outcome == PAIRING_FORFEIT_SECOND_WINS)
                continue; /* not played over the board: no colour */
            for (int side = 0; side < 2; side++) {
                int p = side ? g.second : g.first, c = side ? -1 : 1;
                run[p] = run[p] * c > 0 ? run[p] + c : c;
                if (abs(run[p]) > longest[p])
                    longest[p] = abs(run[p]);
                balance[p] += c;
                if (abs(balance[p]) > worst[p])
                    worst[p] = abs(balance[p]);
            }
        }
        for (int i = 0; i < pairing_round_byes(round); i++) {
            pairing_result res = {r,    pairing_event_id(ev, pairing_round_bye(round, i)),
                                  NULL, PAIRING_BYE,
                                  NULL, 0};
            if (pairing_event_add_result(ev, &res, &err))
                die(err.text);
        }
        pairing_round_free(round);
    }
    for (int p = 0; p < n; p++) {
        f->three += longest[p] >= 3;
        f->four += longest[p] >= 4;
        f->apart_end += abs(balance[p]) > 2;
        f->apart_ever += worst[p] > 2;
    }
    f->players += n;
    free(run);
    free(longest);
    free(balance);
    free(worst);
    pairing_event_free(ev);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 500, rounds = argc > 2 ? atoi(argv[2]) : 9;
    uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 10) : 20261202;
    int events = argc > 4 ? atoi(argv[4]) : 1;
    if (n < 2 || rounds < 1 || !seed || events < 1)
        die("usage: colour_figures [N [R [SEED [EVENTS]]]]");
    figures f = {0, 0, 0, 0, 0};
    for (int e = 0; e < events; e++)
        play_event(n, rounds, seed + (uint64_t)e * 7919, &f);
    printf("%d event%s of %d players, %d rounds (library %s):\n", events,
           events == 1 ? "" : "s", n, rounds, pairing_version());
    printf("  one colour three games running: %d players (%.1f%%)\n", f.three,
           100.0 * f.three / f.players);
    printf("  one colour four games running:  %d players\n", f.four);
    printf("  |firsts - seconds| > 2 at the end: %d players; at some time: %d\n",
           f.apart_end, f.apart_ever);
    return 0;
}
