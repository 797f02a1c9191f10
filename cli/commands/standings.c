/*
 * standings.c - `pairing standings`: the ranking with its tiebreaks.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

typedef int (*standings_writer)(cli_buffer *, const cli_context *, const pairing_event *,
                                const pairing_standings *);

static standings_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_standings;
    if (strcmp(format, "csv") == 0)
        return cli_csv_standings;
    if (strcmp(format, "text") == 0)
        return cli_text_standings;
    if (strcmp(format, "html") == 0)
        return cli_html_standings;
    if (strcmp(format, "trf") == 0)
        return cli_trf_standings;
    return NULL;
}

/* The settings the ranking used (SPEC §8), defaults included. */
void cli_standings_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                           const pairing_standings *st,
                           const pairing_standings_options *so)
{
    pairing_system system = pairing_event_system(ev);
    cli_context_init(cx, o);
    cli_context_add(cx, "system", 0, "%s", pairing_system_name(system));
    cli_context_group(cx, o); /* SPEC §11: one group alone */
    if (system == PAIRING_SYSTEM_QIU)
        cli_context_add(cx, "rounds", 1, "%d",
                        so->rounds ? so->rounds
                                   : pairing_qiu_rounds(pairing_event_entrants(ev)));
    else if (system == PAIRING_SYSTEM_SWISS && so->rounds) /* the event's, as given */
        cli_context_add(cx, "rounds", 1, "%d", so->rounds);
    if (system == PAIRING_SYSTEM_ROUNDROBIN)
        cli_context_add(cx, "double", 0, "%s", so->cycles == 2 ? "yes" : "no");
    if (system != PAIRING_SYSTEM_KNOCKOUT)
        cli_context_points(cx, ev);
    char list[640] = "";
    size_t used = 0;
    for (int k = 0; k < pairing_standings_tiebreaks(st) && used < sizeof list; k++) {
        pairing_tiebreak_info tb = pairing_standings_tiebreak(st, k);
        if (tb.board > 1) /* board-by-board: one tiebreak a board, named once */
            continue;
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? "," : "",
                                 tb.board ? tb.base_name : tb.name);
    }
    if (used >= sizeof list) /* a long list keeps its head, marked as cut */
        memcpy(list + sizeof list - 4, "...", 4);
    cli_context_add(cx, "tiebreaks", 0, "%s", used ? list : "none");
    if ((system == PAIRING_SYSTEM_SWISS || system == PAIRING_SYSTEM_DUTCH) &&
        pairing_standings_unplayed(st))
        cli_context_add(cx, "unplayed", 0, "%s", pairing_standings_unplayed(st));
    if (system == PAIRING_SYSTEM_ROUNDROBIN)
        cli_context_add(cx, "withdrawal", 0, "%s", pairing_standings_withdrawal(st));
    cli_context_lots(cx, ev);
    if (o->trf_version) { /* convert --to trf: what TRF-2026's 142 states */
        cli_context_add(cx, "trf-version", 0, "%s", o->trf_version);
        if (so->rounds)
            cli_context_add(cx, "trf-rounds", 1, "%d", so->rounds);
    }
}

/* The event of --entrants and --results ranked as `pairing standings` ranks
 * it (SPEC §6): for it, and for the team ranking made from those places
 * (team_individual.c). */
int cli_rank_event(const cli_options *o, pairing_event **ev, pairing_standings **st,
                   pairing_standings_options *so)
{
    pairing_system system;
    *ev = NULL;
    *st = NULL;
    int status = cli_read_standings_options(o, &system, so);
    int trf = o->trf != NULL; /* SPEC §15: a TRF in for the Dutch system */
    if (!status && trf && system != PAIRING_SYSTEM_DUTCH)
        status = cli_fail(EXIT_USAGE, _("--trf is read with --system dutch"));
    if (!status)
        status = trf ? cli_load_dutch_standings(o, ev)
                     : cli_load_stage_event(o, system, 1, NULL, ev);
    if (status)
        return status;
    pairing_error err;
    if (!(*st = pairing_standings_new(*ev, so, &err))) {
        cli_sources files = {o->trf ? o->trf : o->entrants, o->results, NULL, NULL};
        status = cli_standings_error(o, &err, &files);
        pairing_event_free(*ev);
        *ev = NULL;
    }
    return status;
}

int cli_standings(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    standings_writer write = choose_writer(format);
    if (!write)
        return cli_fail(
            EXIT_USAGE,
            _("standings: --format is json, csv, text, html or trf, not '%s'"), format);
    pairing_event *ev;
    pairing_standings *st;
    pairing_standings_options so;
    int status = cli_rank_event(o, &ev, &st, &so);
    if (status)
        return status;
    cli_context cx;
    cli_standings_context(&cx, o, ev, st, &so);
    cli_buffer out = {0};
    status = write(&out, &cx, ev, st);
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    pairing_standings_free(st);
    pairing_event_free(ev);
    return status;
}
