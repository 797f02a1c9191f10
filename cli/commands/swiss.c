/*
 * swiss.c - `pairing swiss`: the next round of the Qiu system or of a
 * plain score-group Swiss.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

/* SPEC §12: --colours balanced|qiu; unset, the system's own (shown in the
 * settings). */
static int cli_read_colours(const cli_options *o, pairing_swiss_options *so)
{
    if (!o->colours)
        return EXIT_OK;
    if (!strcmp(o->colours, "balanced"))
        so->colours = PAIRING_COLOURS_BALANCED;
    else if (!strcmp(o->colours, "qiu"))
        so->colours = PAIRING_COLOURS_QIU;
    else
        return cli_bad_setting(o, "colours", _("expected balanced or qiu, not '%s'"),
                               o->colours);
    return EXIT_OK;
}

/* SPEC §12: --first-round halves|adjacent|fold|lot, a plain Swiss's; the Qiu
 * system pairs round 1 by halves (Appendix 3 §三.2.1). */
static int cli_read_first_round(const cli_options *o, pairing_system system,
                                pairing_swiss_options *so)
{
    if (!o->first_round)
        return EXIT_OK;
    if (pairing_first_round_parse(o->first_round, &so->first_round))
        return cli_bad_setting(o, "first-round",
                               _("expected halves, adjacent, fold or lot, not '%s'"),
                               o->first_round);
    if (system == PAIRING_SYSTEM_QIU && so->first_round != PAIRING_FIRST_ROUND_HALVES)
        return cli_bad_setting(o, "first-round",
                               _("first-round = %s is for system = swiss; system = qiu "
                                 "pairs round 1 by halves (Appendix 3 §三.2.1)"),
                               o->first_round);
    return EXIT_OK;
}

/* SPEC §12: --avoid-clubs round1|all (either system). */
static int cli_read_avoid_clubs(const cli_options *o, pairing_swiss_options *so)
{
    if (!o->avoid_clubs)
        return EXIT_OK;
    if (!strcmp(o->avoid_clubs, "round1"))
        so->avoid_clubs = PAIRING_AVOID_CLUBS_ROUND1;
    else if (!strcmp(o->avoid_clubs, "all"))
        so->avoid_clubs = PAIRING_AVOID_CLUBS_ALL;
    else
        return cli_bad_setting(o, "avoid-clubs", _("expected round1 or all, not '%s'"),
                               o->avoid_clubs);
    return EXIT_OK;
}

/* SPEC §12: --score-bands N, bands (积分段) of at least N players (either
 * system). */
static int cli_read_score_bands(const cli_options *o, pairing_swiss_options *so)
{
    long least;
    if (!o->score_bands)
        return EXIT_OK;
    if (cli_parse_uint(o->score_bands, PAIRING_MAX_ENTRANTS, &least) || least < 2)
        return cli_bad_setting(o, "score-bands",
                               _("expected a number of players, 2 or more, not '%s'"),
                               o->score_bands);
    so->score_bands = (int)least;
    return EXIT_OK;
}

