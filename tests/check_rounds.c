/*
 * check_rounds.c - SPEC §12's first-round modes of a plain Swiss, against
 * hand-worked tables: halves (拦腰), adjacent (临近), fold (首尾) and lot (随机),
 * in odd and even fields; the Qiu system refusing any but halves; and pairing
 * check reading a round 1 back against the mode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

/* One hand-worked round 1: the boards as first v second by number, the bye's
 * number (0 = none). */
typedef struct first_round_case {
    pairing_first_round mode;
    int n;
    int boards[6][2];
    int bye;
} first_round_case;

static const first_round_case cases[] = {
    /* halves: top half v bottom half, the bye first (the largest number) */
    {PAIRING_FIRST_ROUND_HALVES, 6, {{1, 4}, {2, 5}, {3, 6}}, 0},
    {PAIRING_FIRST_ROUND_HALVES, 7, {{1, 4}, {2, 5}, {3, 6}}, 7},
    /* adjacent: neighbours, the first named first, alternating by board */
    {PAIRING_FIRST_ROUND_ADJACENT, 6, {{1, 2}, {4, 3}, {5, 6}}, 0},
    {PAIRING_FIRST_ROUND_ADJACENT, 7, {{1, 2}, {4, 3}, {5, 6}}, 7},
    {PAIRING_FIRST_ROUND_ADJACENT, 8, {{1, 2}, {4, 3}, {5, 6}, {8, 7}}, 0},
    {PAIRING_FIRST_ROUND_ADJACENT, 9, {{1, 2}, {4, 3}, {5, 6}, {8, 7}}, 9},
    {PAIRING_FIRST_ROUND_ADJACENT, 11, {{1, 2}, {4, 3}, {5, 6}, {8, 7}, {9, 10}}, 11},
    /* fold: the ends towards the middle, the smaller number first */
    {PAIRING_FIRST_ROUND_FOLD, 6, {{1, 6}, {2, 5}, {3, 4}}, 0},
    {PAIRING_FIRST_ROUND_FOLD, 7, {{1, 6}, {2, 5}, {3, 4}}, 7},
    {PAIRING_FIRST_ROUND_FOLD, 8, {{1, 8}, {2, 7}, {3, 6}, {4, 5}}, 0},
    {PAIRING_FIRST_ROUND_FOLD, 9, {{1, 8}, {2, 7}, {3, 6}, {4, 5}}, 9},
};

static void validate(pairing_event *ev)
{
    pairing_error err = {0};
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
}

static pairing_round *pair_round_one(pairing_event *ev, pairing_first_round mode)
{
    validate(ev);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 5;
    o.first_round = mode;
    pairing_error err = {0};
    pairing_round *r = pairing_swiss_pair(ev, &o, &err);
    ck_assert_msg(r != NULL, "%s", err.text);
    return r;
}

/* The checker passes what the pairing made. */
static void assert_verified(const pairing_event *ev, pairing_first_round mode,
                            const pairing_round *r)
{
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 5;
    o.first_round = mode;
    pairing_error err = {0};
    pairing_report *rep = pairing_swiss_verify(ev, &o, r, 1, &err);
    ck_assert_ptr_nonnull(rep);
    ck_assert_msg(pairing_report_problems(rep) == 0, "%s",
                  pairing_report_problem(rep, 0));
    pairing_report_free(rep);
}

START_TEST(test_first_round_tables)
{
    const first_round_case *c = &cases[_i];
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, c->n);
    pairing_round *r = pair_round_one(ev, c->mode);
    ck_assert_int_eq(pairing_round_games(r), c->n / 2);
    for (int b = 0; b < c->n / 2; b++) {
        pairing_game g = pairing_round_game(r, b);
        ck_assert_int_eq(number_of(ev, g.first), c->boards[b][0]);
        ck_assert_int_eq(number_of(ev, g.second), c->boards[b][1]);
        if (c->mode == PAIRING_FIRST_ROUND_ADJACENT)
            ck_assert_int_eq(g.first_reason, PAIRING_FIRST_ADJACENT);
    }
    ck_assert_int_eq(pairing_round_byes(r), c->bye ? 1 : 0);
    if (c->bye)
        ck_assert_int_eq(number_of(ev, pairing_round_bye(r, 0)), c->bye);
    assert_verified(ev, c->mode, r);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* The pairs of a round as a partner table by number (0 = the bye). */
