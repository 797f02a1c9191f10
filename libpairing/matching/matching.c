/*
 * matching.c - maximum-weight matching in general graphs (Edmonds' blossoms
 * with Galil's O(n^3) primal-dual scheme).
 *
 * The Swiss engines use it on small sets of players: to know whether the
 * unpaired rest can still be paired (every edge the same weight, maximum
 * cardinality), and to find the pairing that is best by the rules' priorities
 * (weights that put fewer rematches first, then fewer pairs across score groups
 * from the top group down).  Weights are 128-bit so that a whole lexicographic
 * order of priorities fits in one number.
 *
 * Vertex duals u, blossom duals z; an edge (i, j) of weight w has slack
 * u_i + u_j - 2w (+ the z of blossoms it lies in, which stay tight).  Weights are
 * doubled on entry so that every dual stays an integer.  Each stage grows
 * alternating trees from the free vertices (S and T labels), shrinks odd cycles
 * into blossoms, and either augments or changes the duals by the largest step
 * that keeps them feasible.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum { FREE = 0, S_LABEL = 1, T_LABEL = 2, BREADCRUMB = 5 };

typedef struct list {
    int *items;
    int count, cap;
} list;

typedef struct blossom_state {
    int n, nedges;
    const int *eu, *ev;
    pr_weight *w;       /* doubled weights */
    int *endpoint;      /* 2 per edge: endpoint[2k] = eu[k], endpoint[2k+1] = ev[k] */
    list *neighbend;    /* per vertex: remote endpoints of its edges */
    int *mate;          /* remote endpoint of the matched edge, -1 */
    int *label;         /* 2n: FREE, S_LABEL, T_LABEL (| BREADCRUMB while scanning) */
    int *labelend;      /* 2n: endpoint through which the label came, -1 */
    int *inblossom;     /* n: top-level blossom holding the vertex */
    int *blossomparent; /* 2n */
    list *childs;       /* 2n: sub-blossoms, from the base around the cycle */
    list *endps;        /* 2n: the endpoints joining consecutive children */
    int *blossombase;   /* 2n */
    int *bestedge;      /* 2n: least-slack edge to an S-blossom, -1 */
    list *bestedges;    /* 2n: for S-blossoms, least-slack edges to other S-blossoms */
    int *has_bestedges; /* 2n */
    int *unused;        /* stack of unused blossom numbers */
    int nunused;
    pr_weight *dual; /* 2n */
    char *allowed;   /* per edge: known to have zero slack */
    list queue;      /* S-vertices whose edges are still to scan */
    int *scratch;    /* 2n, for addBlossom */
    int *leaves;     /* n, for collecting leaves */
    int failed;      /* out of memory */
} blossom_state;

/* ---- small helpers ---- */

static void list_push(blossom_state *s, list *l, int item)
{
    if (s->failed)
        return;
    if (pr_grow((void **)&l->items, &l->cap, l->count + 1, sizeof *l->items)) {
        s->failed = 1;
        return;
    }
    l->items[l->count++] = item;
}

static void list_reset(list *l)
{
    l->count = 0;
}

static pr_weight slack(const blossom_state *s, int k)
{
    return s->dual[s->eu[k]] + s->dual[s->ev[k]] - 2 * s->w[k];
}

/* The leaf vertices of blossom b, appended to out from position *count. */
static void blossom_leaves(const blossom_state *s, int b, int *out, int *count)
{
    if (b < s->n) {
        out[(*count)++] = b;
        return;
    }
    for (int i = 0; i < s->childs[b].count; i++)
        blossom_leaves(s, s->childs[b].items[i], out, count);
}

static void queue_push(blossom_state *s, int v)
{
    list_push(s, &s->queue, v);
}

/* ---- labels ---- */

static void assign_label(blossom_state *s, int w, int t, int p)
{
    for (;;) {
        int b = s->inblossom[w];
        s->label[w] = s->label[b] = t;
        s->labelend[w] = s->labelend[b] = p;
        s->bestedge[w] = s->bestedge[b] = -1;
        if (t == S_LABEL) {
            int count = 0;
            blossom_leaves(s, b, s->leaves, &count);
            for (int i = 0; i < count; i++)
                queue_push(s, s->leaves[i]);
            return;
        }
        /* a T-blossom: its base's mate becomes an S-vertex */
        int base = s->blossombase[b];
        int m = s->mate[base];
        w = s->endpoint[m];
        t = S_LABEL;
        p = m ^ 1;
    }
}

