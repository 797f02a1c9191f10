/*
 * output.c - the output is built in memory and written in one go: to stdout,
 * or to --output FILE through a temporary file and rename(2), so a failure
 * never leaves a partial file and never touches the previous one.
 */
#include <stdint.h>
#include <limits.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/support.h"

/* Makes room for len more bytes and a NUL; -1 (and the buffer failed) when out of
 * memory. */
int cli_buffer_reserve(cli_buffer *b, size_t len)
{
    if (b->failed)
        return -1;
    if (b->len + len + 1 <= b->cap)
        return 0;
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->len + len + 1)
        cap *= 2;
    char *grown = realloc(b->data, cap);
    if (!grown) {
        b->failed = 1;
        return -1;
    }
    b->data = grown;
    b->cap = cap;
    return 0;
}

/* cli_buffer_add's way when the buffer must grow (support.h has the fast one). */
void cli_buffer_add_slow(cli_buffer *b, const char *data, size_t len)
{
    if (cli_buffer_reserve(b, len))
        return;
    memcpy(b->data + b->len, data, len);
    b->len += len;
    b->data[b->len] = 0;
}

/* Room for `need` items of `size` bytes in the array *items of capacity *cap,
 * which doubles from `first`; -1 when memory runs out (the array is kept). */
int cli_grow(void **items, int *cap, int need, size_t size, int first)
{
    if (need <= *cap)
        return 0;
    int next = *cap ? *cap : first;
    while (next < need) {
        if (next > INT_MAX / 2)
            return -1;
        next *= 2;
    }
    if ((size_t)next > SIZE_MAX / size)
        return -1;
    void *grown = realloc(*items, (size_t)next * size);
    if (!grown)
        return -1;
    *items = grown;
    *cap = next;
    return 0;
}

void cli_buffer_puts(cli_buffer *b, const char *s)
{
    cli_buffer_add(b, s, strlen(s));
}

/* Tables padded column by column leave blanks before a line's end when its last
 * columns are short or empty; they are invisible on paper but get in the way of
 * diff and cmp, so text output drops them (from offset `from` on). */
void cli_buffer_trim_line_ends(cli_buffer *b, size_t from)
{
    size_t out = from, blanks = 0;
    for (size_t i = from; i < b->len; i++) {
        char c = b->data[i];
        if (c == ' ') {
            blanks++;
            continue;
        }
        if (c != '\n')
            for (; blanks > 0; blanks--)
                b->data[out++] = ' ';
        blanks = 0;
        b->data[out++] = c;
    }
    for (; blanks > 0; blanks--) /* no newline at the end: keep them */
        b->data[out++] = ' ';
    b->len = out;
}

/* Text for an XML or HTML element or attribute: the five XML specials as
 * entities, control characters as blanks. */
void cli_buffer_markup_text(cli_buffer *b, const char *s)
{
    for (; *s; s++) {
        size_t plain = 0; /* the run of bytes that need nothing, added at once */
        while ((unsigned char)s[plain] >= 0x20 && !strchr("&<>\"'", s[plain]))
            plain++;
        if (plain) {
            cli_buffer_add(b, s, plain);
            s += plain - 1;
            continue;
        }
        switch (*s) {
        case '&':
            cli_buffer_puts(b, "&amp;");
            break;
        case '<':
            cli_buffer_puts(b, "&lt;");
            break;
        case '>':
            cli_buffer_puts(b, "&gt;");
            break;
        case '"':
            cli_buffer_puts(b, "&quot;");
            break;
        case '\'':
            cli_buffer_puts(b, "&#39;");
            break;
        default:
            cli_buffer_add(b, (unsigned char)*s < 0x20 ? " " : s, 1);
            break;
        }
    }
}

/* Formatted straight into the buffer's free room: most pieces are short, and
 * a copy through a scratch array cost a tenth of a large site's making. */
void cli_buffer_printf(cli_buffer *b, const char *fmt, ...)
{
    char *room = cli_buffer_room(b, 255);
    if (!room)
        return;
    size_t free_bytes = b->cap - b->len;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(room, free_bytes, fmt, ap);
    va_end(ap);
    if (n >= 0 && (size_t)n >= free_bytes && (room = cli_buffer_room(b, (size_t)n))) {
        va_start(ap, fmt);
        vsnprintf(room, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    if (n < 0)
        b->failed = 1;
    if (b->failed) {
        if (b->data)
            b->data[b->len] = 0;
        return;
    }
    b->len += (size_t)n;
}

/* A whole number in decimal, without printf's parsing of a format. */
void cli_buffer_int(cli_buffer *b, long long n)
{
    char digits[24];
    int at = (int)sizeof digits;
    unsigned long long u = n < 0 ? 0ULL - (unsigned long long)n : (unsigned long long)n;
    do
        digits[--at] = (char)('0' + u % 10);
    while ((u /= 10) > 0);
    if (n < 0)
        digits[--at] = '-';
    cli_buffer_add(b, digits + at, sizeof digits - (size_t)at);
}

void cli_buffer_free(cli_buffer *b)
{
    free(b->data);
    memset(b, 0, sizeof *b);
}

static int write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return -1;
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

/* The new file gets the mode a plain creat(2) would give it. */
static void set_default_mode(int fd)
{
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
}

/* durable: fsync before the rename, so that a crash leaves the old file or the
 * new one whole; the site's pages, made again from the event's files at any
 * time, are written without it (a thousand fsyncs take seconds). */
static int write_atomically(const cli_buffer *b, const char *path, int durable)
{
    size_t len = strlen(path);
    char *tmp = malloc(len + 16);
    if (!tmp)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    snprintf(tmp, len + 16, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), path, strerror(e));
    }
    set_default_mode(fd);
    int failed = write_all(fd, b->data ? b->data : "", b->len) || (durable && fsync(fd));
    int e = errno;
    if (close(fd))
        failed = 1, e = errno;
    if (!failed && rename(tmp, path))
        failed = 1, e = errno;
    if (failed) {
        unlink(tmp);
        free(tmp);
        return cli_fail(EXIT_CANTCREATE, _("cannot write %s: %s"), path, strerror(e));
    }
    free(tmp);
    return EXIT_OK;
}

int cli_write_output(const cli_buffer *b, const char *path)
{
    if (b->failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (path)
        return write_atomically(b, path, 1);
    if (write_all(STDOUT_FILENO, b->data ? b->data : "", b->len))
        return cli_fail(EXIT_CANTCREATE, _("cannot write to standard output: %s"),
                        strerror(errno));
    return EXIT_OK;
}

/* A file replaced at once (a reader sees the old bytes or the new), without
 * the wait for the disk: for files that are made again from others. */
int cli_write_replaced(const cli_buffer *b, const char *path)
{
    if (b->failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    return write_atomically(b, path, 0);
}

/* What a command made: into the buffer of the command that ran it (pairing
 * publish), else to --output or standard output. */
int cli_write_command_output(const cli_options *o, const cli_buffer *b)
{
    if (!o->capture)
        return cli_write_output(b, o->output);
    if (b->failed)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_buffer_add(o->capture, b->data ? b->data : "", b->len);
    return o->capture->failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
}
