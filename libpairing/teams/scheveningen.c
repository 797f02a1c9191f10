/*
 * scheveningen.c - 全队轮赛制 (Scheveningen, SPEC §10; 000 第十四条2(4), 003
 * 第四章第二条2(4)): two teams of n members, n rounds, every member of team A
 * meets every member of team B once, one game each a round.  Who meets whom
 * and who moves first come from a table: the standard ones pinned below, or
 * one the caller gives, checked for the same properties.  The teams are
 * ranked by 局分, then by rounds (次) won.
 *
 * The odd-board colour rule of the other team events cannot serve here
 * (teams.md §4.6.5): with A on fixed boards and the first team alternating,
 * B1 would never move first.  The tables instead give every player ⌊n/2⌋ or
 * ⌈n/2⌉ first moves.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

/* ---- the standard tables ----
 *
 * Row r of table n is round r; entry b is board b, on which A's member of
 * order b sits: +j when he moves first against B's member of order j, -j when
 * Bj moves first.
 *
 * 2 to 8 boards are the "Standard Scheveningen Tables" as the English and US
 * federations publish them (USCF Official Rules of Chess, 5th ed., ch. 12;
 * ECF), read from https://en.wikipedia.org/wiki/Scheveningen_system (5 and
 * 6 boards as there; en.m.wikipedia's revision has other, also valid, ones)
 * and, for 8 boards, https://rimassoft.eu/Scheveningen_Tables.aspx, whose
 * rounds 1 and 2 agree with Wikipedia's.  4 boards, round 1: A1-B1 A2-B2 B3-A3
 * B4-A4.
 *
 * 9 and 10 boards were not in the copies read, so libpairing builds its own,
 * keeping what the published ones keep (A1 meets Bn in round n, An meets Bn in
 * round 1, each player ⌊n/2⌋ or ⌈n/2⌉ first moves):
 *   9: the cyclic square, board i of round r being Ai against B(i+r-1 mod 9),
 *      its colours chosen by a search so that each round A moves first on 4
 *      or 5 boards and players seldom keep a colour two rounds running;
 *  10: the 5-board table twice over, as the 8-board one is built from two
 *      halves: rounds 1-5 pair A1-5 with B1-5 and A6-10 with B6-10, rounds
 *      6-10 A1-5 with B6-10 and A6-10 with B1-5, each block as the 5-board
 *      table pairs its orders; the colours are the table's in the blocks of
 *      A1-5 against B1-5 and A6-10 against B6-10, reversed in the other two,
 *      so each player has one block as the table has it and one reversed: 5
 *      first moves of 10. */
