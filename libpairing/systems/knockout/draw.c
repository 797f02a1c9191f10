/*
 * draw.c - the knockout draw (Appendix 1; SPEC §4): the draw size, how many
 * seeds, the seeds and byes at their table positions, the lot for the others
 * (with the seeds' levels drawn by lot when asked), club separation (clubs.c).
 */
#include <stdlib.h>
#include <string.h>

#include "systems/knockout/knockout.h"

/* ---- sizes and seeds ---- */

int pr_knockout_size_for(int n)
{
    int p = 1;
    while (p < n)
        p *= 2;
    return p;
}

/* SPEC §4: the largest of 2, 4, 8, 16 with K <= N/2 (1 for two or three players). */
static int default_seeds(int entrants, int size)
{
    int k = 1;
    while (k * 2 <= 16 && k * 2 <= entrants / 2 && k * 2 <= size / 2)
        k *= 2;
    return k;
}

int pr_knockout_choose_seeds(pairing_knockout *k, int requested, pairing_error *err)
{
    if (requested == PAIRING_SEEDS_DEFAULT) {
        k->seeds = default_seeds(k->entrants, k->size);
        return PAIRING_OK;
    }
    if (requested == PAIRING_SEEDS_ALL) { /* SPEC §11: every line, byes included */
        k->seeds = k->size;
        return PAIRING_OK;
    }
    int power = requested > 0 && (requested & (requested - 1)) == 0;
    if ((requested != 0 && !power) || requested > k->size / 2 ||
        requested > k->entrants) {
        pr_fail(err, PAIRING_ERR_INVALID,
                "%d seeds: a draw of %d lines takes 0 or a power of two up to %d seeds, "
                "or all",
                requested, k->size,
                k->size / 2 < k->entrants ? k->size / 2 : k->entrants);
        return pr_hint(err, PAIRING_HINT_SEEDS);
    }
    k->seeds = requested;
    return PAIRING_OK;
}

/* ---- placing the seeds and the players who face a bye ---- */

static int opponent_position(int position)
{
    return position % 2 ? position + 1 : position - 1;
}

#define CLUB_ATTEMPTS 64

/* Draws the places of leaders start .. end-1 (one level) among themselves: seeds
 * and the unseeded who face byes apart. */
static void shuffle_level(const pairing_knockout *k, int *order, int start, int end,
                          pr_lots *lots)
{
    int split = start < k->seeds && end > k->seeds ? k->seeds : end;
    pr_lots_shuffle(lots, order + start, split - start);
    pr_lots_shuffle(lots, order + split, end - split);
}

/* With clubs to separate, a level's lot is drawn again (a bounded number of times)
 * while it leaves club-mates among the leaders closer than §2.1.2 wants; the
 * first of the best draws stands.  club[i] is leader i's club, -1 for none. */
static void draw_level(const pairing_knockout *k, const int *sequence, const int *club,
                       int *order, int start, int end, pr_lots *lots)
{
    int best[PAIRING_MAX_KNOCKOUT / 2], position[PAIRING_MAX_KNOCKOUT / 2];
    int best_misses = -1;
    for (int attempt = 0; attempt < CLUB_ATTEMPTS && best_misses != 0; attempt++) {
        shuffle_level(k, order, start, end, lots);
        if (!club)
            return;
        for (int i = 0; i < end; i++)
            position[i] = sequence[order[i]];
        int misses = pr_club_misses(k, club, position, end);
        if (best_misses < 0 || misses < best_misses) {
            best_misses = misses;
            memcpy(best + start, order + start, (size_t)(end - start) * sizeof *order);
        }
    }
    memcpy(order + start, best + start, (size_t)(end - start) * sizeof *order);
}

/* The first `count` players by number take the first `count` places of the seed
 * order; with lot_levels each level's places are drawn among its players (1.3),
 * keeping club-mates apart when club is given. */
static void place_leaders(pairing_knockout *k, const int *sequence, int count,
                          int lot_levels, const int *club, pr_lots *lots)
{
    int order[PAIRING_MAX_KNOCKOUT / 2];
    for (int i = 0; i < count; i++)
        order[i] = i;
    for (int start = 0; lot_levels && start < count;) {
        int end = start < 2 ? 2 : start * 2;
        if (end > count)
            end = count;
        draw_level(k, sequence, club, order, start, end, lots);
        start = end;
    }
    for (int i = 0; i < count; i++) {
        int position = sequence[order[i]];
        k->player_at[position] = k->order[i];
        if (i < k->seeds)
            k->seed_at[position] = i + 1;
    }
}