int cli_read_swiss_options(const cli_options *o, pairing_system *system,
                           pairing_swiss_options *so)
{
    pairing_swiss_defaults(so);
    /* the three systems score and pair differently: none is assumed */
    if (!o->system)
        return cli_fail(
            EXIT_USAGE,
            _("%s needs --system qiu|swiss|dutch (or an event file that names it)"),
            o->command);
    if (pairing_system_parse(o->system, system) ||
        (*system != PAIRING_SYSTEM_QIU && *system != PAIRING_SYSTEM_SWISS &&
         *system != PAIRING_SYSTEM_DUTCH))
        return cli_bad_setting(o, "system",
                               _("%s pairs or checks qiu, swiss or dutch, not '%s'"),
                               o->command, o->system);
    int status = cli_parse_rounds(o, &so->rounds);
    if (status)
        return status;
    if (*system == PAIRING_SYSTEM_DUTCH) /* SPEC §15: its own options */
        return cli_read_dutch_options(o, so);
    if (o->acceleration)
        return cli_fail(EXIT_USAGE, _("--acceleration is the Dutch system's (--system "
                                      "dutch)"));
    if (*system == PAIRING_SYSTEM_SWISS && !o->rounds)
        return cli_fail(
            EXIT_USAGE,
            _("%s --system swiss needs --rounds N (or rounds = N in the event "
              "file)"),
            o->command);
    so->no_elimination = o->no_elimination;
    so->allow_rematches = o->allow_rematches;
    so->explain = o->explain;
    status = cli_read_colours(o, so);
    if (!status)
        status = cli_read_first_round(o, *system, so);
    if (!status)
        status = cli_read_avoid_clubs(o, so);
    if (!status)
        status = cli_read_score_bands(o, so);
    return status ? status : cli_stage_first_board(o, &so->first_board);
}

/* What a Swiss round was paired or checked with (SPEC §8: the settings used). */
void cli_swiss_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                       pairing_system system, const pairing_swiss_options *so)
{
    if (system == PAIRING_SYSTEM_DUTCH) { /* SPEC §15: C.04.3's settings */
        cli_dutch_context(cx, o, ev, so);
        return;
    }
    cli_context_init(cx, o);
    cli_context_add(cx, "system", 0, "%s", pairing_system_name(system));
    cli_context_group(cx, o); /* SPEC §11: one group alone */
    int rounds = so->rounds ? so->rounds : pairing_qiu_rounds(pairing_event_entrants(ev));
    cli_context_add(cx, "rounds", 1, "%d", rounds);
    cli_context_points(cx, ev);
    if (system == PAIRING_SYSTEM_QIU)
        cli_context_add(cx, "elimination", 0, "%s", so->no_elimination ? "no" : "yes");
    if (!strcmp(o->command, "swiss"))
        cli_context_add(cx, "allow-rematches", 0, "%s",
                        so->allow_rematches ? "yes" : "no");
    if (strncmp(o->command, "team", 4)) /* teams: the first team by §四 (SPEC §10) */
        cli_context_add(cx, "colours", 0, "%s",
                        pairing_swiss_colours(system, so) == PAIRING_COLOURS_BALANCED
                            ? "balanced"
                            : "qiu");
    if (system == PAIRING_SYSTEM_SWISS && strncmp(o->command, "team", 4))
        cli_context_add(cx, "first-round", 0, "%s",
                        pairing_first_round_name(so->first_round));
    if (strncmp(o->command, "team", 4))
        cli_context_add(cx, "avoid-clubs", 0, "%s",
                        so->avoid_clubs == PAIRING_AVOID_CLUBS_ROUND1 ? "round1"
                        : so->avoid_clubs == PAIRING_AVOID_CLUBS_ALL  ? "all"
                                                                      : "no");
    if (strncmp(o->command, "team", 4) && so->score_bands)
        cli_context_add(cx, "score-bands", 1, "%d", so->score_bands);
    else if (strncmp(o->command, "team", 4))
        cli_context_add(cx, "score-bands", -1, "none"); /* JSON null */
    uint64_t seed;
    if (so->first_round == PAIRING_FIRST_ROUND_LOT && !pairing_event_lots(ev, &seed))
        cli_context_add(cx, "draw-lots", 1, "1"); /* the seed the lot drew with */
    else
        cli_context_lots(cx, ev);
}

/* Nothing is printed that the checker of `pairing check` would reject. */
int cli_self_check(const pairing_event *ev, const pairing_swiss_options *so,
                   const pairing_round *r, const cli_sources *files)
{
    pairing_error err;
    pairing_report *rep = pairing_swiss_verify(ev, so, r, 0, &err);
    if (!rep)
        return cli_library_error_in(&err, files);
    int status = EXIT_OK;
    char problem[CLI_SENTENCE_SIZE];
    if (pairing_report_problems(rep))
        status = cli_fail(
            EXIT_SOFTWARE,
            _("internal error: the pairing of round %d breaks the rules (%s); "
              "please report it"),
            pairing_report_round(rep), cli_problem(rep, 0, problem, sizeof problem));
    pairing_report_free(rep);
    return status;
}

