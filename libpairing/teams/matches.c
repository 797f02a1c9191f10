/*
 * matches.c - the results of a team event as team matches (次), scored (SPEC
 * §10, 000 §16.1 and §16.3(2)): each board match (场) goes to the player with
 * more game points (局分) in it; each team match to the team with more board
 * points (场分), or game points with match-by games; a team bye wins with every
 * board won in a Swiss or the Qiu system (scores nothing in a round robin); a
 * team forfeit loses every board.  Every board of a match needs its rows.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

static const char *team_id(const pairing_team_event *ev, int team)
{
    return team >= 0 ? ev->teams[team].id : "";
}

/* The points of a game's outcome, to the player who moved first or to the
 * other; unplayed games score as their token says. */
int pr_team_game_points(const pairing_team_event *ev, pairing_outcome o, int is_first)
{
    const int *p = ev->o.game_points;
    switch (o) {
    case PAIRING_FIRST_WINS:
    case PAIRING_FORFEIT_FIRST_WINS:
        return is_first ? p[0] : p[2];
    case PAIRING_SECOND_WINS:
    case PAIRING_FORFEIT_SECOND_WINS:
        return is_first ? p[2] : p[0];
    case PAIRING_DRAW:
        return p[1];
    default:
        return p[2];
    }
}

/* ---- grouping the rows ---- */

static int row_order(const void *ctx, int a, int b)
{
    const pr_board_row *r = ctx;
    int ka[4] = {r[a].round, r[a].first_team, r[a].board, r[a].game};
    int kb[4] = {r[b].round, r[b].first_team, r[b].board, r[b].game};
    for (int i = 0; i < 4; i++)
        if (ka[i] != kb[i])
            return ka[i] < kb[i] ? -1 : 1;
    return a < b ? -1 : a > b;
}

int pr_team_row_fail(pairing_error *err, const pr_board_row *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_fail_v(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line, fmt, ap);
    va_end(ap);
    return rc;
}

/* A team plays one match a round: each team's entry in match_of. */
static int claim(pairing_team_event *ev, int team, int round, int match,
                 const pr_board_row *r, pairing_error *err)
{
    int *slot = &ev->match_of[(size_t)team * (size_t)ev->rounds + (size_t)(round - 1)];
    if (*slot && *slot != match + 1)
        return pr_team_row_fail(err, r, "'%s' plays twice in round %d (line %ld)",
                                team_id(ev, team), round, ev->matches[*slot - 1].line);
    *slot = match + 1;
    return PAIRING_OK;
}

/* ---- one match ---- */

typedef struct match_rows {
    pairing_team_event *ev;
    pr_match *m;
    int *players; /* [side][board]: the member of each team on each board, -2 = no row */
    int *seen;    /* [board][game]: a row read */
    int *gp;      /* [side][board]: game points on each board */
    long *lines;  /* [board]: the line of the board's first row, 0 = none */
    int games_pending;
} match_rows;

static int side_of(const match_rows *mr, int member)
{
    return member < 0 ? -1 : mr->ev->member_team[member] == mr->m->first_team ? 0 : 1;
}

/* The row's player of one team (side 0: the first team), -1 when vacant. */
static int player_for(const match_rows *mr, const pr_board_row *r, int side)
{
    if (r->first >= 0)
        return side_of(mr, r->first) == side ? r->first : r->second;
    return side_of(mr, r->second) == side ? r->second : r->first;
}

/* Which of the row's two sides is the team's: 1 when its player moved first
 * (or, with one side vacant, when the vacant side is the other's). */
static int team_moved_first(const match_rows *mr, const pr_board_row *r, int side)
{
    if (r->first >= 0)
        return side_of(mr, r->first) == side;
    return side_of(mr, r->second) != side;
}

