/*
 * teams.c - a team event (团体赛, SPEC §10) as a site (SPEC §13): every round
 * as `team swiss --round N` prints it (a round robin's schedule, a
 * knockout's bracket), the team standings after every finished round as
 * `team standings --after-round N` prints them, run as those commands with
 * the site's bar and links, their pages captured; a page per team (its
 * members, its matches) and per member (his games), the search over members
 * and teams, and event.json.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/site.h"

typedef struct team_site {
    const cli_options *o;
    pairing_system system;
    pairing_team_event *ev;
    const pairing_event *teams, *members;
    cli_results_file rf;
    int nrounds, finished;
    int *pending;              /* [round]: games still without a result */
    pairing_standings **after; /* team standings after rounds 1..finished */
    pairing_standings_options so;
    cli_context cx;
} team_site;

/* ---- the event, its rows and its standings ---- */

static const char *field(const team_site *ts, int row, int column)
{
    const char *f = cli_results_field(&ts->rf, row, column);
    return f ? f : "";
}

/* A game of a board: a row with a board and both players. */
static int is_game(const team_site *ts, int row)
{
    return atoi(field(ts, row, CLI_RF_BOARD)) > 0 && *field(ts, row, CLI_RF_FIRST) &&
           *field(ts, row, CLI_RF_SECOND);
}

static int count_rounds(team_site *ts)
{
    for (int i = 0; i < ts->rf.nrows; i++)
        ts->nrounds =
            ts->rf.rows[i].round > ts->nrounds ? ts->rf.rows[i].round : ts->nrounds;
    ts->pending = calloc((size_t)ts->nrounds + 2, sizeof *ts->pending);
    if (!ts->pending)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int i = 0; i < ts->rf.nrows; i++)
        if (is_game(ts, i) && !*field(ts, i, CLI_RF_RESULT))
            ts->pending[ts->rf.rows[i].round]++;
    while (ts->finished < ts->nrounds && !ts->pending[ts->finished + 1])
        ts->finished++;
    return EXIT_OK;
}

static int rank_rounds(team_site *ts)
{
    ts->after = calloc((size_t)ts->finished + 1, sizeof *ts->after);
    if (!ts->after)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int k = 1; k <= ts->finished; k++) {
        pairing_standings_options so = ts->so;
        so.after_round = k;
        pairing_error err;
        if (!(ts->after[k - 1] = pairing_team_standings_new(ts->ev, &so, &err))) {
            cli_sources files = {ts->o->members, ts->o->results, ts->o->teams,
                                 ts->o->lineups};
            return cli_standings_error(ts->o, &err, &files);
        }
    }
    return EXIT_OK;
}

static int load(team_site *ts, const cli_options *o)
{
    memset(ts, 0, sizeof *ts);
    ts->o = o;
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("publish needs the results (--results FILE)"));
    int status = cli_read_standings_options(o, &ts->system, &ts->so);
    if (!status)
        status = cli_load_team_event(o, ts->system, 1, &ts->ev);
    if (!status)
        status = cli_open_results_file(o, o->results, &ts->rf);
    if (!status)
        status = count_rounds(ts);
    if (status)
        return status;
    ts->teams = pairing_team_event_teams(ts->ev);
    ts->members = pairing_team_event_members(ts->ev);
    cli_context_init(&ts->cx, o);
    cli_context_add(&ts->cx, "system", 0, "%s", pairing_system_name(ts->system));
    cli_team_context(&ts->cx, ts->ev);
    return rank_rounds(ts);
}

static void release(team_site *ts)
{
    for (int k = 0; ts->after && k < ts->finished; k++)
        pairing_standings_free(ts->after[k]);
    free(ts->after);
    free(ts->pending);
    cli_results_free(&ts->rf);
    pairing_team_event_free(ts->ev);
}

/* ---- the pages the team commands print ---- */

/* A team command's page kept for the site. */
static int captured(cli_site *s, const team_site *ts, int (*command)(const cli_options *),
                    const char *name, const char *round, const char *after,
                    const cli_site_nav *nav, const char *path)
{
    return cli_site_capture(s, ts->o, command, name, round, after, nav, path);
}

