/*
 * check_teams.c - team events (SPEC §10) through the public header: the
 * worked round robin of design/teams.md §4.11 scored by hand, the lineup
 * rules, board colours, byes and team forfeits, knockout draws, and teams
 * paired by the existing engines.
 */
#include <stdio.h>
#include <string.h>

#include "check_team_fixtures.h"

START_TEST(test_worked_round_robin_points)
{
    pairing_team_event *ev = worked_round_robin();
    /* 次分 ½, 2, 2, 1½ and 局分 4, 7, 7, 6, in half-points */
    const struct {
        const char *team;
        int mp, gp;
    } want[] = {{"BJ", 1, 8}, {"SH", 4, 14}, {"TJ", 4, 14}, {"GZ", 3, 12}};
    for (int i = 0; i < 4; i++) {
        pairing_team_tally t =
            pairing_team_event_tally(ev, team_index(ev, want[i].team), 0);
        ck_assert_int_eq(t.match_points, want[i].mp);
        ck_assert_int_eq(t.game_points, want[i].gp);
        ck_assert_int_eq(t.board_points, want[i].gp); /* one game a board */
        ck_assert_int_eq(t.matches, 3);
    }
    /* board by board: 上海 2½, 2, 1½, 1; 天津 2, ½, 2, 2½ */
    const int sh[] = {5, 4, 3, 2}, tj[] = {4, 1, 4, 5};
    for (int b = 1; b <= 4; b++) {
        ck_assert_int_eq(
            pairing_team_event_board_game_points(ev, team_index(ev, "SH"), b, 0),
            sh[b - 1]);
        ck_assert_int_eq(
            pairing_team_event_board_game_points(ev, team_index(ev, "TJ"), b, 0),
            tj[b - 1]);
    }
    /* the team-level event: one result a match, won by 次 */
    const pairing_event *teams = pairing_team_event_teams(ev);
    ck_assert_int_eq(pairing_event_rounds_played(teams), 3);
    pairing_played p = pairing_event_played(teams, team_index(ev, "TJ"), 3);
    ck_assert_int_eq(p.outcome, PAIRING_FIRST_WINS);
    ck_assert_int_eq(p.points, 2);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_after_round_tally)
{
    pairing_team_event *ev = worked_round_robin();
    pairing_team_tally t = pairing_team_event_tally(ev, team_index(ev, "SH"), 1);
    ck_assert_int_eq(t.match_points, 2); /* won round 1 */
    ck_assert_int_eq(t.game_points, 5);
    ck_assert_int_eq(t.first_team, 1);
    pairing_team_event_free(ev);
}
END_TEST

/* ---- lineups ---- */

static pairing_team_event *eight_member_teams(pairing_lineup_rule rule)
{
    pairing_team_event *ev = new_team_event(PAIRING_SYSTEM_SWISS, 4, 1, rule);
    add_team(ev, "T1", "一队", 1);
    add_team(ev, "T3", "三队", 2);
    add_members(ev, "T1", 8);
    add_members(ev, "T3", 8);
    return ev;
}

static int try_seat(pairing_team_event *ev, int round, const char *team, int board,
                    const char *member, pairing_error *err)
{
    pairing_seat s = {round, team, board, member, 10 + board};
    return pairing_team_event_add_seat(ev, &s, err);
}

static void seats(pairing_team_event *ev, int round, const char *team,
                  const char *const members[4])
{
    pairing_error err;
    for (int b = 1; b <= 4; b++)
        ck_assert_msg(try_seat(ev, round, team, b, members[b - 1], &err) == PAIRING_OK,
                      "%s", err.text);
}

