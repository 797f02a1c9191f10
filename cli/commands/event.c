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

/* Keys a stage alone takes (SPEC §11): in [event] they would say nothing,
 * and a director who wrote them there meant a stage. */
int cli_event_is_stage_key(const char *key)
{
    static const char *const keys[] = {"from", "advance", "settled"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcasecmp(key, keys[i]) == 0)
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
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    memcpy(joined, ef->dir, nd);
    joined[nd] = '/';
    memcpy(joined + nd + 1, e->value, nv + 1);
    free(e->value);
    e->value = joined;
    return EXIT_OK;
}

/* The relay (擂台赛, SPEC §10) is a system of its own: its file says
 * system = relay (or leaves system out), and no other command takes it but
 * publish, whose site shows every kind of event. */
static int relay_system(const cli_options *o, const cli_event_file *ef,
                        const cli_event_entry *e)
{
    int relay = !strcmp(o->command, "relay");
    if ((relay || !strcmp(o->command, "publish")) && !strcmp(e->value, "relay"))
        return EXIT_OK;
    if (relay)
        return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                           _("system = %s, but pairing relay is for a relay event "
                             "(system = relay)"),
                           e->value);
    return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                       _("system = relay: a relay event, whose command is pairing relay "
                         "(not pairing %s)"),
                       o->command);
}

/* So is the Scheveningen match (全队轮赛制): system = scheveningen (or none)
 * for team scheveningen, which the site needs to know it by. */
static int scheveningen_system(const cli_options *o, const cli_event_file *ef,
                               const cli_event_entry *e)
{
    if (!strcmp(o->command, "team scheveningen") || !strcmp(o->command, "publish"))
        return EXIT_OK;
    return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                       _("system = scheveningen: a Scheveningen match, whose command is "
                         "pairing team scheveningen (not pairing %s)"),
                       o->command);
}

/* The command's own system (roundrobin, knockout) against the file's. */
static int check_system(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *e = cli_event_setting(o, ef, "system");
    if (!e)
        return EXIT_OK;
    pairing_system system;
    int relay = !strcmp(o->command, "relay");
    if (relay || !strcmp(e->value, "relay")) /* the relay's system is its own */
        return relay_system(o, ef, e);
    if (!strcmp(e->value, "scheveningen"))
        return scheveningen_system(o, ef, e);
    if (!*e->value)
        return cli_fail_at(
            EXIT_USAGE, ef->path, e->line,
            _("system is not chosen yet: set it to qiu, swiss, roundrobin, "
              "knockout or dutch"));
    if (pairing_system_parse(e->value, &system))
        return cli_fail_at(
            EXIT_DATA, ef->path, e->line,
            _("system = %s: expected qiu, swiss, roundrobin, knockout or dutch"),
            e->value);
    /* roundrobin, knockout, team roundrobin, team knockout: a system of their own */
    const char *own = strncmp(o->command, "team ", 5) == 0 ? o->command + 5 : o->command;
    if ((!strcmp(own, "roundrobin") || !strcmp(own, "knockout")) && strcmp(own, e->value))
        return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                           _("system = %s, but pairing %s is for a %s event"), e->value,
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

/* Keys of a stage alone (SPEC §11), kept whatever the command: how the stage
 * is drawn from another and split into groups. */
static int stage_key(cli_options *o, const cli_event_file *ef, const cli_event_entry *e,
                     int *status)
{
    if (strcasecmp(e->key, "group") == 0) { /* the stage is that group's players */
        if (o->group && strcasecmp(o->group, e->value) != 0)
            *status =
                cli_fail_at(EXIT_USAGE, ef->path, e->line,
                            _("group = %s here, but --group %s on the command line"),
                            e->value, o->group);
        o->group = e->value;
        return 1;
    }
    static const struct {
        const char *key;
        size_t field;
    } keys[] = {{"from", offsetof(cli_options, stage_from)},
                {"advance", offsetof(cli_options, advance)},
                {"settled", offsetof(cli_options, settled)},
                {"groups", offsetof(cli_options, stage_groups)}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        if (strcasecmp(e->key, keys[i].key) == 0) {
            *(const char **)((char *)o + keys[i].field) = e->value;
            /* groups = G is pairing groups' --groups too */
            return strcasecmp(e->key, "groups") != 0;
        }
    /* how the stage's groups are drawn, whatever command reads them */
    if (strcasecmp(e->key, "separate-clubs") == 0 && cli_parse_yes_no(e->value) == 1)
        o->separate_clubs = 1;
    return 0;
}

static int apply_setting(cli_options *o, const cli_event_file *ef, cli_event_entry *e)
{
    if (particular(o, e))
        return EXIT_OK;
    int rc = cli_option_from_file(o, e->key, e->value, ef->path, e->line);
    if (rc >= 0)
        return rc;
    if (cli_event_is_stage_key(e->key))
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           _("'%s' is a key of a stage drawn from another: it goes in "
                             "its [stage NAME] (see pairing(1), EVENTS IN STAGES)"),
                           e->key);
    if (cli_option_is_command_line(e->key))
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           _("'%s' is not a key of the event file: it is the command "
                             "line's --%s, which changes the printout, not the pairing"),
                           e->key, e->key);
    return cli_fail_at(EXIT_DATA, ef->path, e->line,
                       _("unknown key '%s' (see pairing-event(5))"), e->key);
}

