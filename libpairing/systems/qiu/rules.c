/*
 * rules.c - the Qiu system's rounds, stages and stage-1 elimination
 * (Appendix 3 §一, §二.1.1), for the pairing and the standings alike.
 */
#include "systems/qiu/rules.h"

/* Appendix 3 §一: 1.5 k rounds, 2^k the power of two nearest the field (the
 * larger when equally near), a half round rounded up. */
PAIRING_API int pairing_qiu_rounds(int entrants)
{
    if (entrants < 2)
        return 0;
    int k = 0;
    while ((2L << k) <= entrants)
        k++;
    long lower = 1L << k, upper = lower * 2;
    if (entrants - lower >= upper - entrants)
        k++;
    return (3 * k + 1) / 2;
}

/* §二: rounds 1-2 are the preliminary stage, the last round is the final. */
const char *pr_qiu_stage(int round, int total)
{
    if (round <= 2)
        return "preliminary";
    return round == total ? "final" : "main";
}

static int lost_by_forfeit_in_stage_one(const pr_tally *t, int p)
{
    return pr_tally_slot(t, p, 1)->kind == PR_FORFEIT_LOSS ||
           pr_tally_slot(t, p, 2)->kind == PR_FORFEIT_LOSS;
}

/* Why player p goes after round 2, or PAIRING_ELIMINATION_NONE: a withdrawal or
 * a forfeit lost in stage 1 (§三.1.2.3: they do not go on to stage 2), else no
 * point (§二.1.1). */
static int elimination_of(const pairing_event *ev, const pr_tally *t, int p)
{
    int gone = ev->players[p].withdrawn;
    if (gone >= 1 && gone <= 2)
        return PAIRING_ELIMINATION_WITHDREW;
    if (lost_by_forfeit_in_stage_one(t, p))
        return PAIRING_ELIMINATION_FORFEIT;
    return pr_tally_score(t, p, 2) == 0 ? PAIRING_ELIMINATION_ZERO_POINTS
                                        : PAIRING_ELIMINATION_NONE;
}

/* §二.1.1: after round 2, out go the players without a point and those who
 * withdrew or forfeited in stage 1; when that leaves an odd number, the
 * best-numbered player without a point (and no other reason to go) stays.
 * out[p] is set to why each player is out (an enum pairing_elimination, 0 for
 * one who stays); the tally holds at least rounds 1-2.  Returns the player
 * kept, or -1. */
int pr_qiu_eliminated(const pairing_event *ev, const pr_tally *t, char *out)
{
    int survivors = 0, keep = -1;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        out[p] = 0;
        if (ev->players[p].withdrawn == 0)
            continue; /* withdrew before round 1: never in the event */
        out[p] = (char)elimination_of(ev, t, p);
        survivors += !out[p];
        if (out[p] == PAIRING_ELIMINATION_ZERO_POINTS && keep < 0)
            keep = p;
    }
    if (survivors % 2 && keep >= 0) {
        out[keep] = 0;
        return keep;
    }
    return -1;
}

/* The reason's word in the tool's JSON and CSV. */
PAIRING_API const char *pairing_elimination_name(int reason)
{
    switch (reason) {
    case PAIRING_ELIMINATION_WITHDREW:
        return "withdrew";
    case PAIRING_ELIMINATION_FORFEIT:
        return "forfeit";
    case PAIRING_ELIMINATION_ZERO_POINTS:
        return "zero-points";
    default:
        return "";
    }
}
