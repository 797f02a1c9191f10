/*
 * swiss.c - the next round of the Qiu staged Swiss (仇式阶段性积分编排制,
 * Appendix 3; SPEC §5) or of a plain score-group Swiss (2014 regulations):
 * who takes part, their numbers, scores and histories, the rounds the rules fix
 * outright (round 1, the round-2 bye, the final), and the colours.  engine.c
 * pairs the score-group rounds.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "systems/swiss/engine/engine.h"
#include "systems/swiss/swiss.h"

PAIRING_API void pairing_swiss_defaults(pairing_swiss_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
}

/* Appendix 3 §一: 1.5 k rounds, 2^k the power of two nearest the field (the
 * larger when equally near), a half round rounded up. */
PAIRING_API int pairing_qiu_rounds(int entrants)
{
    if (entrants < 2)
        return 0;
    int k = 0;
    while ((2L << k) <= entrants)
        k++;
    long lower = 1L << k, upper = lower * 2;
    if (entrants - lower >= upper - entrants)
        k++;
    return (3 * k + 1) / 2;
}

/* ---- checking what the results hold ---- */

static int is_requested_bye(pairing_outcome o)
{
    return o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

/* A last round of nothing but requested byes (half-bye, zero-bye) announces them
 * for the round to pair: it is that round, and those players sit it out. */
static int announced_round(const pairing_event *ev)
{
    if (ev->rounds == 0)
        return 0;
    for (int i = 0; i < ev->ngames; i++)
        if (ev->games[i].round == ev->rounds && !is_requested_bye(ev->games[i].outcome))
            return 0;
    return ev->rounds;
}

static int check_results_complete(const pairing_event *ev, pairing_error *err)
{
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->outcome == PAIRING_PENDING)
            return pr_fail_at(
                err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                "round %d: '%s' v '%s' has no result yet (every game of the "
                "rounds played needs one before the next round is paired)",
                g->round, ev->players[g->first].id,
                g->second >= 0 ? ev->players[g->second].id : "");
    }
    return PAIRING_OK;
}

static int choose_rounds(pr_swiss_setup *s)
{
    const pairing_event *ev = s->ev;
    if (s->o->rounds < 0 || s->o->rounds > PAIRING_MAX_ROUNDS)
        return pr_fail(s->err, PAIRING_ERR_INVALID, "rounds must be 1..%d",
                       PAIRING_MAX_ROUNDS);
    if (s->qiu && ev->nplayers < 4)
        return pr_fail_at(s->err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, 0,
                          "the Qiu system needs at least 4 entrants, not %d",
                          ev->nplayers);
    if (!s->qiu && s->o->rounds == 0) {
        pr_fail(s->err, PAIRING_ERR_INVALID, "a plain Swiss needs the number of rounds");
        return pr_hint(s->err, PAIRING_HINT_ROUNDS);
    }
    if (s->qiu && s->o->rounds > 0 && s->o->rounds < 3)
        return pr_fail(
            s->err, PAIRING_ERR_INVALID,
            "the Qiu system has at least 3 rounds: 2 preliminary and the final");
    s->total = s->o->rounds ? s->o->rounds : pairing_qiu_rounds(ev->nplayers);
    s->round = announced_round(ev) ? ev->rounds : ev->rounds + 1;
    if (s->round > s->total)
        return pr_fail(s->err, PAIRING_ERR_DATA, "all %d rounds have been played",
                       s->total);
    return PAIRING_OK;
}

/* ---- histories ---- */

static int participates(const pairing_event *ev, int p)
{
    return ev->players[p].withdrawn != 0; /* 0 = withdrew before round 1 */
}

static void read_history(pr_swiss_setup *s)
{
    const pairing_event *ev = s->ev;
    int played = s->round - 1;
    for (int p = 0; p < ev->nplayers; p++) {
        pr_history *h = &s->h[p];
        for (int r = 1; r <= played; r++) {
            const pr_slot *slot = pr_tally_slot(&s->tally, p, r);
            h->score += slot->points;
            h->byes += slot->kind == PR_BYE;
            h->firsts += slot->colour > 0;
            h->seconds += slot->colour < 0;
            if (r <= 2 && slot->kind == PR_FORFEIT_LOSS)
                h->forfeited = 1;
            s->opponents[(size_t)p * played + (r - 1)] =
                pr_kind_is_played(slot->kind) ? slot->opponent : -1;
        }
    }
    /* floats: who met a player with a different score before their game */
    for (int r = 1; r <= played; r++) {
        for (int p = 0; p < ev->nplayers; p++) {
            const pr_slot *slot = pr_tally_slot(&s->tally, p, r);
            if (!pr_kind_is_game(slot->kind) || slot->opponent < 0)
                continue;
            int mine = pr_tally_score(&s->tally, p, r - 1);
            int theirs = pr_tally_score(&s->tally, slot->opponent, r - 1);
            s->h[p].downs += mine > theirs;
            s->h[p].ups += mine < theirs;
        }
    }
}

