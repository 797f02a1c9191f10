/*
 * overall.c - `pairing standings --event E --overall`: the overall ranking of an
 * event in stages (总排名, SPEC §11; 003 §五(五) 注2), and the same places for
 * `pairing team individual --overall` (the 2014 team ranking, sum-ranks:3).
 * The stages and sections of [overall] order = ... are ranked one after the
 * other, each over before it counts; every entrant of the event is listed,
 * those of no listed stage without a place.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "commands/commands.h"

#define MAX_STAGES 32

typedef struct overall_run {
    cli_event_file ef;
    char *order; /* a copy of order =, cut into the names */
    const char *stages[MAX_STAGES];
    int nstages;
    pairing_overall *ov;
    pairing_event *all;            /* every entrant of the event's stages */
    const char **home;             /* entrant of all -> his stage */
    const char *names[MAX_STAGES]; /* the stages in the file, to name a home */
} overall_run;

static void free_run(overall_run *r)
{
    free(r->order);
    pairing_overall_free(r->ov);
    pairing_event_free(r->all);
    free(r->home);
    cli_free_event_file(&r->ef);
}

/* order = final, B: names of stages and sections of the file, each once. */
static int read_order(overall_run *r)
{
    const cli_event_entry *e = cli_event_find(&r->ef, "overall", "order");
    if (!e)
        return cli_fail_at(EXIT_DATA, r->ef.path, 0,
                           _("no overall ranking here: it needs [overall] order = STAGE, "
                             "SECTION ... (see pairing-stage(1))"));
    if (!(r->order = malloc(strlen(e->value) + 1)))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    strcpy(r->order, e->value);
    for (char *rest = r->order, *item; (item = cli_event_list_item(&rest));) {
        if (!cli_event_stage_section(&r->ef, item))
            return cli_fail_at(EXIT_DATA, r->ef.path, e->line,
                               _("order = %s: no stage or section '%s' here"), e->value,
                               item);
        for (int s = 0; s < r->nstages; s++)
            if (!strcasecmp(r->stages[s], item))
                return cli_fail_at(EXIT_DATA, r->ef.path, e->line,
                                   _("order = %s: %s is listed twice"), e->value, item);
        if (r->nstages == MAX_STAGES)
            return cli_fail_at(EXIT_DATA, r->ef.path, e->line, _("more than %d stages"),
                               MAX_STAGES);
        r->stages[r->nstages++] = item;
    }
    return EXIT_OK;
}

/* ---- one stage's places ---- */

/* A knockout counts once every match is decided. */
static int knockout_over(const cli_options *so, const pairing_event *ev)
{
    pairing_knockout_options ko;
    cli_knockout_view view = {0};
    int status = cli_read_knockout_options(so, &ko, &view);
    if (status)
        return status;
    pairing_error err;
    pairing_knockout *k = pairing_knockout_new(ev, &ko, &err);
    if (!k)
        return cli_knockout_failed(so, &err);
    int next = pairing_knockout_next_round(k), rounds = pairing_knockout_rounds(k);
    pairing_knockout_free(k);
    if (next <= rounds)
        return cli_fail_at(EXIT_DATA, so->event, 0,
                           _("[%s] is not over: round %d of its %d is still to play"),
                           so->stage_section, next, rounds);
    return EXIT_OK;
}

static int rank_knockout(const cli_options *so, pairing_event *ev, pairing_standings **st)
{
    int status = knockout_over(so, ev);
    pairing_error err;
    if (!status && !(*st = pairing_standings_new(ev, NULL, &err)))
        status = cli_library_error(&err, NULL, so->results);
    return status;
}

/* The stage's event and standings, the stage over. */
static int rank_stage(const cli_options *so, pairing_event **ev, pairing_standings **st)
{
    pairing_system system;
    int groups;
    if (!so->system || pairing_system_parse(so->system, &system))
        return cli_fail_at(EXIT_DATA, so->event, 0,
                           _("[%s] has no system = qiu|swiss|roundrobin|knockout"),
                           so->stage_section);
    int status = cli_stage_group_count(so, &groups);
    if (!status && groups > 1)
        return cli_fail_at(EXIT_DATA, so->event, 0,
                           _("[%s] is played in %d groups, whose places do not make one "
                             "ranking: list the stage drawn from it"),
                           so->stage_section, groups);
    if (status)
        return status;
    if (system == PAIRING_SYSTEM_KNOCKOUT) {
        status = cli_load_stage_event(so, system, 1, NULL, ev);
        return status ? status : rank_knockout(so, *ev, st);
    }
    pairing_standings_options sto;
    status = cli_rank_event(so, ev, st, &sto);
    return status ? status : cli_stage_finished(so, *ev, system);
}

static int place_stage(const cli_options *o, overall_run *r, const char *name)
{
    cli_event_file ef;
    cli_options so;
    pairing_event *ev = NULL;
    pairing_standings *st = NULL;
    int status = cli_stage_options(o, name, &ef, &so);
    if (!status)
        status = rank_stage(&so, &ev, &st);
    pairing_error err;
    if (!status && pairing_overall_add(r->ov, ev, st, &err))
        status = cli_library_error(&err, NULL, NULL);
    pairing_standings_free(st);
    pairing_event_free(ev);
    cli_free_event_file(&ef);
    return status;
}

/* ---- every entrant of the event ---- */

/* Room in home[] for `more` entrants besides those of all. */
static int grow_home(overall_run *r, int more)
{
    size_t n = (size_t)pairing_event_entrants(r->all) + (size_t)more + 1;
    const char **grown = realloc(r->home, n * sizeof *grown);
    if (!grown)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    r->home = grown;
    return EXIT_OK;
}

