/*
 * procedure.c - the pairing procedure of the score-group rounds (Appendix 3
 * §三; the plain Swiss follows it too), group by group from the top.
 *
 * In each group: (1) players floating down from above are paired first, each
 * with the first player of the group he has not met; (2) an odd group sends
 * its last player down (下调), or more players when the group cannot pair
 * itself; (3) the rest pair by same position, first half against second half
 * (同位), shifting down the second half past opponents already met (错位, 依次
 * 下选), every pair across the halves for as long as the group can still be
 * paired that way.  The principles rank above the procedure (SPEC §5): (1) no
 * rematch, (2) as few pairs across score groups as possible, deciding from the
 * top group down, (3) floats up and down evened out.  So each choice is taken
 * only if the oracle in charge says the rest can still be paired as well as
 * the principles demand, else the next choice is tried: the rules' break and
 * repair (拆对), done ahead instead of after the fact, so it never backtracks.
 * The fast oracle (fast_oracle.c) answers while the field is large, the exact
 * one (exact_oracle.c) once max(48, 6m + 6) or fewer players are left, m the
 * most opponents anyone has met.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "systems/swiss/engine/state.h"

static int make_pair(pr_engine *e, int a, int b)
{
    e->partner[a] = b == e->n ? PR_BYE_PARTNER : b;
    e->bye_given |= b == e->n;
    if (b < e->n)
        e->partner[b] = a;
    e->made[2 * e->nmade] = a;
    e->made[2 * e->nmade + 1] = b == e->n ? PR_BYE_PARTNER : b;
    e->nmade++;
    if (b < e->n && pr_task_has_met(e->task, a, b))
        e->rematches++;
    return 0;
}

/* The player at v as explanations name him (the bye's place is "the bye"); the
 * text lives until the end of the call it is written in (C11 6.2.4p8). */
static pr_who entry_who(const pr_engine *e, int v)
{
    if (v == e->n) {
        pr_who bye = {"the bye"};
        return bye;
    }
    return pr_who_is(e->task->event, e->task->entries[v].player);
}

static void explain(pr_engine *e, const char *fmt, ...) PR_PRINTF(2, 3);

/* The names in an explanation are formatted only when explanations are asked for. */
#define EXPLAIN(e, ...)                                                                  \
    do {                                                                                 \
        if ((e)->task->explain)                                                          \
            explain(e, __VA_ARGS__);                                                     \
    } while (0)