/* ---- who is in, with which number ---- */

static int still_in(const pairing_event *ev, int p, int round)
{
    int gone = ev->players[p].withdrawn;
    return gone == PAIRING_ACTIVE || gone >= round;
}

/* Appendix 3 §二.1.1: after round 2, out go the players without a point and those
 * who withdrew or forfeited in stage 1; an odd remainder keeps the best-numbered
 * player without a point. */
static void eliminate(pr_swiss_setup *s)
{
    const pairing_event *ev = s->ev;
    int survivors = 0, keep = -1;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        if (!participates(ev, p))
            continue;
        pr_history *h = &s->h[p];
        int points_after_2 = pr_tally_score(&s->tally, p, 2);
        int stage1_exit =
            (ev->players[p].withdrawn >= 1 && ev->players[p].withdrawn <= 2) ||
            h->forfeited;
        h->eliminated = points_after_2 == 0 || stage1_exit;
        survivors += !h->eliminated;
        if (h->eliminated && !stage1_exit && keep < 0)
            keep = p;
    }
    if (survivors % 2 && keep >= 0)
        s->h[keep].eliminated = 0;
}

static int assign_numbers(pr_swiss_setup *s)
{
    const pairing_event *ev = s->ev;
    int qiu_stage2 = s->qiu && s->round >= 3 && !s->o->no_elimination;
    if (qiu_stage2)
        eliminate(s);
    int next = 1;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        pr_history *h = &s->h[p];
        if (!participates(ev, p) || h->eliminated)
            continue;
        h->number = next++; /* §二.2.3: renumbered in the old order */
        h->in = still_in(ev, p, s->round) && !s->excused[p];
    }
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        if (s->h[p].eliminated && pr_round_add_eliminated(s->out, p))
            return pr_nomem(s->err);
    }
    s->out->numbers = pr_calloc((size_t)ev->nplayers, sizeof *s->out->numbers);
    if (!s->out->numbers)
        return pr_nomem(s->err);
    s->out->nnumbers = ev->nplayers;
    for (int p = 0; p < ev->nplayers; p++)
        s->out->numbers[p] = s->h[p].number;
    return PAIRING_OK;
}

/* Players of the round in number order. */
int pr_swiss_players_in(const pr_swiss_setup *s, int *out)
{
    int k = 0;
    for (int n = 0; n < s->ev->nplayers; n++) {
        int p = s->ev->by_number[n];
        if (s->h[p].in)
            out[k++] = p;
    }
    return k;
}

/* ---- colours (Appendix 3 §四) ---- */

/* Appendix 3 §四.1: fewer firsts moves first; with equal firsts the smaller number
 * in odd rounds, the larger in even rounds. */
int pr_swiss_first_mover(const pr_swiss_setup *s, int a, int b, const char **why)
{
    const pr_history *ha = &s->h[a], *hb = &s->h[b];
    if (ha->firsts != hb->firsts) {
        *why = "fewer firsts";
        return ha->firsts < hb->firsts ? a : b;
    }
    if (s->round % 2) {
        *why = "equal firsts, odd round: the smaller number";
        return ha->number < hb->number ? a : b;
    }
    *why = "equal firsts, even round: the larger number";
    return ha->number > hb->number ? a : b;
}

/* Records one decision for --explain; running out of memory for it fails the
 * round, since an explanation silently missing could not be defended. */
static int note_why(pr_swiss_setup *s, const char *fmt, ...) PR_PRINTF(2, 3);
static int note_why(pr_swiss_setup *s, const char *fmt, ...)
{
    if (!s->o->explain)
        return PAIRING_OK;
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_round_explainv(s->out, fmt, ap);
    va_end(ap);
    return rc ? pr_nomem(s->err) : PAIRING_OK;
}

