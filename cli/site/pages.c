/*
 * pages.c - the pages of an individual event's site (SPEC §13): the index,
 * every round, the standings after every finished round (each with its
 * crosstable), written by the printouts' own writers with the site's bar and
 * links; then the players' pages, the search's files and event.json.
 */
#include <stdio.h>
#include <string.h>

#include "site/site.h"

static const char index_style[] =
    "ul.links { list-style: none; margin: 0; padding: 0; }\n"
    "ul.links li { margin: 0; }\n"
    "p.status { font-size: 1.1em; }\n";

/* The rounds the event has: as given, or the Qiu system's for its field. */
static int planned_rounds(const cli_site_event *se)
{
    if (se->swiss.rounds)
        return se->swiss.rounds;
    if (se->system == PAIRING_SYSTEM_QIU)
        return pairing_qiu_rounds(pairing_event_entrants(se->ev));
    return se->so.rounds;
}

/* Where the event stands, in words: the round in progress, or the last one. */
static void status_line(cli_buffer *out, const cli_site_event *se)
{
    const cli_site_round *last = se->nrounds ? &se->rounds[se->nrounds - 1] : NULL;
    cli_buffer_puts(out, "<p class=\"status\"><strong>");
    if (!last)
        cli_buffer_puts(out, _("Not started: no round is paired yet."));
    else if (last->pending)
        cli_buffer_printf(out, _("Round %d in progress (进行中): %d results to come."),
                          last->number, last->pending);
    else if (cli_site_event_over(se))
        cli_buffer_printf(out, _("Finished after %d rounds."), last->number);
    else
        cli_buffer_printf(out, _("Round %d finished."), last->number);
    cli_buffer_puts(out, "</strong></p>\n");
}

