/*
 * solve.c - the matching of libpairing/matching/ as a filter, for the check
 * against networkx (networkx_check.py): graphs in on stdin, every answer of
 * matching.h out on stdout, one process for all of them.
 *
 * In: graphs one after another, each a line "n m" (vertices, edges) and m lines
 * "a b cost" (0 <= a, b < n, costs decimal integers of any size up to 2^126).
 * Out: for each graph, four lines, a matching written as its pairs "a b" (a < b):
 *
 *     largest P pairs...               pr_matching_largest
 *     heaviest P W pairs...            costs read as weights, by the reduction
 *     heaviest-largest P W pairs...    of heaviest.c (among the largest ones)
 *     cheapest 0 | cheapest 1 T pairs...   pr_matching_cheapest
 *
 * P the number of pairs, W their weight, T the total told; or, for an answer
 * that is wrong in itself (not a matching of the graph's edges, a total that is
 * not what its edges cost), "error <tag> <what>" in place of its line.
 *
 * usage: solve < graphs > answers   (exit 1 on unreadable input or out of memory)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audit.h"
#include "heaviest.h"

static void fail(const char *what)
{
    fprintf(stderr, "solve: %s\n", what);
    exit(1);
}

static void print_pairs(const int *mate, int n)
{
    for (int v = 0; v < n; v++)
        if (mate[v] > v)
            printf(" %d %d", v, mate[v]);
    putchar('\n');
}

static int read_graph(pr_graph *g, long number)
{
    char line[256];
    int n, m;
    do {
        if (!fgets(line, sizeof line, stdin))
            return 0;
    } while (line[0] == '\n');
    if (sscanf(line, "%d %d", &n, &m) != 2 || n < 0 || m < 0) {
        fprintf(stderr, "solve: graph %ld: no \"vertices edges\" line\n", number);
        exit(1);
    }
    pr_graph_reset(g, n);
    for (int e = 0; e < m; e++) {
        const char *at = line;
        char *end;
        if (!fgets(line, sizeof line, stdin))
            fail("the input ends inside a graph");
        long a = strtol(at, &end, 10);
        long b = strtol(end, &end, 10);
        pr_cost cost;
        at = end;
        if (a < 0 || a >= n || b < 0 || b >= n || a == b || cost_parse(&at, &cost) != 0) {
            fprintf(stderr, "solve: graph %ld, edge %d: not \"a b cost\" of the graph\n",
                    number, e);
            exit(1);
        }
        if (pr_graph_add(g, (int)a, (int)b, cost) < 0)
            fail("out of memory");
    }
    return 1;
}

int main(void)
{
    pr_graph g, doubled;
    memset(&g, 0, sizeof g);
    memset(&doubled, 0, sizeof doubled);
    char why[400], text[AUDIT_COST_TEXT];
    matching_value value;
    for (long number = 0; read_graph(&g, number); number++) {
        int n = g.vertices;
        int *mate = malloc(sizeof *mate * (size_t)(n > 0 ? n : 1));
        if (!mate)
            fail("out of memory");

        int pairs = pr_matching_largest(&g, mate);
        if (pairs < 0)
            fail("out of memory");
        if (audit_matching(&g, mate, 0, &value, why, sizeof why) != 0) {
            printf("error largest %s\n", why);
        } else if (value.pairs != pairs) {
            printf("error largest returned %d pairs, its mate array has %d\n", pairs,
                   value.pairs);
        } else {
            printf("largest %d", pairs);
            print_pairs(mate, n);
        }

        for (int largest_first = 0; largest_first <= 1; largest_first++) {
            const char *tag = largest_first ? "heaviest-largest" : "heaviest";
            int rc = heaviest_matching(&g, largest_first, &doubled, mate, &value, why,
                                       sizeof why);
            if (rc == -1)
                fail("out of memory");
            if (rc == -2)
                fail("weights too large to double within matching.h's 2^120");
            if (rc == 1) {
                printf("error %s %s\n", tag, why);
                continue;
            }
            printf("%s %d %s", tag, value.pairs, cost_format(value.most, text));
            print_pairs(mate, n);
        }

        pr_cost total = 0;
        int found = pr_matching_cheapest(&g, mate, &total);
        if (found < 0)
            fail("out of memory");
        if (found != 1) {
            printf("cheapest %d\n", found);
        } else if (audit_matching(&g, mate, 1, &value, why, sizeof why) != 0) {
            printf("error cheapest %s\n", why);
        } else if (value.least != total) {
            printf("error cheapest *total is %s, ", cost_format(total, text));
            printf("its edges cost %s\n", cost_format(value.least, text));
        } else {
            printf("cheapest 1 %s", cost_format(total, text));
            print_pairs(mate, n);
        }
        free(mate);
    }
    pr_graph_free(&g);
    pr_graph_free(&doubled);
    if (fflush(stdout) != 0)
        fail("cannot write the answers");
    return 0;
}
