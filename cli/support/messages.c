/*
 * messages.c - what every command prints on failure: FILE:LINE: problem for
 * problems in an input file, pairing: problem otherwise, with a sysexits status.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The tool's own words for what the library hints at. */
static const char *hint_text(int hint)
{
    switch (hint) {
    case PAIRING_HINT_ALLOW_REMATCHES:
        return _(" (--allow-rematches pairs them anyway, with as few rematches as "
                 "possible)");
    case PAIRING_HINT_ROUNDS:
        return _(" (--rounds N)");
    case PAIRING_HINT_WINNER:
        return _(" (pairing record ROUND MATCH = --winner ID enters the draw with him, "
                 "MATCH as the bracket numbers it)");
    case PAIRING_HINT_RESULT_MISSING:
        return _("; pairing record enters it, and swiss --round N prints a recorded "
                 "round again");
    default:
        return "";
    }
}

/* The conversion at p (a %, not %%) passed over: its n$ position if it has one
 * (1 up), else 0; *silent when its precision is .0 (a translation's way to
 * leave out an argument, as an English plural's "s"). */
static const char *skip_conversion(const char *p, int *position, int *silent)
{
    *position = 0;
    const char *q = ++p;
    while (*q >= '0' && *q <= '9')
        q++;
    if (*q == '$' && q > p) {
        *position = atoi(p);
        p = q + 1;
    }
    p += strspn(p, "-+ #0123456789");
    *silent = p[0] == '.' && p[1] == '0' && !strchr("0123456789", p[2]);
    p += strspn(p, ".0123456789hlzjtL");
    return *p ? p + 1 : p;
}

/* A library message in the language chosen (issue 21): its English format
 * looked up in the catalogue, and the arguments it kept put in place of the
 * conversions, in their order or by the n$ the translation gives them; an
 * argument that is itself a message (a phrase, bit k of phrases) translated
 * too.  english, unchanged, where no translation is, so English never changes. */
static const char *render(const char *english, const char *format, int nargs,
                          const char *const *args, unsigned phrases, char *out,
                          size_t size)
{
    const char *translated = format ? _(format) : NULL;
    if (!translated || translated == format || size == 0)
        return english;
    size_t len = 0;
    int next = 0;
    for (const char *p = translated; *p && len + 1 < size;) {
        if (*p != '%' || p[1] == '%') {
            out[len++] = *p;
            p += *p == '%' ? 2 : 1;
            continue;
        }
        int position, silent;
        p = skip_conversion(p, &position, &silent);
        int k = position ? position - 1 : next++;
        if (k < 0 || k >= nargs)
            return english; /* a translation that does not fit its format */
        const char *arg = args[k];
        if ((phrases >> k & 1u) && *arg)
            arg = _(arg);
        if (!silent)
            len += (size_t)snprintf(out + len, size - len, "%s", arg);
        if (len >= size)
            len = size - 1;
    }
    out[len] = 0;
    return out;
}

const char *cli_error_text(const pairing_error *err, char *out, size_t size)
{
    const char *args[PAIRING_ERROR_ARGS];
    int nargs = err->format ? err->nargs : 0;
    for (int k = 0; k < nargs && k < PAIRING_ERROR_ARGS; k++)
        args[k] = err->args[k];
    return render(err->text, err->format, nargs, args, 0, out, size);
}

/* A sentence of the library's (an explanation) in the language chosen. */
const char *cli_text_of(const pairing_text *text, char *out, size_t size)
{
    return render(text->text, text->format, text->nargs, text->args, text->phrases, out,
                  size);
}

/* The index-th problem a check found, in the language chosen. */
const char *cli_problem(const pairing_report *rep, int index, char *out, size_t size)
{
    pairing_text text;
    if (pairing_report_problem_text(rep, index, &text))
        return "";
    return cli_text_of(&text, out, size);
}

/* The index-th note of a knockout draw, in the language chosen. */
const char *cli_draw_note(const pairing_knockout *k, int index, char *out, size_t size)
{
    pairing_text text;
    if (pairing_knockout_note_text(k, index, &text))
        return "";
    return cli_text_of(&text, out, size);
}

/* The index-th explanation of a round in the language chosen. */
const char *cli_explanation(const pairing_round *round, int index, char *out, size_t size)
{
    pairing_text text;
    if (pairing_round_explanation_text(round, index, &text))
        return "";
    return cli_text_of(&text, out, size);
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
        hint = _("; pairing record ROUND RESULT --player ID enters a game's result, or "
                 "the result column of its board's row takes it");
    char text[CLI_ERROR_TEXT_SIZE];
    return cli_fail_at(status, file, err->line, "%s%s",
                       cli_error_text(err, text, sizeof text), hint);
}

int cli_library_error(const pairing_error *err, const char *entrants, const char *results)
{
    cli_sources files = {entrants, results, NULL, NULL};
    return cli_library_error_in(err, &files);
}

void cli_say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    cli_report_said(fmt, ap);
    va_end(ap);
}
