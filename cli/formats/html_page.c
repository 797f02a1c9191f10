/*
 * html_page.c - what every printable page shares: an A4 sheet, a Chinese font
 * first, black ink and nothing under 9 pt in print, the event above the heading,
 * the system's title, the points in force, and column headings in English with
 * the Chinese beneath.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

/* 9 pt is the smallest print a director reads at arm's length on a notice
 * board; every rule below keeps to it (a size set in em never goes under 12 px,
 * which is 9 pt).  Grey is kept dark: 7:1 against the paper or more. */
static const char base_style[] =
    "html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n"
    "body { font-family: " CLI_HTML_FONT "; font-size: 14px; line-height: 1.4;\n"
    "  color: #000; background: #fff; margin: 24px; }\n"
    "h1 { font-size: 1.45em; line-height: 1.25; margin: 0 0 .25em; }\n"
    "h2 { font-size: 1.15em; margin: 1em 0 .35em; break-after: avoid; }\n"
    ".zh { font-weight: normal; }\n"
    ".event { margin: 0 0 .2em; }\n"
    ".rules { margin: .2em 0 .8em; }\n"
    ".rules dt { float: left; clear: left; font-weight: bold; margin-right: .5em; }\n"
    ".rules dd { margin: 0; }\n"
    ".small { font-size: max(12px, .82em); color: #333; }\n"
    ".legend { margin: .6em 0 0; line-height: 1.45; }\n"
    "table { border-collapse: collapse; font-variant-numeric: tabular-nums; }\n"
    "th, td { border: 1px solid #888; padding: .15em .25em; }\n"
    "thead th { background: #e8ecf1; vertical-align: bottom; text-align: center; }\n"
    "thead th .zh { display: block; }\n"
    "tbody tr:nth-child(even) td { background: #f3f5f8; }\n"
    "tr { break-inside: avoid; }\n"
    "thead { display: table-header-group; }\n"
    "@media print {\n  body { margin: 0; font-size: 9pt; }\n  h1 { font-size: 13pt; }\n"
    "  h2 { font-size: 10.5pt; }\n  nav.site { display: none; }\n}\n"
    /* A phone (SPEC §13): nothing wider than the screen but a wide table, which
     * scrolls in its own box with the names kept in view; text of 14 px at
     * least; and every link a 40 px target for a finger. */
    ".scroll { overflow-x: auto; max-width: 100%; }\n"
    "@media screen and (max-width: 640px) {\n"
    "  body { margin: 10px; overflow-wrap: break-word; }\n"
    "  table.sheet, table.crosstable { width: auto !important; table-layout: auto; }\n"
    "  table.sheet col, table.crosstable col { width: auto !important; }\n"
    "  body, table, th, td, th *, td *, li *, .small, .legend, .sub, .zh, .note\n"
    "  { font-size: 14px !important; }\n"
    "  h1 .zh, h2 .zh, h1 .sub, h2 .sub { font-size: inherit !important; }\n"
    "  a, button, input { min-height: 40px; }\n"
    "  a { display: inline-block; line-height: 40px; }\n"
    "  .scroll td.name, .scroll th.name { position: sticky; left: 0; z-index: 1;\n"
    "    background: #fff; }\n"
    "  .scroll tbody tr:nth-child(even) td.name { background: #f3f5f8; }\n"
    "  .scroll thead th.name { background: #e8ecf1; }\n"
    "  .crosstable td.name { min-width: 8em; overflow-wrap: normal; }\n"
    "}\n";

