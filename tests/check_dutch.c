/*
 * check_dutch.c - the FIDE Dutch system (C.04.3, SPEC §15): hand-worked rounds,
 * the settings it will not guess, and the absolute criteria C1-C4 over
 * generated tournaments, each round paired by the engine from the ones before.
 * (Agreement with bbpPairings round by round is tests/dutch/replay.py's.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

static pairing_swiss_options dutch_options(int rounds)
{
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = rounds;
    o.initial_colour = PAIRING_INITIAL_COLOUR_FIRST;
    return o;
}

/* n numbered entrants for the Dutch system, and the options of a five-round
 * event with the top seed White in round 1. */
static pairing_event *dutch_field(int n, pairing_swiss_options *o)
{
    *o = dutch_options(5);
    return make_numbered_event(PAIRING_SYSTEM_DUTCH, n);
}

/* The boards of a round as "W-B" by number, the bye as "N-0", in board order. */
static void boards_text(const pairing_event *ev, const pairing_round *r, char *out,
                        size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int k = 0; k < pairing_round_games(r); k++) {
        pairing_game g = pairing_round_game(r, k);
        len += (size_t)snprintf(out + len, size - len, "%s%d-%d", len ? " " : "",
                                number_of(ev, g.first), number_of(ev, g.second));
    }
    for (int k = 0; k < pairing_round_byes(r); k++)
        len += (size_t)snprintf(out + len, size - len, "%s%d-0", len ? " " : "",
                                number_of(ev, pairing_round_bye(r, k)));
}

static void expect_round(pairing_event *ev, const pairing_swiss_options *o,
                         const char *want)
{
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_round *r = pairing_swiss_pair(ev, o, &err);
    ck_assert_msg(r != NULL, "pairing failed: %s", err.text);
    char got[512];
    boards_text(ev, r, got, sizeof got);
    ck_assert_str_eq(got, want);
    pairing_round_free(r);
}

/* Hand-worked rounds: the field, the rounds before (round first second result;
 * ...), the top seed's colour in round 1, and the boards C.04.3 gives. */
static const struct {
    int players;
    const char *before;
    pairing_initial_colour colour;
    const char *boards;
} worked[] = {
    /* round 1 of seven: S1 = 1-3, S2 = 4-7, the bye to the lowest (C5, 4.2);
     * the odd pairing numbers of S1 have the initial colour (5.2.5) */
    {7, "", PAIRING_INITIAL_COLOUR_FIRST, "1-4 5-2 3-6 7-0"},
    {7, "", PAIRING_INITIAL_COLOUR_SECOND, "4-1 2-5 6-3 7-0"},
    /* 1 and 2 pair (C6), 2 with White (5.2.1: both mild preferences granted);
     * 3 and 6 met (C1), so both float into the last bracket, where 3 takes
     * the first of S2, 4 (4.2) */
    {6, "1 1 4 1-0;1 5 2 0-1;1 3 6 =", PAIRING_INITIAL_COLOUR_FIRST, "2-1 4-3 6-5"},
    /* a forfeited game is no meeting (C.04.1 b): the two may meet again */
    {2, "1 1 2 +-", PAIRING_INITIAL_COLOUR_FIRST, "1-2"},
};

START_TEST(test_worked_rounds)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_DUTCH, worked[_i].players);
    char text[256];
    snprintf(text, sizeof text, "%s", worked[_i].before);
    for (char *row = strtok(text, ";"); row; row = strtok(NULL, ";")) {
        int round;
        char first[8], second[8], result[8];
        ck_assert_int_eq(sscanf(row, "%d %7s %7s %7s", &round, first, second, result), 4);
        add_result(ev, round, first, second, result);
    }
    pairing_swiss_options o = dutch_options(5);
    o.initial_colour = worked[_i].colour;
    expect_round(ev, &o, worked[_i].boards);
    pairing_event_free(ev);
}
END_TEST

/* pairing_swiss_check pairs the last round again: the round the rules give
 * passes, the same boards with White and Black swapped do not (5.2.1). */
START_TEST(test_check_last_round)
{
    static const char *const seconds[][2] = {{"1", "2"}, {"2", "1"}};
    for (int swapped = 0; swapped < 2; swapped++) {
        pairing_swiss_options o;
        pairing_event *ev = dutch_field(6, &o);
        add_result(ev, 1, "1", "4", "1-0");
        add_result(ev, 1, "5", "2", "0-1");
        add_result(ev, 1, "3", "6", "=");
        add_result(ev, 2, seconds[swapped][1], seconds[swapped][0], "=");
        add_result(ev, 2, "4", "3", "=");
        add_result(ev, 2, "6", "5", "=");
        pairing_error err = {0};
        ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
        pairing_report *rep = pairing_swiss_check(ev, &o, &err);
        ck_assert_msg(rep != NULL, "%s", err.text);
        ck_assert_int_eq(pairing_report_round(rep), 2);
        ck_assert_int_eq(pairing_report_problems(rep), swapped);
        if (swapped)
            ck_assert_ptr_nonnull(strstr(pairing_report_problem(rep, 0), "5.2"));
        pairing_report_free(rep);
        pairing_event_free(ev);
    }
}
END_TEST

