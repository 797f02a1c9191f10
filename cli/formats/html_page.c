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
    "  h2 { font-size: 10.5pt; }\n}\n";

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
    cli_buffer_puts(out, style);
    cli_buffer_puts(out, "</style>\n</head>\n<body>\n");
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
