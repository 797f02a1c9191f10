/*
 * team_individual.c - teams ranked from an individual event (队员总分制, SPEC
 * §10) as JSON (design/teams.md §4.9's members-total document), text, CSV and
 * a printable A4 page: each team's place, its sum, the places compared after
 * the sum, and its members, those counted first; a team without a place says
 * why (003 §五(五)2 注1).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

/* ---- what every format shares ---- */

/* Why a team has no place: "2 ranked members, 3 needed". */
void cli_members_reason(const pairing_team_total *tt, char *buf, size_t size)
{
    snprintf(buf, size, "%d ranked member%s, %d needed", tt->placed,
             tt->placed == 1 ? "" : "s", tt->needed);
}

/* The sum: places, or points in half-points written as points. */
static void format_sum(const cli_members_view *v, long long sum, char *buf, size_t size)
{
    pairing_value value = {sum, v->sum_ranks ? 1 : 2, 1};
    pairing_value_format(value, buf, size);
}

static pairing_value sum_value(const cli_members_view *v, long long sum)
{
    pairing_value value = {sum, v->sum_ranks ? 1 : 2, 1};
    return value;
}

/* A member's place as a table prints it: 3, or - for none. */
static void format_place(int place, char *buf, size_t size)
{
    if (place > 0)
        snprintf(buf, size, "%d", place);
    else
        snprintf(buf, size, "-");
}

/* The places compared after the sum, best first: "1, 5, 6". */
static void format_keys(const cli_members_view *v, int row, char *buf, size_t size)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row);
    size_t used = 0;
    buf[0] = 0;
    for (int k = 0; k < tt.counted + tt.padded && used < size; k++)
        used += (size_t)snprintf(buf + used, size - used, "%s%d", k ? ", " : "",
                                 pairing_members_total_key(v->total, row, k));
    if (used >= size && size > 4) /* a long list keeps its head, marked as cut */
        memcpy(buf + size - 4, "...", 4);
}

/* ---- JSON ---- */

static void put_member(cli_json *j, const cli_members_view *v, int player, int counted)
{
    int place = pairing_members_total_place(v->total, player);
    pairing_value score = {pairing_members_total_score(v->total, player), 2, 1};
    cli_json_object(j);
    cli_json_put_string(j, "player", pairing_event_id(v->ev, player));
    cli_json_put_string(j, "name", pairing_event_name(v->ev, player));
    cli_json_key(j, "rank");
    if (place > 0)
        cli_json_int(j, place);
    else
        cli_json_null(j);
    cli_json_key(j, "score");
    cli_json_value(j, score);
    cli_json_key(j, "counted");
    cli_json_bool(j, counted);
    cli_json_object_end(j);
}

static void put_team(cli_json *j, const cli_members_view *v, int row)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row);
    cli_json_object(j);
    cli_json_key(j, "rank");
    if (tt.ranked)
        cli_json_int(j, tt.rank);
    else
        cli_json_null(j);
    cli_json_put_string(j, "team", tt.team);
    cli_json_key(j, "ranked");
    cli_json_bool(j, tt.ranked);
    if (tt.ranked) {
        cli_json_key(j, "sum");
        cli_json_value(j, sum_value(v, tt.sum));
        cli_json_key(j, "places"); /* what equal sums are compared on */
        cli_json_array(j);
        for (int k = 0; k < tt.counted + tt.padded; k++)
            cli_json_int(j, pairing_members_total_key(v->total, row, k));
        cli_json_array_end(j);
        cli_json_put_int(j, "padded", tt.padded);
        cli_json_key(j, "shared");
        cli_json_bool(j, tt.shared);
    } else {
        char reason[96];
        cli_members_reason(&tt, reason, sizeof reason);
        cli_json_put_string(j, "reason", reason);
    }
    cli_json_key(j, "members");
    cli_json_array(j);
    for (int k = 0; k < tt.members; k++)
        put_member(j, v, pairing_members_total_member(v->total, row, k),
                   tt.ranked && k < tt.counted);
    cli_json_array_end(j);
    cli_json_object_end(j);
}

