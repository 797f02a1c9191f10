/*
 * scheveningen.c - a Scheveningen (全队轮赛制, SPEC §10, teams.md §4.9) as
 * JSON, text, CSV and HTML: every round's boards (board, who moves first, who
 * second, both named) from the table, and with results each board's result,
 * the score so far, and the two teams ranked by 局分 then rounds won with
 * every player's score.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

/* "A3" or "B1": a player's place in the table. */
static void table_label(const cli_scheveningen_view *v, int member, char *buf,
                        size_t size)
{
    int team = pairing_team_event_member_team(v->ev, member);
    snprintf(buf, size, "%c%d", team == pairing_scheveningen_team(v->s, 0) ? 'A' : 'B',
             pairing_team_event_member_order(v->ev, member));
}

static const pairing_event *teams_of(const cli_scheveningen_view *v)
{
    return pairing_team_event_teams(v->ev);
}

static const pairing_event *members_of(const cli_scheveningen_view *v)
{
    return pairing_team_event_members(v->ev);
}

/* The result as the pairing shows it (the table's first player's side); "" when
 * not in yet, with a note when the colours were played the other way. */
static const char *result_text(const pairing_scheveningen_result *r)
{
    return r->outcome == PAIRING_PENDING ? "" : pairing_outcome_token(r->outcome);
}

/* ---- JSON ---- */

static void json_half_points(cli_json *j, const char *key, int half_points)
{
    pairing_value v = {half_points, 2, 1};
    cli_json_key(j, key);
    cli_json_value(j, v);
}

