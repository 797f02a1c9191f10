/*
 * pair_swiss.c - pairs the next round of a plain Swiss from the program's own
 * data, the way an integrator would use libpairing: the players and the results
 * of the rounds played come from C arrays (in a real program, a database), the
 * library pairs round 3, the program has the round checked against the rules
 * before anyone sees it, and prints the boards.
 *
 *   cc pair_swiss.c $(pkg-config --cflags --libs libpairing) -o pair_swiss
 */
#include <stdio.h>
#include <stdlib.h>

#include <pairing.h>

#define ROUNDS 5 /* the event's length: a plain Swiss needs it */

static const struct {
    const char *id, *name;
    int rating;
} players[] = {
    {"ana", "Ana Lin", 2105}, {"bo", "Bo Chen", 2050},  {"cy", "Cy Wang", 1990},
    {"di", "Di Zhao", 1950},  {"eve", "Eve Liu", 2010}, {"fay", "Fay Sun", 1880},
    {"gus", "Gus Ma", 1820},  {"hu", "Hu Jun", 0},      {"ivy", "Ivy Xu", -1},
};

/* Rounds 1 and 2 as they were played; an odd field, so each round has a bye. */
static const struct {
    int round;
    const char *first, *second;
    pairing_outcome outcome;
} results[] = {
    {1, "ana", "di", PAIRING_FIRST_WINS},   {1, "fay", "bo", PAIRING_SECOND_WINS},
    {1, "eve", "gus", PAIRING_DRAW},        {1, "hu", "cy", PAIRING_FIRST_WINS},
    {1, "ivy", NULL, PAIRING_BYE},          {2, "bo", "ana", PAIRING_DRAW},
    {2, "hu", "ivy", PAIRING_FIRST_WINS},   {2, "cy", "eve", PAIRING_SECOND_WINS},
    {2, "gus", "fay", PAIRING_SECOND_WINS}, {2, "di", NULL, PAIRING_BYE},
};

#define COUNT(array) (sizeof array / sizeof array[0])

static int fail(const char *what, const pairing_error *err)
{
    fprintf(stderr, "pair_swiss: %s: %s (%s)\n", what, err->text,
            pairing_strerror(err->code));
    return EXIT_FAILURE;
}

/* The rating column of a database: 0 or a negative number means unrated. */
static int add_players(pairing_event *ev, pairing_error *err)
{
    for (size_t i = 0; i < COUNT(players); i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = players[i].id;
        e.name = players[i].name;
        e.rating = players[i].rating > 0 ? players[i].rating : PAIRING_UNRATED;
        e.line = (long)i + 1; /* echoed in errors: which row was wrong */
        if (pairing_event_add_entrant(ev, &e, err))
            return -1;
    }
    return 0;
}

static int add_results(pairing_event *ev, pairing_error *err)
{
    for (size_t i = 0; i < COUNT(results); i++) {
        /* line: our own tag for the row, echoed back in an error about it */
        pairing_result res = {.round = results[i].round,
                              .first = results[i].first,
                              .second = results[i].second,
                              .outcome = results[i].outcome,
                              .line = (long)i + 1};
        if (pairing_event_add_result(ev, &res, err))
            return -1;
    }
    return 0;
}

/* A player's score before the round being paired, from the rows of the results. */
static void format_score(const pairing_event *ev, int player, int round, char *buf,
                         size_t size)
{
    pairing_value score = {0, 2, 1}; /* points are half-points */
    for (int r = 1; r < round; r++)
        score.num += pairing_event_played(ev, player, r).points;
    pairing_value_format(score, buf, size);
}

static void print_player(const pairing_event *ev, const pairing_round *round, int player)
{
    char score[32];
    format_score(ev, player, pairing_round_number(round), score, sizeof score);
    printf("%d. %s (%s, %s)", pairing_round_player_number(round, player),
           pairing_event_name(ev, player), pairing_event_id(ev, player), score);
}

static void print_round(const pairing_event *ev, const pairing_round *round)
{
    printf("round %d of %d: %d boards\n", pairing_round_number(round),
           pairing_round_total(round), pairing_round_games(round));
    for (int i = 0; i < pairing_round_games(round); i++) {
        pairing_game g = pairing_round_game(round, i);
        printf("  board %d: ", g.board);
        print_player(ev, round, g.first);
        printf(" - ");
        print_player(ev, round, g.second);
        printf("\n");
    }
    for (int i = 0; i < pairing_round_byes(round); i++) {
        printf("  bye: ");
        print_player(ev, round, pairing_round_bye(round, i));
        printf("\n");
    }
}

/* Nothing is published that breaks the rules (thorough: the score groups too). */
static int verify(const pairing_event *ev, const pairing_swiss_options *options,
                  const pairing_round *round, pairing_error *err)
{
    pairing_report *report = pairing_swiss_verify(ev, options, round, 1, err);
    if (!report)
        return -1;
    int problems = pairing_report_problems(report);
    for (int i = 0; i < problems; i++)
        fprintf(stderr, "pair_swiss: %s\n", pairing_report_problem(report, i));
    pairing_report_free(report);
    return problems ? 1 : 0;
}

/* The event in memory, validated (which numbers the players). */
static pairing_event *load_event(pairing_error *err)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, err);
    if (!ev)
        return NULL;
    if (add_players(ev, err) || add_results(ev, err) || pairing_event_validate(ev, err)) {
        pairing_event_free(ev);
        return NULL;
    }
    return ev;
}

int main(void)
{
    pairing_error err;
    pairing_event *ev = load_event(&err);
    if (!ev)
        return fail("the event", &err);
    pairing_swiss_options options;
    pairing_swiss_defaults(&options);
    options.rounds = ROUNDS;
    pairing_round *round = pairing_swiss_pair(ev, &options, &err);
    if (!round) {
        pairing_event_free(ev);
        return fail("pairing the next round", &err);
    }
    int checked = verify(ev, &options, round, &err);
    if (checked == 0) {
        print_round(ev, round);
        printf("checked by pairing_swiss_verify: no problem\n");
    }
    pairing_round_free(round);
    pairing_event_free(ev);
    if (checked < 0)
        return fail("checking the round", &err);
    return checked ? EXIT_FAILURE : EXIT_SUCCESS;
}
