/*
 * util.c - checked allocation, seeded lots and string hashing.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void *pr_calloc(size_t count, size_t size)
{
    if (count == 0 || size == 0)
        return calloc(1, 1);
    return calloc(count, size);
}

void *pr_reallocarray(void *ptr, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    size_t bytes = count * size;
    return realloc(ptr, bytes > 0 ? bytes : 1);
}

/* Make room for `need` items in *items (capacity *cap), doubling as it goes. */
int pr_grow(void **items, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return 0;
    int next = *cap ? *cap : 8;
    while (next < need) {
        if (next > INT32_MAX / 2)
            return -1;
        next *= 2;
    }
    void *grown = pr_reallocarray(*items, (size_t)next, size);
    if (!grown)
        return -1;
    *items = grown;
    *cap = next;
    return 0;
}

char *pr_strdup(const char *s)
{
    size_t len = strlen(s) + 1;
    char *copy = malloc(len);
    if (copy)
        memcpy(copy, s, len);
    return copy;
}

/* splitmix64 (public-domain constants): small, fast, and good enough for draws. */
void pr_lots_seed(pr_lots *lots, uint64_t seed)
{
    lots->state = seed;
}

uint64_t pr_lots_next(pr_lots *lots)
{
    uint64_t z = (lots->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* A uniform draw in [0, bound): rejection keeps every outcome equally likely. */
int pr_lots_below(pr_lots *lots, int bound)
{
    if (bound <= 1)
        return 0;
    uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)bound;
    uint64_t x;
    do
        x = pr_lots_next(lots);
    while (x >= limit);
    return (int)(x % (uint64_t)bound);
}

void pr_lots_shuffle(pr_lots *lots, int *items, int count)
{
    for (int i = count - 1; i > 0; i--) {
        int j = pr_lots_below(lots, i + 1);
        int t = items[i];
        items[i] = items[j];
        items[j] = t;
    }
}

/* FNV-1a, 64 bits. */
uint64_t pr_hash_string(const char *s)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* ---- a stable sort of player indexes with a context (qsort has none) ---- */

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
