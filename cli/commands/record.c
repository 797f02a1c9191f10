/*
 * record.c - `pairing record`: results into the results file, one at a time
 * (ROUND BOARD RESULT, or ROUND RESULT --player ID) or from a filled-in CSV
 * pairing sheet (--sheet FILE), SPEC §8.  BOARD is the order of the round's
 * game rows, as the pairing printed them; a result already there changes only
 * with --replace.  The file is changed only when the whole event, read back
 * with the change, is valid; otherwise it stays byte for byte as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* ---- the arguments ---- */

/* ---- finding the row ---- */

typedef struct request {
    int round, board; /* board 0: found by --player */
    pairing_outcome outcome;
} request;

static int is_game_row(const cli_results_file *rf, int row)
{
    return *cli_results_field(rf, row, CLI_RF_SECOND) != 0;
}

static int round_exists(const cli_results_file *rf, int round)
{
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == round)
            return 1;
    return 0;
}

/* A game row's board: the file's board column where the round's rows fill it
 * in (--record writes it: a Swiss's boards, a knockout's match numbers), else
 * its place among the round's game rows, which is how the pairing printed it. */
static int round_has_boards(const cli_results_file *rf, int round)
{
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == round && is_game_row(rf, i) &&
            *cli_results_field(rf, i, CLI_RF_BOARD))
            return 1;
    return 0;
}

static int board_of(const cli_results_file *rf, int row, int place, int by_column)
{
    long board;
    if (!by_column)
        return place;
    return cli_parse_uint(cli_results_field(rf, row, CLI_RF_BOARD), 1000000, &board)
               ? 0
               : (int)board;
}

/* The game row of the round on that board; -1 if none. */
static int find_board(const cli_results_file *rf, int round, int board, int *boards)
{
    int by_column = round_has_boards(rf, round), found = -1;
    *boards = 0;
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == round && is_game_row(rf, i) &&
            board_of(rf, i, ++*boards, by_column) == board)
            found = i;
    return found;
}

static int find_player(const cli_results_file *rf, int round, const char *id, int *board)
{
    int by_column = round_has_boards(rf, round), place = 0;
    for (int i = 0; i < rf->nrows; i++) {
        if (rf->rows[i].round != round)
            continue;
        int game = is_game_row(rf, i);
        place += game;
        *board = board_of(rf, i, place, by_column);
        if (!strcmp(cli_results_field(rf, i, CLI_RF_FIRST), id) ||
            (game && !strcmp(cli_results_field(rf, i, CLI_RF_SECOND), id)))
            return game ? i : -2 - i; /* -2 - row: his bye */
    }
    return -1;
}

/* What the command line names must be in the event: the player an entrant, the
 * round one of its rounds. */
static int names_the_event(const cli_options *o, const cli_results_file *rf, int round)
{
    pairing_system system;
    pairing_event *ev = NULL;
    int status = cli_record_system(o, &system);
    if (!status)
        status = cli_load_stage_event(o, system, 1, &rf->text, &ev);
    if (status)
        return status;
    int rounds = cli_record_event_rounds(o, ev);
    if (o->player && pairing_event_find(ev, o->player) < 0)
        status = cli_fail_at(EXIT_DATA, o->entrants, 0, _("'%s' is not an entrant"),
                             o->player);
    else if (rounds && round > rounds)
        status =
            cli_fail_at(EXIT_DATA, rf->path, 0,
                        ngettext("round %d is not a round of the event: it has %d round",
                                 "round %d is not a round of the event: it has %d rounds",
                                 (unsigned long)rounds),
                        round, rounds);
    pairing_event_free(ev);
    return status;
}

