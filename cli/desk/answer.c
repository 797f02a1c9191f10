/*
 * answer.c - a request answered: admitted (guard.c), its version checked
 * against the event's (If-Match: 409 for a change made from a state the
 * client had not seen), routed to its part of the API or to a built-in page,
 * and, after a change, the files it replaced kept in history/.  Every answer
 * carries the version of the event's files as they are after it (ETag).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/desk.h"

/* A number of the path: a round, a board (1 up, no sign, no leading zero). */
static int path_number(const char *s, const char **rest)
{
    long value = 0;
    if (*s < '1' || *s > '9')
        return -1;
    while (*s >= '0' && *s <= '9' && value < 100000)
        value = value * 10 + (*s++ - '0');
    *rest = s;
    return value >= 100000 ? -1 : (int)value;
}

static int is(const desk_request *rq, const char *method, const char *url)
{
    return strcmp(rq->method, method) == 0 && strcmp(rq->url, url) == 0;
}

/* /api/rounds/N, /api/rounds/N/boards/B, /api/check/N */
static int route_round(const desk *d, const desk_request *rq, desk_response *rs)
{
    const char *rest;
    if (strncmp(rq->url, "/api/check/", 11) == 0) {
        int round = path_number(rq->url + 11, &rest);
        if (round > 0 && !*rest && strcmp(rq->method, "GET") == 0)
            return desk_get_check(d, rs, round);
        return desk_error(rs, 404, _("no such page of the desk"));
    }
    int round = path_number(rq->url + 12, &rest);
    if (round <= 0)
        return desk_error(rs, 404, _("no such round"));
    if (!*rest && strcmp(rq->method, "GET") == 0)
        return desk_get_round(d, rs, round);
    if (!*rest && strcmp(rq->method, "DELETE") == 0)
        return desk_delete_round(d, rs, round);
    if (strncmp(rest, "/boards/", 8) == 0 && strcmp(rq->method, "PUT") == 0) {
        int board = path_number(rest + 8, &rest);
        if (board > 0 && !*rest)
            return desk_put_board(d, rq, rs, round, board);
        return desk_error(rs, 404, _("no such board"));
    }
    return desk_error(rs, 404, _("no such page of the desk"));
}

/* /print/WHAT[/N]: a printout of the event, as its command prints it. */
static int route_print(const desk *d, const desk_request *rq, desk_response *rs)
{
    char what[32];
    const char *p = rq->url + 7, *rest = p;
    size_t n = strcspn(p, "/");
    if (n == 0 || n >= sizeof what || strcmp(rq->method, "GET") != 0)
        return desk_error(rs, 404, _("no such page of the desk"));
    memcpy(what, p, n);
    what[n] = 0;
    int round = 0;
    if (p[n] == '/' && ((round = path_number(p + n + 1, &rest)) <= 0 || *rest))
        return desk_error(rs, 404, _("no such round"));
    return desk_printout(d, rs, what, round);
}

/* /api/relay, /api/relay/games, /api/relay/games/G: the relay game by game. */
static int route_relay(const desk *d, const desk_request *rq, desk_response *rs)
{
    const char *rest;
    if (is(rq, "GET", "/api/relay"))
        return desk_get_relay(d, rs);
    if (is(rq, "POST", "/api/relay/games"))
        return desk_post_relay_game(d, rq, rs);
    int game =
        strncmp(rq->url, "/api/relay/games/", 17) ? -1 : path_number(rq->url + 17, &rest);
    if (game > 0 && !*rest && !strcmp(rq->method, "PUT"))
        return desk_put_relay_game(d, rq, rs, game);
    if (game > 0 && !*rest && !strcmp(rq->method, "DELETE"))
        return desk_delete_relay_game(d, rs, game);
    return desk_error(rs, 404,
                      game > 0 ? _("no such game") : _("no such page of the desk"));
}

