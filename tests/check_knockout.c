/*
 * check_knockout.c - knockout draws (Appendix 1; SPEC §4): the seed and bye
 * tables entry by entry, the rules behind them for every size from 2 to 256,
 * club separation, and playing the bracket out with placement matches.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_knockout_fixtures.h"

/* Appendix 1 §3.1.1.3, as printed: the bye positions (the seed positions are
 * seed_table, check_knockout_fixtures.c). */
static const int bye_table[4][16] = {
    {2, 15, 10, 7},
    {2, 31, 18, 15, 7, 26, 23, 10},
    {2, 63, 34, 31, 18, 47, 50, 15, 7, 58, 39, 26, 23, 42, 55, 10},
    {2, 127, 66, 63, 34, 95, 98, 31, 15, 114, 79, 50, 47, 82, 111, 18},
};

static int position_of(const pairing_knockout *k, int player)
{
    for (int p = 1; p <= pairing_knockout_size(k); p++)
        if (pairing_knockout_player_at(k, p) == player)
            return p;
    return 0;
}

START_TEST(test_seed_table)
{
    for (int t = 0; t < 4; t++)
        for (int i = 0; i < table_length[t]; i++)
            ck_assert_msg(
                pairing_knockout_seed_position(table_size[t], i + 1) == seed_table[t][i],
                "%d lines, seed %d: %d, table %d", table_size[t], i + 1,
                pairing_knockout_seed_position(table_size[t], i + 1), seed_table[t][i]);
    ck_assert_int_eq(pairing_knockout_seed_position(16, 9), 0);
    ck_assert_int_eq(pairing_knockout_seed_position(24, 1), 0);
    ck_assert_int_eq(pairing_knockout_seed_position(512, 1), 0);
}
END_TEST

/* Every entry of both tables, in a real draw: with B byes and the table's seeds,
 * the seeds stand on the seed column and the byes on the bye column, bye i facing
 * seed i. */
START_TEST(test_bye_table_in_draws)
{
    for (int t = 0; t < 4; t++) {
        int size = table_size[t];
        for (int byes = 1; byes <= table_length[t]; byes++) {
            pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, size - byes);
            pairing_knockout *k = draw(ev, table_length[t], 0, 0, PAIRING_PLACEMENT_NONE);
            ck_assert_int_eq(pairing_knockout_size(k), size);
            for (int i = 0; i < table_length[t]; i++) {
                int p = seed_table[t][i];
                ck_assert_int_eq(pairing_knockout_seed_at(k, p), i + 1);
                ck_assert_int_eq(number_of(ev, pairing_knockout_player_at(k, p)), i + 1);
            }
            for (int i = 0; i < byes; i++) {
                ck_assert_msg(pairing_knockout_player_at(k, bye_table[t][i]) == -1,
                              "%d lines, %d byes: no bye at %d", size, byes,
                              bye_table[t][i]);
                ck_assert_int_eq(opponent(bye_table[t][i]), seed_table[t][i]);
            }
            pairing_knockout_free(k);
            pairing_event_free(ev);
        }
    }
}
END_TEST

/* The level rule: seeds 1-2 at the two ends; a seed of level L (2^(L-1) < s <= 2^L)
 * at the free end of a section of size/2^(L-1) whose other end holds a seed of an
 * earlier level, and no other seed in that section. */
static void check_seed_levels(const pairing_knockout *k)
{
    int size = pairing_knockout_size(k), seeds = pairing_knockout_seeds(k);
    for (int p = 1; p <= size; p++) {
        int s = pairing_knockout_seed_at(k, p);
        if (s == 0)
            continue;
        EXPECT_LE(s, seeds);
        if (s <= 2) {
            EXPECT_TRUE(p == 1 || p == size);
            continue;
        }
        int level_top = 2;
        while (level_top < s)
            level_top *= 2;
        int section = size / (level_top / 2);
        int start = (p - 1) / section * section + 1, end = start + section - 1;
        EXPECT(p == start || p == end, "seed %d at %d is not at an end of %d-%d", s, p,
               start, end);
        int other = p == start ? end : start;
        int holder = pairing_knockout_seed_at(k, other);
        EXPECT(holder >= 1 && holder <= level_top / 2,
               "seed %d at %d: the other end %d holds seed %d", s, p, other, holder);
        for (int q = start + 1; q < end; q++) {
            int inner = pairing_knockout_seed_at(k, q);
            EXPECT(inner == 0 || inner > level_top, "seed %d inside the section of %d",
                   inner, s);
        }
    }
}

