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
int pr_exact_limit(const pr_task *task, int most_met);
int pr_task_has_met(const pr_task *task, int a, int b);
int pr_task_placed_below(const pr_task *task, int a, const int *set, int k);
int pr_task_colour_breaks(const pr_task *task, int a, int b);
int pr_task_colour_avoidable(const pr_task *task, int a, int b);
int pr_task_colour_undue(const pr_task *task, int a, int b);
int pr_task_club_mates(const pr_task *task, int a, int b);
/* What a pairing of a task achieves by the principles that rank above the
 * procedure (optimum.c), counted so that two pairings compare. */
typedef struct pr_principles {
    int rematches;
    int bye_holder; /* entry, -1 for none */
    int bye_rank;   /* plain Swiss: those of his group placed lower */
    int breaks;     /* players breaking a colour constraint (balanced colours) */
    int clubs;      /* games between club-mates (avoid-clubs = all) */
    int boundaries; /* the task's groups: the last boundary lies above the bye */
    int *crossings; /* pairs across each boundary, the top first */
} pr_principles;

/* Where two pairings first differ: these, or PR_PRINCIPLE_BOUNDARY + boundary. */
enum {
    PR_PRINCIPLE_REMATCHES,
    PR_PRINCIPLE_BYE,
    PR_PRINCIPLE_COLOURS,
    PR_PRINCIPLE_CLUBS,
    PR_PRINCIPLE_BOUNDARY
};

/* The best pairing of the whole task by those principles (one matching). */
int pr_engine_best(pr_task *task, int *partner, pairing_error *err);
/* Counts a pairing (partner as pr_engine_pair gives it); -1 when out of memory. */
int pr_principles_count(const pr_task *task, const int *partner, pr_principles *p);
void pr_principles_free(pr_principles *p);
/* -1, 0 or 1 as a is better than, as good as or worse than b, and where. */
int pr_principles_compare(const pr_task *task, const pr_principles *a,
                          const pr_principles *b, int *where);

enum { PR_KIND_EITHER, PR_KIND_FIRST, PR_KIND_SECOND };
int pr_colour_kind(const pr_task *task, int v);

#endif
