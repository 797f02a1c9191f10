/*
 * dutch.c - `pairing swiss --system dutch` (SPEC §15): the next round of the
 * FIDE Dutch system from a TRF file, written as JSON or as the pairs file that
 * JaVaFo and bbpPairings write.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

/* --initial-colour first|second: round 1's colour for the top seed, which has
 * no default (C.04.3 5.2.5); the TRF's XXC may say it instead. */
int cli_read_dutch_options(const cli_options *o, pairing_swiss_options *so)
{
    so->explain = o->explain;
    if (!o->initial_colour)
        return EXIT_OK;
    if (!strcmp(o->initial_colour, "first") || !strcmp(o->initial_colour, "white"))
        so->initial_colour = PAIRING_INITIAL_COLOUR_FIRST;
    else if (!strcmp(o->initial_colour, "second") || !strcmp(o->initial_colour, "black"))
        so->initial_colour = PAIRING_INITIAL_COLOUR_SECOND;
    else
        return cli_bad_setting(o, "initial-colour",
                               _("expected first or second, not '%s'"),
                               o->initial_colour);
    return EXIT_OK;
}

/* What the round was paired or checked with (SPEC §8): C.04.3's settings. */
void cli_dutch_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                       const pairing_swiss_options *so)
{
    cli_context_init(cx, o);
    cli_context_add(cx, "system", 0, "%s", pairing_system_name(PAIRING_SYSTEM_DUTCH));
    cli_context_add(cx, "rounds", 1, "%d", so->rounds);
    cli_context_points(cx, ev);
    cli_context_add(cx, "initial-colour", 0, "%s",
                    so->initial_colour == PAIRING_INITIAL_COLOUR_FIRST ? "first"
                                                                       : "second");
}

static const char *colour_word(int colour)
{
    return colour == PAIRING_INITIAL_COLOUR_FIRST ? "first (white1)" : "second (black1)";
}

/* What the command line and the TRF say must agree: a conflict names both. */
static int merge_trf_settings(const cli_options *o, const cli_trf_settings *t,
                              pairing_swiss_options *so)
{
    if (t->rounds && so->rounds && t->rounds != so->rounds)
        return cli_fail_at(EXIT_DATA, o->trf, t->rounds_line,
                           _("%d rounds, but --rounds says %d"), t->rounds, so->rounds);
    if (t->rounds)
        so->rounds = t->rounds;
    pairing_initial_colour trf_colour =
        t->initial_colour == 1   ? PAIRING_INITIAL_COLOUR_FIRST
        : t->initial_colour == 2 ? PAIRING_INITIAL_COLOUR_SECOND
                                 : PAIRING_INITIAL_COLOUR_UNSET;
    if (trf_colour && so->initial_colour && trf_colour != so->initial_colour)
        return cli_fail_at(
            EXIT_DATA, o->trf, t->colour_line,
            _("the top seed's colour in round 1 is %s, but --initial-colour "
              "says %s"),
            colour_word(trf_colour), colour_word(so->initial_colour));
    if (trf_colour)
        so->initial_colour = trf_colour;
    return cli_dutch_settings_complete(o, so);
}

/* The settings with no default (SPEC §15): the rounds (topscorers, C.04.3
 * 1.8, look at the last round) and round 1's colour for the top seed. */
int cli_dutch_settings_complete(const cli_options *o, const pairing_swiss_options *so)
{
    /* said where this command takes it: the TRF (or the flag beside it), the
     * event file, or the flag */
    const char *rounds = o->trf     ? _("--rounds N, or XXR in the TRF")
                         : o->event ? _("rounds = N in the event file")
                                    : "--rounds N";
    const char *colour = o->trf     ? _("--initial-colour first|second, or XXC "
                                            "white1|black1 in the TRF")
                         : o->event ? _("initial-colour = first|second in the event file")
                                    : "--initial-colour first|second";
    if (!so->rounds)
        return cli_fail(EXIT_USAGE, _("%s --system dutch needs the number of rounds: %s"),
                        o->command, rounds);
    if (!so->initial_colour)
        return cli_fail(
            EXIT_USAGE,
            _("%s --system dutch needs round 1's colour for the top seed: %s"),
            o->command, colour);
    return EXIT_OK;
}

/* The pairs file of JaVaFo and bbpPairings: the number of pairs (the bye
 * counted), then White and Black by start number, the bye as N 0. */
