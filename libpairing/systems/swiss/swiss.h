/*
 * swiss.h - what the files of the Qiu system and the plain Swiss share.
 */
#ifndef PAIRING_SWISS_H
#define PAIRING_SWISS_H

#include "internal.h"

/* Each entrant's history before the round to pair. */
typedef struct pr_history {
    int score;
    int firsts, seconds;
    int downs, ups;
    int byes;
    int number;     /* in force this round; 0 = not numbered */
    int in;         /* takes part in this round */
    int eliminated; /* Qiu: out after round 2 */
    int forfeited;  /* lost a game by forfeit in rounds 1-2 */
} pr_history;

typedef struct pr_swiss_setup {
    const pairing_event *ev;
    const pairing_swiss_options *o;
    int qiu;
    int round, total;
    pr_tally tally;
    pr_history *h;
    int *opponents; /* entrant x (round - 1): opponents met over the board, -1 */
    pairing_round *out;
    pairing_error *err;
    char *excused; /* players who asked for a bye in this round (rows already given) */
} pr_swiss_setup;

/* Prepares the round after the event's last (who is in, numbers, histories) into
 * s, whose `out` receives the numbers and the eliminated; s->o and s->err set. */
int pr_swiss_prepare(pr_swiss_setup *s, const pairing_event *ev);
void pr_swiss_release(pr_swiss_setup *s);
int pr_swiss_first_mover(const pr_swiss_setup *s, int a, int b, const char **why);
int pr_swiss_final_order(pr_swiss_setup *s, const int *in, int n, int *ranked);
int pr_swiss_players_in(const pr_swiss_setup *s, int *out);

#endif
