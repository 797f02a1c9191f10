/*
 * score_groups.c - the rounds paired by score groups (Appendix 3 §三; the plain
 * Swiss throughout): the players of the round as the engine's task, sorted into
 * score groups in the order of the round, and the engine's pairs turned into
 * boards.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/swiss/bands.h"
#include "systems/swiss/engine/engine.h"
#include "systems/swiss/swiss.h"

/* A field the fast oracle could not pair keeping the colour constraints is
 * paired again with the exact oracle deciding throughout, up to this size (its
 * matchings then take a few milliseconds each); a larger one prefers the pairs
 * that keep them while the score groups are paired by the fast oracle. */
#define PR_EXACT_FALLBACK 160

typedef struct task_build {
    pr_task t;
    int *entry_of; /* entrant -> entry, -1 */
    int *partner, *order;
} task_build;

static int by_group_order(const void *ctx, int a, int b)
{
    const pr_task *t = ctx;
    const pr_entry *x = &t->entries[a], *y = &t->entries[b];
    if (x->score != y->score)
        return y->score - x->score;
    return t->ascending ? x->number - y->number : y->number - x->number;
}

/* A player's previous opponents are a handful: insertion sort. */
static void sort_small(int *items, int count)
{
    for (int i = 1; i < count; i++) {
        int x = items[i], j = i;
        while (j > 0 && items[j - 1] > x) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = x;
    }
}

/* The players come in number order: a stable counting sort by score, from the
 * top, gives each group in number order, and read backwards in the numbers
 * descending of an even round.  Returns -1 (use the general sort) when the
 * scores are too spread for buckets or the numbers are not in order. */
static int counting_sort(const pr_entry *raw, int n, int ascending, int *order)
{
    int top = 0;
    for (int i = 0; i < n; i++) {
        if (i > 0 && raw[i].number <= raw[i - 1].number)
            return -1;
        if (raw[i].score > top)
            top = raw[i].score;
    }
    if (top > 4 * n + 64)
        return -1;
    int *start = pr_calloc((size_t)top + 2, sizeof *start);
    if (!start)
        return -2;
    for (int i = 0; i < n; i++)
        start[top - raw[i].score + 1]++;
    for (int v = 0; v <= top; v++)
        start[v + 1] += start[v];
    for (int k = 0; k < n; k++) {
        int i = ascending ? k : n - 1 - k;
        order[start[top - raw[i].score]++] = i;
    }
    free(start);
    return 0;
}

/* score-bands (积分段, SPEC §12): the score groups joined into bands of at least
 * `least` players, each band then the engine's group; returns the groups' count
 * or -1 when out of memory. */
static int join_bands(pr_task *t, int groups, int least)
{
    int *sizes = pr_calloc((size_t)groups + 1, sizeof *sizes),
        *band_of = pr_calloc((size_t)groups + 1, sizeof *band_of);
    if (!sizes || !band_of) {
        free(sizes);
        free(band_of);
        return -1;
    }
    for (int i = 0; i < t->count; i++)
        sizes[t->entries[i].group]++;
    int bands = pr_score_bands(sizes, groups, least, band_of);
    for (int i = 0; i < t->count; i++)
        t->entries[i].group = band_of[t->entries[i].group];
    free(sizes);
    free(band_of);
    return bands;
}

/* The entries in score groups, each group in the order of the round; and every
 * entry's previous opponents among them. */
static int build_task(pr_swiss_context *s, task_build *b, const int *in, int n)
{
    int played = s->round - 1, nplayers = s->ev->nplayers;
    pr_entry *raw = pr_calloc((size_t)n, sizeof *raw);
    int *order = pr_calloc((size_t)n, sizeof *order);
    b->entry_of = pr_calloc((size_t)nplayers, sizeof *b->entry_of);
    b->t.entries = pr_calloc((size_t)n, sizeof *b->t.entries);
    b->t.met = pr_calloc((size_t)n * (size_t)(played ? played : 1), sizeof *b->t.met);
    if (!raw || !order || !b->entry_of || !b->t.entries || !b->t.met) {
        free(raw);
        free(order);
        return pr_nomem(s->err);
    }
    b->t.ascending = s->round % 2;
    for (int i = 0; i < n; i++) {
        const pr_history *h = &s->h[in[i]];
        pr_entry e = {.player = in[i],
                      .score = h->score,
                      .number = h->number,
                      .firsts = h->firsts,
                      .seconds = h->seconds,
                      .downs = h->downs,
                      .ups = h->ups,
                      .byes = h->byes,
                      .colours_kept = pr_colour_kept(h),
                      .due = pr_colour_due(h)};
        raw[i] = e;
        order[i] = i;
    }
    b->t.entries = memcpy(b->t.entries, raw, (size_t)n * sizeof *raw);
    int rc = counting_sort(raw, n, b->t.ascending, order);
    if (rc == -1)
        rc = pr_sort(order, n, by_group_order, &b->t);
    for (int i = 0; i < n && !rc; i++)
        b->t.entries[i] = raw[order[i]];
    free(raw);
    free(order);
    if (rc)
        return pr_nomem(s->err);
    for (int p = 0; p < nplayers; p++)
        b->entry_of[p] = -1;
    int group = 0, at = 0;
    for (int i = 0; i < n; i++) {
        pr_entry *e = &b->t.entries[i];
        if (i > 0 && e->score != b->t.entries[i - 1].score)
            group++;
        e->group = group;
        b->entry_of[e->player] = i;
    }
    /* previous opponents, player by player: the history is read in the order it
     * is stored, and each entry learns where its list lies */
    for (int p = 0; p < nplayers; p++) {
        int i = b->entry_of[p];
        if (i < 0)
            continue;
        int *met = b->t.met + at, count = 0;
        for (int r = 0; r < played; r++) {
            int opp = s->opponents[(size_t)p * played + r];
            if (opp >= 0 && b->entry_of[opp] >= 0)
                met[count++] = b->entry_of[opp];
        }
        sort_small(met, count);
        b->t.entries[i].met = at;
        b->t.entries[i].nmet = count;
        at += count;
    }
    b->t.groups = n ? group + 1 : 0;
    b->t.count = n;
    if (s->o.score_bands > 0 && n) {
        b->t.bands = 1;
        b->t.groups = join_bands(&b->t, b->t.groups, s->o.score_bands);
        if (b->t.groups < 0)
            return pr_nomem(s->err);
    }
    return PAIRING_OK;
}

