/*
 * results_file.c - the results file as a document a director's round adds to
 * and fills in (SPEC §8): `--record` appends a paired round, `pairing record`
 * fills one result in.  Whatever the file held stays byte for byte: a row that
 * changes is written again in the file's own form (separator, quoting as
 * needed, its own line end), rows that are added end with the header's line
 * end, and the file is replaced atomically.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/csv_table.h"

static const char *const column_names[CLI_RF_COLUMNS] = {
    "round",  "board",      "first",       "second", "result",
    "winner", "first_team", "second_team", "game"};

/* ---- lines ---- */

/* The length of the line end at p ("\r\n", "\n" or a lone "\r"), 0 if none. */
static size_t line_end_at(const char *p, const char *end)
{
    if (p < end && *p == '\n')
        return 1;
    if (p < end && *p == '\r')
        return p + 1 < end && p[1] == '\n' ? 2 : 1;
    return 0;
}

/* Where each line begins, counted as the CSV reader counts them. */
static int index_lines(cli_results_file *rf)
{
    const char *p = rf->text.data ? rf->text.data : "", *end = p + rf->text.len;
    int n = 0;
    if (cli_grow((void **)&rf->line_starts, &rf->cap_lines, 1, sizeof(size_t), 256))
        return -1;
    rf->line_starts[n++] = 0;
    for (const char *q = p; q < end;) {
        size_t e = line_end_at(q, end);
        if (!e) {
            q++;
            continue;
        }
        q += e;
        if (cli_grow((void **)&rf->line_starts, &rf->cap_lines, n + 1, sizeof(size_t),
                     256))
            return -1;
        rf->line_starts[n++] = (size_t)(q - p);
    }
    rf->nlines = n;
    return 0;
}

/* Line breaks inside a field (a quoted field may hold them). */
static int breaks_in(const char *s)
{
    int n = 0;
    for (const char *end = s + strlen(s); s < end;) {
        size_t e = line_end_at(s, end);
        n += e > 0;
        s += e ? e : 1;
    }
    return n;
}

/* ---- reading ---- */

static int keep_text(cli_buffer *b, const char *s, size_t *at)
{
    *at = b->len;
    cli_buffer_add(b, s, strlen(s) + 1);
    return b->failed ? -1 : 0;
}

/* The header's names as the results reader matches them (Chinese aliases too). */
static int read_header(cli_results_file *rf, char **fields, int count, long line)
{
    for (int c = 0; c < CLI_RF_COLUMNS; c++)
        rf->column[c] = -1;
    for (int i = 0; i < count; i++) {
        cli_trim_blanks(fields[i]);
        const char *name = cli_column_name(fields[i]);
        for (int c = 0; c < CLI_RF_COLUMNS; c++)
            if (strcasecmp(name, column_names[c]) == 0 && rf->column[c] < 0)
                rf->column[c] = i;
    }
    rf->width = count;
    rf->header_line = line;
    for (int c = CLI_RF_ROUND; c <= CLI_RF_RESULT; c++)
        if (c != CLI_RF_BOARD && rf->column[c] < 0)
            return cli_missing_column(rf->path, line, column_names[c], NULL);
    return EXIT_OK;
}

