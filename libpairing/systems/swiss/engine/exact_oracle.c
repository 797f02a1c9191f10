/*
 * exact_oracle.c - the engine's oracle once at most a few dozen players are
 * left (or a few times the rounds played): it knows the best pairing of all of
 * them and says whether a choice of the procedure keeps it that good.
 *
 * The best pairing is a minimum-cost perfect matching (matching/weighted.c) of
 * the unpaired players and the bye, whose cost folds the principles of SPEC §5
 * into one number, most significant first: (1) rematches (only when they are
 * allowed at all), (2) the pairs across each score boundary, the top boundary
 * weighing most, then how far above the lowest group the bye goes, and (3) the
 * float balance.  With colours = balanced (SPEC §12) the order is that of §12:
 * rematches, how far above the lowest group the bye goes (the bye is given
 * first), the players breaking a colour constraint, the boundaries, the float
 * balance, and last the players not given their due colour.  With avoid-clubs = all
 * (SPEC §12 criterion 4) the games between club-mates weigh right below the
 * boundaries and the bye, above the float balance.  A choice is fine when the
 * best pairing of what it leaves, plus the choice, costs what the best pairing
 * did: the choice is then part of a best pairing, and the rest of that pairing
 * becomes the best one left.
 */
#include <stdlib.h>

#include "systems/swiss/engine/state.h"

#define FLOAT_LIMIT 8 /* a float imbalance beyond this weighs no more */
#define MOST_OWN 48   /* boundaries with a component of their own, of shift[]'s 64 */

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Principle 3: floating down suits a player who has floated up more often, and
 * floating up one who has floated down more.  A player with even floats costs
 * nothing, so the balance only chooses who floats, never how many: that is the
 * business of the score groups and of the procedure. */
static int float_imbalance(const pr_entry *upper, const pr_entry *lower)
{
    int down = clamp(upper->downs - upper->ups, -FLOAT_LIMIT, FLOAT_LIMIT);
    int up = clamp(lower->ups - lower->downs, -FLOAT_LIMIT, FLOAT_LIMIT);
    return down + up;
}

static pr_cost unit_of(const pr_exact_oracle *x, int component)
{
    return (pr_cost)1 << x->shift[component];
}

/* The cost of pairing a with b (vertices; the bye is n). */
pr_cost pr_pair_cost(const pr_engine *e, int a, int b)
{
    const pr_exact_oracle *x = &e->exact;
    int ga = pr_group_of(e, a), gb = pr_group_of(e, b);
    if (ga > gb) {
        int t = a;
        a = b, b = t;
        t = ga, ga = gb, gb = t;
    }
    pr_cost cost = 0;
    if (x->rematch_component >= 0 && b < e->n && pr_task_has_met(e->task, a, b))
        cost += unit_of(x, x->rematch_component);
    for (int g = ga; g < gb; g++) /* every score boundary the pair crosses */
        cost += unit_of(x, x->boundary_component[g - x->top_group]);
    if (ga != gb && b < e->n) /* may be negative: the lowest component, see plan_costs */
        cost += (pr_cost)float_imbalance(&e->task->entries[a], &e->task->entries[b]) *
                unit_of(x, x->float_component);
    if (b == e->n) /* the bye goes to the lowest group it can, and in a plain Swiss
                      to the lowest placed there (SPEC §5, §12: given first) */
        cost += ((pr_cost)(e->task->groups - 1 - ga) * x->bye_span + x->bye_rank[a]) *
                unit_of(x, x->bye_component);
    if (x->club_component >= 0 && b < e->n && pr_task_club_mates(e->task, a, b))
        cost += unit_of(x, x->club_component);
    if (x->colour_component >= 0 && b < e->n) {
        cost += (pr_cost)pr_task_colour_breaks(e->task, a, b) *
                unit_of(x, x->colour_component);
        cost +=
            (pr_cost)pr_task_colour_undue(e->task, a, b) * unit_of(x, x->due_component);
    }
    return cost;
}

static int bits_for(long long max)
{
    int b = 1;
    while ((1LL << b) <= max)
        b++;
    return b;
}

/* The components laid out so far, from the least significant bit up. */
typedef struct cost_layout {
    pr_exact_oracle *x;
    int component, shift;
} cost_layout;

/* The next component, `bits` wide, above those laid out. */
static int next_component(cost_layout *at, int bits)
{
    at->x->shift[at->component] = at->shift;
    at->shift += bits;
    return at->component++;
}

/* How many pairs of any pairing of the region can cross each score boundary:
 * room[b] for the boundary below group top_group + b (the last lies above the
 * bye), at most one pair for each vertex on the smaller side.  -1 when out of
 * memory. */
