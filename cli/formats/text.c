/*
 * text.c - tables for the terminal: schedules, standings, knockout rounds and
 * the pairing sheet, laid out by text_layout.c.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

/* ---- the event and the settings, above every table ---- */

/* The event's particulars on one line, when its file gives them. */
static void event_line(cli_buffer *out, const cli_context *cx)
{
    if (!cx || !cli_context_has_event(cx))
        return;
    const char *parts[] = {cx->name, cx->date, cx->venue};
    const char *sep = "";
    for (int i = 0; i < 3; i++)
        if (parts[i]) {
            cli_buffer_printf(out, "%s%s", sep, parts[i]);
            sep = " | ";
        }
    if (cx->arbiter)
        cli_buffer_printf(out, "%sarbiter %s", sep, cx->arbiter);
    cli_buffer_puts(out, "\n");
}

/* The settings used, as the event file names them, wrapped to 100 columns. */
static void settings_lines(cli_buffer *out, const cli_context *cx)
{
    if (!cx || !cx->nsettings)
        return;
    int column = 9;
    cli_buffer_puts(out, "Settings:");
    for (int i = 0; i < cx->nsettings; i++) {
        char item[160];
        snprintf(item, sizeof item, " %s = %s%s", cx->settings[i].key,
                 cx->settings[i].value, i + 1 < cx->nsettings ? ";" : "");
        int w = cli_display_width(item);
        if (column + w > 100) {
            cli_buffer_puts(out, "\n        ");
            column = 8;
        }
        cli_buffer_puts(out, item);
        column += w;
    }
    cli_buffer_puts(out, "\n");
}

static int widest_label(const pairing_event *ev)
{
    int widest = 6;
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    for (int p = 0; p < pairing_event_entrants(ev); p++) {
        cli_player_label(ev, p, label, sizeof label);
        int w = cli_display_width(label);
        if (w > widest)
            widest = w;
    }
    return widest;
}

static void text_round(cli_buffer *out, const pairing_event *ev, const pairing_round *r,
                       int width)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_buffer_printf(out, "\nRound %d\n  Board  ", pairing_round_number(r));
    cli_buffer_pad(out, "First", width + 2, 0);
    cli_buffer_puts(out, "Second\n");
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        cli_buffer_printf(out, "  %5d  ", g.board);
        cli_player_label(ev, g.first, label, sizeof label);
        cli_buffer_pad(out, label, width + 2, 0);
        cli_player_label(ev, g.second, label, sizeof label);
        cli_buffer_printf(out, "%s\n", label);
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        cli_player_label(ev, pairing_round_bye(r, i), label, sizeof label);
        cli_buffer_printf(out, "    bye  %s\n", label);
    }
}

int cli_text_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s)
{
    size_t start = out->len;
    int rounds = pairing_schedule_rounds(s);
    event_line(out, cx);
    cli_buffer_printf(out, "Round robin (Berger tables): %d players, %d round%s%s\n",
                      pairing_event_entrants(ev), rounds, rounds == 1 ? "" : "s",
                      pairing_schedule_cycles(s) == 2 ? ", double" : "");
    settings_lines(out, cx);
    int width = widest_label(ev);
    for (int r = 1; r <= rounds; r++)
        text_round(out, ev, pairing_schedule_round(s, r), width);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

static void standings_header(cli_buffer *out, const pairing_standings *st, int width,
                             int knockout)
{
    cli_buffer_puts(out, "Rank  ");
    cli_buffer_pad(out, "Player", width + 2, 0);
    cli_buffer_puts(out, knockout ? "Score  Out in" : "Score");
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        const char *name = pairing_standings_tiebreak_name(st, k);
        int w = cli_display_width(name);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, name, w < 6 ? 6 : w, 1);
    }
    cli_buffer_puts(out, "\n");
}

