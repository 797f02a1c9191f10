/*
 * first_round.c - how a plain Swiss pairs round 1 (SPEC §12, first-round):
 * halves (拦腰, the score-group engine's own same-position pairing), adjacent
 * (临近: 1-2, 4-3, 5-6, 8-7 ...), fold (首尾: 1-N, 2-(N-1) ...) or a perfect
 * pairing by seeded lot (随机).  In an odd field the bye is given first, as the
 * plain Swiss gives it (the lowest placed: in round 1 the largest number), and
 * the mode pairs the rest.  The pairs are worked out once, with the context, so
 * that the pairing and the checker read the same ones.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "systems/swiss/clubs.h"
#include "systems/swiss/swiss.h"

/* The lot of round 1 is a stream of its own, apart from the knockout draw's and
 * the Qiu final's colours, so that one lot seed draws each independently. */
#define FIRST_ROUND_STREAM 0x4c4f54u

static const char *const mode_names[] = {"halves", "adjacent", "fold", "lot"};

PAIRING_API const char *pairing_first_round_name(pairing_first_round mode)
{
    if ((int)mode < 0 || (size_t)mode >= sizeof mode_names / sizeof mode_names[0])
        return NULL;
    return mode_names[mode];
}

PAIRING_API int pairing_first_round_parse(const char *name, pairing_first_round *mode)
{
    for (size_t i = 0; name && i < sizeof mode_names / sizeof mode_names[0]; i++)
        if (strcasecmp(name, mode_names[i]) == 0) {
            if (mode)
                *mode = (pairing_first_round)i;
            return 0;
        }
    return -1;
}

/* Does the context's round 1 go by a mode of its own (not the engine's halves),
 * or by halves with club-mates kept apart (either system)? */
int pr_first_round_fixed(const pr_swiss_context *c)
{
    return c->round == 1 && (c->o.avoid_clubs != PAIRING_AVOID_CLUBS_NONE ||
                             (!c->qiu && c->o.first_round != PAIRING_FIRST_ROUND_HALVES));
}

/* avoid-clubs in a halves start: the top half against the bottom half with the
 * fewest club-mate games (clubs.c), as pairs top first. */
static int club_halves(pr_swiss_context *c, const int *rest, int n, int *order)
{
    int m = n / 2;
    int *partner = pr_calloc((size_t)m + 1, sizeof *partner);
    if (!partner || pr_club_halves(c->ev, rest, rest + m, m, partner)) {
        free(partner);
        return pr_nomem(c->err);
    }
    c->first_club_games = c->first_shifted = 0;
    for (int i = 0; i < m; i++) {
        order[2 * i] = rest[i];
        order[2 * i + 1] = rest[m + partner[i]];
        c->first_club_games += pr_club_mates(c->ev, rest[i], rest[m + partner[i]]);
        c->first_shifted += partner[i] != i;
    }
    free(partner);
    return PAIRING_OK;
}

/* The rest of the field (in number order, the bye taken out) as pairs: the
 * first named of each pair, then his opponent. */
static void order_pairs(const pr_swiss_context *c, const int *rest, int n, int *order)
{
    switch (c->o.first_round) {
    case PAIRING_FIRST_ROUND_ADJACENT: /* neighbours; the first named alternates */
        for (int k = 0; 2 * k + 1 < n; k++) {
            int upper = rest[2 * k], lower = rest[2 * k + 1];
            order[2 * k] = k % 2 ? lower : upper;
            order[2 * k + 1] = k % 2 ? upper : lower;
        }
        break;
    case PAIRING_FIRST_ROUND_FOLD: /* the ends towards the middle */
        for (int k = 0; k < n / 2; k++) {
            order[2 * k] = rest[k];
            order[2 * k + 1] = rest[n - 1 - k];
        }
        break;
    default: { /* by lot: the field shuffled, paired as it falls */
        pr_lots lots;
        pr_lots_seed(&lots, (c->ev->has_lots ? c->ev->lot_seed : 1) ^ FIRST_ROUND_STREAM);
        memcpy(order, rest, (size_t)n * sizeof *order);
        pr_lots_shuffle(&lots, order, n);
        break;
    }
    }
}

/* Works out round 1's pairs and bye into the context (c->first_pairs). */
int pr_first_round_prepare(pr_swiss_context *c)
{
    if (!pr_first_round_fixed(c))
        return PAIRING_OK;
    int players = c->ev->nplayers;
    int *rest = pr_calloc((size_t)players + 1, sizeof *rest);
    c->first_pairs = pr_calloc((size_t)players + 1, sizeof *c->first_pairs);
    c->first_place = pr_calloc((size_t)players + 1, sizeof *c->first_place);
    if (!rest || !c->first_pairs || !c->first_place) {
        free(rest);
        return pr_nomem(c->err);
    }
    int n = 0;
    for (int k = 0; k < players; k++) /* the players of the round by number */
        if (c->h[c->ev->by_number[k]].in)
            rest[n++] = c->ev->by_number[k];
    int *from = rest, rc = PAIRING_OK;
    c->first_bye = -1;
    if (n % 2 && c->qiu) /* Appendix 3 §三.2.1: number 1 */
        c->first_bye = *from++, n--;
    else if (n % 2) /* the plain Swiss's lowest placed: the largest number */
        c->first_bye = rest[--n];
    if (c->qiu || c->o.first_round == PAIRING_FIRST_ROUND_HALVES)
        rc = club_halves(c, from, n, c->first_pairs);
    else
        order_pairs(c, from, n, c->first_pairs);
    c->nfirst_pairs = n / 2;
    for (int p = 0; p < players; p++)
        c->first_place[p] = -1;
    for (int i = 0; i < 2 * c->nfirst_pairs; i++)
        c->first_place[c->first_pairs[i]] = i;
    free(rest);
    return rc;
}

/* first-round = adjacent: on a board of a pair of neighbours the first named
 * moves first; -1 when a and b are not such a pair (or the mode is another). */
int pr_first_round_mover(const pr_swiss_context *c, int a, int b)
{
    if (!c->first_place || c->o.first_round != PAIRING_FIRST_ROUND_ADJACENT)
        return -1;
    int i = c->first_place[a], j = c->first_place[b];
    if (i < 0 || j < 0 || i / 2 != j / 2)
        return -1;
    return i < j ? a : b;
}

/* The mode in --explain's words. */
const char *pr_first_round_words(pairing_first_round mode)
{
    switch (mode) {
    case PAIRING_FIRST_ROUND_HALVES:
        return PR_MSG(
            "the top half by number against the bottom half (拦腰) with the fewest "
            "games between club-mates, then the most boards at the same position "
            "(同位), then shifted downward (错位)");
    case PAIRING_FIRST_ROUND_ADJACENT:
        return PR_MSG("pairs of neighbours by number, 1-2, 4-3, 5-6, 8-7 ... (临近)");
    case PAIRING_FIRST_ROUND_FOLD:
        return PR_MSG("the first by number against the last, 1-N, 2-(N-1) ... (首尾)");
    default:
        return PR_MSG("pairs drawn by lot (随机)");
    }
}
