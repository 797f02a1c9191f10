/*
 * relay.c - the relay (擂台赛, SPEC §10, 000 §15.4) as a site (SPEC §13):
 * every game, the next one and the places as `pairing relay --format html`
 * prints them (the command run for the site, its page kept), the index with
 * the game due, a page per team (its members, how far each went) and per
 * member (his games, whether he stayed on), the search, and event.json with
 * the relay as `pairing relay` prints it.
 */
#include <stdio.h>

#include "site/site.h"

typedef struct relay_site {
    const cli_options *o;
    pairing_team_event *ev;
    pairing_relay *relay;
    const pairing_event *teams, *members;
    cli_context cx;
} relay_site;

static const char relay_page[] = "relay.html";

/* ---- the index: where the relay stands ---- */

/* A side of the game due: the member sent, or the team's choice (free order). */
static void side(cli_buffer *out, const relay_site *rs, const cli_context *cx, int team,
                 int member)
{
    if (member >= 0)
        cli_html_player_name(out, cx, rs->members, member);
    else
        cli_buffer_puts(out, _("a player of its choice"));
    cli_buffer_puts(out, " — ");
    cli_html_team_name(out, cx, rs->teams, team);
}

/* The team left with a player: the winner (000 §15.4), or -1 while playing. */
static int winner(const relay_site *rs)
{
    for (int t = 0; t < pairing_event_entrants(rs->teams); t++)
        if (pairing_relay_place_of(rs->relay, t).place == 1)
            return t;
    return -1;
}

static void status_line(cli_buffer *out, const relay_site *rs, const cli_context *cx)
{
    int played = pairing_relay_games_played(rs->relay);
    pairing_relay_turn t = pairing_relay_next(rs->relay);
    cli_buffer_puts(out, "<p class=\"status\"><strong>");
    if (!t.game) {
        cli_buffer_printf(out, _("Finished after %d games; the winner:"), played);
        cli_buffer_puts(out, " ");
        int w = winner(rs);
        if (w >= 0)
            cli_html_team_name(out, cx, rs->teams, w);
        cli_buffer_puts(out, "</strong></p>\n");
        return;
    }
    if (t.recorded)
        cli_buffer_printf(out, _("Game %d in progress (进行中); %d games played."),
                          t.game, played);
    else
        cli_buffer_printf(out, _("Game %d is next; %d games played."), t.game, played);
    cli_buffer_printf(out, "</strong></p>\n<dl class=\"rules\">\n<dt>%s</dt><dd>",
                      _("Holder 擂主"));
    side(out, rs, cx, t.holder_team, t.holder);
    cli_buffer_printf(out, "</dd>\n<dt>%s</dt><dd>", _("Challenger 攻擂"));
    side(out, rs, cx, t.challenger_team, t.challenger);
    cli_buffer_puts(out, "</dd>\n</dl>\n");
}

static int index_page(cli_site *s, const void *data, const cli_context *cx)
{
    const relay_site *rs = data;
    cli_buffer *out =
        cli_site_open_titled_index(s, cx, _("Relay 擂台赛"), cli_site_team_style);
    if (!out)
        return EXIT_SOFTWARE;
    status_line(out, rs, cx);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n</dl>\n", _("Teams 队数"),
                      pairing_event_entrants(rs->teams));
    cli_site_index_tail(out, cx, rs->ev, _("Games 对局"), relay_page,
                        _("Every game, the next one, the places and each player's wins"));
    return EXIT_OK;
}

/* ---- a page per team: its place, its members and how far each went ---- */

static void member_rows(cli_buffer *out, const relay_site *rs, const cli_context *cx,
                        int team)
{
    static const cli_html_column columns[] = {{"", "Order", "台次顺序"},
                                              {" class=\"name\"", "Member", "队员"},
                                              {"", "Played", "局数"},
                                              {"", "Wins", "胜局"},
                                              {"", "Lost game", "败于"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int i = 0; i < pairing_relay_roster_size(rs->relay, team); i++) {
        int m = pairing_relay_roster_member(rs->relay, team, i);
        pairing_relay_record rec = pairing_relay_member(rs->relay, m);
        cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td class=\"name\">", i + 1);
        cli_html_player_name(out, cx, rs->members, m);
        cli_buffer_printf(out, "</td><td class=\"num\">%d</td><td class=\"num\">%d</td>",
                          rec.played, rec.wins);
        cli_buffer_puts(out, "<td class=\"num\">");
        if (rec.lost_in)
            cli_buffer_printf(out, "%d", rec.lost_in);
        cli_buffer_puts(out, "</td></tr>\n");
    }
    cli_html_table_close(out);
}

