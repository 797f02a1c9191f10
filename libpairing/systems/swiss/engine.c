/*
 * engine.c - the score-group pairing engine of the Qiu system (Appendix 3 §三)
 * and of the plain Swiss.
 *
 * The procedure of the rules drives every choice, top score group first:
 * players floating down from above are paired first, each with the first
 * player of the group he has not met; an odd group sends its last player down;
 * the rest pair by same position (first half against second half), shifting
 * down the second half past opponents already met (依次下选), every pair across
 * the halves for as long as the group can still be paired that way.  The principles
 * rank above the procedure (SPEC §5): (1) no rematch, (2) as few pairs across
 * score groups as possible, deciding from the top group down, (3) floats up
 * and down evened out.  So each choice of the procedure is taken only if an
 * oracle says the rest can still be paired as well as the principles demand;
 * otherwise the next choice is tried (this is the rules' break-and-repair, done
 * ahead instead of after the fact, so it never backtracks).
 *
 * Two oracles answer:
 *  - exact, once at most a few dozen players are left: a maximum-weight matching
 *    (matching.c) whose weights put rematches first, then the pairs across each
 *    score boundary from the top, then the float balance; a choice is fine when
 *    the best pairing of the rest is still as good;
 *  - fast, for more players: a player has met at most m others, so any set of
 *    2m + 2 or more players can be paired among themselves (by Dirac's theorem
 *    the graph of pairs not yet played is Hamiltonian).  A group with a large
 *    rest below it only has to pair as much of itself as it can, which a matching
 *    of the group decides; a large group above a small rest has to send down
 *    exactly the players that the rest cannot pair, which a matching of the rest
 *    decides.  Once fewer than 6m + 6 players remain one of these holds no more,
 *    and the exact oracle takes over.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"
#include "systems/swiss/swiss.h"

#define UNPAIRED (-2)
#define EXACT_FLOOR 48 /* below this many players the exact oracle always decides */
#define PENALTY_LIMIT 8

typedef struct engine {
    pr_task *t;
    int n;        /* entries; the bye, when needed, is vertex n */
    int bye;      /* n when someone has the bye, else -1 */
    int *partner; /* entry -> partner entry, the bye (n) or UNPAIRED */
    char *floating;
    int *pairs;
    int npairs;
    int *gstart, *gend;
    int maxmet;
    int min_byes;
    int exact; /* the exact oracle is in charge */
    int rematches;
    int bye_given;
    pairing_error *err;
    int failed; /* out of memory: every answer after it is moot */
    /* exact oracle */
    int *xmate;     /* best pairing of the rest, vertex -> vertex */
    pr_cost xcost;  /* its cost */
    int *vlist;     /* scratch */
    pr_graph graph; /* the pairs the oracles ask the matching about */
    int *mate;
    int *local;    /* vertex -> index in the current graph */
    int shift[64]; /* bit offset of each cost component */
    int components;
    int top_group;           /* the first group of the exact region */
    int *boundary_component; /* per score boundary (groups + 1) */
    int rematch_component, penalty_component, bye_component;
    /* fast oracle: the group being paired */
    int fast_case; /* 0 = the rest below is large, 1 = the group above is */
    int *below;    /* the small rest (fast case 1) */
    int nbelow;
    int quota;  /* players of the group (floaters from above included) still to go down */
    int *group; /* the players still to pair in the group, floaters from above too */
    int *group_pos; /* vertex -> index in group, -1 */
    int ngroup;
    int *chosen; /* floaters chosen in this group (fast case 1) */
    int nchosen;
    int *scratch; /* n + 1, for the oracles */
    int *rest;    /* n + 1, for the procedure's own lists (the oracles use scratch) */
    int *xset;    /* the exact oracle's players (all unpaired when it started) */
    int nxset;
} engine;

/* ---- who may play whom ---- */

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

static int bye_eligible(const engine *E, int a)
{
    /* no one has a second bye while another could take it */
    return E->t->entries[a].byes == E->min_byes;
}

static int is_floating(const engine *E, int v)
{
    return v < E->n && E->floating[v];
}

/* May a and b (vertices; the bye is n) be paired at all in the current model? */
static int may_pair(const engine *E, int a, int b, int allow_rematch)
{
    if (a == b)
        return 0;
    if (a == E->n || b == E->n)
        return bye_eligible(E, a == E->n ? b : a);
    if (is_floating(E, a) && is_floating(E, b))
        return 0; /* floaters are paired below, never with each other */
    return allow_rematch || !pr_task_has_met(E->t, a, b);
}

