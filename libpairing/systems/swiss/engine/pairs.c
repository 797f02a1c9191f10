/*
 * pairs.c - who may play whom in the round being paired, and how many pairs a
 * set of players can make: the facts the procedure and both oracles rest on.
 */
#include "systems/swiss/clubs.h"
#include "systems/swiss/engine/state.h"

int pr_task_has_met(const pr_task *t, int a, int b)
{
    const int *m = t->met + t->entries[a].met;
    int lo = 0, hi = t->entries[a].nmet;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (m[mid] == b)
            return 1;
        if (m[mid] < b)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

/* SPEC §12: how many of a and b (entries) break a colour constraint on their
 * board, colours allocated as best they can be: 0, 1 or 2.  A player whom
 * neither colour keeps costs one whoever he meets (the bye spares him). */
int pr_task_colour_breaks(const pr_task *t, int a, int b)
{
    int ka = t->entries[a].colours_kept, kb = t->entries[b].colours_kept;
    int a_first = !(ka & 1) + !(kb & 2), b_first = !(ka & 2) + !(kb & 1);
    return a_first < b_first ? a_first : b_first;
}

/* The breaks of a board that its players do not bring with them: 0 when the
 * board keeps every constraint that either of them can keep at all. */
int pr_task_colour_avoidable(const pr_task *t, int a, int b)
{
    return pr_task_colour_breaks(t, a, b) - !t->entries[a].colours_kept -
           !t->entries[b].colours_kept;
}

/* The colours an entry must have: PR_KIND_FIRST or PR_KIND_SECOND when only
 * one keeps his constraints, else PR_KIND_EITHER. */
int pr_colour_kind(const pr_task *t, int v)
{
    int kept = t->entries[v].colours_kept;
    return kept == 1 ? PR_KIND_FIRST : kept == 2 ? PR_KIND_SECOND : PR_KIND_EITHER;
}

/* SPEC §12 criterion 6: a board of two players due the same colour leaves one
 * of them without it. */
int pr_task_colour_undue(const pr_task *t, int a, int b)
{
    int da = t->entries[a].due, db = t->entries[b].due;
    return da && da == db;
}

/* SPEC §12 criterion (4): do entries a and b share a club? */
int pr_task_club_mates(const pr_task *t, int a, int b)
{
    return pr_club_mates(t->event, t->entries[a].player, t->entries[b].player);
}

/* SPEC §5, plain Swiss: the bye goes to the lowest placed, so how many of the
 * set (entries; NULL for the whole task) stand below a in his score group, by
 * a larger number.  0 when the bye does not go by place. */
int pr_task_placed_below(const pr_task *t, int a, const int *set, int k)
{
    int below = 0;
    for (int i = 0; i < (set ? k : t->count) && t->bye_by_rank; i++) {
        const pr_entry *b = &t->entries[set ? set[i] : i];
        below += b->group == t->entries[a].group && b->number > t->entries[a].number;
    }
    return below;
}

/* No one has a second bye while another could take it. */
int pr_bye_eligible(const pr_engine *e, int v)
{
    return e->task->entries[v].byes == e->fewest_byes;
}

int pr_is_floating(const pr_engine *e, int v)
{
    return v < e->n && e->floating[v];
}

/* The score group of a vertex; the bye sits below the lowest group. */
int pr_group_of(const pr_engine *e, int v)
{
    return v == e->n ? e->task->groups : e->task->entries[v].group;
}

/* May a and b (vertices; the bye is n) be paired at all? */
int pr_may_pair(const pr_engine *e, int a, int b, int allow_rematch)
{
    if (a == b)
        return 0;
    if (a == e->n || b == e->n)
        return pr_bye_eligible(e, a == e->n ? b : a);
    if (pr_is_floating(e, a) && pr_is_floating(e, b))
        return 0; /* floaters are paired below, never with each other */
    if (pr_colours_strict(e) && pr_task_colour_avoidable(e->task, a, b))
        return 0;
    return allow_rematch || !pr_task_has_met(e->task, a, b);
}

int pr_engine_add_edge(pr_engine *e, int a, int b, pr_cost cost)
{
    if (pr_graph_add(&e->graph, a, b, cost)) {
        e->failed = 1;
        return -1;
    }
    return 0;
}

/* The size of a maximum matching of the graph built; 0 and e->failed when out
 * of memory. */
int pr_engine_largest(pr_engine *e)
{
    int pairs = pr_matching_largest(&e->graph, e->mate);
    if (pairs < 0)
        e->failed = 1;
    return pairs < 0 ? 0 : pairs;
}

/* The most pairs inside a set (the bye counts as a vertex); with split > 0 only
 * pairs of one of set[0 .. split) with one of set[split .. k) count. */
int pr_pairs_within(pr_engine *e, const int *set, int k, int split, int allow_rematch)
{
    pr_graph_reset(&e->graph, k);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
            if ((split <= 0 || (i < split) != (j < split)) &&
                pr_may_pair(e, set[i], set[j], allow_rematch) &&
                pr_engine_add_edge(e, i, j, 0))
                return 0;
    return pr_engine_largest(e);
}

/* SPEC §12 while the fast oracle decides: only pairs that keep both players'
 * colour constraints (the round is paired again without this when it fails). */
int pr_colours_strict(const pr_engine *e)
{
    return e->task->colours_strict && !e->exact.active;
}

/* Can a large set be paired keeping every constraint, as if colours did not
 * matter?  Surely so in either of two cases, each player having met at most m
 * of the others (a of them take either colour, f need first, s second; big
 * and small are the larger and the smaller of f and s, rest their difference):
 *  - a >= f + s + 2m + 3: each who needs a colour takes a partner of his own
 *    among those who take either, and 2m + 2 or more of those are left, who
 *    pair among themselves (Dirac);
 *  - big >= 2m (or small = 0) and a - rest >= 2m + 3: the smaller side pairs
 *    into the larger (Hall: a set of x <= m of them sees at least big - m >=
 *    x partners, a larger one sees all of them), the rest of the larger side
 *    into those who take either (the same argument), and 2m + 2 or more of
 *    those are left to pair among themselves. */
int pr_colours_rich(const pr_engine *e, const int *kinds)
{
    if (!pr_colours_strict(e))
        return 1;
    int a = kinds[PR_KIND_EITHER], f = kinds[PR_KIND_FIRST], s = kinds[PR_KIND_SECOND];
    int m = e->most_met, big = f > s ? f : s, small = f > s ? s : f, rest = big - small;
    if (a >= f + s + 2 * m + 3)
        return 1;
    return (small == 0 || big >= 2 * m) && a - rest >= 2 * m + 3;
}

/* The most pairs that keep every constraint in a set of these players if none
 * had met: those who need one colour pair with those who need the other, then
 * with those who take either, who pair among themselves too.  Exact for a
 * large set whose players have met few of it; what the fast oracle counts by
 * when a set is too large to match and not rich. */
int pr_colour_pairs_bound(const int *kinds)
{
    int a = kinds[PR_KIND_EITHER], f = kinds[PR_KIND_FIRST], s = kinds[PR_KIND_SECOND];
    int big = f > s ? f : s, small = f > s ? s : f;
    if (big - small >= a)
        return small + a;
    return (a + f + s) / 2;
}

/* The most pairs inside a set: all but one when it is large enough, since a
 * player has met at most m others and any 2m + 2 players can then be paired
 * among themselves (Dirac: the graph of new pairs is Hamiltonian); else counted.
 * With strict colours a large set that is not rich in players whom either
 * colour keeps is counted by its colours (pr_colour_pairs_bound); should that
 * be too many, the procedure fails, and the round is paired again without
 * strict colours. */
int pr_most_pairs(pr_engine *e, const int *set, int k)
{
    int real = k, has_bye = 0, eligible = 0, kinds[3] = {0, 0, 0};
    for (int i = 0; i < k; i++) {
        if (set[i] == e->n)
            has_bye = 1, real--;
        else
            eligible |= pr_bye_eligible(e, set[i]),
                kinds[pr_colour_kind(e->task, set[i])]++;
    }
    int large = real >= 2 * e->most_met + 2 + has_bye;
    if (large && !pr_colours_rich(e, kinds))
        return pr_colour_pairs_bound(kinds) + (has_bye && eligible);
    if (large) {
        if (has_bye && eligible)
            return 1 + (real - 1) / 2;
        return real / 2;
    }
    return pr_pairs_within(e, set, k, 0, 0);
}

/* The unpaired players of group g who are not floating down. */
int pr_group_unpaired(const pr_engine *e, int g, int *out)
{
    int k = 0;
    for (int i = e->group_start[g]; i < e->group_end[g]; i++)
        if (e->partner[i] == PR_UNPAIRED && !e->floating[i])
            out[k++] = i;
    return k;
}
