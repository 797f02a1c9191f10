/*
 * standings.c - ranking by score and tiebreaks (SPEC §6), with the round-robin
 * withdrawal policies (000 §16.4, 2014 regulations §4.5).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "systems/qiu/rules.h"

PAIRING_API void pairing_standings_defaults(pairing_standings_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
}

/* The last round with at least one finished game or pairing's bye. */
static int last_finished_round(const pairing_event *ev)
{
    int last = 0;
    for (int i = 0; i < ev->ngames; i++) {
        pairing_outcome o = ev->games[i].outcome;
        /* SPEC §12: byes asked for ahead (absences, a late entry's) finish nothing */
        if (o != PAIRING_PENDING && o != PAIRING_HALF_BYE && o != PAIRING_ZERO_BYE &&
            ev->games[i].round > last)
            last = ev->games[i].round;
    }
    return last;
}

/* ---- round-robin withdrawals ---- */

static void clear_slot(pr_slot *s)
{
    s->opponent = -1;
    s->colour = 0;
    s->kind = PR_NONE;
    s->points = 0;
}

static int games_played(const pr_tally *t, int player, int through)
{
    int n = 0;
    for (int r = 1; r <= through && r <= t->rounds; r++)
        n += pr_kind_is_played(pr_tally_slot(t, player, r)->kind);
    return n;
}

/* 2014 regulations §4.5: fewer than half the rounds played voids the games. */
static void annul_games(pr_tally *t, int w)
{
    for (int r = 1; r <= t->rounds; r++) {
        pr_slot *s = pr_tally_slot(t, w, r);
        if (s->opponent >= 0) {
            pr_slot *o = pr_tally_slot(t, s->opponent, r);
            if (o->opponent == w)
                clear_slot(o);
        }
        clear_slot(s);
    }
}

static void set_forfeit(const pairing_event *ev, pr_slot *s, int opponent, int kind)
{
    s->opponent = opponent;
    s->colour = 0;
    s->kind = (unsigned char)kind;
    s->points = (short)pr_points_of_kind(ev, kind);
}

/* Otherwise the withdrawn player's remaining rounds are won by the scheduled
 * opponents (both lose when both had withdrawn). */
static void award_remaining(pr_tally *t, const pairing_event *ev, int cycles, int w,
                            const char *annulled)
{
    int n = ev->nplayers;
    for (int r = ev->players[w].withdrawn + 1; r <= t->rounds; r++) {
        pr_slot *sw = pr_tally_slot(t, w, r);
        int w_first;
        int y = pr_roundrobin_opponent(n, cycles, r, ev->players[w].number, &w_first);
        if (sw->kind != PR_NONE || y == 0)
            continue;
        int x = ev->by_number[y - 1];
        pr_slot *sx = pr_tally_slot(t, x, r);
        if (sx->kind != PR_NONE || annulled[x])
            continue;
        int x_gone =
            ev->players[x].withdrawn != PAIRING_ACTIVE && ev->players[x].withdrawn < r;
        set_forfeit(ev, sw, x, PR_FORFEIT_LOSS);
        set_forfeit(ev, sx, w, x_gone ? PR_FORFEIT_LOSS : PR_FORFEIT_WIN);
    }
}

/* Ranking after round n, a player who withdraws after a later round is still in. */
static int has_withdrawn(const pairing_event *ev, int player, int after_round)
{
    int gone = ev->players[player].withdrawn;
    return gone != PAIRING_ACTIVE && gone < after_round;
}

static void apply_roundrobin_withdrawals(pr_tally *t, const pairing_event *ev, int cycles,
                                         pairing_withdrawal policy, char *annulled)
{
    if (policy != PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF)
        return;
    int total = pr_roundrobin_rounds(ev->nplayers, cycles);
    for (int w = 0; w < ev->nplayers; w++) {
        if (has_withdrawn(ev, w, t->rounds) &&
            2 * games_played(t, w, ev->players[w].withdrawn) < total) {
            annul_games(t, w);
            annulled[w] = 1;
        }
    }
    for (int w = 0; w < ev->nplayers; w++)
        if (has_withdrawn(ev, w, t->rounds) && !annulled[w])
            award_remaining(t, ev, cycles, w, annulled);
}

