/*
 * brackets.c - the Dutch system's brackets, paired from the top (C.04.3 2 to 4).
 *
 * Every candidate of a bracket is a pairing of the players still unpaired, and
 * the rules choose among candidates by criteria in a strict order: absolute
 * ones (C1-C3), completion (C4: the rest can still be paired), the bye (C5),
 * and the quality criteria C6-C21.  Here each criterion is a field of a pair's
 * cost, the first criterion in the most significant bits; a least-cost perfect
 * matching of every unpaired player (and, for an odd field, a stand-in for the
 * bye joined to those who may have it) is then a candidate no other beats
 * (C4 holds because the matching is perfect).  Pairs that do not touch the
 * bracket or the next one cost nothing: they are there for completion.
 *
 * Among the candidates that tie on every criterion, the rules take the first
 * in their generation order (C.04.3 4): the moved-down players chosen from the
 * top, their opponents from the top of S2, then in the remainder the fewest
 * exchanges, the smallest difference of the exchanged pairing numbers, S1's
 * lowest and S2's highest exchanged first, and last the transpositions of S2
 * in order.  The lowest field of the cost (the order field) states the wish
 * of one such step; each step keeps what the best matching did as a fixed
 * choice, so every later matching still ties on every criterion.  The
 * transpositions (4.2), one step per player of S1, are taken a batch of
 * players at a time: a field per player, the earlier more significant, is the
 * same lexicographic order as the steps one after another, in as many of the
 * cost's bits as the criteria leave.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"
#include "systems/dutch/dutch.h"

/* Where a player stands for the bracket being paired. */
enum { AT_DONE = 0, AT_MDP, AT_RESIDENT, AT_NEXT, AT_BELOW };

/* A choice fixed for the bracket (see the steps below). */
enum {
    FREE = 0,
    MDP_IN,  /* a moved-down player who is paired in the bracket */
    MDP_OUT, /* one who floats on */
    UPPER,   /* a remainder player in S1 after the exchange */
    LOWER    /* one in S2 */
};

/* The criteria fields, most significant first; the score-weighted ones take a
 * field per score of the bracket (the higher score more significant). */
enum {
    F_PAIRS,      /* C6 */
    F_PSD,        /* C7, by score */
    F_NEXT_PAIRS, /* C8 */
    F_NEXT_PSD,   /* C8, by score */
    F_BYE,        /* C9 */
    F_C10,
    F_C11,
    F_C12,
    F_C13,
    F_C14,
    F_C15,
    F_C16,
    F_C17,
    F_C18, /* C18-C21 by score */
    F_C19,
    F_C20,
    F_C21,
    F_ORDER_HI, /* the generation order's wish of the step */
    F_ORDER_MID,
    F_ORDER_LO,
    F_ORDER_EACH, /* the transpositions' wish for each of a batch of players */
    F_ORDER_TIE,  /* no rule: steers ties toward the order's first candidate, so
                     that most steps find their answer without a matching */
    F_KINDS
};

#define MAX_SCORES                                                                       \
    200          /* distinct scores a bracket's fields tell apart: TRF's 99              \
                    rounds give at most 199 scores, acceleration aside */
#define BATCH 32 /* players whose first partners one matching chooses at once */
/* a batch player's partner ranked among his possible ones: 0 to 30, or 31 for
 * the thirty-second or later (see solve_batch).  Five bits a player: fewer
 * players fit a matching than with four, but fewer of them need the exact
 * wish's matching after it, and on the corpus's 1,000 players that wins */
#define RANK_CAP 31
#define MAX_FIELDS (F_KINDS + 8 * MAX_SCORES + BATCH)
#define COST_BITS 118 /* pr_matching_cheapest's room, less a bit */

/* The fields of one pair: all of them, and which of them it may set (the
 * others stay 0), so that a graph's hundred thousand pairs are not each
 * walked over every field. */
typedef struct pair_values {
    int vals[MAX_FIELDS];
    int field[24];
    int count;
    int u, v; /* the pair the list is of (-2 none): u's pairs share it */
} pair_values;

typedef struct engine engine;
/* A step's order values for the pair u-v (u ranked higher; v = -1 the bye). */
typedef void (*order_values)(const engine *e, int u, int v, int *hi, int *mid, int *lo);

struct engine {
    const pr_dutch_field *f;
    int n;
    int *at;      /* per position: AT_* */
    int *role;    /* per position: FREE, MDP_IN ... */
    int *partner; /* per position: the pair fixed, -2 none yet, -1 the bye */
    int *rem;     /* per position: index in the remainder, -1 */
    int *res;     /* per position: index among the residents, -1 */
    int *mdp;     /* per position: index among the moved-down players, -1 */
    int remainder_pairs;
    int bye_score;   /* C5: the bye to a player of at most this score; -1 none */
    int bye_bracket; /* C9 applies in this bracket */
    int count_mdp, count_res, count_next; /* the bracket's and the next one's */
    int bracket_score;                    /* its residents' */
    int scores[MAX_SCORES], nscores; /* the bracket's and the next one's, high first */
    int score_players[MAX_SCORES];   /* how many players have each */
    /* the step in hand */
    order_values order;
    int focus; /* the player a step is about */
    /* or a batch of them, each wishing for the first partner among `among`
     * (the earlier of the batch more significant); `batched` of them fit */
    int batch[BATCH], nbatch, batched;
    const int *among;
    /* the batch's wishes as ranks (batch_rank[j n + t]: t's place among the
     * partners the order could give batch[j], RANK_CAP and above as one), or
     * exactly as `among` when exact_batch */
    int *batch_rank, exact_batch;
    /* the matching */
    pr_graph g;
    int *vertex, *player; /* position -> vertex (-1 if not in the graph); back */
    int nv, dummy;
    int *mate;
    /* the players below the next bracket only complete the round: a matching
     * may leave them out, standing in `sinks` vertices from first_sink for any
     * of them (deep_rep, one of them, speaks for all), when those it sends
     * down can then be paired with them (see solve) */
    int small, deep_rep, first_sink, sinks;
    int *scratch_mate, *rem_scratch;
    int field_base[F_KINDS]; /* first field of each kind */
    int nfields;
    int shift[MAX_FIELDS], sign[MAX_FIELDS];
    long long most_pairs[MAX_FIELDS]; /* pairs of a matching a field can count */
    long long most_total[MAX_FIELDS]; /* and the most it can add up to, -1 none */
    long long cap[MAX_FIELDS], top[MAX_FIELDS];
    int *seen;           /* per field: the last u counted */
    long long *tie_dual; /* per position (see sorted_pairing_duals) */
    pr_cost *offset;     /* per position: taken off its edges (vertex_offsets) */
    pair_values values;  /* room for one pair's fields */
    int bracket_count;   /* brackets begun */
    int *graph_players;  /* room for each_pair's list */
    /* the pairs the last measure met, kept for the graphs built from them:
     * each as u, v, the count of its fields not 0, then each field and value */
    int *kept, kept_used, kept_room;
    struct { /* sent_down_complete's last answer */
        int bracket, sent, ok;
        int *who, *role; /* the players sent down, and their roles */
    } known;
    int total_bits; /* the fields' bits in all */
    /* when they need more bits than one matching has, the fields are decided
     * in stages, the most significant first (see solve_stages): the stage's
     * fields, and for a later stage what the earlier ones leave */
    int stage_lo, stage_hi;
    pr_cost penalty;  /* the weight of a blossom crossed (pr_matching_cheapest_face) */
    int *keep;        /* per edge of the first stage: its count of blossoms, -1 gone */
    int *edge_number; /* per edge of the stage's graph: its number in the first */
    int *crossings;   /* per edge of the stage's graph */
    int edges_seen;   /* edges offered to the stage so far */
    pairing_error *err;
};

static int bits_for(long long value)
{
    int b = 0;
    while (value > 0) {
        b++;
        value >>= 1;
    }
    return b;
}

static int score_slot(const engine *e, int score)
{
    for (int k = 0; k < e->nscores; k++)
        if (e->scores[k] == score)
            return k;
    return -1;
}

/* ---- the criteria of a pair (u ranked above v) ---- */

/* C11's case: two topscorers (or one and his opponent) with the same absolute
 * preference meet; one of them has his colour a third time running unless the
 * colour given breaks no run of two. */
