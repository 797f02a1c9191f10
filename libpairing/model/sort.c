/*
 * sort.c - a stable merge sort of player indexes with a context (qsort has none,
 * and the rules break ties by the order players arrive in), and a radix sort of
 * 64-bit keys for orders that fit in one.
 */
#include <stdlib.h>
#include <string.h>

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

/* ---- 64-bit keys, smallest first: radix sort, four passes of 16 bits ---- */

int pr_sort_keys(uint64_t *keys, int count)
{
    if (count < 2)
        return 0;
    uint64_t *tmp = pr_calloc((size_t)count, sizeof *tmp);
    size_t *start = pr_calloc(65537, sizeof *start);
    if (!tmp || !start) {
        free(tmp);
        free(start);
        return -1;
    }
    uint64_t *from = keys, *to = tmp;
    for (int shift = 0; shift < 64; shift += 16) {
        memset(start, 0, 65537 * sizeof *start);
        for (int i = 0; i < count; i++)
            start[((from[i] >> shift) & 0xffff) + 1]++;
        if (start[((from[0] >> shift) & 0xffff) + 1] == (size_t)count)
            continue; /* every key has this digit: nothing moves */
        for (int d = 0; d < 65536; d++)
            start[d + 1] += start[d];
        for (int i = 0; i < count; i++)
            to[start[(from[i] >> shift) & 0xffff]++] = from[i];
        uint64_t *t = from;
        from = to, to = t;
    }
    if (from != keys)
        memcpy(keys, from, (size_t)count * sizeof *keys);
    free(tmp);
    free(start);
    return 0;
}