/* The player's bye where he has no game: the pairing's, or one he asked for. */
static int no_game_to_record(const cli_options *o, const cli_results_file *rf, int row)
{
    const char *token = cli_results_field(rf, row, CLI_RF_RESULT);
    pairing_outcome bye = PAIRING_BYE;
    cli_result_outcome(token, &bye);
    if (bye == PAIRING_HALF_BYE || bye == PAIRING_ZERO_BYE)
        return cli_fail_at(
            EXIT_DATA, rf->path, rf->rows[row].line,
            _("'%s' asked for a %s in round %d: there is no game result to "
              "record (record ROUND half-bye or zero-bye --player ID "
              "--replace changes the bye)"),
            o->player, pairing_outcome_token(bye), rf->rows[row].round);
    return cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                       _("'%s' has the pairing's bye in round %d: there is no result to "
                         "record"),
                       o->player, rf->rows[row].round);
}

static int locate(const cli_options *o, const cli_results_file *rf, request *rq, int *row)
{
    int status;
    if (!round_exists(rf, rq->round))
        return (status = names_the_event(o, rf, rq->round))
                   ? status
                   : cli_fail_at(EXIT_DATA, rf->path, 0,
                                 _("round %d is not in the file (pair it with --record "
                                   "first)"),
                                 rq->round);
    if (o->player) {
        *row = find_player(rf, rq->round, o->player, &rq->board);
        if (*row == -1)
            return (status = names_the_event(o, rf, rq->round))
                       ? status
                       : cli_fail_at(EXIT_DATA, rf->path, 0,
                                     _("'%s' has no game in round %d"), o->player,
                                     rq->round);
        if (*row < -1)
            return no_game_to_record(o, rf, -2 - *row);
        return EXIT_OK;
    }
    int boards;
    pairing_system system;
    *row = find_board(rf, rq->round, rq->board, &boards);
    if (*row < 0 && o->system && !pairing_system_parse(o->system, &system) &&
        system == PAIRING_SYSTEM_KNOCKOUT)
        return cli_fail_at(EXIT_DATA, rf->path, 0, /* a knockout numbers its matches */
                           ngettext("round %d has no match %d (it has %d match)",
                                    "round %d has no match %d (it has %d matches)",
                                    boards),
                           rq->round, rq->board, boards);
    if (*row < 0)
        return cli_fail_at(EXIT_DATA, rf->path, 0,
                           ngettext("round %d has no board %d (it has %d board)",
                                    "round %d has no board %d (it has %d boards)",
                                    boards),
                           rq->round, rq->board, boards);
    return EXIT_OK;
}

/* ---- the change ---- */

/* A winner (of the playoff or the lot) is named for a drawn game, by one who
 * played it, into a file that has the column for it. */
static int check_winner(const cli_options *o, const cli_results_file *rf, int row,
                        pairing_outcome outcome)
{
    pairing_system system;
    if (!o->winner && outcome == PAIRING_DRAW && !cli_record_system(o, &system) &&
        system == PAIRING_SYSTEM_KNOCKOUT && !*cli_results_field(rf, row, CLI_RF_WINNER))
        return cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                           _("a drawn knockout game needs who went through (playoff or "
                             "lot): add --winner %s or --winner %s; nothing was written"),
                           cli_results_field(rf, row, CLI_RF_FIRST),
                           cli_results_field(rf, row, CLI_RF_SECOND));
    if (!o->winner)
        return EXIT_OK;
    if (outcome != PAIRING_DRAW)
        return cli_fail(EXIT_USAGE,
                        _("--winner names who went through after a drawn game (playoff "
                          "or lot), and the result given is %s"),
                        pairing_outcome_token(outcome));
    if (rf->column[CLI_RF_WINNER] < 0)
        return cli_fail_at(EXIT_DATA, rf->path, rf->header_line,
                           _("--winner: the file has no 'winner' column"));
    if (strcmp(o->winner, cli_results_field(rf, row, CLI_RF_FIRST)) &&
        strcmp(o->winner, cli_results_field(rf, row, CLI_RF_SECOND)))
        return cli_fail(EXIT_USAGE, _("--winner %s did not play in that game"),
                        o->winner);
    return EXIT_OK;
}

/* Who went through matters in a knockout and in the Qiu final only; elsewhere a
 * winner in the results would say something the rules do not ask. */
