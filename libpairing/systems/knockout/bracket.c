/*
 * bracket.c - playing a knockout draw out from the results: winners advance,
 * walkovers past byes, and placement brackets for the losers (2014 regulations
 * §五(四)2: semifinal losers play for 3rd; quarterfinal losers for 5th-8th, then
 * 5th/6th and 7th/8th, and so on down).
 *
 * Every bracket is a knockout of its own: S sides, a first round, and the best
 * place it decides.  The main bracket has the P positions and decides 1st.  With
 * placements, the losers of each of a bracket's rounds but its last form a new
 * bracket that starts in the next round and decides the places just below: the
 * losers of a round with L sides play for places from + L/2 on.  Everything ends
 * in the last round of the main bracket.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/knockout/knockout.h"

typedef struct bracket {
    int size;        /* sides at its start */
    int first_round; /* the main round in which it starts */
    int place_from;
    int nsides;                      /* sides still in */
    int sides[PAIRING_MAX_KNOCKOUT]; /* entrant, PR_BYE_SLOT or PR_OPEN_SLOT */
    int from[PAIRING_MAX_KNOCKOUT];  /* the previous round's match that fed the side */
} bracket;

typedef struct playing {
    pairing_knockout *k;
    const pairing_event *ev;
    bracket **brackets; /* ordered by the places they decide: the match numbers follow */
    int nbrackets, cap_brackets;
    char *used; /* results rows consumed by a match */
    pairing_error *err;
} playing;

static int spawns_losers(const pairing_knockout *k, const bracket *b, int sides)
{
    if (sides <= 2) /* a bracket's final: its loser simply takes the next place */
        return 0;
    if (k->placement == PAIRING_PLACEMENT_ALL)
        return 1;
    return k->placement == PAIRING_PLACEMENT_THIRD && b->place_from == 1 && sides == 4;
}

static int add_bracket(playing *pl, int size, int first_round, int place_from,
                       const int *sides, const int *from)
{
    bracket *b = malloc(sizeof *b);
    if (!b || pr_grow((void **)&pl->brackets, &pl->cap_brackets, pl->nbrackets + 1,
                      sizeof *pl->brackets)) {
        free(b);
        return pr_nomem(pl->err);
    }
    b->size = b->nsides = size;
    b->first_round = first_round;
    b->place_from = place_from;
    memcpy(b->sides, sides, (size_t)size * sizeof *sides);
    memcpy(b->from, from, (size_t)size * sizeof *from);
    pl->brackets[pl->nbrackets++] = b;
    return PAIRING_OK;
}

static int by_places(const void *ctx, int a, int b)
{
    bracket *const *brackets = ctx;
    return brackets[a]->place_from - brackets[b]->place_from;
}

/* Brackets born in a round start in the next: put them in order of places then. */
static int order_brackets(playing *pl)
{
    int order[PAIRING_MAX_KNOCKOUT];
    bracket *copy[PAIRING_MAX_KNOCKOUT];
    for (int i = 0; i < pl->nbrackets; i++)
        order[i] = i, copy[i] = pl->brackets[i];
    if (pr_sort(order, pl->nbrackets, by_places, copy))
        return pr_nomem(pl->err);
    for (int i = 0; i < pl->nbrackets; i++)
        pl->brackets[i] = copy[order[i]];
    return PAIRING_OK;
}

static int add_match(pairing_knockout *k, const pairing_match *m)
{
    int r = m->round - 1;
    if (pr_grow((void **)&k->matches[r], &k->cap_matches[r], k->nmatches[r] + 1,
                sizeof *k->matches[r]))
        return PAIRING_ERR_NOMEM;
    k->matches[r][k->nmatches[r]++] = *m;
    return PAIRING_OK;
}

/* ---- deciding one match from the results ---- */

static int mismatch(playing *pl, const pr_game *g, int player, int expected)
{
    const pr_player *p = pl->ev->players;
    int other = g->first == player ? g->second : g->first;
    if (other < 0)
        return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "'%s' has a bye in round %d, but the draw has him play '%s'",
                          p[player].id, g->round, p[expected].id);
    return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                      "'%s' plays '%s' in round %d, but the draw has him play '%s'",
                      p[player].id, p[other].id, g->round, p[expected].id);
}

