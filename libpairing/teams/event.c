/*
 * event.c - a team event (团体赛, SPEC §10): its options, teams, members with
 * their roster orders, lineups and board results as the caller adds them, and
 * validation, which checks them and builds the team-level event.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

/* ---- options ---- */

PAIRING_API void pairing_team_defaults(pairing_team_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->games = 1;
    o->lineup_rule = PAIRING_LINEUP_ORDERED;
    o->match_by = PAIRING_MATCH_BY_BOARDS;
    o->bye_points[0] = PAIRING_TEAM_BYE_WIN;
}

/* W >= D >= L >= 0 with W > 0, or all three 0 for the system's own. */
static int points_fit(const int p[3])
{
    if (!p[0] && !p[1] && !p[2])
        return 1;
    return p[0] > 0 && p[0] >= p[1] && p[1] >= p[2] && p[2] >= 0 && p[0] <= 200;
}

/* The system's points (§16.1: 1, ½, 0; Appendix 3 §五.1: 2, 1, 0) where the
 * caller left them to it. */
static void settle_points(pairing_system system, int p[3])
{
    if (p[0] || p[1] || p[2])
        return;
    int qiu = system == PAIRING_SYSTEM_QIU;
    p[0] = qiu ? 4 : 2;
    p[1] = qiu ? 2 : 1;
    p[2] = 0;
}

static int check_options(const pairing_team_options *o, pairing_error *err)
{
    if (o->boards < 1)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "a team event needs its number of boards (出场台数)");
    if (o->boards > PAIRING_MAX_BOARDS)
        return pr_fail(err, PAIRING_ERR_LIMIT, "more than %d boards", PAIRING_MAX_BOARDS);
    if (o->games < 1 || o->games > PAIRING_MAX_GAMES)
        return pr_fail(err, o->games < 1 ? PAIRING_ERR_INVALID : PAIRING_ERR_LIMIT,
                       "games a board match: 1 to %d, not %d", PAIRING_MAX_GAMES,
                       o->games);
    if (o->lineup_rule < PAIRING_LINEUP_ORDERED || o->lineup_rule > PAIRING_LINEUP_FREE)
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown lineup rule %d",
                       o->lineup_rule);
    if (o->match_by != PAIRING_MATCH_BY_BOARDS && o->match_by != PAIRING_MATCH_BY_GAMES)
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown match basis %d", o->match_by);
    if (!points_fit(o->match_points) || !points_fit(o->board_points) ||
        !points_fit(o->game_points))
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "points are win >= draw >= loss >= 0, win above 0");
    if (o->cycles < 0 || o->cycles > 2)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "a round robin has 1 or 2 cycles, not %d", o->cycles);
    int bye_win = o->bye_points[0] == PAIRING_TEAM_BYE_WIN;
    for (int i = 0; i < 3 && !bye_win; i++)
        if (o->bye_points[i] < 0 || o->bye_points[i] > 200 * PAIRING_MAX_BOARDS)
            return pr_fail(err, PAIRING_ERR_INVALID, "a bye's points must be 0 or more");
    return PAIRING_OK;
}

PAIRING_API pairing_team_event *
pairing_team_event_new(pairing_system system, const pairing_team_options *options,
                       pairing_error *err)
{
    if (system < PAIRING_SYSTEM_ROUNDROBIN || system > PAIRING_SYSTEM_SWISS) {
        pr_fail(err, PAIRING_ERR_INVALID, "unknown system %d", (int)system);
        return NULL;
    }
    pairing_team_options o;
    if (options)
        o = *options;
    else
        pairing_team_defaults(&o);
    if (o.games == 0)
        o.games = 1;
    if (check_options(&o, err))
        return NULL;
    settle_points(system, o.match_points);
    settle_points(system, o.board_points);
    settle_points(system, o.game_points);
    pairing_team_event *ev = calloc(1, sizeof *ev);
    if (!ev || !(ev->members = pairing_event_new(system, err))) {
        free(ev);
        pr_nomem(err);
        return NULL;
    }
    ev->system = system;
    ev->o = o;
    return ev;
}

/* What validation built, freed: when the event is validated again or freed.
 * A change only marks it out of date, so that the team-level event a caller
 * holds stays readable while he adds the results of a round paired from it. */
