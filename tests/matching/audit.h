/*
 * audit.h - what the matching proofs check of every answer matching.h gives,
 * whoever asks: that mate is a matching made of the graph's own edges (perfect
 * when it must be), and what it is worth, recomputed from those edges.  And the
 * 128-bit costs in decimal, both ways, for the graphs the proofs print and read.
 */
#ifndef MATCHING_TEST_AUDIT_H
#define MATCHING_TEST_AUDIT_H

#include <stddef.h>

#include "matching/matching.h"

/* The largest cost the proofs give matching.h: its contract allows 2^120. */
#define AUDIT_COST_LIMIT ((pr_cost)1 << 120)

/* A matching's worth.  Between two vertices there may be parallel edges, so a
 * pair's cost is either the cheapest or the dearest edge joining it: an optimal
 * cheapest matching pays the cheapest, an optimal heaviest one gains the dearest. */
typedef struct matching_value {
    int pairs;
    pr_cost least; /* each pair's cheapest edge, summed */
    pr_cost most;  /* each pair's dearest edge, summed */
} matching_value;

/* 0 when mate (g->vertices entries) is a matching of g's edges, and perfect if
 * `perfect`; *value is then filled.  1 when it is not: why says how.  -1 when out
 * of memory. */
int audit_matching(const pr_graph *g, const int *mate, int perfect, matching_value *value,
                   char *why, size_t why_size);

/* c in decimal into text (AUDIT_COST_TEXT bytes); returns text. */
#define AUDIT_COST_TEXT 48
char *cost_format(pr_cost c, char *text);
/* A decimal integer of at most 2^126 in size at *text; advances *text past it.
 * 0 on success, -1 when there is none or it is too large. */
int cost_parse(const char **text, pr_cost *c);

#endif /* MATCHING_TEST_AUDIT_H */