/* The site's bar above each page: its parts, and the search (search.js). */
static const char site_style[] =
    "nav.site { display: flex; flex-wrap: wrap; gap: 0 1em; align-items: center;\n"
    "  border-bottom: 1px solid #888; margin: 0 0 .8em; padding: 0 0 .3em; }\n"
    "nav.site a { color: #0b3d91; line-height: 40px; min-height: 40px;\n"
    "  display: inline-block; }\n"
    "form.search { position: relative; margin: 0; flex: 1 1 12em; }\n"
    "form.search input { font: inherit; font-size: 16px; width: 100%; max-width: 22em;\n"
    "  box-sizing: border-box; min-height: 40px; padding: 0 .4em; }\n"
    "ul.hits { list-style: none; margin: 0; padding: 0; position: absolute; z-index: 5;\n"
    "  background: #fff; border: 1px solid #888; width: 100%; max-width: 22em;\n"
    "  box-sizing: border-box; }\n"
    "ul.hits:empty { display: none; }\n"
    "ul.hits a { display: block; padding: 0 .5em; min-height: 40px; line-height: 40px; "
    "}\n"
    "td a, li a { color: inherit; }\n"
    "@media print {\n  nav.site { display: none; }\n}\n";

/* The document up to its body: the title, the sheet, the base rules and the page's. */
void cli_html_head(cli_buffer *out, const cli_context *cx, int landscape,
                   const char *title, const char *style)
{
    cli_buffer_puts(
        out, "<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n"
             "<meta charset=\"utf-8\">\n"
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
             "<title>");
    cli_html_title_event(out, cx);
    cli_buffer_markup_text(out, title);
    cli_buffer_printf(out, "</title>\n<style>\n@page { size: A4 %s; margin: 10mm; }\n",
                      landscape ? "landscape" : "portrait");
    cli_buffer_puts(out, base_style);
    if (cx && cx->site)
        cli_buffer_puts(out, site_style);
    cli_buffer_puts(out, style);
    cli_buffer_puts(out, "</style>\n");
    if (cx && cx->site)
        cli_buffer_printf(out,
                          "<script src=\"%splayers.js\" defer></script>\n"
                          "<script src=\"%ssearch.js\" defer></script>\n",
                          cx->site->root, cx->site->root);
    cli_buffer_puts(out, "</head>\n<body>\n");
    if (cx && cx->site)
        cli_html_site_bar(out, cx->site);
}

/* The site's bar: every part of the event a link away, and the search box,
 * whose answers search.js lists as links (the players' page without it). */
void cli_html_site_bar(cli_buffer *out, const cli_site_nav *site)
{
    const char *root = site->root;
    cli_buffer_puts(out, "<nav class=\"site\">");
    if (site->up)
        cli_buffer_printf(out, "<a href=\"%s%s\">%s</a>", root, site->up,
                          _("Whole event 全部赛事"));
    cli_buffer_printf(out, "<a href=\"%sindex.html\">%s</a>", root,
                      site->up ? _("This stage 本阶段") : _("Event 赛事"));
    if (site->standings)
        cli_buffer_printf(out, "<a href=\"%s%s\">%s</a>", root, site->standings,
                          _("Standings 排名"));
    if (site->bracket)
        cli_buffer_printf(out, "<a href=\"%s%s\">%s</a>", root, site->bracket,
                          _("Bracket 对阵图"));
    cli_buffer_printf(out, "<a href=\"%splayers.html\">%s</a>", root, _("Players 选手"));
    cli_buffer_printf(out,
                      "<form class=\"search\" role=\"search\" data-root=\"%s\" "
                      "onsubmit=\"return false\"><input type=\"search\" "
                      "placeholder=\"%s\" aria-label=\"%s\" autocomplete=\"off\">"
                      "<ul class=\"hits\"></ul></form></nav>\n",
                      root, _("Find a player: name, id, club or number"),
                      _("Find a player"));
}

/* The number of a player's page on the site: his initial number (序号), or
 * his place among the entrants where the event numbers nobody. */
int cli_html_player_page(const pairing_event *ev, int player)
{
    int number = pairing_event_number(ev, player);
    return number > 0 ? number : player + 1;
}

/* A team's name, a link to its page on the site (teams/N.html); plain in a
 * printout. */