static void free_validation(pairing_team_event *ev)
{
    free(ev->roster);
    free(ev->roster_start);
    free(ev->matches);
    free(ev->match_of);
    free(ev->board_gp);
    pairing_event_free(ev->level);
    ev->roster = ev->roster_start = ev->match_of = ev->board_gp = NULL;
    ev->matches = NULL;
    ev->level = NULL;
    ev->nmatches = ev->cap_matches = 0;
    ev->validated = 0;
}

static void forget_validation(pairing_team_event *ev)
{
    ev->validated = 0;
}

PAIRING_API void pairing_team_event_free(pairing_team_event *ev)
{
    if (!ev)
        return;
    free_validation(ev);
    for (int i = 0; i < ev->nteams; i++)
        free(ev->teams[i].id);
    free(ev->teams);
    pr_idmap_free(&ev->team_ids);
    pairing_event_free(ev->members);
    free(ev->member_team);
    free(ev->member_order);
    free(ev->seats);
    free(ev->rows);
    free(ev);
}

PAIRING_API void pairing_team_event_set_lots(pairing_team_event *ev, uint64_t seed)
{
    if (!ev)
        return;
    ev->has_lots = 1;
    ev->lot_seed = seed;
    pairing_event_set_lots(ev->members, seed);
    forget_validation(ev);
}

PAIRING_API pairing_team_options pairing_team_event_options(const pairing_team_event *ev)
{
    pairing_team_options none;
    pairing_team_defaults(&none);
    return ev ? ev->o : none;
}

/* ---- teams ---- */

static int team_fail(pairing_error *err, int code, const pairing_team *t, const char *fmt,
                     ...) PR_PRINTF(4, 5);
static int team_fail(pairing_error *err, int code, const pairing_team *t, const char *fmt,
                     ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_fail_v(err, code, PAIRING_SOURCE_TEAMS, t->line, fmt, ap);
    va_end(ap);
    return rc;
}

/* A text the files may carry: present, within its limit, printable UTF-8. */
static int text_fits(const char *s, size_t max)
{
    if (!s || !*s || strlen(s) > max || !pr_utf8_is_valid(s))
        return 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p < 0x20 || *p == 0x7f)
            return 0;
    return 1;
}

static int check_team(const pairing_team *t, pairing_error *err)
{
    if (!text_fits(t->id, PAIRING_MAX_ID_BYTES))
        return team_fail(err, PAIRING_ERR_DATA, t,
                         "a team's id must be 1 to 64 bytes of printable UTF-8");
    if (!text_fits(t->name, PAIRING_MAX_NAME_BYTES))
        return team_fail(err, PAIRING_ERR_DATA, t,
                         "a team's name must be 1 to 256 bytes of printable UTF-8");
    if (t->group && *t->group && !text_fits(t->group, PAIRING_MAX_NAME_BYTES))
        return team_fail(err, PAIRING_ERR_DATA, t,
                         "a team's group is not printable UTF-8");
    if (t->rating < PAIRING_UNRATED || t->rank < 0)
        return team_fail(err, PAIRING_ERR_DATA, t, "a rating or rank below 0");
    if (t->withdrawn < PAIRING_ACTIVE || t->withdrawn > PAIRING_MAX_ROUNDS)
        return team_fail(err, PAIRING_ERR_DATA, t, "withdrawn must be a round 0..4000");
    return PAIRING_OK;
}

static int copy_team_strings(pr_team *p, const pairing_team *t)
{
    const char *group = t->group && *t->group ? t->group : "";
    size_t id = strlen(t->id) + 1, name = strlen(t->name) + 1, g = strlen(group) + 1;
    char *block = malloc(id + name + g);
    if (!block)
        return -1;
    memcpy(block, t->id, id);
    memcpy(block + id, t->name, name);
    memcpy(block + id + name, group, g);
    p->id = block;
    p->name = block + id;
    p->group = *group ? block + id + name : NULL;
    return 0;
}