static void partners(const pairing_event *ev, const pairing_round *r, int *partner)
{
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = number_of(ev, g.first), b = number_of(ev, g.second);
        ck_assert_int_eq(partner[a], -1);
        ck_assert_int_eq(partner[b], -1);
        partner[a] = b;
        partner[b] = a;
        ck_assert_int_lt(a, b); /* round 1: the smaller number moves first */
    }
    for (int i = 0; i < pairing_round_byes(r); i++)
        partner[number_of(ev, pairing_round_bye(r, i))] = 0;
}

/* lot: a perfect pairing of everyone but the bye (the largest number), the same
 * for the same seed, and the seeds drawing different pairings. */
START_TEST(test_first_round_lot)
{
    for (int n = 6; n <= 13; n++) {
        int differ = 0, first[16];
        for (uint64_t seed = 1; seed <= 8; seed++) {
            int partner[16], again[16];
            for (int i = 0; i < 16; i++)
                partner[i] = again[i] = -1;
            pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, n);
            pairing_event_set_lots(ev, seed);
            pairing_round *r = pair_round_one(ev, PAIRING_FIRST_ROUND_LOT);
            partners(ev, r, partner);
            for (int p = 1; p <= n; p++)
                ck_assert_int_ge(partner[p], 0);
            ck_assert_int_eq(partner[n] == 0, n % 2);
            assert_verified(ev, PAIRING_FIRST_ROUND_LOT, r);
            pairing_round *r2 = pair_round_one(ev, PAIRING_FIRST_ROUND_LOT);
            partners(ev, r2, again);
            ck_assert_mem_eq(partner, again, sizeof partner);
            if (seed == 1)
                memcpy(first, partner, sizeof first);
            else
                differ |= memcmp(first, partner, sizeof first) != 0;
            pairing_round_free(r);
            pairing_round_free(r2);
            pairing_event_free(ev);
        }
        ck_assert_msg(differ, "%d players: eight seeds drew one pairing", n);
    }
}
END_TEST

/* The mode decides round 1 only: round 2 goes by score groups as ever. */
START_TEST(test_first_round_only_round_one)
{
    pairing_event *a = make_numbered_event(PAIRING_SYSTEM_SWISS, 8),
                  *b = make_numbered_event(PAIRING_SYSTEM_SWISS, 8);
    static const char *const games[][3] = {
        {"1", "5", "1-0"}, {"2", "6", "0-1"}, {"3", "7", "="}, {"4", "8", "1-0"}};
    for (int i = 0; i < 4; i++) {
        add_result(a, 1, games[i][0], games[i][1], games[i][2]);
        add_result(b, 1, games[i][0], games[i][1], games[i][2]);
    }
    pairing_round *ra = pair_round_one(a, PAIRING_FIRST_ROUND_HALVES),
                  *rb = pair_round_one(b, PAIRING_FIRST_ROUND_FOLD);
    ck_assert_int_eq(pairing_round_number(rb), 2);
    ck_assert_int_eq(pairing_round_games(ra), pairing_round_games(rb));
    for (int i = 0; i < pairing_round_games(ra); i++) {
        pairing_game x = pairing_round_game(ra, i), y = pairing_round_game(rb, i);
        ck_assert_int_eq(x.first, y.first);
        ck_assert_int_eq(x.second, y.second);
    }
    pairing_round_free(ra);
    pairing_round_free(rb);
    pairing_event_free(a);
    pairing_event_free(b);
}
END_TEST

