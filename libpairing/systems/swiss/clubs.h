/*
 * clubs.h - club avoidance in round 1 (clubs.c; SPEC §12, avoid-clubs).
 */
#ifndef PAIRING_SWISS_CLUBS_H
#define PAIRING_SWISS_CLUBS_H

#include "internal.h"

/* Do a and b share a club (an empty club is no club)? */
int pr_club_mates(const pairing_event *ev, int a, int b);

/* The top half top[0..m-1] against the bottom half bottom[0..m-1]: partner[i]
 * is top i's bottom position.  The fewest club-mate games, then the most
 * boards at the same position, then the procedure's downward order.  0, or -1
 * when out of memory. */
int pr_club_halves(const pairing_event *ev, const int *top, const int *bottom, int m,
                   int *partner);

#endif
