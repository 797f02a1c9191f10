/*
 * bands.h - score bands (bands.c; SPEC §12, score-bands).
 */
#ifndef PAIRING_SWISS_BANDS_H
#define PAIRING_SWISS_BANDS_H

/* The score groups (sizes[0] the top group's players) into bands of at least
 * `least` players: band_of[g] for each group; returns the number of bands.
 * least <= 1 keeps every group a band of its own. */
int pr_score_bands(const int *sizes, int groups, int least, int *band_of);

#endif
