/*
 * pages.c - the desk's own pages, compiled in (assets.c): the desk itself, its
 * script and style, and the page a browser without the token gets.  The
 * desk's <title> names the event (SPEC §14), so a tab says which event it is.
 */
#include <stdlib.h>
#include <string.h>

#include "desk/desk.h"

/* The page with {{title}} as the event's name, in markup. */
static int page_with_title(const desk *d, const desk_asset *a, desk_response *rs)
{
    cli_event_file ef = {0};
    const cli_event_entry *name = NULL;
    if (!cli_read_event_file(d->event, &ef))
        name = cli_event_find(&ef, "event", "name");
    const char *text = (const char *)a->data;
    const char *mark = strstr(text, "{{title}}");
    rs->body.len = 0;
    if (mark) {
        cli_buffer_add_slow(&rs->body, text, (size_t)(mark - text));
        cli_buffer_markup_text(&rs->body, name && *name->value ? name->value : "pairing");
        cli_buffer_puts(&rs->body, mark + 9);
    } else
        cli_buffer_add_slow(&rs->body, text, a->len);
    cli_free_event_file(&ef);
    rs->content_type = a->type;
    return rs->status = 200;
}

int desk_page(const desk *d, const desk_request *rq, desk_response *rs)
{
    const char *path = strcmp(rq->url, "/") == 0 ? "/desk.html" : rq->url;
    const desk_asset *a = desk_asset_find(path);
    if (!a || strcmp(path, "/login.html") == 0)
        return desk_error(rs, 404, _("no such page of the desk"));
    if (strcmp(path, "/desk.html") == 0)
        return page_with_title(d, a, rs);
    rs->body.len = 0;
    cli_buffer_add_slow(&rs->body, (const char *)a->data, a->len);
    rs->content_type = a->type;
    return rs->status = 200;
}

/* What a browser without the token sees (401): over the network, where to
 * give the password; on the machine itself, to use the address printed. */
int desk_login_page(const desk *d, desk_response *rs)
{
    const desk_asset *a = desk_asset_find("/login.html");
    if (!a)
        return 401;
    rs->body.len = 0;
    cli_buffer_add_slow(&rs->body, (const char *)a->data, a->len);
    rs->content_type = a->type;
    (void)d;
    return rs->status = 401;
}
