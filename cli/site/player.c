/*
 * player.c - what a player looks for on his phone (SPEC §13): his own page,
 * round by round (board, colour, opponent, result, score and place after the
 * round), and the list of every player by name, which is also the search
 * for a visitor without JavaScript.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/site.h"

static const char player_style[] =
    "table.games { table-layout: auto; }\n"
    "table.games td { vertical-align: middle; }\n"
    "td.num, td.pts, td.place, td.board { text-align: right; }\n"
    "td.pts { font-weight: bold; }\n"
    "td.name { overflow-wrap: anywhere; }\n"
    ".sub { margin-left: .4em; font-size: max(12px, .82em); color: #333; }\n"
    "tr.playing td { font-style: italic; }\n"
    "table.list { table-layout: auto; }\n";

/* The result from one side, the player's, in the rules' words: the first
 * player's word, then the second's. */
const char *cli_site_result_for(pairing_outcome outcome, int first)
{
    static const char *const words[][2] = {
        [PAIRING_PENDING] = {N_("playing 进行中"), N_("playing 进行中")},
        [PAIRING_FIRST_WINS] = {N_("1 win 胜"), N_("0 loss 负")},
        [PAIRING_SECOND_WINS] = {N_("0 loss 负"), N_("1 win 胜")},
        [PAIRING_DRAW] = {N_("½ draw 和"), N_("½ draw 和")},
        [PAIRING_FORFEIT_FIRST_WINS] = {N_("+ won by forfeit 不战而胜"),
                                        N_("− lost by forfeit 弃权")},
        [PAIRING_FORFEIT_SECOND_WINS] = {N_("− lost by forfeit 弃权"),
                                         N_("+ won by forfeit 不战而胜")},
        [PAIRING_DOUBLE_FORFEIT] = {N_("− both forfeited 双方弃权"),
                                    N_("− both forfeited 双方弃权")},
        [PAIRING_BYE] = {N_("bye 轮空"), N_("bye 轮空")},
        [PAIRING_HALF_BYE] = {N_("half-point bye, requested 申请轮空"), NULL},
        [PAIRING_ZERO_BYE] = {N_("zero-point bye, requested 申请轮空"), NULL}};
    if ((unsigned)outcome >= sizeof words / sizeof words[0])
        outcome = PAIRING_PENDING;
    return _(words[outcome][first ? 0 : 1] ? words[outcome][first ? 0 : 1]
                                           : words[outcome][0]);
}

/* Where each player stands after each finished round, as the standings
 * have it (a round robin's withdrawal scores games never played): his place
 * at [2 (k n + player)] and his score after it next. */
static int *places_by_round(const cli_site_event *se)
{
    int n = pairing_event_entrants(se->ev);
    int *at = calloc(2 * (size_t)se->finished * (size_t)n + 1, sizeof *at);
    for (int k = 0; at && k < se->finished; k++)
        for (int i = 0; i < pairing_standings_count(se->after[k]); i++) {
            pairing_standing s = pairing_standings_row(se->after[k], i);
            size_t cell = 2 * ((size_t)k * (size_t)n + (size_t)s.player);
            at[cell] = s.rank;
            at[cell + 1] = s.score;
        }
    return at;
}