static const signed char table2[2][2] = {
    {1, 2},
    {-2, -1},
};
static const signed char table3[3][3] = {
    {1, 2, -3},
    {-2, 3, -1},
    {3, -1, 2},
};
static const signed char table4[4][4] = {
    {1, 2, -3, -4},
    {-2, -1, 4, 3},
    {3, 4, -1, -2},
    {-4, -3, 2, 1},
};
static const signed char table5[5][5] = {
    {1, 2, 3, -4, -5},  {-2, -3, 4, 5, -1}, {3, 4, -5, -1, 2},
    {-4, 5, 1, -2, -3}, {5, -1, -2, 3, 4},
};
static const signed char table6[6][6] = {
    {1, -2, -3, 4, -5, 6}, {-2, 3, 5, -6, 4, -1}, {3, -5, -1, 2, 6, -4},
    {-4, -6, 2, 1, -3, 5}, {5, 4, 6, -3, -1, -2}, {-6, 1, -4, -5, 2, 3},
};
static const signed char table7[7][7] = {
    {1, 2, 3, 4, -5, -6, -7},  {-2, -3, -4, 5, 6, 7, -1}, {3, 4, 5, -6, -7, -1, 2},
    {-4, -5, 6, 7, 1, -2, -3}, {5, 6, -7, -1, -2, 3, 4},  {-6, 7, 1, 2, -3, -4, -5},
    {7, -1, -2, -3, 4, 5, 6},
};
static const signed char table8[8][8] = {
    {1, 2, 3, 4, -5, -6, -7, -8}, {-2, -3, -4, -1, 6, 7, 8, 5},
    {3, 4, 1, 2, -7, -8, -5, -6}, {-4, -1, -2, -3, 8, 5, 6, 7},
    {5, 6, 7, 8, -1, -2, -3, -4}, {-6, -7, -8, -5, 2, 3, 4, 1},
    {7, 8, 5, 6, -3, -4, -1, -2}, {-8, -5, -6, -7, 4, 1, 2, 3},
};
static const signed char table9[9][9] = {
    {-1, -2, 3, 4, 5, 6, 7, -8, -9}, {2, 3, -4, -5, -6, -7, -8, 9, 1},
    {-3, 4, 5, 6, 7, 8, -9, -1, -2}, {-4, -5, -6, -7, -8, 9, 1, 2, 3},
    {5, 6, 7, 8, 9, -1, -2, -3, -4}, {-6, -7, -8, -9, -1, 2, 3, 4, 5},
    {7, 8, 9, 1, 2, -3, -4, -5, -6}, {-8, -9, -1, -2, -3, 4, 5, 6, 7},
    {9, 1, 2, 3, -4, -5, -6, -7, 8},
};
static const signed char table10[10][10] = {
    {1, 2, 3, -4, -5, 6, 7, 8, -9, -10}, {-2, -3, 4, 5, -1, -7, -8, 9, 10, -6},
    {3, 4, -5, -1, 2, 8, 9, -10, -6, 7}, {-4, 5, 1, -2, -3, -9, 10, 6, -7, -8},
    {5, -1, -2, 3, 4, 10, -6, -7, 8, 9}, {-6, -7, -8, 9, 10, -1, -2, -3, 4, 5},
    {7, 8, -9, -10, 6, 2, 3, -4, -5, 1}, {-8, -9, 10, 6, -7, -3, -4, 5, 1, -2},
    {9, -10, -6, 7, 8, 4, -5, -1, 2, 3}, {-10, 6, 7, -8, -9, -5, 1, 2, -3, -4},
};

static const signed char *standard_table(int n)
{
    static const signed char *const tables[] = {
        NULL,      NULL,      table2[0], table3[0], table4[0], table5[0],
        table6[0], table7[0], table8[0], table9[0], table10[0]};
    return n >= 2 && n <= PAIRING_MAX_SCHEVENINGEN ? tables[n] : NULL;
}

PAIRING_API int pairing_scheveningen_standard(int n, int round, int board,
                                              pairing_scheveningen_game *game)
{
    const signed char *t = standard_table(n);
    if (!t || !game)
        return t ? PAIRING_ERR_INVALID : PAIRING_ERR_LIMIT;
    if (round < 1 || round > n || board < 1 || board > n)
        return PAIRING_ERR_INVALID;
    int entry = t[(round - 1) * n + board - 1];
    game->round = round;
    game->board = board;
    game->a = board;
    game->b = abs(entry);
    game->a_first = entry > 0;
    game->line = 0;
    return PAIRING_OK;
}

/* ---- checking a table ---- */

typedef struct table_check {
    int n;
    const pairing_scheveningen_game *games;
    int *cell;      /* [round][board]: game + 1 */
    int *a_in;      /* [round][a]: game + 1 */
    int *b_in;      /* [round][b]: game + 1 */
    int *met;       /* [a][b]: game + 1 */
    int *firsts;    /* [side][order]: first moves */
    int *last_game; /* [side][order]: the player's last game, for the line */
} table_check;

static int table_fail(pairing_error *err, const pairing_scheveningen_game *g,
                      const char *fmt, ...) PR_PRINTF(3, 4);
static int table_fail(pairing_error *err, const pairing_scheveningen_game *g,
                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc =
        pr_fail_v(err, PAIRING_ERR_DATA, PAIRING_SOURCE_TABLE, g ? g->line : 0, fmt, ap);
    va_end(ap);
    return rc;
}

static long line_of(const table_check *tc, int game)
{
    return tc->games[game].line;
}

