/*
 * sheet_html.c - the pairing sheet as a standalone page to print and post, on
 * an A4 sheet upright: the boards with both players, the byes, the players
 * eliminated or withdrawn, and with --explain the reasons, players named.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const char sheet_style[] =
    "body { font-size: 15px; }\n"
    "table.sheet { table-layout: fixed; }\n"
    ".sheet td { vertical-align: middle; }\n"
    ".sheet th { white-space: normal; }\n"
    "td.board { text-align: right; font-weight: bold; font-size: 1.15em; }\n"
    "td.num, td.pts { text-align: right; white-space: nowrap; }\n"
    "td.pts { font-weight: bold; }\n"
    "td.name { overflow-wrap: anywhere; }\n"
    ".sub { margin-left: .4em; font-size: max(12px, .82em); color: #333; }\n"
    "td.result { border-left: 2px solid #333; border-right: 2px solid #333; }\n"
    "tr.bye td { border-top: 2px solid #333; }\n"
    "tr.bye + tr.bye td { border-top: 1px solid #888; }\n"
    "td.bye { font-style: italic; border-left: 2px solid #333; }\n"
    "td.note { color: #8a1c1c; white-space: normal; }\n"
    "td.places { text-align: center; white-space: nowrap; }\n"
    "ul.out { list-style: none; margin: 0; padding: 0; columns: 2; column-gap: 2em; }\n"
    "ul.out li { break-inside: avoid; }\n"
    "p.kept { margin: .4em 0 0; }\n"
    "ol.why { margin: 0; padding-left: 2.6em; line-height: 1.45; }\n"
    "@media print {\n  body { font-size: 10pt; }\n}\n";

/* The sheet prints at 10 pt, a little larger than the 9 pt the width is given in. */
#define SHEET_EM (CLI_HTML_PORTRAIT_EM * 9 / 10)

typedef struct sheet_page {
    const cli_sheet *sheet;
    const cli_context *cx; /* on the players' site: names link, results show */
    int places;            /* the Qiu final: a column for the places each board decides */
    int notes;             /* some board is a rematch: a Note column */
    double
        widths[10]; /* board, no., first, pts, result, pts, second, no., places, note */
} sheet_page;

/* Appendix 3 §二: 预赛 (rounds 1-2), 复赛 (to the penultimate round), 决赛 (the last). */
static void stage_text(cli_buffer *out, const pairing_round *r)
{
    const char *stage = pairing_round_stage(r);
    int total = pairing_round_total(r);
    if (strcmp(stage, "preliminary") == 0)
        cli_buffer_puts(out, _("preliminary 预赛 (rounds 1–2)"));
    else if (strcmp(stage, "final") == 0)
        cli_buffer_printf(
            out, _("final 决赛: places 1–2, 3–4 … by the ranking after round %d"),
            total - 1);
    else
        cli_buffer_printf(out, _("main 复赛 (rounds 3–%d), paired by score groups"),
                          total - 1);
}

/* The colour rules the settings name (colours = balanced or qiu). */
static int balanced_colours(const cli_context *cx)
{
    for (int i = 0; cx && i < cx->nsettings; i++)
        if (strcmp(cx->settings[i].key, "colours") == 0)
            return strcmp(cx->settings[i].value, "balanced") == 0;
    return 0;
}

