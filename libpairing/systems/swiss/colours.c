/*
 * colours.c - who moves first on a board (Appendix 3 §四), and the boards and
 * byes of the round as they are made, each with its reason for --explain.
 */
#include <stdarg.h>

#include "systems/swiss/swiss.h"

/* Appendix 3 §四.1: fewer firsts moves first; with equal firsts the smaller number
 * in odd rounds, the larger in even rounds. */
int pr_swiss_first_mover(const pr_swiss_context *c, int a, int b, const char **why)
{
    const pr_history *ha = &c->h[a], *hb = &c->h[b];
    if (ha->firsts != hb->firsts) {
        *why = "fewer firsts";
        return ha->firsts < hb->firsts ? a : b;
    }
    if (c->round % 2) {
        *why = "equal firsts, odd round: the smaller number";
        return ha->number < hb->number ? a : b;
    }
    *why = "equal firsts, even round: the larger number";
    return ha->number > hb->number ? a : b;
}

/* Records one decision for --explain; running out of memory for it fails the
 * round, since an explanation silently missing could not be defended. */
int pr_swiss_explain(pr_swiss_context *c, const char *fmt, ...)
{
    if (!c->o.explain)
        return PAIRING_OK;
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_round_explainv(c->out, fmt, ap);
    va_end(ap);
    return rc ? pr_nomem(c->err) : PAIRING_OK;
}

/* The next board: a and b, the colours by §四. */
int pr_swiss_add_pair(pr_swiss_context *c, int a, int b)
{
    const char *why;
    int first = pr_swiss_first_mover(c, a, b, &why), second = first == a ? b : a;
    if (c->o.explain && /* the name is written only when explaining */
        pr_swiss_explain(c, "board %d: %s moves first (%s; firsts %d v %d)",
                         c->out->ngames + 1, pr_who_is(c->ev, first).text, why,
                         c->h[first].firsts, c->h[second].firsts))
        return PAIRING_ERR_NOMEM;
    if (pr_round_add_game(c->out, first, second))
        return pr_nomem(c->err);
    return PAIRING_OK;
}

int pr_swiss_add_bye(pr_swiss_context *c, int player, int reason)
{
    if (pr_round_add_bye(c->out, player, reason))
        return pr_nomem(c->err);
    if (c->out->participants)
        c->out->participants[player].presence = PAIRING_PRESENCE_BYE;
    return PAIRING_OK;
}
