/*
 * csv_read.c - the entrants and results files (SPEC §1), as tables of
 * csv_table.c: in any encoding, separator and header language a spreadsheet
 * writes (SPEC §9).
 */
#include <stdlib.h>
#include <string.h>

#include "formats/csv_table.h"

/* ---- entrants ---- */

/* An entrant of the row, from the columns every entrants file begins with (a
 * team event's members file too). */
int cli_entrant_of_row(cli_table *t, char **fields, long line, pairing_entrant *e)
{
    pairing_entrant_defaults(e);
    e->id = cli_table_field(t, fields, CLI_E_ID);
    e->name = cli_table_field(t, fields, CLI_E_NAME);
    e->club = cli_table_field(t, fields, CLI_E_CLUB);
    e->line = line;
    int status;
    if ((status = cli_table_number(t, cli_table_field(t, fields, CLI_E_RATING), "rating",
                                   line, PAIRING_UNRATED, &e->rating)) ||
        (status = cli_table_number(t, cli_table_field(t, fields, CLI_E_RANK), "rank",
                                   line, 0, &e->rank)) ||
        (status = cli_table_number(t, cli_table_field(t, fields, CLI_E_VIOLATIONS),
                                   "violations", line, 0, &e->violations)) ||
        (status = cli_table_number(t, cli_table_field(t, fields, CLI_E_WITHDRAWN),
                                   "withdrawn", line, PAIRING_ACTIVE, &e->withdrawn)))
        return status;
    if (cli_table_has(t, CLI_E_RANK) && !*cli_table_field(t, fields, CLI_E_RANK))
        return cli_fail_at(
            EXIT_DATA, t->path, line,
            _("rank must be given on every row when the column is present"));
    if (cli_table_has(t, CLI_E_RANK) && e->rank == 0)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("entrant '%s': rank must be 1 or more"), e->id);
    return EXIT_OK;
}

/* The group column, beside the entrants' own (SPEC §11): read with --group. */
enum { E_GROUP = CLI_E_COLUMNS, E_COLUMNS };

/* SPEC §12: the round a late entry joins, a whole number from 1; empty = from
 * the start.  Read for the players of an event only (a team's members join with
 * their team). */
static int joined_of_row(cli_table *t, char **fields, long line, pairing_entrant *e)
{
    const char *text = cli_table_field(t, fields, CLI_E_JOINED);
    long round = 0;
    e->joined = 0;
    if (!*text)
        return EXIT_OK;
    /* one message for 0 and for what is no number: neither is a round */
    if (cli_parse_whole(text, PAIRING_MAX_ROUNDS, &round) || round < 1)
        return cli_fail_at(
            EXIT_DATA, t->path, line,
            _("entrant '%s': joined '%s' is not a round (a whole number, 1 "
              "or more; empty for a player there from round 1)"),
            e->id, text);
    e->joined = (int)round;
    return EXIT_OK;
}

static int entrant_row(cli_table *t, char **fields, long line)
{
    pairing_entrant e;
    int status = cli_entrant_of_row(t, fields, line, &e), keep = 1;
    if (!status)
        status = joined_of_row(t, fields, line, &e);
    cli_group_filter *group = t->pending;
    if (!status && group && cli_table_has(t, E_GROUP))
        status = cli_group_keeps(group, t->path, line,
                                 cli_table_field(t, fields, E_GROUP), e.id, &keep);
    else if (group)
        keep = 0; /* no group column: refused once the file is read */
    if (status || !keep)
        return status;
    pairing_error err;
    if (pairing_event_add_entrant(t->target, &e, &err))
        return cli_library_error(&err, t->path, NULL);
    return EXIT_OK;
}

/* The entrants, or with `group` those of one group (the others remembered in
 * it, for the results). */
int cli_parse_entrants_of(const char *name, const char *data, size_t len,
                          cli_encoding encoding, cli_group_filter *group,
                          pairing_event *ev)
{
    cli_column columns[E_COLUMNS] = {CLI_ENTRANT_COLUMNS, {"group", 0, -1}};
    cli_table t = {.path = name,
                   .encoding = encoding,
                   .columns = columns,
                   .ncolumns = E_COLUMNS,
                   .add_row = entrant_row,
                   .target = ev,
                   .pending = group};
    int status = cli_read_table(name, data, len, &t);
    if (!status && group && columns[E_GROUP].index < 0)
        return cli_fail_at(
            EXIT_DATA, name, 0,
            _("no group column (group, 组别 or 分组), so there is no group "
              "%c to take (pairing groups writes the column)"),
            group->group);
    return !status && group ? cli_group_entrants_done(group, ev) : status;
}

int cli_parse_entrants(const char *name, const char *data, size_t len,
                       cli_encoding encoding, pairing_event *ev)
{
    return cli_parse_entrants_of(name, data, len, encoding, NULL, ev);
}

