/*
 * rules.h - the rules of the Qiu staged Swiss (仇式阶段性积分编排制, Appendix 3)
 * that pairing and ranking both need: how many rounds, the stages, and who is
 * out after stage 1.  They read nothing but the model.
 */
#ifndef PAIRING_QIU_RULES_H
#define PAIRING_QIU_RULES_H

#include "internal.h"

const char *pr_qiu_stage(int round, int total);
int pr_qiu_eliminated(const pairing_event *ev, const pr_tally *tally, char *out);

#endif