static int boundary_room(const pr_engine *e, int *room)
{
    const pr_exact_oracle *x = &e->exact;
    int boundaries = e->task->groups - x->top_group;
    int *count = pr_calloc((size_t)boundaries + 1, sizeof *count);
    if (!count)
        return -1;
    for (int i = 0; i < x->nplayers; i++)
        count[pr_group_of(e, x->players[i]) - x->top_group]++;
    int total = x->nplayers + (e->bye >= 0 && !e->bye_given), above = 0;
    for (int b = 0; b < boundaries; b++) {
        above += count[b];
        room[b] = pr_min(above, total - above);
    }
    free(count);
    return 0;
}

/* Lays the cost components out in 120 bits, least significant first: the float
 * balance, how far above the lowest group the bye goes, the score boundaries
 * from the bottom up, the rematches.  Each has room for its sum over a whole
 * pairing (a boundary for as many pairs as can cross it), so a pairing's total
 * orders the components lexicographically.  The boundaries cannot place the
 * bye on their own: when every boundary must be crossed once anyway (an odd
 * number of players above each), a bye high up costs as many crossings as one
 * at the bottom, and the float balance alone would then lift it.  Only when
 * the boundaries need more room than there is do the deepest share one
 * component (a field of over a thousand players late in an event).  The float
 * balance may sum to a negative number; it has a bit to spare for the sign.
 * Balanced colours add the due colours below everything, and the colour breaks
 * and then the bye above the boundaries; avoid-clubs = all adds the club-mate
 * games above the floats.  Returns -1 when out of memory. */
static int plan_costs(pr_engine *e, int vertices)
{
    pr_exact_oracle *x = &e->exact;
    const pr_task *t = e->task;
    int half = vertices / 2 + 1;
    int pair_bits = bits_for(half);
    int colour_bits = t->balanced ? bits_for(2LL * half) : 0;
    int float_bits = bits_for((long long)half * 2 * FLOAT_LIMIT) + 1;
    int bye_bits = bits_for((long long)t->groups * x->bye_span);
    int boundaries = t->groups - x->top_group; /* the last one is above the bye */
    int *room = x->boundary_component;         /* each becomes its component below */
    if (boundary_room(e, room))
        return -1;
    int left = 120 - float_bits - bye_bits - 2 * colour_bits -
               (t->allow_rematches ? pair_bits : 0) - (t->avoid_clubs ? pair_bits : 0);
    int own = 0; /* the top boundaries that have a component of their own */
    long long deeper = 0;
    for (int b = 0; b < boundaries; b++)
        deeper += room[b];
    while (own < boundaries && own < MOST_OWN) {
        long long rest = deeper - room[own];
        int need = bits_for(room[own]) + (own + 1 < boundaries ? bits_for(rest) : 0);
        if (need > left)
            break;
        left -= bits_for(room[own]);
        deeper = rest;
        own++;
    }
    int width[MOST_OWN];
    for (int b = 0; b < own; b++)
        width[b] = bits_for(room[b]);
    cost_layout at = {.x = x, .component = 0, .shift = 0};
    x->colour_component = x->due_component = -1;
    if (t->balanced)
        x->due_component = next_component(&at, colour_bits);
    x->float_component = next_component(&at, float_bits);
    x->club_component = t->avoid_clubs ? next_component(&at, pair_bits) : -1;
    if (!t->balanced)
        x->bye_component = next_component(&at, bye_bits);
    if (own < boundaries) {
        int shared = next_component(&at, bits_for(deeper));
        for (int b = own; b < boundaries; b++)
            x->boundary_component[b] = shared;
    }
    for (int b = own - 1; b >= 0; b--)
        x->boundary_component[b] = next_component(&at, width[b]);
    if (t->balanced) {
        x->colour_component = next_component(&at, colour_bits);
        x->bye_component = next_component(&at, bye_bits);
    }
    x->rematch_component = t->allow_rematches ? next_component(&at, pair_bits) : -1;
    return 0;
}

/* The unpaired vertices of the region (listed when the oracle took over, so that
 * a solve does not walk the whole field), and the bye if it is still to give. */
static int unpaired_vertices(const pr_engine *e, int *out)
{
    int k = 0;
    for (int i = 0; i < e->exact.nplayers; i++)
        if (e->partner[e->exact.players[i]] == PR_UNPAIRED)
            out[k++] = e->exact.players[i];
    if (e->bye >= 0 && !e->bye_given)
        out[k++] = e->n;
    return k;
}

/* The best pairing of the unpaired vertices but `skip_a` and `skip_b` (-1 for
 * none), with `must_float` (-1 for none) out of his own group: 1, its cost and
 * partners (vertex -> vertex, -1 for the others) when everyone can be paired. */