/* One game: in the table's bounds, its board free, each player's one game of
 * the round, a pair that has not met (teams.md D13: every Ai meets every Bj
 * once). */
static int place_game(table_check *tc, int i, pairing_error *err)
{
    const pairing_scheveningen_game *g = &tc->games[i];
    int n = tc->n;
    if (g->round < 1 || g->round > n || g->board < 1 || g->board > n || g->a < 1 ||
        g->a > n || g->b < 1 || g->b > n)
        return table_fail(err, g,
                          "round %d board %d A%d-B%d: a table of %d boards has rounds, "
                          "boards and players 1 to %d",
                          g->round, g->board, g->a, g->b, n, n);
    int r = g->round - 1;
    int *cell = &tc->cell[r * n + g->board - 1], *a = &tc->a_in[r * n + g->a - 1],
        *b = &tc->b_in[r * n + g->b - 1], *met = &tc->met[(g->a - 1) * n + g->b - 1];
    if (*cell)
        return table_fail(err, g, "round %d board %d given twice (line %ld)", g->round,
                          g->board, line_of(tc, *cell - 1));
    if (*a || *b)
        return table_fail(err, g, "round %d: %c%d plays twice (line %ld)", g->round,
                          *a ? 'A' : 'B', *a ? g->a : g->b,
                          line_of(tc, (*a ? *a : *b) - 1));
    if (*met)
        return table_fail(err, g, "A%d meets B%d twice (line %ld)", g->a, g->b,
                          line_of(tc, *met - 1));
    *cell = *a = *b = *met = i + 1;
    tc->firsts[g->a - 1] += g->a_first != 0;
    tc->firsts[n + g->b - 1] += g->a_first == 0;
    tc->last_game[g->a - 1] = tc->last_game[n + g->b - 1] = i;
    return PAIRING_OK;
}

/* Every player moves first ⌊n/2⌋ or ⌈n/2⌉ times (teams.md D13). */
static int check_balance(const table_check *tc, pairing_error *err)
{
    int n = tc->n, low = n / 2, high = (n + 1) / 2;
    for (int p = 0; p < 2 * n; p++) {
        int f = tc->firsts[p];
        if (f < low || f > high)
            return table_fail(err, &tc->games[tc->last_game[p]],
                              low == high
                                  ? PR_MSG("%c%d moves first %d times in %d rounds: "
                                           "a table gives each player %d")
                                  : PR_MSG("%c%d moves first %d times in %d rounds: "
                                           "a table gives each player %d or one "
                                           "more"),
                              p < n ? 'A' : 'B', p % n + 1, f, n, low);
    }
    return PAIRING_OK;
}

PAIRING_API int pairing_scheveningen_check_table(int n,
                                                 const pairing_scheveningen_game *games,
                                                 int count, pairing_error *err)
{
    if (n < 2 || n > PAIRING_MAX_BOARDS)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_TABLE, 0,
                          "a Scheveningen table has 2 to %d boards, not %d",
                          PAIRING_MAX_BOARDS, n);
    if (!games && count)
        return pr_fail(err, PAIRING_ERR_INVALID, "no table");
    size_t nn = (size_t)n * (size_t)n;
    table_check tc = {n,
                      games,
                      pr_calloc(nn, sizeof(int)),
                      pr_calloc(nn, sizeof(int)),
                      pr_calloc(nn, sizeof(int)),
                      pr_calloc(nn, sizeof(int)),
                      pr_calloc(2 * (size_t)n, sizeof(int)),
                      pr_calloc(2 * (size_t)n, sizeof(int))};
    int rc = tc.cell && tc.a_in && tc.b_in && tc.met && tc.firsts && tc.last_game
                 ? PAIRING_OK
                 : pr_nomem(err);
    for (int i = 0; i < count && !rc; i++)
        rc = place_game(&tc, i, err);
    /* no pair twice and n·n games: every Ai has met every Bj */
    if (!rc && (size_t)count != nn)
        rc = table_fail(err, count ? &games[count - 1] : NULL,
                        "the table has %d games: %d boards need %d rounds of %d, %zu "
                        "games",
                        count, n, n, n, nn);
    if (!rc)
        rc = check_balance(&tc, err);
    free(tc.cell);
    free(tc.a_in);
    free(tc.b_in);
    free(tc.met);
    free(tc.firsts);
    free(tc.last_game);
    return rc;
}

