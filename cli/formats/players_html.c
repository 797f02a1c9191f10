/*
 * players_html.c - the player list as a page to post before round 1 (序号表):
 * every entrant by initial number, with id, rating and club, on A4 upright.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

static const char players_style[] =
    "table.players { table-layout: fixed; width: 100%; }\n"
    ".players .num { width: 3.2em; }\n"
    ".players .rating { width: 4.8em; }\n"
    ".players .id { width: 9em; }\n"
    "td.num, td.rating { text-align: right; }\n"
    "td.num { font-weight: bold; }\n"
    "td.name, td.id, td.club { overflow-wrap: anywhere; }\n";

static void rules(cli_buffer *out, const cli_context *cx, const pairing_event *ev)
{
    uint64_t seed;
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, "<dt>Players 人数</dt><dd>%d</dd>\n",
                      pairing_event_entrants(ev));
    cli_buffer_puts(out,
                    _("<dt>Numbering 序号</dt><dd>by the rank column when the entrants "
                      "file has one, else by rating from the highest (unrated last); "
                      "players equal on it in the order of the file"));
    if (pairing_event_lots(ev, &seed))
        cli_buffer_printf(out, _(", or as the lot drawn with seed %llu put them"),
                          (unsigned long long)seed);
    cli_buffer_puts(out, "</dd>\n</dl>\n");
}

int cli_html_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev)
{
    char title[160];
    pairing_system system;
    const char *name = NULL;
    for (int i = 0; cx && i < cx->nsettings; i++)
        if (strcmp(cx->settings[i].key, "system") == 0 &&
            !pairing_system_parse(cx->settings[i].value, &system))
            name = cli_html_system_title(system);
    snprintf(title, sizeof title, "%s%sPlayers 参赛名单 (序号表)", name ? name : "",
             name ? " — " : "");
    cli_html_open(out, cx, 0, title, players_style);
    rules(out, cx, ev);
    cli_buffer_puts(out, "<div class=\"scroll\"><table class=\"players\">\n<thead><tr>");
    cli_html_heading(out, " class=\"num\"", "No.", "序号");
    cli_html_heading(out, " class=\"name\"", "Name", "姓名");
    cli_html_heading(out, " class=\"id\"", "ID", "编号");
    cli_html_heading(out, " class=\"rating\"", "Rating", "等级分");
    int late = cli_any_late_entry(ev); /* SPEC §12: the round a late entry joins */
    if (late)
        cli_html_heading(out, " class=\"rating\"", "Joins", "加入轮次");
    cli_html_heading(out, " class=\"club\"", "Club", "单位");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        pairing_entrant e =
            pairing_event_entrant(ev, pairing_event_player_at(ev, number));
        cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td class=\"name\">",
                          number);
        cli_buffer_markup_text(out, e.name);
        cli_buffer_puts(out, "</td><td class=\"id\">");
        cli_buffer_markup_text(out, e.id);
        cli_buffer_puts(out, "</td><td class=\"rating\">");
        if (e.rating != PAIRING_UNRATED)
            cli_buffer_printf(out, "%d", e.rating);
        if (late)
            cli_buffer_puts(out, "</td><td class=\"rating\">");
        if (late && e.joined > 0)
            cli_buffer_printf(out, "%d", e.joined);
        cli_buffer_puts(out, "</td><td class=\"club\">");
        cli_buffer_markup_text(out, e.club ? e.club : "");
        cli_buffer_puts(out, "</td></tr>\n");
    }
    cli_buffer_puts(out, "</tbody>\n</table></div>\n");
    cli_html_close(out);
    return EXIT_OK;
}
