/*
 * record_team_result.c - `pairing record` on a team event (SPEC §8, §10): a
 * game's result found by one of its players (ROUND RESULT --player ID, with
 * --game G on a board of several games), or the results of a filled-in team
 * sheet (--sheet FILE, as `team swiss --format csv` writes it) merged into the
 * rows `--record` wrote.  A board is no key here: every match of a round has
 * a board 1.  The file changes only when the team event, read back with the
 * change, is valid.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* A row's game: its column, empty being game 1. */
static int game_of(const cli_results_file *rf, int row)
{
    long game;
    const char *text = cli_results_field(rf, row, CLI_RF_GAME);
    return !*text ? 1 : cli_parse_uint(text, PAIRING_MAX_GAMES, &game) ? 0 : (int)game;
}

static int plays_in(const cli_results_file *rf, int row, const char *id)
{
    return !strcmp(cli_results_field(rf, row, CLI_RF_FIRST), id) ||
           !strcmp(cli_results_field(rf, row, CLI_RF_SECOND), id);
}

/* The player's row of the round (and game, when given); his rows counted. */
static int find_game(const cli_results_file *rf, int round, const char *id, int game,
                     int *found)
{
    int row = -1;
    *found = 0;
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == round && plays_in(rf, i, id) &&
            (!game || game_of(rf, i) == game)) {
            ++*found;
            row = i;
        }
    return row;
}

static int read_game(const cli_options *o, int *game)
{
    long g = 0;
    *game = 0;
    if (o->game && (cli_parse_uint(o->game, PAIRING_MAX_GAMES, &g) || g < 1))
        return cli_fail(EXIT_USAGE,
                        _("record: --game is a game of the board (1, 2 ...), not "
                          "'%s'"),
                        o->game);
    *game = (int)g;
    return EXIT_OK;
}

/* The team event read back with the change: valid, or the file is not touched. */
static int validate(const cli_options *o, const cli_results_file *rf,
                    pairing_team_event **ev)
{
    pairing_system system;
    *ev = NULL;
    int status = cli_record_system(o, &system);
    return status ? status : cli_load_team_event_with(o, system, 1, &rf->text, ev);
}

/* A player found in no game: one who is no member of any team is called that. */
static int not_a_member(const cli_options *o, const cli_results_file *rf)
{
    pairing_team_event *ev = NULL;
    int status = validate(o, rf, &ev);
    if (!status && pairing_event_find(pairing_team_event_members(ev), o->player) < 0)
        status = cli_fail_at(EXIT_DATA, o->members, 0, _("'%s' is no member of any team"),
                             o->player);
    pairing_team_event_free(ev);
    return status;
}

static int locate(const cli_options *o, const cli_results_file *rf, int round, int *row)
{
    int game, found;
    int status = read_game(o, &game);
    if (status)
        return status;
    if (cli_results_round_row(rf, round) < 0)
        return cli_fail_at(EXIT_DATA, rf->path, 0,
                           _("round %d is not in the file (pair it with --record first)"),
                           round);
    *row = find_game(rf, round, o->player, game, &found);
    if (!found && (status = not_a_member(o, rf)))
        return status;
    if (!found && game)
        return cli_fail_at(EXIT_DATA, rf->path, 0, _("'%s' has no game %d in round %d"),
                           o->player, game, round);
    if (!found)
        return cli_fail_at(EXIT_DATA, rf->path, 0, _("'%s' has no game in round %d"),
                           o->player, round);
    if (found > 1)
        return cli_fail_at(EXIT_DATA, rf->path, rf->rows[*row].line,
                           _("'%s' plays %d games in round %d: --game says which"),
                           o->player, found, round);
    return EXIT_OK;
}

static void member_label(const pairing_team_event *ev, const char *id, char *buf,
                         size_t size)
{
    const pairing_event *members = pairing_team_event_members(ev);
    int m = pairing_event_find(members, id);
    if (m >= 0)
        cli_player_label(members, m, buf, size);
    else
        snprintf(buf, size, "%s", *id ? id : "(vacant)");
}

static void say_recorded(const cli_results_file *rf, const pairing_team_event *ev,
                         int row)
{
    int round = rf->rows[row].round, open = 0;
    for (int i = 0; i < rf->nrows; i++)
        open += rf->rows[i].round == round && *cli_results_field(rf, i, CLI_RF_BOARD) &&
                !*cli_results_field(rf, i, CLI_RF_RESULT);
    char first[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], second[sizeof first];
    member_label(ev, cli_results_field(rf, row, CLI_RF_FIRST), first, sizeof first);
    member_label(ev, cli_results_field(rf, row, CLI_RF_SECOND), second, sizeof second);
    const char *result = cli_results_field(rf, row, CLI_RF_RESULT);
    if (pairing_team_event_options(ev).games > 1)
        cli_say(_("%s: round %d, %s–%s board %s game %d: %s %s %s\n"), rf->path, round,
                cli_results_field(rf, row, CLI_RF_FIRST_TEAM),
                cli_results_field(rf, row, CLI_RF_SECOND_TEAM),
                cli_results_field(rf, row, CLI_RF_BOARD), game_of(rf, row), first, result,
                second);
    else
        cli_say(_("%s: round %d, %s–%s board %s: %s %s %s\n"), rf->path, round,
                cli_results_field(rf, row, CLI_RF_FIRST_TEAM),
                cli_results_field(rf, row, CLI_RF_SECOND_TEAM),
                cli_results_field(rf, row, CLI_RF_BOARD), first, result, second);
    cli_print_results_to_come(round, open);
}