static void standings_line(cli_buffer *out, const pairing_event *ev,
                           const pairing_standings *st, int row, int width)
{
    pairing_standing s = pairing_standings_row(st, row);
    char text[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    snprintf(text, sizeof text, "%d%s", s.rank, s.shared ? "=" : "");
    cli_buffer_pad(out, text, 4, 1);
    cli_buffer_puts(out, "  ");
    cli_player_label(ev, s.player, text, sizeof text);
    cli_buffer_pad(out, text, width + 2, 0);
    cli_format_points(s.score, text, sizeof text);
    cli_buffer_pad(out, text, 5, 1);
    if (pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT) {
        if (s.eliminated)
            snprintf(text, sizeof text, "round %d", s.eliminated);
        else
            snprintf(text, sizeof text, "-");
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, text, 6, 0);
    }
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        int w = cli_display_width(pairing_standings_tiebreak_name(st, k));
        pairing_value_format(pairing_standings_value(st, row, k), text, sizeof text);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, text, w < 6 ? 6 : w, 1);
    }
    if (s.withdrawn)
        cli_buffer_puts(out,
                        s.annulled ? "  (withdrew; games annulled)" : "  (withdrew)");
    cli_buffer_puts(out, "\n");
}

int cli_text_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st)
{
    size_t start = out->len;
    pairing_system system = pairing_event_system(ev);
    event_line(out, cx);
    cli_buffer_printf(out, "Standings after round %d (%s",
                      pairing_standings_after_round(st), pairing_system_name(system));
    if (system == PAIRING_SYSTEM_ROUNDROBIN)
        cli_buffer_printf(out, "; withdrawals: %s", pairing_standings_withdrawal(st));
    if (system == PAIRING_SYSTEM_SWISS)
        cli_buffer_printf(out, "; unplayed rounds: %s", pairing_standings_unplayed(st));
    cli_buffer_puts(out, ")\n");
    settings_lines(out, cx);
    cli_buffer_puts(out, "\n");
    int width = widest_label(ev);
    standings_header(out, st, width, pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT);
    for (int i = 0; i < pairing_standings_count(st); i++)
        standings_line(out, ev, st, i, width);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- knockout ---- */

static void side_label(const cli_knockout_view *v, int player, char *buf, size_t size)
{
    if (player < 0) {
        snprintf(buf, size, "-");
        return;
    }
    cli_player_label(v->ev, player, buf, size);
}

/* A side not known yet is "winner of 3" (or "loser of 3" in a placement bracket). */
static void open_side_label(const cli_knockout_view *v, const pairing_match *m, int side,
                            char *buf, size_t size)
{
    int from = m->from[side];
    if (from <= 0 || m->round < 2) {
        snprintf(buf, size, "-");
        return;
    }
    pairing_match feeder = pairing_knockout_match(v->k, m->round - 1, from - 1);
    snprintf(buf, size, "%s of %d",
             feeder.place_from == m->place_from ? "winner" : "loser", from);
}

static void text_match(cli_buffer *out, const cli_knockout_view *v,
                       const pairing_match *m, int width)
{
    char a[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], b[sizeof a], w[sizeof a];
    side_label(v, m->first, a, sizeof a);
    side_label(v, m->second, b, sizeof b);
    if (m->state == PAIRING_MATCH_WALKOVER)
        snprintf(m->first < 0 ? a : b, sizeof a, "bye");
    if (m->state == PAIRING_MATCH_WAITING) {
        if (m->first < 0)
            open_side_label(v, m, 0, a, sizeof a);
        if (m->second < 0)
            open_side_label(v, m, 1, b, sizeof b);
    }
    cli_buffer_printf(out, "  %4d  ", m->number);
    cli_buffer_pad(out, a, width + 2, 0);
    cli_buffer_pad(out, b, width + 2, 0);
    if (m->state == PAIRING_MATCH_PLAYED || m->state == PAIRING_MATCH_WALKOVER) {
        side_label(v, m->winner, w, sizeof w);
        const char *how = m->state == PAIRING_MATCH_WALKOVER ? "walkover"
                          : m->outcome == PAIRING_DRAW
                              ? "= playoff"
                              : pairing_outcome_token(m->outcome);
        cli_buffer_printf(out, "%-9s -> %s\n", how, m->winner >= 0 ? w : "nobody");
    } else {
        cli_buffer_puts(out, m->state == PAIRING_MATCH_READY ? "to play\n" : "\n");
    }
}

static void text_round_heading(cli_buffer *out, const cli_knockout_view *v, int round,
                               int place_from, int place_to)
{
    if (place_from == 1 && place_to == 2)
        cli_buffer_printf(out, "\nRound %d: final\n", round);
    else if (place_from == 1)
        cli_buffer_printf(out, "\nRound %d%s\n", round,
                          v->preliminary && round == 1 ? ": preliminary (抢号)" : "");
    else if (place_to == place_from + 1)
        cli_buffer_printf(out, "\nRound %d: match for places %d-%d\n", round, place_from,
                          place_to);
    else
        cli_buffer_printf(out, "\nRound %d: places %d-%d\n", round, place_from, place_to);
}

static void text_places(cli_buffer *out, const cli_knockout_view *v, int width)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_buffer_puts(out, "\nFinal places\n");
    for (int i = 0; i < pairing_standings_count(v->places); i++) {
        pairing_standing s = pairing_standings_row(v->places, i);
        snprintf(label, sizeof label, "%d%s", s.rank, s.shared ? "=" : "");
        cli_buffer_pad(out, label, 5, 1);
        cli_buffer_puts(out, "  ");
        cli_player_label(v->ev, s.player, label, sizeof label);
        cli_buffer_pad(out, label, width, 0);
        cli_buffer_puts(out, "\n");
    }
}

