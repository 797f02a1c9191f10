/*
 * roundrobin.c - a small program that links libpairing the way an integrator
 * would: entrants and results from its own memory, a Berger schedule out, and
 * the standings after the results are in.
 *
 *   cc roundrobin.c $(pkg-config --cflags --libs libpairing) -o roundrobin
 */
#include <stdio.h>
#include <stdlib.h>

#include <pairing.h>

static const struct {
    const char *id, *name;
    int rating;
} players[] = {
    {"p1", "张三", 2100}, {"p2", "李四", 2050}, {"p3", "王五", 1990},
    {"p4", "赵六", 1900}, {"p5", "陈七", 1850},
};

/* One result per scheduled game: the better-numbered player wins, except
 * that the games of round 3 are drawn. */
static pairing_outcome outcome_for(const pairing_event *ev, int round, pairing_game g)
{
    if (round == 3)
        return PAIRING_DRAW;
    return pairing_event_number(ev, g.first) < pairing_event_number(ev, g.second)
               ? PAIRING_FIRST_WINS
               : PAIRING_SECOND_WINS;
}

static int fail(const pairing_error *err)
{
    fprintf(stderr, "roundrobin: %s (%s)\n", err->text, pairing_strerror(err->code));
    return EXIT_FAILURE;
}

static void print_schedule(const pairing_event *ev, const pairing_schedule *s)
{
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        printf("round %d:", r);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            printf("  %s-%s", pairing_event_id(ev, g.first),
                   pairing_event_id(ev, g.second));
        }
        for (int i = 0; i < pairing_round_byes(round); i++)
            printf("  (bye %s)", pairing_event_id(ev, pairing_round_bye(round, i)));
        printf("\n");
    }
}

static int add_results(pairing_event *ev, const pairing_schedule *s, pairing_error *err)
{
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            pairing_result res = {r,
                                  pairing_event_id(ev, g.first),
                                  pairing_event_id(ev, g.second),
                                  outcome_for(ev, r, g),
                                  NULL,
                                  0};
            if (pairing_event_add_result(ev, &res, err))
                return -1;
        }
    }
    return pairing_event_validate(ev, err) ? -1 : 0;
}

static void print_standings(const pairing_event *ev, const pairing_standings *st)
{
    char score[32], sb[32];
    for (int i = 0; i < pairing_standings_count(st); i++) {
        pairing_standing row = pairing_standings_row(st, i);
        pairing_value points = {row.score, 2, 1};
        pairing_value_format(points, score, sizeof score);
        pairing_value_format(pairing_standings_value(st, i, 0), sb, sizeof sb);
        printf("%d%s %s %s score %s %s %s\n", row.rank, row.shared ? "=" : "",
               pairing_event_id(ev, row.player), pairing_event_name(ev, row.player),
               score, pairing_standings_tiebreak_name(st, 0), sb);
    }
}

int main(void)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    if (!ev)
        return fail(&err);
    for (size_t i = 0; i < sizeof players / sizeof players[0]; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = players[i].id;
        e.name = players[i].name;
        e.rating = players[i].rating;
        if (pairing_event_add_entrant(ev, &e, &err))
            return fail(&err);
    }
    if (pairing_event_validate(ev, &err))
        return fail(&err);
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, &err);
    if (!s)
        return fail(&err);
    print_schedule(ev, s);
    int rc = add_results(ev, s, &err);
    pairing_standings *st = rc ? NULL : pairing_standings_new(ev, NULL, &err);
    if (st)
        print_standings(ev, st);
    pairing_standings_free(st);
    pairing_schedule_free(s);
    pairing_event_free(ev);
    return st ? EXIT_SUCCESS : fail(&err);
}
