/*
 * html_page.c - what every printable page shares: the system's title, the points
 * in force, and column headings in English with the Chinese beneath.
 */
#include <stdio.h>

#include "formats/formats.h"

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
                      "<dt>Points 计分</dt><dd>win %s, draw %s, loss %s, "
                      "pairing-allocated bye %s</dd>\n",
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
