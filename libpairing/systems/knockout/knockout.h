/*
 * knockout.h - what the files of the knockout share: the object, the seed table
 * (seeds.c), the draw (draw.c), club separation (clubs.c), the notes (notes.c)
 * and the bracket played out (bracket.c).
 */
#ifndef PAIRING_KNOCKOUT_H
#define PAIRING_KNOCKOUT_H

#include "internal.h"

#define PR_BYE_SLOT (-1)  /* a position left empty: its opponent goes through */
#define PR_OPEN_SLOT (-2) /* not filled yet while drawing; not known yet in a bracket */
#define PR_DEFAULT_LOT_SEED 1
#define PR_MAX_KNOCKOUT_ROUNDS 8 /* 256 lines */

struct pairing_knockout {
    int size;     /* P, a power of two */
    int entrants; /* N */
    int seeds;    /* K; P when every line is seeded (SPEC §11) */
    int rounds;   /* log2 P */
    pairing_placement placement;
    uint64_t lot_seed;
    int lot_is_default;
    int order[PAIRING_MAX_KNOCKOUT];         /* the players in the draw, by number */
    int player_at[PAIRING_MAX_KNOCKOUT + 1]; /* position -> entrant, PR_BYE_SLOT */
    int seed_at[PAIRING_MAX_KNOCKOUT + 1];   /* position -> seed number, 0 */
    pairing_match *matches[PR_MAX_KNOCKOUT_ROUNDS];
    int nmatches[PR_MAX_KNOCKOUT_ROUNDS];
    int cap_matches[PR_MAX_KNOCKOUT_ROUNDS];
    pr_texts notes;
};

/* seeds.c */
void pr_seed_sequence(int size, int *sequence, int count);
/* notes.c */
int pr_knockout_note(pairing_knockout *k, const char *fmt, ...) PR_PRINTF(2, 3);
/* draw.c */
int pr_knockout_size_for(int entrants);
int pr_knockout_choose_seeds(pairing_knockout *k, int requested, pairing_error *err);
int pr_knockout_draw(pairing_knockout *k, const pairing_event *ev,
                     const pairing_knockout_options *o, pairing_error *err);
/* clubs.c */
int pr_separate_clubs(pairing_knockout *k, const pairing_event *ev, int first_number,
                      pr_lots *lots, pairing_error *err);
/* The clubs of the first `count` players by number as small numbers, equal for
 * equal names, -1 for none. */
void pr_number_clubs(const pairing_knockout *k, const pairing_event *ev, int count,
                     int *club);
/* Club separation among the first `count` players by number, club[i] (-1 for
 * none) at position[i]: the levels of separation missed, summed (0 = kept). */
int pr_club_misses(const pairing_knockout *k, const int *club, const int *position,
                   int count);
/* bracket.c */
int pr_bracket_play(pairing_knockout *k, const pairing_event *ev, pairing_error *err);

#endif
