/*
 * rounds.c - the rounds of the Qiu system that its rules fix outright
 * (Appendix 3 §二, §三.2.1): round 1, the bye of round 2 in an odd field, and
 * the final, which pairs the ranking after the penultimate round 1 v 2, 3 v 4 ...
 * with colours by lot.  The other rounds go by score groups (score_groups.c).
 */
#include <stdlib.h>
#include <string.h>

#include "systems/qiu/rounds.h"

/* The final's colours are drawn by lot (§四.2): a stream of its own, apart from
 * the knockout draw's, so that the same lot seed draws both independently. */
#define FINAL_COLOUR_STREAM 0x51u

/* §三.2.1: top half against bottom half; an odd field gives number 1 the bye. */
int pr_qiu_round_one(pr_swiss_context *c, const int *in, int n)
{
    int top = (n + 1) / 2, first = n % 2;
    if (pr_swiss_explain(
            c,
            "round 1 (预赛): the top half by number against the bottom half, %d v "
            "%d, %d v %d ...%-s",
            1 + first, top + 1, 2 + first, top + 2,
            first ? PR_MSG("; an odd field: number 1 has the bye (轮空)") : ""))
        return PAIRING_ERR_NOMEM;
    for (int i = first; i < top; i++) {
        int rc = pr_swiss_add_pair(c, in[i], in[top + i - first]);
        if (rc)
            return rc;
    }
    return first ? pr_swiss_add_bye(c, in[0], PAIRING_BYE_NUMBER_ONE) : PAIRING_OK;
}

/* §二.1.3: in round 2 of an odd field number 2 has the bye, unless he had one. */
int pr_qiu_round_two(pr_swiss_context *c, int *in, int n)
{
    if (n % 2 == 0)
        return pr_swiss_pair_score_groups(c, in, n);
    int two = -1;
    for (int i = 0; i < n; i++)
        if (c->h[in[i]].number == 2 && c->h[in[i]].byes == 0)
            two = i;
    if (two < 0)
        return pr_swiss_pair_score_groups(c, in, n);
    int p = in[two];
    memmove(in + two, in + two + 1, (size_t)(n - two - 1) * sizeof *in);
    if (pr_swiss_explain(c, "round 2, an odd field: number 2 (%s) has the bye (轮空)",
                         pr_who_is(c->ev, p).text))
        return PAIRING_ERR_NOMEM;
    int rc = pr_swiss_pair_score_groups(c, in, n - 1);
    return rc ? rc : pr_swiss_add_bye(c, p, PAIRING_BYE_NUMBER_TWO);
}

/* The ranking after the penultimate round (SPEC §6: the Qiu tiebreaks). */
static int rank_players_in(pr_swiss_context *c, int *ranked, int *count)
{
    const pairing_event *ev = c->ev;
    pairing_standings_options so;
    pairing_standings_defaults(&so);
    so.after_round = c->round - 1;
    so.rounds = c->total;
    pairing_error why;
    pairing_standings *st = pairing_standings_new(ev, &so, &why);
    if (!st) {
        if (c->err)
            *c->err = why;
        return why.code;
    }
    int k = 0;
    for (int i = 0; i < pairing_standings_count(st); i++) {
        int p = pairing_standings_row(st, i).player;
        if (c->h[p].in)
            ranked[k++] = p;
    }
    pairing_standings_free(st);
    *count = k;
    return PAIRING_OK;
}

/* §二.3: the players of the final by the ranking after the penultimate round; an
 * odd field gives the bye to the lowest placed who has had none, moved to the
 * end.  Computed once per context; *count receives the number of players. */
const int *pr_qiu_final_order(pr_swiss_context *c, int *count)
{
    if (c->final_order) {
        *count = c->nfinal;
        return c->final_order;
    }
    int *ranked = pr_calloc((size_t)c->ev->nplayers + 1, sizeof *ranked);
    if (!ranked) {
        pr_nomem(c->err);
        return NULL;
    }
    int k = 0;
    if (rank_players_in(c, ranked, &k)) {
        free(ranked);
        return NULL;
    }
    if (k % 2) {
        int pick = k - 1;
        for (int i = k - 1; i >= 0; i--)
            if (c->h[ranked[i]].byes < c->h[ranked[pick]].byes)
                pick = i;
        int p = ranked[pick];
        memmove(ranked + pick, ranked + pick + 1,
                (size_t)(k - 1 - pick) * sizeof *ranked);
        ranked[k - 1] = p;
    }
    c->final_order = ranked;
    c->nfinal = *count = k;
    return ranked;
}

/* The final: meetings before do not matter; colours by lot (§四.2). */
int pr_qiu_final(pr_swiss_context *c)
{
    int n;
    const int *ranked = pr_qiu_final_order(c, &n);
    if (!ranked)
        return c->err ? c->err->code : PAIRING_ERR_NOMEM;
    pr_lots lots;
    pr_lots_seed(&lots, (c->ev->has_lots ? c->ev->lot_seed : 1) ^ FINAL_COLOUR_STREAM);
    int rc = PAIRING_OK;
    for (int i = 0; i + 1 < n && !rc; i += 2) {
        int swap = pr_lots_below(&lots, 2);
        int first = swap ? ranked[i + 1] : ranked[i],
            second = swap ? ranked[i] : ranked[i + 1];
        if (c->o.explain) /* the names are written only when explaining */
            rc = pr_swiss_explain(
                c, "final (决赛), places %d-%d: %s v %s; %s moves first by lot (猜先)",
                i + 1, i + 2, pr_who_is(c->ev, ranked[i]).text,
                pr_who_is(c->ev, ranked[i + 1]).text, pr_who_is(c->ev, first).text);
        if (rc)
            break;
        if (pr_round_add_game(c->out, first, second)) {
            rc = pr_nomem(c->err);
            break;
        }
        pairing_game *g = &c->out->games[c->out->ngames - 1];
        g->colour_lot = 1;
        g->first_reason = PAIRING_FIRST_LOT;
    }
    if (!rc && n % 2)
        rc = pr_swiss_add_bye(c, ranked[n - 1], PAIRING_BYE_FINAL);
    return rc;
}