/* SPEC §4: byes face seeds 1, 2, 3 ... in seed order, then the next players by
 * number in the next places of the same order. */
static void place_byes(pairing_knockout *k, int byes)
{
    for (int i = 0; i < byes; i++) {
        int player = k->order[i];
        for (int p = 1; p <= k->size; p++) {
            if (k->player_at[p] == player) {
                k->player_at[opponent_position(p)] = PR_BYE_SLOT;
                break;
            }
        }
    }
}

/* ---- the lot for everyone else, with club separation ---- */

static int free_positions(const pairing_knockout *k, int *free)
{
    int n = 0;
    for (int p = 1; p <= k->size; p++)
        if (k->player_at[p] == PR_OPEN_SLOT)
            free[n++] = p;
    return n;
}

static void place_by_plain_lot(pairing_knockout *k, int first_number, pr_lots *lots)
{
    int free[PAIRING_MAX_KNOCKOUT];
    int n = free_positions(k, free);
    pr_lots_shuffle(lots, free, n);
    for (int i = 0; i < n; i++)
        k->player_at[free[i]] = k->order[first_number - 1 + i];
}

/* ---- a fully seeded draw (SPEC §11) ---- */

/* PAIRING_SEEDS_ALL: the only way K reaches P (otherwise K <= P/2). */
static int fully_seeded(const pairing_knockout *k)
{
    return k->seeds == k->size;
}

/* What a fully seeded draw leaves undone that the caller asked for: the lot and
 * club separation would have to move seeds, and §11 does not move them. */
static int note_fixed_seeds(pairing_knockout *k, const pairing_knockout_options *o)
{
    if (o->lot_levels &&
        pr_knockout_note(k, "every line is seeded: the lot does not move the seeds, "
                            "and no unseeded player is left for it to place"))
        return PAIRING_ERR_NOMEM;
    if (o->separate_clubs &&
        pr_knockout_note(k, "every line is seeded: club-mates are not drawn apart, "
                            "each seed stands on its own line"))
        return PAIRING_ERR_NOMEM;
    return PAIRING_OK;
}

/* SPEC §11: seed s (the player numbered s) on the s-th line of the seed order,
 * which puts seed s facing seed P + 1 - s; the lines of seeds N + 1 .. P are the
 * byes, so the top P - N seeds go through. */
static int place_every_seed(pairing_knockout *k, const pairing_knockout_options *o,
                            pairing_error *err)
{
    int sequence[PAIRING_MAX_KNOCKOUT];
    pr_seed_sequence(k->size, sequence, k->size);
    for (int s = 1; s <= k->size; s++) {
        int position = sequence[s - 1];
        k->player_at[position] = s <= k->entrants ? k->order[s - 1] : PR_BYE_SLOT;
        k->seed_at[position] = s <= k->entrants ? s : 0;
    }
    return note_fixed_seeds(k, o) ? pr_nomem(err) : PAIRING_OK;
}

int pr_knockout_draw(pairing_knockout *k, const pairing_event *ev,
                     const pairing_knockout_options *o, pairing_error *err)
{
    if (fully_seeded(k))
        return place_every_seed(k, o, err);
    int byes = k->size - k->entrants;
    int leaders = byes > k->seeds ? byes : k->seeds;
    int sequence[PAIRING_MAX_KNOCKOUT / 2];
    pr_seed_sequence(k->size, sequence, k->size / 2);
    for (int p = 0; p <= k->size; p++)
        k->player_at[p] = PR_OPEN_SLOT;
    pr_lots lots;
    pr_lots_seed(&lots, k->lot_seed);
    int club[PAIRING_MAX_KNOCKOUT / 2];
    if (o->separate_clubs)
        pr_number_clubs(k, ev, leaders, club);
    place_leaders(k, sequence, leaders, o->lot_levels, o->separate_clubs ? club : NULL,
                  &lots);
    place_byes(k, byes);
    if (o->separate_clubs)
        return pr_separate_clubs(k, ev, leaders + 1, &lots, err);
    place_by_plain_lot(k, leaders + 1, &lots);
    return PAIRING_OK;
}
