/*
 * weighted.c - a perfect matching of least cost: the pairing of everybody that
 * the principles of the rules like best, their order folded into one cost.
 *
 * Edmonds' primal-dual blossom method (1965), in the formulation where an odd
 * set's dual sits on the edges that cross it (as in Cook and Rohe's Blossom IV).
 * The programme  min sum c(e) x(e),  x(delta(v)) = 1 for each vertex v,
 * x(delta(S)) >= 1 for each odd set S,  has the dual  max sum y(S)  over the
 * vertices and the odd sets, with y(S) >= 0 for |S| >= 3 and every edge's slack
 *     c(uv) - (the sum of y(S) over the sets S that uv crosses)  >= 0.
 * A vertex's potential pot(v) is the sum of y over every set holding it; the
 * slack of an edge between two outermost sets is then c - pot(u) - pot(v).
 *
 * Invariants: every slack is >= 0; matched edges and the edges of each blossom's
 * cycle have slack 0; y(S) > 0 only for blossoms, which the matching fills but
 * for their base.  One free vertex at a time roots an alternating tree of
 * outermost nodes (vertices or blossoms).  EVEN nodes (the root and the mates of
 * ODD ones) raise their y by delta, ODD ones lower it: the tree's own edges stay
 * tight and every other slack moves toward 0 until one of four events:
 *   grow     an edge from an even node to an unlabelled one becomes tight;
 *   augment  ... and that node is free: the path to the root flips;
 *   shrink   an edge between two even nodes becomes tight: the cycle through
 *            their common ancestor becomes a blossom, an even node;
 *   expand   an odd blossom's y reaches 0: it is taken apart, and the even-length
 *            side of its cycle stays in the tree.
 * When none can happen the tree is stuck: its even nodes, odd in size, outnumber
 * the odd vertices that alone touch them, so no perfect matching exists (Tutte).
 * When all are matched, the matching and the duals have equal value, so no
 * matching is cheaper.
 *
 * Costs are doubled on entry so that the delta of a shrink (half a slack) is
 * whole: the vertices of one tree are joined by tight edges of even cost, so
 * their potentials share a parity.  For every pair of disjoint nodes the edge
 * of least slack between them is kept.  Every vertex of an outermost node moves
 * by the same delta, so that choice stays right while both nodes exist: a new
 * blossom's row is the least over its children's rows, and an expanded
 * blossom's children still have theirs.  An event costs O(V) besides O(V k) to
 * build a blossom of k children, and a vertex turns even once per search:
 * O(V^3) in all.  Ties go to the edge added first.
 */
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"

enum { UNLABELLED = 0, EVEN, ODD };
enum { NO_EVENT = 0, GROW, SHRINK, EXPAND };

/* Half-edge h runs from ends[h] to ends[h ^ 1]: edge e is h = 2e and 2e + 1. */
typedef struct solver {
    const int *ends;
    int n;          /* vertices: the nodes 0 .. n - 1 */
    int nodes;      /* blossoms are the nodes n .. nodes - 1 */
    pr_cost *cost2; /* per edge: twice its cost */
    pr_cost *pot;   /* per vertex */
    pr_cost *y;     /* per node; used for blossoms */
    int *cheapest;  /* nodes x nodes: least-slack half-edge from one disjoint node to
                       another, -1 for none */
    int *parent;    /* per node: the blossom right around it, -1 when outermost */
    int *outermost; /* per vertex: the outermost node holding it */
    int *base;      /* per node */
    int *mate;      /* per vertex: the half-edge from it along its matched edge, -1 */
    int *label;     /* per outermost node in the tree */
    int *tree_edge; /* per odd node: the half-edge from its even parent into it */
    int *from_even; /* per unlabelled node: least-slack half-edge into it from an
                       even node */
    int *to_even;   /* per even node: least-slack half-edge from it to another one */
    pr_cost *held;  /* per node: the slack of that edge (from_even's or to_even's)
                       when offered, plus its rate (1 or 2) times `moved` then: its
                       slack now is held less the rate times `moved` now, so that
                       neither the duals' moves nor the events recompute it */
    pr_cost moved;  /* the duals' change so far in this search */
    int *listed;    /* per vertex: the search that listed it in tree_vertices */
    int *tree_vertices, ntree, searches; /* the vertices the tree has held */
    int *stack;                          /* room for join_tree's walk */
    int *alive;                          /* per node: a vertex, or a blossom in use */
    int *outer; /* per node: alive and outermost (the events' loops ask it) */
    int *kids, *links, *nkids; /* blossom b = node n + i: its cycle kids[i n + j], and
                                  links[i n + j] the half-edge from kid j to kid j + 1 */
    int *spare, nspare;        /* blossom ids not in use */
    int *scratch, *scratch2;   /* room for a cycle */
    int *seen, stamp;
} solver;

