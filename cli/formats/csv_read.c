/*
 * csv_read.c - the entrants and results files (SPEC §1), read with libcsv.
 *
 * The file is fed to libcsv one physical line at a time, so every row and every
 * problem can be named by FILE:LINE.  Bytes are checked before parsing: a NUL
 * or invalid UTF-8 is reported on the line where it stands.
 */
#include <csv.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/formats.h"

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

/* ---- reading the bytes ---- */

/* The length of the line at p (its line end included), checked on the way: no
 * NUL, and valid UTF-8.  Plain ASCII, the usual case, is passed over quickly. */
enum { LINE_OK, LINE_NUL, LINE_BAD_UTF8 };

/* The length of the line at p (its line end included), checked on the way: no
 * NUL, and valid UTF-8.  Plain ASCII, the usual case, is passed over quickly. */
static int scan_line(const char *line, size_t left, size_t *length, int *quotes)
{
    const unsigned char *p = (const unsigned char *)line, *end = p + left;
    int q = 0;
    while (p < end) {
        unsigned c = *p;
        if (c >= 0x20 && c < 0x80) {
            q += c == '"';
            p++;
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
            return LINE_NUL;
        int n =
            c < 0x80 ? 1 : pairing_utf8_char_length((const char *)p, (size_t)(end - p));
        if (!n)
            return LINE_BAD_UTF8;
        p += n;
    }
    *length = (size_t)(p - (const unsigned char *)line);
    *quotes = q;
    return LINE_OK;
}

/* ---- libcsv callbacks: a row's fields go into one buffer, kept from row to row ---- */

static void on_field(void *s, size_t len, void *data)
{
    reader *rd = data;
    if (rd->status)
        return;
    if (rd->count >= rd->cap &&
        cli_grow((void **)&rd->starts, &rd->cap, rd->count + 1, sizeof *rd->starts, 16)) {
        rd->status = cli_fail(EXIT_SOFTWARE, "out of memory");
        return;
    }
    rd->starts[rd->count++] = rd->text->len;
    char *to = cli_buffer_room(rd->text, len + 1); /* the field, its NUL */
    if (!to) {
        rd->status = cli_fail(EXIT_SOFTWARE, "out of memory");
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
        rd->status = cli_fail(EXIT_SOFTWARE, "out of memory");
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

static int is_blank(const char *p, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (p[i] != ' ' && p[i] != '\t' && p[i] != '\r' && p[i] != '\n')
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
    int bad = LINE_OK, oom = 0;
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
            if (!rd->in_quotes && !is_blank(data + pos, n))
                oom |= push_long(&rd->waiting, &rd->nwaiting, &rd->cap_waiting, number);
            if (!rd->row_start)
                next_row_start(rd);
            rd->in_quotes ^= quotes & 1;
            pos += n;
            number++;
        }
        if (oom) {
            rd->status = cli_fail(EXIT_SOFTWARE, "out of memory");
            break;
        }
        size_t got = pos > start ? csv_parse(parser, data + start, pos - start, on_field,
                                             on_row, rd)
                                 : 0;
        if (got != pos - start && !rd->status)
            rd->status = broken_line(rd, parser, line_at(rd, first, got));
    }
    if (bad && !rd->status)
        rd->status = file_problem(
            rd, number, bad == LINE_NUL ? "NUL byte in the file" : "invalid UTF-8");
    if (!rd->status && csv_fini(parser, on_field, on_row, rd) != 0 && !rd->status)
        rd->status = file_problem(rd, rd->row_start, "a quoted field is never closed");
    return rd->status;
}

/* Parses CSV bytes; `name` is the file named in messages. */
static int parse_csv(const char *name, const char *data, size_t len, cli_buffer *text,
                     row_handler handle, int (*settle)(void *ctx), void *ctx)
{
    size_t skip = len >= 3 && memcmp(data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0; /* BOM */
    struct csv_parser parser;
    if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL))
        return cli_fail(EXIT_SOFTWARE, "out of memory");
    csv_set_blk_size(&parser, FIELD_GROWTH);
    csv_set_realloc_func(&parser, capped_realloc);
    reader rd = {
        .path = name, .text = text, .handle = handle, .settle = settle, .ctx = ctx};
    int status = feed_lines(&rd, &parser, data + skip, len - skip);
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

typedef struct column {
    const char *name;
    int required;
    int index; /* -1 = absent */
} column;

typedef struct table table;
typedef int (*add_row_fn)(table *t, char **fields, long line);

typedef struct table {
    const char *path;
    column *columns;
    int ncolumns;
    int width; /* fields in the header */
    int seen_header;
    pairing_event *ev;
    add_row_fn add_row; /* a data row, after the header and the field count are checked */
    int (*finish)(struct table *t); /* after the last row, or NULL */
    void *pending;                  /* what add_row keeps until finish */
    cli_buffer text; /* the rows' fields: emptied after each row, or by finish */
    int keeps_text;  /* add_row keeps its rows' fields until finish */
} table;

static void trim(char *s)
{
    size_t len = strlen(s), start = 0;
    while (start < len && (s[start] == ' ' || s[start] == '\t'))
        start++;
    while (len > start && (s[len - 1] == ' ' || s[len - 1] == '\t'))
        len--;
    memmove(s, s + start, len - start);
    s[len - start] = 0;
}

int cli_parse_result_token(const char *token, pairing_outcome *outcome)
{
    return pairing_outcome_parse(token, outcome);
}

int cli_header_names(const char *field, const char *name)
{
    while (*field == ' ' || *field == '\t')
        field++;
    size_t n = strlen(name);
    if (strncasecmp(field, name, n) != 0)
        return 0;
    for (field += n; *field == ' ' || *field == '\t'; field++)
        ;
    return *field == 0;
}

static int read_header(table *t, char **fields, int count, long line)
{
    for (int c = 0; c < t->ncolumns; c++)
        t->columns[c].index = -1;
    for (int i = 0; i < count; i++) {
        trim(fields[i]);
        for (int c = 0; c < t->ncolumns; c++) {
            if (strcasecmp(fields[i], t->columns[c].name) != 0)
                continue;
            if (t->columns[c].index >= 0)
                return cli_fail_at(EXIT_DATA, t->path, line, "column '%s' appears twice",
                                   t->columns[c].name);
            t->columns[c].index = i;
        }
    }
    for (int c = 0; c < t->ncolumns; c++)
        if (t->columns[c].required && t->columns[c].index < 0)
            return cli_fail_at(EXIT_DATA, t->path, line,
                               "the header has no '%s' column (a header row is required)",
                               t->columns[c].name);
    t->width = count;
    t->seen_header = 1;
    return EXIT_OK;
}

/* The row's field for a column, "" when the column is absent. */
static const char *field(const table *t, char **fields, int c)
{
    int i = t->columns[c].index;
    return i >= 0 ? fields[i] : "";
}

static int check_width(const table *t, int count, long line)
{
    if (count == t->width)
        return EXIT_OK;
    return cli_fail_at(EXIT_DATA, t->path, line, "%d fields, but the header has %d",
                       count, t->width);
}

/* An optional whole number; empty gives `absent`. */
static int number_field(const table *t, const char *text, const char *what, long line,
                        int absent, int *out)
{
    long v;
    if (!*text) {
        *out = absent;
        return EXIT_OK;
    }
    if (cli_parse_uint(text, MAX_NUMBER, &v))
        return cli_fail_at(EXIT_DATA, t->path, line,
                           "%s '%s' is not a whole number from 0 to %ld", what, text,
                           MAX_NUMBER);
    *out = (int)v;
    return EXIT_OK;
}

/* Every row: the first is the header; the others must be as wide, then go to add_row. */
/* What add_row holds back goes in (flush_results), before a problem is reported. */
static int settle_table(void *data)
{
    table *t = data;
    return t->finish ? t->finish(t) : EXIT_OK;
}

static int table_row(void *data, char **fields, int count, long line)
{
    table *t = data;
    if (!t->seen_header) {
        int status = read_header(t, fields, count, line);
        t->text.len = 0;
        return status;
    }
    if (count != t->width) {
        int status = settle_table(t);
        return status ? status : check_width(t, count, line);
    }
    int status = t->add_row(t, fields, line);
    if (!t->keeps_text)
        t->text.len = 0;
    return status;
}

/* A table from bytes, or from the file `name` when data is NULL. */
static int read_table(const char *name, const char *data, size_t len, table *t)
{
    char *owned = NULL;
    int status = data ? EXIT_OK : cli_read_file(name, &owned, &len);
    if (!status)
        status = parse_csv(name, data ? data : owned, len, &t->text, table_row,
                           settle_table, t);
    if (!status && t->finish)
        status = t->finish(t);
    free(owned);
    cli_buffer_free(&t->text);
    if (!status && !t->seen_header)
        return cli_fail_at(EXIT_DATA, name, 0, "empty file (a header row is required)");
    return status;
}

/* ---- entrants ---- */

enum { E_ID, E_NAME, E_RATING, E_RANK, E_CLUB, E_VIOLATIONS, E_WITHDRAWN, E_COLUMNS };

static int entrant_row(table *t, char **fields, long line)
{
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = field(t, fields, E_ID);
    e.name = field(t, fields, E_NAME);
    e.club = field(t, fields, E_CLUB);
    e.line = line;
    int status;
    if ((status = number_field(t, field(t, fields, E_RATING), "rating", line,
                               PAIRING_UNRATED, &e.rating)) ||
        (status = number_field(t, field(t, fields, E_RANK), "rank", line, 0, &e.rank)) ||
        (status = number_field(t, field(t, fields, E_VIOLATIONS), "violations", line, 0,
                               &e.violations)) ||
        (status = number_field(t, field(t, fields, E_WITHDRAWN), "withdrawn", line,
                               PAIRING_ACTIVE, &e.withdrawn)))
        return status;
    if (t->columns[E_RANK].index >= 0 && !*field(t, fields, E_RANK))
        return cli_fail_at(EXIT_DATA, t->path, line,
                           "rank must be given on every row when the column is present");
    if (t->columns[E_RANK].index >= 0 && e.rank == 0)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           "entrant '%s': rank must be 1 or more", e.id);
    pairing_error err;
    if (pairing_event_add_entrant(t->ev, &e, &err))
        return cli_library_error(&err, t->path, NULL);
    return EXIT_OK;
}

