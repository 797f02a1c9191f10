/*
 * team_scheveningen.c - `pairing team scheveningen` (全队轮赛制, SPEC §10):
 * two teams of n members, n rounds, every member of one meeting every member
 * of the other once, as the standard table (or --table FILE) says; with
 * --results, each board's result, the score so far and, when every round is
 * in, the two teams ranked by 局分 then rounds won, with every player's score.
 *
 * The teams decide n, which the team event needs as its boards: the teams and
 * members are read once to learn it, then with the results on n boards.
 * Team B's members move from board to board, so the event's lineups are free
 * (临时定台制) and the table, not the lineup rule, says who sits where.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

typedef int (*scheveningen_writer)(cli_buffer *, const cli_context *,
                                   const cli_scheveningen_view *);

static scheveningen_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_scheveningen;
    if (strcmp(format, "text") == 0)
        return cli_text_scheveningen;
    if (strcmp(format, "csv") == 0)
        return cli_csv_scheveningen;
    if (strcmp(format, "html") == 0)
        return cli_html_scheveningen;
    return NULL;
}

/* The options a team event is loaded with: n boards, lineups free. */
static cli_options with_boards(const cli_options *o, const char *boards)
{
    cli_options shaped = *o;
    shaped.boards = boards;
    shaped.lineup_rule = "free";
    return shaped;
}

/* n, from the teams and members alone (their errors first, as files name them). */
static int read_size(const cli_options *o, int *n)
{
    cli_options first = with_boards(o, "1");
    first.results = NULL;
    pairing_team_event *ev = NULL;
    int status = cli_load_team_event(&first, PAIRING_SYSTEM_SWISS, 0, &ev);
    if (status)
        return status;
    pairing_error err;
    if (pairing_scheveningen_teams(ev, o->table != NULL, n, &err)) {
        cli_sources files = {o->members, o->results, o->teams, o->lineups};
        status = cli_library_error_in(&err, &files);
    }
    pairing_team_event_free(ev);
    return status;
}

/* A library error: a table's names the --table file, the others theirs. */
static int scheveningen_error(const cli_options *o, const pairing_error *err)
{
    char text[CLI_ERROR_TEXT_SIZE];
    if (err->source == PAIRING_SOURCE_TABLE)
        return cli_fail_at(err->code == PAIRING_ERR_NOMEM ? EXIT_SOFTWARE : EXIT_DATA,
                           o->table, err->line, "%s",
                           cli_error_text(err, text, sizeof text));
    cli_sources files = {o->members, o->results, o->teams, NULL};
    return cli_library_error_in(err, &files);
}

static int read_table(const cli_options *o, int n, cli_scheveningen_table *table)
{
    if (!o->table)
        return EXIT_OK;
    cli_encoding encoding;
    int status = cli_encoding_of(o, &encoding);
    if (!status)
        status = cli_parse_scheveningen_table(o->table, NULL, 0, encoding, table);
    pairing_error err;
    if (!status && pairing_scheveningen_check_table(n, table->games, table->count, &err))
        status = scheveningen_error(o, &err);
    return status;
}

void cli_scheveningen_context(cli_context *cx, const cli_options *o,
                              const pairing_team_event *ev)
{
    pairing_team_options to = pairing_team_event_options(ev);
    char w[32], d[32], l[32];
    cli_context_init(cx, o);
    cx->unit = "Team";
    cli_format_points(to.game_points[0], w, sizeof w);
    cli_format_points(to.game_points[1], d, sizeof d);
    cli_format_points(to.game_points[2], l, sizeof l);
    cli_context_add(cx, "points", 0, "%s,%s,%s", w, d, l);
    cli_format_points(to.match_points[0], w, sizeof w);
    cli_format_points(to.match_points[1], d, sizeof d);
    cli_format_points(to.match_points[2], l, sizeof l);
    cli_context_add(cx, "match-points", 0, "%s,%s,%s", w, d, l);
    cli_context_add(cx, "table", 0, "%s", o->table ? o->table : "standard");
}

static int write_view(const cli_options *o, scheveningen_writer write,
                      const pairing_team_event *ev, const pairing_scheveningen *s)
{
    cli_context cx;
    cli_scheveningen_context(&cx, o, ev);
    cli_scheveningen_view v = {ev, s, o->results != NULL, o->table};
    cli_buffer out = {0};
    int status = write(&out, &cx, &v);
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    return status;
}

int cli_scheveningen_load(const cli_options *o, pairing_team_event **ev,
                          pairing_scheveningen **s)
{
    *ev = NULL;
    *s = NULL;
    int n = 0;
    int status = read_size(o, &n);
    cli_scheveningen_table table = {0};
    if (!status)
        status = read_table(o, n, &table);
    char boards[16];
    snprintf(boards, sizeof boards, "%d", n);
    cli_options shaped = with_boards(o, boards);
    if (!status)
        status = cli_load_team_event(&shaped, PAIRING_SYSTEM_SWISS, 0, ev);
    pairing_error err;
    if (!status && !(*s = pairing_scheveningen_new(*ev, o->table ? table.games : NULL,
                                                   table.count, &err)))
        status = scheveningen_error(o, &err);
    cli_scheveningen_table_free(&table);
    if (status) {
        pairing_team_event_free(*ev);
        *ev = NULL;
    }
    return status;
}

int cli_team_scheveningen(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    scheveningen_writer write = choose_writer(format);
    if (!write)
        return cli_fail(
            EXIT_USAGE,
            _("team scheveningen: --format is json, text, csv or html, not '%s'"),
            format);
    pairing_team_event *ev = NULL;
    pairing_scheveningen *s = NULL;
    int status = cli_scheveningen_load(o, &ev, &s);
    if (!status)
        status = write_view(o, write, ev, s);
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
    return status;
}
