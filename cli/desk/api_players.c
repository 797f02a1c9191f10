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

#include "desk/sheet.h"
#include "formats/csv_table.h"

static int team_players(const desk *d, desk_response *rs);
static int unnumbered_players(const desk *d, desk_response *rs);

/* The entrants file as the pairing reads it, whatever the system (a
 * spreadsheet may come in before the system is chosen). */
static int entrants_parse(const desk *d)
{
    char path[8192];
    char *data = NULL;
    size_t len = 0;
    desk_response quiet = {0};
    pairing_error err;
    pairing_event *ev = NULL;
    int ok = !desk_event_path(d, "entrants", path, sizeof path, &quiet) &&
             !cli_read_file(path, &data, &len) &&
             (ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err)) &&
             !cli_parse_entrants_of(path, data, len, CLI_ENCODING_AUTO, NULL, ev);
    pairing_event_free(ev);
    free(data);
    desk_response_free(&quiet);
    return ok;
}

/* The entrants still read: as pairing players lists them once the system is
 * chosen, as the pairing reads the file before. */
static int players_read(const desk *d)
{
    json_t *players = desk_players_json(d);
    json_decref(players);
    if (players)
        return 1;
    desk_state st;
    desk_response quiet = {0};
    int chosen = !desk_state_read(d, &st, &quiet) && *st.system;
    desk_state_free(&st);
    desk_response_free(&quiet);
    return !chosen && entrants_parse(d);
}

/* A new event's entrants file, its header alone: no players yet, which is no
 * error at the desk (pairing players refuses an event without any). */
static int no_entrants_yet(const desk *d)
{
    desk_response quiet = {0};
    sheet s;
    int none = !desk_sheet_read(d, "entrants", &s, &quiet);
    if (none) {
        none = s.rows <= 1; /* the header */
        desk_sheet_free(&s);
    }
    desk_response_free(&quiet);
    return none;
}

int desk_get_players(const desk *d, const desk_request *rq, desk_response *rs)
{
    (void)rq;
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    int team = st.team, chosen = !status && *st.system;
    desk_state_free(&st);
    if (status || team)
        return status ? status : team_players(d, rs);
    if (!chosen)
        return unnumbered_players(d, rs);
    status = desk_answer_command(d, "players", rs);
    /* asked only when pairing players refuses, so a list costs one reading */
    return status != 200 && no_entrants_yet(d) ? unnumbered_players(d, rs) : status;
}

/* The request's fields into the row: each a column of the entrants (SPEC §1),
 * text as a string, a number as a whole number (null empties either). */
static const struct {
    const char *name;
    int number;
} entrant_columns[] = {{"id", 0},   {"name", 0},       {"rating", 1},    {"rank", 1},
                       {"club", 0}, {"violations", 1}, {"withdrawn", 1}, {"joined", 1}};

static int field_text(const char *key, json_t *value, char *text, size_t size,
                      desk_response *rs)
{
    size_t k = 0, n = sizeof entrant_columns / sizeof entrant_columns[0];
    while (k < n && strcmp(entrant_columns[k].name, key))
        k++;
    char message[200];
    if (k == n) {
        snprintf(message, sizeof message, _("%s is no column of the entrants"), key);
        return desk_error(rs, 400, message);
    }
    int number = entrant_columns[k].number;
    if (json_is_null(value) && strcmp(key, "id") && strcmp(key, "name")) {
        *text = 0;
        return 0;
    }
    if ((number ? !json_is_integer(value) || json_integer_value(value) < 0
                : !json_is_string(value)) ||
        desk_body_value(value, text, size)) {
        snprintf(message, sizeof message,
                 number ? _("\"%s\" must be a whole number, 0 or more")
                        : _("\"%s\" must be a string"),
                 key);
        return desk_error(rs, 400, message);
    }
    return 0;
}

