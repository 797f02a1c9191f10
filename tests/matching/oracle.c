/*
 * oracle.c - the matching of libpairing/matching/ (matching.h) against brute
 * force, which enumerates every matching of the graph.  Every labelled graph on
 * up to 7 vertices, then random graphs on 8, 9 and 10 from sparse to complete,
 * each with costs drawn from its own seed (small ones with many ties and zeros,
 * negatives, all equal, around 2^100, and at the edge of the 2^120 the contract
 * allows), some with parallel edges; each graph is asked for
 *
 *  - its largest matching (pr_matching_largest): as many pairs as the most any
 *    matching has, and a matching of the graph's edges;
 *  - its cheapest perfect matching (pr_matching_cheapest): none exactly when no
 *    matching covers every vertex, else one of the least total, the total told
 *    equal to what its edges cost;
 *  - what every perfect matching of least cost looks like
 *    (pr_matching_cheapest_face): a perfect matching is of least cost exactly
 *    when it uses only edges the face keeps and their counts add up to the
 *    least, which the brute force checks over every perfect matching;
 *  - the same least cost when only some of the edges (none, some or all) are
 *    given and the rest are priced (pr_matching_cheapest_priced), the price
 *    leaving out or not the pairs too dear to matter;
 *  - its heaviest matching, and its heaviest among the largest, costs read as
 *    weights, through the reduction of heaviest.c to pr_matching_cheapest on the
 *    doubled graph: the weight (and the number of pairs) of the best.  Each of
 *    the two million graphs on 7 vertices goes through one of the two, drawn
 *    from its seed (both would take the whole past 25 s); all other graphs
 *    through both.
 *
 * A graph that fails is shrunk (vertices and edges taken away, costs made
 * plainer, while it still fails) and printed as an edge list with costs.
 *
 * usage: oracle   (PAIRING_TEST_QUICK set: a tenth of the graphs; exit 1 on a
 * disagreement, after a summary line)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "heaviest.h"

enum {
    MAX_VERTICES = 10,
    MAX_PAIRS = MAX_VERTICES * (MAX_VERTICES - 1) / 2,
    MAX_EDGES = 2 * MAX_PAIRS, /* each pair at most twice */
    ALL_GRAPHS_UP_TO = 7,      /* every labelled graph on this many vertices or fewer */
    RANDOM_GRAPHS = 20000      /* for each of 8, 9 and 10 vertices */
};

/* What the costs of a graph are drawn from. */
typedef enum cost_kind {
    COSTS_SMALL,  /* -2 .. 2: ties and zeros everywhere */
    COSTS_WIDER,  /* -30 .. 30 */
    COSTS_EQUAL,  /* one value for every edge */
    COSTS_HUGE,   /* a 2^100 + b 2^50 + c, a, b, c in -3 .. 3: the 128-bit range */
    COSTS_AT_EDGE /* +-(2^120 / (n/2) - small): perfect matchings' totals near 2^120 */
} cost_kind;

static const char *const cost_kind_name[] = {"small", "wider", "equal", "huge",
                                             "at the edge of 2^120"};

/* Which of the two reductions a graph is put through. */
enum { HEAVIEST = 1, HEAVIEST_OF_LARGEST = 2, BOTH_REDUCTIONS = 3 };

typedef struct test_graph {
    int vertices, edges;
    int ends[2 * MAX_EDGES];
    pr_cost cost[MAX_EDGES];
    cost_kind kind;
    int reductions;
} test_graph;

/* ---- seeded lots: splitmix64, one stream per graph ---- */

typedef struct lots {
    uint64_t state;
} lots;

