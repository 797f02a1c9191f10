/*
 * dutch.h - the FIDE Dutch system (FIDE Handbook C.04.3, the text in force from
 * 1 February 2026, with C.04.1 and C.04.2; SPEC §15): what its files share.
 *
 * players.c reads each player's history before the round (score, colours,
 * floats, who may have the bye); brackets.c pairs the brackets from the top,
 * each by the criteria C1-C21 folded into the cost of a least-cost perfect
 * matching, and the generation order of candidates (C.04.3 4) by fixing the
 * choices one at a time; colours.c gives the colours (5.2); pair.c hands the
 * round back.
 */
#ifndef PAIRING_DUTCH_H
#define PAIRING_DUTCH_H

#include "internal.h"

/* A colour: White moves first. */
enum { PR_BLACK = -1, PR_NO_COLOUR = 0, PR_WHITE = 1 };

/* How strongly a player wants his colour (C.04.3 1.6.2). */
enum { PR_PREF_NONE = 0, PR_PREF_MILD, PR_PREF_STRONG, PR_PREF_ABSOLUTE };

/* The float of a round gone by (C.04.3 1.4). */
enum { PR_FLOAT_NONE = 0, PR_FLOAT_DOWN, PR_FLOAT_UP };

typedef struct pr_dutch_player {
    int entrant;          /* the event's index */
    int number;           /* pairing number (C.04.3 1.2.2) */
    int seat;             /* the number among those in the event so far (5.2.5) */
    int score;            /* half-points before the round */
    int colour_diff;      /* games with White minus games with Black, played games only */
    int run;              /* the same colour in this many latest played games running */
    int last_colour;      /* of the latest played game */
    int preference;       /* PR_WHITE, PR_BLACK or PR_NO_COLOUR */
    int strength;         /* PR_PREF_* */
    int floats[2];        /* the float of the last round and of the one before */
    int bye_allowed;      /* C2: no pairing-allocated bye, no win without playing */
    int played;           /* games played over the board */
    int topscorer;        /* C.04.3 1.8: the last round, more than half the maximum */
    signed char *colours; /* his played games' colours, oldest first */
} pr_dutch_player;

/* The round as the Dutch rules see it before pairing it. */
typedef struct pr_dutch_field {
    int round, total;
    int initial_colour; /* PR_WHITE or PR_BLACK: the top seed's colour in round 1 */
    int n;              /* players to pair */
    pr_dutch_player *p; /* by score, then pairing number (C.04.3 1.2) */
    unsigned char *met; /* n x n: met over the board (a forfeit is no meeting) */
    signed char *colour_store;
} pr_dutch_field;

/* ---- players.c ---- */
int pr_dutch_field_read(pr_dutch_field *f, const pairing_event *ev,
                        const pairing_swiss_options *o, int *round, pairing_error *err);
void pr_dutch_field_free(pr_dutch_field *f);
int pr_dutch_last_paired_round(const pr_tally *t);
/* C1 and C3: may the two (field positions) be paired at all? */
int pr_dutch_compatible(const pr_dutch_field *f, int a, int b);

/* ---- brackets.c: partner[i] for each position, -1 for the bye ---- */
int pr_dutch_pair_brackets(const pr_dutch_field *f, int *partner, pairing_round *out,
                           int explain, pairing_error *err);

/* ---- colours.c: 1 when position a (paired with b) has White (C.04.3 5.2) ---- */
int pr_dutch_gets_white(const pr_dutch_field *f, int a, int b);

/* ---- check.c: the last round paired again and compared ---- */
pairing_report *pr_dutch_check(const pairing_event *ev, const pairing_swiss_options *o,
                               pairing_error *err);
/* the last round as the results record it */
pairing_round *pr_dutch_recorded(const pairing_event *ev, const pairing_swiss_options *o,
                                 pairing_error *err);

/* ---- pair.c ---- */
pairing_round *pr_dutch_pair(const pairing_event *ev, const pairing_swiss_options *o,
                             pairing_error *err);

#endif /* PAIRING_DUTCH_H */
