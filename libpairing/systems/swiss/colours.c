/*
 * colours.c - who moves first on a board (Appendix 3 §四), and the boards and
 * byes of the round as they are made, each with its reason for --explain.
 */
#include <stdarg.h>

#include "systems/swiss/swiss.h"

/* Appendix 3 §四.1: fewer firsts moves first; with equal firsts the smaller number
 * in odd rounds, the larger in even rounds.  *reason says which applied. */
static int first_by_qiu(const pr_swiss_context *c, int a, int b, int *reason)
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

/* ---- SPEC §12: the colour constraints (colours = balanced) ---- */

/* 禁连三: no third game running in one colour; 禁多三: firsts and seconds at most
 * two apart.  Counted over the games played over the board (context.c). */
int pr_colour_breaks_if(const pr_history *h, int colour)
{
    int breaks = 0, balance = h->firsts - h->seconds + colour;
    if (colour * h->run >= 2)
        breaks |= PR_BREAKS_RUNNING;
    if (balance > 2 || balance < -2)
        breaks |= PR_BREAKS_DIFFERENCE;
    return breaks;
}

/* The colours that keep both constraints: bit 1 first, bit 2 second. */
int pr_colour_kept(const pr_history *h)
{
    int first = pr_colour_breaks_if(h, 1) == 0, second = pr_colour_breaks_if(h, -1) == 0;
    return first | second << 1;
}

/* A player's due colour: the one that brings firsts - seconds towards zero; at
 * zero the opposite of his last game's; none (0) before his first game. */
int pr_colour_due(const pr_history *h)
{
    int balance = h->firsts - h->seconds;
    if (balance)
        return balance < 0 ? 1 : -1;
    return h->run > 0 ? -1 : h->run < 0 ? 1 : 0;
}

/* The colour a player must have to keep the constraints: +1, -1, or 0 when
 * either would do (or neither). */
static int colour_needed(const pr_history *h)
{
    int kept = pr_colour_kept(h);
    return kept == 1 ? 1 : kept == 2 ? -1 : 0;
}

/* The latest round before this one in which both played over the board with
 * different colours: the one who was second then; -1 when there is none. */
static int second_when_last_different(const pr_swiss_context *c, int a, int b)
{
    for (int r = c->round - 1; r >= 1; r--) {
        const pr_slot *sa = pr_tally_slot(&c->tally, a, r),
                      *sb = pr_tally_slot(&c->tally, b, r);
        if (sa->colour && sb->colour && sa->colour != sb->colour)
            return sa->colour < 0 ? a : b;
    }
    return -1;
}

/* The better placed of two: more points, then the smaller number. */
static int better_placed(const pr_swiss_context *c, int a, int b)
{
    const pr_history *ha = &c->h[a], *hb = &c->h[b];
    if (ha->score != hb->score)
        return ha->score > hb->score ? a : b;
    return ha->number < hb->number ? a : b;
}

/* SPEC §12's allocation: a colour one must have to keep the constraints, he gets
 * (unless both need the same); else the smaller firsts - seconds moves first;
 * equal, the one who was second in the latest round their colours differed;
 * equal again, the better placed gets his due colour; with no colours yet on
 * either side (round 1), the smaller number moves first. */
static int first_by_balance(const pr_swiss_context *c, int a, int b, int *reason)
{
    const pr_history *ha = &c->h[a], *hb = &c->h[b];
    int needa = colour_needed(ha), needb = colour_needed(hb);
    int a_first = needa > 0 || needb<0, b_first = needb> 0 || needa < 0;
    if (a_first != b_first) {
        *reason = PAIRING_FIRST_FORCED;
        return a_first ? a : b;
    }
    int bala = ha->firsts - ha->seconds, balb = hb->firsts - hb->seconds;
    if (bala != balb) {
        *reason = PAIRING_FIRST_BALANCE;
        return bala < balb ? a : b;
    }
    int second = second_when_last_different(c, a, b);
    if (second >= 0) {
        *reason = PAIRING_FIRST_LAST_DIFFERED;
        return second;
    }
    int better = better_placed(c, a, b), other = better == a ? b : a;
    int due = pr_colour_due(&c->h[better]), due_other = pr_colour_due(&c->h[other]);
    if (due || due_other) {
        *reason = PAIRING_FIRST_DUE;
        if (due)
            return due > 0 ? better : other;
        return due_other > 0 ? other : better;
    }
    *reason = PAIRING_FIRST_SMALLER_NUMBER;
    return ha->number < hb->number ? a : b;
}

/* Who moves first on a board of a and b, by the colour rules in force. */
int pr_swiss_first_mover(const pr_swiss_context *c, int a, int b, int *reason)
{
    int named = pr_first_round_mover(c, a, b); /* SPEC §12: "except as adjacent says" */
    if (named >= 0) {
        *reason = PAIRING_FIRST_ADJACENT;
        return named;
    }
    return c->balanced ? first_by_balance(c, a, b, reason)
                       : first_by_qiu(c, a, b, reason);
}