PAIRING_API int pairing_team_event_add_team(pairing_team_event *ev, const pairing_team *t,
                                            pairing_error *err)
{
    if (!ev || !t)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no team");
    int rc = check_team(t, err);
    if (rc)
        return rc;
    if (ev->nteams >= PAIRING_MAX_ENTRANTS)
        return team_fail(err, PAIRING_ERR_LIMIT, t, "too many teams");
    if (pr_grow((void **)&ev->teams, &ev->cap_teams, ev->nteams + 1, sizeof *ev->teams))
        return pr_nomem(err);
    pr_team *p = &ev->teams[ev->nteams];
    memset(p, 0, sizeof *p);
    if (copy_team_strings(p, t))
        return pr_nomem(err);
    int twin = -1;
    rc = pr_idmap_add(&ev->team_ids, t->id, ev->nteams, &twin);
    if (rc) {
        free(p->id);
        if (rc < 0)
            return pr_nomem(err);
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, t->line,
                          "duplicate team id '%s' (first on line %ld)", t->id,
                          ev->teams[twin].line);
    }
    p->rating = t->rating;
    p->rank = t->rank;
    p->withdrawn = t->withdrawn;
    p->line = t->line;
    ev->nteams++;
    forget_validation(ev);
    return PAIRING_OK;
}

/* A team by id, -1 when there is none. */
static int team_index(const pairing_team_event *ev, const char *id)
{
    pr_id_record *r = id && *id ? pr_idmap_find(&ev->team_ids, id) : NULL;
    return r ? r->index : -1;
}

/* ---- members ---- */

/* 003 注3: a player is in one team only. */
static int in_two_teams(const pairing_team_event *ev, const pairing_member *m, int other,
                        pairing_error *err)
{
    long first = pairing_event_entrant(ev->members, other).line;
    const char *team = ev->teams[ev->member_team[other]].id;
    if (first > 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, m->player.line,
                          "'%s' plays for %s already (line %ld): a player is in one team "
                          "only",
                          m->player.id, team, first);
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, m->player.line,
                      "'%s' plays for %s already: a player is in one team only",
                      m->player.id, team);
}

PAIRING_API int pairing_team_event_add_member(pairing_team_event *ev,
                                              const pairing_member *m, pairing_error *err)
{
    if (!ev || !m)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no member");
    int team = team_index(ev, m->team);
    if (team < 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, m->player.line,
                          "no team '%.64s' (a member's team is one of the teams)",
                          m->team ? m->team : "");
    if (m->order < 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, m->player.line,
                          "order must be 1 or more");
    int n = pairing_event_entrants(ev->members);
    int other = m->player.id ? pairing_event_find(ev->members, m->player.id) : -1;
    if (other >= 0 && ev->member_team[other] != team) /* 003 注3 */
        return in_two_teams(ev, m, other, err);
    if (pr_grow((void **)&ev->member_team, &ev->cap_member_info, n + 1,
                sizeof *ev->member_team))
        return pr_nomem(err);
    int cap = ev->cap_member_info;
    int *orders = pr_reallocarray(ev->member_order, (size_t)cap, sizeof *orders);
    if (!orders)
        return pr_nomem(err);
    ev->member_order = orders;
    int rc = pairing_event_add_entrant(ev->members, &m->player, err);
    if (rc)
        return rc;
    ev->member_team[n] = team;
    ev->member_order[n] = m->order;
    forget_validation(ev);
    return PAIRING_OK;
}

/* A member by id, -1 when there is none. */
static int member_index(const pairing_team_event *ev, const char *id)
{
    return id && *id ? pairing_event_find(ev->members, id) : -1;
}

/* ---- lineups ---- */

static int seat_fail(pairing_error *err, const pairing_seat *s, const char *fmt, ...)
    PR_PRINTF(3, 4);
static int seat_fail(pairing_error *err, const pairing_seat *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_fail_v(err, PAIRING_ERR_DATA, PAIRING_SOURCE_LINEUPS, s->line, fmt, ap);
    va_end(ap);
    return rc;
}

PAIRING_API int pairing_team_event_add_seat(pairing_team_event *ev, const pairing_seat *s,
                                            pairing_error *err)
{
    if (!ev || !s)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no seat");
    if (s->round < 1 || s->round > PAIRING_MAX_ROUNDS)
        return seat_fail(err, s, "round must be 1 to 4000");
    int team = team_index(ev, s->team);
    if (team < 0)
        return seat_fail(err, s, "no team '%.64s'", s->team ? s->team : "");
    if (s->board < 1 || s->board > ev->o.boards)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_LINEUPS, s->line,
                          "board %d: the event has boards 1 to %d", s->board,
                          ev->o.boards);
    int member = -1;
    if (s->member && *s->member) {
        if ((member = member_index(ev, s->member)) < 0)
            return seat_fail(err, s, "no member '%.64s'", s->member);
        if (ev->member_team[member] != team)
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_LINEUPS, s->line,
                              "'%s' plays for %s, not %s", s->member,
                              ev->teams[ev->member_team[member]].id, ev->teams[team].id);
    }
    if (pr_grow((void **)&ev->seats, &ev->cap_seats, ev->nseats + 1, sizeof *ev->seats))
        return pr_nomem(err);
    pr_seat *p = &ev->seats[ev->nseats++];
    p->round = s->round;
    p->team = team;
    p->board = s->board;
    p->member = member;
    p->line = s->line;
    forget_validation(ev);
    return PAIRING_OK;
}

