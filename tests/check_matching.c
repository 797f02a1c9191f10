/*
 * check_matching.c - the weighted blossom matching that the Swiss engines rest
 * on, against brute force over thousands of random graphs.  (White-box: the
 * matching is internal, so this suite includes the library's private header.)
 */
#include <stdlib.h>

#include "../libpairing/internal.h"
#include "check_pairing.h"

#define MAXV 11

typedef struct graph {
    int n, m;
    int eu[MAXV * MAXV], ev[MAXV * MAXV];
    pr_weight w[MAXV * MAXV];
    int edge_of[MAXV][MAXV]; /* -1 none */
} graph;

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Best (cardinality, weight) over all matchings, by brute force. */
static void brute(const graph *g, int *mate, int v, int card, pr_weight weight,
                  int *best_card, pr_weight *best_weight, int max_cardinality)
{
    while (v < g->n && mate[v] != -1)
        v++;
    if (v >= g->n) {
        int better = max_cardinality ? (card > *best_card ||
                                        (card == *best_card && weight > *best_weight))
                                     : weight > *best_weight;
        if (better || *best_card < 0)
            *best_card = card, *best_weight = weight;
        return;
    }
    mate[v] = v; /* v stays single */
    brute(g, mate, v + 1, card, weight, best_card, best_weight, max_cardinality);
    for (int u = v + 1; u < g->n; u++) {
        if (mate[u] != -1 || g->edge_of[v][u] < 0)
            continue;
        mate[v] = u, mate[u] = v;
        brute(g, mate, v + 1, card + 1, weight + g->w[g->edge_of[v][u]], best_card,
              best_weight, max_cardinality);
        mate[u] = -1;
    }
    mate[v] = -1;
}

static void random_graph(graph *g, uint64_t *seed, int n, int big)
{
    g->n = n;
    g->m = 0;
    int density = (int)(rnd(seed) % 100);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            g->edge_of[i][j] = -1;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            if ((int)(rnd(seed) % 100) >= density)
                continue;
            g->eu[g->m] = i, g->ev[g->m] = j;
            pr_weight w = (pr_weight)(rnd(seed) % 12);
            if (big)
                w = w * ((pr_weight)1 << 90) + (pr_weight)(rnd(seed) % 5);
            g->w[g->m] = w;
            g->edge_of[i][j] = g->edge_of[j][i] = g->m++;
        }
}

static void check_against_brute_force(int big)
{
    uint64_t seed = big ? 99991 : 12345;
    for (int trial = 0; trial < test_scaled(3000); trial++) {
        graph g;
        random_graph(&g, &seed, 1 + trial % MAXV, big);
        for (int maxcard = 0; maxcard <= 1; maxcard++) {
            int mate[MAXV], bm[MAXV];
            EXPECT_EQ(pr_max_weight_matching(g.n, g.m, g.eu, g.ev, g.w, maxcard, mate),
                      0);
            int card = 0;
            pr_weight weight = 0;
            for (int v = 0; v < g.n; v++) {
                if (mate[v] < 0)
                    continue;
                EXPECT(mate[mate[v]] == v, "trial %d: mate not symmetric", trial);
                EXPECT(g.edge_of[v][mate[v]] >= 0, "trial %d: matched along no edge",
                       trial);
                if (v < mate[v]) {
                    card++;
                    weight += g.w[g.edge_of[v][mate[v]]];
                }
            }
            for (int v = 0; v < g.n; v++)
                bm[v] = -1;
            int best_card = -1;
            pr_weight best_weight = 0;
            brute(&g, bm, 0, 0, 0, &best_card, &best_weight, maxcard);
            EXPECT(weight == best_weight && (!maxcard || card == best_card),
                   "trial %d (n=%d m=%d maxcard=%d): card %d/%d, weight %s", trial, g.n,
                   g.m, maxcard, card, best_card,
                   weight == best_weight ? "equal" : "differs");
        }
    }
}

START_TEST(test_small_weights)
{
    check_against_brute_force(0);
}
END_TEST

START_TEST(test_huge_weights)
{
    check_against_brute_force(1);
}
END_TEST

/* Every edge the same weight: maximum cardinality, e.g. a perfect matching of a
 * 5-cycle plus a pendant, which needs a blossom. */
START_TEST(test_cardinality_with_blossom)
{
    int eu[] = {0, 1, 2, 3, 4, 0}, ev[] = {1, 2, 3, 4, 0, 5};
    pr_weight w[] = {1, 1, 1, 1, 1, 1};
    int mate[6];
    ck_assert_int_eq(pr_max_weight_matching(6, 6, eu, ev, w, 1, mate), 0);
    for (int v = 0; v < 6; v++)
        ck_assert_int_ge(mate[v], 0);
    ck_assert_int_eq(mate[5], 0);
}
END_TEST

/* A larger random case for the sanitizers: 120 vertices, dense. */
START_TEST(test_larger)
{
    enum { N = 120 };
    static int eu[N * N], ev[N * N];
    static pr_weight w[N * N];
    int m = 0, mate[N];
    uint64_t seed = 7;
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++)
            if (rnd(&seed) % 3) {
                eu[m] = i, ev[m] = j, w[m] = (pr_weight)(rnd(&seed) % 1000);
                m++;
            }
    ck_assert_int_eq(pr_max_weight_matching(N, m, eu, ev, w, 1, mate), 0);
    int matched = 0;
    for (int v = 0; v < N; v++)
        matched += mate[v] >= 0;
    ck_assert_int_eq(matched, N);
}
END_TEST

Suite *matching_suite(void)
{
    Suite *s = suite_create("matching");
    TCase *tc = tcase_create("blossom");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_small_weights);
    tcase_add_test(tc, test_huge_weights);
    tcase_add_test(tc, test_cardinality_with_blossom);
    tcase_add_test(tc, test_larger);
    suite_add_tcase(s, tc);
    return s;
}