/* ---- a two-team event under a table ---- */

typedef pairing_scheveningen_player sch_player;

struct pairing_scheveningen {
    const pairing_team_event *ev;
    int n;
    int team[2];                          /* A, B */
    pairing_scheveningen_game *map;       /* [round][board] */
    pairing_scheveningen_result *results; /* [round][board] */
    sch_player *players;                  /* [side][order - 1] */
    int game_points[2], match_points[2];
    int won[2], drawn[2];
    int scored;          /* the rounds with every result */
    int rounds_complete; /* the rounds with every result, counted from round 1 */
    int complete;
};

PAIRING_API void pairing_scheveningen_free(pairing_scheveningen *s)
{
    if (!s)
        return;
    free(s->map);
    free(s->results);
    free(s->players);
    free(s);
}

/* Exactly two teams, of n members each with orders 1..n: "teams.csv:3:
 * Scheveningen needs exactly two teams of equal size (T1 has 5, T2 has 4)".
 * Team A is the first by number. */
static int check_teams(const pairing_team_event *ev, int custom, int team[2], int *n,
                       pairing_error *err)
{
    if (ev->nteams != 2)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS,
                          ev->teams[ev->nteams > 2 ? 2 : 0].line,
                          "Scheveningen needs exactly two teams (%d given)", ev->nteams);
    /* team A is the first team by number (SPEC §10): rank, rating, file order */
    int b_first = pairing_event_number(ev->level, 1) < pairing_event_number(ev->level, 0);
    team[0] = b_first;
    team[1] = !b_first;
    int size[2];
    for (int t = 0; t < 2; t++)
        size[t] = ev->roster_start[t + 1] - ev->roster_start[t];
    if (size[0] != size[1])
        return pr_fail_at(
            err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, ev->teams[1].line,
            "Scheveningen needs exactly two teams of equal size (%s has %d, %s has %d)",
            ev->teams[0].id, size[0], ev->teams[1].id, size[1]);
    *n = size[0];
    int most = custom ? PAIRING_MAX_BOARDS : PAIRING_MAX_SCHEVENINGEN;
    if (*n < 2 || *n > most)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_TEAMS, ev->teams[1].line,
                          custom
                              ? PR_MSG("%s and %s have %d members each: a Scheveningen "
                                       "table has 2 to %d boards")
                              : PR_MSG("%s and %s have %d members each: the standard "
                                       "Scheveningen table has 2 to %d boards"),
                          ev->teams[0].id, ev->teams[1].id, *n, most);
    for (int t = 0; t < 2; t++)
        for (int k = 0; k < *n; k++) {
            int m = ev->roster[ev->roster_start[t] + k];
            if (ev->member_order[m] != k + 1)
                return pr_fail_at(
                    err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                    pairing_event_entrant(ev->members, m).line,
                    "'%s' of %s has order %d: a Scheveningen team's orders are 1 to %d",
                    pairing_event_id(ev->members, m), ev->teams[t].id,
                    ev->member_order[m], *n);
        }
    return PAIRING_OK;
}

PAIRING_API int pairing_scheveningen_teams(const pairing_team_event *event,
                                           int given_table, int *boards,
                                           pairing_error *err)
{
    int team[2], n = 0;
    if (!event || !event->validated)
        return pr_fail(err, PAIRING_ERR_INVALID, "no team event, or one not validated");
    int rc = check_teams(event, given_table, team, &n, err);
    if (boards)
        *boards = rc ? 0 : n;
    return rc;
}

static int member_of(const pairing_scheveningen *s, int side, int order)
{
    return s->ev->roster[s->ev->roster_start[s->team[side]] + order - 1];
}