/* A key of the stage in use may not say again what [event] says: which of the
 * two holds would be a guess. */
static int check_not_twice(const cli_options *o, const cli_event_file *ef,
                           const cli_event_entry *e)
{
    const cli_event_entry *twin = cli_event_find(ef, "event", e->key);
    if (twin && strcasecmp(e->section, "event") != 0)
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           _("'%s' is set in [event] too (line %ld): a setting of every "
                             "stage stays in [event], one of [%s] alone in it"),
                           e->key, twin->line, o->stage_section);
    return EXIT_OK;
}

/* [overall]: the order of the stages, and how the teams are ranked from the
 * overall places (team individual --overall). */
static int overall_key(cli_options *o, const cli_event_file *ef, cli_event_entry *e)
{
    static const char *const team_keys[] = {"method", "pad"};
    if (strcasecmp(e->key, "order") == 0)
        return EXIT_OK;
    for (size_t i = 0; i < sizeof team_keys / sizeof team_keys[0]; i++)
        if (strcasecmp(e->key, team_keys[i]) == 0)
            return o->overall ? apply_setting(o, ef, e) : EXIT_OK;
    return cli_fail_at(
        EXIT_DATA, ef->path, e->line,
        _("[overall] takes order = STAGE, SECTION ..., method and pad, not "
          "'%s'"),
        e->key);
}

/* [event] and the stage in use give settings; the other stages are their own
 * commands' business, [overall] the overall ranking's. */
static int apply_entry(cli_options *o, const cli_event_file *ef, cli_event_entry *e)
{
    const char *stage = cli_event_stage_of(e->section);
    int in_use = o->stage_section && strcmp(e->section, o->stage_section) == 0;
    if (strcasecmp(e->section, "overall") == 0)
        return overall_key(o, ef, e);
    if (stage && !in_use)
        return EXIT_OK;
    if (!stage && strcasecmp(e->section, "event") != 0)
        return cli_fail_at(EXIT_DATA, ef->path, e->line,
                           *e->section
                               ? _("[%s]: not a section of an event file ([event], "
                                   "[stage NAME], [section NAME], [overall])")
                               : _("%s'%s' comes before [event]"),
                           *e->section ? e->section : "", e->key);
    int status = EXIT_OK;
    if (in_use && stage_key(o, ef, e, &status))
        return status;
    status = in_use ? check_not_twice(o, ef, e) : EXIT_OK;
    return status ? status : apply_setting(o, ef, e);
}

/* A setting as the command sees it: the stage's, else [event]'s. */
const cli_event_entry *cli_event_setting(const cli_options *o, const cli_event_file *ef,
                                         const char *key)
{
    const cli_event_entry *e =
        o->stage_section ? cli_event_find(ef, o->stage_section, key) : NULL;
    if (!e && o->overall)
        e = cli_event_find(ef, "overall", key);
    return e ? e : cli_event_find(ef, "event", key);
}

/* An event in stages is paired and ranked a stage at a time: the command names
 * the stage (pairing stage, standings STAGE, --stage); the overall ranking
 * needs none. */
static int choose_stage(cli_options *o, const cli_event_file *ef)
{
    char list[512];
    int stages = cli_event_stage_list(ef, list, sizeof list);
    if (!o->stage && (!stages || o->overall || !strcmp(o->command, "init") ||
                      !strcmp(o->command, "publish"))) /* the site has every stage */
        return EXIT_OK;
    if (!o->stage)
        return cli_fail_at(EXIT_USAGE, ef->path, 0,
                           _("the event is played in stages (%s): name one, as pairing "
                             "stage --event %s STAGE, standings STAGE or --stage STAGE"),
                           list, ef->path);
    o->stage_section = cli_event_stage_section(ef, o->stage);
    if (!o->stage_section)
        return cli_fail_at(EXIT_USAGE, ef->path, 0,
                           stages ? _("no stage or section '%s' here (it has %s)")
                                  : _("no stage or section '%s' here (it has none%s)"),
                           o->stage, list);
    return EXIT_OK;
}

/* The words that name a stage: pairing stage STAGE, pairing standings STAGE. */
static int stage_word(cli_options *o)
{
    int staged = !strcmp(o->command, "stage") || !strcmp(o->command, "standings");
    if (!staged || o->nwords == 0)
        return EXIT_OK;
    if (o->nwords > 1 || o->stage)
        return cli_fail(EXIT_USAGE, _("%s takes one stage, not '%s'"), o->command,
                        o->nwords > 1 ? o->words[1] : o->words[0]);
    o->stage = o->words[0];
    o->nwords = 0;
    return EXIT_OK;
}