/* The stage's entrants (those of a stage drawn from another came in earlier)
 * added to `all` unless there already, each with the stage he entered in. */
static int add_entrants(overall_run *r, const pairing_event *ev, const char *name,
                        const char *file)
{
    pairing_error err;
    int status = grow_home(r, pairing_event_entrants(ev));
    for (int i = 0; !status && i < pairing_event_entrants(ev); i++) {
        pairing_entrant e = pairing_event_entrant(ev, i);
        if (pairing_event_find(r->all, e.id) >= 0)
            continue;
        if (pairing_event_add_entrant(r->all, &e, &err))
            status = cli_library_error(&err, file, NULL);
        else
            r->home[pairing_event_entrants(r->all) - 1] = name;
    }
    return status;
}

static int gather_stage(const cli_options *o, overall_run *r, const char *name)
{
    cli_event_file ef;
    cli_options so;
    cli_encoding encoding;
    int status = cli_stage_options(o, name, &ef, &so);
    if (!status)
        status = cli_encoding_of(&so, &encoding);
    pairing_error err;
    pairing_event *ev = NULL;
    if (!status && so.entrants && !so.stage_from) {
        if (!(ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err)))
            status = cli_library_error(&err, NULL, NULL);
        if (!status)
            status = cli_read_entrants(so.entrants, encoding, ev);
        if (!status)
            status = add_entrants(r, ev, name, so.entrants);
    }
    pairing_event_free(ev);
    cli_free_event_file(&ef);
    return status;
}

/* The stages in the order the file gives them. */
static int stage_names(overall_run *r)
{
    int n = 0;
    for (size_t i = 0; i < r->ef.count; i++) {
        const char *name = cli_event_stage_of(r->ef.entries[i].section);
        int seen = 0;
        for (int s = 0; name && s < n; s++)
            seen |= !strcasecmp(r->names[s], name);
        if (name && !seen && n < MAX_STAGES)
            r->names[n++] = name;
    }
    return n;
}

static int gather_all(const cli_options *o, overall_run *r)
{
    pairing_error err;
    if (!(r->all = pairing_event_new(PAIRING_SYSTEM_SWISS, &err)))
        return cli_library_error(&err, NULL, NULL);
    int status = grow_home(r, 0), n = stage_names(r);
    for (int s = 0; !status && s < n; s++)
        status = gather_stage(o, r, r->names[s]);
    if (!status && pairing_event_validate(r->all, &err))
        status = cli_library_error(&err, NULL, NULL);
    return status;
}

/* The overall places of the event of o->event, and every entrant of it. */
static int run_overall(const cli_options *o, overall_run *r)
{
    pairing_error err;
    memset(r, 0, sizeof *r);
    int status = cli_read_event_file(o->event, &r->ef);
    if (!status)
        status = read_order(r);
    if (!status && !(r->ov = pairing_overall_new(&err)))
        status = cli_library_error(&err, NULL, NULL);
    for (int s = 0; !status && s < r->nstages; s++)
        status = place_stage(o, r, r->stages[s]);
    if (!status)
        status = gather_all(o, r);
    return status;
}

static void overall_context(cli_context *cx, const cli_options *o, const overall_run *r)
{
    char order[512] = "";
    size_t used = 0;
    for (int s = 0; s < r->nstages && used < sizeof order; s++)
        used += (size_t)snprintf(order + used, sizeof order - used, "%s%s", s ? ", " : "",
                                 r->stages[s]);
    cli_context_init(cx, o);
    cli_context_add(cx, "order", 0, "%s", order);
}

typedef int (*overall_writer)(cli_buffer *, const cli_context *,
                              const cli_overall_view *);

static overall_writer choose_writer(const char *format)
{
    if (strcmp(format, "json") == 0)
        return cli_json_overall;
    if (strcmp(format, "text") == 0)
        return cli_text_overall;
    if (strcmp(format, "csv") == 0)
        return cli_csv_overall;
    if (strcmp(format, "html") == 0)
        return cli_html_overall;
    return NULL;
}

int cli_overall(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    overall_writer write = choose_writer(format);
    if (!write)
        return cli_fail(
            EXIT_USAGE,
            _("standings --overall: --format is json, text, csv or html, not '%s'"),
            format);
    if (o->stage)
        return cli_fail(EXIT_USAGE,
                        _("standings: --overall ranks every stage of the order, "
                          "not one stage ('%s')"),
                        o->stage);
    overall_run r;
    int status = run_overall(o, &r);
    if (!status) {
        cli_context cx;
        overall_context(&cx, o, &r);
        cli_overall_view v = {r.ov, r.stages, r.nstages, r.all, r.home};
        cli_buffer out = {0};
        status = write(&out, &cx, &v);
        if (!status)
            status = cli_write_command_output(o, &out);
        cli_buffer_free(&out);
    }
    free_run(&r);
    return status;
}

/* For the team ranking (team_individual.c): every entrant of the event and his
 * overall place, 0 for none. */
int cli_overall_places(const cli_options *o, pairing_event **all, int **places)
{
    overall_run r;
    *all = NULL;
    *places = NULL;
    int status = run_overall(o, &r);
    int n = r.all ? pairing_event_entrants(r.all) : 0;
    if (!status && !(*places = calloc((size_t)n + 1, sizeof **places)))
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    /* 注1: a member who withdrew counts for no team (the places stay put) */
    for (int i = 0; !status && i < n; i++)
        (*places)[i] = pairing_event_entrant(r.all, i).withdrawn != PAIRING_ACTIVE
                           ? 0
                           : pairing_overall_place_of(r.ov, pairing_event_id(r.all, i));
    if (!status) {
        *all = r.all;
        r.all = NULL;
    }
    free_run(&r);
    return status;
}