static int add_pair(pr_swiss_setup *s, int a, int b)
{
    if (b < 0)
        return pr_round_add_bye(s->out, a) ? pr_nomem(s->err) : PAIRING_OK;
    const char *why;
    int first = pr_swiss_first_mover(s, a, b, &why);
    if (note_why(s, "board %d: %s moves first (%s; firsts %d v %d)", s->out->ngames + 1,
                 s->ev->players[first].id, why, s->h[first].firsts,
                 s->h[first == a ? b : a].firsts))
        return PAIRING_ERR_NOMEM;
    if (pr_round_add_game(s->out, first, first == a ? b : a))
        return pr_nomem(s->err);
    return PAIRING_OK;
}

/* ---- the rounds the rules fix outright ---- */

/* §三.2.1: top half against bottom half; an odd field gives number 1 the bye. */
static int pair_round_one(pr_swiss_setup *s, const int *in, int n)
{
    int top = (n + 1) / 2, first = n % 2;
    if (note_why(s,
                 "round 1 (预赛): the top half by number against the bottom half, %d v "
                 "%d, %d v %d ...%s",
                 1 + first, top + 1, 2 + first, top + 2,
                 first ? "; an odd field: number 1 has the bye (轮空)" : ""))
        return PAIRING_ERR_NOMEM;
    for (int i = first; i < top; i++) {
        int rc = add_pair(s, in[i], in[top + i - first]);
        if (rc)
            return rc;
    }
    return first ? add_pair(s, in[0], -1) : PAIRING_OK;
}

/* ---- the score-group rounds ---- */

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

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The entries in score groups, each group in the order of the round; and every
 * entry's previous opponents among them. */
static int build_task(pr_swiss_setup *s, task_build *b, const int *in, int n)
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
        pr_entry e = {in[i],    h->score, h->number, 0, h->firsts, h->seconds,
                      h->downs, h->ups,   h->byes,   0, 0};
        raw[i] = e;
        order[i] = i;
    }
    b->t.entries = memcpy(b->t.entries, raw, (size_t)n * sizeof *raw);
    int rc = pr_sort(order, n, by_group_order, &b->t);
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
    for (int i = 0; i < n; i++) {
        pr_entry *e = &b->t.entries[i];
        e->met = at;
        for (int r = 0; r < played; r++) {
            int opp = s->opponents[(size_t)e->player * played + r];
            if (opp >= 0 && b->entry_of[opp] >= 0)
                b->t.met[at + e->nmet++] = b->entry_of[opp];
        }
        qsort(b->t.met + at, (size_t)e->nmet, sizeof *b->t.met, compare_ints);
        at += e->nmet;
    }
    b->t.groups = n ? group + 1 : 0;
    b->t.count = n;
    return PAIRING_OK;
}

static void free_task(task_build *b)
{
    free(b->t.entries);
    free(b->t.met);
    free(b->entry_of);
    free(b->partner);
    free(b->order);
}

static int pair_by_engine(pr_swiss_setup *s, const int *in, int n)
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
    b.t.out = s->out;
    b.t.explain = s->o->explain;
    b.partner = pr_calloc((size_t)n + 1, sizeof *b.partner);
    b.order = pr_calloc(2 * ((size_t)n + 1), sizeof *b.order);
    int npairs = 0, rematches = 0;
    if (!b.partner || !b.order)
        rc = pr_nomem(s->err);
    if (!rc) {
        /* Rematches weigh most, so when a pairing without them exists it is the
         * one allowing them would choose; it is found far faster on the sparse
         * graph of new pairs, so that is tried first. */
        int explained = s->out->nexplain;
        b.t.allow_rematches = 0;
        rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        if (rc == PAIRING_ERR_NO_PAIRING && s->o->allow_rematches) {
            pr_round_forget_explanations(s->out, explained);
            b.t.allow_rematches = 1;
            rc = pr_engine_pair(&b.t, b.partner, b.order, &npairs, &rematches, s->err);
        }
    }
    for (int k = 0; k < npairs && !rc; k++) {
        int a = b.order[2 * k], c = b.order[2 * k + 1];
        rc = add_pair(s, b.t.entries[a].player,
                      c == PR_BYE_PARTNER ? -1 : b.t.entries[c].player);
        if (!rc && c != PR_BYE_PARTNER && pr_task_has_met(&b.t, a, c))
            s->out->games[s->out->ngames - 1].rematch = 1;
    }
    free_task(&b);
    return rc;
}

