/*
 * rows.c - each player's rows of the results in round order: at most one per
 * round, and found by (round, player) in a few steps.
 *
 * While results are added, each player remembers only his latest round, so a
 * second row in the same round of a file written round by round is refused at
 * once.  Validation then sorts every player's rows by round (a counting sort by
 * player keeps the file's order within each, which a file in round order already
 * has), finds the rows that share a round, and leaves the index that
 * pr_event_game_at searches.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A second row of `player` in `round`, found while adding the results: the line
 * of the row he already has, else 0.  Rounds before his latest are checked at
 * validation. */
long pr_rows_clash(const pairing_event *ev, const pr_id_record *player, int round)
{
    return player->latest_round == round ? ev->games[player->latest_game].line : 0;
}

void pr_rows_note(pairing_event *ev, pr_id_record *player, int round, int game)
{
    if (round < player->latest_round) {
        ev->rows_unordered = 1;
        return;
    }
    player->latest_round = round;
    player->latest_game = game;
}

static int round_of(const pairing_event *ev, int game)
{
    return ev->games[game].round;
}

/* A player's rows, when the file was not in round order (insertion sort: a
 * player has at most one row a round, and rounds are few). */
static void sort_by_round(const pairing_event *ev, int *games, int count)
{
    for (int i = 1; i < count; i++) {
        int g = games[i], j = i;
        while (j > 0 && round_of(ev, games[j - 1]) > round_of(ev, g)) {
            games[j] = games[j - 1];
            j--;
        }
        games[j] = g;
    }
}

static int report_clash(const pairing_event *ev, int player, int earlier, int later,
                        pairing_error *err)
{
    const pr_game *a = &ev->games[earlier], *b = &ev->games[later];
    if (a->line > b->line) {
        const pr_game *t = a;
        a = b, b = t;
    }
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, b->line,
                      "player '%s' already plays in round %d (line %ld)",
                      ev->players[player].id, b->round, a->line);
}

/* The index of rows by player, and the check that no player has two rows in one
 * round. */
int pr_rows_index(pairing_event *ev, pairing_error *err)
{
    int n = ev->nplayers;
    int *start = pr_calloc((size_t)n + 2, sizeof *start);
    int *games = pr_calloc(2 * (size_t)ev->ngames + 1, sizeof *games);
    if (!start || !games) {
        free(start);
        free(games);
        return pr_nomem(err);
    }
    for (int i = 0; i < ev->ngames; i++) {
        start[ev->games[i].first + 2]++;
        if (ev->games[i].second >= 0)
            start[ev->games[i].second + 2]++;
    }
    for (int p = 0; p < n; p++)
        start[p + 2] += start[p + 1];
    for (int i = 0; i < ev->ngames; i++) { /* start[p + 1] fills player p */
        games[start[ev->games[i].first + 1]++] = i;
        if (ev->games[i].second >= 0)
            games[start[ev->games[i].second + 1]++] = i;
    }
    free(ev->row_start);
    free(ev->row_games);
    ev->row_start = start;
    ev->row_games = games;
    for (int p = 0; p < n; p++) {
        int *mine = games + start[p], count = start[p + 1] - start[p];
        if (ev->rows_unordered)
            sort_by_round(ev, mine, count);
        for (int i = 1; i < count; i++)
            if (round_of(ev, mine[i - 1]) == round_of(ev, mine[i]))
                return report_clash(ev, p, mine[i - 1], mine[i], err);
    }
    return PAIRING_OK;
}

/* The game holding `player` in `round`, or -1: a binary search of his rows once
 * the event is validated, a walk through the results before. */
int pr_event_game_at(const pairing_event *ev, int round, int player)
{
    if (!ev->validated || !ev->row_start) {
        for (int i = 0; i < ev->ngames; i++)
            if (ev->games[i].round == round &&
                (ev->games[i].first == player || ev->games[i].second == player))
                return i;
        return -1;
    }
    const int *mine = ev->row_games + ev->row_start[player];
    int lo = 0, hi = ev->row_start[player + 1] - ev->row_start[player];
    while (lo < hi) {
        int mid = (lo + hi) / 2, r = round_of(ev, mine[mid]);
        if (r == round)
            return mine[mid];
        if (r < round)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}
