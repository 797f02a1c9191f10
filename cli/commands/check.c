/*
 * cmd_check.c - `pairing check`: does the last round in the results obey the
 * rules of the Qiu system or the plain Swiss?  The report goes to the output
 * either way; the exit status is 0 when it does and 65 when it does not.
 */
#include <jansson.h>
#include <string.h>

#include "cli.h"

static int write_report(cli_buffer *out, const pairing_report *rep, pairing_system system,
                        int json)
{
    int n = pairing_report_problems(rep);
    if (!json) {
        cli_buffer_printf(out, "Round %d (%s): %s\n", pairing_report_round(rep),
                          pairing_system_name(system),
                          n ? "the pairing breaks the rules"
                            : "the pairing obeys the rules");
        for (int i = 0; i < n; i++)
            cli_buffer_printf(out, "  - %s\n", pairing_report_problem(rep, i));
        return EXIT_OK;
    }
    json_t *root = json_object(), *problems = json_array();
    int failed = !root || !problems;
    failed |=
        json_object_set_new(root, "system", json_string(pairing_system_name(system)));
    failed |= json_object_set_new(root, "round", json_integer(pairing_report_round(rep)));
    failed |= json_object_set_new(root, "ok", json_boolean(n == 0));
    for (int i = 0; i < n; i++)
        failed |=
            json_array_append_new(problems, json_string(pairing_report_problem(rep, i)));
    failed |= json_object_set_new(root, "problems", problems);
    char *text = failed ? NULL : json_dumps(root, JSON_INDENT(2));
    json_decref(root);
    if (!text)
        return cli_fail(EXIT_SOFTWARE, "out of memory while writing JSON");
    cli_buffer_puts(out, text);
    cli_buffer_puts(out, "\n");
    free(text);
    return EXIT_OK;
}

int cli_check(const cli_options *o)
{
    const char *format = o->format ? o->format : "text";
    if (strcmp(format, "json") != 0 && strcmp(format, "text") != 0)
        return cli_fail(EXIT_USAGE, "check: --format is json or text, not '%s'", format);
    pairing_system system;
    pairing_swiss_options so;
    int status = cli_read_swiss_options(o, &system, &so);
    pairing_event *ev = NULL;
    if (!status)
        status = cli_load_event(o, system, 1, &ev);
    if (status)
        return status;
    pairing_error err;
    pairing_report *rep = pairing_swiss_check(ev, &so, &err);
    if (!rep) {
        status = cli_library_error(&err, o->entrants, o->results);
        pairing_event_free(ev);
        return status;
    }
    cli_buffer out = {0};
    status = write_report(&out, rep, system, strcmp(format, "json") == 0);
    if (!status)
        status = cli_write_output(&out, o->output);
    if (!status && pairing_report_problems(rep))
        status = cli_fail_at(EXIT_DATA, o->results, 0,
                             "round %d breaks the rules (%d problem%s)",
                             pairing_report_round(rep), pairing_report_problems(rep),
                             pairing_report_problems(rep) == 1 ? "" : "s");
    cli_buffer_free(&out);
    pairing_report_free(rep);
    pairing_event_free(ev);
    return status;
}
