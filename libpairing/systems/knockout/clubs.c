/*
 * clubs.c - club separation in the knockout lot (Appendix 1 §2.1.2): a club's
 * players, in order of number, go 1-2 into different halves, 3-4 into the other
 * quarters, 5-8 into the eighths none of 1-4 is in, and so on, so that they meet
 * as late as possible.
 *
 * The unseeded are placed one by one, each club's in order of number, the
 * biggest clubs first, each on a position drawn by lot among those that keep
 * the rule.  A greedy lot can paint itself into a corner, so it is drawn again
 * (a bounded number of times) until every club is separated; if none of the
 * draws manages it, the best one is kept and every pair left together is noted.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/knockout/knockout.h"

#define ATTEMPTS 64

typedef struct club_plan {
    int *club;       /* entrant -> club id, -1 = none */
    int *rank;       /* entrant -> 0-based order within the club, by number */
    int *club_size;  /* club id -> players */
    int *club_start; /* club id -> its first slot in an attempt's `placed` */
    int *order;      /* the players to place, in placing order */
    int count;
} club_plan;

typedef struct attempt {
    int player_at[PAIRING_MAX_KNOCKOUT + 1];
    int placed[PAIRING_MAX_KNOCKOUT];  /* positions of each club's players so far */
    int nplaced[PAIRING_MAX_KNOCKOUT]; /* per club */
    int cost;                          /* levels of separation missed, summed */
} attempt;

static int log2_of(int n)
{
    int l = 0;
    while ((1 << l) < n)
        l++;
    return l;
}

/* The level whose sections a club's player of this rank must have to himself:
 * rank 1 a half (1), ranks 2-3 a quarter (2), 4-7 an eighth (3) ... */
static int required_level(int rank)
{
    return rank == 0 ? 0 : log2_of(rank + 1);
}

/* The club's placed players counted in the draw's tree of sections: node 1 is
 * the whole draw, nodes 2j and 2j+1 the halves of node j, so the section of
 * level l holding position q is node (1 << l) + ((q - 1) >> (levels - l)).
 * Levels 0 .. levels-1 are enough: the last level's sections are single lines. */
static void count_club_mates(const club_plan *plan, const attempt *a, int club,
                             int levels, int *in_section)
{
    memset(in_section, 0, sizeof(int) * ((size_t)1 << levels));
    const int *mates = a->placed + plan->club_start[club];
    for (int i = 0; i < a->nplaced[club]; i++)
        for (int l = 0; l < levels; l++)
            in_section[(1 << l) + ((mates[i] - 1) >> (levels - l))]++;
}

/* Turns the counts into separation levels, node by node from the root: the
 * shallowest level at which a position under the node is apart from every placed
 * club-mate, one more than the deepest section on its path holding a club-mate
 * (0 = no club-mate placed).  A section holding a club-mate lies inside sections
 * that hold one too, so a parent's level settles an empty node. */
static void separation_levels(int *in_section, int levels)
{
    int depth = 0;
    for (int node = 1; node < 1 << levels; node++) {
        if (node == 1 << (depth + 1))
            depth++;
        in_section[node] = in_section[node] ? depth + 1
                           : node > 1       ? in_section[node / 2]
                                            : 0;
    }
}

static void record_placed(const club_plan *plan, attempt *a, int player, int position)
{
    int club = plan->club[player];
    if (club >= 0)
        a->placed[plan->club_start[club] + a->nplaced[club]++] = position;
}

