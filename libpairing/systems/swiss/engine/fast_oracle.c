/*
 * fast_oracle.c - the engine's oracle for large fields, one score group at a
 * time, in time near linear in the field.
 *
 * A player has met at most m others, so any set of 2m + 2 or more players can
 * be paired among themselves (by Dirac's theorem the graph of pairs not yet
 * played is Hamiltonian).  Then one of two things holds for the group being
 * paired (its floaters from above included):
 *  - the rest below it is large: it can absorb anyone, so the group only has to
 *    pair as many of its own as it can, which a matching of the group decides
 *    (the quota of floaters is what that matching leaves over);
 *  - the rest below it is small: then the group has to send down exactly the
 *    players the rest cannot pair, which a matching of the rest decides, and
 *    each floater chosen must still let the rest be completed.
 * A choice is fine when the group can still pair all but its quota.  With
 * strict colours (SPEC §12) the players are also counted by the colour they
 * need: no pair is of two who need the same one, so a group with more of one
 * kind than its players who take either colour sends the excess down, and one
 * whose rest below has such an excess sends down what can meet it: the quota
 * grows until both what stays and what goes down can be paired.  Once
 * fewer than 6m + 6 players remain neither may hold, and the exact oracle takes
 * over (procedure.c).
 */
#include "systems/swiss/engine/state.h"

/* The group's list of players still to pair is unordered: a player leaves it by
 * swapping with the last, in constant time. */
static void group_add(pr_engine *e, int v)
{
    pr_fast_oracle *f = &e->fast;
    f->group_pos[v] = f->ngroup;
    f->group[f->ngroup++] = v;
    f->kinds[pr_colour_kind(e->task, v)]++;
}

static void group_remove(pr_engine *e, int v)
{
    pr_fast_oracle *f = &e->fast;
    int at = v >= 0 ? f->group_pos[v] : -1;
    if (at < 0)
        return;
    f->kinds[pr_colour_kind(e->task, v)]--;
    int last = f->group[--f->ngroup];
    f->group[at] = last;
    f->group_pos[last] = at;
    f->group_pos[v] = -1;
}

/* The unpaired below group g, and the bye when it is still to give. */
static int unpaired_below(const pr_engine *e, int g, int *out)
{
    int k = 0;
    for (int i = e->group_start[g] < e->n ? e->group_end[g] : e->n; i < e->n; i++)
        if (e->partner[i] == PR_UNPAIRED)
            out[k++] = i;
    if (e->bye >= 0 && !e->bye_given)
        out[k++] = e->n;
    return k;
}

/* SPEC §12, counted by colours: a pair keeping both players' constraints is
 * never two who need the same colour.  Can `quota` more of a group of kinds g
 * go down so that both what stays (paired inside the group) and what is below
 * with them (the pool p, one of whom may take the bye) can be paired that way?
 * With xf, xs, xa going down of each kind and u = xf - xs, the group pairs when
 * |g.f - g.s - u| <= g.a - xa, and the pool when |p.f - p.s + u| <= p.a + xa
 * (+ 1 for the bye); for each xa the admissible u form an interval [lo, hi],
 * and u must have the parity of xf + xs.  Met opponents are not counted: the
 * oracle asks this of large sets only, where each player has met few of the
 * rest. */
typedef struct colour_split {
    int f, s, a, quota, d, room;
} colour_split;

static int split_fits(const colour_split *c, int xa)
{
    int r = c->quota - xa; /* xf + xs */
    int lo = pr_max(pr_max(xa - c->quota, r - 2 * c->s),
                    pr_max(xa + c->f - c->s - c->a, -xa - c->room - c->d));
    int hi = pr_min(pr_min(r, xa + 2 * c->f - c->quota),
                    pr_min(-xa + c->f - c->s + c->a, xa + c->room - c->d));
    if ((lo - r) % 2)
        lo++;
    return lo <= hi;
}

/* Every bound of lo and hi is a line of slope +1 or -1 in xa, so between the
 * points where a rising line crosses a falling one hi - lo is linear and the
 * parity of lo - r fixed: the ends of those stretches decide, and the search
 * takes constant time however many must go down. */
static int colour_split_exists(const int *g, int quota, const int *p, int bye)
{
    colour_split c = {.f = g[PR_KIND_FIRST],
                      .s = g[PR_KIND_SECOND],
                      .a = g[PR_KIND_EITHER],
                      .quota = quota,
                      .d = p[PR_KIND_FIRST] - p[PR_KIND_SECOND],
                      .room = p[PR_KIND_EITHER] + bye};
    if (quota < 0 || quota > c.f + c.s + c.a)
        return 0;
    int last = pr_min(c.a, quota);
    const int rising[4] = {-quota, c.f - c.s - c.a, 2 * c.f - quota, c.room - c.d};
    const int falling[4] = {quota - 2 * c.s, -c.room - c.d, quota, c.f - c.s + c.a};
    if (split_fits(&c, 0) || split_fits(&c, last))
        return 1;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            int at = (falling[j] - rising[i]) / 2; /* where the two lines cross */
            for (int xa = at - 2; xa <= at + 2; xa++)
                if (xa > 0 && xa < last && split_fits(&c, xa))
                    return 1;
        }
    return 0;
}

/* The colour count for a group of these kinds, `quota` of it still to go down,
 * and `down` (-1 for none) just gone down to join those below. */
