/*
 * text_output.c - tables for the terminal.  Columns are padded by display
 * width, so names in Chinese (two columns a character) line up too.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* East Asian wide and fullwidth ranges (the common ones for names). */
static int is_wide(unsigned cp)
{
    return (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf) ||
           (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) ||
           (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) ||
           (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x20000 && cp <= 0x3fffd);
}

int cli_display_width(const char *s)
{
    int width = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned cp = *p;
        int extra = cp >= 0xf0 ? 3 : cp >= 0xe0 ? 2 : cp >= 0xc0 ? 1 : 0;
        cp &= extra ? 0x3fu >> extra : 0x7fu;
        p++;
        for (int i = 0; i < extra && (*p & 0xc0) == 0x80; i++, p++)
            cp = (cp << 6) | (*p & 0x3f);
        width += is_wide(cp) ? 2 : 1;
    }
    return width;
}

void cli_buffer_pad(cli_buffer *b, const char *text, int width, int right_align)
{
    int fill = width - cli_display_width(text);
    if (right_align)
        for (int i = 0; i < fill; i++)
            cli_buffer_puts(b, " ");
    cli_buffer_puts(b, text);
    if (!right_align)
        for (int i = 0; i < fill; i++)
            cli_buffer_puts(b, " ");
}

/* "张三 (p01)"; a line break or tab inside a name becomes a space, so rows stay rows. */
static void player_label(const pairing_event *ev, int player, char *buf, size_t size)
{
    snprintf(buf, size, "%s (%s)", pairing_event_name(ev, player), pairing_event_id(ev, player));
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20)
            *p = ' ';
}

static int widest_label(const pairing_event *ev)
{
    int widest = 6;
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    for (int p = 0; p < pairing_event_entrants(ev); p++) {
        player_label(ev, p, label, sizeof label);
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
        player_label(ev, g.first, label, sizeof label);
        cli_buffer_pad(out, label, width + 2, 0);
        player_label(ev, g.second, label, sizeof label);
        cli_buffer_printf(out, "%s\n", label);
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        player_label(ev, pairing_round_bye(r, i), label, sizeof label);
        cli_buffer_printf(out, "    bye  %s\n", label);
    }
}

int cli_text_schedule(cli_buffer *out, const pairing_event *ev, const pairing_schedule *s)
{
    int rounds = pairing_schedule_rounds(s);
    cli_buffer_printf(out, "Round robin (Berger tables): %d players, %d round%s%s\n",
                      pairing_event_entrants(ev), rounds, rounds == 1 ? "" : "s",
                      pairing_schedule_cycles(s) == 2 ? ", double" : "");
    int width = widest_label(ev);
    for (int r = 1; r <= rounds; r++)
        text_round(out, ev, pairing_schedule_round(s, r), width);
    return EXIT_OK;
}

static void format_score(int half_points, char *buf, size_t size)
{
    pairing_value v = {half_points, 2, 1};
    pairing_value_format(v, buf, size);
}

static void standings_header(cli_buffer *out, const pairing_standings *st, int width)
{
    cli_buffer_puts(out, "Rank  ");
    cli_buffer_pad(out, "Player", width + 2, 0);
    cli_buffer_puts(out, "Score");
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        const char *name = pairing_standings_tiebreak_name(st, k);
        int w = cli_display_width(name);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, name, w < 6 ? 6 : w, 1);
    }
    cli_buffer_puts(out, "\n");
}

static void standings_line(cli_buffer *out, const pairing_event *ev, const pairing_standings *st,
                           int row, int width)
{
    pairing_standing s = pairing_standings_row(st, row);
    char text[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    snprintf(text, sizeof text, "%d%s", s.rank, s.shared ? "=" : "");
    cli_buffer_pad(out, text, 4, 1);
    cli_buffer_puts(out, "  ");
    player_label(ev, s.player, text, sizeof text);
    cli_buffer_pad(out, text, width + 2, 0);
    format_score(s.score, text, sizeof text);
    cli_buffer_pad(out, text, 5, 1);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        int w = cli_display_width(pairing_standings_tiebreak_name(st, k));
        pairing_value_format(pairing_standings_value(st, row, k), text, sizeof text);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, text, w < 6 ? 6 : w, 1);
    }
    if (s.withdrawn)
        cli_buffer_puts(out, s.annulled ? "  (withdrew; games annulled)" : "  (withdrew)");
    cli_buffer_puts(out, "\n");
}

int cli_text_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st)
{
    cli_buffer_printf(out, "Standings after round %d (%s; withdrawals: %s)\n\n",
                      pairing_standings_after_round(st),
                      pairing_system_name(pairing_event_system(ev)),
                      pairing_standings_withdrawal(st));
    int width = widest_label(ev);
    standings_header(out, st, width);
    for (int i = 0; i < pairing_standings_count(st); i++)
        standings_line(out, ev, st, i, width);
    return EXIT_OK;
}