static int route_api(const desk *d, const desk_request *rq, desk_response *rs)
{
    if (is(rq, "GET", "/api/event"))
        return desk_get_event(d, rq, rs);
    if (is(rq, "PUT", "/api/event"))
        return desk_put_event(d, rq, rs);
    if (is(rq, "GET", "/api/players"))
        return desk_get_players(d, rq, rs);
    if (is(rq, "POST", "/api/players"))
        return desk_post_player(d, rq, rs);
    if (is(rq, "POST", "/api/players/import"))
        return desk_import_players(d, rq, rs);
    if (strncmp(rq->url, "/api/players/", 13) == 0 && strcmp(rq->method, "PUT") == 0)
        return desk_put_player(d, rq, rs, rq->url + 13);
    if (is(rq, "POST", "/api/rounds"))
        return desk_post_round(d, rq, rs);
    if (strncmp(rq->url, "/api/rounds/", 12) == 0 ||
        strncmp(rq->url, "/api/check/", 11) == 0)
        return route_round(d, rq, rs);
    if (is(rq, "GET", "/api/standings"))
        return desk_get_standings(d, rs);
    if (is(rq, "POST", "/api/publish"))
        return desk_post_publish(d, rq, rs);
    if (is(rq, "POST", "/api/login"))
        return desk_login(d, rq, rs);
    if (strncmp(rq->url, "/api/relay", 10) == 0)
        return route_relay(d, rq, rs);
    return desk_error(rs, 404, _("no such page of the desk"));
}

/* A team event's verbs under /api/teams/... (SPEC §14) are the same verbs: the
 * event file says the event is one of teams, and each does it as the team
 * commands do; /api/teams alone lists the teams and their members. */
static int route_teams(const desk *d, const desk_request *rq, desk_response *rs)
{
    char url[512];
    const char *rest = rq->url + 10;
    if (strlen(rest) >= sizeof url - 8)
        return desk_error(rs, 404, _("no such page of the desk"));
    snprintf(url, sizeof url, "/api%s", *rest ? rest : "/players");
    desk_request same = *rq;
    same.url = url;
    return route_api(d, &same, rs);
}

/* /api/stages/NAME[/groups/X]/REST: the verbs of REST about one stage (or
 * section) of an event in stages, and one group of it. */
static int route_stage(const desk *d, const desk_request *rq, desk_response *rs)
{
    const char *name = rq->url + 12, *rest = name + strcspn(name, "/");
    desk one = *d;
    size_t n = (size_t)(rest - name);
    if (n == 0 || n >= sizeof one.stage)
        return desk_error(rs, 404, _("the event file has no such stage"));
    memcpy(one.stage, name, n);
    one.stage[n] = 0;
    if (!strncmp(rest, "/groups/", 8)) {
        const char *group = rest + 8;
        rest = group + strcspn(group, "/");
        n = (size_t)(rest - group);
        if (n == 0 || n >= sizeof one.group)
            return desk_error(rs, 404, _("no such group"));
        memcpy(one.group, group, n);
        one.group[n] = 0;
    }
    char url[512];
    if (strlen(rest) >= sizeof url - 8)
        return desk_error(rs, 404, _("no such page of the desk"));
    int print = !strncmp(rest, "/print/", 7);
    snprintf(url, sizeof url, "%s%s", print ? "" : "/api", *rest ? rest : "/event");
    desk_request same = *rq;
    same.url = url;
    if (print)
        return route_print(&one, &same, rs);
    return strncmp(url, "/api/stages", 11) ? route_api(&one, &same, rs)
                                           : desk_error(rs, 404,
                                                        _("no such page of the "
                                                          "desk"));
}

static int route(const desk *d, const desk_request *rq, desk_response *rs)
{
    if (!strncmp(rq->url, "/api/stages/", 12))
        return route_stage(d, rq, rs);
    if (strncmp(rq->url, "/api/teams", 10) == 0 && (!rq->url[10] || rq->url[10] == '/'))
        return route_teams(d, rq, rs);
    if (strncmp(rq->url, "/api/", 5) == 0)
        return route_api(d, rq, rs);
    if (strncmp(rq->url, "/print/", 7) == 0)
        return route_print(d, rq, rs);
    if (strcmp(rq->method, "GET") == 0)
        return desk_page(d, rq, rs);
    return desk_error(rs, 404, _("no such page of the desk"));
}