START_TEST(test_ordered_lineup_keeps_roster_order)
{
    pairing_team_event *ev = eight_member_teams(PAIRING_LINEUP_ORDERED);
    const char *good[] = {"T11", "T12", "T15", "T16"};
    const char *bad[] = {"T31", "T36", "T32", "T35"};
    seats(ev, 4, "T1", good);
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_OK);
    seats(ev, 4, "T3", bad);
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_LINEUPS);
    /* the row at fault is board 3's (line 13), below board 2's (line 12) */
    ck_assert_msg(
        strstr(err.text, "board 3 has order 2, board 2 above it (line 12) order 6"), "%s",
        err.text);
    ck_assert_int_eq(err.line, 13);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_ordered_vacant_only_at_the_bottom)
{
    pairing_team_event *ev = eight_member_teams(PAIRING_LINEUP_ORDERED);
    const char *bottom[] = {"T11", "T12", "T13", ""};
    seats(ev, 1, "T1", bottom);
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_OK);
    const char *middle[] = {"T31", "", "T33", "T34"};
    seats(ev, 1, "T3", middle);
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "board 2 is vacant and board 3 is not"), "%s",
                  err.text);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_fixed_refuses_a_substitute)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_SWISS, 4, 1, PAIRING_LINEUP_FIXED);
    add_team(ev, "T1", "一队", 1);
    add_members(ev, "T1", 5); /* one reserve: not under 分台定人制 */
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "分台定人制"), "%s", err.text);
    pairing_team_event_free(ev);

    ev = new_team_event(PAIRING_SYSTEM_SWISS, 4, 1, PAIRING_LINEUP_FIXED);
    add_team(ev, "T1", "一队", 1);
    add_members(ev, "T1", 4);
    const char *swapped[] = {"T12", "T11", "T13", "T14"};
    seats(ev, 1, "T1", swapped);
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "keeps the registered boards"), "%s", err.text);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_free_takes_any_order)
{
    pairing_team_event *ev = eight_member_teams(PAIRING_LINEUP_FREE);
    const char *any[] = {"T18", "T12", "T17", "T11"};
    seats(ev, 1, "T1", any);
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_OK);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_roster_faults)
{
    pairing_team_event *ev = eight_member_teams(PAIRING_LINEUP_ORDERED);
    pairing_error err;
    /* a player in two teams: one id, added twice */
    ck_assert_int_eq(try_member(ev, "T11", "T3", 9, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "'T11' plays for T1 already"), "%s", err.text);
    ck_assert_int_eq(try_member(ev, "x", "T9", 1, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "no team 'T9'"), "%s", err.text);
    add_member(ev, "T1x", "T1", 3); /* order 3 taken */
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "duplicate order 3 in team T1"), "%s", err.text);
    pairing_team_event_free(ev);

    ev = eight_member_teams(PAIRING_LINEUP_ORDERED);
    ck_assert_int_eq(try_seat(ev, 1, "T1", 1, "T31", &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "'T31' plays for T3, not T1"), "%s", err.text);
    pairing_team_event_free(ev);
}
END_TEST

/* ---- results ---- */

START_TEST(test_missing_board_is_named)
{
    pairing_team_event *ev = eight_member_teams(PAIRING_LINEUP_ORDERED);
    add_match(ev, 1, "T1", "T3", "1=0");
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "round 1 match T1–T3 has no board 4 result"), "%s",
                  err.text);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_bye_and_no_show)
{
    pairing_team_event *ev = lettered_teams(PAIRING_SYSTEM_SWISS, 4, 2, 3);
    pairing_error err;
    /* B did not come: A wins every board by forfeit; C has the bye */
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 0, 0, NULL, NULL, "+-", NULL, &err),
                     PAIRING_OK);
    ck_assert_int_eq(try_row(ev, 1, "C", NULL, 0, 0, NULL, NULL, "bye", NULL, &err),
                     PAIRING_OK);
    validate(ev);
    pairing_team_tally a = pairing_team_event_tally(ev, team_index(ev, "A"), 0);
    pairing_team_tally b = pairing_team_event_tally(ev, team_index(ev, "B"), 0);
    pairing_team_tally c = pairing_team_event_tally(ev, team_index(ev, "C"), 0);
    ck_assert_int_eq(a.match_points, 2);
    ck_assert_int_eq(a.board_points, 8); /* 4 boards won */
    ck_assert_int_eq(a.game_points, 16); /* 4 x 2 games won */
    ck_assert_int_eq(b.match_points, 0);
    ck_assert_int_eq(b.game_points, 0);
    ck_assert_int_eq(c.match_points, 2); /* a bye wins with every board won */
    ck_assert_int_eq(c.board_points, 8);
    ck_assert_int_eq(c.game_points, 16);
    ck_assert_int_eq(c.matches, 0);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_two_games_a_board)
{
    pairing_team_event *ev = lettered_teams(PAIRING_SYSTEM_SWISS, 2, 2, 2);
    pairing_error err;
    /* board 1: A1 wins both games; board 2: one game each, a drawn board */
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 1, 1, "A1", "B1", "1-0", NULL, &err), 0);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 1, 2, "B1", "A1", "0-1", NULL, &err), 0);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 2, 1, "B2", "A2", "1-0", NULL, &err), 0);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 2, 2, "A2", "B2", "1-0", NULL, &err), 0);
    validate(ev);
    pairing_team_tally a = pairing_team_event_tally(ev, team_index(ev, "A"), 0);
    ck_assert_int_eq(a.board_points, 3); /* a board won, a board drawn */
    ck_assert_int_eq(a.game_points, 6);  /* three games won */
    ck_assert_int_eq(a.match_points, 2);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_drawn_knockout_needs_a_winner)
{
    pairing_team_event *ev = lettered_teams(PAIRING_SYSTEM_KNOCKOUT, 2, 1, 2);
    add_match(ev, 1, "A", "B", "10");
    pairing_error err;
    ck_assert_int_eq(pairing_team_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "needs the winner"), "%s", err.text);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 0, 0, NULL, NULL, "", "B", &err), 0);
    validate(ev);
    pairing_played p =
        pairing_event_played(pairing_team_event_teams(ev), team_index(ev, "B"), 1);
    ck_assert_int_eq(p.outcome, PAIRING_DRAW);
    pairing_team_event_free(ev);
}
END_TEST