static int winner_belongs(const cli_options *o, const cli_results_file *rf, int row,
                          const pairing_event *ev)
{
    pairing_system system = pairing_event_system(ev);
    int round = rf->rows[row].round;
    int final = system == PAIRING_SYSTEM_QIU ? cli_record_event_rounds(o, ev) : 0;
    if (system == PAIRING_SYSTEM_KNOCKOUT || round == final)
        return EXIT_OK;
    return cli_fail_at(
        EXIT_DATA, rf->path, rf->rows[row].line,
        system == PAIRING_SYSTEM_QIU
            ? _("a winner is named only after a drawn knockout game or Qiu "
                "final (round %d is not the final); nothing was written")
            : _("a winner is named only after a drawn knockout game or Qiu "
                "final (round %d is neither); nothing was written"),
        round);
}

static void player_label(const pairing_event *ev, const char *id, char *buf, size_t size)
{
    int player = pairing_event_find(ev, id);
    if (player >= 0)
        cli_player_label(ev, player, buf, size);
    else
        snprintf(buf, size, "%s", id);
}

/* What was recorded, in words, and whether the round is now complete. */
static void say_recorded(const cli_results_file *rf, const pairing_event *ev, int row,
                         int board)
{
    int round = rf->rows[row].round, open = 0;
    for (int i = 0; i < rf->nrows; i++)
        open += rf->rows[i].round == round && is_game_row(rf, i) &&
                !*cli_results_field(rf, i, CLI_RF_RESULT);
    char first[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    char second[sizeof first];
    player_label(ev, cli_results_field(rf, row, CLI_RF_FIRST), first, sizeof first);
    player_label(ev, cli_results_field(rf, row, CLI_RF_SECOND), second, sizeof second);
    const char *winner = cli_results_field(rf, row, CLI_RF_WINNER);
    /* a knockout numbers matches, as its bracket prints them */
    int knockout = pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT;
    const char *result = cli_results_field(rf, row, CLI_RF_RESULT);
    if (*winner)
        cli_say(knockout ? _("%s: round %d, match %d: %s %s %s, winner %s\n")
                         : _("%s: round %d, board %d: %s %s %s, winner %s\n"),
                rf->path, round, board, first, result, second, winner);
    else
        cli_say(knockout ? _("%s: round %d, match %d: %s %s %s\n")
                         : _("%s: round %d, board %d: %s %s %s\n"),
                rf->path, round, board, first, result, second);
    cli_print_results_to_come(round, open);
}

static int record_one(const cli_options *o, cli_results_file *rf)
{
    request rq;
    int status = cli_record_words(o, &rq.round, &rq.board, &rq.outcome);
    if (status)
        return status;
    if (rq.outcome == PAIRING_HALF_BYE || rq.outcome == PAIRING_ZERO_BYE)
        return (status = names_the_event(o, rf, rq.round))
                   ? status
                   : cli_record_asked_bye(o, rf, rq.round, rq.outcome);
    int row = -1;
    if ((status = locate(o, rf, &rq, &row)) ||
        (status = check_winner(o, rf, row, rq.outcome)))
        return status;
    if (cli_record_keep(o, rf, row, rq.outcome, o->winner, &status)) {
        if (!status)
            cli_say("%s: round %d, board %d already has %s: nothing to change\n",
                    rf->path, rq.round, rq.board, pairing_outcome_token(rq.outcome));
        return status;
    }
    status = cli_results_fill(rf, row, pairing_outcome_token(rq.outcome),
                              o->winner ? o->winner : NULL);
    pairing_event *ev = NULL;
    if (!status)
        status = cli_record_validate(o, rf, &ev);
    if (!status && o->winner)
        status = winner_belongs(o, rf, row, ev);
    if (!status)
        status = cli_results_save(rf);
    if (!status)
        say_recorded(rf, ev, row, rq.board);
    if (!status && o->replace)
        cli_record_note_later(rf, rq.round);
    pairing_event_free(ev);
    return status;
}

/* ---- a filled-in pairing sheet ---- */

/* The results row of the sheet's row: the round and both players, in order. */
static int matching_row(const cli_results_file *rf, const cli_results_file *sheet, int s)
{
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round == sheet->rows[s].round &&
            !strcmp(cli_results_field(rf, i, CLI_RF_FIRST),
                    cli_results_field(sheet, s, CLI_RF_FIRST)) &&
            !strcmp(cli_results_field(rf, i, CLI_RF_SECOND),
                    cli_results_field(sheet, s, CLI_RF_SECOND)))
            return i;
    return -1;
}

