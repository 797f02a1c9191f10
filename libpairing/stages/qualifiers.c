/*
 * qualifiers.c - who goes from one stage to the next (SPEC §11; 2014 open,
 * 003 §五(四)1: 取前8名选手进入决赛阶段): the groups' standings taken place by
 * place, A1, B1, A2, B2 ..., and the event of the next stage with the
 * qualifiers as its entrants, numbered in that order (its seeds).
 *
 * A tie the tiebreaks leave is settled by a play-off and then a lot (003
 * §五(五)1: 采用加赛方式决定名次 ... 抽签); the caller hands over the order
 * they gave (`settled`).  A tie still open across the qualifying line cannot
 * be decided here and is an error naming the players; one among qualifiers
 * only orders their seeds, which follow the standings' order (the starting
 * number) and are reported as shared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct pairing_qualifiers {
    pairing_qualifier *seeds;
    int count;
    const pairing_event **events; /* the caller's events, which outlive these */
    int groups;
};

/* One group's standings in the order qualifying reads them: rank, then the
 * settled order among equal ranks, then the standings' own order.  A withdrawn
 * player does not go on to the next stage. */
typedef struct group_rows {
    int *rows; /* standings rows, qualifying order */
    int count;
} group_rows;

typedef struct order_context {
    const pairing_standings *st;
    const pairing_event *ev;
    const pairing_qualifiers_options *o;
} order_context;

/* Where a play-off or lot put the player: his position in `settled`, or the
 * list's length for one it does not name. */
static int settled_position(const order_context *c, int player)
{
    const char *id = pairing_event_id(c->ev, player);
    for (int i = 0; i < c->o->nsettled; i++)
        if (strcmp(c->o->settled[i], id) == 0)
            return i;
    return c->o->nsettled;
}

static int by_rank_then_settled(const void *ctx, int a, int b)
{
    const order_context *c = ctx;
    pairing_standing sa = pairing_standings_row(c->st, a);
    pairing_standing sb = pairing_standings_row(c->st, b);
    if (sa.rank != sb.rank)
        return sa.rank < sb.rank ? -1 : 1;
    int pa = settled_position(c, sa.player), pb = settled_position(c, sb.player);
    if (pa != pb)
        return pa < pb ? -1 : 1;
    return a < b ? -1 : a > b;
}

static int order_group(const order_context *c, group_rows *g, pairing_error *err)
{
    int n = pairing_standings_count(c->st);
    g->rows = pr_calloc((size_t)n + 1, sizeof *g->rows);
    if (!g->rows)
        return pr_nomem(err);
    g->count = 0;
    for (int row = 0; row < n; row++)
        if (!pairing_standings_row(c->st, row).withdrawn)
            g->rows[g->count++] = row;
    return pr_sort(g->rows, g->count, by_rank_then_settled, c) ? pr_nomem(err)
                                                               : PAIRING_OK;
}

static int is_settled(const order_context *c, int row)
{
    return settled_position(c, pairing_standings_row(c->st, row).player) < c->o->nsettled;
}

/* The ids of every player still in the event who holds `rank`, in the
 * standings' order: "a, b and c". */
static int tied_ids(const order_context *c, int rank, char *buf, size_t size)
{
    int n = 0, total = 0, rows = pairing_standings_count(c->st);
    size_t used = 0;
    for (int i = 0; i < rows; i++) {
        pairing_standing s = pairing_standings_row(c->st, i);
        total += s.rank == rank && !s.withdrawn;
    }
    buf[0] = 0;
    for (int i = 0; i < rows && used < size; i++) {
        pairing_standing s = pairing_standings_row(c->st, i);
        if (s.rank != rank || s.withdrawn)
            continue;
        n++;
        used += (size_t)snprintf(buf + used, size - used, "%s%s",
                                 n == 1       ? ""
                                 : n == total ? " and "
                                              : ", ",
                                 pairing_event_id(c->ev, s.player));
    }
    return total;
}

/* A place shared across the qualifying line: nothing in the rules says who of
 * its players goes on but a play-off or lot (003 §五(五)1), whose order the
 * caller gives for every one of them; naming some would leave the others'
 * order to the file's. */
static int check_line(const order_context *c, const group_rows *g, int taken, int group,
                      int groups, pairing_error *err)
{
    if (taken == 0 || taken >= g->count)
        return PAIRING_OK;
    int rank = pairing_standings_row(c->st, g->rows[taken - 1]).rank;
    if (pairing_standings_row(c->st, g->rows[taken]).rank != rank)
        return PAIRING_OK;
    int all_named = 1, in = 0;
    for (int i = 0; i < g->count; i++)
        if (pairing_standings_row(c->st, g->rows[i]).rank == rank) {
            all_named &= is_settled(c, g->rows[i]);
            in += i < taken;
        }
    if (all_named)
        return PAIRING_OK;
    char ids[160];
    int total = tied_ids(c, rank, ids, sizeof ids);
    if (groups > 1)
        pr_fail(err, PAIRING_ERR_DATA,
                "group %c: %s share place %d on every tiebreak and %d of the %d "
                "qualify: give the order a play-off or lot put them in, naming all of "
                "them",
                pr_group_letter(group), ids, rank, in, total);
    else
        pr_fail(err, PAIRING_ERR_DATA,
                "%s share place %d on every tiebreak and %d of the %d qualify: "
                "give the order a play-off or lot put them in, naming all of them",
                ids, rank, in, total);
    return pr_hint(err, PAIRING_HINT_SETTLED);
}