typedef struct event {
    int kind;
    int what; /* the half-edge that turns tight, or the blossom */
    pr_cost delta;
} event;

static int from(const solver *s, int h)
{
    return s->ends[h];
}

static int to(const solver *s, int h)
{
    return s->ends[h ^ 1];
}

static inline pr_cost slack(const solver *s, int h)
{
    return s->cost2[h >> 1] - s->pot[from(s, h)] - s->pot[to(s, h)];
}

static int *cell(const solver *s, int x, int z)
{
    return &s->cheapest[(size_t)x * (size_t)s->nodes + (size_t)z];
}

/* Half-edge h of slack sh is to be kept rather than best (-1 none) of slack
 * best_slack, of two running between the same two nodes: less slack, or the
 * same and its edge added first. */
static int beats(int h, pr_cost sh, int best, pr_cost best_slack)
{
    return best < 0 || sh < best_slack || (sh == best_slack && (h >> 1) < (best >> 1));
}

static int is_outermost(const solver *s, int x)
{
    return s->outer[x];
}

/* The slack now of node x's kept edge: rate 1 for an unlabelled node's
 * from_even (an even end rises), 2 for an even node's to_even (both do). */
static pr_cost held_slack(const solver *s, int x, int rate)
{
    return s->held[x] - rate * s->moved;
}

/* Offers half-edge h (-1 none) as node x's from_even (rate 1) or to_even
 * (rate 2) edge *best. */
static void offer(solver *s, int *best, int x, int h, int rate)
{
    if (h < 0)
        return;
    pr_cost sh = slack(s, h);
    if (beats(h, sh, *best, held_slack(s, x, rate))) {
        *best = h;
        s->held[x] = sh + rate * s->moved;
    }
}

static int *kids_of(const solver *s, int b)
{
    return s->kids + (size_t)(b - s->n) * (size_t)s->n;
}

static int *links_of(const solver *s, int b)
{
    return s->links + (size_t)(b - s->n) * (size_t)s->n;
}

/* The child of blossom b that holds vertex v. */
static int child_holding(const solver *s, int v, int b)
{
    while (s->parent[v] != b)
        v = s->parent[v];
    return v;
}

static int index_of(const int *items, int count, int item)
{
    int i = 0;
    while (i < count - 1 && items[i] != item)
        i++;
    return i;
}

/* ---- the tree ---- */

/* The node above x in the tree: an odd node's even parent, an even node's odd
 * mate; -1 above the root. */
static int above(const solver *s, int x)
{
    if (s->label[x] == ODD)
        return s->outermost[from(s, s->tree_edge[x])];
    int m = s->mate[s->base[x]];
    return m < 0 ? -1 : s->outermost[to(s, m)];
}

/* Node x joins the tree: its vertices are listed (each once a search), so that
 * move_duals walks them instead of every vertex. */
static void join_tree(solver *s, int x)
{
    int depth = 0;
    s->stack[depth++] = x;
    while (depth > 0) {
        int y = s->stack[--depth];
        if (y >= s->n) {
            for (int i = 0; i < s->nkids[y]; i++)
                s->stack[depth++] = kids_of(s, y)[i];
        } else if (s->listed[y] != s->searches) {
            s->listed[y] = s->searches;
            s->tree_vertices[s->ntree++] = y;
        }
    }
}

