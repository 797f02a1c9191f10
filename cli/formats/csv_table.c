/*
 * csv_table.c - a CSV file read as a table (csv_table.h): decoded to UTF-8
 * (encoding.c), parsed with libcsv at the separator its header line uses, the
 * header's names matched to the columns, every row named by FILE:LINE.
 *
 * The text is fed to libcsv a block of whole lines at a time, each line checked
 * first (no NUL; quotes counted, so that the line each row begins on is known).
 */
#include <csv.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/csv_table.h"

#define MAX_NUMBER 1000000L

typedef int (*row_handler)(void *ctx, char **fields, int count, long line);

typedef struct reader {
    const char *path;
    long row_start; /* line where the current row began, 0 = between rows */
    long *waiting;  /* lines where the rows libcsv has yet to finish begin, in order */
    size_t first_waiting, nwaiting, cap_waiting;
    long *block_lines; /* where each line of the block being parsed starts */
    size_t nblock_lines, cap_block_lines;
    int in_quotes;    /* the lines read so far end inside a quoted field */
    char separator;   /* of the fields: comma, tab or semicolon */
    cli_buffer *text; /* the fields, each NUL-terminated, end to end: the handler
                       * empties it when it is done with them */
    size_t *starts;   /* where each field starts in text */
    char **fields;    /* and the fields themselves, once the row is complete */
    int count, cap, cap_fields;
    int status; /* the first failure's exit status */
    row_handler handle;
    int (*settle)(void *ctx); /* the rows read so far go in, before a file error */
    void *ctx;
} reader;

/* ---- reading the lines ---- */

/* The length of the line at p (its line end included), and the quotes in it:
 * -1 at a NUL byte.  The text is valid UTF-8 (cli_decode_text), in which a
 * byte that is not ASCII is never a line end or a quote. */
static int scan_line(const char *line, size_t left, size_t *length, int *quotes)
{
    const unsigned char *p = (const unsigned char *)line, *end = p + left;
    int q = 0;
    for (; p < end; p++) {
        unsigned c = *p;
        if (c >= 0x20) {
            q += c == '"';
            continue;
        }
        if (c == '\n') {
            p++;
            break;
        }
        if (c == '\r') {
            p += p + 1 < end && p[1] == '\n' ? 2 : 1;
            break;
        }
        if (c == 0)
            return -1;
    }
    *length = (size_t)(p - (const unsigned char *)line);
    *quotes = q;
    return 0;
}

/* ---- libcsv callbacks: a row's fields go into one buffer, kept from row to row ---- */

static void on_field(void *s, size_t len, void *data)
{
    reader *rd = data;
    if (rd->status)
        return;
    if (rd->count >= rd->cap &&
        cli_grow((void **)&rd->starts, &rd->cap, rd->count + 1, sizeof *rd->starts, 16)) {
        rd->status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
        return;
    }
    rd->starts[rd->count++] = rd->text->len;
    char *to = cli_buffer_room(rd->text, len + 1); /* the field, its NUL */
    if (!to) {
        rd->status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
        return;
    }
    if (len)
        memcpy(to, s, len);
    to[len] = to[len + 1] = 0; /* the field's NUL, then the buffer's */
    rd->text->len += len + 1;
}

/* The start line of the row that libcsv is on now, taken from the queue. */
static void next_row_start(reader *rd)
{
    if (rd->first_waiting < rd->nwaiting)
        rd->row_start = rd->waiting[rd->first_waiting++];
    else
        rd->row_start = 0;
    if (rd->first_waiting == rd->nwaiting)
        rd->first_waiting = rd->nwaiting = 0;
}

static int push_long(long **items, size_t *count, size_t *cap, long value)
{
    if (*count == *cap) {
        size_t grown = *cap ? 2 * *cap : 256;
        long *more = realloc(*items, grown * sizeof *more);
        if (!more)
            return -1;
        *items = more;
        *cap = grown;
    }
    (*items)[(*count)++] = value;
    return 0;
}