static int third_colour_running(const pr_dutch_player *x, const pr_dutch_player *y)
{
    if (x->strength != PR_PREF_ABSOLUTE || y->strength != PR_PREF_ABSOLUTE ||
        x->preference != y->preference)
        return 0;
    int dx = abs(x->colour_diff), dy = abs(y->colour_diff);
    int rx = x->run > 1 ? x->last_colour : PR_NO_COLOUR;
    int ry = y->run > 1 ? y->last_colour : PR_NO_COLOUR;
    if (dx == dy) /* 5.2.3 or 5.2.4 decides: a run of two on both sides loses */
        return rx != PR_NO_COLOUR && rx == ry;
    const pr_dutch_player *loser = dx > dy ? y : x; /* 5.2.2: the wider difference wins */
    int run = loser == x ? rx : ry;
    return run == -x->preference;
}

/* The float criteria C14-C21 for a pair in the bracket, of round `back` (0 the
 * last round, 1 the one before). */
static void float_criteria(const engine *e, const pr_dutch_player *x,
                           const pr_dutch_player *y, int back, int *vals)
{
    int down = back ? F_C16 : F_C14, up = back ? F_C17 : F_C15;
    int down_scores = back ? F_C20 : F_C18, up_scores = back ? F_C21 : F_C19;
    int floats_up = x->score > y->score; /* y floats up to x */
    /* C14/C16: a player who floated down then and does not now */
    vals[e->field_base[down]] += (y->floats[back] == PR_FLOAT_DOWN) +
                                 (!floats_up && x->floats[back] == PR_FLOAT_DOWN);
    /* C15/C17: a player who floated up then and does now */
    vals[e->field_base[up]] += floats_up && y->floats[back] == PR_FLOAT_UP;
    /* C18/C20: the scores of those who floated down then and are paired here
     * (a moved-down player's score; the residents' score counts what C14/C16
     * count already, so it has no field) */
    if (floats_up && x->floats[back] == PR_FLOAT_DOWN)
        vals[e->field_base[down_scores] + score_slot(e, x->score)] += 1;
    /* C19/C21: the scores of the opponents of those who float up again, the
     * lowest wished for (how many pairs each score has is C7's, so this is the
     * same as the highest scores for those who do not) */
    if (floats_up && y->floats[back] == PR_FLOAT_UP)
        vals[e->field_base[up_scores] + score_slot(e, x->score)] += 1;
}

/* The colour criteria C10-C13 for a pair in the bracket. */
static void colour_criteria(const engine *e, const pr_dutch_player *x,
                            const pr_dutch_player *y, int *vals)
{
    int same = x->preference != PR_NO_COLOUR && x->preference == y->preference;
    /* C10: a colour difference beyond 2 (only topscorers may meet so) */
    vals[e->field_base[F_C10]] +=
        same && abs(x->colour_diff) > 1 && abs(y->colour_diff) > 1;
    /* C11: the same colour three times running */
    vals[e->field_base[F_C11]] += third_colour_running(x, y);
    /* C12: a colour preference not granted */
    vals[e->field_base[F_C12]] += same;
    /* C13: a strong preference not granted */
    int firm_x = x->strength >= PR_PREF_STRONG, firm_y = y->strength >= PR_PREF_STRONG;
    vals[e->field_base[F_C13]] +=
        same && firm_x && firm_y &&
        !(x->strength == PR_PREF_ABSOLUTE && y->strength == PR_PREF_ABSOLUTE);
}

/* Every criterion field of the pair u-v (positions, u above v; v = -1 the bye),
 * added to vals, whose fields start at 0. */
static void criteria(const engine *e, int u, int v, int *vals)
{
    if (v < 0) {
        /* C9: minimise the unplayed games of the player who has the bye */
        if (e->bye_bracket)
            vals[e->field_base[F_BYE]] = e->f->round - 1 - e->f->p[u].played;
        return;
    }
    const pr_dutch_player *x = &e->f->p[u], *y = &e->f->p[v];
    if (e->at[v] == AT_NEXT) {
        /* C8: as many pairs, and as high scores, in the next bracket */
        vals[e->field_base[F_NEXT_PAIRS]] = 1;
        /* the next group's own pairs are what is left of C8's count */
        if (x->score > y->score)
            vals[e->field_base[F_NEXT_PSD] + score_slot(e, x->score)] = 1;
        return;
    }
    if (e->at[v] != AT_RESIDENT)
        return;
    /* C6: as many pairs in the bracket; C7: the highest scores paired */
    vals[e->field_base[F_PAIRS]] = 1;
    if (x->score > y->score) /* the residents' own pairs are what is left of C6's */
        vals[e->field_base[F_PSD] + score_slot(e, x->score)] = 1;
    colour_criteria(e, x, y, vals);
    if (e->f->round > 1)
        float_criteria(e, x, y, 0, vals);
    if (e->f->round > 2)
        float_criteria(e, x, y, 1, vals);
}

/* Maximised criteria count against the cost. */
static void lay_out_fields(engine *e)
{
    static const int maximised[F_KINDS] = {
        [F_PAIRS] = 1, [F_PSD] = 1, [F_NEXT_PAIRS] = 1, [F_NEXT_PSD] = 1,
        [F_C14] = 1,   [F_C16] = 1, [F_C18] = 1,        [F_C20] = 1};
    /* a pair in the bracket has a resident below; one in the next bracket a
     * player of the next score group below */
    int bracket = pr_min(e->count_res, (e->count_mdp + e->count_res) / 2);
    int next = pr_min(e->count_next, (e->count_mdp + e->count_res + e->count_next) / 2);
    int k = 0;
    for (int kind = 0; kind < F_KINDS; kind++) {
        int per_score =
            kind == F_PSD || kind == F_NEXT_PSD || (kind >= F_C18 && kind <= F_C21);
        e->field_base[kind] = k;
        int count = per_score ? e->nscores : kind == F_ORDER_EACH ? BATCH : 1;
        int pairs = kind == F_NEXT_PAIRS || kind == F_NEXT_PSD ? next
                    : kind == F_BYE || kind == F_ORDER_EACH    ? 1
                    : kind >= F_ORDER_HI                       ? e->n / 2 + 1
                                                               : bracket;
        for (int i = 0; i < count; i++) {
            /* a field of one score counts each player of that score once */
            e->most_total[k] = per_score ? e->score_players[i] : -1;
            e->most_pairs[k] = pairs;
            e->sign[k++] = maximised[kind] ? -1 : 1;
        }
    }
    e->nfields = k;
}

/* ---- the graph ---- */

static int in_graph(const engine *e, int i)
{
    return e->at[i] != AT_DONE && !(e->small && e->at[i] == AT_BELOW);
}

/* The fixed choices of the bracket allow the pair u-v (v = -1: the bye). */
static int allowed(const engine *e, int u, int v)
{
    int ru = e->role[u], rv = v >= 0 ? e->role[v] : FREE;
    int v_resident = v >= 0 && e->at[v] == AT_RESIDENT;
    if (ru == MDP_IN && !v_resident)
        return 0;
    if (ru == MDP_OUT && v_resident)
        return 0;
    if (rv == MDP_IN && !(e->at[u] == AT_RESIDENT))
        return 0;
    if (rv == MDP_OUT && e->at[u] == AT_RESIDENT)
        return 0;
    int both_rem = v >= 0 && e->rem[u] >= 0 && e->rem[v] >= 0;
    if (both_rem)
        return ru != LOWER && rv != UPPER;
    return ru != UPPER && rv != UPPER;
}

static int may_have_bye(const engine *e, int i)
{
    const pr_dutch_player *d = &e->f->p[i];
    return e->bye_score >= 0 && d->bye_allowed && d->score <= e->bye_score;
}

/* Calls visit for each pair the graph has (v = -1: the bye's stand-in). */
typedef int (*pair_visit)(engine *e, int u, int v, void *ctx);

static int each_pair(engine *e, pair_visit visit, void *ctx)
{
    int count = 0, *in = e->graph_players; /* positions in order */
    for (int i = 0; i < e->n; i++)
        if (in_graph(e, i))
            in[count++] = i;
    for (int a = 0; a < count; a++) {
        int u = in[a];
        for (int b = a + 1; b < count; b++) {
            int v = in[b];
            if (pr_dutch_compatible(e->f, u, v) && allowed(e, u, v)) {
                int rc = visit(e, u, v, ctx);
                if (rc)
                    return rc;
            }
        }
        if (e->dummy >= 0 && may_have_bye(e, u) && allowed(e, u, -1)) {
            int rc = visit(e, u, -1, ctx);
            if (rc)
                return rc;
        }
        if (e->small && allowed(e, u, e->deep_rep)) {
            int rc = visit(e, u, e->deep_rep, ctx);
            if (rc)
                return rc;
        }
    }
    return 0;
}

