/*
 * swiss.h - what the files of the Qiu system and the plain Swiss share: the
 * context of one round, computed once from the results before it and carried
 * by the round the pairing hands back, so that the checker, and through the
 * public accessors the sheets and pages, read what the rules computed instead
 * of working it out again.
 */
#ifndef PAIRING_SWISS_H
#define PAIRING_SWISS_H

#include "internal.h"

/* Each entrant's history before the round. */
typedef struct pr_history {
    int score;
    int firsts, seconds; /* games played over the board moving first / second */
    int run;             /* the same colour at the end of those games: +k firsts
                            running, -k seconds running, 0 before the first game */
    int downs, ups;
    int byes;
    int number;     /* in force this round; 0 = not numbered */
    int in;         /* takes part in this round */
    int eliminated; /* Qiu: out after round 2, why (an enum pairing_elimination) */
    int kept;       /* Qiu: no point after round 2, kept to make the field even */
    int absence;    /* a bye asked for in this round: PR_HALF_BYE, PR_ZERO_BYE, or 0 */
} pr_history;

typedef struct pr_swiss_context {
    const pairing_event *ev;
    unsigned long changes;   /* the event's count of changes when prepared */
    pairing_swiss_options o; /* as given; `explain` does not change the pairing */
    int qiu;
    int balanced; /* colours by SPEC §12's constraints, else by Appendix 3 §四 */
    int round, total;
    pr_tally tally; /* the rounds before this one */
    pr_history *h;
    int *opponents;   /* entrant x (round - 1): opponents met over the board, -1 */
    int *final_order; /* Qiu final: the players by the penultimate ranking, the bye's
                         holder last (computed when first asked) */
    int nfinal;
    /* a plain Swiss's round 1 by first-round (first_round.c): the pairs, the
     * first named of each first, each player's place in them (-1), the bye */
    int *first_pairs, *first_place;
    int nfirst_pairs, first_bye;
    int first_club_games, first_shifted; /* avoid-clubs: club-mate games, boards
                                            off their same position */
    /* set while a round is paired or checked */
    int best_only; /* checking: the score-group rounds take the best pairing by the
                      principles (engine/optimum.c), not the procedure's */
    pairing_round *out;
    pairing_error *err;
} pr_swiss_context;

/* ---- the context (context.c) ---- */

/* The round to prepare: the one after the event's last (the next to pair), or
 * the last one of the results, to check it. */
enum { PR_NEXT_ROUND, PR_LAST_ROUND };

pr_swiss_context *pr_swiss_prepare(const pairing_event *ev,
                                   const pairing_swiss_options *o, int which,
                                   pairing_error *err);
void pr_swiss_context_free(void *context);
int pr_swiss_context_fits(const pr_swiss_context *ctx, const pairing_event *ev,
                          const pairing_swiss_options *o);
pairing_round *pr_swiss_new_round(pr_swiss_context *ctx);
int pr_swiss_players_in(const pr_swiss_context *ctx, int *out);

/* ---- colours and boards (colours.c) ---- */
/* The colour constraints of SPEC §12 a player would break by moving first
 * (colour +1) or second (-1) in his next game: PR_BREAKS_* bits, 0 = none. */
enum { PR_BREAKS_RUNNING = 1, PR_BREAKS_DIFFERENCE = 2 };
int pr_colour_breaks_if(const pr_history *h, int colour);
int pr_colour_kept(const pr_history *h);
int pr_colour_due(const pr_history *h);
int pr_swiss_board_breaks(const pr_swiss_context *ctx, int first, int second);
int pr_swiss_first_mover(const pr_swiss_context *ctx, int a, int b, int *reason);
const char *pr_swiss_first_why(int reason);
int pr_swiss_explain(pr_swiss_context *ctx, const char *fmt, ...) PR_PRINTF(2, 3);
int pr_swiss_add_pair(pr_swiss_context *ctx, int a, int b);
int pr_swiss_add_bye(pr_swiss_context *ctx, int player, int reason);

/* ---- the score-group rounds (score_groups.c) ---- */
int pr_swiss_pair_score_groups(pr_swiss_context *ctx, const int *in, int n);

/* ---- round 1 by first-round (first_round.c) ---- */
int pr_first_round_fixed(const pr_swiss_context *ctx);
int pr_first_round_prepare(pr_swiss_context *ctx);
int pr_first_round_mover(const pr_swiss_context *ctx, int a, int b);
const char *pr_first_round_words(pairing_first_round mode);

/* ---- the whole round (pair.c) ---- */
int pr_swiss_pair_round(pr_swiss_context *ctx);

#endif