int cli_read_entrants(const char *path, cli_encoding encoding, pairing_event *ev)
{
    return cli_parse_entrants(path, NULL, 0, encoding, ev);
}

/* ---- results ---- */

enum { R_ROUND, R_FIRST, R_SECOND, R_RESULT, R_WINNER, R_COLUMNS };

/* Rows go to the library a batch at a time (pairing_event_add_results looks the
 * players of a batch up together); the batch's fields stay in the table's text
 * until then, where they were read (keeps_text). */
#define RESULT_BATCH 256

typedef struct pending_results {
    pairing_result rows[RESULT_BATCH];
    size_t at[RESULT_BATCH][3]; /* where first, second and winner start in text */
    int count;
    const cli_group_filter *group; /* --group: the rows of that group alone */
} pending_results;

/* Where a field lies in the text: the text may move as it grows, not its offsets.
 * An absent column's "" is a string of its own, kept as SIZE_MAX. */
static size_t offset_in(const cli_table *t, const char *s)
{
    return s >= t->text.data && s < t->text.data + t->text.len
               ? (size_t)(s - t->text.data)
               : SIZE_MAX;
}

static const char *field_at(const cli_table *t, size_t at)
{
    return at == SIZE_MAX ? "" : t->text.data + at;
}

/* Hands the batch to the library; its first error names its row's line.  The
 * text is emptied, not cleared: a caller about to report a problem of the
 * current row still reads its fields. */
static int flush_results(cli_table *t)
{
    pending_results *p = t->pending;
    for (int i = 0; i < p->count; i++) {
        p->rows[i].first = field_at(t, p->at[i][0]);
        p->rows[i].second = field_at(t, p->at[i][1]);
        p->rows[i].winner = field_at(t, p->at[i][2]);
    }
    pairing_error err;
    int rc = pairing_event_add_results(t->target, p->rows, p->count, &err);
    p->count = 0;
    t->text.len = 0;
    return rc ? cli_library_error(&err, NULL, t->path) : EXIT_OK;
}

static int result_row(cli_table *t, char **fields, long line)
{
    pending_results *p = t->pending;
    pairing_result r = {0};
    long round;
    const char *round_text = cli_table_field(t, fields, R_ROUND);
    int status;
    if (cli_parse_whole(round_text, PAIRING_MAX_ROUNDS, &round) || round < 1)
        return (status = cli_table_settle(t))
                   ? status
                   : cli_fail_at(EXIT_DATA, t->path, line,
                                 _("round '%s' is not a number from 1 to %d"), round_text,
                                 PAIRING_MAX_ROUNDS);
    const char *token = cli_table_field(t, fields, R_RESULT);
    if (cli_result_outcome(token, &r.outcome))
        return (status = cli_table_settle(t)) ? status
                                              : cli_unknown_result(t->path, line, token);
    int skip = 0;
    char why[512];
    if (p->group && cli_group_result_row(
                        p->group, t->target, cli_table_field(t, fields, R_FIRST),
                        cli_table_field(t, fields, R_SECOND), &skip, why, sizeof why))
        return (status = cli_table_settle(t))
                   ? status
                   : cli_fail_at(EXIT_DATA, t->path, line, "%s", why);
    if (skip)
        return EXIT_OK; /* a game of another group */
    r.round = (int)round;
    r.line = line;
    size_t *at = p->at[p->count];
    at[0] = offset_in(t, cli_table_field(t, fields, R_FIRST));
    at[1] = offset_in(t, cli_table_field(t, fields, R_SECOND));
    at[2] = offset_in(t, cli_table_field(t, fields, R_WINNER));
    p->rows[p->count++] = r;
    return p->count == RESULT_BATCH ? flush_results(t) : EXIT_OK;
}

int cli_parse_results(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_event *ev)
{
    return cli_parse_results_of(name, data, len, encoding, NULL, ev);
}

/* The results, or with `group` the rows of that group's games alone. */
int cli_parse_results_of(const char *name, const char *data, size_t len,
                         cli_encoding encoding, const cli_group_filter *group,
                         pairing_event *ev)
{
    cli_column columns[R_COLUMNS] = {{"round", 1, -1},
                                     {"first", 1, -1},
                                     {"second", 1, -1},
                                     {"result", 1, -1},
                                     {"winner", 0, -1}};
    pending_results *pending = calloc(1, sizeof *pending);
    if (!pending)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    pending->group = group;
    cli_table t = {.path = name,
                   .encoding = encoding,
                   .columns = columns,
                   .ncolumns = R_COLUMNS,
                   .add_row = result_row,
                   .finish = flush_results,
                   .target = ev,
                   .pending = pending,
                   .keeps_text = 1};
    int status = cli_read_table(name, data, len, &t);
    free(pending);
    return status;
}

int cli_read_results(const char *path, cli_encoding encoding, pairing_event *ev)
{
    return cli_parse_results(path, NULL, 0, encoding, ev);
}
