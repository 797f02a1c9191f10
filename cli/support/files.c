/*
 * files.c - reading an input file whole, within the size limit (pairing(1) LIMITS).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/support.h"

/* The whole file, for the CSV and the TRF readers (at most 256 MiB). */
int cli_read_file(const char *path, char **data, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return cli_fail(EXIT_NOINPUT, "cannot open %s: %s", path, strerror(errno));
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        if (cap >= (size_t)CLI_MAX_FILE_BYTES) {
            free(buf);
            fclose(f);
            return cli_fail_at(EXIT_DATA, path, 0, "larger than the limit of %ld MiB",
                               CLI_MAX_FILE_BYTES >> 20);
        }
        char *grown = realloc(buf, cap * 2);
        if (!grown)
            free(buf);
        buf = grown;
        cap *= 2;
    }
    int failed = !buf || ferror(f);
    int e = errno;
    fclose(f);
    if (failed) {
        free(buf);
        return buf ? cli_fail(EXIT_NOINPUT, "cannot read %s: %s", path, strerror(e))
                   : cli_fail(EXIT_SOFTWARE, "out of memory");
    }
    *data = buf;
    *len = n;
    return EXIT_OK;
}