static void explain(pr_engine *e, const char *fmt, ...)
{
    if (!e->task->explain || e->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    if (pr_round_explainv(e->task->out, fmt, ap))
        e->failed = 1;
    va_end(ap);
}

/* The decision the latest explanation states, as codes (pairing_round_decision). */
static void decide_in(pr_engine *e, int kind, int reason, int x, int other, int g)
{
    if (!e->task->explain || e->failed)
        return;
    pairing_decision d = {0,
                          kind,
                          reason,
                          e->task->entries[x].player,
                          other >= 0 && other < e->n ? e->task->entries[other].player
                                                     : -1,
                          e->task->entries[e->group_start[g]].score};
    if (pr_round_add_decision(e->task->out, d))
        e->failed = 1;
}

/* The same in x's own score group. */
static void decide(pr_engine *e, int kind, int reason, int x, int other)
{
    decide_in(e, kind, reason, x, other, e->task->entries[x].group);
}

/* ---- asking the oracle in charge ---- */

static int choice_pair_ok(pr_engine *e, int a, int b)
{
    return e->exact.active ? pr_exact_allows_pair(e, a, b) : pr_fast_allows_pair(e, a, b);
}

static int choice_float_ok(pr_engine *e, int x)
{
    return e->exact.active ? pr_exact_allows_float(e, x) : pr_fast_allows_float(e, x);
}

/* How many of the group's own players must go down (after the floaters from above
 * who found no partner in it). */
static int floaters_needed(const pr_engine *e, int g)
{
    return e->exact.active ? pr_exact_floaters_needed(e, g) : e->fast.quota;
}

/* ---- the procedure, group by group ---- */

/* SPEC §12: the exact oracle weighs colour breaks and club-mate games itself;
 * while the fast one is in charge (it knows only the score groups, and colours
 * by count), the candidates are tried in passes by what a pair would cost,
 * colour breaks (criterion 2) before club-mates (criterion 4): first the pairs
 * costing neither, then club-mates, then colour breaks, then both.  A pass's
 * level is the sum of PASS_CLUB and PASS_COLOUR for what it allows. */
enum { PASS_CLUB = 1, PASS_COLOUR = 2, PASS_LAST = PASS_CLUB | PASS_COLOUR };

static int pair_level(const pr_engine *e, int a, int b)
{
    if (e->exact.active)
        return 0;
    const pr_task *t = e->task;
    return (t->balanced && pr_task_colour_avoidable(t, a, b) > 0 ? PASS_COLOUR : 0) |
           (t->avoid_clubs && pr_task_club_mates(t, a, b) ? PASS_CLUB : 0);
}

/* Is a pass at this level worth a walk through the candidates? */
static int level_in_use(const pr_engine *e, int level)
{
    if (e->exact.active)
        return level == 0;
    int used =
        (e->task->balanced ? PASS_COLOUR : 0) | (e->task->avoid_clubs ? PASS_CLUB : 0);
    return (level & ~used) == 0;
}

static void score_text(int score, char *buf, size_t size)
{
    pairing_value v = {score, 2, 1};
    pairing_value_format(v, buf, size);
}

static void explain_group(pr_engine *e, int g)
{
    if (!e->task->explain)
        return;
    char text[1600], points[32];
    int len = 0;
    score_text(e->task->entries[e->group_start[g]].score, points, sizeof points);
    int i = e->group_start[g];
    for (; i < e->group_end[g] && len < (int)sizeof text - (int)sizeof(pr_who) - 8; i++)
        len += snprintf(text + len, sizeof text - (size_t)len, "%s%s", len ? ", " : "",
                        entry_who(e, i).text);
    if (i < e->group_end[g])
        snprintf(text + len, sizeof text - (size_t)len, " ...");
    int size = e->group_end[g] - e->group_start[g];
    char lowest[32];
    score_text(e->task->entries[e->group_end[g] - 1].score, lowest, sizeof lowest);
    if (e->task->bands && strcmp(points, lowest))
        EXPLAIN(e,
                "score band (积分段) %s to %s points (%d players, by score, then by "
                "number %-s): %s",
                points, lowest, size,
                e->task->ascending ? PR_MSG("ascending, an odd round")
                                   : PR_MSG("descending, an even round"),
                text);
    else
        EXPLAIN(e, "score %-s %s point%s (%d player%s, by number %-s): %s",
                e->task->bands ? PR_MSG("band (积分段)") : PR_MSG("group"), points,
                strcmp(points, "1") ? "s" : "", size, size == 1 ? "" : "s",
                e->task->ascending ? PR_MSG("ascending, an odd round")
                                   : PR_MSG("descending, an even round"),
                text);
}

/* SPEC §12 criterion (4): a game between club-mates is made only when every
 * other partner was met, taken, or would leave the rest worse paired. */
static void explain_club_mates(pr_engine *e, int a, int b)
{
    if (e->task->avoid_clubs && pr_task_club_mates(e->task, a, b))
        EXPLAIN(e,
                "%s and %s are club-mates (同单位): every other partner was met, taken, "
                "or would leave the rest worse paired (avoid-clubs = all ranks below the "
                "score groups)",
                entry_who(e, a).text, entry_who(e, b).text);
}

/* The plain Swiss gives the bye first, to the lowest placed (SPEC §5, §12):
 * while the fast oracle pairs the lowest group, its largest number among
 * those with the fewest byes is kept for it; the exact oracle weighs it
 * itself.  -1 for none. */
static int bye_reserved(const pr_engine *e, int g)
{
    if (!e->task->bye_by_rank || e->exact.active || e->bye < 0 || e->bye_given ||
        g != e->task->groups - 1)
        return -1;
    int best = -1;
    for (int i = e->group_start[g]; i < e->group_end[g]; i++)
        if (e->partner[i] == PR_UNPAIRED && !e->floating[i] && pr_bye_eligible(e, i) &&
            (best < 0 || e->task->entries[i].number > e->task->entries[best].number))
            best = i;
    return best;
}

/* The first player of group g who may meet the floater x at this pass level
 * (`spare`: not the one kept for the bye) and leaves the rest pairable; -1. */
static int floater_partner(pr_engine *e, int g, int x, int level, int spare)
{
    int rematch = e->exact.active && e->task->allow_rematches;
    for (int c = e->group_start[g]; c < e->group_end[g] && !e->failed; c++) {
        if (e->partner[c] != PR_UNPAIRED || e->floating[c] || c == spare ||
            !pr_may_pair(e, x, c, rematch) || pair_level(e, x, c) != level)
            continue;
        if (choice_pair_ok(e, x, c))
            return c;
    }
    return -1;
}

/* A floater from above who finds no partner in group g, and why. */
static void explain_float_on(pr_engine *e, int g, int x)
{
    if (!e->task->explain)
        return;
    int reason = pr_float_on_reason(e, g, x);
    const char *why =
        reason == PAIRING_REASON_TAKEN
            ? PR_MSG("every player of the group is already paired")
        : reason == PAIRING_REASON_MET
            ? PR_MSG("he has met every player of the group still to pair")
        : reason == PAIRING_REASON_COLOURS
            ? PR_MSG("every one he has not met would break a colour constraint with him "
                     "(禁连三, 禁多三)")
            : PR_MSG("each one he has not met is needed to pair the rest (拆对)");
    EXPLAIN(e, "downfloater %s finds no partner here and floats on: %-s",
            entry_who(e, x).text, why);
    decide_in(e, PAIRING_DECISION_FLOAT_ON, reason, x, -1, g);
}

/* Step 1: each floater from above takes the first player of the group he has not
 * met (and who leaves the rest pairable); one who finds none floats on. */
static void pair_incoming(pr_engine *e, int g, const int *incoming, int nin, int *next,
                          int *nnext)
{
    int reserved = bye_reserved(e, g);
    for (int f = 0; f < nin && !e->failed; f++) {
        int x = incoming[f], c = -1;
        /* the one kept for the bye only when no one else will do */
        for (int spare = reserved >= 0; spare >= 0 && c < 0; spare--)
            for (int level = 0; level <= PASS_LAST && c < 0; level++)
                if (level_in_use(e, level))
                    c = floater_partner(e, g, x, level, spare ? reserved : -1);
        if (c >= 0) {
            make_pair(e, x, c);
            explain_club_mates(e, x, c);
            EXPLAIN(e,
                    "downfloater %s (下调) meets %s, the first in the group he has not "
                    "met who leaves the rest pairable",
                    entry_who(e, x).text, entry_who(e, c).text);
        } else {
            if (!e->exact.active)
                pr_fast_forget(e, x);
            next[(*nnext)++] = x;
            explain_float_on(e, g, x);
        }
    }
}

/* Principle 3 before the procedure: the floater is the one who has floated down
 * least (net of floats up); among equals the last in the group's order. */
static int floater_order(const void *ctx, int a, int b)
{
    const pr_engine *e = ctx;
    const pr_entry *x = &e->task->entries[a], *y = &e->task->entries[b];
    int dx = x->downs - x->ups, dy = y->downs - y->ups;
    if (dx != dy)
        return dx - dy;
    return b - a; /* later in the order first */
}

/* Who among the last group goes to the bye: the last in the order (Qiu: the one
 * left at the bottom), or in a plain Swiss the lowest placed (highest number). */
static int bye_order(const void *ctx, int a, int b)
{
    const pr_engine *e = ctx;
    if (e->task->bye_by_rank)
        return e->task->entries[b].number - e->task->entries[a].number;
    return b - a;
}

/* The rule sends the last of the group down; say why another went instead. */
static void explain_passed_over(pr_engine *e, const int *cand, int k, int found)
{
    int last = -1;
    for (int i = 0; i < k; i++)
        if (!e->floating[cand[i]] && cand[i] > last)
            last = cand[i];
    if (last < found)
        return; /* `found` was the last still in the group */
    const pr_entry *x = &e->task->entries[last], *f = &e->task->entries[found];
    int evened = x->downs - x->ups > f->downs - f->ups;
    if (evened)
        EXPLAIN(e,
                "%s, the last in the order, stays (%d down, %d up): floats are evened "
                "out (principle 3), the one more often floated up goes down first",
                entry_who(e, last).text, x->downs, x->ups);
    else
        EXPLAIN(e,
                "%s, the last in the order, stays: with him down, the round could not "
                "be paired as well by the principles (拆对)",
                entry_who(e, last).text);
    decide(e, PAIRING_DECISION_STAYS,
           evened ? PAIRING_REASON_FLOATS : PAIRING_REASON_BELOW, last, -1);
}

/* A floater of the group, and the cause that sends him down (reasons.c). */
static void explain_float(pr_engine *e, int x, int reason, const int *cand, int k)
{
    if (!e->task->explain)
        return;
    const pr_entry *who = &e->task->entries[x];
    const char *why =
        reason == PAIRING_REASON_ODD_GROUP
            ? PR_MSG("the group's players left to pair are odd")
        : reason == PAIRING_REASON_MET
            ? (pr_met_all(e, x, cand, k)
                   ? PR_MSG("he has met every other player of the group")
                   : PR_MSG(
                         "the group's players have met and cannot all be paired within "
                         "it without a rematch"))
        : reason == PAIRING_REASON_COLOURS
            ? PR_MSG("the group cannot all be paired within it keeping the colour "
                     "constraints "
                     "(禁连三, 禁多三)")
            : PR_MSG("the groups below cannot be paired without him (拆对)");
    EXPLAIN(e, "%s floats down (下调): %-s; %d down, %d up so far", entry_who(e, x).text,
            why, who->downs, who->ups);
    decide(e, PAIRING_DECISION_FLOAT, reason, x, -1);
}

/* Step 2: the group's own floaters (下调 of an odd group, or more when the group
 * cannot pair itself). */
static void choose_floaters(pr_engine *e, int g, int *next, int *nnext)
{
    int need = floaters_needed(e, g);
    if (need <= 0)
        return;
    int *cand = e->rest, k = pr_group_unpaired(e, g, cand);
    int only_the_bye_below = g == e->task->groups - 1 && e->bye >= 0;
    if (pr_sort(cand, k, only_the_bye_below ? bye_order : floater_order, e)) {
        e->failed = 1;
        return;
    }
    pr_float_causes causes = {0, 0, 0};
    if (e->task->explain)
        causes = pr_group_float_causes(e, cand, k);
    for (int chosen = 0; chosen < need && !e->failed; chosen++) {
        int found = -1;
        for (int i = 0; i < k && found < 0; i++)
            if (!e->floating[cand[i]] && choice_float_ok(e, cand[i]))
                found = cand[i];
        if (found < 0)
            return; /* the caller finds the group unpaired */
        e->floating[found] = 1;
        next[(*nnext)++] = found;
        explain_float(e, found, pr_float_reason(&causes, chosen), cand, k);
        if (!only_the_bye_below)
            explain_passed_over(e, cand, k, found);
    }
}

/* The step-th partner x, at position i of a group's rest of k (half = k / 2),
 * looks at: his same-position partner and on down the second half (依次下选),
 * then up the second half, then the first half after him; -1 past the end. */
static int partner_at(int i, int k, int step)
{
    int half = k / 2;
    if (i >= half)
        return i + 1 + step < k ? i + 1 + step : -1;
    int down = k - half - i; /* half + i .. k - 1 */
    if (step < down)
        return half + i + step;
    step -= down;
    if (step < i) /* half + i - 1 .. half */
        return half + i - 1 - step;
    step -= i;
    return i + 1 + step < half ? i + 1 + step : -1;
}

/* x (at i of the rest of k) meets y (at j): at his same position, or off it
 * with the reason his same-position partner was passed over (reasons.c); two
 * of one half meet only when the halves cannot all be paired across. */
static void explain_same_position(pr_engine *e, const int *rest, int k, int i, int j)
{
    if (!e->task->explain)
        return;
    int half = k / 2, x = rest[i], y = rest[j];
    if (i < half && j == half + i) {
        EXPLAIN(e, "%s v %s: same position (同位)", entry_who(e, x).text,
                entry_who(e, y).text);
        return;
    }
    if (i >= half || j < half) {
        EXPLAIN(e,
                "%s v %s: two of one half meet: the halves cannot all be paired across "
                "(同位, 错位) without a rematch%-s",
                entry_who(e, x).text, entry_who(e, y).text,
                e->task->balanced ? PR_MSG(" or a colour break") : "");
        decide(e, PAIRING_DECISION_SHIFT, PAIRING_REASON_HALVES, x, -1);
        return;
    }
    int y0 = rest[half + i], reason = pr_shift_reason(e, x, y0);
    const char *why = reason == PAIRING_REASON_TAKEN ? PR_MSG("is already paired")
                      : reason == PAIRING_REASON_MET ? PR_MSG("has met him")
                      : reason == PAIRING_REASON_COLOURS
                          ? PR_MSG("would break a colour constraint with him "
                                   "(禁连三, 禁多三)")
                      : reason == PAIRING_REASON_CLUBS
                          ? PR_MSG("is his club-mate (avoid-clubs = all)")
                          : PR_MSG("is needed to pair the rest (拆对)");
    EXPLAIN(e, "%s v %s: shifted (错位): his same-position partner %s %-s",
            entry_who(e, x).text, entry_who(e, y).text, entry_who(e, y0).text, why);
    decide(e, PAIRING_DECISION_SHIFT, reason, x, y0);
}

/* 同位 and 错位 pair a group's first half with its second half, and 拆对 re-pairs
 * the pairs above before two of one half would have to meet.  Can the unpaired of
 * the rest, a and b aside, still all be paired first half against second half,
 * `left` players on each side?  Surely so when left >= 2m: each then has at least
 * left / 2 partners on the other side (Hall); else a matching of the two decides. */
static int halves_pairable(pr_engine *e, const int *rest, int k, int a, int b, int left)
{
    if (left >= 2 * e->most_met)
        return 1;
    int half = k / 2, *set = e->scratch, n = 0, first = 0;
    for (int i = 0; i < k; i++) {
        int v = rest[i];
        if (e->partner[v] != PR_UNPAIRED || v == a || v == b)
            continue;
        set[n++] = v;
        first += i < half;
    }
    return 2 * first == n && pr_pairs_within(e, set, n, first, 0) == first;
}

/* Step 3: same position (同位), first half against second half; a player whose
 * partner is met, taken, or needed elsewhere takes the next one down (错位).  While
 * the halves can be paired across, every pair is; only when they cannot may two of
 * one half meet (the second pass). */
static int pair_same_position(pr_engine *e, int g)
{
    int *rest = e->rest, k = pr_group_unpaired(e, g, rest), half = k / 2;
    int rematch = e->exact.active && e->task->allow_rematches;
    int left = half; /* unpaired players in each half, while all pairs are across */
    int across = 2 * half == k && halves_pairable(e, rest, k, -1, -1, left);
    for (int i = 0; i < k && !e->failed; i++) {
        int x = rest[i], done = 0;
        if (e->partner[x] != PR_UNPAIRED)
            continue;
        for (int level = 0; level <= PASS_LAST && !done; level++)
            for (int pass = across && i < half ? 0 : 1;
                 level_in_use(e, level) && pass < 2 && !done; pass++) {
                for (int step = 0, j; !done && (j = partner_at(i, k, step)) >= 0;
                     step++) {
                    int y = rest[j];
                    if (e->partner[y] != PR_UNPAIRED || !pr_may_pair(e, x, y, rematch) ||
                        pair_level(e, x, y) != level)
                        continue;
                    if (pass == 0 &&
                        (j < half || !halves_pairable(e, rest, k, x, y, left - 1)))
                        continue;
                    if (!choice_pair_ok(e, x, y))
                        continue;
                    explain_same_position(e, rest, k, i, j);
                    make_pair(e, x, y);
                    explain_club_mates(e, x, y);
                    done = 1;
                    across = pass == 0;
                    left--;
                }
            }
        if (!done)
            return -1;
    }
    return 0;
}

/* ---- the whole round ---- */

static int unpaired_count(const pr_engine *e)
{
    int k = 0;
    for (int i = 0; i < e->n; i++)
        k += e->partner[i] == PR_UNPAIRED;
    return k + (e->bye >= 0 && !e->bye_given);
}

void pr_engine_close(pr_engine *e)
{
    free(e->partner);
    free(e->floating);
    pr_graph_free(&e->graph);
}

/* Every array in one block of integers (and the floating flags). */
static int engine_alloc(pr_engine *e)
{
    size_t n = (size_t)e->n + 2, g = (size_t)e->task->groups + 2;
    size_t ints = n + 2 * n + 2 * g + 2 * n + 2 * n + 3 * n + n + n + g + 3 * n + n;
    int *p = e->partner = pr_calloc(ints, sizeof *p);
    e->floating = pr_calloc(n, 1);
    if (!p || !e->floating)
        return -1;
    p += n;
    e->made = p, p += 2 * n;
    e->group_start = p, p += g;
    e->group_end = p, p += g;
    e->mate = p, p += 2 * n;
    e->exact.vertices = p, p += 2 * n;
    e->exact.best_partner = p, p += n;
    e->exact.players = p, p += n;
    e->exact.boundary_component = p, p += g;
    e->exact.bye_rank = p, p += n;
    e->fast.below = p, p += n;
    e->fast.group = p, p += n;
    e->fast.group_pos = p, p += n;
    e->fast.chosen = p, p += n;
    e->scratch = p, p += n;
    e->rest = p;
    return 0;
}

static void engine_setup(pr_engine *e)
{
    const pr_task *t = e->task;
    for (int i = 0; i < e->n; i++) {
        e->partner[i] = PR_UNPAIRED;
        e->exact.best_partner[i] = -1;
        e->fast.group_pos[i] = -1;
        if (t->entries[i].nmet > e->most_met)
            e->most_met = t->entries[i].nmet;
        if (i == 0 || t->entries[i].byes < e->fewest_byes)
            e->fewest_byes = t->entries[i].byes;
    }
    for (int i = e->n - 1; i >= 0; i--)
        e->group_start[t->entries[i].group] = i;
    for (int i = 0; i < e->n; i++)
        e->group_end[t->entries[i].group] = i + 1;
    e->bye = t->bye_needed ? e->n : -1;
}

static int no_pairing(pr_engine *e)
{
    if (e->failed)
        return pr_nomem(e->err);
    pr_fail(e->err, PAIRING_ERR_NO_PAIRING,
            "no pairing of round %d keeps every pair new: the %d players have met too "
            "often",
            e->task->round, e->n);
    return pr_hint(e->err, PAIRING_HINT_ALLOW_REMATCHES);
}

static int give_bye(pr_engine *e, const int *incoming, int nin)
{
    if (e->bye < 0)
        return nin == 0 ? 0 : -1;
    if (nin != 1 || !pr_may_pair(e, incoming[0], e->n, 0) ||
        (e->exact.active && e->exact.best_partner[incoming[0]] != e->n))
        return -1;
    make_pair(e, incoming[0], e->n);
    const pr_entry *who = &e->task->entries[incoming[0]];
    if (e->task->bye_by_rank)
        EXPLAIN(e,
                "bye (轮空): %s, given first: the lowest placed (the largest number) of "
                "the lowest score group, among those with the fewest byes (%d), who "
                "leaves the rest pairable without a rematch",
                entry_who(e, incoming[0]).text, who->byes);
    else
        EXPLAIN(e,
                "bye (轮空): %s, the player left at the bottom with the fewest byes (%d)",
                entry_who(e, incoming[0]).text, who->byes);
    return 0;
}

static int run_groups(pr_engine *e)
{
    int limit = e->task->exact_all ? e->n + 1 : pr_exact_limit(e->task, e->most_met);
    int *incoming = pr_calloc((size_t)e->n + 1, sizeof *incoming);
    int *next = pr_calloc((size_t)e->n + 1, sizeof *next);
    int nin = 0, rc = 0;
    if (!incoming || !next) {
        free(incoming);
        free(next);
        e->failed = 1; /* no_pairing() reports it as out of memory */
        return -1;
    }
    for (int g = 0; g < e->task->groups && !rc && !e->failed; g++) {
        if (!e->exact.active && unpaired_count(e) <= limit && !pr_exact_start(e))
            rc = -1;
        if (rc)
            break;
        if (!e->exact.active)
            pr_fast_start_group(e, g, incoming, nin);
        explain_group(e, g);
        int nnext = 0;
        pair_incoming(e, g, incoming, nin, next, &nnext);
        choose_floaters(e, g, next, &nnext);
        if (pair_same_position(e, g))
            rc = -1;
        memcpy(incoming, next, (size_t)nnext * sizeof *next);
        nin = nnext;
    }
    if (!rc && !e->failed && give_bye(e, incoming, nin))
        rc = -1;
    free(incoming);
    free(next);
    return rc;
}

/* The exact oracle takes over once this many or fewer are left: max(48, 6m + 6),
 * m the most opponents anyone has met, or the task's own floor. */
int pr_exact_limit(const pr_task *t, int most_met)
{
    return pr_max(6 * most_met + 6, pr_max(t->exact_floor, PR_EXACT_FLOOR));
}

/* The engine's arrays for the task, every player unpaired; an error when out of
 * memory (pr_engine_close frees what was taken either way). */
int pr_engine_open(pr_engine *e, pr_task *t, pairing_error *err)
{
    memset(e, 0, sizeof *e);
    e->task = t;
    e->n = t->count;
    e->err = err;
    if (engine_alloc(e))
        return pr_nomem(err);
    engine_setup(e);
    return 0;
}

int pr_engine_pair(pr_task *t, int *partner, int *order, int *npairs, int *rematches,
                   pairing_error *err)
{
    pr_engine e;
    int rc = pr_engine_open(&e, t, err);
    if (rc) {
        pr_engine_close(&e);
        return rc;
    }
    rc = run_groups(&e);
    if (rc || e.failed || unpaired_count(&e)) {
        rc = no_pairing(&e);
    } else {
        for (int i = 0; i < e.n; i++)
            partner[i] = e.partner[i];
        memcpy(order, e.made, 2 * (size_t)e.nmade * sizeof *order);
        *npairs = e.nmade;
        *rematches = e.rematches;
    }
    pr_engine_close(&e);
    return rc;
}