/* A bye row for a player who goes through on a walkover is fine; anything else not. */
static int walkover(playing *pl, pairing_match *m, int player)
{
    m->state = PAIRING_MATCH_WALKOVER;
    m->winner = player;
    int g = pr_event_game_at(pl->ev, m->round, player);
    if (g < 0)
        return PAIRING_OK;
    const pr_game *game = &pl->ev->games[g];
    if (game->second >= 0)
        return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, game->line,
                          "'%s' goes through on a bye in round %d and plays no one",
                          pl->ev->players[player].id, m->round);
    pl->used[g] = 1;
    m->line = game->line;
    return PAIRING_OK;
}

/* Who goes through a decided game: a player, or PR_BYE_SLOT when both forfeited. */
static int winner_of(playing *pl, const pr_game *g, int *winner)
{
    const pr_player *p = pl->ev->players;
    switch (g->outcome) {
    case PAIRING_FIRST_WINS:
    case PAIRING_FORFEIT_FIRST_WINS:
        *winner = g->first;
        return PAIRING_OK;
    case PAIRING_SECOND_WINS:
    case PAIRING_FORFEIT_SECOND_WINS:
        *winner = g->second;
        return PAIRING_OK;
    case PAIRING_DRAW:
        *winner = g->winner;
        if (g->winner >= 0)
            return PAIRING_OK;
        pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                   "'%s' and '%s' drew in round %d: a knockout game needs the winner "
                   "of the playoff or lot in the winner column",
                   p[g->first].id, p[g->second].id, g->round);
        return pr_hint(pl->err, PAIRING_HINT_WINNER);
    default: /* both forfeited: neither goes through */
        *winner = PR_BYE_SLOT;
        return PAIRING_OK;
    }
}

/* A player who withdrew after an earlier round is not there: his opponent walks over
 * (unless the results record the game, a forfeit most likely). */
static int absent(const playing *pl, int player, int round)
{
    if (player < 0)
        return 0;
    int gone = pl->ev->players[player].withdrawn;
    return gone != PAIRING_ACTIVE && gone < round &&
           pr_event_game_at(pl->ev, round, player) < 0;
}

static int decide(playing *pl, pairing_match *m)
{
    if (absent(pl, m->first, m->round))
        m->first = PR_BYE_SLOT;
    if (absent(pl, m->second, m->round))
        m->second = PR_BYE_SLOT;
    int a = m->first, c = m->second;
    m->winner = m->loser = PR_OPEN_SLOT;
    if (a == PR_OPEN_SLOT || c == PR_OPEN_SLOT) {
        m->state = PAIRING_MATCH_WAITING;
        m->loser = a == PR_BYE_SLOT || c == PR_BYE_SLOT ? PR_BYE_SLOT : PR_OPEN_SLOT;
        return PAIRING_OK;
    }
    if (a == PR_BYE_SLOT && c == PR_BYE_SLOT) {
        m->state = PAIRING_MATCH_EMPTY;
        m->winner = m->loser = PR_BYE_SLOT;
        return PAIRING_OK;
    }
    if (a == PR_BYE_SLOT || c == PR_BYE_SLOT) {
        m->loser = PR_BYE_SLOT;
        return walkover(pl, m, a == PR_BYE_SLOT ? c : a);
    }
    int g = pr_event_game_at(pl->ev, m->round, a);
    m->state = PAIRING_MATCH_READY;
    if (g < 0)
        return PAIRING_OK; /* c's row, if any, is found unused afterwards */
    const pr_game *game = &pl->ev->games[g];
    if (game->first != c && game->second != c)
        return mismatch(pl, game, a, c);
    pl->used[g] = 1;
    m->line = game->line;
    m->outcome = game->first == a ? game->outcome : pr_outcome_reversed(game->outcome);
    if (game->outcome == PAIRING_PENDING)
        return PAIRING_OK;
    int w, rc = winner_of(pl, game, &w);
    if (rc)
        return rc;
    m->state = PAIRING_MATCH_PLAYED;
    m->winner = w;
    m->loser = w == PR_BYE_SLOT ? PR_BYE_SLOT : (w == a ? c : a);
    return PAIRING_OK;
}

/* ---- one round of one bracket ---- */