/* --round N: the round as the results record it, read from them cut after it;
 * with --explain, the reasons its pairing had (pairing_swiss_recorded). */
static int load_recorded(const cli_options *o, pairing_system system,
                         const pairing_swiss_options *so, pairing_event **ev,
                         pairing_round **r)
{
    cli_buffer text = {0};
    int status = cli_results_cut_after_round(o, &text);
    if (!status)
        status = cli_load_stage_event(o, system, 1, &text, ev);
    if (!status && system == PAIRING_SYSTEM_DUTCH) /* C.04.5.1 */
        status = cli_apply_baku(o, *ev, so->rounds, 0, 0);
    pairing_error err;
    if (!status && !(*r = pairing_swiss_recorded(*ev, so, &err)))
        status = cli_library_error(&err, o->entrants, o->results);
    cli_buffer_free(&text);
    return status;
}

/* The next round, paired and checked (and, with --record, written down). */
static int pair_next(const cli_options *o, pairing_system system,
                     const pairing_swiss_options *so, pairing_event **ev,
                     pairing_round **r, cli_results_file *rf)
{
    int status = cli_load_stage_event(o, system, 0, NULL, ev);
    if (!status && system == PAIRING_SYSTEM_DUTCH) /* C.04.5.1 */
        status = cli_apply_baku(o, *ev, so->rounds, 0, 0);
    if (status)
        return status;
    pairing_error err;
    if (!(*r = pairing_swiss_pair(*ev, so, &err)))
        return cli_library_error(&err, o->entrants, o->results);
    /* the Dutch engine's round is its own verdict: checking it would pair it
     * again (pairing check --system dutch does) */
    if (system != PAIRING_SYSTEM_DUTCH)
        status = cli_self_check(*ev, so, *r, NULL);
    if (!status && o->record && !(status = cli_record_open(o, rf)))
        status = cli_record_swiss(rf, *ev, *r);
    return status;
}

int cli_swiss(const cli_options *o)
{
    pairing_system system;
    pairing_swiss_options so;
    int status = cli_read_swiss_options(o, &system, &so);
    if (!status && system == PAIRING_SYSTEM_DUTCH && o->trf) /* SPEC §15: TRF in */
        return cli_swiss_dutch(o, &so);
    if (!status && system == PAIRING_SYSTEM_DUTCH) /* the event's files, as others */
        status = cli_dutch_settings_complete(o, &so);
    const char *format = o->format ? o->format : "json";
    cli_round_writer write = cli_swiss_writer(format);
    if (!write)
        return cli_fail(EXIT_USAGE,
                        _("swiss: --format is json, text, csv or html, not '%s'"),
                        format);
    if (!status)
        status = cli_check_explain_format(o, format);
    pairing_event *ev = NULL;
    pairing_round *r = NULL;
    cli_results_file rf = {0};
    if (!status)
        status = o->round ? load_recorded(o, system, &so, &ev, &r)
                          : pair_next(o, system, &so, &ev, &r, &rf);
    cli_context cx;
    cli_buffer out = {0};
    if (!status) {
        cli_swiss_context(&cx, o, ev, system, &so);
        status = write(&out, &cx, ev, r);
    }
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && o->record) {
        char what[64];
        snprintf(what, sizeof what, _("round %d"), pairing_round_number(r));
        status = cli_record_save(&rf, what, CLI_RECORD_BY_COMMAND);
    }
    cli_results_free(&rf);
    cli_buffer_free(&out);
    pairing_round_free(r);
    pairing_event_free(ev);
    return status;
}
