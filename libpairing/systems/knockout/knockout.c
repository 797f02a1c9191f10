/*
 * knockout.c - the knockout draw (Appendix 1; 2014 regulations §五(四)2; SPEC §4):
 * draw size, seed positions, byes, the lot for the unseeded, club separation.
 * bracket.c plays the draw out from the results.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "systems/knockout/knockout.h"

#include <stdarg.h>

/* Appendix 1 §3.1.1.3, the seed-position table for 16, 32, 64 and 128 lines
 * (the bye-position table is the opponent of each entry, in the same order). */
static const short table16[] = {1, 16, 9, 8};
static const short table32[] = {1, 32, 17, 16, 8, 25, 24, 9};
static const short table64[] = {1, 64, 33, 32, 17, 48, 49, 16,
                                8, 57, 40, 25, 24, 41, 56, 9};
static const short table128[] = {1,  128, 65, 64, 33, 96, 97,  32,
                                 16, 113, 80, 49, 48, 81, 112, 17};

#define COUNT(a) ((int)(sizeof a / sizeof a[0]))

/* The table's entries for a draw size; 256 lines scale the 128-line table (each
 * section end becomes the same end of the section twice as large). */
static int table_entries(int size, int *sequence)
{
    const short *table = NULL;
    int count = 0;
    switch (size) {
    case 16:
        table = table16, count = COUNT(table16);
        break;
    case 32:
        table = table32, count = COUNT(table32);
        break;
    case 64:
        table = table64, count = COUNT(table64);
        break;
    case 128:
    case 256:
        table = table128, count = COUNT(table128);
        break;
    default:
        break;
    }
    for (int i = 0; i < count; i++)
        sequence[i] =
            size == 256 ? (table[i] % 2 ? 2 * table[i] - 1 : 2 * table[i]) : table[i];
    return count;
}

/* Beyond the table, each level 2^L + 1 .. 2^(L+1) takes the free end of every
 * section of size/2^L that holds one seed; seed s goes to the section of seed
 * 2^(L+1) + 1 - s, so the strongest of a level meets the weakest of the last. */
static void extend_level(int size, int *sequence, int have, int want)
{
    int level_top = have * 2; /* seeds up to 2^(L+1) */
    int section = size / have;
    for (int s = have + 1; s <= level_top && s <= want; s++) {
        int holder = sequence[level_top - s]; /* the position of seed 2^(L+1) + 1 - s */
        int start = (holder - 1) / section * section + 1;
        sequence[s - 1] = holder == start ? start + section - 1 : start;
    }
}

/* The positions of the first `count` places of the seed order (count <= size/2). */
void pr_seed_sequence(int size, int *sequence, int count)
{
    int have = table_entries(size, sequence);
    if (have == 0) {
        sequence[0] = 1;
        if (size >= 4)
            sequence[1] = size;
        have = size >= 4 ? 2 : 1;
    }
    while (have < count) {
        int next = have * 2 < count ? have * 2 : count;
        extend_level(size, sequence, have, next);
        have = next;
    }
}

PAIRING_API int pairing_knockout_seed_position(int size, int seed)
{
    if (size < 2 || size > PAIRING_MAX_KNOCKOUT || (size & (size - 1)) || seed < 1 ||
        seed > size / 2)
        return 0;
    int sequence[PAIRING_MAX_KNOCKOUT / 2];
    pr_seed_sequence(size, sequence, size / 2);
    return sequence[seed - 1];
}

PAIRING_API void pairing_knockout_defaults(pairing_knockout_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->seeds = PAIRING_SEEDS_DEFAULT;
}

/* ---- notes: what the director should know about the draw ---- */

int pr_knockout_note(pairing_knockout *k, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char *copy = pr_strdup(text);
    if (!copy ||
        pr_grow((void **)&k->notes, &k->cap_notes, k->nnotes + 1, sizeof *k->notes)) {
        free(copy);
        return PAIRING_ERR_NOMEM;
    }
    k->notes[k->nnotes++] = copy;
    return PAIRING_OK;
}

/* ---- sizes and seeds ---- */

static int power_of_two_at_least(int n)
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

static int choose_seeds(pairing_knockout *k, int requested, pairing_error *err)
{
    if (requested == PAIRING_SEEDS_DEFAULT) {
        k->seeds = default_seeds(k->entrants, k->size);
        return PAIRING_OK;
    }
    int power = requested > 0 && (requested & (requested - 1)) == 0;
    if ((requested != 0 && !power) || requested > k->size / 2 || requested > k->entrants)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "%d seeds: a draw of %d lines takes 0 or a power of two up to %d "
                       "seeds",
                       requested, k->size,
                       k->size / 2 < k->entrants ? k->size / 2 : k->entrants);
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

