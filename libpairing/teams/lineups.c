/*
 * lineups.c - who may sit where (SPEC §10, 000 §14.2): the roster orders
 * (台次顺序号), the three lineup rules, and the lineup a round uses when none
 * is given.
 *
 *   fixed   (分台定人制)  the roster on its boards: member of order b on board b
 *   ordered (分台换人制)  any members, orders rising from board 1 (1, 2, 5, 6;
 *                         never 1, 6, 2, 5), vacant seats only at the bottom
 *   free    (临时定台制)  any members in any order
 */
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

static const char *rule_name(pairing_lineup_rule rule)
{
    return rule == PAIRING_LINEUP_FIXED  ? "分台定人制 (fixed)"
           : rule == PAIRING_LINEUP_FREE ? "临时定台制 (free)"
                                         : "分台换人制 (ordered)";
}

/* ---- the roster ---- */

static int team_then_order(const void *ctx, int a, int b)
{
    const pairing_team_event *ev = ctx;
    if (ev->member_team[a] != ev->member_team[b])
        return ev->member_team[a] < ev->member_team[b] ? -1 : 1;
    if (ev->member_order[a] != ev->member_order[b])
        return ev->member_order[a] < ev->member_order[b] ? -1 : 1;
    return a < b ? -1 : a > b;
}

static long member_line(const pairing_team_event *ev, int m)
{
    return pairing_event_entrant(ev->members, m).line;
}

/* Each team's members, by team then order (ev->roster), and where each team's
 * begin (ev->roster_start). */
static int build_roster(pairing_team_event *ev)
{
    int n = pairing_event_entrants(ev->members);
    ev->roster = pr_calloc((size_t)n + 1, sizeof *ev->roster);
    ev->roster_start = pr_calloc((size_t)ev->nteams + 1, sizeof *ev->roster_start);
    if (!ev->roster || !ev->roster_start)
        return PAIRING_ERR_NOMEM;
    for (int m = 0; m < n; m++) {
        ev->roster[m] = m;
        ev->roster_start[ev->member_team[m] + 1]++;
    }
    for (int t = 0; t < ev->nteams; t++)
        ev->roster_start[t + 1] += ev->roster_start[t];
    return pr_sort(ev->roster, n, team_then_order, ev) ? PAIRING_ERR_NOMEM : PAIRING_OK;
}

/* One team's roster, its members in order: orders given and distinct (unless
 * free), and as many as the rule asks. */
static int check_team_roster(const pairing_team_event *ev, int team, const int *members,
                             int count, pairing_error *err)
{
    const pr_team *t = &ev->teams[team];
    int boards = ev->o.boards;
    for (int i = 0; i < count; i++) {
        int m = members[i], order = ev->member_order[m];
        if (!order && ev->o.lineup_rule != PAIRING_LINEUP_FREE)
            return pr_fail_at(
                err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, member_line(ev, m),
                "'%s' of %s has no order (台次顺序号), which %s needs",
                pairing_event_id(ev->members, m), t->id, rule_name(ev->o.lineup_rule));
        if (order && i > 0 && ev->member_order[members[i - 1]] == order)
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                              member_line(ev, m),
                              "duplicate order %d in team %s (first on line %ld)", order,
                              t->id, member_line(ev, members[i - 1]));
    }
    if (ev->o.lineup_rule == PAIRING_LINEUP_FIXED) {
        for (int i = 0; i < count; i++)
            if (ev->member_order[members[i]] != i + 1 || i >= boards)
                return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                                  member_line(ev, members[i]),
                                  "%s: 分台定人制 (fixed) registers exactly %d members, "
                                  "orders 1 to %d, no reserve",
                                  t->id, boards, boards);
        if (count != boards)
            return pr_fail_at(
                err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, t->line,
                "%s has %d members: 分台定人制 (fixed) registers exactly %d", t->id,
                count, boards);
    } else if (ev->o.lineup_rule == PAIRING_LINEUP_ORDERED && count < boards) {
        return pr_fail_at(
            err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, t->line,
            "%s has %d members for %d boards (分台换人制 registers at least "
            "as many members as boards)",
            t->id, count, boards);
    }
    return PAIRING_OK;
}

int pr_team_check_roster(pairing_team_event *ev, pairing_error *err)
{
    if (build_roster(ev))
        return pr_nomem(err);
    int rc = PAIRING_OK;
    for (int team = 0; team < ev->nteams && !rc; team++)
        rc = check_team_roster(ev, team, ev->roster + ev->roster_start[team],
                               ev->roster_start[team + 1] - ev->roster_start[team], err);
    return rc;
}

