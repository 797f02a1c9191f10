/*
 * api_players.c - the entrants (SPEC §14): listed as pairing players lists
 * them; one added (a late entry with the round he joins), one changed or
 * withdrawn; the whole file replaced by a spreadsheet while no round is
 * paired.  The entrants file keeps its encoding, separator, line ends and
 * columns (a column the change needs is added); whatever the change, the file
 * must then read as the pairing reads it, or it is put back as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "desk/body.h"
#include "formats/csv_table.h"

static int team_players(const desk *d, desk_response *rs);

int desk_get_players(const desk *d, const desk_request *rq, desk_response *rs)
{
    (void)rq;
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    int team = st.team;
    desk_state_free(&st);
    if (status || team)
        return status ? status : team_players(d, rs);
    desk_run r;
    desk_run_init(&r, d, "players");
    r.o.format = "json";
    desk_run_command(&r);
    status = desk_run_answer(&r, rs, 200);
    desk_run_free(&r);
    return status;
}

/* The entrants file as rows of fields, the header first. */
#define MAX_COLUMNS 64
typedef struct sheet {
    char path[8192];
    char *bytes; /* as on disk */
    size_t len;
    cli_text text;
    char separator;
    const char *line_end;
    char **fields; /* rows × width, each its own string */
    int rows, width, cap;
} sheet;