/* For a draw of n: everyone once, P - N byes, no two byes meeting, the byes facing
 * the best numbers in seed order, seeds on their levels. */
static void check_draw(const pairing_event *ev, const pairing_knockout *k)
{
    int n = pairing_event_entrants(ev), size = pairing_knockout_size(k);
    EXPECT_TRUE(size >= n && size / 2 < n);
    int *seen = calloc((size_t)n, sizeof *seen), byes = 0;
    for (int p = 1; p <= size; p++) {
        int player = pairing_knockout_player_at(k, p);
        if (player < 0) {
            byes++;
            EXPECT(pairing_knockout_player_at(k, opponent(p)) >= 0, "two byes meet at %d",
                   p);
            continue;
        }
        EXPECT_EQ(seen[player], 0);
        seen[player] = p;
        int s = pairing_knockout_seed_at(k, p);
        if (s)
            EXPECT_EQ(pairing_event_number(ev, player), s);
    }
    EXPECT_EQ(byes, size - n);
    for (int i = 0; i < n; i++)
        EXPECT_NE(seen[i], 0);
    /* the byes go to numbers 1..B, whoever they are */
    for (int number = 1; number <= n; number++) {
        int p = seen[pairing_event_player_at(ev, number)];
        int has_bye = pairing_knockout_player_at(k, opponent(p)) < 0;
        EXPECT(has_bye == (number <= size - n), "%d entrants: number %d %s a bye", n,
               number, has_bye ? "has" : "has no");
    }
    free(seen);
    check_seed_levels(k);
}

START_TEST(test_every_size)
{
    for (int n = 2; n <= 256; n++) {
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, n);
        int size = 1;
        while (size < n)
            size *= 2;
        int options[] = {PAIRING_SEEDS_DEFAULT, 0, 1, 2, 4, 8, 16, 32, 64, 128};
        for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
            int seeds = options[i];
            if (seeds > size / 2 || seeds > n)
                continue;
            for (int lots = 0; lots <= 1; lots++) {
                pairing_knockout *k = draw(ev, seeds, lots, 0, PAIRING_PLACEMENT_NONE);
                if (seeds == PAIRING_SEEDS_DEFAULT) {
                    int expect = 1;
                    while (expect * 2 <= 16 && expect * 2 <= n / 2)
                        expect *= 2;
                    ck_assert_int_eq(pairing_knockout_seeds(k), expect);
                }
                check_draw(ev, k);
                pairing_knockout_free(k);
            }
        }
        pairing_event_free(ev);
    }
}
END_TEST

START_TEST(test_seed_count_checked)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 20);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_knockout_options o;
    pairing_knockout_defaults(&o);
    int bad[] = {3, 6, 32, -3};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        o.seeds = bad[i];
        ck_assert_ptr_null(pairing_knockout_new(ev, &o, &err));
        ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    }
    o.seeds = 16;
    pairing_knockout *k = pairing_knockout_new(ev, &o, &err);
    ck_assert_ptr_nonnull(k);
    pairing_knockout_free(k);
    pairing_event_free(ev);
    ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 257);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_knockout_new(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_LIMIT);
    pairing_event_free(ev);
}
END_TEST

