/*
 * team_check.c - `pairing team check` (SPEC §10): does the last round of a
 * team event obey the rules?  The teams' pairing (the Qiu system, the Swiss,
 * or the Berger table of a round robin) and every board's colours; the report
 * goes to the output either way, and the exit status is 65 on a breach, as
 * `pairing check`'s.
 */
#include <string.h>

#include "commands/commands.h"

/* The system and, for the Qiu system and the Swiss, their options. */
static int read_system(const cli_options *o, pairing_system *system,
                       pairing_swiss_options *so)
{
    pairing_swiss_defaults(so);
    if (o->system && pairing_system_parse(o->system, system) == PAIRING_OK &&
        *system == PAIRING_SYSTEM_ROUNDROBIN)
        return EXIT_OK;
    if (o->system && pairing_system_parse(o->system, system) == PAIRING_OK &&
        *system == PAIRING_SYSTEM_KNOCKOUT)
        return cli_bad_setting(
            o, "system",
            _("team check checks qiu, swiss or roundrobin: a knockout's "
              "matches come from its draw (pairing team knockout)"));
    return cli_read_swiss_options(o, system, so);
}

static void check_context(cli_context *cx, const cli_options *o,
                          const pairing_team_event *ev, pairing_system system,
                          const pairing_swiss_options *so)
{
    if (system == PAIRING_SYSTEM_ROUNDROBIN) {
        cli_context_init(cx, o);
        cli_context_add(cx, "system", 0, "roundrobin");
        cli_context_add(cx, "double", 0, "%s", o->is_double ? "yes" : "no");
    } else {
        cli_swiss_context(cx, o, pairing_team_event_teams(ev), system, so);
    }
    cli_team_context(cx, ev);
}

int cli_team_check(const cli_options *o)
{
    const char *format = o->format ? o->format : "text";
    if (strcmp(format, "json") != 0 && strcmp(format, "text") != 0)
        return cli_fail(EXIT_USAGE, _("team check: --format is json or text, not '%s'"),
                        format);
    pairing_system system;
    pairing_swiss_options so;
    int status = read_system(o, &system, &so);
    pairing_team_event *ev = NULL;
    if (!status)
        status = cli_load_team_event(o, system, 1, &ev);
    if (status)
        return status;
    pairing_error err;
    pairing_report *rep =
        pairing_team_check(ev, system == PAIRING_SYSTEM_ROUNDROBIN ? NULL : &so, &err);
    if (!rep) {
        cli_sources files = {o->members, o->results, o->teams, o->lineups};
        status = cli_library_error_in(&err, &files);
        pairing_team_event_free(ev);
        return status;
    }
    cli_context cx;
    check_context(&cx, o, ev, system, &so);
    status = cli_write_report(o, &cx, rep, system, format);
    pairing_report_free(rep);
    pairing_team_event_free(ev);
    return status;
}
