/*
 * cardinality.c - a maximum matching in a general graph: how many pairs a set
 * of players can make at once (Edmonds 1965, with the path labels of Gabow 1976).
 *
 * Start from a greedy matching; then from each free vertex in turn grow an
 * alternating tree breadth first.  Vertices at even distance from the root are
 * OUTER and may use any edge; those at odd distance are INNER: they came in by
 * an unmatched edge and go on by their matched one.  An edge from an outer
 * vertex to a free vertex outside the tree ends an augmenting path; to a matched
 * one, it grows the tree by two.  An edge joining two outer vertices closes an
 * odd cycle, a blossom, and every inner vertex on it turns outer, since going
 * round the cycle the other way reaches it at even length.
 *
 * Blossoms are never built as objects.  A union-find maps each vertex to the base
 * of the outermost blossom holding it (edges inside one are useless), and each
 * vertex that turned outer in a blossom keeps the edge that closed it, its
 * bridge.  The even path from any outer vertex to the root then follows from
 * the labels alone (trace_path).  A root from which no augmenting path exists
 * never has one later (Edmonds), so each vertex is searched from at most once.
 */
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"

enum { UNREACHED = 0, OUTER, INNER };

typedef struct search {
    int n;
    const int
        *first; /* adjacency: the neighbours of v are near[first[v] .. first[v+1]) */
    const int *near;
    int *mate;
    int root;
    unsigned char *label;
    int *parent;      /* an inner vertex: the outer vertex that reached it */
    int *bridge_near; /* an outer vertex made so by a blossom: the closing edge, from */
    int *bridge_far;  /* its own side of the cycle to the other; -1 otherwise */
    int *blossom;     /* union-find toward the base of the outermost blossom */
    int *queue, head, tail;
    int *seen, stamp; /* marks for the walk to the common ancestor */
    int *path, length;
} search;

static int base_of(search *s, int v)
{
    int b = v;
    while (s->blossom[b] != b)
        b = s->blossom[b];
    while (s->blossom[v] != b) { /* halve the next walk */
        int up = s->blossom[v];
        s->blossom[v] = b;
        v = up;
    }
    return b;
}

/* The base one step nearer the root: through the base's mate (inner) and the
 * outer vertex that reached it; -1 at the root. */
static int base_above(search *s, int b)
{
    if (b == s->root)
        return -1;
    return base_of(s, s->parent[s->mate[b]]);
}

/* The base of the smallest blossom-to-be holding both outer vertices a and b:
 * walk up from both at once, each marking its bases, until one meets a mark. */
static int common_base(search *s, int a, int b)
{
    s->stamp++;
    a = base_of(s, a);
    b = base_of(s, b);
    for (;;) {
        if (a >= 0) {
            if (s->seen[a] == s->stamp)
                return a;
            s->seen[a] = s->stamp;
            a = base_above(s, a);
        }
        if (b >= 0) {
            if (s->seen[b] == s->stamp)
                return b;
            s->seen[b] = s->stamp;
            b = base_above(s, b);
        }
    }
}

/* The cycle closed by near-far, on near's side from near up to `top`: each base's
 * mate turns outer with the bridge near -> far, and joins the blossom of top. */
static void absorb_side(search *s, int near, int far, int top)
{
    for (int b = base_of(s, near); b != top;) {
        int inner = s->mate[b];
        s->bridge_near[inner] = near;
        s->bridge_far[inner] = far;
        s->label[inner] = OUTER;
        s->queue[s->tail++] = inner;
        s->blossom[b] = top;
        s->blossom[inner] = top;
        b = base_of(s, s->parent[inner]);
    }
}

static void shrink_blossom(search *s, int v, int w)
{
    int top = common_base(s, v, w);
    absorb_side(s, v, w, top);
    absorb_side(s, w, v, top);
}

static void emit(search *s, int v)
{
    s->path[s->length++] = v;
}

/* The even alternating path from outer vertex x toward the root, starting with
 * x's matched edge and ending at `stop` (a vertex that turned outer in a blossom
 * and lies on that path) or at the root when stop is -1; written forward (x
 * first) or backward.  A vertex made outer by a blossom goes round the cycle: back
 * from the near end of its bridge to itself, across the bridge, and on from the
 * far end. */