static void on_row(int terminator, void *data)
{
    (void)terminator;
    reader *rd = data;
    if (!rd->status && cli_grow((void **)&rd->fields, &rd->cap_fields, rd->count + 1,
                                sizeof *rd->fields, 16))
        rd->status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (!rd->status) {
        for (int i = 0; i < rd->count; i++)
            rd->fields[i] = rd->text->data + rd->starts[i];
        rd->status = rd->handle(rd->ctx, rd->fields, rd->count, rd->row_start);
    }
    rd->count = 0;
    next_row_start(rd);
}

/* ---- feeding lines ---- */

#define FIELD_GROWTH 65536
#define CLI_MAX_FIELD_BYTES 1048576 /* one field: 1 MiB */

/* A line libcsv makes no row of: blanks only (a tab is a blank unless it
 * separates the fields). */
static int is_blank(const char *p, size_t len, char separator)
{
    for (size_t i = 0; i < len; i++)
        if ((p[i] != ' ' && p[i] != '\t' && p[i] != '\r' && p[i] != '\n') ||
            p[i] == separator)
            return 0;
    return 1;
}

/* libcsv grows a field's buffer through this, 64 KiB at a time: a field beyond
 * CLI_MAX_FIELD_BYTES is refused, a clear error rather than a slow crawl
 * through memory (no column needs more than a few hundred bytes). */
static void *capped_realloc(void *old, size_t size)
{
    return size > CLI_MAX_FIELD_BYTES + FIELD_GROWTH ? NULL : realloc(old, size);
}

/* A problem of the file itself at `line`: the rows before it count first (the
 * handler may still hold some back), then it is reported. */
static int file_problem(reader *rd, long line, const char *what)
{
    int status = rd->settle ? rd->settle(rd->ctx) : EXIT_OK;
    return status ? status : cli_fail_at(EXIT_DATA, rd->path, line, "%s", what);
}

static int broken_line(reader *rd, struct csv_parser *parser, long number)
{
    if (csv_error(parser) == CSV_ENOMEM) {
        char what[64];
        snprintf(what, sizeof what, "a field longer than %d bytes", CLI_MAX_FIELD_BYTES);
        return file_problem(rd, number, what);
    }
    return file_problem(rd, number,
                        "broken quoting (a quote inside an unquoted field, or text after "
                        "a closing quote)");
}

#define BLOCK_BYTES 65536 /* lines given to libcsv at a time */

/* The line of the block that holds byte `offset` of it. */
static long line_at(const reader *rd, long first_line, size_t offset)
{
    size_t lo = 0, hi = rd->nblock_lines;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if ((size_t)rd->block_lines[mid] <= offset)
            lo = mid;
        else
            hi = mid;
    }
    return first_line + (long)lo;
}

/* Lines are checked one by one (bytes, blank or not, quotes), then handed to
 * libcsv a block at a time.  A row begins at the first line that is not blank
 * and not inside a quoted field: those lines queue up, and each row libcsv
 * completes takes the next (next_row_start), so every row and every problem is
 * named by FILE:LINE as when libcsv was fed a line at a time. */
static int feed_lines(reader *rd, struct csv_parser *parser, const char *data, size_t len)
{
    long number = 1;
    int bad = 0, oom = 0;
    for (size_t pos = 0; pos < len && !rd->status && !bad;) {
        size_t start = pos;
        long first = number;
        rd->nblock_lines = 0;
        while (pos < len && pos - start < BLOCK_BYTES && !oom) {
            size_t n = 0;
            int quotes = 0;
            if ((bad = scan_line(data + pos, len - pos, &n, &quotes)))
                break;
            oom |= push_long(&rd->block_lines, &rd->nblock_lines, &rd->cap_block_lines,
                             (long)(pos - start));
            if (!rd->in_quotes && !is_blank(data + pos, n, rd->separator))
                oom |= push_long(&rd->waiting, &rd->nwaiting, &rd->cap_waiting, number);
            if (!rd->row_start)
                next_row_start(rd);
            rd->in_quotes ^= quotes & 1;
            pos += n;
            number++;
        }
        if (oom) {
            rd->status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
            break;
        }
        size_t got = pos > start ? csv_parse(parser, data + start, pos - start, on_field,
                                             on_row, rd)
                                 : 0;
        if (got != pos - start && !rd->status)
            rd->status = broken_line(rd, parser, line_at(rd, first, got));
    }
    if (bad && !rd->status)
        rd->status = file_problem(rd, number, "NUL byte in the file");
    if (!rd->status && csv_fini(parser, on_field, on_row, rd) != 0 && !rd->status)
        rd->status = file_problem(rd, rd->row_start, "a quoted field is never closed");
    return rd->status;
}

