/*
 * text.c - tables for the terminal: schedules, standings, knockout rounds and
 * the pairing sheet, laid out by text_layout.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

/* ---- the event and the settings, above every table ---- */

/* The event's particulars on one line, when its file gives them. */
void cli_text_event_line(cli_buffer *out, const cli_context *cx)
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

/* The settings used, as the event file names them, wrapped to 100 columns: a
 * line breaks between settings, or inside a long list after a comma. */
void cli_text_settings(cli_buffer *out, const cli_context *cx)
{
    if (!cx || !cx->nsettings)
        return;
    const char *label = _("Settings:");
    int indent = cli_display_width(label), column = indent; /* continued under it */
    cli_buffer_puts(out, label);
    for (int i = 0; i < cx->nsettings; i++) {
        char item[sizeof cx->settings[i].value + 64];
        snprintf(item, sizeof item, " %s = %s%s", cx->settings[i].key,
                 cx->settings[i].value, i + 1 < cx->nsettings ? ";" : "");
        int w = cli_display_width(item);
        if (column + w > CLI_TEXT_WIDTH) {
            cli_buffer_printf(out, "\n%*s", indent - 1, "");
            column = indent - 1;
        }
        if (column + w > CLI_TEXT_WIDTH) { /* longer than a line by itself */
            cli_buffer_puts(out, " ");
            cli_buffer_wrap(out, column + 1, indent, item + 1);
            column = CLI_TEXT_WIDTH; /* the next setting on a line of its own */
            continue;
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

static int at_most(int width, int cap)
{
    return width < cap ? width : cap;
}

/* A round of the schedule: board, first, second; a label wider than its column
 * (PLAYER_COLUMN) runs on and the row goes on below. */
#define PLAYER_COLUMN 40

static void text_round(cli_buffer *out, const pairing_event *ev, const pairing_round *r,
                       int width)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], board[16];
    cli_row row = {out, 0, 9};
    int second = 9 + width + 2;
    cli_buffer_printf(out, "\nRound %d\n", pairing_round_number(r));
    cli_row_cell(&row, 2, 5, "Board", 0);
    cli_row_cell(&row, 9, width, "First", 0);
    cli_row_cell(&row, second, 0, "Second", 0);
    cli_row_end(&row);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        snprintf(board, sizeof board, "%d", g.board);
        cli_row_cell(&row, 2, 5, board, 1);
        cli_player_label(ev, g.first, label, sizeof label);
        cli_row_cell(&row, 9, width, label, 0);
        cli_player_label(ev, g.second, label, sizeof label);
        cli_row_cell(&row, second, 0, label, 0);
        cli_row_end(&row);
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
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "Round robin (Berger tables): %d players, %d round%s%s\n",
                      pairing_event_entrants(ev), rounds, rounds == 1 ? "" : "s",
                      pairing_schedule_cycles(s) == 2 ? ", double" : "");
    cli_text_settings(out, cx);
    int width = at_most(widest_label(ev), PLAYER_COLUMN);
    for (int r = 1; r <= rounds; r++)
        text_round(out, ev, pairing_schedule_round(s, r), width);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- standings: rank, player, score, then the tiebreaks, in blocks that fit ---- */

/* A tiebreak's heading: its name where the table fits 100 columns with names,
 * else FIDE's code (BH, PS/C1), and a line under the table says what each is. */
typedef struct standings_layout {
    const char *unit; /* "Player", or "Team" */
    int player_width; /* the player column, at most STANDINGS_PLAYER */
    int codes;        /* tiebreaks headed by their codes */
    int *width;       /* each tiebreak's column */
    int *block;       /* the block (table) each tiebreak is in: 0 beside the score */
    int blocks;
} standings_layout;

#define STANDINGS_PLAYER 32

static const char *tiebreak_heading(const pairing_standings *st, int k, int codes)
{
    return codes ? pairing_standings_tiebreak(st, k).code
                 : pairing_standings_tiebreak_name(st, k);
}

static int tiebreak_width(const pairing_standings *st, int k, int codes)
{
    int w = cli_display_width(tiebreak_heading(st, k, codes));
    char text[64];
    for (int row = 0; row < pairing_standings_count(st); row++) {
        pairing_value_format(pairing_standings_value(st, row, k), text, sizeof text);
        int v = cli_display_width(text);
        w = v > w ? v : w;
    }
    return w < 6 ? 6 : w;
}

/* Where the first tiebreak starts: rank, player, score (and a knockout's round). */
static int lead_width(const standings_layout *l, int knockout)
{
    return 6 + l->player_width + 2 + 5 + (knockout ? 8 : 0);
}

static void plan_blocks(standings_layout *l, const pairing_standings *st, int knockout)
{
    int at = lead_width(l, knockout);
    l->blocks = 1;
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        if (cli_tiebreak_hidden(st, k)) {
            l->block[k] = -1; /* in no block: not printed */
            continue;
        }
        if (at + 2 + l->width[k] > CLI_TEXT_WIDTH && at > lead_width(l, knockout)) {
            l->blocks++;
            at = 6 + l->player_width; /* a block of its own: rank and player again */
        }
        l->block[k] = l->blocks - 1;
        at += 2 + l->width[k];
    }
}