void cli_html_team_name(cli_buffer *out, const cli_context *cx,
                        const pairing_event *teams, int team)
{
    if (cx && cx->site)
        cli_buffer_printf(out, "<a href=\"%steams/%d.html\">", cx->site->root,
                          cli_html_player_page(teams, team));
    cli_buffer_markup_text(out, pairing_event_name(teams, team));
    if (cx && cx->site)
        cli_buffer_puts(out, "</a>");
}

/* A player's name, a link to his page on the site (players/N.html); plain in
 * a printout. */
void cli_html_player_name(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                          int player)
{
    if (cx && cx->site) { /* appended, not printed: a site names players by the 10,000 */
        cli_buffer_puts(out, "<a href=\"");
        cli_buffer_puts(out, cx->site->root);
        cli_buffer_puts(out, "players/");
        cli_buffer_int(out, cli_html_player_page(ev, player));
        cli_buffer_puts(out, ".html\">");
    }
    cli_buffer_markup_text(out, pairing_event_name(ev, player));
    if (cx && cx->site)
        cli_buffer_puts(out, "</a>");
}

/* A player with his id, "王一鸣 (bj1)", as the relay's and a Scheveningen's
 * pages name him: on the site his name a link to his page. */
void cli_html_player_label(cli_buffer *out, const cli_context *cx,
                           const pairing_event *ev, int player)
{
    if (!cx || !cx->site) {
        char label[PAIRING_MAX_NAME_BYTES + 80];
        cli_player_label(ev, player, label, sizeof label);
        cli_buffer_markup_text(out, label);
        return;
    }
    cli_html_player_name(out, cx, ev, player);
    cli_buffer_puts(out, " (");
    cli_buffer_markup_text(out, pairing_event_id(ev, player));
    cli_buffer_puts(out, ")");
}

/* The head, then the event's particulars and the page's heading. */
void cli_html_open(cli_buffer *out, const cli_context *cx, int landscape,
                   const char *title, const char *style)
{
    cli_html_head(out, cx, landscape, title, style);
    cli_html_event(out, cx);
    cli_buffer_puts(out, "<h1>");
    cli_buffer_markup_text(out, title);
    cli_buffer_puts(out, "</h1>\n");
}

void cli_html_close(cli_buffer *out)
{
    cli_buffer_puts(out, "</body>\n</html>\n");
}

/* The points of the event, as a line of the page's rules list. */
void cli_html_points(cli_buffer *out, const pairing_event *ev)
{
    int win, draw, loss, bye;
    char w[32], d[32], l[32], b[32];
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    cli_format_points(win, w, sizeof w);
    cli_format_points(draw, d, sizeof d);
    cli_format_points(loss, l, sizeof l);
    cli_format_points(bye, b, sizeof b);
    cli_buffer_printf(out,
                      _("<dt>Points 计分</dt><dd>win %s, draw %s, loss %s, "
                        "pairing-allocated bye %s</dd>\n"),
                      w, d, l, b);
}

const char *cli_html_system_title(pairing_system system)
{
    switch (system) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return "Round robin 循环赛";
    case PAIRING_SYSTEM_KNOCKOUT:
        return "Knockout 淘汰赛";
    case PAIRING_SYSTEM_QIU:
        return "Qiu system 仇式积分编排制";
    case PAIRING_SYSTEM_DUTCH: /* FIDE C.04.3 (SPEC §15), not the rules' Swiss */
        return "FIDE Dutch system 国际棋联荷兰制";
    default:
        return "Swiss system 瑞士制";
    }
}

void cli_html_heading(cli_buffer *out, const char *attrs, const char *en, const char *zh)
{
    cli_buffer_printf(out, "<th%s>", attrs);
    cli_buffer_markup_text(out, en);
    if (zh) {
        cli_buffer_puts(out, "<span class=\"zh\">");
        cli_buffer_markup_text(out, zh);
        cli_buffer_puts(out, "</span>");
    }
    cli_buffer_puts(out, "</th>");
}