static void may_set(pair_values *pv, int field)
{
    pv->field[pv->count++] = field;
}

/* The fields the pair u-v can set: each kind once, the score fields at the
 * higher player's score. */
static void fields_of_pair(const engine *e, int u, int v, pair_values *pv)
{
    for (int k = 0; k < pv->count; k++)
        pv->vals[pv->field[k]] = 0;
    if (u == pv->u && (v < 0) == (pv->v < 0))
        return;
    pv->u = u;
    pv->v = v;
    pv->count = 0;
    if (v < 0) { /* C9, and the step's wish for the bye */
        may_set(pv, e->field_base[F_BYE]);
        for (int kind = F_ORDER_HI; kind <= F_ORDER_LO; kind++)
            may_set(pv, e->field_base[kind]);
        return;
    }
    int slot = score_slot(e, e->f->p[u].score);
    for (int kind = 0; kind < F_KINDS; kind++) {
        int per_score =
            kind == F_PSD || kind == F_NEXT_PSD || (kind >= F_C18 && kind <= F_C21);
        if (kind == F_BYE || kind == F_ORDER_EACH || (per_score && slot < 0))
            continue;
        may_set(pv, e->field_base[kind] + (per_score ? slot : 0));
    }
    for (int j = 0; j < e->nbatch; j++)
        if (u == e->batch[j])
            may_set(pv, e->field_base[F_ORDER_EACH] + j);
}

static void all_values(const engine *e, int u, int v, pair_values *pv)
{
    fields_of_pair(e, u, v, pv);
    int *vals = pv->vals;
    criteria(e, u, v, vals);
    int *order = vals + e->field_base[F_ORDER_HI];
    if (e->order)
        e->order(e, u, v, &order[0], &order[1], &order[2]);
    for (int j = 0; j < e->nbatch && v >= 0 && e->among[v] >= 0; j++)
        if (u == e->batch[j])
            vals[e->field_base[F_ORDER_EACH] + j] =
                e->exact_batch ? e->among[v]
                               : e->batch_rank[(size_t)j * (size_t)e->n + v];
    /* the first candidates pair in order: S1's i-th with S2's i-th, the i-th
     * moved-down player with the i-th resident; a weight falling with the
     * higher player's place on the lower player's place is least there (the
     * sorted pairing), and leans as the transpositions do: the first players
     * of S1 to the first of S2 */
    int *tie = &vals[e->field_base[F_ORDER_TIE]];
    *tie = v < 0                              ? 0
           : e->rem[u] >= 0 && e->rem[v] >= 0 ? (e->n - e->rem[u]) * e->rem[v]
           : e->mdp[u] >= 0 && e->res[v] >= 0 ? (e->n - e->mdp[u]) * e->res[v]
                                              : 0;
}

/* How far each field can add up in one matching: a matching has at most one
 * pair per higher-ranked end. */
/* Keeps the pair's fields that are not 0 (see engine.kept). */
static int keep_pair(engine *e, int u, int v, const pair_values *pv)
{
    if (pr_grow((void **)&e->kept, &e->kept_room, e->kept_used + 3 + 2 * pv->count,
                sizeof *e->kept))
        return PAIRING_ERR_NOMEM;
    int *record = e->kept + e->kept_used, count = 0;
    record[0] = u;
    record[1] = v;
    for (int i = 0; i < pv->count; i++) {
        int k = pv->field[i];
        if (pv->vals[k]) {
            record[3 + 2 * count] = k;
            record[4 + 2 * count++] = pv->vals[k];
        }
    }
    record[2] = count;
    e->kept_used += 3 + 2 * count;
    return 0;
}

static int measure(engine *e, int u, int v, void *ctx)
{
    pair_values *pv = ctx;
    all_values(e, u, v, pv);
    for (int i = 0; i < pv->count; i++) {
        int k = pv->field[i];
        if (pv->vals[k]) {
            int *vals = pv->vals;
            if (vals[k] > e->top[k])
                e->top[k] = vals[k];
            if (e->seen[k] != u) {
                e->seen[k] = u;
                e->cap[k]++;
            }
        }
    }
    return keep_pair(e, u, v, pv);
}

/* Adds the edge a-b (vertices) to the stage's graph: in a later stage only an
 * edge an optimum of the earlier stages may use, its count of blossoms
 * weighing above every field of the stage. */
static int stage_edge(engine *e, int a, int b, pr_cost cost)
{
    int number = e->edges_seen++;
    if (e->keep) {
        if (e->keep[number] < 0)
            return 0;
        cost += e->keep[number] * e->penalty;
        e->edge_number[e->g.edges] = number;
    }
    return pr_graph_add(&e->g, a, b, cost) < 0 ? PAIRING_ERR_NOMEM : 0;
}

/* A remainder player's share of the exchange's wish (the order field `mid`,
 * the higher player's place): the sorted pairing's duals, S1 at its place
 * less half the pairs, S2 at half the pairs. */
static int exchange_share(const engine *e, int i)
{
    int r = e->rem[i], half = e->remainder_pairs / 2;
    if (r < 0)
        return 0;
    return r < e->remainder_pairs ? r - half : half;
}

/* A field's weight in the stage's cost; 0 when the stage has it not. */
static pr_cost field_weight(const engine *e, int k)
{
    if (k < e->stage_lo || k >= e->stage_hi || !e->top[k])
        return 0;
    return (pr_cost)1 << (e->shift[k] - e->shift[e->stage_hi - 1]);
}

/* Every perfect matching pairs each vertex once, so an amount taken off every
 * edge of a vertex changes every candidate's cost alike and no order between
 * them.  Taken where the matching would otherwise spend its time: a bonus most
 * edges of a player share (C7 and C8's score fields for a player above his
 * opponents, who everybody else's cheapest edge would reach), and the order
 * fields whose optimum is the sorted pairing (its duals).  The matching starts
 * from each vertex's cheapest edge; these make that start near the optimum. */
static void vertex_offsets(engine *e)
{
    int mid = e->field_base[F_ORDER_MID], tie = e->field_base[F_ORDER_TIE];
    for (int i = 0; i < e->n; i++) {
        e->offset[i] = 0;
        if (!in_graph(e, i))
            continue;
        int slot = score_slot(e, e->f->p[i].score);
        if (e->order)
            e->offset[i] += exchange_share(e, i) * field_weight(e, mid);
        if (e->at[i] == AT_MDP)
            e->offset[i] -= field_weight(e, e->field_base[F_PSD] + slot);
        if (e->at[i] == AT_MDP || e->at[i] == AT_RESIDENT)
            e->offset[i] -= field_weight(e, e->field_base[F_NEXT_PSD] + slot);
        e->offset[i] += (pr_cost)e->tie_dual[i] * field_weight(e, tie);
    }
}

/* The edge of a kept pair (record: see engine.kept), its cost of the stage's
 * fields. */
static int add_kept(engine *e, const int *record)
{
    int u = record[0], v = record[1];
    pr_cost cost = -e->offset[u];
    int low = e->shift[e->stage_hi - 1];
    for (int i = 0; i < record[2]; i++) {
        int k = record[3 + 2 * i], value = record[4 + 2 * i];
        if (e->top[k] && k >= e->stage_lo && k < e->stage_hi)
            /* a field may weigh against (sign -1): multiplied, as a negative
             * value may not be shifted (C11 6.5.7) */
            cost += (pr_cost)(e->sign[k] * value) * ((pr_cost)1 << (e->shift[k] - low));
    }
    if (e->small && v == e->deep_rep) { /* down to the players below */
        for (int j = 0; j < e->sinks; j++)
            if (stage_edge(e, e->vertex[u], e->first_sink + j, cost))
                return PAIRING_ERR_NOMEM;
        return 0;
    }
    return stage_edge(e, e->vertex[u], v < 0 ? e->dummy : e->vertex[v],
                      v < 0 ? cost : cost - e->offset[v]);
}

/* Each field's place, from the least significant; the bits they take. */
static int field_shifts(engine *e)
{
    int shift = 0;
    for (int k = e->nfields - 1; k >= 0; k--) {
        e->shift[k] = shift;
        long long pairs = e->cap[k] < e->most_pairs[k] ? e->cap[k] : e->most_pairs[k];
        long long most = pairs * e->top[k];
        if (e->most_total[k] >= 0 && e->most_total[k] < most)
            most = e->most_total[k];
        shift += bits_for(most);
    }
    return shift;
}

