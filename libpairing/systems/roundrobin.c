/*
 * roundrobin.c - Berger schedules (Appendix 2; SPEC §3), single and double.
 *
 * For a table of n players (n even; an odd field adds a dummy n whose opponent
 * has the bye) and m = n - 1, round r pairs n with the p for which
 * 2p = r + 1 (mod m): n moves second in odd rounds and first in even ones, on
 * board 1.  Every other pair {i, j} has i + j = r + 1 (mod m); i moves first
 * when (j - i) mod m is odd; boards 2, 3 ... hold p + 1, p + 2 ... (mod m).
 */
#include <stdlib.h>

#include "internal.h"

struct pairing_schedule {
    int cycles;
    int nrounds;
    pairing_round *rounds;
};

/* x reduced to 1..m */
static int wrap(int x, int m)
{
    return ((x - 1) % m + m) % m + 1;
}

static int berger_pivot(int table, int round)
{
    int m = table - 1;
    /* 2 has the inverse (m + 1) / 2 modulo the odd m */
    return wrap((int)((long long)(round + 1) * ((m + 1) / 2) % m), m);
}

/* Does i move first against j (i != j, neither the top player) in a Berger round? */
static int berger_first(int m, int i, int j)
{
    int lo = i < j ? i : j, hi = i < j ? j : i;
    int lower_first = (hi - lo) % m % 2 == 1;
    return (i == lo) == lower_first;
}

void pr_berger_board(int table, int round, int board, int *first, int *second)
{
    int m = table - 1;
    int p = berger_pivot(table, round);
    if (board == 1) {
        *first = round % 2 ? p : table;
        *second = round % 2 ? table : p;
        return;
    }
    int a = wrap(p + board - 1, m), b = wrap(p - (board - 1), m);
    *first = berger_first(m, a, b) ? a : b;
    *second = *first == a ? b : a;
}

/* The opponent of number x in a Berger round; *x_first says whether x moves first. */
static int berger_opponent(int table, int round, int x, int *x_first)
{
    int m = table - 1;
    int p = berger_pivot(table, round);
    if (x == table || x == p) {
        *x_first = (x == p) == (round % 2 == 1);
        return x == table ? p : table;
    }
    int y = wrap(round + 1 - x, m);
    *x_first = berger_first(m, x, y);
    return y;
}

static int table_size(int players)
{
    return players % 2 ? players + 1 : players;
}

int pr_roundrobin_rounds(int players, int cycles)
{
    return (table_size(players) - 1) * cycles;
}

/* Which table round, with which colours, is round `round` of the event?  SPEC §3:
 * a double round robin plays the table with its last two rounds exchanged (so no
 * one has three games running with one colour), then the table with colours reversed. */
static int table_round(int table, int cycles, int round, int *reversed)
{
    int m = table - 1;
    int cycle = (round - 1) / m, r = (round - 1) % m + 1;
    if (cycles == 2 && cycle == 0 && m >= 3 && r >= m - 1)
        r = r == m ? m - 1 : m;
    *reversed = cycle % 2;
    return r;
}

/* The scheduled opponent's number in an event round (0 = the bye). */
int pr_roundrobin_opponent(int players, int cycles, int round, int number, int *first)
{
    int table = table_size(players), reversed;
    int r = table_round(table, cycles, round, &reversed);
    int y = berger_opponent(table, r, number, first);
    if (reversed)
        *first = !*first;
    return y > players ? 0 : y;
}

static int fill_round(pairing_round *round, const pairing_event *ev, int table,
                      int cycles)
{
    int players = ev->nplayers, reversed;
    int r = table_round(table, cycles, round->number, &reversed);
    for (int board = 1; board <= table / 2; board++) {
        int first, second;
        pr_berger_board(table, r, board, &first, &second);
        if (reversed) {
            int t = first;
            first = second;
            second = t;
        }
        int rc;
        if (first > players)
            rc = pr_round_add_bye(round, ev->by_number[second - 1], PAIRING_BYE_SCHEDULE);
        else if (second > players)
            rc = pr_round_add_bye(round, ev->by_number[first - 1], PAIRING_BYE_SCHEDULE);
        else if (!(rc = pr_round_add_game(round, ev->by_number[first - 1],
                                          ev->by_number[second - 1])))
            round->games[round->ngames - 1].first_reason = PAIRING_FIRST_TABLE;
        if (rc)
            return rc;
    }
    return PAIRING_OK;
}

PAIRING_API pairing_schedule *pairing_roundrobin_new(const pairing_event *ev, int cycles,
                                                     pairing_error *err)
{
    if (pr_event_require_valid(ev, err))
        return NULL;
    if (cycles != 1 && cycles != 2) {
        pr_fail(err, PAIRING_ERR_INVALID, "a round robin has 1 or 2 cycles, not %d",
                cycles);
        return NULL;
    }
    if (ev->nplayers < 2 || ev->nplayers > PAIRING_MAX_ROUNDROBIN) {
        pr_fail_at(err, ev->nplayers < 2 ? PAIRING_ERR_DATA : PAIRING_ERR_LIMIT,
                   PAIRING_SOURCE_ENTRANTS, 0,
                   "a round robin needs 2 to %d entrants, not %d", PAIRING_MAX_ROUNDROBIN,
                   ev->nplayers);
        return NULL;
    }
    pairing_schedule *s = calloc(1, sizeof *s);
    int table = table_size(ev->nplayers);
    int nrounds = pr_roundrobin_rounds(ev->nplayers, cycles);
    if (s)
        s->rounds = pr_calloc((size_t)nrounds, sizeof *s->rounds);
    if (!s || !s->rounds) {
        free(s);
        pr_nomem(err);
        return NULL;
    }
    s->cycles = cycles;
    s->nrounds = nrounds;
    for (int r = 0; r < nrounds; r++) {
        s->rounds[r].number = r + 1;
        if (fill_round(&s->rounds[r], ev, table, cycles)) {
            pairing_schedule_free(s);
            pr_nomem(err);
            return NULL;
        }
    }
    return s;
}

PAIRING_API void pairing_schedule_free(pairing_schedule *s)
{
    if (!s)
        return;
    for (int r = 0; r < s->nrounds; r++)
        pr_round_release(&s->rounds[r]);
    free(s->rounds);
    free(s);
}

PAIRING_API int pairing_schedule_rounds(const pairing_schedule *s)
{
    return s ? s->nrounds : 0;
}

PAIRING_API int pairing_schedule_cycles(const pairing_schedule *s)
{
    return s ? s->cycles : 0;
}

PAIRING_API const pairing_round *pairing_schedule_round(const pairing_schedule *s,
                                                        int round)
{
    if (!s || round < 1 || round > s->nrounds)
        return NULL;
    return &s->rounds[round - 1];
}
