/*
 * check.c - `pairing check`: does the last round in the results obey the
 * rules of the Qiu system or the plain Swiss?  The report goes to the output
 * either way; the exit status is 0 when it does and 65 when it does not.
 */
#include <string.h>

#include "commands/commands.h"

int cli_check(const cli_options *o)
{
    const char *format = o->format ? o->format : "text";
    if (strcmp(format, "json") != 0 && strcmp(format, "text") != 0)
        return cli_fail(EXIT_USAGE, _("check: --format is json or text, not '%s'"),
                        format);
    pairing_system system;
    pairing_swiss_options so;
    int status = cli_read_swiss_options(o, &system, &so);
    if (!status && system == PAIRING_SYSTEM_DUTCH && o->trf) /* SPEC §15: a TRF in */
        return cli_check_dutch(o, &so, format);
    if (!status && system == PAIRING_SYSTEM_DUTCH) /* the event's files, as others */
        status = cli_dutch_settings_complete(o, &so);
    pairing_event *ev = NULL;
    if (!status)
        status = cli_load_stage_event(o, system, 1, NULL, &ev);
    if (!status && system == PAIRING_SYSTEM_DUTCH) /* C.04.5.1 */
        status = cli_apply_baku(o, ev, so.rounds, 0, 0);
    if (status)
        return status;
    pairing_error err;
    pairing_report *rep = pairing_swiss_check(ev, &so, &err);
    if (!rep) {
        status = cli_library_error(&err, o->entrants, o->results);
        pairing_event_free(ev);
        return status;
    }
    cli_context cx;
    cli_swiss_context(&cx, o, ev, system, &so);
    status = cli_write_report(o, &cx, rep, system, format);
    pairing_report_free(rep);
    pairing_event_free(ev);
    return status;
}
