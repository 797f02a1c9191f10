/*
 * stages.c - an event in stages (组合赛制, SPEC §11) as a site (SPEC §13):
 * each stage, and each group of a stage played in groups, is a site of its
 * own in a folder (stage-1-A/, stage-2/ ...), made as an event's site is,
 * from the stage's settings as `pairing stage` reads them; above them the
 * whole event's index, every player found by its search, and the overall
 * ranking (总排名) once every stage is over.  A stage not begun (its results
 * file has no row yet, as a final before its qualifiers are known) is listed
 * as such.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "site/site.h"

#define MAX_PARTS 64

typedef struct stage_part {
    const char *stage; /* the stage's name, as the event file gives it */
    const char *group; /* its group, "A" ..., or NULL when played as one */
    char prefix[32];   /* its folder */
    cli_event_file ef; /* the event file its options point into */
    cli_options o;     /* its settings, as pairing stage reads them */
    cli_site_event se; /* the stage as its site shows it */
    int begun;         /* its results file has a row of it */
} stage_part;

typedef struct stage_site {
    stage_part parts[MAX_PARTS];
    int count;
} stage_site;

static const char *const group_names[] = {"A", "B", "C", "D", "E", "F", "G", "H", "I",
                                          "J", "K", "L", "M", "N", "O", "P", "Q", "R",
                                          "S", "T", "U", "V", "W", "X", "Y", "Z"};

/* The rows of the stage's results file: none before it begins. */
static int results_rows(const stage_part *p)
{
    cli_results_file rf;
    if (cli_open_results_file(&p->o, p->o.results, &rf))
        return -1;
    int rows = rf.nrows;
    cli_results_free(&rf);
    return rows;
}

/* The parts of one stage: the stage, or each of its groups. */
static int add_stage(stage_site *ss, const cli_options *o, const char *stage, int number)
{
    stage_part probe = {0};
    int status = cli_stage_options(o, stage, &probe.ef, &probe.o);
    int groups = 1;
    if (!status)
        status = cli_stage_group_count(&probe.o, &groups);
    cli_free_event_file(&probe.ef);
    for (int g = 0; !status && g < groups; g++) {
        if (ss->count == MAX_PARTS ||
            g >= (int)(sizeof group_names / sizeof *group_names))
            return cli_fail_at(EXIT_DATA, o->event, 0,
                               _("more stages and groups than a site holds (%d)"),
                               MAX_PARTS);
        stage_part *p = &ss->parts[ss->count++];
        memset(p, 0, sizeof *p);
        p->stage = stage;
        p->group = groups > 1 ? group_names[g] : NULL;
        snprintf(p->prefix, sizeof p->prefix, "stage-%d%s%s/", number,
                 p->group ? "-" : "", p->group ? p->group : "");
        status = cli_stage_options(o, stage, &p->ef, &p->o);
        p->o.group = p->group;
        p->o.capture = NULL;
    }
    return status;
}

static int load_parts(stage_site *ss, const cli_options *o, const cli_event_file *ef)
{
    int status = EXIT_OK, number = 0;
    for (size_t i = 0; !status && i < ef->count; i++) {
        const char *stage = cli_event_stage_of(ef->entries[i].section);
        if (!stage ||
            (i > 0 && strcmp(ef->entries[i - 1].section, ef->entries[i].section) == 0))
            continue;
        status = add_stage(ss, o, stage, ++number);
    }
    for (int k = 0; !status && k < ss->count; k++) {
        stage_part *p = &ss->parts[k];
        int rows = p->o.results ? results_rows(p) : 0;
        if (rows < 0)
            return EXIT_NOINPUT;
        p->begun = rows > 0 && (p->o.entrants || p->o.stage_from);
        if (p->begun)
            status = cli_site_event_load(&p->se, &p->o);
    }
    return status;
}

static void free_parts(stage_site *ss)
{
    for (int k = 0; k < ss->count; k++) {
        cli_site_event_free(&ss->parts[k].se);
        cli_free_event_file(&ss->parts[k].ef);
    }
}

/* ---- the whole event's pages ---- */

static void part_name(cli_buffer *out, const stage_part *p)
{
    cli_buffer_markup_text(out, p->stage);
    if (p->group)
        cli_buffer_printf(out, _(", group %s"), p->group);
}

static void stage_list(cli_buffer *out, const stage_site *ss)
{
    cli_buffer_printf(out, "<h2>%s</h2>\n<ul class=\"links\">\n", _("Stages 阶段"));
    for (int k = 0; k < ss->count; k++) {
        const stage_part *p = &ss->parts[k];
        cli_buffer_puts(out, "<li>");
        if (p->begun) {
            cli_buffer_printf(out, "<a href=\"%sindex.html\">", p->prefix);
            part_name(out, p);
            cli_buffer_puts(out, "</a>");
            if (cli_site_event_over(&p->se))
                cli_buffer_printf(out, " — %s", _("over 已结束"));
            else if (p->se.nrounds)
                cli_buffer_printf(out, " — %s",
                                  p->se.rounds[p->se.nrounds - 1].pending
                                      ? _("in progress 进行中")
                                      : _("between rounds 轮间"));
        } else {
            part_name(out, p);
            cli_buffer_printf(out, " — %s", _("not begun 未开始"));
        }
        cli_buffer_puts(out, "</li>\n");
    }
    cli_buffer_puts(out, "</ul>\n");
}

