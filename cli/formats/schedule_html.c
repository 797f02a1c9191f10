/*
 * schedule_html.c - a round robin's whole schedule as a page to print and post
 * (pairing roundrobin --format html): every round's boards with both players'
 * numbers and names, who moves first, the bye, and an empty result to fill in;
 * the rounds flow in two columns down A4 sheets upright, a round never split.
 */
#include <stdio.h>

#include "formats/formats.h"

static const char schedule_style[] =
    ".rounds { columns: 2; column-gap: 1.6em; }\n"
    ".round { break-inside: avoid; margin: 0 0 .8em; }\n"
    ".round h2 { margin: 0 0 .2em; font-size: 1.05em; }\n"
    "table.boards { table-layout: fixed; width: 100%; }\n"
    ".boards td { vertical-align: top; }\n"
    ".boards .board { width: 2.4em; }\n"
    "td.board { text-align: right; font-weight: bold; }\n"
    "td.name { overflow-wrap: anywhere; }\n"
    "td.name .num { font-weight: bold; margin-right: .3em; }\n"
    ".boards .result { width: 3.6em; }\n"
    "td.result { border-left: 2px solid #333; border-right: 2px solid #333; }\n"
    "td.bye { font-style: italic; }\n";

static void player_cell(cli_buffer *out, const pairing_event *ev, int player)
{
    cli_buffer_printf(out, "<td class=\"name\"><span class=\"num\">%d</span>",
                      pairing_event_number(ev, player));
    cli_buffer_markup_text(out, pairing_event_name(ev, player));
    cli_buffer_puts(out, "</td>");
}

static void round_block(cli_buffer *out, const pairing_event *ev, const pairing_round *r)
{
    int round = pairing_round_number(r);
    cli_buffer_printf(
        out,
        "<section class=\"round\">\n<h2>Round %d <span class=\"zh\">第%d轮"
        "</span></h2>\n<div class=\"scroll\"><table class=\"boards\">\n<thead><tr>",
        round, round);
    cli_html_heading(out, " class=\"board\"", "Bd", "台");
    cli_html_heading(out, "", "First (Black)", "先手");
    cli_html_heading(out, " class=\"result\"", "Result", "结果");
    cli_html_heading(out, "", "Second (White)", "后手");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        cli_buffer_printf(out, "<tr><td class=\"board\">%d</td>", g.board);
        player_cell(out, ev, g.first);
        cli_buffer_puts(out, "<td class=\"result\"></td>");
        player_cell(out, ev, g.second);
        cli_buffer_puts(out, "</tr>\n");
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        cli_buffer_puts(out, "<tr><td class=\"board\"></td>");
        player_cell(out, ev, pairing_round_bye(r, i));
        cli_buffer_puts(out, "<td class=\"bye\" colspan=\"2\">bye 轮空</td></tr>\n");
    }
    cli_buffer_puts(out, "</tbody>\n</table></div>\n</section>\n");
}

int cli_html_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s)
{
    int rounds = pairing_schedule_rounds(s), twice = pairing_schedule_cycles(s) == 2;
    char title[160];
    snprintf(title, sizeof title, "Round robin 循环赛 — schedule 赛程, rounds 1–%d%s",
             rounds, twice ? " (double 双循环)" : "");
    cli_html_open(out, cx, 0, title, schedule_style);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, _("<dt>Players 人数</dt><dd>%d, numbered 1–%d (序号)</dd>\n"),
                      pairing_event_entrants(ev), pairing_event_entrants(ev));
    cli_buffer_puts(out,
                    _("<dt>Tables 轮次表</dt><dd>FIDE's Berger tables (Appendix 2)"));
    if (twice)
        cli_buffer_puts(out, _("; played twice, the first cycle with its last two rounds "
                               "exchanged, the second with colours reversed"));
    cli_buffer_puts(out, "</dd>\n</dl>\n");
    cli_buffer_puts(out, _("<p class=\"legend\">Each board: the numbers and names of the "
                           "player who moves first (Black) and of the other; "
                           "<b>Result</b> to be filled in from the first player's side: "
                           "<b>1-0</b>, <b>0-1</b> or <b>=</b>.</p>\n"));
    cli_buffer_puts(out, "<div class=\"rounds\">\n");
    for (int r = 1; r <= rounds; r++)
        round_block(out, ev, pairing_schedule_round(s, r));
    cli_buffer_puts(out, "</div>\n");
    cli_html_close(out);
    return EXIT_OK;
}
