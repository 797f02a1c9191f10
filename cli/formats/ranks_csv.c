/*
 * ranks_csv.c - what `pairing team individual` (队员总分制, SPEC §10) reads
 * besides the event: the overall places of --ranks FILE (`player,rank`, as
 * `pairing standings --format csv` writes them, or a staged event's overall
 * ranking, 003 §五(五) 注2), and the `team` column of the entrants file for
 * --team-column team.  Every row is checked against the event's entrants.
 */
#include <stdlib.h>
#include <string.h>

#include "formats/csv_table.h"

/* ---- --ranks FILE ---- */

enum { K_PLAYER, K_RANK, K_COLUMNS };

typedef struct ranks_target {
    const pairing_event *ev;
    int *places;      /* per entrant, 0 = none yet */
    long *first_line; /* per entrant: the row that placed him */
} ranks_target;

static int rank_row(cli_table *t, char **fields, long line)
{
    ranks_target *r = t->target;
    const char *player = cli_table_field(t, fields, K_PLAYER);
    const char *text = cli_table_field(t, fields, K_RANK);
    int n = pairing_event_entrants(r->ev);
    if (!*player)
        return cli_fail_at(EXIT_DATA, t->path, line, _("no player"));
    int p = pairing_event_find(r->ev, player);
    if (p < 0)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("unknown player '%s' (not an entrant)"), player);
    if (r->first_line[p])
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("player '%s' is ranked twice (first on line %ld)"), player,
                           r->first_line[p]);
    long place;
    /* a place among the event's entrants: shared places repeat a number (3, 3, 5) */
    if (cli_parse_whole(text, n, &place) || place < 1)
        return cli_fail_at(EXIT_DATA, t->path, line,
                           _("rank '%s' of '%s' is not a place from 1 to %d"), text,
                           player, n);
    r->places[p] = (int)place;
    r->first_line[p] = line;
    return EXIT_OK;
}

int cli_parse_ranks(const char *name, const char *data, size_t len, cli_encoding encoding,
                    const pairing_event *ev, int *places)
{
    cli_column columns[K_COLUMNS] = {{"player", 1, -1}, {"rank", 1, -1}};
    size_t n = (size_t)pairing_event_entrants(ev);
    ranks_target r = {ev, places, calloc(n + 1, sizeof(long))};
    if (!r.first_line)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    memset(places, 0, n * sizeof *places);
    int status =
        cli_read_rows(name, data, len, encoding, columns, K_COLUMNS, rank_row, &r);
    free(r.first_line);
    return status;
}

/* ---- --team-column team: each entrant's team, from the entrants file ---- */

enum { T_ID, T_TEAM, T_COLUMNS };

typedef struct team_target {
    const pairing_event *ev;
    char **team_of;
} team_target;

static int team_row(cli_table *t, char **fields, long line)
{
    team_target *tt = t->target;
    const char *id = cli_table_field(t, fields, T_ID);
    const char *team = cli_table_field(t, fields, T_TEAM);
    int p = pairing_event_find(tt->ev, id);
    if (p < 0) /* the entrants were read from this file: every id is known */
        return cli_fail_at(EXIT_DATA, t->path, line, _("unknown entrant '%s'"), id);
    if (*team && !(tt->team_of[p] = strdup(team)))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    return EXIT_OK;
}

/* One column of the entrants file by id: the team column (required), the
 * group column (which may be absent: *present says). */
static int parse_column(const char *name, const char *data, size_t len,
                        cli_encoding encoding, const pairing_event *ev,
                        const char *column, int *present, char **values)
{
    cli_column columns[T_COLUMNS] = {{"id", 1, -1}, {column, present == NULL, -1}};
    team_target tt = {ev, values};
    int status =
        cli_read_rows(name, data, len, encoding, columns, T_COLUMNS, team_row, &tt);
    if (present)
        *present = columns[T_TEAM].index >= 0;
    return status;
}

int cli_parse_team_column(const char *name, const char *data, size_t len,
                          cli_encoding encoding, const pairing_event *ev, char **team_of)
{
    return parse_column(name, data, len, encoding, ev, "team", NULL, team_of);
}

static int valid_utf8(const char *data, size_t len)
{
    for (size_t at = 0; at < len;) {
        int n = pairing_utf8_char_length(data + at, len - at);
        if (!n)
            return 0;
        at += (size_t)n;
    }
    return 1;
}

/* The entrants file read again for its team column, in the encoding its first
 * reading settled on: a file without a byte-order mark that is not UTF-8 was
 * GB18030 then, and said so (SPEC §9); said once is enough. */
int cli_read_team_column(const char *path, cli_encoding encoding, const pairing_event *ev,
                         char **team_of)
{
    return cli_read_entrants_column(path, encoding, ev, "team", NULL, team_of);
}

/* The same for any column; with `present`, one the file may lack. */
int cli_read_entrants_column(const char *path, cli_encoding encoding,
                             const pairing_event *ev, const char *column, int *present,
                             char **values)
{
    char *data;
    size_t len;
    int status = cli_read_file(path, &data, &len);
    if (status)
        return status;
    static const char *const marks[] = {"\xef\xbb\xbf", "\xff\xfe", "\xfe\xff"};
    int marked = 0;
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
        marked |=
            len >= strlen(marks[i]) && memcmp(data, marks[i], strlen(marks[i])) == 0;
    if (encoding == CLI_ENCODING_AUTO && !marked && !valid_utf8(data, len))
        encoding = CLI_ENCODING_GB18030;
    status = parse_column(path, data, len, encoding, ev, column, present, values);
    free(data);
    return status;
}
