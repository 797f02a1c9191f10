/*
 * text_layout.c - laying text out in columns: padding by display width, so names
 * in Chinese (two columns a character) line up too; player labels; points.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

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
void cli_player_label(const pairing_event *ev, int player, char *buf, size_t size)
{
    snprintf(buf, size, "%s (%s)", pairing_event_name(ev, player),
             pairing_event_id(ev, player));
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20)
            *p = ' ';
}

/* A score in half-points as the library writes exact values: 5.5, 3, 0.5. */
void cli_format_points(int half_points, char *buf, size_t size)
{
    pairing_value v = {half_points, 2, 1};
    pairing_value_format(v, buf, size);
}

/* ---- rows of a table 100 columns wide at most ---- */

static void row_newline(cli_row *row)
{
    cli_buffer_puts(row->out, "\n");
    row->at = 0;
}

/* A cell of a row from display column `start`, `width` wide: a text wider than
 * its cell runs on, and the rest of the row goes on the next line, under the
 * next cell's start; a text that would pass the line's end starts on the next
 * line at the row's indent.  So a long name never pushes a table past its width. */
void cli_row_cell(cli_row *row, int start, int width, const char *text, int right_align)
{
    int w = cli_display_width(text);
    if (start > row->indent && start + w > CLI_TEXT_WIDTH && w > width) {
        if (row->at > row->indent)
            row_newline(row);
        start = row->indent;
    } else if (row->at > start) {
        row_newline(row);
    }
    for (; row->at < start; row->at++)
        cli_buffer_puts(row->out, " ");
    cli_buffer_pad(row->out, text, width, right_align);
    row->at += w > width ? w : width;
}

/* A note after the row, two blanks on, or at the indent of the next line when
 * the line has no room left for it. */
void cli_row_note(cli_row *row, const char *text)
{
    int w = cli_display_width(text);
    if (row->at + 2 + w > CLI_TEXT_WIDTH && row->at > row->indent)
        row_newline(row);
    cli_row_cell(row, row->at > row->indent ? row->at + 2 : row->indent, 0, text, 0);
}

void cli_row_end(cli_row *row)
{
    cli_buffer_puts(row->out, "\n");
    row->at = 0;
}

/* The next piece of prose that may not be broken: up to a blank, through a comma,
 * or one Chinese character (a line may break before or after one).  Returns its
 * length in bytes; *width gets its display width. */
static size_t next_piece(const char *p, int *width)
{
    const char *end = p;
    *width = 0;
    while (*end && *end != ' ') {
        unsigned char c = (unsigned char)*end;
        int len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        char one[5] = {0};
        for (int i = 0; i < len && end[i]; i++)
            one[i] = end[i];
        int w = cli_display_width(one);
        if (w == 2 && end > p)
            break;
        *width += w;
        end += strlen(one);
        if (w == 2 || c == ',')
            break;
    }
    return (size_t)(end - p);
}

/* Prose wrapped at CLI_TEXT_WIDTH columns, between words, after commas or at
 * Chinese characters; the cursor is at column `at`, and a new line starts with
 * `indent` blanks.  Control characters (a name may hold them) print as blanks. */
void cli_buffer_wrap(cli_buffer *out, int at, int indent, const char *text)
{
    const char *p = text;
    int blank = 0; /* a blank before the next piece */
    while (*p) {
        int w;
        size_t len = next_piece(p, &w);
        if (at + blank + w > CLI_TEXT_WIDTH && at > indent) {
            cli_buffer_puts(out, "\n");
            for (at = 0; at < indent; at++)
                cli_buffer_puts(out, " ");
            blank = 0;
        }
        if (blank)
            cli_buffer_puts(out, " ");
        for (size_t i = 0; i < len; i++) /* a line break in a name is a blank here */
            cli_buffer_add(out, (unsigned char)p[i] < 0x20 ? " " : p + i, 1);
        at += blank + w;
        p += len;
        blank = *p == ' ';
        while (*p == ' ')
            p++;
    }
}