/* SPEC §9: the first of comma, tab and semicolon that the header line holds
 * (its first line with more than blanks), outside quotes, where a column's
 * name may hold any of them; a comma when it holds none, a single column. */
char cli_csv_separator(const char *text, size_t len)
{
    static const char candidates[] = ",\t;";
    int seen[3] = {0, 0, 0}, quoted = 0, begun = 0;
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if ((c == '\n' || c == '\r') && !quoted) {
            if (begun)
                break;
            continue;
        }
        begun |= c != ' ' && c != '\t';
        quoted ^= c == '"';
        for (int k = 0; k < 3 && !quoted; k++)
            seen[k] |= c == candidates[k];
    }
    for (int k = 0; k < 3; k++)
        if (seen[k])
            return candidates[k];
    return ',';
}

/* Parses CSV text (UTF-8, its byte-order mark off); `name` is the file named
 * in messages. */
static int parse_csv(const char *name, const char *data, size_t len, cli_buffer *text,
                     row_handler handle, int (*settle)(void *ctx), void *ctx)
{
    struct csv_parser parser;
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    csv_set_blk_size(&parser, FIELD_GROWTH);
    csv_set_realloc_func(&parser, capped_realloc);
    reader rd = {.path = name,
                 .separator = cli_csv_separator(data, len),
                 .text = text,
                 .handle = handle,
                 .settle = settle,
                 .ctx = ctx};
    csv_set_delim(&parser, rd.separator);
    int status = feed_lines(&rd, &parser, data, len);
    free(rd.starts);
    free(rd.fields);
    free(rd.waiting);
    free(rd.block_lines);
    csv_free(&parser);
    return status;
}

/* ---- rows as they are, for a file to be edited (results_file.c) ---- */

typedef struct each_row {
    cli_csv_row_fn fn;
    void *ctx;
    cli_buffer *text;
} each_row;

static int pass_row(void *data, char **fields, int count, long line)
{
    each_row *er = data;
    int status = er->fn(er->ctx, fields, count, line);
    er->text->len = 0;
    return status;
}

int cli_csv_each_row(const char *name, const char *data, size_t len, cli_csv_row_fn fn,
                     void *ctx)
{
    cli_buffer text = {0};
    each_row er = {fn, ctx, &text};
    int status = parse_csv(name, data, len, &text, pass_row, NULL, &er);
    cli_buffer_free(&text);
    return status;
}

/* ---- columns ---- */

/* The header: each name, blanks trimmed, Chinese aliases read as their English
 * names, matched case-insensitively; two names of one column are refused. */
/* What 队名 names here: the teams file says (name), else a file with a team
 * column (members) reads it as that. */
static const char *team_name_column(const cli_table *t)
{
    if (t->team_name_column)
        return t->team_name_column;
    for (int c = 0; c < t->ncolumns; c++)
        if (strcmp(t->columns[c].name, "team") == 0)
            return "team";
    return NULL;
}

static int read_header(cli_table *t, char **fields, int count, long line)
{
    for (int c = 0; c < t->ncolumns; c++)
        t->columns[c].index = -1;
    for (int i = 0; i < count; i++) {
        cli_trim_blanks(fields[i]);
        const char *name = cli_column_name_in(fields[i], team_name_column(t));
        for (int c = 0; c < t->ncolumns; c++) {
            if (strcasecmp(name, t->columns[c].name) != 0)
                continue;
            if (t->columns[c].index >= 0)
                return cli_fail_at(EXIT_DATA, t->path, line,
                                   _("column '%s' appears twice"), t->columns[c].name);
            t->columns[c].index = i;
        }
    }
    for (int c = 0; c < t->ncolumns; c++)
        if (t->columns[c].required && t->columns[c].index < 0)
            return cli_missing_column(t->path, line, t->columns[c].name,
                                      team_name_column(t));
    t->width = count;
    t->seen_header = 1;
    return EXIT_OK;
}