static int refuse_board_and_winner(const cli_options *o)
{
    if (!o->player && !o->sheet)
        return cli_fail(
            EXIT_USAGE,
            _("a team event's results are recorded by player (every match has "
              "a board 1): record ROUND RESULT --player ID [--game G], or "
              "--sheet FILE"));
    if (o->winner)
        return cli_fail(EXIT_USAGE,
                        _("--winner: a drawn team knockout match is settled by its "
                          "team-level row (round,first_team,second_team,,,,,,winner) in "
                          "the results file"));
    return EXIT_OK;
}

static int record_one(const cli_options *o, cli_results_file *rf)
{
    int round, board, row = -1;
    pairing_outcome outcome;
    int status = cli_record_words(o, &round, &board, &outcome);
    if (!status)
        status = locate(o, rf, round, &row);
    if (status)
        return status;
    if (cli_record_keep(o, rf, row, outcome, NULL, &status)) {
        if (!status)
            cli_say("%s: round %d: '%s' already has %s: nothing to change\n", rf->path,
                    round, o->player, pairing_outcome_token(outcome));
        return status;
    }
    status = cli_results_fill(rf, row, pairing_outcome_token(outcome), NULL);
    pairing_team_event *ev = NULL;
    if (!status)
        status = validate(o, rf, &ev);
    if (!status)
        status = cli_results_save(rf);
    if (!status)
        say_recorded(rf, ev, row);
    if (!status && o->replace)
        cli_record_note_later(rf, round);
    pairing_team_event_free(ev);
    return status;
}

/* ---- a filled-in team sheet ---- */

static int same_field(const cli_results_file *a, int i, const cli_results_file *b, int j,
                      int column)
{
    return !strcmp(cli_results_field(a, i, column), cli_results_field(b, j, column));
}

/* The results row of the sheet's row: the round, the match, the board and game. */
static int matching_row(const cli_results_file *rf, const cli_results_file *sheet, int s)
{
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == sheet->rows[s].round &&
            same_field(rf, i, sheet, s, CLI_RF_FIRST_TEAM) &&
            same_field(rf, i, sheet, s, CLI_RF_SECOND_TEAM) &&
            same_field(rf, i, sheet, s, CLI_RF_BOARD) &&
            game_of(rf, i) == game_of(sheet, s))
            return i;
    return -1;
}

static int merge_row(const cli_options *o, cli_results_file *rf,
                     const cli_results_file *sheet, int s, int *filled)
{
    const char *token = cli_results_field(sheet, s, CLI_RF_RESULT);
    pairing_outcome outcome;
    if (cli_result_outcome(token, &outcome))
        return cli_unknown_result(sheet->path, sheet->rows[s].line, token);
    int row = matching_row(rf, sheet, s);
    if (row < 0)
        return cli_fail_at(
            EXIT_DATA, sheet->path, sheet->rows[s].line,
            _("round %d %s–%s board %s is not in %s (record the round with "
              "--record first); nothing was written"),
            sheet->rows[s].round, cli_results_field(sheet, s, CLI_RF_FIRST_TEAM),
            cli_results_field(sheet, s, CLI_RF_SECOND_TEAM),
            cli_results_field(sheet, s, CLI_RF_BOARD), rf->path);
    if (!same_field(rf, row, sheet, s, CLI_RF_FIRST) ||
        !same_field(rf, row, sheet, s, CLI_RF_SECOND))
        return cli_fail_at(EXIT_DATA, sheet->path, sheet->rows[s].line,
                           _("round %d %s–%s board %s: the sheet seats '%s' v '%s', %s "
                             "'%s' v '%s'; nothing was written"),
                           sheet->rows[s].round,
                           cli_results_field(sheet, s, CLI_RF_FIRST_TEAM),
                           cli_results_field(sheet, s, CLI_RF_SECOND_TEAM),
                           cli_results_field(sheet, s, CLI_RF_BOARD),
                           cli_results_field(sheet, s, CLI_RF_FIRST),
                           cli_results_field(sheet, s, CLI_RF_SECOND), rf->path,
                           cli_results_field(rf, row, CLI_RF_FIRST),
                           cli_results_field(rf, row, CLI_RF_SECOND));
    int status;
    if (outcome == PAIRING_PENDING || cli_record_keep(o, rf, row, outcome, NULL, &status))
        return outcome == PAIRING_PENDING ? EXIT_OK : status;
    ++*filled;
    return cli_results_fill(rf, row, pairing_outcome_token(outcome), NULL);
}

static int record_sheet(const cli_options *o, cli_results_file *rf)
{
    if (o->nwords || o->player)
        return cli_fail(EXIT_USAGE, _("record --sheet FILE takes no other arguments"));
    cli_results_file sheet;
    int status = cli_open_results_file(o, o->sheet, &sheet);
    if (status)
        return status;
    int filled = 0;
    for (int s = 0; s < sheet.nrows && !status; s++)
        if (*cli_results_field(&sheet, s, CLI_RF_BOARD)) /* a bye's row: as recorded */
            status = merge_row(o, rf, &sheet, s, &filled);
    pairing_team_event *ev = NULL;
    if (!status)
        status = validate(o, rf, &ev);
    pairing_team_event_free(ev);
    if (!status && rf->changed)
        status = cli_results_save(rf);
    if (!status)
        cli_say("%s: %d result%s from %s filled in\n", rf->path, filled,
                filled == 1 ? "" : "s", o->sheet);
    cli_results_free(&sheet);
    return status;
}

int cli_record_team_results(const cli_options *o, cli_results_file *rf)
{
    int status = refuse_board_and_winner(o);
    if (!status)
        status = o->sheet ? record_sheet(o, rf) : record_one(o, rf);
    return status;
}
