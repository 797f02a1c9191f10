/*
 * knockout.c - a knockout (Appendix 1; 2014 regulations §五(四)2; SPEC §4) as the
 * library hands it out: who is in the draw, the draw (draw.c) and the bracket
 * played out from the results (bracket.c), and what the caller reads of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "systems/knockout/knockout.h"

PAIRING_API void pairing_knockout_defaults(pairing_knockout_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->seeds = PAIRING_SEEDS_DEFAULT;
}

/* Who withdrew before round 1 is not in the draw (000 §16.4: before the start). */
static int in_draw(const pairing_event *ev, int player)
{
    return ev->players[player].withdrawn != 0;
}

static int count_participants(const pairing_event *ev)
{
    int n = 0;
    for (int p = 0; p < ev->nplayers; p++)
        n += in_draw(ev, p);
    return n;
}

static int list_participants(pairing_knockout *k, const pairing_event *ev)
{
    for (int number = 1; number <= ev->nplayers; number++) {
        int p = ev->by_number[number - 1];
        if (in_draw(ev, p))
            k->order[k->entrants++] = p;
        else if (pr_knockout_note(k, "%s withdrew before round 1 and is not in the draw",
                                  ev->players[p].id))
            return PAIRING_ERR_NOMEM;
    }
    return PAIRING_OK;
}

PAIRING_API pairing_knockout *
pairing_knockout_new(const pairing_event *ev, const pairing_knockout_options *options,
                     pairing_error *err)
{
    pairing_knockout_options defaults;
    pairing_knockout_defaults(&defaults);
    const pairing_knockout_options *o = options ? options : &defaults;
    if (pr_event_require_valid(ev, err))
        return NULL;
    int players = count_participants(ev);
    if (players < 2 || players > PAIRING_MAX_KNOCKOUT) {
        pr_fail_at(err, players < 2 ? PAIRING_ERR_DATA : PAIRING_ERR_LIMIT,
                   PAIRING_SOURCE_ENTRANTS, 0,
                   "a knockout draw takes 2 to %d entrants (not withdrawn), not %d",
                   PAIRING_MAX_KNOCKOUT, players);
        return NULL;
    }
    if (o->placement < PAIRING_PLACEMENT_NONE || o->placement > PAIRING_PLACEMENT_ALL) {
        pr_fail(err, PAIRING_ERR_INVALID, "unknown placement option %d",
                (int)o->placement);
        return NULL;
    }
    pairing_knockout *k = calloc(1, sizeof *k);
    if (!k) {
        pr_nomem(err);
        return NULL;
    }
    int rc = list_participants(k, ev);
    k->size = pr_knockout_size_for(k->entrants);
    k->placement = o->placement;
    k->lot_seed = ev->has_lots ? ev->lot_seed : PR_DEFAULT_LOT_SEED;
    k->lot_is_default = !ev->has_lots;
    for (int r = k->size; r > 1; r /= 2)
        k->rounds++;
    if (!rc)
        rc = pr_knockout_choose_seeds(k, o->seeds, err);
    else
        pr_nomem(err);
    if (!rc)
        rc = pr_knockout_draw(k, ev, o, err);
    if (!rc)
        rc = pr_bracket_play(k, ev, err);
    if (rc) {
        pairing_knockout_free(k);
        return NULL;
    }
    return k;
}

PAIRING_API void pairing_knockout_free(pairing_knockout *k)
{
    if (!k)
        return;
    pr_texts_free(&k->notes);
    for (int r = 0; r < k->rounds; r++)
        free(k->matches[r]);
    free(k);
}

PAIRING_API int pairing_knockout_size(const pairing_knockout *k)
{
    return k ? k->size : 0;
}

PAIRING_API int pairing_knockout_seeds(const pairing_knockout *k)
{
    return k ? k->seeds : 0;
}

PAIRING_API int pairing_knockout_player_at(const pairing_knockout *k, int position)
{
    if (!k || position < 1 || position > k->size)
        return -1;
    return k->player_at[position] >= 0 ? k->player_at[position] : -1;
}

PAIRING_API int pairing_knockout_seed_at(const pairing_knockout *k, int position)
{
    if (!k || position < 1 || position > k->size)
        return 0;
    return k->seed_at[position];
}

/* The seed of the lot that placed the unseeded; 1 when it is the fixed default. */
PAIRING_API int pairing_knockout_lot(const pairing_knockout *k, uint64_t *seed)
{
    if (!k)
        return 0;
    if (seed)
        *seed = k->lot_seed;
    return k->lot_is_default;
}
