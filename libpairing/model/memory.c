/*
 * memory.c - checked allocation: every size is checked for overflow, and a
 * request for nothing still returns a pointer that free() takes.
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
