/*
 * report.c - where the CLI's messages are written: standard error for a
 * problem, standard output for what a command says it did; or, while the
 * director's desk runs a command for a request (SPEC §14), into that request's
 * sink, to be answered in its JSON.  Kept apart from messages.c so that the
 * fuzz targets can link a silent one instead (tests/fuzz/quiet.c): libFuzzer
 * needs standard error for its own reports.
 */
#include <stdio.h>
#include <string.h>

#include "support/support.h"

/* The sink of the request being answered.  Thread-local: the desk answers its
 * requests on one thread, and nothing else of the tool ever sets it. */
static _Thread_local cli_report_sink *sink;

void cli_report_into(cli_report_sink *s)
{
    sink = s;
}

cli_report_sink *cli_report_current(void)
{
    return sink;
}

static void keep_problem(const char *file, long line, const char *fmt, va_list ap)
{
    snprintf(sink->file, sizeof sink->file, "%s", file ? file : "");
    sink->line = line;
    vsnprintf(sink->message, sizeof sink->message, fmt, ap);
    sink->problems++;
}

void cli_report(const char *file, long line, const char *fmt, va_list ap)
{
    if (sink) {
        keep_problem(file, line, fmt, ap);
        return;
    }
    if (!file)
        fputs("pairing: ", stderr);
    else if (line > 0)
        fprintf(stderr, "%s:%ld: ", file, line);
    else
        fprintf(stderr, "%s: ", file);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void cli_report_said(const char *fmt, va_list ap)
{
    if (sink) { /* kept as far as it fits: it is shown, never read back */
        size_t used = strlen(sink->said);
        vsnprintf(sink->said + used, sizeof sink->said - used, fmt, ap);
        return;
    }
    vprintf(fmt, ap);
}