int cli_json_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(pairing_event_system(v->ev)));
    cli_json_put_string(&j, "mode", "members-total");
    cli_json_put_string(&j, "method", v->method);
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "after_round", pairing_standings_after_round(v->st));
    cli_json_put_string(&j, "places_from", v->ranks ? v->ranks : "standings");
    cli_json_put_int(&j, "last_place", pairing_members_total_last(v->total));
    cli_json_key(&j, "teams");
    cli_json_array(&j);
    for (int i = 0; i < pairing_members_total_teams(v->total); i++)
        put_team(&j, v, i);
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- what the method is, in words (text and HTML) ---- */

static void method_words(const cli_members_view *v, cli_buffer *out)
{
    if (v->sum_ranks)
        cli_buffer_printf(out,
                          "the sum of the best %d members' overall places, smaller "
                          "first; equal sums by the best member's place, then the "
                          "next (003 §五(五)2)",
                          v->count);
    else if (v->count)
        cli_buffer_printf(out,
                          "the sum of the best %d members' scores, larger first; "
                          "equal sums by the best member's place, then the next",
                          v->count);
    else
        cli_buffer_puts(out, "the sum of every member's score, larger first; equal "
                             "sums by the best member's place, then the next");
}

/* The counted members as a cell: "Ann (a) 1, Cy (c) 5" (their places), or
 * their scores for sum-points; padded members at the end. */
static void members_cell(const cli_members_view *v, int row, cli_buffer *cell)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row);
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], text[64];
    for (int k = 0; k < tt.counted; k++) {
        int m = pairing_members_total_member(v->total, row, k);
        cli_player_label(v->ev, m, label, sizeof label);
        if (v->sum_ranks)
            format_place(pairing_members_total_place(v->total, m), text, sizeof text);
        else
            cli_format_points(pairing_members_total_score(v->total, m), text,
                              sizeof text);
        cli_buffer_printf(cell, "%s%s %s", k ? ", " : "", label, text);
    }
    if (tt.padded)
        cli_buffer_printf(cell, "%s%d missing at place %d", tt.counted ? "; " : "",
                          tt.padded, pairing_members_total_last(v->total));
}

/* ---- text ---- */

static void text_header(cli_buffer *out)
{
    cli_row row = {out, 0, 40};
    cli_row_cell(&row, 0, 4, "Rank", 0);
    cli_row_cell(&row, 6, 20, "Team", 0);
    cli_row_cell(&row, 28, 6, "Sum", 1);
    cli_row_cell(&row, 36, 14, "Places", 0);
    cli_row_cell(&row, 52, 30, "Members counted", 0);
    cli_row_end(&row);
}

static int text_team(cli_buffer *out, const cli_members_view *v, int row_index)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row_index);
    char text[96], keys[256];
    cli_row row = {out, 0, 52};
    if (tt.ranked)
        snprintf(text, sizeof text, "%d%s", tt.rank, tt.shared ? "=" : "");
    else
        snprintf(text, sizeof text, "-");
    cli_row_cell(&row, 0, 4, text, 1);
    cli_row_cell(&row, 6, 20, tt.team, 0);
    if (!tt.ranked) {
        cli_members_reason(&tt, text, sizeof text);
        cli_row_cell(&row, 28, 6, "-", 1);
        cli_row_cell(&row, 36, 14, "", 0);
        cli_row_note(&row, text);
        cli_row_end(&row);
        return EXIT_OK;
    }
    format_sum(v, tt.sum, text, sizeof text);
    cli_row_cell(&row, 28, 6, text, 1);
    format_keys(v, row_index, keys, sizeof keys);
    cli_row_cell(&row, 36, 14, keys, 0);
    cli_buffer cell = {0};
    members_cell(v, row_index, &cell);
    if (cell.failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_row_note(&row, cell.data ? cell.data : "");
    cli_buffer_free(&cell);
    cli_row_end(&row);
    return EXIT_OK;
}