/* §二.1.3: in round 2 of an odd field number 2 has the bye. */
static int qiu_round_two(pr_swiss_setup *s, int *in, int n)
{
    if (n % 2 == 0)
        return pair_by_engine(s, in, n);
    int two = -1;
    for (int i = 0; i < n; i++)
        if (s->h[in[i]].number == 2 && s->h[in[i]].byes == 0)
            two = i;
    if (two < 0)
        return pair_by_engine(s, in, n);
    int p = in[two];
    memmove(in + two, in + two + 1, (size_t)(n - two - 1) * sizeof *in);
    if (note_why(s, "round 2, an odd field: number 2 (%s) has the bye (轮空)",
                 s->ev->players[p].id))
        return PAIRING_ERR_NOMEM;
    int rc = pair_by_engine(s, in, n - 1);
    return rc ? rc : add_pair(s, p, -1);
}

/* §二.3: the final pairs places 1 v 2, 3 v 4 ... of the ranking after the
 * penultimate round; an odd field gives the bye to the lowest placed who has had
 * none (moved to the end).  `ranked` receives the players in that order. */
int pr_swiss_final_order(pr_swiss_setup *s, const int *in, int n, int *ranked)
{
    pairing_standings_options so;
    pairing_standings_defaults(&so);
    so.after_round = s->round - 1;
    so.rounds = s->total;
    pairing_standings *st = pairing_standings_new(s->ev, &so, s->err);
    if (!st)
        return s->err ? s->err->code : PAIRING_ERR_INTERNAL;
    int k = 0;
    char *wanted = pr_calloc((size_t)s->ev->nplayers, 1);
    if (!wanted) {
        pairing_standings_free(st);
        return pr_nomem(s->err);
    }
    for (int j = 0; j < n; j++)
        wanted[in[j]] = 1;
    for (int i = 0; i < pairing_standings_count(st); i++) {
        int p = pairing_standings_row(st, i).player;
        if (wanted[p])
            ranked[k++] = p;
    }
    free(wanted);
    pairing_standings_free(st);
    if (k % 2) {
        int pick = k - 1;
        for (int i = k - 1; i >= 0; i--)
            if (s->h[ranked[i]].byes < s->h[ranked[pick]].byes)
                pick = i;
        int p = ranked[pick];
        memmove(ranked + pick, ranked + pick + 1,
                (size_t)(k - 1 - pick) * sizeof *ranked);
        ranked[k - 1] = p;
    }
    return PAIRING_OK;
}

/* The final: meetings before do not matter; colours by lot (§四.2). */
static int qiu_final(pr_swiss_setup *s, const int *in, int n)
{
    int *ranked = pr_calloc((size_t)n + 1, sizeof *ranked), rc;
    if (!ranked)
        return pr_nomem(s->err);
    rc = pr_swiss_final_order(s, in, n, ranked);
    pr_lots lots;
    pr_lots_seed(&lots, (s->ev->has_lots ? s->ev->lot_seed : 1) ^ 0x51u);
    for (int i = 0; i + 1 < n && !rc; i += 2) {
        int swap = pr_lots_below(&lots, 2);
        int first = swap ? ranked[i + 1] : ranked[i],
            second = swap ? ranked[i] : ranked[i + 1];
        rc = note_why(s,
                      "final (决赛), places %d-%d: %s v %s; %s moves first by lot (猜先)",
                      i + 1, i + 2, s->ev->players[ranked[i]].id,
                      s->ev->players[ranked[i + 1]].id, s->ev->players[first].id);
        if (rc)
            break;
        if (pr_round_add_game(s->out, first, second))
            rc = pr_nomem(s->err);
        else
            s->out->games[s->out->ngames - 1].colour_lot = 1;
    }
    if (!rc && n % 2)
        rc = add_pair(s, ranked[n - 1], -1);
    free(ranked);
    return rc;
}

static int pair_round(pr_swiss_setup *s)
{
    int *in = pr_calloc((size_t)s->ev->nplayers + 1, sizeof *in);
    if (!in)
        return pr_nomem(s->err);
    int n = pr_swiss_players_in(s, in), rc;
    if (n < 2)
        rc = pr_fail(s->err, PAIRING_ERR_DATA,
                     "fewer than 2 players are left to pair round %d", s->round);
    else if (s->qiu && s->round == 1)
        rc = pair_round_one(s, in, n);
    else if (s->qiu && s->round == 2)
        rc = qiu_round_two(s, in, n); /* a Qiu event has at least 3 rounds */
    else if (s->qiu && s->round == s->total)
        rc = qiu_final(s, in, n);
    else
        rc = pair_by_engine(s, in, n);
    free(in);
    return rc;
}

static const char *stage_of(const pr_swiss_setup *s)
{
    if (!s->qiu)
        return NULL;
    if (s->round <= 2)
        return "preliminary";
    return s->round == s->total ? "final" : "main";
}