static int set_fields(sheet *s, int row, json_t *body, desk_response *rs)
{
    const char *key;
    json_t *value;
    json_object_foreach(body, key, value)
    {
        char text[512];
        int status = field_text(key, value, text, sizeof text, rs);
        if (status)
            return status;
        if (desk_sheet_set(s, row, key, text))
            return desk_error(rs, 500, _("out of memory"));
    }
    return 0;
}

/* A file of the team event as a list of its rows, each by its header's
 * names (Chinese ones read as their English names). */
static int sheet_rows_json(const desk *d, const char *key, json_t *doc, desk_response *rs)
{
    sheet s;
    int status = desk_sheet_read(d, key, &s, rs);
    json_t *rows = status ? NULL : json_array();
    for (int r = 1; rows && r < s.rows; r++) {
        json_t *row = json_object();
        for (int c = 0; row && c < s.width; c++) {
            char header[256];
            snprintf(header, sizeof header, "%s", *desk_sheet_field(&s, 0, c));
            cli_trim_blanks(header);
            json_object_set_new(row, cli_column_name(header),
                                json_string(*desk_sheet_field(&s, r, c)));
        }
        json_array_append_new(rows, row);
    }
    if (rows)
        json_object_set_new(doc, key, rows);
    if (!status)
        desk_sheet_free(&s);
    return status;
}

/* Before the system is chosen the players have no numbers yet (the system
 * decides them): the entrants file's rows as they are, "number" null. */
static int unnumbered_players(const desk *d, desk_response *rs)
{
    json_t *doc = json_object();
    int status = doc ? sheet_rows_json(d, "entrants", doc, rs) : 500;
    json_t *rows = status ? NULL : json_object_get(doc, "entrants");
    if (status) {
        json_decref(doc);
        return status;
    }
    json_object_set(doc, "players", rows);
    json_object_del(doc, "entrants");
    json_object_set_new(doc, "count", json_integer((json_int_t)json_array_size(rows)));
    return desk_answer_json(rs, 200, doc);
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

/* The request's fields into the row and the file written (while nothing went
 * wrong before); what was taken let go either way. */
static int write_row(const desk *d, sheet *s, int read, int row, json_t *body, int status,
                     desk_response *rs)
{
    if (!status)
        status = set_fields(s, row, body, rs);
    if (!status)
        status = desk_sheet_save(d, s, players_read, rs);
    if (read)
        desk_sheet_free(s);
    json_decref(body);
    return status;
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
    int read = !status && !(status = desk_sheet_read(d, "entrants", &s, rs));
    if (!status && desk_sheet_row(&s, "id", id) >= 0)
        status = desk_error(rs, 409, _("an entrant has this id already"));
    int row = status ? -1 : desk_sheet_add_row(&s, rs);
    if (!status && row < 0)
        status = 500;
    status = write_row(d, &s, read, row, body, status, rs);
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
    int read = !status && !(status = desk_sheet_read(d, "entrants", &s, rs));
    int row = read ? desk_sheet_row(&s, "id", id) : -1;
    if (read && row < 0)
        status = desk_error(rs, 404, _("no entrant has this id"));
    const char *new_id = NULL;
    if (!status)
        status = desk_body_string(body, "id", 0, &new_id, rs);
    if (!status && new_id && strcmp(new_id, id) && desk_sheet_row(&s, "id", new_id) >= 0)
        status = desk_error(rs, 409, _("an entrant has this id already"));
    status = write_row(d, &s, read, row, body, status, rs);
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
        status = desk_event_path(d, "entrants", path, sizeof path, rs);
    char *old = NULL;
    size_t old_len = 0;
    if (!status && cli_read_file(path, &old, &old_len))
        old = NULL, old_len = 0;
    cli_buffer bytes = {
        .data = (char *)rq->body, .len = rq->body_len, .cap = rq->body_len};
    if (!status)
        status =
            desk_replace_file(d, path, &bytes, old ? old : "", old_len, players_read, rs);
    free(old);
    return status ? status : desk_get_players(d, rq, rs);
}