/* A1, B1, A2, B2 ...: the k-th of every group in turn, groups that have run
 * out skipped, until `advance` are taken. */
static int take_in_turn(pairing_qualifiers *q, const order_context *ctx,
                        const group_rows *rows, int *taken, int advance)
{
    for (int k = 0; q->count < advance; k++) {
        int any = 0;
        for (int g = 0; g < q->groups && q->count < advance; g++) {
            if (k >= rows[g].count)
                continue;
            any = 1;
            pairing_standing s = pairing_standings_row(ctx[g].st, rows[g].rows[k]);
            q->seeds[q->count++] = (pairing_qualifier){
                .group = g,
                .player = s.player,
                .place = s.rank,
                .shared = s.shared,
                .settled = s.shared && is_settled(&ctx[g], rows[g].rows[k])};
            taken[g]++;
        }
        if (!any)
            break;
    }
    return q->count;
}

static int check_inputs(const pairing_event *const *events,
                        const pairing_standings *const *standings, int groups,
                        const pairing_qualifiers_options *o, pairing_error *err)
{
    if (!events || !standings || !o || groups < 1 || groups > 26)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "give 1 to 26 groups, each with its "
                       "event and standings, and the options");
    if (o->advance < 1 || o->advance > PAIRING_MAX_KNOCKOUT)
        return pr_fail(err, PAIRING_ERR_INVALID, "%d qualifiers: expected 1 to %d",
                       o->advance, PAIRING_MAX_KNOCKOUT);
    if (o->nsettled < 0 || (o->nsettled > 0 && !o->settled))
        return pr_fail(err, PAIRING_ERR_INVALID, "the settled order is missing");
    for (int g = 0; g < groups; g++)
        if (!events[g] || !standings[g] ||
            pairing_standings_count(standings[g]) != pairing_event_entrants(events[g]))
            return pr_fail(err, PAIRING_ERR_INVALID,
                           "group %d: the standings are not the event's", g + 1);
    return PAIRING_OK;
}

static int choose(pairing_qualifiers *q, const order_context *ctx, group_rows *rows,
                  int advance, pairing_error *err)
{
    int taken[26] = {0};
    for (int g = 0; g < q->groups; g++)
        if (order_group(&ctx[g], &rows[g], err))
            return PAIRING_ERR_NOMEM;
    if (take_in_turn(q, ctx, rows, taken, advance) < advance)
        return pr_fail(err, PAIRING_ERR_DATA,
                       "%d qualifiers wanted, but the standings hold only %d players "
                       "still in the event",
                       advance, q->count);
    for (int g = 0; g < q->groups; g++)
        if (check_line(&ctx[g], &rows[g], taken[g], g, q->groups, err))
            return PAIRING_ERR_DATA;
    return PAIRING_OK;
}

PAIRING_API pairing_qualifiers *
pairing_qualifiers_new(const pairing_event *const *events,
                       const pairing_standings *const *standings, int groups,
                       const pairing_qualifiers_options *options, pairing_error *err)
{
    if (check_inputs(events, standings, groups, options, err))
        return NULL;
    pairing_qualifiers *q = pr_calloc(1, sizeof *q);
    group_rows rows[26] = {{0}};
    order_context ctx[26];
    if (!q || !(q->seeds = pr_calloc((size_t)options->advance, sizeof *q->seeds)) ||
        !(q->events = pr_calloc((size_t)groups, sizeof *q->events))) {
        pairing_qualifiers_free(q);
        pr_nomem(err);
        return NULL;
    }
    memcpy(q->events, events, (size_t)groups * sizeof *events);
    q->groups = groups;
    for (int g = 0; g < groups; g++)
        ctx[g] = (order_context){.st = standings[g], .ev = events[g], .o = options};
    int rc = choose(q, ctx, rows, options->advance, err);
    for (int g = 0; g < groups; g++)
        free(rows[g].rows);
    if (rc) {
        pairing_qualifiers_free(q);
        return NULL;
    }
    return q;
}

PAIRING_API void pairing_qualifiers_free(pairing_qualifiers *q)
{
    if (!q)
        return;
    free(q->seeds);
    free(q->events);
    free(q);
}

PAIRING_API int pairing_qualifiers_count(const pairing_qualifiers *q)
{
    return q ? q->count : 0;
}

PAIRING_API pairing_qualifier pairing_qualifiers_seed(const pairing_qualifiers *q,
                                                      int seed)
{
    if (!q || seed < 1 || seed > q->count)
        return (pairing_qualifier){.group = -1, .player = -1};
    return q->seeds[seed - 1];
}

/* The next stage's event: the qualifiers, numbered by seed (rank = seed, SPEC
 * §1's first numbering key), with what the entrants file said of them. */
PAIRING_API pairing_event *pairing_qualifiers_event(const pairing_qualifiers *q,
                                                    pairing_system system,
                                                    pairing_error *err)
{
    if (!q) {
        pr_fail(err, PAIRING_ERR_INVALID, "no qualifiers");
        return NULL;
    }
    pairing_event *ev = pairing_event_new(system, err);
    for (int s = 0; ev && s < q->count; s++) {
        const pairing_event *from = q->events[q->seeds[s].group];
        pairing_entrant e = pairing_event_entrant(from, q->seeds[s].player);
        e.rank = s + 1;
        e.withdrawn = PAIRING_ACTIVE;
        e.violations = 0; /* penalties (违例) count in the stage they were given in */
        if (pairing_event_add_entrant(ev, &e, err)) {
            pairing_event_free(ev);
            ev = NULL;
        }
    }
    return ev;
}
