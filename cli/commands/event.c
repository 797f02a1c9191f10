/*
 * event.c - an event file's settings merged with the command line's (SPEC §8):
 * each setting comes from the file, a flag that says the same is accepted, one
 * that says otherwise is a usage error naming both, and nothing that decides a
 * pairing or a ranking is left to a default the director did not see.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "commands/commands.h"

/* Keys of the later parts of SPEC §10-§12, refused by name rather than ignored:
 * an event that needs them would be paired wrongly without them. */
static const char *not_yet[] = {
    "groups", "group", "from", "advance", "order",
};

static int is_not_yet(const char *key)
{
    for (size_t i = 0; i < sizeof not_yet / sizeof not_yet[0]; i++)
        if (strcasecmp(key, not_yet[i]) == 0)
            return 1;
    return 0;
}

/* The keys that name files, relative to the event file. */
static int is_path_key(const char *key)
{
    static const char *const paths[] = {"entrants", "results", "teams", "members",
                                        "lineups",  "table",   "ranks"};
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
        if (strcasecmp(key, paths[i]) == 0)
            return 1;
    return 0;
}

/* A path of the file is relative to the file's folder. */
static int resolve_path(const cli_event_file *ef, cli_event_entry *e)
{
    if (!*e->value || e->value[0] == '/' || strcmp(ef->dir, ".") == 0)
        return EXIT_OK;
    size_t nd = strlen(ef->dir), nv = strlen(e->value);
    char *joined = malloc(nd + nv + 2);
    if (!joined)
        return cli_fail(EXIT_SOFTWARE, "out of memory");
    memcpy(joined, ef->dir, nd);
    joined[nd] = '/';
    memcpy(joined + nd + 1, e->value, nv + 1);
    free(e->value);
    e->value = joined;
    return EXIT_OK;
}

/* The relay (擂台赛, SPEC §10) is a system of its own: its file says
 * system = relay (or leaves system out), and no other command takes it. */
static int relay_system(const cli_options *o, const cli_event_file *ef,
                        const cli_event_entry *e)
{
    int relay = !strcmp(o->command, "relay");
    if (relay && !strcmp(e->value, "relay"))
        return EXIT_OK;
    if (relay)
        return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                           "system = %s, but pairing relay is for a relay event "
                           "(system = relay)",
                           e->value);
    return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                       "system = relay: a relay event, whose command is pairing relay "
                       "(not pairing %s)",
                       o->command);
}

/* The command's own system (roundrobin, knockout) against the file's. */
static int check_system(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *e = cli_event_find(ef, "event", "system");
    if (!e)
        return EXIT_OK;
    pairing_system system;
    int relay = !strcmp(o->command, "relay");
    if (relay || !strcmp(e->value, "relay")) /* the relay's system is its own */
        return relay_system(o, ef, e);
    if (!*e->value)
        return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                           "system is not chosen yet: set it to qiu, swiss, roundrobin "
                           "or knockout");
    if (pairing_system_parse(e->value, &system))
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           "system = %s: expected qiu, swiss, roundrobin or knockout",
                           e->value);
    /* roundrobin, knockout, team roundrobin, team knockout: a system of their own */
    const char *own = strncmp(o->command, "team ", 5) == 0 ? o->command + 5 : o->command;
    if ((!strcmp(own, "roundrobin") || !strcmp(own, "knockout")) && strcmp(own, e->value))
        return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                           "system = %s, but pairing %s is for a %s event", e->value,
                           o->command, own);
    return EXIT_OK;
}

static int particular(cli_options *o, const cli_event_entry *e)
{
    static const struct {
        const char *key;
        size_t field;
    } keys[] = {{"name", offsetof(cli_options, event_name)},
                {"date", offsetof(cli_options, event_date)},
                {"venue", offsetof(cli_options, event_venue)},
                {"arbiter", offsetof(cli_options, event_arbiter)}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcasecmp(e->key, keys[i].key) == 0) {
            *(const char **)((char *)o + keys[i].field) = e->value;
            return 1;
        }
    return 0;
}

static int apply_entry(cli_options *o, const cli_event_file *ef, cli_event_entry *e)
{
    if (strcasecmp(e->section, "event") != 0)
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           *e->section ? "[%s]: this version reads only [event] (events "
                                         "in stages are not supported yet)"
                                       : "%s'%s' comes before [event]",
                           *e->section ? e->section : "", e->key);
    if (particular(o, e))
        return EXIT_OK;
    int rc = cli_option_from_file(o, e->key, e->value, ef->path, e->line);
    if (rc >= 0)
        return rc;
    if (is_not_yet(e->key))
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           "'%s' is not supported yet by this version of pairing",
                           e->key);
    return cli_fail_at(EXIT_DATA, ef->path, e->line,
                       "unknown key '%s' (see pairing(1), The event file)", e->key);
}

int cli_use_event_file(cli_options *o, cli_event_file *ef)
{
    int status = cli_read_event_file(o->event, ef);
    return status ? status : cli_apply_event_file(o, ef);
}

/* With an event file, a setting that decides the outcome lives in it: given on
 * one command line alone, it would pair or rank that command otherwise than
 * the others (a --rounds 7 forgotten on standings).  A flag for a setting the
 * file does not hold is refused, naming the line to write. */
static int refuse_settings_outside(const cli_options *o, const cli_event_file *ef)
{
    size_t at = 0;
    char value[256];
    for (const char *key; (key = cli_setting_given(o, &at, value, sizeof value));)
        if (!cli_event_find(ef, "event", key))
            return cli_fail_at(EXIT_USAGE, ef->path, 0,
                               "%s is not set here, but the command line sets it: a "
                               "setting of the event is written once, in the event file "
                               "(%s = %s), so that every command uses it",
                               key, key, value);
    return EXIT_OK;
}

/* A team event's file (teams =) serves the team commands and the relay; an
 * individual event's (entrants =, no teams) the others: the wrong command
 * would read the file's settings but not its players. */
static int check_kind(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *teams = cli_event_find(ef, "event", "teams");
    const cli_event_entry *entrants = cli_event_find(ef, "event", "entrants");
    int team_command = strncmp(o->command, "team ", 5) == 0;
    int any = !strcmp(o->command, "relay") || !strcmp(o->command, "team individual") ||
              !strcmp(o->command, "init") || !strcmp(o->command, "record");
    if (any)
        return EXIT_OK;
    if (teams && *teams->value && !team_command)
        return cli_fail_at(EXIT_USAGE, ef->path, teams->line,
                           "teams = %s: a team event, whose commands are pairing team "
                           "swiss, roundrobin, knockout, check and standings (not "
                           "pairing %s)",
                           teams->value, o->command);
    if (team_command && (!teams || !*teams->value) && entrants && *entrants->value)
        return cli_fail_at(EXIT_USAGE, ef->path, entrants->line,
                           "entrants = %s and no teams: an individual event, whose "
                           "commands are pairing swiss, roundrobin, knockout, check and "
                           "standings (not pairing %s)",
                           entrants->value, o->command);
    return EXIT_OK;
}

int cli_apply_event_file(cli_options *o, cli_event_file *ef)
{
    int status = check_system(o, ef);
    if (!status)
        status = check_kind(o, ef);
    if (!status)
        status = refuse_settings_outside(o, ef);
    for (size_t i = 0; i < ef->count && !status; i++) {
        cli_event_entry *e = &ef->entries[i];
        if (is_path_key(e->key))
            status = resolve_path(ef, e);
        if (!status)
            status = apply_entry(o, ef, e);
    }
    return status;
}
