/*
 * io_floor.c - the bare cost of the pairing tool's input and output, for make
 * bench: parse the same entrants and results files with libcsv (keeping the
 * ids, nothing else: no checks, no lookups, no event), and write a JSON pairing
 * of the same shape as `pairing swiss` prints (the players paired in file
 * order) to standard output in one write.  The tool should come within a small
 * factor of this.
 *
 *   io_floor ENTRANTS.csv RESULTS.csv > /dev/null
 */
#include <csv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct reader {
    long row, column;
    char **ids;
    long nids, cap;
    int keep; /* the entrants' first column is kept */
} reader;

static void die(const char *what)
{
    fprintf(stderr, "io_floor: %s\n", what);
    exit(70);
}

static void on_field(void *data, size_t len, void *ctx)
{
    reader *r = ctx;
    if (r->keep && r->row > 0 && r->column == 0) {
        if (r->nids == r->cap) {
            r->cap = r->cap ? 2 * r->cap : 1024;
            r->ids = realloc(r->ids, (size_t)r->cap * sizeof *r->ids);
            if (!r->ids)
                die("out of memory");
        }
        char *id = malloc(len + 1);
        if (!id)
            die("out of memory");
        memcpy(id, data, len);
        id[len] = '\0';
        r->ids[r->nids++] = id;
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

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: io_floor ENTRANTS.csv RESULTS.csv\n");
        return 64;
    }
    reader entrants = {0}, results = {0};
    entrants.keep = 1;
    parse(argv[1], &entrants);
    parse(argv[2], &results);
    size_t cap = 256 + (size_t)entrants.nids * 96, len = 0;
    char *out = malloc(cap);
    if (!out)
        die("out of memory");
    len += (size_t)snprintf(out + len, cap - len,
                            "{\n  \"system\": \"swiss\",\n  \"round\": %ld,\n"
                            "  \"pairings\": [",
                            results.row);
    for (long i = 0; i + 1 < entrants.nids; i += 2)
        len += (size_t)snprintf(
            out + len, cap - len,
            "%s\n    {\n      \"board\": %ld,\n      \"first\": \"%s\",\n"
            "      \"second\": \"%s\"\n    }",
            i ? "," : "", i / 2 + 1, entrants.ids[i], entrants.ids[i + 1]);
    len += (size_t)snprintf(out + len, cap - len, "\n  ]\n}\n");
    if (fwrite(out, 1, len, stdout) != len)
        die("cannot write");
    for (long i = 0; i < entrants.nids; i++)
        free(entrants.ids[i]);
    free(entrants.ids);
    free(out);
    return 0;
}
