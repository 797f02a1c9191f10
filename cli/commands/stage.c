/*
 * stage.c - events in stages (组合赛制, SPEC §11): a stage played in groups,
 * each group an event of its own; a stage drawn from an earlier one, whose
 * entrants are that stage's qualifiers in the order A1, B1, A2, B2 ...; and
 * the check that the earlier stage is over before anything is drawn from it.
 * (A stage's groups, which every command of it reads, are stage_groups.c's.)
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "commands/commands.h"

/* ---- is a stage over? ---- */

/* The rounds a stage plays: its rounds =, the Qiu system's own number, or a
 * round robin's (one cycle: N − 1 rounds, N with a bye). */
static int stage_rounds(const cli_options *o, pairing_system system, int entrants,
                        int *rounds)
{
    *rounds = 0;
    int status = cli_parse_rounds(o, rounds);
    if (status || *rounds)
        return status;
    if (system == PAIRING_SYSTEM_QIU) {
        *rounds = pairing_qiu_rounds(entrants);
        return EXIT_OK;
    }
    if (system == PAIRING_SYSTEM_ROUNDROBIN) {
        *rounds = (entrants % 2 ? entrants : entrants - 1) * (o->is_double ? 2 : 1);
        return EXIT_OK;
    }
    return cli_fail_at(EXIT_DATA, o->event, 0,
                       _("[%s] has no rounds =: a stage's standings go on only after its "
                         "last round, which the event file must say"),
                       o->stage_section);
}

/* A game of the stage still without its result: the stage is not over. */
static int unfinished_game(const cli_options *o, int round, const char *id)
{
    if (o->group)
        return cli_fail_at(EXIT_DATA, o->event, 0,
                           _("[%s] group %s is not over: round %d of %s has no result"),
                           o->stage_section, o->group, round, id);
    return cli_fail_at(EXIT_DATA, o->event, 0,
                       _("[%s] is not over: round %d of %s has no result"),
                       o->stage_section, round, id);
}

/* Every round played and every result in (the knockout: every match decided). */
int cli_stage_finished(const cli_options *o, const pairing_event *ev,
                       pairing_system system)
{
    int rounds, n = pairing_event_entrants(ev);
    int status = stage_rounds(o, system, n, &rounds);
    if (status)
        return status;
    int played = pairing_event_rounds_played(ev);
    if (played < rounds)
        return o->group
                   ? cli_fail_at(EXIT_DATA, o->event, 0,
                                 _("[%s] group %s is not over: %d of its %d rounds "
                                   "are paired"),
                                 o->stage_section, o->group, played, rounds)
                   : cli_fail_at(EXIT_DATA, o->event, 0,
                                 _("[%s] is not over: %d of its %d rounds are paired"),
                                 o->stage_section, played, rounds);
    for (int p = 0; p < n; p++)
        for (int r = 1; r <= rounds; r++) {
            pairing_played g = pairing_event_played(ev, p, r);
            if (g.present && g.outcome == PAIRING_PENDING)
                return unfinished_game(o, r, pairing_event_id(ev, p));
        }
    return EXIT_OK;
}

/* ---- a stage drawn from an earlier one ---- */

/* The earlier stage's groups, each ranked. */
typedef struct ranked_stage {
    cli_event_file ef; /* the strings of `o` point into it */
    cli_options o;
    char letters[PAIRING_MAX_GROUPS][2];
    pairing_event *ev[PAIRING_MAX_GROUPS];
    pairing_standings *st[PAIRING_MAX_GROUPS];
    int groups;
} ranked_stage;

static void free_ranked(ranked_stage *r)
{
    for (int g = 0; g < r->groups; g++) {
        pairing_standings_free(r->st[g]);
        pairing_event_free(r->ev[g]);
    }
    cli_free_event_file(&r->ef);
}

/* The stage named STAGE of the event file with the settings that rank it: a
 * knockout's draw (its seeds and placement matches), another's standings. */
