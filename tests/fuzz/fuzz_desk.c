/*
 * fuzz_desk.c - any bytes as a request to the director's desk (SPEC §14),
 * answered by desk_answer over an event folder of its own: the first line the
 * method and the path, then header lines, a blank line and the body.  What
 * must hold: the status is one SPEC §14 names; a request without the token,
 * from a foreign Host or Origin, or of the wrong type changes no file; every
 * JSON answer reads as JSON.
 */
#define _XOPEN_SOURCE 700 /* nftw(3), to take the folder away at the end */
#include <ftw.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "desk/desk.h"
#include "fuzz.h"

#define TOKEN "00112233445566778899aabbccddeeff"

static void check(int ok)
{
    if (!ok)
        abort();
}

static void write_file(const char *dir, const char *name, const char *text)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    check(f != NULL);
    fputs(text, f);
    fclose(f);
}

static desk the_folder;

static int remove_one(const char *path, const struct stat *st, int kind, struct FTW *at)
{
    (void)st, (void)kind, (void)at;
    return remove(path);
}

static void remove_folder(void)
{
    nftw(the_folder.dir, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

/* A Swiss of six, round 1 paired, in a folder of the run's own, taken away
 * when the run ends. */
static const desk *the_desk(void)
{
    desk *d = &the_folder;
    if (d->port)
        return d;
    char dir[] = "/tmp/fuzz-desk-XXXXXX";
    check(mkdtemp(dir) != NULL);
    snprintf(d->dir, sizeof d->dir, "%s", dir);
    snprintf(d->event, sizeof d->event, "%s/event.ini", dir);
    snprintf(d->token, sizeof d->token, "%s", TOKEN);
    d->port = 8080;
    snprintf(d->origin, sizeof d->origin, "http://127.0.0.1:8080");
    write_file(dir, "event.ini",
               "[event]\nname = 测试\nsystem = swiss\nrounds = 3\n"
               "entrants = entrants.csv\nresults = results.csv\n");
    write_file(dir, "entrants.csv",
               "id,name,rating\na,甲,2000\nb,乙,1900\nc,丙,1800\nd,丁,1700\n"
               "e,戊,1600\nf,己,1500\n");
    write_file(dir, "results.csv",
               "round,board,first,second,result\n1,1,a,d,\n1,2,e,b,\n1,3,c,f,\n");
    atexit(remove_folder);
    return d;
}

typedef struct parsed {
    char *text;
    desk_request rq;
} parsed;

static void header_line(desk_request *rq, char *line)
{
    char *colon = strchr(line, ':');
    if (!colon)
        return;
    *colon = 0;
    char *value = colon + 1 + (colon[1] == ' ');
    static const struct {
        const char *name;
        size_t at;
    } names[] = {{"host", offsetof(desk_request, host)},
                 {"origin", offsetof(desk_request, origin)},
                 {"content-type", offsetof(desk_request, content_type)},
                 {"cookie", offsetof(desk_request, cookie)},
                 {"authorization", offsetof(desk_request, authorization)},
                 {"if-match", offsetof(desk_request, if_match)},
                 {"token", offsetof(desk_request, query_token)}};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strcasecmp(line, names[i].name))
            *(const char **)((char *)rq + names[i].at) = value;
}

/* METHOD PATH\nName: value\n...\n\nbody */
static int parse(const uint8_t *data, size_t size, parsed *p)
{
    memset(p, 0, sizeof *p);
    p->text = malloc(size + 1);
    check(p->text != NULL);
    memcpy(p->text, data, size);
    p->text[size] = 0;
    char *end = strstr(p->text, "\n\n");
    char *body = end ? end + 2 : p->text + size;
    if (end)
        *end = 0;
    p->rq.body = body;
    p->rq.body_len = size - (size_t)(body - p->text);
    char *line = strtok(p->text, "\n");
    char *space = line ? strchr(line, ' ') : NULL;
    if (!space)
        return -1;
    *space = 0;
    p->rq.method = line;
    p->rq.url = space + 1;
    while ((line = strtok(NULL, "\n")))
        header_line(&p->rq, line);
    return 0;
}

static void version_of(const desk *d, char *etag, size_t size)
{
    desk_folder f;
    check(desk_folder_read(d, &f) == 0);
    desk_folder_version(&f, etag, size);
    desk_folder_free(&f);
}

static int known_status(int status)
{
    static const int statuses[] = {200, 201, 303, 400, 401, 403,
                                   404, 409, 413, 415, 422, 500};
    for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++)
        if (status == statuses[i])
            return 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const desk *d = the_desk();
    parsed p;
    if (size > 65536 || parse(data, size, &p)) {
        free(p.text);
        return 0;
    }
    char before[40], after[40];
    version_of(d, before, sizeof before);
    desk_response rs;
    int status = desk_answer(d, &p.rq, &rs);
    version_of(d, after, sizeof after);
    check(known_status(status) && rs.status == status);
    if (status == 401 || status == 403 || status == 413 || status == 415)
        check(!strcmp(before, after)); /* refused: nothing written */
    if (rs.content_type && !strcmp(rs.content_type, "application/json")) {
        json_t *doc = json_loadb(rs.body.data ? rs.body.data : "", rs.body.len, 0, NULL);
        check(doc != NULL);
        json_decref(doc);
    }
    desk_response_free(&rs);
    free(p.text);
    return 0;
}
