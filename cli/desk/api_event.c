/*
 * api_event.c - GET and PUT /api/event (SPEC §14): the event's particulars,
 * its settings as its file states them, and where it stands; a change written
 * into the event file as a director would write it (ini_edit.c), a setting
 * that decides an outcome refused once round 1 is paired.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/sheet.h"

static const char *const particulars[] = {"name", "date", "venue", "arbiter"};

static int is_particular(const char *key)
{
    for (size_t i = 0; i < sizeof particulars / sizeof particulars[0]; i++)
        if (!strcmp(key, particulars[i]))
            return 1;
    return 0;
}

/* What the file says of the event, not how it is paired or ranked. */
static int decides_nothing(const char *key)
{
    return is_particular(key) || !strcmp(key, "language");
}

static void put_or_null(cli_json *j, const char *key, const char *value)
{
    cli_json_key(j, key);
    value &&*value ? cli_json_string(j, value) : cli_json_null(j);
}

static void put_int_or_null(cli_json *j, const char *key, int value)
{
    cli_json_key(j, key);
    value ? cli_json_int(j, value) : cli_json_null(j);
}

/* An event in stages: each stage (or section) by name, with where it stands. */
static void put_stages(cli_json *j, const desk *d, const desk_state *st)
{
    cli_json_key(j, "stages");
    cli_json_array(j);
    for (size_t i = 0; i < st->ef.count; i++) {
        const char *name = cli_event_stage_of(st->ef.entries[i].section);
        if (!name ||
            (i > 0 && !strcmp(st->ef.entries[i - 1].section, st->ef.entries[i].section)))
            continue;
        desk one = *d;
        snprintf(one.stage, sizeof one.stage, "%s", name);
        desk_state stage;
        desk_response quiet = {0};
        cli_json_object(j);
        cli_json_put_string(j, "name", name);
        if (!desk_state_read(&one, &stage, &quiet)) {
            const char *groups = desk_state_value(&stage, "groups");
            const char *from = desk_state_value(&stage, "from");
            put_or_null(j, "system", stage.system);
            put_or_null(j, "from", from);
            put_int_or_null(j, "groups", groups ? atoi(groups) : 0);
            cli_json_put_int(j, "paired", stage.paired);
            put_int_or_null(j, "in_progress", stage.in_progress);
            cli_json_put_int(j, "missing", stage.missing);
        }
        desk_state_free(&stage);
        desk_response_free(&quiet);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void put_settings(cli_json *j, const desk_state *st)
{
    cli_json_key(j, "settings");
    cli_json_object(j);
    for (size_t i = 0; i < st->ef.count; i++) {
        const cli_event_entry *e = &st->ef.entries[i];
        if (strcmp(e->section, st->section) || is_particular(e->key))
            continue;
        char *end;
        long number = strtol(e->value, &end, 10);
        if (cli_option_is_number(e->key) && *e->value && !*end)
            cli_json_put_int(j, e->key, number); /* as the commands' JSON states it */
        else
            cli_json_put_string(j, e->key, e->value);
    }
    cli_json_object_end(j);
}

/* An event of teams, of stages, or of players. */
static const char *kind_of(const desk_state *st)
{
    const char *teams = desk_state_value(st, "teams");
    if (st->relay)
        return "relay";
    if (teams && *teams)
        return "team";
    for (size_t i = 0; i < st->ef.count; i++)
        if (cli_event_stage_of(st->ef.entries[i].section))
            return "stages";
    return "individual";
}

int desk_get_event(const desk *d, const desk_request *rq, desk_response *rs)
{
    (void)rq;
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    if (!status) {
        cli_json j = {.out = &rs->body};
        cli_json_object(&j);
        cli_json_key(&j, "event");
        cli_json_object(&j);
        for (size_t i = 0; i < sizeof particulars / sizeof particulars[0]; i++)
            put_or_null(&j, particulars[i], desk_state_value(&st, particulars[i]));
        cli_json_object_end(&j);
        put_settings(&j, &st);
        put_or_null(&j, "system", st.system);
        const char *rounds = desk_state_value(&st, "rounds");
        put_int_or_null(&j, "rounds", rounds ? atoi(rounds) : 0);
        cli_json_put_int(&j, "paired", st.paired);
        put_int_or_null(&j, "in_progress", st.in_progress);
        cli_json_put_int(&j, "missing", st.missing);
        cli_json_put_string(&j, "kind", kind_of(&st));
        if (!*d->stage && !strcmp(kind_of(&st), "stages"))
            put_stages(&j, d, &st);
        cli_json_object_end(&j);
        cli_json_finish(&j);
        rs->content_type = "application/json";
        status = rs->status = 200;
    }
    desk_state_free(&st);
    return status;
}

/* One key of the request: a value a file can hold, and a change the event
 * allows now. */
static int check_change(const desk_state *st, const char *key, json_t *value, char *text,
                        size_t size, desk_response *rs)
{
    char message[300];
    /* a stage drawn from another (SPEC §11) has keys of its own: from, advance */
    int stage_key = strcmp(st->section, "event") && cli_event_is_stage_key(key);
    if (!is_particular(key) && !cli_option_is_setting(key) && strcmp(key, "language") &&
        !stage_key) {
        snprintf(message, sizeof message, _("%s is no setting of an event file"), key);
        return desk_error(rs, 400, message);
    }
    if (json_is_null(value))
        *text = 0;
    else if (desk_body_value(value, text, size) || strpbrk(text, ";\r\n")) {
        snprintf(message, sizeof message, _("\"%s\" must be one line of text, without ;"),
                 key);
        return desk_error(rs, 400, message);
    }
    const char *now = desk_state_value(st, key);
    if (st->paired > 0 && !decides_nothing(key) && strcmp(now ? now : "", text) != 0) {
        if (now && *now)
            snprintf(message, sizeof message,
                     _("%s decides the pairings and the ranking: it cannot change once "
                       "round 1 is paired (it is %s)"),
                     key, now);
        else
            snprintf(message, sizeof message,
                     _("%s decides the pairings and the ranking: it cannot change once "
                       "round 1 is paired (the event file does not set it, so the "
                       "system's own holds)"),
                     key);
        return desk_error(rs, 409, message);
    }
    return 0;
}

/* Every key of one object of the request ("event" or "settings") into text. */
static int apply_object(const desk_state *st, json_t *object, int particular,
                        cli_buffer *text, desk_response *rs)
{
    if (!object)
        return 0;
    if (!json_is_object(object))
        return desk_error(rs, 400, _("\"event\" and \"settings\" must be objects"));
    const char *key;
    json_t *value;
    json_object_foreach(object, key, value)
    {
        char v[640];
        if (particular != is_particular(key))
            return desk_error(rs, 400,
                              particular ? _("\"event\" holds name, date, venue "
                                             "and arbiter")
                                         : _("the event's particulars go in "
                                             "\"event\""));
        int status = check_change(st, key, value, v, sizeof v, rs);
        cli_buffer next = {0};
        const char *section = particular ? "event" : st->section;
        if (!status && desk_ini_set(text, section, key, *v ? v : NULL, &next))
            status = desk_error(rs, 422, _("the event file has no such section"));
        cli_buffer_free(text);
        *text = next;
        if (status)
            return status;
    }
    return 0;
}

/* The command that reads every setting of the event: its standings (the
 * relay's and a Scheveningen's own command); NULL before a system is chosen. */
static const char *reading_command(const desk_state *st)
{
    if (!*st->system)
        return NULL;
    if (st->relay)
        return "relay";
    if (!strcmp(st->system, "scheveningen"))
        return "team scheveningen";
    return desk_command_for(st, "standings");
}

/* The settings as the commands read them: a problem the command finds in the
 * event file (an unknown system, rounds that are no number, a tiebreak it does
 * not know) refuses the change; one elsewhere (no players yet) does not. */
static int settings_read(const desk *d)
{
    desk_state st;
    desk_response quiet = {0};
    int status = desk_state_read(d, &st, &quiet);
    const char *command = status ? NULL : reading_command(&st);
    int stage_in_groups = *d->stage && desk_state_value(&st, "groups");
    /* a stage drawn from another reads only once that one is over (SPEC §11):
     * before its draw, its settings are read when it is drawn */
    int drawn_later = *d->stage && desk_state_value(&st, "from") && st.paired == 0;
    desk_state_free(&st);
    desk_response_free(&quiet);
    if (status || !command || stage_in_groups || drawn_later)
        return !status;
    cli_report_sink *sink = cli_report_current();
    int before = sink ? sink->problems : 0;
    json_t *doc = desk_command_json(d, command);
    json_decref(doc);
    return doc || !sink || sink->problems == before || strcmp(sink->file, d->event) != 0;
}

/* The edited file must read as an event file, and its settings as the
 * commands read them, or the old one is put back. */
static int write_event_file(const desk *d, const cli_buffer *text, const char *old,
                            size_t old_len, desk_response *rs)
{
    cli_event_file ef = {0};
    int status =
        cli_parse_event_file(d->event, text->data ? text->data : "", text->len, &ef);
    cli_free_event_file(&ef);
    if (status)
        return desk_error(rs, 422, NULL);
    return desk_replace_file(d, d->event, text, old, old_len, settings_read, rs);
}

/* PUT /api/event {"event": {...}, "settings": {...}} */
int desk_put_event(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL;
    desk_state st;
    cli_buffer text = {0};
    char *data = NULL;
    size_t len = 0;
    int status = desk_body_object(rq, rs, &body);
    int read = !status && !(status = desk_state_read(d, &st, rs));
    if (!status && cli_read_file(d->event, &data, &len))
        status = desk_error(rs, 404, NULL);
    if (!status)
        cli_buffer_add_slow(&text, data, len);
    if (!status)
        status = apply_object(&st, json_object_get(body, "event"), 1, &text, rs);
    if (!status)
        status = apply_object(&st, json_object_get(body, "settings"), 0, &text, rs);
    if (!status)
        status = write_event_file(d, &text, data, len, rs);
    if (read)
        desk_state_free(&st);
    free(data);
    cli_buffer_free(&text);
    json_decref(body);
    return status ? status : desk_get_event(d, rq, rs);
}