int cli_stage_options(const cli_options *o, const char *stage, cli_event_file *ef,
                      cli_options *out)
{
    memset(out, 0, sizeof *out);
    out->command = "standings";
    out->event = o->event;
    out->encoding = o->encoding;
    out->stage = stage;
    int status = cli_read_event_file(o->event, ef);
    const char *section = status ? NULL : cli_event_stage_section(ef, stage);
    const cli_event_entry *system =
        section ? cli_event_find(ef, section, "system") : NULL;
    if (system && strcmp(system->value, "knockout") == 0) {
        out->command = "knockout";
        out->system = "knockout"; /* not a setting the knockout command reads */
    }
    return status ? status : cli_apply_event_file(out, ef);
}

/* One group of the earlier stage ranked as `pairing standings` ranks it. */
static int rank_group(const cli_options *o, pairing_event **ev, pairing_standings **st)
{
    pairing_system system;
    pairing_standings_options so;
    int status = cli_read_standings_options(o, &system, &so);
    if (!status)
        status = cli_load_event(o, system, 1, ev);
    pairing_error err;
    if (!status && !(*st = pairing_standings_new(*ev, &so, &err))) {
        cli_sources files = {o->entrants, o->results, NULL, NULL};
        status = cli_standings_error(o, &err, &files);
    }
    return status;
}

static int rank_groups(ranked_stage *r)
{
    int status = cli_stage_group_count(&r->o, &r->groups);
    int asked = r->groups;
    r->groups = 0;
    for (int g = 0; !status && g < asked; g++) {
        r->letters[g][0] = (char)('A' + g);
        r->o.group = asked > 1 ? r->letters[g] : NULL;
        status = rank_group(&r->o, &r->ev[g], &r->st[g]);
        r->groups++; /* freed, ranked or not */
        if (status)
            break;
        status = cli_stage_finished(&r->o, r->ev[g], pairing_event_system(r->ev[g]));
    }
    r->o.group = NULL;
    return status;
}

/* advance = N, and settled = the ids a play-off ordered. */
typedef struct advance_rule {
    pairing_qualifiers_options q;
    char *text;           /* a copy of settled, cut into the ids */
    const char **settled; /* into text */
} advance_rule;

static int read_settled(const char *list, advance_rule *a)
{
    size_t n = strlen(list);
    a->text = malloc(n + 1);
    a->settled = calloc(n / 2 + 2, sizeof *a->settled);
    if (!a->text || !a->settled)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    memcpy(a->text, list, n + 1);
    for (char *rest = a->text, *item; (item = cli_event_list_item(&rest));)
        a->settled[a->q.nsettled++] = item;
    a->q.settled = a->settled;
    return EXIT_OK;
}

static int read_advance(const cli_options *o, advance_rule *a)
{
    long n;
    memset(a, 0, sizeof *a);
    if (!o->advance)
        return cli_fail_at(EXIT_DATA, o->event, 0,
                           _("[%s] is drawn from %s but says nothing of advance = N "
                             "(the qualifiers it takes)"),
                           o->stage_section, o->stage_from);
    if (cli_parse_uint(o->advance, PAIRING_MAX_KNOCKOUT, &n) || n < 1)
        return cli_fail_at(EXIT_DATA, o->event, 0,
                           _("[%s]: advance = %s: expected 1 to %d qualifiers"),
                           o->stage_section, o->advance, PAIRING_MAX_KNOCKOUT);
    a->q.advance = (int)n;
    return o->settled ? read_settled(o->settled, a) : EXIT_OK;
}

static void free_advance(advance_rule *a)
{
    free(a->text);
    free(a->settled);
}