/* The widths of the fields, the least significant last. */
static int place_fields(engine *e, pair_values *vals)
{
    for (int k = 0; k < e->nfields; k++) {
        e->cap[k] = e->top[k] = 0;
        e->seen[k] = -1;
    }
    e->kept_used = 0;
    if (each_pair(e, measure, vals))
        return pr_nomem(e->err);
    int shift = field_shifts(e);
    /* a batch takes what room the criteria leave, at least its first player */
    e->batched = e->nbatch;
    if (e->nbatch > 1) { /* the batch's own wishes steer better than the tie field */
        e->top[e->field_base[F_ORDER_TIE]] = 0;
        shift = field_shifts(e);
    }
    while (shift > COST_BITS && e->batched > 1) {
        e->top[e->field_base[F_ORDER_EACH] + --e->batched] = 0;
        shift = field_shifts(e);
    }
    if (shift > COST_BITS) { /* the tie field is no rule: without it, more steps match */
        e->top[e->field_base[F_ORDER_TIE]] = 0;
        shift = field_shifts(e);
    }
    e->total_bits = shift;
    return 0;
}

/* An upper player of the tie field's (remainder S1, or a moved-down player
 * still to pair in the bracket); 0 when the player is of its lower side, -1
 * neither. */
static int tie_side(const engine *e, int i, int remainder)
{
    if (e->at[i] == AT_DONE)
        return -1;
    if (remainder)
        return e->rem[i] < 0 ? -1
               : e->role[i] == UPPER ||
                       (e->role[i] == FREE && e->rem[i] < e->remainder_pairs)
                   ? 1
                   : 0;
    if (e->mdp[i] >= 0)
        return e->role[i] == MDP_OUT ? -1 : 1;
    return e->res[i] >= 0 ? 0 : -1;
}

static void sorted_pairing_duals(engine *e)
{
    int remainder = 0, chosen = 0;
    for (int i = 0; i < e->n; i++) {
        e->tie_dual[i] = 0;
        remainder |= e->at[i] != AT_DONE && e->rem[i] >= 0;
        chosen |= e->at[i] != AT_DONE && e->role[i] != FREE;
    }
    if (!e->top[e->field_base[F_ORDER_TIE]] || chosen)
        return;
    long long n = e->n, lower_sum = 0;
    int upper = -1, lower = -1, last_lower = -1;
    for (;;) {
        do
            upper++;
        while (upper < e->n && tie_side(e, upper, remainder) != 1);
        do
            lower++;
        while (lower < e->n && tie_side(e, lower, remainder) != 0);
        if (upper >= e->n || lower >= e->n)
            break;
        long long a = remainder ? e->rem[upper] : e->mdp[upper];
        long long b = remainder ? e->rem[lower] : e->res[lower];
        if (last_lower >= 0)
            lower_sum +=
                (n - a) * (b - (remainder ? e->rem[last_lower] : e->res[last_lower]));
        e->tie_dual[lower] = lower_sum;
        e->tie_dual[upper] = (n - a) * b - lower_sum;
        last_lower = lower;
    }
    for (; lower < e->n; lower++)
        if (tie_side(e, lower, remainder) == 0)
            e->tie_dual[lower] = lower_sum;
}

/* The best candidate under the fixed choices and the step's order wish. */
/* Vertices standing in for the players below the next bracket: a matching
 * that fills them all may have wished to send more down, and is not taken. */
#define SINKS 4

/* solve_graph's answer when the graph has no perfect matching */
#define NO_MATCHING (-1)

/* The graph of the stage in hand: every pair the fixed choices allow, and the
 * sinks joined to each other. */
static int build_stage(engine *e)
{
    pr_graph_reset(&e->g, e->nv);
    e->edges_seen = 0;
    vertex_offsets(e);
    int rc = 0;
    for (int at = 0; !rc && at < e->kept_used; at += 3 + 2 * e->kept[at + 2])
        rc = add_kept(e, e->kept + at);
    for (int j = 0; !rc && j < e->sinks; j++)
        for (int k = j + 1; !rc && k < e->sinks; k++)
            rc = stage_edge(e, e->first_sink + j, e->first_sink + k, 0);
    return rc ? pr_nomem(e->err) : 0;
}

/* The bits fields lo .. hi - 1 take. */
static int stage_bits(const engine *e, int lo, int hi)
{
    return (lo ? e->shift[lo - 1] : e->total_bits) - e->shift[hi - 1];
}

/* The next stage: as many fields from stage_lo on as fit in `room` bits. */
static int next_stage(engine *e, int room)
{
    if (stage_bits(e, e->stage_lo, e->stage_lo + 1) > room)
        return pr_fail(e->err, PAIRING_ERR_LIMIT,
                       "round %d: one Dutch criterion needs %d bits of cost, more than "
                       "the %d a matching has",
                       e->f->round, stage_bits(e, e->stage_lo, e->stage_lo + 1), room);
    e->stage_hi = e->stage_lo + 1;
    while (e->stage_hi < e->nfields &&
           stage_bits(e, e->stage_lo, e->stage_hi + 1) <= room)
        e->stage_hi++;
    return 0;
}

/* The criteria decided in stages when their fields need more bits than one
 * matching has: the first stage's matching orders the candidates by the most
 * significant fields that fit; its optimum's duals say which perfect matchings
 * tie with it (pr_matching_cheapest_face: the edges they may use, and a count
 * that is least exactly for them); the next stage keeps those edges, weighs the
 * count above all its own fields, and orders by the next fields; and so on.
 * Each stage's optimum is then lexicographically least on every field so far,
 * as one matching over all fields would be: polynomial however many bits the
 * criteria take. */
static int solve_stages(engine *e)
{
    /* the count adds up to at most a pair per vertex times a blossom per pair */
    int count_bits = bits_for((long long)e->nv * e->nv);
    int rc = 0, found = 1;
    pr_cost total;
    e->keep = NULL;
    for (e->stage_lo = 0; !rc && found == 1 && e->stage_lo < e->nfields;
         e->stage_lo = e->stage_hi) {
        int later = e->stage_lo > 0;
        rc = next_stage(e, later ? COST_BITS - count_bits - 1 : COST_BITS);
        if (!rc) {
            e->penalty = (pr_cost)1 << (stage_bits(e, e->stage_lo, e->stage_hi) + 1);
            rc = build_stage(e);
        }
        if (!rc && !e->keep) { /* the first stage: room for what it tells the next */
            size_t edges = (size_t)e->g.edges + 1;
            e->keep = pr_calloc(edges, sizeof *e->keep);
            e->edge_number = pr_calloc(edges, sizeof *e->edge_number);
            e->crossings = pr_calloc(edges, sizeof *e->crossings);
            if (!e->keep || !e->edge_number || !e->crossings)
                rc = pr_nomem(e->err);
            for (int j = 0; !rc && j < e->g.edges; j++)
                e->edge_number[j] = j;
        }
        if (rc)
            break;
        found = pr_matching_cheapest_face(&e->g, e->mate, &total, e->crossings);
        if (found == 1) {
            for (int j = 0; j < e->edges_seen; j++)
                e->keep[j] = -1;
            for (int j = 0; j < e->g.edges; j++)
                e->keep[e->edge_number[j]] = e->crossings[j];
        }
    }
    free(e->keep);
    free(e->edge_number);
    free(e->crossings);
    e->keep = e->edge_number = e->crossings = NULL;
    e->stage_lo = 0;
    e->stage_hi = e->nfields;
    if (rc)
        return rc;
    if (found < 0)
        return pr_nomem(e->err);
    return found ? 0 : NO_MATCHING;
}