/* --draw-lots: the same seed, the same draw; levels are drawn among themselves. */
START_TEST(test_lots_reproducible)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 50);
    pairing_event_set_lots(ev, 99);
    pairing_knockout *a = draw(ev, 16, 1, 0, PAIRING_PLACEMENT_NONE);
    pairing_knockout *b = draw(ev, 16, 1, 0, PAIRING_PLACEMENT_NONE);
    uint64_t seed;
    ck_assert_int_eq(pairing_knockout_lot(a, &seed), 0);
    ck_assert(seed == 99);
    for (int p = 1; p <= 64; p++)
        ck_assert_int_eq(pairing_knockout_player_at(a, p),
                         pairing_knockout_player_at(b, p));
    pairing_event_set_lots(ev, 100);
    pairing_knockout *c = draw(ev, 16, 1, 0, PAIRING_PLACEMENT_NONE);
    int differ = 0;
    for (int p = 1; p <= 64; p++)
        differ += pairing_knockout_player_at(a, p) != pairing_knockout_player_at(c, p);
    ck_assert_int_gt(differ, 0);
    check_draw(ev, c);
    pairing_knockout_free(a);
    pairing_knockout_free(b);
    pairing_knockout_free(c);
    pairing_event_free(ev);
    /* without --draw-lots a fixed default seed keeps it reproducible, and says so */
    ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 12);
    a = draw(ev, 4, 0, 0, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_lot(a, NULL), 1);
    pairing_knockout_free(a);
    pairing_event_free(ev);
}
END_TEST

/* ---- clubs ---- */

/* Entrants 1..n (id = rank = number); club_of[number] names a club, 0 = none. */
static pairing_event *club_event(int n, const int *club_of)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_KNOCKOUT, &err);
    for (int i = 1; i <= n; i++) {
        char id[16], club[16];
        snprintf(id, sizeof id, "%d", i);
        snprintf(club, sizeof club, "club%d", club_of[i]);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.rank = i;
        e.club = club_of[i] ? club : NULL;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    return ev;
}

static int log2i(int n)
{
    int l = 0;
    while ((1 << l) < n)
        l++;
    return l;
}

/* §2.1.2: a club's j-th player (0-based, by number) shares no section of size
 * size/2^L with an earlier one, where 2^(L-1) <= j < 2^L. Returns the pairs broken. */
static int club_violations(const pairing_event *ev, const pairing_knockout *k,
                           const int *club_of, int n)
{
    int size = pairing_knockout_size(k), broken = 0;
    for (int c = 1; c <= n; c++) {
        int members[256], count = 0;
        for (int number = 1; number <= n; number++)
            if (club_of[number] == c)
                members[count++] = position_of(k, pairing_event_player_at(ev, number));
        for (int j = 1; j < count; j++) {
            int section = size >> log2i(j + 1);
            for (int i = 0; i < j; i++)
                broken += (members[i] - 1) / section == (members[j] - 1) / section;
        }
    }
    return broken;
}

static uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* Numbers from..to dealt round-robin into `clubs` clubs, in a shuffled order. */
static void deal_clubs(int *club_of, int from, int to, int clubs, uint64_t seed)
{
    int numbers[256], n = 0;
    for (int i = from; i <= to; i++)
        numbers[n++] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)(next_random(&seed) % (uint64_t)(i + 1)), t = numbers[i];
        numbers[i] = numbers[j];
        numbers[j] = t;
    }
    for (int i = 0; i < n; i++)
        club_of[numbers[i]] = i % clubs + 1;
}

/* The rule's own example: a club's 1st and 2nd in different halves, 3rd and 4th in
 * the two other quarters. */
START_TEST(test_club_of_four)
{
    int club_of[33] = {0};
    int members[] = {5, 9, 14, 20};
    for (int i = 0; i < 4; i++)
        club_of[members[i]] = 1;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        pairing_event *ev = club_event(32, club_of);
        pairing_event_set_lots(ev, seed);
        pairing_knockout *k = draw(ev, 4, 0, 1, PAIRING_PLACEMENT_NONE);
        check_draw(ev, k);
        int quarter[4];
        for (int i = 0; i < 4; i++)
            quarter[i] =
                (position_of(k, pairing_event_player_at(ev, members[i])) - 1) / 8;
        ck_assert_int_ne(quarter[0] / 2, quarter[1] / 2);
        ck_assert(quarter[2] != quarter[0] && quarter[2] != quarter[1]);
        ck_assert(quarter[3] != quarter[0] && quarter[3] != quarter[1] &&
                  quarter[3] != quarter[2]);
        ck_assert_int_eq(pairing_knockout_notes(k), 0);
        pairing_knockout_free(k);
        pairing_event_free(ev);
    }
}
END_TEST

