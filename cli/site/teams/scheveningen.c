/*
 * scheveningen.c - the Scheveningen match (全队轮赛制, SPEC §10, 000 第十四条
 * 2(4)) as a site (SPEC §13): every round's boards with their results, the
 * score and each player's as `pairing team scheveningen --format html` prints
 * them (the command run for the site, its page kept), the index with where
 * the match stands, a page per team (its members, its score round by round)
 * and per member (his games), the search, and event.json with the match as
 * `pairing team scheveningen` prints it.
 */
#include <stdio.h>

#include "site/site.h"

typedef struct match_site {
    const cli_options *o;
    pairing_team_event *ev;
    pairing_scheveningen *s;
    const pairing_event *teams, *members;
    int n; /* boards, rounds and members of a team */
    cli_context cx;
} match_site;

static const char match_page[] = "match.html";

/* The boards of a round still without a result. */
static int pending(const match_site *ms, int round)
{
    int count = 0;
    for (int board = 1; board <= ms->n; board++)
        count +=
            pairing_scheveningen_outcome(ms->s, round, board).outcome == PAIRING_PENDING;
    return count;
}

/* The team's side: 0 for team A (the first by number), 1 for B. */
static int side_of(const match_site *ms, int team)
{
    return team == pairing_scheveningen_team(ms->s, 0) ? 0 : 1;
}

/* "A3": a member's place in the table, as the command's page names it. */
static void place_label(const match_site *ms, int member, char *buf, size_t size)
{
    int team = pairing_team_event_member_team(ms->ev, member);
    snprintf(buf, size, "%c%d", side_of(ms, team) ? 'B' : 'A',
             pairing_team_event_member_order(ms->ev, member));
}

/* ---- the index: where the match stands ---- */

static void status_line(cli_buffer *out, const match_site *ms)
{
    int complete = pairing_scheveningen_rounds_complete(ms->s);
    int next = complete + 1;
    cli_buffer_puts(out, "<p class=\"status\"><strong>");
    if (complete == ms->n)
        cli_buffer_printf(out, _("Finished after %d rounds."), ms->n);
    else if (pending(ms, next) < ms->n)
        cli_buffer_printf(out, _("Round %d in progress (进行中): %d results to come."),
                          next, pending(ms, next));
    else if (complete)
        cli_buffer_printf(out, _("Round %d finished."), complete);
    else
        cli_buffer_puts(out, _("Not started: no result yet."));
    cli_buffer_puts(out, "</strong></p>\n");
}

static void sides(cli_buffer *out, const match_site *ms, const cli_context *cx)
{
    static const char *const names[] = {N_("Team A 甲方"), N_("Team B 乙方")};
    for (int side = 0; side < 2; side++) {
        cli_buffer_printf(out, "<dt>%s</dt><dd>", _(names[side]));
        cli_html_team_name(out, cx, ms->teams, pairing_scheveningen_team(ms->s, side));
        cli_buffer_puts(out, "</dd>\n");
    }
}

/* The 局分 so far, team A's first, as the match's page sums them. */
static void score(cli_buffer *out, const match_site *ms)
{
    int points[2] = {0, 0};
    for (int place = 0; place < 2; place++) {
        pairing_scheveningen_score sc = pairing_scheveningen_place(ms->s, place);
        points[side_of(ms, sc.team)] = sc.game_points;
    }
    char a[32], b[32];
    cli_format_points(points[0], a, sizeof a);
    cli_format_points(points[1], b, sizeof b);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%s–%s</dd>\n", _("Score 比分"), a, b);
}

static int index_page(cli_site *s, const void *data, const cli_context *cx)
{
    const match_site *ms = data;
    cli_buffer *out = cli_site_open_titled_index(s, cx, _("Scheveningen 全队轮赛制"),
                                                 cli_site_team_style);
    if (!out)
        return EXIT_SOFTWARE;
    status_line(out, ms);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    sides(out, ms, cx);
    score(out, ms);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n</dl>\n",
                      _("Boards and rounds 台数与轮数"), ms->n);
    cli_site_index_tail(out, cx, ms->ev, _("Rounds 轮次"), match_page,
                        _("Every round with its results, the score and each player's"));
    return EXIT_OK;
}

/* ---- a page per team: its members, its score round by round ---- */

