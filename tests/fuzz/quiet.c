/*
 * quiet.c - the fuzz targets' own cli_report, in place of cli/report.c: the
 * CLI's messages are dropped, so standard error stays libFuzzer's.
 */
#include "fuzz.h"

void cli_report(const char *file, long line, const char *fmt, va_list ap)
{
    (void)file;
    (void)line;
    (void)fmt;
    (void)ap;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

void cli_report_said(const char *fmt, va_list ap)
{
    (void)fmt;
    (void)ap;
}

void cli_report_into(cli_report_sink *sink)
{
    (void)sink;
}
