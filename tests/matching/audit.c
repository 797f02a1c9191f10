/*
 * audit.c - the checks every answer of matching.h goes through (audit.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "audit.h"

int audit_matching(const pr_graph *g, const int *mate, int perfect, matching_value *value,
                   char *why, size_t why_size)
{
    int n = g->vertices;
    for (int v = 0; v < n; v++) {
        int m = mate[v];
        if (m < -1 || m >= n) {
            snprintf(why, why_size, "mate[%d] = %d is neither -1 nor a vertex", v, m);
            return 1;
        }
        if (m == v) {
            snprintf(why, why_size, "vertex %d is its own mate", v);
            return 1;
        }
        if (m >= 0 && mate[m] != v) {
            snprintf(why, why_size, "mate[%d] = %d but mate[%d] = %d", v, m, m, mate[m]);
            return 1;
        }
        if (m < 0 && perfect) {
            snprintf(why, why_size, "vertex %d is unmatched in a perfect matching", v);
            return 1;
        }
    }
    /* One pass over the edges: for the lower vertex of each pair, the cheapest and
     * the dearest edge that joins the pair, if any does. */
    enum { ON_STACK = 32 }; /* the oracle's graphs, millions of them, need no heap */
    pr_cost least_here[ON_STACK], most_here[ON_STACK];
    char joined_here[ON_STACK] = {0};
    int small = n <= ON_STACK;
    pr_cost *least = small ? least_here : malloc(sizeof *least * (size_t)n);
    pr_cost *most = small ? most_here : malloc(sizeof *most * (size_t)n);
    char *joined = small ? joined_here : calloc((size_t)n, 1);
    if (!least || !most || !joined) {
        free(least), free(most), free(joined);
        return -1;
    }
    for (int e = 0; e < g->edges; e++) {
        int a = g->ends[2 * e], b = g->ends[2 * e + 1];
        if (mate[a] != b)
            continue;
        int low = a < b ? a : b;
        pr_cost c = g->cost[e];
        if (!joined[low]) {
            joined[low] = 1;
            least[low] = most[low] = c;
        } else {
            least[low] = c < least[low] ? c : least[low];
            most[low] = c > most[low] ? c : most[low];
        }
    }
    value->pairs = 0;
    value->least = value->most = 0;
    int rc = 0;
    for (int v = 0; v < n && !rc; v++) {
        if (mate[v] <= v)
            continue;
        if (!joined[v]) {
            snprintf(why, why_size, "%d and %d are paired but no edge joins them", v,
                     mate[v]);
            rc = 1;
            break;
        }
        value->pairs++;
        value->least += least[v];
        value->most += most[v];
    }
    if (!small)
        free(least), free(most), free(joined);
    return rc;
}

char *cost_format(pr_cost c, char *text)
{
    char digits[AUDIT_COST_TEXT];
    int count = 0;
    /* digit by digit from the units, on the negative side so that every value of
     * the type, the most negative too, has its digits */
    pr_cost rest = c > 0 ? -c : c;
    do {
        digits[count++] = (char)('0' - (int)(rest % 10));
        rest /= 10;
    } while (rest != 0);
    char *out = text;
    if (c < 0)
        *out++ = '-';
    while (count > 0)
        *out++ = digits[--count];
    *out = '\0';
    return text;
}

int cost_parse(const char **text, pr_cost *c)
{
    const char *at = *text;
    while (*at == ' ' || *at == '\t')
        at++;
    int negative = *at == '-';
    if (*at == '-' || *at == '+')
        at++;
    if (*at < '0' || *at > '9')
        return -1;
    pr_cost value = 0;
    for (; *at >= '0' && *at <= '9'; at++) {
        value = value * 10 + (*at - '0');
        if (value > (pr_cost)1 << 126)
            return -1;
    }
    *c = negative ? -value : value;
    *text = at;
    return 0;
}