/* A round robin's results must fit it: no round beyond the schedule, and no
 * pair meeting more often than the cycles allow. */
static int check_roundrobin_games(const pairing_event *ev, int cycles, pairing_error *err)
{
    int total = pr_roundrobin_rounds(ev->nplayers, cycles);
    int *met = pr_calloc((size_t)ev->nplayers, sizeof *met);
    int *stamp = pr_calloc((size_t)ev->nplayers, sizeof *stamp);
    int rc = met && stamp ? PAIRING_OK : pr_nomem(err);
    for (int p = 0; p < ev->nplayers && !rc; p++) {
        for (int r = 1; r <= ev->rounds && !rc; r++) {
            int g = pr_event_game_at(ev, r, p);
            if (g < 0)
                continue;
            const pr_game *game = &ev->games[g];
            if (r > total)
                rc = pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, game->line,
                                "round %d is beyond the %d rounds of this round robin", r,
                                total);
            int o = game->first == p ? game->second : game->first;
            if (rc || o < 0)
                continue;
            if (stamp[o] != p + 1)
                stamp[o] = p + 1, met[o] = 0;
            if (++met[o] > cycles)
                rc = pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, game->line,
                                cycles == 2
                                    ? PR_MSG("'%s' and '%s' meet again in round %d: "
                                             "in a double round robin they meet "
                                             "twice")
                                    : PR_MSG("'%s' and '%s' meet again in round %d: "
                                             "in a single round robin they meet "
                                             "once"),
                                ev->players[p].id, ev->players[o].id, r);
        }
    }
    free(met);
    free(stamp);
    return rc;
}

/* ---- ordering ---- */

typedef struct ranking {
    const pairing_event *ev;
    pairing_standings *st;
    const int *score;
    const char *annulled;
    pairing_value *by_player;  /* players x ntb */
    const unsigned char *lost; /* knockout: players x (rounds + 1), 1 = lost that round */
} ranking;

/* Knockout (000 §16.2): the later a player first lost the higher he ranks; among
 * those who lost in the same rounds so far, the next loss decides (placement
 * matches), and players with the same losses share the place. */
static int compare_losses(const ranking *rk, int a, int b)
{
    int stride = rk->st->after_round + 1;
    for (int r = 1; r <= rk->st->after_round; r++) {
        int la = rk->lost[(size_t)a * stride + r], lb = rk->lost[(size_t)b * stride + r];
        if (la != lb)
            return la ? 1 : -1;
    }
    return 0;
}

static int compare_keys(const ranking *rk, int a, int b, int upto)
{
    if (rk->annulled[a] != rk->annulled[b])
        return rk->annulled[a] ? 1 : -1;
    if (rk->lost)
        return compare_losses(rk, a, b);
    if (rk->score[a] != rk->score[b])
        return rk->score[a] > rk->score[b] ? -1 : 1;
    int ntb = rk->st->ntb;
    for (int k = 0; k < upto; k++) {
        int c = pr_value_compare(rk->by_player[(size_t)a * ntb + k],
                                 rk->by_player[(size_t)b * ntb + k]);
        if (c)
            return pr_tiebreak_higher_is_better(&rk->st->tb[k]) ? -c : c;
    }
    return 0;
}

static int order_rows(const void *ctx, int a, int b)
{
    const ranking *rk = ctx;
    int c = compare_keys(rk, a, b, rk->st->ntb);
    if (c)
        return c;
    return rk->ev->players[a].number - rk->ev->players[b].number;
}

