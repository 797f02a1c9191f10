/*
 * check_pairing.h - what the Check suites share: one suite per library area,
 * and small builders for events through the public header only.
 */
#ifndef CHECK_PAIRING_H
#define CHECK_PAIRING_H

#include <check.h>

#include "pairing.h"

Suite *event_suite(void);
Suite *knockout_suite(void);
Suite *full_seeds_suite(void);
Suite *swiss_suite(void);
Suite *qiu_rules_suite(void);
Suite *names_suite(void);
Suite *roundrobin_suite(void);
Suite *standings_suite(void);
Suite *fide_tiebreaks_suite(void);
Suite *unplayed_properties_suite(void);
Suite *teams_suite(void);
Suite *team_standings_suite(void);
Suite *team_properties_suite(void);
Suite *scheveningen_suite(void);
Suite *members_total_suite(void);
Suite *relay_suite(void);
Suite *groups_suite(void);
Suite *stages_suite(void);
Suite *colours_suite(void);
Suite *rounds_suite(void);
Suite *entries_suite(void);
Suite *dutch_suite(void);

/* A cheap assertion for loops over thousands of cases: Check records every
 * ck_assert it passes, which turns property tests into I/O. */
#define EXPECT(cond, ...)                                                                \
    do {                                                                                 \
        if (!(cond))                                                                     \
            ck_abort_msg(__VA_ARGS__);                                                   \
    } while (0)
#define EXPECT_TRUE(cond) EXPECT(cond, "%s", #cond)
#define EXPECT_EQ(a, b)                                                                  \
    EXPECT((a) == (b), "%s == %s: %lld != %lld", #a, #b, (long long)(a), (long long)(b))
#define EXPECT_NE(a, b) EXPECT((a) != (b), "%s != %s: both %lld", #a, #b, (long long)(a))
#define EXPECT_LE(a, b)                                                                  \
    EXPECT((a) <= (b), "%s <= %s: %lld > %lld", #a, #b, (long long)(a), (long long)(b))

/* How many generated cases a property test runs: `count`, or a twentieth of it
 * when PAIRING_TEST_QUICK is set (make check-valgrind, where each is slow). */
int test_scaled(int count);

/* A seeded draw below n, and 0 .. n-1 in an order drawn from the same seed. */
int test_below(uint64_t *seed, int n);
void test_shuffle(int *order, int n, uint64_t *seed);

/* An event whose entrants have ids "1".."n", names "Player i" and rank i, so
 * that an entrant's id, rank and initial number are all the same. */
pairing_event *make_numbered_event(pairing_system system, int n);

/* The same with ratings (NULL: all unrated) and, optionally, the entrant with
 * id `gone` withdrawn after round `after`. */
pairing_event *make_rated_event(pairing_system system, int n, const int *rating,
                                const char *gone, int after);

/* The same, unrated, entrant `late` (1-based) joining in round `joins` (SPEC §12);
 * entrant i's line is i + 1. */
pairing_event *make_late_event(pairing_system system, int n, int late, int joins);

/* Adds a result by ids ("" second for byes), failing the test on error. */
void add_result(pairing_event *ev, int round, const char *first, const char *second,
                const char *token);

/* Adds a result and returns the library's status (for tests of bad input). */
int try_result(pairing_event *ev, int round, const char *first, const char *second,
               const char *token, pairing_error *err);

/* The number (== id) of an entrant index in a numbered event. */
int number_of(const pairing_event *ev, int player);

#endif
