/*
 * reasons.c - why the procedure took a decision, worked out from the facts of
 * that decision, so that --explain says what the engine acted on (a director
 * must be able to defend a round on appeal): a floater goes down because his
 * group is odd, because its players have met and cannot all pair within it,
 * because they cannot pair keeping the colour constraints, or because the
 * groups below need him (拆对); a pair leaves its same position because the
 * partner was met, taken, would break a colour constraint, is a club-mate, or
 * is needed to pair the rest.
 */
#include "systems/swiss/engine/state.h"

/* The most pairs a set of players can make among themselves with new pairs
 * only, and (keep_colours) keeping every colour constraint that either player
 * of a pair can keep.  Dirac spares the count for a large set of new pairs:
 * each has met at most m of the others. */
static int pairs_among(pr_engine *e, const int *set, int k, int keep_colours)
{
    if (!keep_colours && k >= 2 * e->most_met + 2)
        return k / 2;
    pr_graph_reset(&e->graph, k);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            int a = set[i], b = set[j];
            if (pr_task_has_met(e->task, a, b) ||
                (keep_colours && pr_task_colour_avoidable(e->task, a, b) > 0))
                continue;
            if (pr_engine_add_edge(e, i, j, 0))
                return k / 2;
        }
    return pr_engine_largest(e);
}

pr_float_causes pr_group_float_causes(pr_engine *e, const int *cand, int k)
{
    pr_float_causes c = {k % 2, 0, 0};
    int fresh = pairs_among(e, cand, k, 0);
    c.met = k - 2 * fresh - c.odd;
    if (e->task->balanced) {
        int kept = pairs_among(e, cand, k, 1);
        c.colours = 2 * (fresh - kept);
    }
    return c;
}

/* The floaters go down in the order of their causes: the odd one first, then
 * those the group's meetings leave over, then those its colours leave over;
 * any more go down for the groups below. */
int pr_float_reason(const pr_float_causes *c, int chosen)
{
    if (chosen < c->odd)
        return PAIRING_REASON_ODD_GROUP;
    if (chosen < c->odd + c->met)
        return PAIRING_REASON_MET;
    if (chosen < c->odd + c->met + c->colours)
        return PAIRING_REASON_COLOURS;
    return PAIRING_REASON_BELOW;
}

/* Has x met every one of cand but himself? */
int pr_met_all(const pr_engine *e, int x, const int *cand, int k)
{
    for (int i = 0; i < k; i++)
        if (cand[i] != x && !pr_task_has_met(e->task, x, cand[i]))
            return 0;
    return 1;
}

/* A floater x from above finds no partner in group g: everyone there taken or
 * met, every new partner breaking a colour constraint, or each one needed to
 * pair the rest. */
int pr_float_on_reason(const pr_engine *e, int g, int x)
{
    int open = 0, fresh = 0, kept = 0;
    for (int c = e->group_start[g]; c < e->group_end[g]; c++) {
        if (e->partner[c] != PR_UNPAIRED || e->floating[c])
            continue;
        open++;
        if (pr_task_has_met(e->task, x, c))
            continue;
        fresh++;
        kept += !(e->task->balanced && pr_task_colour_avoidable(e->task, x, c) > 0);
    }
    if (open == 0)
        return PAIRING_REASON_TAKEN;
    if (fresh == 0)
        return PAIRING_REASON_MET;
    return kept == 0 ? PAIRING_REASON_COLOURS : PAIRING_REASON_BELOW;
}

/* x passed over his same-position partner y0 (still as he found him). */
int pr_shift_reason(const pr_engine *e, int x, int y0)
{
    const pr_task *t = e->task;
    if (e->partner[y0] != PR_UNPAIRED)
        return PAIRING_REASON_TAKEN;
    if (pr_task_has_met(t, x, y0))
        return PAIRING_REASON_MET;
    if (t->balanced && pr_task_colour_avoidable(t, x, y0) > 0)
        return PAIRING_REASON_COLOURS;
    if (t->avoid_clubs && pr_task_club_mates(t, x, y0))
        return PAIRING_REASON_CLUBS;
    return PAIRING_REASON_BELOW;
}