/* No silent defaults: the rounds and the initial colour must be given. */
START_TEST(test_settings_required)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_DUTCH, 4);
    pairing_swiss_options o = dutch_options(0);
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    o = dutch_options(5);
    o.initial_colour = PAIRING_INITIAL_COLOUR_UNSET;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_nonnull(strstr(err.text, "initial_colour"));
    pairing_event_free(ev);
}
END_TEST

/* Forbidden pairs (SPEC §15, XXP): round 1 of six has 1-4, 5-2, 3-6 as its
 * first candidate; with 1 and 4 kept apart S2's first transposition that
 * allows it, 1-5, and the colours as C.04.3 5.2.5 gives them; with 5 too, 1-6
 * and 3-5.  A pair out of range or of one entrant is refused. */
START_TEST(test_forbidden_pairs)
{
    pairing_swiss_options o;
    pairing_event *ev = dutch_field(6, &o);
    pairing_error err = {0};
    expect_round(ev, &o, "1-4 5-2 3-6");
    ck_assert_int_eq(pairing_event_forbid_pair(ev, 0, 3, &err), PAIRING_OK);
    expect_round(ev, &o, "1-5 4-2 3-6");
    ck_assert_int_eq(pairing_event_forbid_pair(ev, 4, 0, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_forbid_pair(ev, 4, 3, &err), PAIRING_OK);
    expect_round(ev, &o, "1-6 4-2 3-5");
    ck_assert_int_eq(pairing_event_forbid_pair(ev, 2, 2, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_forbid_pair(ev, 0, 6, &err), PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

/* Acceleration (SPEC §15, XXA): with a point added in round 1 to players 1-3,
 * they make a bracket of their own: 1-2, and 3 floats down to 4; a round out
 * of range is refused. */
START_TEST(test_acceleration)
{
    pairing_swiss_options o;
    pairing_event *ev = dutch_field(6, &o);
    pairing_error err = {0};
    for (int p = 0; p < 3; p++)
        ck_assert_int_eq(pairing_event_set_acceleration(ev, p, 1, 2, &err), PAIRING_OK);
    expect_round(ev, &o, "1-2 3-4 5-6");
    ck_assert_int_eq(pairing_event_set_acceleration(ev, 0, 0, 2, &err),
                     PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_set_acceleration(ev, 6, 1, 2, &err),
                     PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

/* ---- C1-C4 over generated tournaments ---- */

#define MAXN 500
#define MAXR 9

typedef struct history {
    int n, score[MAXN], diff[MAXN], last[MAXN], run[MAXN];
    int no_bye[MAXN]; /* had the pairing's bye, or won without playing */
    unsigned char met[MAXN][MAXN];
} history;

static int absolute_colour(const history *h, int p)
{
    if (h->diff[p] > 1 || h->diff[p] < -1)
        return h->diff[p] > 0 ? -1 : 1;
    return h->run[p] > 1 ? -h->last[p] : 0;
}

static void note_colour(history *h, int p, int colour)
{
    h->diff[p] += colour;
    h->run[p] = h->last[p] == colour ? h->run[p] + 1 : 1;
    h->last[p] = colour;
}

/* C1-C4 in the round the engine paired. */
static void check_absolute(const history *h, const pairing_event *ev,
                           const pairing_round *r, int round, int total)
{
    int seen[MAXN] = {0};
    for (int k = 0; k < pairing_round_games(r); k++) {
        pairing_game g = pairing_round_game(r, k);
        int w = number_of(ev, g.first) - 1, b = number_of(ev, g.second) - 1;
        EXPECT(!h->met[w][b], "round %d: %d and %d meet again (C1)", round, w + 1, b + 1);
        int aw = absolute_colour(h, w), ab = absolute_colour(h, b);
        int top = round == total && (2 * h->score[w] > 2 * (round - 1) ||
                                     2 * h->score[b] > 2 * (round - 1));
        EXPECT(!aw || aw != ab || top, "round %d: %d and %d both must have %s (C3)",
               round, w + 1, b + 1, aw > 0 ? "White" : "Black");
        seen[w]++;
        seen[b]++;
    }
    int byes = pairing_round_byes(r);
    EXPECT_EQ(byes, h->n % 2); /* C4: all paired but one of an odd field */
    for (int k = 0; k < byes; k++) {
        int p = number_of(ev, pairing_round_bye(r, k)) - 1;
        EXPECT(!h->no_bye[p], "round %d: the bye to %d (C2)", round, p + 1);
        seen[p]++;
    }
    for (int p = 0; p < h->n; p++)
        EXPECT(seen[p] == 1, "round %d: player %d on %d boards", round, p + 1, seen[p]);
}

/* A result drawn at random: wins, draws, losses and a few forfeits; by
 * strength, the better number wins the more often the farther apart they are. */
static const char *draw_result(const history *h, int w, int b, int by_strength,
                               uint64_t *seed)
{
    static const char *tokens[] = {"1-0", "0-1", "=", "1-0", "0-1", "+-"};
    int k = test_below(seed, 6);
    if (!by_strength || k >= 4)
        return tokens[k];
    return test_below(seed, h->n) < h->n / 4 + 3 * (b - w) ? "1-0" : "0-1";
}

static void play_round(history *h, pairing_event *ev, const pairing_round *r, int round,
                       int by_strength, uint64_t *seed)
{
    for (int k = 0; k < pairing_round_games(r); k++) {
        pairing_game g = pairing_round_game(r, k);
        int w = number_of(ev, g.first) - 1, b = number_of(ev, g.second) - 1;
        const char *t = draw_result(h, w, b, by_strength, seed);
        char first[8], second[8];
        snprintf(first, sizeof first, "%d", w + 1);
        snprintf(second, sizeof second, "%d", b + 1);
        add_result(ev, round, first, second, t);
        if (!strcmp(t, "+-")) {
            h->score[w] += 2;
            h->no_bye[w] = 1;
            continue;
        }
        h->met[w][b] = h->met[b][w] = 1;
        note_colour(h, w, 1);
        note_colour(h, b, -1);
        h->score[w] += t[0] == '1' ? 2 : t[0] == '=' ? 1 : 0;
        h->score[b] += t[0] == '0' ? 2 : t[0] == '=' ? 1 : 0;
    }
    for (int k = 0; k < pairing_round_byes(r); k++) {
        int p = number_of(ev, pairing_round_bye(r, k)) - 1;
        char id[8];
        snprintf(id, sizeof id, "%d", p + 1);
        add_result(ev, round, id, "", "bye");
        h->score[p] += 2;
        h->no_bye[p] = 1;
    }
}

/* A tournament of h->n players and `total` rounds, each round paired by the
 * engine and checked for C1-C4: no error but a field C1-C3 cannot pair. */
static void play_tournament(history *h, int e, int total, int by_strength, uint64_t *seed)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_DUTCH, h->n);
    pairing_swiss_options o = dutch_options(total);
    for (int round = 1; round <= total; round++) {
        pairing_error err = {0};
        EXPECT(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
        pairing_round *r = pairing_swiss_pair(ev, &o, &err);
        if (!r) { /* only when C1-C3 truly leave no pairing */
            EXPECT(err.code == PAIRING_ERR_NO_PAIRING, "event %d round %d: %s", e, round,
                   err.text);
            break;
        }
        check_absolute(h, ev, r, round, total);
        play_round(h, ev, r, round, by_strength, seed);
        pairing_round_free(r);
    }
    pairing_event_free(ev);
}

/* Thousands of small tournaments, and some of up to 500 players. */
START_TEST(test_absolute_criteria_hold)
{
    uint64_t seed = 24;
    int small = test_scaled(2000), large = test_scaled(12);
    static history h;
    for (int e = 0; e < small + large; e++) {
        memset(&h, 0, sizeof h);
        h.n = e < small ? 2 + test_below(&seed, 40) : 100 + test_below(&seed, MAXN - 99);
        int total = 2 + test_below(&seed, e < small ? MAXR - 1 : 4);
        if (total >= h.n)
            total = h.n - 1 > 1 ? h.n - 1 : 1;
        play_tournament(&h, e, total, 0, &seed);
    }
}
END_TEST

/* A dense history: 80 players, 40 rounds (each has met half the field), the
 * results by strength so that the scores spread.  The criteria then need more
 * bits than one matching's cost holds, and are decided in stages (brackets.c):
 * every round is paired, never PAIRING_ERR_LIMIT. */
START_TEST(test_dense_history)
{
    uint64_t seed = 80;
    static history h;
    memset(&h, 0, sizeof h);
    h.n = 80;
    play_tournament(&h, 0, 40, 1, &seed);
}
END_TEST

Suite *dutch_suite(void)
{
    Suite *s = suite_create("dutch");
    TCase *tc = tcase_create("rules");
    tcase_add_loop_test(tc, test_worked_rounds, 0,
                        (int)(sizeof worked / sizeof worked[0]));
    tcase_add_test(tc, test_settings_required);
    tcase_add_test(tc, test_check_last_round);
    tcase_add_test(tc, test_forbidden_pairs);
    tcase_add_test(tc, test_acceleration);
    suite_add_tcase(s, tc);
    TCase *props = tcase_create("properties");
    tcase_set_timeout(props, 300);
    tcase_add_test(props, test_absolute_criteria_hold);
    tcase_add_test(props, test_dense_history);
    suite_add_tcase(s, props);
    return s;
}
