/*
 * options.c - the command line: a command word, then --name VALUE or
 * --name=VALUE options.  Each option names the commands that take it, so a
 * typo or a misplaced option is a usage error rather than silently ignored.
 */
#include <stdio.h>
#include <string.h>

#include "support/support.h"

enum {
    C_ROUNDROBIN = 1 << 0,
    C_STANDINGS = 1 << 1,
    C_KNOCKOUT = 1 << 2,
    C_SWISS = 1 << 3,
    C_CHECK = 1 << 4,
    C_CONVERT = 1 << 5,
    C_ALL = C_ROUNDROBIN | C_STANDINGS | C_KNOCKOUT | C_SWISS | C_CHECK | C_CONVERT
};

static const struct {
    const char *name;
    int commands;
} command_words[] = {
    {"roundrobin", C_ROUNDROBIN}, {"standings", C_STANDINGS}, {"knockout", C_KNOCKOUT},
    {"swiss", C_SWISS},           {"check", C_CHECK},         {"convert", C_CONVERT},
};

typedef struct option_spec {
    const char *name;
    int commands;
    size_t value; /* offset of the const char * field, or 0 for a flag */
    size_t flag;  /* offset of the int field for flags */
} option_spec;

#define VALUE(field) offsetof(cli_options, field), 0
#define FLAG(field) 0, offsetof(cli_options, field)

static const option_spec specs[] = {
    {"entrants", C_ALL, VALUE(entrants)},
    {"results", C_STANDINGS | C_KNOCKOUT | C_SWISS | C_CHECK | C_CONVERT, VALUE(results)},
    {"output", C_ALL, VALUE(output)},
    {"format", C_ALL & ~C_CONVERT, VALUE(format)},
    {"system", C_STANDINGS | C_SWISS | C_CHECK | C_CONVERT, VALUE(system)},
    {"tiebreaks", C_STANDINGS | C_CONVERT, VALUE(tiebreaks)},
    {"points", C_STANDINGS | C_SWISS | C_CHECK | C_CONVERT, VALUE(points)},
    {"bye-points", C_STANDINGS | C_SWISS | C_CHECK | C_CONVERT, VALUE(bye_points)},
    {"draw-lots", C_ALL, VALUE(draw_lots)},
    {"withdrawal", C_STANDINGS | C_CONVERT, VALUE(withdrawal)},
    {"unplayed", C_STANDINGS | C_CONVERT, VALUE(unplayed)},
    {"after-round", C_STANDINGS, VALUE(after_round)},
    {"seeds", C_KNOCKOUT, VALUE(seeds)},
    {"placement", C_KNOCKOUT, VALUE(placement)},
    {"presentation", C_KNOCKOUT, VALUE(presentation)},
    {"separate-clubs", C_KNOCKOUT, FLAG(separate_clubs)},
    {"rounds", C_SWISS | C_STANDINGS | C_CHECK | C_CONVERT, VALUE(rounds)},
    {"no-elimination", C_SWISS | C_CHECK, FLAG(no_elimination)},
    {"allow-rematches", C_SWISS, FLAG(allow_rematches)},
    {"explain", C_SWISS, FLAG(explain)},
    {"double", C_ROUNDROBIN | C_STANDINGS | C_CONVERT, FLAG(is_double)},
    {"from", C_CONVERT, VALUE(from)},
    {"to", C_CONVERT, VALUE(to)},
    {"entrants-out", C_CONVERT, VALUE(entrants_out)},
    {"results-out", C_CONVERT, VALUE(results_out)},
    {"help", C_ALL, FLAG(help)},
    {"version", C_ALL, FLAG(version)},
};

static int command_mask(const char *word)
{
    for (size_t i = 0; i < sizeof command_words / sizeof command_words[0]; i++)
        if (strcmp(word, command_words[i].name) == 0)
            return command_words[i].commands;
    return 0;
}

static const option_spec *find_spec(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        if (strlen(specs[i].name) == len && strncmp(specs[i].name, name, len) == 0)
            return &specs[i];
    return NULL;
}

/* One --option at argv[*i]; advances *i past its value. */
static int parse_one(int argc, char **argv, int *i, int mask, cli_options *o)
{
    const char *arg = argv[*i] + 2;
    const char *eq = strchr(arg, '=');
    size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
    const option_spec *spec = find_spec(arg, len);
    if (!spec)
        return cli_fail(EXIT_USAGE, "unknown option '%s' (see pairing --help)", argv[*i]);
    if (mask && !(spec->commands & mask))
        return cli_fail(EXIT_USAGE, "%s does not take --%s", o->command, spec->name);
    if (!spec->value) {
        if (eq)
            return cli_fail(EXIT_USAGE, "--%s takes no value", spec->name);
        *(int *)((char *)o + spec->flag) = 1;
        return EXIT_OK;
    }
    const char *value = eq ? eq + 1 : NULL;
    if (!value) {
        if (*i + 1 >= argc)
            return cli_fail(EXIT_USAGE, "--%s needs a value", spec->name);
        value = argv[++*i];
    }
    const char **slot = (const char **)((char *)o + spec->value);
    if (*slot)
        return cli_fail(EXIT_USAGE, "--%s given twice", spec->name);
    *slot = value;
    return EXIT_OK;
}

int cli_parse_options(int argc, char **argv, cli_options *o)
{
    memset(o, 0, sizeof *o);
    int mask = 0, i = 1;
    if (argc > 1 && strncmp(argv[1], "--", 2) != 0) {
        o->command = argv[1];
        mask = command_mask(o->command);
        if (!mask)
            return cli_fail(EXIT_USAGE, "unknown command '%s' (see pairing --help)",
                            argv[1]);
        i = 2;
    }
    for (; i < argc; i++) {
        /* convert --from trf FILE: the one argument that is not an option */
        if (mask == C_CONVERT && !o->input && strncmp(argv[i], "--", 2) != 0) {
            o->input = argv[i];
            continue;
        }
        if (strncmp(argv[i], "--", 2) != 0 || argv[i][2] == 0)
            return cli_fail(EXIT_USAGE, "unexpected argument '%s' (see pairing --help)",
                            argv[i]);
        int status = parse_one(argc, argv, &i, mask, o);
        if (status)
            return status;
    }
    return EXIT_OK;
}