/* A table in its scroll box, opened with its row of headings. */
void cli_html_table_open(cli_buffer *out, const char *class_name,
                         const cli_html_column *columns, int count)
{
    cli_buffer_printf(out, "<div class=\"scroll\"><table class=\"%s\">\n<thead><tr>",
                      class_name);
    for (int i = 0; i < count; i++)
        cli_html_heading(out, columns[i].attrs, columns[i].en, columns[i].zh);
    cli_buffer_puts(out, "</tr>\n</thead>\n<tbody>\n");
}

void cli_html_table_close(cli_buffer *out)
{
    cli_buffer_puts(out, "</tbody>\n</table></div>\n");
}

/* The event's name, dates, venue and arbiter above the heading, when known. */
void cli_html_event(cli_buffer *out, const cli_context *cx)
{
    if (!cx || !cli_context_has_event(cx))
        return;
    cli_buffer_puts(out, "<p class=\"event\">");
    const char *parts[] = {cx->name, cx->date, cx->venue};
    const char *sep = "";
    for (int i = 0; i < 3; i++)
        if (parts[i]) {
            cli_buffer_puts(out, sep);
            cli_buffer_puts(out, i == 0 ? "<strong>" : "");
            cli_buffer_markup_text(out, parts[i]);
            cli_buffer_puts(out, i == 0 ? "</strong>" : "");
            sep = " · ";
        }
    if (cx->arbiter) {
        cli_buffer_printf(out, "%sArbiter 裁判长 ", sep);
        cli_buffer_markup_text(out, cx->arbiter);
    }
    cli_buffer_puts(out, "</p>\n");
}

/* The event's name first in the window's title, when known. */
void cli_html_title_event(cli_buffer *out, const cli_context *cx)
{
    if (cx && cx->name) {
        cli_buffer_markup_text(out, cx->name);
        cli_buffer_puts(out, " — ");
    }
}

/* The settings used, as a line of the page's rules list. */
void cli_html_settings(cli_buffer *out, const cli_context *cx)
{
    if (!cx || !cx->nsettings)
        return;
    cli_buffer_puts(out, "<dt>Settings 设置</dt><dd>");
    for (int i = 0; i < cx->nsettings; i++) {
        cli_buffer_printf(out, "%s%s = ", i ? "; " : "", cx->settings[i].key);
        cli_buffer_markup_text(out, cx->settings[i].value);
    }
    cli_buffer_puts(out, "</dd>\n");
}

/* ---- widths: tables are laid out to fit the sheet, so text is measured ---- */

/* A column heading's width: the wider of its English and its Chinese (NULL for
 * none), with the cell's padding. */
double cli_html_heading_em(const char *en, const char *zh)
{
    double a = cli_html_text_em(en), b = zh ? cli_html_text_em(zh) : 0;
    return (a > b ? a : b) + 0.7;
}

/* A text's width in em, as Noto Sans CJK sets it (measured): a Chinese character
 * 1 em, a digit or a small letter about 0.56, a capital 0.66, m and w 0.93, and
 * the signs outside ASCII (½, −, ·) 0.9; a little over rather than under. */
double cli_html_text_em(const char *text)
{
    double em = 0;
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        int len = *p >= 0xf0 ? 4 : *p >= 0xe0 ? 3 : *p >= 0xc0 ? 2 : 1;
        char one[5] = {0};
        for (int i = 0; i < len && p[i]; i++)
            one[i] = (char)p[i];
        if (len > 1)
            em += cli_display_width(one) == 2 ? 1.0 : 0.9;
        else if (strchr("mwMW@%", *p))
            em += 0.93;
        else if (*p >= 'A' && *p <= 'Z')
            em += 0.66;
        else
            em += *p == ' ' ? 0.25 : 0.57;
        for (int i = 0; i < len && *p; i++)
            p++;
    }
    return em;
}

/* A game's result on a page, from the first player's side: the tokens of the
 * results file, a draw as the rules write it (和). */
const char *cli_result_text(pairing_outcome outcome)
{
    return outcome == PAIRING_DRAW ? "和" : pairing_outcome_token(outcome);
}