static int read_game_row(match_rows *mr, const pr_board_row *r, pairing_error *err)
{
    const pairing_team_event *ev = mr->ev;
    int B = ev->o.boards, G = ev->o.games, b = r->board - 1;
    if (mr->seen[b * G + r->game - 1]++)
        return pr_team_row_fail(err, r, "round %d %s–%s board %d game %d given twice",
                                r->round, team_id(ev, r->first_team),
                                team_id(ev, r->second_team), r->board, r->game);
    for (int side = 0; side < 2; side++) {
        int p = player_for(mr, r, side), *slot = &mr->players[side * B + b];
        if (*slot != -2 && *slot != p)
            return pr_team_row_fail(
                err, r, "round %d %s–%s board %d: the games have different players",
                r->round, team_id(ev, r->first_team), team_id(ev, r->second_team),
                r->board);
        *slot = p;
        if (r->outcome == PAIRING_PENDING)
            continue;
        mr->gp[side * B + b] +=
            pr_team_game_points(ev, r->outcome, team_moved_first(mr, r, side));
    }
    mr->games_pending += r->outcome == PAIRING_PENDING;
    if (!mr->lines[b] || r->line < mr->lines[b])
        mr->lines[b] = r->line;
    return PAIRING_OK;
}

static int read_team_row(match_rows *mr, const pr_board_row *r, pairing_error *err)
{
    pr_match *m = mr->m;
    if (r->outcome == PAIRING_PENDING) { /* the winner of a drawn knockout match */
        if (m->winner >= 0)
            return pr_team_row_fail(err, r, "the winner of round %d %s–%s given twice",
                                    r->round, team_id(mr->ev, m->first_team),
                                    team_id(mr->ev, m->second_team));
        m->winner = r->winner;
        return PAIRING_OK;
    }
    if (m->team_row != PAIRING_PENDING)
        return pr_team_row_fail(err, r, "a second team-level row for round %d %s–%s",
                                r->round, team_id(mr->ev, m->first_team),
                                team_id(mr->ev, m->second_team));
    m->team_row = r->outcome;
    if (r->winner >= 0)
        m->winner = r->winner;
    return PAIRING_OK;
}

/* win, draw or loss of a comparison, as the points of `scale`. */
static int points_of(int mine, int theirs, const int scale[3])
{
    return mine > theirs ? scale[0] : mine == theirs ? scale[1] : scale[2];
}

/* Every board of every game present (or the match forfeited as a team), then
 * the board points and the match points. */
static int score_match(match_rows *mr, const pr_board_row *first_row, pairing_error *err)
{
    pairing_team_event *ev = mr->ev;
    pr_match *m = mr->m;
    int B = ev->o.boards, G = ev->o.games;
    const int *bp = ev->o.board_points, *gpts = ev->o.game_points;
    if (m->team_row != PAIRING_PENDING) { /* a team forfeit: every board by forfeit */
        int first_wins = m->team_row == PAIRING_FORFEIT_FIRST_WINS;
        int second_wins = m->team_row == PAIRING_FORFEIT_SECOND_WINS;
        for (int side = 0; side < 2; side++) {
            int wins = side ? second_wins : first_wins;
            m->points[side][1] = B * (wins ? bp[0] : bp[2]);
            m->points[side][2] = B * G * (wins ? gpts[0] : gpts[2]);
            m->points[side][0] = wins ? ev->o.match_points[0] : ev->o.match_points[2];
            for (int b = 0; b < B; b++)
                mr->gp[side * B + b] = G * (wins ? gpts[0] : gpts[2]);
        }
        m->complete = 1;
        return PAIRING_OK;
    }
    for (int b = 0; b < B; b++)
        for (int g = 0; g < G; g++)
            if (!mr->seen[b * G + g])
                return pr_team_row_fail(
                    err, first_row,
                    G > 1 ? PR_MSG("round %d match %s–%s has no board %d game result")
                          : PR_MSG("round %d match %s–%s has no board %d result"),
                    m->round, team_id(ev, m->first_team), team_id(ev, m->second_team),
                    b + 1);
    m->complete = !mr->games_pending;
    if (!m->complete)
        return PAIRING_OK;
    for (int side = 0; side < 2; side++)
        for (int b = 0; b < B; b++) {
            int mine = mr->gp[side * B + b], theirs = mr->gp[(1 - side) * B + b];
            m->points[side][1] += points_of(mine, theirs, bp);
            m->points[side][2] += mine;
        }
    int by = ev->o.match_by == PAIRING_MATCH_BY_GAMES ? 2 : 1;
    for (int side = 0; side < 2; side++)
        m->points[side][0] =
            points_of(m->points[side][by], m->points[1 - side][by], ev->o.match_points);
    return PAIRING_OK;
}

