/*
 * players.c - `pairing players`: the entrants in their initial numbering (序号,
 * SPEC §1), the list a director posts before round 1 so that each player knows
 * his number.
 */
#include <string.h>

#include "commands/commands.h"

typedef int (*players_writer)(cli_buffer *, const cli_context *, const pairing_event *);

static players_writer choose_writer(const char *format)
{
    static const struct {
        const char *name;
        players_writer write;
    } writers[] = {{"json", cli_json_players},
                   {"text", cli_text_players},
                   {"csv", cli_csv_players},
                   {"html", cli_html_players}};
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++)
        if (strcmp(format, writers[i].name) == 0)
            return writers[i].write;
    return NULL;
}

int cli_players(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    players_writer write = choose_writer(format);
    if (!write)
        return cli_fail(EXIT_USAGE,
                        _("players: --format is json, text, csv or html, not '%s'"),
                        format);
    /* the numbering is the same in every system: the system, when known, only
     * names the event on the page */
    pairing_system system = PAIRING_SYSTEM_SWISS;
    if (o->system && pairing_system_parse(o->system, &system))
        return cli_bad_setting(
            o, "system", _("roundrobin, knockout, qiu or swiss, not '%s'"), o->system);
    pairing_event *ev;
    int status = cli_load_stage_event(o, system, 0, NULL, &ev);
    if (status)
        return status;
    cli_context cx;
    cli_context_init(&cx, o);
    if (o->system)
        cli_context_add(&cx, "system", 0, "%s", pairing_system_name(system));
    cli_context_group(&cx, o);
    cli_context_lots(&cx, ev);
    cli_buffer out = {0};
    status = write(&out, &cx, ev);
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    pairing_event_free(ev);
    return status;
}