/* 抢号: the players with byes enter round 2 directly, on the line of their walkover. */
static void text_direct_entries(cli_buffer *out, const cli_knockout_view *v)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_buffer_puts(out, "\nDirect entries to round 2 (byes)\n");
    for (int i = 0; i < pairing_knockout_matches(v->k, 1); i++) {
        pairing_match m = pairing_knockout_match(v->k, 1, i);
        if (m.state != PAIRING_MATCH_WALKOVER)
            continue;
        cli_player_label(v->ev, m.winner, label, sizeof label);
        cli_buffer_printf(out, "  line %3d  %s\n", m.number, label);
    }
}

int cli_text_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    size_t start = out->len;
    const pairing_knockout *k = v->k;
    int n = pairing_event_entrants(v->ev), size = pairing_knockout_size(k);
    uint64_t seed;
    int is_default = pairing_knockout_lot(k, &seed);
    int seeds = pairing_knockout_seeds(k);
    event_line(out, v->cx);
    cli_buffer_printf(
        out, "Knockout: %d entrants, %d lines, %d seed%s, %d bye%s; placement: %s\n", n,
        size, seeds, seeds == 1 ? "" : "s", size - n, size - n == 1 ? "" : "s",
        v->placement);
    settings_lines(out, v->cx);
    cli_buffer_printf(out, "Lot drawn with seed %llu%s\n", (unsigned long long)seed,
                      is_default ? " (the default; --draw-lots SEED draws another)" : "");
    for (int i = 0; i < pairing_knockout_notes(k); i++)
        cli_buffer_printf(out, "Note: %s\n", pairing_knockout_note(k, i));
    int width = widest_label(v->ev);
    if (width < 14) /* room for "winner of 123" */
        width = 14;
    for (int r = 1; r <= pairing_knockout_rounds(k); r++) {
        int from = 0, to = 0;
        for (int i = 0; i < pairing_knockout_matches(k, r); i++) {
            pairing_match m = pairing_knockout_match(k, r, i);
            if ((v->preliminary && r == 1 && m.state == PAIRING_MATCH_WALKOVER) ||
                m.state == PAIRING_MATCH_EMPTY)
                continue;
            if (m.place_from != from || m.place_to != to)
                text_round_heading(out, v, r, m.place_from, m.place_to);
            from = m.place_from, to = m.place_to;
            text_match(out, v, &m, width);
        }
    }
    if (v->preliminary)
        text_direct_entries(out, v);
    int next = pairing_knockout_next_round(k);
    if (next <= pairing_knockout_rounds(k))
        cli_buffer_printf(out, "\nNext: round %d\n", next);
    if (v->places)
        text_places(out, v, width);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- a Swiss round: the pairing sheet ---- */

#define SHEET_LABEL_SIZE (PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 32)

/* "3. 张三 (q03)": the number in force, when the player has one, before the label. */
static void numbered_label(const pairing_event *ev, const cli_sheet_side *side, char *buf,
                           size_t size)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_player_label(ev, side->player, label, sizeof label);
    if (side->number > 0)
        snprintf(buf, size, "%d. %s", side->number, label);
    else
        snprintf(buf, size, "%s", label);
}

