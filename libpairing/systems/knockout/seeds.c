/*
 * seeds.c - where the seeds go (Appendix 1 §3.1.1.3): the seed-position table
 * for 16 to 128 lines, scaled to 256, extended level by level below it, down to
 * the last level of a fully seeded draw (SPEC §11), where seed s faces seed
 * P + 1 - s.  The byes take the seeds' opponents in the same order.
 */
#include "systems/knockout/knockout.h"

/* Appendix 1 §3.1.1.3, the seed-position table for 16, 32, 64 and 128 lines
 * (the bye-position table is the opponent of each entry, in the same order). */
static const short table16[] = {1, 16, 9, 8};
static const short table32[] = {1, 32, 17, 16, 8, 25, 24, 9};
static const short table64[] = {1, 64, 33, 32, 17, 48, 49, 16,
                                8, 57, 40, 25, 24, 41, 56, 9};
static const short table128[] = {1,  128, 65, 64, 33, 96, 97,  32,
                                 16, 113, 80, 49, 48, 81, 112, 17};

#define COUNT(a) ((int)(sizeof a / sizeof a[0]))

/* The table's entries for a draw size; 256 lines scale the 128-line table (each
 * section end becomes the same end of the section twice as large). */
static int table_entries(int size, int *sequence)
{
    const short *table = NULL;
    int count = 0;
    switch (size) {
    case 16:
        table = table16, count = COUNT(table16);
        break;
    case 32:
        table = table32, count = COUNT(table32);
        break;
    case 64:
        table = table64, count = COUNT(table64);
        break;
    case 128:
    case 256:
        table = table128, count = COUNT(table128);
        break;
    default:
        break;
    }
    for (int i = 0; i < count; i++)
        sequence[i] =
            size == 256 ? (table[i] % 2 ? 2 * table[i] - 1 : 2 * table[i]) : table[i];
    return count;
}

/* Beyond the table, each level 2^L + 1 .. 2^(L+1) takes the free end of every
 * section of size/2^L that holds one seed; seed s goes to the section of seed
 * 2^(L+1) + 1 - s, so the strongest of a level meets the weakest of the last.
 * The last level (P/2 + 1 .. P, sections of two lines) is SPEC §11's rule for a
 * fully seeded draw: seed s on the line facing seed P + 1 - s. */
static void extend_level(int size, int *sequence, int have, int want)
{
    int level_top = have * 2; /* seeds up to 2^(L+1) */
    int section = size / have;
    for (int s = have + 1; s <= level_top && s <= want; s++) {
        int holder = sequence[level_top - s]; /* the position of seed 2^(L+1) + 1 - s */
        int start = (holder - 1) / section * section + 1;
        sequence[s - 1] = holder == start ? start + section - 1 : start;
    }
}

/* The positions of the first `count` places of the seed order (count <= size). */
void pr_seed_sequence(int size, int *sequence, int count)
{
    int have = table_entries(size, sequence);
    if (have == 0) {
        sequence[0] = 1;
        if (size >= 4)
            sequence[1] = size;
        have = size >= 4 ? 2 : 1;
    }
    while (have < count) {
        int next = have * 2 < count ? have * 2 : count;
        extend_level(size, sequence, have, next);
        have = next;
    }
}

static int is_draw_size(int size)
{
    return size >= 2 && size <= PAIRING_MAX_KNOCKOUT && (size & (size - 1)) == 0;
}

/* SPEC §11: every line a seed's; seeds 1 .. size/2 stand where the seeded draw of
 * §4 puts them, and the draw extends level by level, so both ask one sequence. */
PAIRING_API int pairing_knockout_full_seed_position(int size, int seed)
{
    if (!is_draw_size(size) || seed < 1 || seed > size)
        return 0;
    int sequence[PAIRING_MAX_KNOCKOUT];
    pr_seed_sequence(size, sequence, seed);
    return sequence[seed - 1];
}

PAIRING_API int pairing_knockout_seed_position(int size, int seed)
{
    return seed <= size / 2 ? pairing_knockout_full_seed_position(size, seed) : 0;
}