/* The Qiu system is always halves (Appendix 3 §三.2.1): another mode is an error
 * naming both; so is a mode that is none. */
START_TEST(test_first_round_qiu_refuses)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    validate(ev);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    pairing_error err = {0};
    o.first_round = PAIRING_FIRST_ROUND_ADJACENT;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_nonnull(strstr(err.text, "first-round = adjacent"));
    ck_assert_ptr_nonnull(strstr(err.text, "system = qiu"));
    o.first_round = (pairing_first_round)9;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    o.first_round = PAIRING_FIRST_ROUND_HALVES;
    pairing_round *r = pairing_swiss_pair(ev, &o, &err);
    ck_assert_ptr_nonnull(r);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_first_round_names)
{
    static const char *const names[] = {"halves", "adjacent", "fold", "lot"};
    for (int m = 0; m < 4; m++) {
        pairing_first_round mode;
        ck_assert_str_eq(pairing_first_round_name((pairing_first_round)m), names[m]);
        ck_assert_int_eq(pairing_first_round_parse(names[m], &mode), 0);
        ck_assert_int_eq(mode, m);
    }
    ck_assert_ptr_null(pairing_first_round_name((pairing_first_round)4));
    ck_assert_int_eq(pairing_first_round_parse("random", NULL), -1);
    ck_assert_int_eq(pairing_first_round_parse(NULL, NULL), -1);
}
END_TEST

/* pairing check: round 1 recorded as halves is refused under fold, each pair
 * the fold wants named; adjacent's colours are the first named's. */
START_TEST(test_first_round_checked)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    validate(ev);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 5;
    pairing_error err = {0};
    for (int m = 0; m < 4; m++) {
        o.first_round = (pairing_first_round)m;
        pairing_event_set_lots(ev, 3);
        validate(ev);
        pairing_report *rep = pairing_swiss_check(ev, &o, &err);
        ck_assert_ptr_nonnull(rep);
        if (m == PAIRING_FIRST_ROUND_HALVES)
            ck_assert_int_eq(pairing_report_problems(rep), 0);
        else if (m == PAIRING_FIRST_ROUND_FOLD) {
            ck_assert_int_eq(pairing_report_problems(rep), 4);
            ck_assert_str_eq(pairing_report_problem(rep, 0),
                             "round 1 (first-round = fold) pairs the first by number "
                             "against the last: '1' should play '8'");
        } else
            ck_assert_int_gt(pairing_report_problems(rep), 0);
        pairing_report_free(rep);
    }
    pairing_event_free(ev);
    ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
    add_result(ev, 1, "1", "2", "1-0");
    add_result(ev, 1, "3", "4", "1-0"); /* adjacent: 4 is named first on board 2 */
    validate(ev);
    o.first_round = PAIRING_FIRST_ROUND_ADJACENT;
    pairing_report *rep = pairing_swiss_check(ev, &o, &err);
    ck_assert_ptr_nonnull(rep);
    ck_assert_int_eq(pairing_report_problems(rep), 1);
    ck_assert_ptr_nonnull(strstr(pairing_report_problem(rep, 0), "'4' should move first"));
    pairing_report_free(rep);
    pairing_event_free(ev);
}
END_TEST

Suite *rounds_suite(void)
{
    Suite *s = suite_create("rounds");
    TCase *tc = tcase_create("first-round");
    tcase_add_loop_test(tc, test_first_round_tables, 0,
                        (int)(sizeof cases / sizeof cases[0]));
    tcase_add_test(tc, test_first_round_lot);
    tcase_add_test(tc, test_first_round_only_round_one);
    tcase_add_test(tc, test_first_round_qiu_refuses);
    tcase_add_test(tc, test_first_round_names);
    tcase_add_test(tc, test_first_round_checked);
    suite_add_tcase(s, tc);
    return s;
}