static int play_bracket_round(playing *pl, bracket *b, int round)
{
    pairing_knockout *k = pl->k;
    int half = b->nsides / 2;
    int winners[PAIRING_MAX_KNOCKOUT], losers[PAIRING_MAX_KNOCKOUT],
        numbers[PAIRING_MAX_KNOCKOUT];
    for (int i = 0; i < half; i++) {
        pairing_match m;
        memset(&m, 0, sizeof m);
        m.round = round;
        m.number = k->nmatches[round - 1] + 1;
        m.place_from = b->place_from;
        m.place_to =
            b->place_from + b->nsides - 1; /* the places this round decides among */
        m.first = b->sides[2 * i];
        m.second = b->sides[2 * i + 1];
        m.from[0] = b->from[2 * i];
        m.from[1] = b->from[2 * i + 1];
        if (b->place_from == 1 && round == 1)
            m.positions[0] = 2 * i + 1, m.positions[1] = 2 * i + 2;
        int rc = decide(pl, &m);
        if (rc)
            return rc;
        winners[i] = m.winner;
        losers[i] = m.loser;
        numbers[i] = m.number;
        if (add_match(k, &m))
            return pr_nomem(pl->err);
    }
    int rc = PAIRING_OK;
    if (spawns_losers(k, b, b->nsides))
        rc = add_bracket(pl, half, round + 1, b->place_from + half, losers, numbers);
    memcpy(b->sides, winners, (size_t)half * sizeof *winners);
    memcpy(b->from, numbers, (size_t)half * sizeof *numbers);
    b->nsides = half;
    return rc;
}

/* ---- results the draw has no match for ---- */

static int check_unused(const playing *pl)
{
    const pairing_event *ev = pl->ev;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (pl->used[i])
            continue;
        if (g->round > pl->k->rounds)
            return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                              "round %d is beyond the %d rounds of a draw of %d lines",
                              g->round, pl->k->rounds, pl->k->size);
        if (g->second < 0)
            return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                              "'%s' has no bye in round %d of this draw",
                              ev->players[g->first].id, g->round);
        return pr_fail_at(pl->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                          "'%s' and '%s' do not meet in round %d of this draw (is an "
                          "earlier result missing?)",
                          ev->players[g->first].id, ev->players[g->second].id, g->round);
    }
    return PAIRING_OK;
}

static void playing_free(playing *pl)
{
    for (int i = 0; i < pl->nbrackets; i++)
        free(pl->brackets[i]);
    free(pl->brackets);
    free(pl->used);
}

int pr_bracket_play(pairing_knockout *k, const pairing_event *ev, pairing_error *err)
{
    playing pl = {k, ev, NULL, 0, 0, pr_calloc((size_t)ev->ngames + 1, 1), err};
    int sides[PAIRING_MAX_KNOCKOUT], from[PAIRING_MAX_KNOCKOUT] = {0};
    for (int p = 1; p <= k->size; p++)
        sides[p - 1] = k->player_at[p];
    int rc = pl.used ? add_bracket(&pl, k->size, 1, 1, sides, from) : pr_nomem(err);
    for (int round = 1; round <= k->rounds && !rc; round++) {
        int count = pl.nbrackets; /* brackets born in this round start in the next */
        for (int i = 0; i < count && !rc; i++) {
            bracket *b = pl.brackets[i];
            if (b->first_round <= round && b->nsides >= 2)
                rc = play_bracket_round(&pl, b, round);
        }
        if (!rc)
            rc = order_brackets(&pl);
    }
    if (!rc)
        rc = check_unused(&pl);
    playing_free(&pl);
    return rc;
}

/* ---- reading the bracket ---- */

PAIRING_API int pairing_knockout_rounds(const pairing_knockout *k)
{
    return k ? k->rounds : 0;
}

PAIRING_API int pairing_knockout_matches(const pairing_knockout *k, int round)
{
    if (!k || round < 1 || round > k->rounds)
        return 0;
    return k->nmatches[round - 1];
}

static int public_player(int slot)
{
    return slot >= 0 ? slot : -1;
}

PAIRING_API pairing_match pairing_knockout_match(const pairing_knockout *k, int round,
                                                 int index)
{
    pairing_match m;
    memset(&m, 0, sizeof m);
    m.first = m.second = m.winner = m.loser = -1;
    if (!k || round < 1 || round > k->rounds || index < 0 ||
        index >= k->nmatches[round - 1])
        return m;
    m = k->matches[round - 1][index];
    m.first = public_player(m.first);
    m.second = public_player(m.second);
    m.winner = public_player(m.winner);
    m.loser = public_player(m.loser);
    return m;
}

/* The first round with a match still to play, or rounds + 1 when all is decided. */
PAIRING_API int pairing_knockout_next_round(const pairing_knockout *k)
{
    if (!k)
        return 0;
    for (int r = 1; r <= k->rounds; r++)
        for (int i = 0; i < k->nmatches[r - 1]; i++)
            if (k->matches[r - 1][i].state == PAIRING_MATCH_READY ||
                k->matches[r - 1][i].state == PAIRING_MATCH_WAITING)
                return r;
    return k->rounds + 1;
}
