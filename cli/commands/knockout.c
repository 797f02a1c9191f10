/*
 * knockout.c - `pairing knockout`: the draw and, with results, the bracket
 * played so far, the next round's matches and the final places.
 */
#include <string.h>

#include "commands/commands.h"

int cli_read_knockout_options(const cli_options *o, pairing_knockout_options *ko,
                              cli_knockout_view *view)
{
    pairing_knockout_defaults(ko);
    long seeds = 0;
    if (o->seeds && strcmp(o->seeds, "all") == 0) /* SPEC §11: a bracket of qualifiers */
        ko->seeds = PAIRING_SEEDS_ALL;
    else if (o->seeds && cli_parse_uint(o->seeds, PAIRING_MAX_KNOCKOUT, &seeds))
        return cli_bad_setting(
            o, "seeds", _("expected 0, a power of two or all, not '%s'"), o->seeds);
    else if (o->seeds)
        ko->seeds = (int)seeds;
    else if (o->stage_from) /* SPEC §11: drawn from qualifiers, fully seeded unless said
                             */
        ko->seeds = PAIRING_SEEDS_ALL;
    view->fully_seeded = ko->seeds == PAIRING_SEEDS_ALL;
    static const char *const placements[] = {"none", "third", "all"};
    view->placement = o->placement ? o->placement : "none";
    int found = 0;
    for (int i = 0; i < 3; i++)
        if (strcmp(view->placement, placements[i]) == 0)
            ko->placement = (pairing_placement)i, found = 1;
    if (!found)
        return cli_bad_setting(o, "placement", _("none, third or all, not '%s'"),
                               view->placement);
    const char *presentation = o->presentation ? o->presentation : "byes";
    if (strcmp(presentation, "byes") != 0 && strcmp(presentation, "preliminary") != 0)
        return cli_fail(EXIT_USAGE, _("--presentation is byes or preliminary, not '%s'"),
                        presentation);
    view->preliminary = strcmp(presentation, "preliminary") == 0;
    ko->separate_clubs = o->separate_clubs;
    ko->lot_levels = o->draw_lots != NULL; /* Appendix 1 §1.3: seeds drawn by level */
    return EXIT_OK;
}

/* A draw refused: a number of seeds that does not fit is the setting's fault,
 * named where it was given; the rest is the files'. */
int cli_knockout_failed(const cli_options *o, const pairing_error *err)
{
    char text[CLI_ERROR_TEXT_SIZE];
    if (err->hint == PAIRING_HINT_SEEDS)
        return cli_bad_setting(o, "seeds", "%s", cli_error_text(err, text, sizeof text));
    return cli_library_error(err, o->entrants, o->results);
}

static knockout_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_knockout;
    if (strcmp(format, "svg") == 0)
        return cli_svg_knockout;
    if (strcmp(format, "text") == 0)
        return cli_text_knockout;
    if (strcmp(format, "html") == 0)
        return cli_html_knockout;
    return NULL;
}

/* Once every match is decided, the final places (standings of the knockout). */
int cli_knockout_places(cli_knockout_view *view, const cli_sources *files,
                        pairing_standings **places)
{
    *places = NULL;
    if (pairing_knockout_next_round(view->k) <= pairing_knockout_rounds(view->k))
        return EXIT_OK;
    pairing_error err;
    *places = pairing_standings_new(view->ev, NULL, &err);
    if (!*places)
        return cli_library_error_in(&err, files);
    view->places = *places;
    return EXIT_OK;
}

/* The settings the draw was made with (SPEC §8). */
void cli_knockout_context(cli_context *cx, const cli_options *o,
                          const cli_knockout_view *view,
                          const pairing_knockout_options *ko)
{
    cli_context_init(cx, o);
    cli_context_add(cx, "system", 0, "knockout");
    if (view->fully_seeded)
        cli_context_add(cx, "seeds", 0, "all");
    else if (view->k)
        cli_context_add(cx, "seeds", 1, "%d", pairing_knockout_seeds(view->k));
    cli_context_add(cx, "placement", 0, "%s", view->placement);
    cli_context_add(cx, "separate-clubs", 0, "%s", ko->separate_clubs ? "yes" : "no");
    cli_context_lots(cx, view->ev);
}

knockout_writer cli_knockout_writer(const char *format)
{
    return choose_writer(format);
}

int cli_knockout(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    knockout_writer write = choose_writer(format);
    if (!write)
        return cli_fail(EXIT_USAGE,
                        _("knockout: --format is json, svg, html or text, not '%s'"),
                        format);
    if (o->round) /* pairing stage --round N of a stage that is a knockout */
        return cli_fail(EXIT_USAGE,
                        _("--round %s: a knockout prints its whole bracket, "
                          "every round of it"),
                        o->round);
    pairing_knockout_options ko;
    cli_knockout_view view = {0};
    int status = cli_read_knockout_options(o, &ko, &view);
    pairing_event *ev = NULL;
    cli_qualified qd = {0};
    if (!status && o->stage_from) /* a stage drawn from another's qualifiers */
        status = cli_load_qualified(o, PAIRING_SYSTEM_KNOCKOUT, &ev, &qd);
    else if (!status)
        status = cli_load_event(o, PAIRING_SYSTEM_KNOCKOUT, 0, &ev);
    if (status)
        return status;
    if (qd.q) {
        view.json_extra = cli_json_qualifiers;
        view.text_extra = cli_text_qualifiers;
        view.owner = &qd;
    }
    pairing_error err;
    pairing_knockout *k = pairing_knockout_new(ev, &ko, &err);
    pairing_standings *places = NULL;
    if (!k)
        status = cli_knockout_failed(o, &err);
    view.ev = ev;
    view.k = k;
    cli_sources files = {o->entrants, o->results, NULL, NULL};
    if (!status)
        status = cli_knockout_places(&view, &files, &places);
    cli_context cx;
    cli_knockout_context(&cx, o, &view, &ko);
    view.cx = &cx;
    cli_results_file rf = {0};
    if (!status && o->record && !(status = cli_record_open(o, &rf)))
        status = cli_record_knockout(&rf, ev, k);
    cli_buffer out = {0};
    if (!status)
        status = write(&out, &view);
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && o->record)
        status =
            cli_record_save(&rf, _("the matches ready to play"), CLI_RECORD_BY_COMMAND);
    cli_results_free(&rf);
    cli_buffer_free(&out);
    pairing_standings_free(places);
    pairing_knockout_free(k);
    pairing_event_free(ev);
    cli_qualified_free(&qd);
    return status;
}
