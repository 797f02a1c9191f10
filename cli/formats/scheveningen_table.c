/*
 * scheveningen_table.c - a Scheveningen table given with --table (SPEC §10,
 * teams.md §4.6.5), as a table of csv_table.c (any encoding, separator and
 * header language of SPEC §9):
 *
 *   round,board,first,second     one game a row: first moves first
 *   1,1,A1,B1                    A1 is team A's member of order 1, B3 team B's
 *   1,3,B3,A3                    member of order 3
 *
 * The rows are read here; whether they make a table (every Ai meets every Bj
 * once, one game a player a round, first moves balanced) is the library's to
 * say (pairing_scheveningen_check_table), naming the row's line.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "formats/csv_table.h"

enum { S_ROUND, S_BOARD, S_FIRST, S_SECOND, S_COLUMNS };

/* A1, b12: the side (0 for A, 1 for B) and the order, 1..PAIRING_MAX_BOARDS;
 * -1 when the text is not such a label. */
static int read_label(const char *text, int *order)
{
    int side = toupper((unsigned char)text[0]) == 'A'   ? 0
               : toupper((unsigned char)text[0]) == 'B' ? 1
                                                        : -1;
    long v;
    if (side < 0 || cli_parse_uint(text + 1, PAIRING_MAX_BOARDS, &v) || v < 1)
        return -1;
    *order = (int)v;
    return side;
}

static int whole_number(const cli_table *t, char **fields, int column, const char *what,
                        long line, int *out)
{
    const char *text = cli_table_field(t, fields, column);
    long v;
    if (cli_parse_uint(text, PAIRING_MAX_BOARDS, &v) || v < 1)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("%s '%s' is not a number from 1 to %d"), what, text,
                           PAIRING_MAX_BOARDS);
    *out = (int)v;
    return EXIT_OK;
}

static int game_row(cli_table *t, char **fields, long line)
{
    cli_scheveningen_table *table = t->target;
    pairing_scheveningen_game g = {0, 0, 0, 0, 0, line};
    int status;
    if ((status = whole_number(t, fields, S_ROUND, "round", line, &g.round)) ||
        (status = whole_number(t, fields, S_BOARD, "board", line, &g.board)))
        return status;
    const char *first = cli_table_field(t, fields, S_FIRST);
    const char *second = cli_table_field(t, fields, S_SECOND);
    int first_order = 0, second_order = 0;
    int first_side = read_label(first, &first_order);
    int second_side = read_label(second, &second_order);
    if (first_side < 0 || second_side < 0)
        return cli_fail_at(
            EXIT_DATA, t->path, line,
            _("'%s': a player of the table is A or B and an order from 1 to "
              "%d (A1, B3)"),
            first_side < 0 ? first : second, PAIRING_MAX_BOARDS);
    if (first_side == second_side)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("%s and %s are both of team %c: a game is between A and B"),
                           first, second, first_side ? 'B' : 'A');
    g.a_first = first_side == 0;
    g.a = g.a_first ? first_order : second_order;
    g.b = g.a_first ? second_order : first_order;
    if (cli_grow((void **)&table->games, &table->cap, table->count + 1, sizeof g, 16))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    table->games[table->count++] = g;
    return EXIT_OK;
}

int cli_parse_scheveningen_table(const char *name, const char *data, size_t len,
                                 cli_encoding encoding, cli_scheveningen_table *table)
{
    cli_column columns[S_COLUMNS] = {
        {"round", 1, -1}, {"board", 1, -1}, {"first", 1, -1}, {"second", 1, -1}};
    return cli_read_rows(name, data, len, encoding, columns, S_COLUMNS, game_row, table);
}

void cli_scheveningen_table_free(cli_scheveningen_table *table)
{
    free(table->games);
    memset(table, 0, sizeof *table);
}