static int solve_graph(engine *e, int small)
{
    pair_values *vals = &e->values;
    vals->u = -2; /* the batch or the layout may have changed */
    e->small = small;
    e->nv = 0;
    for (int i = 0; i < e->n; i++) {
        e->vertex[i] = -1;
        if (in_graph(e, i)) {
            e->player[e->nv] = i;
            e->vertex[i] = e->nv++;
        }
    }
    e->dummy = -1;
    e->first_sink = e->nv;
    e->sinks = small ? SINKS + e->nv % 2 : 0; /* up to that many sent down */
    for (int j = 0; j < e->sinks; j++)
        e->player[e->nv++] = e->deep_rep;
    if (e->nv % 2) {
        e->player[e->nv] = -1;
        e->dummy = e->nv++;
    }
    int rc = place_fields(e, vals);
    if (rc)
        return rc;
    sorted_pairing_duals(e);
    e->stage_lo = 0;
    e->stage_hi = e->nfields;
    if (e->total_bits > COST_BITS)
        return solve_stages(e);
    rc = build_stage(e);
    if (rc)
        return rc;
    pr_cost total;
    int found = pr_matching_cheapest(&e->g, e->mate, &total);
    if (found < 0)
        return pr_nomem(e->err);
    return found ? 0 : NO_MATCHING;
}

/* Can the players below the next bracket, with those the last matching sent
 * down to them (and the bye's stand-in), all be paired (C1-C4)? */
static int sent_down_complete(engine *e, int *ok)
{
    int *list = e->rem_scratch, count = 0, sent = 0, same = 1;
    for (int i = 0; i < e->n; i++) {
        if (e->at[i] == AT_DONE)
            continue;
        int down = e->at[i] != AT_BELOW && e->mate[e->vertex[i]] >= e->first_sink;
        if (down) {
            same = same && sent < e->known.sent && e->known.who[sent] == i &&
                   e->known.role[sent] == e->role[i];
            sent++;
        }
        if (e->at[i] == AT_BELOW || down)
            list[count++] = i;
    }
    *ok = 0;
    if (sent == e->sinks)
        return 0;
    /* the players below stay the same through a bracket's steps, and the
     * same players are sent down to them step after step: asked already */
    if (same && sent == e->known.sent && e->known.bracket == e->bracket_count) {
        *ok = e->known.ok;
        return 0;
    }
    int vertices = count + count % 2;
    pr_graph_reset(&e->g, vertices);
    for (int a = 0; a < count; a++) {
        for (int b = a + 1; b < count; b++)
            if (pr_dutch_compatible(e->f, list[a], list[b]) &&
                allowed(e, list[a], list[b]) && pr_graph_add(&e->g, a, b, 0) < 0)
                return pr_nomem(e->err);
        if (count % 2 && may_have_bye(e, list[a]) && pr_graph_add(&e->g, a, count, 0) < 0)
            return pr_nomem(e->err);
    }
    int pairs = pr_matching_largest(&e->g, e->scratch_mate);
    if (pairs < 0)
        return pr_nomem(e->err);
    *ok = 2 * pairs == vertices;
    e->known.bracket = e->bracket_count;
    e->known.sent = 0;
    for (int k = 0; k < count; k++)
        if (e->at[list[k]] != AT_BELOW) {
            e->known.who[e->known.sent] = list[k];
            e->known.role[e->known.sent++] = e->role[list[k]];
        }
    e->known.ok = *ok;
    return 0;
}

/* The best candidate: first without the players below the next bracket, who
 * can change no criterion (C6-C21 look at this bracket and the next), and,
 * when those it sends down cannot all be paired with them, with everyone. */
static int solve(engine *e)
{
    e->deep_rep = -1;
    for (int i = 0; i < e->n && e->deep_rep < 0; i++)
        if (e->at[i] == AT_BELOW)
            e->deep_rep = i;
    /* not where the bye may fall in the bracket: whether C9 applies there
     * looks at who the bye's stand-in is paired with */
    int bye_here = e->bye_score >= 0 && e->bye_score >= e->bracket_score;
    if (e->deep_rep >= 0 && !bye_here) {
        int ok = 0, rc = solve_graph(e, 1);
        if (!rc)
            rc = sent_down_complete(e, &ok);
        if (rc > 0 || ok)
            return rc;
    }
    int rc = solve_graph(e, 0);
    if (rc == NO_MATCHING)
        return pr_fail(e->err, PAIRING_ERR_INTERNAL,
                       "round %d: a bracket's choices left no pairing", e->f->round);
    return rc;
}

/* The partner of position i in the last matching: a position, or -1 the bye. */
static int mate_of(const engine *e, int i)
{
    int m = e->mate[e->vertex[i]];
    return m == e->dummy ? -1 : e->player[m];
}

static void fix_pair(engine *e, int a, int b)
{
    e->partner[a] = b;
    e->at[a] = AT_DONE;
    if (b >= 0) {
        e->partner[b] = a;
        e->at[b] = AT_DONE;
    }
}

/* ---- the steps of the generation order ---- */

static int is_upper(const engine *e, int i)
{
    int m = mate_of(e, i);
    return m > i && e->rem[m] >= 0;
}

/* A moved-down player paired in the bracket, wished for (C.04.3 4.1: S1 holds
 * the highest moved-down players). */
static void wish_mdp_paired(const engine *e, int u, int v, int *hi, int *mid, int *lo)
{
    (void)mid;
    (void)lo;
    int other = u == e->focus ? v : v == e->focus ? u : -2;
    if (other != -2)
        *hi = !(other >= 0 && e->at[other] == AT_RESIDENT);
}

/* C.04.3 4.3: the fewest exchanges, then the smallest difference between the
 * pairing numbers moved up and down: S1 after the exchange is the set of the
 * higher players of the remainder's pairs. */
static void wish_exchange(const engine *e, int u, int v, int *hi, int *mid)
{
    if (v >= 0 && e->rem[u] >= 0 && e->rem[v] >= 0) {
        *hi = e->rem[u] >= e->remainder_pairs;
        *mid = e->rem[u];
    }
}

/* ... and of the exchanges that tie, S1's lowest players moved first. */
static void wish_s1_moved(const engine *e, int u, int v, int *hi, int *mid, int *lo)
{
    wish_exchange(e, u, v, hi, mid);
    if (u == e->focus && v >= 0 && e->rem[v] >= 0)
        *lo = 1;
}

/* ... and S2's highest players moved up first. */
static void wish_s2_moved(const engine *e, int u, int v, int *hi, int *mid, int *lo)
{
    wish_exchange(e, u, v, hi, mid);
    if ((u == e->focus && !(v >= 0 && e->rem[v] >= 0)) || v == e->focus)
        *lo = 1;
}

static void wish_exchange_only(const engine *e, int u, int v, int *hi, int *mid, int *lo)
{
    (void)lo;
    wish_exchange(e, u, v, hi, mid);
}

static int solve_with(engine *e, order_values order, int focus);

/* The first partner the order could give `s` among `among` (remainder or
 * resident indexes): when the best candidate found already pairs him so, no
 * other matching is needed for this step. */
static int first_possible(const engine *e, int s, const int *among)
{
    int best = -1;
    for (int t = s + 1; t < e->n; t++)
        if (e->at[t] != AT_DONE && among[t] >= 0 && pr_dutch_compatible(e->f, s, t) &&
            allowed(e, s, t) && (best < 0 || among[t] < among[best]))
            best = t;
    return best;
}

/* Each batch player's possible partners ranked by `among` (the first the
 * order would give him 0), ranks from RANK_CAP on told apart no more.  The
 * remainder's and the residents' indexes both follow the positions, so one
 * pass down the positions meets the partners in their order. */
static void rank_partners(engine *e)
{
    for (int j = 0; j < e->nbatch; j++) {
        int s = e->batch[j], *rank = e->batch_rank + (size_t)j * (size_t)e->n, place = 0;
        for (int t = 0; t < e->n; t++) {
            rank[t] = RANK_CAP;
            if (t > s && e->at[t] != AT_DONE && e->among[t] >= 0 &&
                pr_dutch_compatible(e->f, s, t) && allowed(e, s, t))
                rank[t] = place < RANK_CAP ? place++ : RANK_CAP;
        }
    }
}

/* The best candidate where each player of the batch (up to BATCH of those of
 * `list` that have `role` and are not yet paired, in order) has the first
 * partner among `among` it can, the earlier players first: as the steps one
 * player at a time would choose, since the fields are lexicographic.  Each
 * wish is a rank of few bits, so that many players fit one matching: the
 * players up to the first whose partner is ranked RANK_CAP or later are
 * those steps' answers (a rank below the cap is exact); when the first of
 * the batch is that one, his partner is found by his exact wish. */
