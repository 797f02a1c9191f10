/*
 * round.c - a round of teams (paired on the team-level event) expanded into
 * its team matches and their boards (SPEC §10, 003 第三条1(3), 000 第五条1(2)):
 * the first team's member moves first on the odd boards and the other team's
 * on the even boards; on a board of several games the colours alternate game
 * by game.  The players are each team's lineup of the round: the one given,
 * else the rule's default; under the free rule, without a lineup, nobody yet.
 */
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

struct pairing_team_round {
    int number;
    pairing_team_match *matches;
    int nmatches;
    int *game_start; /* match -> its first game (nmatches + 1) */
    pairing_team_game *games;
};

/* Board b (1..), game g (1..): whether the first team's member moves first. */
static int first_team_first(int board, int game)
{
    return (board % 2 == 1) == (game % 2 == 1);
}

static void expand_match(const pairing_team_event *ev, pairing_team_round *tr, int i,
                         const int *a, const int *b)
{
    int at = tr->game_start[i];
    for (int board = 1; board <= ev->o.boards; board++)
        for (int game = 1; game <= ev->o.games; game++) {
            pairing_team_game *g = &tr->games[at++];
            int ours = first_team_first(board, game);
            g->board = board;
            g->game = game;
            g->first_is_first_team = ours;
            g->first = ours ? a[board - 1] : b[board - 1];
            g->second = ours ? b[board - 1] : a[board - 1];
        }
}

static int fill(const pairing_team_event *ev, const pairing_round *r,
                pairing_team_round *tr, int *a, int *b)
{
    int games = pairing_round_games(r), per = ev->o.boards * ev->o.games;
    for (int i = 0; i < tr->nmatches; i++) {
        pairing_team_match *m = &tr->matches[i];
        m->number = i + 1;
        tr->game_start[i + 1] = tr->game_start[i];
        if (i >= games) { /* the byes, after the matches */
            m->first_team = pairing_round_bye(r, i - games);
            m->second_team = -1;
            continue;
        }
        pairing_game g = pairing_round_game(r, i);
        m->first_team = g.first;
        m->second_team = g.second;
        m->colours_by_lot = g.colour_lot;
        m->first_reason = g.first_reason;
        m->rematch = g.rematch;
        pr_team_lineup(ev, g.first, tr->number, a, &m->lineup_given[0]);
        pr_team_lineup(ev, g.second, tr->number, b, &m->lineup_given[1]);
        tr->game_start[i + 1] += per;
        expand_match(ev, tr, i, a, b);
    }
    return PAIRING_OK;
}

PAIRING_API pairing_team_round *pairing_team_round_new(const pairing_team_event *ev,
                                                       const pairing_round *r,
                                                       pairing_error *err)
{
    if (!ev || !r || !ev->validated) {
        pr_fail(err, PAIRING_ERR_INVALID,
                !ev || !r ? PR_MSG("no event or no round")
                          : PR_MSG("validate the team event first"));
        return NULL;
    }
    int games = pairing_round_games(r), byes = pairing_round_byes(r);
    int per = ev->o.boards * ev->o.games;
    pairing_team_round *tr = calloc(1, sizeof *tr);
    int *a = pr_calloc((size_t)ev->o.boards, sizeof *a);
    int *b = pr_calloc((size_t)ev->o.boards, sizeof *b);
    if (tr) {
        tr->number = pairing_round_number(r);
        tr->nmatches = games + byes;
        tr->matches = pr_calloc((size_t)tr->nmatches + 1, sizeof *tr->matches);
        tr->game_start = pr_calloc((size_t)tr->nmatches + 1, sizeof *tr->game_start);
        tr->games = pr_calloc((size_t)games * (size_t)per + 1, sizeof *tr->games);
    }
    if (!tr || !a || !b || !tr->matches || !tr->game_start || !tr->games) {
        free(a);
        free(b);
        pairing_team_round_free(tr);
        pr_nomem(err);
        return NULL;
    }
    fill(ev, r, tr, a, b);
    free(a);
    free(b);
    return tr;
}

/* A knockout's matches of the round that are ready to play, as a round of the
 * team-level event: the upper side named first, the first team to be drawn by
 * lot (SPEC §10). */
PAIRING_API pairing_round *pairing_team_knockout_round(const pairing_knockout *k,
                                                       int round, pairing_error *err)
{
    if (!k || round < 1 || round > pairing_knockout_rounds(k)) {
        pr_fail(err, PAIRING_ERR_INVALID,
                !k ? PR_MSG("no knockout") : PR_MSG("no round %d in the draw"), round);
        return NULL;
    }
    pairing_round *r = pr_round_new(round);
    int rc = r ? PAIRING_OK : PAIRING_ERR_NOMEM;
    for (int i = 0; !rc && i < pairing_knockout_matches(k, round); i++) {
        pairing_match m = pairing_knockout_match(k, round, i);
        if (m.state == PAIRING_MATCH_READY)
            rc = pr_round_add_game(r, m.first, m.second);
    }
    if (rc) {
        pairing_round_free(r);
        pr_nomem(err);
        return NULL;
    }
    for (int i = 0; i < r->ngames; i++) {
        r->games[i].colour_lot = 1;
        r->games[i].first_reason = PAIRING_FIRST_LOT;
    }
    return r;
}

PAIRING_API int pairing_team_round_matches(const pairing_team_round *tr)
{
    return tr ? tr->nmatches : 0;
}

PAIRING_API pairing_team_match pairing_team_round_match(const pairing_team_round *tr,
                                                        int index)
{
    pairing_team_match none = {0, -1, -1, 0, 0, {0, 0}, PAIRING_FIRST_GIVEN};
    if (!tr || index < 0 || index >= tr->nmatches)
        return none;
    return tr->matches[index];
}

PAIRING_API int pairing_team_round_games(const pairing_team_round *tr, int match)
{
    if (!tr || match < 0 || match >= tr->nmatches)
        return 0;
    return tr->game_start[match + 1] - tr->game_start[match];
}

PAIRING_API pairing_team_game pairing_team_round_game(const pairing_team_round *tr,
                                                      int match, int index)
{
    pairing_team_game none = {0, 0, -1, -1, 0};
    if (index < 0 || index >= pairing_team_round_games(tr, match))
        return none;
    return tr->games[tr->game_start[match] + index];
}

PAIRING_API void pairing_team_round_free(pairing_team_round *tr)
{
    if (!tr)
        return;
    free(tr->matches);
    free(tr->game_start);
    free(tr->games);
    free(tr);
}
