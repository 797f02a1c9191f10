/*
 * heaviest.c - a maximum-weight matching by reduction to a cheapest perfect
 * matching of the doubled graph (heaviest.h says how).
 */
#include <stdio.h>
#include <stdlib.h>

#include "heaviest.h"

int heaviest_matching(const pr_graph *g, int largest_first, pr_graph *doubled, int *mate,
                      matching_value *value, char *why, size_t why_size)
{
    int n = g->vertices;
    pr_cost heaviest_edge = 0;
    for (int e = 0; e < g->edges; e++) {
        pr_cost c = g->cost[e] < 0 ? -g->cost[e] : g->cost[e];
        heaviest_edge = c > heaviest_edge ? c : heaviest_edge;
    }
    /* A perfect matching of the doubled graph has n edges and at most n real or
     * twin ones, whose weights differ by at most 2n * heaviest_edge from any other
     * choice of as many: K one above that puts cardinality first.  Every cost is
     * then at most K + heaviest_edge, every total at most n times that. */
    pr_cost k = 0;
    if (largest_first && n > 0) {
        if (heaviest_edge > (AUDIT_COST_LIMIT / n - 1) / (2 * n + 1))
            return -2;
        k = 2 * n * heaviest_edge + 1;
    } else if (n > 0 && heaviest_edge > AUDIT_COST_LIMIT / n) {
        return -2;
    }

    pr_graph_reset(doubled, 2 * n);
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1];
        pr_cost c = -(g->cost[e] + k);
        if (pr_graph_add(doubled, a, b, c) < 0 ||
            pr_graph_add(doubled, n + a, n + b, c) < 0)
            return -1;
    }
    for (int v = 0; v < n; v++)
        if (pr_graph_add(doubled, v, n + v, 0) < 0)
            return -1;

    int *twice = malloc(sizeof *twice * (size_t)(2 * n + 1));
    if (!twice)
        return -1;
    for (int v = 0; v < 2 * n; v++)
        twice[v] = -7; /* poison: every entry must be written */
    pr_cost total = 0;
    int rc = pr_matching_cheapest(doubled, twice, &total);
    if (rc < 0) {
        free(twice);
        return -1;
    }
    char total_text[AUDIT_COST_TEXT], recomputed_text[AUDIT_COST_TEXT];
    if (rc != 1) {
        snprintf(why, why_size,
                 "pr_matching_cheapest returned %d for the doubled graph, which has a "
                 "perfect matching (every v-v')",
                 rc);
        free(twice);
        return 1;
    }
    matching_value whole;
    rc = audit_matching(doubled, twice, 1, &whole, why, why_size);
    if (rc != 0) {
        free(twice);
        return rc;
    }
    if (whole.least != total) {
        snprintf(
            why, why_size,
            "pr_matching_cheapest on the doubled graph: *total %s, its edges cost %s",
            cost_format(total, total_text), cost_format(whole.least, recomputed_text));
        free(twice);
        return 1;
    }

    /* The two halves: g's own vertices, and the twins numbered back as g's. */
    matching_value twins;
    for (int half = 1; half >= 0; half--) {
        for (int v = 0; v < n; v++) {
            int m = twice[half * n + v] - half * n;
            mate[v] = m >= 0 && m < n ? m : -1;
        }
        rc = audit_matching(g, mate, 0, half ? &twins : value, why, why_size);
        if (rc != 0) {
            free(twice);
            return rc;
        }
    }
    free(twice);
    if (twins.pairs != value->pairs || twins.most != value->most) {
        snprintf(
            why, why_size,
            "pr_matching_cheapest on the doubled graph: the real half has %d pairs of "
            "weight %s, the twin half %d of weight %s (both should be optimal)",
            value->pairs, cost_format(value->most, total_text), twins.pairs,
            cost_format(twins.most, recomputed_text));
        return 1;
    }
    pr_cost expected = -2 * (value->most + k * value->pairs);
    if (expected != total) {
        snprintf(
            why, why_size,
            "pr_matching_cheapest on the doubled graph: total %s, but its halves say %s",
            cost_format(total, total_text), cost_format(expected, recomputed_text));
        return 1;
    }
    return 0;
}