/* A club-separating draw of n players with this lot seed keeps §2.1.2 entirely. */
static void expect_clubs_kept(const int *club_of, int n, int seeds, int lots,
                              uint64_t seed)
{
    pairing_event *ev = club_event(n, club_of);
    pairing_event_set_lots(ev, seed);
    pairing_knockout *k = draw(ev, seeds, lots, 1, PAIRING_PLACEMENT_NONE);
    check_draw(ev, k);
    ck_assert_msg(club_violations(ev, k, club_of, n) == 0, "lot %llu breaks the rule",
                  (unsigned long long)seed);
    ck_assert_int_eq(pairing_knockout_notes(k), 0);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}

/* Seeds drawn by level (1.3 按级抽签) keep club-mates apart too: 16 players, 8
 * seeds, seeds 5-8 all of one club.  The lot of the level 5-8 can always put
 * them into four different quarters, so no lot may leave two of them closer. */
START_TEST(test_clubs_among_seeds_drawn_by_lot)
{
    int club_of[17] = {0};
    for (int i = 5; i <= 8; i++)
        club_of[i] = 1;
    for (uint64_t seed = 1; seed <= 50; seed++)
        expect_clubs_kept(club_of, 16, 8, 1, seed);
}
END_TEST

/* Tight but feasible: 64 players, 16 clubless seeds, six clubs of eight unseeded,
 * which must fill each eighth with exactly one of every club. */
START_TEST(test_clubs_tight)
{
    int club_of[65] = {0};
    for (uint64_t seed = 1; seed <= 20; seed++) {
        deal_clubs(club_of, 17, 64, 6, seed);
        expect_clubs_kept(club_of, 64, 16, 0, seed);
    }
}
END_TEST

/* Feasible by construction: clubs are cut out of a plain draw so that the rule
 * holds there; the club-separating draw (with another lot) must find a way too. */
static int pick_club(const pairing_event *ev, const pairing_knockout *plain, int *club_of,
                     int first_lot, int n, int club, int want, uint64_t *state)
{
    for (int tries = 0; tries < 200; tries++) {
        int chosen[8], count = 0;
        for (int guard = 0; count < want && guard < 50; guard++) {
            int number =
                first_lot + (int)(next_random(state) % (uint64_t)(n - first_lot + 1));
            int fresh = club_of[number] == 0;
            for (int i = 0; i < count; i++)
                fresh = fresh && chosen[i] != number;
            if (fresh)
                chosen[count++] = number;
        }
        if (count < want)
            return 0;
        for (int i = 0; i < count; i++)
            club_of[chosen[i]] = club;
        if (club_violations(ev, plain, club_of, n) == 0)
            return 1;
        for (int i = 0; i < count; i++)
            club_of[chosen[i]] = 0;
    }
    return 0;
}

START_TEST(test_clubs_feasible_random)
{
    uint64_t state = 12345;
    for (int trial = 0; trial < test_scaled(150); trial++) {
        int n = 8 + (int)(next_random(&state) % 249);
        int club_of[257] = {0};
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, n);
        pairing_event_set_lots(ev, (uint64_t)trial);
        pairing_knockout *plain =
            draw(ev, PAIRING_SEEDS_DEFAULT, 0, 0, PAIRING_PLACEMENT_NONE);
        int size = pairing_knockout_size(plain), leaders = size - n;
        if (leaders < pairing_knockout_seeds(plain))
            leaders = pairing_knockout_seeds(plain);
        int clubs = 0;
        for (int c = 1; c <= 12 && leaders + 8 <= n; c++) {
            int want = 2 + (int)(next_random(&state) % 7);
            clubs += pick_club(ev, plain, club_of, leaders + 1, n, c, want, &state);
        }
        pairing_knockout_free(plain);
        pairing_event_free(ev);
        ev = club_event(n, club_of);
        pairing_event_set_lots(ev, (uint64_t)trial + 1000);
        pairing_knockout *k =
            draw(ev, PAIRING_SEEDS_DEFAULT, 0, 1, PAIRING_PLACEMENT_NONE);
        check_draw(ev, k);
        ck_assert_msg(club_violations(ev, k, club_of, n) == 0,
                      "trial %d: %d entrants, %d clubs: separation failed (%s)", trial, n,
                      clubs, pairing_knockout_note(k, 0));
        pairing_knockout_free(k);
        pairing_event_free(ev);
    }
}
END_TEST

