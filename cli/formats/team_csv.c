/*
 * team_csv.c - the files of a team event (SPEC §10), as tables of
 * csv_table.c (any encoding, separator and header language of SPEC §9):
 *
 *   teams     id,name[,rank,rating,group,withdrawn]
 *   members   the entrants' columns, then team[,order]
 *   lineups   round,team,board,player
 *   results   round,first_team,second_team,board,game,first,second,result[,winner]
 */
#include <stdlib.h>
#include <string.h>

#include "formats/csv_table.h"

/* The library's refusal of a row of the file read now. */
static int row_refused(const cli_table *t, const pairing_error *err)
{
    cli_sources files = {t->path, t->path, t->path, t->path};
    return cli_library_error_in(err, &files);
}

/* ---- teams ---- */

enum { T_ID, T_NAME, T_RANK, T_RATING, T_GROUP, T_WITHDRAWN, T_COLUMNS };

static int team_row(cli_table *t, char **fields, long line)
{
    pairing_team team = {cli_table_field(t, fields, T_ID),
                         cli_table_field(t, fields, T_NAME),
                         cli_table_field(t, fields, T_GROUP),
                         PAIRING_UNRATED,
                         0,
                         PAIRING_ACTIVE,
                         line};
    int status;
    if ((status = cli_table_number(t, cli_table_field(t, fields, T_RANK), "rank", line, 0,
                                   &team.rank)) ||
        (status = cli_table_number(t, cli_table_field(t, fields, T_RATING), "rating",
                                   line, PAIRING_UNRATED, &team.rating)) ||
        (status = cli_table_number(t, cli_table_field(t, fields, T_WITHDRAWN),
                                   "withdrawn", line, PAIRING_ACTIVE, &team.withdrawn)))
        return status;
    if (cli_table_has(t, T_RANK) && team.rank == 0)
        return cli_fail_at(
            EXIT_DATA, t->path, line,
            _("team '%s': rank must be given, 1 or more, on every row when "
              "the column is present"),
            team.id);
    pairing_error err;
    return pairing_team_event_add_team(t->target, &team, &err) ? row_refused(t, &err)
                                                               : EXIT_OK;
}

int cli_parse_teams(const char *name, const char *data, size_t len, cli_encoding encoding,
                    pairing_team_event *ev)
{
    cli_column columns[T_COLUMNS] = {{"id", 1, -1},    {"name", 1, -1},
                                     {"rank", 0, -1},  {"rating", 0, -1},
                                     {"group", 0, -1}, {"withdrawn", 0, -1}};
    return cli_read_rows_naming(name, data, len, encoding, columns, T_COLUMNS, team_row,
                                ev, "name");
}

/* ---- members ---- */

enum { M_TEAM = CLI_E_COLUMNS, M_ORDER, M_COLUMNS };

static int member_row(cli_table *t, char **fields, long line)
{
    pairing_member m;
    int status = cli_entrant_of_row(t, fields, line, &m.player);
    if (!status)
        status = cli_table_number(t, cli_table_field(t, fields, M_ORDER), "order", line,
                                  0, &m.order);
    if (status)
        return status;
    m.team = cli_table_field(t, fields, M_TEAM);
    pairing_error err;
    return pairing_team_event_add_member(t->target, &m, &err) ? row_refused(t, &err)
                                                              : EXIT_OK;
}

int cli_parse_members(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_team_event *ev)
{
    cli_column columns[M_COLUMNS] = {
        CLI_ENTRANT_COLUMNS, {"team", 1, -1}, {"order", 0, -1}};
    return cli_read_rows(name, data, len, encoding, columns, M_COLUMNS, member_row, ev);
}

/* ---- lineups ---- */

enum { L_ROUND, L_TEAM, L_BOARD, L_PLAYER, L_COLUMNS };

/* A whole number from 1 to max, named in the message when it is not. */
static int positive(const cli_table *t, char **fields, int column, const char *what,
                    long max, long line, int *out)
{
    long v;
    const char *text = cli_table_field(t, fields, column);
    if (cli_parse_whole(text, max, &v) || v < 1)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("%s '%s' is not a number from 1 to %ld"), what, text, max);
    *out = (int)v;
    return EXIT_OK;
}

static int seat_row(cli_table *t, char **fields, long line)
{
    pairing_seat s = {0, cli_table_field(t, fields, L_TEAM), 0,
                      cli_table_field(t, fields, L_PLAYER), line};
    int status;
    if ((status =
             positive(t, fields, L_ROUND, "round", PAIRING_MAX_ROUNDS, line, &s.round)) ||
        (status =
             positive(t, fields, L_BOARD, "board", PAIRING_MAX_BOARDS, line, &s.board)))
        return status;
    pairing_error err;
    return pairing_team_event_add_seat(t->target, &s, &err) ? row_refused(t, &err)
                                                            : EXIT_OK;
}

int cli_parse_lineups(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_team_event *ev)
{
    cli_column columns[L_COLUMNS] = {
        {"round", 1, -1}, {"team", 1, -1}, {"board", 1, -1}, {"player", 1, -1}};
    return cli_read_rows(name, data, len, encoding, columns, L_COLUMNS, seat_row, ev);
}

/* ---- results ---- */

enum {
    B_ROUND,
    B_FIRST_TEAM,
    B_SECOND_TEAM,
    B_BOARD,
    B_GAME,
    B_FIRST,
    B_SECOND,
    B_RESULT,
    B_WINNER,
    B_COLUMNS
};

/* An optional whole number: empty gives 0 (a team-level row's board, game 1). */
static int optional(const cli_table *t, char **fields, int column, const char *what,
                    long max, long line, int *out)
{
    *out = 0;
    return *cli_table_field(t, fields, column)
               ? positive(t, fields, column, what, max, line, out)
               : EXIT_OK;
}

static int board_row(cli_table *t, char **fields, long line)
{
    pairing_board_result r = {0,
                              cli_table_field(t, fields, B_FIRST_TEAM),
                              cli_table_field(t, fields, B_SECOND_TEAM),
                              0,
                              0,
                              cli_table_field(t, fields, B_FIRST),
                              cli_table_field(t, fields, B_SECOND),
                              PAIRING_PENDING,
                              cli_table_field(t, fields, B_WINNER),
                              line};
    int status;
    if ((status =
             positive(t, fields, B_ROUND, "round", PAIRING_MAX_ROUNDS, line, &r.round)) ||
        (status =
             optional(t, fields, B_BOARD, "board", PAIRING_MAX_BOARDS, line, &r.board)) ||
        (status = optional(t, fields, B_GAME, "game", PAIRING_MAX_GAMES, line, &r.game)))
        return status;
    const char *token = cli_table_field(t, fields, B_RESULT);
    if (cli_result_outcome(token, &r.outcome))
        return cli_unknown_result(t->path, line, token);
    pairing_error err;
    return pairing_team_event_add_result(t->target, &r, &err) ? row_refused(t, &err)
                                                              : EXIT_OK;
}

int cli_parse_team_results(const char *name, const char *data, size_t len,
                           cli_encoding encoding, pairing_team_event *ev)
{
    cli_column columns[B_COLUMNS] = {
        {"round", 1, -1},  {"first_team", 1, -1}, {"second_team", 1, -1},
        {"board", 1, -1},  {"game", 0, -1},       {"first", 1, -1},
        {"second", 1, -1}, {"result", 1, -1},     {"winner", 0, -1}};
    return cli_read_rows(name, data, len, encoding, columns, B_COLUMNS, board_row, ev);
}
