/*
 * clubs.c - club avoidance in round 1 (SPEC §12, avoid-clubs): the top half
 * meets the bottom half with the fewest games between club-mates, then with
 * the most boards kept at their same-position partner (同位), then as the
 * procedure shifts downward (错位): each top player in order takes the first
 * bottom player in his order - his own position, the positions below it, then
 * those above it, nearest first - that leaves the rest able to reach the best
 * of the first two counts.  An empty club is no club.
 *
 * "The best the rest can reach" is counted, not searched.  Of k top and k
 * bottom players still free, any top may meet any bottom, so by Hall's theorem
 * the fewest club-mate games are Z = max(0, max over clubs c of t_c + b_c - k),
 * t_c and b_c the club's free tops and bottoms.  The most boards kept at their
 * same position: a set F of boards (both players of a position free) is kept,
 * the rest assigned anyhow, and the rest can reach Z exactly when
 *  - Z > 0: then one club d holds more than half the players (t_d + b_d > k),
 *    and F may hold only boards with a player of d: those with one are free,
 *    those of two (club-mate boards) cost a game each and so at most Z of them;
 *  - Z = 0: F holds no club-mate board, and for each club c at most
 *    k - t_c - b_c of its boards have no player of c.  That binds only a club
 *    holding more than half the players who are not on such a board (a
 *    majority of them), so at most one club, d, found as the most numerous.
 * Every count moves by one as players are taken, kept in buckets by value, so
 * each candidate is tested in constant time: the whole draw takes time near
 * linear in the field unless club-mates crowd every board.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/swiss/clubs.h"

int pr_club_mates(const pairing_event *ev, int a, int b)
{
    const char *x = ev->players[a].club, *y = ev->players[b].club;
    return x && y && *x && strcmp(x, y) == 0;
}

/* Counts per club, in buckets by value so that the largest, and a club with
 * it, are known at once; each count moves by one at a time. */
typedef struct bucketed {
    int *value, *head, *next, *prev; /* value and bucket list per club, head per value */
    int max;
} bucketed;

static void bucket_unlink(bucketed *b, int c)
{
    int v = b->value[c];
    if (b->prev[c] >= 0)
        b->next[b->prev[c]] = b->next[c];
    else
        b->head[v] = b->next[c];
    if (b->next[c] >= 0)
        b->prev[b->next[c]] = b->prev[c];
}

static void bucket_link(bucketed *b, int c)
{
    int v = b->value[c];
    b->prev[c] = -1;
    b->next[c] = b->head[v];
    if (b->head[v] >= 0)
        b->prev[b->head[v]] = c;
    b->head[v] = c;
}

static void bucket_move(bucketed *b, int c, int delta)
{
    if (c < 0)
        return;
    bucket_unlink(b, c);
    b->value[c] += delta;
    bucket_link(b, c);
    if (b->value[c] > b->max)
        b->max = b->value[c];
    while (b->max > 0 && b->head[b->max] < 0)
        b->max--;
}

typedef struct halves {
    int m, clubs;
    int *top_club, *bottom_club; /* per position, -1 for none */
    char *top_free, *bottom_free;
    bucketed players; /* per club: its free tops and bottoms */
    bucketed alone;   /* per club: its free players not on a board keepable at 0 */
    int *keepable;    /* per club: boards keepable without a club-mate game, with one
                         player of the club */
    int *mates;       /* per club: boards of two of its players, both free */
    int free, kept;   /* free tops (= free bottoms); boards keepable at 0 games */
    int *down, *up;   /* the next free bottom position at or below / above */
} halves;

/* Adds (sign +1) or takes away (-1) what position p counts, as it stands. */
static void account(halves *h, int p, int sign)
{
    int t = h->top_club[p], b = h->bottom_club[p];
    int top = h->top_free[p], bottom = h->bottom_free[p];
    if (top)
        bucket_move(&h->players, t, sign);
    if (bottom)
        bucket_move(&h->players, b, sign);
    if (top && bottom && !(t >= 0 && t == b)) { /* keepable at no club-mate game */
        h->kept += sign;
        if (t >= 0)
            h->keepable[t] += sign;
        if (b >= 0)
            h->keepable[b] += sign;
        return;
    }
    if (top && bottom)
        h->mates[t] += sign;
    if (top)
        bucket_move(&h->alone, t, sign);
    if (bottom)
        bucket_move(&h->alone, b, sign);
}

/* The best the free players can reach: club-mate games, boards shifted. */
typedef struct reach {
    int games, shifted;
} reach;

static reach best_reach(const halves *h)
{
    reach r = {h->players.max - h->free, 0};
    int kept = h->kept;
    if (r.games > 0) {
        int d = h->players.head[h->players.max];
        kept = h->keepable[d] + pr_min(r.games, h->mates[d]);
    } else {
        r.games = 0;
        if (h->alone.max > h->free - h->kept) { /* a majority of those 2 (k - kept) */
            int d = h->alone.head[h->alone.max];
            int room = h->free - h->players.value[d];
            kept = h->keepable[d] + pr_min(room, h->kept - h->keepable[d]);
        }
    }
    r.shifted = h->free - kept;
    return r;
}

static void take(halves *h, int i, int j, int sign)
{
    account(h, i, -1);
    if (j != i)
        account(h, j, -1);
    h->top_free[i] = h->bottom_free[j] = sign < 0;
    h->free -= sign;
    account(h, i, 1);
    if (j != i)
        account(h, j, 1);
}

/* The free bottom positions in order: down[p] leads to the nearest free one at
 * or after p (m: none), up[q] to the nearest at or before q - 1 (0: none), as
 * disjoint sets whose root is the answer, each path pointed at it once walked. */
