/*
 * body.h - a request's JSON body, read with jansson (body.c): a field missing
 * or of the wrong type is 400, as SPEC §14 says, naming the field.
 */
#ifndef PAIRING_CLI_DESK_BODY_H
#define PAIRING_CLI_DESK_BODY_H

#include <jansson.h>

#include "desk/desk.h"

int desk_body_object(const desk_request *rq, desk_response *rs, json_t **body);
int desk_body_string(json_t *body, const char *key, int required, const char **out,
                     desk_response *rs);
int desk_body_bool(json_t *body, const char *key, int *out, desk_response *rs);
int desk_body_value(json_t *value, char *out, size_t size);
int desk_body_game_result(json_t *body, const char **result, pairing_outcome *outcome,
                          desk_response *rs);
json_t *desk_command_json(const desk *d, const char *command);
json_t *desk_players_json(const desk *d);
int desk_players_has(json_t *players, const char *id);
int desk_body_with(const desk_request *rq, desk_response *rs, json_t **body,
                   const char *key, const char **value);
int desk_answer_json(desk_response *rs, int status, json_t *doc);

#endif /* PAIRING_CLI_DESK_BODY_H */