/* How many of a board's two players break a constraint with these colours. */
int pr_swiss_board_breaks(const pr_swiss_context *c, int first, int second)
{
    return (pr_colour_breaks_if(&c->h[first], 1) != 0) +
           (pr_colour_breaks_if(&c->h[second], -1) != 0);
}

/* The reason in words, for --explain and the checker. */
const char *pr_swiss_first_why(int reason)
{
    switch (reason) {
    case PAIRING_FIRST_FEWER:
        return PR_MSG("fewer firsts");
    case PAIRING_FIRST_ODD_SMALLER:
        return PR_MSG("equal firsts, odd round: the smaller number");
    case PAIRING_FIRST_EVEN_LARGER:
        return PR_MSG("equal firsts, even round: the larger number");
    case PAIRING_FIRST_FORCED:
        return PR_MSG("a colour one of the two must have to keep the colour constraints: "
                      "he moves first, or his opponent second");
    case PAIRING_FIRST_BALANCE:
        return PR_MSG("the smaller firsts - seconds");
    case PAIRING_FIRST_LAST_DIFFERED:
        return PR_MSG("equal firsts - seconds: second in the latest round their colours "
                      "differed");
    case PAIRING_FIRST_DUE:
        return PR_MSG("equal colours so far: the better placed gets his due colour");
    case PAIRING_FIRST_SMALLER_NUMBER:
        return PR_MSG("no colours yet: the smaller number");
    case PAIRING_FIRST_ADJACENT:
        return PR_MSG("first-round = adjacent: the first named, alternating by board");
    default:
        return PR_MSG("by lot");
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
            "match %d: %s is the first team (先手方队) (%-s; matches as "
            "first team %d v %d)",
            c->out->ngames + 1, pr_who_is(c->ev, first).text, pr_swiss_first_why(reason),
            c->h[first].firsts, c->h[second].firsts);
    if (c->balanced)
        return pr_swiss_explain(
            c, "board %d: %s moves first (%-s; firsts - seconds %+d v %+d)",
            c->out->ngames + 1, pr_who_is(c->ev, first).text, pr_swiss_first_why(reason),
            c->h[first].firsts - c->h[first].seconds,
            c->h[second].firsts - c->h[second].seconds);
    return pr_swiss_explain(c, "board %d: %s moves first (%-s; firsts %d v %d)",
                            c->out->ngames + 1, pr_who_is(c->ev, first).text,
                            pr_swiss_first_why(reason), c->h[first].firsts,
                            c->h[second].firsts);
}

/* SPEC §12: a constraint broken is listed, and said why: no pairing of the
 * round that avoids rematches breaks fewer (the engine's costs see to it). */
static int note_breaks(pr_swiss_context *c, int player, int colour)
{
    int breaks = pr_colour_breaks_if(&c->h[player], colour);
    for (int rule = PAIRING_COLOUR_THREE_RUNNING; rule <= PAIRING_COLOUR_DIFFERENCE;
         rule++) {
        if (!(breaks & (rule == PAIRING_COLOUR_THREE_RUNNING ? PR_BREAKS_RUNNING
                                                             : PR_BREAKS_DIFFERENCE)))
            continue;
        if (pr_round_add_colour_break(c->out, player, rule))
            return pr_nomem(c->err);
        const pr_history *h = &c->h[player];
        int rc = pr_swiss_explain(
            c,
            "colour break: %s moves %-s %-s (%s; firsts %d, seconds %d before): no "
            "pairing without a rematch breaks fewer colour constraints",
            pr_who_is(c->ev, player).text,
            colour > 0 ? PR_MSG("first") : PR_MSG("second"),
            rule == PAIRING_COLOUR_THREE_RUNNING
                ? PR_MSG("a third game running")
                : PR_MSG("once more than the difference allows"),
            rule == PAIRING_COLOUR_THREE_RUNNING ? "禁连三" : "禁多三", h->firsts,
            h->seconds);
        if (rc)
            return rc;
    }
    return PAIRING_OK;
}

/* The next board: a and b, the colours by the rules in force. */
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
    if (!c->balanced)
        return PAIRING_OK;
    int rc = note_breaks(c, first, 1);
    return rc ? rc : note_breaks(c, second, -1);
}

int pr_swiss_add_bye(pr_swiss_context *c, int player, int reason)
{
    if (pr_round_add_bye(c->out, player, reason))
        return pr_nomem(c->err);
    if (c->out->participants)
        c->out->participants[player].presence = PAIRING_PRESENCE_BYE;
    return PAIRING_OK;
}