/* A board played by another than the lineup seats there (-1: nobody), said
 * whole for each case, so that a translation says it whole too. */
static int lineup_differs(const pairing_team_event *ev, const pr_match *m,
                          const pr_board_row *row, int team, int b, int played,
                          int seated, pairing_error *err)
{
    const char *first = team_id(ev, m->first_team), *second = team_id(ev, m->second_team);
    const char *who = played >= 0 ? pairing_event_id(ev->members, played) : NULL;
    const char *seat = seated >= 0 ? pairing_event_id(ev->members, seated) : NULL;
    if (!who)
        return pr_team_row_fail(err, row,
                                "round %d %s–%s board %d: nobody plays for %s, but its "
                                "lineup seats %s",
                                m->round, first, second, b + 1, team_id(ev, team), seat);
    if (!seat)
        return pr_team_row_fail(err, row,
                                "round %d %s–%s board %d: '%s' plays for %s, but its "
                                "lineup seats nobody",
                                m->round, first, second, b + 1, who, team_id(ev, team));
    return pr_team_row_fail(err, row,
                            "round %d %s–%s board %d: '%s' plays for %s, but its lineup "
                            "seats %s",
                            m->round, first, second, b + 1, who, team_id(ev, team), seat);
}

/* The lineup each team fielded: the seats given, else what the rows show,
 * which must keep the lineup rule. */
static int check_fielded(match_rows *mr, const pr_board_row *first_row,
                         pairing_error *err)
{
    pairing_team_event *ev = mr->ev;
    pr_match *m = mr->m;
    int B = ev->o.boards, given;
    int *lineup = pr_calloc((size_t)B, sizeof *lineup);
    if (!lineup)
        return pr_nomem(err);
    int rc = PAIRING_OK;
    for (int side = 0; side < 2 && !rc && m->team_row == PAIRING_PENDING; side++) {
        int team = side ? m->second_team : m->first_team,
            *played = &mr->players[side * B];
        pr_team_lineup(ev, team, m->round, lineup, &given);
        if (!given) {
            for (int b = 0; b < B; b++)
                lineup[b] = played[b] < -1 ? -1 : played[b];
            rc = pr_team_check_lineup(ev, team, m->round, lineup, PAIRING_SOURCE_RESULTS,
                                      mr->lines, first_row->line, err);
            continue;
        }
        for (int b = 0; b < B && !rc; b++)
            if (played[b] != -2 && played[b] != lineup[b])
                rc = lineup_differs(ev, m, first_row, team, b, played[b], lineup[b], err);
    }
    free(lineup);
    return rc;
}

/* The byes: what the team is given (a round robin's scores nothing). */
static void score_bye(pairing_team_event *ev, pr_match *m)
{
    int B = ev->o.boards, G = ev->o.games;
    const int *mp = ev->o.match_points, *bp = ev->o.board_points, *gp = ev->o.game_points;
    int k = m->team_row == PAIRING_BYE ? 0 : m->team_row == PAIRING_HALF_BYE ? 1 : 2;
    m->complete = 1;
    if (ev->system == PAIRING_SYSTEM_ROUNDROBIN)
        return;
    if (k == 0 && ev->o.bye_points[0] != PAIRING_TEAM_BYE_WIN) {
        memcpy(m->points[0], ev->o.bye_points, sizeof m->points[0]);
        return;
    }
    m->points[0][0] = mp[k];
    m->points[0][1] = B * bp[k];
    m->points[0][2] = B * G * gp[k];
}

/* ---- all of them ---- */