/* pairing stage: the command that pairs the stage is its system's. */
static int stage_command(cli_options *o, const cli_event_file *ef)
{
    static const struct {
        const char *system, *command;
    } commands[] = {{"qiu", "swiss"},
                    {"swiss", "swiss"},
                    {"roundrobin", "roundrobin"},
                    {"knockout", "knockout"}};
    if (!o->stage)
        return cli_fail(EXIT_USAGE, _("stage needs the stage: pairing stage --event FILE "
                                      "STAGE"));
    int status = choose_stage(o, ef);
    if (status)
        return status;
    const cli_event_entry *e = cli_event_find(ef, o->stage_section, "system");
    if (!e)
        return cli_fail_at(EXIT_DATA, ef->path, 0, _("[%s] has no system ="),
                           o->stage_section);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(e->value, commands[i].system) == 0) {
            o->command = commands[i].command;
            return EXIT_OK;
        }
    return cli_fail_at(EXIT_DATA, ef->path, e->line,
                       _("system = %s: a stage is played as qiu, swiss, roundrobin or "
                         "knockout"),
                       e->value);
}

/* The event file's language = speaks for every message about the file, about
 * its lines before its own too; a value other than zh or en, or one the
 * command line contradicts, is refused at its line (cli_option_from_file). */
static void speak_event_language(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *e = cli_event_setting(o, ef, "language");
    if (e && !o->language && (!strcmp(e->value, "zh") || !strcmp(e->value, "en")))
        cli_i18n_use(e->value);
}

int cli_use_event_file(cli_options *o, cli_event_file *ef)
{
    int status = stage_word(o);
    if (!status)
        status = cli_read_event_file(o->event, ef);
    if (!status)
        speak_event_language(o, ef);
    if (!status && !strcmp(o->command, "stage"))
        status = stage_command(o, ef);
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
        /* the group is the one setting that differs from command to command
         * by design: each group is paired and ranked on its own (SPEC §11) */
        if (strcmp(key, "group") != 0 && !cli_event_setting(o, ef, key))
            return cli_fail_at(
                EXIT_USAGE, ef->path, 0,
                _("%s is not set here, but the command line sets it: a "
                  "setting of the event is written once, in the event file "
                  "(%s = %s), so that every command uses it"),
                key, key, value);
    return EXIT_OK;
}

/* A team event's file (teams =) serves the team commands and the relay; an
 * individual event's (entrants =, no teams) the others: the wrong command
 * would read the file's settings but not its players. */
static int check_kind(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *teams = cli_event_setting(o, ef, "teams");
    const cli_event_entry *entrants = cli_event_setting(o, ef, "entrants");
    int team_command = strncmp(o->command, "team ", 5) == 0;
    int any = !strcmp(o->command, "relay") || !strcmp(o->command, "team individual") ||
              !strcmp(o->command, "init") || !strcmp(o->command, "record") ||
              !strcmp(o->command, "publish"); /* the site of either kind */
    if (any)
        return EXIT_OK;
    if (teams && *teams->value && !team_command)
        return cli_fail_at(EXIT_USAGE, ef->path, teams->line,
                           _("teams = %s: a team event, whose commands are pairing team "
                             "swiss, roundrobin, knockout, check and standings (not "
                             "pairing %s)"),
                           teams->value, o->command);
    if (team_command && (!teams || !*teams->value) && entrants && *entrants->value)
        return cli_fail_at(
            EXIT_USAGE, ef->path, entrants->line,
            _("entrants = %s and no teams: an individual event, whose "
              "commands are pairing swiss, roundrobin, knockout, check and "
              "standings (not pairing %s)"),
            entrants->value, o->command);
    return EXIT_OK;
}

/* An event the file splits into groups (groups = G) is paired and ranked a
 * group at a time: swiss, check and standings without a group would take
 * every group's players as one field. */
static int need_group(const cli_options *o, const cli_event_file *ef)
{
    const cli_event_entry *e = cli_event_find(ef, "event", "groups");
    int per_group = !strcmp(o->command, "swiss") || !strcmp(o->command, "check") ||
                    !strcmp(o->command, "standings");
    if (!e || !*e->value || !per_group || (o->group && *o->group))
        return EXIT_OK;
    return cli_fail_at(EXIT_USAGE, ef->path, e->line,
                       _("groups = %s: the event plays in groups, each on its own; name "
                         "one with --group X (or group = X)"),
                       e->value);
}

int cli_apply_event_file(cli_options *o, cli_event_file *ef)
{
    int status = choose_stage(o, ef);
    if (!status)
        status = check_system(o, ef);
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
    return status ? status : need_group(o, ef);
}
