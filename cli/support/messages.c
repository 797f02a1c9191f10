/*
 * messages.c - what every command prints on failure: FILE:LINE: problem for
 * problems in an input file, pairing: problem otherwise, with a sysexits status.
 */
#include <stdarg.h>
#include <stdio.h>

#include "support/support.h"

int cli_fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_report(NULL, 0, fmt, ap);
    va_end(ap);
    return status;
}

int cli_fail_at(int status, const char *file, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_report(file, line, fmt, ap);
    va_end(ap);
    return status;
}

/* A remark that is no failure, on standard error: FILE: what (SPEC §9: a file
 * read as GB18030). */
void cli_note(const char *file, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_report(file, 0, fmt, ap);
    va_end(ap);
}

/* The tool's own words for what the library hints at.  They stay in English
 * with the library's sentence they end, until that sentence is rendered by the
 * tool from its code (issue 21): a sentence is in one language. */
static const char *hint_text(int hint)
{
    switch (hint) {
    case PAIRING_HINT_ALLOW_REMATCHES:
        return " (--allow-rematches pairs them anyway, with as few rematches as "
               "possible)";
    case PAIRING_HINT_ROUNDS:
        return " (--rounds N)";
    case PAIRING_HINT_WINNER:
        return " (pairing record ROUND MATCH = --winner ID enters the draw with him, "
               "MATCH as the bracket numbers it)";
    case PAIRING_HINT_RESULT_MISSING:
        return "; pairing record enters it, and swiss --round N prints a recorded round "
               "again";
    default:
        return "";
    }
}

/* A library error: name the file it is about, and map the code to an exit status. */
int cli_library_error_in(const pairing_error *err, const cli_sources *files)
{
    int status;
    switch (err->code) {
    case PAIRING_ERR_DATA:
    case PAIRING_ERR_LIMIT:
    case PAIRING_ERR_NO_PAIRING:
        status = EXIT_DATA;
        break;
    case PAIRING_ERR_INVALID:
        status = EXIT_USAGE;
        break;
    default:
        status = EXIT_SOFTWARE;
        break;
    }
    static const cli_sources none = {NULL, NULL, NULL, NULL};
    if (!files)
        files = &none;
    const char *file = err->source == PAIRING_SOURCE_ENTRANTS  ? files->entrants
                       : err->source == PAIRING_SOURCE_RESULTS ? files->results
                       : err->source == PAIRING_SOURCE_TEAMS   ? files->teams
                       : err->source == PAIRING_SOURCE_LINEUPS ? files->lineups
                                                               : NULL;
    const char *hint = hint_text(err->hint);
    if (err->hint == PAIRING_HINT_RESULT_MISSING && files->teams)
        hint = "; pairing record ROUND RESULT --player ID enters a game's result, or the "
               "result column of its board's row takes it";
    return cli_fail_at(status, file, err->line, "%s%s", err->text, hint);
}

int cli_library_error(const pairing_error *err, const char *entrants, const char *results)
{
    cli_sources files = {entrants, results, NULL, NULL};
    return cli_library_error_in(err, &files);
}
