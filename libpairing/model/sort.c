/*
 * sort.c - a stable merge sort of player indexes with a context (qsort has none,
 * and the rules break ties by the order players arrive in).
 */
#include <stdlib.h>

#include "internal.h"

static void merge_runs(int *items, int *tmp, int lo, int mid, int hi, pr_order order,
                       const void *ctx)
{
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi)
        tmp[k++] = order(ctx, items[j], items[i]) < 0 ? items[j++] : items[i++];
    while (i < mid)
        tmp[k++] = items[i++];
    while (j < hi)
        tmp[k++] = items[j++];
    for (k = lo; k < hi; k++)
        items[k] = tmp[k];
}

int pr_sort(int *items, int count, pr_order order, const void *ctx)
{
    if (count < 2)
        return 0;
    int *tmp = pr_calloc((size_t)count, sizeof *tmp);
    if (!tmp)
        return -1;
    /* bottom-up: runs of 1, 2, 4 ... (insertion sort would be quadratic at 100,000) */
    for (int width = 1; width < count; width *= 2)
        for (int lo = 0; lo + width < count; lo += 2 * width) {
            int hi = lo + 2 * width < count ? lo + 2 * width : count;
            merge_runs(items, tmp, lo, lo + width, hi, order, ctx);
        }
    free(tmp);
    return 0;
}