/* The same order as order_rows, as one row of integers a player compared left
 * to right, smaller first, the number last (so no two rows are equal): the rows
 * themselves are sorted, each compare reading two rows that lie together,
 * instead of walking each player's tiebreak values. */
#define ABSENT_VALUE (-(1LL << 62)) /* below every value that exists */

static long long value_key(pairing_value v, long long common, int higher_is_better)
{
    long long x = v.present ? v.num * (common / v.den) : ABSENT_VALUE;
    return higher_is_better ? -x : x;
}

static long long gcd(long long a, long long b)
{
    while (b) {
        long long t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* A denominator every value of tiebreak k divides: 4 for the quarters of the
 * individual tiebreaks, 2 x B x G x the game win for a team's 小分 rate. */
static long long common_den(const ranking *rk, int n, int k)
{
    long long common = 4;
    for (int p = 0; p < n; p++) {
        int den = rk->by_player[(size_t)p * rk->st->ntb + k].den;
        if (common % den)
            common = common / gcd(common, den) * den;
    }
    return common;
}

/* The rows into groups of equal (annulled, score) by counting, best first, and
 * each group sorted on the rest: a group is small enough to stay in cache. */
static int sort_in_score_groups(long long *keys, int n, int w)
{
    long long low = 0, high = 0; /* of column 1, the negated score */
    for (int p = 0; p < n; p++) {
        long long v = keys[(size_t)p * w + 1];
        if (p == 0 || v < low)
            low = v;
        if (p == 0 || v > high)
            high = v;
    }
    long long span = high - low + 1;
    if (span > 4LL * n + 64) /* scores too spread for buckets */
        return pr_sort_rows(keys, n, w, w - 1);
    size_t buckets = 2 * (size_t)span;
    int *start = pr_calloc(buckets + 1, sizeof *start);
    long long *sorted = pr_calloc((size_t)n * (size_t)w, sizeof *sorted);
    if (!start || !sorted) {
        free(start);
        free(sorted);
        return -1;
    }
    for (int p = 0; p < n; p++) {
        const long long *row = keys + (size_t)p * w;
        start[(size_t)row[0] * (size_t)span + (size_t)(row[1] - low) + 1]++;
    }
    for (size_t b = 0; b < buckets; b++)
        start[b + 1] += start[b];
    for (int p = 0; p < n; p++) {
        const long long *row = keys + (size_t)p * w;
        size_t b = (size_t)row[0] * (size_t)span + (size_t)(row[1] - low);
        memcpy(sorted + (size_t)start[b]++ * w, row, (size_t)w * sizeof *row);
    }
    memcpy(keys, sorted, (size_t)n * (size_t)w * sizeof *keys);
    free(sorted);
    int rc = 0;
    for (size_t b = 0, from = 0; b < buckets && !rc; b++) { /* start[b]: end of b */
        size_t to = (size_t)start[b];
        rc = pr_sort_rows(keys + from * (size_t)w, (int)(to - from), w, w - 1);
        from = to;
    }
    free(start);
    return rc;
}

/* Sorts the players into the order of the ranking before direct encounters. */
static int sort_players(const ranking *rk, int *order, int n)
{
    if (rk->lost) /* a knockout: by the rounds of the losses */
        return pr_sort(order, n, order_rows, rk);
    int ntb = rk->st->ntb, w = ntb + 4; /* the player's index rides along, unsorted */
    long long *keys = pr_calloc((size_t)n * (size_t)w, sizeof *keys);
    if (!keys)
        return -1;
    long long common[PR_MAX_TIEBREAKS];
    for (int k = 0; k < ntb; k++)
        common[k] = common_den(rk, n, k);
    for (int p = 0; p < n; p++) {
        long long *row = keys + (size_t)p * (size_t)w;
        row[0] = rk->annulled[p];
        row[1] = -(long long)rk->score[p];
        for (int k = 0; k < ntb; k++)
            row[2 + k] = value_key(rk->by_player[(size_t)p * ntb + k], common[k],
                                   pr_tiebreak_higher_is_better(&rk->st->tb[k]));
        row[2 + ntb] = rk->ev->players[p].number;
        row[3 + ntb] = p;
    }
    int rc = sort_in_score_groups(keys, n, w);
    if (rc) {
        free(keys);
        return -1;
    }
    for (int i = 0; i < n; i++)
        order[i] = (int)keys[(size_t)i * (size_t)w + (size_t)(w - 1)];
    free(keys);
    return 0;
}

/* ---- direct encounter: needs the group still tied when it comes up ---- */

/* A meeting for direct encounter (C.07 6.1.1): a game played over the board;
 * in a round robin a forfeit too, as the schedule's game (15.2). */
static int is_meeting(const pairing_event *ev, const pr_slot *s)
{
    if (s->opponent < 0)
        return 0;
    return ev->system == PAIRING_SYSTEM_ROUNDROBIN ? pr_kind_is_game(s->kind)
                                                   : pr_kind_is_played(s->kind);
}

/* Points each member of the tied group scored against the others, if all met. */
static void direct_encounter(const ranking *rk, const pr_tally *t, const int *group,
                             int size, int k, char *member)
{
    int ntb = rk->st->ntb, all_met = 1;
    for (int i = 0; i < size; i++)
        member[group[i]] = 1;
    for (int i = 0; i < size && all_met; i++) {
        int met = 0; /* distinct members met: a double round robin meets some twice */
        for (int r = 1; r <= t->rounds; r++) {
            const pr_slot *s = pr_tally_slot(t, group[i], r);
            if (is_meeting(rk->ev, s) && member[s->opponent] == 1) {
                member[s->opponent] = 2;
                met++;
            }
        }
        for (int j = 0; j < size; j++)
            member[group[j]] = 1;
        all_met = met >= size - 1;
    }
    for (int i = 0; i < size; i++) {
        long long points = 0;
        for (int r = 1; r <= t->rounds; r++) {
            const pr_slot *s = pr_tally_slot(t, group[i], r);
            if (is_meeting(rk->ev, s) && member[s->opponent])
                points += s->points;
        }
        pairing_value v = {points, 2, all_met && size > 1};
        rk->by_player[(size_t)group[i] * ntb + k] = v;
    }
    for (int i = 0; i < size; i++)
        member[group[i]] = 0;
}

static int settle_direct_encounters(const ranking *rk, const pr_tally *t, int *order,
                                    int n)
{
    char *member = pr_calloc((size_t)rk->ev->nplayers, 1);
    if (!member)
        return -1;
    for (int k = 0; k < rk->st->ntb; k++) {
        if (rk->st->tb[k].kind != PR_TB_DIRECT_ENCOUNTER)
            continue;
        for (int lo = 0, hi; lo < n; lo = hi) {
            for (hi = lo + 1; hi < n && compare_keys(rk, order[lo], order[hi], k) == 0;
                 hi++)
                ;
            direct_encounter(rk, t, order + lo, hi - lo, k, member);
        }
        if (pr_sort(order, n, order_rows, rk)) {
            free(member);
            return -1;
        }
    }
    free(member);
    return 0;
}

/* ---- building the standings ---- */

static int choose_tiebreaks(pairing_standings *st, const pairing_event *ev,
                            const pairing_standings_options *o, pairing_error *err)
{
    if (o->tiebreaks && ev->system == PAIRING_SYSTEM_KNOCKOUT)
        return pr_fail(
            err, PAIRING_ERR_INVALID,
            "a knockout ranks by elimination and placement matches, not tiebreaks");
    int boards = ev->team_source ? ev->team_source->boards : 0;
    if (o->tiebreaks)
        return pr_tiebreaks_parse(o->tiebreaks, boards, st->tb, PR_MAX_TIEBREAKS,
                                  &st->ntb, err);
    return pr_tiebreaks_default(ev->system, st->after_round, boards, st->tb,
                                PR_MAX_TIEBREAKS, &st->ntb);
}

static int choose_round(pairing_standings *st, const pairing_event *ev,
                        const pairing_standings_options *o, pairing_error *err)
{
    if (o->after_round < 0 || o->after_round > ev->rounds)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "no round %d in the results (last is %d)", o->after_round,
                       ev->rounds);
    if (o->rounds < 0 || o->rounds > PAIRING_MAX_ROUNDS) /* as pairing_swiss_pair */
        return pr_fail(err, PAIRING_ERR_INVALID, "rounds must be 1..%d",
                       PAIRING_MAX_ROUNDS);
    st->after_round = o->after_round ? o->after_round : last_finished_round(ev);
    return PAIRING_OK;
}

static int choose_withdrawal(pairing_standings *st, const pairing_event *ev,
                             const pairing_standings_options *o, pairing_error *err)
{
    if (o->withdrawal < PAIRING_WITHDRAWAL_DEFAULT ||
        o->withdrawal > PAIRING_WITHDRAWAL_KEEP)
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown withdrawal policy");
    if (o->cycles < 0 || o->cycles > 2)
        return pr_fail(err, PAIRING_ERR_INVALID, "a round robin has 1 or 2 cycles");
    if (o->unplayed < PAIRING_UNPLAYED_DEFAULT || o->unplayed > PAIRING_UNPLAYED_FIDE2026)
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown policy for unplayed games");
    st->unplayed =
        o->unplayed == PAIRING_UNPLAYED_DEFAULT ? PAIRING_UNPLAYED_FIDE2023 : o->unplayed;
    st->system = ev->system;
    st->withdrawal = o->withdrawal;
    if (st->withdrawal == PAIRING_WITHDRAWAL_DEFAULT)
        st->withdrawal = ev->system == PAIRING_SYSTEM_ROUNDROBIN
                             ? PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF
                             : PAIRING_WITHDRAWAL_KEEP;
    return PAIRING_OK;
}

static int first_loss(const ranking *rk, int player)
{
    int stride = rk->st->after_round + 1;
    for (int r = 1; r <= rk->st->after_round; r++)
        if (rk->lost[(size_t)player * stride + r])
            return r;
    return 0;
}

static int fill_rows(pairing_standings *st, ranking *rk, const int *order)
{
    int n = st->count, ntb = st->ntb;
    for (int i = 0; i < n; i++) {
        int p = order[i];
        pairing_standing *row = &st->rows[i];
        row->player = p;
        row->score = rk->score[p];
        row->withdrawn = has_withdrawn(rk->ev, p, st->after_round);
        row->annulled = rk->annulled[p];
        row->eliminated = rk->lost ? first_loss(rk, p) : 0;
        int tied =
            i > 0 && !rk->annulled[p] && compare_keys(rk, order[i - 1], p, ntb) == 0;
        row->rank = tied ? st->rows[i - 1].rank : i + 1;
        if (tied)
            row->shared = st->rows[i - 1].shared = 1;
        for (int k = 0; k < ntb; k++)
            st->values[(size_t)i * ntb + k] = rk->by_player[(size_t)p * ntb + k];
    }
    return PAIRING_OK;
}

/* Qiu (Appendix 3 §二.1.1): the players out after round 2 by the rule, unless the
 * event kept them (they play on in stage 2: the elimination was turned off). */
static int mark_qiu_eliminated(pairing_standings *st, const pairing_event *ev,
                               const pr_tally *t, pairing_error *err)
{
    char *out = pr_calloc((size_t)ev->nplayers, 1);
    if (!out)
        return pr_nomem(err);
    pr_qiu_eliminated(ev, t, out);
    for (int i = 0; i < st->count; i++) {
        int p = st->rows[i].player, played_on = 0;
        for (int r = 3; r <= st->after_round; r++)
            played_on |= pr_tally_slot(t, p, r)->kind != PR_NONE;
        st->rows[i].eliminated = out[p] && !played_on ? 2 : 0;
        st->rows[i].elimination = st->rows[i].eliminated ? out[p] : 0;
    }
    free(out);
    return PAIRING_OK;
}

typedef struct work {
    pr_tally tally;
    int *score;
    char *annulled;
    int *order;
    long long *scratch;
    pr_contribution *items;
    pairing_value *by_player;
    unsigned char *lost;
    int *opponent_score;
} work;

/* Who lost in which round: a drawn game is lost by whoever did not win the playoff. */
static int mark_knockout_losses(work *w, const pairing_event *ev, int rounds,
                                pairing_error *err)
{
    w->lost = pr_calloc((size_t)ev->nplayers * (size_t)(rounds + 1), 1);
    if (!w->lost)
        return pr_nomem(err);
    for (int p = 0; p < ev->nplayers; p++) {
        for (int r = 1; r <= rounds; r++) {
            int kind = pr_tally_slot(&w->tally, p, r)->kind, lost = 0;
            if (kind == PR_LOSS || kind == PR_FORFEIT_LOSS)
                lost = 1;
            if (kind == PR_DRAW) {
                const pr_game *g = &ev->games[pr_event_game_at(ev, r, p)];
                if (g->winner < 0) {
                    pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                               "a drawn knockout game needs the winner of the playoff "
                               "or lot in the winner column");
                    return pr_hint(err, PAIRING_HINT_WINNER);
                }
                lost = g->winner != p;
            }
            w->lost[(size_t)p * (size_t)(rounds + 1) + (size_t)r] = (unsigned char)lost;
        }
    }
    return PAIRING_OK;
}

