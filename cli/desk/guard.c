/*
 * guard.c - who may ask the desk anything (SPEC §14): the session's token,
 * the served Host (a page of another site that rebinds its name to 127.0.0.1
 * names its own host), and, for a change, JSON from the served Origin (a form
 * of another site can post text/plain or a form encoding, never JSON without
 * asking, and it names its origin).  Each refusal has the status SPEC §14
 * names; the body limit (413) comes before every other refusal.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "desk/desk.h"

/* Compared in a time that does not depend on where they differ. */
int desk_same_secret(const char *given, size_t len, const char *secret)
{
    size_t n = strlen(secret);
    unsigned char diff = (unsigned char)(len != n);
    for (size_t i = 0; i < n; i++)
        diff |= (unsigned char)((i < len ? given[i] : 0) ^ secret[i]);
    return diff == 0;
}

int desk_changes_state(const desk_request *rq)
{
    return strcmp(rq->method, "GET") != 0 && strcmp(rq->method, "HEAD") != 0;
}

/* The media type of Content-Type, its parameters (charset) aside. */
static int media_type_is(const char *content_type, const char *type)
{
    if (!content_type)
        return 0;
    size_t n = strlen(type);
    const char *p = content_type;
    while (*p == ' ' || *p == '\t')
        p++;
    if (strncasecmp(p, type, n) != 0)
        return 0;
    p += n;
    while (*p == ' ' || *p == '\t')
        p++;
    return *p == 0 || *p == ';';
}

int desk_json_body(const desk_request *rq)
{
    return media_type_is(rq->content_type, "application/json");
}

/* A spreadsheet as a browser sends one (SPEC §14), never a form encoding. */
int desk_file_body(const desk_request *rq)
{
    static const char *const types[] = {"text/csv", "text/tab-separated-values",
                                        "application/vnd.ms-excel",
                                        "application/octet-stream"};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (media_type_is(rq->content_type, types[i]))
            return 1;
    return 0;
}

/* A Host the desk answers to: the served address by number or as localhost;
 * with --lan, any address by number on the served port (a name would let a
 * rebinding page in). */
static int host_is_served(const desk *d, const char *host)
{
    if (!host)
        return 0;
    char port[16];
    snprintf(port, sizeof port, ":%u", d->port);
    size_t n = strlen(host), np = strlen(port);
    if (n <= np || strcmp(host + n - np, port) != 0)
        return 0;
    size_t name = n - np;
    if ((name == 9 && strncmp(host, "127.0.0.1", 9) == 0) ||
        (name == 9 && strncasecmp(host, "localhost", 9) == 0))
        return 1;
    if (!d->lan)
        return 0;
    int dots = 0;
    for (size_t i = 0; i < name; i++) {
        if (host[i] == '.')
            dots++;
        else if (!isdigit((unsigned char)host[i]))
            return 0;
    }
    return dots == 3;
}

/* The Origin of a change: the served one (by number, as localhost, or for
 * --lan the Host's own), nothing else - "null" and another port included. */
static int origin_is_served(const desk *d, const desk_request *rq)
{
    if (!rq->origin)
        return 1; /* a program's request (curl, a script) carries none */
    if (strcmp(rq->origin, d->origin) == 0)
        return 1;
    char other[128];
    snprintf(other, sizeof other, "http://localhost:%u", d->port);
    if (strcasecmp(rq->origin, other) == 0)
        return 1;
    if (d->lan && rq->host && strncmp(rq->origin, "http://", 7) == 0 &&
        strcmp(rq->origin + 7, rq->host) == 0 && host_is_served(d, rq->host))
        return 1;
    return 0;
}

/* The token a request carries: the cookie the first visit set, or a program's
 * Authorization: Bearer TOKEN. */
static int carries_token(const desk *d, const desk_request *rq)
{
    const char *a = rq->authorization;
    if (a && strncasecmp(a, "Bearer ", 7) == 0 &&
        desk_same_secret(a + 7, strlen(a + 7), d->token))
        return 1;
    for (const char *c = rq->cookie; c && *c;) {
        while (*c == ' ' || *c == ';')
            c++;
        size_t len = strcspn(c, ";");
        if (strncmp(c, "pairing_token=", 14) == 0 &&
            desk_same_secret(c + 14, len - 14, d->token))
            return 1;
        c += len;
    }
    return 0;
}

/* The first visit: the address the desk printed, with ?token=.  The right one
 * sets the cookie and sends the browser to the address without it (so the
 * token leaves the address bar and the history); a wrong one sets nothing. */
static int first_visit(const desk *d, const desk_request *rq, desk_response *rs)
{
    if (!desk_same_secret(rq->query_token, strlen(rq->query_token), d->token))
        return desk_error(rs, 401,
                          _("this address's token is not the desk's: use "
                            "the address pairing serve printed"));
    snprintf(rs->set_cookie, sizeof rs->set_cookie,
             "pairing_token=%s; Path=/; HttpOnly; SameSite=Strict", d->token);
    rs->status = 303;
    rs->location = "/";
    return 303;
}

/* The import of the entrants: the event's, or a stage's (or section's) of an
 * event in stages, /api/stages/NAME/players/import. */
static int is_import(const char *url)
{
    const char *name = url + 12;
    size_t n = strcspn(name, "/");
    if (strcmp(url, "/api/players/import") == 0)
        return 1;
    return strncmp(url, "/api/stages/", 12) == 0 && n > 0 &&
           strcmp(name + n, "/players/import") == 0;
}

/* A change is JSON, an import the spreadsheet's bytes (415 before anything of
 * it is read into a file); a DELETE may have no body at all. */
static int refuse_content_type(const desk_request *rq, desk_response *rs)
{
    if (is_import(rq->url))
        return desk_file_body(rq) ? 0
                                  : desk_error(rs, 415,
                                               _("send the spreadsheet as text/csv (or "
                                                 "as the file a browser sends)"));
    int bare_delete =
        strcmp(rq->method, "DELETE") == 0 && rq->body_len == 0 && !rq->content_type;
    if (bare_delete || desk_json_body(rq))
        return 0;
    return desk_error(rs, 415, _("send the change as application/json"));
}

/* 0 when the request may go on; else the refusal, in rs. */
int desk_admit(const desk *d, const desk_request *rq, desk_response *rs)
{
    if (rq->too_large)
        return desk_error(rs, 413, _("the request is larger than 16 MiB"));
    if (!host_is_served(d, rq->host))
        return desk_error(rs, 403,
                          _("the desk answers only at the address it printed "
                            "(Host)"));
    if (rq->query_token && strcmp(rq->method, "GET") == 0)
        return first_visit(d, rq, rs);
    /* over the network (--lan) a browser logs in with the password instead;
     * the desk's script and style hold nothing of the event */
    int open_to_all = !strcmp(rq->url, "/api/login") ||
                      (!strcmp(rq->method, "GET") &&
                       (!strcmp(rq->url, "/desk.css") || !strcmp(rq->url, "/desk.js")));
    if (!carries_token(d, rq) && !open_to_all)
        return desk_error(rs, 401,
                          _("open the desk at the address pairing serve "
                            "printed (with its token)"));
    if (!desk_changes_state(rq))
        return 0;
    if (!origin_is_served(d, rq))
        return desk_error(rs, 403,
                          _("a change may come only from the desk's own "
                            "pages (Origin)"));
    return refuse_content_type(rq, rs);
}
