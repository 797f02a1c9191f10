/*
 * optimum.c - the best that any pairing of a round can do by the principles
 * that rank above the procedure (SPEC §5, §12): no rematch, the bye, the colour
 * constraints, the pairs across each score boundary from the top, and the
 * games between club-mates.  One minimum-cost perfect matching of the whole
 * field under the exact oracle's cost finds it; the same principles counted
 * for any pairing let that pairing be compared with it.
 *
 * The engine pairs large fields with its fast oracle, which counts rather than
 * knows, and confirms the result against this optimum (score_groups.c);
 * pairing check judges a round against it, never against the engine's own
 * pairing.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/swiss/engine/state.h"

int pr_engine_best(pr_task *t, int *partner, pairing_error *err)
{
    pr_engine e;
    int rc = pr_engine_open(&e, t, err);
    if (!rc && !pr_exact_optimum(&e))
        rc = e.failed ? pr_nomem(err) : PAIRING_ERR_NO_PAIRING;
    for (int i = 0; i < e.n && !rc; i++)
        partner[i] =
            e.exact.best_partner[i] == e.n ? PR_BYE_PARTNER : e.exact.best_partner[i];
    pr_engine_close(&e);
    return rc;
}

int pr_principles_count(const pr_task *t, const int *partner, pr_principles *p)
{
    memset(p, 0, sizeof *p);
    p->bye_holder = -1;
    p->boundaries = t->groups; /* the last lies above the bye */
    p->crossings = pr_calloc((size_t)t->groups + 1, sizeof *p->crossings);
    if (!p->crossings)
        return -1;
    for (int a = 0; a < t->count; a++) {
        int b = partner[a], ga = t->entries[a].group;
        if (b == PR_BYE_PARTNER) {
            p->bye_holder = a;
            p->bye_rank = pr_task_placed_below(t, a, NULL, 0);
            for (int k = ga; k < t->groups; k++)
                p->crossings[k]++;
            continue;
        }
        if (b < a)
            continue; /* each pair once */
        int gb = t->entries[b].group;
        for (int k = pr_min(ga, gb); k < pr_max(ga, gb); k++)
            p->crossings[k]++;
        p->rematches += pr_task_has_met(t, a, b);
        p->breaks += t->balanced ? pr_task_colour_breaks(t, a, b) : 0;
        p->clubs += t->avoid_clubs && pr_task_club_mates(t, a, b);
    }
    return 0;
}

void pr_principles_free(pr_principles *p)
{
    free(p->crossings);
    p->crossings = NULL;
}

/* The bye: lower is better, then (plain Swiss) lower placed. */
static int compare_bye(const pr_task *t, const pr_principles *a, const pr_principles *b)
{
    if (a->bye_holder < 0 || b->bye_holder < 0)
        return 0;
    int ga = t->entries[a->bye_holder].group, gb = t->entries[b->bye_holder].group;
    if (ga != gb)
        return ga > gb ? -1 : 1;
    return (a->bye_rank > b->bye_rank) - (a->bye_rank < b->bye_rank);
}

static int compare_crossings(const pr_principles *a, const pr_principles *b, int *where)
{
    for (int k = 0; k < a->boundaries; k++)
        if (a->crossings[k] != b->crossings[k]) {
            *where = PR_PRINCIPLE_BOUNDARY + k;
            return a->crossings[k] < b->crossings[k] ? -1 : 1;
        }
    return 0;
}

static int differ(int x, int y)
{
    return (x > y) - (x < y);
}

/* In SPEC §12's order for the plain Swiss under balanced colours (rematches,
 * the bye given first, colour breaks, score boundaries, club-mates), else in
 * §5's (rematches, score boundaries with the bye at the bottom, the bye's
 * place, club-mates). */
int pr_principles_compare(const pr_task *t, const pr_principles *a,
                          const pr_principles *b, int *where)
{
    int c;
    *where = PR_PRINCIPLE_REMATCHES;
    if ((c = differ(a->rematches, b->rematches)))
        return c;
    *where = PR_PRINCIPLE_BYE;
    if (t->balanced && (c = compare_bye(t, a, b)))
        return c;
    *where = PR_PRINCIPLE_COLOURS;
    if ((c = differ(a->breaks, b->breaks)))
        return c;
    if ((c = compare_crossings(a, b, where)))
        return c;
    *where = PR_PRINCIPLE_BYE;
    if ((c = compare_bye(t, a, b)))
        return c;
    *where = PR_PRINCIPLE_CLUBS;
    return differ(a->clubs, b->clubs);
}
