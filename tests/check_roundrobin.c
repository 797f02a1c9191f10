/*
 * check_roundrobin.c - Berger schedules (Appendix 2; SPEC §3).  The tables in
 * data/berger.txt are transcribed from the rules and FIDE's Annex, not
 * computed, so every board, colour and board order is checked independently.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

#define MAX_TABLE 16

/* table[n][r][b] = {first, second}, from data/berger.txt */
static int table[MAX_TABLE + 1][MAX_TABLE][MAX_TABLE / 2 + 1][2];
static int table_rows;

static void load_tables(void)
{
    FILE *f = fopen("data/berger.txt", "r");
    ck_assert_msg(f != NULL, "tests/data/berger.txt is missing");
    char line[512];
    table_rows = 0;
    while (fgets(line, sizeof line, f)) {
        int n, r, used;
        if (line[0] == '#' || sscanf(line, "%d %d:%n", &n, &r, &used) != 2)
            continue;
        ck_assert(n % 2 == 0 && n <= MAX_TABLE && r >= 1 && r < n);
        char *p = line + used;
        for (int b = 1; b <= n / 2; b++) {
            int first, second, len;
            ck_assert_int_eq(sscanf(p, " %d-%d%n", &first, &second, &len), 2);
            table[n][r][b][0] = first;
            table[n][r][b][1] = second;
            p += len;
        }
        table_rows++;
    }
    fclose(f);
}

static pairing_schedule *schedule_for(pairing_event *ev, int cycles)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_schedule *s = pairing_roundrobin_new(ev, cycles, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    return s;
}

/* Every round of every printed table, board by board (even fields 4..16). */
START_TEST(test_tables_even)
{
    load_tables();
    ck_assert_int_eq(table_rows, 3 + 5 + 7 + 9 + 11 + 13 + 15);
    for (int n = 4; n <= MAX_TABLE; n += 2) {
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, n);
        pairing_schedule *s = schedule_for(ev, 1);
        ck_assert_int_eq(pairing_schedule_rounds(s), n - 1);
        for (int r = 1; r < n; r++) {
            const pairing_round *round = pairing_schedule_round(s, r);
            ck_assert_int_eq(pairing_round_games(round), n / 2);
            ck_assert_int_eq(pairing_round_byes(round), 0);
            for (int b = 1; b <= n / 2; b++) {
                pairing_game g = pairing_round_game(round, b - 1);
                ck_assert_int_eq(g.board, b);
                ck_assert_msg(number_of(ev, g.first) == table[n][r][b][0] &&
                                  number_of(ev, g.second) == table[n][r][b][1],
                              "n=%d round %d board %d: got %d-%d, table %d-%d", n, r, b,
                              number_of(ev, g.first), number_of(ev, g.second),
                              table[n][r][b][0], table[n][r][b][1]);
            }
        }
        pairing_schedule_free(s);
        pairing_event_free(ev);
    }
}
END_TEST

/* Odd fields 3..15 use the next table; the top player's opponent has the bye and the
 * other boards keep their order, numbered from 1. */
START_TEST(test_tables_odd)
{
    load_tables();
    for (int n = 3; n < MAX_TABLE; n += 2) {
        pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, n);
        pairing_schedule *s = schedule_for(ev, 1);
        ck_assert_int_eq(pairing_schedule_rounds(s), n);
        for (int r = 1; r <= n; r++) {
            const pairing_round *round = pairing_schedule_round(s, r);
            ck_assert_int_eq(pairing_round_byes(round), 1);
            ck_assert_int_eq(pairing_round_games(round), (n - 1) / 2);
            int at = 0;
            for (int b = 1; b <= (n + 1) / 2; b++) {
                int first = table[n + 1][r][b][0], second = table[n + 1][r][b][1];
                if (first == n + 1 || second == n + 1) {
                    int bye = first == n + 1 ? second : first;
                    ck_assert_int_eq(number_of(ev, pairing_round_bye(round, 0)), bye);
                    ck_assert_int_eq(pairing_round_bye_reason(round, 0),
                                     PAIRING_BYE_SCHEDULE);
                    continue;
                }
                pairing_game g = pairing_round_game(round, at++);
                ck_assert_int_eq(g.board, at);
                ck_assert_int_eq(number_of(ev, g.first), first);
                ck_assert_int_eq(number_of(ev, g.second), second);
            }
        }
        pairing_schedule_free(s);
        pairing_event_free(ev);
    }
}
END_TEST

/* Properties of a whole schedule: each round pairs everyone once, each pair meets
 * once per cycle, colours balanced, and never three of one colour in a row. */