/* The table, checked, as [round][board]. */
static int take_table(pairing_scheveningen *s, const pairing_scheveningen_game *table,
                      int count, pairing_error *err)
{
    int n = s->n;
    pairing_scheveningen_game *standard = NULL;
    if (!table) {
        count = n * n;
        if (!(standard = pr_calloc((size_t)count, sizeof *standard)))
            return pr_nomem(err);
        for (int i = 0; i < count; i++)
            pairing_scheveningen_standard(n, i / n + 1, i % n + 1, &standard[i]);
        table = standard;
    }
    int rc = pairing_scheveningen_check_table(n, table, count, err);
    for (int i = 0; i < count && !rc; i++)
        s->map[(table[i].round - 1) * n + table[i].board - 1] = table[i];
    free(standard);
    return rc;
}

static const char *id_of(const pairing_scheveningen *s, int member)
{
    return member >= 0 ? pairing_event_id(s->ev->members, member) : "(vacant)";
}

/* A row of the results as the table has it: within the n rounds, team A named
 * as the first team (the column groups a round's boards into its one match),
 * the table's two players on its board; the colours are taken as played (003
 * 第三条2: a colour error found late stands). */
static int check_row(const pairing_scheveningen *s, const pr_board_row *r,
                     pairing_error *err)
{
    const pairing_team_event *ev = s->ev;
    if (r->round > s->n)
        return pr_team_row_fail(err, r,
                                "round %d: a Scheveningen of %d boards has %d rounds",
                                r->round, s->n, s->n);
    if (r->first_team != s->team[0] || r->second_team != s->team[1])
        return pr_team_row_fail(
            err, r,
            "round %d: a Scheveningen row names team A (%s) as first_team "
            "and %s as second_team",
            r->round, ev->teams[s->team[0]].id, ev->teams[s->team[1]].id);
    if (!r->board) {
        if (r->outcome == PAIRING_FORFEIT_FIRST_WINS ||
            r->outcome == PAIRING_FORFEIT_SECOND_WINS ||
            r->outcome == PAIRING_DOUBLE_FORFEIT)
            return PAIRING_OK;
        return pr_team_row_fail(
            err, r,
            "round %d: a Scheveningen round has no bye or winner row, only "
            "a team forfeit",
            r->round);
    }
    const pairing_scheveningen_game *g = &s->map[(r->round - 1) * s->n + r->board - 1];
    int a = member_of(s, 0, g->a), b = member_of(s, 1, g->b);
    int ok = (r->first == a || r->first < 0) && (r->second == b || r->second < 0);
    ok = ok || ((r->first == b || r->first < 0) && (r->second == a || r->second < 0));
    if (!ok || (r->first < 0 && r->second < 0 && r->outcome != PAIRING_DOUBLE_FORFEIT))
        return pr_team_row_fail(
            err, r,
            "round %d board %d is %s-%s by the table (%c%d-%c%d), not "
            "%s-%s",
            r->round, r->board, id_of(s, g->a_first ? a : b),
            id_of(s, g->a_first ? b : a), g->a_first ? 'A' : 'B',
            g->a_first ? g->a : g->b, g->a_first ? 'B' : 'A', g->a_first ? g->b : g->a,
            id_of(s, r->first), id_of(s, r->second));
    return PAIRING_OK;
}

/* A board's result kept from the side of the table's first player. */
static void keep_result(pairing_scheveningen *s, int round, int board, pairing_outcome o,
                        int a_moved_first, const int points[2])
{
    const pairing_scheveningen_game *g = &s->map[(round - 1) * s->n + board - 1];
    pairing_scheveningen_result *res = &s->results[(round - 1) * s->n + board - 1];
    res->colours_reversed = a_moved_first != (g->a_first != 0);
    res->outcome = res->colours_reversed ? pr_outcome_reversed(o) : o;
    res->points[0] = points[0];
    res->points[1] = points[1];
}