static int best_pairing(pr_engine *e, int skip_a, int skip_b, int must_float,
                        pr_cost *cost, int *partner)
{
    for (int i = 0; i <= e->n; i++)
        partner[i] = -1;
    int *v = e->exact.vertices, k = 0, all = unpaired_vertices(e, v);
    for (int i = 0; i < all; i++)
        if (v[i] != skip_a && v[i] != skip_b)
            v[k++] = v[i];
    pr_graph_reset(&e->graph, k);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            int a = v[i], b = v[j];
            if (!pr_may_pair(e, a, b, e->task->allow_rematches))
                continue;
            int leaving = a == must_float || b == must_float || pr_is_floating(e, a) ||
                          pr_is_floating(e, b); /* floaters pair below their group */
            if (leaving && pr_group_of(e, a) == pr_group_of(e, b))
                continue;
            if (pr_engine_add_edge(e, i, j, pr_pair_cost(e, a, b)))
                return 0;
        }
    pr_cost total = 0;
    int found = pr_matching_cheapest(&e->graph, e->mate, &total);
    if (found < 0)
        e->failed = 1;
    if (found <= 0)
        return 0;
    for (int i = 0; i < k; i++)
        partner[v[i]] = v[e->mate[i]];
    *cost = total;
    return 1;
}

/* SPEC §5 for the plain Swiss: the bye to the lowest placed (the largest
 * number) of the lowest group it can go to.  Each player of the region is
 * ranked once, by those of his group in the region with a larger number, so
 * that a bye costs the same in every solve. */
static void rank_for_bye(pr_engine *e)
{
    pr_exact_oracle *x = &e->exact;
    x->bye_span = 1;
    for (int i = 0; i < x->nplayers; i++) {
        int a = x->players[i];
        int rank = pr_task_placed_below(e->task, a, x->players, x->nplayers);
        x->bye_rank[a] = rank;
        if (rank + 1 > x->bye_span)
            x->bye_span = rank + 1;
    }
}

/* The oracle's region: every unpaired player, from the highest group of one
 * (floaters from above included), and its costs laid out.  0 when out of
 * memory. */
static int take_region(pr_engine *e)
{
    pr_exact_oracle *x = &e->exact;
    x->active = 1;
    x->top_group = e->task->groups;
    for (int i = 0; i < e->n; i++) {
        if (e->partner[i] != PR_UNPAIRED)
            continue;
        x->players[x->nplayers++] = i;
        if (e->task->entries[i].group < x->top_group)
            x->top_group = e->task->entries[i].group;
    }
    rank_for_bye(e);
    if (plan_costs(e, unpaired_vertices(e, x->vertices))) {
        e->failed = 1;
        return 0;
    }
    return 1;
}

/* The oracle takes over the rest of the round.  Returns 0 when the rest cannot
 * be paired at all. */
int pr_exact_start(pr_engine *e)
{
    return take_region(e) &&
           best_pairing(e, -1, -1, -1, &e->exact.best_cost, e->exact.best_partner);
}

/* The best pairing without a and b, written into the oracle's own. */
static void adopt(pr_exact_oracle *x, const int *partner, int n)
{
    for (int i = 0; i <= n; i++)
        if (partner[i] >= 0)
            x->best_partner[i] = partner[i];
}

/* Pairing a with b keeps the best pairing of the rest as good: then the best
 * pairing and its cost become those of what the pair leaves. */
int pr_exact_allows_pair(pr_engine *e, int a, int b)
{
    pr_exact_oracle *x = &e->exact;
    pr_cost cost = pr_pair_cost(e, a, b);
    if (x->best_partner[a] == b) {
        x->best_cost -= cost;
        return 1;
    }
    pr_cost rest;
    int *partner = x->vertices + e->n + 1; /* the second half of the scratch */
    if (!best_pairing(e, a, b, -1, &rest, partner) || rest + cost != x->best_cost)
        return 0;
    adopt(x, partner, e->n);
    x->best_partner[a] = b, x->best_partner[b] = a;
    x->best_cost = rest;
    return 1;
}

/* y can go down when some best pairing sends him out of his group. */
int pr_exact_allows_float(pr_engine *e, int y)
{
    pr_exact_oracle *x = &e->exact;
    if (pr_group_of(e, x->best_partner[y]) != pr_group_of(e, y))
        return 1;
    pr_cost cost;
    int *partner = x->vertices + e->n + 1;
    if (!best_pairing(e, -1, -1, y, &cost, partner) || cost != x->best_cost)
        return 0;
    adopt(x, partner, e->n);
    x->best_cost = cost;
    return 1;
}