static int group_of(const engine *E, int v)
{
    return v == E->n ? E->t->groups : E->t->entries[v].group;
}

/* ---- graphs for the matching ---- */

/* A matching of the graph built, or E->failed when out of memory. */
static int largest(engine *E)
{
    int pairs = pr_matching_largest(&E->graph, E->mate);
    if (pairs < 0)
        E->failed = 1;
    return pairs < 0 ? 0 : pairs;
}

static int add_edge(engine *E, int a, int b, pr_cost cost)
{
    if (pr_graph_add(&E->graph, a, b, cost)) {
        E->failed = 1;
        return -1;
    }
    return 0;
}

/* The largest number of pairs inside a small set (the bye counts as a vertex); with
 * split > 0 only pairs of one of set[0 .. split) with one of set[split .. k) count. */
static int small_matching_size(engine *E, const int *set, int k, int split,
                               int allow_rematch)
{
    pr_graph_reset(&E->graph, k);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
            if ((split <= 0 || (i < split) != (j < split)) &&
                may_pair(E, set[i], set[j], allow_rematch) && add_edge(E, i, j, 0))
                return 0;
    return largest(E);
}

/* The largest number of pairs inside a set: all but one when it is large enough
 * (Dirac), else counted by the matching. */
static int matching_size(engine *E, const int *set, int k)
{
    int real = k, has_bye = 0, eligible = 0;
    for (int i = 0; i < k; i++) {
        if (set[i] == E->n)
            has_bye = 1, real--;
        else
            eligible |= bye_eligible(E, set[i]);
    }
    int large = 2 * E->maxmet + 2 + has_bye;
    if (real >= large) {
        if (has_bye && eligible)
            return 1 + (real - 1) / 2;
        return real / 2;
    }
    return small_matching_size(E, set, k, 0, 0);
}

/* ---- cost of a pair for the exact oracle ---- */

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* Principle 3: floating down suits a player who has floated up more often, and
 * floating up one who has floated down more.  A player with even floats costs
 * nothing, so the balance only chooses who floats, never how many: that is the
 * business of the score groups and of the procedure. */
static int float_penalty(const pr_entry *upper, const pr_entry *lower)
{
    int down = clamp(upper->downs - upper->ups, -PENALTY_LIMIT, PENALTY_LIMIT);
    int up = clamp(lower->ups - lower->downs, -PENALTY_LIMIT, PENALTY_LIMIT);
    return down + up;
}

static pr_cost pair_cost(const engine *E, int a, int b)
{
    int ga = group_of(E, a), gb = group_of(E, b);
    if (ga > gb) {
        int t = a;
        a = b, b = t;
        t = ga, ga = gb, gb = t;
    }
    pr_cost cost = 0;
    if (E->rematch_component >= 0 && a < E->n && b < E->n && pr_task_has_met(E->t, a, b))
        cost += (pr_cost)1 << E->shift[E->rematch_component];
    for (int g = ga; g < gb; g++) /* every score boundary the pair crosses */
        cost += (pr_cost)1 << E->shift[E->boundary_component[g - E->top_group]];
    if (ga != gb && b < E->n) /* may be negative: the lowest component, see plan_costs */
        cost += (pr_cost)float_penalty(&E->t->entries[a], &E->t->entries[b]) *
                ((pr_cost)1 << E->shift[E->penalty_component]);
    if (b == E->n) /* the bye goes to the lowest group it can (SPEC §5) */
        cost += (pr_cost)(E->t->groups - 1 - ga) << E->shift[E->bye_component];
    return cost;
}

static int bits_for(long long max)
{
    int b = 1;
    while ((1LL << b) <= max)
        b++;
    return b;
}

/* Lays the cost components out in 120 bits, least significant first: the float
 * balance, how far above the lowest group the bye goes, the score boundaries
 * from the bottom up, the rematches.  The boundaries cannot place the bye on
 * their own: when every boundary must be crossed once anyway (an odd number of
 * players above each), a bye high up costs as many crossings as one at the
 * bottom, and the float balance alone would then lift it.  If there are
 * more boundaries than room, the deepest ones share a component.  The float
 * balance may sum to a negative number; it has a bit to spare for the sign, so
 * a pairing's total still orders the components lexicographically. */
