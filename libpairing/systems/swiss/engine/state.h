/*
 * state.h - what the engine's procedure (procedure.c) and its two oracles
 * (exact_oracle.c, fast_oracle.c) share while one round is paired.
 *
 * The players are the task's entries 0 .. n-1, in score groups; when the field
 * is odd the bye is one more vertex, n, that pairs with whoever has it.
 */
#ifndef PAIRING_ENGINE_STATE_H
#define PAIRING_ENGINE_STATE_H

#include "matching/matching.h"
#include "systems/swiss/engine/engine.h"

#define PR_UNPAIRED (-2)

/* The exact oracle: in charge once few players are left.  It keeps the best
 * pairing of everybody still unpaired, by a cost whose components order the
 * principles lexicographically. */
typedef struct pr_exact_oracle {
    int active;
    int *players; /* its region: everybody unpaired when it took over */
    int nplayers;
    int top_group;     /* the highest group of its region */
    int *best_partner; /* the best pairing of the rest, vertex -> vertex, -1 */
    pr_cost best_cost; /* and its cost */
    int *vertices;     /* 2 (n + 1): the vertices of one solve, then a partner list */
    /* the cost components, least significant first, each at its bit offset */
    int shift[64];
    int *boundary_component; /* per score boundary of the region, top first */
    int float_component, bye_component, rematch_component;
    int *bye_rank; /* plain Swiss: how many of the region's players of one's group
                      stand lower (a larger number), by vertex */
    int bye_span;  /* more than any bye_rank */
    int colour_component, due_component; /* colours = balanced, else -1 */
    int club_component;                  /* avoid-clubs = all, else -1 */
} pr_exact_oracle;

/* The fast oracle: for large fields, one score group at a time. */
typedef struct pr_fast_oracle {
    int rest_is_large; /* the players below the group can pair among themselves */
    int *below;        /* else the few of them, who must be completed from the group */
    int nbelow;
    int quota;      /* players of the group (floaters from above too) still to go down */
    int *group;     /* the group's players still to pair, in no order */
    int *group_pos; /* vertex -> index in group, -1 */
    int ngroup;
    int *chosen; /* the floaters chosen from the group so far (small rest only) */
    int nchosen;
    int kinds[3]; /* the group's players by the colours they need (PR_KIND_*) */
    int pool[3];  /* the same of the unpaired below the group and its floaters */
} pr_fast_oracle;

typedef struct pr_engine {
    pr_task *task;
    int n;        /* entries; the bye, when needed, is vertex n */
    int bye;      /* n when someone has the bye, else -1 */
    int *partner; /* entry -> partner entry, the bye (n) or PR_UNPAIRED */
    char *floating;
    int *made; /* the pairs in the order they were made */
    int nmade;
    int *group_start, *group_end;
    int most_met;    /* the most opponents any player has met */
    int fewest_byes; /* the fewest byes any player has had */
    int rematches;
    int bye_given;
    pairing_error *err;
    int failed; /* out of memory: every answer after it is moot */
    pr_graph graph;
    int *mate;    /* 2 (n + 1): the matching's answer */
    int *scratch; /* n + 1, for the oracles */
    int *rest;    /* n + 1, for the procedure's own lists */
    pr_exact_oracle exact;
    pr_fast_oracle fast;
} pr_engine;

/* ---- the engine's state for one task (procedure.c) ---- */
int pr_engine_open(pr_engine *e, pr_task *task, pairing_error *err);
void pr_engine_close(pr_engine *e);

/* ---- who may play whom (pairs.c) ---- */
int pr_bye_eligible(const pr_engine *e, int v);
int pr_is_floating(const pr_engine *e, int v);
int pr_group_of(const pr_engine *e, int v);
int pr_may_pair(const pr_engine *e, int a, int b, int allow_rematch);
int pr_pairs_within(pr_engine *e, const int *set, int k, int split, int allow_rematch);
int pr_most_pairs(pr_engine *e, const int *set, int k);
int pr_engine_add_edge(pr_engine *e, int a, int b, pr_cost cost);
int pr_engine_largest(pr_engine *e);
int pr_group_unpaired(const pr_engine *e, int g, int *out);
int pr_colours_strict(const pr_engine *e);
int pr_colours_rich(const pr_engine *e, const int *kinds);
int pr_colour_pairs_bound(const int *kinds);

/* ---- the reasons explanations give (reasons.c) ---- */
/* How many of a group's floaters each cause sends down, in the order they go. */
typedef struct pr_float_causes {
    int odd, met, colours;
} pr_float_causes;
pr_float_causes pr_group_float_causes(pr_engine *e, const int *cand, int k);
int pr_float_reason(const pr_float_causes *c, int chosen);
int pr_met_all(const pr_engine *e, int x, const int *cand, int k);
int pr_float_on_reason(const pr_engine *e, int g, int x);
int pr_shift_reason(const pr_engine *e, int x, int y0);

/* ---- the exact oracle (exact_oracle.c) ---- */
int pr_exact_start(pr_engine *e);
int pr_exact_optimum(pr_engine *e);
pr_cost pr_pair_cost(const pr_engine *e, int a, int b);
int pr_exact_allows_pair(pr_engine *e, int a, int b);
int pr_exact_allows_float(pr_engine *e, int y);
int pr_exact_floaters_needed(const pr_engine *e, int g);

/* ---- the fast oracle (fast_oracle.c) ---- */
void pr_fast_start_group(pr_engine *e, int g, const int *incoming, int nin);
int pr_fast_allows_pair(pr_engine *e, int a, int b);
int pr_fast_allows_float(pr_engine *e, int x);
void pr_fast_forget(pr_engine *e, int x);

#endif
