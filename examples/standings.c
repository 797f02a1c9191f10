/*
 * standings.c - the standings of a small Swiss built in memory, the way an
 * integrator would use libpairing: four rounds of results with a pairing-
 * allocated bye, a game lost by forfeit and a player who withdrew after round
 * 2, ranked by score and the tiebreaks chosen here, under FIDE's 2023 rule for
 * unplayed rounds and then its 2026 one, every value printed exactly as the
 * library formats it.
 *
 *   cc standings.c $(pkg-config --cflags --libs libpairing) -o standings
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <pairing.h>

/* FIDE's codes are accepted as well as the names (buchholz, buchholz-cut1, ...). */
#define TIEBREAKS "BH,BH/C1,SB,WIN"

static const struct {
    const char *id, *name;
    int rating;
    int withdrawn; /* the round after which the player left, or PAIRING_ACTIVE */
} players[] = {
    {"p1", "Ana Lin", 2105, PAIRING_ACTIVE},
    {"p2", "Bo Chen", 2050, PAIRING_ACTIVE},
    {"p3", "Cy Wang", 1990, PAIRING_ACTIVE},
    {"p4", "Di Zhao", 1950, PAIRING_ACTIVE},
    {"p5", "Eve Liu", 1900, PAIRING_ACTIVE},
    {"p6", "Fay Sun", 1880, PAIRING_ACTIVE},
    {"p7", "Gus Ma", 1820, 2},
};

static const struct {
    int round;
    const char *first, *second;
    pairing_outcome outcome;
} results[] = {
    {1, "p1", "p4", PAIRING_FIRST_WINS},
    {1, "p2", "p5", PAIRING_DRAW},
    {1, "p3", "p6", PAIRING_SECOND_WINS},
    {1, "p7", NULL, PAIRING_BYE}, /* seven players: the pairing gave Gus the bye */
    {2, "p6", "p1", PAIRING_SECOND_WINS},
    {2, "p4", "p2", PAIRING_FORFEIT_FIRST_WINS}, /* Bo did not come: Di wins unplayed */
    {2, "p5", "p7", PAIRING_FIRST_WINS},
    {2, "p3", NULL, PAIRING_BYE},
    /* Gus withdrew after round 2: six players, no bye */
    {3, "p1", "p2", PAIRING_DRAW},
    {3, "p6", "p4", PAIRING_FIRST_WINS},
    {3, "p3", "p5", PAIRING_SECOND_WINS},
    {4, "p5", "p1", PAIRING_SECOND_WINS},
    {4, "p2", "p6", PAIRING_FIRST_WINS},
    {4, "p4", "p3", PAIRING_DRAW},
};

#define COUNT(array) (sizeof array / sizeof array[0])

static int fail(const char *what, const pairing_error *err)
{
    fprintf(stderr, "standings: %s: %s (%s)\n", what, err->text,
            pairing_strerror(err->code));
    return EXIT_FAILURE;
}

static int add_players(pairing_event *ev, pairing_error *err)
{
    for (size_t i = 0; i < COUNT(players); i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = players[i].id;
        e.name = players[i].name;
        e.rating = players[i].rating;
        e.withdrawn = players[i].withdrawn;
        e.line = (long)i + 1;
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

static void print_heading(const pairing_standings *st)
{
    printf("after round %d, unplayed rounds: %s\n", pairing_standings_after_round(st),
           pairing_standings_unplayed(st));
    printf("rank  %-14s  score", "player");
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        printf("  %s", pairing_standings_tiebreak_name(st, k));
    printf("\n");
}

/* Scores are half-points; tiebreaks come as exact fractions (Sonneborn-Berger may
 * need quarters); pairing_value_format writes both as short decimals. */
static void print_row(const pairing_event *ev, const pairing_standings *st, int row)
{
    char text[32], label[96];
    pairing_standing s = pairing_standings_row(st, row);
    pairing_value score = {s.score, 2, 1};
    pairing_value_format(score, text, sizeof text);
    snprintf(label, sizeof label, "%s (%s)", pairing_event_name(ev, s.player),
             pairing_event_id(ev, s.player));
    printf("%3d%s  %-14s  %5s", s.rank, s.shared ? "=" : " ", label, text);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        int width = (int)strlen(pairing_standings_tiebreak_name(st, k));
        pairing_value_format(pairing_standings_value(st, row, k), text, sizeof text);
        printf("  %*s", width, text);
    }
    printf("%s\n", s.withdrawn ? "  (withdrew)" : "");
}

static int print_standings(const pairing_event *ev, pairing_unplayed rule,
                           pairing_error *err)
{
    pairing_standings_options options;
    pairing_standings_defaults(&options);
    options.tiebreaks = TIEBREAKS;
    options.unplayed = rule;
    pairing_standings *st = pairing_standings_new(ev, &options, err);
    if (!st)
        return -1;
    print_heading(st);
    for (int row = 0; row < pairing_standings_count(st); row++)
        print_row(ev, st, row);
    pairing_standings_free(st);
    return 0;
}

int main(void)
{
    pairing_error err;
    pairing_event *ev = load_event(&err);
    if (!ev)
        return fail("the event", &err);
    int rc = print_standings(ev, PAIRING_UNPLAYED_FIDE2023, &err);
    if (rc == 0) {
        printf("\n");
        rc = print_standings(ev, PAIRING_UNPLAYED_FIDE2026, &err);
    }
    pairing_event_free(ev);
    return rc ? fail("the standings", &err) : EXIT_SUCCESS;
}
