/*
 * groups.c - an event's entrants split into groups (分组, SPEC §11), as the
 * 2014 open split its group A for a Swiss in two groups (分组瑞士积分制).
 *
 * The snake (蛇形): the initial numbers (序号, SPEC §1) in bands of G, the
 * first band to groups A, B, C ..., the next band reversed, and so on; a last
 * band of fewer than G players fills the groups in its own band's direction.
 * So every group gets one player of every full band, and the groups are as
 * equal in strength as the numbers allow (two groups: 1 A, 2 B, 3 B, 4 A ...).
 *
 * With a lot, each band's players are drawn to the groups the snake gives that
 * band: the groups stay the same sizes, only who goes where is drawn.
 *
 * With club separation, each band in turn, from the top down, may be permuted
 * over its groups (players swap with their own band's players only, so the
 * groups keep their strength); the permutation chosen is, lexicographically:
 *   1. the fewest club-mate pairs it adds: for each player of the band, the
 *      players of his club already in the group he goes to (the bands above
 *      are settled; no two players of one band share a group);
 *   2. the fewest players moved from the group the snake (or the lot) gave;
 *   3. the strongest players kept in place: the moved players' band positions,
 *      read as a binary number with the band's first player highest, smallest.
 * An empty club is no club.  Where no permutation adds fewer pairs than the
 * snake, the snake stands.  The choice is a cheapest perfect matching of the
 * band's players to its groups (matching/weighted.c), so it is exact for the
 * band and deterministic; the bands are settled greedily, top band first.
 */
#include <stdlib.h>
#include <string.h>

#include "matching/matching.h"

PAIRING_API void pairing_groups_defaults(pairing_groups_options *options)
{
    if (options)
        *options = (pairing_groups_options){.groups = 0, /* the caller must choose */
                                            .draw_lots = 0,
                                            .lot_seed = 0,
                                            .separate_clubs = 0};
}

/* The snake's group of a number: its band's position, reversed in odd bands. */
static int snake_group(int number, int groups)
{
    int band = (number - 1) / groups, at = (number - 1) % groups;
    return band % 2 == 0 ? at : groups - 1 - at;
}

static int check_split(const pairing_event *ev, const pairing_groups_options *o,
                       const int *group_of, pairing_error *err)
{
    int status = pr_event_require_valid(ev, err);
    if (status)
        return status;
    if (!o || !group_of)
        return pr_fail(err, PAIRING_ERR_INVALID, "no options or no group_of array");
    if (o->groups < 2)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "%d groups: a split needs 2 groups or more", o->groups);
    if (o->groups > PAIRING_MAX_GROUPS)
        return pr_fail(err, PAIRING_ERR_LIMIT, "%d groups: at most %d (A to Z)",
                       o->groups, PAIRING_MAX_GROUPS);
    if (o->groups > ev->nplayers)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, 0,
                          "%d groups for %d entrants: every group needs a player",
                          o->groups, ev->nplayers);
    return PAIRING_OK;
}

/* ---- clubs as numbers ---- */

static const char *club_of(const pairing_event *ev, int player)
{
    const char *club = ev->players[player].club;
    return club && *club ? club : NULL;
}

static int by_club(const void *ctx, int a, int b)
{
    const pairing_event *ev = ctx;
    const char *ca = club_of(ev, a), *cb = club_of(ev, b);
    if (!ca || !cb)
        return (ca == NULL) - (cb == NULL); /* the clubless last */
    return strcmp(ca, cb);
}

/* club[i] = a number for entrant i's club, 0.., -1 for none; the count returned,
 * -1 when out of memory. */
static int number_clubs(const pairing_event *ev, int *club)
{
    int n = ev->nplayers, clubs = 0;
    int *order = pr_calloc((size_t)n, sizeof *order);
    if (!order)
        return -1;
    for (int i = 0; i < n; i++)
        order[i] = i;
    if (pr_sort(order, n, by_club, ev)) {
        free(order);
        return -1;
    }
    for (int k = 0; k < n; k++) {
        int p = order[k];
        if (!club_of(ev, p))
            club[p] = -1;
        else if (k > 0 && club[order[k - 1]] >= 0 && by_club(ev, order[k - 1], p) == 0)
            club[p] = club[order[k - 1]];
        else
            club[p] = clubs++;
    }
    free(order);
    return clubs;
}

/* ---- club separation inside a band ---- */

typedef struct club_table {
    int *club;  /* entrant -> club number, -1 = none */
    int *mates; /* club x group -> players of the club placed in the group so far */
    int groups;
    pr_graph graph;
    int mate[2 * PAIRING_MAX_GROUPS];
} club_table;

