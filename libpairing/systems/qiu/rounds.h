/*
 * rounds.h - the rounds of the Qiu system that its rules fix outright: round 1,
 * round 2 of an odd field, and the final (rounds.c).
 */
#ifndef PAIRING_QIU_ROUNDS_H
#define PAIRING_QIU_ROUNDS_H

#include "systems/swiss/swiss.h"

int pr_qiu_round_one(pr_swiss_context *ctx, const int *in, int n);
int pr_qiu_round_two(pr_swiss_context *ctx, int *in, int n);
int pr_qiu_final(pr_swiss_context *ctx);
const int *pr_qiu_final_order(pr_swiss_context *ctx, int *count);

#endif
