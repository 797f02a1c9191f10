/*
 * team_individual.c - `pairing team individual` (队员总分制, SPEC §10): the
 * teams of an individual event (its club column, or a team column) ranked by
 * their best members' overall places (sum-ranks:K, the 2014 open's rule, 003
 * §五(五)2) or scores (sum-points[:K]).  The places are the standings'
 * (ranked as `pairing standings` ranks them), or those of --ranks FILE.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

typedef int (*members_writer)(cli_buffer *, const cli_context *,
                              const cli_members_view *);

static members_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_members_total;
    if (strcmp(format, "text") == 0)
        return cli_text_members_total;
    if (strcmp(format, "csv") == 0)
        return cli_csv_members_total;
    if (strcmp(format, "html") == 0)
        return cli_html_members_total;
    return NULL;
}

/* --method sum-ranks:K | sum-points[:K], K a number of members from 1. */
static int read_method(const cli_options *o, pairing_members_options *mo)
{
    const char *wanted = _("sum-ranks:K or sum-points[:K] (K members counted)");
    if (!o->method)
        return cli_fail(EXIT_USAGE, _("%s needs --method %s"), o->command, wanted);
    const char *colon = strchr(o->method, ':');
    size_t len = colon ? (size_t)(colon - o->method) : strlen(o->method);
    if (len == 9 && strncmp(o->method, "sum-ranks", len) == 0)
        mo->method = PAIRING_SUM_RANKS;
    else if (len == 10 && strncmp(o->method, "sum-points", len) == 0)
        mo->method = PAIRING_SUM_POINTS;
    else
        return cli_bad_setting(o, "method", _("expected %s, not '%s'"), wanted,
                               o->method);
    long k = 0;
    if (colon && (cli_parse_uint(colon + 1, PAIRING_MAX_ENTRANTS, &k) || k < 1))
        return cli_bad_setting(
            o, "method", _("K in '%s' is not a number of members from 1"), o->method);
    /* 003 §五(五)2 counts a fixed number of places: sums of teams of different
     * sizes would not compare */
    if (mo->method == PAIRING_SUM_RANKS && !colon)
        return cli_bad_setting(o, "method",
                               _("sum-ranks needs the members counted: sum-ranks:K"));
    mo->count = (int)k;
    return EXIT_OK;
}

static int read_settings(const cli_options *o, pairing_members_options *mo,
                         int *team_column)
{
    pairing_members_defaults(mo);
    int status = read_method(o, mo);
    if (status)
        return status;
    if (o->pad && strcmp(o->pad, "last") != 0 && strcmp(o->pad, "none") != 0)
        return cli_bad_setting(o, "pad", _("last or none, not '%s'"), o->pad);
    mo->pad_last = o->pad && strcmp(o->pad, "last") == 0;
    if (mo->pad_last && !mo->count)
        return cli_bad_setting(o, "pad",
                               _("last needs K (sum-points:K): counting every member, "
                                 "no team is short"));
    const char *column = o->team_column ? o->team_column : "club";
    if (strcmp(column, "club") != 0 && strcmp(column, "team") != 0)
        return cli_bad_setting(o, "team-column", _("club or team, not '%s'"), column);
    *team_column = strcmp(column, "team") == 0;
    return EXIT_OK;
}

/* What one ranking reads: the team keys, and the places --ranks gives. */
typedef struct team_inputs {
    const char **team_of;
    char **owned; /* the team column's values, when read */
    int *places;  /* NULL: the standings' */
    int n;
} team_inputs;

static void free_inputs(team_inputs *in)
{
    for (int i = 0; in->owned && i < in->n; i++)
        free(in->owned[i]);
    free(in->owned);
    free(in->team_of);
    free(in->places);
}

/* The overall ranking's places (SPEC §11): the teams are the clubs. */
static int overall_inputs(const cli_options *o, const pairing_event *ev, int team_column,
                          team_inputs *in)
{
    if (team_column || o->ranks)
        return cli_fail(EXIT_USAGE,
                        _("team individual --overall takes the places of the "
                          "overall ranking and the teams of the club column, "
                          "not --%s"),
                        team_column ? "team-column team" : "ranks");
    in->n = pairing_event_entrants(ev);
    in->team_of = calloc((size_t)in->n + 1, sizeof *in->team_of);
    if (!in->team_of)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int i = 0; i < in->n; i++)
        in->team_of[i] = pairing_event_club(ev, i);
    return EXIT_OK;
}