/* ---- lineups given ---- */

static int seat_order(const void *ctx, int a, int b)
{
    const pr_seat *s = ctx;
    if (s[a].round != s[b].round)
        return s[a].round < s[b].round ? -1 : 1;
    if (s[a].team != s[b].team)
        return s[a].team < s[b].team ? -1 : 1;
    if (s[a].board != s[b].board)
        return s[a].board < s[b].board ? -1 : 1;
    return a < b ? -1 : a > b;
}

/* The seats in order of round, team and board (validation sorts them once). */
static int sort_seats(pairing_team_event *ev)
{
    int n = ev->nseats;
    int *order = pr_calloc((size_t)n + 1, sizeof *order);
    pr_seat *sorted = pr_calloc((size_t)n + 1, sizeof *sorted);
    int rc = order && sorted ? PAIRING_OK : PAIRING_ERR_NOMEM;
    for (int i = 0; i < n && !rc; i++)
        order[i] = i;
    if (!rc && pr_sort(order, n, seat_order, ev->seats))
        rc = PAIRING_ERR_NOMEM;
    for (int i = 0; i < n && !rc; i++)
        sorted[i] = ev->seats[order[i]];
    if (!rc && n) /* no seats: ev->seats is NULL, which memcpy may not take */
        memcpy(ev->seats, sorted, (size_t)n * sizeof *sorted);
    free(order);
    free(sorted);
    return rc;
}

/* A member may sit while he has not withdrawn. */
static int still_in(const pairing_team_event *ev, int member, int round)
{
    int gone = pairing_event_entrant(ev->members, member).withdrawn;
    return gone == PAIRING_ACTIVE || gone >= round;
}

/* A lineup being checked: member by board (-1 vacant) and where it was read,
 * the line of each board's row (lines, or NULL) or of the whole lineup. */
typedef struct lineup_rows {
    const int *by_board;
    const long *lines;
    long line;
    int source;
} lineup_rows;

static long board_line(const lineup_rows *l, int b)
{
    return l->lines && l->lines[b] ? l->lines[b] : l->line;
}

/* 分台换人制: the players keep the roster order from board 1 down and the vacant
 * boards are the bottom ones; the row at fault is named.  last_board: the board
 * above with a player (0 for none). */
static int check_ordered(const pairing_team_event *ev, int team, int round,
                         const lineup_rows *l, int b, int vacant_above, int last_board,
                         pairing_error *err)
{
    const char *id = ev->teams[team].id;
    int order = ev->member_order[l->by_board[b]];
    if (vacant_above)
        return pr_fail_at(err, PAIRING_ERR_DATA, l->source, board_line(l, b),
                          "team '%s' round %d: board %d is vacant and board %d is not — "
                          "分台换人制 moves players up, the vacant boards are the bottom "
                          "ones",
                          id, round, vacant_above, b + 1);
    if (!last_board)
        return PAIRING_OK;
    int above = ev->member_order[l->by_board[last_board - 1]];
    if (order > above)
        return PAIRING_OK;
    return pr_fail_at(err, PAIRING_ERR_DATA, l->source, board_line(l, b),
                      "team '%s' round %d: board %d has order %d, board %d above it "
                      "(line %ld) order %d — 分台换人制 keeps the roster order from "
                      "board 1 down (1,2,5,6 is allowed, 1,6,2,5 is not)",
                      id, round, b + 1, order, last_board, board_line(l, last_board - 1),
                      above);
}

static int check_lineup_rows(const pairing_team_event *ev, int team, int round,
                             const lineup_rows *l, pairing_error *err)
{
    const char *id = ev->teams[team].id;
    int last_board = 0, vacant_above = 0;
    for (int b = 0; b < ev->o.boards; b++) {
        int m = l->by_board[b];
        long at = board_line(l, b);
        if (m < 0) {
            vacant_above = b + 1;
            continue;
        }
        if (!still_in(ev, m, round))
            return pr_fail_at(err, PAIRING_ERR_DATA, l->source, at,
                              "team '%s' round %d: '%s' withdrew before this round", id,
                              round, pairing_event_id(ev->members, m));
        for (int c = 0; c < b; c++)
            if (l->by_board[c] == m)
                return pr_fail_at(err, PAIRING_ERR_DATA, l->source, at,
                                  "team '%s' round %d: '%s' sits on boards %d and %d", id,
                                  round, pairing_event_id(ev->members, m), c + 1, b + 1);
        int order = ev->member_order[m], rc = PAIRING_OK;
        if (ev->o.lineup_rule == PAIRING_LINEUP_FIXED && order != b + 1)
            return pr_fail_at(err, PAIRING_ERR_DATA, l->source, at,
                              "team '%s' round %d board %d: '%s' has order %d; "
                              "分台定人制 keeps the registered boards",
                              id, round, b + 1, pairing_event_id(ev->members, m), order);
        if (ev->o.lineup_rule == PAIRING_LINEUP_ORDERED)
            rc = check_ordered(ev, team, round, l, b, vacant_above, last_board, err);
        if (rc)
            return rc;
        last_board = b + 1;
    }
    return PAIRING_OK;
}

