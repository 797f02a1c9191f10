/*
 * fuzz_team_pipeline.c - a team event from bytes to every output (SPEC §10):
 * the input is a teams file, a members file and a board results file separated
 * by lines "--", its first byte the system, the lineup rule and the games a
 * board; the round paired, the last round checked, the standings with their
 * board table, all written into memory in every format.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

/* The next part of the input: up to a line "--" or the end. */
static size_t part(const char *text, size_t len, size_t *next)
{
    for (size_t i = 0; i + 3 < len; i++)
        if (!memcmp(text + i, "\n--\n", 4)) {
            *next = i + 4;
            return i + 1;
        }
    *next = len;
    return len;
}

static void write_standings(cli_buffer *out, const cli_context *cx,
                            const pairing_team_event *ev)
{
    pairing_standings *st = pairing_team_standings_new(ev, NULL, NULL);
    if (!st)
        return;
    int members = pairing_event_entrants(pairing_team_event_members(ev));
    int boards = pairing_team_event_options(ev).boards;
    pairing_board_record *records =
        calloc((size_t)(members * boards + 1), sizeof *records);
    if (records && pairing_team_event_board_records(ev, pairing_standings_after_round(st),
                                                    records, NULL) == PAIRING_OK) {
        cli_team_table t = {ev, st, records};
        cli_json_team_standings(out, cx, &t);
        cli_csv_team_standings(out, cx, &t);
        cli_text_team_standings(out, cx, &t);
        cli_html_team_standings(out, cx, &t);
    }
    free(records);
    pairing_standings_free(st);
}

static void write_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, pairing_system system, int choice)
{
    const pairing_event *level = pairing_team_event_teams(ev);
    if (system == PAIRING_SYSTEM_ROUNDROBIN) {
        pairing_schedule *s = pairing_roundrobin_new(level, choice & 1 ? 2 : 1, NULL);
        if (s) {
            cli_json_team_schedule(out, cx, ev, s);
            cli_text_team_schedule(out, cx, ev, s);
        }
        pairing_schedule_free(s);
        pairing_report_free(pairing_team_check(ev, NULL, NULL));
        return;
    }
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = system == PAIRING_SYSTEM_SWISS ? 5 : 0;
    o.explain = 1;
    o.allow_rematches = choice & 1;
    pairing_round *r = pairing_swiss_pair(level, &o, NULL);
    pairing_team_round *tr = r ? pairing_team_round_new(ev, r, NULL) : NULL;
    if (tr) {
        cli_json_team_round(out, cx, ev, r, tr);
        cli_text_team_round(out, cx, ev, r, tr);
    }
    pairing_team_round_free(tr);
    pairing_round_free(r);
    pairing_report *rep = pairing_team_check(ev, &o, NULL);
    if (rep)
        cli_text_report(out, cx, rep, system);
    pairing_report_free(rep);
}

static void write_all(const pairing_team_event *ev, pairing_system system, int choice)
{
    cli_buffer out = {0};
    cli_context cx;
    cli_options o = {0};
    o.event_name = "2026年全国五子棋团体赛 <&>";
    cli_context_init(&cx, &o);
    cli_team_context(&cx, ev);
    write_standings(&out, &cx, ev);
    write_round(&out, &cx, ev, system, choice);
    cli_buffer_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int choice = data[0];
    pairing_system system = choice & 2   ? PAIRING_SYSTEM_ROUNDROBIN
                            : choice & 4 ? PAIRING_SYSTEM_SWISS
                                         : PAIRING_SYSTEM_QIU;
    pairing_team_options to;
    pairing_team_defaults(&to);
    to.boards = 1 + (choice >> 3 & 3);
    to.games = choice & 32 ? 2 : 1;
    to.lineup_rule = (pairing_lineup_rule)((choice >> 6 & 3) % 3);
    const char *text = (const char *)data + 1;
    size_t len = size - 1, at = 0, next;
    pairing_team_event *ev = pairing_team_event_new(system, &to, NULL);
    if (!ev)
        return 0;
    size_t n = part(text, len, &next);
    int status = cli_parse_teams("teams.csv", text, n, CLI_ENCODING_AUTO, ev);
    at = next;
    n = part(text + at, len - at, &next);
    if (!status)
        status = cli_parse_members("members.csv", text + at, n, CLI_ENCODING_AUTO, ev);
    at += next;
    n = part(text + at, len - at, &next);
    if (!status && n)
        status =
            cli_parse_team_results("results.csv", text + at, n, CLI_ENCODING_AUTO, ev);
    if (!status && pairing_team_event_validate(ev, NULL) == PAIRING_OK)
        write_all(ev, system, choice);
    pairing_team_event_free(ev);
    return 0;
}
