/*
 * relay_csv.c - a relay's results (擂台赛, SPEC §10) as a table of csv_table.c
 * (any encoding, separator and header language of SPEC §9):
 *
 *   game,first,second,result[,winner]
 *
 * one row a game, in the order played; each goes to the relay as it is read,
 * so a game out of turn is refused with its own line.
 */
#include "formats/csv_table.h"

enum { R_GAME, R_FIRST, R_SECOND, R_RESULT, R_WINNER, R_COLUMNS };

static int game_row(cli_table *t, char **fields, long line)
{
    pairing_relay_game g = {0,
                            cli_table_field(t, fields, R_FIRST),
                            cli_table_field(t, fields, R_SECOND),
                            PAIRING_PENDING,
                            cli_table_field(t, fields, R_WINNER),
                            line};
    long v;
    const char *number = cli_table_field(t, fields, R_GAME);
    if (!*number) /* the next game */
        v = 0;
    else if (cli_parse_whole(number, 1000000, &v) || v < 1)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("game '%s' is not a number from 1 to 1000000"), number);
    g.game = (int)v;
    const char *token = cli_table_field(t, fields, R_RESULT);
    if (cli_result_outcome(token, &g.outcome))
        return cli_fail_at(
            EXIT_DATA, t->path, line,
            _("unknown result '%s' (use 1-0, 0-1, =, +-, -+, 先胜, 后胜, 和, "
              "先弃权, 后弃权, or leave it empty)"),
            token);
    pairing_error err;
    if (!pairing_relay_add_game(t->target, &g, &err))
        return EXIT_OK;
    cli_sources files = {t->path, t->path, t->path, t->path};
    return cli_library_error_in(&err, &files);
}

int cli_parse_relay_results(const char *name, const char *data, size_t len,
                            cli_encoding encoding, pairing_relay *relay)
{
    cli_column columns[R_COLUMNS] = {{"game", 1, -1},
                                     {"first", 1, -1},
                                     {"second", 1, -1},
                                     {"result", 1, -1},
                                     {"winner", 0, -1}};
    return cli_read_rows(name, data, len, encoding, columns, R_COLUMNS, game_row, relay);
}
