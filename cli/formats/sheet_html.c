/*
 * sheet_html.c - the pairing sheet as a standalone page to print and post.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const char sheet_style[] =
    "<style>\n@page { size: A4 portrait; margin: 12mm; }\n"
    "html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n"
    "body { font-family: " CLI_HTML_FONT "; font-size: 15px; color: #111;\n"
    "  background: #fff; margin: 24px; }\nh1 { font-size: 1.6em; margin: 0 0 .15em; }\n"
    "h1 .round { font-weight: normal; color: #444; }\n"
    ".event { margin: 0 0 .3em; font-size: 1.05em; }\n"
    "h2 { font-size: 1.1em; margin: 1.3em 0 .4em; }\n"
    "h2 .zh { font-weight: normal; color: #555; }\n"
    ".rules { margin: .2em 0 .9em; color: #333; line-height: 1.45; }\n"
    ".rules dt { float: left; clear: left; font-weight: bold; margin-right: .5em; }\n"
    ".rules dd { margin: 0; }\n"
    "table.sheet { border-collapse: collapse; font-variant-numeric: tabular-nums; }\n"
    ".sheet th, .sheet td { border: 1px solid #bbb; padding: .35em .6em; white-space: "
    "nowrap; }\n"
    ".sheet thead th { background: #e8ecf1; font-size: .86em; vertical-align: bottom;\n"
    "  text-align: center; }\n"
    ".sheet thead th .zh { display: block; font-weight: normal; color: #555; }\n"
    ".sheet tbody tr:nth-child(even) td { background: #f5f7fa; }\n"
    ".sheet tr { page-break-inside: avoid; break-inside: avoid; }\n"
    ".sheet thead { display: table-header-group; }\n"
    "td.board { text-align: right; font-weight: bold; font-size: 1.15em; }\n"
    "td.num { text-align: right; color: #555; }\n"
    "td.name .id, td.name .club, .out .id { font-size: .78em; color: #666;\n"
    "  margin-left: .45em; }\ntd.pts { text-align: right; font-weight: bold; }\n"
    "td.result { min-width: 5em; border-left: 2px solid #666; border-right: 2px solid "
    "#666; }\ntr.bye td { border-top: 2px solid #666; }\n"
    "tr.bye + tr.bye td { border-top: 1px solid #bbb; }\n"
    "td.bye { font-style: italic; color: #444; border-left: 2px solid #666; }\n"
    "td.note { font-size: .86em; color: #8a1c1c; }\ntd.places { text-align: center; }\n"
    ".legend { caption-side: bottom; text-align: left; padding-top: .7em; font-size: "
    ".86em;\n  color: #444; line-height: 1.5; white-space: normal; }\n"
    ".legend b { color: #111; }\n"
    "ul.out { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap;\n"
    "  gap: .25em 2em; }\n.out .pts { color: #444; margin-left: .45em; }\n"
    "ol.why { margin: 0; padding-left: 1.6em; font-size: .9em; line-height: 1.5; }\n"
    "@media print {\n  body { margin: 0; font-size: 12pt; }\n"
    "  h1 { font-size: 16pt; }\n  .sheet th, .sheet td { padding: .25em .5em; }\n"
    "}\n"
    "</style>\n";

typedef struct sheet_page {
    const cli_sheet *sheet;
    int places; /* the Qiu final: a column for the places each board decides */
    int notes;  /* some board is a rematch: a Note column */
} sheet_page;

/* Appendix 3 §二: 预赛 (rounds 1-2), 复赛 (to the penultimate round), 决赛 (the last). */
static void stage_text(cli_buffer *out, const pairing_round *r)
{
    const char *stage = pairing_round_stage(r);
    int total = pairing_round_total(r);
    if (strcmp(stage, "preliminary") == 0)
        cli_buffer_puts(out, "preliminary 预赛 (rounds 1–2)");
    else if (strcmp(stage, "final") == 0)
        cli_buffer_printf(out,
                          "final 决赛: places 1–2, 3–4 … by the ranking after round %d",
                          total - 1);
    else
        cli_buffer_printf(out, "main 复赛 (rounds 3–%d), paired by score groups",
                          total - 1);
}

static void colour_text(cli_buffer *out, const pairing_event *ev, const cli_sheet *sheet)
{
    int by_lot = 0;
    for (int i = 0; i < sheet->games; i++)
        by_lot |= sheet->rows[i].colour_lot;
    if (!by_lot) {
        cli_buffer_puts(out,
                        "fewer firsts moves first; on equal counts the smaller number in "
                        "odd rounds, the larger in even rounds");
        return;
    }
    uint64_t seed = 1; /* the library's default when no lot was asked for */
    int given = pairing_event_lots(ev, &seed);
    cli_buffer_printf(out, "drawn by lot 猜先, seed %llu (%s)", (unsigned long long)seed,
                      given ? "--draw-lots" : "the default");
}

