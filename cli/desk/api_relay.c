/*
 * api_relay.c - the relay (擂台赛, SPEC §10) at the desk: where it stands and
 * the next game as pairing relay prints them; the next game written into the
 * results file with who moves first (decided by lot at the table); a game's
 * result entered, corrected, or the last game taken back.  The results file
 * is the director's, edited as a spreadsheet would (sheet.c); after every
 * change pairing relay must still read it, or it is put back as it was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/sheet.h"

/* pairing relay --format json, read back; NULL when the games do not read. */
static json_t *relay_json(const desk *d)
{
    return desk_command_json(d, "relay");
}

static int relay_reads(const desk *d)
{
    json_t *doc = relay_json(d);
    json_decref(doc);
    return doc != NULL;
}

/* GET /api/relay: pairing relay --format json. */
int desk_get_relay(const desk *d, desk_response *rs)
{
    return desk_answer_command(d, "relay", rs);
}

static const char *player_of(json_t *next, const char *side)
{
    return json_string_value(json_object_get(json_object_get(next, side), "player"));
}

/* The next game's row: its number, who moves first (the holder or the
 * challenger, as the lot at the table gave it) and the other. */
static int next_game_row(const desk *d, json_t *next, const char *first,
                         desk_response *rs)
{
    const char *holder = player_of(next, "holder"),
               *challenger = player_of(next, "challenger");
    if (!holder || !challenger || (strcmp(first, holder) && strcmp(first, challenger)))
        return desk_error(rs, 400,
                          _("\"first\" must be the next game's holder or "
                            "challenger"));
    sheet s;
    int status = desk_sheet_read(d, "results", &s, rs);
    int result = status ? -1 : desk_sheet_column(&s, "result", 0);
    if (!status && s.rows > 1 && result >= 0 &&
        !**desk_sheet_field(&s, s.rows - 1, result))
        status = desk_error(rs, 409, _("the last game has no result yet"));
    int row = status ? -1 : desk_sheet_add_row(&s, rs);
    char game[16];
    snprintf(game, sizeof game, "%lld",
             (long long)json_integer_value(json_object_get(next, "game")));
    const char *values[][2] = {{"game", game},
                               {"first", first},
                               {"second", strcmp(first, holder) ? holder : challenger}};
    for (size_t i = 0; row > 0 && i < sizeof values / sizeof values[0]; i++)
        if (desk_sheet_set(&s, row, values[i][0], values[i][1]))
            row = -1;
    if (!status)
        status = row > 0 ? desk_sheet_save(d, &s, relay_reads, rs)
                         : desk_error(rs, 500, _("out of memory"));
    if (s.fields || s.bytes)
        desk_sheet_free(&s);
    return status;
}

/* POST /api/relay/games {"first": ID}: the next game written down. */
int desk_post_relay_game(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL, *relay = NULL;
    const char *first = NULL;
    int status = desk_body_with(rq, rs, &body, "first", &first);
    if (!status && !(relay = relay_json(d)))
        status = desk_error(rs, 422, NULL);
    json_t *next = json_object_get(relay, "next");
    if (!status && !json_is_object(next))
        status = desk_error(rs, 409,
                            _("no game is to be played: the last one has no "
                              "result yet, or the relay is over"));
    if (!status)
        status = next_game_row(d, next, first, rs);
    json_decref(relay);
    json_decref(body);
    return status ? status : (desk_get_relay(d, rs) == 200 ? (rs->status = 201) : 500);
}

/* The result of a game: a token of §1 (422 otherwise); one there already
 * changes only with "replace". */
static int set_result(sheet *s, int row, json_t *body, desk_response *rs)
{
    const char *result = NULL, *winner = NULL;
    pairing_outcome outcome = PAIRING_PENDING;
    int replace = 0, status = desk_body_game_result(body, &result, &outcome, rs);
    if (!status)
        status = desk_body_string(body, "winner", 0, &winner, rs);
    if (!status)
        status = desk_body_bool(body, "replace", &replace, rs);
    int c = status ? -1 : desk_sheet_column(s, "result", 1);
    const char *now = c < 0 ? "" : *desk_sheet_field(s, row, c);
    if (!status && *now && strcmp(now, result) && !replace)
        status = desk_error(rs, 409,
                            _("this game has a result already: send "
                              "\"replace\": true to correct it"));
    /* a draw names who went on (playoff or lot); a game won names nobody,
     * so a draw corrected to a win loses the winner it had */
    int drawn = !status && outcome == PAIRING_DRAW;
    const char *values[][2] = {{"result", result}, {"winner", winner ? winner : ""}};
    for (size_t i = 0; !status && i < (winner || !drawn ? 2u : 1u); i++)
        if (desk_sheet_set(s, row, values[i][0], values[i][1]))
            return desk_error(rs, 500, _("out of memory"));
    return status;
}

/* PUT /api/relay/games/G {"result": "1-0"}: the game's result. */
int desk_put_relay_game(const desk *d, const desk_request *rq, desk_response *rs,
                        int game)
{
    json_t *body = NULL;
    sheet s = {0};
    char number[16];
    snprintf(number, sizeof number, "%d", game);
    int status = desk_body_object(rq, rs, &body);
    int read = !status && !(status = desk_sheet_read(d, "results", &s, rs));
    int row = read ? desk_sheet_row(&s, "game", number) : -1;
    if (read && row < 0)
        status = desk_error(rs, 404, _("no such game"));
    if (!status)
        status = set_result(&s, row, body, rs);
    if (!status)
        status = desk_sheet_save(d, &s, relay_reads, rs);
    if (read)
        desk_sheet_free(&s);
    json_decref(body);
    return status ? status : desk_get_relay(d, rs);
}

/* DELETE /api/relay/games/G: the last game taken back while it has no result. */
int desk_delete_relay_game(const desk *d, desk_response *rs, int game)
{
    sheet s = {0};
    char number[16];
    snprintf(number, sizeof number, "%d", game);
    int status = desk_sheet_read(d, "results", &s, rs);
    int read = !status;
    int row = read ? desk_sheet_row(&s, "game", number) : -1;
    int c = read ? desk_sheet_column(&s, "result", 0) : -1;
    if (read && row < 0)
        status = desk_error(rs, 404, _("no such game"));
    else if (read && row != s.rows - 1)
        status = desk_error(rs, 409, _("only the last game can be taken back"));
    else if (read && c >= 0 && **desk_sheet_field(&s, row, c))
        status = desk_error(rs, 409,
                            _("this game has a result: it cannot be taken "
                              "back"));
    if (!status) {
        desk_sheet_remove_row(&s, row);
        status = desk_sheet_save(d, &s, relay_reads, rs);
    }
    if (read)
        desk_sheet_free(&s);
    return status ? status : desk_get_relay(d, rs);
}
