/*
 * sheet.c - the pairing sheet of a Qiu or Swiss round, the board list a
 * director posts: each board with both players' numbers, names, ids and
 * scores before the round, then the byes (the one the pairing gave and those
 * the players asked for) and, in the Qiu system, the players eliminated after
 * round 2.  The sheet is computed once (cli_sheet_build) and written as text
 * (text.c), CSV (sheet_csv.c) or a printable HTML page (sheet_html.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

/* ---- the sheet ---- */

/* The number and the score before the round are the ones the pairing used. */
static cli_sheet_side side_of(const pairing_round *r, int player)
{
    pairing_participant in = pairing_round_participant(r, player);
    cli_sheet_side side = {player, in.number, in.score};
    return side;
}

static cli_sheet_row *next_row(cli_sheet *sheet, cli_sheet_kind kind, int player)
{
    cli_sheet_row *row = &sheet->rows[sheet->count++];
    memset(row, 0, sizeof *row);
    row->kind = kind;
    row->side[0] = side_of(sheet->round, player);
    row->side[1].player = -1;
    return row;
}

static void add_games(cli_sheet *sheet)
{
    const pairing_round *r = sheet->round;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        cli_sheet_row *row = next_row(sheet, CLI_SHEET_GAME, g.first);
        row->board = g.board;
        row->side[1] = side_of(r, g.second);
        row->rematch = g.rematch;
        row->colour_lot = g.colour_lot;
    }
}

static void add_allocated_byes(cli_sheet *sheet)
{
    int win, draw, loss, bye;
    pairing_event_points(sheet->ev, &win, &draw, &loss, &bye);
    for (int i = 0; i < pairing_round_byes(sheet->round); i++)
        next_row(sheet, CLI_SHEET_BYE, pairing_round_bye(sheet->round, i))->points = bye;
}

/* A bye the player asked for is already a row of the results for this round;
 * the pairing left him out, and the sheet says why he has no board. */
static int asked_for_bye(const pairing_round *r, int player)
{
    int presence = pairing_round_participant(r, player).presence;
    return presence == PAIRING_PRESENCE_HALF_BYE || presence == PAIRING_PRESENCE_ZERO_BYE;
}

static int count_requested_byes(const pairing_event *ev, const pairing_round *r)
{
    int count = 0;
    for (int player = 0; player < pairing_event_entrants(ev); player++)
        count += asked_for_bye(r, player);
    return count;
}

static void add_requested_byes(cli_sheet *sheet)
{
    const pairing_event *ev = sheet->ev;
    int win, draw, loss, bye;
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        int player = pairing_event_player_at(ev, number);
        if (!asked_for_bye(sheet->round, player))
            continue;
        int half = pairing_round_participant(sheet->round, player).presence ==
                   PAIRING_PRESENCE_HALF_BYE;
        next_row(sheet, half ? CLI_SHEET_HALF_BYE : CLI_SHEET_ZERO_BYE, player)->points =
            half ? draw : 0;
    }
}

static void add_eliminated(cli_sheet *sheet)
{
    for (int i = 0; i < pairing_round_eliminated(sheet->round); i++) {
        int player = pairing_round_eliminated_player(sheet->round, i);
        next_row(sheet, CLI_SHEET_ELIMINATED, player)->elimination =
            pairing_round_eliminated_reason(sheet->round, i);
    }
}

static int stands_as(const pairing_round *r, int player, pairing_presence presence)
{
    return (pairing_presence)pairing_round_participant(r, player).presence == presence;
}

static int count_standing(const pairing_event *ev, const pairing_round *r,
                          pairing_presence presence)
{
    int count = 0;
    for (int player = 0; player < pairing_event_entrants(ev); player++)
        count += stands_as(r, player, presence);
    return count;
}

/* A player who withdrew, or a late entry before his round, is on no board: the
 * sheet says so, in number order, lest he be called. */
static void add_standing(cli_sheet *sheet, pairing_presence presence, cli_sheet_kind kind)
{
    const pairing_event *ev = sheet->ev;
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        int player = pairing_event_player_at(ev, number);
        if (player >= 0 && stands_as(sheet->round, player, presence))
            next_row(sheet, kind, player);
    }
}

/* Appendix 3 §二.1.1: the player without a point kept when the field was odd. */
static int find_kept(const pairing_event *ev, const pairing_round *r)
{
    for (int player = 0; player < pairing_event_entrants(ev); player++)
        if (pairing_round_participant(r, player).kept)
            return player;
    return -1;
}

int cli_any_late_entry(const pairing_event *ev)
{
    for (int p = 0; p < pairing_event_entrants(ev); p++)
        if (pairing_event_entrant(ev, p).joined > 0)
            return 1;
    return 0;
}

int cli_sheet_build(cli_sheet *sheet, const pairing_event *ev, const pairing_round *r)
{
    memset(sheet, 0, sizeof *sheet);
    sheet->ev = ev;
    sheet->round = r;
    size_t rows = (size_t)pairing_round_games(r) + (size_t)pairing_round_byes(r) +
                  (size_t)count_requested_byes(ev, r) +
                  (size_t)pairing_round_eliminated(r) +
                  (size_t)count_standing(ev, r, PAIRING_PRESENCE_WITHDRAWN) +
                  (size_t)count_standing(ev, r, PAIRING_PRESENCE_NOT_JOINED);
    sheet->rows = calloc(rows + 1, sizeof *sheet->rows);
    if (!sheet->rows)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    add_games(sheet);
    sheet->games = sheet->count;
    add_allocated_byes(sheet);
    add_requested_byes(sheet);
    sheet->byes = sheet->count - sheet->games;
    add_eliminated(sheet);
    sheet->eliminated = sheet->count - sheet->games - sheet->byes;
    int before = sheet->count;
    add_standing(sheet, PAIRING_PRESENCE_WITHDRAWN, CLI_SHEET_WITHDRAWN);
    sheet->withdrawn = sheet->count - before;
    add_standing(sheet, PAIRING_PRESENCE_NOT_JOINED, CLI_SHEET_NOT_JOINED);
    sheet->not_joined = sheet->count - before - sheet->withdrawn;
    sheet->kept = find_kept(ev, r);
    return EXIT_OK;
}

void cli_sheet_free(cli_sheet *sheet)
{
    free(sheet->rows);
    memset(sheet, 0, sizeof *sheet);
}

/* The marker of a row that is not a plain game: the results file's own tokens for
 * the byes, so a reader knows what the results row will say. */
const char *cli_sheet_note(const cli_sheet_row *row)
{
    switch (row->kind) {
    case CLI_SHEET_BYE:
        return "bye";
    case CLI_SHEET_HALF_BYE:
        return "half-bye";
    case CLI_SHEET_ZERO_BYE:
        return "zero-bye";
    case CLI_SHEET_ELIMINATED:
        return "eliminated";
    case CLI_SHEET_WITHDRAWN:
        return "withdrawn";
    case CLI_SHEET_NOT_JOINED:
        return "not yet joined";
    default:
        if (row->rematch && row->colour_lot)
            return "rematch; colours by lot";
        return row->rematch ? "rematch" : row->colour_lot ? "colours by lot" : "";
    }
}
