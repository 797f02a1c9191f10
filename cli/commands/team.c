/*
 * team.c - `pairing team swiss` and `pairing team roundrobin` (SPEC §10): a
 * team event paired by the engines every individual event uses, on its
 * team-level event (teams as units, match points as the score), each match
 * then listing its boards, players and colours.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

typedef int (*team_round_writer)(cli_buffer *, const cli_context *,
                                 const pairing_team_event *, const pairing_round *,
                                 const pairing_team_round *);

typedef int (*team_schedule_writer)(cli_buffer *, const cli_context *,
                                    const pairing_team_event *, const pairing_schedule *);

static team_round_writer choose_writer(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    if (strcmp(format, "json") == 0)
        return cli_json_team_round;
    if (strcmp(format, "text") == 0)
        return cli_text_team_round;
    if (strcmp(format, "csv") == 0)
        return cli_csv_team_round;
    if (strcmp(format, "html") == 0)
        return cli_html_team_round;
    cli_fail(EXIT_USAGE, _("%s: --format is json, text, csv or html, not '%s'"),
             o->command, format);
    return NULL;
}

/* What a team round was made with (SPEC §8): the system's settings and the
 * team event's own. */
static void points_text(const int p[3], char *buf, size_t size)
{
    char w[32], d[32], l[32];
    cli_format_points(p[0], w, sizeof w);
    cli_format_points(p[1], d, sizeof d);
    cli_format_points(p[2], l, sizeof l);
    snprintf(buf, size, "%s,%s,%s", w, d, l);
}

/* The system's settings name the team-level event's points, which are match
 * points, and its bye's, which a team event sets as team-bye-points. */
static void rename_level_points(cli_context *cx, const pairing_team_options *to)
{
    for (int i = 0; i < cx->nsettings; i++) {
        cli_setting *s = &cx->settings[i];
        if (strcmp(s->key, "points") == 0)
            s->key = "match-points";
        else if (strcmp(s->key, "bye-points") == 0) {
            s->key = "team-bye-points";
            if (strcmp(s->value, "0") == 0) /* a round robin's: it scores nothing */
                continue;
            if (to->bye_points[0] == PAIRING_TEAM_BYE_WIN)
                snprintf(s->value, sizeof s->value, "win");
            else
                points_text(to->bye_points, s->value, sizeof s->value);
        }
    }
}

/* What a team round or table was made with (SPEC §8): the team event's own
 * settings beside the system's. */
void cli_team_context(cli_context *cx, const pairing_team_event *ev)
{
    static const char *const rules[] = {"ordered", "fixed", "free"};
    pairing_team_options to = pairing_team_event_options(ev);
    char text[100];
    rename_level_points(cx, &to);
    cli_context_add(cx, "boards", 1, "%d", to.boards);
    cli_context_add(cx, "games", 1, "%d", to.games);
    cli_context_add(cx, "lineup-rule", 0, "%s", rules[to.lineup_rule]);
    cli_context_add(cx, "match-by", 0, "%s",
                    to.match_by == PAIRING_MATCH_BY_GAMES ? "games" : "boards");
    points_text(to.board_points, text, sizeof text);
    cli_context_add(cx, "board-points", 0, "%s", text);
    points_text(to.game_points, text, sizeof text);
    cli_context_add(cx, "points", 0, "%s", text);
}

/* The round printed, and with --record written into the results file after
 * it (the rows made first: a refusal prints nothing and writes nothing). */
static int write_round(const cli_options *o, team_round_writer write, cli_context *cx,
                       const pairing_team_event *ev, const pairing_round *r)
{
    pairing_error err;
    pairing_team_round *tr = pairing_team_round_new(ev, r, &err);
    if (!tr)
        return cli_library_error(&err, NULL, NULL);
    cli_results_file rf = {0};
    int status = EXIT_OK;
    if (o->record && !(status = cli_record_open(o, &rf)))
        status = cli_record_team_round(&rf, ev, r, tr);
    cli_buffer out = {0};
    if (!status)
        status = write(&out, cx, ev, r, tr);
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && o->record)
        status = cli_record_save(&rf, _("the round's boards"), CLI_RECORD_BY_HAND);
    cli_results_free(&rf);
    cli_buffer_free(&out);
    pairing_team_round_free(tr);
    return status;
}