static void member_rows(cli_buffer *out, const match_site *ms, const cli_context *cx,
                        int side)
{
    static const cli_html_column columns[] = {{"", "Place", "台次"},
                                              {" class=\"name\"", "Member", "队员"},
                                              {"", "Games", "局数"},
                                              {"", "Points", "局分"},
                                              {"", "Firsts", "先手"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int order = 1; order <= ms->n; order++) {
        pairing_scheveningen_player p = pairing_scheveningen_member(ms->s, side, order);
        char place[16], points[32];
        place_label(ms, p.member, place, sizeof place);
        cli_format_points(p.points, points, sizeof points);
        cli_buffer_printf(out, "<tr><td>%s</td><td class=\"name\">", place);
        cli_html_player_name(out, cx, ms->members, p.member);
        cli_buffer_printf(out,
                          "</td><td class=\"num\">%d</td><td class=\"pts\">%s</td>"
                          "<td class=\"num\">%d</td></tr>\n",
                          p.games, points, p.firsts);
    }
    cli_html_table_close(out);
}

/* A round's 局分 for the side and its opponent, and how the round went. */
static void round_row(cli_buffer *out, const match_site *ms, int side, int round)
{
    int own = 0, other = 0;
    for (int board = 1; board <= ms->n; board++) {
        pairing_scheveningen_result r = pairing_scheveningen_outcome(ms->s, round, board);
        own += r.points[side] > 0 ? r.points[side] : 0;
        other += r.points[!side] > 0 ? r.points[!side] : 0;
    }
    char a[32], b[32];
    cli_format_points(own, a, sizeof a);
    cli_format_points(other, b, sizeof b);
    const char *how = pending(ms, round) ? _("playing 进行中")
                      : own > other      ? _("won 胜")
                      : own < other      ? _("lost 负")
                                         : _("drawn 和");
    cli_buffer_printf(out,
                      "<tr><td class=\"num\">%d</td><td class=\"pts\">%s–%s</td>"
                      "<td>%s</td></tr>\n",
                      round, a, b, how);
}

static int team_page(cli_site *s, const void *data, const cli_context *cx, int team)
{
    const match_site *ms = data;
    cli_buffer *out = cli_site_open_team(s, cx, ms->ev, team);
    if (!out)
        return EXIT_SOFTWARE;
    int side = side_of(ms, team);
    cli_buffer_printf(out, "<h2>%s</h2>\n", _("Members 队员"));
    member_rows(out, ms, cx, side);
    cli_buffer_printf(out, "<h2>%s</h2>\n", _("Rounds 轮次"));
    static const cli_html_column columns[] = {
        {"", "Round", "轮次"}, {"", "Game points", "局分"}, {"", "Result", "结果"}};
    cli_html_table_open(out, "games", columns, 3);
    for (int round = 1; round <= ms->n; round++)
        round_row(out, ms, side, round);
    cli_html_table_close(out);
    return cli_site_page_end(
        out, _("Place: the member's place in the table (A3: team A's member "
               "of order 3) · Game points: the team's first, its opponent's "
               "next"));
}

/* ---- a page per member: his games, as the table seats him ---- */

static void game_row(cli_buffer *out, const match_site *ms, const cli_context *cx,
                     int member, int round, int board)
{
    pairing_team_game g = pairing_scheveningen_board(ms->s, round, board);
    pairing_scheveningen_result r = pairing_scheveningen_outcome(ms->s, round, board);
    int first = g.first == member, other = first ? g.second : g.first;
    /* the result is the table's first player's; the colours as played */
    int moved_first = first != (r.colours_reversed != 0);
    char place[16];
    place_label(ms, other, place, sizeof place);
    cli_buffer_printf(out,
                      "<tr><td class=\"num\">%d</td><td class=\"board\">%d</td>"
                      "<td>%s</td><td class=\"name\">",
                      round, board, moved_first ? _("first 先手") : _("second 后手"));
    cli_html_player_name(out, cx, ms->members, other);
    cli_buffer_printf(out, "<span class=\"sub\">%s</span></td><td>%s</td></tr>\n", place,
                      cli_site_result_for(r.outcome, first));
}

static int member_page(cli_site *s, const void *data, const cli_context *cx, int member)
{
    const match_site *ms = data;
    cli_buffer *out = cli_site_open_member(s, cx, ms->ev, member);
    if (!out)
        return EXIT_SOFTWARE;
    static const cli_html_column columns[] = {{"", "Round", "轮次"},
                                              {"", "Board", "台次"},
                                              {"", "Colour", "先后手"},
                                              {" class=\"name\"", "Opponent", "对手"},
                                              {"", "Result", "结果"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int round = 1; round <= ms->n; round++)
        for (int board = 1; board <= ms->n; board++) {
            pairing_team_game g = pairing_scheveningen_board(ms->s, round, board);
            if (g.first == member || g.second == member)
                game_row(out, ms, cx, member, round, board);
        }
    cli_html_table_close(out);
    return cli_site_page_end(out, NULL);
}

int cli_site_scheveningen(cli_site *s, const cli_options *o)
{
    match_site ms = {.o = o};
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("publish needs the results (--results FILE)"));
    int status = cli_scheveningen_load(o, &ms.ev, &ms.s);
    if (!status) {
        ms.teams = pairing_team_event_teams(ms.ev);
        ms.members = pairing_team_event_members(ms.ev);
        ms.n = pairing_scheveningen_boards(ms.s);
        cli_scheveningen_context(&ms.cx, o, ms.ev);
        cli_site_team_kind kind = {o,
                                   ms.ev,
                                   &ms.cx,
                                   cli_team_scheveningen,
                                   "team scheveningen",
                                   match_page,
                                   "scheveningen",
                                   &ms,
                                   index_page,
                                   team_page,
                                   member_page};
        status = cli_site_team_kind_pages(s, &kind);
    }
    pairing_scheveningen_free(ms.s);
    pairing_team_event_free(ms.ev);
    return status;
}