/* Seeds 1 and 4 of one club sit in the same half by the table: no lot can part
 * them, and the draw says so. */
START_TEST(test_clubs_infeasible_noted)
{
    int club_of[17] = {0};
    club_of[1] = club_of[4] = 1;
    pairing_event *ev = club_event(16, club_of);
    pairing_knockout *k = draw(ev, 4, 0, 1, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_notes(k), 1);
    ck_assert_str_eq(pairing_knockout_note(k, 0),
                     "club club1: 1 and 4 could not be drawn into different halves");
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* ---- playing the bracket out ---- */

/* Adds a result for a match of the current bracket: winner_side 0 = first wins,
 * 1 = second wins, 2 = drawn and first goes through on the playoff. */
static void result_for(pairing_event *ev, const pairing_knockout *k, int round, int index,
                       int winner_side)
{
    pairing_match m = pairing_knockout_match(k, round, index);
    ck_assert_int_eq(m.state, PAIRING_MATCH_READY);
    pairing_result r = {round,
                        pairing_event_id(ev, m.first),
                        pairing_event_id(ev, m.second),
                        winner_side == 0   ? PAIRING_FIRST_WINS
                        : winner_side == 1 ? PAIRING_SECOND_WINS
                                           : PAIRING_DRAW,
                        winner_side == 2 ? pairing_event_id(ev, m.first) : NULL,
                        100 * round + index};
    pairing_error err;
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
}

static pairing_knockout *redraw(pairing_event *ev, pairing_knockout *old,
                                pairing_placement placement)
{
    int seeds = pairing_knockout_seeds(old);
    pairing_knockout_free(old);
    return draw(ev, seeds, 0, 0, placement);
}

/* Plays every ready match of the next round, the upper side winning except on
 * the boards listed in `upsets`. */
static pairing_knockout *play_round(pairing_event *ev, pairing_knockout *k,
                                    pairing_placement placement, unsigned upsets)
{
    int round = pairing_knockout_next_round(k);
    for (int i = 0; i < pairing_knockout_matches(k, round); i++)
        if (pairing_knockout_match(k, round, i).state == PAIRING_MATCH_READY)
            result_for(ev, k, round, i, (upsets >> i) & 1);
    return redraw(ev, k, placement);
}

/* The final ranking (000 §16.2): rank of each entrant index, and shared flags. */
static void final_places(pairing_event *ev, int *rank, int *shared)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_standings_tiebreaks(st), 0);
    for (int i = 0; i < pairing_standings_count(st); i++) {
        pairing_standing row = pairing_standings_row(st, i);
        rank[row.player] = row.rank;
        shared[row.player] = row.shared;
    }
    pairing_standings_free(st);
}

/* Six players in eight lines: seeds 1 and 2 walk over byes, the others play in; a
 * drawn game goes to the winner of the playoff. */