static int solve_batch(engine *e, const int *list, int count, int role, const int *among)
{
    e->order = NULL;
    e->focus = -1;
    e->among = among;
    e->nbatch = 0;
    for (int i = 0; i < count && e->nbatch < BATCH; i++)
        if (e->role[list[i]] == role && e->at[list[i]] != AT_DONE)
            e->batch[e->nbatch++] = list[i];
    e->exact_batch = 0;
    rank_partners(e);
    int rc = solve(e), fixed = 0;
    for (int j = 0; !rc && j < e->batched; j++) {
        int m = mate_of(e, e->batch[j]);
        if (m < 0 || e->batch_rank[(size_t)j * (size_t)e->n + m] == RANK_CAP)
            break;
        fix_pair(e, e->batch[j], m);
        fixed++;
    }
    if (!rc && !fixed) {
        e->exact_batch = 1;
        e->nbatch = 1;
        rc = solve(e);
        if (!rc)
            fix_pair(e, e->batch[0], mate_of(e, e->batch[0]));
        e->exact_batch = 0;
    }
    e->nbatch = 0;
    return rc;
}

/* C.04.3 4.2, the transpositions: each player of `list` that has `role`, in
 * order, has the first partner among `among` that leaves a best candidate
 * (the moved-down players their residents, S1 its S2).  When the best
 * candidate found already pairs him so, no other matching is needed. */
static int pair_each_first(engine *e, const int *list, int count, int role,
                           const int *among)
{
    int rc = 0;
    for (int i = 0; !rc && i < count; i++) {
        int s = list[i];
        if (e->role[s] != role || e->at[s] == AT_DONE)
            continue;
        if (mate_of(e, s) == first_possible(e, s, among))
            fix_pair(e, s, mate_of(e, s));
        else
            rc = solve_batch(e, list + i, count - i, role, among);
    }
    return rc;
}

static int solve_with(engine *e, order_values order, int focus)
{
    e->order = order;
    e->focus = focus;
    e->nbatch = 0;
    return solve(e);
}

/* The moved-down players paired in the bracket: each from the top, when a best
 * candidate pairs him; then each one's opponent. */
static int pair_moved_down(engine *e, const int *mdps, int nmdps)
{
    int rc = 0;
    for (int k = 0; !rc && k < nmdps; k++) {
        int m = mdps[k], partner = mate_of(e, m);
        if (!(partner >= 0 && e->at[partner] == AT_RESIDENT))
            rc = solve_with(e, wish_mdp_paired, m);
        partner = rc ? -1 : mate_of(e, m);
        e->role[m] = partner >= 0 && e->at[partner] == AT_RESIDENT ? MDP_IN : MDP_OUT;
    }
    return rc ? rc : pair_each_first(e, mdps, nmdps, MDP_IN, e->res);
}

/* Which remainder players end in S1: S1's lowest moved down first, then S2's
 * highest moved up, as long as exchanges are left to place. */
static int choose_exchange(engine *e, const int *rem, int nrem, int ready)
{
    int p = e->remainder_pairs;
    int rc = ready ? 0 : solve_with(e, wish_exchange_only, -1);
    int exchanges = 0;
    for (int i = 0; !rc && i < p; i++)
        exchanges += !is_upper(e, rem[i]);
    int left = exchanges;
    for (int i = p - 1; !rc && i >= 0 && left > 0; i--) {
        if (is_upper(e, rem[i]))
            rc = solve_with(e, wish_s1_moved, rem[i]);
        if (!rc && !is_upper(e, rem[i])) {
            e->role[rem[i]] = LOWER;
            left--;
        }
    }
    left = exchanges;
    for (int j = p; !rc && j < nrem && left > 1; j++) {
        if (!is_upper(e, rem[j]))
            rc = solve_with(e, wish_s2_moved, rem[j]);
        if (!rc && is_upper(e, rem[j])) {
            e->role[rem[j]] = UPPER;
            left--;
        }
    }
    for (int i = 0; !rc && i < nrem; i++)
        e->role[rem[i]] = is_upper(e, rem[i]) ? UPPER : LOWER;
    return rc;
}

/* The remainder: its exchange, then its pairs by the transpositions. */
static int pair_remainder(engine *e, int *rem, int nrem, int wished)
{
    int pairs = 0;
    for (int i = 0; i < nrem; i++)
        pairs += is_upper(e, rem[i]);
    /* the last matching already wished for this exchange */
    int ready = wished && pairs == e->remainder_pairs;
    e->remainder_pairs = pairs;
    if (!pairs)
        return 0;
    int rc = choose_exchange(e, rem, nrem, ready);
    return rc ? rc : pair_each_first(e, rem, nrem, UPPER, e->rem);
}

/* The scores the bracket's fields tell apart: its own and the next bracket's. */
static int note_scores(engine *e)
{
    e->nscores = 0;
    for (int i = 0; i < e->n; i++) {
        if (e->at[i] == AT_DONE || e->at[i] == AT_BELOW)
            continue;
        int slot = score_slot(e, e->f->p[i].score);
        if (slot >= 0) {
            e->score_players[slot]++;
            continue;
        }
        if (e->nscores == MAX_SCORES)
            return pr_fail(e->err, PAIRING_ERR_LIMIT,
                           "round %d: a bracket holds more than %d scores", e->f->round,
                           MAX_SCORES);
        e->score_players[e->nscores] = 1;
        e->scores[e->nscores++] = e->f->p[i].score; /* positions run high to low */
    }
    return 0;
}

/* C9 applies in the bracket that leaves the bye alone unpaired: the bye's
 * score group (or below), when a best candidate pairs everyone in it but the
 * bye within it. */
static int bye_decided_here(const engine *e, int first, int next)
{
    if (e->bye_score < 0 || e->bye_score < e->f->p[first].score)
        return 0;
    for (int i = 0; i < next; i++)
        if (e->at[i] == AT_MDP || e->at[i] == AT_RESIDENT) {
            int m = mate_of(e, i);
            if (m >= next)
                return 0;
        }
    return 1;
}

/* One bracket: the moved-down players still unpaired and the score group from
 * `first` to `next` - 1 (positions), the next group up to `after`. */
static int pair_bracket(engine *e, int first, int next, int after, int *list)
{
    int nmdps = 0, nres = 0;
    e->bracket_count++;
    e->remainder_pairs = 0;
    for (int i = 0; i < e->n; i++) {
        e->role[i] = FREE;
        e->rem[i] = e->res[i] = e->mdp[i] = -1;
        if (e->at[i] == AT_DONE)
            continue;
        e->at[i] = i < first   ? AT_MDP
                   : i < next  ? AT_RESIDENT
                   : i < after ? AT_NEXT
                               : AT_BELOW;
        if (e->at[i] == AT_MDP) {
            e->mdp[i] = nmdps;
            list[nmdps++] = i;
        } else if (e->at[i] == AT_RESIDENT)
            e->res[i] = nres++;
    }
    int rc = note_scores(e);
    if (rc)
        return rc;
    e->bracket_score = e->f->p[first].score;
    e->count_mdp = nmdps;
    e->count_res = nres;
    e->count_next = 0;
    for (int i = next; i < after; i++)
        e->count_next += e->at[i] == AT_NEXT;
    lay_out_fields(e);
    /* a bracket of residents alone is its own remainder: the first matching
     * can state the exchange's wish already, for as many pairs as it may hold */
    order_values first_wish = NULL;
    if (!nmdps) {
        for (int i = first; i < next; i++)
            e->rem[i] = e->res[i];
        e->remainder_pairs = nres / 2;
        first_wish = wish_exchange_only;
    }
    e->bye_bracket = 0;
    rc = solve_with(e, first_wish, -1);
    if (!rc && bye_decided_here(e, first, next)) {
        e->bye_bracket = 1;
        rc = solve_with(e, first_wish, -1);
    }
    if (!rc)
        rc = pair_moved_down(e, list, nmdps);
    int nrem = 0;
    for (int i = first; !rc && i < next; i++)
        if (e->at[i] == AT_RESIDENT) {
            e->rem[i] = nrem;
            list[nrem++] = i;
        }
    if (!rc)
        rc = pair_remainder(e, list, nrem, first_wish != NULL);
    for (int i = 0; i < next; i++)
        if (e->at[i] != AT_DONE)
            e->at[i] = AT_MDP;
    return rc;
}

/* ---- C5: the bye ---- */

static int visit_plain(engine *e, int u, int v, void *ctx)
{
    (void)ctx;
    return pr_graph_add(&e->g, e->vertex[u], v < 0 ? e->dummy : e->vertex[v], 0) < 0
               ? PAIRING_ERR_NOMEM
               : 0;
}

