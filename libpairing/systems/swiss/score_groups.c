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
/* A field up to this size has its pairing confirmed by one matching of all of
 * it (a few milliseconds at 300 players); above it the matching would cost more
 * than the pairing, and the fast oracle's counts go unconfirmed. */
#define PR_OPTIMUM_REACH 400

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

/* The best pairing by the principles alone, in the engine's form: the pairs in
 * the order of the task (for pairing check, which measures a round by it). */
static int pair_best(pr_swiss_context *s, task_build *b, int *npairs, int *rematches)
{
    b->t.allow_rematches = 0;
    int rc = pr_engine_best(&b->t, b->partner, s->err);
    if (rc == PAIRING_ERR_NO_PAIRING && s->o.allow_rematches) {
        b->t.allow_rematches = 1;
        rc = pr_engine_best(&b->t, b->partner, s->err);
    }
    *npairs = *rematches = 0;
    for (int a = 0; a < b->t.count && !rc; a++) {
        int c = b->partner[a];
        if (c != PR_BYE_PARTNER && c < a)
            continue;
        b->order[2 * *npairs] = a;
        b->order[2 * *npairs + 1] = c;
        ++*npairs;
        *rematches += c != PR_BYE_PARTNER && pr_task_has_met(&b->t, a, c);
    }
    return rc;
}

/* Did the exact oracle decide from the first group (procedure.c: once at most
 * max(48, 6m + 6) players are left, m the most opponents anyone has met)? */
static int exact_from_the_top(const pr_task *t)
{
    int most_met = 0;
    for (int i = 0; i < t->count; i++)
        most_met = pr_max(most_met, t->entries[i].nmet);
    return t->exact_all || t->count + t->bye_needed <= pr_exact_limit(t, most_met);
}

/* The highest group whose pairing falls short where the principles first
 * differ (`where`, as pr_principles_compare says). */
static int group_falling_short(const pr_task *t, const int *partner, int where,
                               const pr_principles *got, const pr_principles *want)
{
    if (where >= PR_PRINCIPLE_BOUNDARY)
        return where - PR_PRINCIPLE_BOUNDARY;
    if (where == PR_PRINCIPLE_BYE)
        return pr_min(t->entries[got->bye_holder].group,
                      t->entries[want->bye_holder].group);
    for (int a = 0; a < t->count && where != PR_PRINCIPLE_REMATCHES; a++) {
        int c = partner[a];
        if (c == PR_BYE_PARTNER || c < a)
            continue;
        if (where == PR_PRINCIPLE_COLOURS ? pr_task_colour_avoidable(t, a, c) > 0
                                          : pr_task_club_mates(t, a, c))
            return t->entries[a].group; /* the task runs from the top group down */
    }
    return 0;
}

/* The exact oracle takes over one group above g: everybody from there down. */
static int players_from_group(const pr_task *t, int g)
{
    int from = 0;
    while (from < t->count && t->entries[from].group < g - 1)
        from++;
    return t->count - from + t->bye_needed;
}

/* SPEC §5, §12: the principles rank above the procedure in every field.  The
 * fast oracle counts where the exact one knows, so its pairing of a field within
 * reach of one matching is measured against the best by the principles; where
 * it falls short, the exact oracle pairs the round again from a group above the
 * first shortfall, and if that is not enough from the top (each only ever
 * better by the principles, and the exact oracle's pairing is the best). */
static int confirm_best(pr_swiss_context *s, task_build *b, int n, int *npairs,
                        int *rematches, int explained)
{
    if (n > PR_OPTIMUM_REACH || exact_from_the_top(&b->t))
        return 0;
    int *best = pr_calloc((size_t)n + 1, sizeof *best);
    pr_principles got, want;
    memset(&got, 0, sizeof got);
    memset(&want, 0, sizeof want);
    int rc = best ? pr_engine_best(&b->t, best, s->err) : pr_nomem(s->err);
    if (!rc && pr_principles_count(&b->t, best, &want))
        rc = pr_nomem(s->err);
    for (int attempt = 0; !rc && !b->t.exact_all; attempt++) {
        int where;
        pr_principles_free(&got);
        if (pr_principles_count(&b->t, b->partner, &got)) {
            rc = pr_nomem(s->err);
            break;
        }
        if (pr_principles_compare(&b->t, &got, &want, &where) <= 0)
            break;
        int g = group_falling_short(&b->t, b->partner, where, &got, &want);
        pr_round_forget_explanations(s->out, explained);
        b->t.exact_floor = pr_max(b->t.exact_floor, players_from_group(&b->t, g));
        b->t.exact_all = attempt > 0 || g <= 1;
        rc = pr_engine_pair(&b->t, b->partner, b->order, npairs, rematches, s->err);
    }
    pr_principles_free(&got);
    pr_principles_free(&want);
    free(best);
    return rc;
}

/* The procedure's pairing, confirmed against the principles: first without
 * rematches and keeping the colour constraints strictly, then as the failures
 * say. */
static int pair_by_procedure(pr_swiss_context *s, task_build *b, int n, int *npairs,
                             int *rematches)
{
    /* Rematches weigh most, so when a pairing without them exists it is the
     * one allowing them would choose; it is found far faster on the sparse
     * graph of new pairs, so that is tried first. */
    int explained = s->out->explain.count;
    b->t.allow_rematches = 0;
    /* SPEC §12: the large groups keep the colour constraints strictly where
     * they can; where not, they are paired again preferring them, and the
     * exact oracle weighs the breaks of the last few dozen players */
    b->t.colours_strict = s->balanced;
    int rc = pr_engine_pair(&b->t, b->partner, b->order, npairs, rematches, s->err);
    if (!rc && s->balanced && n > PR_EXACT_FLOOR && avoidable_breaks(&b->t, b->partner)) {
        /* the fast oracle counts colours, the exact one knows them: a break
         * left at the bottom may be the count's, so the exact oracle pairs
         * the last groups again from higher up, a field of up to 160 whole
         * (only ever fewer breaks; a field the exact oracle paired whole
         * already is left as it is) */
        pr_round_forget_explanations(s->out, explained);
        b->t.exact_floor = PR_EXACT_FALLBACK;
        rc = pr_engine_pair(&b->t, b->partner, b->order, npairs, rematches, s->err);
    }
    if (rc == PAIRING_ERR_NO_PAIRING && b->t.colours_strict) {
        pr_round_forget_explanations(s->out, explained);
        b->t.colours_strict = 0;
        b->t.exact_all = n <= PR_EXACT_FALLBACK;
        rc = pr_engine_pair(&b->t, b->partner, b->order, npairs, rematches, s->err);
    }
    if (rc == PAIRING_ERR_NO_PAIRING && s->o.allow_rematches) {
        pr_round_forget_explanations(s->out, explained);
        b->t.allow_rematches = 1;
        rc = pr_engine_pair(&b->t, b->partner, b->order, npairs, rematches, s->err);
    }
    if (!rc)
        rc = confirm_best(s, b, n, npairs, rematches, explained);
    return rc;
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
    b.t.explain = s->o.explain && !s->best_only;
    b.partner = pr_calloc((size_t)n + 1, sizeof *b.partner);
    b.order = pr_calloc(2 * ((size_t)n + 1), sizeof *b.order);
    int npairs = 0, rematches = 0;
    if (!b.partner || !b.order)
        rc = pr_nomem(s->err);
    else if (s->best_only)
        rc = pair_best(s, &b, &npairs, &rematches);
    else
        rc = pair_by_procedure(s, &b, n, &npairs, &rematches);
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
