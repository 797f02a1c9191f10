/*
 * swiss.h - what swiss.c (the rounds of the Qiu system and of a plain Swiss) and
 * engine.c (the score-group pairing engine they share) say to each other.
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

/* One player to pair this round, as the engine sees him. */
typedef struct pr_entry {
    int player; /* entrant index */
    int score;  /* half-points before this round */
    int number; /* the number in force (renumbered after the Qiu elimination) */
    int group;  /* score group, 0 = the top */
    int firsts; /* games played moving first / second */
    int seconds;
    int downs; /* times paired with a lower score / a higher one */
    int ups;
    int byes; /* pairing-allocated byes so far */
    int met;  /* offset of his previous opponents in the engine's met array */
    int nmet;
} pr_entry;

/* The engine's task: entries sorted by group, each group in the procedure's order. */
typedef struct pr_task {
    const pairing_event *ev;
    pr_entry *entries;
    int count;
    int *met; /* previous opponents as entry indexes, sorted per entry */
    int groups;
    int round;       /* the round being paired */
    int ascending;   /* the order inside a group: by number up (odd rounds) or down */
    int bye_needed;  /* the field is odd: someone has the bye */
    int bye_by_rank; /* plain Swiss: the bye to the lowest placed, not the last in order
                      */
    int allow_rematches;
    pairing_round *out; /* explanations go here when explain is set */
    int explain;
} pr_task;

#define PR_BYE_PARTNER (-1) /* the partner of the player who has the bye */

/* Pairs the task; partner[i] is the partner entry of entry i or PR_BYE_PARTNER, and
 * order lists the pairs in the order they were made (two entries each, the second
 * PR_BYE_PARTNER for the bye).  PAIRING_ERR_NO_PAIRING when no pairing keeps the rules.
 */
int pr_engine_pair(pr_task *task, int *partner, int *order, int *npairs, int *rematches,
                   pairing_error *err);
int pr_task_has_met(const pr_task *task, int a, int b);

#endif