/* ---- results ---- */

static int row_fail(pairing_error *err, const pairing_board_result *r, const char *fmt,
                    ...) PR_PRINTF(3, 4);
static int row_fail(pairing_error *err, const pairing_board_result *r, const char *fmt,
                    ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_fail_v(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line, fmt, ap);
    va_end(ap);
    return rc;
}

static int is_team_bye(pairing_outcome o)
{
    return o == PAIRING_BYE || o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

static int is_forfeit(pairing_outcome o)
{
    return o == PAIRING_FORFEIT_FIRST_WINS || o == PAIRING_FORFEIT_SECOND_WINS ||
           o == PAIRING_DOUBLE_FORFEIT;
}

/* A team-level row: a bye (no second team), a team forfeit, or the winner of a
 * drawn knockout match. */
static int check_team_row(const pairing_board_result *r, int second, int winner,
                          pairing_error *err)
{
    if ((r->first && *r->first) || (r->second && *r->second))
        return row_fail(err, r, "a team-level row (no board) names no player");
    if (is_team_bye(r->outcome))
        return second < 0 ? PAIRING_OK : row_fail(err, r, "a bye has no second team");
    if (second < 0)
        return row_fail(err, r,
                        "a team-level row other than a bye needs the second team");
    if (is_forfeit(r->outcome) || (r->outcome == PAIRING_PENDING && winner >= 0))
        return PAIRING_OK;
    return row_fail(err, r,
                    "a team-level row is a bye, a team forfeit (+-, -+, --) or a drawn "
                    "match's winner");
}

/* A side of a game: a member of one of the two teams, or vacant where that
 * side forfeits. */
static int resolve_side(const pairing_team_event *ev, const pairing_board_result *r,
                        const char *id, int forfeits, int *member, pairing_error *err)
{
    *member = -1;
    if (!id || !*id)
        return forfeits ? PAIRING_OK
                        : row_fail(err, r,
                                   "a vacant seat loses by forfeit: the result must say "
                                   "so (+- or -+)");
    if ((*member = member_index(ev, id)) < 0)
        return row_fail(err, r, "no member '%.64s'", id);
    return PAIRING_OK;
}

static int check_game_row(const pairing_team_event *ev, const pairing_board_result *r,
                          int first_team, int second_team, pr_board_row *row,
                          pairing_error *err)
{
    if (second_team < 0)
        return row_fail(err, r, "a board of a match needs the second team");
    /* an empty game cell is game 1 of its board, and named as no game at all */
    if (r->game == 0 && r->board > ev->o.boards)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line,
                          "board %d: the event has boards 1 to %d", r->board,
                          ev->o.boards);
    if (r->board > ev->o.boards || r->game < 0 || r->game > ev->o.games)
        return pr_fail_at(
            err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line,
            "board %d, game %d: the event has boards 1 to %d, games 1 to %d", r->board,
            r->game, ev->o.boards, ev->o.games);
    if (is_team_bye(r->outcome))
        return row_fail(err, r, "a bye is a team-level row, on no board");
    int rc = resolve_side(ev, r, r->first,
                          r->outcome == PAIRING_FORFEIT_SECOND_WINS ||
                              r->outcome == PAIRING_DOUBLE_FORFEIT,
                          &row->first, err);
    if (!rc)
        rc = resolve_side(ev, r, r->second,
                          r->outcome == PAIRING_FORFEIT_FIRST_WINS ||
                              r->outcome == PAIRING_DOUBLE_FORFEIT,
                          &row->second, err);
    if (rc)
        return rc;
    int a = row->first >= 0 ? ev->member_team[row->first] : -1;
    int b = row->second >= 0 ? ev->member_team[row->second] : -1;
    for (int side = 0; side < 2; side++) {
        int m = side ? row->second : row->first, t = side ? b : a;
        if (m >= 0 && t != first_team && t != second_team)
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line,
                              "'%s' plays for %s, not %s or %s",
                              pairing_event_id(ev->members, m), ev->teams[t].id,
                              ev->teams[first_team].id, ev->teams[second_team].id);
    }
    if (a >= 0 && a == b)
        return row_fail(err, r, "both players are of %s", ev->teams[a].id);
    return PAIRING_OK;
}