static void work_free(work *w)
{
    pr_tally_free(&w->tally);
    free(w->score);
    free(w->annulled);
    free(w->order);
    free(w->scratch);
    free(w->items);
    free(w->by_player);
    free(w->lost);
    free(w->opponent_score);
}

static int work_alloc(work *w, const pairing_event *ev, const pairing_standings *st)
{
    size_t n = (size_t)ev->nplayers;
    w->score = pr_calloc(n, sizeof *w->score);
    w->annulled = pr_calloc(n, 1);
    w->order = pr_calloc(n, sizeof *w->order);
    w->scratch = pr_calloc((size_t)st->after_round + 1, sizeof *w->scratch);
    w->items = pr_calloc((size_t)st->after_round + 1, sizeof *w->items);
    w->by_player = pr_calloc(n * (size_t)(st->ntb ? st->ntb : 1), sizeof *w->by_player);
    w->opponent_score = pr_calloc(n, sizeof *w->opponent_score);
    return w->score && w->annulled && w->order && w->scratch && w->items &&
                   w->by_player && w->opponent_score
               ? 0
               : -1;
}

static int rank_players(pairing_standings *st, const pairing_event *ev, int cycles,
                        pairing_error *err)
{
    work w;
    memset(&w, 0, sizeof w);
    int rc = pr_tally_build(&w.tally, ev, st->after_round, err);
    if (!rc && work_alloc(&w, ev, st))
        rc = pr_nomem(err);
    if (rc) {
        work_free(&w);
        return rc;
    }
    if (ev->system == PAIRING_SYSTEM_ROUNDROBIN)
        apply_roundrobin_withdrawals(&w.tally, ev, cycles, st->withdrawal, w.annulled);
    if (ev->system == PAIRING_SYSTEM_KNOCKOUT &&
        (rc = mark_knockout_losses(&w, ev, st->after_round, err))) {
        work_free(&w);
        return rc;
    }
    int n = ev->nplayers;
    for (int p = 0; p < n; p++) {
        w.score[p] = pr_tally_score(&w.tally, p, st->after_round);
        w.order[p] = p;
    }
    pr_context ctx = {ev, &w.tally, w.score, NULL, st->unplayed, w.scratch, w.items};
    if (ev->system == PAIRING_SYSTEM_QIU) {
        pr_qiu_withdrawal_scores(ev, &w.tally, st->after_round, w.score,
                                 w.opponent_score);
        ctx.opponent_score = w.opponent_score;
    }
    if (ev->system == PAIRING_SYSTEM_SWISS || ev->system == PAIRING_SYSTEM_DUTCH) {
        /* FIDE C.07 Art. 16: an opponent lends his adjusted score */
        pr_unplayed_adjusted_scores(ev, &w.tally, st->unplayed, w.opponent_score);
        ctx.opponent_score = w.opponent_score;
    }
    for (int p = 0; p < n; p++)
        for (int k = 0; k < st->ntb; k++)
            w.by_player[(size_t)p * st->ntb + k] = pr_tiebreak_value(&ctx, &st->tb[k], p);
    ranking rk = {ev, st, w.score, w.annulled, w.by_player, w.lost};
    if (sort_players(&rk, w.order, n) ||
        settle_direct_encounters(&rk, &w.tally, w.order, n))
        rc = pr_nomem(err);
    else
        rc = fill_rows(st, &rk, w.order);
    if (!rc && ev->system == PAIRING_SYSTEM_QIU && st->after_round >= 3)
        rc = mark_qiu_eliminated(st, ev, &w.tally, err);
    work_free(&w);
    return rc;
}

