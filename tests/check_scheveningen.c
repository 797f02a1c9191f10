/*
 * check_scheveningen.c - 全队轮赛制 (Scheveningen, SPEC §10, teams.md §4.6.5,
 * §4.11 item 4): the standard tables complete and balanced, the published
 * 4-board table exactly, tables given by the caller checked, and a two-team
 * event's schedule, scores and ranking (局分, then rounds won).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_team_fixtures.h"

/* ---- the tables ---- */

static int standard_games(int n, pairing_scheveningen_game *games)
{
    for (int i = 0; i < n * n; i++) {
        int rc = pairing_scheveningen_standard(n, i / n + 1, i % n + 1, &games[i]);
        if (rc)
            return rc;
        games[i].line = i + 2; /* as a file with a header would number them */
    }
    return PAIRING_OK;
}

/* Each property counted here by the test itself, not by the library's check. */
START_TEST(standard_tables_are_complete_and_balanced)
{
    for (int n = 2; n <= PAIRING_MAX_SCHEVENINGEN; n++) {
        pairing_scheveningen_game games[100];
        int met[10][10] = {{0}}, firsts[2][10] = {{0}};
        ck_assert_int_eq(standard_games(n, games), PAIRING_OK);
        for (int r = 1; r <= n; r++) {
            int a_in[10] = {0}, b_in[10] = {0};
            for (int b = 1; b <= n; b++) {
                const pairing_scheveningen_game *g = &games[(r - 1) * n + b - 1];
                EXPECT_EQ(g->round, r);
                EXPECT_EQ(g->board, b);
                EXPECT(g->a >= 1 && g->a <= n && g->b >= 1 && g->b <= n,
                       "n %d round %d board %d: A%d-B%d", n, r, b, g->a, g->b);
                a_in[g->a - 1]++;
                b_in[g->b - 1]++;
                met[g->a - 1][g->b - 1]++;
                firsts[g->a_first ? 0 : 1][g->a_first ? g->a - 1 : g->b - 1]++;
            }
            for (int p = 0; p < n; p++) /* one game a player a round */
                EXPECT(a_in[p] == 1 && b_in[p] == 1, "n %d round %d: player %d", n, r,
                       p + 1);
        }
        for (int a = 0; a < n; a++) /* each Ai meets each Bj once */
            for (int b = 0; b < n; b++)
                EXPECT(met[a][b] == 1, "n %d: A%d meets B%d %d times", n, a + 1, b + 1,
                       met[a][b]);
        for (int side = 0; side < 2; side++) /* ⌊n/2⌋ or ⌈n/2⌉ first moves */
            for (int p = 0; p < n; p++)
                EXPECT(firsts[side][p] == n / 2 || firsts[side][p] == (n + 1) / 2,
                       "n %d: %c%d moves first %d times", n, side ? 'B' : 'A', p + 1,
                       firsts[side][p]);
        pairing_error err;
        EXPECT(pairing_scheveningen_check_table(n, games, n * n, &err) == PAIRING_OK,
               "n %d: %s", n, err.text);
    }
}
END_TEST

/* The published 4-board table (USCF, ECF; en.wikipedia "Standard Scheveningen
 * Tables"), as it is printed: the first named moves first. */
START_TEST(four_board_table_is_the_published_one)
{
    static const char *const published[4][4] = {
        {"A1-B1", "A2-B2", "B3-A3", "B4-A4"},
        {"B2-A1", "B1-A2", "A3-B4", "A4-B3"},
        {"A1-B3", "A2-B4", "B1-A3", "B2-A4"},
        {"B4-A1", "B3-A2", "A3-B2", "A4-B1"},
    };
    for (int r = 1; r <= 4; r++)
        for (int b = 1; b <= 4; b++) {
            pairing_scheveningen_game g;
            ck_assert_int_eq(pairing_scheveningen_standard(4, r, b, &g), PAIRING_OK);
            char text[16];
            if (g.a_first)
                snprintf(text, sizeof text, "A%d-B%d", g.a, g.b);
            else
                snprintf(text, sizeof text, "B%d-A%d", g.b, g.a);
            ck_assert_str_eq(text, published[r - 1][b - 1]);
        }
}
END_TEST