/* x turns even: its edges become candidates for growing and shrinking (an
 * odd node's from_even is not read while it is odd, and is made again when
 * expand leaves it unlabelled). */
static void become_even(solver *s, int x)
{
    join_tree(s, x);
    s->label[x] = EVEN;
    s->to_even[x] = -1;
    for (int z = 0; z < s->nodes; z++) {
        int h;
        if (z == x || !is_outermost(s, z) || s->label[z] == ODD ||
            (h = *cell(s, x, z)) < 0)
            continue;
        if (s->label[z] == EVEN) {
            offer(s, &s->to_even[x], x, h, 2);
            offer(s, &s->to_even[z], z, h ^ 1, 2);
        } else {
            offer(s, &s->from_even[z], z, h, 1);
        }
    }
}

static void plant_tree(solver *s, int root)
{
    s->moved = 0;
    s->searches++;
    s->ntree = 0;
    for (int x = 0; x < s->nodes; x++)
        if (is_outermost(s, x)) {
            s->label[x] = UNLABELLED;
            s->from_even[x] = -1;
        }
    become_even(s, s->outermost[root]);
}

/* ---- the duals ---- */

static void consider(event *best, int kind, int what, pr_cost delta)
{
    if (best->kind == NO_EVENT || delta < best->delta) {
        best->kind = kind;
        best->what = what;
        best->delta = delta;
    }
}

/* The event that the least change of the duals brings about. */
static event next_event(const solver *s)
{
    event e = {NO_EVENT, -1, 0};
    for (int x = 0; x < s->nodes; x++) {
        if (!is_outermost(s, x))
            continue;
        if (s->label[x] == UNLABELLED && s->from_even[x] >= 0)
            consider(&e, GROW, s->from_even[x], held_slack(s, x, 1));
        else if (s->label[x] == EVEN && s->to_even[x] >= 0)
            consider(&e, SHRINK, s->to_even[x], held_slack(s, x, 2) / 2);
        else if (s->label[x] == ODD && x >= s->n)
            consider(&e, EXPAND, x, s->y[x]);
    }
    return e;
}

static void move_duals(solver *s, pr_cost delta)
{
    for (int i = 0; i < s->ntree; i++) {
        int v = s->tree_vertices[i], label = s->label[s->outermost[v]];
        if (label == EVEN)
            s->pot[v] += delta;
        else if (label == ODD)
            s->pot[v] -= delta;
    }
    for (int b = s->n; b < s->nodes; b++) {
        if (!is_outermost(s, b))
            continue;
        if (s->label[b] == EVEN)
            s->y[b] += delta;
        else if (s->label[b] == ODD)
            s->y[b] -= delta;
    }
    /* an edge from an even node to an unlabelled one loses delta of slack, one
     * between two even nodes twice that (see held) */
    s->moved += delta;
}

/* ---- augmenting ---- */

static void rebase(solver *s, int node, int v);

/* Matches the edge h between kids k and l of a blossom, each rebased on its end. */
static void pair_across(solver *s, int k, int l, int h)
{
    rebase(s, k, from(s, h));
    rebase(s, l, to(s, h));
    s->mate[from(s, h)] = h;
    s->mate[to(s, h)] = h ^ 1;
}

/* Rematches the inside of `node` so that vertex v is its base, the one vertex
 * not matched inside: the kids are re-paired along the even side of the cycle
 * from v's kid to the old base's, and the cycle turns to start at v's kid.  The
 * mate of v itself is the caller's to set. */