static int sheet_outcome(const cli_results_file *sheet, int s, pairing_outcome *outcome)
{
    const char *token = cli_results_field(sheet, s, CLI_RF_RESULT);
    if (cli_result_outcome(token, outcome))
        return cli_unknown_result(sheet->path, sheet->rows[s].line, token);
    return EXIT_OK;
}

/* The last round the results hold a game of (byes asked for ahead aside). */
static int last_round_with_game(const cli_results_file *rf)
{
    int last = 0;
    for (int i = 0; i < rf->nrows; i++)
        if (is_game_row(rf, i) && rf->rows[i].round > last)
            last = rf->rows[i].round;
    return last;
}

/* A round the results do not hold at all comes in whole from the sheet (it was
 * paired without --record); one they hold must match it row for row.  A round
 * brought in must be the next one: a sheet with another round number is named
 * by its own line, not by the results line its rows would have had. */
static int add_missing(cli_results_file *rf, const cli_results_file *sheet, int s,
                       int *added)
{
    /* added[round]: the rows of that round brought in */
    int round = sheet->rows[s].round, last = last_round_with_game(rf);
    if (!added[round] && cli_results_round_row(rf, round) >= 0)
        return cli_fail_at(EXIT_DATA, sheet->path, sheet->rows[s].line,
                           _("round %d: '%s' v '%s' is not in %s (a sheet of another "
                             "pairing?); nothing was written"),
                           round, cli_results_field(sheet, s, CLI_RF_FIRST),
                           cli_results_field(sheet, s, CLI_RF_SECOND), rf->path);
    if (!added[round] && round != last + 1)
        return cli_fail_at(EXIT_DATA, sheet->path, sheet->rows[s].line,
                           _("the sheet says round %d, but %s holds rounds up to %d, so "
                             "the round to add is %d (the sheet's round column is "
                             "wrong?); nothing was written"),
                           round, rf->path, last, last + 1);
    added[round]++;
    long board;
    cli_results_line line = {round,
                             0,
                             cli_results_field(sheet, s, CLI_RF_FIRST),
                             cli_results_field(sheet, s, CLI_RF_SECOND),
                             cli_results_field(sheet, s, CLI_RF_RESULT),
                             cli_results_field(sheet, s, CLI_RF_WINNER),
                             NULL,
                             NULL,
                             0};
    if (!cli_parse_uint(cli_results_field(sheet, s, CLI_RF_BOARD), 1000000, &board))
        line.board = (int)board;
    return cli_results_append(rf, &line);
}

static int merge_row(const cli_options *o, cli_results_file *rf,
                     const cli_results_file *sheet, int s, int *added, int *filled)
{
    if (sheet->rows[s].round < 1)
        return cli_fail_at(EXIT_DATA, sheet->path, sheet->rows[s].line,
                           _("round '%s' is not a round number"),
                           cli_results_field(sheet, s, CLI_RF_ROUND));
    pairing_outcome outcome;
    int status = sheet_outcome(sheet, s, &outcome);
    int row = status ? -1 : matching_row(rf, sheet, s);
    if (status || row < 0)
        return status ? status : add_missing(rf, sheet, s, added);
    const char *winner = cli_results_field(sheet, s, CLI_RF_WINNER);
    if (*winner && rf->column[CLI_RF_WINNER] < 0)
        return cli_fail_at(EXIT_DATA, sheet->path, sheet->rows[s].line,
                           _("a winner, but %s has no 'winner' column to hold it"),
                           rf->path);
    if (outcome == PAIRING_PENDING ||
        cli_record_keep(o, rf, row, outcome, winner, &status))
        return status;
    ++*filled;
    return cli_results_fill(rf, row, pairing_outcome_token(outcome),
                            *winner ? winner : NULL);
}