/* One team's lineup of one round, member by board (-1 vacant), against its
 * rule; `lines` (or NULL) the line of each board's row, `line` the lineup's. */
int pr_team_check_lineup(const pairing_team_event *ev, int team, int round,
                         const int *by_board, int source, const long *lines, long line,
                         pairing_error *err)
{
    lineup_rows l = {by_board, lines, line, source};
    return check_lineup_rows(ev, team, round, &l, err);
}

int pr_team_check_seats(pairing_team_event *ev, pairing_error *err)
{
    if (sort_seats(ev))
        return pr_nomem(err);
    int boards = ev->o.boards;
    int *by_board = pr_calloc((size_t)boards, sizeof *by_board);
    long *lines = pr_calloc((size_t)boards, sizeof *lines);
    int rc = by_board && lines ? PAIRING_OK : pr_nomem(err);
    for (int i = 0; i < ev->nseats && !rc;) {
        const pr_seat *first = &ev->seats[i];
        for (int b = 0; b < boards; b++)
            by_board[b] = -1, lines[b] = 0;
        int j = i;
        for (; j < ev->nseats && ev->seats[j].round == first->round &&
               ev->seats[j].team == first->team && !rc;
             j++) {
            const pr_seat *s = &ev->seats[j];
            if (j > i && ev->seats[j - 1].board == s->board)
                rc = pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_LINEUPS, s->line,
                                "team '%s' round %d: board %d given twice (line %ld)",
                                ev->teams[s->team].id, s->round, s->board,
                                ev->seats[j - 1].line);
            by_board[s->board - 1] = s->member;
            lines[s->board - 1] = s->line;
        }
        if (!rc)
            rc = pr_team_check_lineup(ev, first->team, first->round, by_board,
                                      PAIRING_SOURCE_LINEUPS, lines, first->line, err);
        i = j;
    }
    free(by_board);
    free(lines);
    return rc;
}

/* The seats given for a team's round: the first of them, -1 if none. */
static int first_seat(const pairing_team_event *ev, int team, int round)
{
    int lo = 0, hi = ev->nseats;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        const pr_seat *s = &ev->seats[mid];
        if (s->round < round || (s->round == round && s->team < team))
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < ev->nseats && ev->seats[lo].round == round && ev->seats[lo].team == team)
        return lo;
    return -1;
}

/* The lineup a round uses without one given: fixed, the roster; ordered, the
 * first B members still in, by order; free, nobody known. */
int pr_team_default_lineup(const pairing_team_event *ev, int team, int round, int *out)
{
    int boards = ev->o.boards;
    for (int b = 0; b < boards; b++)
        out[b] = -1;
    if (ev->o.lineup_rule == PAIRING_LINEUP_FREE)
        return 0;
    int filled = 0;
    for (int i = ev->roster_start[team];
         i < ev->roster_start[team + 1] && filled < boards; i++) {
        int m = ev->roster[i];
        if (ev->o.lineup_rule == PAIRING_LINEUP_FIXED) /* order b on board b, or vacant */
            out[filled++] = still_in(ev, m, round) ? m : -1;
        else if (still_in(ev, m, round))
            out[filled++] = m;
    }
    return 0;
}

/* A team's lineup in a round: the seats given, else the default; *given says
 * which. */
int pr_team_lineup(const pairing_team_event *ev, int team, int round, int *out,
                   int *given)
{
    int at = first_seat(ev, team, round);
    *given = at >= 0;
    if (at < 0)
        return pr_team_default_lineup(ev, team, round, out);
    for (int b = 0; b < ev->o.boards; b++)
        out[b] = -1;
    for (; at < ev->nseats && ev->seats[at].round == round && ev->seats[at].team == team;
         at++)
        out[ev->seats[at].board - 1] = ev->seats[at].member;
    return 0;
}
