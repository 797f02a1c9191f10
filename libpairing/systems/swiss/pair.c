/*
 * pair.c - the next round of the Qiu staged Swiss (仇式阶段性积分编排制,
 * Appendix 3; SPEC §5) or of a plain score-group Swiss (2014 regulations): the
 * rounds the Qiu rules fix outright go by those rules (systems/qiu/rounds.c),
 * every other round by score groups (score_groups.c).
 */
#include <stdlib.h>
#include <string.h>

#include "systems/dutch/dutch.h"
#include "systems/qiu/rounds.h"
#include "systems/swiss/swiss.h"

/* A plain Swiss's round 1 by first-round (SPEC §12): the bye first, then the
 * pairs first_round.c worked out with the context. */
static int pair_first_round(pr_swiss_context *c)
{
    int rc = pr_swiss_explain(
        c, "round 1 (first-round = %s%s): %-s%-s",
        pairing_first_round_name(c->o.first_round),
        c->o.avoid_clubs ? ", avoid-clubs" : "", pr_first_round_words(c->o.first_round),
        c->first_bye < 0 ? ""
        : c->qiu         ? PR_MSG("; an odd field: number 1 has the bye (轮空) first")
                 : PR_MSG("; an odd field: the bye first, to the lowest placed (the "
                          "largest number)"));
    if (!rc && c->o.avoid_clubs && c->o.first_round == PAIRING_FIRST_ROUND_HALVES)
        rc = pr_swiss_explain(c,
                              "club-mates: %d game%s between club-mates (the fewest "
                              "possible); %d board%s off the same position",
                              c->first_club_games, c->first_club_games == 1 ? "" : "s",
                              c->first_shifted, c->first_shifted == 1 ? "" : "s");
    if (!rc && c->o.avoid_clubs && c->o.first_round != PAIRING_FIRST_ROUND_HALVES)
        rc =
            pr_swiss_explain(c,
                             "club-mates: not kept apart in round 1, since first-round = "
                             "%s pairs by its own table (SPEC §12: club avoidance in "
                             "round 1 is for a halves start)",
                             pairing_first_round_name(c->o.first_round));
    for (int k = 0; k < c->nfirst_pairs && !rc; k++)
        rc = pr_swiss_add_pair(c, c->first_pairs[2 * k], c->first_pairs[2 * k + 1]);
    if (!rc && c->first_bye >= 0)
        rc = pr_swiss_add_bye(c, c->first_bye,
                              c->qiu ? PAIRING_BYE_NUMBER_ONE : PAIRING_BYE_LOWEST);
    return rc;
}

/* SPEC §12: who sits the round out and why, in number order: a player who asked
 * for a bye (a half-bye or zero-bye row of this round), or a late entry before
 * the round he joins.  Neither is paired, and a requested bye is no pairing's
 * bye: it does not count against "no second bye". */
static int explain_absent(pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    int rc = PAIRING_OK;
    for (int k = 0; !rc && k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        const pr_history *h = &c->h[p];
        int late = ev->players[p].joined > c->round;
        if (h->absence)
            rc = pr_swiss_explain(
                c,
                "absent (缺席): %s asked for a %-s bye in round %d (a %s row of the "
                "results): not paired, and it does not count as a bye%-s",
                pr_who_is(ev, p).text,
                h->absence == PR_HALF_BYE ? PR_MSG("half-point") : PR_MSG("zero-point"),
                c->round, h->absence == PR_HALF_BYE ? "half-bye" : "zero-bye",
                late ? PR_MSG(" (a late entry, not yet joined)") : "");
        else if (late && !h->eliminated)
            rc = pr_swiss_explain(c,
                                  "not yet joined: %s is a late entry who joins in round "
                                  "%d: not paired",
                                  pr_who_is(ev, p).text, ev->players[p].joined);
    }
    return rc;
}

/* Pairs the context's round into ctx->out. */
int pr_swiss_pair_round(pr_swiss_context *c)
{
    int *in = pr_calloc((size_t)c->ev->nplayers + 1, sizeof *in);
    if (!in)
        return pr_nomem(c->err);
    int n = pr_swiss_players_in(c, in), rc = explain_absent(c);
    if (rc) {
        free(in);
        return rc;
    }
    if (n < 2)
        rc = pr_fail(c->err, PAIRING_ERR_DATA,
                     "fewer than 2 players are left to pair round %d", c->round);
    else if (pr_first_round_fixed(c))
        rc = pair_first_round(c);
    else if (c->qiu && c->round == 1)
        rc = pr_qiu_round_one(c, in, n);
    else if (c->qiu && c->round == 2)
        rc = pr_qiu_round_two(c, in, n); /* a Qiu event has at least 3 rounds */
    else if (c->qiu && c->round == c->total)
        rc = pr_qiu_final(c);
    else
        rc = pr_swiss_pair_score_groups(c, in, n);
    free(in);
    return rc;
}

/* The round carries its context (for pairing_swiss_verify) from here on. */
PAIRING_API pairing_round *pairing_swiss_pair(const pairing_event *ev,
                                              const pairing_swiss_options *options,
                                              pairing_error *err)
{
    if (ev && ev->system == PAIRING_SYSTEM_DUTCH) /* SPEC §15: its own rules */
        return pr_dutch_pair(ev, options, err);
    pr_swiss_context *c = pr_swiss_prepare(ev, options, PR_NEXT_ROUND, err);
    if (!c)
        return NULL;
    pairing_round *r = c->out = pr_swiss_new_round(c);
    if (!r || pr_swiss_pair_round(c)) {
        pairing_round_free(r);
        pr_swiss_context_free(c);
        return NULL;
    }
    c->out = NULL;
    c->err = NULL;
    r->context = c;
    r->free_context = pr_swiss_context_free;
    return r;
}
