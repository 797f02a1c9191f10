/*
 * body.c - the JSON a request sends, read with jansson; and the documents of
 * the tool read back where the desk needs a field of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/body.h"

/* The body as a JSON object; none at all reads as {}. */
int desk_body_object(const desk_request *rq, desk_response *rs, json_t **body)
{
    *body = NULL;
    if (rq->body_len == 0) {
        *body = json_object();
        return *body ? 0 : desk_error(rs, 500, _("out of memory"));
    }
    json_error_t e;
    *body = json_loadb(rq->body, rq->body_len, JSON_REJECT_DUPLICATES, &e);
    if (!*body) {
        char message[300];
        snprintf(message, sizeof message, _("the request is not JSON: %s (line %d)"),
                 e.text, e.line);
        return desk_error(rs, 400, message);
    }
    if (!json_is_object(*body))
        return desk_error(rs, 400, _("the request must be a JSON object"));
    return 0;
}

static int wrong_field(desk_response *rs, const char *key, const char *what)
{
    char message[200];
    snprintf(message, sizeof message, _("\"%s\" must be %s"), key, what);
    return desk_error(rs, 400, message);
}

int desk_body_string(json_t *body, const char *key, int required, const char **out,
                     desk_response *rs)
{
    json_t *v = json_object_get(body, key);
    *out = NULL;
    if (!v && !required)
        return 0;
    if (!json_is_string(v) || (required && !*json_string_value(v)))
        return wrong_field(rs, key, _("a string"));
    *out = json_string_value(v);
    if (strlen(*out) != json_string_length(v))
        return wrong_field(rs, key, _("text without NUL"));
    return 0;
}

int desk_body_bool(json_t *body, const char *key, int *out, desk_response *rs)
{
    json_t *v = json_object_get(body, key);
    *out = 0;
    if (!v)
        return 0;
    if (!json_is_boolean(v))
        return wrong_field(rs, key, _("true or false"));
    *out = json_is_true(v);
    return 0;
}

/* A value of a file's field: a string as it is, a whole number written out,
 * true and false as yes and no; -1 for any other (an object, a fraction). */
int desk_body_value(json_t *value, char *out, size_t size)
{
    if (json_is_string(value) &&
        strlen(json_string_value(value)) == json_string_length(value))
        return snprintf(out, size, "%s", json_string_value(value)) < (int)size ? 0 : -1;
    if (json_is_integer(value))
        return snprintf(out, size, "%" JSON_INTEGER_FORMAT, json_integer_value(value)) <
                       (int)size
                   ? 0
                   : -1;
    if (json_is_boolean(value))
        return snprintf(out, size, "%s", json_is_true(value) ? "yes" : "no") < (int)size
                   ? 0
                   : -1;
    return -1;
}

/* What a command prints with --format json, read back; NULL when it fails. */
json_t *desk_command_json(const desk *d, const char *command)
{
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.format = "json";
    json_t *doc = NULL;
    if (!desk_run_command(&r))
        doc = json_loadb(r.out.data ? r.out.data : "", r.out.len, 0, NULL);
    desk_run_free(&r);
    return doc;
}

/* The entrants as pairing players --format json lists them, or NULL. */
json_t *desk_players_json(const desk *d)
{
    return desk_command_json(d, "players");
}

/* Whether the list of pairing players --format json has the player. */
int desk_players_has(json_t *players, const char *id)
{
    size_t k;
    json_t *p;
    json_array_foreach(json_object_get(players, "players"), k, p)
    {
        const char *its = json_string_value(json_object_get(p, "id"));
        if (its && !strcmp(its, id))
            return 1;
    }
    return 0;
}

/* A body whose one field that matters is a string it must have. */
int desk_body_with(const desk_request *rq, desk_response *rs, json_t **body,
                   const char *key, const char **value)
{
    int status = desk_body_object(rq, rs, body);
    return status ? status : desk_body_string(*body, key, 1, value, rs);
}

/* A document of the desk's own, jansson's layout (the tool's JSON has it too). */
int desk_answer_json(desk_response *rs, int status, json_t *doc)
{
    char *text = doc ? json_dumps(doc, JSON_INDENT(2)) : NULL;
    json_decref(doc);
    if (!text)
        return desk_error(rs, 500, _("out of memory"));
    rs->body.len = 0;
    cli_buffer_puts(&rs->body, text);
    cli_buffer_puts(&rs->body, "\n");
    free(text);
    rs->content_type = "application/json";
    return rs->status = status;
}

/* "result": the result of a game as pairing record takes it (SPEC §1, §9): a
 * token of a game played or forfeited, the Chinese words among them; a bye or
 * nothing is no result of a game (422).  *outcome is what it says. */
int desk_body_game_result(json_t *body, const char **result, pairing_outcome *outcome,
                          desk_response *rs)
{
    int status = desk_body_string(body, "result", 1, result, rs);
    if (!status && (cli_result_outcome(*result, outcome) || *outcome == PAIRING_PENDING ||
                    *outcome == PAIRING_BYE || *outcome == PAIRING_HALF_BYE ||
                    *outcome == PAIRING_ZERO_BYE))
        status = desk_error(rs, 422,
                            _("not a result of a game: use 1-0, 0-1, =, +-, -+, --, "
                              "先胜, 后胜, 和, 先弃权, 后弃权 or 双弃权"));
    return status;
}