static void plan_costs(engine *E, int vertices)
{
    int half = vertices / 2 + 1;
    int pair_bits = bits_for(half);
    int penalty_bits = bits_for((long long)half * 2 * PENALTY_LIMIT) + 1;
    int bye_bits = bits_for(E->t->groups);
    int boundaries = E->t->groups - E->top_group; /* the last one is above the bye */
    int room = (120 - penalty_bits - bye_bits - (E->t->allow_rematches ? pair_bits : 0)) /
               pair_bits;
    int own = boundaries < room ? boundaries : room - 1; /* the rest share the last */
    if (own < 0)
        own = 0;
    int shift = 0, c = 0;
    E->penalty_component = c;
    E->shift[c++] = shift;
    shift += penalty_bits;
    E->bye_component = c;
    E->shift[c++] = shift;
    shift += bye_bits;
    if (own < boundaries) {
        for (int b = own; b < boundaries; b++)
            E->boundary_component[b] = c;
        E->shift[c++] = shift;
        shift += bits_for((long long)half * (boundaries - own));
    }
    for (int b = own - 1; b >= 0; b--) {
        E->boundary_component[b] = c;
        E->shift[c++] = shift;
        shift += pair_bits;
    }
    E->rematch_component = -1;
    if (E->t->allow_rematches) {
        E->rematch_component = c;
        E->shift[c++] = shift;
        shift += pair_bits;
    }
    E->components = c;
}

/* ---- the exact oracle ---- */

/* The unpaired vertices of the exact region (a few dozen, listed when the exact
 * oracle took over, so that a solve does not walk the whole field). */
static int active_vertices(engine *E, int *out)
{
    int k = 0;
    for (int i = 0; i < E->nxset; i++)
        if (E->partner[E->xset[i]] == UNPAIRED)
            out[k++] = E->xset[i];
    if (E->bye >= 0 && !E->bye_given)
        out[k++] = E->n;
    return k;
}

/* Best pairing of the active vertices, leaving out `skip_a` and `skip_b` (-1 for
 * none) and keeping `must_float` (-1 for none) out of its own group.  Returns 1
 * and the cost when every vertex is paired. */
static int exact_solve(engine *E, int skip_a, int skip_b, int must_float, pr_cost *cost,
                       int *mate_out)
{
    for (int i = 0; i <= E->n; i++)
        mate_out[i] = -1;
    int *v = E->vlist, k = 0, all = active_vertices(E, E->vlist);
    for (int i = 0; i < all; i++)
        if (v[i] != skip_a && v[i] != skip_b)
            v[k++] = v[i];
    for (int i = 0; i < k; i++)
        E->local[v[i]] = i;
    pr_graph_reset(&E->graph, k);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            int a = v[i], b = v[j];
            if (!may_pair(E, a, b, E->t->allow_rematches))
                continue;
            int leaving = a == must_float || b == must_float || is_floating(E, a) ||
                          is_floating(E, b); /* floaters pair below their group */
            if (leaving && group_of(E, a) == group_of(E, b))
                continue;
            if (add_edge(E, i, j, pair_cost(E, a, b)))
                return 0;
        }
    pr_cost total = 0;
    int found = pr_matching_cheapest(&E->graph, E->mate, &total);
    if (found < 0)
        E->failed = 1;
    if (found <= 0)
        return 0;
    for (int i = 0; i < k; i++)
        mate_out[v[i]] = v[E->mate[i]];
    *cost = total;
    return 1;
}

/* Hands the rest to the exact oracle, whose region starts at the highest group of
 * an unpaired player (floaters from above included). */
static int exact_start(engine *E)
{
    E->exact = 1;
    E->top_group = E->t->groups;
    for (int i = 0; i < E->n; i++) {
        if (E->partner[i] != UNPAIRED)
            continue;
        E->xset[E->nxset++] = i;
        if (E->t->entries[i].group < E->top_group)
            E->top_group = E->t->entries[i].group;
    }
    int k = active_vertices(E, E->vlist);
    plan_costs(E, k);
    return exact_solve(E, -1, -1, -1, &E->xcost, E->xmate);
}

/* Fixing a with b keeps the best pairing of the rest as good: then the pair is
 * made, and the best pairing and its cost are those of what is left. */
static int exact_ok_pair(engine *E, int a, int b)
{
    pr_cost cost = pair_cost(E, a, b);
    if (E->xmate[a] != b) {
        pr_cost rest;
        int *mate = E->vlist + E->n + 1; /* second half of the scratch */
        if (!exact_solve(E, a, b, -1, &rest, mate) || rest + cost != E->xcost)
            return 0;
        for (int i = 0; i <= E->n; i++)
            if (mate[i] >= 0)
                E->xmate[i] = mate[i];
        E->xmate[a] = b, E->xmate[b] = a;
    }
    E->xcost -= cost;
    return 1;
}

