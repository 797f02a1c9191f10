/*
 * stage_groups.c - a stage played in groups (分组, SPEC §11): how many, each
 * entrant's group (the entrants' group column, or the split of pairing
 * groups), one group as an event of its own, and the tables numbered across
 * the groups.  cli_load_event reads a stage's group through it.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* A stage played in groups: each command takes one group (cli_load_event). */
int cli_stage_in_groups(const cli_options *o)
{
    int groups = 1;
    return o->stage_section && o->stage_groups && !cli_stage_group_count(o, &groups) &&
           groups > 1;
}

/* groups = G of the stage, 1 without it. */
int cli_stage_group_count(const cli_options *o, int *groups)
{
    long g = 1;
    if (o->stage_groups &&
        (cli_parse_uint(o->stage_groups, PAIRING_MAX_GROUPS, &g) || g < 1))
        return cli_fail_at(EXIT_DATA, o->event, 0,
                           _("[%s]: groups = %s: expected 1 to %d groups"),
                           o->stage_section ? o->stage_section : "event", o->stage_groups,
                           PAIRING_MAX_GROUPS);
    *groups = (int)g;
    return EXIT_OK;
}

/* "A", "b", "甲": the group's index among `groups`, or -1. */
static int group_index(const char *name, int groups)
{
    char letter;
    if (cli_group_letter(name, &letter) || !letter)
        return -1;
    return letter - 'A' < groups ? letter - 'A' : -1;
}

/* The groups the entrants file's group column gives (SPEC §11: a stage keeps
 * the column they already have); *present 0 when it has none. */
static int column_groups(const cli_options *o, const pairing_event *full, int groups,
                         int *group_of, int *present)
{
    cli_encoding encoding;
    int n = pairing_event_entrants(full);
    char **values = calloc((size_t)n + 1, sizeof *values);
    if (!values)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    int status = cli_encoding_of(o, &encoding);
    if (!status)
        status = cli_read_entrants_column(o->entrants, encoding, full, "group", present,
                                          values);
    for (int i = 0; !status && *present && i < n; i++) {
        group_of[i] = group_index(values[i] ? values[i] : "", groups);
        if (group_of[i] < 0)
            status =
                cli_fail_at(EXIT_DATA, o->entrants, pairing_event_entrant(full, i).line,
                            _("entrant '%s': group '%s', but [%s] plays in groups A to "
                              "%c"),
                            pairing_event_id(full, i), values[i] ? values[i] : "",
                            o->stage_section, 'A' + groups - 1);
    }
    for (int i = 0; i < n; i++)
        free(values[i]);
    free(values);
    return status;
}

/* Each entrant's group: his group column's, or by the split of SPEC §11
 * (pairing groups: snake, with the stage's lot and club spreading when it has
 * them). */
static int split_entrants(const cli_options *o, const pairing_event *full, int groups,
                          int **group_of)
{
    pairing_groups_options go;
    pairing_groups_defaults(&go);
    go.groups = groups;
    int given, present = 0;
    *group_of = calloc((size_t)pairing_event_entrants(full) + 1, sizeof **group_of);
    if (!*group_of)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    int status = column_groups(o, full, groups, *group_of, &present);
    if (status || present)
        return status;
    status = cli_lots_seed(o, &given, &go.lot_seed);
    if (status)
        return status;
    go.draw_lots = given;
    go.separate_clubs = o->separate_clubs;
    pairing_error err;
    if (pairing_groups_split(full, &go, *group_of, &err))
        return cli_library_error(&err, o->entrants, NULL);
    return EXIT_OK;
}

/* The group the command is about, as an event of its own. */
int cli_stage_group_event(const cli_options *o, pairing_event *full, pairing_event **out)
{
    int groups, *group_of = NULL;
    *out = NULL;
    int status = cli_stage_group_count(o, &groups);
    if (status)
        return status;
    if (!o->group)
        return cli_fail(EXIT_USAGE,
                        _("[%s] is played in %d groups: name one with --group (A to %c)"),
                        o->stage_section, groups, 'A' + groups - 1);
    int g = group_index(o->group, groups);
    if (g < 0)
        return cli_fail(EXIT_USAGE, _("--group %s: [%s] has groups A to %c"), o->group,
                        o->stage_section, 'A' + groups - 1);
    status = split_entrants(o, full, groups, &group_of);
    pairing_error err;
    if (!status && !(*out = pairing_event_group(full, group_of, g, &err)))
        status = cli_library_error(&err, o->entrants, o->results);
    if (!status && pairing_event_validate(*out, &err))
        status = cli_library_error(&err, o->entrants, o->results);
    free(group_of);
    if (status) {
        pairing_event_free(*out);
        *out = NULL;
    }
    return status;
}

/* The tables of a stage in groups are numbered across the groups, so that a
 * board number names one game of the round: group A's from 1, each next
 * group's after the boards the groups before it can fill (half their
 * entrants), whatever they play. */
int cli_stage_first_board(const cli_options *o, int *first_board)
{
    int groups, *group_of = NULL;
    *first_board = 1;
    int status = o->stage_section ? cli_stage_group_count(o, &groups) : EXIT_OK;
    if (status || !o->stage_section || groups == 1 || !o->group)
        return status;
    int g = group_index(o->group, groups);
    cli_encoding encoding;
    pairing_error err;
    pairing_event *full = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    if (!full)
        return cli_library_error(&err, NULL, NULL);
    status = cli_encoding_of(o, &encoding);
    if (!status)
        status = cli_read_entrants(o->entrants, encoding, full);
    if (!status && pairing_event_validate(full, &err))
        status = cli_library_error(&err, o->entrants, NULL);
    if (!status)
        status = split_entrants(o, full, groups, &group_of);
    /* each earlier group's entrants fill half as many boards, its odd one a bye */
    for (int h = 0; !status && h < g; h++) {
        int size = 0;
        for (int i = 0; i < pairing_event_entrants(full); i++)
            size += group_of[i] == h;
        *first_board += size / 2;
    }
    free(group_of);
    pairing_event_free(full);
    return status;
}
