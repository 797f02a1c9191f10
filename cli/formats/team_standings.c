/*
 * team_standings.c - a team event's standings (SPEC §10) as JSON, CSV and
 * text: each team's match points (次分), board points (场分) and game points
 * (局分), its tiebreaks with board by board as one list, and the board table
 * for the board prizes: on each board, the players who sat there, by their
 * game points, then their percentage.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

/* ---- what every format shares ---- */

static int boards_of(const cli_team_table *t)
{
    return pairing_team_event_options(t->ev).boards;
}

static const pairing_board_record *record_of(const cli_team_table *t, int member,
                                             int board)
{
    return &t->records[(size_t)member * boards_of(t) + board - 1];
}

/* The percentage of the most a player could have scored in his games there. */
pairing_value cli_board_percentage(const cli_team_table *t, int member, int board)
{
    const pairing_board_record *r = record_of(t, member, board);
    int win = pairing_team_event_options(t->ev).game_points[0];
    pairing_value v = {(long long)r->points * 100, r->games * (win > 0 ? win : 1),
                       r->games > 0};
    return v;
}

/* The same, to one decimal for a printed table (83.3). */
void cli_format_percentage(pairing_value v, char *buf, size_t size)
{
    if (!v.present || v.den <= 0) {
        snprintf(buf, size, "-");
        return;
    }
    long long tenths = (20 * v.num + v.den) / (2 * v.den); /* rounded half up */
    snprintf(buf, size, "%lld.%lld", tenths / 10, tenths % 10);
}

/* A board's player with what orders him: each carries his keys, so the sort
 * needs no context. */
typedef struct board_entry {
    int points, games;
    const char *id;
    int member;
} board_entry;

static int by_points_there(const void *pa, const void *pb)
{
    const board_entry *a = pa, *b = pb;
    if (a->points != b->points)
        return a->points > b->points ? -1 : 1;
    if (a->games != b->games) /* fewer games for the same points: the better share */
        return a->games < b->games ? -1 : 1;
    return strcmp(a->id, b->id);
}

/* The members who sat on the board, best first, into order (room for every
 * member); their count is returned, or -1 when memory ran out. */
int cli_board_players(const cli_team_table *t, int board, int *order)
{
    const pairing_event *members = pairing_team_event_members(t->ev);
    int n = pairing_event_entrants(members), count = 0;
    board_entry *e = malloc(((size_t)n + 1) * sizeof *e);
    if (!e)
        return -1;
    for (int m = 0; m < n; m++) {
        const pairing_board_record *r = record_of(t, m, board);
        if (r->games > 0)
            e[count++] =
                (board_entry){r->points, r->games, pairing_event_id(members, m), m};
    }
    qsort(e, (size_t)count, sizeof *e, by_points_there);
    for (int i = 0; i < count; i++)
        order[i] = e[i].member;
    free(e);
    return count;
}

/* board-by-board stands in the standings as one tiebreak a board: named
 * once, its values a list. */
static int is_board(const pairing_standings *st, int k)
{
    return pairing_standings_tiebreak(st, k).board > 0;
}

static int later_board(const pairing_standings *st, int k)
{
    return pairing_standings_tiebreak(st, k).board > 1;
}

static pairing_team_tally tally_of(const cli_team_table *t, int team)
{
    return pairing_team_event_tally(t->ev, team, pairing_standings_after_round(t->st));
}

/* ---- JSON ---- */

static void put_points(cli_json *j, const char *key, int half_points)
{
    pairing_value v = {half_points, 2, 1};
    cli_json_key(j, key);
    cli_json_value(j, v);
}

static void put_tiebreaks(cli_json *j, const pairing_standings *st, int row)
{
    cli_json_key(j, "tiebreaks");
    cli_json_object(j);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        if (later_board(st, k))
            continue;
        cli_json_key(j, pairing_standings_tiebreak(st, k).base_name);
        if (!is_board(st, k)) {
            cli_json_value(j, pairing_standings_value(st, row, k));
            continue;
        }
        cli_json_array(j);
        for (int b = k; b < pairing_standings_tiebreaks(st) && is_board(st, b); b++)
            cli_json_value(j, pairing_standings_value(st, row, b));
        cli_json_array_end(j);
    }
    cli_json_object_end(j);
}

