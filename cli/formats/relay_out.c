/*
 * relay_out.c - a relay (擂台赛, SPEC §10) written out: as JSON (the keys of
 * design/teams.md §4.9), as text for the terminal and as a page to post.
 * Each shows the games played, then the game due - the holder (擂主) with his
 * run of wins, the challenger, colours by lot (猜先, 000 §五.1(1)) - or, once
 * one team is left, the places; then the queue, who is left in each team, and
 * each player's wins.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const pairing_event *members_of(const cli_relay_view *v)
{
    return pairing_team_event_members(v->ev);
}

static const char *member_id(const cli_relay_view *v, int m)
{
    return pairing_event_id(members_of(v), m);
}

static const char *team_id(const cli_relay_view *v, int team)
{
    return pairing_event_id(pairing_team_event_teams(v->ev), team);
}

static const char *team_name(const cli_relay_view *v, int team)
{
    return pairing_event_name(pairing_team_event_teams(v->ev), team);
}

static const char *order_name(const pairing_relay *r)
{
    return pairing_relay_order_of(r) == PAIRING_RELAY_FREE ? "free" : "fixed";
}

/* The winner column's text: after a draw, who went on. */
static const char *result_text(const pairing_relay_played *g)
{
    return pairing_outcome_token(g->outcome);
}

/* The teams decided, by place: the team left first, then the teams out, the
 * later out first (places are distinct: one game puts one team out).  Into
 * teams[], of nteams; their count. */
static int placed_teams(const pairing_relay *r, int *teams)
{
    int n = pairing_relay_teams(r), count = 0;
    for (int t = 0; t < n; t++)
        teams[t] = -1;
    for (int t = 0; t < n; t++) {
        int place = pairing_relay_place_of(r, t).place;
        if (place >= 1 && place <= n)
            teams[place - 1] = t;
    }
    for (int i = 0; i < n; i++)
        if (teams[i] >= 0)
            teams[count++] = teams[i];
    return count;
}

static int *team_scratch(const pairing_relay *r)
{
    return calloc((size_t)pairing_relay_teams(r) + 1, sizeof(int));
}

/* ---- JSON ---- */

static void json_side(cli_json *j, const cli_relay_view *v, const char *key, int team,
                      int member)
{
    cli_json_key(j, key);
    cli_json_object(j);
    cli_json_put_string(j, "team", team_id(v, team));
    cli_json_key(j, "player");
    if (member >= 0)
        cli_json_string(j, member_id(v, member));
    else
        cli_json_null(j); /* the free order: the team chooses */
}

static void json_next(cli_json *j, const cli_relay_view *v)
{
    pairing_relay_turn t = pairing_relay_next(v->relay);
    cli_json_key(j, "next");
    if (!t.game) {
        cli_json_null(j);
        return;
    }
    cli_json_object(j);
    cli_json_put_int(j, "game", t.game);
    json_side(j, v, "holder", t.holder_team, t.holder);
    cli_json_put_int(j, "run", t.run);
    cli_json_object_end(j);
    json_side(j, v, "challenger", t.challenger_team, t.challenger);
    cli_json_object_end(j);
    cli_json_key(j, "colours_by_lot");
    cli_json_bool(j, !t.recorded);
    if (t.recorded)
        cli_json_put_string(j, "first", member_id(v, t.first));
    cli_json_object_end(j);
}

