/*
 * lots.c - seeded lots for draws: splitmix64, its state in the caller's hands (no
 * global state), uniform draws by rejection, and Fisher-Yates shuffles.
 */
#include "internal.h"

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
