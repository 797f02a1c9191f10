/*
 * check_knockout_fixtures.h - what the knockout suites share
 * (check_knockout_fixtures.c): Appendix 1's seed table as printed, a draw with
 * chosen options, and the line a position faces.
 */
#ifndef CHECK_KNOCKOUT_FIXTURES_H
#define CHECK_KNOCKOUT_FIXTURES_H

#include "check_pairing.h"

/* Appendix 1 §3.1.1.3: the seed positions for table_size[t] lines, the first
 * table_length[t] seeds. */
#define SEED_TABLES 4
extern const int seed_table[SEED_TABLES][16];
extern const int table_size[SEED_TABLES];
extern const int table_length[SEED_TABLES];

/* The event validated and drawn with these options; fails the test on error. */
pairing_knockout *draw(pairing_event *ev, int seeds, int lots, int clubs,
                       pairing_placement placement);

/* The position a position meets in round 1. */
int opponent(int position);

#endif
