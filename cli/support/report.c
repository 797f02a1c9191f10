/*
 * report.c - where the CLI's messages are written: standard error.  Kept apart
 * from messages.c so that the fuzz targets can link a silent one instead
 * (tests/fuzz/quiet.c): libFuzzer needs standard error for its own reports.
 */
#include <stdio.h>

#include "support/support.h"

void cli_report(const char *file, long line, const char *fmt, va_list ap)
{
    if (!file)
        fputs("pairing: ", stderr);
    else if (line > 0)
        fprintf(stderr, "%s:%ld: ", file, line);
    else
        fprintf(stderr, "%s: ", file);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}
