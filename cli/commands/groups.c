/*
 * groups.c - `pairing groups` (分组, SPEC §11): the entrants split into groups
 * by snake over their initial numbers, or each band by lot, club-mates spread
 * (pairing_groups_split), written as the entrants file with a group column,
 * which `--group X` on swiss, check and standings then reads.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* --groups G: 2 to 26 (A to Z). */
static int read_groups(const cli_options *o, pairing_groups_options *go)
{
    long g;
    pairing_groups_defaults(go);
    if (!o->groups)
        return cli_fail(EXIT_USAGE,
                        _("groups needs --groups G, the number of groups (2 to "
                          "%d), or groups = in the event file"),
                        PAIRING_MAX_GROUPS);
    if (cli_parse_uint(o->groups, PAIRING_MAX_GROUPS, &g) || g < 2)
        return cli_bad_setting(o, "groups",
                               _("expected a number of groups from 2 to %d, not '%s'"),
                               PAIRING_MAX_GROUPS, o->groups);
    go->groups = (int)g;
    go->separate_clubs = o->separate_clubs;
    int given;
    int status = cli_lots_seed(o, &given, &go->lot_seed);
    go->draw_lots = given;
    return status;
}

static void groups_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                           const pairing_groups_options *go)
{
    cli_context_init(cx, o);
    cli_context_add(cx, "groups", 1, "%d", go->groups);
    cli_context_add(cx, "separate-clubs", 0, "%s", go->separate_clubs ? "yes" : "no");
    cli_context_lots(cx, ev);
}

static int write_groups(const cli_options *o, const char *format, const pairing_event *ev,
                        const pairing_groups_options *go, const int *group_of)
{
    cli_buffer out = {0};
    int status;
    if (!strcmp(format, "json")) {
        cli_context cx;
        groups_context(&cx, o, ev, go);
        status = cli_json_groups(&out, &cx, ev, group_of, go->groups);
    } else {
        cli_encoding encoding;
        status = cli_encoding_of(o, &encoding);
        if (!status)
            status = cli_csv_with_groups(&out, o->entrants, encoding, ev, group_of);
    }
    if (!status && out.failed)
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    return status;
}

int cli_groups(const cli_options *o)
{
    const char *format = o->format ? o->format : "csv";
    if (strcmp(format, "csv") != 0 && strcmp(format, "json") != 0)
        return cli_fail(EXIT_USAGE, _("groups: --format is csv or json, not '%s'"),
                        format);
    pairing_groups_options go;
    int status = read_groups(o, &go);
    pairing_event *ev = NULL;
    if (!status) /* the numbering is the same in every system */
        status = cli_load_event(o, PAIRING_SYSTEM_SWISS, 0, &ev);
    if (status)
        return status;
    int n = pairing_event_entrants(ev);
    int *group_of = calloc((size_t)(n ? n : 1), sizeof *group_of);
    pairing_error err;
    if (!group_of)
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    else if (pairing_groups_split(ev, &go, group_of, &err))
        status = cli_library_error(&err, o->entrants, NULL);
    if (!status)
        status = write_groups(o, format, ev, &go, group_of);
    free(group_of);
    pairing_event_free(ev);
    return status;
}
