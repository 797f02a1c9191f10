/*
 * team_sheet.c - a round of a team event as the sheets a director posts and
 * hands out (SPEC §10): a page on A4 upright, each team match with its two
 * teams, their numbers and match points, the first team (先手方队) and why,
 * and its boards with who moves first and a box for the result; and a CSV
 * whose first columns are those of the team results file, so that the sheet
 * filled in reads as the round's results.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

static const char team_sheet_style[] =
    "body { font-size: 15px; }\n"
    "section.match { break-inside: avoid; margin: 0 0 .9em; }\n"
    "h1.round { font-size: 1.25em; margin: 1.2em 0 .2em; break-after: avoid; }\n"
    "h2.match { font-size: 1.05em; margin: .6em 0 .15em; }\n"
    "h2.match .pts { margin-left: .3em; }\n"
    "p.first { margin: 0 0 .25em; }\n"
    "table.boards { width: 100%; table-layout: fixed; }\n"
    "table.boards td { vertical-align: middle; }\n"
    "td.board { text-align: right; font-weight: bold; width: 3.2em; }\n"
    "td.name { overflow-wrap: anywhere; }\n"
    "td.result { width: 6em; border-left: 2px solid #333; border-right: 2px solid #333; "
    "}\n"
    "td.vacant { font-style: italic; }\n"
    ".sub { margin-left: .4em; font-size: max(12px, .82em); color: #333; }\n"
    "ul.byes { margin: 0; padding-left: 1.4em; }\n"
    "ol.why { margin: 0; padding-left: 2.6em; line-height: 1.45; }\n"
    "@media print {\n  body { font-size: 10pt; }\n}\n";

/* ---- HTML ---- */

/* A team as a match's heading names it: number, name, id, match points so far
 * (a round of the Berger schedule has none yet). */
static void team_heading(cli_buffer *out, const pairing_team_event *ev,
                         const pairing_round *r, int team)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_buffer_printf(out, "%d. ", cli_team_number(ev, r, team));
    cli_buffer_markup_text(out, pairing_event_name(teams, team));
    cli_buffer_puts(out, "<span class=\"sub\">");
    cli_buffer_markup_text(out, pairing_event_id(teams, team));
    cli_buffer_puts(out, "</span>");
    if (pairing_round_player_number(r, team)) {
        char score[32];
        pairing_team_tally t =
            pairing_team_event_tally(ev, team, pairing_round_number(r) - 1);
        cli_format_points(t.match_points, score, sizeof score);
        cli_buffer_printf(out, "<span class=\"pts\">(%s)</span>", score);
    }
}

/* A board's player: name, then id smaller; a seat nobody fills is said so. */
static void seat_cell(cli_buffer *out, const cli_context *cx,
                      const pairing_team_event *ev, int member, int other)
{
    if (member < 0) {
        cli_buffer_printf(out, "<td class=\"name vacant\">%s</td>",
                          other >= 0 ? "vacant 缺席 (forfeit)" : "to be named 待定");
        return;
    }
    const pairing_event *members = pairing_team_event_members(ev);
    cli_buffer_puts(out, "<td class=\"name\">");
    cli_html_player_name(out, cx, members, member);
    cli_buffer_puts(out, "<span class=\"sub\">");
    cli_buffer_markup_text(out, pairing_event_id(members, member));
    cli_buffer_puts(out, "</span></td>");
}

/* The result: a box to fill in on the sheet; on the players' site, the
 * result entered, or "playing". */
static void result_cell(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        pairing_team_match match, pairing_team_game g)
{
    cli_buffer_puts(out, "<td class=\"result\">");
    if (cx && cx->site && g.first >= 0) {
        pairing_outcome o = pairing_team_event_game_result(
            ev, pairing_round_number(r), match.first_team, g.board, g.game, g.first);
        cli_buffer_puts(out,
                        o == PAIRING_PENDING ? _("playing 进行中") : cli_result_text(o));
    }
    cli_buffer_puts(out, "</td>");
}

static void html_boards(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr, int m)
{
    int games = pairing_team_event_options(ev).games;
    cli_buffer_puts(out, "<div class=\"scroll\"><table class=\"boards\">\n<thead>\n<tr>");
    cli_html_heading(out, " style=\"width: 3.2em\"", "Board", "台次");
    cli_html_heading(out, "", "First (Black)", "先手（黑）");
    cli_html_heading(out, " style=\"width: 6em\"", "Result", "结果");
    cli_html_heading(out, "", "Second (White)", "后手（白）");
    cli_buffer_puts(out, "</tr>\n</thead>\n<tbody>\n");
    for (int i = 0; i < pairing_team_round_games(tr, m); i++) {
        pairing_team_game g = pairing_team_round_game(tr, m, i);
        if (games > 1)
            cli_buffer_printf(out, "<tr><td class=\"board\">%d.%d</td>", g.board, g.game);
        else
            cli_buffer_printf(out, "<tr><td class=\"board\">%d</td>", g.board);
        seat_cell(out, cx, ev, g.first, g.second);
        result_cell(out, cx, ev, r, pairing_team_round_match(tr, m), g);
        seat_cell(out, cx, ev, g.second, g.first);
        cli_buffer_puts(out, "</tr>\n");
    }
    cli_buffer_puts(out, "</tbody>\n</table></div>\n");
}