static int sheet_width(const cli_sheet *sheet)
{
    int widest = 6; /* "Second" */
    char label[SHEET_LABEL_SIZE];
    for (int i = 0; i < sheet->count; i++)
        for (int k = 0; k < 2; k++) {
            if (sheet->rows[i].side[k].player < 0)
                continue;
            numbered_label(sheet->ev, &sheet->rows[i].side[k], label, sizeof label);
            int w = cli_display_width(label);
            if (w > widest)
                widest = w;
        }
    return widest;
}

/* A player's column: the label, then his score before the round. */
static void sheet_side(cli_buffer *out, const cli_sheet *sheet,
                       const cli_sheet_side *side, int width)
{
    char label[SHEET_LABEL_SIZE], score[32];
    numbered_label(sheet->ev, side, label, sizeof label);
    cli_buffer_pad(out, label, width, 0);
    cli_format_points(side->score, score, sizeof score);
    cli_buffer_puts(out, "  ");
    cli_buffer_pad(out, score, 5, 1);
}

static void sheet_line(cli_buffer *out, const cli_sheet *sheet, const cli_sheet_row *row,
                       int width)
{
    if (row->kind == CLI_SHEET_GAME)
        cli_buffer_printf(out, "  %5d  ", row->board);
    else
        cli_buffer_puts(out,
                        row->kind == CLI_SHEET_ELIMINATED ? "         " : "    bye  ");
    sheet_side(out, sheet, &row->side[0], width);
    if (row->kind == CLI_SHEET_GAME) {
        cli_buffer_puts(out, "  ");
        sheet_side(out, sheet, &row->side[1], width);
        cli_buffer_printf(out, "%s%s", row->rematch ? "  (rematch)" : "",
                          row->colour_lot ? "  (colours by lot)" : "");
    } else if (row->kind == CLI_SHEET_HALF_BYE || row->kind == CLI_SHEET_ZERO_BYE) {
        cli_buffer_printf(out, "  (%s, requested)", cli_sheet_note(row));
    }
    cli_buffer_puts(out, "\n");
}

int cli_text_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r)
{
    size_t start = out->len;
    cli_sheet sheet;
    int status = cli_sheet_build(&sheet, ev, r);
    if (status)
        return status;
    const char *stage = pairing_round_stage(r);
    event_line(out, cx);
    cli_buffer_printf(out, "%s, round %d of %d%s%s\n",
                      pairing_event_system(ev) == PAIRING_SYSTEM_QIU ? "Qiu system (仇式)"
                                                                     : "Swiss system",
                      pairing_round_number(r), pairing_round_total(r), stage ? ": " : "",
                      stage ? stage : "");
    settings_lines(out, cx);
    int width = sheet_width(&sheet);
    cli_buffer_puts(out, "\n  Board  ");
    cli_buffer_pad(out, "First", width + 2, 0);
    cli_buffer_pad(out, "Score", 5, 1);
    cli_buffer_puts(out, "  ");
    cli_buffer_pad(out, "Second", width + 2, 0);
    cli_buffer_puts(out, "Score\n");
    for (int i = 0; i < sheet.games + sheet.byes; i++)
        sheet_line(out, &sheet, &sheet.rows[i], width);
    if (sheet.eliminated) {
        cli_buffer_printf(out, "\nEliminated after round 2 (%d):\n", sheet.eliminated);
        for (int i = sheet.games + sheet.byes; i < sheet.count; i++)
            sheet_line(out, &sheet, &sheet.rows[i], width);
    }
    if (pairing_round_explanations(r)) {
        cli_buffer_puts(out, "\nWhy:\n");
        for (int i = 0; i < pairing_round_explanations(r); i++)
            cli_buffer_printf(out, "  - %s\n", pairing_round_explanation(r, i));
    }
    cli_sheet_free(&sheet);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- a check's report ---- */

int cli_text_report(cli_buffer *out, const cli_context *cx, const pairing_report *rep,
                    pairing_system system)
{
    int n = pairing_report_problems(rep);
    event_line(out, cx);
    cli_buffer_printf(out, "Round %d (%s): %s\n", pairing_report_round(rep),
                      pairing_system_name(system),
                      n ? "the pairing breaks the rules" : "the pairing obeys the rules");
    settings_lines(out, cx);
    for (int i = 0; i < n; i++)
        cli_buffer_printf(out, "  - %s\n", pairing_report_problem(rep, i));
    return EXIT_OK;
}