static int plan_standings(standings_layout *l, const pairing_event *ev,
                          const pairing_standings *st)
{
    int ntb = pairing_standings_tiebreaks(st);
    int knockout = pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT;
    l->width = calloc((size_t)ntb + 1, sizeof *l->width);
    l->block = calloc((size_t)ntb + 1, sizeof *l->block);
    if (!l->width || !l->block)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    l->player_width = at_most(widest_label(ev), STANDINGS_PLAYER);
    for (l->codes = 0; l->codes < 2; l->codes++) {
        int total = lead_width(l, knockout);
        for (int k = 0; k < ntb; k++) {
            l->width[k] = tiebreak_width(st, k, l->codes);
            total += cli_tiebreak_hidden(st, k) ? 0 : 2 + l->width[k];
        }
        if (total <= CLI_TEXT_WIDTH || l->codes)
            break;
    }
    plan_blocks(l, st, knockout);
    return EXIT_OK;
}

static void standings_header(cli_buffer *out, const standings_layout *l,
                             const pairing_standings *st, int block, int knockout)
{
    cli_row row = {out, 0, 6};
    cli_row_cell(&row, 0, 4, "Rank", 0);
    cli_row_cell(&row, 6, l->player_width, l->unit, 0);
    int at = 6 + l->player_width + 2;
    if (block == 0) {
        cli_row_cell(&row, at, 5, strcmp(l->unit, "Team") == 0 ? "MP" : "Score", 0);
        at += 5;
        if (knockout) {
            cli_row_cell(&row, at + 2, 6, "Out in", 0);
            at += 8;
        }
    } else {
        at -= 2;
    }
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        if (l->block[k] == block) {
            cli_row_cell(&row, at + 2, l->width[k], tiebreak_heading(st, k, l->codes), 1);
            at += 2 + l->width[k];
        }
    cli_row_end(&row);
}