static void page_title(cli_buffer *out, const pairing_event *ev, const pairing_round *r)
{
    cli_buffer_markup_text(out, cli_html_system_title(pairing_event_system(ev)));
    cli_buffer_printf(out, " — Pairings, round %d of %d 第%d轮对阵（共%d轮）",
                      pairing_round_number(r), pairing_round_total(r),
                      pairing_round_number(r), pairing_round_total(r));
}

static void page_rules(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const cli_sheet *sheet)
{
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    if (pairing_round_stage(sheet->round)) {
        cli_buffer_puts(out, "<dt>Stage 阶段</dt><dd>");
        stage_text(out, sheet->round);
        cli_buffer_puts(out, "</dd>\n");
    }
    cli_buffer_printf(out, "<dt>Boards 台数</dt><dd>%d</dd>\n", sheet->games);
    cli_html_points(out, ev);
    cli_buffer_puts(out, "<dt>Colours 先后手</dt><dd>");
    colour_text(out, ev, sheet);
    cli_buffer_puts(out, "</dd>\n");
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_buffer_printf(
            out, "<dt>Lots 抽签</dt><dd>numbering ties drawn with seed %llu</dd>\n",
            (unsigned long long)seed);
    cli_buffer_puts(out, "</dl>\n");
}

static void page_head(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const cli_sheet *sheet)
{
    cli_buffer_puts(
        out, "<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n"
             "<meta charset=\"utf-8\">\n"
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
             "<title>");
    cli_html_title_event(out, cx);
    page_title(out, ev, sheet->round);
    cli_buffer_puts(out, "</title>\n");
    cli_buffer_puts(out, sheet_style);
    cli_buffer_puts(out, "</head>\n<body>\n");
    cli_html_event(out, cx);
    cli_buffer_puts(out, "<h1>");
    cli_buffer_markup_text(out, cli_html_system_title(pairing_event_system(ev)));
    cli_buffer_printf(
        out,
        " <span class=\"round\">— Pairings, round %d of %d "
        "第%d轮对阵（共%d轮）</span></h1>\n",
        pairing_round_number(sheet->round), pairing_round_total(sheet->round),
        pairing_round_number(sheet->round), pairing_round_total(sheet->round));
    page_rules(out, cx, ev, sheet);
}

static void player_cells(cli_buffer *out, const pairing_event *ev,
                         const cli_sheet_side *side, int number_first)
{
    char number[16] = "";
    if (side->number > 0)
        snprintf(number, sizeof number, "%d", side->number);
    if (number_first)
        cli_buffer_printf(out, "<td class=\"num\">%s</td>", number);
    cli_buffer_puts(out, "<td class=\"name\">");
    cli_buffer_markup_text(out, pairing_event_name(ev, side->player));
    cli_buffer_puts(out, "<span class=\"id\">");
    cli_buffer_markup_text(out, pairing_event_id(ev, side->player));
    cli_buffer_puts(out, "</span>");
    const char *club = pairing_event_club(ev, side->player);
    if (club && *club) {
        cli_buffer_puts(out, "<span class=\"club\">");
        cli_buffer_markup_text(out, club);
        cli_buffer_puts(out, "</span>");
    }
    cli_buffer_puts(out, "</td>");
    if (!number_first)
        cli_buffer_printf(out, "<td class=\"num\">%s</td>", number);
}

static void points_cell(cli_buffer *out, int half_points)
{
    char score[32];
    cli_format_points(half_points, score, sizeof score);
    cli_buffer_printf(out, "<td class=\"pts\">%s</td>", score);
}

/* First on the left and second on the right, each with his number on the outside and
 * his score next to the result, the way a board's two sides face each other. */
static void game_line(cli_buffer *out, const sheet_page *page, const cli_sheet_row *row)
{
    const pairing_event *ev = page->sheet->ev;
    cli_buffer_printf(out, "<tr><td class=\"board\">%d</td>", row->board);
    player_cells(out, ev, &row->side[0], 1);
    points_cell(out, row->side[0].score);
    cli_buffer_puts(out, "<td class=\"result\"></td>");
    points_cell(out, row->side[1].score);
    player_cells(out, ev, &row->side[1], 0);
    /* pairing_swiss_pair(3): places 1 and 2 meet on board 1, 3 and 4 on board 2 ... */
    if (page->places)
        cli_buffer_printf(out, "<td class=\"places\">%d–%d</td>", 2 * row->board - 1,
                          2 * row->board);
    if (page->notes)
        cli_buffer_printf(out, "<td class=\"note\">%s</td>",
                          row->rematch ? "rematch 重复对局" : "");
    cli_buffer_puts(out, "</tr>\n");
}

