/*
 * check_team_standings.c - team standings (SPEC §10) through the public
 * header: design/teams.md §4.11's worked round robin ranked by hand under the
 * 2014 defaults and the preset "rules" of 000 §16.3(2), each team tiebreak's
 * value, the defaults of every system, and the team names refused where
 * players are ranked.
 */
#include <stdio.h>
#include <string.h>

#include "check_team_fixtures.h"

static pairing_standings *team_standings(const pairing_team_event *ev,
                                         const char *tiebreaks)
{
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.tiebreaks = tiebreaks;
    pairing_error err;
    pairing_standings *st = pairing_team_standings_new(ev, &o, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    return st;
}

static const char *team_at(const pairing_team_event *ev, const pairing_standings *st,
                           int row)
{
    return pairing_event_id(pairing_team_event_teams(ev),
                            pairing_standings_row(st, row).player);
}

/* The value of the named tiebreak for a team, as num / den in lowest terms. */
static pairing_value value_of(const pairing_team_event *ev, const pairing_standings *st,
                              const char *team, const char *name)
{
    int row = -1, k = -1;
    for (int i = 0; i < pairing_standings_count(st); i++)
        if (strcmp(team_at(ev, st, i), team) == 0)
            row = i;
    for (int i = 0; i < pairing_standings_tiebreaks(st); i++)
        if (strcmp(pairing_standings_tiebreak_name(st, i), name) == 0)
            k = i;
    ck_assert_msg(row >= 0 && k >= 0, "no %s for %s", name, team);
    return pairing_standings_value(st, row, k);
}

/* value == num / den exactly */
static void ck_value(pairing_value v, long long num, long long den)
{
    ck_assert(v.present);
    ck_assert_msg(v.num * den == num * v.den, "%lld/%d, expected %lld/%lld", v.num, v.den,
                  num, den);
}

/* teams.md §4.11.1: 次分 ½, 2, 2, 1½; team-sb ¾, 5/2, 2, 9/4; team-sb-rate 7/4,
 * 33/16, 35/16, 9/4 (by hand: 天津 = (1½/4)·2 + (3/4)·1½ + (2½/4)·½). */
START_TEST(test_worked_values)
{
    pairing_team_event *ev = worked_round_robin();
    pairing_standings *st = team_standings(
        ev, "board-points,game-points,team-sb,team-sb-rate,board-by-board");
    const struct {
        const char *team;
        int sb4, rate16, gp;
    } want[] = {{"BJ", 3, 28, 4}, {"SH", 10, 33, 7}, {"TJ", 8, 35, 7}, {"GZ", 9, 36, 6}};
    for (int i = 0; i < 4; i++) {
        ck_value(value_of(ev, st, want[i].team, "team-sb"), want[i].sb4, 4);
        ck_value(value_of(ev, st, want[i].team, "team-sb-rate"), want[i].rate16, 16);
        ck_value(value_of(ev, st, want[i].team, "game-points"), want[i].gp, 1);
        ck_value(value_of(ev, st, want[i].team, "board-points"), want[i].gp, 1);
    }
    /* board by board, one tiebreak a board: 上海 2½ 2 1½ 1, 天津 2 ½ 2 2½ */
    const int sh[] = {5, 4, 3, 2}, tj[] = {4, 1, 4, 5};
    for (int b = 0; b < 4; b++) {
        char name[32];
        snprintf(name, sizeof name, "board-by-board:%d", b + 1);
        ck_value(value_of(ev, st, "SH", name), sh[b], 2);
        ck_value(value_of(ev, st, "TJ", name), tj[b], 2);
    }
    ck_assert_int_eq(pairing_standings_tiebreaks(st), 8);
    pairing_tiebreak_info info = pairing_standings_tiebreak(st, 4);
    ck_assert_str_eq(info.base_name, "board-by-board");
    ck_assert_int_eq(info.board, 1);
    ck_assert_int_eq(pairing_standings_tiebreak(st, 7).board, 4);
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* The 2014 default (game-points, team-sb-rate, board-by-board) puts 天津
 * first; 000's order (board-points, game-points, team-sb ...) puts 上海 first. */
START_TEST(test_worked_order_under_both_presets)
{
    pairing_team_event *ev = worked_round_robin();
    const char *by_default[] = {"TJ", "SH", "GZ", "BJ"};
    const char *by_rules[] = {"SH", "TJ", "GZ", "BJ"};
    pairing_standings *st = team_standings(ev, NULL);
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 0), "game-points");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 1), "team-sb-rate");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 2), "board-by-board:1");
    for (int i = 0; i < 4; i++) {
        ck_assert_str_eq(team_at(ev, st, i), by_default[i]);
        ck_assert_int_eq(pairing_standings_row(st, i).rank, i + 1);
    }
    ck_assert_int_eq(pairing_standings_row(st, 0).score, 4); /* 次分 2 */
    pairing_standings_free(st);
    st = team_standings(ev, "rules");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 2), "team-sb");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 7), "team-violations");
    for (int i = 0; i < 4; i++)
        ck_assert_str_eq(team_at(ev, st, i), by_rules[i]);
    pairing_standings_free(st);
    /* board by board alone also gives 上海: 2½ against 2 on board 1 */
    st = team_standings(ev, "board-by-board");
    ck_assert_str_eq(team_at(ev, st, 0), "SH");
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* Teams equal on everything share the rank. */
START_TEST(test_equal_teams_share)
{
    pairing_team_event *ev = numbered_teams(PAIRING_SYSTEM_ROUNDROBIN, "T", 2, 2, 1, 2);
    add_match(ev, 1, "T1", "T2", "==");
    validate(ev);
    pairing_standings *st = team_standings(ev, NULL);
    ck_assert_int_eq(pairing_standings_row(st, 0).rank, 1);
    ck_assert_int_eq(pairing_standings_row(st, 1).rank, 1);
    ck_assert(pairing_standings_row(st, 1).shared);
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* team-violations: the members' violations together, fewer first. */
START_TEST(test_team_violations)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_ROUNDROBIN, 1, 1, PAIRING_LINEUP_ORDERED);
    add_team(ev, "A", "甲", 1);
    add_team(ev, "B", "乙", 2);
    const char *ids[] = {"a1", "a2", "b1", "b2"};
    const int violations[] = {1, 2, 0, 1};
    for (int i = 0; i < 4; i++) {
        pairing_member m;
        pairing_entrant_defaults(&m.player);
        m.player.id = m.player.name = ids[i];
        m.player.violations = violations[i];
        m.team = i < 2 ? "A" : "B";
        m.order = i % 2 + 1;
        pairing_error err;
        ck_assert_msg(pairing_team_event_add_member(ev, &m, &err) == PAIRING_OK, "%s",
                      err.text);
    }
    add_row(ev, 1, "A", "B", 1, "a1", "b1", "=");
    validate(ev);
    pairing_standings *st = team_standings(ev, "team-violations");
    ck_assert_str_eq(team_at(ev, st, 0), "B");
    ck_value(value_of(ev, st, "A", "team-violations"), 3, 1);
    ck_value(value_of(ev, st, "B", "team-violations"), 1, 1);
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* The 2014 defaults per system (003 第四条3(2), 4(2); Appendix 3 §五.3.2). */
START_TEST(test_defaults_per_system)
{
    pairing_team_event *ev = numbered_teams(PAIRING_SYSTEM_SWISS, "S", 4, 2, 1, 2);
    add_match(ev, 1, "S1", "S3", "1=");
    add_match(ev, 1, "S2", "S4", "0=");
    validate(ev);
    pairing_standings *st = team_standings(ev, NULL);
    const char *swiss[] = {"buchholz", "median-buchholz", "game-points",
                           "board-by-board:1", "board-by-board:2"};
    ck_assert_int_eq(pairing_standings_tiebreaks(st), 5);
    for (int k = 0; k < 5; k++)
        ck_assert_str_eq(pairing_standings_tiebreak_name(st, k), swiss[k]);
    pairing_standings_free(st);
    pairing_team_event_free(ev);

    ev = numbered_teams(PAIRING_SYSTEM_QIU, "Q", 4, 2, 1, 2);
    add_match(ev, 1, "Q1", "Q3", "1=");
    add_match(ev, 1, "Q2", "Q4", "0=");
    validate(ev);
    st = team_standings(ev, NULL);
    int n = pairing_standings_tiebreaks(st);
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 0), "board-points");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 1), "game-points");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 2), "qiu-opponent-score");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 3), "progressive");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, n - 1), "team-violations");
    /* Qiu points 2/1/0 at every level: Q1 won a board and drew one */
    ck_value(value_of(ev, st, "Q1", "board-points"), 3, 1);
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* The team names rank teams: an individual event refuses them, by name. */
START_TEST(test_team_names_refused_for_players)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = e.name = "p1";
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, NULL), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, NULL), PAIRING_OK);
    const char *names[] = {"board-points",   "game-points",     "team-sb", "team-sb-rate",
                           "board-by-board", "team-violations", "rules"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        pairing_standings_options o;
        pairing_standings_defaults(&o);
        o.tiebreaks = names[i];
        pairing_error err;
        ck_assert_ptr_null(pairing_standings_new(ev, &o, &err));
        ck_assert_int_eq(err.hint, PAIRING_HINT_TIEBREAKS);
        ck_assert_msg(strstr(err.text, names[i]), "%s", err.text);
    }
    pairing_event_free(ev);
}
END_TEST

