/*
 * check_full_seeds.c - the fully seeded knockout of a bracket from qualifiers
 * (SPEC §11, `--seeds all`): the 2014 table and cross table line by line, and
 * for every draw size the rules behind them: seed s meets seed P + 1 - s, the
 * seeds §4 places stay on Appendix 1's table, each level takes the free ends of
 * the sections holding one seed, the top P - N seeds walk over the byes, and a
 * bracket where the better seed always wins ends in seed order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_knockout_fixtures.h"

static pairing_knockout *draw_all(pairing_event *ev, int lots, int clubs,
                                  pairing_placement placement)
{
    return draw(ev, PAIRING_SEEDS_ALL, lots, clubs, placement);
}

/* ---- the 2014 tables ---- */

/* 2014 regulations §五(四)2: positions 1..8 hold seeds 1, 8, 5, 4, 3, 6, 7, 2, so
 * round 1 is H1 1-8, H2 5-4, H3 3-6, H4 7-2, the upper line first. */
START_TEST(test_eight_lines_2014_table)
{
    static const int seed_on_line[8] = {1, 8, 5, 4, 3, 6, 7, 2};
    static const int h[4][2] = {{1, 8}, {5, 4}, {3, 6}, {7, 2}};
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 8);
    pairing_knockout *k = draw_all(ev, 0, 0, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_size(k), 8);
    ck_assert_int_eq(pairing_knockout_seeds(k), 8);
    for (int p = 1; p <= 8; p++) {
        ck_assert_int_eq(pairing_knockout_seed_at(k, p), seed_on_line[p - 1]);
        ck_assert_int_eq(number_of(ev, pairing_knockout_player_at(k, p)),
                         seed_on_line[p - 1]);
        ck_assert_int_eq(pairing_knockout_full_seed_position(8, seed_on_line[p - 1]), p);
    }
    ck_assert_int_eq(pairing_knockout_matches(k, 1), 4);
    for (int i = 0; i < 4; i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        ck_assert_int_eq(m.state, PAIRING_MATCH_READY);
        ck_assert(m.positions[0] == 2 * i + 1 && m.positions[1] == 2 * i + 2);
        ck_assert_int_eq(number_of(ev, m.first), h[i][0]);
        ck_assert_int_eq(number_of(ev, m.second), h[i][1]);
    }
    ck_assert_int_eq(pairing_knockout_notes(k), 0);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* Qualifiers ordered A1, B1, A2, B2 ... (SPEC §11) as entrants 1..8 give the 2014
 * cross table: H1 甲1-乙4, H2 甲3-乙2, H3 甲2-乙3, H4 甲4-乙1. */
