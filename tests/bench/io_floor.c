/*
 * io_floor.c - the bare cost of the pairing tool's input and output, for make
 * bench: parse the same entrants and results files with libcsv (keeping the ids
 * and names, nothing else: no checks, no lookups, no event), and write JSON of
 * the shape the command prints - a round of `pairing swiss` (the players paired
 * in file order, and their numbers) or the table of `pairing standings` (in
 * file order, four tiebreaks) - to standard output in one write.  The tool should come
 * within a small factor of this.
 *
 *   io_floor swiss|standings ENTRANTS.csv RESULTS.csv > /dev/null
 */
#include <csv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reader {
    long row, column;
    char **ids, **names;
    long nids, nnames, cap;
    int keep; /* the entrants' ids are kept, and with keep > 1 their names */
} reader;

static void die(const char *what)
{
    fprintf(stderr, "io_floor: %s\n", what);
    exit(70);
}

static char *copy_of(const void *data, size_t len)
{
    char *copy = malloc(len + 1);
    if (!copy)
        die("out of memory");
    memcpy(copy, data, len);
    copy[len] = '\0';
    return copy;
}

static void on_field(void *data, size_t len, void *ctx)
{
    reader *r = ctx;
    if (r->keep && r->row > 0 && r->column < r->keep) {
        if (r->nids == r->cap) {
            r->cap = r->cap ? 2 * r->cap : 1024;
            r->ids = realloc(r->ids, (size_t)r->cap * sizeof *r->ids);
            r->names = realloc(r->names, (size_t)r->cap * sizeof *r->names);
            if (!r->ids || !r->names)
                die("out of memory");
        }
        if (r->column == 0)
            r->ids[r->nids++] = copy_of(data, len);
        else
            r->names[r->nnames++] = copy_of(data, len);
    }
    r->column++;
}

static void on_row(int end, void *ctx)
{
    reader *r = ctx;
    (void)end;
    r->row++;
    r->column = 0;
}

static void parse(const char *path, reader *r)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        die("cannot open an input");
    struct csv_parser p;
    if (csv_init(&p, CSV_APPEND_NULL))
        die("csv_init");
    char buf[1 << 16];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        if (csv_parse(&p, buf, n, on_field, on_row, r) != n)
            die("bad CSV");
    csv_fini(&p, on_field, on_row, r);
    csv_free(&p);
    fclose(f);
}

/* The round as `pairing swiss` prints it: the boards, the byes, the eliminated
 * and every player's number. */
static size_t write_round(char *out, size_t cap, const reader *e, long rows)
{
    size_t len = (size_t)snprintf(out, cap,
                                  "{\n  \"system\": \"swiss\",\n  \"round\": %ld,\n"
                                  "  \"rounds\": 11,\n  \"pairings\": [",
                                  rows);
    for (long i = 0; i + 1 < e->nids; i += 2)
        len += (size_t)snprintf(
            out + len, cap - len,
            "%s\n    {\n      \"board\": %ld,\n      \"first\": \"%s\",\n"
            "      \"second\": \"%s\"\n    }",
            i ? "," : "", i / 2 + 1, e->ids[i], e->ids[i + 1]);
    len += (size_t)snprintf(out + len, cap - len,
                            "\n  ],\n  \"byes\": [],\n  \"eliminated\": [],\n"
                            "  \"numbers\": {");
    for (long i = 0; i < e->nids; i++)
        len += (size_t)snprintf(out + len, cap - len, "%s\n    \"%s\": %ld", i ? "," : "",
                                e->ids[i], i + 1);
    len += (size_t)snprintf(out + len, cap - len, "\n  }\n}\n");
    return len;
}

static size_t write_table(char *out, size_t cap, const reader *e)
{
    size_t len =
        (size_t)snprintf(out, cap, "{\n  \"system\": \"swiss\",\n  \"standings\": [");
    for (long i = 0; i < e->nids; i++)
        len += (size_t)snprintf(
            out + len, cap - len,
            "%s\n    {\n      \"rank\": %ld,\n      \"player\": \"%s\",\n"
            "      \"name\": \"%s\",\n      \"score\": %ld.5,\n      \"tiebreaks\": {\n"
            "        \"aro\": %ld,\n        \"buchholz\": %ld.5,\n"
            "        \"median-buchholz\": %ld,\n        \"wins\": %ld\n      },\n"
            "      \"shared\": false,\n      \"withdrawn\": false\n    }",
            i ? "," : "", i + 1, e->ids[i], i < e->nnames ? e->names[i] : "", i % 9,
            1000 + i % 1800, i % 60, i % 50, i % 9);
    len += (size_t)snprintf(out + len, cap - len, "\n  ]\n}\n");
    return len;
}

int main(int argc, char **argv)
{
    if (argc != 4 || (strcmp(argv[1], "swiss") && strcmp(argv[1], "standings"))) {
        fprintf(stderr, "usage: io_floor swiss|standings ENTRANTS.csv RESULTS.csv\n");
        return 64;
    }
    reader entrants = {0}, results = {0};
    int table = strcmp(argv[1], "standings") == 0;
    entrants.keep = table ? 2 : 1;
    parse(argv[2], &entrants);
    parse(argv[3], &results);
    size_t cap = 256 + (size_t)entrants.nids * (table ? 320 : 160);
    char *out = malloc(cap);
    if (!out)
        die("out of memory");
    size_t len = table ? write_table(out, cap, &entrants)
                       : write_round(out, cap, &entrants, results.row);
    if (fwrite(out, 1, len, stdout) != len)
        die("cannot write");
    for (long i = 0; i < entrants.nids; i++)
        free(entrants.ids[i]);
    for (long i = 0; i < entrants.nnames; i++)
        free(entrants.names[i]);
    free(entrants.ids);
    free(entrants.names);
    free(out);
    return 0;
}
