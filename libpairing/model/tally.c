/*
 * tally.c - each player's rounds read off the results: opponent, colour, what
 * happened and the points.  Pairing and standings both work from this table.
 */
#include <stdlib.h>

#include "internal.h"

int pr_points_of_kind(const pairing_event *ev, int kind)
{
    switch (kind) {
    case PR_WIN:
    case PR_FORFEIT_WIN:
        return ev->win;
    case PR_DRAW:
    case PR_HALF_BYE:
        return ev->draw;
    case PR_LOSS:
        return ev->loss;
    case PR_BYE:
        return ev->bye < 0 ? ev->win : ev->bye;
    case PR_ZERO_BYE: /* nothing, unless the event says otherwise (TRF's BBZ) */
        return ev->zero_bye;
    case PR_FORFEIT_LOSS: /* the same (TRF's BBF) */
        return ev->forfeit_loss;
    default: /* pending and absent rounds score nothing */
        return 0;
    }
}

static void set_slot(pr_tally *t, const pairing_event *ev, int player, int round,
                     int opponent, int colour, int kind)
{
    pr_slot *s = pr_tally_slot(t, player, round);
    s->opponent = opponent;
    s->colour = (signed char)(pr_kind_is_played(kind) || kind == PR_PENDING ? colour : 0);
    s->kind = (unsigned char)kind;
    s->points = (short)pr_points_of_kind(ev, kind);
}

static void kinds_of(pairing_outcome o, int *first, int *second);

/* The points a side of a row scores. */
int pr_points_of_outcome(const pairing_event *ev, pairing_outcome o, int is_first)
{
    int kf, ks;
    kinds_of(o, &kf, &ks);
    return pr_points_of_kind(ev, is_first ? kf : ks);
}

static void kinds_of(pairing_outcome o, int *first, int *second)
{
    switch (o) {
    case PAIRING_FIRST_WINS:
        *first = PR_WIN, *second = PR_LOSS;
        break;
    case PAIRING_SECOND_WINS:
        *first = PR_LOSS, *second = PR_WIN;
        break;
    case PAIRING_DRAW:
        *first = *second = PR_DRAW;
        break;
    case PAIRING_FORFEIT_FIRST_WINS:
        *first = PR_FORFEIT_WIN, *second = PR_FORFEIT_LOSS;
        break;
    case PAIRING_FORFEIT_SECOND_WINS:
        *first = PR_FORFEIT_LOSS, *second = PR_FORFEIT_WIN;
        break;
    case PAIRING_DOUBLE_FORFEIT:
        *first = *second = PR_FORFEIT_LOSS;
        break;
    case PAIRING_BYE:
        *first = PR_BYE, *second = PR_NONE;
        break;
    case PAIRING_HALF_BYE:
        *first = PR_HALF_BYE, *second = PR_NONE;
        break;
    case PAIRING_ZERO_BYE:
        *first = PR_ZERO_BYE, *second = PR_NONE;
        break;
    default:
        *first = *second = PR_PENDING;
        break;
    }
}

/* The table for rounds 1..rounds (rows beyond are ignored, missing rounds are PR_NONE).
 */
int pr_tally_build(pr_tally *t, const pairing_event *ev, int rounds, pairing_error *err)
{
    t->players = ev->nplayers;
    t->rounds = rounds;
    t->slots = pr_calloc((size_t)ev->nplayers * (size_t)(rounds > 0 ? rounds : 1),
                         sizeof *t->slots);
    if (!t->slots)
        return pr_nomem(err);
    for (size_t i = 0; i < (size_t)ev->nplayers * (size_t)rounds; i++)
        t->slots[i].opponent = -1;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->round > rounds)
            continue;
        int kf, ks;
        kinds_of(g->outcome, &kf, &ks);
        set_slot(t, ev, g->first, g->round, g->second, +1, kf);
        if (g->second >= 0)
            set_slot(t, ev, g->second, g->round, g->first, -1, ks);
    }
    return PAIRING_OK;
}

void pr_tally_free(pr_tally *t)
{
    if (t)
        free(t->slots);
}

int pr_tally_score(const pr_tally *t, int player, int after_round)
{
    int score = 0;
    for (int r = 1; r <= after_round && r <= t->rounds; r++)
        score += pr_tally_slot(t, player, r)->points;
    return score;
}

/* The same result seen from the other side of the board. */
pairing_outcome pr_outcome_reversed(pairing_outcome o)
{
    switch (o) {
    case PAIRING_FIRST_WINS:
        return PAIRING_SECOND_WINS;
    case PAIRING_SECOND_WINS:
        return PAIRING_FIRST_WINS;
    case PAIRING_FORFEIT_FIRST_WINS:
        return PAIRING_FORFEIT_SECOND_WINS;
    case PAIRING_FORFEIT_SECOND_WINS:
        return PAIRING_FORFEIT_FIRST_WINS;
    default:
        return o;
    }
}