static int on_row(void *ctx, char **fields, int count, long line)
{
    cli_results_file *rf = ctx;
    if (cli_csv_empty_row(fields, count)) /* a spreadsheet's empty row: no result */
        return EXIT_OK;
    if (!rf->width)
        return read_header(rf, fields, count, line);
    if (cli_grow((void **)&rf->rows, &rf->cap_rows, rf->nrows + 1, sizeof *rf->rows,
                 64) ||
        cli_grow((void **)&rf->field_at, &rf->cap_fields, rf->nfields + count,
                 sizeof *rf->field_at, 256))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_results_row *row = &rf->rows[rf->nrows];
    row->line = line;
    row->first_field = rf->nfields;
    row->count = count;
    int span = 1;
    for (int i = 0; i < count; i++) {
        span += breaks_in(fields[i]);
        if (keep_text(&rf->strings, fields[i], &rf->field_at[rf->nfields++]))
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    long last = line - 1 + span; /* the line after the row, 0-based */
    row->start = rf->line_starts[line - 1];
    row->end = last < rf->nlines ? rf->line_starts[last] : rf->text.len;
    long round;
    const char *r = cli_results_field(rf, rf->nrows, CLI_RF_ROUND);
    row->round = cli_parse_uint(r, PAIRING_MAX_ROUNDS, &round) ? 0 : (int)round;
    rf->nrows++;
    return EXIT_OK;
}

/* The header's line end, which added rows take. */
static const char *header_line_end(const cli_results_file *rf)
{
    const char *p = rf->text.data, *end = p + rf->text.len;
    size_t at = rf->header_line >= 1 && rf->header_line < rf->nlines
                    ? rf->line_starts[rf->header_line]
                    : rf->text.len;
    for (const char *q = p + at; q > p; q--)
        if (q[-1] != '\r' && q[-1] != '\n')
            return line_end_at(q, end) == 2 ? "\r\n" : "\n";
    return "\n";
}

int cli_results_parse(cli_results_file *rf, const char *path, const char *data,
                      size_t len, cli_encoding encoding)
{
    memset(rf, 0, sizeof *rf);
    rf->path = path;
    cli_text text;
    int status = cli_decode_text(path, data, len, encoding, &text);
    if (status)
        return status;
    rf->form = cli_text_form_of(&text);
    cli_buffer_add_slow(&rf->text, text.data, text.len);
    cli_text_free(&text);
    if (rf->text.failed || index_lines(rf))
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    rf->separator = cli_csv_separator(rf->text.data, rf->text.len);
    if (!status)
        status = cli_csv_each_row(path, rf->text.data, rf->text.len, on_row, rf);
    if (!status && !rf->width)
        status =
            cli_fail_at(EXIT_DATA, path, 0, _("empty file (a header row is required)"));
    if (!status)
        rf->line_end = header_line_end(rf);
    if (status)
        cli_results_free(rf);
    return status;
}

int cli_results_load(cli_results_file *rf, const char *path, cli_encoding encoding)
{
    char *data = NULL;
    size_t len = 0;
    memset(rf, 0, sizeof *rf);
    int status = cli_read_file(path, &data, &len);
    if (!status)
        status = cli_results_parse(rf, path, data, len, encoding);
    free(data);
    return status;
}

void cli_results_free(cli_results_file *rf)
{
    cli_buffer_free(&rf->text);
    cli_buffer_free(&rf->strings);
    free(rf->rows);
    free(rf->field_at);
    free(rf->line_starts);
    memset(rf, 0, sizeof *rf);
}

static const char *row_field(const cli_results_file *rf, int row, int i)
{
    const cli_results_row *r = &rf->rows[row];
    return i >= 0 && i < r->count ? rf->strings.data + rf->field_at[r->first_field + i]
                                  : "";
}

const char *cli_results_field(const cli_results_file *rf, int row, int column)
{
    return row_field(rf, row, rf->column[column]);
}

/* The first row of the round other than a bye a player asked for (an absence,
 * written before the round is paired: SPEC §12); -1 if none. */
int cli_results_round_row(const cli_results_file *rf, int round)
{
    for (int i = 0; i < rf->nrows; i++) {
        pairing_outcome outcome;
        int asked =
            !cli_result_outcome(cli_results_field(rf, i, CLI_RF_RESULT), &outcome) &&
            (outcome == PAIRING_HALF_BYE || outcome == PAIRING_ZERO_BYE);
        if (rf->rows[i].round == round && !asked)
            return i;
    }
    return -1;
}

/* The text as it would be had it stopped after `round`: the rows of later rounds
 * blanked out, their line breaks kept, so that every line keeps its number. */
int cli_results_through(const cli_results_file *rf, int round, cli_buffer *out)
{
    size_t at = 0;
    for (int i = 0; i < rf->nrows; i++) {
        const cli_results_row *r = &rf->rows[i];
        if (r->round <= round)
            continue;
        cli_buffer_add_slow(out, rf->text.data + at, r->start - at);
        for (size_t k = r->start; k < r->end; k++)
            if (rf->text.data[k] == '\n' || rf->text.data[k] == '\r')
                cli_buffer_add(out, rf->text.data + k, 1);
        at = r->end;
    }
    cli_buffer_add_slow(out, rf->text.data + at, rf->text.len - at);
    return out->failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}

/* ---- writing ---- */

/* A row in the header's columns: our values where the file has the column,
 * `others` (the row's own fields, or none) elsewhere. */
static void put_row(const cli_results_file *rf, cli_buffer *out,
                    const char *const value[CLI_RF_COLUMNS], int others)
{
    for (int i = 0; i < rf->width; i++) {
        const char *text = others >= 0 ? row_field(rf, others, i) : "";
        for (int c = 0; c < CLI_RF_COLUMNS; c++)
            if (rf->column[c] == i && value[c])
                text = value[c];
        if (i)
            cli_buffer_add(out, &rf->separator, 1);
        cli_buffer_csv_field_in(out, text, rf->separator);
    }
}

int cli_results_append(cli_results_file *rf, const cli_results_line *line)
{
    char round[16], board[16], game[16];
    snprintf(round, sizeof round, "%d", line->round);
    snprintf(board, sizeof board, "%d", line->board);
    snprintf(game, sizeof game, "%d", line->game);
    const char *value[CLI_RF_COLUMNS] = {round,
                                         line->board ? board : "",
                                         line->first,
                                         line->second ? line->second : "",
                                         line->result ? line->result : "",
                                         line->winner ? line->winner : "",
                                         line->first_team ? line->first_team : "",
                                         line->second_team ? line->second_team : "",
                                         line->game ? game : ""};
    size_t n = rf->text.len;
    if (n && rf->text.data[n - 1] != '\n' && rf->text.data[n - 1] != '\r')
        cli_buffer_puts(&rf->text, rf->line_end);
    put_row(rf, &rf->text, value, -1);
    cli_buffer_puts(&rf->text, rf->line_end);
    rf->changed = 1;
    return rf->text.failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}

/* The row written again with its result (and winner) set; the rest of the file,
 * the row's own line end included, is left as it was. */
int cli_results_fill(cli_results_file *rf, int row, const char *result,
                     const char *winner)
{
    cli_results_row *r = &rf->rows[row];
    const char *value[CLI_RF_COLUMNS] = {0};
    value[CLI_RF_RESULT] = result;
    value[CLI_RF_WINNER] = winner;
    cli_buffer line = {0};
    put_row(rf, &line, value, row);
    const char *text = rf->text.data;
    size_t body = r->end; /* the row without its line end */
    while (body > r->start && (text[body - 1] == '\n' || text[body - 1] == '\r'))
        body--;
    cli_buffer edited = {0};
    cli_buffer_add_slow(&edited, text, r->start);
    cli_buffer_add_slow(&edited, line.data ? line.data : "", line.len);
    cli_buffer_add_slow(&edited, text + body, rf->text.len - body);
    int failed = line.failed || edited.failed;
    if (failed) {
        cli_buffer_free(&edited);
    } else {
        cli_buffer_free(&rf->text);
        rf->text = edited;
    }
    long delta = (long)line.len - (long)(body - r->start);
    for (int i = row; i < rf->nrows && !failed; i++) {
        if (i > row)
            rf->rows[i].start = (size_t)((long)rf->rows[i].start + delta);
        rf->rows[i].end = (size_t)((long)rf->rows[i].end + delta);
    }
    for (int c = CLI_RF_RESULT; c <= CLI_RF_WINNER && !failed; c++) {
        int i = rf->column[c];
        if (value[c] && i >= 0 && i < r->count)
            failed = keep_text(&rf->strings, value[c], &rf->field_at[r->first_field + i]);
    }
    cli_buffer_free(&line);
    rf->changed = 1;
    return failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}

/* Written back as it was written: its encoding, its mark. */
int cli_results_save(const cli_results_file *rf)
{
    cli_buffer out = {0};
    int status = cli_encode_text(rf->text.data, rf->text.len, rf->form, &out);
    if (!status)
        status = cli_write_output(&out, rf->path);
    cli_buffer_free(&out);
    return status;
}
