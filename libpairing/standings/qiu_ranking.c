/*
 * qiu_ranking.c - what the Qiu system ranks differently (Appendix 3 §五):
 * opponents count a withdrawn player's missed rounds at his average (§五.4.2),
 * and after the final the places go by the final pairs (§二.3, §五.2).
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* §五.4.2: a player who withdrew in stage 2 keeps, for his opponents' 小分, his
 * points so far plus A for each round he missed, A his points per game played
 * and at most a draw's worth (rounded to the nearest half-point, halves up);
 * his own score stays what he made. */
void pr_qiu_withdrawal_scores(const pairing_event *ev, const pr_tally *t, int after_round,
                              const int *score, int *out)
{
    for (int p = 0; p < ev->nplayers; p++) {
        out[p] = score[p];
        int gone = ev->players[p].withdrawn;
        if (gone == PAIRING_ACTIVE || gone < 2 || gone >= after_round)
            continue;
        int games = 0;
        for (int r = 1; r <= gone; r++)
            games += pr_kind_is_played(pr_tally_slot(t, p, r)->kind);
        if (games == 0)
            continue;
        long long made = pr_tally_score(t, p, gone), missed = after_round - gone;
        long long add = made > (long long)ev->draw * games
                            ? (long long)ev->draw * missed
                            : (2 * made * missed + games) / (2LL * games);
        out[p] = (int)(score[p] + add);
    }
}

/* One unit of the final: a pair (or the player with the bye), placed where the
 * better of its players stood before. */
typedef struct unit {
    int position;      /* the better penultimate position, 0-based */
    int better, worse; /* after the result; worse = -1 for the bye */
} unit;

static int by_position(const void *a, const void *b)
{
    const unit *x = a, *y = b;
    return x->position - y->position;
}

/* Who wins a final game: the result, else the playoff (winner column), else the
 * better penultimate rank (§五.2.2); both forfeiting leaves the order as it was. */
static void settle(const pr_game *g, const int *position, unit *u)
{
    int a = g->first, b = g->second;
    int a_ahead = position[a] < position[b];
    int a_wins;
    switch (g->outcome) {
    case PAIRING_FIRST_WINS:
    case PAIRING_FORFEIT_FIRST_WINS:
        a_wins = 1;
        break;
    case PAIRING_SECOND_WINS:
    case PAIRING_FORFEIT_SECOND_WINS:
        a_wins = 0;
        break;
    default:
        a_wins = g->winner >= 0 ? g->winner == a : a_ahead;
        break;
    }
    u->position = a_ahead ? position[a] : position[b];
    u->better = a_wins ? a : b;
    u->worse = a_wins ? b : a;
}

static int read_final(const pairing_event *ev, int final, const int *position,
                      unit *units)
{
    int n = 0;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->round != final)
            continue;
        if (g->second < 0) {
            units[n].position = position[g->first];
            units[n].better = g->first;
            units[n++].worse = -1;
        } else {
            settle(g, position, &units[n++]);
        }
    }
    qsort(units, (size_t)n, sizeof *units, by_position);
    return n;
}

/* Rewrites the rows (and their values) in the order of `order`, players of the
 * final first with places of their own, the rest sharing as they did. */
static int reorder_rows(pairing_standings *st, const int *order, int finalists)
{
    int n = st->count, ntb = st->ntb;
    pairing_standing *rows = pr_calloc((size_t)n, sizeof *rows);
    pairing_value *values =
        pr_calloc((size_t)n * (size_t)(ntb ? ntb : 1), sizeof *values);
    int *row_of = pr_calloc((size_t)n, sizeof *row_of);
    if (!rows || !values || !row_of) {
        free(rows);
        free(values);
        free(row_of);
        return PAIRING_ERR_NOMEM;
    }
    for (int i = 0; i < n; i++)
        row_of[st->rows[i].player] = i;
    for (int i = 0; i < n; i++) {
        int from = row_of[order[i]];
        rows[i] = st->rows[from];
        memcpy(values + (size_t)i * ntb, st->values + (size_t)from * ntb,
               (size_t)ntb * sizeof *values);
        int tied = i > finalists && st->rows[from].shared &&
                   st->rows[row_of[order[i - 1]]].rank == st->rows[from].rank;
        rows[i].rank = tied ? rows[i - 1].rank : i + 1;
        rows[i].shared = i < finalists ? 0 : rows[i].shared;
    }
    free(st->rows);
    free(st->values);
    st->rows = rows;
    st->values = values;
    free(row_of);
    return PAIRING_OK;
}

/* §二.3, §五.2: once the final is played, the pairs take places 1-2, 3-4 ... in
 * the order of the ranking after the penultimate round (`before`); everyone not
 * in the final follows in that ranking's order. */
int pr_qiu_final_places(pairing_standings *st, const pairing_standings *before,
                        const pairing_event *ev, int final, pairing_error *err)
{
    int n = ev->nplayers, rc = PAIRING_OK;
    int *position = pr_calloc((size_t)n, sizeof *position);
    int *order = pr_calloc((size_t)n, sizeof *order);
    char *placed = pr_calloc((size_t)n, 1);
    unit *units = pr_calloc((size_t)n, sizeof *units);
    if (!position || !order || !placed || !units)
        rc = pr_nomem(err);
    for (int i = 0; !rc && i < n; i++)
        position[before->rows[i].player] = i;
    int k = 0, nu = rc ? 0 : read_final(ev, final, position, units);
    for (int u = 0; u < nu; u++) {
        order[k++] = units[u].better, placed[units[u].better] = 1;
        if (units[u].worse >= 0)
            order[k++] = units[u].worse, placed[units[u].worse] = 1;
    }
    int finalists = k;
    for (int i = 0; !rc && i < n; i++)
        if (!placed[before->rows[i].player])
            order[k++] = before->rows[i].player;
    if (!rc && reorder_rows(st, order, finalists))
        rc = pr_nomem(err);
    free(position);
    free(order);
    free(placed);
    free(units);
    return rc;
}
