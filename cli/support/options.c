/*
 * options.c - the command line: a command word, then --name VALUE or
 * --name=VALUE options.  Each option names the commands that take it, so a
 * typo or a misplaced option is a usage error rather than silently ignored.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "support/support.h"

enum {
    C_ROUNDROBIN = 1 << 0,
    C_STANDINGS = 1 << 1,
    C_KNOCKOUT = 1 << 2,
    C_SWISS = 1 << 3,
    C_CHECK = 1 << 4,
    C_CONVERT = 1 << 5,
    C_INIT = 1 << 6,
    C_RECORD = 1 << 7,
    C_PLAYERS = 1 << 8,
    /* team events (SPEC §10): pairing team SUBCOMMAND */
    C_TEAM_ROUNDROBIN = 1 << 9,
    C_TEAM_SWISS = 1 << 10,
    C_TEAM_KNOCKOUT = 1 << 11,
    C_TEAM_CHECK = 1 << 12,
    C_TEAM_STANDINGS = 1 << 13,
    /* two teams under a Scheveningen table: the team files, not the boards,
     * lineups and match settings of the other team commands */
    C_TEAM_SCHEVENINGEN = 1 << 14,
    /* teams ranked from an individual event (队员总分制): its entrants and results */
    C_TEAM_INDIVIDUAL = 1 << 15,
    C_RELAY = 1 << 16,    /* pairing relay: the 擂台赛 (SPEC §10) */
    C_STAGE = 1 << 17,    /* pairing stage: one stage of an event in stages (SPEC §11) */
    C_GROUPS = 1 << 18,   /* pairing groups: the entrants split into groups (SPEC §11) */
    C_PUBLISH = 1 << 19,  /* pairing publish: the players' site (SPEC §13) */
    C_GENERATE = 1 << 20, /* pairing generate: a random Dutch tournament (SPEC §15) */
    C_SERVE = 1 << 21,    /* pairing serve: the director's desk (SPEC §14) */
    C_TEAM_PAIRS = C_TEAM_ROUNDROBIN | C_TEAM_SWISS | C_TEAM_KNOCKOUT,
    C_TEAMS = C_TEAM_PAIRS | C_TEAM_CHECK | C_TEAM_STANDINGS, /* on a team event */
    C_ALL = C_ROUNDROBIN | C_STANDINGS | C_KNOCKOUT | C_SWISS | C_CHECK | C_CONVERT |
            C_INIT | C_RECORD | C_PLAYERS | C_TEAMS | C_TEAM_SCHEVENINGEN |
            C_TEAM_INDIVIDUAL | C_RELAY | C_STAGE | C_GROUPS | C_PUBLISH,
    C_RANKS = C_STANDINGS | C_TEAM_INDIVIDUAL | C_PUBLISH, /* rank an individual event */
    C_PAIRS = C_ROUNDROBIN | C_KNOCKOUT | C_SWISS          /* the commands that pair */
};

static const struct {
    const char *name;
    int commands;
} command_words[] = {
    {"roundrobin", C_ROUNDROBIN},
    {"standings", C_STANDINGS},
    {"knockout", C_KNOCKOUT},
    {"swiss", C_SWISS},
    {"check", C_CHECK},
    {"convert", C_CONVERT},
    {"init", C_INIT},
    {"record", C_RECORD},
    {"players", C_PLAYERS},
    {"team roundrobin", C_TEAM_ROUNDROBIN},
    {"team swiss", C_TEAM_SWISS},
    {"team knockout", C_TEAM_KNOCKOUT},
    {"team check", C_TEAM_CHECK},
    {"team standings", C_TEAM_STANDINGS},
    {"team scheveningen", C_TEAM_SCHEVENINGEN},
    {"team individual", C_TEAM_INDIVIDUAL},
    {"relay", C_RELAY},
    {"stage", C_STAGE},
    {"groups", C_GROUPS},
    {"publish", C_PUBLISH},
    {"generate", C_GENERATE},
    {"serve", C_SERVE},
};

