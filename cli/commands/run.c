/*
 * run.c - a command run over its settings: the event file read into them, then
 * the command itself.  The two front ends call this one function: the command
 * line (main.c) with the options it parsed, the director's desk (cli/desk/)
 * with those a request asks for (SPEC §14) - neither does an event's work
 * itself.
 */
#include <string.h>

#include "commands/commands.h"
#include "site/site.h"

/* A stage, and the overall ranking, are an event file's (SPEC §11). */
static int needs_event_file(const cli_options *o)
{
    if (strcmp(o->command, "init") == 0 || strcmp(o->command, "record") == 0)
        return EXIT_OK; /* their words are a folder, a round and a result */
    return cli_fail(EXIT_USAGE, _("%s%s needs the event file: --event FILE"), o->command,
                    o->overall              ? " --overall"
                    : o->nwords || o->stage ? " STAGE"
                                            : "");
}

static int dispatch(const cli_options *o)
{
    static const struct {
        const char *name;
        int (*command)(const cli_options *o);
    } commands[] = {{"roundrobin", cli_roundrobin},
                    {"knockout", cli_knockout},
                    {"swiss", cli_swiss},
                    {"check", cli_check},
                    {"convert", cli_convert},
                    {"standings", cli_standings},
                    {"players", cli_players},
                    {"init", cli_init},
                    {"record", cli_record},
                    {"team swiss", cli_team_swiss},
                    {"team roundrobin", cli_team_roundrobin},
                    {"team standings", cli_team_standings},
                    {"team check", cli_team_check},
                    {"team knockout", cli_team_knockout},
                    {"team scheveningen", cli_team_scheveningen},
                    {"team individual", cli_team_individual},
                    {"relay", cli_relay},
                    {"groups", cli_groups},
                    {"publish", cli_publish},
                    {"generate", cli_generate}};
    if (o->overall && strcmp(o->command, "standings") == 0)
        return cli_overall(o); /* the overall ranking of an event in stages */
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(o->command, commands[i].name) == 0)
            return commands[i].command(o);
    return cli_fail(EXIT_SOFTWARE, _("no command '%s'"), o->command);
}

int cli_run(cli_options *o)
{
    cli_event_file ef = {0};
    int status = EXIT_OK;
    if (o->event)
        status = cli_use_event_file(o, &ef);
    else if (o->stage || o->overall || o->nwords > 0 || strcmp(o->command, "stage") == 0)
        status = needs_event_file(o);
    if (!status)
        status = dispatch(o);
    cli_free_event_file(&ef);
    return status;
}