/* SPEC §12: a late entry is listed from the round he joins, with what his
 * requested byes scored; before it he is not in the standings.  The rows after
 * him move up, and the ranks are counted again keeping the ties. */
static void drop_late_entries(pairing_standings *st, const pairing_event *ev)
{
    int kept = 0, ntb = st->ntb, before = 0; /* the last kept row's rank as ranked */
    for (int i = 0; i < st->count; i++) {
        pairing_standing row = st->rows[i];
        if (ev->players[row.player].joined > st->after_round)
            continue;
        int tied = kept > 0 && row.rank == before;
        before = row.rank;
        row.rank = tied ? st->rows[kept - 1].rank : kept + 1;
        row.shared = 0;
        if (tied)
            row.shared = st->rows[kept - 1].shared = 1;
        if (kept != i)
            memmove(&st->values[(size_t)kept * ntb], &st->values[(size_t)i * ntb],
                    (size_t)ntb * sizeof *st->values);
        st->rows[kept++] = row;
    }
    st->count = kept;
}

/* Qiu: once the final is played its pairs take the places (qiu_ranking.c), from
 * the ranking after the penultimate round. */
static int place_by_the_final(pairing_standings *st, const pairing_event *ev,
                              const pairing_standings_options *o, pairing_error *err)
{
    int final = o->rounds ? o->rounds : pairing_qiu_rounds(ev->nplayers);
    if (st->after_round != final || final < 3)
        return PAIRING_OK;
    pairing_standings_options penultimate;
    pairing_standings_defaults(&penultimate);
    penultimate.after_round = final - 1;
    penultimate.rounds = final;
    pairing_standings *before = pairing_standings_new(ev, &penultimate, err);
    if (!before)
        return err ? err->code : PAIRING_ERR_NOMEM;
    int rc = pr_qiu_final_places(st, before, ev, final, err);
    pairing_standings_free(before);
    if (!rc)
        st->final_round = final;
    return rc;
}