static void rebase(solver *s, int node, int v)
{
    if (node < s->n)
        return;
    int k = s->nkids[node], *kid = kids_of(s, node), *link = links_of(s, node);
    int i = index_of(kid, k, child_holding(s, v, node));
    rebase(s, kid[i], v);
    if (i % 2 == 0)
        for (int t = i - 1; t >= 1; t -= 2) /* back round: (i-2, i-1) ... (0, 1) */
            pair_across(s, kid[t - 1], kid[t], link[t - 1]);
    else
        for (int t = i + 1; t < k; t += 2) /* on round: (i+1, i+2) ... (k-1, 0) */
            pair_across(s, kid[t], kid[(t + 1) % k], link[t]);
    for (int j = 0; j < k; j++) {
        s->scratch[j] = kid[(i + j) % k];
        s->scratch2[j] = link[(i + j) % k];
    }
    memcpy(kid, s->scratch, (size_t)k * sizeof *kid);
    memcpy(link, s->scratch2, (size_t)k * sizeof *link);
    s->base[node] = v;
}

/* h, from an even node, reaches a free one: flip the path from there to the root,
 * each node on it rebased where the path enters it. */
static void augment(solver *s, int h)
{
    int free_end = to(s, h);
    rebase(s, s->outermost[free_end], free_end);
    s->mate[free_end] = h ^ 1;
    int v = from(s, h), along = h; /* v is to be matched along `along` */
    for (;;) {
        int even = s->outermost[v];
        int up = s->mate[s->base[even]];
        rebase(s, even, v);
        s->mate[v] = along;
        if (up < 0)
            return; /* that was the root's node */
        int odd = s->outermost[to(s, up)], t = s->tree_edge[odd];
        rebase(s, odd, to(s, t));
        s->mate[to(s, t)] = t ^ 1;
        v = from(s, t);
        along = t;
    }
}

/* ---- the events ---- */

/* Returns 1 when the tree reached a free node and augmented. */
static int grow(solver *s, int h)
{
    int x = s->outermost[to(s, h)];
    int m = s->mate[s->base[x]];
    if (m < 0) {
        augment(s, h);
        return 1;
    }
    join_tree(s, x);
    s->label[x] = ODD;
    s->tree_edge[x] = h;
    become_even(s, s->outermost[to(s, m)]);
    return 0;
}

/* The even node two steps above even node x, -1 past the root. */
static int even_above(const solver *s, int x)
{
    int odd = above(s, x);
    return odd < 0 ? -1 : above(s, odd);
}

static int common_ancestor(solver *s, int a, int b)
{
    s->stamp++;
    for (;;) {
        if (a >= 0) {
            if (s->seen[a] == s->stamp)
                return a;
            s->seen[a] = s->stamp;
            a = even_above(s, a);
        }
        if (b >= 0) {
            if (s->seen[b] == s->stamp)
                return b;
            s->seen[b] = s->stamp;
            b = even_above(s, b);
        }
    }
}

/* The cycle's edge from kid k to the next kid l: a tree edge either way, or the
 * matched edge between their bases. */
static int cycle_link(const solver *s, int k, int l)
{
    if (s->label[l] == ODD && above(s, l) == k)
        return s->tree_edge[l];
    if (s->label[k] == ODD && above(s, k) == l)
        return s->tree_edge[k] ^ 1;
    return s->mate[s->base[k]];
}

/* The cycle closed by h between even nodes u and v, from their common ancestor:
 * down to u, across h, up from v. */
static int list_cycle(solver *s, int h, int *kid, int *link)
{
    int u = s->outermost[from(s, h)], v = s->outermost[to(s, h)];
    int top = common_ancestor(s, u, v), k = 0;
    for (int x = u;; x = above(s, x)) { /* u up to top, reversed below */
        kid[k++] = x;
        if (x == top)
            break;
    }
    for (int i = 0, j = k - 1; i < j; i++, j--) {
        int t = kid[i];
        kid[i] = kid[j];
        kid[j] = t;
    }
    for (int x = v; x != top; x = above(s, x))
        kid[k++] = x;
    for (int i = 0; i < k; i++) {
        int next = kid[(i + 1) % k];
        link[i] = kid[i] == u && next == v ? h : cycle_link(s, kid[i], next);
    }
    return k;
}

/* The outermost node around node x (x itself when outermost). */
static int outermost_of(const solver *s, int x)
{
    return s->outermost[s->base[x]];
}