static void json_sides(cli_json *j, const cli_scheveningen_view *v)
{
    const pairing_event *teams = teams_of(v);
    cli_json_key(j, "teams");
    cli_json_array(j);
    for (int side = 0; side < 2; side++)
        cli_json_string(j,
                        pairing_event_id(teams, pairing_scheveningen_team(v->s, side)));
    cli_json_array_end(j);
    cli_json_key(j, "sides");
    cli_json_array(j);
    for (int side = 0; side < 2; side++) {
        int team = pairing_scheveningen_team(v->s, side);
        cli_json_object(j);
        cli_json_put_string(j, "side", side ? "B" : "A");
        cli_json_put_string(j, "team", pairing_event_id(teams, team));
        cli_json_put_string(j, "name", pairing_event_name(teams, team));
        cli_json_put_int(j, "number", pairing_event_number(teams, team));
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void json_board(cli_json *j, const cli_scheveningen_view *v, int round, int board)
{
    pairing_team_game g = pairing_scheveningen_board(v->s, round, board);
    char first[16], second[16];
    table_label(v, g.first, first, sizeof first);
    table_label(v, g.second, second, sizeof second);
    cli_json_object(j);
    cli_json_put_int(j, "board", board);
    cli_json_put_string(j, "first", pairing_event_id(members_of(v), g.first));
    cli_json_put_string(j, "second", pairing_event_id(members_of(v), g.second));
    cli_json_put_string(j, "first_place", first);
    cli_json_put_string(j, "second_place", second);
    if (v->results) {
        pairing_scheveningen_result r = pairing_scheveningen_outcome(v->s, round, board);
        cli_json_key(j, "result");
        if (r.outcome == PAIRING_PENDING)
            cli_json_null(j);
        else
            cli_json_string(j, result_text(&r));
        if (r.colours_reversed) {
            cli_json_key(j, "colours_reversed");
            cli_json_bool(j, 1);
        }
    }
    cli_json_object_end(j);
}

static void json_rounds(cli_json *j, const cli_scheveningen_view *v)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_json_key(j, "rounds");
    cli_json_array(j);
    for (int round = 1; round <= n; round++) {
        cli_json_object(j);
        cli_json_put_int(j, "round", round);
        cli_json_key(j, "pairings");
        cli_json_array(j);
        for (int board = 1; board <= n; board++)
            json_board(j, v, round, board);
        cli_json_array_end(j);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void json_standings(cli_json *j, const cli_scheveningen_view *v)
{
    const pairing_event *teams = teams_of(v);
    cli_json_put_int(j, "rounds_complete", pairing_scheveningen_rounds_complete(v->s));
    cli_json_key(j, "complete");
    cli_json_bool(j, pairing_scheveningen_complete(v->s));
    cli_json_key(j, "standings");
    cli_json_array(j);
    for (int place = 0; place < 2; place++) {
        pairing_scheveningen_score sc = pairing_scheveningen_place(v->s, place);
        cli_json_object(j);
        cli_json_put_int(j, "rank", sc.rank);
        cli_json_put_string(j, "team", pairing_event_id(teams, sc.team));
        cli_json_put_string(j, "name", pairing_event_name(teams, sc.team));
        json_half_points(j, "game_points", sc.game_points);
        json_half_points(j, "match_points", sc.match_points);
        cli_json_put_int(j, "rounds_won", sc.rounds_won);
        cli_json_put_int(j, "rounds_drawn", sc.rounds_drawn);
        cli_json_put_int(j, "rounds_lost", sc.rounds_lost);
        cli_json_key(j, "shared");
        cli_json_bool(j, pairing_scheveningen_place(v->s, 1).rank == 1);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void json_players(cli_json *j, const cli_scheveningen_view *v)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_json_key(j, "players");
    cli_json_array(j);
    for (int side = 0; side < 2; side++)
        for (int order = 1; order <= n; order++) {
            pairing_scheveningen_player p =
                pairing_scheveningen_member(v->s, side, order);
            char place[16];
            table_label(v, p.member, place, sizeof place);
            cli_json_object(j);
            cli_json_put_string(j, "player", pairing_event_id(members_of(v), p.member));
            cli_json_put_string(j, "name", pairing_event_name(members_of(v), p.member));
            cli_json_put_string(
                j, "team",
                pairing_event_id(teams_of(v), pairing_scheveningen_team(v->s, side)));
            cli_json_put_string(j, "place", place);
            cli_json_put_int(j, "games", p.games);
            json_half_points(j, "points", p.points);
            cli_json_put_int(j, "firsts", p.firsts);
            cli_json_object_end(j);
        }
    cli_json_array_end(j);
}

int cli_json_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", "scheveningen");
    cli_json_put_string(&j, "mode", "team");
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "boards", pairing_scheveningen_boards(v->s));
    cli_json_put_string(&j, "table", v->table ? "given" : "standard");
    json_sides(&j, v);
    json_rounds(&j, v);
    if (v->results) {
        json_standings(&j, v);
        json_players(&j, v);
    }
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- text ---- */

static void side_label(const cli_scheveningen_view *v, int side, char *buf, size_t size)
{
    int team = pairing_scheveningen_team(v->s, side);
    snprintf(buf, size, "%s (%s)", pairing_event_name(teams_of(v), team),
             pairing_event_id(teams_of(v), team));
}

static void text_player(const cli_scheveningen_view *v, int member, char *buf,
                        size_t size)
{
    char place[16], label[PAIRING_MAX_NAME_BYTES + 96];
    table_label(v, member, place, sizeof place);
    cli_player_label(members_of(v), member, label, sizeof label);
    snprintf(buf, size, "%-3s %s", place, label);
}

static void text_round(cli_buffer *out, const cli_scheveningen_view *v, int round)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_buffer_printf(out, "\nRound %d 第%d轮\n", round, round);
    cli_buffer_puts(out, "  Board  ");
    cli_buffer_pad(out, "First (先手)", 34, 0);
    cli_buffer_puts(out, " ");
    cli_buffer_pad(out, "Second (后手)", 34, 0);
    cli_buffer_puts(out, v->results ? " Result\n" : "\n");
    for (int board = 1; board <= n; board++) {
        pairing_team_game g = pairing_scheveningen_board(v->s, round, board);
        char first[PAIRING_MAX_NAME_BYTES + 128], second[sizeof first];
        text_player(v, g.first, first, sizeof first);
        text_player(v, g.second, second, sizeof second);
        cli_buffer_printf(out, "  %5d  ", board);
        cli_buffer_pad(out, first, 34, 0);
        cli_buffer_puts(out, " ");
        cli_buffer_pad(out, second, 34, 0);
        if (v->results) {
            pairing_scheveningen_result r =
                pairing_scheveningen_outcome(v->s, round, board);
            cli_buffer_printf(out, " %s%s", result_text(&r),
                              r.colours_reversed ? " (colours reversed)" : "");
        }
        cli_buffer_puts(out, "\n");
    }
}

static void text_score(cli_buffer *out, const cli_scheveningen_view *v)
{
    int complete = pairing_scheveningen_complete(v->s);
    cli_buffer_printf(out, "\n%s\n",
                      complete ? "Final standings 最终名次 (局分, then rounds won)"
                               : "Score so far 目前比分 (局分, then rounds won)");
    cli_buffer_puts(out, "Rank  ");
    cli_buffer_pad(out, "Team", 34, 0);
    cli_buffer_puts(out, "   局分   次分   Won Drawn  Lost\n");
    for (int place = 0; place < 2; place++) {
        pairing_scheveningen_score sc = pairing_scheveningen_place(v->s, place);
        char name[PAIRING_MAX_NAME_BYTES + 96], gp[32], mp[32];
        snprintf(name, sizeof name, "%s (%s)", pairing_event_name(teams_of(v), sc.team),
                 pairing_event_id(teams_of(v), sc.team));
        cli_format_points(sc.game_points, gp, sizeof gp);
        cli_format_points(sc.match_points, mp, sizeof mp);
        cli_buffer_printf(out, "%4d  ", sc.rank);
        cli_buffer_pad(out, name, 34, 0);
        cli_buffer_printf(out, " %6s %6s %5d %5d %5d\n", gp, mp, sc.rounds_won,
                          sc.rounds_drawn, sc.rounds_lost);
    }
    cli_buffer_printf(out, "Rounds complete: %d of %d\n",
                      pairing_scheveningen_rounds_complete(v->s),
                      pairing_scheveningen_boards(v->s));
}

static void text_players(cli_buffer *out, const cli_scheveningen_view *v)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_buffer_puts(out, "\nPlayers 队员成绩\n");
    cli_buffer_printf(out, "  %-40s %5s %6s %6s\n", "Player", "Games", "Points",
                      "Firsts");
    for (int side = 0; side < 2; side++)
        for (int order = 1; order <= n; order++) {
            pairing_scheveningen_player p =
                pairing_scheveningen_member(v->s, side, order);
            char label[PAIRING_MAX_NAME_BYTES + 128], points[32];
            text_player(v, p.member, label, sizeof label);
            cli_format_points(p.points, points, sizeof points);
            cli_buffer_puts(out, "  ");
            cli_buffer_pad(out, label, 40, 0);
            cli_buffer_printf(out, " %5d %6s %6d\n", p.games, points, p.firsts);
        }
}

int cli_text_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v)
{
    size_t from = out->len;
    char a[PAIRING_MAX_NAME_BYTES + 96], b[sizeof a];
    int n = pairing_scheveningen_boards(v->s);
    side_label(v, 0, a, sizeof a);
    side_label(v, 1, b, sizeof b);
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "Scheveningen 全队轮赛制: A = %s, B = %s\n", a, b);
    cli_buffer_printf(out,
                      v->table ? _("%d boards, %d rounds, the given table\n")
                               : _("%d boards, %d rounds, the standard table\n"),
                      n, n);
    cli_text_settings(out, cx);
    for (int round = 1; round <= n; round++)
        text_round(out, v, round);
    if (v->results) {
        text_score(out, v);
        text_players(out, v);
    }
    cli_buffer_trim_line_ends(out, from);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* ---- CSV: one row a game, results filled in where known ---- */