static void colour_text(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        const cli_sheet *sheet)
{
    int by_lot = 0;
    for (int i = 0; i < sheet->games; i++)
        by_lot |= sheet->rows[i].colour_lot;
    if (!by_lot && balanced_colours(cx)) { /* SPEC §12 */
        cli_buffer_puts(
            out, _("balanced: nobody first, or second, three games running (禁连三), "
                   "nor firsts and seconds more than two apart (禁多三); on a board "
                   "a colour one player must have, else the smaller firsts − seconds "
                   "moves first, then the one second when their colours last "
                   "differed, then the better placed gets his due colour; round 1 "
                   "the smaller number"));
        return;
    }
    if (!by_lot) {
        cli_buffer_puts(out,
                        _("fewer firsts moves first; on equal counts the smaller number "
                          "in odd rounds, the larger in even rounds"));
        return;
    }
    uint64_t seed = 1; /* the library's default when no lot was asked for */
    int given = pairing_event_lots(ev, &seed);
    cli_buffer_printf(out,
                      given ? _("drawn by lot 猜先, seed %llu (--draw-lots)")
                            : _("drawn by lot 猜先, seed %llu (the default)"),
                      (unsigned long long)seed);
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
    colour_text(out, cx, ev, sheet);
    cli_buffer_puts(out, "</dd>\n");
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_buffer_printf(
            out, "<dt>Lots 抽签</dt><dd>numbering ties drawn with seed %llu</dd>\n",
            (unsigned long long)seed);
    cli_buffer_puts(out, "</dl>\n");
}

/* The title on one line of the sheet: the system, the round, and 第N轮对阵. */
static void page_head(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const cli_sheet *sheet)
{
    char title[400], system[240];
    int round = pairing_round_number(sheet->round);
    snprintf(title, sizeof title, "%s — pairings, round %d of %d 第%d轮对阵",
             cli_context_title(cx, cli_html_system_title(pairing_event_system(ev)),
                               system, sizeof system),
             round, pairing_round_total(sheet->round), round);
    cli_html_open(out, cx, 0, title, sheet_style);
    page_rules(out, cx, ev, sheet);
}

/* ---- widths: the names share what the sheet's width leaves ---- */

static void measure(sheet_page *page)
{
    double *w = page->widths;
    w[0] = cli_html_heading_em("Board", "台次");
    w[1] = w[7] = cli_html_heading_em("No.", "序号");
    w[3] = w[5] = cli_html_heading_em("Pts", "积分");
    w[4] = cli_html_heading_em("1-0 0-1 =", "结果");
    w[8] = page->places ? cli_html_heading_em("Places", "名次") + 1 : 0;
    w[9] = page->notes ? cli_html_heading_em("rematch", "重复对局") : 0;
    double fixed = w[0] + w[1] + w[3] + w[4] + w[5] + w[7] + w[8] + w[9];
    w[2] = w[6] = (SHEET_EM - fixed) / 2;
}

static void column_group(cli_buffer *out, const sheet_page *page)
{
    double total = 0;
    for (int i = 0; i < 10; i++)
        total += page->widths[i];
    cli_buffer_printf(out,
                      "<div class=\"scroll\"><table class=\"sheet\" style=\"width: "
                      "%.1fem\">\n<colgroup>",
                      total);
    for (int i = 0; i < 10; i++)
        if (page->widths[i] > 0)
            cli_buffer_printf(out, "<col style=\"width: %.1fem\">", page->widths[i]);
    cli_buffer_puts(out, "</colgroup>\n");
}

/* ---- the boards ---- */

/* The name, then the id and club smaller: what the players look for. */
static void player_text(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        int player)
{
    cli_html_player_name(out, cx, ev, player);
    cli_buffer_puts(out, "<span class=\"sub\">");
    cli_buffer_markup_text(out, pairing_event_id(ev, player));
    const char *club = pairing_event_club(ev, player);
    if (club && *club) {
        cli_buffer_puts(out, " · ");
        cli_buffer_markup_text(out, club);
    }
    cli_buffer_puts(out, "</span>");
}