/* A new blossom's row of cheapest edges: the least over its kids' rows. */
static void fill_row(solver *s, int b)
{
    int k = s->nkids[b], *kid = kids_of(s, b);
    for (int x = 0; x < s->nodes; x++) {
        if (!s->alive[x] || outermost_of(s, x) == b) {
            *cell(s, b, x) = -1;
            continue;
        }
        int h = -1;
        pr_cost least = 0;
        for (int i = 0; i < k; i++) {
            int c = *cell(s, kid[i], x);
            pr_cost sc = c < 0 ? 0 : slack(s, c);
            if (c >= 0 && beats(c, sc, h, least)) {
                h = c;
                least = sc;
            }
        }
        *cell(s, b, x) = h;
        *cell(s, x, b) = h < 0 ? -1 : h ^ 1;
    }
}

static void shrink(solver *s, int h)
{
    int b = s->spare[--s->nspare];
    int *kid = kids_of(s, b), *link = links_of(s, b);
    int k = list_cycle(s, h, kid, link);
    s->alive[b] = s->outer[b] = 1;
    s->parent[b] = -1;
    s->y[b] = 0;
    s->nkids[b] = k;
    s->base[b] = s->base[kid[0]];
    for (int i = 0; i < k; i++) {
        s->parent[kid[i]] = b;
        s->outer[kid[i]] = 0;
    }
    for (int v = 0; v < s->n; v++)
        if (s->parent[s->outermost[v]] == b)
            s->outermost[v] = b;
    fill_row(s, b);
    become_even(s, b);
}

/* Blossom b is taken apart (its kids' parent already -1): each vertex it held
 * now lies in the outermost kid that holds it.  Climbing from every vertex would
 * climb the nested blossoms once per vertex, and lexicographic costs nest them
 * deep; each node's answer is kept instead (in scratch, valid where seen holds
 * this stamp), so each node is climbed through once. */
static void regain_outermost(solver *s, int b)
{
    int stamp = ++s->stamp, *path = s->scratch2;
    for (int v = 0; v < s->n; v++) {
        if (s->outermost[v] != b)
            continue;
        int depth = 0, x = v;
        while (s->parent[x] >= 0 && s->seen[x] != stamp) {
            path[depth++] = x;
            x = s->parent[x];
        }
        int top = s->parent[x] >= 0 ? s->scratch[x] : x;
        for (int i = 0; i < depth; i++) {
            s->seen[path[i]] = stamp;
            s->scratch[path[i]] = top;
        }
        s->outermost[v] = top;
    }
}

static void expand(solver *s, int b)
{
    int k = s->nkids[b], *kid = kids_of(s, b), *link = links_of(s, b);
    int entry = index_of(kid, k, child_holding(s, to(s, s->tree_edge[b]), b));
    for (int i = 0; i < k; i++) {
        s->parent[kid[i]] = -1;
        s->outer[kid[i]] = 1;
        s->label[kid[i]] = UNLABELLED;
        s->from_even[kid[i]] = -1;
    }
    regain_outermost(s, b);
    s->alive[b] = s->outer[b] = 0;
    s->spare[s->nspare++] = b;
    /* the even-length way from the entry kid to the base kid stays in the tree */
    int step = entry % 2 == 0 ? -1 : 1;
    s->label[kid[entry]] = ODD;
    s->tree_edge[kid[entry]] = s->tree_edge[b];
    for (int i = entry; i != 0;) {
        int even = (i + step + k) % k, odd = (even + step + k) % k;
        s->label[kid[even]] = EVEN;
        s->label[kid[odd]] = ODD;
        s->tree_edge[kid[odd]] = step < 0 ? link[odd] ^ 1 : link[even];
        i = odd;
    }
    for (int i = 0; i < k; i++) {
        if (s->label[kid[i]] != UNLABELLED)
            continue;
        for (int z = 0; z < s->nodes; z++)
            if (is_outermost(s, z) && s->label[z] == EVEN)
                offer(s, &s->from_even[kid[i]], kid[i], *cell(s, z, kid[i]), 1);
    }
    for (int i = 0; i < k; i++)
        if (s->label[kid[i]] == EVEN)
            become_even(s, kid[i]);
}