static uint64_t lots_next(lots *r)
{
    uint64_t z = (r->state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static int lots_below(lots *r, int bound)
{
    return (int)(lots_next(r) % (uint64_t)bound);
}

static lots lots_for(uint64_t stream, uint64_t index)
{
    lots r = {stream * 0x100000001b3u ^ index};
    lots_next(&r);
    return r;
}

/* ---- the brute force: every matching, from the lowest undecided vertex ---- */

typedef struct optimum {
    int largest;              /* the most pairs of any matching */
    int perfect;              /* some matching covers every vertex */
    pr_cost cheapest;         /* least total of those */
    pr_cost heaviest;         /* greatest total of any matching, costs as weights */
    pr_cost heaviest_largest; /* greatest total of a matching of `largest` pairs */
} optimum;

typedef struct search {
    const test_graph *t;
    int degree[MAX_VERTICES];
    int incident[MAX_VERTICES][MAX_EDGES];
    optimum best;
} search;

static void record(optimum *best, int pairs, pr_cost sum, int everyone)
{
    if (pairs > best->largest) {
        best->largest = pairs;
        best->heaviest_largest = sum;
    } else if (pairs == best->largest && sum > best->heaviest_largest) {
        best->heaviest_largest = sum;
    }
    if (sum > best->heaviest)
        best->heaviest = sum;
    if (everyone && (!best->perfect || sum < best->cheapest)) {
        best->perfect = 1;
        best->cheapest = sum;
    }
}

/* Vertices below v are decided (paired, or left alone); `used` holds them and
 * those paired above v. */
static void visit(search *s, unsigned used, int v, int pairs, pr_cost sum, int everyone)
{
    int n = s->t->vertices;
    while (v < n && (used >> v & 1u))
        v++;
    if (v == n) {
        record(&s->best, pairs, sum, everyone);
        return;
    }
    visit(s, used | 1u << v, v + 1, pairs, sum, 0); /* v left alone */
    for (int i = 0; i < s->degree[v]; i++) {
        int e = s->incident[v][i];
        int u = s->t->ends[2 * e] ^ s->t->ends[2 * e + 1] ^ v;
        if (!(used >> u & 1u))
            visit(s, used | 1u << v | 1u << u, v + 1, pairs + 1, sum + s->t->cost[e],
                  everyone);
    }
}

static optimum brute_force(const test_graph *t)
{
    static search s; /* the incidence table is large for the stack under ASan */
    s.t = t;
    memset(s.degree, 0, sizeof s.degree);
    for (int e = 0; e < t->edges; e++)
        for (int side = 0; side < 2; side++) {
            int v = t->ends[2 * e + side];
            s.incident[v][s.degree[v]++] = e;
        }
    s.best = (optimum){.largest = -1};
    visit(&s, 0, 0, 0, 0, 1);
    return s.best;
}

/* ---- one graph against the brute force ---- */

typedef struct harness {
    pr_graph graph, doubled; /* kept from graph to graph, as the engine keeps them */
    pr_graph part;           /* some of a graph's edges, the rest priced */
    long graphs, failures;
} harness;

static int *fresh_mates(int n)
{
    /* exactly n entries, so that AddressSanitizer sees a write past them; poison,
     * so that an entry left unwritten shows */
    int *mate = malloc(sizeof *mate * (size_t)(n > 0 ? n : 1));
    if (!mate) {
        fprintf(stderr, "matching-oracle: out of memory\n");
        exit(1);
    }
    for (int v = 0; v < n; v++)
        mate[v] = -7;
    return mate;
}

static void out_of_memory(const char *what)
{
    fprintf(stderr, "matching-oracle: %s: out of memory\n", what);
    exit(1);
}

/* ---- the face of the least-cost perfect matchings, against every one ---- */

typedef struct face_search {
    const test_graph *t;
    const int *crossings;
    pr_cost cheapest;
    int fewest;   /* the least count of a matching on kept edges, -1 none yet */
    int mismatch; /* a matching optimal by one account and not by the other */
    int pass;     /* 0: find the fewest; 1: compare */
} face_search;

static void face_visit(face_search *f, unsigned used, pr_cost sum, int kept, int count)
{
    int n = f->t->vertices, v = 0;
    while (v < n && (used >> v & 1u))
        v++;
    if (v == n) {
        if (f->pass == 0 && kept && (f->fewest < 0 || count < f->fewest))
            f->fewest = count;
        if (f->pass == 1 && (sum == f->cheapest) != (kept && count == f->fewest))
            f->mismatch = 1;
        return;
    }
    for (int e = 0; e < f->t->edges; e++) {
        int a = f->t->ends[2 * e], b = f->t->ends[2 * e + 1];
        if ((a != v && b != v) || a == b)
            continue;
        int u = a ^ b ^ v;
        if (!(used >> u & 1u))
            face_visit(f, used | 1u << v | 1u << u, sum + f->t->cost[e],
                       kept && f->crossings[e] >= 0,
                       count + (f->crossings[e] > 0 ? f->crossings[e] : 0));
    }
}

/* 0 when the face pr_matching_cheapest_face tells is right for t. */
static int check_face(harness *h, const test_graph *t, pr_cost cheapest, char *why,
                      size_t why_size)
{
    int crossings[MAX_EDGES], *mate = fresh_mates(t->vertices);
    pr_cost total = 0;
    int found = pr_matching_cheapest_face(&h->graph, mate, &total, crossings);
    free(mate);
    if (found < 0)
        out_of_memory("pr_matching_cheapest_face");
    face_search f = {t, crossings, cheapest, -1, 0, 0};
    if (found == 1 && total == cheapest) {
        face_visit(&f, 0, 0, 1, 0);
        f.pass = 1;
        face_visit(&f, 0, 0, 1, 0);
    }
    if (found == 1 && total == cheapest && !f.mismatch)
        return 0;
    snprintf(why, why_size, "pr_matching_cheapest_face: %s",
             found != 1 || total != cheapest
                 ? "not the least total"
                 : "a perfect matching of least cost and its kept edges' count disagree");
    return 1;
}

/* ---- the least cost from some of the edges, the rest priced ---- */

typedef struct price_table {
    const test_graph *t;
    int pruning; /* say 0 for a pair costing `under` or more, as a price may */
} price_table;

/* The cheapest of t's edges between a and b, as the caller's price. */
static int test_price(void *ctx, int a, int b, pr_cost under, pr_cost *cost)
{
    const price_table *p = ctx;
    int any = 0;
    for (int e = 0; e < p->t->edges; e++) {
        int x = p->t->ends[2 * e], y = p->t->ends[2 * e + 1];
        if ((x == a && y == b) || (x == b && y == a)) {
            if (!any || p->t->cost[e] < *cost)
                *cost = p->t->cost[e];
            any = 1;
        }
    }
    return any && !(p->pruning && *cost >= under);
}

/* 0 when pr_matching_cheapest_priced, started from a part of t's pairs drawn
 * from `r` (none, some or all) at their price, finds what the brute force found, with a
 * perfect matching of the edges it was given or priced. */
static int check_priced(harness *h, const test_graph *t, const optimum *best, lots *r,
                        char *why, size_t why_size)
{
    pr_graph *g = &h->part;
    int share = lots_below(r, 5); /* a quarter of the edges kept each time it rises */
    price_table p = {t, lots_below(r, 2)};
    pr_graph_reset(g, t->vertices);
    for (int a = 0; a < t->vertices; a++)
        for (int b = a + 1; b < t->vertices; b++) {
            price_table all = {t, 0};
            pr_cost c;
            if (lots_below(r, 4) < share && test_price(&all, a, b, 0, &c) &&
                pr_graph_add(g, a, b, c) < 0)
                out_of_memory("pr_graph_add");
        }
    int *mate = fresh_mates(t->vertices);
    pr_cost total = 12345;
    int found = pr_matching_cheapest_priced(g, mate, &total, test_price, &p);
    if (found < 0)
        out_of_memory("pr_matching_cheapest_priced");
    matching_value value;
    char detail[200], a[AUDIT_COST_TEXT], b[AUDIT_COST_TEXT];
    int failed = 1;
    if (found != best->perfect)
        snprintf(why, why_size,
                 "pr_matching_cheapest_priced: returned %d, but there is %s", found,
                 best->perfect ? "a perfect matching" : "no perfect matching");
    else if (found && audit_matching(g, mate, 1, &value, detail, sizeof detail) != 0)
        snprintf(why, why_size, "pr_matching_cheapest_priced: %s", detail);
    else if (found && (value.least != total || total != best->cheapest))
        snprintf(why, why_size,
                 "pr_matching_cheapest_priced: total %s, brute force %s (%d of %d "
                 "edges given)",
                 cost_format(total, a), cost_format(best->cheapest, b), g->edges,
                 t->edges);
    else
        failed = 0;
    free(mate);
    return failed;
}

/* 0 when every answer for t is right, else 1 with why saying what is wrong. */
static int check_graph(harness *h, const test_graph *t, char *why, size_t why_size)
{
    pr_graph *g = &h->graph;
    pr_graph_reset(g, t->vertices);
    for (int e = 0; e < t->edges; e++)
        if (pr_graph_add(g, t->ends[2 * e], t->ends[2 * e + 1], t->cost[e]) < 0)
            out_of_memory("pr_graph_add");
    if (g->vertices != t->vertices || g->edges != t->edges) {
        snprintf(why, why_size,
                 "pr_graph: %d vertices and %d edges after adding %d and %d", g->vertices,
                 g->edges, t->vertices, t->edges);
        return 1;
    }
    optimum best = brute_force(t);
    int n = t->vertices;
    char detail[200], a[AUDIT_COST_TEXT], b[AUDIT_COST_TEXT];
    matching_value value;
    int failed = 0;

    int *mate = fresh_mates(n);
    int pairs = pr_matching_largest(g, mate);
    if (pairs < 0)
        out_of_memory("pr_matching_largest");
    if (pairs != best.largest) {
        snprintf(why, why_size, "pr_matching_largest: %d pairs, brute force %d", pairs,
                 best.largest);
        failed = 1;
    } else if (audit_matching(g, mate, 0, &value, detail, sizeof detail) != 0) {
        snprintf(why, why_size, "pr_matching_largest: %s", detail);
        failed = 1;
    } else if (value.pairs != pairs) {
        snprintf(why, why_size, "pr_matching_largest: returned %d, its mate array has %d",
                 pairs, value.pairs);
        failed = 1;
    }
    free(mate);
    if (failed)
        return 1;

    mate = fresh_mates(n);
    pr_cost total = 12345;
    int found = pr_matching_cheapest(g, mate, &total);
    if (found < 0)
        out_of_memory("pr_matching_cheapest");
    if (found != best.perfect) {
        snprintf(why, why_size, "pr_matching_cheapest: returned %d, but there is %s",
                 found, best.perfect ? "a perfect matching" : "no perfect matching");
        failed = 1;
    } else if (found && audit_matching(g, mate, 1, &value, detail, sizeof detail) != 0) {
        snprintf(why, why_size, "pr_matching_cheapest: %s", detail);
        failed = 1;
    } else if (found && value.least != total) {
        snprintf(why, why_size, "pr_matching_cheapest: *total %s, its edges cost %s",
                 cost_format(total, a), cost_format(value.least, b));
        failed = 1;
    } else if (found && total != best.cheapest) {
        snprintf(why, why_size, "pr_matching_cheapest: total %s, brute force %s",
                 cost_format(total, a), cost_format(best.cheapest, b));
        failed = 1;
    }
    free(mate);
    if (!failed && found)
        failed = check_face(h, t, best.cheapest, why, why_size);
    if (!failed) {
        lots r = lots_for(0x9d1ce, (uint64_t)t->edges * 131u + (uint64_t)t->vertices);
        failed = check_priced(h, t, &best, &r, why, why_size);
    }
    if (failed || t->kind == COSTS_AT_EDGE) /* no room left to double those */
        return failed;

    for (int largest_first = 0; largest_first <= 1 && !failed; largest_first++) {
        if (!(t->reductions & (largest_first ? HEAVIEST_OF_LARGEST : HEAVIEST)))
            continue;
        const char *name = largest_first ? "heaviest of the largest (by reduction)"
                                         : "heaviest (by reduction)";
        mate = fresh_mates(n);
        int rc = heaviest_matching(g, largest_first, &h->doubled, mate, &value, detail,
                                   sizeof detail);
        free(mate);
        if (rc == -1)
            out_of_memory(name);
        if (rc == -2) {
            fprintf(stderr, "matching-oracle: a graph's weights too large to double\n");
            exit(1);
        }
        pr_cost expected = largest_first ? best.heaviest_largest : best.heaviest;
        if (rc == 1) {
            snprintf(why, why_size, "%s: %s", name, detail);
            failed = 1;
        } else if (value.most != expected) {
            snprintf(why, why_size, "%s: weight %s, brute force %s", name,
                     cost_format(value.most, a), cost_format(expected, b));
            failed = 1;
        } else if (largest_first && value.pairs != best.largest) {
            snprintf(why, why_size, "%s: %d pairs, brute force %d", name, value.pairs,
                     best.largest);
            failed = 1;
        }
    }
    return failed;
}

/* ---- making graphs ---- */

static pr_cost draw_cost(lots *r, cost_kind kind, int vertices, pr_cost equal)
{
    switch (kind) {
    case COSTS_SMALL:
        return lots_below(r, 5) - 2;
    case COSTS_WIDER:
        return lots_below(r, 61) - 30;
    case COSTS_EQUAL:
        return equal;
    case COSTS_HUGE:
        return (pr_cost)(lots_below(r, 7) - 3) * ((pr_cost)1 << 100) +
               (pr_cost)(lots_below(r, 7) - 3) * ((pr_cost)1 << 50) +
               (lots_below(r, 7) - 3);
    case COSTS_AT_EDGE: {
        int pairs = vertices / 2 > 0 ? vertices / 2 : 1;
        pr_cost size = AUDIT_COST_LIMIT / pairs - lots_below(r, 4);
        return lots_below(r, 2) ? size : -size;
    }
    }
    return 0;
}

/* t on `vertices` vertices with the pairs listed (first[i]-second[i]), dressed from
 * r: a kind of costs, the order of the edges and of their two ends, and for a
 * quarter of the graphs a second edge between some of the pairs. */
static void dress_graph(test_graph *t, int vertices, const int *first, const int *second,
                        int pairs, lots *r)
{
    int roll = lots_below(r, 100);
    t->kind = roll < 45   ? COSTS_SMALL
              : roll < 70 ? COSTS_WIDER
              : roll < 78 ? COSTS_EQUAL
              : roll < 92 ? COSTS_HUGE
                          : COSTS_AT_EDGE;
    pr_cost equal = lots_below(r, 5) - 2;
    int parallel = lots_below(r, 4) == 0;
    t->vertices = vertices;
    t->edges = 0;
    t->reductions = BOTH_REDUCTIONS;
    for (int i = 0; i < pairs; i++) {
        int copies = parallel && lots_below(r, 3) == 0 ? 2 : 1;
        for (int c = 0; c < copies; c++) {
            int flip = lots_below(r, 2);
            t->ends[2 * t->edges + flip] = first[i];
            t->ends[2 * t->edges + !flip] = second[i];
            t->cost[t->edges++] = draw_cost(r, t->kind, vertices, equal);
        }
    }
    /* the edges in a random order: matching.h breaks ties in the order of adding */
    for (int e = t->edges - 1; e > 0; e--) {
        int other = lots_below(r, e + 1);
        int a = t->ends[2 * e], b = t->ends[2 * e + 1];
        pr_cost c = t->cost[e];
        t->ends[2 * e] = t->ends[2 * other];
        t->ends[2 * e + 1] = t->ends[2 * other + 1];
        t->cost[e] = t->cost[other];
        t->ends[2 * other] = a;
        t->ends[2 * other + 1] = b;
        t->cost[other] = c;
    }
}

/* ---- a failure, made small and printed ---- */

static void print_graph(const test_graph *t)
{
    char text[AUDIT_COST_TEXT];
    printf("  %d vertices, %d edges (costs drawn %s), in the order added:\n", t->vertices,
           t->edges, cost_kind_name[t->kind]);
    for (int e = 0; e < t->edges; e++)
        printf("    %d-%d %s\n", t->ends[2 * e], t->ends[2 * e + 1],
               cost_format(t->cost[e], text));
}

static void drop_edge(test_graph *t, int e)
{
    for (int f = e + 1; f < t->edges; f++) {
        t->ends[2 * (f - 1)] = t->ends[2 * f];
        t->ends[2 * (f - 1) + 1] = t->ends[2 * f + 1];
        t->cost[f - 1] = t->cost[f];
    }
    t->edges--;
}

static void drop_vertex(test_graph *t, int v)
{
    for (int e = t->edges - 1; e >= 0; e--)
        if (t->ends[2 * e] == v || t->ends[2 * e + 1] == v)
            drop_edge(t, e);
    for (int i = 0; i < 2 * t->edges; i++)
        if (t->ends[i] > v)
            t->ends[i]--;
    t->vertices--;
}

/* Smaller graphs that still fail, until none does: fewer vertices, fewer edges,
 * then costs nearer zero.  Costs at the edge of the range stay as they are. */
static void shrink(harness *h, test_graph *t, char *why, size_t why_size)
{
    char other_why[400];
    test_graph *trial = malloc(sizeof *trial);
    if (!trial)
        return;
    for (int progress = 1; progress;) {
        progress = 0;
        for (int v = t->vertices - 1; v >= 0; v--) {
            *trial = *t;
            drop_vertex(trial, v);
            if (check_graph(h, trial, other_why, sizeof other_why)) {
                *t = *trial;
                snprintf(why, why_size, "%s", other_why);
                progress = 1;
            }
        }
        for (int e = t->edges - 1; e >= 0; e--) {
            *trial = *t;
            drop_edge(trial, e);
            if (check_graph(h, trial, other_why, sizeof other_why)) {
                *t = *trial;
                snprintf(why, why_size, "%s", other_why);
                progress = 1;
            }
        }
        for (int e = 0; e < t->edges && t->kind != COSTS_AT_EDGE; e++) {
            pr_cost plainer[] = {0, t->cost[e] > 0 ? 1 : -1, t->cost[e] / 2};
            for (int p = 0; p < 3; p++) {
                if (plainer[p] == t->cost[e] ||
                    (p > 0 && (plainer[p] < 0 ? -plainer[p] : plainer[p]) >=
                                  (t->cost[e] < 0 ? -t->cost[e] : t->cost[e])))
                    continue;
                *trial = *t;
                trial->cost[e] = plainer[p];
                if (check_graph(h, trial, other_why, sizeof other_why)) {
                    *t = *trial;
                    snprintf(why, why_size, "%s", other_why);
                    progress = 1;
                    break;
                }
            }
        }
    }
    free(trial);
}

/* t, the index-th graph of those on its number of vertices (every one of them
 * if `every`, else random ones), checked; the first failure shrunk and shown. */
static void judge(harness *h, test_graph *t, int every, uint64_t index)
{
    char why[400];
    h->graphs++;
    if (!check_graph(h, t, why, sizeof why))
        return;
    if (h->failures++ > 0)
        return; /* the first one is shown, the rest counted */
    int vertices = t->vertices, edges = t->edges;
    shrink(h, t, why, sizeof why);
    printf("matching-oracle: wrong on %s graph %llu on %d vertices (%d edges); made as "
           "small as it still fails:\n",
           every ? "labelled" : "random", (unsigned long long)index, vertices, edges);
    print_graph(t);
    printf("  %s\n", why);
    fflush(stdout);
}

/* ---- the graphs ---- */

static int quick_mode(void)
{
    const char *quick = getenv("PAIRING_TEST_QUICK");
    return quick && *quick;
}

/* Every labelled graph on n vertices: the edge subsets of the complete graph, as
 * bits of a number (in quick mode every tenth of them on 7 vertices). */
static void every_graph(harness *h, int n, int quick)
{
    int first[MAX_PAIRS], second[MAX_PAIRS], pairs = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            first[pairs] = a, second[pairs++] = b;
    static test_graph t;
    uint64_t stride = quick && n == ALL_GRAPHS_UP_TO ? 10 : 1;
    for (uint64_t subset = 0; subset < (uint64_t)1 << pairs; subset += stride) {
        int chosen_first[MAX_PAIRS], chosen_second[MAX_PAIRS], chosen = 0;
        for (int i = 0; i < pairs; i++)
            if (subset >> i & 1u)
                chosen_first[chosen] = first[i], chosen_second[chosen++] = second[i];
        lots r = lots_for((uint64_t)n, subset);
        dress_graph(&t, n, chosen_first, chosen_second, chosen, &r);
        if (n == ALL_GRAPHS_UP_TO) /* the time of the whole: one reduction each */
            t.reductions = lots_below(&r, 2) ? HEAVIEST : HEAVIEST_OF_LARGEST;
        judge(h, &t, 1, subset);
    }
}

/* count random graphs on n vertices, each pair present with probability k/20 for
 * a k of 1 .. 20 drawn per graph: from a few edges to the complete graph. */
static void random_graphs(harness *h, int n, int count)
{
    static test_graph t;
    for (int i = 0; i < count; i++) {
        lots r = lots_for(1000 + (uint64_t)n, (uint64_t)i);
        int density = 1 + lots_below(&r, 20);
        int first[MAX_PAIRS], second[MAX_PAIRS], pairs = 0;
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++)
                if (lots_below(&r, 20) < density)
                    first[pairs] = a, second[pairs++] = b;
        dress_graph(&t, n, first, second, pairs, &r);
        judge(h, &t, 0, (uint64_t)i);
    }
}

int main(void)
{
    int quick = quick_mode();
    harness h;
    memset(&h, 0, sizeof h);
    for (int n = 0; n <= ALL_GRAPHS_UP_TO; n++)
        every_graph(&h, n, quick);
    for (int n = ALL_GRAPHS_UP_TO + 1; n <= MAX_VERTICES; n++)
        random_graphs(&h, n, quick ? RANDOM_GRAPHS / 10 : RANDOM_GRAPHS);
    pr_graph_free(&h.graph);
    pr_graph_free(&h.doubled);
    pr_graph_free(&h.part);
    if (h.failures) {
        printf("matching-oracle: %ld of %ld graphs disagree with brute force\n",
               h.failures, h.graphs);
        return 1;
    }
    printf("matching-oracle: %ld graphs, every answer equal to brute force\n", h.graphs);
    return 0;
}