static void write_pairs(cli_buffer *out, const pairing_event *ev, const pairing_round *r)
{
    int games = pairing_round_games(r), byes = pairing_round_byes(r);
    cli_buffer_printf(out, "%d\n", games + byes);
    for (int k = 0; k < games; k++) {
        pairing_game g = pairing_round_game(r, k);
        cli_buffer_printf(out, "%s %s\n", pairing_event_id(ev, g.first),
                          pairing_event_id(ev, g.second));
    }
    for (int k = 0; k < byes; k++)
        cli_buffer_printf(out, "%s 0\n", pairing_event_id(ev, pairing_round_bye(r, k)));
}

/* bbpPairings' scoring lines (BBW, BBD, BBL, BBU, BBZ, BBF) or TRF-2026's
 * 162, or --points and --bye-points: not both, so that neither silently wins.
 * A zero-point bye and a forfeit loss score what the file says, else 0. */
static int apply_trf_points(const cli_options *o, const cli_trf_settings *t,
                            pairing_event *ev)
{
    int said = t->win >= 0 || t->draw >= 0 || t->loss >= 0 || t->bye >= 0;
    int absence = t->zero_bye >= 0 || t->forfeit_loss >= 0;
    if (said && (o->points || o->bye_points))
        return cli_fail_at(
            EXIT_DATA, o->trf, t->points_line,
            _("the scoring lines (BBW, BBD, BBL, BBU) set the points, and so "
              "does --%s: give one of them"),
            o->points ? "points" : "bye-points");
    pairing_error err;
    char text[CLI_ERROR_TEXT_SIZE];
    if (absence && pairing_event_set_absence_points(
                       ev, t->zero_bye >= 0 ? t->zero_bye : 0,
                       t->forfeit_loss >= 0 ? t->forfeit_loss : 0, &err))
        return cli_fail_at(EXIT_DATA, o->trf, t->points_line, "%s",
                           cli_error_text(&err, text, sizeof text));
    if (!said)
        return cli_apply_points(ev, o);
    if (pairing_event_set_points(ev, t->win >= 0 ? t->win : 2, t->draw >= 0 ? t->draw : 1,
                                 t->loss >= 0 ? t->loss : 0, &err) ||
        (t->bye >= 0 && pairing_event_set_bye_points(ev, t->bye, &err)))
        return cli_fail_at(EXIT_DATA, o->trf, t->points_line, "%s",
                           cli_error_text(&err, text, sizeof text));
    return EXIT_OK;
}

/* The last round with a game or a pairing-allocated bye. */
static int last_paired_round(const pairing_event *ev)
{
    for (int r = pairing_event_rounds_played(ev); r >= 1; r--)
        for (int p = 0; p < pairing_event_entrants(ev); p++) {
            pairing_played got = pairing_event_played(ev, p, r);
            if (got.present && (got.opponent >= 0 || got.outcome == PAIRING_BYE))
                return r;
        }
    return 0;
}

/* Forbidden pairs (XXP, and 260 for the rounds it names) for the round in
 * hand: the next one to pair, or for check the last one paired, which it pairs
 * again; kept apart by the engine as C1 keeps apart players who met. */
static int apply_forbidden(const cli_options *o, const cli_trf_settings *t,
                           pairing_event *ev)
{
    int round = last_paired_round(ev) + (strcmp(o->command, "check") != 0);
    for (int k = 0; k < t->nforbidden; k++) {
        const struct cli_trf_forbidden *f = &t->forbidden[k];
        if (f->first_round && (round < f->first_round || round > f->last_round))
            continue;
        char a[16], b[16];
        snprintf(a, sizeof a, "%d", f->a);
        snprintf(b, sizeof b, "%d", f->b);
        int pa = pairing_event_find(ev, a), pb = pairing_event_find(ev, b);
        if (pa < 0 || pb < 0)
            return cli_fail_at(EXIT_DATA, o->trf, f->line,
                               _("forbidden pairs: %s has no 001 line"), pa < 0 ? a : b);
        pairing_error err;
        if (pairing_event_forbid_pair(ev, pa, pb, &err))
            return cli_fail_at(EXIT_DATA, o->trf, f->line, "%s", err.text);
    }
    return EXIT_OK;
}

/* Acceleration (XXA, 250): the points each player's pairing score has added
 * in a round, for every round (check pairs a past round again). */
