/*
 * relay.c - the relay contest (擂台赛, 000 第十五条4, 003 第三条5; SPEC §10):
 * "各方棋手轮流出场，败一场的棋手不再参赛。凡一方最后一位棋手败北，则本队比赛结束。
 * 结束比赛越早的队名次越靠后" - the teams' players come on in turn, a player
 * who loses a game plays no more, a team is out when its last player has
 * lost, and the earlier a team is out the lower its place.
 *
 * Whose turn it is (teams.md D15): the teams in team-number order; team 1's
 * player holds the stage (擂主) and team 2 sends the first challenger, the
 * other teams waiting in a queue.  The winner of a game stays on; the team
 * whose player lost goes to the back of the queue (two teams alternate), and
 * the team at its front sends the next challenger: its next member in roster
 * order, or under the free order any member not yet on.  This reproduces the
 * 14 games of the 3rd Jeongganjang Cup.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

struct pairing_relay {
    const pairing_team_event *ev;
    pairing_relay_order order;
    int nteams, nmembers;
    int *team_at; /* relay position (team number - 1) -> team */
    int *queue;   /* a ring of nteams teams */
    int queue_head, queue_length;
    int *left;    /* team -> members not yet out */
    int *out_in;  /* team -> the game its last member lost, 0 */
    int teams_in; /* teams with a member left */
    int holder;   /* member on the stage, -1 before game 1 */
    int holder_team;
    int *came_on; /* member -> 1 once he has played */
    int *wins;    /* member -> games won */
    int *played;  /* member -> games played */
    int *lost_in; /* member -> the game he lost, 0 */
    pairing_relay_played *games;
    int ngames, cap_games;
    int recorded; /* the last game has no result yet */
};

/* ---- building it ---- */

static int team_of(const pairing_relay *r, int member)
{
    return r->ev->member_team[member];
}

static const char *member_id(const pairing_relay *r, int member)
{
    return pairing_event_id(r->ev->members, member);
}

static const char *team_id(const pairing_relay *r, int team)
{
    return r->ev->teams[team].id;
}

static int alloc_state(pairing_relay *r)
{
    size_t t = (size_t)r->nteams + 1, m = (size_t)r->nmembers + 1;
    r->team_at = pr_calloc(t, sizeof *r->team_at);
    r->queue = pr_calloc(t, sizeof *r->queue);
    r->left = pr_calloc(t, sizeof *r->left);
    r->out_in = pr_calloc(t, sizeof *r->out_in);
    r->came_on = pr_calloc(m, sizeof *r->came_on);
    r->wins = pr_calloc(m, sizeof *r->wins);
    r->played = pr_calloc(m, sizeof *r->played);
    r->lost_in = pr_calloc(m, sizeof *r->lost_in);
    return r->team_at && r->queue && r->left && r->out_in && r->came_on && r->wins &&
                   r->played && r->lost_in
               ? PAIRING_OK
               : PAIRING_ERR_NOMEM;
}

/* 000 §15.4 "一般各方棋手出场人数相同": normally, not always (teams.md D15.6), so
 * teams of any size take part; each needs a player, and the fixed order needs
 * every member's roster order (台次顺序号). */
static int check_rosters(const pairing_relay *r, pairing_error *err)
{
    const pairing_team_event *ev = r->ev;
    for (int t = 0; t < r->nteams; t++) {
        int from = ev->roster_start[t], to = ev->roster_start[t + 1];
        if (from == to)
            return pr_fail_at(
                err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, ev->teams[t].line,
                "team %s has no members: a relay team needs a player", team_id(r, t));
        for (int i = from; i < to && r->order == PAIRING_RELAY_FIXED; i++)
            if (!ev->member_order[ev->roster[i]])
                return pr_fail_at(
                    err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                    pairing_event_entrant(ev->members, ev->roster[i]).line,
                    "'%s' of %s has no order (台次顺序号): in a relay of fixed order "
                    "the members come on by it",
                    member_id(r, ev->roster[i]), team_id(r, t));
    }
    return PAIRING_OK;
}

/* Team 1 holds the stage before game 1; teams 2, 3 ... wait in that order. */
static void start(pairing_relay *r)
{
    const pairing_event *level = r->ev->level;
    for (int k = 0; k < r->nteams; k++)
        r->team_at[k] = pairing_event_player_at(level, k + 1);
    for (int t = 0; t < r->nteams; t++)
        r->left[t] = r->ev->roster_start[t + 1] - r->ev->roster_start[t];
    r->teams_in = r->nteams;
    r->holder = -1;
    r->holder_team = r->team_at[0];
    for (int k = 1; k < r->nteams; k++)
        r->queue[r->queue_length++] = r->team_at[k];
}