static int read_match(pairing_team_event *ev, const int *order, int from, int to,
                      int *board_gp, pairing_error *err)
{
    const pr_board_row *first = &ev->rows[order[from]];
    int B = ev->o.boards, G = ev->o.games;
    pr_match *m = &ev->matches[ev->nmatches];
    memset(m, 0, sizeof *m);
    m->round = first->round;
    m->first_team = first->first_team;
    m->second_team = first->second_team;
    m->team_row = PAIRING_PENDING;
    m->winner = -1;
    m->line = first->line;
    match_rows mr = {ev,
                     m,
                     pr_calloc((size_t)2 * B, sizeof(int)),
                     pr_calloc((size_t)B * G, sizeof(int)),
                     board_gp,
                     pr_calloc((size_t)B, sizeof(long)),
                     0};
    int rc = mr.players && mr.seen && mr.lines ? PAIRING_OK : pr_nomem(err);
    for (int i = 0; !rc && i < 2 * B; i++)
        mr.players[i] = -2;
    for (int i = from; i < to && !rc; i++) {
        const pr_board_row *r = &ev->rows[order[i]];
        if (r->second_team != m->second_team)
            rc = pr_team_row_fail(err, r, "'%s' plays twice in round %d (line %ld)",
                                  team_id(ev, r->first_team), r->round, m->line);
        else
            rc = r->board ? read_game_row(&mr, r, err) : read_team_row(&mr, r, err);
    }
    if (!rc && m->second_team < 0)
        score_bye(ev, m);
    else if (!rc && !(rc = score_match(&mr, first, err)))
        rc = check_fielded(&mr, first, err);
    if (!rc && ev->system == PAIRING_SYSTEM_KNOCKOUT && m->complete &&
        m->second_team >= 0 && m->points[0][0] == m->points[1][0] && m->winner < 0)
        rc = pr_team_row_fail(
            err, first,
            "round %d %s–%s is drawn: a knockout match needs the winner of its "
            "playoff or lot (a team-level row naming it)",
            m->round, team_id(ev, m->first_team), team_id(ev, m->second_team));
    free(mr.players);
    free(mr.seen);
    free(mr.lines);
    if (!rc) {
        ev->nmatches++;
        rc = claim(ev, m->first_team, m->round, ev->nmatches - 1, first, err);
        if (!rc && m->second_team >= 0)
            rc = claim(ev, m->second_team, m->round, ev->nmatches - 1, first, err);
    }
    return rc;
}

/* The highest round of a row or a seat. */
static int last_round(const pairing_team_event *ev)
{
    int rounds = 0;
    for (int i = 0; i < ev->nrows; i++)
        if (ev->rows[i].round > rounds)
            rounds = ev->rows[i].round;
    for (int i = 0; i < ev->nseats; i++)
        if (ev->seats[i].round > rounds)
            rounds = ev->seats[i].round;
    return rounds;
}

int pr_team_build_matches(pairing_team_event *ev, pairing_error *err)
{
    int n = ev->nrows, B = ev->o.boards;
    ev->rounds = last_round(ev);
    size_t cells = (size_t)ev->nteams * (size_t)(ev->rounds ? ev->rounds : 1);
    int *order = pr_calloc((size_t)n + 1, sizeof *order);
    ev->match_of = pr_calloc(cells, sizeof *ev->match_of);
    ev->matches = pr_calloc((size_t)n + 1, sizeof *ev->matches);
    ev->board_gp = pr_calloc(((size_t)n + 1) * 2 * (size_t)B, sizeof *ev->board_gp);
    ev->cap_matches = n + 1;
    int rc =
        order && ev->match_of && ev->matches && ev->board_gp ? PAIRING_OK : pr_nomem(err);
    for (int i = 0; i < n && !rc; i++)
        order[i] = i;
    if (!rc && pr_sort(order, n, row_order, ev->rows))
        rc = pr_nomem(err);
    for (int i = 0; i < n && !rc;) {
        const pr_board_row *r = &ev->rows[order[i]];
        int j = i + 1;
        while (j < n && ev->rows[order[j]].round == r->round &&
               ev->rows[order[j]].first_team == r->first_team)
            j++;
        rc =
            read_match(ev, order, i, j, ev->board_gp + (size_t)ev->nmatches * 2 * B, err);
        i = j;
    }
    free(order);
    return rc;
}

const pr_match *pr_team_match_of(const pairing_team_event *ev, int team, int round)
{
    if (team < 0 || team >= ev->nteams || round < 1 || round > ev->rounds)
        return NULL;
    int at = ev->match_of[(size_t)team * (size_t)ev->rounds + (size_t)(round - 1)];
    return at ? &ev->matches[at - 1] : NULL;
}