/* One search from the free vertex `root`: 1 when it augmented, 0 when stuck. */
static int search_from(solver *s, int root)
{
    plant_tree(s, root);
    for (;;) {
        event e = next_event(s);
        if (e.kind == NO_EVENT)
            return 0;
        move_duals(s, e.delta);
        if (e.kind == GROW && grow(s, e.what))
            return 1;
        if (e.kind == SHRINK)
            shrink(s, e.what);
        if (e.kind == EXPAND)
            expand(s, e.what);
    }
}

/* ---- setting up ---- */

/* Free vertex v's potential rises by the least slack of its edges (every slack
 * stays >= 0), so that one of them at least is tight, and v is matched along
 * the first tight edge to a free vertex.  At half its cheapest edge's cost
 * alone, a vertex has few edges tight at both ends, and every vertex left
 * free costs a search. */
static void match_greedily(solver *s, int v)
{
    pr_cost least = 0;
    int any = 0;
    for (int u = 0; u < s->n; u++) {
        int h = *cell(s, v, u);
        if (h >= 0 && (!any || slack(s, h) < least))
            least = slack(s, h);
        any |= h >= 0;
    }
    s->pot[v] += least;
    for (int u = 0; u < s->n; u++) {
        int h = *cell(s, v, u);
        if (h >= 0 && s->mate[u] < 0 && slack(s, h) == 0) {
            s->mate[v] = h;
            s->mate[u] = h ^ 1;
            return;
        }
    }
}

/* The cheapest edge between each two vertices, each vertex's potential at its
 * cheapest edge (every slack >= 0), and a greedy start (match_greedily).
 * Returns 0 when some vertex has no edge at all. */
static int start(solver *s, const pr_graph *g)
{
    /* -1 throughout: every byte of it all ones */
    memset(s->cheapest, 0xff, (size_t)s->nodes * (size_t)s->nodes * sizeof *s->cheapest);
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1];
        s->cost2[e] = 2 * g->cost[e];
        if (a == b)
            continue;
        int *ab = cell(s, a, b);
        if (*ab < 0 || s->cost2[e] < s->cost2[*ab >> 1]) {
            *ab = 2 * e;
            *cell(s, b, a) = 2 * e + 1;
        }
    }
    /* each vertex's potential: its cheapest edge's cost, so that no slack is
     * negative (self-loops aside, which pair nobody) */
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1];
        for (int side = 0; side < 2 && a != b; side++) {
            int v = side ? b : a;
            if (!s->alive[v] || g->cost[e] < s->pot[v])
                s->pot[v] = g->cost[e];
            s->alive[v] = 1;
        }
    }
    for (int v = 0; v < s->n; v++) {
        if (!s->alive[v])
            return 0;
        s->parent[v] = -1;
        s->outermost[v] = s->base[v] = v;
        s->mate[v] = -1;
        s->outer[v] = 1;
    }
    for (int b = s->nodes - 1; b >= s->n; b--) {
        s->parent[b] = -1;
        s->spare[s->nspare++] = b;
    }
    for (int v = 0; v < s->n; v++)
        if (s->mate[v] < 0)
            match_greedily(s, v);
    return 1;
}

static void solver_free(solver *s)
{
    free(s->cost2); /* pot and y live in its block */
    free(s->cheapest);
    free(s->parent);
}