/* The qualifiers of the earlier stage, checked over and ranked. */
static int qualify(const cli_options *o, ranked_stage *r, pairing_qualifiers **q)
{
    advance_rule a;
    *q = NULL;
    int status = read_advance(o, &a);
    if (!status && !strcasecmp(o->stage_from, o->stage))
        status = cli_fail_at(EXIT_DATA, o->event, 0, _("[%s] is drawn from itself"),
                             o->stage_section);
    if (!status)
        status = cli_stage_options(o, o->stage_from, &r->ef, &r->o);
    if (!status && r->o.stage_from)
        status = cli_fail_at(EXIT_DATA, o->event, 0,
                             _("[%s] is drawn from %s, itself drawn from %s: draw "
                               "a stage from one played in groups or as one"),
                             o->stage_section, o->stage_from, r->o.stage_from);
    if (!status && r->o.system && !strcmp(r->o.system, "knockout"))
        status =
            cli_fail_at(EXIT_DATA, o->event, 0,
                        _("[%s] is drawn from %s, a knockout: a stage goes on from the "
                          "standings of a Swiss, Qiu or round-robin stage"),
                        o->stage_section, o->stage_from);
    if (!status)
        status = rank_groups(r);
    pairing_error err = {0};
    if (!status)
        *q = pairing_qualifiers_new((const pairing_event *const *)r->ev,
                                    (const pairing_standings *const *)r->st, r->groups,
                                    &a.q, &err);
    int settle = err.hint == PAIRING_HINT_SETTLED; /* the file says how: name the key */
    char text[CLI_ERROR_TEXT_SIZE];
    const char *why = cli_error_text(&err, text, sizeof text);
    if (!status && !*q && settle)
        status = cli_fail_at(EXIT_DATA, o->event, 0,
                             _("[%s] from %s: %s (settled = ID, ID ... in [%s])"),
                             o->stage_section, o->stage_from, why, o->stage_section);
    else if (!status && !*q)
        status = cli_fail_at(EXIT_DATA, o->event, 0, _("[%s] from %s: %s"),
                             o->stage_section, o->stage_from, why);
    free_advance(&a);
    return status;
}

/* The stage's event: its qualifiers numbered as seeds, then its own results. */
static int stage_event(const cli_options *o, pairing_system system,
                       const pairing_qualifiers *q, const cli_buffer *results,
                       pairing_event **out)
{
    pairing_error err;
    cli_encoding encoding;
    int given;
    uint64_t seed;
    int status = cli_encoding_of(o, &encoding);
    if (!status)
        status = cli_lots_seed(o, &given, &seed);
    if (status)
        return status;
    pairing_event *ev = pairing_qualifiers_event(q, system, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    if (given)
        pairing_event_set_lots(ev, seed);
    if (results) /* the text about to be written, decoded already */
        status = cli_parse_results(o->results, results->data ? results->data : "",
                                   results->len, CLI_ENCODING_UTF8, ev);
    else if (o->results)
        status = cli_read_results(o->results, encoding, ev);
    if (!status && pairing_event_validate(ev, &err))
        status = cli_library_error(&err, NULL, o->results);
    if (status) {
        pairing_event_free(ev);
        return status;
    }
    *out = ev;
    return EXIT_OK;
}

/* Seeds, in the outputs: who each is and where he qualified from. */
void cli_qualified_free(cli_qualified *qd)
{
    pairing_qualifiers_free(qd->q);
    if (qd->from)
        free_ranked(qd->from);
    free(qd->from);
    memset(qd, 0, sizeof *qd);
}

int cli_load_qualified(const cli_options *o, pairing_system system, pairing_event **out,
                       cli_qualified *qd)
{
    return cli_load_qualified_with(o, system, NULL, out, qd);
}

/* The same, the stage's results read from `results` when it is given. */
int cli_load_qualified_with(const cli_options *o, pairing_system system,
                            const cli_buffer *results, pairing_event **out,
                            cli_qualified *qd)
{
    memset(qd, 0, sizeof *qd);
    *out = NULL;
    ranked_stage *r = calloc(1, sizeof *r);
    if (!r)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    qd->from = r;
    int status = qualify(o, r, &qd->q);
    if (!status)
        status = stage_event(o, system, qd->q, results, out);
    if (status)
        cli_qualified_free(qd);
    else
        qd->stage = o->stage_from, qd->groups = r->groups, qd->events = r->ev;
    return status;
}

/* A stage's event, whatever it is: one drawn from another stage is its
 * qualifiers (with the stage's own results), any other its entrants. */
int cli_load_stage_event(const cli_options *o, pairing_system system, int need_results,
                         const cli_buffer *results, pairing_event **out)
{
    if (!o->stage_from)
        return cli_load_event_with(o, system, need_results, results, out);
    cli_qualified qd;
    int status = cli_load_qualified_with(o, system, results, out, &qd);
    cli_qualified_free(&qd);
    return status;
}