int cli_text_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v)
{
    size_t start = out->len;
    cli_text_event_line(out, cx);
    cli_buffer heading = {0};
    cli_buffer_printf(&heading, "Team ranking from individual results 队员总分制 (%s; ",
                      v->method);
    if (v->ranks)
        cli_buffer_printf(&heading, "places from %s%s", v->ranks,
                          v->st ? ", scores from the " : ")");
    if (v->st)
        cli_buffer_printf(&heading, "%s standings after round %d)",
                          pairing_system_name(pairing_event_system(v->ev)),
                          pairing_standings_after_round(v->st));
    if (heading.failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_buffer_wrap(out, 0, 0, heading.data); /* a long file name wraps */
    cli_buffer_free(&heading);
    cli_buffer_puts(out, "\n");
    cli_text_settings(out, cx);
    cli_buffer words = {0};
    method_words(v, &words);
    if (words.failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_buffer_puts(out, "Order: ");
    cli_buffer_wrap(out, 7, 7, words.data);
    cli_buffer_free(&words);
    cli_buffer_puts(out, "\n\n");
    if (pairing_members_total_teams(v->total) == 0)
        cli_buffer_puts(out, "No teams: no entrant has a team (his club, or the team "
                             "column with --team-column team).\n");
    else
        text_header(out);
    int status = EXIT_OK;
    for (int i = 0; !status && i < pairing_members_total_teams(v->total); i++)
        status = text_team(out, v, i);
    cli_buffer_trim_line_ends(out, start);
    return status;
}

/* ---- CSV: a row a team, its counted members in columns ---- */

static int widest_team(const cli_members_view *v)
{
    int widest = 0;
    for (int i = 0; i < pairing_members_total_teams(v->total); i++) {
        pairing_team_total tt = pairing_members_total_team(v->total, i);
        int n = tt.ranked ? tt.counted + tt.padded : 0;
        widest = n > widest ? n : widest;
    }
    return widest;
}

static void csv_team(cli_buffer *out, const cli_members_view *v, int row, int width)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row);
    char text[96];
    if (tt.ranked)
        cli_buffer_printf(out, "%d,", tt.rank);
    else
        cli_buffer_puts(out, ",");
    cli_buffer_csv_field(out, tt.team);
    format_sum(v, tt.sum, text, sizeof text);
    cli_buffer_printf(out, ",%s,%s,%s,%d,", tt.ranked ? text : "",
                      tt.ranked ? "yes" : "no", tt.shared ? "yes" : "no", tt.padded);
    cli_members_reason(&tt, text, sizeof text);
    cli_buffer_csv_field(out, tt.ranked ? "" : text);
    for (int k = 0; k < width; k++) {
        int counted = tt.ranked && k < tt.counted;
        int m = counted ? pairing_members_total_member(v->total, row, k) : -1;
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, m >= 0 ? pairing_event_id(v->ev, m) : "");
        if (tt.ranked && k < tt.counted + tt.padded)
            cli_buffer_printf(out, ",%d", pairing_members_total_key(v->total, row, k));
        else
            cli_buffer_puts(out, ",");
        cli_format_points(m >= 0 ? pairing_members_total_score(v->total, m) : 0, text,
                          sizeof text);
        cli_buffer_printf(out, ",%s", m >= 0 ? text : "");
    }
    cli_buffer_puts(out, "\r\n");
}

int cli_csv_members_total(cli_buffer *out, const cli_context *cx,
                          const cli_members_view *v)
{
    (void)cx; /* a table for spreadsheets: its first row is the header */
    int width = widest_team(v);
    cli_csv_begin(out);
    cli_buffer_puts(out, "rank,team,sum,ranked,shared,padded,reason");
    for (int k = 1; k <= width; k++)
        cli_buffer_printf(out, ",member_%d,place_%d,score_%d", k, k, k);
    cli_buffer_puts(out, "\r\n");
    for (int i = 0; i < pairing_members_total_teams(v->total); i++)
        csv_team(out, v, i, width);
    return EXIT_OK;
}

/* ---- HTML: a printable A4 page, as the standings' ---- */

