/*
 * main.c - the pairing tool: dispatch to a command, and the messages every
 * command prints on failure (FILE:LINE: problem, with a sysexits status).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char usage_text[] =
    "usage: pairing COMMAND [OPTIONS]\n"
    "\n"
    "commands:\n"
    "  roundrobin --entrants FILE [--double] [--format json|text] [--output FILE]\n"
    "      the Berger schedule of every round\n"
    "  knockout   --entrants FILE [--results FILE] [--seeds K]\n"
    "             [--placement none|third|all] [--separate-clubs] [--draw-lots SEED]\n"
    "             [--presentation byes|preliminary] [--format json|svg|text]\n"
    "             [--output FILE]\n"
    "      the draw (seeds, byes, lot) and, with results, the bracket played so far\n"
    "  swiss      --entrants FILE [--results FILE] [--system qiu|swiss] [--rounds N]\n"
    "             [--no-elimination] [--allow-rematches] [--draw-lots SEED] [--explain]\n"
    "             [--points W,D,L] [--bye-points P] [--format json|text] [--output FILE]\n"
    "      the next round of the Qiu (仇式) system or of a plain score-group Swiss\n"
    "  check      --entrants FILE --results FILE [--system qiu|swiss] [--rounds N]\n"
    "             [--no-elimination] [--format json|text] [--output FILE]\n"
    "      whether the last round in the results obeys the rules (exit 65 if not)\n"
    "  standings  --entrants FILE --results FILE --system roundrobin|qiu|swiss|knockout\n"
    "             [--rounds N (qiu)]\n"
    "             [--tiebreaks LIST] [--withdrawal annul-under-half|keep] [--double]\n"
    "             [--after-round N] [--points W,D,L] [--bye-points P]\n"
    "             [--format json|csv|text] [--output FILE]\n"
    "      the ranking with its tiebreaks; --points sets a win, draw and loss\n"
    "      (e.g. 1,0.5,0), --bye-points a pairing-allocated bye (default: a win)\n"
    "\n"
    "options for every command:\n"
    "  --draw-lots SEED    break ties in the initial numbering by a seeded lot\n"
    "  --output FILE       write FILE atomically instead of standard output\n"
    "  --help, --version\n"
    "\n"
    "exit status: 0 ok, 64 usage, 65 bad data, 66 cannot open input,\n"
    "             70 internal error, 73 cannot create output.  See pairing(1).\n";

/* SPEC §1: problems in a file read "FILE:LINE: problem", like a compiler's;
 * the rest "pairing: problem". */
static void vreport(const char *file, long line, const char *fmt, va_list ap)
{
    if (!file)
        fputs("pairing: ", stderr);
    else if (line > 0)
        fprintf(stderr, "%s:%ld: ", file, line);
    else if (file)
        fprintf(stderr, "%s: ", file);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

int cli_fail(int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(NULL, 0, fmt, ap);
    va_end(ap);
    return status;
}

int cli_fail_at(int status, const char *file, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(file, line, fmt, ap);
    va_end(ap);
    return status;
}

/* A library error: name the file it is about, and map the code to an exit status. */
int cli_library_error(const pairing_error *err, const char *entrants, const char *results)
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
    const char *file = err->source == PAIRING_SOURCE_ENTRANTS  ? entrants
                       : err->source == PAIRING_SOURCE_RESULTS ? results
                                                               : NULL;
    return cli_fail_at(status, file, err->line, "%s", err->text);
}

int main(int argc, char **argv)
{
    cli_options o;
    int status = cli_parse_options(argc, argv, &o);
    if (status)
        return status;
    if (o.version) {
        printf("pairing (libpairing) %s\n", pairing_version());
        return EXIT_OK;
    }
    if (o.help || !o.command) {
        fputs(usage_text, o.help ? stdout : stderr);
        return o.help ? EXIT_OK : EXIT_USAGE;
    }
    if (strcmp(o.command, "roundrobin") == 0)
        return cli_roundrobin(&o);
    if (strcmp(o.command, "knockout") == 0)
        return cli_knockout(&o);
    if (strcmp(o.command, "swiss") == 0)
        return cli_swiss(&o);
    if (strcmp(o.command, "check") == 0)
        return cli_check(&o);
    return cli_standings(&o);
}