/* A game's points to its two players, as the team event scores them. */
static void score_game(pairing_scheveningen *s, const pr_board_row *r)
{
    const pairing_scheveningen_game *g = &s->map[(r->round - 1) * s->n + r->board - 1];
    int a_moved_first = r->first >= 0 ? s->ev->member_team[r->first] == s->team[0]
                                      : s->ev->member_team[r->second] != s->team[0];
    int kept[2];
    for (int side = 0; side < 2; side++) {
        sch_player *p = &s->players[side * s->n + (side ? g->b : g->a) - 1];
        int moved_first = side ? !a_moved_first : a_moved_first;
        int points = pr_team_game_points(s->ev, r->outcome, moved_first);
        p->games++;
        p->points += points;
        p->firsts += moved_first && r->first >= 0 && r->second >= 0;
        s->game_points[side] += points;
        kept[side] = points;
    }
    keep_result(s, r->round, r->board, r->outcome, a_moved_first, kept);
}

/* A team forfeit of a round: every board lost (SPEC §10), each member's game
 * by forfeit. */
static void score_forfeit(pairing_scheveningen *s, const pr_board_row *r)
{
    for (int board = 1; board <= s->n; board++) {
        const pairing_scheveningen_game *g = &s->map[(r->round - 1) * s->n + board - 1];
        int kept[2];
        for (int side = 0; side < 2; side++) {
            int wins = r->outcome ==
                       (side ? PAIRING_FORFEIT_SECOND_WINS : PAIRING_FORFEIT_FIRST_WINS);
            int points = s->ev->o.game_points[wins ? 0 : 2] * s->ev->o.games;
            sch_player *p = &s->players[side * s->n + (side ? g->b : g->a) - 1];
            p->games++;
            p->points += points;
            s->game_points[side] += points;
            kept[side] = points;
        }
        /* nobody moved: the row's outcome is from A's side (the first team's),
         * kept from the side of the table's first player */
        keep_result(s, r->round, board,
                    g->a_first ? r->outcome : pr_outcome_reversed(r->outcome),
                    g->a_first != 0, kept);
    }
}

/* The rounds as the team event scored them: 次分, and the rounds won. */
static void score_rounds(pairing_scheveningen *s)
{
    int through = 1;
    for (int round = 1; round <= s->n; round++) {
        const pr_match *m = pr_team_match_of(s->ev, s->team[0], round);
        if (!m || !m->complete) {
            through = 0;
            continue;
        }
        if (through)
            s->rounds_complete = round;
        s->scored++;
        for (int side = 0; side < 2; side++) {
            s->match_points[side] += m->points[side][0];
            s->won[side] += m->points[side][0] > m->points[1 - side][0];
            s->drawn[side] += m->points[side][0] == m->points[1 - side][0];
        }
    }
    s->complete = s->scored == s->n;
}

static int read_results(pairing_scheveningen *s, pairing_error *err)
{
    const pairing_team_event *ev = s->ev;
    for (int i = 0; i < ev->nrows; i++) {
        const pr_board_row *r = &ev->rows[i];
        int rc = check_row(s, r, err);
        if (rc)
            return rc;
        if (!r->board)
            score_forfeit(s, r);
        else if (r->outcome != PAIRING_PENDING)
            score_game(s, r);
    }
    score_rounds(s);
    return PAIRING_OK;
}

PAIRING_API pairing_scheveningen *
pairing_scheveningen_new(const pairing_team_event *event,
                         const pairing_scheveningen_game *table, int count,
                         pairing_error *err)
{
    if (!event || !event->validated) {
        pr_fail(err, PAIRING_ERR_INVALID, "no team event, or one not validated");
        return NULL;
    }
    pairing_scheveningen *s = pr_calloc(1, sizeof *s);
    if (!s) {
        pr_nomem(err);
        return NULL;
    }
    s->ev = event;
    int rc = check_teams(event, table != NULL, s->team, &s->n, err);
    if (!rc && event->o.boards != s->n)
        rc = pr_fail(err, PAIRING_ERR_INVALID,
                     "the team event has %d boards, but teams of %d play on %d",
                     event->o.boards, s->n, s->n);
    if (!rc) {
        s->map = pr_calloc((size_t)s->n * (size_t)s->n, sizeof *s->map);
        s->results = pr_calloc((size_t)s->n * (size_t)s->n, sizeof *s->results);
        s->players = pr_calloc(2 * (size_t)s->n, sizeof *s->players);
        rc = s->map && s->results && s->players ? PAIRING_OK : pr_nomem(err);
    }
    for (int i = 0; !rc && i < s->n * s->n; i++) {
        s->results[i].outcome = PAIRING_PENDING;
        s->results[i].points[0] = s->results[i].points[1] = -1;
    }
    for (int side = 0; side < 2 && !rc; side++)
        for (int order = 1; order <= s->n; order++)
            s->players[side * s->n + order - 1].member = member_of(s, side, order);
    if (!rc)
        rc = take_table(s, table, count, err);
    if (!rc)
        rc = read_results(s, err);
    if (rc) {
        pairing_scheveningen_free(s);
        return NULL;
    }
    return s;
}