static int exact_ok_float(engine *E, int y)
{
    if (group_of(E, E->xmate[y]) != group_of(E, y))
        return 1;
    pr_cost cost;
    int *mate = E->vlist + E->n + 1;
    if (!exact_solve(E, -1, -1, y, &cost, mate) || cost != E->xcost)
        return 0;
    for (int i = 0; i <= E->n; i++)
        if (mate[i] >= 0)
            E->xmate[i] = mate[i];
    return 1;
}

/* ---- the fast oracle ---- */

/* The unpaired, not floating players of group g, plus `extra` (floaters or -1). */
static int group_rest(const engine *E, int g, int *out, int skip_a, int skip_b)
{
    int k = 0;
    for (int i = E->gstart[g]; i < E->gend[g]; i++)
        if (E->partner[i] == UNPAIRED && !E->floating[i] && i != skip_a && i != skip_b)
            out[k++] = i;
    return k;
}

static int below_rest(const engine *E, int g, int *out)
{
    int k = 0;
    for (int i = E->gstart[g] < E->n ? E->gend[g] : E->n; i < E->n; i++)
        if (E->partner[i] == UNPAIRED)
            out[k++] = i;
    if (E->bye >= 0 && !E->bye_given)
        out[k++] = E->n;
    return k;
}

/* Fast case 1: the small rest below must be completed by the floaters chosen so
 * far and `wild` more players from the (large) group, who can play anyone. */
static int rest_completable(engine *E, const int *floaters, int nf, int wild)
{
    int k = 0, *set = E->vlist;
    for (int i = 0; i < E->nbelow; i++)
        set[k++] = E->below[i];
    int lfirst = k;
    for (int i = 0; i < nf; i++)
        set[k++] = floaters[i];
    int total = k + wild;
    if (total % 2)
        return 0;
    pr_graph_reset(&E->graph, total);
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++) {
            if (i >= lfirst && j >= lfirst)
                continue; /* two floaters do not play each other */
            if (may_pair(E, set[i], set[j], 0) && add_edge(E, i, j, 0))
                return 0;
        }
    for (int w = 0; w < wild; w++)
        for (int i = 0; i < lfirst; i++)
            if (add_edge(E, k + w, i, 0))
                return 0;
    return 2 * largest(E) == total;
}

/* ---- the procedure ---- */

static int make_pair(engine *E, int a, int b)
{
    E->partner[a] = b == E->n ? PR_BYE_PARTNER : b;
    E->bye_given |= b == E->n;
    if (b < E->n)
        E->partner[b] = a;
    E->pairs[2 * E->npairs] = a;
    E->pairs[2 * E->npairs + 1] = b == E->n ? PR_BYE_PARTNER : b;
    E->npairs++;
    if (b < E->n && pr_task_has_met(E->t, a, b))
        E->rematches++;
    return 0;
}

static const char *entry_id(const engine *E, int v)
{
    return v == E->n ? "the bye" : E->t->ev->players[E->t->entries[v].player].id;
}

static void explain(engine *E, const char *fmt, ...) PR_PRINTF(2, 3);

