/*
 * team_html.c - a team event's standings as a page to post (SPEC §10): the
 * crosstable of html.c with teams for players, each round's cell holding the
 * match score (3½–½) and beneath it the team's game points board by board,
 * then the board table for the board prizes.  Printed on A4 sideways.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const char team_style[] =
    "td.rd .match { display: block; font-size: max(12px, .85em); }\n"
    "td.rd .boards { display: block; font-size: max(12px, .85em); color: #333;\n"
    "  letter-spacing: .05em; }\n"
    "table.boards { margin: 0 0 .6em; }\n"
    "table.boards td { text-align: right; }\n"
    "table.boards td.name { text-align: left; white-space: normal; }\n"
    "h2.board { font-size: 1em; margin: .8em 0 .25em; }\n"
    ".board-tables { break-before: page; }\n";

/* ---- beneath each round's mark ---- */

/* Half-points as a page shows them in a narrow cell: 3½, ½, 2. */
static void halves(int half_points, char *buf, size_t size)
{
    int whole = half_points / 2, half = half_points % 2;
    if (half && whole)
        snprintf(buf, size, "%d½", whole);
    else if (half)
        snprintf(buf, size, "½");
    else
        snprintf(buf, size, "%d", whole);
}

/* What decides a match: board points, or game points (match-by games). */
static int deciding(const pairing_team_event *ev)
{
    return pairing_team_event_options(ev).match_by == PAIRING_MATCH_BY_GAMES ? 2 : 1;
}

static void match_score(cli_buffer *out, const pairing_team_result *r, int by)
{
    char mine[32], theirs[32];
    halves(r->points[by], mine, sizeof mine);
    halves(r->opponent_points[by], theirs, sizeof theirs);
    cli_buffer_printf(out, "<span class=\"match\">%s–%s</span>", mine, theirs);
}

static void board_points(cli_buffer *out, const pairing_team_event *ev, int team,
                         int round)
{
    char text[32];
    cli_buffer_puts(out, "<span class=\"boards\">");
    for (int b = 1; b <= pairing_team_event_options(ev).boards; b++) {
        halves(pairing_team_event_result_board(ev, team, round, b), text, sizeof text);
        cli_buffer_printf(out, "%s%s", b > 1 ? " " : "", text);
    }
    cli_buffer_puts(out, "</span>");
}

static void beneath(cli_buffer *out, const void *owner, int team, int round)
{
    const cli_team_table *t = owner;
    pairing_team_result r = pairing_team_event_result(t->ev, team, round);
    if (!r.present || !r.complete || r.opponent < 0)
        return; /* a bye's mark says it all */
    match_score(out, &r, deciding(t->ev));
    if (!r.team_row)
        board_points(out, t->ev, team, round);
}

/* The widest a cell's lines beneath can be: "32½–31½" and a figure a board. */
static double beneath_em(const pairing_team_event *ev)
{
    pairing_team_options to = pairing_team_event_options(ev);
    double score = 2 * cli_html_text_em("99½") + cli_html_text_em("–");
    double each = to.games > 1 ? cli_html_text_em("9½") : cli_html_text_em("½");
    double boards = to.boards * (each + 0.3);
    return (score > boards ? score : boards) * 0.85; /* set at .85 em */
}

static void legend(cli_buffer *out, const void *owner)
{
    const cli_team_table *t = owner;
    cli_buffer_printf(
        out,
        _("<b>Round cells</b>: the opponent team's line, <b>b</b> when the "
          "team was the first team (先手方队: its players move first on the "
          "odd boards), <b>w</b> when the other, and the match from the "
          "team's side: <b>1</b> won, <b>½</b> drawn, <b>0</b> lost; "
          "beneath, the match score in %s and the team's game points (局分) "
          "on boards 1 to %d · <b>MP</b> 次分, match points"),
        deciding(t->ev) == 2 ? _("game points (局分)") : _("board points (场分)"),
        pairing_team_event_options(t->ev).boards);
}

/* ---- the board table ---- */

static void board_heading_row(cli_buffer *out)
{
    static const char *const headings[][2] = {{"Rank", "名次"},   {"Player", "姓名"},
                                              {"Team", "队名"},   {"Games", "局数"},
                                              {"Points", "局分"}, {"%", "得分率"}};
    cli_buffer_puts(out, "<thead><tr>");
    for (size_t i = 0; i < sizeof headings / sizeof headings[0]; i++)
        cli_html_heading(out, "", headings[i][0], headings[i][1]);
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
}

static void board_line(cli_buffer *out, const cli_team_table *t, int member, int board,
                       int rank, int shared)
{
    const pairing_event *members = pairing_team_event_members(t->ev);
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    const pairing_board_record *r =
        &t->records[(size_t)member * pairing_team_event_options(t->ev).boards + board -
                    1];
    char points[32], share[64];
    cli_format_points(r->points, points, sizeof points);
    cli_format_percentage(cli_board_percentage(t, member, board), share, sizeof share);
    cli_buffer_printf(out, "<tr><td>%d%s</td><td class=\"name\">", rank,
                      shared ? "=" : "");
    cli_buffer_markup_text(out, pairing_event_name(members, member));
    cli_buffer_puts(out, " <span class=\"small\">");
    cli_buffer_markup_text(out, pairing_event_id(members, member));
    cli_buffer_puts(out, "</span></td><td class=\"name\">");
    cli_buffer_markup_text(
        out, pairing_event_name(teams, pairing_team_event_member_team(t->ev, member)));
    cli_buffer_printf(out, "</td><td>%d</td><td>%s</td><td>%s</td></tr>\n", r->games,
                      points, share);
}

static void board_table(cli_buffer *out, const cli_team_table *t, const int *order,
                        int count, int board)
{
    cli_buffer_printf(out, "<h2 class=\"board\">Board %d 第%d台</h2>\n", board, board);
    cli_buffer_puts(out, "<table class=\"boards\">\n");
    board_heading_row(out);
    for (int i = 0, rank = 0; i < count; i++) {
        rank = cli_board_rank(t, order, i, board, rank);
        board_line(out, t, order[i], board, rank,
                   cli_board_shared(t, order, i, count, board));
    }
    cli_buffer_puts(out, "</tbody></table>\n");
}

static void after(cli_buffer *out, const void *owner)
{
    const cli_team_table *t = owner;
    int n = pairing_event_entrants(pairing_team_event_members(t->ev));
    int *order = malloc(((size_t)n + 1) * sizeof *order);
    if (!order) {
        out->failed = 1;
        return;
    }
    cli_buffer_puts(out,
                    "<section class=\"board-tables\">\n<h1>Board table 台次成绩</h1>\n");
    /* xgettext:no-c-format */
    cli_buffer_puts(out, _("<p class=\"small\">Each board's players by their game points "
                           "there, then by fewer games; % of the most their games there "
                           "could score.</p>\n"));
    for (int b = 1; b <= pairing_team_event_options(t->ev).boards; b++) {
        int count = cli_board_players(t, b, order);
        if (count < 0) {
            out->failed = 1;
            break;
        }
        board_table(out, t, order, count, b);
    }
    cli_buffer_puts(out, "</section>\n");
    free(order);
}

int cli_html_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t)
{
    cli_html_extra extra = {t, team_style, beneath_em(t->ev), beneath, legend, after};
    cli_context teams_cx = *cx;
    teams_cx.unit = "Team";
    int status = cli_html_crosstable(out, &teams_cx, pairing_team_event_teams(t->ev),
                                     t->st, &extra);
    if (!status && out->failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    return status;
}
