/*
 * check_qiu_rules.c - the Qiu system (仇式五子棋阶段性积分编排制, rules 000
 * Appendix 3; SPEC §5) and the plain Swiss, on small events worked out by hand
 * from the rule text.  Every expectation below was derived from the rules, not
 * from what the library prints; the comment of each test shows the working.
 *
 * Notation in the comments: "a v b" = a moves first; scores are in points
 * (Qiu: win 2, draw 1, loss 0; a pairing-allocated bye scores a win); #k = the
 * number (序号) in force in that round.
 */
#include <stdio.h>
#include <string.h>

#include "check_pairing.h"

/* ---- builders and assertions (public API only) ---- */

/* Entrants "1".."n" with rank i; withdrawn[i-1] is the withdrawal round of
 * entrant i (PAIRING_ACTIVE for none); withdrawn may be NULL. */
static pairing_event *event_with(pairing_system system, int n, const int *withdrawn)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(system, &err);
    ck_assert_ptr_nonnull(ev);
    for (int i = 1; i <= n; i++) {
        char id[16], name[32];
        snprintf(id, sizeof id, "%d", i);
        snprintf(name, sizeof name, "Player %d", i);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = name;
        e.rank = i;
        e.line = i + 1;
        e.withdrawn = withdrawn ? withdrawn[i - 1] : PAIRING_ACTIVE;
        ck_assert_msg(pairing_event_add_entrant(ev, &e, &err) == PAIRING_OK, "%s",
                      err.text);
    }
    return ev;
}

static pairing_round *pair_with(pairing_event *ev, const pairing_swiss_options *o)
{
    pairing_error err = {0};
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
    pairing_round *r = pairing_swiss_pair(ev, o, &err);
    ck_assert_msg(r != NULL, "pairing failed: %s", err.text);
    return r;
}

static pairing_round *pair_default(pairing_event *ev)
{
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    return pair_with(ev, &o);
}

static const char *id_of(const pairing_event *ev, int player)
{
    const char *id = player >= 0 ? pairing_event_id(ev, player) : NULL;
    return id ? id : "(none)";
}

/* Describes the round for failure messages. */
static const char *describe(const pairing_event *ev, const pairing_round *r)
{
    static char buf[1024];
    size_t at = 0;
    buf[0] = '\0';
    for (int i = 0; i < pairing_round_games(r) && at < sizeof buf - 40; i++) {
        pairing_game g = pairing_round_game(r, i);
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s-%s ", id_of(ev, g.first),
                               id_of(ev, g.second));
    }
    for (int i = 0; i < pairing_round_byes(r) && at < sizeof buf - 40; i++)
        at += (size_t)snprintf(buf + at, sizeof buf - at, "bye:%s ",
                               id_of(ev, pairing_round_bye(r, i)));
    return buf;
}

/* The round holds exactly these games.  coloured: games[k][0] must move first;
 * else each pair is a set {a, b}. */
static void expect_games(const pairing_event *ev, const pairing_round *r,
                         const char *const games[][2], int n, int coloured)
{
    ck_assert_msg(pairing_round_games(r) == n, "round %d has %d games, expected %d: %s",
                  pairing_round_number(r), pairing_round_games(r), n, describe(ev, r));
    int used[64] = {0};
    ck_assert(n <= 64);
    for (int k = 0; k < n; k++) {
        int found = -1;
        for (int i = 0; i < n && found < 0; i++) {
            if (used[i])
                continue;
            pairing_game g = pairing_round_game(r, i);
            const char *f = id_of(ev, g.first), *s = id_of(ev, g.second);
            int same = strcmp(f, games[k][0]) == 0 && strcmp(s, games[k][1]) == 0;
            int swapped = strcmp(f, games[k][1]) == 0 && strcmp(s, games[k][0]) == 0;
            if (same || (!coloured && swapped))
                found = i;
        }
        ck_assert_msg(found >= 0, "round %d: expected %s %s %s, got %s",
                      pairing_round_number(r), games[k][0], coloured ? "(first) v" : "v",
                      games[k][1], describe(ev, r));
        used[found] = 1;
    }
}

static void expect_byes(const pairing_event *ev, const pairing_round *r,
                        const char *const ids[], int n)
{
    ck_assert_msg(pairing_round_byes(r) == n, "round %d has %d byes, expected %d: %s",
                  pairing_round_number(r), pairing_round_byes(r), n, describe(ev, r));
    for (int k = 0; k < n; k++) {
        int found = 0;
        for (int i = 0; i < n; i++)
            found |= strcmp(id_of(ev, pairing_round_bye(r, i)), ids[k]) == 0;
        ck_assert_msg(found, "round %d: expected a bye for %s: %s",
                      pairing_round_number(r), ids[k], describe(ev, r));
    }
}

static void expect_eliminated(const pairing_event *ev, const pairing_round *r,
                              const char *const ids[], int n)
{
    char got[512] = "";
    for (int i = 0; i < pairing_round_eliminated(r); i++) {
        strncat(got, id_of(ev, pairing_round_eliminated_player(r, i)),
                sizeof got - strlen(got) - 2);
        strncat(got, " ", sizeof got - strlen(got) - 1);
    }
    ck_assert_msg(pairing_round_eliminated(r) == n, "%d eliminated (%s), expected %d",
                  pairing_round_eliminated(r), got, n);
    for (int k = 0; k < n; k++) {
        int found = 0;
        for (int i = 0; i < n; i++)
            found |=
                strcmp(id_of(ev, pairing_round_eliminated_player(r, i)), ids[k]) == 0;
        ck_assert_msg(found, "expected %s eliminated, got: %s", ids[k], got);
    }
}

static void expect_number(const pairing_event *ev, const pairing_round *r, const char *id,
                          int number)
{
    int p = pairing_event_find(ev, id);
    ck_assert_msg(p >= 0, "no entrant %s", id);
    ck_assert_msg(pairing_round_player_number(r, p) == number,
                  "player %s has number %d, not %d", id,
                  pairing_round_player_number(r, p), number);
}