/* Everything in three blocks: costs, the cheapest-edge table, and the integers. */
static int solver_alloc(solver *s, const pr_graph *g)
{
    size_t n = (size_t)s->n, nodes = (size_t)s->nodes, blossoms = nodes - n;
    s->cost2 = pr_calloc((size_t)g->edges + 2 * n + 2 * nodes, sizeof *s->cost2);
    s->cheapest = pr_calloc(nodes * nodes, sizeof *s->cheapest);
    size_t ints = 12 * nodes + 4 * n + 2 * blossoms * n + 2 * blossoms;
    s->parent = pr_calloc(ints, sizeof *s->parent);
    if (!s->cost2 || !s->cheapest || !s->parent)
        return -1;
    s->pot = s->cost2 + g->edges;
    s->y = s->pot + n;
    s->held = s->y + nodes;
    int *p = s->parent + nodes;
    s->outermost = p, p += n;
    s->base = p, p += nodes;
    s->mate = p, p += n;
    s->listed = p, p += n;
    s->tree_vertices = p, p += n;
    s->stack = p, p += nodes;
    s->label = p, p += nodes;
    s->tree_edge = p, p += nodes;
    s->from_even = p, p += nodes;
    s->to_even = p, p += nodes;
    s->alive = p, p += nodes;
    s->outer = p, p += nodes;
    s->kids = p, p += blossoms * n;
    s->links = p, p += blossoms * n;
    s->nkids = p - n, p += blossoms; /* indexed by node */
    s->spare = p, p += blossoms;
    s->scratch = p, p += nodes;
    s->scratch2 = p, p += nodes;
    s->seen = p;
    return 0;
}

/* The duals of the blossoms holding both vertices a and b: an edge between them
 * crosses none of those sets, so its slack is c - pot(a) - pot(b) plus twice
 * this.  *crossed counts the blossoms of positive dual that it does cross. */
static pr_cost held_by_both(solver *s, int a, int b, int *crossed)
{
    int holds_a = ++s->stamp, holds_both = ++s->stamp;
    for (int x = s->parent[a]; x >= 0; x = s->parent[x])
        s->seen[x] = holds_a;
    pr_cost both = 0;
    *crossed = 0;
    for (int x = s->parent[b]; x >= 0; x = s->parent[x]) {
        if (s->seen[x] == holds_a) {
            s->seen[x] = holds_both;
            both += s->y[x];
        } else
            *crossed += s->y[x] > 0;
    }
    for (int x = s->parent[a]; x >= 0; x = s->parent[x])
        *crossed += s->seen[x] != holds_both && s->y[x] > 0;
    return both;
}

/* For the optimum the solver reached: crossings[e] is -1 when edge e has slack
 * (complementary slackness: no perfect matching of least cost uses it), else
 * the number of blossoms of positive dual it crosses.  A perfect matching of
 * tight edges costs the optimum plus the sum over those blossoms of y(B) times
 * (the times it crosses B, less one); it crosses each at least once, being odd,
 * so the optimal ones are exactly those whose crossings add up to the least:
 * each such blossom crossed once. */
static void count_crossings(solver *s, const pr_graph *g, int *crossings)
{
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1], crossed;
        crossings[e] = -1;
        if (a == b)
            continue;
        pr_cost both = held_by_both(s, a, b, &crossed);
        if (s->cost2[e] - s->pot[a] - s->pot[b] + 2 * both == 0)
            crossings[e] = crossed;
    }
}

/* The search itself; the solver is left for the caller to read and free. */
static int solve_cheapest(solver *s, const pr_graph *g, int *mate, pr_cost *total)
{
    memset(s, 0, sizeof *s);
    s->ends = g->ends;
    s->n = g->vertices;
    s->nodes = s->n + s->n / 2 + 1;
    if (s->n % 2)
        return 0;
    if (solver_alloc(s, g))
        return -1;
    int found = start(s, g);
    for (int r = 0; found && r < s->n; r++)
        if (s->mate[r] < 0)
            found = search_from(s, r);
    if (found) {
        *total = 0;
        for (int v = 0; v < s->n; v++) {
            mate[v] = to(s, s->mate[v]);
            if (mate[v] > v)
                *total += g->cost[s->mate[v] >> 1];
        }
    }
    return found;
}

int pr_matching_cheapest(const pr_graph *g, int *mate, pr_cost *total)
{
    solver s;
    int found = solve_cheapest(&s, g, mate, total);
    solver_free(&s);
    return found;
}

