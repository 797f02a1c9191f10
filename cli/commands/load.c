/*
 * load.c - turning the command line's files and scoring options into a
 * validated pairing_event, the same way for every command.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* "1", "0.5", "2.5": a number of points with at most a half, in half-points. */
static int parse_half_points(const char *text, int *half_points)
{
    long whole;
    char buf[16], trimmed[16];
    /* blanks around an item, as an event file may write "2, 1, 0" */
    while (*text == ' ' || *text == '\t')
        text++;
    size_t n = strlen(text);
    while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    if (n >= sizeof trimmed)
        return -1;
    memcpy(trimmed, text, n);
    trimmed[n] = 0;
    text = trimmed;
    const char *dot = strchr(text, '.');
    size_t len = dot ? (size_t)(dot - text) : strlen(text);
    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, text, len);
    buf[len] = 0;
    if (cli_parse_uint(buf, 100, &whole))
        return -1;
    int half = 0;
    if (dot) {
        if (strcmp(dot, ".5") == 0)
            half = 1;
        else if (strcmp(dot, ".0") != 0)
            return -1;
    }
    *half_points = (int)(2 * whole + half);
    return 0;
}

/* "W,D,L" (or "MP,BP,GP") in half-points, each with at most a half; -1 when the
 * text is not three such numbers. */
int cli_parse_point_list(const char *text, int p[3])
{
    int n = 0;
    char copy[64];
    if (strlen(text) >= sizeof copy)
        return -1;
    strcpy(copy, text);
    for (char *tok = copy, *next; tok && n < 4; tok = next, n++) {
        next = strchr(tok, ',');
        if (next)
            *next++ = 0;
        if (n == 3 || parse_half_points(tok, &p[n]))
            return -1;
    }
    return n == 3 ? 0 : -1;
}

int cli_apply_points(pairing_event *ev, const cli_options *o)
{
    pairing_error err;
    if (o->points) {
        int p[3];
        if (cli_parse_point_list(o->points, p))
            return cli_bad_setting(o, "points", _("expected W,D,L such as 1,0.5,0"));
        if (pairing_event_set_points(ev, p[0], p[1], p[2], &err))
            return cli_bad_setting(o, "points",
                                   _("expected W,D,L with W >= D >= L, W > 0"));
    }
    if (o->bye_points) {
        int bye;
        if (parse_half_points(o->bye_points, &bye) ||
            pairing_event_set_bye_points(ev, bye, &err))
            return cli_bad_setting(o, "bye-points",
                                   _("expected points such as 1 or 0.5"));
    }
    return EXIT_OK;
}

static int apply_lots(pairing_event *ev, const cli_options *o)
{
    int given;
    uint64_t seed;
    int status = cli_lots_seed(o, &given, &seed);
    if (!status && given)
        pairing_event_set_lots(ev, seed);
    return status;
}

/* A stage played in groups (SPEC §11) is paired and ranked a group at a time:
 * the event becomes that group's. */
static int keep_group(const cli_options *o, pairing_event **ev)
{
    int groups = 1;
    int status = o->stage_section ? cli_stage_group_count(o, &groups) : EXIT_OK;
    /* a result is recorded into the whole stage's file, checked with every
     * group; pairing groups splits the whole field */
    int whole = !strcmp(o->command, "record") || !strcmp(o->command, "groups");
    if (status || groups == 1 || (!o->group && whole))
        return status;
    pairing_event *group;
    status = cli_stage_group_event(o, *ev, &group);
    if (!status) {
        pairing_event_free(*ev);
        *ev = group;
    }
    return status;
}

int cli_load_event(const cli_options *o, pairing_system system, int need_results,
                   pairing_event **out)
{
    return cli_load_event_with(o, system, need_results, NULL, out);
}

/* The same, the results read from `results` (the text of o->results as it is
 * about to be written) when it is given. */