PAIRING_API pairing_relay *pairing_relay_new(const pairing_team_event *event,
                                             pairing_relay_order order,
                                             pairing_error *err)
{
    if (!event || !event->validated) {
        pr_fail(err, PAIRING_ERR_INVALID, "a relay needs a validated team event");
        return NULL;
    }
    if (order != PAIRING_RELAY_FIXED && order != PAIRING_RELAY_FREE) {
        pr_fail(err, PAIRING_ERR_INVALID, "unknown relay order %d", (int)order);
        return NULL;
    }
    if (event->nteams < 2) {
        pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_TEAMS, 0,
                   "a relay needs two teams or more, not %d", event->nteams);
        return NULL;
    }
    pairing_relay *r = calloc(1, sizeof *r);
    if (!r) {
        pr_nomem(err);
        return NULL;
    }
    r->ev = event;
    r->order = order;
    r->nteams = event->nteams;
    r->nmembers = pairing_event_entrants(event->members);
    int rc = alloc_state(r) ? pr_nomem(err) : check_rosters(r, err);
    if (rc) {
        pairing_relay_free(r);
        return NULL;
    }
    start(r);
    return r;
}

PAIRING_API void pairing_relay_free(pairing_relay *r)
{
    if (!r)
        return;
    free(r->team_at);
    free(r->queue);
    free(r->left);
    free(r->out_in);
    free(r->came_on);
    free(r->wins);
    free(r->played);
    free(r->lost_in);
    free(r->games);
    free(r);
}

/* ---- whose turn ---- */

/* The member a team sends next under the fixed order: its first in roster
 * order not yet on; -1 under the free order, where the team chooses. */
static int due_member(const pairing_relay *r, int team)
{
    if (r->order == PAIRING_RELAY_FREE)
        return -1;
    const pairing_team_event *ev = r->ev;
    for (int i = ev->roster_start[team]; i < ev->roster_start[team + 1]; i++)
        if (!r->came_on[ev->roster[i]])
            return ev->roster[i];
    return -1;
}

static int challenger_team(const pairing_relay *r)
{
    return r->queue_length ? r->queue[r->queue_head] : -1;
}

static int is_over(const pairing_relay *r)
{
    return r->teams_in <= 1;
}

/* Whether a member may fill a side: the holder himself, or before game 1 (and
 * for a challenger) a member of the side's team not yet on, the one due under
 * the fixed order. */
static int fills_side(const pairing_relay *r, int member, int holder, int team)
{
    if (holder >= 0)
        return member == holder;
    if (team_of(r, member) != team || r->came_on[member])
        return 0;
    int due = due_member(r, team);
    return due < 0 || due == member;
}

/* "c2 (CHN, on the stage with 4 wins)", "j3 (JPN)", "a member of JPN not yet
 * on" - one side of the game due, for the out-of-turn message. */
static void describe_side(const pairing_relay *r, int holder, int team, char *buf,
                          size_t size)
{
    int who = holder >= 0 ? holder : due_member(r, team);
    if (who < 0)
        snprintf(buf, size, "a member of %s not yet on", team_id(r, team));
    else if (holder >= 0)
        snprintf(buf, size, "%s (%s, on the stage with %d win%s)", member_id(r, who),
                 team_id(r, team), r->wins[who], r->wins[who] == 1 ? "" : "s");
    else
        snprintf(buf, size, "%s (%s)", member_id(r, who), team_id(r, team));
}

static int out_of_turn(const pairing_relay *r, const pairing_relay_game *g, int game,
                       int a, int b, pairing_error *err)
{
    for (int side = 0; side < 2; side++) {
        int m = side ? b : a;
        if (r->lost_in[m]) /* 000 §15.4: 败一场的棋手不再参赛 */
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                              "game %d: '%s' lost game %d and is out (a player who "
                              "loses plays no more)",
                              game, member_id(r, m), r->lost_in[m]);
    }
    char holder[160], challenger[160];
    describe_side(r, r->holder, r->holder_team, holder, sizeof holder);
    describe_side(r, -1, challenger_team(r), challenger, sizeof challenger);
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                      "game %d is out of turn: %s v %s, where %s and %s were due", game,
                      member_id(r, a), member_id(r, b), holder, challenger);
}

/* ---- a game ---- */

static int game_fail(pairing_error *err, const pairing_relay_game *g, const char *fmt,
                     int game)
{
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line, fmt, game);
}

static int find_member(const pairing_relay *r, const pairing_relay_game *g,
                       const char *id, int *member, pairing_error *err)
{
    *member = id && *id ? pairing_event_find(r->ev->members, id) : -1;
    if (*member >= 0)
        return PAIRING_OK;
    if (!id || !*id)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "a relay game names both players (a forfeit too: +- or -+)");
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                      "no member '%.64s'", id);
}