static int check_width(const cli_table *t, int count, long line)
{
    if (count == t->width)
        return EXIT_OK;
    return cli_fail_at(EXIT_DATA, t->path, line, _("%d fields, but the header has %d"),
                       count, t->width);
}

/* An optional whole number, as a spreadsheet writes it (cli_parse_whole); empty
 * gives `absent`. */
int cli_table_number(const cli_table *t, const char *text, const char *what, long line,
                     int absent, int *out)
{
    long v;
    if (!*text) {
        *out = absent;
        return EXIT_OK;
    }
    if (cli_parse_whole(text, MAX_NUMBER, &v))
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("%s '%s' is not a whole number from 0 to %ld"), what, text,
                           MAX_NUMBER);
    *out = (int)v;
    return EXIT_OK;
}

/* What add_row holds back goes in, before a problem is reported. */
int cli_table_settle(cli_table *t)
{
    return t->finish ? t->finish(t) : EXIT_OK;
}

static int settle_rows(void *data)
{
    return cli_table_settle(data);
}

/* A row of empty fields only: what a spreadsheet writes for an empty row of the
 * range it saves (",,,"); it holds nothing, and is passed over. */
int cli_csv_empty_row(char **fields, int count)
{
    for (int i = 0; i < count; i++)
        if (*fields[i])
            return 0;
    return 1;
}

/* Every row: the first is the header; the others must be as wide, then go to
 * add_row. */
static int table_row(void *data, char **fields, int count, long line)
{
    cli_table *t = data;
    int keep = t->seen_header && t->keeps_text, status;
    if (cli_csv_empty_row(fields, count))
        status = EXIT_OK;
    else if (!t->seen_header)
        status = read_header(t, fields, count, line);
    else if (count != t->width)
        return (status = cli_table_settle(t)) ? status : check_width(t, count, line);
    else
        status = t->add_row(t, fields, line);
    if (!keep)
        t->text.len = 0;
    return status;
}

/* A table from bytes, or from the file `name` when data is NULL; in the
 * encoding t->encoding names, or the one the bytes show. */
int cli_read_table(const char *name, const char *data, size_t len, cli_table *t)
{
    char *owned = NULL;
    cli_text text = {0};
    int status = data ? EXIT_OK : cli_read_file(name, &owned, &len);
    if (!status)
        status = cli_decode_text(name, data ? data : owned, len, t->encoding, &text);
    if (!status && text.owned) { /* converted: the file's own bytes are done with */
        free(owned);
        owned = NULL;
    }
    if (!status)
        status =
            parse_csv(name, text.data, text.len, &t->text, table_row, settle_rows, t);
    if (!status && t->finish)
        status = t->finish(t);
    cli_text_free(&text);
    free(owned);
    cli_buffer_free(&t->text);
    if (!status && !t->seen_header)
        return cli_fail_at(EXIT_DATA, name, 0,
                           _("empty file (a header row is required)"));
    return status;
}

int cli_read_rows(const char *name, const char *data, size_t len, cli_encoding encoding,
                  cli_column *columns, int ncolumns,
                  int (*add_row)(cli_table *t, char **fields, long line), void *target)
{
    return cli_read_rows_naming(name, data, len, encoding, columns, ncolumns, add_row,
                                target, NULL);
}

/* The same in a file where 队名 names team_name_column (the teams file's). */
int cli_read_rows_naming(const char *name, const char *data, size_t len,
                         cli_encoding encoding, cli_column *columns, int ncolumns,
                         int (*add_row)(cli_table *t, char **fields, long line),
                         void *target, const char *team_name_column)
{
    cli_table t = {.path = name,
                   .encoding = encoding,
                   .columns = columns,
                   .ncolumns = ncolumns,
                   .add_row = add_row,
                   .target = target,
                   .team_name_column = team_name_column};
    return cli_read_table(name, data, len, &t);
}