static void explain(engine *E, const char *fmt, ...)
{
    if (!E->t->explain || E->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    if (pr_round_explainv(E->t->out, fmt, ap))
        E->failed = 1;
    va_end(ap);
}

/* ---- the fast oracle, group by group ---- */

/* The group's list of players still to pair is unordered: a player leaves it by
 * swapping with the last, in constant time. */
static void group_add(engine *E, int v)
{
    E->group_pos[v] = E->ngroup;
    E->group[E->ngroup++] = v;
}

static void group_remove_one(engine *E, int v)
{
    int at = E->group_pos[v];
    if (v < 0 || at < 0)
        return;
    int last = E->group[--E->ngroup];
    E->group[at] = last;
    E->group_pos[last] = at;
    E->group_pos[v] = -1;
}

static void group_remove(engine *E, int a, int b)
{
    if (a >= 0)
        group_remove_one(E, a);
    if (b >= 0)
        group_remove_one(E, b);
}

/* Can what is left of the group, without a and b, still pair all but the quota?
 * Surely so while 2m + 2 or more remain to be paired (Dirac); else by matching. */
static int group_keeps_quota(engine *E, int a, int b, int quota)
{
    int k = E->ngroup - (a >= 0) - (b >= 0);
    if (k - quota >= 2 * E->maxmet + 2)
        return 1;
    int *set = E->scratch, n = 0;
    for (int i = 0; i < E->ngroup; i++)
        if (E->group[i] != a && E->group[i] != b)
            set[n++] = E->group[i];
    return 2 * matching_size(E, set, n) >= n - quota;
}

static void fast_prepare(engine *E, int g, const int *incoming, int nin)
{
    for (int i = 0; i < E->ngroup; i++)
        E->group_pos[E->group[i]] = -1;
    E->ngroup = 0;
    for (int i = 0; i < nin; i++)
        group_add(E, incoming[i]);
    for (int i = E->gstart[g]; i < E->gend[g]; i++)
        if (E->partner[i] == UNPAIRED && !E->floating[i])
            group_add(E, i);
    E->nbelow = below_rest(E, g, E->below);
    E->nchosen = 0;
    int has_bye = E->nbelow > 0 && E->below[E->nbelow - 1] == E->n;
    if (E->nbelow - has_bye >= 2 * E->maxmet + 2 + has_bye) {
        E->fast_case = 0; /* the rest is large: the group pairs all it can */
        E->quota = E->ngroup - 2 * matching_size(E, E->group, E->ngroup);
    } else {
        E->fast_case = 1; /* the rest is small: it takes just what it cannot pair */
        E->quota = E->nbelow - 2 * matching_size(E, E->below, E->nbelow);
    }
}

static int ok_pair(engine *E, int a, int b)
{
    if (E->exact)
        return exact_ok_pair(E, a, b);
    if (!group_keeps_quota(E, a, b, E->quota))
        return 0;
    group_remove(E, a, b);
    return 1;
}

/* Can x go down, leaving one fewer of the quota to choose? */
static int ok_float(engine *E, int x)
{
    if (E->exact)
        return exact_ok_float(E, x);
    if (E->quota <= 0 || !group_keeps_quota(E, x, -1, E->quota - 1))
        return 0;
    if (E->fast_case == 1) {
        E->chosen[E->nchosen] = x;
        if (!rest_completable(E, E->chosen, E->nchosen + 1, E->quota - 1))
            return 0;
        E->nchosen++;
    }
    group_remove(E, x, -1);
    E->quota--;
    return 1;
}

/* How many of the group's own players must go down (after the floaters from above
 * who found no partner in it). */
static int floaters_needed(engine *E, int g)
{
    if (!E->exact)
        return E->quota;
    int f = 0;
    for (int i = E->gstart[g]; i < E->gend[g]; i++)
        if (E->partner[i] == UNPAIRED && !E->floating[i] && group_of(E, E->xmate[i]) != g)
            f++;
    return f;
}

/* ---- the procedure, group by group ---- */

static void points_text(const engine *E, int score, char *buf, size_t size)
{
    pairing_value v = {score, 2, 1};
    (void)E;
    pairing_value_format(v, buf, size);
}

static void explain_group(engine *E, int g)
{
    if (!E->t->explain)
        return;
    char text[400], points[32];
    int len = 0;
    points_text(E, E->t->entries[E->gstart[g]].score, points, sizeof points);
    for (int i = E->gstart[g]; i < E->gend[g] && len < (int)sizeof text - 80; i++)
        len += snprintf(text + len, sizeof text - (size_t)len, "%s%s", len ? ", " : "",
                        entry_id(E, i));
    if (E->gend[g] - E->gstart[g] > 0 && len >= (int)sizeof text - 80)
        snprintf(text + len, sizeof text - (size_t)len, " ...");
    int size = E->gend[g] - E->gstart[g];
    explain(E, "score group %s point%s (%d player%s, by number %s): %s", points,
            strcmp(points, "1") ? "s" : "", size, size == 1 ? "" : "s",
            E->t->ascending ? "ascending, an odd round" : "descending, an even round",
            text);
}

/* Step 1: each floater from above takes the first player of the group he has not
 * met (and who leaves the rest pairable); one who finds none floats on. */
static void pair_incoming(engine *E, int g, const int *incoming, int nin, int *next,
                          int *nnext)
{
    int rematch = E->exact && E->t->allow_rematches;
    for (int f = 0; f < nin && !E->failed; f++) {
        int x = incoming[f], placed = 0;
        for (int c = E->gstart[g]; c < E->gend[g] && !placed; c++) {
            if (E->partner[c] != UNPAIRED || E->floating[c] ||
                !may_pair(E, x, c, rematch))
                continue;
            if (ok_pair(E, x, c)) {
                make_pair(E, x, c);
                explain(
                    E,
                    "downfloater %s (下调) meets %s, the first in the group he has not "
                    "met who leaves the rest pairable",
                    entry_id(E, x), entry_id(E, c));
                placed = 1;
            }
        }
        if (!placed) {
            if (!E->exact) {
                group_remove(E, x, -1);
                E->quota--;
            }
            next[(*nnext)++] = x;
            explain(E, "downfloater %s finds no partner here and floats on",
                    entry_id(E, x));
        }
    }
}

/* Principle 3 before the procedure: the floater is the one who has floated down
 * least (net of floats up); among equals the last in the group's order. */
static int floater_order(const void *ctx, int a, int b)
{
    const engine *E = ctx;
    const pr_entry *x = &E->t->entries[a], *y = &E->t->entries[b];
    int dx = x->downs - x->ups, dy = y->downs - y->ups;
    if (dx != dy)
        return dx - dy;
    return b - a; /* later in the order first */
}

/* Who among the last group goes to the bye: the last in the order (Qiu: the one
 * left at the bottom), or in a plain Swiss the lowest placed (highest number). */
static int bye_order(const void *ctx, int a, int b)
{
    const engine *E = ctx;
    if (E->t->bye_by_rank)
        return E->t->entries[b].number - E->t->entries[a].number;
    return b - a;
}

/* The rule sends the last of the group down; say why another went instead. */
static void explain_passed_over(engine *E, const int *cand, int k, int found)
{
    int last = -1;
    for (int i = 0; i < k; i++)
        if (!E->floating[cand[i]] && cand[i] > last)
            last = cand[i];
    if (last < found)
        return; /* `found` was the last still in the group */
    const pr_entry *x = &E->t->entries[last], *f = &E->t->entries[found];
    if (x->downs - x->ups > f->downs - f->ups)
        explain(E,
                "%s, the last in the order, stays (%d down, %d up): floats are evened "
                "out (principle 3), the one more often floated up goes down first",
                entry_id(E, last), x->downs, x->ups);
    else
        explain(E,
                "%s, the last in the order, stays: with him down, the groups below "
                "could not be paired as well (拆对)",
                entry_id(E, last));
}

/* Step 2: the group's own floaters (下调 of an odd group, or more when the group
 * cannot pair itself). */
static void choose_floaters(engine *E, int g, int *next, int *nnext)
{
    int need = floaters_needed(E, g);
    if (need <= 0)
        return;
    int *cand = E->rest, k = group_rest(E, g, cand, -1, -1);
    int only_the_bye_below = g == E->t->groups - 1 && E->bye >= 0;
    if (pr_sort(cand, k, only_the_bye_below ? bye_order : floater_order, E)) {
        E->failed = 1;
        return;
    }
    for (int chosen = 0; chosen < need && !E->failed; chosen++) {
        int found = -1;
        for (int i = 0; i < k && found < 0; i++)
            if (!E->floating[cand[i]] && ok_float(E, cand[i]))
                found = cand[i];
        if (found < 0)
            return; /* the caller finds the group unpaired */
        E->floating[found] = 1;
        next[(*nnext)++] = found;
        const pr_entry *e = &E->t->entries[found];
        explain(E, "%s floats down (下调)%s: %d down, %d up so far", entry_id(E, found),
                k % 2 && chosen == 0 ? " from an odd group"
                                     : " so that the groups below can be paired (拆对)",
                e->downs, e->ups);
        if (!only_the_bye_below)
            explain_passed_over(E, cand, k, found);
    }
}

/* The step-th partner x, at position i of a group's rest of k (half = k / 2),
 * looks at: his same-position partner and on down the second half (依次下选),
 * then up the second half, then the first half after him; -1 past the end. */
static int partner_at(int i, int k, int step)
{
    int half = k / 2;
    if (i >= half)
        return i + 1 + step < k ? i + 1 + step : -1;
    int down = k - half - i; /* half + i .. k - 1 */
    if (step < down)
        return half + i + step;
    step -= down;
    if (step < i) /* half + i - 1 .. half */
        return half + i - 1 - step;
    step -= i;
    return i + 1 + step < half ? i + 1 + step : -1;
}

static void explain_same_position(engine *E, int x, int y, int same)
{
    if (same)
        explain(E, "%s v %s: same position (同位)", entry_id(E, x), entry_id(E, y));
    else
        explain(E,
                "%s v %s: shifted (错位): %s's same-position partner was met, taken, "
                "or needed to keep the rest pairable (拆对)",
                entry_id(E, x), entry_id(E, y), entry_id(E, x));
}

/* 同位 and 错位 pair a group's first half with its second half, and 拆对 re-pairs
 * the pairs above before two of one half would have to meet.  Can the unpaired of
 * the rest, a and b aside, still all be paired first half against second half,
 * `left` players on each side?  Surely so when left >= 2m: each then has at least
 * left / 2 partners on the other side (Hall); else a matching of the two decides. */
static int halves_pairable(engine *E, const int *rest, int k, int a, int b, int left)
{
    if (left >= 2 * E->maxmet)
        return 1;
    int half = k / 2, *set = E->scratch, n = 0, first = 0;
    for (int i = 0; i < k; i++) {
        int v = rest[i];
        if (E->partner[v] != UNPAIRED || v == a || v == b)
            continue;
        set[n++] = v;
        first += i < half;
    }
    return 2 * first == n && small_matching_size(E, set, n, first, 0) == first;
}

/* Step 3: same position (同位), first half against second half; a player whose
 * partner is met, taken, or needed elsewhere takes the next one down (错位).  While
 * the halves can be paired across, every pair is; only when they cannot may two of
 * one half meet (the second pass). */
static int pair_same_position(engine *E, int g)
{
    int *rest = E->rest, k = group_rest(E, g, rest, -1, -1), half = k / 2;
    int rematch = E->exact && E->t->allow_rematches;
    int left = half; /* unpaired players in each half, while all pairs are across */
    int across = 2 * half == k && halves_pairable(E, rest, k, -1, -1, left);
    for (int i = 0; i < k && !E->failed; i++) {
        int x = rest[i], done = 0;
        if (E->partner[x] != UNPAIRED)
            continue;
        for (int pass = across && i < half ? 0 : 1; pass < 2 && !done; pass++) {
            for (int step = 0, j; !done && (j = partner_at(i, k, step)) >= 0; step++) {
                int y = rest[j];
                if (E->partner[y] != UNPAIRED || !may_pair(E, x, y, rematch))
                    continue;
                if (pass == 0 &&
                    (j < half || !halves_pairable(E, rest, k, x, y, left - 1)))
                    continue;
                if (!ok_pair(E, x, y))
                    continue;
                make_pair(E, x, y);
                explain_same_position(E, x, y, i < half && j == half + i);
                done = 1;
                across = pass == 0;
                left--;
            }
        }
        if (!done)
            return -1;
    }
    return 0;
}

/* ---- the whole round ---- */

static int unpaired_count(const engine *E)
{
    int k = 0;
    for (int i = 0; i < E->n; i++)
        k += E->partner[i] == UNPAIRED;
    return k + (E->bye >= 0 && !E->bye_given);
}

static void engine_free(engine *E)
{
    free(E->partner);
    free(E->floating);
    free(E->pairs);
    free(E->gstart);
    free(E->gend);
    free(E->xmate);
    free(E->vlist);
    free(E->local);
    free(E->mate);
    free(E->below);
    free(E->group);
    free(E->group_pos);
    free(E->chosen);
    free(E->scratch);
    free(E->xset);
    free(E->rest);
    free(E->boundary_component);
    pr_graph_free(&E->graph);
}

static int engine_alloc(engine *E)
{
    size_t n = (size_t)E->n + 2, g = (size_t)E->t->groups + 2;
    E->partner = pr_calloc(n, sizeof *E->partner);
    E->floating = pr_calloc(n, 1);
    E->pairs = pr_calloc(2 * n, sizeof *E->pairs);
    E->gstart = pr_calloc(g, sizeof *E->gstart);
    E->gend = pr_calloc(g, sizeof *E->gend);
    E->xmate = pr_calloc(n, sizeof *E->xmate);
    E->vlist = pr_calloc(2 * n + 2, sizeof *E->vlist);
    E->local = pr_calloc(n, sizeof *E->local);
    E->mate = pr_calloc(2 * n, sizeof *E->mate);
    E->below = pr_calloc(n, sizeof *E->below);
    E->group = pr_calloc(n, sizeof *E->group);
    E->group_pos = pr_calloc(n, sizeof *E->group_pos);
    E->chosen = pr_calloc(n, sizeof *E->chosen);
    E->scratch = pr_calloc(n, sizeof *E->scratch);
    E->xset = pr_calloc(n, sizeof *E->xset);
    E->rest = pr_calloc(n, sizeof *E->rest);
    E->boundary_component = pr_calloc(g, sizeof *E->boundary_component);
    return E->partner && E->floating && E->pairs && E->gstart && E->gend && E->xmate &&
                   E->vlist && E->local && E->mate && E->below && E->group &&
                   E->group_pos && E->chosen && E->scratch && E->xset && E->rest &&
                   E->boundary_component
               ? 0
               : -1;
}

static void engine_setup(engine *E)
{
    const pr_task *t = E->t;
    for (int i = 0; i < E->n; i++) {
        E->partner[i] = UNPAIRED;
        E->xmate[i] = -1;
        E->group_pos[i] = -1;
        if (t->entries[i].nmet > E->maxmet)
            E->maxmet = t->entries[i].nmet;
        if (i == 0 || t->entries[i].byes < E->min_byes)
            E->min_byes = t->entries[i].byes;
    }
    for (int g = 0; g < t->groups; g++)
        E->gstart[g] = E->gend[g] = 0;
    for (int i = E->n - 1; i >= 0; i--)
        E->gstart[t->entries[i].group] = i;
    for (int i = 0; i < E->n; i++)
        E->gend[t->entries[i].group] = i + 1;
    E->bye = t->bye_needed ? E->n : -1;
}

static int no_pairing(engine *E)
{
    if (E->failed)
        return pr_nomem(E->err);
    return pr_fail(
        E->err, PAIRING_ERR_NO_PAIRING,
        "no pairing of round %d keeps every pair new: the %d players have met too "
        "often (allow_rematches pairs them anyway, with as few rematches as possible)",
        E->t->round, E->n);
}

static int give_bye(engine *E, const int *incoming, int nin)
{
    if (E->bye < 0)
        return nin == 0 ? 0 : -1;
    if (nin != 1 || !may_pair(E, incoming[0], E->n, 0) ||
        (E->exact && E->xmate[incoming[0]] != E->n))
        return -1;
    make_pair(E, incoming[0], E->n);
    const pr_entry *e = &E->t->entries[incoming[0]];
    explain(E, "bye (轮空): %s, the player left at the bottom with the fewest byes (%d)",
            entry_id(E, incoming[0]), e->byes);
    return 0;
}

static int run_groups(engine *E)
{
    int limit = 6 * E->maxmet + 6 > EXACT_FLOOR ? 6 * E->maxmet + 6 : EXACT_FLOOR;
    int *incoming = pr_calloc((size_t)E->n + 1, sizeof *incoming);
    int *next = pr_calloc((size_t)E->n + 1, sizeof *next);
    int nin = 0, rc = 0;
    if (!incoming || !next) {
        free(incoming);
        free(next);
        E->failed = 1; /* no_pairing() reports it as out of memory */
        return -1;
    }
    for (int g = 0; g < E->t->groups && !rc && !E->failed; g++) {
        if (!E->exact && unpaired_count(E) <= limit && !exact_start(E))
            rc = -1;
        if (rc)
            break;
        if (!E->exact)
            fast_prepare(E, g, incoming, nin);
        explain_group(E, g);
        int nnext = 0;
        pair_incoming(E, g, incoming, nin, next, &nnext);
        choose_floaters(E, g, next, &nnext);
        if (pair_same_position(E, g))
            rc = -1;
        memcpy(incoming, next, (size_t)nnext * sizeof *next);
        nin = nnext;
    }
    if (!rc && !E->failed && give_bye(E, incoming, nin))
        rc = -1;
    free(incoming);
    free(next);
    return rc;
}

int pr_engine_pair(pr_task *t, int *partner, int *order, int *npairs, int *rematches,
                   pairing_error *err)
{
    engine E;
    memset(&E, 0, sizeof E);
    E.t = t;
    E.n = t->count;
    E.err = err;
    if (engine_alloc(&E)) {
        engine_free(&E);
        return pr_nomem(err);
    }
    engine_setup(&E);
    int rc = run_groups(&E);
    if (rc || E.failed || unpaired_count(&E)) {
        rc = no_pairing(&E);
    } else {
        for (int i = 0; i < E.n; i++)
            partner[i] = E.partner[i];
        memcpy(order, E.pairs, 2 * (size_t)E.npairs * sizeof *order);
        *npairs = E.npairs;
        *rematches = E.rematches;
    }
    engine_free(&E);
    return rc;
}