/* ---- rounds of teams ---- */

START_TEST(test_board_colours)
{
    pairing_team_event *ev = numbered_teams(PAIRING_SYSTEM_SWISS, "T", 4, 4, 2, 5);
    pairing_round *r = first_round(ev, 3);
    pairing_error err;
    pairing_team_round *tr = pairing_team_round_new(ev, r, &err);
    ck_assert_msg(tr != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_team_round_matches(tr), 2);
    for (int m = 0; m < 2; m++) {
        pairing_team_match match = pairing_team_round_match(tr, m);
        ck_assert_int_eq(pairing_team_round_games(tr, m), 8);
        for (int i = 0; i < 8; i++) {
            pairing_team_game g = pairing_team_round_game(tr, m, i);
            /* odd boards, game 1: the first team's member first; game 2 reversed */
            int want = (g.board % 2 == 1) == (g.game == 1);
            ck_assert_int_eq(g.first_is_first_team, want);
            int first_team = pairing_team_event_member_team(ev, g.first);
            ck_assert_int_eq(first_team == match.first_team, want);
            /* the default lineup: orders 1..4 on boards 1..4 */
            int mine = want ? g.first : g.second;
            ck_assert_int_eq(pairing_team_event_member_order(ev, mine), g.board);
        }
    }
    pairing_team_round_free(tr);
    pairing_round_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_team_qiu_paired_by_the_engine)
{
    /* seven teams of three: the Qiu system pairs them as it pairs players */
    pairing_team_event *ev = numbered_teams(PAIRING_SYSTEM_QIU, "Q", 7, 3, 1, 3);
    pairing_round *r = first_round(ev, 0);
    /* round 1 of an odd field: number 1 has the bye, 2 meets 5 */
    ck_assert_int_eq(pairing_round_byes(r), 1);
    ck_assert_str_eq(
        pairing_event_id(pairing_team_event_teams(ev), pairing_round_bye(r, 0)), "Q1");
    pairing_game g = pairing_round_game(r, 0);
    ck_assert_str_eq(pairing_event_id(pairing_team_event_teams(ev), g.first), "Q2");
    ck_assert_str_eq(pairing_event_id(pairing_team_event_teams(ev), g.second), "Q5");
    pairing_round_free(r);
    pairing_team_event_free(ev);
}
END_TEST

/* The team checker: the Berger table's matches and first teams, and every
 * board's colours by the first team (003 第三条1(3)). */
START_TEST(test_team_check_round_robin)
{
    pairing_team_event *ev = worked_round_robin();
    pairing_error err;
    pairing_report *rep = pairing_team_check(ev, NULL, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_report_round(rep), 3);
    ck_assert_int_eq(pairing_report_problems(rep), 0);
    pairing_report_free(rep);
    pairing_team_event_free(ev);

    /* round 3 played as 北京–天津: the table makes 天津 the first team, and
     * every board's colours follow the wrong first team */
    ev = new_team_event(PAIRING_SYSTEM_ROUNDROBIN, 2, 1, PAIRING_LINEUP_ORDERED);
    const char *ids[] = {"BJ", "SH", "TJ", "GZ"};
    for (int i = 0; i < 4; i++)
        add_team(ev, ids[i], ids[i], i + 1);
    for (int i = 0; i < 4; i++)
        add_members(ev, ids[i], 2);
    add_match(ev, 1, "BJ", "GZ", "1=");
    add_match(ev, 1, "SH", "TJ", "==");
    add_match(ev, 2, "GZ", "TJ", "10");
    add_match(ev, 2, "BJ", "SH", "01");
    add_match(ev, 3, "SH", "GZ", "11");
    add_match(ev, 3, "BJ", "TJ", "00");
    validate(ev);
    rep = pairing_team_check(ev, NULL, &err);
    ck_assert_int_eq(pairing_report_problems(rep), 1);
    ck_assert_msg(strstr(pairing_report_problem(rep, 0), "makes TJ the first team"), "%s",
                  pairing_report_problem(rep, 0));
    pairing_report_free(rep);
    pairing_team_event_free(ev);
}
END_TEST

/* Teams A-D of one board, `rounds` rounds played as the double round robin's
 * table gives them, the first team's member winning. */