static void facts(cli_buffer *out, const cli_site_event *se, int player, int score,
                  int place)
{
    const pairing_event *ev = se->ev;
    pairing_entrant e = pairing_event_entrant(ev, player);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    int number = pairing_event_number(ev, player);
    if (number > 0)
        cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n", _("Number 序号"), number);
    cli_buffer_printf(out, "<dt>%s</dt><dd>", _("ID 编号"));
    cli_buffer_markup_text(out, pairing_event_id(ev, player));
    cli_buffer_puts(out, "</dd>\n");
    if (e.club && *e.club) {
        cli_buffer_printf(out, "<dt>%s</dt><dd>", _("Club 单位"));
        cli_buffer_markup_text(out, e.club);
        cli_buffer_puts(out, "</dd>\n");
    }
    if (e.rating >= 0)
        cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n", _("Rating 等级分"), e.rating);
    if (se->finished) {
        char pts[32];
        cli_format_points(score, pts, sizeof pts);
        cli_buffer_printf(out, "<dt>%s</dt><dd>", _("Standing 排名"));
        cli_buffer_printf(out, _("%s points, place %d after round %d"), pts, place,
                          se->finished);
        cli_buffer_puts(out, "</dd>\n");
    }
    if (e.withdrawn != PAIRING_ACTIVE) {
        cli_buffer_printf(out, "<dt>%s</dt><dd>", _("Withdrew 退赛"));
        if (e.withdrawn > 0)
            cli_buffer_printf(out, _("after round %d"), e.withdrawn);
        else
            cli_buffer_puts(out, _("before round 1"));
        cli_buffer_puts(out, "</dd>\n");
    }
    cli_buffer_puts(out, "</dl>\n");
}

static void games_head(cli_buffer *out)
{
    static const cli_html_column columns[] = {
        {"", "Round", "轮次"},    {"", "Board", "台次"},
        {"", "Colour", "先后手"}, {" class=\"name\"", "Opponent", "对手"},
        {"", "Result", "结果"},   {"", "Pts", "积分"},
        {"", "Place", "名次"}};
    cli_html_table_open(out, "games", columns, 7);
}

/* A round the player has no row in: out of the event, or not paired. */
static const char *absence(const cli_site_event *se, int player, int round)
{
    pairing_entrant e = pairing_event_entrant(se->ev, player);
    if (e.withdrawn != PAIRING_ACTIVE && round > e.withdrawn)
        return _("withdrawn 退赛");
    if (e.joined > round)
        return _("not yet joined 尚未加入");
    const cli_site_round *r = &se->rounds[round - 1];
    if (r->paired && pairing_round_participant(r->paired, player).presence ==
                         PAIRING_PRESENCE_ELIMINATED)
        return _("eliminated 淘汰");
    return _("no game 未赛");
}

/* standing: his place and score after the round, or NULL while it is played */
static void game_row(cli_buffer *out, const cli_site_event *se, const cli_context *cx,
                     int player, int round, const int *standing)
{
    const cli_site_game *g = cli_site_game_of(se, round, player);
    int playing = g && g->outcome == PAIRING_PENDING;
    cli_buffer_printf(out, "<tr%s><td class=\"num\">%d</td>",
                      playing ? " class=\"playing\"" : "", round);
    if (!g) {
        cli_buffer_printf(out, "<td></td><td></td><td class=\"name\">%s</td><td></td>",
                          absence(se, player, round));
    } else if (g->second < 0) {
        cli_buffer_printf(out, "<td></td><td></td><td class=\"name\"></td><td>%s</td>",
                          cli_site_result_for(g->outcome, 1));
    } else {
        int first = g->first == player, other = first ? g->second : g->first;
        cli_buffer_printf(out,
                          "<td class=\"board\">%d</td><td>%s</td><td class=\"name\">",
                          g->board, first ? _("first 先手") : _("second 后手"));
        cli_html_player_name(out, cx, se->ev, other);
        cli_buffer_printf(out, "</td><td>%s</td>",
                          cli_site_result_for(g->outcome, first));
    }
    char pts[32] = "";
    if (standing && standing[0])
        cli_format_points(standing[1], pts, sizeof pts);
    cli_buffer_printf(out, "<td class=\"pts\">%s</td><td class=\"place\">", pts);
    if (standing && standing[0])
        cli_buffer_printf(out, "%d", standing[0]);
    cli_buffer_puts(out, "</td></tr>\n");
}

