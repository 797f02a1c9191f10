/*
 * heaviest.h - a maximum-weight matching (not necessarily perfect) built on
 * pr_matching_cheapest, the way the proofs reach the optimiser from a second
 * side: each vertex v of g gets a twin v', each edge u-v a twin u'-v', and v-v'
 * joins them at cost 0; an edge's cost in g is read as its weight, and negated
 * it becomes the cost in the doubled graph.  A perfect matching of the doubled
 * graph is a matching M of g, a matching M' of the twins and v-v' for the rest,
 * so the cheapest one costs minus twice the heaviest matching's weight, and
 * both halves of it are heaviest matchings.  For the heaviest among the largest
 * matchings every real and twin edge also costs K less, K more than any
 * difference in weight, so that one more pair always pays.
 */
#ifndef MATCHING_TEST_HEAVIEST_H
#define MATCHING_TEST_HEAVIEST_H

#include "audit.h"

/* A heaviest matching of g (among the largest ones when largest_first), its
 * weight in value->most.  doubled is the caller's graph to build the doubled
 * graph in (zeroed before the first use, kept between calls).  Returns 0 and
 * fills mate (g->vertices entries) and *value; 1 when pr_matching_cheapest's
 * answer for the doubled graph is wrong in itself (why says how); -1 when out of
 * memory; -2 when g's weights are too large for the doubled graph's costs to stay
 * within matching.h's 2^120. */
int heaviest_matching(const pr_graph *g, int largest_first, pr_graph *doubled, int *mate,
                      matching_value *value, char *why, size_t why_size);

#endif /* MATCHING_TEST_HEAVIEST_H */