static void json_games(cli_json *j, const cli_relay_view *v)
{
    cli_json_key(j, "games");
    cli_json_array(j);
    for (int i = 0; i < pairing_relay_games_played(v->relay); i++) {
        pairing_relay_played g = pairing_relay_game_at(v->relay, i);
        cli_json_object(j);
        cli_json_put_int(j, "game", g.game);
        cli_json_put_string(j, "first", member_id(v, g.first));
        cli_json_put_string(j, "second", member_id(v, g.second));
        cli_json_put_string(j, "result", result_text(&g));
        cli_json_put_string(j, "winner", member_id(v, g.winner));
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void json_remaining(cli_json *j, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    cli_json_key(j, "remaining");
    cli_json_object(j);
    for (int k = 0; k < pairing_relay_teams(r); k++) {
        int team = pairing_relay_team_at(r, k);
        cli_json_key(j, team_id(v, team));
        cli_json_array(j);
        for (int i = 0; i < pairing_relay_roster_size(r, team); i++) {
            int m = pairing_relay_roster_member(r, team, i);
            if (!pairing_relay_member(r, m).lost_in)
                cli_json_string(j, member_id(v, m));
        }
        cli_json_array_end(j);
    }
    cli_json_object_end(j);
}

static void json_places(cli_json *j, const cli_relay_view *v, int *scratch)
{
    cli_json_key(j, "places");
    cli_json_array(j);
    int n = placed_teams(v->relay, scratch);
    for (int i = 0; i < n; i++) {
        pairing_relay_place p = pairing_relay_place_of(v->relay, scratch[i]);
        cli_json_object(j);
        cli_json_put_int(j, "place", p.place);
        cli_json_put_string(j, "team", team_id(v, scratch[i]));
        cli_json_put_string(j, "name", team_name(v, scratch[i]));
        if (p.eliminated_in)
            cli_json_put_int(j, "eliminated_in_game", p.eliminated_in);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void json_players(cli_json *j, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    cli_json_key(j, "players");
    cli_json_array(j);
    for (int k = 0; k < pairing_relay_teams(r); k++) {
        int team = pairing_relay_team_at(r, k);
        for (int i = 0; i < pairing_relay_roster_size(r, team); i++) {
            int m = pairing_relay_roster_member(r, team, i);
            pairing_relay_record rec = pairing_relay_member(r, m);
            cli_json_object(j);
            cli_json_put_string(j, "player", member_id(v, m));
            cli_json_put_string(j, "name", pairing_event_name(members_of(v), m));
            cli_json_put_string(j, "team", team_id(v, team));
            cli_json_put_int(j, "played", rec.played);
            cli_json_put_int(j, "wins", rec.wins);
            cli_json_put_int(j, "longest_streak", rec.longest_streak);
            cli_json_key(j, "lost_in_game");
            if (rec.lost_in)
                cli_json_int(j, rec.lost_in);
            else
                cli_json_null(j);
            cli_json_object_end(j);
        }
    }
    cli_json_array_end(j);
}

int cli_json_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    int n = pairing_relay_teams(r);
    int *scratch = team_scratch(r);
    if (!scratch)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", "relay");
    cli_json_context(&j, cx);
    cli_json_put_string(&j, "order", order_name(r));
    cli_json_key(&j, "teams");
    cli_json_array(&j);
    for (int k = 0; k < n; k++)
        cli_json_string(&j, team_id(v, pairing_relay_team_at(r, k)));
    cli_json_array_end(&j);
    cli_json_put_string(&j, "state", pairing_relay_finished(r) ? "finished" : "playing");
    cli_json_put_int(&j, "games_played", pairing_relay_games_played(r));
    json_next(&j, v);
    cli_json_key(&j, "queue");
    cli_json_array(&j);
    for (int i = 0; i < pairing_relay_queue_length(r); i++)
        cli_json_string(&j, team_id(v, pairing_relay_queue_team(r, i)));
    cli_json_array_end(&j);
    json_remaining(&j, v);
    json_places(&j, v, scratch);
    json_games(&j, v);
    json_players(&j, v);
    cli_json_object_end(&j);
    free(scratch);
    return cli_json_finish(&j);
}

/* ---- text ---- */

static void member_label(const cli_relay_view *v, int m, char *buf, size_t size)
{
    cli_player_label(members_of(v), m, buf, size);
}

/* "Ye Gui (c2) of CHN", or "a player of CHN" where the team chooses. */
static void side_label(const cli_relay_view *v, int team, int m, char *buf, size_t size)
{
    char who[PAIRING_MAX_NAME_BYTES + 80];
    if (m < 0) {
        snprintf(buf, size, _("a player of %s (its choice)"), team_id(v, team));
        return;
    }
    member_label(v, m, who, sizeof who);
    snprintf(buf, size, _("%s of %s"), who, team_id(v, team));
}

static void text_games(cli_buffer *out, const cli_relay_view *v)
{
    int n = pairing_relay_games_played(v->relay);
    if (!n)
        return;
    cli_buffer_puts(out, "\nGames 对局:\n");
    for (int i = 0; i < n; i++) {
        pairing_relay_played g = pairing_relay_game_at(v->relay, i);
        char a[PAIRING_MAX_NAME_BYTES + 80], b[PAIRING_MAX_NAME_BYTES + 80];
        member_label(v, g.first, a, sizeof a);
        member_label(v, g.second, b, sizeof b);
        cli_buffer_printf(out, "%4d  %s – %s  %s", g.game, a, b, result_text(&g));
        if (g.outcome == PAIRING_DRAW)
            cli_buffer_printf(out, _(" (%s went on)"), member_id(v, g.winner));
        cli_buffer_puts(out, "\n");
    }
}

static void text_next(cli_buffer *out, const cli_relay_view *v)
{
    pairing_relay_turn t = pairing_relay_next(v->relay);
    if (!t.game)
        return;
    char holder[PAIRING_MAX_NAME_BYTES + 160], challenger[PAIRING_MAX_NAME_BYTES + 160];
    side_label(v, t.holder_team, t.holder, holder, sizeof holder);
    side_label(v, t.challenger_team, t.challenger, challenger, sizeof challenger);
    cli_buffer_printf(
        out,
        ngettext("\nNext: game %d\n  holder 擂主:     %s, %d win running\n",
                 "\nNext: game %d\n  holder 擂主:     %s, %d wins running\n",
                 (unsigned long)t.run),
        t.game, holder, t.run);
    cli_buffer_printf(out, _("  challenger 攻擂: %s\n"), challenger);
    if (t.recorded)
        cli_buffer_printf(out, _("  colours: %s moves first, as the results record\n"),
                          member_id(v, t.first));
    else
        cli_buffer_puts(out, _("  colours: by lot at the board (猜先)\n"));
}

static void text_state(cli_buffer *out, const cli_relay_view *v, int *scratch)
{
    const pairing_relay *r = v->relay;
    if (pairing_relay_queue_length(r)) {
        cli_buffer_puts(out, "\nQueue 待出场:");
        for (int i = 0; i < pairing_relay_queue_length(r); i++)
            cli_buffer_printf(out, " %s", team_id(v, pairing_relay_queue_team(r, i)));
        cli_buffer_puts(out, "\n");
    }
    int n = placed_teams(r, scratch);
    if (n)
        cli_buffer_puts(out, pairing_relay_finished(r)
                                 ? _("\nPlaces 名次:\n")
                                 : _("\nPlaces 名次 (decided so far):\n"));
    for (int i = 0; i < n; i++) {
        pairing_relay_place p = pairing_relay_place_of(r, scratch[i]);
        cli_buffer_printf(out, "%4d  %s %s", p.place, team_id(v, scratch[i]),
                          team_name(v, scratch[i]));
        if (p.eliminated_in)
            cli_buffer_printf(out, _(", out in game %d"), p.eliminated_in);
        cli_buffer_puts(out, "\n");
    }
}

static void text_players(cli_buffer *out, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    cli_buffer_puts(out, "\nPlayers 队员:\n");
    for (int k = 0; k < pairing_relay_teams(r); k++) {
        int team = pairing_relay_team_at(r, k);
        for (int i = 0; i < pairing_relay_roster_size(r, team); i++) {
            int m = pairing_relay_roster_member(r, team, i);
            pairing_relay_record rec = pairing_relay_member(r, m);
            char who[PAIRING_MAX_NAME_BYTES + 80];
            member_label(v, m, who, sizeof who);
            cli_buffer_printf(out, "  %-4s ", team_id(v, team));
            cli_buffer_pad(out, who, 28, 0);
            if (rec.lost_in)
                cli_buffer_printf(out, _(" played %d, won %d, lost game %d\n"),
                                  rec.played, rec.wins, rec.lost_in);
            else if (rec.played)
                cli_buffer_printf(out, _(" played %d, won %d, still in\n"), rec.played,
                                  rec.wins);
            else
                cli_buffer_printf(out, _(" played %d, won %d, not yet on\n"), rec.played,
                                  rec.wins);
        }
    }
}

int cli_text_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    int n = pairing_relay_teams(r);
    int *scratch = team_scratch(r);
    if (!scratch)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    size_t from = out->len;
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "Relay 擂台赛: %d teams, %s order, %d game%s played%s\n", n,
                      order_name(r), pairing_relay_games_played(r),
                      pairing_relay_games_played(r) == 1 ? "" : "s",
                      pairing_relay_finished(r) ? ", finished" : "");
    cli_text_settings(out, cx);
    cli_buffer_puts(out, _("Teams in order:"));
    for (int k = 0; k < n; k++)
        cli_buffer_printf(out, " %d %s", k + 1, team_id(v, pairing_relay_team_at(r, k)));
    cli_buffer_puts(out, "\n");
    text_games(out, v);
    text_next(out, v);
    text_state(out, v, scratch);
    text_players(out, v);
    free(scratch);
    cli_buffer_trim_line_ends(out, from);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* ---- a page ---- */

static const char relay_style[] = "table.relay { width: 100%; }\n"
                                  "td.num { text-align: right; width: 3em; }\n"
                                  "td.name { overflow-wrap: anywhere; }\n";

static void html_member(cli_buffer *out, const cli_context *cx, const cli_relay_view *v,
                        int m)
{
    cli_html_player_label(out, cx, members_of(v), m);
}

static void html_games(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    int n = pairing_relay_games_played(v->relay);
    if (!n)
        return;
    cli_buffer_puts(out, "<h2>Games 对局</h2>\n<table class=\"relay\">\n<thead><tr>");
    cli_html_heading(out, "", "Game", "局");
    cli_html_heading(out, "", "First", "先手");
    cli_html_heading(out, "", "Second", "后手");
    cli_html_heading(out, "", "Result", "结果");
    cli_html_heading(out, "", "Stays on", "守擂");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < n; i++) {
        pairing_relay_played g = pairing_relay_game_at(v->relay, i);
        cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td class=\"name\">",
                          g.game);
        html_member(out, cx, v, g.first);
        cli_buffer_puts(out, "</td><td class=\"name\">");
        html_member(out, cx, v, g.second);
        cli_buffer_printf(out, "</td><td>%s</td><td class=\"name\">", result_text(&g));
        html_member(out, cx, v, g.winner);
        cli_buffer_puts(out, "</td></tr>\n");
    }
    cli_buffer_puts(out, "</tbody>\n</table>\n");
}

