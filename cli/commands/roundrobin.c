/*
 * roundrobin.c - `pairing roundrobin`: the whole Berger schedule.
 */
#include <string.h>

#include "commands/commands.h"

int cli_roundrobin(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    if (strcmp(format, "json") != 0 && strcmp(format, "text") != 0 &&
        strcmp(format, "html") != 0)
        return cli_fail(EXIT_USAGE,
                        _("roundrobin: --format is json, text or html, not '%s'"),
                        format);
    pairing_event *ev;
    int status = cli_load_stage_event(o, PAIRING_SYSTEM_ROUNDROBIN, 0, NULL, &ev);
    if (status)
        return status;
    pairing_error err;
    pairing_schedule *s = pairing_roundrobin_new(ev, o->is_double ? 2 : 1, &err);
    if (!s) {
        status = cli_library_error(&err, o->entrants, NULL);
        pairing_event_free(ev);
        return status;
    }
    cli_context cx;
    cli_context_init(&cx, o);
    cli_context_add(&cx, "system", 0, "roundrobin");
    cli_context_add(&cx, "double", 0, "%s", o->is_double ? "yes" : "no");
    cli_context_lots(&cx, ev);
    cli_results_file rf = {0};
    if (o->record && !(status = cli_record_open(o, &rf)))
        status = cli_record_schedule(&rf, ev, s);
    cli_buffer out = {0};
    if (!status && strcmp(format, "json") == 0)
        status = cli_json_schedule(&out, &cx, ev, s);
    else if (!status && strcmp(format, "html") == 0)
        status = cli_html_schedule(&out, &cx, ev, s);
    else if (!status)
        status = cli_text_schedule(&out, &cx, ev, s);
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && o->record)
        status = cli_record_save(&rf, _("the schedule"), CLI_RECORD_BY_COMMAND);
    cli_results_free(&rf);
    cli_buffer_free(&out);
    pairing_schedule_free(s);
    pairing_event_free(ev);
    return status;
}