PAIRING_API int pairing_team_event_add_result(pairing_team_event *ev,
                                              const pairing_board_result *r,
                                              pairing_error *err)
{
    if (!ev || !r)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no result");
    if (r->round < 1 || r->round > PAIRING_MAX_ROUNDS)
        return row_fail(err, r, "round must be 1 to 4000");
    pr_board_row row = {r->round,
                        team_index(ev, r->first_team),
                        -1,
                        r->board,
                        r->game ? r->game : 1,
                        -1,
                        -1,
                        r->outcome,
                        -1,
                        r->line};
    if (row.first_team < 0)
        return row_fail(err, r, "no team '%.64s'", r->first_team ? r->first_team : "");
    if (r->second_team && *r->second_team &&
        (row.second_team = team_index(ev, r->second_team)) < 0)
        return row_fail(err, r, "no team '%.64s'", r->second_team);
    if (row.second_team == row.first_team)
        return row_fail(err, r, "a team cannot play itself");
    if (r->winner && *r->winner) {
        row.winner = team_index(ev, r->winner);
        if (row.winner != row.first_team && row.winner != row.second_team)
            return row_fail(err, r, "winner '%.64s' is not a team of the match",
                            r->winner);
    }
    int rc = r->board < 0 ? row_fail(err, r, "board must be 0 or more")
             : r->board == 0
                 ? check_team_row(r, row.second_team, row.winner, err)
                 : check_game_row(ev, r, row.first_team, row.second_team, &row, err);
    if (rc)
        return rc;
    if (pr_grow((void **)&ev->rows, &ev->cap_rows, ev->nrows + 1, sizeof *ev->rows))
        return pr_nomem(err);
    ev->rows[ev->nrows++] = row;
    forget_validation(ev);
    return PAIRING_OK;
}

/* ---- validation ---- */

PAIRING_API int pairing_team_event_validate(pairing_team_event *ev, pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    free_validation(ev);
    if (ev->nteams < 1)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, 0, "no teams");
    int rc = pairing_event_validate(ev->members, err);
    if (!rc)
        rc = pr_team_check_roster(ev, err);
    if (!rc)
        rc = pr_team_check_seats(ev, err);
    if (!rc)
        rc = pr_team_build_matches(ev, err);
    if (!rc)
        rc = pr_team_build_level(ev, err);
    if (rc) {
        free_validation(ev);
        return rc;
    }
    ev->validated = 1;
    return PAIRING_OK;
}

/* ---- reading it ---- */

PAIRING_API const pairing_event *pairing_team_event_teams(const pairing_team_event *ev)
{
    return ev && ev->validated ? ev->level : NULL;
}

PAIRING_API const pairing_event *pairing_team_event_members(const pairing_team_event *ev)
{
    return ev ? ev->members : NULL;
}

PAIRING_API int pairing_team_event_member_team(const pairing_team_event *ev, int member)
{
    if (!ev || member < 0 || member >= pairing_event_entrants(ev->members))
        return -1;
    return ev->member_team[member];
}

PAIRING_API pairing_outcome pairing_team_event_game_result(const pairing_team_event *ev,
                                                           int round, int team, int board,
                                                           int game, int first)
{
    for (int i = 0; ev && i < ev->nrows; i++) {
        const pr_board_row *r = &ev->rows[i];
        if (r->round != round || r->board != board || (r->game ? r->game : 1) != game ||
            (r->first_team != team && r->second_team != team))
            continue;
        return r->first == first || r->first < 0 ? r->outcome
                                                 : pr_outcome_reversed(r->outcome);
    }
    return PAIRING_PENDING;
}

PAIRING_API int pairing_team_event_member_order(const pairing_team_event *ev, int member)
{
    if (!ev || member < 0 || member >= pairing_event_entrants(ev->members))
        return 0;
    return ev->member_order[member];
}
