/*
 * api_scheveningen.c - the Scheveningen match (全队轮赛制, SPEC §10) at the desk:
 * its rounds are the table's, known from the start; each is written into the
 * results file when the one before is over, as pairing team scheveningen
 * lists it, and its results are entered board by board.  No command writes
 * this file (pairing record takes no Scheveningen), so the desk edits it as a
 * spreadsheet would (sheet.c), and pairing team scheveningen must read every
 * change, or the file is put back as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/sheet.h"

#define COMMAND "team scheveningen"

static int match_reads(const desk *d)
{
    json_t *doc = desk_command_json(d, COMMAND);
    json_decref(doc);
    return doc != NULL;
}

/* The side's team: A's is every row's first_team, B's its second_team. */
static const char *team_of_side(json_t *match, const char *side)
{
    size_t k;
    json_t *s;
    json_array_foreach(json_object_get(match, "sides"), k, s)
    {
        const char *its = json_string_value(json_object_get(s, "side"));
        if (its && !strcmp(its, side))
            return json_string_value(json_object_get(s, "team"));
    }
    return "";
}

/* One game of the round as a row: round, teams, board, players, no result. */
static int add_game(sheet *s, json_t *match, int round, json_t *game)
{
    int row = s->rows;
    desk_response quiet = {0};
    if (desk_sheet_add_row(s, &quiet) < 0)
        return -1;
    char number[16], board[16];
    snprintf(number, sizeof number, "%d", round);
    snprintf(board, sizeof board, "%lld",
             (long long)json_integer_value(json_object_get(game, "board")));
    const char *values[][2] = {
        {"round", number},
        {"first_team", team_of_side(match, "A")},
        {"second_team", team_of_side(match, "B")},
        {"board", board},
        {"first", json_string_value(json_object_get(game, "first"))},
        {"second", json_string_value(json_object_get(game, "second"))}};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
        if (!values[i][1] || desk_sheet_set(s, row, values[i][0], values[i][1]))
            return -1;
    return 0;
}

/* POST /api/rounds: the table's next round written into the results file. */
int desk_scheveningen_next_round(const desk *d, const desk_state *st, desk_response *rs)
{
    json_t *match = desk_command_json(d, COMMAND);
    json_t *round = json_array_get(json_object_get(match, "rounds"), (size_t)st->paired);
    int status = !match                   ? desk_error(rs, 422, NULL)
                 : !json_is_object(round) ? desk_error(rs, 409,
                                                       _("every round of the "
                                                         "table is played"))
                                          : 0;
    sheet s;
    int read = !status && !(status = desk_sheet_read(d, "results", &s, rs));
    size_t k;
    json_t *game;
    json_array_foreach(status ? NULL : json_object_get(round, "pairings"), k, game)
    {
        if (add_game(&s, match, st->paired + 1, game))
            status = desk_error(rs, 500, _("out of memory"));
    }
    if (!status)
        status = desk_sheet_save(d, &s, match_reads, rs);
    if (read)
        desk_sheet_free(&s);
    json_decref(match);
    return status ? status : (desk_answer_command(d, COMMAND, rs) == 200 ? 201 : 500);
}

/* The file's row of the game at row of the results as read. */
static int sheet_row_of(sheet *s, const desk_state *st, int row)
{
    int round = desk_sheet_column(s, "round", 0),
        board = desk_sheet_column(s, "board", 0);
    const char *want_round = cli_results_field(&st->rf, row, CLI_RF_ROUND),
               *want_board = cli_results_field(&st->rf, row, CLI_RF_BOARD);
    for (int r = 1; round >= 0 && board >= 0 && r < s->rows; r++)
        if (!strcmp(*desk_sheet_field(s, r, round), want_round) &&
            !strcmp(*desk_sheet_field(s, r, board), want_board))
            return r;
    return -1;
}

/* PUT /api/rounds/N/boards/B: the game's result in its row (checked already). */
int desk_scheveningen_result(const desk *d, const desk_state *st, int row,
                             const char *result, desk_response *rs)
{
    sheet s;
    int status = desk_sheet_read(d, "results", &s, rs);
    if (status)
        return status;
    int at = sheet_row_of(&s, st, row);
    if (at < 0)
        status = desk_error(rs, 404, _("no such board"));
    else if (desk_sheet_set(&s, at, "result", result))
        status = desk_error(rs, 500, _("out of memory"));
    else
        status = desk_sheet_save(d, &s, match_reads, rs);
    desk_sheet_free(&s);
    return status;
}
