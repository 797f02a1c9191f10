/*
 * publish.c - `pairing publish`: the event as a website players follow on
 * their phones (SPEC §13).  Everything is read and every page built in
 * memory first, so bad input touches no file of the site; then only what
 * changed is written.
 */
#include <stdio.h>
#include <string.h>

#include "site/site.h"

static int is_system(const cli_options *o, const char *system)
{
    return o->system && !strcmp(o->system, system);
}

/* The relay's order and a Scheveningen's table say nothing to another event:
 * given for one, they are a mistake to name, not a setting to pass over. */
static int settings_of_kind(const cli_options *o)
{
    if (o->relay_order && o->system && !is_system(o, "relay"))
        return cli_bad_setting(o, "order",
                               _("'%s' is the relay's (system = relay); a %s event has "
                                 "no order"),
                               o->relay_order, o->system);
    if (o->table && o->system && !is_system(o, "scheveningen"))
        return cli_bad_setting(o, "table",
                               _("'%s' is a Scheveningen's (system = scheveningen); a %s "
                                 "event has no table"),
                               o->table, o->system);
    return EXIT_OK;
}

int cli_publish(const cli_options *o)
{
    if (!o->site)
        return cli_fail(EXIT_USAGE, _("publish needs --site DIR, the site's folder"));
    int status = cli_site_check_folder(o->site);
    cli_event_file ef = {0};
    char stages[256] = "";
    if (!status && o->event)
        status = cli_read_event_file(o->event, &ef);
    int in_stages =
        !status && o->event && cli_event_stage_list(&ef, stages, sizeof stages);
    cli_site_event se;
    memset(&se, 0, sizeof se);
    cli_site site = {0};
    site.dir = o->site;
    if (!status)
        status = settings_of_kind(o);
    if (!status && in_stages)
        status = cli_site_stages(&site, o, &ef);
    else if (!status && is_system(o, "relay"))
        status = cli_site_relay(&site, o);
    else if (!status && is_system(o, "scheveningen"))
        status = cli_site_scheveningen(&site, o);
    else if (!status && o->teams)
        status = cli_site_team_event(&site, o);
    else if (!status && !(status = cli_site_event_load(&se, o)))
        status = cli_site_pages(&site, &se, NULL);
    int changed = 0;
    if (!status)
        status = cli_site_write(&site, &changed);
    if (!status)
        printf(_("%s/index.html: %d files, %d written, %d unchanged\n"), o->site,
               site.count, changed, site.count - changed);
    cli_site_free(&site);
    cli_site_event_free(&se);
    cli_free_event_file(&ef);
    return status;
}