static void standings_line(cli_buffer *out, const standings_layout *l,
                           const pairing_event *ev, const pairing_standings *st, int r,
                           int block)
{
    pairing_standing s = pairing_standings_row(st, r);
    char text[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_row row = {out, 0, 6};
    snprintf(text, sizeof text, "%d%s", s.rank, s.shared ? "=" : "");
    cli_row_cell(&row, 0, 4, text, 1);
    cli_player_label(ev, s.player, text, sizeof text);
    cli_row_cell(&row, 6, l->player_width, text, 0);
    int at = 6 + l->player_width + 2;
    if (block == 0) {
        cli_format_points(s.score, text, sizeof text);
        cli_row_cell(&row, at, 5, text, 1);
        at += 5;
        if (pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT) {
            if (s.eliminated)
                snprintf(text, sizeof text, "round %d", s.eliminated);
            else
                snprintf(text, sizeof text, "-");
            cli_row_cell(&row, at + 2, 6, text, 0);
            at += 8;
        }
    } else {
        at -= 2;
    }
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        if (l->block[k] == block) {
            pairing_value_format(pairing_standings_value(st, r, k), text, sizeof text);
            cli_row_cell(&row, at + 2, l->width[k], text, 1);
            at += 2 + l->width[k];
        }
    if (s.withdrawn && block == 0)
        cli_row_note(&row,
                     s.annulled ? _("(withdrew; games annulled)") : _("(withdrew)"));
    if (s.elimination && block == 0) {
        char note[320];
        snprintf(note, sizeof note, _("(out: %s)"), cli_elimination_text(s.elimination));
        cli_row_note(&row, note);
    }
    cli_row_end(&row);
}

/* Under a table headed by codes: what each code is. */
static void code_legend(cli_buffer *out, const pairing_standings *st)
{
    cli_buffer line = {0};
    cli_buffer_puts(&line, "");
    for (int k = 0, shown = 0; k < pairing_standings_tiebreaks(st); k++)
        if (!cli_tiebreak_hidden(st, k))
            cli_buffer_printf(&line, "%s%s=%s", shown++ ? "; " : "",
                              pairing_standings_tiebreak(st, k).code,
                              pairing_standings_tiebreak_name(st, k));
    const char *label = _("Tiebreaks: ");
    int width = cli_display_width(label);
    cli_buffer_printf(out, "\n%s", label);
    cli_buffer_wrap(out, width, width, line.data ? line.data : "");
    cli_buffer_puts(out, "\n");
    out->failed |= line.failed;
    cli_buffer_free(&line);
}

/* Qiu: after the final the places are the final's, not the score's (§二.3). */
static void order_line(cli_buffer *out, const pairing_standings *st)
{
    int final = pairing_standings_final(st);
    if (!final)
        return;
    char text[800];
    snprintf(text, sizeof text,
             _("the final (round %d) decides the places: each board's two players take "
               "the two places their pair stood for after round %d, the winner the "
               "better; the players not in the final follow in the order after round "
               "%d. Score and tiebreaks are those after the final."),
             final, final - 1, final - 1);
    const char *label = _("Places: ");
    int width = cli_display_width(label);
    cli_buffer_puts(out, label);
    cli_buffer_wrap(out, width, width, text);
    cli_buffer_puts(out, "\n");
}

int cli_text_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st)
{
    size_t start = out->len;
    pairing_system system = pairing_event_system(ev);
    standings_layout l = {0};
    l.unit = cx->unit ? cx->unit : "Player";
    int status = plan_standings(&l, ev, st);
    if (status) {
        free(l.width);
        free(l.block);
        return status;
    }
    cli_text_event_line(out, cx);
    char named[240];
    cli_buffer_printf(
        out, "Standings after round %d (%s", pairing_standings_after_round(st),
        cli_context_title(cx, pairing_system_name(system), named, sizeof named));
    if (system == PAIRING_SYSTEM_ROUNDROBIN)
        cli_buffer_printf(out, "; withdrawals: %s", pairing_standings_withdrawal(st));
    if (system == PAIRING_SYSTEM_SWISS)
        cli_buffer_printf(out, "; unplayed rounds: %s", pairing_standings_unplayed(st));
    cli_buffer_puts(out, ")\n");
    int games = 0,
        missing =
            cx->unit ? 0 /* a team's rounds are matches */
                     : cli_results_missing(ev, pairing_standings_after_round(st), &games);
    if (missing)
        cli_buffer_printf(out,
                          _("Round %d is still being played: %d of its %d games have no "
                            "result yet and count as not played.\n"),
                          pairing_standings_after_round(st), missing, games);
    cli_text_settings(out, cx);
    order_line(out, st);
    int knockout = system == PAIRING_SYSTEM_KNOCKOUT;
    for (int block = 0; block < l.blocks; block++) {
        cli_buffer_puts(out, "\n");
        if (block > 0)
            cli_buffer_printf(out, "Tiebreaks, continued (%d of %d)\n", block + 1,
                              l.blocks);
        standings_header(out, &l, st, block, knockout);
        for (int i = 0; i < pairing_standings_count(st); i++)
            standings_line(out, &l, ev, st, i, block);
    }
    if (l.codes)
        code_legend(out, st);
    cli_buffer_trim_line_ends(out, start);
    free(l.width);
    free(l.block);
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

#define MATCH_PLAYER 24 /* a side's column in a knockout's match lines */

static void text_match(cli_buffer *out, const cli_knockout_view *v,
                       const pairing_match *m, int width)
{
    char a[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8], b[sizeof a], w[sizeof a];
    char number[16], outcome[sizeof a + 16];
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
    cli_row row = {out, 0, 8};
    snprintf(number, sizeof number, "%d", m->number);
    cli_row_cell(&row, 2, 4, number, 1);
    cli_row_cell(&row, 8, width, a, 0);
    cli_row_cell(&row, 8 + width + 2, width, b, 0);
    int at = 8 + 2 * width + 4;
    if (m->state == PAIRING_MATCH_PLAYED || m->state == PAIRING_MATCH_WALKOVER) {
        side_label(v, m->winner, w, sizeof w);
        const char *how = m->state == PAIRING_MATCH_WALKOVER ? "walkover"
                          : m->outcome == PAIRING_DRAW
                              ? "= playoff"
                              : pairing_outcome_token(m->outcome);
        snprintf(outcome, sizeof outcome, "%-9s -> %s", how,
                 m->winner >= 0 ? w : "nobody");
        cli_row_cell(&row, at, 0, outcome, 0);
    } else if (m->state == PAIRING_MATCH_READY) {
        cli_row_cell(&row, at, 0, "to play", 0);
    }
    cli_row_end(&row);
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
    char seeded[32];
    if (v->fully_seeded)
        snprintf(seeded, sizeof seeded, "every line seeded");
    else
        snprintf(seeded, sizeof seeded, "%d seed%s", seeds, seeds == 1 ? "" : "s");
    cli_text_event_line(out, v->cx);
    cli_buffer_printf(out,
                      "Knockout: %d entrants, %d lines, %s, %d bye%s; placement: %s\n", n,
                      size, seeded, size - n, size - n == 1 ? "" : "s", v->placement);
    cli_text_settings(out, v->cx);
    if (v->fully_seeded) /* SPEC §11: seed s faces seed P + 1 - s, nothing is drawn */
        cli_buffer_puts(out, _("No lot in the draw: every line is seeded\n"));
    else if (is_default)
        cli_buffer_printf(out,
                          _("Lot drawn with seed %llu (the default; --draw-lots SEED "
                            "draws another)\n"),
                          (unsigned long long)seed);
    else
        cli_buffer_printf(out, _("Lot drawn with seed %llu\n"), (unsigned long long)seed);
    for (int i = 0; i < pairing_knockout_notes(k); i++) {
        cli_buffer_puts(out, "Note: ");
        char note[CLI_SENTENCE_SIZE];
        cli_buffer_wrap(out, 6, 6, cli_draw_note(k, i, note, sizeof note));
        cli_buffer_puts(out, "\n");
    }
    int width = at_most(widest_label(v->ev), MATCH_PLAYER);
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
    if (v->text_extra)
        v->text_extra(out, v->owner);
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

/* The columns of a sheet's line: board, first player and his score, second
 * player and his score, each label SHEET_PLAYER wide at most. */
#define SHEET_PLAYER 34

typedef struct sheet_columns {
    int label; /* a player column's width */
    int first, first_score, second, second_score;
} sheet_columns;

static sheet_columns sheet_columns_for(int label)
{
    sheet_columns c = {label, 9, 9 + label + 2, 0, 0};
    c.second = c.first_score + 7;
    c.second_score = c.second + label + 2;
    return c;
}

/* A player's cells: the label, then his score before the round. */
static void sheet_side(cli_row *row, const cli_sheet *sheet, const cli_sheet_side *side,
                       int at, int label_width)
{
    char label[SHEET_LABEL_SIZE], score[32];
    numbered_label(sheet->ev, side, label, sizeof label);
    cli_row_cell(row, at, label_width, label, 0);
    cli_format_points(side->score, score, sizeof score);
    cli_row_cell(row, at + label_width + 2, 5, score, 1);
}

static void sheet_line(cli_buffer *out, const cli_sheet *sheet, const cli_sheet_row *row,
                       const sheet_columns *c)
{
    cli_row line = {out, 0, 9};
    char board[16];
    if (row->kind == CLI_SHEET_GAME) {
        snprintf(board, sizeof board, "%d", row->board);
        cli_row_cell(&line, 2, 5, board, 1);
    } else if (row->kind == CLI_SHEET_HALF_BYE || row->kind == CLI_SHEET_ZERO_BYE) {
        cli_row_cell(&line, 1, 6, "absent", 0); /* SPEC §12: no pairing's bye */
    } else if (row->kind == CLI_SHEET_BYE) {
        cli_row_cell(&line, 4, 3, "bye", 0);
    }
    sheet_side(&line, sheet, &row->side[0], c->first, c->label);
    if (row->kind == CLI_SHEET_GAME) {
        sheet_side(&line, sheet, &row->side[1], c->second, c->label);
        if (row->rematch)
            cli_row_note(&line, "(rematch)");
        if (row->colour_lot)
            cli_row_note(&line, "(colours by lot)");
    } else if (row->kind == CLI_SHEET_HALF_BYE || row->kind == CLI_SHEET_ZERO_BYE) {
        char note[64];
        snprintf(note, sizeof note, "(%s, requested)", cli_sheet_note(row));
        cli_row_note(&line, note);
    } else if (row->kind == CLI_SHEET_WITHDRAWN) {
        char note[64];
        int after = pairing_event_entrant(sheet->ev, row->side[0].player).withdrawn;
        if (after > 0)
            snprintf(note, sizeof note, "after round %d", after);
        else
            snprintf(note, sizeof note, "before round 1");
        cli_row_note(&line, note);
    } else if (row->kind == CLI_SHEET_ELIMINATED) {
        cli_row_note(&line, cli_elimination_text(row->elimination));
    } else if (row->kind == CLI_SHEET_NOT_JOINED) {
        char note[64];
        snprintf(note, sizeof note, "(joins in round %d)",
                 pairing_event_entrant(sheet->ev, row->side[0].player).joined);
        cli_row_note(&line, note);
    }
    cli_row_end(&line);
}

static void sheet_header(cli_buffer *out, const sheet_columns *c)
{
    cli_row row = {out, 0, 9};
    cli_buffer_puts(out, "\n");
    cli_row_cell(&row, 2, 5, "Board", 0);
    cli_row_cell(&row, c->first, c->label, "First", 0);
    cli_row_cell(&row, c->first_score, 5, "Score", 1);
    cli_row_cell(&row, c->second, c->label, "Second", 0);
    cli_row_cell(&row, c->second_score, 5, "Score", 0);
    cli_row_end(&row);
}

/* Appendix 3 §二.1.1: why a player without a point is still in. */
static void kept_line(cli_buffer *out, const cli_sheet *sheet)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8],
        text[sizeof label + 200];
    cli_player_label(sheet->ev, sheet->kept, label, sizeof label);
    snprintf(text, sizeof text,
             "%s had no point after round 2 but stays in: the players left were an odd "
             "number, and the rules keep the one without a point with the best number "
             "(Appendix 3 §二.1.1).",
             label);
    cli_buffer_puts(out, "Kept: ");
    cli_buffer_wrap(out, 6, 6, text);
    cli_buffer_puts(out, "\n");
}

