/*
 * simulate.c - plays a whole tournament with libpairing and made-up results, the
 * way a program that runs events would use the library: entrants in, each round
 * paired by the library, results from a seeded lot weighted by rating, and the
 * results CSV out.  make demo uses it to produce the example events' results.
 *
 *   simulate knockout ENTRANTS.csv SEED [third|all]   > results.csv
 *   simulate roundrobin ENTRANTS.csv SEED             > results.csv
 *   simulate qiu ENTRANTS.csv SEED                    > results.csv
 *   simulate swiss ENTRANTS.csv SEED ROUNDS           > results.csv
 *   simulate play qiu|swiss ENTRANTS.csv RESULTS.csv SEED [ROUNDS] >> RESULTS.csv
 *       pairs only the next round (as `pairing swiss` would) and plays it
 *
 *   cc simulate.c $(pkg-config --cflags --libs libpairing) -lm -o simulate
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pairing.h>

#include "lots.h"

/* ---- the entrants file: plain CSV with a header, no quoted fields ---- */

static int column(char *header, const char *name)
{
    int i = 0;
    for (char *field = strtok(header, ",\r\n"); field; field = strtok(NULL, ",\r\n"), i++)
        if (strcmp(field, name) == 0)
            return i;
    return -1;
}

static const char *field_at(char *row, int index, char *buf, size_t size)
{
    const char *p = row;
    for (int i = 0; i < index && p; i++) {
        p = strchr(p, ',');
        if (p)
            p++;
    }
    size_t len = p ? strcspn(p, ",\r\n") : 0;
    if (len >= size)
        len = size - 1;
    memcpy(buf, p ? p : "", len);
    buf[len] = 0;
    return buf;
}

static int read_entrants(const char *path, pairing_event *ev)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char header[1024], row[1024];
    if (!fgets(header, sizeof header, f)) {
        fclose(f);
        return -1;
    }
    char copy[1024];
    int at[5];
    const char *names[5] = {"id", "name", "rating", "club", "rank"};
    for (int i = 0; i < 5; i++) {
        strcpy(copy, header);
        at[i] = column(copy, names[i]);
    }
    long line = 1;
    while (fgets(row, sizeof row, f)) {
        char id[80], name[300], rating[16], club[300], rank[16];
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = field_at(row, at[0], id, sizeof id);
        e.name = field_at(row, at[1], name, sizeof name);
        e.rating = at[2] >= 0 && *field_at(row, at[2], rating, sizeof rating)
                       ? atoi(rating)
                       : PAIRING_UNRATED;
        e.club = at[3] >= 0 ? field_at(row, at[3], club, sizeof club) : NULL;
        e.rank = at[4] >= 0 ? atoi(field_at(row, at[4], rank, sizeof rank)) : 0;
        e.line = ++line;
        if (pairing_event_add_entrant(ev, &e, NULL)) {
            fclose(f);
            return -1;
        }
    }
    fclose(f);
    return 0;
}

/* ---- a results file written by this program: no quoted fields ---- */

static int read_results(const char *path, pairing_event *ev)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char row[512];
    long line = 0;
    int rc = 0;
    while (!rc && fgets(row, sizeof row, f)) {
        char round[16], first[80], second[80], result[16], winner[80];
        if (++line == 1)
            continue; /* the header */
        pairing_result r = {atoi(field_at(row, 0, round, sizeof round)),
                            field_at(row, 1, first, sizeof first),
                            field_at(row, 2, second, sizeof second),
                            PAIRING_PENDING,
                            field_at(row, 4, winner, sizeof winner),
                            line};
        rc = pairing_outcome_parse(field_at(row, 3, result, sizeof result), &r.outcome) ||
             pairing_event_add_result(ev, &r, NULL);
    }
    fclose(f);
    return rc;
}

/* ---- playing a game ---- */

/* Elo's expectation with one game in eight drawn: first wins, draws or loses. */
static pairing_outcome play(const pairing_event *ev, lots *l, int first, int second)
{
    int a = pairing_event_rating(ev, first), b = pairing_event_rating(ev, second);
    double expect =
        1.0 / (1.0 + pow(10.0, ((b < 0 ? 1500 : b) - (a < 0 ? 1500 : a)) / 400.0));
    double x = lot(l);
    if (x < 0.125)
        return PAIRING_DRAW;
    return x < 0.125 + 0.875 * expect ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS;
}

static int record(pairing_event *ev, int round, int first, int second,
                  pairing_outcome outcome, int winner)
{
    pairing_result r = {round,
                        pairing_event_id(ev, first),
                        pairing_event_id(ev, second),
                        outcome,
                        winner >= 0 ? pairing_event_id(ev, winner) : NULL,
                        0};
    printf("%d,%s,%s,%s,%s\n", round, r.first, r.second, pairing_outcome_token(outcome),
           r.winner ? r.winner : "");
    return pairing_event_add_result(ev, &r, NULL);
}

/* ---- the systems ---- */