static int place_one(const pairing_knockout *k, const club_plan *plan, attempt *a,
                     int player, pr_lots *lots)
{
    int candidates[PAIRING_MAX_KNOCKOUT], n = 0, best = -1;
    int in_section[PAIRING_MAX_KNOCKOUT], levels = log2_of(k->size);
    int club = plan->club[player], need = required_level(plan->rank[player]);
    if (club >= 0) {
        count_club_mates(plan, a, club, levels, in_section);
        separation_levels(in_section, levels);
    }
    for (int q = 1; q <= k->size; q++) {
        if (a->player_at[q] != PR_OPEN_SLOT)
            continue;
        /* q's section of the deepest level, levels - 1, holds q and its neighbour */
        int level = club < 0 ? 0 : in_section[(1 << (levels - 1)) + ((q - 1) >> 1)];
        int miss = level > need ? level - need : 0;
        if (best < 0 || miss < best) {
            best = miss;
            n = 0;
        }
        if (miss == best)
            candidates[n++] = q;
    }
    int q = candidates[pr_lots_below(lots, n)];
    a->player_at[q] = player;
    record_placed(plan, a, player, q);
    return best;
}

static int club_of(const pairing_event *ev, int player, char **names, int *nclubs)
{
    const char *club = ev->players[player].club;
    if (!club)
        return -1;
    for (int c = 0; c < *nclubs; c++)
        if (strcmp(names[c], club) == 0)
            return c;
    names[*nclubs] = ev->players[player].club;
    return (*nclubs)++;
}

static int plan_alloc(club_plan *plan, int n)
{
    plan->club = pr_calloc((size_t)n, sizeof *plan->club);
    plan->rank = pr_calloc((size_t)n, sizeof *plan->rank);
    plan->club_size = pr_calloc((size_t)n, sizeof *plan->club_size);
    plan->order = pr_calloc((size_t)n, sizeof *plan->order);
    plan->club_start = pr_calloc((size_t)n, sizeof *plan->club_start);
    return plan->club && plan->rank && plan->club_size && plan->order && plan->club_start
               ? 0
               : -1;
}

static void plan_free(club_plan *plan)
{
    free(plan->club);
    free(plan->rank);
    free(plan->club_size);
    free(plan->order);
    free(plan->club_start);
}

/* Clubs and ranks by number for everyone in the draw (seeds count as club-mates). */
static int make_plan(club_plan *plan, const pairing_knockout *k, const pairing_event *ev,
                     int first_number)
{
    int n = ev->nplayers, nclubs = 0;
    char **names = pr_calloc((size_t)n, sizeof *names);
    if (!names || plan_alloc(plan, n)) {
        free(names);
        return -1;
    }
    for (int i = 0; i < n; i++)
        plan->club[i] = -1;
    for (int i = 0; i < k->entrants; i++) {
        int p = k->order[i];
        int c = club_of(ev, p, names, &nclubs);
        plan->club[p] = c;
        plan->rank[p] = c >= 0 ? plan->club_size[c]++ : 0;
    }
    free(names);
    for (int c = 1; c < nclubs; c++)
        plan->club_start[c] = plan->club_start[c - 1] + plan->club_size[c - 1];
    for (int i = first_number - 1; i < k->entrants; i++)
        plan->order[plan->count++] = k->order[i];
    return 0;
}

/* Biggest clubs first, each club's players by number, the clubless last. */
static int placing_order(const void *ctx, int a, int b)
{
    const club_plan *plan = ctx;
    int sa = plan->club[a] < 0 ? 0 : plan->club_size[plan->club[a]];
    int sb = plan->club[b] < 0 ? 0 : plan->club_size[plan->club[b]];
    if (sa != sb)
        return sb - sa;
    if (plan->club[a] != plan->club[b])
        return plan->club[a] - plan->club[b];
    return plan->rank[a] - plan->rank[b];
}

static void draw_attempt(const pairing_knockout *k, const club_plan *plan, attempt *a,
                         pr_lots *lots)
{
    memcpy(a->player_at, k->player_at, sizeof a->player_at);
    memset(a->nplaced, 0, sizeof a->nplaced);
    for (int p = 1; p <= k->size; p++) /* the seeds and the others already in place */
        if (a->player_at[p] >= 0)
            record_placed(plan, a, a->player_at[p], p);
    a->cost = 0;
    for (int i = 0; i < plan->count; i++)
        a->cost += place_one(k, plan, a, plan->order[i], lots);
}