int cli_parse_entrants(const char *name, const char *data, size_t len, pairing_event *ev)
{
    column columns[E_COLUMNS] = {
        {"id", 1, -1},   {"name", 1, -1},       {"rating", 0, -1},   {"rank", 0, -1},
        {"club", 0, -1}, {"violations", 0, -1}, {"withdrawn", 0, -1}};
    table t = {.path = name,
               .columns = columns,
               .ncolumns = E_COLUMNS,
               .ev = ev,
               .add_row = entrant_row};
    return read_table(name, data, len, &t);
}

int cli_read_entrants(const char *path, pairing_event *ev)
{
    return cli_parse_entrants(path, NULL, 0, ev);
}

/* ---- results ---- */

enum { R_ROUND, R_FIRST, R_SECOND, R_RESULT, R_WINNER, R_COLUMNS };

/* Rows go to the library a batch at a time (pairing_event_add_results looks the
 * players of a batch up together); the batch's fields stay in the table's text
 * until then, where they were read (keeps_text). */
#define RESULT_BATCH 256

typedef struct pending_results {
    pairing_result rows[RESULT_BATCH];
    size_t at[RESULT_BATCH][3]; /* where first, second and winner start in text */
    int count;
} pending_results;

/* Where a field lies in the text: the text may move as it grows, not its offsets.
 * An absent column's "" is a string of its own, kept as SIZE_MAX. */