/* The commands whose arguments are words, not options: init DIR, record ROUND
 * BOARD RESULT. */
#define C_WORDS (C_INIT | C_RECORD | C_STAGE | C_STANDINGS | C_SERVE)

/* How the event file names an option (SPEC §8): by its name, a --no-X flag as
 * X = no; presentation options are the command line's alone. */
enum {
    K_FREE,   /* presentation: not a setting of the event file */
    K_TEXT,   /* the same when written the same */
    K_NUMBER, /* the same number (07 is 7) */
    K_LIST,   /* the same list, blanks and case aside (tiebreaks, points) */
    K_PATH,   /* the same file */
    K_FLAG,   /* X = yes sets --X */
    K_NOT     /* X = no sets --no-X */
};

typedef struct option_spec {
    const char *name;
    int commands;
    size_t value; /* offset of the const char * field, or 0 for a flag */
    size_t flag;  /* offset of the int field for flags */
    int kind;
} option_spec;

#define VALUE(field) offsetof(cli_options, field), 0
#define FLAG(field) 0, offsetof(cli_options, field)

static const option_spec specs[] = {
    {"event", (C_ALL & ~C_INIT) | C_SERVE, VALUE(event), K_FREE},
    /* pairing serve (SPEC §14): where it listens, and who may come in */
    {"port", C_SERVE, VALUE(port), K_FREE},
    {"password", C_SERVE, VALUE(password), K_FREE},
    {"no-open", C_SERVE, FLAG(no_open), K_FREE},
    {"lan", C_SERVE, FLAG(lan), K_FREE},
    {"entrants", C_ALL & ~(C_INIT | C_TEAMS | C_RELAY), VALUE(entrants), K_PATH},
    {"encoding", C_ALL & ~C_INIT, VALUE(encoding), K_TEXT},
    {"language", C_ALL | C_GENERATE | C_SERVE, VALUE(language), K_TEXT},
    {"results",
     C_RANKS | C_PAIRS | C_CHECK | C_CONVERT | C_RECORD | C_TEAMS | C_TEAM_SCHEVENINGEN |
         C_RELAY,
     VALUE(results), K_PATH},
    {"teams", C_PUBLISH | C_TEAMS | C_RECORD | C_TEAM_SCHEVENINGEN | C_RELAY,
     VALUE(teams), K_PATH},
    {"members", C_PUBLISH | C_TEAMS | C_RECORD | C_TEAM_SCHEVENINGEN | C_RELAY,
     VALUE(members), K_PATH},
    {"order", C_RELAY | C_PUBLISH, VALUE(relay_order), K_TEXT},
    {"table", C_TEAM_SCHEVENINGEN | C_PUBLISH, VALUE(table), K_PATH},
    {"lineups", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(lineups), K_PATH},
    {"boards", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(boards), K_NUMBER},
    {"games", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(games), K_NUMBER},
    {"lineup-rule", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(lineup_rule), K_TEXT},
    {"match-by", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(match_by), K_TEXT},
    {"match-points", C_PUBLISH | C_TEAMS | C_RECORD | C_TEAM_SCHEVENINGEN,
     VALUE(match_points), K_LIST},
    {"board-points", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(board_points), K_LIST},
    {"team-bye-points", C_PUBLISH | C_TEAMS | C_RECORD, VALUE(team_bye_points), K_LIST},
    {"method", C_PUBLISH | C_TEAM_INDIVIDUAL, VALUE(method), K_TEXT},
    {"pad", C_PUBLISH | C_TEAM_INDIVIDUAL, VALUE(pad), K_TEXT},
    {"ranks", C_PUBLISH | C_TEAM_INDIVIDUAL, VALUE(ranks), K_PATH},
    {"team-column", C_PUBLISH | C_TEAM_INDIVIDUAL, VALUE(team_column), K_TEXT},
    {"output", C_ALL & ~(C_INIT | C_RECORD | C_PUBLISH), VALUE(output), K_FREE},
    {"format", C_ALL & ~(C_CONVERT | C_INIT | C_RECORD | C_PUBLISH), VALUE(format),
     K_FREE},
    {"site", C_PUBLISH, VALUE(site), K_FREE},
    {"output", (C_ALL & ~(C_INIT | C_RECORD)) | C_GENERATE, VALUE(output), K_FREE},
    {"format", C_ALL & ~(C_CONVERT | C_INIT | C_RECORD), VALUE(format), K_FREE},
    {"groups", C_GROUPS, VALUE(groups), K_NUMBER},
    /* one group of an event split into groups: its players alone (SPEC §11) */
    {"group", C_SWISS | C_CHECK | C_STANDINGS | C_STAGE | C_RECORD | C_PLAYERS,
     VALUE(group), K_LIST},
    {"system",
     C_RANKS | C_SWISS | C_CHECK | C_CONVERT | C_RECORD | C_PLAYERS | C_TEAM_SWISS |
         C_TEAM_CHECK | C_TEAM_STANDINGS | C_GENERATE,
     VALUE(system), K_TEXT},
    {"tiebreaks", C_RANKS | C_CONVERT | C_TEAM_STANDINGS, VALUE(tiebreaks), K_LIST},
    {"points",
     C_RANKS | C_SWISS | C_CHECK | C_CONVERT | C_RECORD | C_TEAMS | C_TEAM_SCHEVENINGEN,
     VALUE(points), K_LIST},
    {"bye-points", C_RANKS | C_SWISS | C_CHECK | C_CONVERT | C_RECORD, VALUE(bye_points),
     K_LIST},
    {"draw-lots", C_ALL & ~C_INIT, VALUE(draw_lots), K_NUMBER},
    {"withdrawal", C_RANKS | C_CONVERT | C_TEAM_STANDINGS, VALUE(withdrawal), K_TEXT},
    {"unplayed", C_RANKS | C_CONVERT | C_TEAM_STANDINGS, VALUE(unplayed), K_TEXT},
    {"after-round", (C_RANKS & ~C_PUBLISH) | C_TEAM_STANDINGS, VALUE(after_round),
     K_FREE},
    {"seeds", C_PUBLISH | C_KNOCKOUT | C_RECORD | C_TEAM_KNOCKOUT, VALUE(seeds),
     K_NUMBER},
    {"placement", C_PUBLISH | C_KNOCKOUT | C_RECORD | C_TEAM_KNOCKOUT, VALUE(placement),
     K_TEXT},
    {"presentation", C_KNOCKOUT | C_TEAM_KNOCKOUT | C_STAGE, VALUE(presentation), K_FREE},
    {"separate-clubs", C_PUBLISH | C_KNOCKOUT | C_RECORD | C_TEAM_KNOCKOUT | C_GROUPS,
     FLAG(separate_clubs), K_FLAG},
    {"rounds",
     C_SWISS | C_RANKS | C_CHECK | C_CONVERT | C_RECORD | C_TEAM_SWISS | C_TEAM_CHECK |
         C_TEAM_STANDINGS | C_GENERATE,
     VALUE(rounds), K_NUMBER},
    {"no-elimination",
     C_PUBLISH | C_SWISS | C_CHECK | C_RECORD | C_TEAM_SWISS | C_TEAM_CHECK,
     FLAG(no_elimination), K_NOT},
    {"allow-rematches", C_PUBLISH | C_SWISS | C_TEAM_SWISS, FLAG(allow_rematches),
     K_FLAG},
    {"colours", C_PUBLISH | C_SWISS | C_CHECK | C_RECORD, VALUE(colours), K_TEXT},
    {"first-round", C_PUBLISH | C_SWISS | C_CHECK | C_RECORD, VALUE(first_round), K_TEXT},
    {"avoid-clubs", C_PUBLISH | C_SWISS | C_CHECK | C_RECORD, VALUE(avoid_clubs), K_TEXT},
    {"score-bands", C_PUBLISH | C_SWISS | C_CHECK | C_RECORD, VALUE(score_bands),
     K_NUMBER},
    /* the Dutch system (SPEC §15): a TRF in, and round 1's colour for the top seed */
    {"trf", C_SWISS | C_CHECK | C_STANDINGS, VALUE(trf), K_PATH},
    {"initial-colour", C_SWISS | C_CHECK | C_GENERATE, VALUE(initial_colour), K_TEXT},
    {"acceleration", C_SWISS | C_CHECK, VALUE(acceleration), K_TEXT},
    /* pairing generate (SPEC §15): the field, the lots and the rates */
    {"players", C_GENERATE, VALUE(players), K_FREE},
    {"seed", C_GENERATE, VALUE(seed), K_FREE},
    {"draw-rate", C_GENERATE, VALUE(draw_rate), K_FREE},
    {"forfeit-rate", C_GENERATE, VALUE(forfeit_rate), K_FREE},
    {"bye-rate", C_GENERATE, VALUE(bye_rate), K_FREE},
    {"explain", C_SWISS | C_TEAM_SWISS | C_STAGE, FLAG(explain), K_FREE},
    {"double",
     C_ROUNDROBIN | C_RANKS | C_CONVERT | C_RECORD | C_TEAM_ROUNDROBIN |
         C_TEAM_STANDINGS | C_TEAM_CHECK,
     FLAG(is_double), K_FLAG},
    {"from", C_CONVERT, VALUE(from), K_FREE},
    {"to", C_CONVERT, VALUE(to), K_FREE},
    {"trf-version", C_CONVERT, VALUE(trf_version), K_FREE},
    {"entrants-out", C_CONVERT, VALUE(entrants_out), K_FREE},
    {"results-out", C_CONVERT, VALUE(results_out), K_FREE},
    {"record", C_PAIRS | C_TEAM_PAIRS | C_STAGE, FLAG(record), K_FREE},
    {"round", C_SWISS | C_STAGE | C_TEAM_SWISS, VALUE(round), K_FREE},
    {"replace", C_RECORD, FLAG(replace), K_FREE},
    {"player", C_RECORD, VALUE(player), K_FREE},
    {"game", C_RECORD, VALUE(game), K_FREE},
    {"winner", C_RECORD, VALUE(winner), K_FREE},
    {"sheet", C_RECORD, VALUE(sheet), K_FREE},
    {"stage",
     C_STANDINGS | C_CHECK | C_RECORD | C_SWISS | C_KNOCKOUT | C_ROUNDROBIN | C_GROUPS |
         C_PLAYERS,
     VALUE(stage), K_FREE},
    {"overall", C_STANDINGS | C_TEAM_INDIVIDUAL, FLAG(overall), K_FREE},
    {"stages", C_INIT, FLAG(stages), K_FREE},
    {"teams", C_INIT, FLAG(team_event), K_FREE},
    {"help", C_ALL | C_GENERATE | C_SERVE, FLAG(help), K_FREE},
    {"version", C_ALL | C_GENERATE | C_SERVE, FLAG(version), K_FREE},
};

