/*
 * files.c - reading an input file whole, within the size limit (pairing(1) LIMITS).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "support/support.h"

/* The whole file, for the CSV and the TRF readers (at most 256 MiB). */
int cli_read_file(const char *path, char **data, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return cli_fail(EXIT_NOINPUT, _("cannot open %s: %s"), path, strerror(errno));
    /* a file's own size, and one byte for the NUL a caller may add: read in
     * one go, where growing from 64 KiB copied a site's pages over and over */
    size_t cap = 65536, n = 0;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0)
        cap = st.st_size < CLI_MAX_FILE_BYTES ? (size_t)st.st_size + 1
                                              : (size_t)CLI_MAX_FILE_BYTES;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        if (cap >= (size_t)CLI_MAX_FILE_BYTES) {
            free(buf);
            fclose(f);
            return cli_fail_at(EXIT_DATA, path, 0, _("larger than the limit of %ld MiB"),
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
        return buf ? cli_fail(EXIT_NOINPUT, _("cannot read %s: %s"), path, strerror(e))
                   : cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    *data = buf;
    *len = n;
    return EXIT_OK;
}

/* Two names of one file: the same file on disk, or, where either is missing,
 * the same name once "./" and repeated slashes are set aside. */
static const char *plain_name(const char *p)
{
    while (p[0] == '.' && p[1] == '/')
        for (p += 2; *p == '/'; p++)
            ;
    return p;
}

int cli_same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return strcmp(plain_name(a), plain_name(b)) == 0;
}