static void put_team_row(cli_json *j, const cli_team_table *t, int row)
{
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    pairing_standing s = pairing_standings_row(t->st, row);
    pairing_team_tally tally = tally_of(t, s.player);
    cli_json_object(j);
    cli_json_put_int(j, "rank", s.rank);
    cli_json_put_string(j, "team", pairing_event_id(teams, s.player));
    cli_json_put_string(j, "name", pairing_event_name(teams, s.player));
    put_points(j, "score", s.score);
    put_points(j, "match_points", s.score);
    put_points(j, "board_points", tally.board_points);
    put_points(j, "game_points", tally.game_points);
    put_tiebreaks(j, t->st, row);
    cli_json_key(j, "shared");
    cli_json_bool(j, s.shared);
    cli_json_key(j, "withdrawn");
    cli_json_bool(j, s.withdrawn);
    if (s.eliminated) /* a knockout's round out, or the Qiu system's stage 1 */
        cli_json_put_int(j, "eliminated", s.eliminated);
    if (s.elimination) /* and why (Appendix 3 §二.1.1, §三.1.2.3) */
        cli_json_put_string(j, "elimination_reason",
                            pairing_elimination_name(s.elimination));
    cli_json_object_end(j);
}

static void put_board_player(cli_json *j, const cli_team_table *t, int member, int board,
                             int rank)
{
    const pairing_event *members = pairing_team_event_members(t->ev);
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    const pairing_board_record *r = record_of(t, member, board);
    cli_json_object(j);
    cli_json_put_int(j, "rank", rank);
    cli_json_put_string(j, "player", pairing_event_id(members, member));
    cli_json_put_string(j, "name", pairing_event_name(members, member));
    cli_json_put_string(
        j, "team",
        pairing_event_id(teams, pairing_team_event_member_team(t->ev, member)));
    cli_json_put_int(j, "games", r->games);
    cli_json_put_int(j, "played", r->played);
    put_points(j, "points", r->points);
    cli_json_key(j, "percentage");
    cli_json_value(j, cli_board_percentage(t, member, board));
    cli_json_object_end(j);
}

/* Two players of a board's table share a place: equal points, equal games. */
static int same_place(const cli_team_table *t, const int *order, int i, int j, int board)
{
    const pairing_board_record *a = record_of(t, order[i], board),
                               *b = record_of(t, order[j], board);
    return a->points == b->points && a->games == b->games;
}

/* The i-th shares his place with the one before or the one after. */
int cli_board_shared(const cli_team_table *t, const int *order, int i, int count,
                     int board)
{
    return (i > 0 && same_place(t, order, i - 1, i, board)) ||
           (i + 1 < count && same_place(t, order, i, i + 1, board));
}

/* The place of the i-th, given the place before it. */
int cli_board_rank(const cli_team_table *t, const int *order, int i, int board,
                   int previous)
{
    return i > 0 && same_place(t, order, i - 1, i, board) ? previous : i + 1;
}

static int put_board_table(cli_json *j, const cli_team_table *t)
{
    int n = pairing_event_entrants(pairing_team_event_members(t->ev));
    int *order = malloc(((size_t)n + 1) * sizeof *order);
    if (!order)
        return -1;
    cli_json_key(j, "board_table");
    cli_json_array(j);
    int failed = 0;
    for (int b = 1; b <= boards_of(t) && !failed; b++) {
        int count = cli_board_players(t, b, order), rank = 0;
        failed = count < 0;
        cli_json_object(j);
        cli_json_put_int(j, "board", b);
        cli_json_key(j, "players");
        cli_json_array(j);
        for (int i = 0; i < count; i++) {
            rank = cli_board_rank(t, order, i, b, rank);
            put_board_player(j, t, order[i], b, rank);
        }
        cli_json_array_end(j);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
    free(order);
    return failed ? -1 : 0;
}

static void put_tiebreak_names(cli_json *j, const pairing_standings *st)
{
    cli_json_key(j, "tiebreaks");
    cli_json_array(j);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        if (!later_board(st, k))
            cli_json_string(j, pairing_standings_tiebreak(st, k).base_name);
    cli_json_array_end(j);
}

int cli_json_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t)
{
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    pairing_team_options to = pairing_team_event_options(t->ev);
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(pairing_event_system(teams)));
    cli_json_put_string(&j, "mode", "team");
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "after_round", pairing_standings_after_round(t->st));
    cli_json_put_int(&j, "boards", to.boards);
    cli_json_put_int(&j, "games", to.games);
    put_tiebreak_names(&j, t->st);
    cli_json_put_string(&j, "withdrawal", pairing_standings_withdrawal(t->st));
    if (pairing_standings_unplayed(t->st))
        cli_json_put_string(&j, "unplayed", pairing_standings_unplayed(t->st));
    if (pairing_standings_final(t->st))
        cli_json_put_int(&j, "final", pairing_standings_final(t->st));
    cli_json_key(&j, "standings");
    cli_json_array(&j);
    for (int i = 0; i < pairing_standings_count(t->st); i++)
        put_team_row(&j, t, i);
    cli_json_array_end(&j);
    if (put_board_table(&j, t))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- CSV: the team table, for spreadsheets (the board table is JSON's,
 * text's and HTML's) ---- */