/* Walks back from v and w to find a common S-ancestor (a new blossom's base), or
 * -1 when the two trees differ (an augmenting path). */
static int scan_blossom(blossom_state *s, int v, int w)
{
    int *path = s->scratch, npath = 0, base = -1;
    while (v != -1 || w != -1) {
        int b = s->inblossom[v];
        if (s->label[b] & 4) {
            base = s->blossombase[b];
            break;
        }
        path[npath++] = b;
        s->label[b] = BREADCRUMB;
        if (s->labelend[b] == -1) {
            v = -1;
        } else {
            v = s->endpoint[s->labelend[b]];
            b = s->inblossom[v];
            v = s->endpoint[s->labelend[b]];
        }
        if (w != -1) {
            int t = v;
            v = w;
            w = t;
        }
    }
    for (int i = 0; i < npath; i++)
        s->label[path[i]] = S_LABEL;
    return base;
}

/* ---- making a blossom ---- */

static void reverse(int *items, int count)
{
    for (int i = 0, j = count - 1; i < j; i++, j--) {
        int t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

/* Edge k from new blossom b: the least slack to each other S-blossom wins. */
static void consider_best_edge(blossom_state *s, int b, int k, int *bestedgeto)
{
    int c = s->inblossom[s->ev[k]] == b ? s->eu[k] : s->ev[k];
    int bj = s->inblossom[c];
    if (bj != b && s->label[bj] == S_LABEL &&
        (bestedgeto[bj] == -1 || slack(s, k) < slack(s, bestedgeto[bj])))
        bestedgeto[bj] = k;
}

static void collect_best_edges(blossom_state *s, int b, int *bestedgeto)
{
    list *path = &s->childs[b];
    for (int i = 0; i < path->count; i++) {
        int bv = path->items[i];
        int count = 0;
        if (s->has_bestedges[bv]) {
            for (int e = 0; e < s->bestedges[bv].count; e++)
                consider_best_edge(s, b, s->bestedges[bv].items[e], bestedgeto);
        } else {
            blossom_leaves(s, bv, s->leaves, &count);
            for (int l = 0; l < count; l++) {
                const list *edges = &s->neighbend[s->leaves[l]];
                for (int e = 0; e < edges->count; e++)
                    consider_best_edge(s, b, edges->items[e] / 2, bestedgeto);
            }
        }
        list_reset(&s->bestedges[bv]);
        s->has_bestedges[bv] = 0;
        s->bestedge[bv] = -1;
    }
}

static void add_blossom(blossom_state *s, int base, int k)
{
    int v = s->eu[k], w = s->ev[k];
    int bb = s->inblossom[base], bv = s->inblossom[v], bw = s->inblossom[w];
    int b = s->unused[--s->nunused];
    s->blossombase[b] = base;
    s->blossomparent[b] = -1;
    s->blossomparent[bb] = b;
    list *path = &s->childs[b], *endps = &s->endps[b];
    list_reset(path);
    list_reset(endps);
    while (bv != bb) {
        s->blossomparent[bv] = b;
        list_push(s, path, bv);
        list_push(s, endps, s->labelend[bv]);
        v = s->endpoint[s->labelend[bv]];
        bv = s->inblossom[v];
    }
    list_push(s, path, bb);
    if (s->failed)
        return;
    reverse(path->items, path->count);
    reverse(endps->items, endps->count);
    list_push(s, endps, 2 * k);
    while (bw != bb) {
        s->blossomparent[bw] = b;
        list_push(s, path, bw);
        list_push(s, endps, s->labelend[bw] ^ 1);
        w = s->endpoint[s->labelend[bw]];
        bw = s->inblossom[w];
    }
    if (s->failed)
        return;
    s->label[b] = S_LABEL;
    s->labelend[b] = s->labelend[bb];
    s->dual[b] = 0;
    int count = 0;
    blossom_leaves(s, b, s->leaves, &count);
    for (int i = 0; i < count; i++) {
        int leaf = s->leaves[i];
        if (s->label[s->inblossom[leaf]] == T_LABEL)
            queue_push(s, leaf); /* former T-vertices become S */
        s->inblossom[leaf] = b;
    }
    int *bestedgeto = s->scratch;
    for (int i = 0; i < 2 * s->n; i++)
        bestedgeto[i] = -1;
    collect_best_edges(s, b, bestedgeto);
    list_reset(&s->bestedges[b]);
    s->has_bestedges[b] = 1;
    s->bestedge[b] = -1;
    for (int i = 0; i < 2 * s->n; i++) {
        int e = bestedgeto[i];
        if (e == -1)
            continue;
        list_push(s, &s->bestedges[b], e);
        if (s->bestedge[b] == -1 || slack(s, e) < slack(s, s->bestedge[b]))
            s->bestedge[b] = e;
    }
}

/* ---- taking a blossom apart ---- */

static int index_of(const list *l, int item)
{
    for (int i = 0; i < l->count; i++)
        if (l->items[i] == item)
            return i;
    return -1;
}

/* Child j of a blossom, counting around the cycle (j may be negative). */
static int child_at(const list *l, int j)
{
    return l->items[(j % l->count + l->count) % l->count];
}

static void relabel_expanded_t_blossom(blossom_state *s, int b)
{
    list *childs = &s->childs[b], *endps = &s->endps[b];
    int entrychild = s->inblossom[s->endpoint[s->labelend[b] ^ 1]];
    int j = index_of(childs, entrychild), jstep, endptrick;
    if (j & 1) {
        j -= childs->count;
        jstep = 1, endptrick = 0;
    } else {
        jstep = -1, endptrick = 1;
    }
    int p = s->labelend[b];
    while (j != 0) {
        s->label[s->endpoint[p ^ 1]] = FREE;
        s->label[s->endpoint[child_at(endps, j - endptrick) ^ endptrick ^ 1]] = FREE;
        assign_label(s, s->endpoint[p ^ 1], T_LABEL, p);
        s->allowed[child_at(endps, j - endptrick) / 2] = 1;
        j += jstep;
        p = child_at(endps, j - endptrick) ^ endptrick;
        s->allowed[p / 2] = 1;
        j += jstep;
    }
    int bv = child_at(childs, j);
    s->label[s->endpoint[p ^ 1]] = s->label[bv] = T_LABEL;
    s->labelend[s->endpoint[p ^ 1]] = s->labelend[bv] = p;
    s->bestedge[bv] = -1;
    j += jstep;
    while (child_at(childs, j) != entrychild) {
        bv = child_at(childs, j);
        j += jstep;
        if (s->label[bv] == S_LABEL)
            continue;
        int count = 0, labelled = -1;
        blossom_leaves(s, bv, s->leaves, &count);
        for (int i = 0; i < count && labelled < 0; i++)
            if (s->label[s->leaves[i]] != FREE)
                labelled = s->leaves[i];
        if (labelled >= 0) {
            s->label[labelled] = FREE;
            s->label[s->endpoint[s->mate[s->blossombase[bv]]]] = FREE;
            assign_label(s, labelled, T_LABEL, s->labelend[labelled]);
        }
    }
}

static void expand_blossom(blossom_state *s, int b, int endstage)
{
    list *childs = &s->childs[b];
    for (int i = 0; i < childs->count; i++) {
        int c = childs->items[i];
        s->blossomparent[c] = -1;
        if (c < s->n) {
            s->inblossom[c] = c;
        } else if (endstage && s->dual[c] == 0) {
            expand_blossom(s, c, endstage);
        } else {
            int count = 0;
            blossom_leaves(s, c, s->leaves, &count);
            for (int l = 0; l < count; l++)
                s->inblossom[s->leaves[l]] = c;
        }
    }
    if (!endstage && s->label[b] == T_LABEL)
        relabel_expanded_t_blossom(s, b);
    s->label[b] = s->labelend[b] = -1;
    list_reset(&s->childs[b]);
    list_reset(&s->endps[b]);
    s->blossombase[b] = -1;
    list_reset(&s->bestedges[b]);
    s->has_bestedges[b] = 0;
    s->bestedge[b] = -1;
    s->unused[s->nunused++] = b;
}

/* ---- augmenting ---- */

static void rotate(list *l, int first)
{
    int *tmp = l->items;
    int n = l->count;
    /* rotate left by `first` in place: three reversals */
    reverse(tmp, first);
    reverse(tmp + first, n - first);
    reverse(tmp, n);
}

static void augment_blossom(blossom_state *s, int b, int v)
{
    int t = v;
    while (s->blossomparent[t] != b)
        t = s->blossomparent[t];
    if (t >= s->n)
        augment_blossom(s, t, v);
    list *childs = &s->childs[b], *endps = &s->endps[b];
    int i = index_of(childs, t), j = i, jstep, endptrick;
    if (i & 1) {
        j -= childs->count;
        jstep = 1, endptrick = 0;
    } else {
        jstep = -1, endptrick = 1;
    }
    while (j != 0) {
        j += jstep;
        t = child_at(childs, j);
        int p = child_at(endps, j - endptrick) ^ endptrick;
        if (t >= s->n)
            augment_blossom(s, t, s->endpoint[p]);
        j += jstep;
        t = child_at(childs, j);
        if (t >= s->n)
            augment_blossom(s, t, s->endpoint[p ^ 1]);
        s->mate[s->endpoint[p]] = p ^ 1;
        s->mate[s->endpoint[p ^ 1]] = p;
    }
    rotate(childs, i);
    rotate(endps, i);
    s->blossombase[b] = s->blossombase[childs->items[0]];
}

static void augment_matching(blossom_state *s, int k)
{
    int starts[2] = {s->eu[k], s->ev[k]}, ends[2] = {2 * k + 1, 2 * k};
    for (int side = 0; side < 2; side++) {
        int v = starts[side], p = ends[side];
        for (;;) {
            int bs = s->inblossom[v];
            if (bs >= s->n)
                augment_blossom(s, bs, v);
            s->mate[v] = p;
            if (s->labelend[bs] == -1)
                break;
            int t = s->endpoint[s->labelend[bs]];
            int bt = s->inblossom[t];
            v = s->endpoint[s->labelend[bt]];
            int j = s->endpoint[s->labelend[bt] ^ 1];
            if (bt >= s->n)
                augment_blossom(s, bt, j);
            s->mate[j] = s->labelend[bt];
            p = s->labelend[bt] ^ 1;
        }
    }
}

/* ---- one stage: grow the trees until an augmenting path or no progress ---- */

static void consider_edge(blossom_state *s, int v, int p, int *augmented)
{
    int k = p / 2, w = s->endpoint[p];
    if (s->inblossom[v] == s->inblossom[w])
        return;
    pr_weight kslack = 0;
    if (!s->allowed[k]) {
        kslack = slack(s, k);
        if (kslack <= 0)
            s->allowed[k] = 1;
    }
    int bw = s->inblossom[w];
    if (s->allowed[k]) {
        if (s->label[bw] == FREE) {
            assign_label(s, w, T_LABEL, p ^ 1);
        } else if (s->label[bw] == S_LABEL) {
            int base = scan_blossom(s, v, w);
            if (base >= 0) {
                add_blossom(s, base, k);
            } else {
                augment_matching(s, k);
                *augmented = 1;
            }
        } else if (s->label[w] == FREE) {
            s->label[w] = T_LABEL;
            s->labelend[w] = p ^ 1;
        }
    } else if (s->label[bw] == S_LABEL) {
        int b = s->inblossom[v];
        if (s->bestedge[b] == -1 || kslack < slack(s, s->bestedge[b]))
            s->bestedge[b] = k;
    } else if (s->label[w] == FREE) {
        if (s->bestedge[w] == -1 || kslack < slack(s, s->bestedge[w]))
            s->bestedge[w] = k;
    }
}

/* The largest dual change that keeps feasibility; returns its kind (1-4). */
static int choose_delta(blossom_state *s, int max_cardinality, pr_weight *delta,
                        int *edge, int *blossom)
{
    int type = -1, n = s->n;
    if (!max_cardinality) {
        type = 1;
        *delta = s->dual[0];
        for (int v = 1; v < n; v++)
            if (s->dual[v] < *delta)
                *delta = s->dual[v];
    }
    for (int v = 0; v < n; v++) {
        if (s->label[s->inblossom[v]] == FREE && s->bestedge[v] != -1) {
            pr_weight d = slack(s, s->bestedge[v]);
            if (type == -1 || d < *delta)
                *delta = d, type = 2, *edge = s->bestedge[v];
        }
    }
    for (int b = 0; b < 2 * n; b++) {
        if (s->blossomparent[b] == -1 && s->label[b] == S_LABEL && s->bestedge[b] != -1) {
            pr_weight d = slack(s, s->bestedge[b]) / 2;
            if (type == -1 || d < *delta)
                *delta = d, type = 3, *edge = s->bestedge[b];
        }
    }
    for (int b = n; b < 2 * n; b++) {
        if (s->blossombase[b] >= 0 && s->blossomparent[b] == -1 &&
            s->label[b] == T_LABEL && (type == -1 || s->dual[b] < *delta))
            *delta = s->dual[b], type = 4, *blossom = b;
    }
    if (type == -1) { /* no further progress: make the duals optimal and stop */
        type = 1;
        *delta = s->dual[0];
        for (int v = 1; v < n; v++)
            if (s->dual[v] < *delta)
                *delta = s->dual[v];
        if (*delta < 0)
            *delta = 0;
    }
    return type;
}

static void apply_delta(blossom_state *s, pr_weight delta)
{
    int n = s->n;
    for (int v = 0; v < n; v++) {
        int l = s->label[s->inblossom[v]];
        if (l == S_LABEL)
            s->dual[v] -= delta;
        else if (l == T_LABEL)
            s->dual[v] += delta;
    }
    for (int b = n; b < 2 * n; b++) {
        if (s->blossombase[b] >= 0 && s->blossomparent[b] == -1) {
            if (s->label[b] == S_LABEL)
                s->dual[b] += delta;
            else if (s->label[b] == T_LABEL)
                s->dual[b] -= delta;
        }
    }
}

static int run_stage(blossom_state *s, int max_cardinality)
{
    int n = s->n, augmented = 0;
    memset(s->label, 0, 2 * (size_t)n * sizeof *s->label);
    for (int b = 0; b < 2 * n; b++)
        s->bestedge[b] = -1;
    for (int b = n; b < 2 * n; b++) {
        list_reset(&s->bestedges[b]);
        s->has_bestedges[b] = 0;
    }
    memset(s->allowed, 0, (size_t)s->nedges);
    list_reset(&s->queue);
    for (int v = 0; v < n; v++)
        if (s->mate[v] == -1 && s->label[s->inblossom[v]] == FREE)
            assign_label(s, v, S_LABEL, -1);
    for (;;) {
        while (s->queue.count > 0 && !augmented && !s->failed) {
            int v = s->queue.items[--s->queue.count];
            for (int i = 0; i < s->neighbend[v].count && !augmented; i++)
                consider_edge(s, v, s->neighbend[v].items[i], &augmented);
        }
        if (augmented || s->failed)
            return augmented;
        pr_weight delta = 0;
        int edge = -1, blossom = -1;
        int type = choose_delta(s, max_cardinality, &delta, &edge, &blossom);
        apply_delta(s, delta);
        if (type == 1)
            return 0;
        if (type == 2) {
            s->allowed[edge] = 1;
            int i = s->eu[edge];
            if (s->label[s->inblossom[i]] == FREE)
                i = s->ev[edge];
            queue_push(s, i);
        } else if (type == 3) {
            s->allowed[edge] = 1;
            queue_push(s, s->eu[edge]);
        } else {
            expand_blossom(s, blossom, 0);
        }
    }
}

/* ---- set-up and the public entry ---- */

static void state_free(blossom_state *s)
{
    for (int i = 0; s->neighbend && i < s->n; i++)
        free(s->neighbend[i].items);
    /* after a failed allocation any of the three arrays may be missing */
    for (int i = 0; i < 2 * s->n; i++) {
        if (s->childs)
            free(s->childs[i].items);
        if (s->endps)
            free(s->endps[i].items);
        if (s->bestedges)
            free(s->bestedges[i].items);
    }
    free(s->w);
    free(s->endpoint);
    free(s->neighbend);
    free(s->mate);
    free(s->label);
    free(s->labelend);
    free(s->inblossom);
    free(s->blossomparent);
    free(s->childs);
    free(s->endps);
    free(s->blossombase);
    free(s->bestedge);
    free(s->bestedges);
    free(s->has_bestedges);
    free(s->unused);
    free(s->dual);
    free(s->allowed);
    free(s->queue.items);
    free(s->scratch);
    free(s->leaves);
}

static int state_alloc(blossom_state *s)
{
    size_t n = (size_t)s->n, m = (size_t)s->nedges;
    s->w = pr_calloc(m, sizeof *s->w);
    s->endpoint = pr_calloc(2 * m, sizeof *s->endpoint);
    s->neighbend = pr_calloc(n, sizeof *s->neighbend);
    s->mate = pr_calloc(n, sizeof *s->mate);
    s->label = pr_calloc(2 * n, sizeof *s->label);
    s->labelend = pr_calloc(2 * n, sizeof *s->labelend);
    s->inblossom = pr_calloc(n, sizeof *s->inblossom);
    s->blossomparent = pr_calloc(2 * n, sizeof *s->blossomparent);
    s->childs = pr_calloc(2 * n, sizeof *s->childs);
    s->endps = pr_calloc(2 * n, sizeof *s->endps);
    s->blossombase = pr_calloc(2 * n, sizeof *s->blossombase);
    s->bestedge = pr_calloc(2 * n, sizeof *s->bestedge);
    s->bestedges = pr_calloc(2 * n, sizeof *s->bestedges);
    s->has_bestedges = pr_calloc(2 * n, sizeof *s->has_bestedges);
    s->unused = pr_calloc(n, sizeof *s->unused);
    s->dual = pr_calloc(2 * n, sizeof *s->dual);
    s->allowed = pr_calloc(m, 1);
    s->scratch = pr_calloc(2 * n, sizeof *s->scratch);
    s->leaves = pr_calloc(n, sizeof *s->leaves);
    return s->w && s->endpoint && s->neighbend && s->mate && s->label && s->labelend &&
                   s->inblossom && s->blossomparent && s->childs && s->endps &&
                   s->blossombase && s->bestedge && s->bestedges && s->has_bestedges &&
                   s->unused && s->dual && s->allowed && s->scratch && s->leaves
               ? 0
               : -1;
}

static void state_init(blossom_state *s, const pr_weight *weights)
{
    int n = s->n;
    pr_weight top = 0;
    for (int k = 0; k < s->nedges; k++) {
        s->w[k] = 2 * weights[k];
        if (s->w[k] > top)
            top = s->w[k];
        s->endpoint[2 * k] = s->eu[k];
        s->endpoint[2 * k + 1] = s->ev[k];
        list_push(s, &s->neighbend[s->eu[k]], 2 * k + 1);
        list_push(s, &s->neighbend[s->ev[k]], 2 * k);
    }
    for (int v = 0; v < n; v++) {
        s->mate[v] = -1;
        s->inblossom[v] = v;
        s->blossombase[v] = v;
        s->dual[v] = top;
    }
    for (int b = 0; b < 2 * n; b++) {
        s->labelend[b] = -1;
        s->blossomparent[b] = -1;
        s->bestedge[b] = -1;
    }
    for (int b = n; b < 2 * n; b++) {
        s->blossombase[b] = -1;
        s->unused[s->nunused++] = 2 * n - 1 - (b - n);
    }
}

/* After a stage, S-blossoms whose dual reached zero are expanded. */
static void expand_spent_blossoms(blossom_state *s)
{
    for (int b = s->n; b < 2 * s->n; b++)
        if (s->blossomparent[b] == -1 && s->blossombase[b] >= 0 &&
            s->label[b] == S_LABEL && s->dual[b] == 0)
            expand_blossom(s, b, 1);
}

int pr_max_weight_matching(int n, int nedges, const int *eu, const int *ev,
                           const pr_weight *weights, int max_cardinality, int *mate)
{
    blossom_state s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.nedges = nedges;
    s.eu = eu;
    s.ev = ev;
    for (int v = 0; v < n; v++)
        mate[v] = -1;
    if (n == 0 || nedges == 0)
        return PAIRING_OK;
    if (state_alloc(&s)) {
        state_free(&s);
        return PAIRING_ERR_NOMEM;
    }
    state_init(&s, weights);
    for (int stage = 0; stage < n && !s.failed; stage++) {
        if (!run_stage(&s, max_cardinality))
            break;
        expand_spent_blossoms(&s);
    }
    int rc = s.failed ? PAIRING_ERR_NOMEM : PAIRING_OK;
    for (int v = 0; v < n && !rc; v++)
        mate[v] = s.mate[v] >= 0 ? s.endpoint[s.mate[v]] : -1;
    state_free(&s);
    return rc;
}