static void html_side(cli_buffer *out, const cli_context *cx, const cli_relay_view *v,
                      int team, int m)
{
    if (m >= 0)
        html_member(out, cx, v, m);
    else
        cli_buffer_puts(out, _("a player of its choice"));
    cli_buffer_puts(out, " — ");
    cli_buffer_markup_text(out, team_name(v, team));
}

static void html_next(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    pairing_relay_turn t = pairing_relay_next(v->relay);
    if (!t.game)
        return;
    cli_buffer_printf(out, "<h2>Next: game %d 下一局</h2>\n<dl class=\"rules\">\n",
                      t.game);
    cli_buffer_puts(out, "<dt>Holder 擂主</dt><dd>");
    html_side(out, cx, v, t.holder_team, t.holder);
    cli_buffer_printf(out,
                      ngettext(", %d win running</dd>\n<dt>Challenger 攻擂</dt><dd>",
                               ", %d wins running</dd>\n<dt>Challenger 攻擂</dt><dd>",
                               (unsigned long)t.run),
                      t.run);
    html_side(out, cx, v, t.challenger_team, t.challenger);
    cli_buffer_puts(out, "</dd>\n<dt>Colours 先后手</dt><dd>");
    if (t.recorded) {
        cli_buffer_markup_text(out, member_id(v, t.first));
        cli_buffer_puts(out, _(" moves first, as the results record"));
    } else {
        cli_buffer_puts(out, _("by lot at the board (猜先)"));
    }
    cli_buffer_puts(out, "</dd>\n</dl>\n");
}