static pairing_team_event *double_round_robin(int cycles, int rounds)
{
    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = 1;
    o.cycles = cycles;
    pairing_error err;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_ROUNDROBIN, &o, &err);
    ck_assert_msg(ev != NULL, "%s", err.text);
    const char *ids[] = {"A", "B", "C", "D"};
    for (int i = 0; i < 4; i++)
        add_team(ev, ids[i], ids[i], i + 1);
    for (int i = 0; i < 4; i++)
        add_members(ev, ids[i], 1);
    validate(ev);
    pairing_schedule *s = pairing_roundrobin_new(pairing_team_event_teams(ev), 2, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    for (int round = 1; round <= rounds; round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        for (int i = 0; i < pairing_round_games(r); i++) {
            pairing_game g = pairing_round_game(r, i);
            add_match(ev, round, ids[g.first], ids[g.second], "1");
        }
    }
    pairing_schedule_free(s);
    validate(ev);
    return ev;
}

/* A double round robin's first cycle swaps its last two rounds (SPEC §3):
 * the checker takes the table of the event's cycles, not a guess from the
 * rounds played, so that round 2 of a double one is no breach, and the same
 * round under a single table is. */
START_TEST(test_team_check_double_round_robin)
{
    pairing_error err;
    pairing_team_event *ev = double_round_robin(2, 2);
    pairing_report *rep = pairing_team_check(ev, NULL, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_report_round(rep), 2);
    ck_assert_int_eq(pairing_report_problems(rep), 0);
    pairing_report_free(rep);
    pairing_team_event_free(ev);

    ev = double_round_robin(1, 2);
    rep = pairing_team_check(ev, NULL, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_gt(pairing_report_problems(rep), 0);
    ck_assert_msg(strstr(pairing_report_problem(rep, 0), "is not a match of round 2"),
                  "%s", pairing_report_problem(rep, 0));
    pairing_report_free(rep);
    pairing_team_event_free(ev);

    /* a single round robin checked past its last round */
    ev = double_round_robin(1, 4);
    rep = pairing_team_check(ev, NULL, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_report_problems(rep), 1);
    ck_assert_str_eq(pairing_report_problem(rep, 0),
                     "round 4 is beyond the Berger table of 1 cycle");
    pairing_report_free(rep);
    pairing_team_event_free(ev);

    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = 1;
    o.cycles = 3;
    ck_assert_ptr_null(pairing_team_event_new(PAIRING_SYSTEM_ROUNDROBIN, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
}
END_TEST

START_TEST(test_team_check_colours)
{
    pairing_team_event *ev = lettered_teams(PAIRING_SYSTEM_ROUNDROBIN, 2, 2, 2);
    /* board 1: A moves first in game 1, B in game 2; board 2 the other way */
    add_row(ev, 1, "A", "B", 1, "A1", "B1", "=");
    pairing_error err;
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 1, 2, "B1", "A1", "1-0", NULL, &err),
                     PAIRING_OK);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 2, 1, "B2", "A2", "=", NULL, &err),
                     PAIRING_OK);
    /* game 2 of board 2 played with the colours of game 1 again */
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 2, 2, "B2", "A2", "=", NULL, &err),
                     PAIRING_OK);
    validate(ev);
    pairing_report *rep = pairing_team_check(ev, NULL, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_report_problems(rep), 1);
    ck_assert_msg(strstr(pairing_report_problem(rep, 0), "board 2 game 2 of A–B"), "%s",
                  pairing_report_problem(rep, 0));
    pairing_report_free(rep);
    pairing_team_event_free(ev);
}
END_TEST

Suite *teams_suite(void)
{
    Suite *s = suite_create("teams");
    TCase *tc = tcase_create("teams");
    tcase_add_test(tc, test_worked_round_robin_points);
    tcase_add_test(tc, test_after_round_tally);
    tcase_add_test(tc, test_ordered_lineup_keeps_roster_order);
    tcase_add_test(tc, test_ordered_vacant_only_at_the_bottom);
    tcase_add_test(tc, test_fixed_refuses_a_substitute);
    tcase_add_test(tc, test_free_takes_any_order);
    tcase_add_test(tc, test_roster_faults);
    tcase_add_test(tc, test_missing_board_is_named);
    tcase_add_test(tc, test_bye_and_no_show);
    tcase_add_test(tc, test_two_games_a_board);
    tcase_add_test(tc, test_drawn_knockout_needs_a_winner);
    tcase_add_test(tc, test_board_colours);
    tcase_add_test(tc, test_team_qiu_paired_by_the_engine);
    tcase_add_test(tc, test_team_check_round_robin);
    tcase_add_test(tc, test_team_check_colours);
    tcase_add_test(tc, test_team_check_double_round_robin);
    suite_add_tcase(s, tc);
    return s;
}