static int keep_row(void *ctx, char **fields, int count, long line)
{
    (void)line;
    sheet *s = ctx;
    if (s->rows == 0)
        s->width = count < MAX_COLUMNS ? count : MAX_COLUMNS;
    int need = (s->rows + 1) * MAX_COLUMNS;
    if (need > s->cap &&
        cli_grow((void **)&s->fields, &s->cap, need, sizeof *s->fields, MAX_COLUMNS * 64))
        return EXIT_SOFTWARE;
    for (int c = 0; c < MAX_COLUMNS; c++) {
        s->fields[s->rows * MAX_COLUMNS + c] = strdup(c < count ? fields[c] : "");
        if (!s->fields[s->rows * MAX_COLUMNS + c])
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    s->rows++;
    return EXIT_OK;
}

static void sheet_free(sheet *s)
{
    for (int i = 0; i < s->rows * MAX_COLUMNS; i++)
        free(s->fields[i]);
    free(s->fields);
    free(s->bytes);
    if (s->text.data)
        cli_text_free(&s->text);
    memset(s, 0, sizeof *s);
}

static char **field(sheet *s, int row, int column)
{
    return &s->fields[row * MAX_COLUMNS + column];
}

/* The file the event file names under key (entrants, teams, members). */
static int event_path(const desk *d, const char *key, char *path, size_t size,
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

static int sheet_read(const desk *d, const char *key, sheet *s, desk_response *rs)
{
    memset(s, 0, sizeof *s);
    int status = event_path(d, key, s->path, sizeof s->path, rs);
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
static int column_of(sheet *s, const char *name, int add)
{
    for (int c = 0; c < s->width; c++) {
        char header[256];
        snprintf(header, sizeof header, "%s", *field(s, 0, c));
        cli_trim_blanks(header);
        if (!strcasecmp(cli_column_name(header), name))
            return c;
    }
    if (!add || s->width == MAX_COLUMNS)
        return -1;
    char *copy = strdup(name);
    if (!copy)
        return -1;
    free(*field(s, 0, s->width));
    *field(s, 0, s->width) = copy;
    return s->width++;
}

static int row_of(sheet *s, const char *id)
{
    int c = column_of(s, "id", 0);
    for (int r = 1; c >= 0 && r < s->rows; r++) {
        char value[256];
        snprintf(value, sizeof value, "%s", *field(s, r, c));
        cli_trim_blanks(value);
        if (!strcmp(value, id))
            return r;
    }
    return -1;
}

/* The request's fields into the row: each a column of the entrants (SPEC §1). */
static int set_fields(sheet *s, int row, json_t *body, desk_response *rs)
{
    static const char *const names[] = {"id",   "name",       "rating",    "rank",
                                        "club", "violations", "withdrawn", "joined"};
    const char *key;
    json_t *value;
    json_object_foreach(body, key, value)
    {
        size_t k = 0;
        while (k < sizeof names / sizeof names[0] && strcmp(names[k], key))
            k++;
        char text[512], message[200];
        if (k == sizeof names / sizeof names[0]) {
            snprintf(message, sizeof message, _("%s is no column of the entrants"), key);
            return desk_error(rs, 400, message);
        }
        if (json_is_null(value))
            *text = 0;
        else if (desk_body_value(value, text, sizeof text) || json_is_boolean(value)) {
            snprintf(message, sizeof message, _("\"%s\" must be text or a number"), key);
            return desk_error(rs, 400, message);
        }
        int c = column_of(s, key, 1);
        char *copy = c < 0 ? NULL : strdup(text);
        if (!copy)
            return desk_error(rs, 500, _("out of memory"));
        free(*field(s, row, c));
        *field(s, row, c) = copy;
    }
    return 0;
}

static int add_row(sheet *s, desk_response *rs)
{
    if (keep_row(s, (char *[]){NULL}, 0, 0))
        return desk_error(rs, 500, _("out of memory"));
    return s->rows - 1;
}

/* The rows as the file was written: its separator, line ends and encoding. */
static int sheet_encode(const sheet *s, cli_buffer *out)
{
    cli_buffer text = {0};
    for (int r = 0; r < s->rows; r++) {
        for (int c = 0; c < s->width; c++) {
            if (c)
                cli_buffer_add(&text, &s->separator, 1);
            cli_buffer_csv_field_in(&text, s->fields[r * MAX_COLUMNS + c], s->separator);
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
static int replace_entrants(const desk *d, const char *path, const cli_buffer *bytes,
                            const char *old, size_t old_len, desk_response *rs)
{
    if (cli_write_output(bytes, path))
        return desk_error(rs, 500, NULL);
    json_t *players = desk_players_json(d);
    if (players) {
        json_decref(players);
        return 0;
    }
    cli_buffer was = {.data = (char *)old, .len = old_len, .cap = old_len};
    cli_write_output(&was, path);
    return desk_error(rs, 422, NULL);
}

static int save_sheet(const desk *d, sheet *s, desk_response *rs)
{
    cli_buffer bytes = {0};
    int status = sheet_encode(s, &bytes)
                     ? desk_error(rs, 422, NULL)
                     : replace_entrants(d, s->path, &bytes, s->bytes, s->len, rs);
    cli_buffer_free(&bytes);
    return status;
}

/* A file of the team event as a list of its rows, each by its header's
 * names (Chinese ones read as their English names). */
static int sheet_rows_json(const desk *d, const char *key, json_t *doc, desk_response *rs)
{
    sheet s;
    int status = sheet_read(d, key, &s, rs);
    json_t *rows = status ? NULL : json_array();
    for (int r = 1; rows && r < s.rows; r++) {
        json_t *row = json_object();
        for (int c = 0; row && c < s.width; c++) {
            char header[256];
            snprintf(header, sizeof header, "%s", *field(&s, 0, c));
            cli_trim_blanks(header);
            json_object_set_new(row, cli_column_name(header),
                                json_string(*field(&s, r, c)));
        }
        json_array_append_new(rows, row);
    }
    if (rows)
        json_object_set_new(doc, key, rows);
    if (!status)
        sheet_free(&s);
    return status;
}

/* A team event's entrants: its teams and their members, as their files hold
 * them (no command of the tool lists them). */
static int team_players(const desk *d, desk_response *rs)
{
    json_t *doc = json_object();
    int status = doc ? sheet_rows_json(d, "teams", doc, rs) : 500;
    if (!status)
        status = sheet_rows_json(d, "members", doc, rs);
    if (status) {
        json_decref(doc);
        return status;
    }
    return desk_answer_json(rs, 200, doc);
}

/* POST /api/players: one entrant more (a late entry: "joined": ROUND). */
int desk_post_player(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL;
    const char *id = NULL, *name = NULL;
    sheet s;
    int status = desk_body_object(rq, rs, &body);
    if (!status)
        status = desk_body_string(body, "id", 1, &id, rs);
    if (!status)
        status = desk_body_string(body, "name", 1, &name, rs);
    int read = !status && !(status = sheet_read(d, "entrants", &s, rs));
    if (!status && row_of(&s, id) >= 0)
        status = desk_error(rs, 409, _("an entrant has this id already"));
    int row = status ? -1 : add_row(&s, rs);
    if (!status && row < 0)
        status = 500;
    if (!status)
        status = set_fields(&s, row, body, rs);
    if (!status)
        status = save_sheet(d, &s, rs);
    if (read)
        sheet_free(&s);
    json_decref(body);
    return status                               ? status
           : desk_get_players(d, rq, rs) == 200 ? (rs->status = 201)
                                                : 500;
}

/* PUT /api/players/ID: his fields changed ({"withdrawn": R} withdraws him
 * after round R; null clears a field). */
int desk_put_player(const desk *d, const desk_request *rq, desk_response *rs,
                    const char *id)
{
    json_t *body = NULL;
    sheet s;
    int status = desk_body_object(rq, rs, &body);
    int read = !status && !(status = sheet_read(d, "entrants", &s, rs));
    int row = read ? row_of(&s, id) : -1;
    if (read && row < 0)
        status = desk_error(rs, 404, _("no entrant has this id"));
    const char *new_id = NULL;
    if (!status)
        status = desk_body_string(body, "id", 0, &new_id, rs);
    if (!status && new_id && strcmp(new_id, id) && row_of(&s, new_id) >= 0)
        status = desk_error(rs, 409, _("an entrant has this id already"));
    if (!status)
        status = set_fields(&s, row, body, rs);
    if (!status)
        status = save_sheet(d, &s, rs);
    if (read)
        sheet_free(&s);
    json_decref(body);
    return status ? status : desk_get_players(d, rq, rs);
}

/* POST /api/players/import: the spreadsheet's bytes as sent become the
 * entrants file, while no round is paired. */
int desk_import_players(const desk *d, const desk_request *rq, desk_response *rs)
{
    desk_state st;
    char path[8192];
    int status = desk_state_read(d, &st, rs);
    if (!status && st.paired > 0)
        status = desk_error(rs, 409,
                            _("round 1 is paired: the entrants are changed one "
                              "by one now (a late entry, a withdrawal)"));
    desk_state_free(&st);
    if (!status)
        status = event_path(d, "entrants", path, sizeof path, rs);
    char *old = NULL;
    size_t old_len = 0;
    if (!status && cli_read_file(path, &old, &old_len))
        old = NULL, old_len = 0;
    cli_buffer bytes = {
        .data = (char *)rq->body, .len = rq->body_len, .cap = rq->body_len};
    if (!status)
        status = replace_entrants(d, path, &bytes, old ? old : "", old_len, rs);
    free(old);
    return status ? status : desk_get_players(d, rq, rs);
}