START_TEST(test_cross_table_2014)
{
    static const char *const qualifiers[8] = {"A1", "B1", "A2", "B2",
                                              "A3", "B3", "A4", "B4"};
    static const char *const h[4][2] = {
        {"A1", "B4"}, {"A3", "B2"}, {"A2", "B3"}, {"A4", "B1"}};
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_KNOCKOUT, &err);
    ck_assert_ptr_nonnull(ev);
    for (int i = 0; i < 8; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = qualifiers[i];
        e.name = qualifiers[i];
        e.rank = i + 1;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    pairing_knockout *k = draw_all(ev, 0, 0, PAIRING_PLACEMENT_ALL);
    for (int i = 0; i < 4; i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        ck_assert_str_eq(pairing_event_id(ev, m.first), h[i][0]);
        ck_assert_str_eq(pairing_event_id(ev, m.second), h[i][1]);
    }
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* ---- the rules for every size ---- */

/* The level rule for every seed of a P-line draw: seeds 1 and 2 at the two ends;
 * a seed s of level 2^L + 1 .. 2^(L+1) at the free end of the section of P/2^L
 * lines whose other end holds a seed of an earlier level, with no seed of its
 * own level or an earlier one inside; on the last level (sections of two lines)
 * that seed is P + 1 - s. */
static void check_levels(int size)
{
    int seed_on[PAIRING_MAX_KNOCKOUT + 1] = {0};
    for (int s = 1; s <= size; s++) {
        int p = pairing_knockout_full_seed_position(size, s);
        EXPECT(p >= 1 && p <= size && seed_on[p] == 0, "%d lines: seed %d at %d", size, s,
               p);
        seed_on[p] = s;
    }
    for (int s = 3; s <= size; s++) {
        int level_top = 2;
        while (level_top < s)
            level_top *= 2;
        int section = size / (level_top / 2);
        int p = pairing_knockout_full_seed_position(size, s);
        int start = (p - 1) / section * section + 1, end = start + section - 1;
        EXPECT(p == start || p == end, "%d lines: seed %d at %d, not an end of %d-%d",
               size, s, p, start, end);
        int other = p == start ? end : start;
        EXPECT(seed_on[other] >= 1 && seed_on[other] <= level_top / 2,
               "%d lines: seed %d's section %d-%d holds seed %d", size, s, start, end,
               seed_on[other]);
        EXPECT(s <= size / 2 || seed_on[other] == size + 1 - s,
               "%d lines: seed %d faces seed %d", size, s, seed_on[other]);
        for (int q = start + 1; q < end; q++)
            EXPECT(seed_on[q] > level_top, "%d lines: seed %d inside seed %d's section",
                   size, seed_on[q], s);
    }
}

/* Appendix 1's table as far as it goes, and §4's places for every seed up to P/2:
 * the fully seeded draw moves none of them. */
static void check_table(int size)
{
    for (int s = 1; s <= size / 2; s++)
        EXPECT_EQ(pairing_knockout_full_seed_position(size, s),
                  pairing_knockout_seed_position(size, s));
    for (int t = 0; t < SEED_TABLES; t++)
        for (int i = 0; table_size[t] == size && i < table_length[t]; i++)
            EXPECT(pairing_knockout_full_seed_position(size, i + 1) == seed_table[t][i],
                   "%d lines, seed %d: %d, table %d", size, i + 1,
                   pairing_knockout_full_seed_position(size, i + 1), seed_table[t][i]);
}

/* A fully seeded draw of n: number s on seed s's line, seed s facing seed
 * P + 1 - s, the lines of seeds n + 1 .. P empty, so numbers 1 .. P - n and no one
 * else walk over a bye in round 1. */
static void check_draw(const pairing_event *ev, const pairing_knockout *k)
{
    int n = pairing_event_entrants(ev), size = pairing_knockout_size(k);
    EXPECT_EQ(pairing_knockout_seeds(k), size);
    for (int s = 1; s <= size; s++) {
        int p = pairing_knockout_full_seed_position(size, s);
        int player = pairing_knockout_player_at(k, p);
        if (s > n) {
            EXPECT(player == -1 && pairing_knockout_seed_at(k, p) == 0,
                   "%d entrants: line %d of seed %d is not a bye", n, p, s);
            continue;
        }
        EXPECT_EQ(pairing_knockout_seed_at(k, p), s);
        EXPECT_EQ(pairing_event_number(ev, player), s);
        EXPECT(pairing_knockout_seed_at(k, opponent(p)) ==
                   (size + 1 - s <= n ? size + 1 - s : 0),
               "%d entrants: seed %d faces seed %d", n, s,
               pairing_knockout_seed_at(k, opponent(p)));
    }
    for (int i = 0; i < pairing_knockout_matches(k, 1); i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        int upper = pairing_knockout_seed_at(k, m.positions[0]),
            lower = pairing_knockout_seed_at(k, m.positions[1]);
        int best = upper && (upper < lower || !lower) ? upper : lower;
        EXPECT(upper + lower == size + 1 || (upper == 0) != (lower == 0),
               "%d entrants, match %d: seeds %d and %d", n, i + 1, upper, lower);
        EXPECT_EQ(m.state == PAIRING_MATCH_WALKOVER, best <= size - n);
        if (m.state == PAIRING_MATCH_WALKOVER)
            EXPECT_EQ(pairing_event_number(ev, m.winner), best);
    }
}

START_TEST(test_every_size)
{
    for (int size = 2; size <= PAIRING_MAX_KNOCKOUT; size *= 2) {
        check_levels(size);
        check_table(size);
    }
    ck_assert_int_eq(pairing_knockout_full_seed_position(8, 0), 0);
    ck_assert_int_eq(pairing_knockout_full_seed_position(8, 9), 0);
    ck_assert_int_eq(pairing_knockout_full_seed_position(12, 1), 0);
    ck_assert_int_eq(pairing_knockout_full_seed_position(512, 1), 0);
    ck_assert_int_eq(pairing_knockout_seed_position(8, 5), 0); /* §4: up to P/2 */
    for (int n = 2; n <= PAIRING_MAX_KNOCKOUT; n++) {
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, n);
        pairing_knockout *k = draw_all(ev, 0, 0, PAIRING_PLACEMENT_NONE);
        check_draw(ev, k);
        pairing_knockout_free(k);
        pairing_event_free(ev);
    }
}
END_TEST

/* --draw-lots and --separate-clubs move no seed: the draw is the same, and the
 * notes say why. */
