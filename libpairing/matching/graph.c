/*
 * graph.c - the graph of possible pairs that the matchings read: an edge list
 * that keeps its memory from one question to the next.
 */
#include <stdlib.h>

#include "matching/matching.h"

void pr_graph_reset(pr_graph *g, int vertices)
{
    g->vertices = vertices;
    g->edges = 0;
}

int pr_graph_add(pr_graph *g, int a, int b, pr_cost cost)
{
    if (g->edges == g->cap) {
        int cap = g->cap ? 2 * g->cap : 256;
        if (cap < g->cap)
            return -1;
        int *ends = pr_reallocarray(g->ends, 2 * (size_t)cap, sizeof *ends);
        if (!ends)
            return -1;
        g->ends = ends;
        pr_cost *costs = pr_reallocarray(g->cost, (size_t)cap, sizeof *costs);
        if (!costs)
            return -1;
        g->cost = costs;
        g->cap = cap;
    }
    g->ends[2 * g->edges] = a;
    g->ends[2 * g->edges + 1] = b;
    g->cost[g->edges++] = cost;
    return 0;
}

void pr_graph_free(pr_graph *g)
{
    free(g->ends);
    free(g->cost);
    g->ends = NULL;
    g->cost = NULL;
    g->vertices = g->edges = g->cap = 0;
}
