/*
 * capture.c - a page of the site made by a command (SPEC §13): the command
 * run as a director runs it, with the site's bar and links, what it prints
 * kept as a file of the site instead of written to its --output.
 */
#include "site/site.h"

int cli_site_run(const cli_options *base, int (*command)(const cli_options *),
                 const char *name, const char *format, const char *round,
                 const char *after, const cli_site_nav *nav, cli_buffer *into)
{
    cli_options o = *base;
    o.command = name;
    o.format = format;
    o.round = round;
    o.after_round = after;
    o.capture = into;
    o.site_nav = nav;
    o.output = NULL;
    o.record = o.explain = 0;
    return command(&o);
}

int cli_site_capture(cli_site *s, const cli_options *base,
                     int (*command)(const cli_options *), const char *name,
                     const char *round, const char *after, const cli_site_nav *nav,
                     const char *path)
{
    cli_buffer page = {0};
    int status = cli_site_run(base, command, name, "html", round, after, nav, &page);
    cli_buffer *out = status ? NULL : cli_site_add(s, "%s", path);
    if (out)
        *out = page;
    else
        cli_buffer_free(&page);
    return status ? status : out ? EXIT_OK : EXIT_SOFTWARE;
}
