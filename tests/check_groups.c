/*
 * check_groups.c - an event split into groups (分组, SPEC §11): the snake worked
 * by hand for 2, 3 and 4 groups, the lot's bands, club separation, the errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

/* Entrants "1".."n" by rank, each with the club clubs[i] (NULL: none). */
static pairing_event *club_event(int n, const char *const *clubs)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    ck_assert_ptr_nonnull(ev);
    for (int i = 0; i < n; i++) {
        char id[16];
        snprintf(id, sizeof id, "%d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = id;
        e.rank = i + 1;
        e.club = clubs ? clubs[i] : NULL;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

static void split(const pairing_event *ev, int groups, int lots, uint64_t seed, int clubs,
                  int *group_of)
{
    pairing_groups_options o;
    pairing_groups_defaults(&o);
    o.groups = groups;
    o.draw_lots = lots;
    o.lot_seed = seed;
    o.separate_clubs = clubs;
    pairing_error err;
    int rc = pairing_groups_split(ev, &o, group_of, &err);
    ck_assert_msg(rc == PAIRING_OK, "%s", err.text);
}

/* The groups by number, as letters: "ABBAABBAAB". */
static void expect_letters(const pairing_event *ev, const int *group_of,
                           const char *letters)
{
    int n = pairing_event_entrants(ev);
    ck_assert_int_eq((int)strlen(letters), n);
    for (int number = 1; number <= n; number++) {
        int got = group_of[pairing_event_player_at(ev, number)];
        ck_assert_msg(got == letters[number - 1] - 'A', "number %d in group %c, not %c",
                      number, 'A' + got, letters[number - 1]);
    }
}

/* SPEC §11: two groups, 1 A, 2 B, 3 B, 4 A, 5 A, 6 B ... */
START_TEST(test_snake_two)
{
    pairing_event *ev = club_event(10, NULL);
    int g[10];
    split(ev, 2, 0, 0, 0, g);
    expect_letters(ev, g, "ABBAABBAAB");
    pairing_event_free(ev);
}
END_TEST

/* Three groups: (1,2,3) A B C, (4,5,6) C B A, (7,8,9) A B C, (10) C: the last
 * band, short, goes on in its own band's direction. */
START_TEST(test_snake_three)
{
    pairing_event *ev = club_event(10, NULL);
    int g[10];
    split(ev, 3, 0, 0, 0, g);
    expect_letters(ev, g, "ABCCBAABCC");
    pairing_event_free(ev);
}
END_TEST

/* Four groups over 11: (1-4) A B C D, (5-8) D C B A, (9-11) A B C. */
START_TEST(test_snake_four)
{
    pairing_event *ev = club_event(11, NULL);
    int g[11];
    split(ev, 4, 0, 0, 0, g);
    expect_letters(ev, g, "ABCDDCBAABC");
    pairing_event_free(ev);
}
END_TEST

/* group_of is by entrant index, the snake by number: ranks falling in file
 * order make the last entrant number 1. */
START_TEST(test_snake_by_number_not_file_order)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    static const char *ids[6] = {"f", "e", "d", "c", "b", "a"};
    for (int i = 0; i < 6; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = ids[i];
        e.rank = 6 - i;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    int g[6];
    split(ev, 2, 0, 0, 0, g);
    /* "a" (entrant 5) is number 1: A; "f" (entrant 0) number 6: B */
    const int want[6] = {1, 0, 0, 1, 1, 0}; /* f e d c b a: 6B 5A 4A 3B 2B 1A */
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(g[i], want[i]);
    pairing_event_free(ev);
}
END_TEST

/* The lot: the same seed the same split; each band's players spread one to a
 * group, over the very groups the snake gives the band; and some seed differs
 * from the snake. */
START_TEST(test_lots_bands)
{
    int differs = 0;
    for (int n = 2; n <= 23; n++)
        for (int groups = 2; groups <= n && groups <= 7; groups++)
            for (uint64_t seed = 0; seed < 12; seed++) {
                pairing_event *ev = club_event(n, NULL);
                int a[23], b[23], snake[23];
                split(ev, groups, 1, seed, 0, a);
                split(ev, groups, 1, seed, 0, b);
                split(ev, groups, 0, 0, 0, snake);
                for (int i = 0; i < n; i++)
                    EXPECT_EQ(a[i], b[i]);
                for (int first = 1; first <= n; first += groups) {
                    int used[7] = {0}, want[7] = {0};
                    for (int k = first; k < first + groups && k <= n; k++) {
                        int p = pairing_event_player_at(ev, k);
                        used[a[p]]++;
                        want[snake[p]]++;
                        differs += a[p] != snake[p];
                    }
                    for (int x = 0; x < groups; x++)
                        EXPECT_EQ(used[x], want[x]);
                }
                pairing_event_free(ev);
            }
    ck_assert_int_gt(differs, 0);
}
END_TEST

/* The snake puts 1 and 4, club-mates, in A: 3 and 4 swap (same band). */
START_TEST(test_clubs_swap)
{
    const char *clubs[4] = {"X", "Y", "Z", "X"};
    pairing_event *ev = club_event(4, clubs);
    int g[4];
    split(ev, 2, 0, 0, 0, g);
    expect_letters(ev, g, "ABBA");
    split(ev, 2, 0, 0, 1, g);
    expect_letters(ev, g, "ABAB");
    pairing_event_free(ev);
}
END_TEST

/* 3 and 4 are both of 1's club X: whichever goes to A makes a pair, so the
 * minimum is 1 pair, which the snake has already: it stands (no move). */
START_TEST(test_clubs_impossible_keeps_snake)
{
    const char *clubs[6] = {"X", "Y", "X", "X", "Z", "W"};
    pairing_event *ev = club_event(6, clubs);
    int g[6];
    split(ev, 2, 0, 0, 1, g);
    expect_letters(ev, g, "ABBAAB");
    pairing_event_free(ev);
}
END_TEST

/* Three groups: 4 (club Z, as 3) must leave C.  Swapping with 5 or with 6
 * both move two players; the stronger stays, so 4 and 6 swap. */
START_TEST(test_clubs_weaker_moves)
{
    const char *clubs[6] = {"X", "Y", "Z", "Z", NULL, ""};
    pairing_event *ev = club_event(6, clubs);
    int g[6];
    split(ev, 3, 0, 0, 1, g);
    expect_letters(ev, g, "ABCABC");
    pairing_event_free(ev);
}
END_TEST

/* An empty club is no club: players without one are never club-mates. */
START_TEST(test_clubs_empty_is_none)
{
    const char *clubs[4] = {"", "Y", "Z", NULL};
    pairing_event *ev = club_event(4, clubs);
    int g[4];
    split(ev, 2, 0, 0, 1, g);
    expect_letters(ev, g, "ABBA");
    pairing_event_free(ev);
}
END_TEST

/* Separation after a lot: still one player of a band a group, and never more
 * club-mate pairs than the lot alone gave. */
static int club_pairs(const pairing_event *ev, const int *g, const char *const *clubs)
{
    int n = pairing_event_entrants(ev), pairs = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            pairs += g[i] == g[j] && clubs[i] && clubs[j] && !strcmp(clubs[i], clubs[j]);
    return pairs;
}

START_TEST(test_clubs_after_lots_no_worse)
{
    static const char *names[3] = {"P", "Q", "R"};
    for (uint64_t seed = 0; seed < 40; seed++) {
        const char *clubs[14];
        for (int i = 0; i < 14; i++)
            clubs[i] = names[(i * 7 + (int)seed) % 3];
        pairing_event *ev = club_event(14, clubs);
        int lot[14], sep[14];
        split(ev, 3, 1, seed, 0, lot);
        split(ev, 3, 1, seed, 1, sep);
        EXPECT_LE(club_pairs(ev, sep, clubs), club_pairs(ev, lot, clubs));
        for (int first = 1; first <= 14; first += 3) {
            int used[3] = {0}, want[3] = {0};
            for (int k = first; k < first + 3 && k <= 14; k++) {
                int p = pairing_event_player_at(ev, k);
                used[sep[p]]++;
                want[lot[p]]++;
            }
            for (int x = 0; x < 3; x++)
                EXPECT_EQ(used[x], want[x]);
        }
        pairing_event_free(ev);
    }
}
END_TEST

START_TEST(test_errors)
{
    pairing_event *ev = club_event(4, NULL);
    pairing_groups_options o;
    pairing_groups_defaults(&o);
    pairing_error err;
    int g[4];
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, &err), PAIRING_ERR_INVALID);
    o.groups = 1;
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, &err), PAIRING_ERR_INVALID);
    o.groups = 27;
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, &err), PAIRING_ERR_LIMIT);
    o.groups = 5;
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_ENTRANTS);
    ck_assert_str_eq(err.text, "5 groups for 4 entrants: every group needs a player");
    o.groups = 4;
    ck_assert_int_eq(pairing_groups_split(ev, &o, NULL, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, NULL), PAIRING_OK);
    expect_letters(ev, g, "ABCD");
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = "5";
    e.name = "5";
    e.rank = 5;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_groups_split(ev, &o, g, &err), PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

Suite *groups_suite(void)
{
    Suite *s = suite_create("groups");
    TCase *tc = tcase_create("split");
    tcase_add_test(tc, test_snake_two);
    tcase_add_test(tc, test_snake_three);
    tcase_add_test(tc, test_snake_four);
    tcase_add_test(tc, test_snake_by_number_not_file_order);
    tcase_add_test(tc, test_lots_bands);
    tcase_add_test(tc, test_clubs_swap);
    tcase_add_test(tc, test_clubs_impossible_keeps_snake);
    tcase_add_test(tc, test_clubs_weaker_moves);
    tcase_add_test(tc, test_clubs_empty_is_none);
    tcase_add_test(tc, test_clubs_after_lots_no_worse);
    tcase_add_test(tc, test_errors);
    suite_add_tcase(s, tc);
    return s;
}
