/*
 * search.c - the search box of every page (SPEC §13): players.js, the index
 * it searches (name, id, club, number and page of every player), and
 * search.js, a few lines that list the matches as links while the visitor
 * types.  Both are files of the site, so it works offline and from file://,
 * where a page may not fetch a JSON file.
 */
#include <stdio.h>
#include <string.h>

#include "site/site.h"

static const char search_js[] =
    "/* pairing publish: the search box lists the players whose name, id, club\n"
    " * or number matches what is typed, as links to their pages. */\n"
    "(function () {\n"
    "  'use strict';\n"
    "  var players = window.PAIRING_PLAYERS || [];\n"
    "  function matches(p, q) {\n"
    "    return String(p[3]) === q || [p[0], p[1], p[2]].some(function (s) {\n"
    "      return s.toLowerCase().indexOf(q) >= 0;\n"
    "    });\n"
    "  }\n"
    "  function show(form, input, hits) {\n"
    "    var q = input.value.trim().toLowerCase(), shown = 0;\n"
    "    var root = form.getAttribute('data-root') || '';\n"
    "    while (hits.firstChild) hits.removeChild(hits.firstChild);\n"
    "    for (var i = 0; q && i < players.length && shown < 20; i++) {\n"
    "      var p = players[i];\n"
    "      if (!matches(p, q)) continue;\n"
    "      var li = document.createElement('li'), a = document.createElement('a');\n"
    "      a.href = root + p[4];\n"
    "      a.textContent = p[0] + ' \\u00b7 ' + p[3] + ' \\u00b7 ' + p[1] +\n"
    "        (p[2] ? ' \\u00b7 ' + p[2] : '');\n"
    "      li.appendChild(a);\n"
    "      hits.appendChild(li);\n"
    "      shown++;\n"
    "    }\n"
    "  }\n"
    "  Array.prototype.forEach.call(document.querySelectorAll('form.search'),\n"
    "    function (form) {\n"
    "      var input = form.querySelector('input'), hits = form.querySelector('ul');\n"
    "      input.addEventListener('input', function () { show(form, input, hits); });\n"
    "      form.addEventListener('submit', function (e) {\n"
    "        var first = hits.querySelector('a');\n"
    "        e.preventDefault();\n"
    "        if (first) window.location.href = first.href;\n"
    "      });\n"
    "    });\n"
    "})();\n";

/* A JavaScript string: quotes, backslashes and control characters escaped,
 * and the two line separators JavaScript reads as line ends. */
static void js_string(cli_buffer *out, const char *s)
{
    cli_buffer_puts(out, "\"");
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            cli_buffer_printf(out, "\\%c", *p);
        else if (*p < 0x20 || *p == '<')
            cli_buffer_printf(out, "\\u%04x", *p);
        else if (p[0] == 0xe2 && p[1] == 0x80 && (p[2] == 0xa8 || p[2] == 0xa9)) {
            cli_buffer_printf(out, "\\u%04x", p[2] == 0xa8 ? 0x2028 : 0x2029);
            p += 2;
        } else
            cli_buffer_add(out, (const char *)p, 1);
    }
    cli_buffer_puts(out, "\"");
}

int cli_site_search_script(cli_site *s)
{
    cli_buffer *out = cli_site_add(s, "search.js");
    if (!out)
        return EXIT_SOFTWARE;
    cli_buffer_puts(out, search_js);
    return EXIT_OK;
}

/* The entries of an event's entrants, their pages in folder (players/, a
 * stage's stage-1-A/players/, teams/); *count runs on for the commas. */
void cli_site_index_event(cli_buffer *out, const pairing_event *ev, const char *folder,
                          int *count)
{
    for (int p = 0; p < pairing_event_entrants(ev); p++) {
        cli_buffer_puts(out, (*count)++ ? ",\n[" : "[");
        js_string(out, pairing_event_name(ev, p));
        cli_buffer_puts(out, ",");
        js_string(out, pairing_event_id(ev, p));
        cli_buffer_puts(out, ",");
        js_string(out, pairing_event_club(ev, p));
        cli_buffer_printf(out, ",%d,\"%s%d.html\"]", pairing_event_number(ev, p), folder,
                          cli_html_player_page(ev, p));
    }
}

/* search.js, and players.js with the entrants of each event whose pages are
 * in folders[i] (an event NULL: none, a stage not begun). */
int cli_site_search_index(cli_site *s, const pairing_event *const *events,
                          const char *const *folders, int count)
{
    cli_buffer *out;
    if (cli_site_search_script(s) || !(out = cli_site_add(s, "players.js")))
        return EXIT_SOFTWARE;
    int entries = 0;
    cli_buffer_puts(out, CLI_SITE_INDEX_HEAD);
    for (int i = 0; i < count; i++)
        if (events[i])
            cli_site_index_event(out, events[i], folders[i], &entries);
    cli_buffer_puts(out, "\n];\n");
    return out->failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}

int cli_site_search_files(cli_site *s, const cli_site_event *se)
{
    const pairing_event *events[] = {se->ev};
    const char *const folders[] = {"players/"};
    return cli_site_search_index(s, events, folders, 1);
}