static int player_page(cli_site *s, const cli_site_event *se, const cli_context *cx,
                       int player, const int *places)
{
    const pairing_event *ev = se->ev;
    int n = pairing_event_entrants(ev);
    cli_buffer *out =
        cli_site_add(s, "players/%d.html", cli_html_player_page(ev, player));
    if (!out)
        return EXIT_SOFTWARE;
    const int *last = NULL;
    if (se->finished)
        last = places + 2 * ((size_t)(se->finished - 1) * (size_t)n + (size_t)player);
    cli_html_open(out, cx, 0, pairing_event_name(ev, player), player_style);
    facts(out, se, player, last ? last[1] : 0, last ? last[0] : 0);
    games_head(out);
    for (int k = 1; k <= se->nrounds; k++) {
        const int *standing = NULL;
        if (k <= se->finished)
            standing = places + 2 * ((size_t)(k - 1) * (size_t)n + (size_t)player);
        game_row(out, se, cx, player, k, standing);
    }
    cli_html_table_close(out);
    cli_buffer_printf(out, "<p class=\"legend\">%s</p>\n",
                      _("Pts: the score after the round · Place: the place in the "
                        "standings after the round, by the event's tiebreaks"));
    cli_html_close(out);
    return EXIT_OK;
}

int cli_site_player_pages(cli_site *s, const cli_site_event *se, cli_site_nav *nav)
{
    int *places = places_by_round(se);
    if (!places)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_context cx = se->cx;
    cx.site = nav;
    int status = EXIT_OK;
    for (int p = 0; !status && p < pairing_event_entrants(se->ev); p++)
        status = player_page(s, se, &cx, p, places);
    free(places);
    return status;
}

/* ---- every player by name ---- */

typedef struct by_name {
    const pairing_event *ev;
    int player;
} by_name;

static int compare_names(const void *a, const void *b)
{
    const by_name *x = a, *y = b;
    int c = strcmp(pairing_event_name(x->ev, x->player),
                   pairing_event_name(y->ev, y->player));
    return c ? c : (x->player > y->player) - (x->player < y->player);
}

int *cli_site_by_name(const pairing_event *ev)
{
    int n = pairing_event_entrants(ev);
    by_name *order = malloc(((size_t)n + 1) * sizeof *order);
    int *players = malloc(((size_t)n + 1) * sizeof *players);
    if (!order || !players) {
        free(order);
        free(players);
        cli_fail(EXIT_SOFTWARE, _("out of memory"));
        return NULL;
    }
    for (int p = 0; p < n; p++)
        order[p] = (by_name){ev, p};
    qsort(order, (size_t)n, sizeof *order, compare_names);
    for (int i = 0; i < n; i++)
        players[i] = order[i].player;
    free(order);
    return players;
}

static void list_row(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                     int player)
{
    cli_buffer_puts(out, "<tr><td class=\"name\">");
    cli_html_player_name(out, cx, ev, player);
    int number = pairing_event_number(ev, player);
    cli_buffer_puts(out, "</td><td class=\"num\">");
    if (number > 0)
        cli_buffer_printf(out, "%d", number);
    cli_buffer_puts(out, "</td><td>");
    cli_buffer_markup_text(out, pairing_event_id(ev, player));
    cli_buffer_puts(out, "</td><td>");
    const char *club = pairing_event_club(ev, player);
    cli_buffer_markup_text(out, club ? club : "");
    cli_buffer_puts(out, "</td></tr>\n");
}

int cli_site_players_page(cli_site *s, const cli_site_event *se, cli_site_nav *nav)
{
    const pairing_event *ev = se->ev;
    int *order = cli_site_by_name(ev);
    cli_buffer *out = order ? cli_site_add(s, "players.html") : NULL;
    if (!out) {
        free(order);
        return EXIT_SOFTWARE;
    }
    cli_context cx = se->cx;
    cx.site = nav;
    cli_html_open(out, &cx, 0, _("Players by name 选手名单"), player_style);
    static const cli_html_column columns[] = {{" class=\"name\"", "Name", "姓名"},
                                              {"", "No.", "序号"},
                                              {"", "ID", "编号"},
                                              {"", "Club", "单位"}};
    cli_html_table_open(out, "list", columns, 4);
    for (int i = 0; i < pairing_event_entrants(ev); i++)
        list_row(out, &cx, ev, order[i]);
    cli_html_table_close(out);
    cli_html_close(out);
    free(order);
    return EXIT_OK;
}