static int outcome_fits(pairing_outcome o)
{
    return o == PAIRING_PENDING || o == PAIRING_FIRST_WINS || o == PAIRING_SECOND_WINS ||
           o == PAIRING_DRAW || o == PAIRING_FORFEIT_FIRST_WINS ||
           o == PAIRING_FORFEIT_SECOND_WINS;
}

/* The winner column names a member of the game or his team. */
static int named_winner(const pairing_relay *r, const char *name, int a, int b)
{
    if (!name || !*name)
        return -1;
    for (int side = 0; side < 2; side++) {
        int m = side ? b : a;
        if (strcmp(name, member_id(r, m)) == 0 ||
            strcmp(name, team_id(r, team_of(r, m))) == 0)
            return m;
    }
    return -2;
}

/* Who went on: the winner over the board or by the opponent's forfeit (which
 * eliminates the forfeiting player); after a draw, the one the playoff or the
 * lot sent on (teams.md D15.3), whom the winner column names. */
static int decide_winner(const pairing_relay *r, const pairing_relay_game *g, int game,
                         int a, int b, int *winner, pairing_error *err)
{
    int named = named_winner(r, g->winner, a, b);
    if (named == -2)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "game %d: winner '%.64s' is neither player nor his team", game,
                          g->winner);
    pairing_outcome o = g->outcome;
    if (o == PAIRING_PENDING) {
        *winner = -1;
        return named >= 0 ? game_fail(err, g, "game %d has a winner but no result", game)
                          : PAIRING_OK;
    }
    if (o == PAIRING_DRAW) {
        *winner = named;
        return named >= 0 ? PAIRING_OK
                          : game_fail(err, g,
                                      "game %d is drawn: the winner column names who "
                                      "went on (playoff or lot)",
                                      game);
    }
    *winner = o == PAIRING_FIRST_WINS || o == PAIRING_FORFEIT_FIRST_WINS ? a : b;
    if (named >= 0 && named != *winner)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "game %d: the result says %s won, the winner column %s", game,
                          member_id(r, *winner), member_id(r, named));
    return PAIRING_OK;
}

/* The row's game number and players, and whether they are the two due. */
static int check_turn(const pairing_relay *r, const pairing_relay_game *g, int *a, int *b,
                      pairing_error *err)
{
    int game = r->ngames + 1 - r->recorded;
    if (r->recorded)
        return game_fail(err, g,
                         "game %d came before with no result: only the last game may "
                         "wait for its result",
                         game);
    if (is_over(r))
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "game %d: the relay is over, %s has won", game,
                          team_id(r, r->holder_team));
    if (g->game && g->game != game)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "game %d where game %d was due (the games run in order)",
                          g->game, game);
    if (!outcome_fits(g->outcome))
        return game_fail(err, g,
                         "game %d: a relay game is won, drawn or forfeited by one "
                         "player (1-0, 0-1, =, +-, -+)",
                         game);
    int rc = find_member(r, g, g->first, a, err);
    if (!rc)
        rc = find_member(r, g, g->second, b, err);
    if (rc)
        return rc;
    int ch = challenger_team(r);
    if ((fills_side(r, *a, r->holder, r->holder_team) && fills_side(r, *b, -1, ch)) ||
        (fills_side(r, *b, r->holder, r->holder_team) && fills_side(r, *a, -1, ch)))
        return PAIRING_OK;
    return out_of_turn(r, g, game, *a, *b, err);
}

/* The loser is out; his team goes to the back of the queue, or out of the
 * relay with its last member (凡一方最后一位棋手败北，则本队比赛结束). */
static void play(pairing_relay *r, int game, int winner, int loser)
{
    r->queue_head = (r->queue_head + 1) % r->nteams; /* the challenger came on */
    r->queue_length--;
    r->came_on[winner] = r->came_on[loser] = 1;
    r->played[winner]++;
    r->played[loser]++;
    r->wins[winner]++;
    r->lost_in[loser] = game;
    int lost = team_of(r, loser);
    if (--r->left[lost] == 0) {
        r->out_in[lost] = game;
        r->teams_in--;
    } else {
        r->queue[(r->queue_head + r->queue_length) % r->nteams] = lost;
        r->queue_length++;
    }
    r->holder = winner;
    r->holder_team = team_of(r, winner);
}