START_TEST(standard_tables_stop_at_ten_boards)
{
    pairing_scheveningen_game g;
    ck_assert_int_eq(pairing_scheveningen_standard(11, 1, 1, &g), PAIRING_ERR_LIMIT);
    ck_assert_int_eq(pairing_scheveningen_standard(1, 1, 1, &g), PAIRING_ERR_LIMIT);
    ck_assert_int_eq(pairing_scheveningen_standard(10, 11, 1, &g), PAIRING_ERR_INVALID);
    /* the note of the tables: A1 meets Bn in round n, An meets Bn in round 1 */
    for (int n = 2; n <= 10; n++) {
        ck_assert_int_eq(pairing_scheveningen_standard(n, n, 1, &g), PAIRING_OK);
        ck_assert_int_eq(g.b, n);
        ck_assert_int_eq(pairing_scheveningen_standard(n, 1, n, &g), PAIRING_OK);
        ck_assert_int_eq(g.b, n);
    }
}
END_TEST

/* A table given by the caller, broken one way each time: refused naming the
 * line of the game that breaks it. */
START_TEST(broken_tables_are_refused_with_their_line)
{
    pairing_scheveningen_game games[16];
    pairing_error err;
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);

    /* round 2 board 1 made A1-B1 again (line 6): a pair twice */
    games[4].b = 1;
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 16, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_TABLE);
    ck_assert_int_eq(err.line, 6);
    ck_assert_str_eq(err.text, "A1 meets B1 twice (line 2)");

    /* round 2 board 2 made A2-B2 (line 7): B2 already plays on board 1 */
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);
    games[5].b = 2;
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 16, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 7);
    ck_assert_str_eq(err.text, "round 2: B2 plays twice (line 6)");

    /* round 3 board 3 B1-A3 turned A3-B1 (line 12): A3 gets 3 first moves, B1
     * 1; A3 is found first, at his last game */
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);
    games[10].a_first = !games[10].a_first;
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 16, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 16); /* A3's last game, round 4 board 3 */
    ck_assert_str_eq(err.text,
                     "A3 moves first 3 times in 4 rounds: a table gives each player 2");

    /* a game left out: the last line is the one named */
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 15, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 16);
    ck_assert_str_eq(err.text,
                     "the table has 15 games: 4 boards need 4 rounds of 4, 16 games");

    /* a board given twice */
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);
    games[5].board = 1;
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 16, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 7);
    ck_assert_str_eq(err.text, "round 2 board 1 given twice (line 6)");

    /* a player outside the table */
    ck_assert_int_eq(standard_games(4, games), PAIRING_OK);
    games[15].a = 5;
    ck_assert_int_eq(pairing_scheveningen_check_table(4, games, 16, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 17);
}
END_TEST

/* ---- a two-team event ---- */

/* Two teams of n members "a1".."an" (team A) and "b1".."bn" (team B), the
 * lineup free (B's members move from board to board), not yet validated. */
static pairing_team_event *two_teams(int n, int m)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_SWISS, n, 1, PAIRING_LINEUP_FREE);
    add_team(ev, "A", "甲", 1);
    add_team(ev, "B", "乙", 2);
    for (int i = 1; i <= n; i++) {
        char id[16];
        snprintf(id, sizeof id, "a%d", i);
        add_member(ev, id, "A", i);
    }
    for (int i = 1; i <= m; i++) {
        char id[16];
        snprintf(id, sizeof id, "b%d", i);
        add_member(ev, id, "B", i);
    }
    return ev;
}

/* Round r played by the standard table of n boards, the results given from
 * A's side a board ('1' A wins, '=' drawn, '0' B wins, '.' not yet). */
static void play_round(pairing_team_event *ev, int n, int r, const char *results)
{
    for (int b = 1; b <= n && results[b - 1]; b++) {
        pairing_scheveningen_game g;
        ck_assert_int_eq(pairing_scheveningen_standard(n, r, b, &g), PAIRING_OK);
        char a[16], x[16];
        snprintf(a, sizeof a, "a%d", g.a);
        snprintf(x, sizeof x, "b%d", g.b);
        char c = results[b - 1];
        const char *token = c == '.'                         ? ""
                            : c == '='                       ? "="
                            : (c == '1') == (g.a_first != 0) ? "1-0"
                                                             : "0-1";
        add_row(ev, r, "A", "B", b, g.a_first ? a : x, g.a_first ? x : a, token);
    }
}