static void player_cells(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                         const cli_sheet_side *side, int number_first)
{
    char number[16] = "";
    if (side->number > 0)
        snprintf(number, sizeof number, "%d", side->number);
    if (number_first)
        cli_buffer_printf(out, "<td class=\"num\">%s</td>", number);
    cli_buffer_puts(out, "<td class=\"name\">");
    player_text(out, cx, ev, side->player);
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

/* The result: blank on a sheet to fill in; on the site, as the results
 * have it, or "in progress" while the game is on. */
static void result_cell(cli_buffer *out, const sheet_page *page, const cli_sheet_row *row)
{
    cli_buffer_puts(out, "<td class=\"result\">");
    if (page->cx && page->cx->site) {
        pairing_played p = pairing_event_played(page->sheet->ev, row->side[0].player,
                                                pairing_round_number(page->sheet->round));
        cli_buffer_puts(out, p.present && p.outcome != PAIRING_PENDING
                                 ? cli_result_text(p.outcome)
                                 : _("playing 进行中"));
    }
    cli_buffer_puts(out, "</td>");
}

/* First on the left and second on the right, each with his number on the outside and
 * his score next to the result, the way a board's two sides face each other. */
static void game_line(cli_buffer *out, const sheet_page *page, const cli_sheet_row *row)
{
    const pairing_event *ev = page->sheet->ev;
    cli_buffer_printf(out, "<tr><td class=\"board\">%d</td>", row->board);
    player_cells(out, page->cx, ev, &row->side[0], 1);
    points_cell(out, row->side[0].score);
    result_cell(out, page, row);
    points_cell(out, row->side[1].score);
    player_cells(out, page->cx, ev, &row->side[1], 0);
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
        [CLI_SHEET_HALF_BYE] = "absent 缺席: half-point bye, requested 申请轮空",
        [CLI_SHEET_ZERO_BYE] = "absent 缺席: zero-point bye, requested 申请轮空",
    };
    char points[32];
    cli_format_points(row->points, points, sizeof points);
    cli_buffer_puts(out, "<tr class=\"bye\"><td class=\"board\"></td>");
    player_cells(out, page->cx, page->sheet->ev, &row->side[0], 1);
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

static void sheet_legend(cli_buffer *out, const cli_sheet *sheet, const cli_context *cx)
{
    cli_buffer_puts(out, _("<p class=\"legend\"><b>No.</b> the player's number in force "
                           "this round"));
    if (sheet->eliminated) /* Appendix 3: the survivors are numbered 1... again */
        cli_buffer_puts(out, _(" (numbered again after the eliminations of round 2)"));
    cli_buffer_puts(
        out, cx && cx->site
                 ? _(" · <b>Pts</b> score before this round · <b>First</b> moves "
                     "first (Black) · <b>Result</b> from the first player's side: "
                     "<b>1-0</b>, <b>0-1</b>, or <b>和</b> (=) for a draw")
                 : _(" · <b>Pts</b> score before this round · <b>First</b> moves "
                     "first (Black) · <b>Result</b> to be filled in from the first "
                     "player's side: <b>1-0</b>, <b>0-1</b>, or <b>和</b> (=) for a "
                     "draw"));
    const char *stage = pairing_round_stage(sheet->round);
    if (stage && strcmp(stage, "final") == 0) /* Appendix 3 §二.3: a playoff */
        cli_buffer_puts(out, _("; after a drawn game, the playoff's winner too"));
    cli_buffer_puts(out, "</p>\n");
}

/* ---- who is not paired: the eliminated, the withdrawn ---- */

static void out_item(cli_buffer *out, const cli_context *cx, const cli_sheet *sheet,
                     const cli_sheet_row *row)
{
    const cli_sheet_side *side = &row->side[0];
    char score[32];
    cli_format_points(side->score, score, sizeof score);
    cli_buffer_puts(out, "<li>");
    player_text(out, cx, sheet->ev, side->player);
    cli_buffer_printf(out, "<span class=\"sub\">%s pts", score);
    if (row->kind == CLI_SHEET_NOT_JOINED) {
        int joins = pairing_event_entrant(sheet->ev, side->player).joined;
        cli_buffer_printf(out, ", joins in round %d 第%d轮加入", joins, joins);
    }
    if (row->kind == CLI_SHEET_ELIMINATED) {
        cli_buffer_puts(out, ": ");
        cli_buffer_markup_text(out, cli_elimination_text(row->elimination));
        cli_buffer_printf(out, " %s", cli_elimination_text_zh(row->elimination));
    }
    if (row->kind == CLI_SHEET_WITHDRAWN) {
        int after = pairing_event_entrant(sheet->ev, side->player).withdrawn;
        if (after > 0)
            cli_buffer_printf(out, ", after round %d 第%d轮后", after, after);
        else
            cli_buffer_puts(out, ", before round 1 赛前");
    }
    cli_buffer_puts(out, "</span></li>\n");
}

static void kept_note(cli_buffer *out, const cli_sheet *sheet)
{
    const pairing_event *ev = sheet->ev;
    cli_buffer_puts(out, "<p class=\"kept\"><b>Kept 保留</b>: ");
    cli_buffer_markup_text(out, pairing_event_name(ev, sheet->kept));
    cli_buffer_puts(out, " (");
    cli_buffer_markup_text(out, pairing_event_id(ev, sheet->kept));
    cli_buffer_puts(
        out, _(") had no point after round 2 but stays in: the players left were an "
               "odd number, and the rules keep the one without a point with the "
               "best number (Appendix 3 §二.1.1) 零分但保留：余下人数为奇数，保留"
               "序号最前的零分选手</p>\n"));
}

static void not_paired(cli_buffer *out, const cli_context *cx, const cli_sheet *sheet)
{
    int from = sheet->games + sheet->byes;
    if (sheet->eliminated) {
        cli_buffer_printf(out,
                          "<h2>Eliminated after round 2 <span class=\"zh\">第2轮后淘汰"
                          "</span> (%d)</h2>\n<ul class=\"out\">\n",
                          sheet->eliminated);
        for (int i = from; i < from + sheet->eliminated; i++)
            out_item(out, cx, sheet, &sheet->rows[i]);
        cli_buffer_puts(out, "</ul>\n");
    }
    if (sheet->kept >= 0)
        kept_note(out, sheet);
    if (sheet->withdrawn) {
        cli_buffer_printf(out,
                          "<h2>Withdrawn, not paired <span class=\"zh\">退赛</span> "
                          "(%d)</h2>\n<ul class=\"out\">\n",
                          sheet->withdrawn);
        for (int i = from + sheet->eliminated;
             i < from + sheet->eliminated + sheet->withdrawn; i++)
            out_item(out, cx, sheet, &sheet->rows[i]);
        cli_buffer_puts(out, "</ul>\n");
    }
    if (sheet->not_joined) {
        cli_buffer_printf(out,
                          "<h2>Not yet joined, not paired <span class=\"zh\">尚未加入"
                          "</span> (%d)</h2>\n<ul class=\"out\">\n",
                          sheet->not_joined);
        for (int i = sheet->count - sheet->not_joined; i < sheet->count; i++)
            out_item(out, cx, sheet, &sheet->rows[i]);
        cli_buffer_puts(out, "</ul>\n");
    }
}

/* --explain's reasons, numbered (the team sheet's too). */
void cli_html_explanations(cli_buffer *out, const pairing_round *r)
{
    cli_buffer_puts(
        out, "<h2>Why <span class=\"zh\">编排说明</span></h2>\n<ol class=\"why\">\n");
    for (int i = 0; i < pairing_round_explanations(r); i++) {
        char why[CLI_SENTENCE_SIZE];
        cli_buffer_puts(out, "<li>");
        cli_buffer_markup_text(out, cli_explanation(r, i, why, sizeof why));
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
    sheet_page page = {&sheet, cx, stage && strcmp(stage, "final") == 0, 0, {0}};
    for (int i = 0; i < sheet.games; i++)
        page.notes |= sheet.rows[i].rematch;
    measure(&page);
    page_head(out, cx, ev, &sheet);
    column_group(out, &page);
    sheet_head(out, &page);
    cli_buffer_puts(out, "<tbody>\n");
    for (int i = 0; i < sheet.games; i++)
        game_line(out, &page, &sheet.rows[i]);
    for (int i = sheet.games; i < sheet.games + sheet.byes; i++)
        bye_line(out, &page, &sheet.rows[i]);
    cli_buffer_puts(out, "</tbody>\n</table></div>\n");
    sheet_legend(out, &sheet, cx);
    not_paired(out, cx, &sheet);
    if (pairing_round_explanations(r))
        cli_html_explanations(out, r);
    cli_html_close(out);
    cli_sheet_free(&sheet);
    return EXIT_OK;
}
