/*
 * members.c - what the site of every kind of team event has (SPEC §13): a
 * team event, the relay (擂台赛) and the Scheveningen match (全队轮赛制) all
 * hold teams and their members, so each shows the teams on its index, opens
 * a page per team and per member the same way, lists every member by name,
 * lets the search find members and teams, and starts event.json with them.
 */
#include <stdlib.h>

#include "site/site.h"

const char cli_site_team_style[] =
    "table.games td { vertical-align: middle; }\n"
    "td.num, td.board, td.pts, td.place { text-align: right; }\n"
    "td.name { overflow-wrap: anywhere; }\n"
    ".sub { margin-left: .4em; font-size: max(12px, .82em); color: #333; }\n"
    "ul.links { list-style: none; margin: 0; padding: 0; }\n";

void cli_site_team_list(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_buffer_printf(out, "<h2>%s</h2>\n<ul class=\"links\">\n", _("Teams 参赛队"));
    for (int number = 1; number <= pairing_event_entrants(teams); number++) {
        cli_buffer_puts(out, "<li>");
        cli_html_team_name(out, cx, teams, pairing_event_player_at(teams, number));
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
}

void cli_site_index_tail(cli_buffer *out, const cli_context *cx,
                         const pairing_team_event *ev, const char *heading,
                         const char *page, const char *text)
{
    cli_buffer_printf(out,
                      "<h2>%s</h2>\n<ul class=\"links\"><li><a href=\"%s\">%s</a></li>"
                      "</ul>\n",
                      heading, page, text);
    cli_site_team_list(out, cx, ev);
    cli_site_index_close(out);
}

int cli_site_page_end(cli_buffer *out, const char *legend)
{
    if (legend)
        cli_buffer_printf(out, "<p class=\"legend\">%s</p>\n", legend);
    cli_html_close(out);
    return EXIT_OK;
}

void cli_site_index_close(cli_buffer *out)
{
    cli_buffer_printf(out,
                      "<ul class=\"links\"><li><a href=\"players.html\">%s</a></li>\n"
                      "<li><a href=\"event.json\">%s</a></li></ul>\n",
                      _("Every player, by name"),
                      _("The whole event for programs (event.json)"));
    cli_html_close(out);
}

cli_buffer *cli_site_open_team(cli_site *s, const cli_context *cx,
                               const pairing_team_event *ev, int team)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_buffer *out = cli_site_add(s, "teams/%d.html", cli_html_player_page(teams, team));
    if (!out)
        return NULL;
    cli_html_open(out, cx, 0, pairing_event_name(teams, team), cli_site_team_style);
    cli_buffer_printf(out, "<dl class=\"rules\"><dt>%s</dt><dd>", _("ID 编号"));
    cli_buffer_markup_text(out, pairing_event_id(teams, team));
    cli_buffer_puts(out, "</dd></dl>\n");
    return out;
}

cli_buffer *cli_site_open_member(cli_site *s, const cli_context *cx,
                                 const pairing_team_event *ev, int member)
{
    const pairing_event *members = pairing_team_event_members(ev);
    cli_buffer *out =
        cli_site_add(s, "players/%d.html", cli_html_player_page(members, member));
    if (!out)
        return NULL;
    cli_html_open(out, cx, 0, pairing_event_name(members, member), cli_site_team_style);
    cli_buffer_printf(out, "<dl class=\"rules\"><dt>%s</dt><dd>", _("Team 队名"));
    cli_html_team_name(out, cx, pairing_team_event_teams(ev),
                       pairing_team_event_member_team(ev, member));
    cli_buffer_printf(out, "</dd><dt>%s</dt><dd>", _("ID 编号"));
    cli_buffer_markup_text(out, pairing_event_id(members, member));
    cli_buffer_puts(out, "</dd></dl>\n");
    return out;
}