/* How many of group g's own players the best pairing sends down. */
int pr_exact_floaters_needed(const pr_engine *e, int g)
{
    int f = 0;
    for (int i = e->group_start[g]; i < e->group_end[g]; i++)
        if (e->partner[i] == PR_UNPAIRED && !e->floating[i] &&
            pr_group_of(e, e->exact.best_partner[i]) != g)
            f++;
    return f;
}

/* ---- the optimum of a whole field (optimum.c) ---- */

/* Pairs across more than this many players of the groups between are left out
 * of the first solve: the boundaries weigh most, so the best pairing of a field
 * takes them only where the groups between are too few to help. */
#define NEAR_PLAYERS 16

typedef struct whole_field {
    pr_engine *e;
    pr_cost *cross;      /* per group g: the boundaries above it, summed from the top */
    pr_cost float_floor; /* the least the float balance can add to a pair */
} whole_field;

/* What the boundaries between groups ga <= gb cost a pair at least: every
 * other component is not negative, but the float balance's least. */
static pr_cost least_cost(const whole_field *w, int ga, int gb)
{
    return ga == gb ? 0 : w->cross[gb] - w->cross[ga] + w->float_floor;
}

/* Vertices a and b of the solve (the field's own, nobody paired yet): may they
 * play, and at what cost; 0 when they cost `under` or more by the boundaries
 * they cross alone. */
static int price_pair(void *ctx, int a, int b, pr_cost under, pr_cost *cost)
{
    const whole_field *w = ctx;
    const pr_engine *e = w->e;
    int ga = pr_group_of(e, a), gb = pr_group_of(e, b);
    if (b < e->n && least_cost(w, pr_min(ga, gb), pr_max(ga, gb)) >= under)
        return 0;
    if (!pr_may_pair(e, a, b, e->task->allow_rematches))
        return 0;
    *cost = pr_pair_cost(e, a, b);
    return 1;
}

/* The boundaries' running sum from the region's top group down. */
static int sum_boundaries(whole_field *w)
{
    const pr_engine *e = w->e;
    const pr_exact_oracle *x = &e->exact;
    int groups = e->task->groups;
    w->cross = pr_calloc((size_t)groups + 1, sizeof *w->cross);
    if (!w->cross)
        return -1;
    for (int g = x->top_group; g < groups; g++)
        w->cross[g + 1] =
            w->cross[g] + unit_of(x, x->boundary_component[g - x->top_group]);
    w->float_floor = -2 * FLOAT_LIMIT * unit_of(x, x->float_component);
    return 0;
}

/* The first player of the group below the near reach of group g's players: past
 * the next group, no more than NEAR_PLAYERS of the groups between. */
static int near_end(const pr_engine *e, int g)
{
    int groups = e->task->groups, last = pr_min(g + 1, groups - 1);
    while (last + 1 < groups &&
           e->group_start[last + 1] - e->group_start[g + 1] <= NEAR_PLAYERS)
        last++;
    return e->group_end[last];
}

/* The first solve's graph: each player with those of his own group and the near
 * ones below (the task lists the groups from the top down), and the bye with
 * everybody.  -1 when out of memory. */
static int add_near_pairs(pr_engine *e, whole_field *w)
{
    for (int a = 0; a < e->n; a++) {
        int ga = pr_group_of(e, a), end = near_end(e, ga);
        for (int b = a + 1; b < end; b++) {
            pr_cost c;
            if (price_pair(w, a, b, PR_COST_MAX, &c) && pr_engine_add_edge(e, a, b, c))
                return -1;
        }
    }
    for (int a = 0; a < e->n && e->bye >= 0; a++) {
        pr_cost c;
        if (price_pair(w, a, e->n, PR_COST_MAX, &c) && pr_engine_add_edge(e, a, e->n, c))
            return -1;
    }
    return 0;
}

/* The best pairing of the whole field (nobody paired yet: the vertices are the
 * entries and the bye), found as the oracle would but without building every
 * pair's edge: the near pairs first, the rest priced against the answer
 * (matching/weighted.c).  Returns 0 when the field cannot be paired at all. */
int pr_exact_optimum(pr_engine *e)
{
    pr_exact_oracle *x = &e->exact;
    whole_field w = {e, NULL, 0};
    int vertices = e->n + (e->bye >= 0), found = -1;
    if (take_region(e) && !sum_boundaries(&w)) {
        pr_graph_reset(&e->graph, vertices);
        if (!add_near_pairs(e, &w))
            found = pr_matching_cheapest_priced(&e->graph, e->mate, &x->best_cost,
                                                price_pair, &w);
    }
    if (found < 0)
        e->failed = 1;
    for (int i = 0; i <= e->n; i++)
        x->best_partner[i] = found > 0 && i < vertices ? e->mate[i] : -1;
    free(w.cross);
    return found > 0;
}
