/*
 * matching.h - the two questions the Swiss engine asks of a graph of possible
 * pairs (vertices are players, edges the pairs the rules allow):
 *
 *  - how many pairs can be made at once (a maximum matching), which decides
 *    whether the players still unpaired can all be paired (cardinality.c);
 *  - which way of pairing everybody costs least (a minimum-cost perfect
 *    matching), where the cost of a pair orders the principles of the rules
 *    lexicographically (weighted.c).
 *
 * Both are Edmonds' blossom method (1965) in our own formulation; the files say
 * how.  Neither prints, and both report running out of memory as -1.
 */
#ifndef PAIRING_MATCHING_H
#define PAIRING_MATCHING_H

#include "internal.h"

/* Room for the principles' lexicographic order: 120 bits of components. */
#if !defined(__SIZEOF_INT128__)
#error "libpairing needs a C compiler with 128-bit integers (GCC or Clang)"
#endif
__extension__ typedef __int128 pr_cost;

/* An undirected graph; edges are kept in the order they are added, which is
 * the order ties are broken in.  Two vertices may be joined by several edges:
 * a matching uses the cheapest. */
typedef struct pr_graph {
    int vertices;
    int edges, cap;
    int *ends;     /* edge e joins ends[2e] and ends[2e + 1] */
    pr_cost *cost; /* edge e's cost */
} pr_graph;

/* Empties the graph and gives it `vertices` vertices, keeping its memory. */
void pr_graph_reset(pr_graph *g, int vertices);
/* Adds the edge a-b (a != b, both below g->vertices); -1 when out of memory. */
int pr_graph_add(pr_graph *g, int a, int b, pr_cost cost);
void pr_graph_free(pr_graph *g);

/* A maximum matching: mate[v] is v's partner or -1.  Returns the number of
 * pairs, or -1 when out of memory.  Costs are ignored. */
int pr_matching_largest(const pr_graph *g, int *mate);

/* A perfect matching of least total cost: returns 1 and fills mate and *total,
 * 0 when the graph has no perfect matching, -1 when out of memory.  Costs may be
 * negative; each, and the total of any perfect matching, must stay below 2^120
 * in size (the 128-bit sums then have room for the doubling inside). */
int pr_matching_cheapest(const pr_graph *g, int *mate, pr_cost *total);

/* The same, and what every other perfect matching of least cost looks like, for
 * a second matching that orders them by lesser criteria: crossings[e] (one per
 * edge) is -1 when no such matching uses edge e, else a count such that the
 * perfect matchings of least cost are exactly those of edges >= 0 whose counts
 * add up to the least (the blossoms of positive dual each crossed once). */
int pr_matching_cheapest_face(const pr_graph *g, int *mate, pr_cost *total,
                              int *crossings);

/* More than any cost: a pair costing this much or more is never wanted. */
#define PR_COST_MAX ((pr_cost)1 << 124)

/* Whether a and b may be paired, and at what cost: 1 and *cost, or 0.  A pair
 * that costs `under` or more does not matter: the price may say 0 for it. */
typedef int (*pr_pair_price)(void *ctx, int a, int b, pr_cost under, pr_cost *cost);

/* pr_matching_cheapest over every pair that `price` allows, the graph holding
 * at first only those likely to be chosen, each at its price (a pair it holds
 * is not priced again): the rest join it (so g grows) where the solution shows
 * they might do better.  The same least cost as the whole graph, found on a
 * fraction of its edges. */
int pr_matching_cheapest_priced(pr_graph *g, int *mate, pr_cost *total,
                                pr_pair_price price, void *ctx);

#endif /* PAIRING_MATCHING_H */
