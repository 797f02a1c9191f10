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

/* ---- rows of integers, compared on their first `compared` columns ---- */

static int row_before(const long long *x, const long long *y, int compared)
{
    for (int i = 0; i < compared; i++)
        if (x[i] != y[i])
            return x[i] < y[i];
    return 0;
}

/* Bottom-up merge sort of `count` rows of `width` integers in one block, stable,
 * moving the rows themselves so that each compare reads memory close by. */
int pr_sort_rows(long long *rows, int count, int width, int compared)
{
    if (count < 2)
        return 0;
    size_t w = (size_t)width, bytes = w * sizeof *rows;
    long long *tmp = pr_calloc((size_t)count, bytes);
    if (!tmp)
        return -1;
    long long *from = rows, *to = tmp;
    for (int run = 1; run < count; run *= 2) {
        for (int lo = 0; lo < count; lo += 2 * run) {
            int mid = lo + run < count ? lo + run : count;
            int hi = lo + 2 * run < count ? lo + 2 * run : count;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                int right = row_before(from + j * w, from + i * w, compared);
                memcpy(to + (size_t)k++ * w, from + (size_t)(right ? j++ : i++) * w,
                       bytes);
            }
            if (i < mid)
                memcpy(to + (size_t)k * w, from + (size_t)i * w,
                       (size_t)(mid - i) * bytes);
            k += mid - i;
            if (j < hi)
                memcpy(to + (size_t)k * w, from + (size_t)j * w,
                       (size_t)(hi - j) * bytes);
        }
        long long *t = from;
        from = to, to = t;
    }
    if (from != rows)
        memcpy(rows, from, (size_t)count * bytes);
    free(tmp);
    return 0;
}