static int colours_split(pr_engine *e, const int *kinds, int quota, int down)
{
    if (!pr_colours_strict(e))
        return 1;
    pr_fast_oracle *f = &e->fast;
    int pool[3] = {f->pool[0], f->pool[1], f->pool[2]};
    if (down >= 0)
        pool[pr_colour_kind(e->task, down)]++;
    return colour_split_exists(kinds, quota, pool, e->bye >= 0 && !e->bye_given);
}

/* Can what is left of the group, without a and b, still pair all but `quota`?
 * Surely so while 2m + 2 or more remain to be paired (Dirac); else by matching.
 * With strict colours the count by colours must allow it too, a (when
 * `a_goes_down`) joining those below. */
static int group_keeps_quota(pr_engine *e, int a, int b, int quota, int a_goes_down)
{
    pr_fast_oracle *f = &e->fast;
    int k = f->ngroup - (a >= 0) - (b >= 0);
    int kinds[3] = {f->kinds[0], f->kinds[1], f->kinds[2]};
    if (a >= 0)
        kinds[pr_colour_kind(e->task, a)]--;
    if (b >= 0)
        kinds[pr_colour_kind(e->task, b)]--;
    if (!colours_split(e, kinds, quota, a_goes_down ? a : -1))
        return 0;
    if (k - quota >= 2 * e->most_met + 2) /* large: Dirac, or counted by colours */
        return pr_colours_rich(e, kinds) || 2 * pr_colour_pairs_bound(kinds) >= k - quota;
    int *set = e->scratch, n = 0;
    for (int i = 0; i < f->ngroup; i++)
        if (f->group[i] != a && f->group[i] != b)
            set[n++] = f->group[i];
    return 2 * pr_most_pairs(e, set, n) >= n - quota;
}

/* A small rest below: can it be completed by the floaters chosen so far and
 * `wild` more players from the (large) group, who can play anyone? */
static int rest_completable(pr_engine *e, int wild)
{
    pr_fast_oracle *f = &e->fast;
    int k = 0, *set = e->scratch;
    for (int i = 0; i < f->nbelow; i++)
        set[k++] = f->below[i];
    int first_floater = k;
    for (int i = 0; i < f->nchosen; i++)
        set[k++] = f->chosen[i];
    int total = k + wild;
    if (total % 2)
        return 0;
    pr_graph_reset(&e->graph, total);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            if (i >= first_floater && j >= first_floater)
                continue; /* two floaters do not play each other */
            if (pr_may_pair(e, set[i], set[j], 0) && pr_engine_add_edge(e, i, j, 0))
                return 0;
        }
    for (int w = 0; w < wild; w++)
        for (int i = 0; i < first_floater; i++)
            if (pr_engine_add_edge(e, k + w, i, 0))
                return 0;
    return 2 * pr_engine_largest(e) == total;
}

/* The group g and its floaters from above: which case holds, and the quota. */
void pr_fast_start_group(pr_engine *e, int g, const int *incoming, int nin)
{
    pr_fast_oracle *f = &e->fast;
    for (int i = 0; i < f->ngroup; i++)
        f->group_pos[f->group[i]] = -1;
    f->ngroup = 0;
    f->kinds[0] = f->kinds[1] = f->kinds[2] = 0;
    for (int i = 0; i < nin; i++)
        group_add(e, incoming[i]);
    for (int i = e->group_start[g]; i < e->group_end[g]; i++)
        if (e->partner[i] == PR_UNPAIRED && !e->floating[i])
            group_add(e, i);
    f->nbelow = unpaired_below(e, g, f->below);
    f->nchosen = 0;
    f->pool[0] = f->pool[1] = f->pool[2] = 0;
    for (int i = 0; i < f->nbelow; i++)
        if (f->below[i] < e->n)
            f->pool[pr_colour_kind(e->task, f->below[i])]++;
    int has_bye = f->nbelow > 0 && f->below[f->nbelow - 1] == e->n;
    f->rest_is_large = f->nbelow - has_bye >= 2 * e->most_met + 2 + has_bye;
    if (f->rest_is_large) /* the group pairs all it can */
        f->quota = f->ngroup - 2 * pr_most_pairs(e, f->group, f->ngroup);
    else /* the rest takes just what it cannot pair */
        f->quota = f->nbelow - 2 * pr_most_pairs(e, f->below, f->nbelow);
    /* strict colours: more go down while what stays and what is below could not
     * both be paired keeping them (colour constraints rank above the groups) */
    for (int q = f->quota; q <= f->ngroup; q += 2)
        if (colours_split(e, f->kinds, q, -1)) {
            f->quota = q;
            break;
        }
}

int pr_fast_allows_pair(pr_engine *e, int a, int b)
{
    if (!group_keeps_quota(e, a, b, e->fast.quota, 0))
        return 0;
    group_remove(e, a);
    group_remove(e, b);
    return 1;
}

/* Can x go down, leaving one fewer of the quota to choose? */
int pr_fast_allows_float(pr_engine *e, int x)
{
    pr_fast_oracle *f = &e->fast;
    if (f->quota <= 0 || !group_keeps_quota(e, x, -1, f->quota - 1, 1))
        return 0;
    if (!f->rest_is_large) {
        f->chosen[f->nchosen] = x;
        f->nchosen++;
        if (!rest_completable(e, f->quota - 1)) {
            f->nchosen--;
            return 0;
        }
    }
    group_remove(e, x);
    f->pool[pr_colour_kind(e->task, x)]++;
    f->quota--;
    return 1;
}

/* A floater from above found no partner in the group: he goes on down. */
void pr_fast_forget(pr_engine *e, int x)
{
    group_remove(e, x);
    e->fast.pool[pr_colour_kind(e->task, x)]++;
    e->fast.quota--;
}