/* A change made from a version the client had seen, or from none (a program
 * that does not ask first): anything else is refused before it is read. */
static int version_refused(const desk_request *rq, const char *now, desk_response *rs)
{
    if (!desk_changes_state(rq) || !rq->if_match || strcmp(rq->if_match, "*") == 0 ||
        strcmp(rq->if_match, now) == 0)
        return 0;
    return desk_error(rs, 409,
                      _("the event changed since this page read it (another "
                        "tab, the command line or a spreadsheet): read it "
                        "again, then make the change"));
}

/* A change, between the two readings of the folder: the versions kept first,
 * those of the files it left alone let go after; the answer's version is the
 * folder's after it. */
static int answer_change(const desk *d, const desk_request *rq, desk_response *rs,
                         desk_folder *before)
{
    if (desk_folder_keep_versions(d, before))
        return desk_error(rs, 500, NULL); /* no change without its history */
    int status = route(d, rq, rs);
    desk_folder after;
    if (!desk_folder_read(d, &after)) {
        desk_folder_drop_unchanged(before, &after);
        desk_folder_version(&after, rs->etag, sizeof rs->etag);
        desk_folder_free(&after);
    }
    return status;
}

/* The request itself, its version checked first; a reading changes nothing,
 * so its answer carries the version it read. */
static int answer_admitted(const desk *d, const desk_request *rq, desk_response *rs,
                           desk_folder *before)
{
    char now[40];
    desk_folder_version(before, now, sizeof now);
    snprintf(rs->etag, sizeof rs->etag, "%s", now);
    int status = version_refused(rq, now, rs);
    if (status)
        return status;
    return desk_changes_state(rq) ? answer_change(d, rq, rs, before) : route(d, rq, rs);
}

/* Each answer speaks as a command over the event would, whatever the request
 * before it ran (a command switches the process to its event's language):
 * serve's --language, else the event file's language =, else the language the
 * desk began in.  An event file that does not read says so later, itself. */
static void speak(const desk *d)
{
    const char *language = d->language;
    cli_report_sink quiet = {0};
    cli_report_into(&quiet);
    cli_event_file ef;
    int read = !d->language_given && !cli_read_event_file(d->event, &ef);
    const cli_event_entry *e = read ? cli_event_find(&ef, "event", "language") : NULL;
    if (e && (!strcmp(e->value, "zh") || !strcmp(e->value, "en")))
        language = e->value;
    cli_i18n_use(language);
    if (read)
        cli_free_event_file(&ef);
    cli_report_into(NULL);
}

int desk_answer(const desk *d, const desk_request *rq, desk_response *rs)
{
    memset(rs, 0, sizeof *rs);
    speak(d);
    cli_report_sink sink = {0};
    cli_report_into(&sink);
    int status = desk_admit(d, rq, rs);
    /* nobody not let in is told the version; any other answer carries it */
    int told = status != 401 && status != 403 && status != 413;
    desk_folder before;
    if (told && desk_folder_read(d, &before))
        status = desk_error(rs, 500, NULL);
    else if (told) {
        if (status)
            desk_folder_version(&before, rs->etag, sizeof rs->etag);
        else
            status = answer_admitted(d, rq, rs, &before);
        desk_folder_free(&before);
    }
    cli_report_into(NULL);
    if (status == 401 && !strcmp(rq->method, "GET") && !strcmp(rq->url, "/") &&
        !rq->query_token)
        desk_login_page(d, rs);
    if (status >= 400 && rs->body.len == 0)
        desk_error_at(rs, status, sink.problems ? sink.message : _("failed"), sink.file,
                      sink.line);
    rs->status = status;
    return status;
}