/* The engine's pairing, checked as pairing check would check it. */
static int pair_teams(const cli_options *o, const pairing_team_event *ev,
                      const pairing_swiss_options *so, pairing_round **r)
{
    pairing_error err;
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_sources files = {o->members, o->results, o->teams, o->lineups};
    if (!(*r = pairing_swiss_pair(teams, so, &err)))
        return cli_library_error_in(&err, &files);
    return cli_self_check(teams, so, *r, &files);
}

/* --round N: the teams' round as the results record it. */
static int recorded_teams(const cli_options *o, const pairing_team_event *ev,
                          const pairing_swiss_options *so, pairing_round **r)
{
    pairing_error err;
    cli_sources files = {o->members, o->results, o->teams, o->lineups};
    if (!(*r = pairing_swiss_recorded(pairing_team_event_teams(ev), so, &err)))
        return cli_library_error_in(&err, &files);
    return EXIT_OK;
}

int cli_team_swiss(const cli_options *o)
{
    team_round_writer write = choose_writer(o);
    if (!write)
        return EXIT_USAGE;
    pairing_system system;
    pairing_swiss_options so;
    int status = cli_check_explain_format(o, o->format ? o->format : "json");
    if (!status)
        status = cli_read_swiss_options(o, &system, &so);
    pairing_team_event *ev = NULL;
    cli_buffer cut = {0};
    if (!status && o->round) /* the round as the results record it */
        status = cli_results_cut_after_round(o, &cut);
    if (!status)
        status = cli_load_team_event_with(o, system, o->round != NULL,
                                          o->round ? &cut : NULL, &ev);
    cli_buffer_free(&cut);
    if (status)
        return status;
    pairing_round *r = NULL;
    status = o->round ? recorded_teams(o, ev, &so, &r) : pair_teams(o, ev, &so, &r);
    if (!status) {
        cli_context cx;
        cli_swiss_context(&cx, o, pairing_team_event_teams(ev), system, &so);
        cli_team_context(&cx, ev);
        status = write_round(o, write, &cx, ev, r);
    }
    pairing_round_free(r);
    pairing_team_event_free(ev);
    return status;
}

/* Every round of the Berger table among the teams, each match with its boards. */
int cli_team_roundrobin(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    team_schedule_writer write = !strcmp(format, "json")   ? cli_json_team_schedule
                                 : !strcmp(format, "text") ? cli_text_team_schedule
                                 : !strcmp(format, "csv")  ? cli_csv_team_schedule
                                 : !strcmp(format, "html") ? cli_html_team_schedule
                                                           : NULL;
    if (!write)
        return cli_fail(EXIT_USAGE,
                        _("%s: --format is json, text, csv or html, not '%s'"),
                        o->command, format);
    pairing_team_event *ev = NULL;
    int status = cli_load_team_event(o, PAIRING_SYSTEM_ROUNDROBIN, 0, &ev);
    if (status)
        return status;
    pairing_error err;
    pairing_schedule *s =
        pairing_roundrobin_new(pairing_team_event_teams(ev), o->is_double ? 2 : 1, &err);
    if (!s) {
        status = cli_library_error(&err, NULL, NULL);
        pairing_team_event_free(ev);
        return status;
    }
    cli_context cx;
    cli_context_init(&cx, o);
    cli_context_add(&cx, "system", 0, "roundrobin");
    cli_context_add(&cx, "double", 0, "%s", o->is_double ? "yes" : "no");
    cli_team_context(&cx, ev);
    cli_results_file rf = {0};
    if (o->record && !(status = cli_record_open(o, &rf)))
        status = cli_record_team_schedule(&rf, ev, s);
    cli_buffer out = {0};
    if (!status)
        status = write(&out, &cx, ev, s);
    if (!status)
        status = cli_write_command_output(o, &out);
    if (!status && o->record)
        status = cli_record_save(&rf, _("the schedule's boards"), CLI_RECORD_BY_HAND);
    cli_results_free(&rf);
    cli_buffer_free(&out);
    pairing_schedule_free(s);
    pairing_team_event_free(ev);
    return status;
}