static void bye_line(cli_buffer *out, const sheet_page *page, const cli_sheet_row *row)
{
    static const char *const what[] = {
        [CLI_SHEET_BYE] = "bye 轮空",
        [CLI_SHEET_HALF_BYE] = "half-point bye, requested 申请轮空",
        [CLI_SHEET_ZERO_BYE] = "zero-point bye, requested 申请轮空",
    };
    char points[32];
    cli_format_points(row->points, points, sizeof points);
    cli_buffer_puts(out, "<tr class=\"bye\"><td class=\"board\"></td>");
    player_cells(out, page->sheet->ev, &row->side[0], 1);
    points_cell(out, row->side[0].score);
    cli_buffer_printf(out, "<td class=\"bye\" colspan=\"%d\">%s (+%s)</td></tr>\n",
                      4 + page->places + page->notes, what[row->kind], points);
}

static void sheet_head(cli_buffer *out, const sheet_page *page)
{
    cli_buffer_puts(out, "<thead>\n<tr>");
    cli_html_heading(out, "", "Board", "台次");
    cli_html_heading(out, "", "No.", "序号");
    cli_html_heading(out, "", "First (Black)", "先手（黑）");
    cli_html_heading(out, "", "Pts", "积分");
    cli_html_heading(out, "", "Result", "结果");
    cli_html_heading(out, "", "Pts", "积分");
    cli_html_heading(out, "", "Second (White)", "后手（白）");
    cli_html_heading(out, "", "No.", "序号");
    if (page->places)
        cli_html_heading(out, "", "Places", "名次");
    if (page->notes)
        cli_html_heading(out, "", "Note", "备注");
    cli_buffer_puts(out, "</tr>\n</thead>\n");
}

static void sheet_legend(cli_buffer *out, const cli_sheet *sheet)
{
    cli_buffer_puts(out,
                    "<caption class=\"legend\"><b>No.</b> the player's number in force "
                    "this round");
    if (sheet->eliminated) /* Appendix 3: the survivors are numbered 1... again */
        cli_buffer_puts(out, " (numbered again after the eliminations of round 2)");
    cli_buffer_puts(out,
                    " · <b>Pts</b> score before this round · <b>First</b> moves first "
                    "(Black) · <b>Result</b> to be filled in from the first player's "
                    "side: <b>1-0</b>, <b>0-1</b> or <b>=</b> (a draw)</caption>\n");
}

static void eliminated_list(cli_buffer *out, const cli_sheet *sheet)
{
    char score[32];
    cli_buffer_printf(
        out,
        "<h2>Eliminated after round 2 <span class=\"zh\">第2轮后淘汰</span> "
        "(%d)</h2>\n<ul class=\"out\">\n",
        sheet->eliminated);
    for (int i = sheet->games + sheet->byes; i < sheet->count; i++) {
        const cli_sheet_side *side = &sheet->rows[i].side[0];
        cli_format_points(side->score, score, sizeof score);
        cli_buffer_puts(out, "<li>");
        cli_buffer_markup_text(out, pairing_event_name(sheet->ev, side->player));
        cli_buffer_puts(out, "<span class=\"id\">");
        cli_buffer_markup_text(out, pairing_event_id(sheet->ev, side->player));
        cli_buffer_printf(out, "</span><span class=\"pts\">%s pts</span></li>\n", score);
    }
    cli_buffer_puts(out, "</ul>\n");
}

static void explanations(cli_buffer *out, const pairing_round *r)
{
    cli_buffer_puts(
        out, "<h2>Why <span class=\"zh\">编排说明</span></h2>\n<ol class=\"why\">\n");
    for (int i = 0; i < pairing_round_explanations(r); i++) {
        cli_buffer_puts(out, "<li>");
        cli_buffer_markup_text(out, pairing_round_explanation(r, i));
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ol>\n");
}

int cli_html_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r)
{
    cli_sheet sheet;
    int status = cli_sheet_build(&sheet, ev, r);
    if (status)
        return status;
    const char *stage = pairing_round_stage(r);
    sheet_page page = {&sheet, stage && strcmp(stage, "final") == 0, 0};
    for (int i = 0; i < sheet.games; i++)
        page.notes |= sheet.rows[i].rematch;
    page_head(out, cx, ev, &sheet);
    cli_buffer_puts(out, "<table class=\"sheet\">\n");
    sheet_legend(out, &sheet);
    sheet_head(out, &page);
    cli_buffer_puts(out, "<tbody>\n");
    for (int i = 0; i < sheet.games; i++)
        game_line(out, &page, &sheet.rows[i]);
    for (int i = sheet.games; i < sheet.games + sheet.byes; i++)
        bye_line(out, &page, &sheet.rows[i]);
    cli_buffer_puts(out, "</tbody>\n</table>\n");
    if (sheet.eliminated)
        eliminated_list(out, &sheet);
    if (pairing_round_explanations(r))
        explanations(out, r);
    cli_buffer_puts(out, "</body>\n</html>\n");
    cli_sheet_free(&sheet);
    return EXIT_OK;
}
