/*
 * rows.c - each player's rows of the results in round order: at most one per
 * round, and found by (round, player) in a few steps.
 *
 * While results are added, each player remembers only his latest round, so a
 * second row in the same round of a file written round by round is refused at
 * once.  Validation then indexes the rows by player and round - a table of
 * players x rounds when most players have a row in most rounds, else each
 * player's rows sorted by round - finds the rows that share a round, and leaves
 * the index that pr_event_game_at reads.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* A second row of `player` in `round`, found while adding the results: the game
 * he already has in it, else -1.  Rounds before his latest are checked at
 * validation. */
int pr_rows_clash(const pairing_event *ev, const pr_id_record *player, int round)
{
    (void)ev;
    return player->latest_round == round ? player->latest_game : -1;
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

/* Two rows of one player in one round, the first such by player and round. */
typedef struct clash {
    int player, round, earlier, later;
} clash;

static void note_clash(clash *c, int player, int round, int earlier, int later)
{
    if (c->player < 0 || player < c->player ||
        (player == c->player && round < c->round)) {
        clash found = {player, round, earlier, later};
        *c = found;
    }
}

/* The usual event: every player in (nearly) every round.  A table of players x
 * rounds, filled in one pass over the results. */
static int index_as_table(pairing_event *ev, clash *c)
{
    size_t rounds = (size_t)ev->rounds;
    int *table = pr_calloc((size_t)ev->nplayers * rounds + 1, sizeof *table);
    if (!table)
        return -1;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        int side[2] = {g->first, g->second};
        for (int s = 0; s < 2 && side[s] >= 0; s++) {
            int *cell = &table[(size_t)side[s] * rounds + (size_t)(g->round - 1)];
            if (*cell)
                note_clash(c, side[s], g->round, *cell - 1, i);
            else
                *cell = i + 1;
        }
    }
    ev->row_table = table;
    return 0;
}

/* A sparse event (a knockout, or rounds far apart): each player's rows listed by
 * round, a counting sort by player keeping the file's order within each. */
static int index_as_lists(pairing_event *ev, clash *c)
{
    int n = ev->nplayers;
    int *start = pr_calloc((size_t)n + 2, sizeof *start);
    int *games = pr_calloc(2 * (size_t)ev->ngames + 1, sizeof *games);
    if (!start || !games) {
        free(start);
        free(games);
        return -1;
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
    ev->row_start = start;
    ev->row_games = games;
    for (int p = 0; p < n; p++) {
        int *mine = games + start[p], count = start[p + 1] - start[p];
        if (ev->rows_unordered)
            sort_by_round(ev, mine, count);
        for (int i = 1; i < count; i++)
            if (round_of(ev, mine[i - 1]) == round_of(ev, mine[i]))
                note_clash(c, p, round_of(ev, mine[i]), mine[i - 1], mine[i]);
    }
    return 0;
}

/* The index of rows by player and round, and the check that no player has two
 * rows in one round (the first such by player, then round, is reported). */
int pr_rows_index(pairing_event *ev, pairing_error *err)
{
    free(ev->row_table);
    free(ev->row_start);
    free(ev->row_games);
    ev->row_table = ev->row_start = ev->row_games = NULL;
    clash c = {-1, 0, -1, -1};
    size_t cells = (size_t)ev->nplayers * (size_t)ev->rounds;
    int rc = cells <= 8 * (size_t)ev->ngames + 65536 ? index_as_table(ev, &c)
                                                     : index_as_lists(ev, &c);
    if (rc)
        return pr_nomem(err);
    ev->rows_indexed = 1;
    return c.player >= 0 ? report_clash(ev, c.player, c.earlier, c.later, err)
                         : PAIRING_OK;
}

/* The game holding `player` in `round`, or -1: read from the index while it is
 * current (from validation to the next change), walked to through the results
 * otherwise. */
int pr_event_game_at(const pairing_event *ev, int round, int player)
{
    if (!ev->rows_indexed) {
        for (int i = 0; i < ev->ngames; i++)
            if (ev->games[i].round == round &&
                (ev->games[i].first == player || ev->games[i].second == player))
                return i;
        return -1;
    }
    if (round < 1 || round > ev->rounds)
        return -1;
    if (ev->row_table)
        return ev->row_table[(size_t)player * (size_t)ev->rounds + (size_t)(round - 1)] -
               1;
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