static pairing_scheveningen *must_new(const pairing_team_event *ev)
{
    pairing_error err;
    pairing_scheveningen *s = pairing_scheveningen_new(ev, NULL, 0, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    return s;
}

START_TEST(schedule_follows_the_table)
{
    pairing_team_event *ev = two_teams(4, 4);
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    const pairing_event *members = pairing_team_event_members(ev);
    ck_assert_int_eq(pairing_scheveningen_boards(s), 4);
    ck_assert_int_eq(pairing_scheveningen_team(s, 0), team_index(ev, "A"));
    /* round 1 board 3: B3-A3; round 4 board 4: A4-B1 */
    pairing_team_game g = pairing_scheveningen_board(s, 1, 3);
    ck_assert_str_eq(pairing_event_id(members, g.first), "b3");
    ck_assert_str_eq(pairing_event_id(members, g.second), "a3");
    ck_assert_int_eq(g.first_is_first_team, 0);
    g = pairing_scheveningen_board(s, 4, 4);
    ck_assert_str_eq(pairing_event_id(members, g.first), "a4");
    ck_assert_str_eq(pairing_event_id(members, g.second), "b1");
    ck_assert_int_eq(g.first_is_first_team, 1);
    ck_assert_int_eq(pairing_scheveningen_rounds_complete(s), 0);
    ck_assert_int_eq(pairing_scheveningen_complete(s), 0);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* Round 1 A wins 2½-1½, round 2 begun (a1 beats b2, the rest pending): so
 * far A 3½ 局分, B 1½; one round won by A. */
START_TEST(scores_so_far)
{
    pairing_team_event *ev = two_teams(4, 4);
    play_round(ev, 4, 1, "1=01");
    play_round(ev, 4, 2, "1...");
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    ck_assert_int_eq(pairing_scheveningen_rounds_complete(s), 1);
    pairing_scheveningen_score first = pairing_scheveningen_place(s, 0);
    pairing_scheveningen_score second = pairing_scheveningen_place(s, 1);
    ck_assert_int_eq(first.team, team_index(ev, "A"));
    ck_assert_int_eq(first.rank, 1);
    ck_assert_int_eq(first.game_points, 7); /* 1 + ½ + 0 + 1, then 1 */
    ck_assert_int_eq(second.game_points, 3);
    ck_assert_int_eq(first.match_points, 2); /* round 1 won: 1 次分 */
    ck_assert_int_eq(first.rounds_won, 1);
    ck_assert_int_eq(second.rounds_lost, 1);
    /* a1: round 1 beat b1 moving first, round 2 beat b2 moving second */
    pairing_scheveningen_player a1 = pairing_scheveningen_member(s, 0, 1);
    ck_assert_str_eq(pairing_event_id(pairing_team_event_members(ev), a1.member), "a1");
    ck_assert_int_eq(a1.games, 2);
    ck_assert_int_eq(a1.points, 4);
    ck_assert_int_eq(a1.firsts, 1);
    /* b3: round 1 beat a3 moving first; round 2 not played yet */
    pairing_scheveningen_player b3 = pairing_scheveningen_member(s, 1, 3);
    ck_assert_int_eq(b3.games, 1);
    ck_assert_int_eq(b3.points, 2);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* The teams ranked by 局分, then by rounds won (SPEC §10). */
START_TEST(game_points_then_rounds_won)
{
    /* a round each: 局分 decides */
    pairing_team_event *ev = two_teams(4, 4);
    play_round(ev, 4, 1, "=0=1"); /* 2-2 */
    play_round(ev, 4, 2, "0=1="); /* 2-2 */
    play_round(ev, 4, 3, "1=00"); /* 1½-2½ */
    play_round(ev, 4, 4, "111="); /* 3½-½ */
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    pairing_scheveningen_score first = pairing_scheveningen_place(s, 0);
    pairing_scheveningen_score second = pairing_scheveningen_place(s, 1);
    /* 局分 A 9, B 7 */
    ck_assert_int_eq(first.team, team_index(ev, "A"));
    ck_assert_int_eq(first.game_points, 18);
    ck_assert_int_eq(second.game_points, 14);
    ck_assert_int_eq(pairing_scheveningen_complete(s), 1);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);

    /* A wins two rounds, B one by 4-0: B first on 局分, 6½ to 5½ */
    ev = two_teams(4, 4);
    play_round(ev, 4, 1, "1=10"); /* 2½-1½ */
    play_round(ev, 4, 2, "=11="); /* 3-1 */
    play_round(ev, 4, 3, "0000"); /* 0-4 */
    play_round(ev, 4, 4, "0000"); /* 0-4 */
    validate(ev);
    s = must_new(ev);
    first = pairing_scheveningen_place(s, 0);
    second = pairing_scheveningen_place(s, 1);
    ck_assert_int_eq(first.team, team_index(ev, "B"));
    ck_assert_int_eq(first.game_points, 21);
    ck_assert_int_eq(second.game_points, 11);
    ck_assert_int_eq(second.rounds_won, 2);
    ck_assert_int_eq(first.rank, 1);
    ck_assert_int_eq(second.rank, 2);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);

    ev = two_teams(4, 4);
    play_round(ev, 4, 1, "0=01"); /* B 2½-1½ */
    play_round(ev, 4, 2, "0=01"); /* B */
    play_round(ev, 4, 3, "0=01"); /* B */
    play_round(ev, 4, 4, "11=1"); /* A 3½-½ */
    validate(ev);
    s = must_new(ev);
    first = pairing_scheveningen_place(s, 0);
    second = pairing_scheveningen_place(s, 1);
    /* 局分 8-8; rounds won B 3, A 1: B first on rounds won */
    ck_assert_int_eq(first.game_points, 16);
    ck_assert_int_eq(second.game_points, 16);
    ck_assert_int_eq(first.team, team_index(ev, "B"));
    ck_assert_int_eq(first.rounds_won, 3);
    ck_assert_int_eq(first.match_points, 6);
    ck_assert_int_eq(first.rank, 1);
    ck_assert_int_eq(second.rank, 2);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* Equal in both: first place shared, team A named first. */
START_TEST(equal_teams_share_first_place)
{
    pairing_team_event *ev = two_teams(2, 2);
    play_round(ev, 2, 1, "10");
    play_round(ev, 2, 2, "==");
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    ck_assert_int_eq(pairing_scheveningen_place(s, 0).team, team_index(ev, "A"));
    ck_assert_int_eq(pairing_scheveningen_place(s, 0).rank, 1);
    ck_assert_int_eq(pairing_scheveningen_place(s, 1).rank, 1);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* Team A is the first by number: a team ranked 1 is A wherever it stands. */
START_TEST(team_a_is_the_first_by_number)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_SWISS, 2, 1, PAIRING_LINEUP_FREE);
    add_team(ev, "X", "X", 2);
    add_team(ev, "Y", "Y", 1);
    add_member(ev, "x1", "X", 1);
    add_member(ev, "x2", "X", 2);
    add_member(ev, "y1", "Y", 1);
    add_member(ev, "y2", "Y", 2);
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    ck_assert_int_eq(pairing_scheveningen_team(s, 0), team_index(ev, "Y"));
    pairing_team_game g = pairing_scheveningen_board(s, 1, 1);
    ck_assert_str_eq(pairing_event_id(pairing_team_event_members(ev), g.first), "y1");
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

static void expect_refused(const pairing_team_event *ev, int code, int source, long line,
                           const char *text)
{
    pairing_error err;
    int n = -1;
    ck_assert_ptr_null(pairing_scheveningen_new(ev, NULL, 0, &err));
    ck_assert_int_eq(err.code, code);
    ck_assert_int_eq(err.source, source);
    ck_assert_int_eq(err.line, line);
    ck_assert_str_eq(err.text, text);
    ck_assert_int_eq(pairing_scheveningen_teams(ev, 0, &n, &err), code);
    ck_assert_int_eq(n, 0);
}

START_TEST(unequal_teams_are_refused)
{
    pairing_team_event *ev = two_teams(5, 4);
    validate(ev);
    /* team B's line (add_team tags rank + 1) */
    expect_refused(ev, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, 3,
                   "Scheveningen needs exactly two teams of equal size (A has 5, B has "
                   "4)");
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(eleven_boards_are_refused)
{
    pairing_team_event *ev = two_teams(11, 11);
    validate(ev);
    expect_refused(ev, PAIRING_ERR_LIMIT, PAIRING_SOURCE_TEAMS, 3,
                   "A and B have 11 members each: the standard Scheveningen table has 2 "
                   "to 10 boards");
    int n = 0;
    ck_assert_int_eq(pairing_scheveningen_teams(ev, 1, &n, NULL), PAIRING_OK);
    ck_assert_int_eq(n, 11);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(three_teams_are_refused)
{
    pairing_team_event *ev = two_teams(2, 2);
    add_team(ev, "C", "丙", 3);
    validate(ev);
    expect_refused(ev, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, 4,
                   "Scheveningen needs exactly two teams (3 given)");
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(orders_must_run_from_one)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_SWISS, 2, 1, PAIRING_LINEUP_FREE);
    add_team(ev, "A", "A", 1);
    add_team(ev, "B", "B", 2);
    add_member(ev, "a1", "A", 1);
    add_member(ev, "a2", "A", 3);
    add_member(ev, "b1", "B", 1);
    add_member(ev, "b2", "B", 2);
    validate(ev);
    pairing_error err;
    ck_assert_ptr_null(pairing_scheveningen_new(ev, NULL, 0, &err));
    ck_assert_int_eq(err.source, PAIRING_SOURCE_ENTRANTS);
    ck_assert_str_eq(err.text,
                     "'a2' of A has order 3: a Scheveningen team's orders are 1 to 2");
    pairing_team_event_free(ev);
}
END_TEST

/* A result whose players are not the table's for its board. */
START_TEST(results_off_the_table_are_refused)
{
    pairing_team_event *ev = two_teams(2, 2);
    pairing_error err;
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 1, 1, "a1", "b2", "1-0", NULL, &err),
                     PAIRING_OK);
    ck_assert_int_eq(try_row(ev, 1, "A", "B", 2, 1, "a2", "b1", "1-0", NULL, &err),
                     PAIRING_OK);
    validate(ev);
    ck_assert_ptr_null(pairing_scheveningen_new(ev, NULL, 0, &err));
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    ck_assert_str_eq(err.text,
                     "round 1 board 1 is a1-b1 by the table (A1-B1), not a1-b2");
    pairing_team_event_free(ev);

    ev = two_teams(2, 2);
    play_round(ev, 2, 1, "11");
    play_round(ev, 2, 2, "11");
    ck_assert_int_eq(try_row(ev, 3, "A", "B", 1, 1, "a1", "b1", "1-0", NULL, &err),
                     PAIRING_OK);
    ck_assert_int_eq(try_row(ev, 3, "A", "B", 2, 1, "a2", "b2", "1-0", NULL, &err),
                     PAIRING_OK);
    validate(ev);
    ck_assert_ptr_null(pairing_scheveningen_new(ev, NULL, 0, &err));
    ck_assert_str_eq(err.text, "round 3: a Scheveningen of 2 boards has 2 rounds");
    pairing_team_event_free(ev);
}
END_TEST

/* Colours as played are taken (003 第三条2): a1 moving second still scores. */
START_TEST(colours_as_played_are_taken)
{
    pairing_team_event *ev = two_teams(2, 2);
    add_row(ev, 1, "A", "B", 1, "b1", "a1", "0-1");
    add_row(ev, 1, "A", "B", 2, "a2", "b2", "=");
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    ck_assert_int_eq(pairing_scheveningen_member(s, 0, 1).points, 2);
    ck_assert_int_eq(pairing_scheveningen_member(s, 0, 1).firsts, 0);
    ck_assert_int_eq(pairing_scheveningen_place(s, 0).game_points, 3);
    /* kept from the side of the table's first player, a1 */
    pairing_scheveningen_result r = pairing_scheveningen_outcome(s, 1, 1);
    ck_assert_int_eq(r.outcome, PAIRING_FIRST_WINS);
    ck_assert_int_eq(r.colours_reversed, 1);
    ck_assert_int_eq(r.points[0], 2);
    ck_assert_int_eq(r.points[1], 0);
    r = pairing_scheveningen_outcome(s, 2, 1);
    ck_assert_int_eq(r.outcome, PAIRING_PENDING);
    ck_assert_int_eq(r.points[0], -1);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* A team forfeit of a round: every board lost by forfeit (SPEC §10), each
 * board's result from the side of the table's first player. */
START_TEST(a_team_forfeit_loses_every_board)
{
    pairing_team_event *ev = two_teams(2, 2);
    play_round(ev, 2, 1, "==");
    add_row(ev, 2, "A", "B", 0, "", "", "-+"); /* A did not come to round 2 */
    validate(ev);
    pairing_scheveningen *s = must_new(ev);
    ck_assert_int_eq(pairing_scheveningen_complete(s), 1);
    pairing_scheveningen_score first = pairing_scheveningen_place(s, 0);
    ck_assert_int_eq(first.team, team_index(ev, "B"));
    ck_assert_int_eq(first.game_points, 6); /* ½ + ½ + 1 + 1 */
    ck_assert_int_eq(first.rounds_won, 1);
    ck_assert_int_eq(first.rounds_drawn, 1);
    /* round 2 board 1 is B2-A1: B2, first in the table, won by forfeit */
    pairing_scheveningen_result r = pairing_scheveningen_outcome(s, 2, 1);
    ck_assert_int_eq(r.outcome, PAIRING_FORFEIT_FIRST_WINS);
    ck_assert_int_eq(r.colours_reversed, 0);
    ck_assert_int_eq(r.points[1], 2);
    ck_assert_int_eq(pairing_scheveningen_member(s, 1, 2).points, 3);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
}
END_TEST

/* A table of the caller's: a 2-board table other than the standard one. */
START_TEST(a_given_table_is_used)
{
    pairing_scheveningen_game table[4] = {
        {1, 1, 1, 2, 1, 2}, {1, 2, 2, 1, 1, 3}, {2, 1, 1, 1, 0, 4}, {2, 2, 2, 2, 0, 5}};
    pairing_team_event *ev = two_teams(2, 2);
    validate(ev);
    pairing_error err;
    pairing_scheveningen *s = pairing_scheveningen_new(ev, table, 4, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    pairing_team_game g = pairing_scheveningen_board(s, 1, 2);
    ck_assert_str_eq(pairing_event_id(pairing_team_event_members(ev), g.first), "a2");
    pairing_scheveningen_free(s);
    table[3].a_first = 1; /* A2 then moves first twice, B2 never */
    ck_assert_ptr_null(pairing_scheveningen_new(ev, table, 4, &err));
    ck_assert_int_eq(err.source, PAIRING_SOURCE_TABLE);
    ck_assert_int_eq(err.line, 5);
    pairing_team_event_free(ev);
}
END_TEST

Suite *scheveningen_suite(void)
{
    Suite *s = suite_create("scheveningen");
    TCase *tc = tcase_create("tables");
    tcase_add_test(tc, standard_tables_are_complete_and_balanced);
    tcase_add_test(tc, four_board_table_is_the_published_one);
    tcase_add_test(tc, standard_tables_stop_at_ten_boards);
    tcase_add_test(tc, broken_tables_are_refused_with_their_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("event");
    tcase_add_test(tc, schedule_follows_the_table);
    tcase_add_test(tc, scores_so_far);
    tcase_add_test(tc, game_points_then_rounds_won);
    tcase_add_test(tc, equal_teams_share_first_place);
    tcase_add_test(tc, team_a_is_the_first_by_number);
    tcase_add_test(tc, unequal_teams_are_refused);
    tcase_add_test(tc, eleven_boards_are_refused);
    tcase_add_test(tc, three_teams_are_refused);
    tcase_add_test(tc, orders_must_run_from_one);
    tcase_add_test(tc, results_off_the_table_are_refused);
    tcase_add_test(tc, colours_as_played_are_taken);
    tcase_add_test(tc, a_team_forfeit_loses_every_board);
    tcase_add_test(tc, a_given_table_is_used);
    suite_add_tcase(s, tc);
    return s;
}