int cli_load_event_with(const cli_options *o, pairing_system system, int need_results,
                        const cli_buffer *results, pairing_event **out)
{
    *out = NULL;
    if (!o->entrants)
        return cli_fail(EXIT_USAGE,
                        _("%s needs --entrants FILE (or entrants = in the event "
                          "file)"),
                        o->command);
    if (need_results && !o->results)
        return cli_fail(EXIT_USAGE,
                        _("%s needs --results FILE (or results = in the event "
                          "file)"),
                        o->command);
    cli_encoding encoding;
    int status = cli_encoding_of(o, &encoding);
    if (status)
        return status;
    pairing_error err;
    pairing_event *ev = pairing_event_new(system, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    status = cli_apply_points(ev, o);
    if (!status)
        status = apply_lots(ev, o);
    /* --group: the group column's players; a stage in groups splits the whole
     * field itself (keep_group) */
    cli_group_filter group = {.entrants = o->entrants}, *only = NULL;
    int by_column = o->group && !cli_stage_in_groups(o);
    if (!status && by_column)
        status = cli_group_option(o, &group.group);
    if (!status && by_column)
        only = &group;
    if (!status)
        status = cli_input_opens(o, "entrants", o->entrants);
    if (!status)
        status = cli_parse_entrants_of(o->entrants, NULL, 0, encoding, only, ev);
    if (!status && results) /* the text to be written: decoded already */
        status = cli_parse_results_of(o->results, results->data ? results->data : "",
                                      results->len, CLI_ENCODING_UTF8, only, ev);
    else if (!status && o->results &&
             !(status = cli_input_opens(o, "results", o->results)))
        status = cli_parse_results_of(o->results, NULL, 0, encoding, only, ev);
    cli_group_filter_free(&group);
    if (!status && pairing_event_validate(ev, &err))
        status = cli_library_error(&err, o->entrants, o->results);
    if (!status)
        status = keep_group(o, &ev);
    if (status) {
        pairing_event_free(ev);
        return status;
    }
    *out = ev;
    return EXIT_OK;
}

/* --group X (group = X): the letter, A to Z (SPEC §11). */
int cli_group_option(const cli_options *o, char *letter)
{
    if (cli_group_letter(o->group, letter) || !*letter)
        return cli_bad_setting(
            o, "group",
            _("expected a group letter from A to Z (or 甲, 乙, 丙, 丁 ...), "
              "not '%s'"),
            o->group);
    return EXIT_OK;
}

/* The group in the settings an output states, when one was taken. */
void cli_context_group(cli_context *cx, const cli_options *o)
{
    char letter;
    if (o->group && !cli_group_letter(o->group, &letter) && letter)
        cli_context_add(cx, "group", 0, "%c", letter);
}

/* --rounds N, when given, into *rounds (left alone otherwise). */
int cli_parse_rounds(const cli_options *o, int *rounds)
{
    long value;
    if (!o->rounds)
        return EXIT_OK;
    if (cli_parse_uint(o->rounds, PAIRING_MAX_ROUNDS, &value) || value < 1)
        return cli_bad_setting(o, "rounds", _("expected a number of rounds, not '%s'"),
                               o->rounds);
    *rounds = (int)value;
    return EXIT_OK;
}

/* A results file (or a sheet) to edit, read in the encoding the command names. */
int cli_open_results_file(const cli_options *o, const char *path, cli_results_file *rf)
{
    cli_encoding encoding;
    memset(rf, 0, sizeof *rf);
    int status = cli_encoding_of(o, &encoding);
    return status ? status : cli_results_load(rf, path, encoding);
}

/* --round N (swiss, team swiss): the results as they stood after round N, the
 * rows of later rounds blanked so that lines keep their numbers, for the round
 * to be printed again as they record it (with --explain, the reasons its
 * pairing had: pairing_swiss_recorded). */
int cli_results_cut_after_round(const cli_options *o, cli_buffer *text)
{
    long round;
    if (cli_parse_uint(o->round, PAIRING_MAX_ROUNDS, &round) || round < 1)
        return cli_fail(EXIT_USAGE, _("--round: expected a round number, not '%s'"),
                        o->round);
    if (o->record)
        return cli_fail(EXIT_USAGE,
                        _("--round prints a round recorded already: it takes no --record "
                          "(the round is in the results)"));
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("--round needs the results (--results FILE)"));
    cli_results_file rf;
    int status = cli_open_results_file(o, o->results, &rf);
    if (status)
        return status;
    if (cli_results_round_row(&rf, (int)round) < 0)
        status = cli_fail_at(EXIT_DATA, o->results, 0, _("round %ld is not in the file"),
                             round);
    if (!status)
        status = cli_results_through(&rf, (int)round, text);
    cli_results_free(&rf);
    return status;
}
