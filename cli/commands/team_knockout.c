/*
 * team_knockout.c - `pairing team knockout` (SPEC §10): the Appendix 1 draw
 * over the teams (seeds, byes, groups kept apart with --separate-clubs), the
 * bracket played so far from the team matches' results, and the next round's
 * matches with their boards, the first team of each drawn by lot.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

typedef struct next_round {
    const pairing_team_event *ev;
    const pairing_round *r; /* the ready matches, NULL once all are played */
    const pairing_team_round *tr;
} next_round;

static void json_matches(cli_json *j, const void *owner)
{
    const next_round *n = owner;
    cli_json_put_string(j, "mode", "team");
    cli_json_team_shape(j, n->ev);
    if (n->r)
        cli_json_team_matches(j, n->ev, n->r, n->tr);
}

static void text_matches(cli_buffer *out, const void *owner)
{
    const next_round *n = owner;
    if (!n->r || !pairing_team_round_matches(n->tr))
        return;
    cli_buffer_printf(out,
                      "\nThe matches of round %d, boards by lineup; the first team of "
                      "each is drawn by lot (shown as if the upper side draws it).\n",
                      pairing_round_number(n->r));
    cli_text_team_matches(out, n->ev, n->r, n->tr);
}

/* The next round's ready matches expanded into their boards. */
static int expand_next(const pairing_team_event *ev, const pairing_knockout *k,
                       pairing_round **r, pairing_team_round **tr)
{
    int next = pairing_knockout_next_round(k);
    if (next > pairing_knockout_rounds(k))
        return EXIT_OK;
    pairing_error err;
    if (!(*r = pairing_team_knockout_round(k, next, &err)) ||
        !(*tr = pairing_team_round_new(ev, *r, &err)))
        return cli_library_error(&err, NULL, NULL);
    return EXIT_OK;
}

static int write_draw(const cli_options *o, knockout_writer write,
                      cli_knockout_view *view)
{
    cli_buffer out = {0};
    int status = write(&out, view);
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    return status;
}

static int draw_teams(const cli_options *o, knockout_writer write,
                      const pairing_team_event *ev, cli_knockout_view *view,
                      const pairing_knockout_options *ko)
{
    cli_sources files = {o->members, o->results, o->teams, o->lineups};
    pairing_error err;
    pairing_knockout *k = pairing_knockout_new(view->ev, ko, &err);
    char text[CLI_ERROR_TEXT_SIZE];
    if (!k)
        return err.hint == PAIRING_HINT_SEEDS
                   ? cli_bad_setting(o, "seeds", "%s",
                                     cli_error_text(&err, text, sizeof text))
                   : cli_library_error_in(&err, &files);
    view->k = k;
    pairing_standings *places = NULL;
    pairing_round *r = NULL;
    pairing_team_round *tr = NULL;
    int status = cli_knockout_places(view, &files, &places);
    if (!status)
        status = expand_next(ev, k, &r, &tr);
    next_round next = {ev, r, tr};
    cli_context cx;
    cli_knockout_context(&cx, o, view, ko);
    cli_team_context(&cx, ev);
    view->cx = &cx;
    view->json_extra = json_matches;
    view->text_extra = text_matches;
    view->owner = &next;
    cli_results_file rf = {0};
    if (!status && o->record && !(status = cli_record_open(o, &rf)))
        status = r ? cli_record_team_matches(&rf, ev, r, tr)
                   : cli_fail(EXIT_DATA, _("every match is played: nothing to record"));
    if (!status)
        status = write_draw(o, write, view);
    if (!status && o->record)
        status = cli_record_save(&rf, _("the matches ready to play"), CLI_RECORD_BY_HAND);
    cli_results_free(&rf);
    pairing_team_round_free(tr);
    pairing_round_free(r);
    pairing_standings_free(places);
    pairing_knockout_free(k);
    return status;
}

int cli_team_knockout(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    knockout_writer write = cli_knockout_writer(format);
    if (!write)
        return cli_fail(EXIT_USAGE,
                        _("team knockout: --format is json, svg, html or text, not '%s'"),
                        format);
    pairing_knockout_options ko;
    cli_knockout_view view = {0};
    int status = cli_read_knockout_options(o, &ko, &view);
    pairing_team_event *ev = NULL;
    if (!status)
        status = cli_load_team_event(o, PAIRING_SYSTEM_KNOCKOUT, 0, &ev);
    if (status)
        return status;
    view.ev = pairing_team_event_teams(ev);
    status = draw_teams(o, write, ev, &view, &ko);
    pairing_team_event_free(ev);
    return status;
}