START_TEST(test_advancement_with_byes)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 6);
    pairing_knockout *k = draw(ev, 2, 0, 0, PAIRING_PLACEMENT_THIRD);
    ck_assert_int_eq(pairing_knockout_rounds(k), 3);
    ck_assert_int_eq(pairing_knockout_next_round(k), 1);
    ck_assert_int_eq(pairing_knockout_matches(k, 1), 4);
    pairing_match m = pairing_knockout_match(k, 1, 0);
    ck_assert_int_eq(m.state, PAIRING_MATCH_WALKOVER);
    ck_assert_int_eq(number_of(ev, m.winner), 1);
    ck_assert(m.positions[0] == 1 && m.positions[1] == 2);
    m = pairing_knockout_match(k, 1, 3);
    ck_assert_int_eq(m.state, PAIRING_MATCH_WALKOVER);
    ck_assert_int_eq(number_of(ev, m.winner), 2);
    int upper[2] = {pairing_knockout_match(k, 1, 1).first,
                    pairing_knockout_match(k, 1, 2).second};
    result_for(ev, k, 1, 1, 0);
    result_for(ev, k, 1, 2, 2); /* drawn; the first player won the playoff */
    upper[1] = pairing_knockout_match(k, 1, 2).first;
    k = redraw(ev, k, PAIRING_PLACEMENT_THIRD);
    ck_assert_int_eq(pairing_knockout_next_round(k), 2);
    m = pairing_knockout_match(k, 2, 0);
    ck_assert_int_eq(m.state, PAIRING_MATCH_READY);
    ck_assert_int_eq(number_of(ev, m.first), 1);
    ck_assert_int_eq(m.second, upper[0]);
    ck_assert(m.from[0] == 1 && m.from[1] == 2);
    m = pairing_knockout_match(k, 2, 1);
    ck_assert_int_eq(m.first, upper[1]);
    ck_assert_int_eq(number_of(ev, m.second), 2);
    k = play_round(ev, k, PAIRING_PLACEMENT_THIRD,
                   2u); /* 2 beats the other semifinalist */
    ck_assert_int_eq(pairing_knockout_matches(k, 3), 2);
    pairing_match final = pairing_knockout_match(k, 3, 0),
                  third = pairing_knockout_match(k, 3, 1);
    ck_assert(final.place_from == 1 && final.place_to == 2);
    ck_assert(third.place_from == 3 && third.place_to == 4);
    ck_assert_int_eq(number_of(ev, final.first), 1);
    ck_assert_int_eq(number_of(ev, final.second), 2);
    ck_assert_int_eq(third.first, upper[0]);
    ck_assert_int_eq(third.second, upper[1]);
    k = play_round(ev, k, PAIRING_PLACEMENT_THIRD, 0);
    ck_assert_int_eq(pairing_knockout_next_round(k), 4);
    /* 1 beat 2 in the final, upper[0] won the third place; the two who lost in
     * round 1 share 5th */
    int rank[6], shared[6];
    final_places(ev, rank, shared);
    ck_assert(rank[pairing_event_player_at(ev, 1)] == 1 &&
              !shared[pairing_event_player_at(ev, 1)]);
    ck_assert_int_eq(rank[pairing_event_player_at(ev, 2)], 2);
    ck_assert_int_eq(rank[upper[0]], 3);
    ck_assert_int_eq(rank[upper[1]], 4);
    int fifth = 0;
    for (int p = 0; p < 6; p++)
        if (rank[p] == 5 && shared[p])
            fifth++;
    ck_assert_int_eq(fifth, 2);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* Eight players, every place played out: quarterfinal losers play for 5th-8th,
 * then 5th/6th and 7th/8th; semifinal losers for 3rd. */