/* ---- reading it ---- */

PAIRING_API int pairing_scheveningen_boards(const pairing_scheveningen *s)
{
    return s ? s->n : 0;
}

PAIRING_API int pairing_scheveningen_team(const pairing_scheveningen *s, int side)
{
    return s && (side == 0 || side == 1) ? s->team[side] : -1;
}

PAIRING_API pairing_team_game pairing_scheveningen_board(const pairing_scheveningen *s,
                                                         int round, int board)
{
    pairing_team_game game = {board, 1, -1, -1, 0};
    if (!s || round < 1 || round > s->n || board < 1 || board > s->n)
        return game;
    const pairing_scheveningen_game *g = &s->map[(round - 1) * s->n + board - 1];
    int a = member_of(s, 0, g->a), b = member_of(s, 1, g->b);
    game.first = g->a_first ? a : b;
    game.second = g->a_first ? b : a;
    game.first_is_first_team = g->a_first;
    return game;
}

PAIRING_API int pairing_scheveningen_rounds_complete(const pairing_scheveningen *s)
{
    return s ? s->rounds_complete : 0;
}

PAIRING_API int pairing_scheveningen_complete(const pairing_scheveningen *s)
{
    return s ? s->complete : 0;
}

/* The teams ranked (SPEC §10): 局分 first, then 次分 (rounds won); still equal,
 * they share first place, A named first. */
PAIRING_API pairing_scheveningen_score
pairing_scheveningen_place(const pairing_scheveningen *s, int place)
{
    pairing_scheveningen_score score;
    memset(&score, 0, sizeof score);
    score.team = -1;
    if (!s || place < 0 || place > 1)
        return score;
    int gp = s->game_points[1] - s->game_points[0];
    int mp = s->match_points[1] - s->match_points[0];
    int b_ahead = gp > 0 || (gp == 0 && mp > 0);
    int shared = gp == 0 && mp == 0;
    int side = b_ahead ? 1 - place : place;
    score.team = s->team[side];
    score.rank = shared ? 1 : place + 1;
    score.game_points = s->game_points[side];
    score.match_points = s->match_points[side];
    score.rounds_won = s->won[side];
    score.rounds_drawn = s->drawn[side];
    score.rounds_lost = s->scored - s->won[side] - s->drawn[side];
    return score;
}

PAIRING_API pairing_scheveningen_player
pairing_scheveningen_member(const pairing_scheveningen *s, int side, int order)
{
    pairing_scheveningen_player player = {-1, 0, 0, 0};
    if (!s || side < 0 || side > 1 || order < 1 || order > s->n)
        return player;
    const sch_player *p = &s->players[side * s->n + order - 1];
    player.member = p->member;
    player.games = p->games;
    player.points = p->points;
    player.firsts = p->firsts;
    return player;
}

PAIRING_API pairing_scheveningen_result
pairing_scheveningen_outcome(const pairing_scheveningen *s, int round, int board)
{
    pairing_scheveningen_result none = {PAIRING_PENDING, {-1, -1}, 0};
    if (!s || round < 1 || round > s->n || board < 1 || board > s->n)
        return none;
    return s->results[(round - 1) * s->n + board - 1];
}