PAIRING_API int pairing_relay_add_game(pairing_relay *r, const pairing_relay_game *g,
                                       pairing_error *err)
{
    if (!r || !g)
        return pr_fail(err, PAIRING_ERR_INVALID, "no relay or no game");
    int a = -1, b = -1, winner = -1;
    int rc = check_turn(r, g, &a, &b, err);
    if (!rc)
        rc = decide_winner(r, g, r->ngames + 1, a, b, &winner, err);
    if (!rc &&
        pr_grow((void **)&r->games, &r->cap_games, r->ngames + 1, sizeof *r->games))
        rc = pr_nomem(err);
    if (rc)
        return rc;
    int loser = winner < 0 ? -1 : winner == a ? b : a;
    int game = r->ngames + 1;
    r->games[r->ngames++] =
        (pairing_relay_played){game, a, b, g->outcome, winner, loser, g->line};
    if (winner < 0)
        r->recorded = 1;
    else
        play(r, game, winner, loser);
    return PAIRING_OK;
}

/* ---- reading it ---- */

PAIRING_API pairing_relay_order pairing_relay_order_of(const pairing_relay *r)
{
    return r ? r->order : PAIRING_RELAY_FIXED;
}

PAIRING_API int pairing_relay_teams(const pairing_relay *r)
{
    return r ? r->nteams : 0;
}

PAIRING_API int pairing_relay_team_at(const pairing_relay *r, int k)
{
    return r && k >= 0 && k < r->nteams ? r->team_at[k] : -1;
}

PAIRING_API int pairing_relay_roster_size(const pairing_relay *r, int team)
{
    if (!r || team < 0 || team >= r->nteams)
        return 0;
    return r->ev->roster_start[team + 1] - r->ev->roster_start[team];
}

PAIRING_API int pairing_relay_roster_member(const pairing_relay *r, int team, int index)
{
    if (index < 0 || index >= pairing_relay_roster_size(r, team))
        return -1;
    return r->ev->roster[r->ev->roster_start[team] + index];
}

PAIRING_API int pairing_relay_finished(const pairing_relay *r)
{
    return r && is_over(r);
}

PAIRING_API int pairing_relay_games_played(const pairing_relay *r)
{
    return r ? r->ngames - r->recorded : 0;
}

PAIRING_API pairing_relay_played pairing_relay_game_at(const pairing_relay *r, int index)
{
    pairing_relay_played none = {0, -1, -1, PAIRING_PENDING, -1, -1, 0};
    return r && index >= 0 && index < r->ngames ? r->games[index] : none;
}

PAIRING_API pairing_relay_turn pairing_relay_next(const pairing_relay *r)
{
    pairing_relay_turn t = {0, -1, -1, 0, -1, -1, 0, -1};
    if (!r || is_over(r))
        return t;
    t.game = r->ngames + 1 - r->recorded;
    t.holder_team = r->holder_team;
    t.holder = r->holder >= 0 ? r->holder : due_member(r, r->holder_team);
    t.run = r->holder >= 0 ? r->wins[r->holder] : 0;
    t.challenger_team = challenger_team(r);
    t.challenger = due_member(r, t.challenger_team);
    if (r->recorded) {
        const pairing_relay_played *g = &r->games[r->ngames - 1];
        int holder_first = team_of(r, g->first) == r->holder_team;
        t.recorded = 1;
        t.first = g->first;
        t.holder = holder_first ? g->first : g->second;
        t.challenger = holder_first ? g->second : g->first;
    }
    return t;
}

PAIRING_API int pairing_relay_queue_length(const pairing_relay *r)
{
    return r ? r->queue_length : 0;
}

PAIRING_API int pairing_relay_queue_team(const pairing_relay *r, int index)
{
    if (!r || index < 0 || index >= r->queue_length)
        return -1;
    return r->queue[(r->queue_head + index) % r->nteams];
}

PAIRING_API pairing_relay_record pairing_relay_member(const pairing_relay *r, int member)
{
    pairing_relay_record rec = {-1, 0, 0, 0, 0};
    if (!r || member < 0 || member >= r->nmembers)
        return rec;
    rec.team = team_of(r, member);
    rec.played = r->played[member];
    rec.wins = r->wins[member];
    rec.longest_streak = r->wins[member]; /* every win of his runs unbroken */
    rec.lost_in = r->lost_in[member];
    return rec;
}

/* 结束比赛越早的队名次越靠后: behind the teams still in come the teams out,
 * the later out first. */
PAIRING_API pairing_relay_place pairing_relay_place_of(const pairing_relay *r, int team)
{
    pairing_relay_place p = {0, 0};
    if (!r || team < 0 || team >= r->nteams)
        return p;
    p.eliminated_in = r->out_in[team];
    if (!p.eliminated_in) {
        p.place = is_over(r) ? 1 : 0;
        return p;
    }
    p.place = r->teams_in + 1;
    for (int t = 0; t < r->nteams; t++)
        if (r->out_in[t] > p.eliminated_in)
            p.place++;
    return p;
}