static int command_mask(const char *word)
{
    for (size_t i = 0; i < sizeof command_words / sizeof command_words[0]; i++)
        if (strcmp(word, command_words[i].name) == 0)
            return command_words[i].commands;
    return 0;
}

/* The option of that name the command takes (a name may mean one thing to one
 * command and another to another: init's --teams is a flag), else the first of
 * that name. */
static const option_spec *find_spec(const char *name, size_t len, int mask)
{
    const option_spec *first = NULL;
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        if (strlen(specs[i].name) == len && strncmp(specs[i].name, name, len) == 0) {
            if (specs[i].commands & mask)
                return &specs[i];
            first = first ? first : &specs[i];
        }
    return first;
}

/* One --option at argv[*i]; advances *i past its value. */
static int parse_one(int argc, char **argv, int *i, int mask, cli_options *o)
{
    const char *arg = argv[*i] + 2;
    const char *eq = strchr(arg, '=');
    size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
    const option_spec *spec = find_spec(arg, len, mask);
    if (!spec)
        return cli_fail(EXIT_USAGE, _("unknown option '%s' (see pairing --help)"),
                        argv[*i]);
    if (mask && !(spec->commands & mask))
        return cli_fail(EXIT_USAGE, _("%s does not take --%s"), o->command, spec->name);
    if (!spec->value) {
        if (eq)
            return cli_fail(EXIT_USAGE, _("--%s takes no value"), spec->name);
        *(int *)((char *)o + spec->flag) = 1;
        return EXIT_OK;
    }
    const char *value = eq ? eq + 1 : NULL;
    if (!value) {
        if (*i + 1 >= argc)
            return cli_fail(EXIT_USAGE, _("--%s needs a value"), spec->name);
        value = argv[++*i];
    }
    const char **slot = (const char **)((char *)o + spec->value);
    if (*slot)
        return cli_fail(EXIT_USAGE, _("--%s given twice"), spec->name);
    *slot = value;
    return EXIT_OK;
}