static const char *const level_names[] = {"",
                                          PR_MSG("halves"),
                                          PR_MSG("quarters"),
                                          PR_MSG("eighths"),
                                          PR_MSG("sixteenths"),
                                          PR_MSG("thirty-seconds"),
                                          PR_MSG("sixty-fourths"),
                                          PR_MSG("128ths")};

/* Say, for each player the rule could not keep apart, whom he shares a section with. */
static int note_unseparated(pairing_knockout *k, const pairing_event *ev,
                            const club_plan *plan)
{
    for (int q = 1; q <= k->size; q++) {
        int player = k->player_at[q];
        if (player < 0 || plan->club[player] < 0)
            continue;
        int need = required_level(plan->rank[player]);
        for (int p = 1; p <= k->size && need > 0; p++) {
            int other = k->player_at[p];
            if (other < 0 || other == player || plan->club[other] != plan->club[player] ||
                plan->rank[other] > plan->rank[player])
                continue;
            int shift = log2_of(k->size) - need;
            if (((p - 1) >> shift) != ((q - 1) >> shift))
                continue;
            if (pr_knockout_note(
                    k, "club %s: %s and %s could not be drawn into different %-s",
                    ev->players[player].club, ev->players[other].id,
                    ev->players[player].id, level_names[need]))
                return PAIRING_ERR_NOMEM;
        }
    }
    return PAIRING_OK;
}

void pr_number_clubs(const pairing_knockout *k, const pairing_event *ev, int count,
                     int *club)
{
    char *names[PAIRING_MAX_KNOCKOUT];
    int nclubs = 0;
    for (int i = 0; i < count; i++)
        club[i] = club_of(ev, k->order[i], names, &nclubs);
}

/* The first and deepest level whose sections tell positions p and q apart (levels
 * when only the single lines do). */
static int first_level_apart(int levels, int p, int q)
{
    int d = 1;
    while (d < levels && ((p - 1) >> (levels - d)) == ((q - 1) >> (levels - d)))
        d++;
    return d;
}

int pr_club_misses(const pairing_knockout *k, const int *club, const int *position,
                   int count)
{
    int levels = log2_of(k->size), misses = 0;
    for (int i = 0; i < count; i++) {
        if (club[i] < 0)
            continue;
        int rank = 0, level = 0;
        for (int j = 0; j < i; j++) {
            if (club[j] != club[i])
                continue;
            rank++;
            int d = first_level_apart(levels, position[i], position[j]);
            if (d > level)
                level = d;
        }
        int need = required_level(rank);
        misses += level > need ? level - need : 0;
    }
    return misses;
}

int pr_separate_clubs(pairing_knockout *k, const pairing_event *ev, int first_number,
                      pr_lots *lots, pairing_error *err)
{
    club_plan plan;
    memset(&plan, 0, sizeof plan);
    attempt *best = malloc(sizeof *best), *next = malloc(sizeof *next);
    if (!best || !next || make_plan(&plan, k, ev, first_number) ||
        pr_sort(plan.order, plan.count, placing_order, &plan)) {
        free(best);
        free(next);
        plan_free(&plan);
        return pr_nomem(err);
    }
    draw_attempt(k, &plan, best, lots);
    for (int i = 1; i < ATTEMPTS && best->cost > 0; i++) {
        draw_attempt(k, &plan, next, lots);
        if (next->cost < best->cost) {
            attempt *t = best;
            best = next;
            next = t;
        }
    }
    memcpy(k->player_at, best->player_at, sizeof k->player_at);
    int rc = note_unseparated(k, ev, &plan); /* seeds of one club may share a section */
    free(best);
    free(next);
    plan_free(&plan);
    return rc ? pr_nomem(err) : PAIRING_OK;
}
