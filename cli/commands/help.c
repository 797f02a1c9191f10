/*
 * help.c - pairing help [COMMAND]: the command's manual page as man(1) shows it,
 * or, where man does not find the page (the manual is not installed), the
 * command's part of the usage that --help prints.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"

/* Each topic and its page: a command's page is pairing-COMMAND(1) (git's and
 * OpenSSL's layout), the files' and the guide's are in sections 5 and 7. */
static const struct help_topic {
    const char *word;    /* what follows "pairing help" */
    const char *page;    /* the manual page */
    const char *section; /* its section */
    int is_command;      /* a command, whose usage stands in for the page */
} help_topics[] = {
    {"roundrobin", "pairing-roundrobin", "1", 1},
    {"knockout", "pairing-knockout", "1", 1},
    {"swiss", "pairing-swiss", "1", 1},
    {"check", "pairing-check", "1", 1},
    {"standings", "pairing-standings", "1", 1},
    {"players", "pairing-players", "1", 1},
    {"publish", "pairing-publish", "1", 1},
    {"serve", "pairing-serve", "1", 1},
    {"groups", "pairing-groups", "1", 1},
    {"stage", "pairing-stage", "1", 1},
    {"team", "pairing-team", "1", 1},
    {"relay", "pairing-relay", "1", 1},
    {"init", "pairing-init", "1", 1},
    {"record", "pairing-record", "1", 1},
    {"convert", "pairing-convert", "1", 1},
    {"generate", "pairing-generate", "1", 1},
    {"files", "pairing-files", "5", 0},
    {"event", "pairing-event", "5", 0},
    {"guide", "pairing-guide", "7", 0},
};

static const struct help_topic help_overview = {"", "pairing", "1", 1};

static int is_team_command(const char *word)
{
    static const char *const team_commands[] = {"roundrobin", "swiss",     "knockout",
                                                "check",      "standings", "scheveningen",
                                                "individual"};
    for (size_t i = 0; i < sizeof team_commands / sizeof team_commands[0]; i++)
        if (strcmp(word, team_commands[i]) == 0)
            return 1;
    return 0;
}

static const struct help_topic *find_topic(const char *word)
{
    for (size_t i = 0; i < sizeof help_topics / sizeof help_topics[0]; i++)
        if (strcmp(word, help_topics[i].word) == 0)
            return &help_topics[i];
    return NULL;
}

/* The page through man(1), when man finds it: 0 when it was shown.  The command
 * lines hold only names from the table above, never a word of the user's. */
static int show_manual_page(const struct help_topic *topic)
{
    char command[128];
    snprintf(command, sizeof command, "man -w %s %s >/dev/null 2>&1", topic->section,
             topic->page);
    if (system(command) != 0)
        return -1;
    fflush(stdout);
    snprintf(command, sizeof command, "man %s %s", topic->section, topic->page);
    return system(command) == 0 ? 0 : -1;
}

/* Does this line of the usage begin an entry of the command (two blanks, the
 * command's word, a blank)?  "team" takes every team command. */
static int begins_entry_of(const char *line, size_t length, const char *word)
{
    size_t n = strlen(word);
    return length > n + 2 && line[0] == ' ' && line[1] == ' ' &&
           strncmp(line + 2, word, n) == 0 && line[n + 2] == ' ';
}

static int begins_entry(const char *line, size_t length)
{
    return length > 2 && line[0] == ' ' && line[1] == ' ' && line[2] != ' ';
}

/* The entries of one part of the usage that are the command's: an entry is its
 * first line and the more deeply indented lines under it.  Returns how many. */
static int print_entries(const char *part, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(part, word, n) == 0 && part[n] == ' ') {
        fputs(part, stdout); /* a part of the command's own, its options too */
        return 1;
    }
    int printed = 0, inside = 0;
    for (const char *line = part; *line;) {
        const char *end = strchr(line, '\n');
        size_t length = end ? (size_t)(end - line) : strlen(line);
        if (begins_entry(line, length) || length == 0)
            inside = begins_entry_of(line, length, word);
        if (inside) {
            fwrite(line, 1, length, stdout);
            putchar('\n');
            printed += begins_entry_of(line, length, word);
        }
        line += length + (end != NULL);
    }
    return printed;
}

/* The command's part of the usage, then the options every command takes. */
static int print_usage_of(const char *word, const char *const *usage)
{
    printf(_("usage of pairing %s (its manual page, pairing-%s(1), is not installed):\n"),
           word, word);
    int printed = 0;
    for (size_t i = 0; usage[i + 1]; i++) /* the last part is the common options */
        printed += print_entries(_(usage[i]), word);
    putchar('\n');
    for (size_t i = 0; usage[i]; i++)
        if (!usage[i + 1])
            fputs(_(usage[i]), stdout);
    return printed ? EXIT_OK : EXIT_SOFTWARE;
}

int cli_help(int nwords, char **words, const char *const *usage)
{
    if (nwords == 0) {
        if (show_manual_page(&help_overview) == 0)
            return EXIT_OK;
        for (size_t i = 0; usage[i]; i++)
            fputs(_(usage[i]), stdout);
        return EXIT_OK;
    }
    const struct help_topic *topic = find_topic(words[0]);
    if (!topic)
        return cli_fail(
            EXIT_USAGE,
            _("help: no command or page '%s' (pairing help lists the commands)"),
            words[0]);
    /* "pairing help team swiss": the team commands share one page */
    int team = strcmp(words[0], "team") == 0;
    if (team && nwords == 2 && !is_team_command(words[1]))
        return cli_fail(EXIT_USAGE, _("help: no team command '%s'"), words[1]);
    if (nwords > 1 + team)
        return cli_fail(EXIT_USAGE, _("help: too many words ('%s')"), words[1 + team]);
    if (show_manual_page(topic) == 0)
        return EXIT_OK;
    if (!topic->is_command)
        return cli_fail(
            EXIT_NOINPUT,
            _("help: no manual page %s(%s) found by man (make install puts it "
              "there; in the source tree: man -l man/%s.%s)"),
            topic->page, topic->section, topic->page, topic->section);
    return print_usage_of(topic->word, usage);
}