PAIRING_API pairing_standings *
pairing_standings_new(const pairing_event *ev, const pairing_standings_options *options,
                      pairing_error *err)
{
    pairing_standings_options defaults;
    pairing_standings_defaults(&defaults);
    const pairing_standings_options *o = options ? options : &defaults;
    if (pr_event_require_valid(ev, err))
        return NULL;
    pairing_standings *st = calloc(1, sizeof *st);
    if (!st) {
        pr_nomem(err);
        return NULL;
    }
    int rc = choose_round(st, ev, o, err);
    if (!rc)
        rc = choose_tiebreaks(st, ev, o, err);
    if (!rc)
        rc = choose_withdrawal(st, ev, o, err);
    if (!rc) {
        st->count = ev->nplayers;
        st->rows = pr_calloc((size_t)st->count, sizeof *st->rows);
        st->values = pr_calloc((size_t)st->count * (size_t)(st->ntb ? st->ntb : 1),
                               sizeof *st->values);
        rc = st->rows && st->values ? PAIRING_OK : pr_nomem(err);
    }
    if (!rc && ev->system == PAIRING_SYSTEM_ROUNDROBIN)
        rc = check_roundrobin_games(ev, o->cycles ? o->cycles : 1, err);
    if (!rc)
        rc = rank_players(st, ev, o->cycles ? o->cycles : 1, err);
    if (!rc && ev->system == PAIRING_SYSTEM_QIU)
        rc = place_by_the_final(st, ev, o, err);
    if (!rc)
        drop_late_entries(st, ev);
    if (rc) {
        pairing_standings_free(st);
        return NULL;
    }
    return st;
}