/* Can everyone be paired (C1-C4) with the bye to a player of at most `score`? */
static int completes(engine *e, int score, int *ok)
{
    e->bye_score = score;
    e->nv = 0;
    for (int i = 0; i < e->n; i++) {
        e->player[e->nv] = i;
        e->vertex[i] = e->nv++;
    }
    e->dummy = -1;
    if (e->nv % 2)
        e->dummy = e->nv++;
    pr_graph_reset(&e->g, e->nv);
    if (each_pair(e, visit_plain, NULL))
        return pr_nomem(e->err);
    int pairs = pr_matching_largest(&e->g, e->mate);
    if (pairs < 0)
        return pr_nomem(e->err);
    *ok = 2 * pairs == e->nv;
    return 0;
}

/* C5: the bye to a player of the lowest score that still lets everyone else
 * be paired. */
static int choose_bye_score(engine *e)
{
    int ok = 0, rc = 0;
    for (int i = 0; i < e->n; i++)
        e->at[i] = AT_BELOW;
    if (e->n % 2 == 0)
        rc = completes(e, -1, &ok);
    int tried = -1;
    for (int i = e->n - 1; e->n % 2 && !rc && !ok && i >= 0; i--)
        if (e->f->p[i].bye_allowed && e->f->p[i].score != tried) {
            tried = e->f->p[i].score;
            rc = completes(e, tried, &ok);
        }
    if (!rc && !ok)
        rc = pr_fail(e->err, PAIRING_ERR_NO_PAIRING,
                     e->n % 2 ? PR_MSG("round %d: the absolute criteria (C1-C3) allow no "
                                       "pairing of the %d players with a bye to one "
                                       "allowed it (C2)")
                              : PR_MSG("round %d: the absolute criteria (C1-C3) allow no "
                                       "pairing of the %d players"),
                     e->f->round, e->n);
    if (!ok)
        e->bye_score = -1;
    return rc;
}

static void engine_free(engine *e)
{
    free(e->at);
    free(e->role);
    free(e->rem);
    free(e->res);
    free(e->mdp);
    free(e->vertex);
    free(e->player);
    free(e->mate);
    free(e->scratch_mate);
    free(e->rem_scratch);
    free(e->batch_rank);
    free(e->seen);
    free(e->tie_dual);
    free(e->offset);
    free(e->known.who);
    free(e->known.role);
    free(e->graph_players);
    free(e->kept);
    pr_graph_free(&e->g);
}

static int engine_init(engine *e, const pr_dutch_field *f, int *partner,
                       pairing_error *err)
{
    memset(e, 0, sizeof *e);
    e->f = f;
    e->n = f->n;
    e->partner = partner;
    e->err = err;
    size_t n = (size_t)f->n + 2;
    e->at = pr_calloc(n, sizeof *e->at);
    e->role = pr_calloc(n, sizeof *e->role);
    e->rem = pr_calloc(n, sizeof *e->rem);
    e->res = pr_calloc(n, sizeof *e->res);
    e->mdp = pr_calloc(n, sizeof *e->mdp);
    e->vertex = pr_calloc(n, sizeof *e->vertex);
    e->player = pr_calloc(n + 4, sizeof *e->player);
    e->mate = pr_calloc(n + 4, sizeof *e->mate);
    e->scratch_mate = pr_calloc(n + 4, sizeof *e->scratch_mate);
    e->rem_scratch = pr_calloc(n + 4, sizeof *e->rem_scratch);
    e->batch_rank = pr_calloc(BATCH * n, sizeof *e->batch_rank);
    e->seen = pr_calloc(MAX_FIELDS, sizeof *e->seen);
    e->tie_dual = pr_calloc(n, sizeof *e->tie_dual);
    e->offset = pr_calloc(n, sizeof *e->offset);
    e->known.who = pr_calloc(n, sizeof *e->known.who);
    e->known.role = pr_calloc(n, sizeof *e->known.role);
    e->known.bracket = -1;
    e->graph_players = pr_calloc(n, sizeof *e->graph_players);
    if (!e->at || !e->role || !e->rem || !e->res || !e->mdp || !e->vertex || !e->player ||
        !e->mate || !e->seen || !e->scratch_mate || !e->rem_scratch || !e->batch_rank ||
        !e->tie_dual || !e->offset || !e->known.who || !e->known.role ||
        !e->graph_players)
        return pr_nomem(err);
    for (int i = 0; i < f->n; i++) {
        partner[i] = -2;
        e->rem[i] = e->res[i] = e->mdp[i] = -1;
    }
    return 0;
}

/* ---- --explain: what each bracket gave, and the first criterion it breaks ---- */

static int add_explanation(pairing_round *out, pairing_error *err, const char *fmt, ...)
    PR_PRINTF(3, 4);
static int add_explanation(pairing_round *out, pairing_error *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_round_explainv(out, fmt, ap);
    va_end(ap);
    return rc ? pr_nomem(err) : 0;
}

/* Counts, over the pairs the bracket made and the players it sent down, what
 * each quality criterion minimises; broken[k] for C10 + k. */
static void count_broken(const engine *e, int first, int next, int *pairs, int *down,
                         int broken[12], int *bye)
{
    int vals[MAX_FIELDS];
    memset(broken, 0, 12 * sizeof *broken);
    *pairs = *down = 0;
    *bye = -1;
    for (int i = 0; i < next; i++) {
        int j = e->partner[i];
        const pr_dutch_player *x = &e->f->p[i];
        if (e->at[i] != AT_DONE && next == e->n && mate_of(e, i) == -1) {
            *bye = i; /* the last bracket leaves the pairing-allocated bye */
            continue;
        }
        if (e->at[i] != AT_DONE) { /* sent down: a downfloat again? (C14, C16) */
            (*down)++;
            broken[4] += x->floats[0] == PR_FLOAT_DOWN;
            broken[6] += x->floats[1] == PR_FLOAT_DOWN;
            continue;
        }
        if (j < i || j < first)
            continue; /* counted from its higher player, or paired before */
        const pr_dutch_player *y = &e->f->p[j];
        (*pairs)++;
        /* C10-C13 as the cost counts them */
        memset(vals, 0, sizeof *vals * (size_t)e->nfields);
        colour_criteria(e, x, y, vals);
        for (int k = 0; k < 4; k++)
            broken[k] += vals[e->field_base[F_C10 + k]];
        /* C14-C17: a float again; C18-C21: the score differences of those pairs */
        int up = x->score > y->score, difference = x->score - y->score;
        int again[4] = {
            up && x->floats[0] == PR_FLOAT_DOWN, up && y->floats[0] == PR_FLOAT_UP,
            up && x->floats[1] == PR_FLOAT_DOWN, up && y->floats[1] == PR_FLOAT_UP};
        for (int k = 0; k < 4; k++) {
            broken[4 + k] += again[k];
            broken[8 + k] += again[k] * difference;
        }
    }
}

/* The criterion that decided the bracket, as a sentence of its own (each a
 * whole format, translated as one, SPEC §15). */
static int explain_criterion(const engine *e, pairing_round *out, int down, int size,
                             const int broken[12])
{
    if (down > size % 2)
        return add_explanation(
            out, e->err,
            "decided by C6: %d sent down, more than the bracket's size "
            "needs (C1-C4 or the brackets below allow no more pairs)",
            down);
    for (int k = 0; k < 12; k++)
        if (broken[k] && k < 8)
            return add_explanation(
                out, e->err,
                "decided by C%d, broken %d time%s: no candidate breaks "
                "it less, and the first such in the order of C.04.3 4 "
                "is taken",
                10 + k, broken[k], broken[k] == 1 ? "" : "s");
        else if (broken[k]) /* C18-C21 weigh the score differences */
            return add_explanation(
                out, e->err,
                "decided by C%d, score differences %d%s: no candidate "
                "has less, and the first such in the order of C.04.3 4 "
                "is taken",
                10 + k, broken[k] / 2, broken[k] % 2 ? ".5" : "");
    return add_explanation(out, e->err,
                           "decided by no quality criterion broken: the first candidate "
                           "in the order of C.04.3 4 that the absolute criteria allow");
}

/* The pairs the next bracket (positions next .. after - 1) can make with the
 * players `sent` down to it (C8 counts them): a largest matching of what C1
 * and C3 allow; -1 when out of memory. */
