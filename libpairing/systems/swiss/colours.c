/*
 * colours.c - who moves first on a board (Appendix 3 §四), and the boards and
 * byes of the round as they are made, each with its reason for --explain.
 */
#include <stdarg.h>

#include "systems/swiss/swiss.h"

/* Appendix 3 §四.1: fewer firsts moves first; with equal firsts the smaller number
 * in odd rounds, the larger in even rounds.  *reason says which applied. */
int pr_swiss_first_mover(const pr_swiss_context *c, int a, int b, int *reason)
{
    const pr_history *ha = &c->h[a], *hb = &c->h[b];
    if (ha->firsts != hb->firsts) {
        *reason = PAIRING_FIRST_FEWER;
        return ha->firsts < hb->firsts ? a : b;
    }
    if (c->round % 2) {
        *reason = PAIRING_FIRST_ODD_SMALLER;
        return ha->number < hb->number ? a : b;
    }
    *reason = PAIRING_FIRST_EVEN_LARGER;
    return ha->number > hb->number ? a : b;
}

/* The reason in words, for --explain and the checker. */
const char *pr_swiss_first_why(int reason)
{
    switch (reason) {
    case PAIRING_FIRST_FEWER:
        return "fewer firsts";
    case PAIRING_FIRST_ODD_SMALLER:
        return "equal firsts, odd round: the smaller number";
    case PAIRING_FIRST_EVEN_LARGER:
        return "equal firsts, even round: the larger number";
    default:
        return "by lot";
    }
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

/* Why a board's first moves first, in --explain's words; teams are matches,
 * and their first the first team (SPEC §10: App. 3 §四 applied to teams). */
static int explain_first(pr_swiss_context *c, int first, int second, int reason)
{
    if (c->ev->team_source)
        return pr_swiss_explain(
            c,
            "match %d: %s is the first team (先手方队) (%s; matches as "
            "first team %d v %d)",
            c->out->ngames + 1, pr_who_is(c->ev, first).text, pr_swiss_first_why(reason),
            c->h[first].firsts, c->h[second].firsts);
    return pr_swiss_explain(c, "board %d: %s moves first (%s; firsts %d v %d)",
                            c->out->ngames + 1, pr_who_is(c->ev, first).text,
                            pr_swiss_first_why(reason), c->h[first].firsts,
                            c->h[second].firsts);
}

/* The next board: a and b, the colours by §四. */
int pr_swiss_add_pair(pr_swiss_context *c, int a, int b)
{
    int reason;
    int first = pr_swiss_first_mover(c, a, b, &reason), second = first == a ? b : a;
    if (c->o.explain && /* the name is written only when explaining */
        explain_first(c, first, second, reason))
        return PAIRING_ERR_NOMEM;
    if (pr_round_add_game(c->out, first, second))
        return pr_nomem(c->err);
    c->out->games[c->out->ngames - 1].first_reason = reason;
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
