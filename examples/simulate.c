/*
 * simulate.c - plays a whole tournament with libpairing and made-up results, the
 * way a program that runs events would use the library: entrants in, each round
 * paired by the library, results from a seeded lot weighted by rating, and the
 * results CSV out.  make demo uses it to produce the example events' results.
 *
 *   simulate knockout ENTRANTS.csv SEED [third|all]   > results.csv
 *   simulate roundrobin ENTRANTS.csv SEED             > results.csv
 *
 *   cc simulate.c $(pkg-config --cflags --libs libpairing) -lm -o simulate
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pairing.h>

/* ---- a seeded lot (splitmix64) ---- */

typedef struct lots {
    uint64_t state;
} lots;

static double lot(lots *l)
{
    uint64_t z = (l->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return (double)((z ^ (z >> 31)) >> 11) / 9007199254740992.0;
}

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
        e.rating = at[2] >= 0 && *field_at(row, at[2], rating, sizeof rating) ? atoi(rating)
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

/* ---- playing a game ---- */

/* Elo's expectation with one game in eight drawn: first wins, draws or loses. */
static pairing_outcome play(const pairing_event *ev, lots *l, int first, int second)
{
    int a = pairing_event_rating(ev, first), b = pairing_event_rating(ev, second);
    double expect = 1.0 / (1.0 + pow(10.0, ((b < 0 ? 1500 : b) - (a < 0 ? 1500 : a)) / 400.0));
    double x = lot(l);
    if (x < 0.125)
        return PAIRING_DRAW;
    return x < 0.125 + 0.875 * expect ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS;
}

static int record(pairing_event *ev, int round, int first, int second, pairing_outcome outcome,
                  int winner)
{
    pairing_result r = {round, pairing_event_id(ev, first), pairing_event_id(ev, second),
                        outcome, winner >= 0 ? pairing_event_id(ev, winner) : NULL, 0};
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
        for (int i = 0; round <= pairing_knockout_rounds(k) && i < pairing_knockout_matches(k, round); i++) {
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

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: simulate knockout|roundrobin ENTRANTS.csv SEED [third|all]\n");
        return 64;
    }
    pairing_system system;
    if (pairing_system_parse(argv[1], &system) ||
        (system != PAIRING_SYSTEM_KNOCKOUT && system != PAIRING_SYSTEM_ROUNDROBIN)) {
        fprintf(stderr, "simulate: knockout or roundrobin, not %s\n", argv[1]);
        return 64;
    }
    lots l = {strtoull(argv[3], NULL, 10)};
    pairing_event *ev = pairing_event_new(system, NULL);
    if (!ev || read_entrants(argv[2], ev)) {
        fprintf(stderr, "simulate: cannot read %s\n", argv[2]);
        pairing_event_free(ev);
        return 66;
    }
    printf("round,first,second,result,winner\n");
    pairing_placement placement = PAIRING_PLACEMENT_NONE;
    if (argc > 4)
        placement = strcmp(argv[4], "all") == 0 ? PAIRING_PLACEMENT_ALL : PAIRING_PLACEMENT_THIRD;
    int rc = system == PAIRING_SYSTEM_KNOCKOUT ? simulate_knockout(ev, &l, placement)
                                               : simulate_roundrobin(ev, &l);
    pairing_event_free(ev);
    if (rc)
        fprintf(stderr, "simulate: the library refused the event\n");
    return rc ? 70 : 0;
}