static void html_match(cli_buffer *out, const cli_context *cx,
                       const pairing_team_event *ev, const pairing_round *r,
                       const pairing_team_round *tr, int m)
{
    pairing_team_match match = pairing_team_round_match(tr, m);
    char reason[200];
    cli_team_first_reason(ev, r, match, reason, sizeof reason);
    cli_buffer_printf(
        out, "<section class=\"match\">\n<h2 class=\"match\">Match %d: ", match.number);
    team_heading(out, ev, r, match.first_team);
    cli_buffer_puts(out, " — ");
    team_heading(out, ev, r, match.second_team);
    cli_buffer_puts(out, "</h2>\n<p class=\"first small\">First team 先手方队: ");
    cli_buffer_markup_text(
        out, pairing_event_name(pairing_team_event_teams(ev), match.first_team));
    cli_buffer_puts(out, " (");
    cli_buffer_markup_text(out, reason);
    cli_buffer_puts(out, ")</p>\n");
    html_boards(out, cx, ev, r, tr, m);
    cli_buffer_puts(out, "</section>\n");
}

static void html_byes(cli_buffer *out, const pairing_team_event *ev,
                      const pairing_round *r)
{
    cli_buffer_puts(out,
                    "<h2>Bye <span class=\"zh\">轮空</span></h2>\n<ul class=\"byes\">\n");
    for (int i = 0; i < pairing_round_byes(r); i++) {
        cli_buffer_puts(out, "<li>");
        team_heading(out, ev, r, pairing_round_bye(r, i));
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
}

/* The page's heading and rules: system, round and stage, settings, colours. */
static void html_head(cli_buffer *out, const cli_context *cx,
                      const pairing_team_event *ev, const pairing_round *r)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    pairing_team_options to = pairing_team_event_options(ev);
    char title[256], of[32] = "";
    if (pairing_round_total(r))
        snprintf(of, sizeof of, " of %d", pairing_round_total(r));
    snprintf(title, sizeof title, "%s — round %d%s 第%d轮",
             cli_html_system_title(pairing_event_system(teams)), pairing_round_number(r),
             of, pairing_round_number(r));
    cli_html_open(out, cx, 0, title, team_sheet_style);
    cli_buffer_puts(out, "<dl class=\"rules small\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(
        out,
        to.games > 1 ? _("<dt>Teams 队数</dt><dd>%d, %d boards a match 出场台数, games "
                         "alternating on a board</dd>\n")
                     : _("<dt>Teams 队数</dt><dd>%d, %d boards a match 出场台数</dd>\n"),
        pairing_event_entrants(teams), to.boards);
    cli_buffer_puts(out,
                    _("<dt>Colours 先后手</dt><dd>the first team (先手方队) moves first "
                      "on the odd boards, the other team on the even boards "
                      "(003 第三条1(3))</dd>\n"));
    cli_buffer_puts(out, "</dl>\n");
}

/* A round's matches, its byes and the reasons. */
static void html_round_body(cli_buffer *out, const cli_context *cx,
                            const pairing_team_event *ev, const pairing_round *r,
                            const pairing_team_round *tr)
{
    for (int m = 0; m < pairing_team_round_matches(tr); m++)
        if (pairing_team_round_match(tr, m).second_team >= 0)
            html_match(out, cx, ev, r, tr, m);
    if (pairing_round_byes(r))
        html_byes(out, ev, r);
    if (pairing_round_explanations(r))
        cli_html_explanations(out, r);
}