static void html_places(cli_buffer *out, const cli_relay_view *v, int *scratch)
{
    int n = placed_teams(v->relay, scratch);
    if (!n)
        return;
    cli_buffer_puts(out, "<h2>Places 名次</h2>\n<table class=\"relay\">\n<thead><tr>");
    cli_html_heading(out, "", "Place", "名次");
    cli_html_heading(out, "", "Team", "队");
    cli_html_heading(out, "", "Out in game", "出局");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < n; i++) {
        pairing_relay_place p = pairing_relay_place_of(v->relay, scratch[i]);
        cli_buffer_printf(out, "<tr><td class=\"num\">%d</td><td class=\"name\">",
                          p.place);
        cli_buffer_markup_text(out, team_name(v, scratch[i]));
        cli_buffer_puts(out, "</td><td class=\"num\">");
        if (p.eliminated_in)
            cli_buffer_printf(out, "%d", p.eliminated_in);
        cli_buffer_puts(out, "</td></tr>\n");
    }
    cli_buffer_puts(out, "</tbody>\n</table>\n");
}

static void html_players(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    cli_buffer_puts(out, "<h2>Players 队员</h2>\n<table class=\"relay\">\n<thead><tr>");
    cli_html_heading(out, "", "Team", "队");
    cli_html_heading(out, "", "Player", "棋手");
    cli_html_heading(out, "", "Played", "局数");
    cli_html_heading(out, "", "Wins", "胜局");
    cli_html_heading(out, "", "Lost game", "败于");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int k = 0; k < pairing_relay_teams(r); k++) {
        int team = pairing_relay_team_at(r, k);
        for (int i = 0; i < pairing_relay_roster_size(r, team); i++) {
            int m = pairing_relay_roster_member(r, team, i);
            pairing_relay_record rec = pairing_relay_member(r, m);
            cli_buffer_puts(out, "<tr><td class=\"name\">");
            cli_buffer_markup_text(out, team_id(v, team));
            cli_buffer_puts(out, "</td><td class=\"name\">");
            html_member(out, cx, v, m);
            cli_buffer_printf(out, "</td><td class=\"num\">%d</td><td class=\"num\">%d",
                              rec.played, rec.wins);
            cli_buffer_puts(out, "</td><td class=\"num\">");
            if (rec.lost_in)
                cli_buffer_printf(out, "%d", rec.lost_in);
            cli_buffer_puts(out, "</td></tr>\n");
        }
    }
    cli_buffer_puts(out, "</tbody>\n</table>\n");
}

int cli_html_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v)
{
    const pairing_relay *r = v->relay;
    int n = pairing_relay_teams(r);
    int *scratch = team_scratch(r);
    if (!scratch)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_html_open(out, cx, 0, "Relay 擂台赛", relay_style);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_puts(out, "<dt>Teams in order 出场顺序</dt><dd>");
    for (int k = 0; k < n; k++) {
        cli_buffer_printf(out, "%s%d ", k ? ", " : "", k + 1);
        cli_buffer_markup_text(out, team_name(v, pairing_relay_team_at(r, k)));
    }
    cli_buffer_puts(out, _("</dd>\n<dt>Rule 规则</dt><dd>the loser is out, the winner "
                           "stays on; the challenger comes from the team at the front of "
                           "the queue, which a team joins at the back when its player "
                           "lost (000 §15.4)</dd>\n"));
    cli_buffer_puts(out, "</dl>\n");
    html_games(out, cx, v);
    html_next(out, cx, v);
    html_places(out, v, scratch);
    html_players(out, cx, v);
    free(scratch);
    cli_html_close(out);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}
