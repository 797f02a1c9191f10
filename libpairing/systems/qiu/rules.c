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

/* §二.1.1: after round 2, out go the players without a point and those who
 * withdrew or forfeited in stage 1; when that leaves an odd number, the
 * best-numbered player without a point (and no other reason to go) stays.
 * out[p] is set for each player out; the tally holds at least rounds 1-2.
 * Returns the player kept, or -1. */
int pr_qiu_eliminated(const pairing_event *ev, const pr_tally *t, char *out)
{
    int survivors = 0, keep = -1;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k], gone = ev->players[p].withdrawn;
        out[p] = 0;
        if (gone == 0)
            continue; /* withdrew before round 1: never in the event */
        int stage_one_exit =
            (gone >= 1 && gone <= 2) || lost_by_forfeit_in_stage_one(t, p);
        out[p] = stage_one_exit || pr_tally_score(t, p, 2) == 0;
        survivors += !out[p];
        if (out[p] && !stage_one_exit && keep < 0)
            keep = p;
    }
    if (survivors % 2 && keep >= 0) {
        out[keep] = 0;
        return keep;
    }
    return -1;
}
