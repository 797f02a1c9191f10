/*
 * lots.h - a seeded lot for the example programs and the benchmark: splitmix64,
 * so a seed gives the same tournament on every machine.
 */
#ifndef EXAMPLES_LOTS_H
#define EXAMPLES_LOTS_H

#include <stdint.h>

typedef struct lots {
    uint64_t state;
} lots;

/* A number in [0, 1), 53 bits of it. */
static inline double lot(lots *l)
{
    uint64_t z = (l->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return (double)((z ^ (z >> 31)) >> 11) / 9007199254740992.0;
}

#endif