/* A round the sheet brought in whole was paired elsewhere: in a Qiu or Swiss
 * event it must obey the rules as pairing check judges them (everyone paired
 * once, no rematch ...), or it is not written. */
static int check_added_round(const cli_options *o, const pairing_event *ev,
                             const cli_results_file *sheet, const int *added)
{
    pairing_system system = pairing_event_system(ev);
    int last = pairing_event_rounds_played(ev);
    if ((system != PAIRING_SYSTEM_QIU && system != PAIRING_SYSTEM_SWISS) || !added[last])
        return EXIT_OK;
    pairing_swiss_options so;
    int status = cli_read_swiss_options(o, &system, &so);
    if (status)
        return status;
    pairing_error err;
    pairing_report *rep = pairing_swiss_check(ev, &so, &err);
    if (!rep)
        return cli_library_error(&err, o->entrants, o->results);
    char problem[CLI_SENTENCE_SIZE];
    if (pairing_report_problems(rep))
        status =
            cli_fail_at(EXIT_DATA, sheet->path, 0,
                        _("round %d as this sheet pairs it breaks the rules: %s "
                          "(pairing check lists every problem); nothing was written"),
                        last, cli_problem(rep, 0, problem, sizeof problem));
    pairing_report_free(rep);
    return status;
}

static void say_merged(const cli_results_file *rf, const char *sheet, int filled,
                       const int *added)
{
    for (int round = 1; round <= PAIRING_MAX_ROUNDS; round++)
        if (added[round])
            cli_say("%s: round %d added from %s (%d row%s)\n", rf->path, round, sheet,
                    added[round], added[round] == 1 ? "" : "s");
    cli_say("%s: %d result%s from %s filled in\n", rf->path, filled,
            filled == 1 ? "" : "s", sheet);
}

static int record_sheet(const cli_options *o, cli_results_file *rf)
{
    if (o->nwords || o->player || o->winner)
        return cli_fail(EXIT_USAGE, _("record --sheet FILE takes no other arguments"));
    cli_results_file sheet;
    int status = cli_open_results_file(o, o->sheet, &sheet);
    if (status)
        return status;
    int *added = calloc(PAIRING_MAX_ROUNDS + 1, sizeof *added), filled = 0;
    if (!added)
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int s = 0; s < sheet.nrows && !status; s++)
        status = merge_row(o, rf, &sheet, s, added, &filled);
    pairing_event *ev = NULL;
    if (!status)
        status = cli_record_validate(o, rf, &ev);
    for (int s = 0; s < sheet.nrows && !status; s++)
        if (*cli_results_field(&sheet, s, CLI_RF_WINNER))
            status = winner_belongs(o, rf, matching_row(rf, &sheet, s), ev);
    if (!status)
        status = check_added_round(o, ev, &sheet, added);
    pairing_event_free(ev);
    if (!status && rf->changed)
        status = cli_results_save(rf);
    if (!status)
        say_merged(rf, o->sheet, filled, added);
    free(added);
    cli_results_free(&sheet);
    return status;
}

int cli_record(const cli_options *o)
{
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("record needs the results file (--event FILE, or "
                                      "--results FILE with --entrants and --system)"));
    cli_results_file rf;
    int status = cli_open_results_file(o, o->results, &rf);
    if (status)
        return status;
    if (o->teams)
        status = cli_record_team_results(o, &rf);
    else
        status = o->sheet ? record_sheet(o, &rf) : record_one(o, &rf);
    cli_results_free(&rf);
    return status;
}