static int command_pages(cli_site *s, const team_site *ts, const cli_site_nav *nav)
{
    int status = EXIT_OK;
    char round[16], path[32];
    if (ts->system == PAIRING_SYSTEM_ROUNDROBIN)
        status = captured(s, ts, cli_team_roundrobin, "team roundrobin", NULL, NULL, nav,
                          "schedule.html");
    else if (ts->system == PAIRING_SYSTEM_KNOCKOUT)
        status = captured(s, ts, cli_team_knockout, "team knockout", NULL, NULL, nav,
                          "bracket.html");
    for (int k = 1;
         !status && k <= ts->nrounds &&
         (ts->system == PAIRING_SYSTEM_QIU || ts->system == PAIRING_SYSTEM_SWISS);
         k++) {
        snprintf(round, sizeof round, "%d", k);
        snprintf(path, sizeof path, "round-%d.html", k);
        status = captured(s, ts, cli_team_swiss, "team swiss", round, NULL, nav, path);
    }
    for (int k = 1; !status && k <= ts->finished; k++) {
        snprintf(round, sizeof round, "%d", k);
        snprintf(path, sizeof path, "standings-%d.html", k);
        status =
            captured(s, ts, cli_team_standings, "team standings", NULL, round, nav, path);
    }
    return status;
}

/* ---- the index ---- */

static void round_links(cli_buffer *out, const team_site *ts)
{
    cli_buffer_printf(out, "<h2 id=\"rounds\">%s</h2>\n<ul class=\"links\">\n",
                      _("Rounds 轮次"));
    if (ts->system == PAIRING_SYSTEM_ROUNDROBIN)
        cli_buffer_printf(out, "<li><a href=\"schedule.html\">%s</a></li>\n",
                          _("The schedule, every round with its results"));
    if (ts->system == PAIRING_SYSTEM_KNOCKOUT)
        cli_buffer_printf(out, "<li><a href=\"bracket.html\">%s</a></li>\n",
                          _("The draw and every match played"));
    for (int k = ts->nrounds; k >= 1; k--) {
        int own = ts->system == PAIRING_SYSTEM_QIU || ts->system == PAIRING_SYSTEM_SWISS;
        cli_buffer_puts(out, "<li>");
        if (own)
            cli_buffer_printf(out, "<a href=\"round-%d.html\">", k);
        cli_buffer_printf(out, _("Round %d"), k);
        cli_buffer_puts(out, own ? "</a>" : "");
        if (ts->pending[k])
            cli_buffer_printf(out, " — %s", _("in progress 进行中"));
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
    cli_site_standings_list(out, ts->finished, _("Team standings 团体排名"));
}

static int index_page(cli_site *s, const team_site *ts, const cli_context *cx)
{
    cli_buffer *out = cli_site_open_index(s, cx, ts->system, cli_site_team_style);
    if (!out)
        return EXIT_SOFTWARE;
    cli_buffer_puts(out, "<p class=\"status\"><strong>");
    if (!ts->nrounds)
        cli_buffer_puts(out, _("Not started: no round is paired yet."));
    else if (ts->pending[ts->nrounds])
        cli_buffer_printf(out, _("Round %d in progress (进行中): %d results to come."),
                          ts->nrounds, ts->pending[ts->nrounds]);
    else
        cli_buffer_printf(out, _("Round %d finished."), ts->nrounds);
    cli_buffer_puts(out, "</strong></p>\n<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n</dl>\n", _("Teams 队数"),
                      pairing_event_entrants(ts->teams));
    round_links(out, ts);
    cli_site_team_list(out, cx, ts->ev);
    cli_site_index_close(out);
    return EXIT_OK;
}

/* ---- a page per team ---- */

static void members_table(cli_buffer *out, const team_site *ts, const cli_context *cx,
                          int team)
{
    static const cli_html_column columns[] = {{"", "Order", "台次顺序"},
                                              {" class=\"name\"", "Member", "队员"},
                                              {"", "Rating", "等级分"}};
    cli_html_table_open(out, "games", columns, 3);
    for (int m = 0; m < pairing_event_entrants(ts->members); m++) {
        if (pairing_team_event_member_team(ts->ev, m) != team)
            continue;
        int order = pairing_team_event_member_order(ts->ev, m);
        int rating = pairing_event_rating(ts->members, m);
        cli_buffer_puts(out, "<tr><td class=\"num\">");
        if (order > 0)
            cli_buffer_printf(out, "%d", order);
        cli_buffer_puts(out, "</td><td class=\"name\">");
        cli_html_player_name(out, cx, ts->members, m);
        cli_buffer_puts(out, "</td><td class=\"num\">");
        if (rating >= 0)
            cli_buffer_printf(out, "%d", rating);
        cli_buffer_puts(out, "</td></tr>\n");
    }
    cli_html_table_close(out);
}

static void score_pair(cli_buffer *out, int own, int other)
{
    char a[32], b[32];
    cli_format_points(own, a, sizeof a);
    cli_format_points(other, b, sizeof b);
    cli_buffer_printf(out, "<td class=\"pts\">%s–%s</td>", a, b);
}

/* Its team's place after each finished round: the row of the standings. */
static int place_after(const team_site *ts, int team, int round)
{
    const pairing_standings *st = ts->after[round - 1];
    for (int i = 0; i < pairing_standings_count(st); i++)
        if (pairing_standings_row(st, i).player == team)
            return pairing_standings_row(st, i).rank;
    return 0;
}

static void match_row(cli_buffer *out, const team_site *ts, const cli_context *cx,
                      int team, int round)
{
    pairing_team_result r = pairing_team_event_result(ts->ev, team, round);
    if (!r.present)
        return;
    cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td class=\"name\">", round);
    if (r.opponent >= 0)
        cli_html_team_name(out, cx, ts->teams, r.opponent);
    else
        cli_buffer_puts(out, _("bye 轮空"));
    cli_buffer_puts(out, "</td>");
    if (r.complete) {
        score_pair(out, r.points[1], r.opponent_points[1]);
        score_pair(out, r.points[0], r.opponent_points[0]);
    } else {
        cli_buffer_printf(out, "<td colspan=\"2\">%s</td>", _("playing 进行中"));
    }
    cli_buffer_puts(out, "<td class=\"place\">");
    if (round <= ts->finished)
        cli_buffer_printf(out, "%d", place_after(ts, team, round));
    cli_buffer_puts(out, "</td></tr>\n");
}