static int apply_accelerations(const cli_options *o, const cli_trf_settings *t,
                               pairing_event *ev)
{
    for (int k = 0; k < t->naccelerations; k++) {
        const struct cli_trf_acceleration *a = &t->accelerations[k];
        char id[16];
        snprintf(id, sizeof id, "%d", a->start_rank);
        int p = pairing_event_find(ev, id);
        pairing_error err;
        if (p < 0)
            return cli_fail_at(EXIT_DATA, o->trf, a->line,
                               _("acceleration: %s has no 001 line"), id);
        if (pairing_event_set_acceleration(ev, p, a->round, a->points, &err))
            return cli_fail_at(EXIT_DATA, o->trf, a->line, "%s", err.text);
    }
    return EXIT_OK;
}

/* --acceleration baku (C.04.5.1): GA, the first half of the players rounded up
 * to an even number (2 ceil(N / 4) by pairing number), has virtual points in
 * the accelerated rounds, the first half of the rounds rounded up: 1 in the
 * first half of those rounded up, 1/2 in the rest.  The method is for the
 * standard scoring alone, and the acceleration is given once. */
int cli_apply_baku(const cli_options *o, pairing_event *ev, int rounds, int given,
                   int by_file)
{
    if (o->acceleration && strcmp(o->acceleration, "baku"))
        return cli_bad_setting(o, "acceleration", _("expected baku, not '%s'"),
                               o->acceleration);
    if (!o->acceleration && !by_file) /* by_file: the TRF's 192 FIDE_DUTCH_BAKU */
        return EXIT_OK;
    if (given)
        return cli_fail(EXIT_DATA, _("the TRF gives acceleration (XXA or 250), and so "
                                     "does --acceleration baku: give one of them"));
    int win, draw, loss, bye;
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    if (win != 2 || draw != 1 || loss != 0)
        return cli_fail(EXIT_USAGE, _("--acceleration baku is for the scoring 1, 0.5, 0 "
                                      "(C.04.5.1)"));
    pairing_error err;
    if (pairing_event_validate(ev, &err)) /* the pairing numbers */
        return cli_library_error(&err, o->trf, o->results);
    int n = pairing_event_entrants(ev), last_ga = 2 * ((n + 3) / 4);
    int accelerated = (rounds + 1) / 2, full = (accelerated + 1) / 2;
    for (int p = 0; p < n; p++)
        for (int r = 1; r <= accelerated && pairing_event_number(ev, p) <= last_ga; r++)
            if (pairing_event_set_acceleration(ev, p, r, r <= full ? 2 : 1, &err))
                return cli_library_error(&err, o->trf, o->results);
    return pairing_event_validate(ev, &err) ? cli_library_error(&err, o->trf, o->results)
                                            : EXIT_OK;
}

/* A player's points over rounds 1 to `last`. */
static int points_through(const pairing_event *ev, int p, int last)
{
    int points = 0;
    for (int r = 1; r <= last; r++)
        points += pairing_event_played(ev, p, r).points;
    return points;
}

/* The points column against the rounds (SPEC §15): each 001 line's points are
 * the rounds it holds, scored as the scoring lines say, or those up to the
 * last round paired (a bye written ahead for the next round may be counted or
 * not yet). */
static int check_declared_points(const cli_options *o, const cli_trf_settings *t,
                                 const pairing_event *ev)
{
    int last = last_paired_round(ev), all = pairing_event_rounds_played(ev);
    for (int k = 0; k < t->ndeclared; k++) {
        char id[16];
        snprintf(id, sizeof id, "%d", t->declared[k].start_rank);
        int p = pairing_event_find(ev, id);
        int said = t->declared[k].points, scored = points_through(ev, p, last);
        if (p < 0 || said == scored || said == points_through(ev, p, all))
            continue;
        return cli_fail_at(
            EXIT_DATA, o->trf, t->declared[k].line,
            _("player %s has %d.%d points, but his rounds add up to %d.%d"), id, said / 2,
            said % 2 * 5, scored / 2, scored % 2 * 5);
    }
    return EXIT_OK;
}

/* JaVaFo's XXZ: the players absent from the round to pair, a zero-point bye
 * each (not a pairing's bye: it counts for C2 as nothing). */
static int apply_absent(const cli_options *o, const cli_trf_settings *t,
                        pairing_event *ev)
{
    int round = last_paired_round(ev) + 1;
    for (int k = 0; k < t->nabsent; k++) {
        char id[16];
        snprintf(id, sizeof id, "%d", t->absent[k]);
        int p = pairing_event_find(ev, id);
        if (p < 0)
            return cli_fail_at(EXIT_DATA, o->trf, 0,
                               _("XXZ names %s, who has no 001 line"), id);
        if (pairing_event_played(ev, p, round).present)
            continue; /* a bye written ahead already */
        pairing_result row = {round, id, "", PAIRING_ZERO_BYE, NULL, 0};
        pairing_error err;
        if (pairing_event_add_result(ev, &row, &err))
            return cli_library_error(&err, o->trf, o->trf);
    }
    return EXIT_OK;
}