/* Every member by name, with his team: the search without JavaScript. */
int cli_site_members_page(cli_site *s, const cli_context *cx,
                          const pairing_team_event *ev)
{
    const pairing_event *members = pairing_team_event_members(ev);
    cli_buffer *out = cli_site_add(s, "players.html");
    if (!out)
        return EXIT_SOFTWARE;
    cli_html_open(out, cx, 0, _("Players by name 选手名单"), cli_site_team_style);
    static const cli_html_column columns[] = {{" class=\"name\"", "Name", "姓名"},
                                              {"", "ID", "编号"},
                                              {" class=\"name\"", "Team", "队名"}};
    cli_html_table_open(out, "games", columns, 3);
    int *order = cli_site_by_name(members);
    int status = order ? EXIT_OK : EXIT_SOFTWARE;
    for (int i = 0; order && i < pairing_event_entrants(members); i++) {
        int m = order[i];
        cli_buffer_puts(out, "<tr><td class=\"name\">");
        cli_html_player_name(out, cx, members, m);
        cli_buffer_puts(out, "</td><td>");
        cli_buffer_markup_text(out, pairing_event_id(members, m));
        cli_buffer_puts(out, "</td><td class=\"name\">");
        cli_html_team_name(out, cx, pairing_team_event_teams(ev),
                           pairing_team_event_member_team(ev, m));
        cli_buffer_puts(out, "</td></tr>\n");
    }
    free(order);
    cli_html_table_close(out);
    cli_html_close(out);
    return status;
}

/* The search: members and teams. */
int cli_site_team_search(cli_site *s, const pairing_team_event *ev)
{
    const pairing_event *events[] = {pairing_team_event_members(ev),
                                     pairing_team_event_teams(ev)};
    const char *const folders[] = {"players/", "teams/"};
    return cli_site_search_index(s, events, folders, 2);
}

void cli_site_team_json_open(cli_json *j, const char *system, const cli_context *cx,
                             const pairing_team_event *ev)
{
    cli_json_object(j);
    cli_json_put_string(j, "system", system);
    cli_json_context(j, cx);
    cli_json_key(j, "teams");
    cli_json_object(j);
    cli_json_player_list(j, pairing_team_event_teams(ev));
    cli_json_object_end(j);
    cli_json_player_list(j, pairing_team_event_members(ev));
}

int cli_site_run_json(cli_json *j, const char *key, const cli_options *o,
                      int (*command)(const cli_options *), const char *name,
                      const char *after)
{
    cli_buffer doc = {0};
    int status = cli_site_run(o, command, name, "json", NULL, after, NULL, &doc);
    cli_json_key(j, key);
    cli_json_raw(j, doc.data ? doc.data : "null", doc.data ? doc.len : 4);
    cli_buffer_free(&doc);
    return status;
}

/* event.json: the teams and members, then the match as its command prints it. */
static int kind_json(cli_site *s, const cli_site_team_kind *k)
{
    cli_buffer *out = cli_site_add(s, "event.json");
    if (!out)
        return EXIT_SOFTWARE;
    cli_json j = {.out = out};
    cli_site_team_json_open(&j, k->system, k->cx, k->ev);
    int status = cli_site_run_json(&j, k->system, k->o, k->command, k->name, NULL);
    cli_json_object_end(&j);
    return status ? status : cli_json_finish(&j);
}

int cli_site_team_kind_pages(cli_site *s, const cli_site_team_kind *k)
{
    cli_site_nav top = {"", k->page, NULL, NULL}, below = top;
    below.root = "../";
    cli_context cx = *k->cx, cx_below = *k->cx;
    cx.site = &top;
    cx_below.site = &below;
    int status =
        cli_site_capture(s, k->o, k->command, k->name, NULL, NULL, &top, k->page);
    if (!status)
        status = k->index(s, k->data, &cx);
    const pairing_event *teams = pairing_team_event_teams(k->ev);
    const pairing_event *members = pairing_team_event_members(k->ev);
    for (int t = 0; !status && t < pairing_event_entrants(teams); t++)
        status = k->team(s, k->data, &cx_below, t);
    for (int m = 0; !status && m < pairing_event_entrants(members); m++)
        status = k->member(s, k->data, &cx_below, m);
    if (!status)
        status = cli_site_members_page(s, &cx, k->ev);
    if (!status)
        status = cli_site_team_search(s, k->ev);
    return status ? status : kind_json(s, k);
}