static int team_page(cli_site *s, const void *data, const cli_context *cx, int team)
{
    const relay_site *rs = data;
    cli_buffer *out = cli_site_open_team(s, cx, rs->ev, team);
    if (!out)
        return EXIT_SOFTWARE;
    pairing_relay_place p = pairing_relay_place_of(rs->relay, team);
    cli_buffer_puts(out, "<p class=\"status\"><strong>");
    if (p.place && p.eliminated_in)
        cli_buffer_printf(out, _("Place %d: its last member lost game %d."), p.place,
                          p.eliminated_in);
    else if (p.place)
        cli_buffer_printf(out, _("Place %d: the team left with a player."), p.place);
    else
        cli_buffer_puts(out, _("Still in 未出局"));
    cli_buffer_printf(out, "</strong></p>\n<h2>%s</h2>\n", _("Members 队员"));
    member_rows(out, rs, cx, team);
    cli_buffer_printf(
        out, "<p class=\"legend\">%s</p>\n",
        _("Order: the member's registered order, which a relay of fixed order "
          "follows · Wins: games after which he "
          "stayed on · Lost game: the game that put him out"));
    cli_html_close(out);
    return EXIT_OK;
}

/* ---- a page per member: his games ---- */

static void game_row(cli_buffer *out, const relay_site *rs, const cli_context *cx,
                     int member, const pairing_relay_played *g)
{
    int first = g->first == member;
    int other = first ? g->second : g->first;
    cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td>%s</td><td class=\"name\">",
                      g->game, first ? _("first 先手") : _("second 后手"));
    cli_html_player_name(out, cx, rs->members, other);
    cli_buffer_puts(out, "<span class=\"sub\">");
    cli_buffer_markup_text(
        out,
        pairing_event_name(rs->teams, pairing_team_event_member_team(rs->ev, other)));
    cli_buffer_printf(out, "</span></td><td>%s</td><td>%s</td></tr>\n",
                      cli_site_result_for(g->outcome, first),
                      g->outcome == PAIRING_PENDING ? ""
                      : g->winner == member         ? _("stays on 守擂")
                                                    : _("out 出局"));
}

static int member_page(cli_site *s, const void *data, const cli_context *cx, int member)
{
    const relay_site *rs = data;
    cli_buffer *out = cli_site_open_member(s, cx, rs->ev, member);
    if (!out)
        return EXIT_SOFTWARE;
    static const cli_html_column columns[] = {{"", "Game", "局"},
                                              {"", "Colour", "先后手"},
                                              {" class=\"name\"", "Opponent", "对手"},
                                              {"", "Result", "结果"},
                                              {"", "Then", "之后"}};
    cli_html_table_open(out, "games", columns, 5);
    for (int i = 0; i < pairing_relay_games_played(rs->relay); i++) {
        pairing_relay_played g = pairing_relay_game_at(rs->relay, i);
        if (g.first == member || g.second == member)
            game_row(out, rs, cx, member, &g);
    }
    cli_html_table_close(out);
    return cli_site_page_end(out, NULL);
}

int cli_site_relay(cli_site *s, const cli_options *o)
{
    relay_site rs = {.o = o};
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("publish needs the results (--results FILE)"));
    int status = cli_relay_load(o, &rs.ev, &rs.relay);
    if (!status) {
        rs.teams = pairing_team_event_teams(rs.ev);
        rs.members = pairing_team_event_members(rs.ev);
        cli_relay_context(&rs.cx, o, rs.ev, rs.relay);
        cli_site_team_kind kind = {o,          rs.ev,      &rs.cx,     cli_relay,
                                   "relay",    relay_page, "relay",    &rs,
                                   index_page, team_page,  member_page};
        status = cli_site_team_kind_pages(s, &kind);
    }
    pairing_relay_free(rs.relay);
    pairing_team_event_free(rs.ev);
    return status;
}
