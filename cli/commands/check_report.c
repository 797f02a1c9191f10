/*
 * check_report.c - what pairing check and team check print, for every system
 * (the Dutch system's too): the report, then 65 when it found a breach.
 */
#include <string.h>

#include "commands/commands.h"

/* The report to the output, whatever it says; then 65 when it found a breach,
 * blaming the file the round came from (the TRF of the Dutch system's). */
int cli_write_report(const cli_options *o, const cli_context *cx,
                     const pairing_report *rep, pairing_system system, const char *format)
{
    cli_buffer out = {0};
    int status = strcmp(format, "json") == 0 ? cli_json_report(&out, cx, rep, system)
                                             : cli_text_report(&out, cx, rep, system);
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && pairing_report_problems(rep))
        status = cli_fail_at(EXIT_DATA, o->trf ? o->trf : o->results, 0,
                             ngettext("round %d breaks the rules (%d problem)",
                                      "round %d breaks the rules (%d problems)",
                                      (unsigned long)pairing_report_problems(rep)),
                             pairing_report_round(rep), pairing_report_problems(rep));
    cli_buffer_free(&out);
    return status;
}