static void not_paired(cli_buffer *out, const cli_sheet *sheet, const sheet_columns *c)
{
    int from = sheet->games + sheet->byes;
    if (sheet->eliminated) {
        cli_buffer_printf(out, "\nEliminated after round 2 (%d):\n", sheet->eliminated);
        for (int i = from; i < from + sheet->eliminated; i++)
            sheet_line(out, sheet, &sheet->rows[i], c);
    }
    if (sheet->kept >= 0)
        kept_line(out, sheet);
    if (sheet->withdrawn) {
        cli_buffer_printf(out, "\nWithdrawn, not paired (%d):\n", sheet->withdrawn);
        for (int i = from + sheet->eliminated;
             i < from + sheet->eliminated + sheet->withdrawn; i++)
            sheet_line(out, sheet, &sheet->rows[i], c);
    }
    if (sheet->not_joined) {
        cli_buffer_printf(out, "\nNot yet joined, not paired (%d):\n", sheet->not_joined);
        for (int i = sheet->count - sheet->not_joined; i < sheet->count; i++)
            sheet_line(out, sheet, &sheet->rows[i], c);
    }
}

/* The title a Swiss-family sheet opens with: the system by its own name. */
static const char *sheet_system_title(pairing_system system)
{
    if (system == PAIRING_SYSTEM_QIU)
        return "Qiu system (仇式)";
    if (system == PAIRING_SYSTEM_DUTCH)
        return "FIDE Dutch system (国际棋联荷兰制)";
    return "Swiss system";
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
    char system[240];
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "%s, round %d of %d%s%s\n",
                      cli_context_title(cx, sheet_system_title(pairing_event_system(ev)),
                                        system, sizeof system),
                      pairing_round_number(r), pairing_round_total(r), stage ? ": " : "",
                      stage ? stage : "");
    cli_text_settings(out, cx);
    sheet_columns c = sheet_columns_for(at_most(sheet_width(&sheet), SHEET_PLAYER));
    sheet_header(out, &c);
    for (int i = 0; i < sheet.games + sheet.byes; i++)
        sheet_line(out, &sheet, &sheet.rows[i], &c);
    not_paired(out, &sheet, &c);
    if (pairing_round_explanations(r)) {
        cli_buffer_puts(out, _("\nWhy:\n"));
        for (int i = 0; i < pairing_round_explanations(r); i++) {
            char why[CLI_SENTENCE_SIZE];
            cli_buffer_puts(out, "  - ");
            cli_buffer_wrap(out, 4, 4, cli_explanation(r, i, why, sizeof why));
            cli_buffer_puts(out, "\n");
        }
    }
    cli_sheet_free(&sheet);
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- the player list ---- */