START_TEST(test_placement_all)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 8);
    pairing_knockout *k = draw(ev, 4, 0, 0, PAIRING_PLACEMENT_ALL);
    k = play_round(ev, k, PAIRING_PLACEMENT_ALL, 0);
    ck_assert_int_eq(pairing_knockout_matches(k, 2), 4);
    int froms[4][3] = {{1, 2, 1}, {3, 4, 1}, {1, 2, 5}, {3, 4, 5}};
    for (int i = 0; i < 4; i++) {
        pairing_match m = pairing_knockout_match(k, 2, i);
        ck_assert_int_eq(m.number, i + 1);
        ck_assert_int_eq(m.state, PAIRING_MATCH_READY);
        ck_assert(m.from[0] == froms[i][0] && m.from[1] == froms[i][1]);
        ck_assert_int_eq(m.place_from, froms[i][2]);
        ck_assert_int_eq(m.place_to, froms[i][2] + 3);
    }
    k = play_round(ev, k, PAIRING_PLACEMENT_ALL, 0);
    ck_assert_int_eq(pairing_knockout_matches(k, 3), 4);
    int places[4] = {1, 3, 5, 7};
    for (int i = 0; i < 4; i++) {
        pairing_match m = pairing_knockout_match(k, 3, i);
        ck_assert_int_eq(m.place_from, places[i]);
        ck_assert_int_eq(m.place_to, places[i] + 1);
        ck_assert_int_eq(m.state, PAIRING_MATCH_READY);
    }
    k = play_round(ev, k, PAIRING_PLACEMENT_ALL, 0);
    ck_assert_int_eq(pairing_knockout_next_round(k), 4);
    /* the upper side always won: seeds 1 (line 1) and 3 (line 5) reach the final, as
     * the unseeded on lines 3 and 7 beat seeds 4 and 2 */
    ck_assert_int_eq(number_of(ev, pairing_knockout_match(k, 3, 0).winner), 1);
    ck_assert_int_eq(number_of(ev, pairing_knockout_match(k, 3, 0).loser), 3);
    int rank[8], shared[8], seen[9] = {0};
    final_places(ev, rank, shared);
    for (int p = 0; p < 8; p++) {
        ck_assert(!shared[p]);
        seen[rank[p]]++;
    }
    for (int place = 1; place <= 8; place++)
        ck_assert_int_eq(seen[place], 1);
    /* each match of the last round gave its two places */
    for (int i = 0; i < 4; i++) {
        pairing_match m = pairing_knockout_match(k, 3, i);
        ck_assert_int_eq(rank[m.winner], m.place_from);
        ck_assert_int_eq(rank[m.loser], m.place_from + 1);
    }
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* Without placement matches: two 3rds and four 5ths (000 §16.2). */
START_TEST(test_shared_places)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 8);
    pairing_knockout *k = draw(ev, 4, 0, 0, PAIRING_PLACEMENT_NONE);
    for (int round = 1; round <= 3; round++)
        k = play_round(ev, k, PAIRING_PLACEMENT_NONE, 0);
    int rank[8], shared[8], count[9] = {0};
    final_places(ev, rank, shared);
    for (int p = 0; p < 8; p++)
        count[rank[p]]++;
    ck_assert(count[1] == 1 && count[2] == 1 && count[3] == 2 && count[5] == 4);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* Adds a result between two players by number, tagged with `line` for the error. */
static void add_tagged_result(pairing_event *ev, int round, int first, int second,
                              pairing_outcome outcome, long line)
{
    pairing_error err;
    pairing_result r = {0};
    r.round = round;
    r.first = pairing_event_id(ev, first);
    r.second = pairing_event_id(ev, second);
    r.outcome = outcome;
    r.line = line;
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
}

START_TEST(test_bracket_errors)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    pairing_knockout *k = draw(ev, 2, 0, 0, PAIRING_PLACEMENT_NONE);
    pairing_match m0 = pairing_knockout_match(k, 1, 0),
                  m1 = pairing_knockout_match(k, 1, 1);
    pairing_knockout_free(k);
    /* a drawn game without the winner column */
    add_tagged_result(ev, 1, m0.first, m0.second, PAIRING_DRAW, 7);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_knockout_new(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 7);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    pairing_event_free(ev);

    /* players the draw does not pair */
    ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    add_tagged_result(ev, 1, m0.first, m1.first, PAIRING_FIRST_WINS, 8);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_knockout_new(ev, NULL, &err));
    ck_assert_int_eq(err.line, 8);
    pairing_event_free(ev);

    /* a round 2 game before round 1 is decided */
    ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    add_tagged_result(ev, 1, m0.first, m0.second, PAIRING_FIRST_WINS, 9);
    add_tagged_result(ev, 2, m0.first, m1.first, PAIRING_FIRST_WINS, 10);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_knockout_new(ev, NULL, &err));
    ck_assert_int_eq(err.line, 10);
    /* and nothing beyond the last round */
    pairing_event_free(ev);
    ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 2);
    add_result(ev, 1, "1", "2", "1-0");
    pairing_result late = {2, "1", "2", PAIRING_FIRST_WINS, NULL, 11};
    ck_assert_int_eq(pairing_event_add_result(ev, &late, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_knockout_new(ev, NULL, &err));
    ck_assert_str_eq(err.text, "round 2 is beyond the 1 rounds of a draw of 2 lines");
    pairing_event_free(ev);
}
END_TEST

