/*
 * json_canonical.c - the tool's JSON is what jansson would write: each file
 * named is read back with jansson and dumped again with JSON_INDENT(2), and the
 * two must be the same bytes.  The tool writes JSON as it goes
 * (cli/formats/json_writer.c); this keeps it to jansson's layout and escaping.
 * Numbers are dumped with 15 significant digits (DBL_DIG), the precision at
 * which every decimal the tool writes (exact values to 12 places, others such
 * as a board percentage rounded to 4) comes back from a double unchanged; at 17
 * a decimal like 83.3333 would come back as the binary number nearest it.
 *
 *   json_canonical FILE...
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        char *grown = realloc(buf, cap * 2);
        if (!grown)
            free(buf);
        buf = grown;
        cap *= 2;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* 0 when the file is jansson's own dump of what it holds. */
static int check(const char *path)
{
    size_t len;
    char *text = slurp(path, &len);
    if (!text) {
        printf("json-canonical: cannot read %s\n", path);
        return 1;
    }
    json_error_t error;
    json_t *doc = json_loadb(text, len, 0, &error);
    int bad = 1;
    if (!doc) {
        printf("json-canonical: %s:%d: not JSON: %s\n", path, error.line, error.text);
    } else {
        char *again = json_dumps(doc, JSON_INDENT(2) | JSON_REAL_PRECISION(15));
        size_t n = again ? strlen(again) : 0;
        bad = !again || n + 1 != len || memcmp(again, text, n) != 0 || text[n] != '\n';
        if (bad) {
            size_t at = 0;
            while (again && at < n && at < len && again[at] == text[at])
                at++;
            printf("json-canonical: %s: differs from jansson's dump at byte %zu\n", path,
                   at);
        }
        free(again);
        json_decref(doc);
    }
    free(text);
    return bad;
}

int main(int argc, char **argv)
{
    int failed = 0;
    for (int i = 1; i < argc; i++)
        failed += check(argv[i]);
    printf("json-canonical: %d documents, %d equal to jansson's own dump\n", argc - 1,
           argc - 1 - failed);
    return failed != 0;
}