int cli_csv_scheveningen(cli_buffer *out, const cli_context *cx,
                         const cli_scheveningen_view *v)
{
    (void)cx;
    int n = pairing_scheveningen_boards(v->s);
    const pairing_event *members = members_of(v);
    cli_csv_begin(out);
    cli_buffer_puts(out, "round,board,first_place,first,first_name,second_place,second,"
                         "second_name,result\r\n");
    for (int round = 1; round <= n; round++)
        for (int board = 1; board <= n; board++) {
            pairing_team_game g = pairing_scheveningen_board(v->s, round, board);
            pairing_scheveningen_result r =
                pairing_scheveningen_outcome(v->s, round, board);
            char first[16], second[16];
            table_label(v, g.first, first, sizeof first);
            table_label(v, g.second, second, sizeof second);
            cli_buffer_printf(out, "%d,%d,", round, board);
            cli_buffer_csv_field(out, first);
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, pairing_event_id(members, g.first));
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, pairing_event_name(members, g.first));
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, second);
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, pairing_event_id(members, g.second));
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, pairing_event_name(members, g.second));
            cli_buffer_puts(out, ",");
            cli_buffer_csv_field(out, result_text(&r));
            cli_buffer_puts(out, "\r\n");
        }
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}

/* ---- HTML: the rounds to post, then the score ---- */

static const char scheveningen_style[] =
    "table.round { margin: 0 0 .8em; }\n"
    "table.round td.place { text-align: center; }\n"
    "h2.round { font-size: 1em; margin: .8em 0 .25em; }\n";

static void html_player(cli_buffer *out, const cli_context *cx,
                        const cli_scheveningen_view *v, int member)
{
    char place[16];
    table_label(v, member, place, sizeof place);
    cli_buffer_printf(out, "<td class=\"place\">%s</td><td class=\"name\">", place);
    cli_html_player_label(out, cx, members_of(v), member);
    cli_buffer_puts(out, "</td>");
}