/* The command: a word, or "team" and a word (pairing team swiss ...); o->command
 * is the table's name for it. */
static int read_command(int argc, char **argv, int *i, int *mask, cli_options *o)
{
    char name[64];
    int team = strcmp(argv[1], "team") == 0;
    if (team && (argc < 3 || strncmp(argv[2], "--", 2) == 0))
        return cli_fail(EXIT_USAGE,
                        _("team needs a command: pairing team roundrobin|swiss|"
                          "knockout|check|standings|scheveningen|"
                          "individual (see pairing --help)"));
    snprintf(name, sizeof name, "%s%.40s", team ? "team " : "", argv[team ? 2 : 1]);
    for (size_t k = 0; k < sizeof command_words / sizeof command_words[0]; k++)
        if (strcmp(name, command_words[k].name) == 0) {
            o->command = command_words[k].name;
            *mask = command_words[k].commands;
            *i = team ? 3 : 2;
            return EXIT_OK;
        }
    return cli_fail(EXIT_USAGE, _("unknown command '%s' (see pairing --help)"), name);
}

int cli_parse_options(int argc, char **argv, cli_options *o)
{
    memset(o, 0, sizeof *o);
    int mask = 0, i = 1;
    if (argc > 1 && strncmp(argv[1], "--", 2) != 0) {
        int status = read_command(argc, argv, &i, &mask, o);
        if (status)
            return status;
    }
    for (; i < argc; i++) {
        /* convert --from trf FILE: the one argument that is not an option */
        if (mask == C_CONVERT && !o->input && strncmp(argv[i], "--", 2) != 0) {
            o->input = argv[i];
            continue;
        }
        if ((mask & C_WORDS) && strncmp(argv[i], "--", 2) != 0) {
            if (o->nwords == CLI_MAX_WORDS)
                return cli_fail(EXIT_USAGE, _("%s: too many arguments ('%s')"),
                                o->command, argv[i]);
            o->words[o->nwords++] = argv[i];
            continue;
        }
        if (strncmp(argv[i], "--", 2) != 0 || argv[i][2] == 0)
            return cli_fail(EXIT_USAGE,
                            _("unexpected argument '%s' (see pairing --help)"), argv[i]);
        int status = parse_one(argc, argv, &i, mask, o);
        if (status)
            return status;
    }
    return EXIT_OK;
}