static void round_links(cli_buffer *out, const cli_site_event *se)
{
    cli_buffer_printf(out, "<h2 id=\"rounds\">%s</h2>\n<ul class=\"links\">\n",
                      _("Rounds 轮次"));
    for (int k = se->nrounds; k >= 1; k--) {
        const cli_site_round *r = &se->rounds[k - 1];
        cli_buffer_printf(out, "<li><a href=\"round-%d.html\">", k);
        cli_buffer_printf(out, _("Round %d"), k);
        cli_buffer_puts(out, "</a>");
        if (r->pending)
            cli_buffer_printf(out, " — %s", _("in progress 进行中"));
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
}

/* The standings after each finished round, the latest first. */
void cli_site_standings_list(cli_buffer *out, int finished, const char *heading)
{
    if (!finished)
        return;
    cli_buffer_printf(out, "<h2>%s</h2>\n<ul class=\"links\">\n", heading);
    for (int k = finished; k >= 1; k--) {
        cli_buffer_printf(out, "<li><a href=\"standings-%d.html\">", k);
        cli_buffer_printf(out, _("After round %d"), k);
        cli_buffer_puts(out, "</a></li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
}

cli_buffer *cli_site_open_titled_index(cli_site *s, const cli_context *cx,
                                       const char *system_title, const char *style)
{
    cli_buffer *out = cli_site_add(s, "index.html");
    if (!out)
        return NULL;
    char title[240];
    cli_context_title(cx, system_title, title, sizeof title);
    cli_html_open(out, cx, 0, title, style);
    return out;
}

cli_buffer *cli_site_open_index(cli_site *s, const cli_context *cx, pairing_system system,
                                const char *style)
{
    return cli_site_open_titled_index(s, cx, cli_html_system_title(system), style);
}

static int index_page(cli_site *s, const cli_site_event *se, cli_context *cx)
{
    cli_buffer *out = cli_site_open_index(s, cx, se->system, index_style);
    if (!out)
        return EXIT_SOFTWARE;
    status_line(out, se);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n", _("Players 人数"),
                      pairing_event_entrants(se->ev));
    if (se->system != PAIRING_SYSTEM_KNOCKOUT)
        cli_html_points(out, se->ev);
    cli_buffer_puts(out, "</dl>\n");
    if (se->knockout)
        cli_buffer_printf(out,
                          "<h2>%s</h2>\n<ul class=\"links\"><li><a "
                          "href=\"bracket.html\">%s</a></li></ul>\n",
                          _("Bracket 对阵图"), _("The draw and every match played"));
    round_links(out, se);
    cli_site_standings_list(out, se->finished,
                            _("Standings and crosstable 排名与交叉表"));
    if (se->o->method && se->finished)
        cli_buffer_printf(out,
                          "<h2>%s</h2>\n<ul class=\"links\"><li><a "
                          "href=\"teams.html\">%s</a></li></ul>\n",
                          _("Teams 团体"),
                          _("The teams ranked by their members (队员总分制)"));
    cli_buffer_printf(out,
                      "<h2>%s</h2>\n<ul class=\"links\">\n<li><a href=\"players.html\">",
                      _("Players 选手"));
    cli_buffer_printf(out, _("All %d players, by name"), pairing_event_entrants(se->ev));
    cli_buffer_printf(out, "</a></li>\n<li><a href=\"event.json\">%s</a></li>\n</ul>\n",
                      _("The whole event for programs (event.json)"));
    cli_html_close(out);
    return EXIT_OK;
}

/* A round as its sheet prints it, with the results entered so far. */
static int round_page(cli_site *s, const cli_site_event *se, const cli_site_round *r,
                      const cli_site_nav *nav)
{
    cli_buffer *out = cli_site_add(s, "round-%d.html", r->number);
    if (!out)
        return EXIT_SOFTWARE;
    cli_context cx;
    cli_swiss_context(&cx, se->o, r->before, se->system, &se->swiss);
    cx.site = nav;
    return cli_html_swiss(out, &cx, r->before, r->paired);
}

/* A round of a round robin, a knockout or the Dutch system: its boards as the
 * results record them (a round robin and a knockout have no scores to pair by;
 * the Dutch system's swiss --round N prints JSON and pairs only, no sheet, so
 * its round is shown as played, under its own system's name). */
static void plain_round_table(cli_buffer *out, const cli_context *cx,
                              const cli_site_event *se, const cli_site_round *r)
{
    static const cli_html_column columns[] = {
        {"", "Board", "台次"},
        {" class=\"name\"", "First (Black)", "先手（黑）"},
        {"", "Result", "结果"},
        {" class=\"name\"", "Second (White)", "后手（白）"}};
    cli_html_table_open(out, "boards", columns, 4);
    for (int i = 0; i < r->ngames; i++) {
        const cli_site_game *g = &r->games[i];
        if (g->second < 0)
            continue;
        cli_buffer_printf(out, "<tr><td class=\"board\">%d</td><td class=\"name\">",
                          g->board);
        cli_html_player_name(out, cx, se->ev, g->first);
        cli_buffer_printf(out, "</td><td class=\"result\">%s</td><td class=\"name\">",
                          g->outcome == PAIRING_PENDING ? _("playing 进行中")
                                                        : cli_result_text(g->outcome));
        cli_html_player_name(out, cx, se->ev, g->second);
        cli_buffer_puts(out, "</td></tr>\n");
    }
    for (int i = 0; i < r->ngames; i++) {
        const cli_site_game *g = &r->games[i];
        if (g->second >= 0)
            continue;
        cli_buffer_puts(out, "<tr><td></td><td class=\"name\">");
        cli_html_player_name(out, cx, se->ev, g->first);
        cli_buffer_printf(out, "</td><td colspan=\"2\">%s</td></tr>\n",
                          cli_site_result_for(g->outcome, 1));
    }
    cli_html_table_close(out);
}

static int plain_round_page(cli_site *s, const cli_site_event *se,
                            const cli_site_round *r, const cli_site_nav *nav)
{
    cli_buffer *out = cli_site_add(s, "round-%d.html", r->number);
    if (!out)
        return EXIT_SOFTWARE;
    cli_context cx = se->cx;
    cx.site = nav;
    char title[400], system[240];
    cli_context_title(&cx, cli_html_system_title(se->system), system, sizeof system);
    snprintf(title, sizeof title, "%s — round %d 第%d轮", system, r->number, r->number);
    cli_html_open(out, &cx, 0, title,
                  "td.board { text-align: right; font-weight: bold; }\n"
                  "td.result { text-align: center; }\n");
    if (r->pending)
        cli_buffer_printf(out, "<p class=\"status\"><strong>%s</strong></p>\n",
                          _("In progress 进行中"));
    plain_round_table(out, &cx, se, r);
    cli_buffer_printf(out, "<p class=\"legend\">%s</p>\n",
                      _("Result from the first player's side: 1-0, 0-1, 和 a draw; "
                        "+- and -+ a game won by forfeit"));
    cli_html_close(out);
    return EXIT_OK;
}

/* The teams ranked by their members' places or points (队员总分制, SPEC §10),
 * as `pairing team individual --format html` prints it, when the event file
 * names its method. */
static int teams_page(cli_site *s, const cli_site_event *se, const cli_site_nav *nav)
{
    return cli_site_capture(s, se->o, cli_team_individual, "team individual", NULL, NULL,
                            nav, "teams.html");
}

/* A knockout's bracket, as `pairing knockout --format html` prints it. */
static int bracket_page(cli_site *s, cli_site_event *se, const cli_site_nav *nav)
{
    cli_buffer *out = cli_site_add(s, "bracket.html");
    if (!out)
        return EXIT_SOFTWARE;
    cli_context cx;
    cli_knockout_context(&cx, se->o, &se->kview, &se->ko);
    cx.site = nav;
    se->kview.cx = &cx;
    int status = cli_html_knockout(out, &se->kview);
    se->kview.cx = NULL;
    return status;
}

static int standings_page(cli_site *s, const cli_site_event *se, int after,
                          const cli_site_nav *nav)
{
    cli_buffer *out = cli_site_add(s, "standings-%d.html", after);
    if (!out)
        return EXIT_SOFTWARE;
    cli_context cx;
    const pairing_standings *st = se->after[after - 1];
    cli_standings_context(&cx, se->o, se->ev, st, &se->so);
    cx.site = nav;
    return cli_html_standings(out, &cx, se->ev, st);
}

int cli_site_event_over(const cli_site_event *se)
{
    if (se->system == PAIRING_SYSTEM_KNOCKOUT)
        return se->places != NULL;
    int planned = planned_rounds(se);
    if (se->system == PAIRING_SYSTEM_ROUNDROBIN) {
        int n = pairing_event_entrants(se->ev);
        planned = (n % 2 ? n : n - 1) * (se->so.cycles ? se->so.cycles : 1);
    }
    return planned > 0 && se->finished >= planned;
}

int cli_site_pages(cli_site *s, cli_site_event *se, const char *up)
{
    char latest[32];
    snprintf(latest, sizeof latest, "standings-%d.html", se->finished);
    cli_site_nav top = {"", se->finished ? latest : NULL,
                        se->knockout ? "bracket.html" : NULL, up};
    cli_site_nav below = top;
    below.root = "../";
    if (se->finished)
        cli_standings_context(&se->cx, se->o, se->ev, se->after[se->finished - 1],
                              &se->so);
    else
        cli_context_init(&se->cx, se->o);
    se->cx.site = &top;
    int status = index_page(s, se, &se->cx);
    for (int k = 0; !status && k < se->nrounds; k++)
        status = se->rounds[k].paired ? round_page(s, se, &se->rounds[k], &top)
                                      : plain_round_page(s, se, &se->rounds[k], &top);
    if (!status && se->knockout)
        status = bracket_page(s, se, &top);
    if (!status && se->o->method && se->finished)
        status = teams_page(s, se, &top);
    for (int k = 1; !status && k <= se->finished; k++)
        status = standings_page(s, se, k, &top);
    if (!status)
        status = cli_site_players_page(s, se, &top);
    if (!status)
        status = cli_site_player_pages(s, se, &below);
    if (!status)
        status = cli_site_search_files(s, se);
    if (!status)
        status = cli_site_event_json(s, se);
    se->cx.site = NULL;
    return status;
}