static int team_page(cli_site *s, const team_site *ts, const cli_context *cx, int team)
{
    cli_buffer *out = cli_site_open_team(s, cx, ts->ev, team);
    if (!out)
        return EXIT_SOFTWARE;
    cli_buffer_printf(out, "<h2>%s</h2>\n", _("Members 队员"));
    members_table(out, ts, cx, team);
    cli_buffer_printf(out, "<h2>%s</h2>\n", _("Matches 对局"));
    static const cli_html_column columns[] = {{"", "Round", "轮次"},
                                              {" class=\"name\"", "Opponent", "对手"},
                                              {"", "Boards", "场分"},
                                              {"", "Match pts", "次分"},
                                              {"", "Place", "名次"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int k = 1; k <= ts->nrounds; k++)
        match_row(out, ts, cx, team, k);
    cli_html_table_close(out);
    return cli_site_page_end(
        out, _("Boards: the board points of the match, the team's first · "
               "Match pts: the match points it scored and its opponent's · "
               "Place: in the team standings after the round"));
}

/* ---- a page per member: his games, from the results file's rows ---- */

static void member_game(cli_buffer *out, const team_site *ts, const cli_context *cx,
                        int member, int row)
{
    const char *id = pairing_event_id(ts->members, member);
    int first = strcmp(field(ts, row, CLI_RF_FIRST), id) == 0;
    int other = pairing_event_find(ts->members,
                                   field(ts, row, first ? CLI_RF_SECOND : CLI_RF_FIRST));
    int round = ts->rf.rows[row].round, board = atoi(field(ts, row, CLI_RF_BOARD));
    int first_team = pairing_event_find(ts->teams, field(ts, row, CLI_RF_FIRST_TEAM));
    int game = atoi(field(ts, row, CLI_RF_GAME));
    int mover = pairing_event_find(ts->members, field(ts, row, CLI_RF_FIRST));
    pairing_outcome o =
        first_team >= 0 && mover >= 0
            ? pairing_team_event_game_result(ts->ev, round, first_team, board,
                                             game ? game : 1, mover)
            : PAIRING_PENDING;
    cli_buffer_printf(
        out,
        "<tr><td class=\"num\">%d</td><td class=\"board\">%d</td><td>%s</td>"
        "<td class=\"name\">",
        round, board, first ? _("first 先手") : _("second 后手"));
    if (other >= 0) {
        cli_html_player_name(out, cx, ts->members, other);
        cli_buffer_puts(out, "<span class=\"sub\">");
        cli_buffer_markup_text(
            out,
            pairing_event_name(ts->teams, pairing_team_event_member_team(ts->ev, other)));
        cli_buffer_puts(out, "</span>");
    }
    cli_buffer_printf(out, "</td><td>%s</td></tr>\n", cli_site_result_for(o, first));
}

static int member_page(cli_site *s, const team_site *ts, const cli_context *cx,
                       int member)
{
    cli_buffer *out = cli_site_open_member(s, cx, ts->ev, member);
    if (!out)
        return EXIT_SOFTWARE;
    const char *id = pairing_event_id(ts->members, member);
    static const cli_html_column columns[] = {{"", "Round", "轮次"},
                                              {"", "Board", "台次"},
                                              {"", "Colour", "先后手"},
                                              {" class=\"name\"", "Opponent", "对手"},
                                              {"", "Result", "结果"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int row = 0; row < ts->rf.nrows; row++)
        if (is_game(ts, row) && (strcmp(field(ts, row, CLI_RF_FIRST), id) == 0 ||
                                 strcmp(field(ts, row, CLI_RF_SECOND), id) == 0))
            member_game(out, ts, cx, member, row);
    cli_html_table_close(out);
    return cli_site_page_end(out, NULL);
}

/* ---- event.json ---- */

static void json_rows(cli_json *j, const team_site *ts, int round)
{
    static const struct {
        const char *key;
        int column;
    } keys[] = {{"first_team", CLI_RF_FIRST_TEAM}, {"second_team", CLI_RF_SECOND_TEAM},
                {"board", CLI_RF_BOARD},           {"game", CLI_RF_GAME},
                {"first", CLI_RF_FIRST},           {"second", CLI_RF_SECOND},
                {"result", CLI_RF_RESULT}};
    cli_json_key(j, "games");
    cli_json_array(j);
    for (int row = 0; row < ts->rf.nrows; row++) {
        if (ts->rf.rows[row].round != round)
            continue;
        cli_json_object(j);
        for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
            const char *value = field(ts, row, keys[k].column);
            cli_json_key(j, keys[k].key);
            if (keys[k].column == CLI_RF_BOARD || keys[k].column == CLI_RF_GAME)
                cli_json_int(j, atoi(value));
            else if (*value)
                cli_json_string(j, value);
            else
                cli_json_null(j);
        }
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static int event_json(cli_site *s, const team_site *ts)
{
    cli_buffer *out = cli_site_add(s, "event.json");
    if (!out)
        return EXIT_SOFTWARE;
    cli_json j = {.out = out};
    cli_site_team_json_open(&j, pairing_system_name(ts->system), &ts->cx, ts->ev);
    cli_json_key(&j, "rounds");
    cli_json_array(&j);
    for (int k = 1; k <= ts->nrounds; k++) {
        cli_json_object(&j);
        cli_json_put_int(&j, "round", k);
        cli_json_key(&j, "in_progress");
        cli_json_bool(&j, ts->pending[k] > 0);
        json_rows(&j, ts, k);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_key(&j, "standings");
    cli_json_array(&j);
    int status = EXIT_OK;
    for (int k = 1; !status && k <= ts->finished; k++) {
        char after[16];
        snprintf(after, sizeof after, "%d", k);
        cli_json_object(&j);
        cli_json_put_int(&j, "after_round", k);
        status = cli_site_run_json(&j, "team_standings", ts->o, cli_team_standings,
                                   "team standings", after);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return status ? status : cli_json_finish(&j);
}

int cli_site_team_event(cli_site *s, const cli_options *o)
{
    team_site ts;
    int status = load(&ts, o);
    char latest[32];
    snprintf(latest, sizeof latest, "standings-%d.html", ts.finished);
    cli_site_nav top = {"", ts.finished ? latest : NULL, NULL, NULL}, below = top;
    below.root = "../";
    cli_context cx = ts.cx, cx_below = ts.cx;
    cx.site = &top;
    cx_below.site = &below;
    if (!status)
        status = command_pages(s, &ts, &top);
    if (!status)
        status = index_page(s, &ts, &cx);
    for (int t = 0; !status && t < pairing_event_entrants(ts.teams); t++)
        status = team_page(s, &ts, &cx_below, t);
    for (int m = 0; !status && m < pairing_event_entrants(ts.members); m++)
        status = member_page(s, &ts, &cx_below, m);
    if (!status)
        status = cli_site_members_page(s, &cx, ts.ev);
    if (!status)
        status = cli_site_team_search(s, ts.ev);
    if (!status)
        status = event_json(s, &ts);
    release(&ts);
    return status;
}