#define LIST_NAME 40 /* the name column; a longer name runs on, the row below */

int cli_text_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev)
{
    size_t start = out->len;
    int n = pairing_event_entrants(ev), name = 4, id = 2;
    for (int p = 0; p < n; p++) {
        name = at_most(cli_display_width(pairing_event_name(ev, p)) > name
                           ? cli_display_width(pairing_event_name(ev, p))
                           : name,
                       LIST_NAME);
        int w = cli_display_width(pairing_event_id(ev, p));
        id = w > id ? at_most(w, LIST_NAME) : id;
    }
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, _("Players by initial number (序号): %d\n"), n);
    cli_text_settings(out, cx);
    cli_buffer_puts(out, "\n");
    cli_row row = {out, 0, 6};
    int late = cli_any_late_entry(ev); /* SPEC §12: the round a late entry joins */
    int at_id = 6 + name + 2, at_rating = at_id + id + 2, at_joins = at_rating + 8;
    int at_club = at_joins + (late ? 7 : 0);
    cli_row_cell(&row, 0, 4, "No.", 1);
    cli_row_cell(&row, 6, name, "Name", 0);
    cli_row_cell(&row, at_id, id, "ID", 0);
    cli_row_cell(&row, at_rating, 6, "Rating", 1);
    if (late)
        cli_row_cell(&row, at_joins, 5, "Joins", 1);
    cli_row_cell(&row, at_club, 0, "Club", 0);
    cli_row_end(&row);
    char text[PAIRING_MAX_NAME_BYTES + 16];
    for (int number = 1; number <= n; number++) {
        pairing_entrant e =
            pairing_event_entrant(ev, pairing_event_player_at(ev, number));
        snprintf(text, sizeof text, "%d", number);
        cli_row_cell(&row, 0, 4, text, 1);
        snprintf(text, sizeof text, "%s", e.name);
        for (char *c = text; *c; c++)
            if ((unsigned char)*c < 0x20)
                *c = ' ';
        cli_row_cell(&row, 6, name, text, 0);
        cli_row_cell(&row, at_id, id, e.id, 0);
        snprintf(text, sizeof text, "%d", e.rating);
        cli_row_cell(&row, at_rating, 6, e.rating == PAIRING_UNRATED ? "" : text, 1);
        snprintf(text, sizeof text, "%d", e.joined);
        if (late)
            cli_row_cell(&row, at_joins, 5, e.joined > 0 ? text : "", 1);
        cli_row_cell(&row, at_club, 0, e.club ? e.club : "", 0);
        cli_row_end(&row);
    }
    cli_buffer_trim_line_ends(out, start);
    return EXIT_OK;
}

/* ---- a check's report ---- */

int cli_text_report(cli_buffer *out, const cli_context *cx, const pairing_report *rep,
                    pairing_system system)
{
    int n = pairing_report_problems(rep);
    cli_text_event_line(out, cx);
    cli_buffer_printf(out,
                      n ? _("Round %d (%s): the pairing breaks the rules\n")
                        : _("Round %d (%s): the pairing obeys the rules\n"),
                      pairing_report_round(rep), pairing_system_name(system));
    cli_text_settings(out, cx);
    for (int i = 0; i < n; i++) {
        cli_buffer_puts(out, "  - ");
        char problem[CLI_SENTENCE_SIZE];
        cli_buffer_wrap(out, 4, 4, cli_problem(rep, i, problem, sizeof problem));
        cli_buffer_puts(out, "\n");
    }
    return EXIT_OK;
}