/* Withdrawn before round 1: not in the draw.  Withdrawn after a round he won:
 * the next opponent walks over. */
START_TEST(test_withdrawals)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_KNOCKOUT, &err);
    const char *ids[] = {"1", "2", "3", "4", "5"};
    for (int i = 0; i < 5; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = ids[i];
        e.rank = i + 1;
        e.withdrawn = i == 4 ? 0 : i == 2 ? 1 : PAIRING_ACTIVE;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    pairing_knockout *k = draw(ev, 2, 0, 0, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_size(k), 4);
    ck_assert_int_eq(pairing_knockout_notes(k), 1);
    ck_assert_str_eq(pairing_knockout_note(k, 0),
                     "5 withdrew before round 1 and is not in the draw");
    /* 3 wins his round 1 game, then withdraws */
    for (int i = 0; i < 2; i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        result_for(ev, k, 1, i, strcmp(pairing_event_id(ev, m.second), "3") == 0);
    }
    k = redraw(ev, k, PAIRING_PLACEMENT_NONE);
    pairing_match final = pairing_knockout_match(k, 2, 0);
    ck_assert_int_eq(final.state, PAIRING_MATCH_WALKOVER);
    ck_assert_str_ne(pairing_event_id(ev, final.winner), "3");
    ck_assert_int_eq(pairing_knockout_next_round(k), 3);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

/* Both forfeit: neither goes through, and the next opponent walks over. */
START_TEST(test_double_forfeit)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    pairing_knockout *k = draw(ev, 2, 0, 0, PAIRING_PLACEMENT_NONE);
    pairing_match m = pairing_knockout_match(k, 1, 1);
    add_result(ev, 1, pairing_event_id(ev, m.first), pairing_event_id(ev, m.second),
               "--");
    k = redraw(ev, k, PAIRING_PLACEMENT_NONE);
    ck_assert_int_eq(pairing_knockout_match(k, 1, 1).state, PAIRING_MATCH_PLAYED);
    ck_assert_int_eq(pairing_knockout_match(k, 1, 1).winner, -1);
    k = play_round(ev, k, PAIRING_PLACEMENT_NONE, 0);
    pairing_match final = pairing_knockout_match(k, 2, 0);
    ck_assert_int_eq(final.state, PAIRING_MATCH_WALKOVER);
    ck_assert_int_eq(pairing_knockout_next_round(k), 3);
    pairing_knockout_free(k);
    pairing_event_free(ev);
}
END_TEST

Suite *knockout_suite(void)
{
    Suite *s = suite_create("knockout");
    TCase *tc = tcase_create("draw");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_seed_table);
    tcase_add_test(tc, test_bye_table_in_draws);
    tcase_add_test(tc, test_every_size);
    tcase_add_test(tc, test_seed_count_checked);
    tcase_add_test(tc, test_lots_reproducible);
    tcase_add_test(tc, test_club_of_four);
    tcase_add_test(tc, test_clubs_tight);
    tcase_add_test(tc, test_clubs_among_seeds_drawn_by_lot);
    tcase_add_test(tc, test_clubs_feasible_random);
    tcase_add_test(tc, test_clubs_infeasible_noted);
    tcase_add_test(tc, test_advancement_with_byes);
    tcase_add_test(tc, test_placement_all);
    tcase_add_test(tc, test_bracket_errors);
    tcase_add_test(tc, test_shared_places);
    tcase_add_test(tc, test_double_forfeit);
    tcase_add_test(tc, test_withdrawals);
    suite_add_tcase(s, tc);
    return s;
}
