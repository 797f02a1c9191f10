/*
 * unplayed.c - how the tiebreaks of a Swiss count rounds a player did not play
 * (SPEC §6): FIDE C.07 Art. 16 as written in 2023 (the default), with the 2026
 * caps on the dummy opponent, or the virtual opponent of the pre-2023 rule
 * decided at the 2009 congress.
 *
 * Art. 16 has two sides.  A player's own sums (Buchholz, Sonneborn-Berger)
 * count each unplayed round as a game against a dummy opponent (16.4); and the
 * score a player lends his opponents is adjusted, so that a withdrawal or a
 * last-round bye does not punish them (16.3).
 */
#include "internal.h"

/* A requested bye (16.1.1): a half- or zero-point bye, or a round the player
 * was absent from or had withdrawn before. */
static int is_requested_bye(int kind)
{
    return kind == PR_HALF_BYE || kind == PR_ZERO_BYE || kind == PR_NONE;
}

/* A voluntarily unplayed round (16.1.2): the player was not available - a
 * requested bye or a forfeit loss.  Pairing-allocated byes and forfeit wins
 * are not his doing. */
int pr_round_is_voluntary(int kind)
{
    return is_requested_bye(kind) || kind == PR_FORFEIT_LOSS;
}

/* 16.3: each round at its points, except that requested byes followed only by
 * voluntarily unplayed rounds (16.2.5, a withdrawal among them) count as
 * draws.  Walking back from the last round tells which those are. */
static int adjusted_fide(const pairing_event *ev, const pr_tally *t, int player)
{
    int sum = 0, only_voluntary_after = 1;
    for (int r = t->rounds; r >= 1; r--) {
        const pr_slot *s = pr_tally_slot(t, player, r);
        sum += is_requested_bye(s->kind) && only_voluntary_after ? ev->draw : s->points;
        only_voluntary_after = only_voluntary_after && pr_round_is_voluntary(s->kind);
    }
    return sum;
}

/* Pre-2023: "all unplayed games in which players are indirectly involved are
 * considered to have been drawn" - byes included, as the programs of the time
 * read it. */
static int adjusted_2009(const pairing_event *ev, const pr_tally *t, int player)
{
    int sum = 0;
    for (int r = 1; r <= t->rounds; r++) {
        const pr_slot *s = pr_tally_slot(t, player, r);
        sum += pr_kind_is_played(s->kind) ? s->points : ev->draw;
    }
    return sum;
}

void pr_unplayed_adjusted_scores(const pairing_event *ev, const pr_tally *t,
                                 pairing_unplayed policy, int *out)
{
    for (int p = 0; p < ev->nplayers; p++)
        out[p] = policy == PAIRING_UNPLAYED_FIDE2009 ? adjusted_2009(ev, t, p)
                                                     : adjusted_fide(ev, t, p);
}

/* The virtual opponent of an unplayed round r: the player's score before it,
 * the round's result reversed, and a draw in every round after it
 * (Svon = SPR + (1 - SfPR) + 0.5 (n - R)). */
static int virtual_opponent(const pr_context *ctx, int player, int r)
{
    const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
    return pr_tally_score(ctx->tally, player, r - 1) + (ctx->ev->win - s->points) +
           ctx->ev->draw * (ctx->tally->rounds - r);
}

/* 16.4: the dummy scores what the player scored in the end.  The 2026 text
 * caps it: for a forfeit at the scheduled opponent's adjusted score (16.4.1),
 * otherwise at a draw in every round so far (16.4.2). */
static int dummy(const pr_context *ctx, int player, int r)
{
    const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
    int own = ctx->score[player];
    if (ctx->unplayed != PAIRING_UNPLAYED_FIDE2026)
        return own;
    int forfeit = s->kind == PR_FORFEIT_WIN || s->kind == PR_FORFEIT_LOSS;
    int cap = forfeit && s->opponent >= 0 ? ctx->opponent_score[s->opponent]
                                          : ctx->ev->draw * ctx->tally->rounds;
    return own < cap ? own : cap;
}

int pr_unplayed_opponent_score(const pr_context *ctx, int player, int round)
{
    if (ctx->unplayed == PAIRING_UNPLAYED_FIDE2009)
        return virtual_opponent(ctx, player, round);
    return dummy(ctx, player, round);
}

/* The result an unplayed round stands for, in half-games (2 a win, 1 a draw),
 * read off the points awarded. */
int pr_unplayed_result_halves(const pairing_event *ev, int points)
{
    if (points >= ev->win && ev->win > 0)
        return 2;
    return points >= ev->draw && points > 0 ? 1 : 0;
}
