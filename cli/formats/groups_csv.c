/*
 * groups_csv.c - one group of an event in groups (分组, SPEC §11): `--group X`
 * keeps the entrants whose group column says X, passes over the results of
 * the other groups, and refuses a game between two groups, naming its line.
 *
 * The group column (group, 组别 or 分组) holds a letter, A to Z, in either
 * case; 甲 乙 丙 丁 戊 己 庚 辛 壬 癸, as Chinese regulations name groups
 * (甲组, 乙组: the 2014 open), stand for A to J.  An empty field is no group.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/csv_table.h"

static const char *const stems[] = {"甲", "乙", "丙", "丁", "戊",
                                    "己", "庚", "辛", "壬", "癸"};

/* The group a field or an option names: 'A'..'Z' into *letter, 0 for an empty
 * text; -1 when it names none. */
int cli_group_letter(const char *text, char *letter)
{
    size_t n = strlen(text), start = 0;
    while (start < n && (text[start] == ' ' || text[start] == '\t'))
        start++;
    while (n > start && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    *letter = 0;
    if (n == start)
        return 0;
    char c = text[start];
    if (n - start == 1 && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
        *letter = (char)(c >= 'a' ? c - 'a' + 'A' : c);
        return 0;
    }
    for (size_t i = 0; i < sizeof stems / sizeof stems[0]; i++)
        if (n - start == strlen(stems[i]) && !memcmp(text + start, stems[i], n - start)) {
            *letter = (char)('A' + i);
            return 0;
        }
    return -1;
}

/* Is the entrant of this row in the group?  One who is not is remembered, so
 * that his games can be told from games nobody could have played. */
int cli_group_keeps(cli_group_filter *f, const char *path, long line,
                    const char *group_field, const char *id, int *keep)
{
    char letter;
    *keep = 0;
    if (cli_group_letter(group_field, &letter))
        return cli_fail_at(
            EXIT_DATA, path, line,
            _("group '%s' is not a letter from A to Z (or 甲, 乙, 丙, 丁 ...)"),
            group_field);
    if (letter == f->group) {
        *keep = 1;
        return EXIT_OK;
    }
    if (cli_grow((void **)&f->outside, &f->cap, f->noutside + 1, sizeof *f->outside, 64))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    size_t len = strlen(id) + 1;
    char *copy = malloc(len);
    if (!copy)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    memcpy(copy, id, len);
    f->outside[f->noutside++] = (cli_outsider){.id = copy, .group = letter, .line = line};
    return EXIT_OK;
}

static int by_id(const void *a, const void *b)
{
    const cli_outsider *x = a, *y = b;
    int c = strcmp(x->id, y->id);
    return c ? c : (x->line > y->line) - (x->line < y->line);
}

/* The entrants read: the others sorted by id, and an id twice (in two groups,
 * or in none twice) refused as the library refuses it in one. */
int cli_group_entrants_done(cli_group_filter *f, const pairing_event *ev)
{
    if (f->noutside)
        qsort(f->outside, (size_t)f->noutside, sizeof *f->outside, by_id);
    for (int i = 0; i < f->noutside; i++) {
        const cli_outsider *o = &f->outside[i];
        int player = pairing_event_find(ev, o->id);
        long first = player >= 0 ? pairing_event_entrant(ev, player).line : 0;
        if (!first && i > 0 && !strcmp(f->outside[i - 1].id, o->id))
            first = f->outside[i - 1].line;
        if (first)
            return cli_fail_at(EXIT_DATA, f->entrants, first > o->line ? first : o->line,
                               _("duplicate id '%s' (first on line %ld)"), o->id,
                               first < o->line ? first : o->line);
    }
    return EXIT_OK;
}

static const cli_outsider *find_outsider(const cli_group_filter *f, const char *id)
{
    cli_outsider key = {.id = (char *)(uintptr_t)id, .line = 0};
    int lo = 0, hi = f->noutside;
    while (lo < hi) { /* the first of the id */
        int mid = lo + (hi - lo) / 2;
        if (by_id(&f->outside[mid], &key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < f->noutside && !strcmp(f->outside[lo].id, id) ? &f->outside[lo] : NULL;
}

/* An id's group into *letter (0: none): 1 for an entrant, 0 for an id no
 * entrant has. */
static int group_of_id(const cli_group_filter *f, const pairing_event *ev, const char *id,
                       char *letter)
{
    if (pairing_event_find(ev, id) >= 0) {
        *letter = f->group;
        return 1;
    }
    const cli_outsider *o = find_outsider(f, id);
    *letter = o ? o->group : 0;
    return o != NULL;
}

/* A results row of the group goes in (0, *skip 0); a row of other groups
 * alone is passed over (0, *skip 1); a game between groups, or with a player
 * who is no entrant of any group, is -1 with what is wrong in why (the caller
 * names the line, once the rows before it are in). */
int cli_group_result_row(const cli_group_filter *f, const pairing_event *ev,
                         const char *first, const char *second, int *skip, char *why,
                         size_t size)
{
    char lf = 0, ls = 0;
    *skip = 0;
    if (!*first)
        return 0; /* the library names what is missing */
    const char *unknown = !group_of_id(f, ev, first, &lf)               ? first
                          : *second && !group_of_id(f, ev, second, &ls) ? second
                                                                        : NULL;
    if (unknown) {
        snprintf(why, size, "player '%s' is not an entrant", unknown);
        return -1;
    }
    int in_first = lf == f->group, in_second = *second && ls == f->group;
    *skip = !in_first && !in_second;
    if (*skip || !*second || (in_first && in_second))
        return 0;
    if (!lf || !ls)
        snprintf(why, size,
                 "a game between group %c and a player of no group ('%s' v '%s')",
                 lf ? lf : ls, first, second);
    else
        snprintf(why, size, "a game between groups %c and %c ('%s' v '%s')", lf, ls,
                 first, second);
    return -1;
}

void cli_group_filter_free(cli_group_filter *f)
{
    for (int i = 0; i < f->noutside; i++)
        free(f->outside[i].id);
    free(f->outside);
    f->outside = NULL;
    f->noutside = f->cap = 0;
}

/* ---- the entrants file with its group column (pairing groups) ---- */

typedef struct regroup {
    cli_buffer *out;
    const char *path;
    const pairing_event *ev;
    const int *group_of;
    int id_column; /* in the header */
    int seen_header;
} regroup;

/* The header's name for a field, blanks trimmed and a Chinese alias read. */
static const char *header_name(const char *field, char *buf, size_t size)
{
    snprintf(buf, size, "%s", field);
    cli_trim_blanks(buf);
    return cli_column_name(buf);
}

static int regroup_header(regroup *rg, char **fields, int count, long line)
{
    char buf[256];
    rg->id_column = -1;
    for (int i = 0; i < count; i++) {
        const char *name = header_name(fields[i], buf, sizeof buf);
        if (!strcasecmp(name, "group"))
            return cli_fail_at(
                EXIT_DATA, rg->path, line,
                _("the entrants have a group column already ('%s'); pairing "
                  "groups writes it: take that column out to split again"),
                fields[i]);
        if (!strcasecmp(name, "id") && rg->id_column < 0)
            rg->id_column = i;
    }
    rg->seen_header = 1;
    return rg->id_column < 0
               ? cli_fail_at(EXIT_SOFTWARE, rg->path, line, _("no id column"))
               : EXIT_OK;
}

/* Every row as it was read, its fields as they were, and the group after. */
static int regroup_row(void *ctx, char **fields, int count, long line)
{
    regroup *rg = ctx;
    if (cli_csv_empty_row(fields, count))
        return EXIT_OK;
    int header = !rg->seen_header, player = -1;
    int status = header ? regroup_header(rg, fields, count, line) : EXIT_OK;
    if (status)
        return status;
    if (!header && (rg->id_column >= count ||
                    (player = pairing_event_find(rg->ev, fields[rg->id_column])) < 0))
        return cli_fail_at(EXIT_SOFTWARE, rg->path, line, _("a row that was not loaded"));
    for (int i = 0; i < count; i++) {
        cli_buffer_csv_field(rg->out, fields[i]);
        cli_buffer_puts(rg->out, ",");
    }
    if (header)
        cli_buffer_puts(rg->out, "group\r\n");
    else
        cli_buffer_printf(rg->out, "%c\r\n", 'A' + rg->group_of[player]);
    return EXIT_OK;
}

/* The entrants file at `path` (read in `encoding`) as UTF-8 CSV with a group
 * column added: its header and rows as they were, empty rows left out. */
int cli_csv_with_groups(cli_buffer *out, const char *path, cli_encoding encoding,
                        const pairing_event *ev, const int *group_of)
{
    char *bytes = NULL;
    size_t len = 0;
    cli_text text = {0};
    int status = cli_read_file(path, &bytes, &len);
    if (!status)
        status = cli_decode_text(path, bytes, len, encoding, &text);
    regroup rg = {.out = out, .path = path, .ev = ev, .group_of = group_of};
    cli_csv_begin(out);
    if (!status)
        status = cli_csv_each_row(path, text.data, text.len, regroup_row, &rg);
    cli_text_free(&text);
    free(bytes);
    return status;
}
