/*
 * clubs.c - club avoidance in round 1 (SPEC §12, avoid-clubs): the top half
 * meets the bottom half with the fewest games between club-mates, then with
 * the most boards kept at their same-position partner (同位), then as the
 * procedure shifts downward (错位): each top player in order takes the first
 * bottom player in his order - his own position, the positions below it, then
 * those above it, nearest first - that leaves the rest able to reach the best
 * of the first two counts.  An empty club is no club.
 *
 * The first two counts are one cost per board (club-mates weigh more than all
 * the shifts together), and "able to reach the best" is a cheapest assignment
 * of the players still free (matching/weighted.c): polynomial, and it never
 * fails, since every top player may meet every bottom player.
 */
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"
#include "systems/swiss/clubs.h"

typedef struct halves {
    const pairing_event *ev;
    const int *top, *bottom;
    int m;
    char *used_top, *used_bottom;
    int *free_top, *free_bottom; /* the free ones of one solve */
    int *mate;                   /* a solve's answer, by vertex */
    int *best;   /* top i -> bottom j: a cheapest assignment of the free players */
    int *trial;  /* the same for a choice being tried */
    int orphans; /* free top players whose same-position partner is taken */
    pr_graph graph;
} halves;

int pr_club_mates(const pairing_event *ev, int a, int b)
{
    const char *x = ev->players[a].club, *y = ev->players[b].club;
    return x && y && *x && strcmp(x, y) == 0;
}

/* Club-mates weigh more than every board off its same position together. */
static pr_cost board_cost(const halves *h, int i, int j)
{
    return (pr_cost)pr_club_mates(h->ev, h->top[i], h->bottom[j]) * (h->m + 1) + (i != j);
}

/* The cheapest assignment of the free top players to the free bottom players:
 * its cost into *total, and into assign for them; -1 when out of memory. */
static int cheapest_rest(halves *h, int *assign, pr_cost *total)
{
    int k = 0, kb = 0;
    for (int i = 0; i < h->m; i++) {
        if (!h->used_top[i])
            h->free_top[k++] = i;
        if (!h->used_bottom[i])
            h->free_bottom[kb++] = i;
    }
    *total = 0;
    if (k == 0)
        return 0;
    pr_graph_reset(&h->graph, 2 * k);
    for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++)
            if (pr_graph_add(&h->graph, a, k + b,
                             board_cost(h, h->free_top[a], h->free_bottom[b])))
                return -1;
    int found = pr_matching_cheapest(&h->graph, h->mate, total);
    if (found <= 0) /* a complete bipartite graph always has one */
        return -1;
    for (int a = 0; a < k; a++)
        assign[h->free_top[a]] = h->free_bottom[h->mate[a] - k];
    return 0;
}

/* The d-th bottom position in top player i's order: i, below, then above. */
static int candidate(int m, int i, int d)
{
    return i + d < m ? i + d : m - 1 - d;
}

/* Top player i takes the first candidate that keeps the best reachable; -1
 * when out of memory. */
static int choose(halves *h, int i, pr_cost *target)
{
    for (int d = 0; d < h->m; d++) {
        int j = candidate(h->m, i, d);
        if (h->used_bottom[j])
            continue;
        pr_cost c = board_cost(h, i, j), rest;
        /* every free top player whose partner at the same position is taken
         * costs at least 1: a choice that cannot reach the target by that
         * count needs no assignment to refute it */
        int orphans = h->orphans - (h->used_bottom[i] != 0) + (j != i && !h->used_top[j]);
        if (h->best[i] != j && c + orphans > *target)
            continue;
        h->used_top[i] = h->used_bottom[j] = 1;
        if (h->best[i] == j) { /* the cheapest assignment in hand has it */
            *target -= c;
            h->orphans = orphans;
            return j;
        }
        if (cheapest_rest(h, h->trial, &rest))
            return -1;
        if (c + rest == *target) {
            h->orphans = orphans;
            int *kept = h->best;
            h->best = h->trial;
            h->trial = kept;
            *target = rest;
            return j;
        }
        h->used_top[i] = h->used_bottom[j] = 0;
    }
    return -1;
}

int pr_club_halves(const pairing_event *ev, const int *top, const int *bottom, int m,
                   int *partner)
{
    halves h = {.ev = ev, .top = top, .bottom = bottom, .m = m};
    size_t n = (size_t)m + 1;
    h.used_top = pr_calloc(n, 1);
    h.used_bottom = pr_calloc(n, 1);
    h.free_top = pr_calloc(n, sizeof *h.free_top);
    h.free_bottom = pr_calloc(n, sizeof *h.free_bottom);
    h.mate = pr_calloc(4 * n, sizeof *h.mate);
    h.best = pr_calloc(n, sizeof *h.best);
    h.trial = pr_calloc(n, sizeof *h.trial);
    int rc = !h.used_top || !h.used_bottom || !h.free_top || !h.free_bottom || !h.mate ||
             !h.best || !h.trial;
    pr_cost target;
    if (!rc)
        rc = cheapest_rest(&h, h.best, &target);
    for (int i = 0; i < m && !rc; i++)
        rc = (partner[i] = choose(&h, i, &target)) < 0;
    pr_graph_free(&h.graph);
    free(h.used_top);
    free(h.used_bottom);
    free(h.free_top);
    free(h.free_bottom);
    free(h.mate);
    free(h.best);
    free(h.trial);
    return rc ? -1 : 0;
}