static void csv_value(cli_buffer *out, pairing_value v)
{
    char text[64];
    pairing_value_format(v, text, sizeof text);
    cli_buffer_printf(out, ",%s", v.present ? text : "");
}

static void csv_points(cli_buffer *out, int half_points)
{
    pairing_value v = {half_points, 2, 1};
    csv_value(out, v);
}

int cli_csv_team_standings(cli_buffer *out, const cli_context *cx,
                           const cli_team_table *t)
{
    (void)cx; /* a table for spreadsheets: its first row is the header */
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    int ntb = pairing_standings_tiebreaks(t->st);
    cli_csv_begin(out);
    cli_buffer_puts(out, "rank,team,name,score,match_points,board_points,game_points");
    for (int k = 0; k < ntb; k++) {
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, pairing_standings_tiebreak_name(t->st, k));
    }
    cli_buffer_puts(out, ",shared,withdrawn\r\n");
    for (int i = 0; i < pairing_standings_count(t->st); i++) {
        pairing_standing s = pairing_standings_row(t->st, i);
        pairing_team_tally tally = tally_of(t, s.player);
        cli_buffer_printf(out, "%d,", s.rank);
        cli_buffer_csv_field(out, pairing_event_id(teams, s.player));
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, pairing_event_name(teams, s.player));
        csv_points(out, s.score);
        csv_points(out, s.score);
        csv_points(out, tally.board_points);
        csv_points(out, tally.game_points);
        for (int k = 0; k < ntb; k++)
            csv_value(out, pairing_standings_value(t->st, i, k));
        cli_buffer_printf(out, ",%s,%s\r\n", s.shared ? "yes" : "no",
                          s.withdrawn ? "yes" : "no");
    }
    return EXIT_OK;
}

/* ---- text: the standings as an individual event's, then the board table ---- */

static void text_board(cli_buffer *out, const cli_team_table *t, const int *order,
                       int count, int board)
{
    const pairing_event *members = pairing_team_event_members(t->ev);
    const pairing_event *teams = pairing_team_event_teams(t->ev);
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], text[64];
    cli_buffer_printf(out, "\nBoard %d 第%d台\n", board, board);
    cli_row row = {out, 0, 6};
    cli_row_cell(&row, 0, 4, "Rank", 0);
    cli_row_cell(&row, 6, 32, "Player", 0);
    cli_row_cell(&row, 40, 20, "Team", 0);
    cli_row_cell(&row, 62, 5, "Games", 1);
    cli_row_cell(&row, 69, 6, "Points", 1);
    cli_row_cell(&row, 77, 6, "%", 1);
    cli_row_end(&row);
    for (int i = 0, rank = 0; i < count; i++) {
        int m = order[i];
        const pairing_board_record *r = record_of(t, m, board);
        rank = cli_board_rank(t, order, i, board, rank);
        snprintf(text, sizeof text, "%d%s", rank,
                 cli_board_shared(t, order, i, count, board) ? "=" : "");
        cli_row_cell(&row, 0, 4, text, 1);
        cli_player_label(members, m, label, sizeof label);
        cli_row_cell(&row, 6, 32, label, 0);
        cli_row_cell(&row, 40, 20,
                     pairing_event_name(teams, pairing_team_event_member_team(t->ev, m)),
                     0);
        snprintf(text, sizeof text, "%d", r->games);
        cli_row_cell(&row, 62, 5, text, 1);
        cli_format_points(r->points, text, sizeof text);
        cli_row_cell(&row, 69, 6, text, 1);
        cli_format_percentage(cli_board_percentage(t, m, board), text, sizeof text);
        cli_row_cell(&row, 77, 6, text, 1);
        cli_row_end(&row);
    }
}

int cli_text_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t)
{
    cli_context teams_cx = *cx;
    teams_cx.unit = "Team";
    int status =
        cli_text_standings(out, &teams_cx, pairing_team_event_teams(t->ev), t->st);
    int n = pairing_event_entrants(pairing_team_event_members(t->ev));
    int *order = status ? NULL : malloc(((size_t)n + 1) * sizeof *order);
    if (!status && !order)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    size_t start = out->len;
    if (order)
        /* xgettext:no-c-format */
        cli_buffer_puts(out, _("\nBoard table 台次成绩 (game points on each board; "
                               "% of the most the games there could score)\n"));
    for (int b = 1; order && b <= boards_of(t); b++) {
        int count = cli_board_players(t, b, order);
        if (count < 0) {
            free(order);
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
        }
        text_board(out, t, order, count, b);
    }
    cli_buffer_trim_line_ends(out, start);
    free(order);
    return status;
}