static int root_index(cli_site *s, const stage_site *ss, const cli_context *cx,
                      int overall)
{
    cli_buffer *out = cli_site_add(s, "index.html");
    if (!out)
        return EXIT_SOFTWARE;
    cli_html_open(out, cx, 0, _("Event in stages 组合赛制"),
                  "ul.links { list-style: none; margin: 0; padding: 0; }\n");
    stage_list(out, ss);
    cli_buffer_printf(out, "<h2>%s</h2>\n<ul class=\"links\">\n", _("Players 选手"));
    cli_buffer_printf(out, "<li><a href=\"players.html\">%s</a></li>\n",
                      _("Every player, by stage"));
    if (overall)
        cli_buffer_printf(out, "<li><a href=\"overall.html\">%s</a></li>\n",
                          _("The overall ranking 总排名"));
    cli_buffer_printf(out, "<li><a href=\"event.json\">%s</a></li>\n</ul>\n",
                      _("The whole event for programs (event.json)"));
    cli_html_close(out);
    return EXIT_OK;
}

/* Every player of every stage begun, a link to his page in that stage. */
static int root_players(cli_site *s, const stage_site *ss, const cli_context *cx)
{
    cli_buffer *out = cli_site_add(s, "players.html");
    if (!out)
        return EXIT_SOFTWARE;
    cli_html_open(out, cx, 0, _("Players by stage 各阶段选手"),
                  "ul.players { columns: 2; column-gap: 2em; }\n");
    for (int k = 0; k < ss->count; k++) {
        const stage_part *p = &ss->parts[k];
        if (!p->begun)
            continue;
        cli_buffer_puts(out, "<h2>");
        part_name(out, p);
        cli_buffer_puts(out, "</h2>\n<ul class=\"players\">\n");
        const pairing_event *ev = p->se.ev;
        for (int number = 1; number <= pairing_event_entrants(ev); number++) {
            int player = pairing_event_player_at(ev, number);
            if (player < 0)
                continue;
            cli_buffer_printf(out, "<li><a href=\"%splayers/%d.html\">", p->prefix,
                              cli_html_player_page(ev, player));
            cli_buffer_markup_text(out, pairing_event_name(ev, player));
            cli_buffer_puts(out, "</a></li>\n");
        }
        cli_buffer_puts(out, "</ul>\n");
    }
    cli_html_close(out);
    return EXIT_OK;
}

/* The overall ranking, as `pairing standings --overall --format html` prints it. */
static int overall_page(cli_site *s, const cli_options *o, const cli_site_nav *nav)
{
    cli_options oo = *o;
    oo.overall = 1;
    return cli_site_capture(s, &oo, cli_overall, "standings", NULL, NULL, nav,
                            "overall.html");
}

static int root_json(cli_site *s, const stage_site *ss, const cli_context *cx,
                     int overall)
{
    cli_buffer *out = cli_site_add(s, "event.json");
    if (!out)
        return EXIT_SOFTWARE;
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_context(&j, cx);
    cli_json_key(&j, "stages");
    cli_json_array(&j);
    for (int k = 0; k < ss->count; k++) {
        const stage_part *p = &ss->parts[k];
        char path[64];
        cli_json_object(&j);
        cli_json_put_string(&j, "stage", p->stage);
        cli_json_key(&j, "group");
        if (p->group)
            cli_json_string(&j, p->group);
        else
            cli_json_null(&j);
        cli_json_key(&j, "begun");
        cli_json_bool(&j, p->begun);
        snprintf(path, sizeof path, "%sevent.json", p->prefix);
        cli_json_key(&j, "site");
        if (p->begun)
            cli_json_string(&j, path);
        else
            cli_json_null(&j);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_key(&j, "overall");
    if (overall)
        cli_json_string(&j, "overall.html");
    else
        cli_json_null(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

static int root_pages(cli_site *s, stage_site *ss, const cli_options *o)
{
    int overall = ss->count > 0;
    for (int k = 0; k < ss->count; k++)
        overall &= ss->parts[k].begun && cli_site_event_over(&ss->parts[k].se);
    cli_site_nav nav = {"", overall ? "overall.html" : NULL, NULL, NULL};
    cli_context cx;
    cli_context_init(&cx, o);
    cx.site = &nav;
    const pairing_event *events[MAX_PARTS];
    const char *folders[MAX_PARTS];
    char names[MAX_PARTS][48];
    for (int k = 0; k < ss->count; k++) {
        events[k] = ss->parts[k].begun ? ss->parts[k].se.ev : NULL;
        snprintf(names[k], sizeof names[k], "%splayers/", ss->parts[k].prefix);
        folders[k] = names[k];
    }
    int status = overall ? overall_page(s, o, &nav) : EXIT_OK;
    if (!status)
        status = root_index(s, ss, &cx, overall);
    if (!status)
        status = root_players(s, ss, &cx);
    if (!status)
        status = cli_site_search_index(s, events, folders, ss->count);
    return status ? status : root_json(s, ss, &cx, overall);
}

int cli_site_stages(cli_site *s, const cli_options *o, const cli_event_file *ef)
{
    stage_site *ss = calloc(1, sizeof *ss);
    if (!ss)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    int status = load_parts(ss, o, ef);
    for (int k = 0; !status && k < ss->count; k++) {
        stage_part *p = &ss->parts[k];
        if (!p->begun)
            continue;
        snprintf(s->prefix, sizeof s->prefix, "%s", p->prefix);
        status = cli_site_pages(s, &p->se, "../index.html");
        s->prefix[0] = 0;
    }
    if (!status)
        status = root_pages(s, ss, o);
    free_parts(ss);
    free(ss);
    return status;
}
