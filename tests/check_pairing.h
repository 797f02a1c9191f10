/*
 * check_pairing.h - what the Check suites share: one suite per library area,
 * and small builders for events through the public header only.
 */
#ifndef CHECK_PAIRING_H
#define CHECK_PAIRING_H

#include <check.h>

#include "pairing.h"

Suite *event_suite(void);
Suite *names_suite(void);
Suite *roundrobin_suite(void);
Suite *standings_suite(void);

/* An event whose entrants have ids "1".."n", names "Player i" and rank i, so
 * that an entrant's id, rank and initial number are all the same. */
pairing_event *make_numbered_event(pairing_system system, int n);

/* Adds a result by ids ("" second for byes), failing the test on error. */
void add_result(pairing_event *ev, int round, const char *first, const char *second,
                const char *token);

/* Adds a result and returns the library's status (for tests of bad input). */
int try_result(pairing_event *ev, int round, const char *first, const char *second,
               const char *token, pairing_error *err);

/* The number (== id) of an entrant index in a numbered event. */
int number_of(const pairing_event *ev, int player);

#endif