/* Who withdrew before round 1 is not in the draw (000 §16.4: before the start). */
static int in_draw(const pairing_event *ev, int player)
{
    return ev->players[player].withdrawn != 0;
}

static int count_participants(const pairing_event *ev)
{
    int n = 0;
    for (int p = 0; p < ev->nplayers; p++)
        n += in_draw(ev, p);
    return n;
}

static int list_participants(pairing_knockout *k, const pairing_event *ev)
{
    for (int number = 1; number <= ev->nplayers; number++) {
        int p = ev->by_number[number - 1];
        if (in_draw(ev, p))
            k->order[k->entrants++] = p;
        else if (pr_knockout_note(k, "%s withdrew before round 1 and is not in the draw",
                                  ev->players[p].id))
            return PAIRING_ERR_NOMEM;
    }
    return PAIRING_OK;
}

PAIRING_API pairing_knockout *
pairing_knockout_new(const pairing_event *ev, const pairing_knockout_options *options,
                     pairing_error *err)
{
    pairing_knockout_options defaults;
    pairing_knockout_defaults(&defaults);
    const pairing_knockout_options *o = options ? options : &defaults;
    if (pr_event_require_valid(ev, err))
        return NULL;
    int players = count_participants(ev);
    if (players < 2 || players > PAIRING_MAX_KNOCKOUT) {
        pr_fail_at(err, players < 2 ? PAIRING_ERR_DATA : PAIRING_ERR_LIMIT,
                   PAIRING_SOURCE_ENTRANTS, 0,
                   "a knockout draw takes 2 to %d entrants (not withdrawn), not %d",
                   PAIRING_MAX_KNOCKOUT, players);
        return NULL;
    }
    if (o->placement < PAIRING_PLACEMENT_NONE || o->placement > PAIRING_PLACEMENT_ALL) {
        pr_fail(err, PAIRING_ERR_INVALID, "unknown placement option %d",
                (int)o->placement);
        return NULL;
    }
    pairing_knockout *k = calloc(1, sizeof *k);
    if (!k) {
        pr_nomem(err);
        return NULL;
    }
    int rc = list_participants(k, ev);
    k->size = power_of_two_at_least(k->entrants);
    k->placement = o->placement;
    k->lot_seed = ev->has_lots ? ev->lot_seed : PR_DEFAULT_LOT_SEED;
    k->lot_is_default = !ev->has_lots;
    for (int r = k->size; r > 1; r /= 2)
        k->rounds++;
    if (!rc)
        rc = choose_seeds(k, o->seeds, err);
    else
        pr_nomem(err);
    if (!rc)
        rc = pr_knockout_draw(k, ev, o, err);
    if (!rc)
        rc = pr_bracket_play(k, ev, err);
    if (rc) {
        pairing_knockout_free(k);
        return NULL;
    }
    return k;
}

int pr_knockout_draw(pairing_knockout *k, const pairing_event *ev,
                     const pairing_knockout_options *o, pairing_error *err)
{
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

PAIRING_API void pairing_knockout_free(pairing_knockout *k)
{
    if (!k)
        return;
    for (int i = 0; i < k->nnotes; i++)
        free(k->notes[i]);
    free(k->notes);
    for (int r = 0; r < k->rounds; r++)
        free(k->matches[r]);
    free(k);
}

PAIRING_API int pairing_knockout_size(const pairing_knockout *k)
{
    return k ? k->size : 0;
}

PAIRING_API int pairing_knockout_seeds(const pairing_knockout *k)
{
    return k ? k->seeds : 0;
}

PAIRING_API int pairing_knockout_player_at(const pairing_knockout *k, int position)
{
    if (!k || position < 1 || position > k->size)
        return -1;
    return k->player_at[position] >= 0 ? k->player_at[position] : -1;
}

PAIRING_API int pairing_knockout_seed_at(const pairing_knockout *k, int position)
{
    if (!k || position < 1 || position > k->size)
        return 0;
    return k->seed_at[position];
}

/* The seed of the lot that placed the unseeded; 1 when it is the fixed default. */
PAIRING_API int pairing_knockout_lot(const pairing_knockout *k, uint64_t *seed)
{
    if (!k)
        return 0;
    if (seed)
        *seed = k->lot_seed;
    return k->lot_is_default;
}

PAIRING_API int pairing_knockout_notes(const pairing_knockout *k)
{
    return k ? k->nnotes : 0;
}

PAIRING_API const char *pairing_knockout_note(const pairing_knockout *k, int index)
{
    if (!k || index < 0 || index >= k->nnotes)
        return NULL;
    return k->notes[index];
}