static size_t offset_in(const table *t, const char *s)
{
    return s >= t->text.data && s < t->text.data + t->text.len
               ? (size_t)(s - t->text.data)
               : SIZE_MAX;
}

static const char *field_at(const table *t, size_t at)
{
    return at == SIZE_MAX ? "" : t->text.data + at;
}

/* Hands the batch to the library; its first error names its row's line.  The
 * text is emptied, not cleared: a caller about to report a problem of the
 * current row still reads its fields. */
static int flush_results(table *t)
{
    pending_results *p = t->pending;
    for (int i = 0; i < p->count; i++) {
        p->rows[i].first = field_at(t, p->at[i][0]);
        p->rows[i].second = field_at(t, p->at[i][1]);
        p->rows[i].winner = field_at(t, p->at[i][2]);
    }
    pairing_error err;
    int rc = pairing_event_add_results(t->ev, p->rows, p->count, &err);
    p->count = 0;
    t->text.len = 0;
    return rc ? cli_library_error(&err, NULL, t->path) : EXIT_OK;
}

static int result_row(table *t, char **fields, long line)
{
    pending_results *p = t->pending;
    pairing_result r = {0};
    long round;
    const char *round_text = field(t, fields, R_ROUND);
    int status;
    if (cli_parse_uint(round_text, PAIRING_MAX_ROUNDS, &round) || round < 1)
        return (status = settle_table(t))
                   ? status
                   : cli_fail_at(EXIT_DATA, t->path, line,
                                 "round '%s' is not a number from 1 to %d", round_text,
                                 PAIRING_MAX_ROUNDS);
    const char *token = field(t, fields, R_RESULT);
    if (cli_parse_result_token(token, &r.outcome))
        return (status = settle_table(t))
                   ? status
                   : cli_fail_at(EXIT_DATA, t->path, line,
                                 "unknown result '%s' (use 1-0, 0-1, =, +-, -+, --, bye, "
                                 "half-bye, zero-bye, or leave it empty)",
                                 token);
    r.round = (int)round;
    r.line = line;
    size_t *at = p->at[p->count];
    at[0] = offset_in(t, field(t, fields, R_FIRST));
    at[1] = offset_in(t, field(t, fields, R_SECOND));
    at[2] = offset_in(t, field(t, fields, R_WINNER));
    p->rows[p->count++] = r;
    return p->count == RESULT_BATCH ? flush_results(t) : EXIT_OK;
}

int cli_parse_results(const char *name, const char *data, size_t len, pairing_event *ev)
{
    column columns[R_COLUMNS] = {{"round", 1, -1},
                                 {"first", 1, -1},
                                 {"second", 1, -1},
                                 {"result", 1, -1},
                                 {"winner", 0, -1}};
    pending_results *pending = calloc(1, sizeof *pending);
    if (!pending)
        return cli_fail(EXIT_SOFTWARE, "out of memory");
    table t = {.path = name,
               .columns = columns,
               .ncolumns = R_COLUMNS,
               .ev = ev,
               .add_row = result_row,
               .finish = flush_results,
               .pending = pending,
               .keeps_text = 1};
    int status = read_table(name, data, len, &t);
    free(pending);
    return status;
}

int cli_read_results(const char *path, pairing_event *ev)
{
    return cli_parse_results(path, NULL, 0, ev);
}
