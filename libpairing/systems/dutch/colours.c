/*
 * colours.c - who has White on a board of the Dutch system (C.04.3 5.2), the
 * rules applied in their order until one decides.
 */
#include <stdlib.h>

#include "systems/dutch/dutch.h"

/* The higher ranked of the two (C.04.3 1.2: score, then pairing number). */
static int ranks_higher(const pr_dutch_player *x, const pr_dutch_player *y)
{
    return x->score != y->score ? x->score > y->score : x->number < y->number;
}

/* 5.2.3: alternate the colours to the most recent round in which they had
 * different colours, their played games counted back side by side; the colour
 * x had then, or PR_NO_COLOUR when none differs. */
static int colour_when_last_different(const pr_dutch_player *x, const pr_dutch_player *y)
{
    for (int i = x->played - 1, j = y->played - 1; i >= 0 && j >= 0; i--, j--)
        if (x->colours[i] != y->colours[j])
            return x->colours[i];
    return PR_NO_COLOUR;
}

/* 5.2.2: the stronger preference wins; of two absolute ones, the wider colour
 * difference.  The colour it gives x, or PR_NO_COLOUR when neither is stronger. */
static int stronger_preference(const pr_dutch_player *x, const pr_dutch_player *y)
{
    int absolute_x = x->strength == PR_PREF_ABSOLUTE;
    int absolute_y = y->strength == PR_PREF_ABSOLUTE;
    if (absolute_x && (!absolute_y || abs(x->colour_diff) > abs(y->colour_diff)))
        return x->preference;
    if (absolute_y && (!absolute_x || abs(y->colour_diff) > abs(x->colour_diff)))
        return -y->preference;
    if (absolute_x || absolute_y)
        return PR_NO_COLOUR;
    if (x->strength == PR_PREF_STRONG && y->strength != PR_PREF_STRONG)
        return x->preference;
    if (y->strength == PR_PREF_STRONG && x->strength != PR_PREF_STRONG)
        return -y->preference;
    return PR_NO_COLOUR;
}

/* The colour x (position a) has against y (position b). */
static int colour_of(const pr_dutch_field *f, int a, int b)
{
    const pr_dutch_player *x = &f->p[a], *y = &f->p[b];
    /* 5.2.1: both preferences granted when they differ or one has none */
    if (x->preference != y->preference || x->preference == PR_NO_COLOUR) {
        if (x->preference != PR_NO_COLOUR)
            return x->preference;
        if (y->preference != PR_NO_COLOUR)
            return -y->preference;
    } else {
        int c = stronger_preference(x, y);
        if (c == PR_NO_COLOUR) {
            int then = colour_when_last_different(x, y);
            if (then != PR_NO_COLOUR)
                return -then; /* 5.2.3 */
        }
        if (c != PR_NO_COLOUR)
            return c;
    }
    const pr_dutch_player *high = ranks_higher(x, y) ? x : y;
    int high_colour;
    if (high->preference != PR_NO_COLOUR)
        high_colour = high->preference; /* 5.2.4: the higher ranked's preference */
    else /* 5.2.5: an odd pairing number has the initial colour */
        high_colour = high->seat % 2 ? f->initial_colour : -f->initial_colour;
    return high == x ? high_colour : -high_colour;
}

int pr_dutch_gets_white(const pr_dutch_field *f, int a, int b)
{
    return colour_of(f, a, b) == PR_WHITE;
}