static void html_round(cli_buffer *out, const cli_context *cx,
                       const cli_scheveningen_view *v, int round)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_buffer_printf(out, "<h2 class=\"round\">Round %d 第%d轮</h2>\n", round, round);
    cli_buffer_puts(out, "<table class=\"round\">\n<tr><th>Board</th><th colspan=\"2\">"
                         "First 先手</th><th colspan=\"2\">Second 后手</th>");
    cli_buffer_puts(out, v->results ? "<th>Result</th></tr>\n" : "</tr>\n");
    for (int board = 1; board <= n; board++) {
        pairing_team_game g = pairing_scheveningen_board(v->s, round, board);
        cli_buffer_printf(out, "<tr><td>%d</td>", board);
        html_player(out, cx, v, g.first);
        html_player(out, cx, v, g.second);
        if (v->results) {
            pairing_scheveningen_result r =
                pairing_scheveningen_outcome(v->s, round, board);
            cli_buffer_printf(out, "<td>%s</td>", result_text(&r));
        }
        cli_buffer_puts(out, "</tr>\n");
    }
    cli_buffer_puts(out, "</table>\n");
}

static void html_score(cli_buffer *out, const cli_scheveningen_view *v)
{
    cli_buffer_printf(out, "<h2 class=\"round\">%s</h2>\n",
                      pairing_scheveningen_complete(v->s) ? "Final standings 最终名次"
                                                          : "Score so far 目前比分");
    cli_buffer_puts(out, "<table class=\"round\">\n<tr><th>Rank</th><th>Team</th>"
                         "<th>局分</th><th>次分</th><th>Won</th><th>Drawn</th>"
                         "<th>Lost</th></tr>\n");
    for (int place = 0; place < 2; place++) {
        pairing_scheveningen_score sc = pairing_scheveningen_place(v->s, place);
        char gp[32], mp[32];
        cli_format_points(sc.game_points, gp, sizeof gp);
        cli_format_points(sc.match_points, mp, sizeof mp);
        cli_buffer_printf(out, "<tr><td>%d</td><td class=\"name\">", sc.rank);
        cli_buffer_markup_text(out, pairing_event_name(teams_of(v), sc.team));
        cli_buffer_printf(out,
                          "</td><td>%s</td><td>%s</td><td>%d</td><td>%d</td>"
                          "<td>%d</td></tr>\n",
                          gp, mp, sc.rounds_won, sc.rounds_drawn, sc.rounds_lost);
    }
    cli_buffer_puts(out, "</table>\n");
}

/* Every player's games, points and first moves, team A's then team B's. */
static void html_players(cli_buffer *out, const cli_context *cx,
                         const cli_scheveningen_view *v)
{
    int n = pairing_scheveningen_boards(v->s);
    cli_buffer_puts(out, "<h2 class=\"round\">Players 队员成绩</h2>\n");
    cli_buffer_puts(out, "<table class=\"round\">\n<tr><th colspan=\"2\">Player</th>"
                         "<th>Games</th><th>Points</th><th>Firsts</th></tr>\n");
    for (int side = 0; side < 2; side++)
        for (int order = 1; order <= n; order++) {
            pairing_scheveningen_player p =
                pairing_scheveningen_member(v->s, side, order);
            char points[32];
            cli_format_points(p.points, points, sizeof points);
            cli_buffer_puts(out, "<tr>");
            html_player(out, cx, v, p.member);
            cli_buffer_printf(out, "<td>%d</td><td>%s</td><td>%d</td></tr>\n", p.games,
                              points, p.firsts);
        }
    cli_buffer_puts(out, "</table>\n");
}

int cli_html_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v)
{
    cli_html_open(out, cx, 0, "Scheveningen 全队轮赛制", scheveningen_style);
    char a[PAIRING_MAX_NAME_BYTES + 96], b[sizeof a];
    side_label(v, 0, a, sizeof a);
    side_label(v, 1, b, sizeof b);
    cli_buffer_puts(out, "<p>A = ");
    cli_buffer_markup_text(out, a);
    cli_buffer_puts(out, ", B = ");
    cli_buffer_markup_text(out, b);
    cli_buffer_puts(out, "</p>\n");
    for (int round = 1; round <= pairing_scheveningen_boards(v->s); round++)
        html_round(out, cx, v, round);
    if (v->results) {
        html_score(out, v);
        html_players(out, cx, v);
    }
    cli_html_close(out);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}
