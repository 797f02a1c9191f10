/*
 * check_pairing.c - the one Check runner: every suite, one summary line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

/* Entrants "1".."n" with rank i and line i + 1; optional ratings, a withdrawal
 * and a late entry (1-based `late`, joining in round `joins`). */
static pairing_event *build_event(pairing_system system, int n, const int *rating,
                                  const char *gone, int after, int late, int joins)
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
        e.rating = rating ? rating[i - 1] : PAIRING_UNRATED;
        e.withdrawn = gone && strcmp(gone, id) == 0 ? after : PAIRING_ACTIVE;
        e.joined = i == late ? joins : 0;
        e.line = i + 1;
        ck_assert_msg(pairing_event_add_entrant(ev, &e, &err) == PAIRING_OK, "%s",
                      err.text);
    }
    return ev;
}

pairing_event *make_rated_event(pairing_system system, int n, const int *rating,
                                const char *gone, int after)
{
    return build_event(system, n, rating, gone, after, 0, 0);
}

pairing_event *make_late_event(pairing_system system, int n, int late, int joins)
{
    return build_event(system, n, NULL, NULL, 0, late, joins);
}

pairing_event *make_numbered_event(pairing_system system, int n)
{
    return make_rated_event(system, n, NULL, NULL, 0);
}

int try_result(pairing_event *ev, int round, const char *first, const char *second,
               const char *token, pairing_error *err)
{
    pairing_result r = {0};
    r.round = round;
    r.first = first;
    r.second = second;
    ck_assert_int_eq(pairing_outcome_parse(token, &r.outcome), PAIRING_OK);
    return pairing_event_add_result(ev, &r, err);
}

void add_result(pairing_event *ev, int round, const char *first, const char *second,
                const char *token)
{
    pairing_error err = {0};
    int rc = try_result(ev, round, first, second, token, &err);
    ck_assert_msg(rc == PAIRING_OK, "result %d %s-%s %s: %s", round, first, second, token,
                  err.text);
}

int number_of(const pairing_event *ev, int player)
{
    return atoi(pairing_event_id(ev, player));
}

/* xorshift64: the seeded generator of the property tests */
int test_below(uint64_t *seed, int n)
{
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    return (int)(*seed % (uint64_t)n);
}

void test_shuffle(int *order, int n, uint64_t *seed)
{
    for (int i = 0; i < n; i++)
        order[i] = i;
    for (int i = n - 1; i > 0; i--) {
        int j = test_below(seed, i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

int test_scaled(int count)
{
    const char *quick = getenv("PAIRING_TEST_QUICK");
    if (!quick || !*quick)
        return count;
    return count / 20 > 0 ? count / 20 : 1;
}

int main(void)
{
    SRunner *runner = srunner_create(event_suite());
    srunner_add_suite(runner, names_suite());
    srunner_add_suite(runner, knockout_suite());
    srunner_add_suite(runner, full_seeds_suite());
    srunner_add_suite(runner, swiss_suite());
    srunner_add_suite(runner, colours_suite());
    srunner_add_suite(runner, rounds_suite());
    srunner_add_suite(runner, entries_suite());
    srunner_add_suite(runner, dutch_suite());
    srunner_add_suite(runner, qiu_rules_suite());
    srunner_add_suite(runner, roundrobin_suite());
    srunner_add_suite(runner, standings_suite());
    srunner_add_suite(runner, fide_tiebreaks_suite());
    srunner_add_suite(runner, unplayed_properties_suite());
    srunner_add_suite(runner, teams_suite());
    srunner_add_suite(runner, team_standings_suite());
    srunner_add_suite(runner, team_properties_suite());
    srunner_add_suite(runner, scheveningen_suite());
    srunner_add_suite(runner, members_total_suite());
    srunner_add_suite(runner, relay_suite());
    srunner_add_suite(runner, groups_suite());
    srunner_add_suite(runner, stages_suite());
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
