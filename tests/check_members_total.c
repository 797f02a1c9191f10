/*
 * check_members_total.c - teams ranked from an individual event (队员总分制,
 * SPEC §10; 003 §五(五)2 and its 注1), on places and scores worked by hand.
 */
#include <string.h>

#include "check_pairing.h"

/* An event of n entrants "1".."n", validated. */
static pairing_event *field(int n)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, n);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

static pairing_members_total *by_ranks(const pairing_event *ev, const int *places,
                                       const char *const *team_of, int k, int pad)
{
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.method = PAIRING_SUM_RANKS;
    o.count = k;
    o.pad_last = pad;
    pairing_error err;
    pairing_members_total *t =
        pairing_members_total_new(ev, NULL, places, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    return t;
}

/* Row `row` is team `key` with this place (0 = none), sum and shared flag. */
static void expect_team(const pairing_members_total *t, int row, const char *key,
                        int rank, long long sum, int shared)
{
    pairing_team_total tt = pairing_members_total_team(t, row);
    ck_assert_msg(tt.team && strcmp(tt.team, key) == 0, "row %d is %s, not %s", row,
                  tt.team ? tt.team : "(none)", key);
    ck_assert_int_eq(tt.rank, rank);
    ck_assert_int_eq(tt.ranked, rank > 0);
    ck_assert_int_eq(tt.sum, sum);
    ck_assert_int_eq(tt.shared, shared);
}

/* The 2014 open's example (design/teams.md §4.11 item 6): teams of three with
 * overall places {1,5,6} -> 12, {2,3,7} -> 12, {4,8,9} -> 21; the first two tie
 * on 12 and the one whose best member is 1st goes ahead of the one whose best
 * is 2nd.  The keys are named so that their byte order would say otherwise. */
START_TEST(test_2014_example)
{
    pairing_event *ev = field(9);
    const int places[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    const char *team_of[9] = {"C", "A", "A", "B", "C", "C", "A", "B", "B"};
    pairing_members_total *t = by_ranks(ev, places, team_of, 3, 0);
    ck_assert_int_eq(pairing_members_total_teams(t), 3);
    expect_team(t, 0, "C", 1, 12, 0);
    expect_team(t, 1, "A", 2, 12, 0);
    expect_team(t, 2, "B", 3, 21, 0);
    /* the members counted, best first: entrants 1, 5, 6 (indexes 0, 4, 5) */
    ck_assert_int_eq(pairing_members_total_member(t, 0, 0), 0);
    ck_assert_int_eq(pairing_members_total_member(t, 0, 1), 4);
    ck_assert_int_eq(pairing_members_total_member(t, 0, 2), 5);
    ck_assert_int_eq(pairing_members_total_member(t, 0, 3), -1);
    ck_assert_int_eq(pairing_members_total_team(t, 0).counted, 3);
    /* the places compared after the sum: A's 2, 3, 7 */
    ck_assert_int_eq(pairing_members_total_key(t, 1, 0), 2);
    ck_assert_int_eq(pairing_members_total_key(t, 1, 1), 3);
    ck_assert_int_eq(pairing_members_total_key(t, 1, 2), 7);
    ck_assert_int_eq(pairing_members_total_key(t, 1, 3), 0);
    pairing_members_total_free(t);
    pairing_event_free(ev);
}
END_TEST

/* Only the best K places count: a fourth member of C at 2nd place pushes its
 * 7th out (1 + 2 + 6 = 9), and a team's worse members do not matter. */
START_TEST(test_best_k_only)
{
    pairing_event *ev = field(10);
    const int places[10] = {1, 3, 4, 5, 6, 7, 8, 9, 10, 2};
    const char *team_of[10] = {"C", "A", "A", "B", "C", "C", "A", "B", "B", "C"};
    pairing_members_total *t = by_ranks(ev, places, team_of, 3, 0);
    expect_team(t, 0, "C", 1, 9, 0); /* 1, 2, 6 */
    ck_assert_int_eq(pairing_members_total_team(t, 0).members, 4);
    ck_assert_int_eq(pairing_members_total_member(t, 0, 1), 9);
    ck_assert_int_eq(pairing_members_total_member(t, 0, 3), 5); /* 7th, not counted */
    expect_team(t, 1, "A", 2, 15, 0);                           /* 3, 4, 8 */
    expect_team(t, 2, "B", 3, 24, 0);                           /* 5, 9, 10 */
    pairing_members_total_free(t);
    pairing_event_free(ev);
}
END_TEST

/* 注1: a team left with fewer than three placed members has no team place,
 * and says how many it had; with pad_last each missing member counts at last
 * place, the number of players placed (8 here: one of 9 has none). */
START_TEST(test_short_team)
{
    pairing_event *ev = field(9);
    const int places[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    const char *team_of[9] = {"C", "A", "A", "B", "C", "C", "A", "B", "B"};
    pairing_members_total *t = by_ranks(ev, places, team_of, 3, 0);
    expect_team(t, 0, "C", 1, 12, 0);
    expect_team(t, 1, "A", 2, 12, 0);
    expect_team(t, 2, "B", 0, 12, 0); /* 4 + 8 counted, but no place */
    pairing_team_total b = pairing_members_total_team(t, 2);
    ck_assert_int_eq(b.placed, 2);
    ck_assert_int_eq(b.needed, 3);
    ck_assert_int_eq(b.padded, 0);
    ck_assert_int_eq(pairing_members_total_last(t), 8);
    pairing_members_total_free(t);

    t = by_ranks(ev, places, team_of, 3, 1);
    expect_team(t, 0, "C", 1, 12, 0);
    expect_team(t, 1, "A", 2, 12, 0);
    expect_team(t, 2, "B", 3, 20, 0); /* 4 + 8 + 8 */
    ck_assert_int_eq(pairing_members_total_team(t, 2).padded, 1);
    ck_assert_int_eq(pairing_members_total_key(t, 2, 1), 8);
    ck_assert_int_eq(pairing_members_total_key(t, 2, 2), 8); /* the padded one */
    pairing_members_total_free(t);
    pairing_event_free(ev);
}
END_TEST

/* A padded member is compared at last place too: B {1, last=6} and A {3, 4}
 * both sum 7, and B's best member (1st) puts it ahead. */
START_TEST(test_padding_in_tie)
{
    pairing_event *ev = field(6);
    const int places[6] = {1, 2, 3, 4, 5, 6};
    const char *team_of[6] = {"B", "", "A", "A", NULL, ""};
    pairing_members_total *t = by_ranks(ev, places, team_of, 2, 1);
    ck_assert_int_eq(pairing_members_total_teams(t), 2); /* no team: not a team */
    expect_team(t, 0, "B", 1, 7, 0);
    expect_team(t, 1, "A", 2, 7, 0);
    pairing_members_total_free(t);
    pairing_event_free(ev);
}
END_TEST

/* A shared place counts its rank number (3= counts 3): P {3=, 3=} sums 6 and
 * goes ahead of Q {2, 5} at 7 (were one 3= counted as 4, the tie would go to
 * Q's 2nd).  Teams equal on the sum and every place share the team place. */
START_TEST(test_shared_places)
{
    pairing_event *ev = field(5);
    const int places[5] = {2, 3, 3, 5, 1};
    const char *team_of[5] = {"Q", "P", "P", "Q", NULL};
    pairing_members_total *t = by_ranks(ev, places, team_of, 2, 0);
    expect_team(t, 0, "P", 1, 6, 0);
    expect_team(t, 1, "Q", 2, 7, 0);
    pairing_members_total_free(t);
    pairing_event_free(ev);

    ev = field(6);
    const int equal[6] = {1, 2, 3, 3, 5, 5};
    const char *teams[6] = {"W", "W", "V", "U", "V", "U"};
    t = by_ranks(ev, equal, teams, 2, 0);
    expect_team(t, 0, "W", 1, 3, 0);
    expect_team(t, 1, "U", 2, 8, 1); /* 3 + 5 each: shared, in key order */
    expect_team(t, 2, "V", 2, 8, 1);
    pairing_members_total_free(t);
    pairing_event_free(ev);
}
END_TEST

/* A round robin of six where the smaller number always wins: 1st 5 points,
 * 2nd 4 ... 6th 0; X is {1, 5, 6}, Y {2, 3, 4}.  With withdrawn_after, 4
 * withdraws after that round (after round 4: his last game, lost to 2 in
 * round 5, is 2's by forfeit; the scores stay). */
static pairing_event *six_by_number(int withdrawn_after)
{
    pairing_event *ev = make_rated_event(PAIRING_SYSTEM_ROUNDROBIN, 6, NULL,
                                         withdrawn_after ? "4" : NULL, withdrawn_after);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int g = 0; g < pairing_round_games(round); g++) {
            pairing_game game = pairing_round_game(round, g);
            const char *a = pairing_event_id(ev, game.first);
            const char *b = pairing_event_id(ev, game.second);
            if (withdrawn_after && r > withdrawn_after &&
                (strcmp(a, "4") == 0 || strcmp(b, "4") == 0))
                continue; /* gone: the opponent is awarded the game */
            add_result(ev, r, a, b,
                       number_of(ev, game.first) < number_of(ev, game.second) ? "1-0"
                                                                              : "0-1");
        }
    }
    pairing_schedule_free(s);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

static pairing_members_total *by_points(const pairing_event *ev,
                                        const pairing_standings *st, const int *places,
                                        int k, int pad)
{
    static const char *const team_of[6] = {"X", "Y", "Y", "Y", "X", "X"};
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.count = k;
    o.pad_last = pad;
    pairing_error err;
    pairing_members_total *t =
        pairing_members_total_new(ev, st, places, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    return t;
}

/* sum-points: the best K scores.  K = 1: X's 5 against Y's 4; K = 2: X 5 + 1
 * = 6 against Y 4 + 3 = 7; every member: X 6 against Y 9. */
START_TEST(test_sum_points)
{
    pairing_event *ev = six_by_number(0);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    pairing_members_total *t = by_points(ev, st, NULL, 1, 0);
    expect_team(t, 0, "X", 1, 10, 0);
    expect_team(t, 1, "Y", 2, 8, 0);
    pairing_members_total_free(t);
    t = by_points(ev, st, NULL, 2, 0);
    expect_team(t, 0, "Y", 1, 14, 0);
    expect_team(t, 1, "X", 2, 12, 0);
    pairing_members_total_free(t);
    t = by_points(ev, st, NULL, 0, 0);
    expect_team(t, 0, "Y", 1, 18, 0);
    expect_team(t, 1, "X", 2, 12, 0);
    ck_assert_int_eq(pairing_members_total_team(t, 1).counted, 3);
    ck_assert_int_eq(pairing_members_total_score(t, 0), 10);
    ck_assert_int_eq(pairing_members_total_place(t, 0), 1);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* Equal sums of points go by the counted members' places, best first: Z {1st,
 * 6th} scores 5 + 0 and M {2nd, 5th} 4 + 1, and Z's 1st puts it ahead. */
START_TEST(test_sum_points_tie)
{
    pairing_event *ev = six_by_number(0);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    static const char *const team_of[6] = {"Z", "M", NULL, NULL, "M", "Z"};
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.count = 2;
    pairing_members_total *t = pairing_members_total_new(ev, st, NULL, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    expect_team(t, 0, "Z", 1, 10, 0);
    expect_team(t, 1, "M", 2, 10, 0);
    ck_assert_int_eq(pairing_members_total_key(t, 1, 0), 2);
    ck_assert_int_eq(pairing_members_total_key(t, 1, 1), 5);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* --ranks: the places given replace the standings' (a staged event's overall
 * ranking, 2014 注2), while the scores stay the standings'. */
START_TEST(test_places_override_standings)
{
    pairing_event *ev = six_by_number(0);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    /* the overall places of a staged event: entrant 2 is 1st overall, 1 is 2nd */
    const int places[6] = {2, 1, 3, 4, 5, 6};
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.method = PAIRING_SUM_RANKS;
    o.count = 1;
    static const char *const team_of[6] = {"X", "Y", "Y", "Y", "X", "X"};
    pairing_members_total *t =
        pairing_members_total_new(ev, st, places, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    expect_team(t, 0, "Y", 1, 1, 0); /* by the places given, not the standings' */
    expect_team(t, 1, "X", 2, 2, 0);
    ck_assert_int_eq(pairing_members_total_place(t, 0), 2);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* 注1's 弃权 is a withdrawal: a withdrawn member has no place for his team
 * (entrant 4, Y's), so Y is short of 3 with sum-ranks:3; X {1, 5, 6} = 12. */
START_TEST(test_withdrawn_member)
{
    pairing_event *ev = six_by_number(4);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    static const char *const team_of[6] = {"X", "Y", "Y", "Y", "X", "X"};
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.method = PAIRING_SUM_RANKS;
    o.count = 3;
    pairing_members_total *t = pairing_members_total_new(ev, st, NULL, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_members_total_place(t, 3), 0);
    expect_team(t, 0, "X", 1, 12, 0);
    expect_team(t, 1, "Y", 0, 5, 0); /* 2 + 3 */
    ck_assert_int_eq(pairing_members_total_team(t, 1).placed, 2);
    ck_assert_int_eq(pairing_members_total_last(t), 6); /* he holds his row */
    pairing_members_total_free(t);
    o.pad_last = 1;
    t = pairing_members_total_new(ev, st, NULL, team_of, &o, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    expect_team(t, 0, "Y", 1, 11, 0); /* 2 + 3 + 6 */
    expect_team(t, 1, "X", 2, 12, 0);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* sum-points of every member still needs one placed member: a team whose
 * only member has no place has no team place. */
START_TEST(test_sum_points_nobody_placed)
{
    pairing_event *ev = six_by_number(4);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    static const char *const team_of[6] = {"X", "X", "Y", "W", "Y", "Y"};
    pairing_members_total *t =
        pairing_members_total_new(ev, st, NULL, team_of, NULL, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    expect_team(t, 0, "X", 1, 18, 0); /* 5 + 4 */
    expect_team(t, 1, "Y", 2, 8, 0);  /* 3 + 1 + 0 */
    expect_team(t, 2, "W", 0, 0, 0);  /* 4 withdrew: nobody placed */
    ck_assert_int_eq(pairing_members_total_team(t, 2).needed, 1);
    ck_assert_int_eq(pairing_members_total_team(t, 2).placed, 0);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* pad_last with sum-points: a missing member scores nothing and still lets the
 * team have a place. */
START_TEST(test_sum_points_padded)
{
    pairing_event *ev = six_by_number(0);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    pairing_members_total *t = by_points(ev, st, NULL, 4, 0);
    expect_team(t, 0, "X", 0, 12, 0);
    expect_team(t, 1, "Y", 0, 18, 0);
    pairing_members_total_free(t);
    t = by_points(ev, st, NULL, 4, 1);
    expect_team(t, 0, "Y", 1, 18, 0);
    expect_team(t, 1, "X", 2, 12, 0);
    ck_assert_int_eq(pairing_members_total_team(t, 1).padded, 1);
    pairing_members_total_free(t);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_refusals)
{
    pairing_event *ev = field(3);
    const int places[3] = {1, 2, 4};
    const char *team_of[3] = {"A", "A", "B"};
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.method = PAIRING_SUM_RANKS;
    o.count = 1;
    pairing_error err;
    /* a place beyond the field names the entrant's line */
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, places, team_of, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 4);
    ck_assert_str_eq(err.text, "entrant '3': place 4 is not 1 to 3");
    const int good[3] = {1, 2, 3};
    o.count = 0; /* sum-ranks needs K */
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, team_of, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    o.method = PAIRING_SUM_POINTS; /* points need the standings */
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, team_of, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, NULL, team_of, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, NULL, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    o.count = -1;
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, team_of, &o, NULL));
    const char *bad_utf8[3] = {"A", "\xff", "B"};
    o.method = PAIRING_SUM_RANKS;
    o.count = 1;
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, bad_utf8, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    /* an event changed since it was validated */
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = "late";
    e.name = "Late";
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_members_total_new(ev, NULL, good, team_of, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_members_total_new(NULL, NULL, good, team_of, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    /* reading a NULL total or a row out of range is harmless */
    ck_assert_int_eq(pairing_members_total_teams(NULL), 0);
    ck_assert_ptr_null(pairing_members_total_team(NULL, 0).team);
    ck_assert_int_eq(pairing_members_total_member(NULL, 0, 0), -1);
    pairing_members_total_free(NULL);
    pairing_event_free(ev);
}
END_TEST

Suite *members_total_suite(void)
{
    Suite *s = suite_create("members_total");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_2014_example);
    tcase_add_test(tc, test_best_k_only);
    tcase_add_test(tc, test_short_team);
    tcase_add_test(tc, test_padding_in_tie);
    tcase_add_test(tc, test_shared_places);
    tcase_add_test(tc, test_sum_points);
    tcase_add_test(tc, test_sum_points_tie);
    tcase_add_test(tc, test_places_override_standings);
    tcase_add_test(tc, test_withdrawn_member);
    tcase_add_test(tc, test_sum_points_padded);
    tcase_add_test(tc, test_sum_points_nobody_placed);
    tcase_add_test(tc, test_refusals);
    suite_add_tcase(s, tc);
    return s;
}