/* ---- settings from the event file ---- */

/* The option an event file's key names: its name, or X for a --no-X flag. */
static const option_spec *spec_for_key(const char *key)
{
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        const option_spec *spec = &specs[i];
        const char *name = spec->kind == K_NOT ? spec->name + 3 : spec->name;
        if (spec->kind != K_FREE && strcasecmp(name, key) == 0)
            return spec;
    }
    return NULL;
}

/* Whether KEY is an option of the command line alone (--explain, --format ...):
 * what it changes is the printout, not the pairing, so the event file has no
 * key for it. */
/* A key an event file may hold: a setting, or a file of the event. */
int cli_option_is_setting(const char *key)
{
    const option_spec *spec = spec_for_key(key);
    return spec && spec->kind != K_FREE;
}

/* A setting whose value is a number (rounds, seeds ...): JSON writes it as one. */
int cli_option_is_number(const char *key)
{
    const option_spec *spec = spec_for_key(key);
    return spec && spec->kind == K_NUMBER;
}

int cli_option_is_command_line(const char *key)
{
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++)
        if (specs[i].kind == K_FREE && strcasecmp(specs[i].name, key) == 0)
            return 1;
    return 0;
}

/* --explain writes the reasons where the format has room for them: a CSV sheet
 * has no column for them, and dropping them without a word would hide it. */
