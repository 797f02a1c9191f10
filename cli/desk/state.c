/*
 * state.c - where the event stands, read from its files at each request (a
 * change made by the command line or in Excel is seen at the next one): its
 * file's settings, the rounds paired, and the results still to come.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/body.h"

/* A key of the request's section: a stage's own, else the event's. */
const char *desk_state_value(const desk_state *st, const char *key)
{
    const cli_event_entry *e = cli_event_find(&st->ef, st->section, key);
    if (!e && strcmp(st->section, "event") != 0)
        e = cli_event_find(&st->ef, "event", key);
    return e ? e->value : NULL;
}

/* A row that is a bye, the pairing's or one asked for: no game to play. */
int desk_is_bye(const char *result)
{
    return strcmp(result, "bye") == 0 || strcmp(result, "half-bye") == 0 ||
           strcmp(result, "zero-bye") == 0;
}

static void count_rounds(desk_state *st)
{
    const cli_results_file *rf = &st->rf;
    for (int i = 0; i < rf->nrows; i++) {
        if (!DESK_OURS(st, i))
            continue;
        int round = rf->rows[i].round;
        const char *result = cli_results_field(rf, i, CLI_RF_RESULT);
        if (round > st->paired && !desk_is_bye(result))
            st->paired = round;
        if (*result || !*cli_results_field(rf, i, CLI_RF_SECOND))
            continue;
        st->missing++;
        if (!st->in_progress || round < st->in_progress)
            st->in_progress = round;
    }
}

/* groups = G of the stage: its groups are A to the G-th letter (or 甲 乙 ...,
 * as pairing stage --group reads them). */
static int stage_has_group(const desk_state *st, const char *group)
{
    const cli_event_entry *e = cli_event_find(&st->ef, st->section, "groups");
    int groups = e ? atoi(e->value) : 0;
    char letter;
    return !cli_group_letter(group, &letter) && letter && letter - 'A' < groups;
}

/* A request about one group of a stage played in groups: the rows of the
 * other groups' games (their first player none of the group's players) are
 * left alone, so that a group is paired, read and taken back on its own. */
static int mark_other_groups(const desk *d, desk_state *st, desk_response *rs)
{
    json_t *players = desk_players_json(d);
    st->other_group = players ? calloc((size_t)st->rf.nrows + 1, 1) : NULL;
    for (int i = 0; st->other_group && i < st->rf.nrows; i++)
        st->other_group[i] =
            !desk_players_has(players, cli_results_field(&st->rf, i, CLI_RF_FIRST));
    int status = st->other_group ? 0
                 : players       ? desk_error(rs, 500, _("out of memory"))
                                 : desk_error(rs, 422, NULL);
    json_decref(players);
    return status;
}

static int read_state(const desk *d, desk_state *st, desk_response *rs)
{
    memset(st, 0, sizeof *st);
    int status = cli_read_event_file(d->event, &st->ef);
    if (status)
        return desk_error(rs, desk_status_of_exit(status) == 404 ? 404 : 422, NULL);
    st->section = *d->stage ? cli_event_stage_section(&st->ef, d->stage) : "event";
    if (!st->section)
        return desk_error(rs, 404, _("the event file has no such stage"));
    if (*d->group && !stage_has_group(st, d->group))
        return desk_error(rs, 404, _("no such group"));
    const char *system = desk_state_value(st, "system");
    st->system = system ? system : "";
    const char *teams = desk_state_value(st, "teams");
    st->team = teams && *teams;
    for (size_t i = 0; i < st->ef.count && !st->stages; i++)
        st->stages = cli_event_stage_of(st->ef.entries[i].section) != NULL;
    const char *results = desk_state_value(st, "results");
    st->relay = !strcmp(st->system, "relay");
    st->scheveningen = !strcmp(st->system, "scheveningen");
    if (!results || !*results || st->relay) /* a relay's games are no rounds */
        return 0;
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", st->ef.dir, results);
    st->results_path = strdup(path);
    if (!st->results_path)
        return desk_error(rs, 500, _("out of memory"));
    status = cli_results_load(&st->rf, st->results_path, CLI_ENCODING_AUTO);
    if (status)
        return desk_error(rs, desk_status_of_exit(status), NULL);
    st->has_results = 1;
    if (*d->group && (status = mark_other_groups(d, st, rs)))
        return status;
    count_rounds(st);
    return 0;
}

/* The event as it stands; on a refusal, nothing of it is kept (the caller
 * may free it again or not). */
int desk_state_read(const desk *d, desk_state *st, desk_response *rs)
{
    int status = read_state(d, st, rs);
    if (status)
        desk_state_free(st);
    return status;
}

void desk_state_free(desk_state *st)
{
    if (st->has_results)
        cli_results_free(&st->rf);
    free(st->results_path);
    free(st->other_group);
    cli_free_event_file(&st->ef);
    memset(st, 0, sizeof *st);
}

/* A command as this event's kind has it: pairing team standings for a team
 * event's standings, and so on. */
const char *desk_command_for(const desk_state *st, const char *command)
{
    static const char *const team[][2] = {{"swiss", "team swiss"},
                                          {"roundrobin", "team roundrobin"},
                                          {"knockout", "team knockout"},
                                          {"standings", "team standings"},
                                          {"check", "team check"}};
    if (st->scheveningen && !strcmp(command, "standings"))
        return "team scheveningen"; /* its standings are the match's score */
    if (st->relay && !strcmp(command, "standings"))
        return "relay"; /* the places and each player's wins */
    for (size_t i = 0; st->team && i < sizeof team / sizeof team[0]; i++)
        if (!strcmp(command, team[i][0]))
            return team[i][1];
    return command;
}

/* The command that pairs this event's next round (or draws it, or writes its
 * schedule), as a director would type it; a stage's is pairing stage. */
int desk_pairing_command(const desk_state *st, const char **command)
{
    if (strcmp(st->section, "event") != 0) {
        *command = "stage";
        return 0;
    }
    static const struct {
        const char *system, *command;
    } commands[] = {{"qiu", "swiss"},         {"swiss", "swiss"},
                    {"dutch", "swiss"},       {"roundrobin", "roundrobin"},
                    {"knockout", "knockout"}, {"scheveningen", "team scheveningen"}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(st->system, commands[i].system) == 0) {
            *command = st->scheveningen ? commands[i].command
                                        : desk_command_for(st, commands[i].command);
            return 0;
        }
    return -1;
}
