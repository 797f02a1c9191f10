/*
 * engine.h - the score-group pairing engine that the Qiu system and the plain
 * Swiss share: what the rounds hand it (a task) and what it hands back.
 */
#ifndef PAIRING_ENGINE_H
#define PAIRING_ENGINE_H

#include "internal.h"

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
    int byes;         /* pairing-allocated byes so far */
    int colours_kept; /* SPEC §12: the colours that keep his constraints: bit 1 first,
                         bit 2 second */
    int due;          /* his due colour: +1 first, -1 second, 0 none */
    int met;          /* offset of his previous opponents in the task's met array */
    int nmet;
} pr_entry;

/* The engine's task: entries sorted by group, each group in the procedure's order. */
typedef struct pr_task {
    const pairing_event *event;
    pr_entry *entries;
    int count;
    int *met;        /* previous opponents as entry indexes, sorted per entry */
    int groups;      /* score groups, or with score-bands the bands */
    int bands;       /* the groups are score bands (积分段) */
    int round;       /* the round being paired */
    int ascending;   /* the order inside a group: by number up (odd rounds) or down */
    int bye_needed;  /* the field is odd: someone has the bye */
    int bye_by_rank; /* plain Swiss: the bye to the lowest placed, not the last in order
                      */
    int allow_rematches;
    int balanced; /* SPEC §12: colour constraints after "no rematch", then due colours */
    int avoid_clubs; /* SPEC §12 avoid-clubs = all: the fewest club-mate games after the
                        score groups, before the floats */
    int colours_strict; /* balanced: the fast oracle's pairs keep the constraints */
    int exact_all;      /* the exact oracle decides from the top group down */
    int exact_floor; /* it decides once this many or fewer are left (0: the engine's) */
    pairing_round *out; /* explanations go here when explain is set */
    int explain;
} pr_task;

#define PR_BYE_PARTNER (-1) /* the partner of the player who has the bye */
#define PR_EXACT_FLOOR 48   /* this many players or fewer: the exact oracle decides all */

/* Pairs the task; partner[i] is the partner entry of entry i or PR_BYE_PARTNER, and
 * order lists the pairs in the order they were made (two entries each, the second
 * PR_BYE_PARTNER for the bye).  PAIRING_ERR_NO_PAIRING when no pairing keeps the rules,
 * with the hint PAIRING_HINT_ALLOW_REMATCHES. */
int pr_engine_pair(pr_task *task, int *partner, int *order, int *npairs, int *rematches,
                   pairing_error *err);
int pr_task_has_met(const pr_task *task, int a, int b);
int pr_task_colour_breaks(const pr_task *task, int a, int b);
int pr_task_colour_avoidable(const pr_task *task, int a, int b);
int pr_task_colour_undue(const pr_task *task, int a, int b);
int pr_task_club_mates(const pr_task *task, int a, int b);
enum { PR_KIND_EITHER, PR_KIND_FIRST, PR_KIND_SECOND };
int pr_colour_kind(const pr_task *task, int v);

#endif
