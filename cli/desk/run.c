/*
 * run.c - a command of the tool run for a request: the same cli_run the
 * command line calls, over the event file, with what it prints kept for the
 * answer and what it reports kept as the answer's error.  The desk does an
 * event's work only this way; it never does it again itself.
 */
#include <string.h>

#include "desk/desk.h"

/* A stage's commands: pairing stage NAME for its pairing, --stage NAME for
 * the others (the site is the whole event's); --group X for one group. */
void desk_run_init(desk_run *r, const desk *d, const char *command)
{
    memset(r, 0, sizeof *r);
    r->o.command = command;
    r->o.event = d->event;
    r->o.capture = &r->out;
    r->o.language = d->language_given ? d->language : NULL;
    if (!*d->stage || !strcmp(command, "publish"))
        return;
    if (!strcmp(command, "stage")) {
        r->o.words[0] = d->stage;
        r->o.nwords = 1;
    } else
        r->o.stage = d->stage;
    r->o.group = *d->group ? d->group : NULL;
}

/* The command's problems go to the sink the request set (answer.c): the
 * answer reports the last of them. */
int desk_run_command(desk_run *r)
{
    r->status = cli_run(&r->o);
    return r->status;
}

void desk_run_free(desk_run *r)
{
    cli_buffer_free(&r->out);
}

/* The exit statuses of pairing(1) as HTTP's: bad data is what the request
 * asked that the rules refuse (422); a file missing, 404; the rest is ours. */
int desk_status_of_exit(int exit_status)
{
    switch (exit_status) {
    case EXIT_OK:
        return 200;
    case EXIT_USAGE:
        return 400;
    case EXIT_DATA:
        return 422;
    case EXIT_NOINPUT:
        return 404;
    default:
        return 500;
    }
}

/* GET of a document a command prints: its --format json as the answer. */
int desk_answer_command(const desk *d, const char *command, desk_response *rs)
{
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.format = "json";
    desk_run_command(&r);
    int status = desk_run_answer(&r, rs, 200);
    desk_run_free(&r);
    return status;
}

/* What the command printed as the answer (ok_status), or its failure. */
int desk_run_answer(desk_run *r, desk_response *rs, int ok_status)
{
    if (r->status)
        return desk_status_of_exit(r->status); /* answer.c makes the error */
    rs->status = ok_status;
    rs->body.len = 0;
    rs->content_type = r->o.format && strcmp(r->o.format, "html") == 0
                           ? "text/html; charset=utf-8"
                           : "application/json";
    cli_buffer_add(&rs->body, r->out.data ? r->out.data : "", r->out.len);
    return ok_status;
}
