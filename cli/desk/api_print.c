/*
 * api_print.c - what the desk shows to print, and the players' site: each the
 * page its command writes (pairing swiss --round N --format html, standings,
 * players, roundrobin, knockout), which the browser prints on A4 as the
 * printouts are printed; and pairing publish into a folder of the event.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/body.h"

/* The command that prints `what` for this event, with its --round. */
static const char *printout_command(const desk_state *st, const char *what, int round,
                                    char *number, size_t size)
{
    const char *pairs = NULL;
    desk_pairing_command(st, &pairs);
    if (!strcmp(what, "standings") && !round)
        return desk_command_for(st, "standings");
    if (!strcmp(what, "players") && !round && !st->team)
        return "players";
    if (!strcmp(what, "schedule") && st->relay && !round)
        return "relay"; /* every game, the next one, the places */
    if (!strcmp(what, "schedule") && pairs && !strstr(pairs, "swiss") && !round)
        return pairs; /* a round robin's schedule, a knockout's bracket, a match */
    if (!strcmp(what, "round") && pairs && strstr(pairs, "swiss") && round > 0) {
        snprintf(number, size, "%d", round);
        return pairs;
    }
    return NULL;
}

/* GET /print/WHAT[/N]: the page to print. */
int desk_printout(const desk *d, desk_response *rs, const char *what, int round)
{
    desk_state st;
    char number[16] = "";
    int status = desk_state_read(d, &st, rs);
    const char *command =
        status ? NULL : printout_command(&st, what, round, number, sizeof number);
    desk_state_free(&st);
    if (status)
        return status;
    if (!command)
        return desk_error(rs, 404, _("this event has no such page to print"));
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.format = "html";
    r.o.round = *number ? number : NULL;
    desk_run_command(&r);
    status = desk_run_answer(&r, rs, 200);
    desk_run_free(&r);
    return status;
}

/* A folder inside the event's: no absolute path, no "..", not history/. */
static int site_folder_allowed(const char *site)
{
    if (!*site || site[0] == '/' || strchr(site, '\\') || !strncmp(site, "history", 7))
        return 0;
    for (const char *p = site; *p; p += strcspn(p, "/"), p += *p == '/') {
        size_t n = strcspn(p, "/");
        if ((n == 2 && p[0] == '.' && p[1] == '.') || (n == 1 && p[0] == '.') || n == 0)
            return 0;
    }
    return 1;
}

/* POST /api/publish {"site": "PATH"}: pairing publish --site DIR/PATH. */
int desk_post_publish(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL;
    const char *site = NULL;
    int status = desk_body_with(rq, rs, &body, "site", &site);
    if (!status && !site_folder_allowed(site))
        status = desk_error(rs, 400,
                            _("\"site\" must be a folder inside the event's "
                              "folder"));
    char path[8192];
    if (!status) {
        snprintf(path, sizeof path, "%s/%s", d->dir, site);
        desk_run r;
        desk_run_init(&r, d, "publish");
        r.o.site = path;
        status = desk_status_of_exit(desk_run_command(&r));
        desk_run_free(&r);
    }
    json_t *doc = status == 200 ? json_pack("{s:s, s:s+}", "site", site, "index", site,
                                            "/index.html")
                                : NULL;
    json_decref(body);
    return status == 200 ? desk_answer_json(rs, 200, doc) : status;
}

/* POST /api/login {"password": P}: over the network (--lan) a browser logs in
 * with the password pairing serve printed, and gets the session's cookie. */
int desk_login(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL;
    const char *password = NULL;
    int status = desk_body_with(rq, rs, &body, "password", &password);
    if (!status &&
        (!d->lan || !desk_same_secret(password, strlen(password), d->password)))
        status = desk_error(rs, 401, _("wrong password"));
    json_decref(body);
    if (status)
        return status;
    snprintf(rs->set_cookie, sizeof rs->set_cookie,
             "pairing_token=%s; Path=/; HttpOnly; SameSite=Strict", d->token);
    return desk_answer_json(rs, 200, json_pack("{s:b}", "logged_in", 1));
}
