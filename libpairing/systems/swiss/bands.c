/*
 * bands.c - score bands (积分段, Appendix 3 §三.2.2.1.2; SPEC §12, score-bands):
 * from the top, each band takes the next score group and keeps adding the
 * groups below it while it holds fewer than N players; a last band smaller
 * than N joins the band above.  A band is then paired as one group, and the
 * pairs across bands, not groups, are what principle (3) counts.
 */
#include "systems/swiss/bands.h"

int pr_score_bands(const int *sizes, int groups, int least, int *band_of)
{
    int bands = 0, held = 0;
    for (int g = 0; g < groups; g++) {
        if (g > 0 && held >= least) { /* the band above is full: a new one */
            bands++;
            held = 0;
        }
        band_of[g] = bands;
        held += sizes[g];
    }
    if (groups == 0)
        return 0;
    if (bands > 0 && held < least) /* the last band, too small, joins the one above */
        for (int g = groups - 1; g >= 0 && band_of[g] == bands; g--)
            band_of[g] = bands - 1;
    else
        bands++;
    return bands;
}
