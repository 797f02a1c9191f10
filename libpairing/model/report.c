/*
 * report.c - what a checker found in a round: one sentence a problem, each
 * one a director can act on (the Swiss and Qiu checker, the team checker).
 */
#include <stdarg.h>
#include <stdlib.h>

#include "internal.h"

pairing_report *pr_report_new(int round)
{
    pairing_report *rep = calloc(1, sizeof *rep);
    if (rep)
        rep->round = round;
    return rep;
}

void pr_report_add(pairing_report *rep, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (pr_texts_addv(&rep->problems, fmt, ap))
        rep->failed = 1;
    va_end(ap);
}

PAIRING_API int pairing_report_round(const pairing_report *rep)
{
    return rep ? rep->round : 0;
}

PAIRING_API int pairing_report_problems(const pairing_report *rep)
{
    return rep ? rep->problems.count : 0;
}

PAIRING_API const char *pairing_report_problem(const pairing_report *rep, int index)
{
    return rep ? pr_texts_at(&rep->problems, index) : NULL;
}

PAIRING_API int pairing_report_problem_text(const pairing_report *rep, int index,
                                            pairing_text *text)
{
    return rep ? pr_texts_message(&rep->problems, index, text) : PAIRING_ERR_INVALID;
}

PAIRING_API void pairing_report_free(pairing_report *rep)
{
    if (!rep)
        return;
    pr_texts_free(&rep->problems);
    free(rep);
}