int cli_html_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr)
{
    html_head(out, cx, ev, r);
    html_round_body(out, cx, ev, r, tr);
    cli_html_close(out);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* Every round of a team round robin one after the other (the first under the
 * event's heading and rules), to print before the event: a page holds as many
 * rounds as fit, a match never split across two. */
int cli_html_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s)
{
    for (int round = 1; round <= pairing_schedule_rounds(s); round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        pairing_team_round *tr = pairing_team_round_new(ev, r, NULL);
        if (!tr)
            return EXIT_SOFTWARE;
        if (round == 1)
            html_head(out, cx, ev, r);
        else
            cli_buffer_printf(out, "<h1 class=\"round\">Round %d 第%d轮</h1>\n", round,
                              round);
        html_round_body(out, cx, ev, r, tr);
        pairing_team_round_free(tr);
    }
    cli_html_close(out);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* ---- CSV: the results file's columns first, then the names ---- */

#define SHEET_COLUMNS 12

static const char *const sheet_head[SHEET_COLUMNS] = {
    "round",  "first_team", "second_team", "board",      "game",        "first",
    "second", "result",     "winner",      "first_name", "second_name", "match"};

static void csv_round(cli_buffer *out, const pairing_team_event *ev,
                      const pairing_round *r, const pairing_team_round *tr);

static void csv_row(cli_buffer *out, const char *const fields[SHEET_COLUMNS])
{
    for (int i = 0; i < SHEET_COLUMNS; i++) {
        if (i)
            cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, fields[i] ? fields[i] : "");
    }
    cli_buffer_puts(out, "\r\n");
}

static const char *member_id(const pairing_event *members, int m)
{
    return m >= 0 ? pairing_event_id(members, m) : "";
}

static const char *member_name(const pairing_event *members, int m)
{
    return m >= 0 ? pairing_event_name(members, m) : "";
}

static void csv_game(cli_buffer *out, const pairing_team_event *ev,
                     const pairing_round *r, pairing_team_match match,
                     pairing_team_game g)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    const pairing_event *members = pairing_team_event_members(ev);
    char round[16], board[16], game[16], number[16];
    snprintf(round, sizeof round, "%d", pairing_round_number(r));
    snprintf(board, sizeof board, "%d", g.board);
    snprintf(game, sizeof game, "%d", g.game);
    snprintf(number, sizeof number, "%d", match.number);
    /* a vacant seat is its board's forfeit, as --record writes it; a result
     * entered already is carried (a round printed again with --round) */
    int vacant = (g.first < 0) != (g.second < 0);
    pairing_outcome entered = pairing_team_event_game_result(
        ev, pairing_round_number(r), match.first_team, g.board, g.game, g.first);
    const char *const fields[SHEET_COLUMNS] = {round,
                                               pairing_event_id(teams, match.first_team),
                                               pairing_event_id(teams, match.second_team),
                                               board,
                                               game,
                                               member_id(members, g.first),
                                               member_id(members, g.second),
                                               entered != PAIRING_PENDING
                                                   ? pairing_outcome_token(entered)
                                               : !vacant     ? ""
                                               : g.first < 0 ? "-+"
                                                             : "+-",
                                               "",
                                               member_name(members, g.first),
                                               member_name(members, g.second),
                                               number};
    csv_row(out, fields);
}

/* The columns begin as the team results file's (SPEC §10), so that a sheet
 * filled in reads as the round's results; the names and the match's number
 * follow and are ignored when read back.  A bye is its team-level row. */
int cli_csv_team_round(cli_buffer *out, const cli_context *cx,
                       const pairing_team_event *ev, const pairing_round *r,
                       const pairing_team_round *tr)
{
    (void)cx; /* a sheet read back as results has no room for a heading */
    cli_csv_begin(out);
    csv_row(out, sheet_head);
    csv_round(out, ev, r, tr);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* Every round of a team round robin, the rows of one after another. */
int cli_csv_team_schedule(cli_buffer *out, const cli_context *cx,
                          const pairing_team_event *ev, const pairing_schedule *s)
{
    (void)cx;
    cli_csv_begin(out);
    csv_row(out, sheet_head);
    for (int round = 1; round <= pairing_schedule_rounds(s); round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        pairing_team_round *tr = pairing_team_round_new(ev, r, NULL);
        if (!tr)
            return EXIT_SOFTWARE;
        csv_round(out, ev, r, tr);
        pairing_team_round_free(tr);
    }
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* A round's games, then its byes as their team-level rows. */
static void csv_round(cli_buffer *out, const pairing_team_event *ev,
                      const pairing_round *r, const pairing_team_round *tr)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    for (int m = 0; m < pairing_team_round_matches(tr); m++) {
        pairing_team_match match = pairing_team_round_match(tr, m);
        for (int i = 0; match.second_team >= 0 && i < pairing_team_round_games(tr, m);
             i++)
            csv_game(out, ev, r, match, pairing_team_round_game(tr, m, i));
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        char round[16];
        snprintf(round, sizeof round, "%d", pairing_round_number(r));
        const char *const fields[SHEET_COLUMNS] = {
            round, pairing_event_id(teams, pairing_round_bye(r, i)), "", "", "", "", "",
            "bye"};
        csv_row(out, fields);
    }
}