int pr_matching_cheapest_face(const pr_graph *g, int *mate, pr_cost *total,
                              int *crossings)
{
    solver s;
    int found = solve_cheapest(&s, g, mate, total);
    if (found == 1)
        count_crossings(&s, g, crossings);
    solver_free(&s);
    return found;
}

/* ---- the least cost over pairs the graph may lack ---- */

/* Solving on the few pairs likely to matter and then pricing the rest (as
 * column generation does in linear programming) gives the same optimum: when
 * no pair left out has a negative slack under the final duals, those duals
 * are feasible for the whole graph, and the matching's cost, equal to their
 * value, is a lower bound on every perfect matching of it.  A pair that does
 * have one joins the graph and the graph is solved again.  Two such rounds at
 * most; then every pair joins, so the work stays that of one whole solve a few
 * times over. */
#define PRICING_ROUNDS 2

typedef struct pricing {
    pr_graph *g;
    pr_pair_price price;
    void *ctx;
    unsigned char *known; /* a bit for each pair a < b that the graph holds */
} pricing;

static size_t pair_index(const pricing *p, int a, int b)
{
    return a < b ? (size_t)a * (size_t)p->g->vertices + (size_t)b
                 : (size_t)b * (size_t)p->g->vertices + (size_t)a;
}

static int is_known(const pricing *p, int a, int b)
{
    size_t i = pair_index(p, a, b);
    return p->known[i / 8] >> (i % 8) & 1;
}

static void mark_known(pricing *p, int a, int b)
{
    size_t i = pair_index(p, a, b);
    p->known[i / 8] |= (unsigned char)(1u << (i % 8));
}

/* The least cost a-b must have to have no negative slack under the duals of s,
 * as they stand on its ends: half their potentials, rounded up (a blossom
 * holding both only adds to the slack). */
static pr_cost slack_floor(const solver *s, int a, int b)
{
    return (s->pot[a] + s->pot[b] + 1) >> 1; /* costs are doubled inside */
}

/* Does pair a-b, of cost c, have a negative slack under the duals s reached? */
static int priced_below(solver *s, int a, int b, pr_cost c)
{
    pr_cost least = 2 * c - s->pot[a] - s->pot[b];
    int top = s->outermost[a], crossed;
    if (least >= 0 || top != s->outermost[b])
        return least < 0;
    if (least + 2 * s->y[top] >= 0) /* the outermost blossom holds both */
        return 0;
    return least + 2 * held_by_both(s, a, b, &crossed) < 0;
}

/* Adds the pairs the graph lacks that the price allows and that have a negative
 * slack under the duals of s (NULL: all of them); how many, -1 when out of
 * memory. */
static int add_priced(pricing *p, solver *s)
{
    int n = p->g->vertices, added = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            pr_cost c;
            if (is_known(p, a, b) ||
                !p->price(p->ctx, a, b, s ? slack_floor(s, a, b) : PR_COST_MAX, &c) ||
                (s && !priced_below(s, a, b, c)))
                continue;
            if (pr_graph_add(p->g, a, b, c))
                return -1;
            mark_known(p, a, b);
            added++;
        }
    return added;
}

int pr_matching_cheapest_priced(pr_graph *g, int *mate, pr_cost *total,
                                pr_pair_price price, void *ctx)
{
    size_t n = (size_t)g->vertices;
    if (n % 2)
        return 0;
    pricing p = {g, price, ctx, pr_calloc(n * n / 8 + 1, 1)};
    if (!p.known)
        return -1;
    for (int e = 0; e < g->edges; e++)
        if (g->ends[2 * e] != g->ends[2 * e + 1])
            mark_known(&p, g->ends[2 * e], g->ends[2 * e + 1]);
    int found;
    for (int round = 0;; round++) {
        solver s;
        found = solve_cheapest(&s, g, mate, total);
        int added =
            found < 0 ? 0 : add_priced(&p, found && round < PRICING_ROUNDS ? &s : NULL);
        solver_free(&s);
        if (added < 0)
            found = -1;
        if (found < 0 || added == 0)
            break;
    }
    free(p.known);
    return found;
}