/* The boards of the engine's pairing that break a colour constraint their
 * players could keep. */
static int avoidable_breaks(const pr_task *t, const int *partner)
{
    int count = 0;
    for (int i = 0; i < t->count; i++)
        count += partner[i] > i && pr_task_colour_avoidable(t, i, partner[i]) > 0;
    return count;
}

static void free_task(task_build *b)
{
    free(b->t.entries);
    free(b->t.met);
    free(b->entry_of);
    free(b->partner);
    free(b->order);
}

int pr_swiss_pair_score_groups(pr_swiss_context *s, const int *in, int n)
{
    task_build b;
    memset(&b, 0, sizeof b);
    int rc = build_task(s, &b, in, n);
    if (rc) {
        free_task(&b);
        return rc;
    }
    b.t.event = s->ev;
    b.t.round = s->round;
    b.t.bye_needed = n % 2;
    b.t.bye_by_rank = !s->qiu;
    b.t.balanced = s->balanced;
    b.t.avoid_clubs = s->o.avoid_clubs == PAIRING_AVOID_CLUBS_ALL;
    b.t.out = s->out;
    b.t.explain = s->o.explain;
    b.partner = pr_calloc((size_t)n + 1, sizeof *b.partner);
    b.order = pr_calloc(2 * ((size_t)n + 1), sizeof *b.order);
    int npairs = 0, rematches = 0;
    if (!b.partner || !b.order)
        rc = pr_nomem(s->err);
    if (!rc) {
        /* Rematches weigh most, so when a pairing without them exists it is the
         * one allowing them would choose; it is found far faster on the sparse
         * graph of new pairs, so that is tried first. */
        int explained = s->out->explain.count;
        b.t.allow_rematches = 0;
        /* SPEC §12: the large groups keep the colour constraints strictly where
         * they can; where not, they are paired again preferring them, and the
         * exact oracle weighs the breaks of the last few dozen players */
        b.t.colours_strict = s->balanced;
        rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        if (!rc && s->balanced && n > PR_EXACT_FLOOR &&
            avoidable_breaks(&b.t, b.partner)) {
            /* the fast oracle counts colours, the exact one knows them: a break
             * left at the bottom may be the count's, so the exact oracle pairs
             * the last groups again from higher up, a field of up to 160 whole
             * (only ever fewer breaks; a field the exact oracle paired whole
             * already is left as it is) */
            pr_round_forget_explanations(s->out, explained);
            b.t.exact_floor = PR_EXACT_FALLBACK;
            rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        }
        if (rc == PAIRING_ERR_NO_PAIRING && b.t.colours_strict) {
            pr_round_forget_explanations(s->out, explained);
            b.t.colours_strict = 0;
            b.t.exact_all = n <= PR_EXACT_FALLBACK;
            rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        }
        if (rc == PAIRING_ERR_NO_PAIRING && s->o.allow_rematches) {
            pr_round_forget_explanations(s->out, explained);
            b.t.allow_rematches = 1;
            rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        }
    }
    for (int k = 0; k < npairs && !rc; k++) {
        int a = b.order[2 * k], c = b.order[2 * k + 1];
        rc = c == PR_BYE_PARTNER
                 ? pr_swiss_add_bye(s, b.t.entries[a].player, PAIRING_BYE_LOWEST)
                 : pr_swiss_add_pair(s, b.t.entries[a].player, b.t.entries[c].player);
        if (!rc && c != PR_BYE_PARTNER && pr_task_has_met(&b.t, a, c))
            s->out->games[s->out->ngames - 1].rematch = 1;
    }
    free_task(&b);
    return rc;
}