static int mates_in(const club_table *ct, int player, int group)
{
    int c = ct->club[player];
    return c < 0 ? 0 : ct->mates[(size_t)c * (size_t)ct->groups + (size_t)group];
}

/* The cost of player k of the band going to the group slot j holds (the
 * file's comment: club-mate pairs, then moved, then who moved). */
static pr_cost move_cost(const club_table *ct, int player, int k, int j, int m, int group)
{
    pr_cost cost = (pr_cost)mates_in(ct, player, group) << 64;
    if (j != k)
        cost += ((pr_cost)1 << 32) + ((pr_cost)1 << (m - 1 - k));
    return cost;
}

/* The band's players (in number order) and their groups; the groups permuted
 * over the players by the order of the file's comment. */
static int separate_band(club_table *ct, const int *players, int *group, int m)
{
    int added = 0;
    for (int k = 0; k < m; k++)
        added += mates_in(ct, players[k], group[k]);
    if (added == 0)
        return 0; /* nothing to improve: the snake stands */
    pr_graph_reset(&ct->graph, 2 * m);
    for (int k = 0; k < m; k++)
        for (int j = 0; j < m; j++)
            if (pr_graph_add(&ct->graph, k, m + j,
                             move_cost(ct, players[k], k, j, m, group[j])))
                return -1;
    pr_cost total;
    if (pr_matching_cheapest(&ct->graph, ct->mate, &total) != 1)
        return -1; /* a complete bipartite graph always has one: only memory fails */
    int moved[PAIRING_MAX_GROUPS];
    for (int k = 0; k < m; k++)
        moved[k] = group[ct->mate[k] - m];
    memcpy(group, moved, (size_t)m * sizeof *group);
    return 0;
}

static void place_band(club_table *ct, const int *players, const int *group, int m)
{
    for (int k = 0; k < m; k++) {
        int c = ct->club[players[k]];
        if (c >= 0)
            ct->mates[(size_t)c * (size_t)ct->groups + (size_t)group[k]]++;
    }
}

static int club_table_new(club_table *ct, const pairing_event *ev, int groups)
{
    memset(ct, 0, sizeof *ct);
    ct->groups = groups;
    ct->club = pr_calloc((size_t)ev->nplayers, sizeof *ct->club);
    if (!ct->club)
        return -1;
    int clubs = number_clubs(ev, ct->club);
    if (clubs < 0)
        return -1;
    ct->mates =
        pr_calloc((size_t)(clubs ? clubs : 1) * (size_t)groups, sizeof *ct->mates);
    return ct->mates ? 0 : -1;
}

static void club_table_free(club_table *ct)
{
    free(ct->club);
    free(ct->mates);
    pr_graph_free(&ct->graph);
}

/* ---- the split ---- */

/* Band by band from the top: the snake's groups, drawn by lot if asked, then
 * permuted to spread club-mates if asked. */
static int split_bands(const pairing_event *ev, const pairing_groups_options *o,
                       club_table *ct, int *group_of)
{
    int n = ev->nplayers, g = o->groups;
    pr_lots lots;
    pr_lots_seed(&lots, o->lot_seed);
    for (int first = 1; first <= n; first += g) {
        int m = n - first + 1 < g ? n - first + 1 : g;
        int players[PAIRING_MAX_GROUPS], group[PAIRING_MAX_GROUPS];
        for (int k = 0; k < m; k++) {
            players[k] = pairing_event_player_at(ev, first + k);
            group[k] = snake_group(first + k, g);
        }
        if (o->draw_lots)
            pr_lots_shuffle(&lots, group, m);
        if (ct && separate_band(ct, players, group, m))
            return -1;
        if (ct)
            place_band(ct, players, group, m);
        for (int k = 0; k < m; k++)
            group_of[players[k]] = group[k];
    }
    return 0;
}

PAIRING_API int pairing_groups_split(const pairing_event *event,
                                     const pairing_groups_options *options, int *group_of,
                                     pairing_error *err)
{
    int status = check_split(event, options, group_of, err);
    if (status)
        return status;
    club_table ct;
    int failed = 0;
    if (options->separate_clubs)
        failed = club_table_new(&ct, event, options->groups);
    if (!failed)
        failed =
            split_bands(event, options, options->separate_clubs ? &ct : NULL, group_of);
    if (options->separate_clubs)
        club_table_free(&ct);
    return failed ? pr_nomem(err) : PAIRING_OK;
}