int cli_check_explain_format(const cli_options *o, const char *format)
{
    if (o->explain && (strcmp(format, "csv") == 0 || strcmp(format, "pairs") == 0))
        return cli_fail(EXIT_USAGE,
                        _("%s: --explain gives its reasons in json, text or html, and "
                          "--format %s has no place for them"),
                        o->command, format);
    return EXIT_OK;
}

/* yes/no, true/false, 1/0: 1 or 0, or -1 for anything else. */
int cli_parse_yes_no(const char *text)
{
    static const char *yes[] = {"yes", "true", "1"}, *no[] = {"no", "false", "0"};
    for (int i = 0; i < 3; i++) {
        if (strcasecmp(text, yes[i]) == 0)
            return 1;
        if (strcasecmp(text, no[i]) == 0)
            return 0;
    }
    return -1;
}

static const char *skip_zeros(const char *s)
{
    while (s[0] == '0' && isdigit((unsigned char)s[1]))
        s++;
    return s;
}

/* Two lists alike but for blanks and case ("BH, SB" and "bh,sb"). */
static int same_list(const char *a, const char *b)
{
    for (;;) {
        while (*a == ' ' || *a == '\t')
            a++;
        while (*b == ' ' || *b == '\t')
            b++;
        if (!*a || !*b)
            return !*a && !*b;
        if (tolower((unsigned char)*a++) != tolower((unsigned char)*b++))
            return 0;
    }
}

static int same_value(int kind, const char *a, const char *b)
{
    switch (kind) {
    case K_NUMBER:
        return strcmp(skip_zeros(a), skip_zeros(b)) == 0;
    case K_LIST:
        return same_list(a, b);
    case K_PATH:
        return cli_same_file(a, b);
    default:
        return strcmp(a, b) == 0;
    }
}

static int flag_from_file(cli_options *o, const option_spec *spec, const char *key,
                          const char *value, const char *file, long line)
{
    int yes = cli_parse_yes_no(value);
    if (yes < 0)
        return cli_fail_at(EXIT_DATA, file, line, _("%s = %s: expected yes or no"), key,
                           value);
    int *flag = (int *)((char *)o + spec->flag);
    int want = spec->kind == K_NOT ? !yes : yes;
    if (*flag && !want)
        return cli_fail_at(EXIT_USAGE, file, line,
                           _("%s = %s here, but --%s on the command line (give it in one "
                             "place)"),
                           key, value, spec->name);
    *flag = want;
    return EXIT_OK;
}

/* The event file's line for a setting it gave, for the messages about its value. */
static void note_origin(cli_options *o, const option_spec *spec, const char *file,
                        long line)
{
    o->settings_file = file;
    if (o->norigins < CLI_MAX_ORIGINS) {
        o->origins[o->norigins].option = spec->name;
        o->origins[o->norigins++].line = line;
    }
}

/* A setting of the event file: taken where the command line is silent, the same
 * value again accepted, another refused naming both (SPEC §8).  An empty value
 * sets nothing.  -1: the key is not an option's (the caller knows the others). */