static int read_inputs(const cli_options *o, const pairing_event *ev, int team_column,
                       team_inputs *in)
{
    if (o->overall)
        return overall_inputs(o, ev, team_column, in);
    cli_encoding encoding;
    int status = cli_encoding_of(o, &encoding);
    if (status)
        return status;
    in->n = pairing_event_entrants(ev);
    size_t n = (size_t)in->n + 1;
    in->team_of = calloc(n, sizeof *in->team_of);
    in->owned = team_column ? calloc(n, sizeof *in->owned) : NULL;
    in->places = o->ranks ? calloc(n, sizeof *in->places) : NULL;
    if (!in->team_of || (team_column && !in->owned) || (o->ranks && !in->places))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (team_column)
        status = cli_read_team_column(o->entrants, encoding, ev, in->owned);
    for (int i = 0; !status && i < in->n; i++)
        in->team_of[i] = team_column ? in->owned[i] : pairing_event_club(ev, i);
    if (!status && o->ranks)
        status = cli_parse_ranks(o->ranks, NULL, 0, encoding, ev, in->places);
    return status;
}

/* The settings stated with the ranking (SPEC §8): the standings' and its own. */
static void members_context(cli_context *cx, const cli_options *o,
                            const pairing_event *ev, const pairing_standings *st,
                            const pairing_standings_options *so,
                            const pairing_members_options *mo, int team_column)
{
    if (st) {
        cli_standings_context(cx, o, ev, st, so);
    } else { /* the overall ranking's places: stated by its stages */
        cli_context_init(cx, o);
        cli_context_add(cx, "places", 0, "overall");
    }
    cli_context_add(cx, "method", 0, "%s", o->method);
    cli_context_add(cx, "pad", 0, "%s", mo->pad_last ? "last" : "none");
    cli_context_add(cx, "team-column", 0, "%s", team_column ? "team" : "club");
}

static int rank_teams(const cli_options *o, members_writer write, pairing_event *ev,
                      pairing_standings *st, const pairing_standings_options *so,
                      int *overall)
{
    pairing_members_options mo;
    int team_column = 0;
    team_inputs in = {0};
    int status = read_settings(o, &mo, &team_column);
    if (!status)
        status = read_inputs(o, ev, team_column, &in);
    if (!status && overall) {
        in.places = overall;
        if (mo.method != PAIRING_SUM_RANKS)
            status = cli_bad_setting(o, "method",
                                     _("--overall ranks teams by the members' "
                                       "overall places: sum-ranks:K"));
    }
    pairing_error err;
    pairing_members_total *total =
        status ? NULL
               : pairing_members_total_new(ev, st, in.places, in.team_of, &mo, &err);
    if (!status && !total) {
        cli_sources files = {o->entrants, o->results, NULL, NULL};
        status = cli_library_error_in(&err, &files);
    }
    if (!status) {
        cli_context cx;
        members_context(&cx, o, ev, st, so, &mo, team_column);
        cli_members_view v = {ev,
                              st,
                              total,
                              o->method,
                              mo.method == PAIRING_SUM_RANKS,
                              mo.count,
                              overall ? "the overall ranking" : o->ranks};
        cli_buffer out = {0};
        status = write(&out, &cx, &v);
        if (!status)
            status = cli_write_command_output(o, &out);
        cli_buffer_free(&out);
    }
    pairing_members_total_free(total);
    if (overall)
        in.places = NULL; /* the caller's */
    free_inputs(&in);
    return status;
}

int cli_team_individual(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    members_writer write = choose_writer(format);
    if (!write)
        return cli_fail(
            EXIT_USAGE,
            _("team individual: --format is json, text, csv or html, not '%s'"), format);
    pairing_members_options mo;
    int team_column;
    int status = read_settings(o, &mo, &team_column); /* before any file is read */
    pairing_event *ev = NULL;
    pairing_standings *st = NULL;
    pairing_standings_options so;
    int *overall = NULL;
    if (!status && o->overall) /* the places of the overall ranking (SPEC §11) */
        status = cli_overall_places(o, &ev, &overall);
    else if (!status)
        status = cli_rank_event(o, &ev, &st, &so);
    if (!status)
        status = rank_teams(o, write, ev, st, &so, overall);
    free(overall);
    pairing_standings_free(st);
    pairing_event_free(ev);
    return status;
}