PAIRING_API void pairing_standings_free(pairing_standings *st)
{
    if (!st)
        return;
    free(st->rows);
    free(st->values);
    free(st);
}

PAIRING_API int pairing_standings_count(const pairing_standings *st)
{
    return st ? st->count : 0;
}

PAIRING_API int pairing_standings_after_round(const pairing_standings *st)
{
    return st ? st->after_round : 0;
}

PAIRING_API pairing_standing pairing_standings_row(const pairing_standings *st, int row)
{
    pairing_standing none = {0, -1, 0, 0, 0, 0, 0, 0};
    if (!st || row < 0 || row >= st->count)
        return none;
    return st->rows[row];
}

PAIRING_API int pairing_standings_tiebreaks(const pairing_standings *st)
{
    return st ? st->ntb : 0;
}

PAIRING_API const char *pairing_standings_tiebreak_name(const pairing_standings *st,
                                                        int k)
{
    if (!st || k < 0 || k >= st->ntb)
        return NULL;
    return st->tb[k].name;
}

PAIRING_API pairing_tiebreak_info pairing_standings_tiebreak(const pairing_standings *st,
                                                             int k)
{
    pairing_tiebreak_info none = {NULL, NULL, NULL, NULL, 0, 0, 0};
    if (!st || k < 0 || k >= st->ntb)
        return none;
    const pr_tiebreak *tb = &st->tb[k];
    pairing_tiebreak_info info = {tb->name, tb->code,    tb->base, tb->base_name,
                                  tb->cut,  tb->top > 0, tb->board};
    return info;
}

PAIRING_API pairing_value pairing_standings_value(const pairing_standings *st, int row,
                                                  int k)
{
    pairing_value none = {0, 1, 0};
    if (!st || row < 0 || row >= st->count || k < 0 || k >= st->ntb)
        return none;
    return st->values[(size_t)row * st->ntb + k];
}

PAIRING_API const char *pairing_standings_withdrawal(const pairing_standings *st)
{
    if (!st)
        return NULL;
    return st->withdrawal == PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF ? "annul-under-half"
                                                                 : "keep";
}

PAIRING_API int pairing_standings_final(const pairing_standings *st)
{
    return st ? st->final_round : 0;
}

PAIRING_API const char *pairing_standings_unplayed(const pairing_standings *st)
{
    if (!st || st->system == PAIRING_SYSTEM_KNOCKOUT)
        return NULL;
    if (st->system == PAIRING_SYSTEM_ROUNDROBIN)
        return "forfeits-as-games";
    if (st->system == PAIRING_SYSTEM_QIU)
        return "qiu";
    switch (st->unplayed) {
    case PAIRING_UNPLAYED_FIDE2009:
        return "fide2009";
    case PAIRING_UNPLAYED_FIDE2026:
        return "fide2026";
    default:
        return "fide2023";
    }
}