static const char page_style[] =
    "table.teams { width: 100%; }\n"
    "table.teams td.n { text-align: right; white-space: nowrap; }\n"
    "table.teams td.keys { white-space: nowrap; }\n"
    "table.teams td.members { font-size: max(12px, .92em); }\n"
    "table.teams tr.unranked td { color: #333; }\n";

static void html_team(cli_buffer *out, const cli_members_view *v, int row)
{
    pairing_team_total tt = pairing_members_total_team(v->total, row);
    char text[96], keys[256];
    cli_buffer_printf(out, "<tr%s><td class=\"n\">",
                      tt.ranked ? "" : " class=\"unranked\"");
    if (tt.ranked)
        cli_buffer_printf(out, "%d%s", tt.rank, tt.shared ? "=" : "");
    else
        cli_buffer_puts(out, "—");
    cli_buffer_puts(out, "</td><td>");
    cli_buffer_markup_text(out, tt.team);
    cli_buffer_puts(out, "</td><td class=\"n\">");
    if (!tt.ranked) {
        cli_members_reason(&tt, text, sizeof text);
        cli_buffer_puts(out, "—</td><td></td><td class=\"members\">");
        cli_buffer_markup_text(out, text);
        cli_buffer_puts(out, "</td></tr>\n");
        return;
    }
    format_sum(v, tt.sum, text, sizeof text);
    format_keys(v, row, keys, sizeof keys);
    /* a few places stay on one line; a long list (every member's) wraps */
    cli_buffer_printf(out, "%s</td><td%s>%s</td><td class=\"members\">", text,
                      tt.counted + tt.padded <= 5 ? " class=\"keys\"" : "", keys);
    cli_buffer cell = {0};
    members_cell(v, row, &cell);
    cli_buffer_markup_text(out, cell.data ? cell.data : "");
    cli_buffer_free(&cell);
    cli_buffer_puts(out, "</td></tr>\n");
}

int cli_html_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v)
{
    cli_html_open(out, cx, 0, "Team ranking 队员总分制团体名次", page_style);
    cli_buffer_puts(out, "<dl class=\"rules\">\n<dt>System 赛制</dt><dd>");
    if (v->st) {
        cli_buffer_markup_text(out, cli_html_system_title(pairing_event_system(v->ev)));
        cli_buffer_printf(out, ", standings after round %d",
                          pairing_standings_after_round(v->st));
    } else {
        cli_buffer_puts(out, "places of the overall ranking 总排名");
    }
    cli_buffer_puts(out, "</dd>\n<dt>Method 计算方法</dt><dd>");
    cli_buffer method = {0};
    method_words(v, &method);
    cli_buffer_markup_text(out, method.data ? method.data : "");
    cli_buffer_free(&method);
    cli_buffer_puts(out, "</dd>\n");
    cli_html_settings(out, cx);
    cli_buffer_puts(out, "</dl>\n<table class=\"teams\">\n<thead><tr>");
    cli_html_heading(out, "", "Rank", "名次");
    cli_html_heading(out, "", "Team", "团队");
    cli_html_heading(out, "", "Sum", v->sum_ranks ? "名次和" : "总分");
    cli_html_heading(out, "", "Places", "名次");
    cli_html_heading(out, "", "Members counted", "计分队员");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
    for (int i = 0; i < pairing_members_total_teams(v->total); i++)
        html_team(out, v, i);
    cli_buffer_puts(out, "</tbody>\n</table>\n");
    if (pairing_members_total_teams(v->total) == 0)
        cli_buffer_puts(out, "<p>No teams: no entrant has a team.</p>\n");
    cli_buffer_puts(out, "<p class=\"legend small\">A team with fewer ranked members "
                         "than the method counts has no team place (003 §五(五)2 "
                         "注1); ");
    if (v->ranks) {
        cli_buffer_puts(out, "the overall places are those of ");
        cli_buffer_markup_text(out, v->ranks);
        cli_buffer_puts(out, ".</p>\n");
    } else {
        cli_buffer_puts(out, "a member who withdrew has no place.</p>\n");
    }
    cli_html_close(out);
    return out->failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}