static void check_schedule_properties(int n, int cycles)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, n);
    pairing_schedule *s = schedule_for(ev, cycles);
    int rounds = pairing_schedule_rounds(s);
    int table_n = n % 2 ? n + 1 : n;
    EXPECT_EQ(rounds, (table_n - 1) * cycles);
    unsigned char *met = calloc((size_t)n * n, 1);
    unsigned char *first_in = calloc((size_t)n * n, 1);
    int *firsts = calloc((size_t)n, sizeof *firsts);
    int *streak = calloc((size_t)n, sizeof *streak);
    int *last = calloc((size_t)n, sizeof *last);
    int *seen = calloc((size_t)n, sizeof *seen);
    EXPECT_TRUE(met && first_in && firsts && streak && last && seen);
    for (int r = 1; r <= rounds; r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        EXPECT_EQ(pairing_round_number(round), r);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            EXPECT_EQ(g.board, i + 1);
            int a = g.first, b = g.second, colour[2] = {1, -1}, who[2] = {a, b};
            EXPECT_TRUE(seen[a] != r && seen[b] != r && a != b);
            seen[a] = seen[b] = r;
            met[a * n + b]++;
            met[b * n + a]++;
            first_in[a * n + b]++;
            firsts[a]++;
            for (int k = 0; k < 2; k++) {
                int p = who[k];
                streak[p] = last[p] == colour[k] ? streak[p] + 1 : 1;
                last[p] = colour[k];
                EXPECT(streak[p] <= 2,
                       "n=%d cycles=%d: player %d has three %s in a row by round %d", n,
                       cycles, p + 1, k ? "seconds" : "firsts", r);
            }
        }
        for (int i = 0; i < pairing_round_byes(round); i++) {
            int p = pairing_round_bye(round, i);
            EXPECT_TRUE(seen[p] != r);
            seen[p] = r;
        }
        for (int p = 0; p < n; p++)
            EXPECT_EQ(seen[p], r);
    }
    for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
            if (a == b)
                continue;
            EXPECT_EQ(met[a * n + b], cycles);
            if (cycles == 2) /* one game with each colour */
                EXPECT_EQ(first_in[a * n + b], 1);
        }
        int games = (n - 1) * cycles;
        EXPECT(abs(2 * firsts[a] - games) <= 1 * cycles,
               "n=%d: player %d moves first %d times in %d games", n, a + 1, firsts[a],
               games);
    }
    free(met);
    free(first_in);
    free(firsts);
    free(streak);
    free(last);
    free(seen);
    pairing_schedule_free(s);
    pairing_event_free(ev);
}

START_TEST(test_properties_small)
{
    for (int n = 2; n <= 64; n++)
        check_schedule_properties(n, 1);
}
END_TEST

START_TEST(test_properties_double)
{
    for (int n = 2; n <= 40; n++)
        check_schedule_properties(n, 2);
}
END_TEST

START_TEST(test_properties_large)
{
    int sizes[] = {99, 100, 255, 256, 511, 1000};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        check_schedule_properties(sizes[i], 1);
}
END_TEST

/* SPEC §3: the double round robin is the table with its last two rounds exchanged,
 * then the original table with colours reversed. */
START_TEST(test_double_layout)
{
    load_tables();
    int n = 8;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, n);
    pairing_schedule *s = schedule_for(ev, 2);
    ck_assert_int_eq(pairing_schedule_rounds(s), 14);
    ck_assert_int_eq(pairing_schedule_cycles(s), 2);
    for (int r = 1; r <= 14; r++) {
        int source = r <= 7 ? r : r - 7, reversed = r > 7;
        if (r == 6)
            source = 7;
        else if (r == 7)
            source = 6;
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int b = 1; b <= n / 2; b++) {
            pairing_game g = pairing_round_game(round, b - 1);
            int first = table[n][source][b][reversed],
                second = table[n][source][b][!reversed];
            ck_assert_msg(number_of(ev, g.first) == first &&
                              number_of(ev, g.second) == second,
                          "double round %d board %d", r, b);
        }
    }
    pairing_schedule_free(s);
    pairing_event_free(ev);
}
END_TEST

/* The schedule follows the initial numbers, not the order of the file. */
START_TEST(test_numbering_drives_schedule)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    const char *ids[] = {"c", "a", "d", "b"};
    int ratings[] = {1500, 2000, PAIRING_UNRATED, 1800};
    for (int i = 0; i < 4; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = ids[i];
        e.name = ids[i];
        e.rating = ratings[i];
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    pairing_schedule *s = schedule_for(ev, 1);
    /* numbers: a=1 (2000), b=2 (1800), c=3 (1500), d=4 (unrated); round 1: 1-4 2-3 */
    pairing_game g = pairing_round_game(pairing_schedule_round(s, 1), 0);
    ck_assert_str_eq(pairing_event_id(ev, g.first), "a");
    ck_assert_str_eq(pairing_event_id(ev, g.second), "d");
    g = pairing_round_game(pairing_schedule_round(s, 1), 1);
    ck_assert_str_eq(pairing_event_id(ev, g.first), "b");
    ck_assert_str_eq(pairing_event_id(ev, g.second), "c");
    pairing_schedule_free(s);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_bad_requests)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 1);
    ck_assert_ptr_null(pairing_roundrobin_new(ev, 1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID); /* not validated yet */
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_roundrobin_new(ev, 1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    pairing_event_free(ev);
    ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 4);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_roundrobin_new(ev, 3, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_roundrobin_new(ev, 0, NULL));
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, NULL);
    ck_assert_ptr_null(pairing_schedule_round(s, 0));
    ck_assert_ptr_null(pairing_schedule_round(s, 4));
    ck_assert_int_eq(pairing_round_game(pairing_schedule_round(s, 1), 2).first, -1);
    ck_assert_int_eq(pairing_round_bye(pairing_schedule_round(s, 1), 0), -1);
    pairing_schedule_free(s);
    pairing_schedule_free(NULL);
    pairing_event_free(ev);
}
END_TEST

Suite *roundrobin_suite(void)
{
    Suite *s = suite_create("roundrobin");
    TCase *tc = tcase_create("berger");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_tables_even);
    tcase_add_test(tc, test_tables_odd);
    tcase_add_test(tc, test_double_layout);
    tcase_add_test(tc, test_numbering_drives_schedule);
    tcase_add_test(tc, test_bad_requests);
    tcase_add_test(tc, test_properties_small);
    tcase_add_test(tc, test_properties_double);
    tcase_add_test(tc, test_properties_large);
    suite_add_tcase(s, tc);
    return s;
}