START_TEST(test_lots_do_not_move_seeds)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 27);
    pairing_knockout *plain = draw_all(ev, 0, 0, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_notes(plain), 0);
    pairing_event_set_lots(ev, 12345);
    pairing_knockout *drawn = draw_all(ev, 1, 1, PAIRING_PLACEMENT_NONE);
    for (int p = 1; p <= 32; p++) {
        ck_assert_int_eq(pairing_knockout_player_at(drawn, p),
                         pairing_knockout_player_at(plain, p));
        ck_assert_int_eq(pairing_knockout_seed_at(drawn, p),
                         pairing_knockout_seed_at(plain, p));
    }
    ck_assert_int_eq(pairing_knockout_notes(drawn), 2);
    ck_assert_ptr_nonnull(strstr(pairing_knockout_note(drawn, 0), "does not move"));
    ck_assert_ptr_nonnull(strstr(pairing_knockout_note(drawn, 1), "club-mates"));
    pairing_knockout_free(plain);
    pairing_knockout_free(drawn);
    pairing_event_free(ev);
}
END_TEST

/* ---- played out ---- */

/* Every ready match of the next round, won by the better seed (the lower number). */
static pairing_knockout *play_round(pairing_event *ev, pairing_knockout *k,
                                    pairing_placement placement)
{
    int round = pairing_knockout_next_round(k);
    for (int i = 0; i < pairing_knockout_matches(k, round); i++) {
        pairing_match m = pairing_knockout_match(k, round, i);
        if (m.state != PAIRING_MATCH_READY)
            continue;
        int upper_better = number_of(ev, m.first) < number_of(ev, m.second);
        pairing_result r = {round,
                            pairing_event_id(ev, m.first),
                            pairing_event_id(ev, m.second),
                            upper_better ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS,
                            NULL,
                            100 * round + i};
        pairing_error err;
        ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    }
    pairing_knockout_free(k);
    return draw_all(ev, 0, 0, placement);
}

/* The places of the played-out bracket, by number: place[number]. */
static void places_by_number(pairing_event *ev, int *place)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    for (int i = 0; i < pairing_standings_count(st); i++) {
        pairing_standing row = pairing_standings_row(st, i);
        place[number_of(ev, row.player)] = row.rank;
    }
    pairing_standings_free(st);
}

static void play_out(pairing_event **ev, int n, pairing_placement placement, int *place)
{
    *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, n);
    pairing_knockout *k = draw_all(*ev, 0, 0, placement);
    while (pairing_knockout_next_round(k) <= pairing_knockout_rounds(k))
        k = play_round(*ev, k, placement);
    pairing_knockout_free(k);
    places_by_number(*ev, place);
}

/* Eight qualifiers, every place played out (2014): the better seed always wins,
 * so places 1..8 are seeds 1..8. */
START_TEST(test_better_seed_wins_eight)
{
    pairing_event *ev;
    int place[9];
    play_out(&ev, 8, PAIRING_PLACEMENT_ALL, place);
    for (int s = 1; s <= 8; s++)
        ck_assert_int_eq(place[s], s);
    pairing_event_free(ev);
}
END_TEST

/* Every size, full and with byes: seed 1 champion, seed 2 runner-up, seed 3
 * third when the semifinal losers play for it. */
START_TEST(test_better_seed_wins_every_size)
{
    static const int counts[] = {2,  3,  4,  6,   8,   13,  16, 31,
                                 32, 40, 64, 100, 128, 200, 256};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        int n = counts[i];
        pairing_event *ev;
        int place[PAIRING_MAX_KNOCKOUT + 1];
        play_out(&ev, n, n >= 4 ? PAIRING_PLACEMENT_THIRD : PAIRING_PLACEMENT_NONE,
                 place);
        EXPECT_EQ(place[1], 1);
        EXPECT_EQ(place[2], 2);
        if (n >= 4)
            EXPECT_EQ(place[3], 3);
        pairing_event_free(ev);
    }
}
END_TEST

/* A full bracket of every size with every place played out, the better seed
 * always winning: places 1 .. P come out in seed order (the 2014 final's 1-8 is
 * the case of 8 lines). */
START_TEST(test_better_seed_wins_every_place)
{
    for (int n = 2; n <= PAIRING_MAX_KNOCKOUT; n *= 2) {
        pairing_event *ev;
        int place[PAIRING_MAX_KNOCKOUT + 1];
        play_out(&ev, n, PAIRING_PLACEMENT_ALL, place);
        for (int s = 1; s <= n; s++)
            EXPECT(place[s] == s, "%d lines: seed %d placed %d", n, s, place[s]);
        pairing_event_free(ev);
    }
}
END_TEST

Suite *full_seeds_suite(void)
{
    Suite *s = suite_create("full_seeds");
    TCase *tc = tcase_create("seeds_all");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_eight_lines_2014_table);
    tcase_add_test(tc, test_cross_table_2014);
    tcase_add_test(tc, test_every_size);
    tcase_add_test(tc, test_lots_do_not_move_seeds);
    tcase_add_test(tc, test_better_seed_wins_eight);
    tcase_add_test(tc, test_better_seed_wins_every_size);
    tcase_add_test(tc, test_better_seed_wins_every_place);
    suite_add_tcase(s, tc);
    return s;
}
