/*
 * sheet.c - a CSV file of the event (the entrants, a relay's games) edited as
 * a director edits it in a spreadsheet: read as rows of fields, a row added or
 * changed, written back in the file's own encoding, separator and line ends;
 * then the event must still read, or the file is put back as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "desk/sheet.h"
#include "formats/csv_table.h"

static int keep_row(void *ctx, char **fields, int count, long line)
{
    (void)line;
    sheet *s = ctx;
    if (s->rows == 0)
        s->width = count < DESK_SHEET_COLUMNS ? count : DESK_SHEET_COLUMNS;
    int need = (s->rows + 1) * DESK_SHEET_COLUMNS;
    if (need > s->cap && cli_grow((void **)&s->fields, &s->cap, need, sizeof *s->fields,
                                  DESK_SHEET_COLUMNS * 64))
        return EXIT_SOFTWARE;
    for (int c = 0; c < DESK_SHEET_COLUMNS; c++) {
        s->fields[s->rows * DESK_SHEET_COLUMNS + c] = strdup(c < count ? fields[c] : "");
        if (!s->fields[s->rows * DESK_SHEET_COLUMNS + c])
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    s->rows++;
    return EXIT_OK;
}

void desk_sheet_free(sheet *s)
{
    for (int i = 0; i < s->rows * DESK_SHEET_COLUMNS; i++)
        free(s->fields[i]);
    free(s->fields);
    free(s->bytes);
    if (s->text.data)
        cli_text_free(&s->text);
    memset(s, 0, sizeof *s);
}

char **desk_sheet_field(sheet *s, int row, int column)
{
    return &s->fields[row * DESK_SHEET_COLUMNS + column];
}

/* The file the event file names under key (entrants, teams, members). */
int desk_event_path(const desk *d, const char *key, char *path, size_t size,
                    desk_response *rs)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    const char *name = status ? NULL : desk_state_value(&st, key);
    if (!status && (!name || !*name))
        status = desk_error(rs, 409, _("the event file names no entrants file"));
    if (!status)
        snprintf(path, size, "%s/%s", st.ef.dir, name);
    desk_state_free(&st);
    return status;
}

int desk_sheet_read(const desk *d, const char *key, sheet *s, desk_response *rs)
{
    memset(s, 0, sizeof *s);
    int status = desk_event_path(d, key, s->path, sizeof s->path, rs);
    if (!status && cli_read_file(s->path, &s->bytes, &s->len))
        status = desk_error(rs, 404, NULL);
    if (!status &&
        cli_decode_text(s->path, s->bytes, s->len, CLI_ENCODING_AUTO, &s->text))
        status = desk_error(rs, 422, NULL);
    if (status)
        return status;
    const char *nl = memchr(s->text.data, '\n', s->text.len);
    s->line_end = nl && nl > s->text.data && nl[-1] == '\r' ? "\r\n" : "\n";
    s->separator = cli_csv_separator(s->text.data, s->text.len);
    if (cli_csv_each_row(s->path, s->text.data, s->text.len, keep_row, s) || s->rows == 0)
        return desk_error(rs, 422, s->rows ? NULL : _("the entrants file has no header"));
    return 0;
}

/* The column a header names (its Chinese alias too), added when missing. */
int desk_sheet_column(sheet *s, const char *name, int add)
{
    for (int c = 0; c < s->width; c++) {
        char header[256];
        snprintf(header, sizeof header, "%s", *desk_sheet_field(s, 0, c));
        cli_trim_blanks(header);
        if (!strcasecmp(cli_column_name(header), name))
            return c;
    }
    if (!add || s->width == DESK_SHEET_COLUMNS)
        return -1;
    char *copy = strdup(name);
    if (!copy)
        return -1;
    free(*desk_sheet_field(s, 0, s->width));
    *desk_sheet_field(s, 0, s->width) = copy;
    return s->width++;
}

/* The row whose column holds value (blanks aside), or -1. */
int desk_sheet_row(sheet *s, const char *column, const char *id)
{
    int c = desk_sheet_column(s, column, 0);
    for (int r = 1; c >= 0 && r < s->rows; r++) {
        char value[256];
        snprintf(value, sizeof value, "%s", *desk_sheet_field(s, r, c));
        cli_trim_blanks(value);
        if (!strcmp(value, id))
            return r;
    }
    return -1;
}

int desk_sheet_add_row(sheet *s, desk_response *rs)
{
    if (keep_row(s, (char *[]){NULL}, 0, 0))
        return desk_error(rs, 500, _("out of memory"));
    return s->rows - 1;
}

/* The row's field of a column (added when the file has none) set to value;
 * -1 when out of memory or out of columns. */
int desk_sheet_set(sheet *s, int row, const char *column, const char *value)
{
    int c = desk_sheet_column(s, column, 1);
    char *copy = c < 0 ? NULL : strdup(value);
    if (!copy)
        return -1;
    free(*desk_sheet_field(s, row, c));
    *desk_sheet_field(s, row, c) = copy;
    return 0;
}

void desk_sheet_remove_row(sheet *s, int row)
{
    for (int c = 0; c < DESK_SHEET_COLUMNS; c++)
        free(s->fields[row * DESK_SHEET_COLUMNS + c]);
    memmove(s->fields + row * DESK_SHEET_COLUMNS,
            s->fields + (row + 1) * DESK_SHEET_COLUMNS,
            (size_t)(s->rows - row - 1) * DESK_SHEET_COLUMNS * sizeof *s->fields);
    s->rows--;
}

/* The rows as the file was written: its separator, line ends and encoding. */
int desk_sheet_encode(const sheet *s, cli_buffer *out)
{
    cli_buffer text = {0};
    for (int r = 0; r < s->rows; r++) {
        for (int c = 0; c < s->width; c++) {
            if (c)
                cli_buffer_add(&text, &s->separator, 1);
            cli_buffer_csv_field_in(&text, s->fields[r * DESK_SHEET_COLUMNS + c],
                                    s->separator);
        }
        cli_buffer_puts(&text, s->line_end);
    }
    int status = text.failed ? EXIT_SOFTWARE
                             : cli_encode_text(text.data ? text.data : "", text.len,
                                               cli_text_form_of(&s->text), out);
    cli_buffer_free(&text);
    return status;
}

/* The new file in place, read back as the pairing reads it; if it does not
 * read, the old one back in place and the problem answered (422). */
int desk_replace_file(const desk *d, const char *path, const cli_buffer *bytes,
                      const char *old, size_t old_len, desk_reads reads,
                      desk_response *rs)
{
    if (cli_write_output(bytes, path))
        return desk_error(rs, 500, NULL);
    if (reads(d))
        return 0;
    cli_buffer was = {.data = (char *)old, .len = old_len, .cap = old_len};
    cli_write_output(&was, path);
    return desk_error(rs, 422, NULL);
}

int desk_sheet_save(const desk *d, sheet *s, desk_reads reads, desk_response *rs)
{
    cli_buffer bytes = {0};
    int status = desk_sheet_encode(s, &bytes)
                     ? desk_error(rs, 422, NULL)
                     : desk_replace_file(d, s->path, &bytes, s->bytes, s->len, reads, rs);
    cli_buffer_free(&bytes);
    return status;
}