/* A team no-show loses every board by forfeit: the opponent's board and game
 * points count B wins; a team bye in a Swiss wins every board; neither a bye
 * nor a forfeit adds to board by board's played boards but the forfeit's. */
START_TEST(test_forfeit_and_bye_in_tiebreaks)
{
    pairing_team_event *ev = numbered_teams(PAIRING_SYSTEM_SWISS, "T", 3, 2, 1, 2);
    pairing_error err;
    ck_assert_int_eq(try_row(ev, 1, "T1", "T2", 0, 0, NULL, NULL, "+-", NULL, &err),
                     PAIRING_OK);
    ck_assert_int_eq(try_row(ev, 1, "T3", NULL, 0, 0, NULL, NULL, "bye", NULL, &err),
                     PAIRING_OK);
    validate(ev);
    pairing_standings *st = team_standings(ev, "game-points,board-by-board");
    ck_value(value_of(ev, st, "T1", "game-points"), 2, 1);
    ck_value(value_of(ev, st, "T1", "board-by-board:2"), 1, 1);
    ck_value(value_of(ev, st, "T3", "game-points"), 2, 1);
    ck_value(value_of(ev, st, "T3", "board-by-board:1"), 0, 1);
    ck_value(value_of(ev, st, "T2", "game-points"), 0, 1);
    pairing_standings_free(st);
    pairing_team_event_free(ev);
}
END_TEST

/* Standings of a team event changed since its validation are refused. */
START_TEST(test_standings_need_a_validated_event)
{
    pairing_team_event *ev = worked_round_robin();
    add_team(ev, "X", "X", 9);
    pairing_error err;
    ck_assert_ptr_null(pairing_team_standings_new(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_team_standings_new(NULL, NULL, &err));
    pairing_team_event_free(ev);
}
END_TEST

Suite *team_standings_suite(void)
{
    Suite *s = suite_create("team_standings");
    TCase *tc = tcase_create("team_standings");
    tcase_add_test(tc, test_worked_values);
    tcase_add_test(tc, test_worked_order_under_both_presets);
    tcase_add_test(tc, test_equal_teams_share);
    tcase_add_test(tc, test_team_violations);
    tcase_add_test(tc, test_defaults_per_system);
    tcase_add_test(tc, test_team_names_refused_for_players);
    tcase_add_test(tc, test_forfeit_and_bye_in_tiebreaks);
    tcase_add_test(tc, test_standings_need_a_validated_event);
    suite_add_tcase(s, tc);
    return s;
}