static int find(int *next, int p)
{
    int root = p;
    while (next[root] != root)
        root = next[root];
    while (next[p] != root) {
        int up = next[p];
        next[p] = root;
        p = up;
    }
    return root;
}

/* Top player i takes the first candidate that keeps the best reachable. */
static int choose(halves *h, int i)
{
    reach target = best_reach(h);
    int below = find(h->down, i), above = find(h->up, i) - 1;
    for (;;) {
        int j = below < h->m ? below : above;
        if (j < 0)
            return -1; /* cannot happen: the target is always reachable */
        int games = h->top_club[i] >= 0 && h->top_club[i] == h->bottom_club[j];
        take(h, i, j, 1);
        reach rest = best_reach(h);
        if (games + rest.games == target.games &&
            (j != i) + rest.shifted == target.shifted) {
            h->down[j] = j + 1;
            h->up[j + 1] = j;
            return j;
        }
        take(h, i, j, -1);
        if (below < h->m)
            below = find(h->down, below + 1);
        else
            above = find(h->up, above) - 1;
    }
}

/* The players of the slots: 0 .. m-1 the top half, m .. 2m-1 the bottom. */
typedef struct slots {
    const pairing_event *ev;
    const int *top, *bottom;
    int m;
} slots;

static const char *slot_club(const slots *s, int slot)
{
    int p = slot < s->m ? s->top[slot] : s->bottom[slot - s->m];
    return s->ev->players[p].club;
}

static int by_club(const void *ctx, int a, int b)
{
    return strcmp(slot_club(ctx, a), slot_club(ctx, b));
}

/* Numbers the clubs of the slots (-1 for none) into top_club and bottom_club;
 * `order` has room for 2m.  The number of clubs, or -1 when out of memory. */
static int number_clubs(halves *h, const slots *s, int *order)
{
    int n = 0, clubs = 0;
    for (int slot = 0; slot < 2 * h->m; slot++) {
        const char *club = slot_club(s, slot);
        int *id = slot < h->m ? &h->top_club[slot] : &h->bottom_club[slot - h->m];
        *id = -1;
        if (club && *club)
            order[n++] = slot;
    }
    if (pr_sort(order, n, by_club, s))
        return -1;
    for (int k = 0; k < n; k++) {
        int slot = order[k];
        if (k == 0 || by_club(s, order[k - 1], slot))
            clubs++;
        if (slot < h->m)
            h->top_club[slot] = clubs - 1;
        else
            h->bottom_club[slot - h->m] = clubs - 1;
    }
    return clubs;
}

static int bucketed_alloc(bucketed *b, int clubs, int values)
{
    b->value = pr_calloc((size_t)clubs + 1, sizeof *b->value);
    b->next = pr_calloc((size_t)clubs + 1, sizeof *b->next);
    b->prev = pr_calloc((size_t)clubs + 1, sizeof *b->prev);
    b->head = pr_calloc((size_t)values + 1, sizeof *b->head);
    if (!b->value || !b->next || !b->prev || !b->head)
        return -1;
    for (int v = 0; v <= values; v++)
        b->head[v] = -1;
    for (int c = 0; c < clubs; c++)
        bucket_link(b, c);
    b->max = 0;
    return 0;
}

static void bucketed_free(bucketed *b)
{
    free(b->value);
    free(b->next);
    free(b->prev);
    free(b->head);
}

/* Everything counted with every player free. */
static int halves_setup(halves *h, const slots *s)
{
    size_t n = (size_t)h->m + 2;
    h->top_club = pr_calloc(n, sizeof *h->top_club);
    h->bottom_club = pr_calloc(n, sizeof *h->bottom_club);
    h->top_free = pr_calloc(n, 1);
    h->bottom_free = pr_calloc(n, 1);
    h->down = pr_calloc(n, sizeof *h->down);
    h->up = pr_calloc(n, sizeof *h->up);
    int *order = pr_calloc(2 * n, sizeof *order);
    if (!h->top_club || !h->bottom_club || !h->top_free || !h->bottom_free || !h->down ||
        !h->up || !order) {
        free(order);
        return -1;
    }
    h->clubs = number_clubs(h, s, order);
    free(order);
    if (h->clubs < 0)
        return -1;
    h->keepable = pr_calloc((size_t)h->clubs + 1, sizeof *h->keepable);
    h->mates = pr_calloc((size_t)h->clubs + 1, sizeof *h->mates);
    if (!h->keepable || !h->mates || bucketed_alloc(&h->players, h->clubs, 2 * h->m) ||
        bucketed_alloc(&h->alone, h->clubs, 2 * h->m))
        return -1;
    for (int p = 0; p <= h->m; p++) /* m and -1 (up[0]) are the ends */
        h->down[p] = h->up[p] = p;
    for (int p = 0; p < h->m; p++) {
        h->top_free[p] = h->bottom_free[p] = 1;
        account(h, p, 1);
    }
    h->free = h->m;
    return 0;
}

static void halves_free(halves *h)
{
    free(h->top_club);
    free(h->bottom_club);
    free(h->top_free);
    free(h->bottom_free);
    free(h->down);
    free(h->up);
    free(h->keepable);
    free(h->mates);
    bucketed_free(&h->players);
    bucketed_free(&h->alone);
}

int pr_club_halves(const pairing_event *ev, const int *top, const int *bottom, int m,
                   int *partner)
{
    slots s = {.ev = ev, .top = top, .bottom = bottom, .m = m};
    halves h = {.m = m};
    int rc = halves_setup(&h, &s);
    for (int i = 0; i < m && !rc; i++)
        rc = (partner[i] = choose(&h, i)) < 0;
    halves_free(&h);
    return rc ? -1 : 0;
}