/* The event of --trf: its players, rounds and scoring lines; for pairing, the
 * settings that decide the round too and the players XXZ leaves out of it. */
static int read_trf_event(const cli_options *o, pairing_swiss_options *so,
                          pairing_event **ev)
{
    if (!o->trf)
        return cli_fail(
            EXIT_USAGE,
            _("%s --system dutch reads the event from a TRF file: --trf FILE"),
            o->command);
    if (o->entrants || o->results)
        return cli_fail(EXIT_USAGE, _("--trf replaces --%s: give one or the other"),
                        o->entrants ? "entrants" : "results");
    cli_buffer report = {0};
    cli_trf_settings settings = {0};
    int status = cli_read_trf_as(o->trf, PAIRING_SYSTEM_DUTCH, ev, &report, &settings);
    cli_buffer_free(&report);
    if (!status && so)
        status = merge_trf_settings(o, &settings, so);
    if (!status)
        status = apply_trf_points(o, &settings, *ev);
    if (!status)
        status = check_declared_points(o, &settings, *ev);
    if (!status && so)
        status = apply_absent(o, &settings, *ev);
    if (!status && so)
        status = apply_forbidden(o, &settings, *ev);
    if (!status && so)
        status = apply_accelerations(o, &settings, *ev);
    if (!status && so)
        status = cli_apply_baku(o, *ev, so->rounds, settings.naccelerations > 0,
                                settings.baku);
    pairing_error err;
    if (!status && pairing_event_validate(*ev, &err))
        status = cli_library_error(&err, o->trf, o->trf);
    cli_trf_settings_free(&settings);
    return status;
}

/* standings --system dutch --trf FILE: the event as the TRF has it, to rank. */
int cli_load_dutch_standings(const cli_options *o, pairing_event **ev)
{
    return read_trf_event(o, NULL, ev);
}

int cli_swiss_dutch(const cli_options *o, const pairing_swiss_options *given)
{
    const char *format = o->format ? o->format : "json";
    int pairs = !strcmp(format, "pairs"); /* the file JaVaFo and bbpPairings write */
    cli_round_writer write = pairs ? NULL : cli_swiss_writer(format);
    if (!pairs && !write)
        return cli_fail(EXIT_USAGE,
                        _("swiss --system dutch: --format is json, text, csv, html or "
                          "pairs, not '%s'"),
                        format);
    if (o->record || o->round)
        return cli_fail(EXIT_USAGE,
                        _("swiss --system dutch --trf takes no --%s: from a TRF it pairs "
                          "the round after the last one the file holds (--record and "
                          "--round work on an event's files: --event FILE)"),
                        o->record ? "record" : "round");
    int status = cli_check_explain_format(o, format);
    if (status)
        return status;
    pairing_swiss_options so = *given;
    pairing_event *ev = NULL;
    pairing_round *r = NULL;
    status = read_trf_event(o, &so, &ev);
    pairing_error err;
    if (!status && !(r = pairing_swiss_pair(ev, &so, &err)))
        status = cli_library_error(&err, o->trf, o->trf);
    cli_buffer out = {0};
    if (!status && pairs)
        write_pairs(&out, ev, r);
    else if (!status) {
        cli_context cx;
        cli_dutch_context(&cx, o, ev, &so);
        status = write(&out, &cx, ev, r);
    }
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    pairing_round_free(r);
    pairing_event_free(ev);
    return status;
}

/* pairing check --system dutch --trf FILE: the last round paired again from the
 * rounds before it and compared; the report either way, then 65 on a breach. */
int cli_check_dutch(const cli_options *o, const pairing_swiss_options *given,
                    const char *format)
{
    pairing_swiss_options so = *given;
    pairing_event *ev = NULL;
    int status = read_trf_event(o, &so, &ev);
    pairing_error err;
    pairing_report *rep = NULL;
    if (!status && !(rep = pairing_swiss_check(ev, &so, &err)))
        status = cli_library_error(&err, o->trf, o->trf);
    if (!status) {
        cli_context cx;
        cli_dutch_context(&cx, o, ev, &so);
        status = cli_write_report(o, &cx, rep, PAIRING_SYSTEM_DUTCH, format);
    }
    pairing_report_free(rep);
    pairing_event_free(ev);
    return status;
}