static void trace_path(search *s, int x, int stop, int forward)
{
    if (s->bridge_near[x] >= 0) {
        int near = s->bridge_near[x], far = s->bridge_far[x];
        if (forward) {
            trace_path(s, near, x, 0);
            trace_path(s, far, stop, 1);
        } else {
            trace_path(s, far, stop, 0);
            trace_path(s, near, x, 1);
        }
        return;
    }
    if (s->mate[x] < 0) { /* the root */
        emit(s, x);
        return;
    }
    int inner = s->mate[x];
    if (forward) {
        emit(s, x);
        emit(s, inner);
        if (inner != stop)
            trace_path(s, s->parent[inner], stop, 1);
    } else {
        if (inner != stop)
            trace_path(s, s->parent[inner], stop, 0);
        emit(s, inner);
        emit(s, x);
    }
}

/* free - v - (the path from v to the root): every other edge changes sides. */
static void augment(search *s, int v, int free)
{
    s->length = 0;
    emit(s, free);
    trace_path(s, v, -1, 1);
    for (int i = 0; i + 1 < s->length; i += 2) {
        s->mate[s->path[i]] = s->path[i + 1];
        s->mate[s->path[i + 1]] = s->path[i];
    }
}

static void start_tree(search *s, int root)
{
    for (int v = 0; v < s->n; v++) {
        s->label[v] = UNREACHED;
        s->blossom[v] = v;
        s->bridge_near[v] = -1;
    }
    s->root = root;
    s->label[root] = OUTER;
    s->head = s->tail = 0;
    s->queue[s->tail++] = root;
}

/* Grows the tree from `root` until an augmenting path is found (and used). */
static int grow_from(search *s, int root)
{
    start_tree(s, root);
    while (s->head < s->tail) {
        int v = s->queue[s->head++];
        for (int k = s->first[v]; k < s->first[v + 1]; k++) {
            int w = s->near[k];
            if (s->label[w] == INNER || base_of(s, v) == base_of(s, w))
                continue;
            if (s->label[w] == OUTER) {
                shrink_blossom(s, v, w);
            } else if (s->mate[w] < 0) {
                augment(s, v, w);
                return 1;
            } else {
                s->label[w] = INNER;
                s->parent[w] = v;
                s->label[s->mate[w]] = OUTER;
                s->queue[s->tail++] = s->mate[w];
            }
        }
    }
    return 0;
}

/* Both directions of every edge, grouped by vertex. */
static void build_adjacency(const pr_graph *g, int *first, int *near)
{
    int n = g->vertices;
    memset(first, 0, ((size_t)n + 1) * sizeof *first);
    for (int e = 0; e < g->edges; e++) {
        first[g->ends[2 * e] + 1]++;
        first[g->ends[2 * e + 1] + 1]++;
    }
    for (int v = 0; v < n; v++)
        first[v + 1] += first[v];
    int *fill = first + n + 1; /* scratch after first[n] */
    memcpy(fill, first, (size_t)n * sizeof *fill);
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1];
        near[fill[a]++] = b;
        near[fill[b]++] = a;
    }
}

static int count_pairs(const int *mate, int n)
{
    int pairs = 0;
    for (int v = 0; v < n; v++)
        pairs += mate[v] > v;
    return pairs;
}

int pr_matching_largest(const pr_graph *g, int *mate)
{
    int n = g->vertices;
    size_t nn = (size_t)n + 1;
    int *first = pr_calloc(2 * nn, sizeof *first);
    int *near = pr_calloc(2 * (size_t)g->edges + 1, sizeof *near);
    int *ints = pr_calloc(7 * nn, sizeof *ints);
    unsigned char *label = pr_calloc(nn, 1);
    if (!first || !near || !ints || !label) {
        free(first);
        free(near);
        free(ints);
        free(label);
        return -1;
    }
    build_adjacency(g, first, near);
    search s = {.n = n,
                .first = first,
                .near = near,
                .mate = mate,
                .root = -1,
                .label = label,
                .parent = ints,
                .bridge_near = ints + nn,
                .bridge_far = ints + 2 * nn,
                .blossom = ints + 3 * nn,
                .queue = ints + 4 * nn,
                .seen = ints + 5 * nn,
                .path = ints + 6 * nn};
    for (int v = 0; v < n; v++)
        mate[v] = -1;
    for (int v = 0; v < n; v++) /* greedy start: the first free neighbour */
        for (int k = first[v]; k < first[v + 1] && mate[v] < 0; k++)
            if (mate[near[k]] < 0 && near[k] != v)
                mate[v] = near[k], mate[near[k]] = v;
    for (int v = 0; v < n; v++)
        if (mate[v] < 0)
            grow_from(&s, v);
    free(first);
    free(near);
    free(ints);
    free(label);
    return count_pairs(mate, n);
}