/* Every game's colour_lot flag has this value. */
static void expect_colour_lot(const pairing_round *r, int lot)
{
    for (int i = 0; i < pairing_round_games(r); i++)
        ck_assert_int_eq(pairing_round_game(r, i).colour_lot, lot);
}

static void expect_stage(const pairing_round *r, int round, int total, const char *stage)
{
    ck_assert_int_eq(pairing_round_number(r), round);
    ck_assert_int_eq(pairing_round_total(r), total);
    ck_assert_ptr_nonnull(pairing_round_stage(r));
    ck_assert_str_eq(pairing_round_stage(r), stage);
}

#define NGAMES(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- §一 number of rounds ---- */

/* §一: 1.5 × the exponent of the power of two nearest the field; SPEC §5:
 * equidistant → the larger power, a half round rounds up. */
START_TEST(test_qiu_rounds_table)
{
    static const int table[][2] = {
        {4, 3},     /* 4 = 2^2 → 3 */
        {5, 3},     /* 4 (1 away) nearer than 8 (3) → 3 */
        {6, 5},     /* 4 and 8 both 2 away → 8 = 2^3 → 4.5 → 5 */
        {8, 5},     /* 2^3 → 4.5 → 5 */
        {12, 6},    /* 8 and 16 both 4 away → 16 = 2^4 → 6 */
        {16, 6},    /* 2^4 → 6 */
        {18, 6},    /* the rule's own example: 16 → 6 */
        {23, 6},    /* 16 (7) nearer than 32 (9) → 6 */
        {24, 8},    /* 16 and 32 both 8 away → 32 = 2^5 → 7.5 → 8 */
        {25, 8},    /* 32 (7) nearer than 16 (9) → 8 */
        {32, 8},    /* 2^5 → 8 */
        {48, 9},    /* 32 and 64 both 16 away → 64 = 2^6 → 9 */
        {64, 9},    /* 2^6 → 9 */
        {100, 11},  /* 128 (28) nearer than 64 (36) → 2^7 → 10.5 → 11 */
        {1000, 15}, /* 1024 → 2^10 → 15 */
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        ck_assert_msg(pairing_qiu_rounds(table[i][0]) == table[i][1],
                      "pairing_qiu_rounds(%d) = %d, expected %d", table[i][0],
                      pairing_qiu_rounds(table[i][0]), table[i][1]);
}
END_TEST

/* ---- stage 1: rounds 1 and 2 ---- */

/* §三.2.1 首轮: 1 v N/2+1 ...; §四.1 equal firsts, odd round: the smaller number
 * moves first.  8 entrants → 5 rounds (§一). */
START_TEST(test_round_one_even)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    pairing_round *r = pair_default(ev);
    expect_stage(r, 1, 5, "preliminary");
    static const char *const games[][2] = {
        {"1", "5"}, {"2", "6"}, {"3", "7"}, {"4", "8"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    expect_byes(ev, r, NULL, 0);
    expect_eliminated(ev, r, NULL, 0);
    for (int i = 1; i <= 8; i++) {
        char id[16];
        snprintf(id, sizeof id, "%d", i);
        expect_number(ev, r, id, i);
    }
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §二.1.3 / §三.2.1: an odd field: the top half has one more, number 1 has the
 * bye, 2 v N/2+1 with N = 9+1, i.e. 2-6, 3-7, 4-8, 5-9. */
START_TEST(test_round_one_odd)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 9);
    pairing_round *r = pair_default(ev);
    expect_stage(r, 1, 5, "preliminary");
    static const char *const games[][2] = {
        {"2", "6"}, {"3", "7"}, {"4", "8"}, {"5", "9"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    static const char *const byes[] = {"1"};
    expect_byes(ev, r, byes, 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* Nine players, round 1: 1 bye, 2-6 1-0, 3-7 0-1, 4-8 1-0, 5-9 0-1.
 * Scores: 1 2 4 7 9 → 2; 3 5 6 8 → 0. */
static pairing_event *nine_after_round_one(void)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 9);
    add_result(ev, 1, "1", "", "bye");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "0-1");
    add_result(ev, 1, "4", "8", "1-0");
    add_result(ev, 1, "5", "9", "0-1");
    return ev;
}

/* §二.1.3 number 2 has the bye in round 2 (even though he scored); the rest by
 * score groups, §三.2.2.1 even round: larger numbers first in a group, then
 * 同位 first half v second half:
 *   2 points [9 7 | 4 1] → 9-4, 7-1;  0 points [8 6 | 5 3] → 8-5, 6-3.
 * §四.1 colours: 9, 8, 6 have no first yet, 4, 5, 3 have one → they move
 * second; 7 v 1 both none (a bye gives no colour), even round → larger 7. */
START_TEST(test_round_two_odd_field)
{
    pairing_event *ev = nine_after_round_one();
    pairing_round *r = pair_default(ev);
    expect_stage(r, 2, 5, "preliminary");
    static const char *const games[][2] = {
        {"9", "4"}, {"7", "1"}, {"8", "5"}, {"6", "3"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    static const char *const byes[] = {"2"};
    expect_byes(ev, r, byes, 1);
    expect_eliminated(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §三.2.2 下调 in round 2.  Ten players, round 1 1-6 2-7 3-8 4-9 5-10, the top
 * half all win.  Even round, descending: 2 points [5 4 3 2 1] is odd → its
 * last player, 1, floats down and is paired first in [10 9 8 7 6] with its
 * first player he has not met: 10.  Then 5-3, 4-2 and 9-7, 8-6.
 * Colours: 5-3, 4-2 equal firsts → larger first; 10 (no first) v 1 (one);
 * 9-7, 8-6 no firsts → larger first. */
START_TEST(test_round_two_downfloat)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 10);
    add_result(ev, 1, "1", "6", "1-0");
    add_result(ev, 1, "2", "7", "1-0");
    add_result(ev, 1, "3", "8", "1-0");
    add_result(ev, 1, "4", "9", "1-0");
    add_result(ev, 1, "5", "10", "1-0");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 2, 5, "preliminary"); /* 10 → 8 → 5 rounds */
    static const char *const games[][2] = {
        {"5", "3"}, {"4", "2"}, {"10", "1"}, {"9", "7"}, {"8", "6"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    expect_byes(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §三.2.2 错位 in round 2.  Round 1: 1-5 =, 2-6 =, 3-7 1-0, 4-8 1-0.
 * 2 points [4 | 3] → 4-3.  1 point (descending) [6 5 | 2 1]: 6's same-position
 * partner 2 was met → 6 takes the next one below, 1; 5's partner 1 is taken →
 * 5-2.  0 points [8 | 7] → 8-7.
 * Colours (even round): 4-3 equal → larger 4; 6 and 5 had no first, 1 and 2 had
 * one; 8-7 none each → larger 8. */
START_TEST(test_round_two_shift)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "=");
    add_result(ev, 1, "2", "6", "=");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    pairing_round *r = pair_default(ev);
    static const char *const games[][2] = {
        {"4", "3"}, {"6", "1"}, {"5", "2"}, {"8", "7"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- elimination after round 2 (§二.1.1, §二.2.3, §三.1.2.3; SPEC §5) ---- */

/* Why the round says player `id` is out: a withdrawal or a forfeit in stage 1
 * (§三.1.2.3) before no point (§二.1.1). */
static void expect_reason(const pairing_event *ev, const pairing_round *r, const char *id,
                          int reason, const char *name)
{
    int found = 0;
    for (int i = 0; i < pairing_round_eliminated(r); i++)
        if (strcmp(id_of(ev, pairing_round_eliminated_player(r, i)), id) == 0) {
            found = 1;
            ck_assert_msg(pairing_round_eliminated_reason(r, i) == reason,
                          "%s: reason %d, expected %d", id,
                          pairing_round_eliminated_reason(r, i), reason);
        }
    ck_assert_msg(found, "%s is not eliminated", id);
    ck_assert_str_eq(pairing_elimination_name(reason), name);
}

/* Eight players.  Round 1 1-5 2-6 3-7 4-8, the top half wins.  Round 2 (as the
 * rules pair it): 4-2 1-0, 3-1 0-1, 8-6 1-0, 7-5 1-0.
 * After round 2: 1 4 → 4; 2 3 7 8 → 2; 5 6 → 0. */
static pairing_event *eight_elimination_event(void)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    add_result(ev, 2, "4", "2", "1-0");
    add_result(ev, 2, "3", "1", "0-1");
    add_result(ev, 2, "8", "6", "1-0");
    add_result(ev, 2, "7", "5", "1-0");
    return ev;
}

/* 5 and 6 have no point → out; 6 remain (even).  §二.2.3 renumbered in the old
 * order: 1 2 3 4 7 8 → #1..#6.  Round 3, odd: ascending; 4 points [1 | 4] → 1-4;
 * 2 points [2 3 | 7 8] (#2 #3 #5 #6) → 同位 2-7, 3-8.
 * Colours: 1 has 1 first, 4 has 2 → 1; 2 and 7 one each → smaller number 2;
 * 3 has 2 firsts, 8 one → 8. */
START_TEST(test_elimination_zero_points)
{
    pairing_event *ev = eight_elimination_event();
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"5", "6"};
    expect_eliminated(ev, r, out, 2);
    expect_number(ev, r, "1", 1);
    expect_number(ev, r, "2", 2);
    expect_number(ev, r, "3", 3);
    expect_number(ev, r, "4", 4);
    expect_number(ev, r, "7", 5);
    expect_number(ev, r, "8", 6);
    expect_number(ev, r, "5", 0);
    expect_number(ev, r, "6", 0);
    static const char *const games[][2] = {{"1", "4"}, {"2", "7"}, {"8", "3"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    expect_byes(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* --no-elimination: everybody stays with his first number.  Round 3 (odd):
 * [1 | 4] → 1-4; [2 3 | 7 8] → 2-7, 8-3; [5 | 6] → 5-6 (neither has moved
 * first: smaller number). */
START_TEST(test_no_elimination)
{
    pairing_event *ev = eight_elimination_event();
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.no_elimination = 1;
    pairing_round *r = pair_with(ev, &o);
    expect_stage(r, 3, 5, "main");
    expect_eliminated(ev, r, NULL, 0);
    for (int i = 1; i <= 8; i++) {
        char id[16];
        snprintf(id, sizeof id, "%d", i);
        expect_number(ev, r, id, i);
    }
    static const char *const games[][2] = {
        {"1", "4"}, {"2", "7"}, {"8", "3"}, {"5", "6"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §二.1.1 如再出现单数: an odd remainder keeps the eliminated 0-point player
 * with the best number.  Nine players; round 1: 1 bye, 2-6 3-7 4-8 5-9 the
 * top half wins.  Round 2: 2 bye, 5-3 1-0, 1-4 1-0, 9-7 1-0, 8-6 0-1.
 * Zero points: 7 and 8; the other 7 are odd → 7 is kept, 8 goes.
 * Numbers: 1..7 unchanged, 9 → #8. */
START_TEST(test_elimination_odd_keeps_best)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 9);
    add_result(ev, 1, "1", "", "bye");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    add_result(ev, 1, "5", "9", "1-0");
    add_result(ev, 2, "2", "", "bye");
    add_result(ev, 2, "5", "3", "1-0");
    add_result(ev, 2, "1", "4", "1-0");
    add_result(ev, 2, "9", "7", "1-0");
    add_result(ev, 2, "8", "6", "0-1");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"8"};
    expect_eliminated(ev, r, out, 1);
    expect_number(ev, r, "7", 7);
    expect_number(ev, r, "9", 8);
    expect_number(ev, r, "8", 0);
    ck_assert_int_eq(pairing_round_games(r), 4);
    expect_byes(ev, r, NULL, 0);
    /* the round says what the rules saw: 7 kept on no point, 8 out, 1 on 4 */
    pairing_participant seven = pairing_round_participant(r, pairing_event_find(ev, "7"));
    ck_assert_int_eq(seven.kept, 1);
    ck_assert_int_eq(seven.score, 0);
    ck_assert_int_eq(seven.presence, PAIRING_PRESENCE_PAIRED);
    pairing_participant eight = pairing_round_participant(r, pairing_event_find(ev, "8"));
    ck_assert_int_eq(eight.presence, PAIRING_PRESENCE_ELIMINATED);
    ck_assert_int_eq(eight.number, 0);
    ck_assert_int_eq(eight.kept, 0);
    pairing_participant one = pairing_round_participant(r, pairing_event_find(ev, "1"));
    ck_assert_int_eq(one.score, 8); /* a bye and a win: 2 + 2 points in half-points */
    ck_assert_int_eq(one.number, 1);
    ck_assert_int_eq(one.kept, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* The standings know who the rule put out after round 2 (§二.1.1): the pages
 * read it from them.  With the elimination turned off nobody is out. */
START_TEST(test_standings_name_the_eliminated)
{
    for (int keep_all = 0; keep_all <= 1; keep_all++) {
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
        add_result(ev, 1, "1", "5", "1-0");
        add_result(ev, 1, "2", "6", "1-0");
        add_result(ev, 1, "3", "7", "1-0");
        add_result(ev, 1, "4", "8", "1-0");
        add_result(ev, 2, "1", "2", "1-0");
        add_result(ev, 2, "3", "4", "1-0");
        add_result(ev, 2, "5", "6", "1-0");
        add_result(ev, 2, "7", "8", "1-0"); /* 6 and 8 have no point */
        pairing_swiss_options o;
        pairing_swiss_defaults(&o);
        o.no_elimination = keep_all;
        pairing_round *r = pair_with(ev, &o);
        for (int i = 0; i < pairing_round_games(r); i++) {
            pairing_game g = pairing_round_game(r, i);
            add_result(ev, 3, pairing_event_id(ev, g.first),
                       pairing_event_id(ev, g.second), "1-0");
        }
        pairing_round_free(r);
        pairing_error err = {0};
        ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
        pairing_standings *st = pairing_standings_new(ev, NULL, &err);
        ck_assert_ptr_nonnull(st);
        for (int i = 0; i < pairing_standings_count(st); i++) {
            pairing_standing row = pairing_standings_row(st, i);
            const char *id = pairing_event_id(ev, row.player);
            int out = !keep_all && (strcmp(id, "6") == 0 || strcmp(id, "8") == 0);
            ck_assert_msg(row.eliminated == (out ? 2 : 0), "%s: eliminated %d", id,
                          row.eliminated);
            ck_assert_int_eq(row.elimination, out ? PAIRING_ELIMINATION_ZERO_POINTS
                                                  : PAIRING_ELIMINATION_NONE);
        }
        pairing_standings_free(st);
        pairing_event_free(ev);
    }
}
END_TEST

/* Every bye says why, and every entrant where he stands: §三.2.1 gives an odd
 * field's round-1 bye to number 1, §二.1.3 round 2's to number 2; an entrant who
 * withdrew before the round, or asked for a half-point bye, is not paired. */
START_TEST(test_round_says_why)
{
    static const int gone[] = {
        PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE,
        PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE, 1};
    pairing_event *ev = event_with(PAIRING_SYSTEM_QIU, 8, gone);
    add_result(ev, 1, "1", "5", "1-0"); /* 8 withdraws after round 1 */
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    add_result(ev, 2, "6", "", "half-bye"); /* asked for before round 2 is paired */
    pairing_round *r = pair_default(ev);    /* round 2: 1-5, 7 in, 6 and 8 out: 6 play */
    ck_assert_int_eq(pairing_round_number(r), 2);
    ck_assert_int_eq(pairing_round_byes(r), 0);
    int p6 = pairing_event_find(ev, "6"), p8 = pairing_event_find(ev, "8");
    ck_assert_int_eq(pairing_round_participant(r, p6).presence,
                     PAIRING_PRESENCE_HALF_BYE);
    ck_assert_int_eq(pairing_round_participant(r, p8).presence,
                     PAIRING_PRESENCE_WITHDRAWN);
    ck_assert_int_eq(pairing_round_participant(r, pairing_event_find(ev, "1")).score, 4);
    ck_assert_int_eq(pairing_round_participant(r, -1).presence, PAIRING_PRESENCE_NONE);
    pairing_round_free(r);
    pairing_event_free(ev);

    ev = make_numbered_event(PAIRING_SYSTEM_QIU, 5);
    r = pair_default(ev);
    ck_assert_int_eq(pairing_round_byes(r), 1);
    ck_assert_int_eq(pairing_round_bye_reason(r, 0), PAIRING_BYE_NUMBER_ONE);
    ck_assert_int_eq(pairing_round_participant(r, pairing_round_bye(r, 0)).presence,
                     PAIRING_PRESENCE_BYE);
    ck_assert_int_eq(pairing_round_bye_reason(r, 1), PAIRING_BYE_NONE);
    pairing_round_free(r);
    add_result(ev, 1, "1", "", "bye");
    add_result(ev, 1, "2", "4", "1-0");
    add_result(ev, 1, "3", "5", "0-1");
    r = pair_default(ev);
    ck_assert_int_eq(pairing_round_bye_reason(r, 0), PAIRING_BYE_NUMBER_TWO);
    ck_assert_str_eq(pairing_event_id(ev, pairing_round_bye(r, 0)), "2");
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* The round carries what the rules computed, and the checker reads it only while
 * the event is as it was: once round 1's results are in, the same boards are
 * checked as round 2, where every one of them is a rematch. */
START_TEST(test_verify_follows_the_event)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 3;
    pairing_round *r = pair_with(ev, &o);
    pairing_error err = {0};
    pairing_report *rep = pairing_swiss_verify(ev, &o, r, 1, &err);
    ck_assert_ptr_nonnull(rep);
    ck_assert_int_eq(pairing_report_problems(rep), 0);
    pairing_report_free(rep);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        add_result(ev, 1, pairing_event_id(ev, g.first), pairing_event_id(ev, g.second),
                   "1-0");
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    rep = pairing_swiss_verify(ev, &o, r, 0, &err);
    ck_assert_ptr_nonnull(rep);
    ck_assert_int_eq(pairing_report_round(rep), 2);
    ck_assert_int_ge(pairing_report_problems(rep), 2);
    ck_assert_ptr_nonnull(strstr(pairing_report_problem(rep, 0), "already met"));
    pairing_report_free(rep);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §三.1.2.3 预赛的弃权者和退出比赛的棋手不进复赛.  Eight players, 3 withdrew
 * after round 2.  Round 1 as before (top half wins); round 2: 4-2 -+ (4 loses
 * by forfeit), 3-1 1-0, 8-6 1-0, 7-5 1-0.
 * Out: 3 (withdrew, though on 4 points), 4 (forfeited, though on 2), 5 and 6
 * (0 points).  Left: 1 2 7 8 → #1..#4.
 * Round 3 (odd): [2] (4 points) floats down into [1 7 8]: 2 met 6 and 4 → 2-1
 * (a forfeit gives no colour: 1 and 2 one first each → smaller number 1);
 * then 7-8 (one first each → #3 before #4). */
START_TEST(test_elimination_withdrawal_and_forfeit)
{
    int withdrawn[8] = {PAIRING_ACTIVE, PAIRING_ACTIVE, 2,
                        PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE,
                        PAIRING_ACTIVE, PAIRING_ACTIVE};
    pairing_event *ev = event_with(PAIRING_SYSTEM_QIU, 8, withdrawn);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    add_result(ev, 2, "4", "2", "-+");
    add_result(ev, 2, "3", "1", "1-0");
    add_result(ev, 2, "8", "6", "1-0");
    add_result(ev, 2, "7", "5", "1-0");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"3", "4", "5", "6"};
    expect_eliminated(ev, r, out, 4);
    expect_reason(ev, r, "3", PAIRING_ELIMINATION_WITHDREW, "withdrew");
    expect_reason(ev, r, "4", PAIRING_ELIMINATION_FORFEIT, "forfeit");
    expect_reason(ev, r, "5", PAIRING_ELIMINATION_ZERO_POINTS, "zero-points");
    expect_reason(ev, r, "6", PAIRING_ELIMINATION_ZERO_POINTS, "zero-points");
    ck_assert_int_eq(pairing_round_eliminated_reason(r, 4), PAIRING_ELIMINATION_NONE);
    ck_assert_str_eq(pairing_elimination_name(PAIRING_ELIMINATION_NONE), "");
    expect_number(ev, r, "1", 1);
    expect_number(ev, r, "2", 2);
    expect_number(ev, r, "7", 3);
    expect_number(ev, r, "8", 4);
    static const char *const games[][2] = {{"1", "2"}, {"7", "8"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    expect_byes(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* Withdrawal after round 1 and a double forfeit.  Eight players, 8 withdrew
 * after round 1 (having beaten 4).  Round 2 (7 players: 2 has the bye):
 * 3-1 1-0, 7-5 =, 6-4 --.
 * Out: 8 (withdrew in stage 1), 4 and 6 (forfeited; 0 points).  Left 1 2 3 5 7:
 * odd, but the only 0-point players forfeited, and §三.1.2.3 keeps forfeiters
 * out of stage 2, so nobody comes back: #1 #2 #3 #4 #5.
 * Round 3 (odd): [2 3] → 2-3 (2 has one first, 3 two); [1] floats into [5 7]:
 * 1 met 5 → 1-7 (one first each → smaller number); 5 is left at the bottom
 * and has the bye (his first). */
START_TEST(test_elimination_forfeiters_not_kept)
{
    int withdrawn[8] = {PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE,
                        PAIRING_ACTIVE, PAIRING_ACTIVE, PAIRING_ACTIVE, 1};
    pairing_event *ev = event_with(PAIRING_SYSTEM_QIU, 8, withdrawn);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "0-1");
    add_result(ev, 2, "2", "", "bye");
    add_result(ev, 2, "3", "1", "1-0");
    add_result(ev, 2, "7", "5", "=");
    add_result(ev, 2, "6", "4", "--");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"4", "6", "8"};
    expect_eliminated(ev, r, out, 3);
    /* 6 forfeited and has no point: the forfeit is the reason (§三.1.2.3) */
    expect_reason(ev, r, "4", PAIRING_ELIMINATION_FORFEIT, "forfeit");
    expect_reason(ev, r, "6", PAIRING_ELIMINATION_FORFEIT, "forfeit");
    expect_reason(ev, r, "8", PAIRING_ELIMINATION_WITHDREW, "withdrew");
    expect_number(ev, r, "1", 1);
    expect_number(ev, r, "2", 2);
    expect_number(ev, r, "3", 3);
    expect_number(ev, r, "5", 4);
    expect_number(ev, r, "7", 5);
    static const char *const games[][2] = {{"2", "3"}, {"1", "7"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    static const char *const byes[] = {"5"};
    expect_byes(ev, r, byes, 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- stage 2: rounds 3 .. R-1 (§三.2.2) ---- */

/* Eight players.  Round 1: 1-5 1-0, 2-6 1-0, 3-7 0-1, 4-8 0-1.
 * Round 2 (descending): [8 7 | 2 1] → 8-2, 7-1; [6 5 | 4 3] → 6-4, 5-3; all
 * won by the first player.  After round 2: 7 8 → 4; 1 2 5 6 → 2; 3 4 → 0
 * (out).  Numbers: 1 2 5 6 7 8 → #1..#6. */
static pairing_event *eight_shift_event(void)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "0-1");
    add_result(ev, 1, "4", "8", "0-1");
    add_result(ev, 2, "8", "2", "1-0");
    add_result(ev, 2, "7", "1", "1-0");
    add_result(ev, 2, "6", "4", "1-0");
    add_result(ev, 2, "5", "3", "1-0");
    return ev;
}

/* §三.2.2 同位/错位 in round 3.  [7 | 8] → 7-8.  [1 2 | 5 6] (#1 #2 #3 #4): 1's
 * same-position partner 5 was met in round 1 → 1 takes the next one below, 6;
 * 2's partner 6 is taken → 2-5.  Everybody has moved first once → odd round,
 * the smaller number first. */
START_TEST(test_stage_two_shift)
{
    pairing_event *ev = eight_shift_event();
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"3", "4"};
    expect_eliminated(ev, r, out, 2);
    expect_number(ev, r, "5", 3);
    expect_number(ev, r, "6", 4);
    expect_number(ev, r, "7", 5);
    expect_number(ev, r, "8", 6);
    static const char *const games[][2] = {{"7", "8"}, {"1", "6"}, {"2", "5"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §三.2.2.1 even round in stage 2: larger numbers first; 下调.  Round 3 of the
 * event above: 7-8 1-0, 1-6 0-1, 2-5 0-1.  After round 3: 7 → 6; 5 6 8 → 4;
 * 1 2 → 2.  Round 4 (descending by #: 8 #6, 6 #4, 5 #3):
 * [7] floats down; the first of [8 6 5] he has not met is 6 (he met 8) → 7-6;
 * then [8 | 5] → 8-5 and [2 | 1] → 2-1.
 * Colours: 7 has 2 firsts, 6 one → 6; 8 and 5 one each → even round, larger
 * number 8 (#6); 2 and 1 two each → 2. */
/* §三.2.2 错位 + 拆对: keep first half against second half.  Ten players, no
 * elimination; 1..6 drew both rounds around a six-cycle (1-4 2-5 3-6, then 1-2
 * 3-4 5-6), 7 and 8 won both, 9 and 10 lost both.  Round 3, the 2-point group
 * [1 2 3 | 4 5 6] (odd round, ascending): 1 met 4, so 1 shifts down to 5; 2 met
 * 5, 6 is next; 3 is left with 4, met: stuck.  拆对: undo 2-6 — 2 has nothing
 * further down — then 1-5, and 1 takes 6; 2, whose 5 is met and 6 taken, takes
 * 4; 3 takes 5.  Every pair stays first half v second half: 1-6 2-4 3-5 (pairing
 * 2-3 and 4-6 would put two of one half together while the halves can still
 * be paired across).  7-8 and 9-10 by same position. */
START_TEST(test_stage_two_repair_keeps_halves)
{
    pairing_event *ev = event_with(PAIRING_SYSTEM_QIU, 10, NULL);
    add_result(ev, 1, "1", "4", "=");
    add_result(ev, 1, "2", "5", "=");
    add_result(ev, 1, "3", "6", "=");
    add_result(ev, 1, "7", "9", "1-0");
    add_result(ev, 1, "8", "10", "1-0");
    add_result(ev, 2, "1", "2", "=");
    add_result(ev, 2, "3", "4", "=");
    add_result(ev, 2, "5", "6", "=");
    add_result(ev, 2, "7", "10", "1-0");
    add_result(ev, 2, "8", "9", "1-0");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.no_elimination = 1;
    pairing_round *r = pair_with(ev, &o);
    static const char *const games[][2] = {
        {"7", "8"}, {"1", "6"}, {"2", "4"}, {"3", "5"}, {"9", "10"}};
    expect_games(ev, r, games, NGAMES(games), 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_stage_two_even_round)
{
    pairing_event *ev = eight_shift_event();
    add_result(ev, 3, "7", "8", "1-0");
    add_result(ev, 3, "1", "6", "0-1");
    add_result(ev, 3, "2", "5", "0-1");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 4, 5, "main");
    expect_number(ev, r, "5", 3);
    expect_number(ev, r, "8", 6);
    static const char *const games[][2] = {{"6", "7"}, {"8", "5"}, {"2", "1"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    expect_byes(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* §三.2.2 下调 in round 3, twice in a row.  Eight players.  Round 1: 1-5 1-0,
 * 2-6 0-1, 3-7 1-0, 4-8 0-1.  Round 2: [8 6 | 3 1] → 8-3 1-0, 6-1 =;
 * [7 5 | 4 2] → 7-4 1-0, 5-2 0-1.  After round 2: 8 → 4; 1 6 → 3; 2 3 7 → 2;
 * 4 5 → 0 (out).  Numbers: 1 2 3 6 7 8 → #1..#6.
 * Round 3 (ascending): [8] floats into [1 6]: 1 first, not met → 8-1.  6 is
 * left alone and floats into [2 3 7]: he met 2 → 6-3.  Then 2-7.
 * Everybody has one first → smaller number first. */
START_TEST(test_stage_two_downfloat)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "0-1");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "0-1");
    add_result(ev, 2, "8", "3", "1-0");
    add_result(ev, 2, "6", "1", "=");
    add_result(ev, 2, "7", "4", "1-0");
    add_result(ev, 2, "5", "2", "0-1");
    pairing_round *r = pair_default(ev);
    expect_stage(r, 3, 5, "main");
    static const char *const out[] = {"4", "5"};
    expect_eliminated(ev, r, out, 2);
    expect_number(ev, r, "6", 4);
    expect_number(ev, r, "7", 5);
    expect_number(ev, r, "8", 6);
    static const char *const games[][2] = {{"1", "8"}, {"3", "6"}, {"2", "7"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- the final (§二.3, §四.2, §五.3.1) ---- */

/* Six players, 4 rounds (rounds overridden), so round 4 is the final.
 * R1 1-4 1-0, 2-5 1-0, 3-6 0-1.  R2 (descending): [6 2 1] odd → 1 floats:
 * 6-2 0-1, then 1 into [5 4 3]: 5-1 0-1, 4-3 =.  After R2: 1 2 → 4, 6 → 2,
 * 3 4 → 1, 5 → 0 (kept: the rest is odd).  R3: 1-2 1-0; [6] floats into
 * [3 4] (met 3) → 4-6 =; 3 floats to [5] → 3-5 =.
 * After R3: 1 6, 2 4, 6 3, 3 2, 4 2, 5 1.
 * 小分 (opponents' scores from round 3): 4 → 6's 3, 3 → 5's 1, so 4 ranks
 * above 3 (their progressive scores 0+1+2 are equal, and 3 has the smaller
 * number: only 小分 separates them).  Ranking 1 2 6 4 3 5 →
 * final 1-2 (a rematch, allowed), 6-4, 3-5; colours by lot. */
START_TEST(test_final_by_opponent_score)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 6);
    add_result(ev, 1, "1", "4", "1-0");
    add_result(ev, 1, "2", "5", "1-0");
    add_result(ev, 1, "3", "6", "0-1");
    add_result(ev, 2, "6", "2", "0-1");
    add_result(ev, 2, "5", "1", "0-1");
    add_result(ev, 2, "4", "3", "=");
    add_result(ev, 3, "1", "2", "1-0");
    add_result(ev, 3, "4", "6", "=");
    add_result(ev, 3, "3", "5", "=");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 4;
    pairing_round *r = pair_with(ev, &o);
    expect_stage(r, 4, 4, "final");
    static const char *const games[][2] = {{"1", "2"}, {"6", "4"}, {"3", "5"}};
    expect_games(ev, r, games, NGAMES(games), 0);
    expect_byes(ev, r, NULL, 0);
    expect_colour_lot(r, 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* Six players, 4 rounds.  R1 1-4 1-0, 2-5 =, 3-6 =.  R2 (descending): [1]
 * floats into [6 5 3 2] → 6-1 0-1; [5 3 2] odd → 2 floats to [4]: 5-3 1-0,
 * 4-2 =.  After R2: 1 4, 5 3, 2 2, 3 6 4 1.  R3: 1 floats to [5] → 1-5 1-0;
 * 2 floats to [3 4 6] → 2-3 1-0; 4-6 =.  After R3: 1 6, 2 4, 5 3, 6 2, 4 2,
 * 3 1.  6 and 4 tie on 2 points and on 小分 (each other's 2); progressive
 * score: 6 1+1+2 = 4, 4 0+1+2 = 3 → 6 ranks above 4 (against number order).
 * Ranking 1 2 5 6 4 3 → final 1-2, 5-6, 4-3. */
START_TEST(test_final_by_progressive_score)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 6);
    add_result(ev, 1, "1", "4", "1-0");
    add_result(ev, 1, "2", "5", "=");
    add_result(ev, 1, "3", "6", "=");
    add_result(ev, 2, "6", "1", "0-1");
    add_result(ev, 2, "5", "3", "1-0");
    add_result(ev, 2, "4", "2", "=");
    add_result(ev, 3, "1", "5", "1-0");
    add_result(ev, 3, "2", "3", "1-0");
    add_result(ev, 3, "4", "6", "=");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 4;
    pairing_round *r = pair_with(ev, &o);
    expect_stage(r, 4, 4, "final");
    static const char *const games[][2] = {{"1", "2"}, {"5", "6"}, {"4", "3"}};
    expect_games(ev, r, games, NGAMES(games), 0);
    expect_colour_lot(r, 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- plain Swiss (2014 regulations; SPEC §5 end) ---- */

/* Round 1: top half v bottom half. */
START_TEST(test_swiss_round_one_even)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 8);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 3;
    pairing_round *r = pair_with(ev, &o);
    ck_assert_int_eq(pairing_round_number(r), 1);
    ck_assert_int_eq(pairing_round_total(r), 3);
    static const char *const games[][2] = {
        {"1", "5"}, {"2", "6"}, {"3", "7"}, {"4", "8"}};
    expect_games(ev, r, games, NGAMES(games), 0);
    expect_byes(ev, r, NULL, 0);
    expect_eliminated(ev, r, NULL, 0);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* An odd field: the bye goes to the lowest placed (7), the other six top half
 * v bottom half. */
START_TEST(test_swiss_round_one_odd)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 7);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 3;
    pairing_round *r = pair_with(ev, &o);
    static const char *const games[][2] = {{"1", "4"}, {"2", "5"}, {"3", "6"}};
    expect_games(ev, r, games, NGAMES(games), 0);
    static const char *const byes[] = {"7"};
    expect_byes(ev, r, byes, 1);
    ck_assert_int_eq(pairing_round_bye_reason(r, 0), PAIRING_BYE_LOWEST);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* No second bye while another could take it.  Five players, byes worth
 * nothing.  R1: 5 bye, 1-3 1-0, 2-4 =.  Scores: 1 1, 2 ½, 4 ½, 3 0, 5 0.
 * The lowest placed are 3 and 5 (0), but 5 has had the bye → 3 has it. */
START_TEST(test_swiss_no_second_bye)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 5);
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_set_bye_points(ev, 0, &err), PAIRING_OK);
    add_result(ev, 1, "5", "", "bye");
    add_result(ev, 1, "1", "3", "1-0");
    add_result(ev, 1, "2", "4", "=");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 4;
    pairing_round *r = pair_with(ev, &o);
    ck_assert_int_eq(pairing_round_number(r), 2);
    static const char *const byes[] = {"3"};
    expect_byes(ev, r, byes, 1);
    ck_assert_int_eq(pairing_round_games(r), 2);
    for (int i = 0; i < 2; i++) {
        pairing_game g = pairing_round_game(r, i);
        const char *a = id_of(ev, g.first), *b = id_of(ev, g.second);
        ck_assert_msg(strcmp(a, "3") && strcmp(b, "3"), "3 has the bye and a game");
        ck_assert_int_eq(g.rematch, 0);
        /* no rematch of round 1 */
        ck_assert_msg(!((!strcmp(a, "2") && !strcmp(b, "4")) ||
                        (!strcmp(a, "4") && !strcmp(b, "2"))),
                      "2 and 4 met in round 1");
    }
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* A round past the last is an error; a plain Swiss needs its rounds. */
START_TEST(test_swiss_round_limits)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    o.rounds = 0;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_int_eq(err.hint, PAIRING_HINT_ROUNDS);

    add_result(ev, 1, "1", "3", "1-0");
    add_result(ev, 1, "2", "4", "0-1");
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    o.rounds = 1;
    memset(&err, 0, sizeof err);
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_ne(err.code, PAIRING_OK);
    ck_assert_msg(err.text[0] != '\0', "the error says why");
    pairing_event_free(ev);
}
END_TEST

/* ---- errors ---- */

/* SPEC §2: every game of the rounds given needs a result; the error names it. */
START_TEST(test_error_pending_game)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "0-1");
    pairing_result pending = {0};
    pending.round = 1;
    pending.first = "3";
    pending.second = "7";
    pending.outcome = PAIRING_PENDING;
    pending.line = 17;
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_add_result(ev, &pending, &err), PAIRING_OK);
    add_result(ev, 1, "4", "8", "=");
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
    memset(&err, 0, sizeof err);
    ck_assert_ptr_null(pairing_swiss_pair(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 17);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    pairing_event_free(ev);
}
END_TEST

/* SPEC §5: the Qiu system needs at least 4 entrants. */
/* Checking asks for a Qiu or Swiss event before anything else, results or not. */
START_TEST(test_error_check_other_system)
{
    pairing_error err;
    pairing_event *ev = event_with(PAIRING_SYSTEM_KNOCKOUT, 4, NULL);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    ck_assert_ptr_null(pairing_swiss_check(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_str_eq(err.text, "a Swiss round needs a qiu or swiss event");
    ck_assert_ptr_null(pairing_swiss_verify(NULL, &o, NULL, 1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_error_qiu_three)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 3);
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_swiss_pair(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    pairing_event_free(ev);
}
END_TEST

/* Four players, 5 rounds, no elimination.  R1 1-3 1-0, 2-4 1-0; R2 [2 | 1]
 * 2-1 1-0, [4 | 3] 4-3 1-0.  Round 3: 2 (4 points) has met 1 and 4, so the only
 * pairing without a rematch (§三.1.1) is 2-3 (3 has fewer firsts) and 1-4
 * (one first each → smaller number).  After 2-3 and 1-4 everybody has met
 * everybody: round 4 (not the final) has no legal pairing; allowing rematches
 * gives two boards, both rematches. */
START_TEST(test_no_pairing_then_rematches)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 4);
    add_result(ev, 1, "1", "3", "1-0");
    add_result(ev, 1, "2", "4", "1-0");
    add_result(ev, 2, "2", "1", "1-0");
    add_result(ev, 2, "4", "3", "1-0");
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 5;
    o.no_elimination = 1;
    pairing_round *r = pair_with(ev, &o);
    expect_stage(r, 3, 5, "main");
    static const char *const games[][2] = {{"3", "2"}, {"1", "4"}};
    expect_games(ev, r, games, NGAMES(games), 1);
    for (int i = 0; i < pairing_round_games(r); i++)
        ck_assert_int_eq(pairing_round_game(r, i).rematch, 0);
    pairing_round_free(r);

    add_result(ev, 3, "3", "2", "0-1");
    add_result(ev, 3, "1", "4", "=");
    pairing_error err = {0};
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_NO_PAIRING);
    ck_assert_int_eq(err.hint,
                     PAIRING_HINT_ALLOW_REMATCHES); /* the caller names its option */
    ck_assert_ptr_null(strstr(err.text, "allow_rematches"));

    o.allow_rematches = 1;
    r = pair_with(ev, &o);
    ck_assert_int_eq(pairing_round_games(r), 2);
    expect_byes(ev, r, NULL, 0);
    int seen[4] = {0};
    for (int i = 0; i < 2; i++) {
        pairing_game g = pairing_round_game(r, i);
        ck_assert_int_eq(g.rematch, 1);
        seen[number_of(ev, g.first) - 1]++;
        seen[number_of(ev, g.second) - 1]++;
    }
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(seen[i], 1);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

Suite *qiu_rules_suite(void)
{
    Suite *s = suite_create("qiu_rules");
    TCase *tc = tcase_create("stage1");
    tcase_add_test(tc, test_qiu_rounds_table);
    tcase_add_test(tc, test_round_one_even);
    tcase_add_test(tc, test_round_one_odd);
    tcase_add_test(tc, test_round_two_odd_field);
    tcase_add_test(tc, test_round_two_downfloat);
    tcase_add_test(tc, test_round_two_shift);
    suite_add_tcase(s, tc);

    tc = tcase_create("elimination");
    tcase_add_test(tc, test_elimination_zero_points);
    tcase_add_test(tc, test_no_elimination);
    tcase_add_test(tc, test_elimination_odd_keeps_best);
    tcase_add_test(tc, test_round_says_why);
    tcase_add_test(tc, test_standings_name_the_eliminated);
    tcase_add_test(tc, test_verify_follows_the_event);
    tcase_add_test(tc, test_elimination_withdrawal_and_forfeit);
    tcase_add_test(tc, test_elimination_forfeiters_not_kept);
    suite_add_tcase(s, tc);

    tc = tcase_create("stage2");
    tcase_add_test(tc, test_stage_two_shift);
    tcase_add_test(tc, test_stage_two_repair_keeps_halves);
    tcase_add_test(tc, test_stage_two_even_round);
    tcase_add_test(tc, test_stage_two_downfloat);
    suite_add_tcase(s, tc);

    tc = tcase_create("final");
    tcase_add_test(tc, test_final_by_opponent_score);
    tcase_add_test(tc, test_final_by_progressive_score);
    suite_add_tcase(s, tc);

    tc = tcase_create("swiss");
    tcase_add_test(tc, test_swiss_round_one_even);
    tcase_add_test(tc, test_swiss_round_one_odd);
    tcase_add_test(tc, test_swiss_no_second_bye);
    tcase_add_test(tc, test_swiss_round_limits);
    suite_add_tcase(s, tc);

    tc = tcase_create("errors");
    tcase_add_test(tc, test_error_pending_game);
    tcase_add_test(tc, test_error_qiu_three);
    tcase_add_test(tc, test_error_check_other_system);
    tcase_add_test(tc, test_no_pairing_then_rematches);
    suite_add_tcase(s, tc);
    return s;
}
