/*
 * team_standings.c - `pairing team standings` (SPEC §10): the teams ranked by
 * match points and the team tiebreaks, and beside them the board table, each
 * board's players by their points there, for the board prizes.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

typedef int (*team_table_writer)(cli_buffer *, const cli_context *,
                                 const cli_team_table *);

static team_table_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_team_standings;
    if (strcmp(format, "csv") == 0)
        return cli_csv_team_standings;
    if (strcmp(format, "text") == 0)
        return cli_text_team_standings;
    if (strcmp(format, "html") == 0)
        return cli_html_team_standings;
    return NULL;
}

/* Each member's games on each board, up to the round the standings are after. */
static int board_records(const pairing_team_event *ev, const pairing_standings *st,
                         pairing_board_record **out)
{
    size_t n = (size_t)pairing_event_entrants(pairing_team_event_members(ev));
    size_t boards = (size_t)pairing_team_event_options(ev).boards;
    *out = calloc(n * boards + 1, sizeof **out);
    if (!*out)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    pairing_error err;
    if (pairing_team_event_board_records(ev, pairing_standings_after_round(st), *out,
                                         &err))
        return cli_library_error(&err, NULL, NULL);
    return EXIT_OK;
}

static int write_table(const cli_options *o, team_table_writer write,
                       const pairing_team_event *ev, const pairing_standings *st,
                       const pairing_standings_options *so)
{
    pairing_board_record *records = NULL;
    int status = board_records(ev, st, &records);
    if (!status) {
        cli_context cx;
        cli_standings_context(&cx, o, pairing_team_event_teams(ev), st, so);
        cli_team_context(&cx, ev);
        cli_team_table t = {ev, st, records};
        cli_buffer out = {0};
        status = write(&out, &cx, &t);
        if (!status)
            status = cli_write_command_output(o, &out);
        cli_buffer_free(&out);
    }
    free(records);
    return status;
}

int cli_team_standings(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    team_table_writer write = choose_writer(format);
    if (!write)
        return cli_fail(
            EXIT_USAGE,
            _("team standings: --format is json, csv, text or html, not '%s'"), format);
    pairing_system system;
    pairing_standings_options so;
    int status = cli_read_standings_options(o, &system, &so);
    pairing_team_event *ev = NULL;
    if (!status)
        status = cli_load_team_event(o, system, 1, &ev);
    if (status)
        return status;
    pairing_error err;
    pairing_standings *st = pairing_team_standings_new(ev, &so, &err);
    if (!st) {
        cli_sources files = {o->members, o->results, o->teams, o->lineups};
        status = cli_standings_error(o, &err, &files);
    } else {
        status = write_table(o, write, ev, st, &so);
    }
    pairing_standings_free(st);
    pairing_team_event_free(ev);
    return status;
}
