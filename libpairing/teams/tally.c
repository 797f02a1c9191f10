/*
 * tally.c - what a team and its members scored (SPEC §10), read off the
 * scored matches and the board rows: 次分, 场分 and 局分 a team, 局分 a board
 * position, and each member's games on each board for the board prizes.
 */
#include <string.h>

#include "teams/teams.h"

PAIRING_API pairing_team_tally pairing_team_event_tally(const pairing_team_event *ev,
                                                        int team, int after_round)
{
    pairing_team_tally t = {0, 0, 0, 0, 0};
    if (!ev || !ev->validated || team < 0 || team >= ev->nteams)
        return t;
    int last = after_round > 0 && after_round < ev->rounds ? after_round : ev->rounds;
    for (int round = 1; round <= last; round++) {
        const pr_match *m = pr_team_match_of(ev, team, round);
        if (!m || !m->complete)
            continue;
        int side = m->first_team == team ? 0 : 1;
        t.match_points += m->points[side][0];
        t.board_points += m->points[side][1];
        t.game_points += m->points[side][2];
        if (m->second_team >= 0 && m->team_row == PAIRING_PENDING) {
            t.matches++;
            t.first_team += side == 0;
        }
    }
    return t;
}

PAIRING_API int pairing_team_event_board_game_points(const pairing_team_event *ev,
                                                     int team, int board, int after_round)
{
    if (!ev || !ev->validated || team < 0 || team >= ev->nteams || board < 1 ||
        board > ev->o.boards)
        return 0;
    int last = after_round > 0 && after_round < ev->rounds ? after_round : ev->rounds;
    int sum = 0, B = ev->o.boards;
    for (int round = 1; round <= last; round++) {
        const pr_match *m = pr_team_match_of(ev, team, round);
        if (!m || !m->complete || m->second_team < 0)
            continue;
        int side = m->first_team == team ? 0 : 1;
        sum += ev->board_gp[(size_t)(m - ev->matches) * 2 * B + (size_t)side * B + board -
                            1];
    }
    return sum;
}

/* ---- a team's match of a round ---- */

PAIRING_API pairing_team_result pairing_team_event_result(const pairing_team_event *ev,
                                                          int team, int round)
{
    pairing_team_result r;
    memset(&r, 0, sizeof r);
    r.opponent = -1;
    const pr_match *m =
        ev && ev->validated && team >= 0 && team < ev->nteams && round >= 1
            ? pr_team_match_of(ev, team, round)
            : NULL;
    if (!m)
        return r;
    int side = m->first_team == team ? 0 : 1;
    r.present = 1;
    r.opponent = side ? m->first_team : m->second_team;
    r.first_team = side == 0 && m->second_team >= 0;
    r.team_row = m->team_row != PAIRING_PENDING;
    r.complete = m->complete;
    memcpy(r.points, m->points[side], sizeof r.points);
    memcpy(r.opponent_points, m->points[1 - side], sizeof r.opponent_points);
    return r;
}

PAIRING_API int pairing_team_event_result_board(const pairing_team_event *ev, int team,
                                                int round, int board)
{
    pairing_team_result r = pairing_team_event_result(ev, team, round);
    if (!r.present || r.opponent < 0 || r.team_row || board < 1 || board > ev->o.boards)
        return -1;
    const pr_match *m = pr_team_match_of(ev, team, round);
    int side = m->first_team == team ? 0 : 1, B = ev->o.boards;
    return ev->board_gp[(size_t)(m - ev->matches) * 2 * B + (size_t)side * B + board - 1];
}

/* ---- what a member scored, board by board ---- */

static int counts_for_records(const pr_board_row *r, int after_round)
{
    return r->board > 0 && r->round <= after_round && r->outcome != PAIRING_PENDING;
}

static void add_to_record(const pairing_team_event *ev, const pr_board_row *r, int member,
                          int is_first, pairing_board_record *records)
{
    if (member < 0)
        return;
    pairing_board_record *rec = &records[(size_t)member * ev->o.boards + r->board - 1];
    rec->games++;
    rec->played += r->outcome == PAIRING_FIRST_WINS || r->outcome == PAIRING_DRAW ||
                   r->outcome == PAIRING_SECOND_WINS;
    rec->points += pr_team_game_points(ev, r->outcome, is_first);
}

PAIRING_API int pairing_team_event_board_records(const pairing_team_event *ev,
                                                 int after_round,
                                                 pairing_board_record *records,
                                                 pairing_error *err)
{
    if (!ev || !records)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no records");
    if (!ev->validated)
        return pr_fail(err, PAIRING_ERR_INVALID, "validate the team event first");
    int last = after_round > 0 && after_round < ev->rounds ? after_round : ev->rounds;
    int n = pairing_event_entrants(ev->members);
    memset(records, 0, (size_t)n * (size_t)ev->o.boards * sizeof *records);
    for (int i = 0; i < ev->nrows; i++) {
        const pr_board_row *r = &ev->rows[i];
        if (!counts_for_records(r, last))
            continue;
        add_to_record(ev, r, r->first, 1, records);
        add_to_record(ev, r, r->second, 0, records);
    }
    return PAIRING_OK;
}