static int simulate_knockout(pairing_event *ev, lots *l, pairing_placement placement)
{
    pairing_knockout_options o;
    pairing_knockout_defaults(&o);
    o.placement = placement;
    o.separate_clubs = 1;
    for (;;) {
        if (pairing_event_validate(ev, NULL))
            return -1;
        pairing_knockout *k = pairing_knockout_new(ev, &o, NULL);
        if (!k)
            return -1;
        int round = pairing_knockout_next_round(k), rc = 0;
        for (int i = 0; round <= pairing_knockout_rounds(k) &&
                        i < pairing_knockout_matches(k, round);
             i++) {
            pairing_match m = pairing_knockout_match(k, round, i);
            if (m.state != PAIRING_MATCH_READY)
                continue;
            /* colours are guessed at the board (猜先) */
            int swap = lot(l) < 0.5;
            int first = swap ? m.second : m.first, second = swap ? m.first : m.second;
            pairing_outcome outcome = play(ev, l, first, second);
            int winner = outcome == PAIRING_DRAW ? (lot(l) < 0.5 ? first : second) : -1;
            rc |= record(ev, round, first, second, outcome, winner);
        }
        int done = round > pairing_knockout_rounds(k);
        pairing_knockout_free(k);
        if (rc || done)
            return rc;
    }
}

static int simulate_roundrobin(pairing_event *ev, lots *l)
{
    if (pairing_event_validate(ev, NULL))
        return -1;
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, NULL);
    if (!s)
        return -1;
    int rc = 0;
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            rc |= record(ev, r, g.first, g.second, play(ev, l, g.first, g.second), -1);
        }
    }
    pairing_schedule_free(s);
    return rc;
}

/* Pairs each round with the library and plays it, until the last round (or only
 * the next one). */
static int simulate_swiss(pairing_event *ev, lots *l, int rounds, int just_one)
{
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = rounds;
    for (int played = 0; !just_one || played < 1; played++) {
        if (pairing_event_validate(ev, NULL))
            return -1;
        pairing_error err;
        pairing_round *r = pairing_swiss_pair(ev, &o, &err);
        if (!r) { /* every round played, or a real problem */
            if (pairing_event_rounds_played(ev) > 0 && err.code == PAIRING_ERR_DATA)
                return 0;
            fprintf(stderr, "simulate: %s\n", err.text);
            return -1;
        }
        int number = pairing_round_number(r), rc = 0;
        for (int i = 0; i < pairing_round_games(r); i++) {
            pairing_game g = pairing_round_game(r, i);
            pairing_outcome outcome = play(ev, l, g.first, g.second);
            /* a drawn final is settled by a playoff (the winner column) */
            int winner = outcome == PAIRING_DRAW && g.colour_lot
                             ? (lot(l) < 0.5 ? g.first : g.second)
                             : -1;
            rc |= record(ev, number, g.first, g.second, outcome, winner);
        }
        for (int i = 0; i < pairing_round_byes(r); i++) {
            pairing_result b = {number, pairing_event_id(ev, pairing_round_bye(r, i)),
                                NULL,   PAIRING_BYE,
                                NULL,   0};
            printf("%d,%s,,bye,\n", number, b.first);
            rc |= pairing_event_add_result(ev, &b, NULL);
        }
        pairing_round_free(r);
        if (rc)
            return rc;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: simulate knockout|roundrobin|qiu|swiss ENTRANTS.csv SEED "
                        "[third|all|ROUNDS]\n");
        return 64;
    }
    int play = strcmp(argv[1], "play") == 0;
    if (play && argc < 6) {
        fprintf(
            stderr,
            "usage: simulate play qiu|swiss ENTRANTS.csv RESULTS.csv SEED [ROUNDS]\n");
        return 64;
    }
    /* simulate [play] SYSTEM ENTRANTS [RESULTS] SEED [EXTRA] */
    char **arg = argv + 1 + play;
    const char *system_name = arg[0], *entrants = arg[1], *results = play ? arg[2] : NULL;
    const char *seed = arg[2 + play], *extra = argc > 4 + play ? arg[3 + play] : NULL;
    pairing_system system;
    if (pairing_system_parse(system_name, &system)) {
        fprintf(stderr, "simulate: knockout, roundrobin, qiu or swiss, not %s\n",
                system_name);
        return 64;
    }
    lots l = {strtoull(seed, NULL, 10)};
    pairing_event *ev = pairing_event_new(system, NULL);
    if (!ev || read_entrants(entrants, ev) || (results && read_results(results, ev))) {
        fprintf(stderr, "simulate: cannot read %s\n", results ? results : entrants);
        pairing_event_free(ev);
        return 66;
    }
    /* each round's lot differs: the seed moves on with the rounds already played */
    l.state += 1000003ULL * (uint64_t)pairing_event_rounds_played(ev);
    if (!play)
        printf("round,first,second,result,winner\n");
    pairing_placement placement = PAIRING_PLACEMENT_NONE;
    if (extra && system == PAIRING_SYSTEM_KNOCKOUT)
        placement =
            strcmp(extra, "all") == 0 ? PAIRING_PLACEMENT_ALL : PAIRING_PLACEMENT_THIRD;
    int rc;
    if (system == PAIRING_SYSTEM_KNOCKOUT)
        rc = simulate_knockout(ev, &l, placement);
    else if (system == PAIRING_SYSTEM_ROUNDROBIN)
        rc = simulate_roundrobin(ev, &l);
    else
        rc = simulate_swiss(ev, &l, extra ? atoi(extra) : 0, play);
    pairing_event_free(ev);
    if (rc)
        fprintf(stderr, "simulate: the library refused the event\n");
    return rc ? 70 : 0;
}
