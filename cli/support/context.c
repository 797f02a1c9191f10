/*
 * context.c - what every output shows besides its data (SPEC §8): the event's
 * particulars, as its event file gives them, and the settings the command
 * used, keyed by the event file's names, so that a printout or a JSON document
 * says by itself how it was made.
 */
#include <stdio.h>
#include <string.h>

#include "support/support.h"

/* An event in stages (SPEC §11): which stage and group the output is of, and
 * where a stage drawn from another took its players. */
static void stage_settings(cli_context *cx, const cli_options *o)
{
    if (o->stage)
        cli_context_add(cx, "stage", 0, "%s", o->stage);
    if (o->stage_groups)
        cli_context_add(cx, "groups", 1, "%s", o->stage_groups);
    if (o->stage_from) {
        cli_context_add(cx, "from", 0, "%s", o->stage_from);
        cli_context_add(cx, "advance", 1, "%s", o->advance ? o->advance : "0");
    }
    if (o->settled)
        cli_context_add(cx, "settled", 0, "%s", o->settled);
}

void cli_context_init(cli_context *cx, const cli_options *o)
{
    memset(cx, 0, sizeof *cx);
    cx->name = o->event_name && *o->event_name ? o->event_name : NULL;
    cx->date = o->event_date && *o->event_date ? o->event_date : NULL;
    cx->venue = o->event_venue && *o->event_venue ? o->event_venue : NULL;
    cx->arbiter = o->event_arbiter && *o->event_arbiter ? o->event_arbiter : NULL;
    cx->site = o->site_nav;
    stage_settings(cx, o);
}

/* A setting; `number` 1 marks one written as a JSON number, -1 one written as
 * null (and as its text elsewhere). */
void cli_context_add(cli_context *cx, const char *key, int number, const char *fmt, ...)
{
    if (cx->nsettings == CLI_MAX_SETTINGS)
        return; /* the table is sized for the most any command states */
    cli_setting *s = &cx->settings[cx->nsettings++];
    s->key = key;
    s->number = number;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->value, sizeof s->value, fmt, ap);
    va_end(ap);
}

static void half_points(char *buf, size_t size, int half)
{
    pairing_value v = {half, 2, 1};
    pairing_value_format(v, buf, size);
}

/* points = W,D,L and bye-points, as the event file writes them. */
void cli_context_points(cli_context *cx, const pairing_event *ev)
{
    int win, draw, loss, bye;
    char w[32], d[32], l[32], b[32];
    if (pairing_event_points(ev, &win, &draw, &loss, &bye))
        return;
    half_points(w, sizeof w, win);
    half_points(d, sizeof d, draw);
    half_points(l, sizeof l, loss);
    half_points(b, sizeof b, bye);
    cli_context_add(cx, "points", 0, "%s,%s,%s", w, d, l);
    cli_context_add(cx, "bye-points", 0, "%s", b);
}

void cli_context_lots(cli_context *cx, const pairing_event *ev)
{
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_context_add(cx, "draw-lots", 1, "%llu", (unsigned long long)seed);
    else
        cli_context_add(cx, "draw-lots", -1, "none"); /* JSON null */
}

int cli_context_has_event(const cli_context *cx)
{
    return cx->name || cx->date || cx->venue || cx->arbiter;
}

const char *cli_context_setting(const cli_context *cx, const char *key)
{
    for (int i = 0; i < cx->nsettings; i++)
        if (strcmp(cx->settings[i].key, key) == 0)
            return cx->settings[i].value;
    return NULL;
}

/* What a title names before the round (SPEC §11): the system, then the stage
 * and the group a sheet is of, when it is of one ("Swiss system, stage prelim,
 * group A"); into buf, which is returned. */
const char *cli_context_title(const cli_context *cx, const char *system, char *buf,
                              size_t size)
{
    const char *stage = cli_context_setting(cx, "stage"),
               *group = cli_context_setting(cx, "group");
    if (stage && group)
        snprintf(buf, size, "%s, stage %s, group %s", system, stage, group);
    else if (stage)
        snprintf(buf, size, "%s, stage %s", system, stage);
    else if (group)
        snprintf(buf, size, "%s, group %s", system, group);
    else
        snprintf(buf, size, "%s", system);
    return buf;
}