static int next_bracket_pairs(const engine *e, const int *sent, int count, int next,
                              int after)
{
    int size = count + after - next, pairs = -1;
    int *who = pr_calloc((size_t)size + 1, sizeof *who);
    int *mate = pr_calloc((size_t)size + 1, sizeof *mate);
    pr_graph g = {0};
    for (int k = 0; who && k < size; k++)
        who[k] = k < count ? sent[k] : next + k - count;
    pr_graph_reset(&g, size);
    int failed = !who || !mate;
    for (int a = 0; !failed && a < size; a++)
        for (int b = a + 1; !failed && b < size; b++)
            failed = pr_dutch_compatible(e->f, who[a], who[b]) &&
                     pr_graph_add(&g, a, b, 0) < 0;
    if (!failed)
        pairs = pr_matching_largest(&g, mate);
    pr_graph_free(&g);
    free(who);
    free(mate);
    return pairs;
}

/* Pairing numbers or scores of the players listed, as "3, 7" (cut with "..."). */
static void list_players(const engine *e, const int *list, int count, int scores,
                         char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < count && used + 16 < size; k++) {
        const pr_dutch_player *p = &e->f->p[list[k]];
        used +=
            (size_t)(scores ? snprintf(buf + used, size - used, "%s%d%s", k ? ", " : "",
                                       p->score / 2, p->score % 2 ? ".5" : "")
                            : snprintf(buf + used, size - used, "%s%d", k ? ", " : "",
                                       p->number));
    }
    if (used + 16 >= size)
        snprintf(buf + used, size - used, ", ...");
}

/* C7 and C8 choose who floats down once C6 has said how many: the first
 * candidate of the generation order (C.04.3 4) sends the bracket's last
 * players down, so when others go, C7 chose them (other scores: the lowest
 * the absolute criteria allow) or C8 did (the same scores, and more pairs in
 * the next bracket).  *said is 1 when a sentence was added. */
static int explain_floaters(const engine *e, pairing_round *out, int next, int after,
                            const unsigned char *member, int down, int *said)
{
    *said = 0;
    if (!down || next == e->n) /* the last bracket sends nobody on */
        return 0;
    int *sent = pr_calloc((size_t)down, sizeof *sent);
    int *last = pr_calloc((size_t)down, sizeof *last);
    int rc = sent && last ? 0 : pr_nomem(e->err), nsent = 0, nlast = 0, same = 1,
        same_scores = 1;
    for (int i = 0; !rc && i < next; i++)
        if (member[i] && e->at[i] != AT_DONE && nsent < down)
            sent[nsent++] = i;
    for (int i = next - 1; !rc && i >= 0 && nlast < down; i--)
        if (member[i])
            last[down - 1 - nlast++] = i;
    for (int k = 0; !rc && k < down; k++) {
        same = same && sent[k] == last[k];
        same_scores = same_scores && e->f->p[sent[k]].score == e->f->p[last[k]].score;
    }
    char list[160];
    if (!rc && !same && !same_scores) {
        list_players(e, sent, down, 1, list, sizeof list);
        rc = add_explanation(out, e->err,
                             "decided by C7: those sent down score %s, the lowest that "
                             "the criteria before it (C1-C6) let the bracket send down",
                             list);
        *said = !rc;
    } else if (!rc && !same) {
        int with_sent = next_bracket_pairs(e, sent, down, next, after);
        int with_last = next_bracket_pairs(e, last, down, next, after);
        if (with_sent < 0 || with_last < 0)
            rc = pr_nomem(e->err);
        else if (with_sent > with_last) {
            list_players(e, sent, down, 0, list, sizeof list);
            rc =
                add_explanation(out, e->err,
                                "decided by C8: sending number %s down lets the next "
                                "bracket make %d pair%s (sending the bracket's last, %d)",
                                list, with_sent, with_sent == 1 ? "" : "s", with_last);
            *said = !rc;
        }
    }
    free(sent);
    free(last);
    return rc;
}

static int explain_bracket(const engine *e, pairing_round *out, int first, int next,
                           int after, const unsigned char *member, int moved_down)
{
    int pairs, down, broken[12], bye, said = 0;
    count_broken(e, first, next, &pairs, &down, broken, &bye);
    int score = e->f->p[first].score;
    int rc =
        add_explanation(out, e->err,
                        "bracket %d%s (%d moved down, %d resident%s): %d pair%s, %d "
                        "sent down",
                        score / 2, score % 2 ? ".5" : "", moved_down, next - first,
                        next - first == 1 ? "" : "s", pairs, pairs == 1 ? "" : "s", down);
    int size = moved_down + next - first;
    if (!rc && down <= size % 2)
        rc = explain_floaters(e, out, next, after, member, down, &said);
    if (!rc && !said)
        rc = explain_criterion(e, out, down, size, broken);
    if (!rc && bye >= 0) { /* C5 chose the score, C9 the player of it */
        int unplayed = e->f->round - 1 - e->f->p[bye].played;
        rc = add_explanation(out, e->err,
                             "the pairing-allocated bye to number %d (C5, and C9: %d "
                             "round%s unplayed)",
                             e->f->p[bye].number, unplayed, unplayed == 1 ? "" : "s");
    }
    return rc;
}

static int explain_round_one(const pr_dutch_field *f, pairing_round *out,
                             pairing_error *err)
{
    if (f->n % 2)
        return add_explanation(
            out, err,
            "round 1: one bracket of %d, S1 the first %d against S2 in "
            "order, colours by 5.2.5, the last of S2 has the bye (C5); "
            "decided by no criterion: the first candidate (C.04.3 4.2) "
            "breaks none",
            f->n, f->n / 2);
    return add_explanation(out, err,
                           "round 1: one bracket of %d, S1 the first %d against S2 in "
                           "order, colours by 5.2.5; decided by no criterion: the first "
                           "candidate (C.04.3 4.2) breaks none",
                           f->n, f->n / 2);
}

/* Round 1: one bracket, no colours, no floats, nobody met; its first
 * candidate (S1's i-th with S2's i-th, the last of S2 left for the bye) breaks
 * no criterion when its pairs are allowed, so it is the pairing (C.04.3 4.2). */
static int first_candidate_of_round_one(const pr_dutch_field *f, int *partner)
{
    int pairs = f->n / 2;
    if (f->round != 1 || (f->n % 2 && !f->p[f->n - 1].bye_allowed))
        return 0;
    for (int i = 0; i < pairs; i++)
        if (f->p[i].score != f->p[f->n - 1].score ||
            !pr_dutch_compatible(f, i, pairs + i))
            return 0;
    for (int i = 0; i < pairs; i++) {
        partner[i] = pairs + i;
        partner[pairs + i] = i;
    }
    if (f->n % 2)
        partner[f->n - 1] = -1;
    return 1;
}

int pr_dutch_pair_brackets(const pr_dutch_field *f, int *partner, pairing_round *out,
                           int explain, pairing_error *err)
{
    if (first_candidate_of_round_one(f, partner))
        return explain ? explain_round_one(f, out, err) : PAIRING_OK;
    /* on the heap: its field tables are large for a thread's stack */
    engine *e = pr_calloc(1, sizeof *e);
    if (!e)
        return pr_nomem(err);
    int rc = engine_init(e, f, partner, err);
    if (!rc)
        rc = choose_bye_score(e);
    for (int i = 0; !rc && i < f->n; i++)
        e->at[i] = AT_BELOW;
    int *list = rc ? NULL : pr_calloc((size_t)f->n + 1, sizeof *list);
    unsigned char *member = rc ? NULL : pr_calloc((size_t)f->n + 1, sizeof *member);
    if (!rc && (!list || !member))
        rc = pr_nomem(err);
    for (int first = 0; !rc && first < f->n;) {
        int next = first;
        while (next < f->n && f->p[next].score == f->p[first].score)
            next++;
        int after = next;
        while (after < f->n && f->p[after].score == f->p[next].score)
            after++;
        int moved_down = 0;
        for (int i = 0; i < next; i++) { /* the bracket: moved down, and residents */
            member[i] = e->at[i] != AT_DONE;
            moved_down += i < first && member[i];
        }
        rc = pair_bracket(e, first, next, after, list);
        if (!rc && explain)
            rc = explain_bracket(e, out, first, next, after, member, moved_down);
        first = next;
    }
    /* what the last matching pairs besides the brackets' pairs: moved-down
     * players paired together at the bottom, and the bye's stand-in */
    for (int i = 0; !rc && i < f->n; i++)
        if (partner[i] == -2)
            fix_pair(e, i, mate_of(e, i));
    free(list);
    free(member);
    engine_free(e);
    free(e);
    return rc;
}