static int setup_alloc(pr_swiss_setup *s)
{
    size_t n = (size_t)s->ev->nplayers,
           played = (size_t)(s->round > 1 ? s->round - 1 : 1);
    s->h = pr_calloc(n, sizeof *s->h);
    s->opponents = pr_calloc(n * played, sizeof *s->opponents);
    s->excused = pr_calloc(n, 1);
    if (!s->h || !s->opponents || !s->excused)
        return pr_nomem(s->err);
    for (int i = 0; i < s->ev->ngames; i++) /* the byes asked for this round */
        if (s->ev->games[i].round == s->round &&
            is_requested_bye(s->ev->games[i].outcome))
            s->excused[s->ev->games[i].first] = 1;
    return PAIRING_OK;
}

/* A player eliminated after round 2 (Appendix 3 §二.1.1) plays no more: a row
 * of his in stage 2 is a mistake in the results, not a game to count. */
static int check_eliminated_absent(pr_swiss_setup *s, int p, int r)
{
    const pairing_event *ev = s->ev;
    if (pr_tally_slot(&s->tally, p, r)->kind == PR_NONE)
        return PAIRING_OK;
    int g = pr_event_game_at(ev, r, p);
    return pr_fail_at(
        s->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g >= 0 ? ev->games[g].line : 0,
        "'%s' was eliminated after round 2 (no point, or withdrew or forfeited "
        "in stage 1) and cannot appear in round %d",
        ev->players[p].id, r);
}

/* Every player still in a round played must have a row in it (a game or a bye):
 * a missing row is a missing result, not a player sitting out unnoticed. */
static int check_rows_complete(pr_swiss_setup *s)
{
    const pairing_event *ev = s->ev;
    for (int r = 1; r < s->round; r++) {
        for (int k = 0; k < ev->nplayers; k++) {
            int p = ev->by_number[k];
            int eliminated = s->qiu && r >= 3 && s->h[p].eliminated;
            int rc = eliminated ? check_eliminated_absent(s, p, r) : PAIRING_OK;
            if (rc)
                return rc;
            int in = participates(ev, p) && still_in(ev, p, r) && !eliminated;
            if (in && pr_tally_slot(&s->tally, p, r)->kind == PR_NONE)
                return pr_fail_at(
                    s->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, 0,
                    "round %d has no row for '%s' (a game, a bye, or a half- "
                    "or zero-bye for a player who sat out)",
                    r, ev->players[p].id);
        }
    }
    return PAIRING_OK;
}

int pr_swiss_prepare(pr_swiss_setup *s, const pairing_event *ev)
{
    s->ev = ev;
    if (pr_event_require_valid(ev, s->err))
        return s->err ? s->err->code : PAIRING_ERR_INVALID;
    if (ev->system != PAIRING_SYSTEM_QIU && ev->system != PAIRING_SYSTEM_SWISS)
        return pr_fail(s->err, PAIRING_ERR_INVALID,
                       "a Swiss round needs a qiu or swiss event");
    s->qiu = ev->system == PAIRING_SYSTEM_QIU;
    int rc = check_results_complete(ev, s->err);
    if (!rc)
        rc = choose_rounds(s);
    if (!rc && !(s->out = pr_round_new(s->round)))
        rc = pr_nomem(s->err);
    if (!rc)
        rc = pr_tally_build(&s->tally, ev, s->round - 1, s->err);
    if (!rc)
        rc = setup_alloc(s);
    if (!rc) {
        s->out->total = s->total;
        s->out->stage = stage_of(s);
        read_history(s);
        rc = assign_numbers(s);
    }
    if (!rc)
        rc = check_rows_complete(s);
    return rc;
}

void pr_swiss_release(pr_swiss_setup *s)
{
    pr_tally_free(&s->tally);
    free(s->h);
    free(s->opponents);
    free(s->excused);
    s->h = NULL;
    s->opponents = NULL;
    s->excused = NULL;
}

PAIRING_API pairing_round *pairing_swiss_pair(const pairing_event *ev,
                                              const pairing_swiss_options *options,
                                              pairing_error *err)
{
    pairing_swiss_options defaults;
    pairing_swiss_defaults(&defaults);
    pr_swiss_setup s;
    memset(&s, 0, sizeof s);
    s.o = options ? options : &defaults;
    s.err = err;
    int rc = pr_swiss_prepare(&s, ev);
    if (!rc)
        rc = pair_round(&s);
    pr_swiss_release(&s);
    if (rc) {
        pairing_round_free(s.out);
        return NULL;
    }
    return s.out;
}