int cli_option_from_file(cli_options *o, const char *key, const char *value,
                         const char *file, long line)
{
    const option_spec *spec = spec_for_key(key);
    if (!spec)
        return -1;
    if (!(spec->commands & command_mask(o->command)) || !*value)
        return EXIT_OK; /* a setting of other commands, or left for later */
    note_origin(o, spec, file, line);
    if (!spec->value)
        return flag_from_file(o, spec, key, value, file, line);
    const char **slot = (const char **)((char *)o + spec->value);
    if (*slot && !same_value(spec->kind, *slot, value))
        return cli_fail_at(EXIT_USAGE, file, line,
                           _("%s = %s here, but --%s %s on the command line (give it in "
                             "one place)"),
                           key, value, spec->name, *slot);
    if (!*slot)
        *slot = value;
    /* the event file's language =, checked (event.c has spoken it already) */
    return strcmp(spec->name, "language") == 0 ? cli_use_language(o) : EXIT_OK;
}

/* ---- the language of the messages and pages ---- */

/* --language or the event file's language = (given in both, the two must
 * agree, as every setting's; see cli_option_from_file). */
int cli_use_language(const cli_options *o)
{
    if (!o->language)
        return EXIT_OK;
    if (strcmp(o->language, "zh") != 0 && strcmp(o->language, "en") != 0)
        return cli_bad_setting(o, "language", _("expected zh or en, not %s"),
                               o->language);
    cli_i18n_use(o->language);
    return EXIT_OK;
}

/* ---- a setting's value found wrong by the command that reads it ---- */

/* The event file's line for an option, 0 when the command line gave it. */
static long origin_of(const cli_options *o, const char *option)
{
    for (int i = 0; i < o->norigins; i++)
        if (strcmp(o->origins[i].option, option) == 0)
            return o->origins[i].line;
    return 0;
}

/* What is wrong with an option's value, named where it was given: FILE:LINE and
 * the key when the event file gave it (bad data, 65), the flag when the command
 * line did (a usage error, 64). */
int cli_bad_setting(const cli_options *o, const char *option, const char *fmt, ...)
{
    char what[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    long line = origin_of(o, option);
    if (line)
        return cli_fail_at(EXIT_DATA, o->settings_file, line, "%s: %s",
                           strncmp(option, "no-", 3) ? option : option + 3, what);
    return cli_fail(EXIT_USAGE, "--%s: %s", option, what);
}

/* An input file an option names must open; one the event file named is
 * refused at the event file's line, which is where the director fixes it. */
int cli_input_opens(const cli_options *o, const char *option, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
        return EXIT_OK;
    }
    long line = origin_of(o, option);
    if (line)
        return cli_fail_at(EXIT_NOINPUT, o->settings_file, line,
                           _("%s = names %s, which cannot be opened: %s"), option, path,
                           strerror(errno));
    return cli_fail(EXIT_NOINPUT, _("cannot open %s: %s"), path, strerror(errno));
}

/* The settings the command line gives that the event file holds too (those that
 * decide a pairing or a ranking, and the files), one at a time from *at: the
 * event file's key, and the value as the file would write it; NULL after the
 * last.  (--encoding says how a file is read, --language how the output reads,
 * not what they decide.) */
const char *cli_setting_given(const cli_options *o, size_t *at, char *value, size_t size)
{
    for (; *at < sizeof specs / sizeof specs[0]; ++*at) {
        const option_spec *spec = &specs[*at];
        if (spec->kind == K_FREE || strcmp(spec->name, "encoding") == 0 ||
            strcmp(spec->name, "language") == 0)
            continue;
        const char *text =
            spec->value ? *(const char **)((const char *)o + spec->value) : NULL;
        int flag = spec->value ? 0 : *(const int *)((const char *)o + spec->flag);
        if (!text && !flag)
            continue;
        snprintf(value, size, "%s", text ? text : spec->kind == K_NOT ? "no" : "yes");
        return spec->kind == K_NOT ? specs[(*at)++].name + 3 : specs[(*at)++].name;
    }
    return NULL;
}
