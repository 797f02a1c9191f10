/*
 * json_writer.c - JSON written as it goes, in the layout of jansson's
 * JSON_INDENT(2): a member or an element a line, two spaces a level, "key":
 * value, [] and {} when empty.
 *
 * A 100,000-player round is a 6 MB document; jansson builds it as a tree of
 * some 400,000 values, each allocated and freed, which took ten times what the
 * rest of writing does.  This writes the same bytes straight into the output
 * buffer.  jansson stays the judge: make check reads every JSON document the
 * tool writes back with jansson and requires jansson's own dump of it to be the
 * same bytes (tests/json_canonical.c).
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

/* A line break and the indent of `depth` levels, two spaces each. */
static void new_line(cli_json *j, int depth)
{
    static const char indent[] = "\n                                "; /* 16 levels */
    cli_buffer_add(j->out, indent, 1 + 2 * (size_t)depth);
}

/* Before a value: the comma after the previous one, then its own line; after a
 * key the value stays on the key's line. */
static void open_value(cli_json *j)
{
    if (j->after_key) {
        j->after_key = 0;
        return;
    }
    if (j->depth == 0)
        return;
    if (!j->empty[j->depth - 1])
        cli_buffer_add(j->out, ",", 1);
    j->empty[j->depth - 1] = 0;
    new_line(j, j->depth);
}

static void open_container(cli_json *j, const char *mark)
{
    open_value(j);
    cli_buffer_add(j->out, mark, 1);
    if (j->depth >= CLI_JSON_MAX_DEPTH) {
        j->out->failed = 1;
        return;
    }
    j->empty[j->depth++] = 1;
}

static void close_container(cli_json *j, const char *mark)
{
    if (j->depth == 0) {
        j->out->failed = 1;
        return;
    }
    if (!j->empty[--j->depth])
        new_line(j, j->depth);
    cli_buffer_add(j->out, mark, 1);
}

void cli_json_object(cli_json *j)
{
    open_container(j, "{");
}

void cli_json_object_end(cli_json *j)
{
    close_container(j, "}");
}

void cli_json_array(cli_json *j)
{
    open_container(j, "[");
}

void cli_json_array_end(cli_json *j)
{
    close_container(j, "]");
}

/* A string as JSON quotes it: the quote, the backslash and the control
 * characters escaped, everything else (UTF-8 included) as it is. */
static void quoted(cli_buffer *out, const char *s)
{
    size_t plain = 0; /* the usual string needs no escape: one write */
    while ((unsigned char)s[plain] >= 0x20 && s[plain] != '"' && s[plain] != '\\')
        plain++;
    if (!s[plain]) {
        char *at = cli_buffer_room(out, plain + 2);
        if (!at)
            return;
        at[0] = '"';
        memcpy(at + 1, s, plain);
        at[plain + 1] = '"';
        at[plain + 2] = 0;
        out->len += plain + 2;
        return;
    }
    cli_buffer_add(out, "\"", 1);
    const char *run = s;
    for (const unsigned char *p = (const unsigned char *)s;; p++) {
        if (*p >= 0x20 && *p != '"' && *p != '\\')
            continue;
        cli_buffer_add(out, run, (size_t)((const char *)p - run));
        if (*p == 0)
            break;
        char esc[8];
        switch (*p) {
        case '"':
            cli_buffer_add(out, "\\\"", 2);
            break;
        case '\\':
            cli_buffer_add(out, "\\\\", 2);
            break;
        case '\b':
            cli_buffer_add(out, "\\b", 2);
            break;
        case '\f':
            cli_buffer_add(out, "\\f", 2);
            break;
        case '\n':
            cli_buffer_add(out, "\\n", 2);
            break;
        case '\r':
            cli_buffer_add(out, "\\r", 2);
            break;
        case '\t':
            cli_buffer_add(out, "\\t", 2);
            break;
        default:
            snprintf(esc, sizeof esc, "\\u%04X", *p);
            cli_buffer_add(out, esc, 6);
            break;
        }
        run = (const char *)p + 1;
    }
    cli_buffer_add(out, "\"", 1);
}

void cli_json_key(cli_json *j, const char *key)
{
    open_value(j);
    quoted(j->out, key);
    cli_buffer_add(j->out, ": ", 2);
    j->after_key = 1;
}

void cli_json_string(cli_json *j, const char *s)
{
    open_value(j);
    quoted(j->out, s);
}

/* The digits of n, written backwards ending at end: where they begin. */
static char *digits(unsigned long long n, char *end)
{
    do
        *--end = (char)('0' + n % 10);
    while (n /= 10);
    return end;
}

void cli_json_int(cli_json *j, long long v)
{
    char text[24], *end = text + sizeof text;
    char *p = digits(v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, end);
    if (v < 0)
        *--p = '-';
    open_value(j);
    cli_buffer_add(j->out, p, (size_t)(end - p));
}

static void bare(cli_json *j, const char *word)
{
    open_value(j);
    cli_buffer_puts(j->out, word);
}

void cli_json_bool(cli_json *j, int v)
{
    bare(j, v ? "true" : "false");
}

void cli_json_null(cli_json *j)
{
    bare(j, "null");
}

/* An exact value: an integer when whole, else its short decimal (5.5, 0.25:
 * halves and quarters are exact in binary, as a reader's double holds them). */
void cli_json_value(cli_json *j, pairing_value v)
{
    if (!v.present) {
        cli_json_null(j);
        return;
    }
    if (v.num % v.den == 0) {
        cli_json_int(j, v.num / v.den);
        return;
    }
    if (v.den != 2 && v.den != 4) { /* a team's 小分 rate: the library's decimal */
        char text[48];
        pairing_value_format(v, text, sizeof text);
        open_value(j);
        cli_buffer_add(j->out, text, strlen(text));
        return;
    }
    /* quarters and halves: the whole part, then .25, .5 or .75 */
    static const char *const fraction[] = {"", ".25", ".5", ".75"};
    unsigned long long n =
        v.num < 0 ? 0ULL - (unsigned long long)v.num : (unsigned long long)v.num;
    int quarters = (int)(n % (unsigned long long)v.den * (4 / (unsigned)v.den));
    char text[32], *end = text + sizeof text - 4;
    char *p = digits(n / (unsigned long long)v.den, end);
    if (v.num < 0)
        *--p = '-';
    size_t f = strlen(fraction[quarters]);
    memcpy(end, fraction[quarters], f);
    open_value(j);
    cli_buffer_add(j->out, p, (size_t)(end - p) + f);
}

/* A member in one call: "key": "text". */
void cli_json_put_string(cli_json *j, const char *key, const char *s)
{
    cli_json_key(j, key);
    cli_json_string(j, s);
}

void cli_json_put_int(cli_json *j, const char *key, long long v)
{
    cli_json_key(j, key);
    cli_json_int(j, v);
}

/* The document's end: a newline, and whether it was all well formed. */
int cli_json_finish(cli_json *j)
{
    cli_buffer_add(j->out, "\n", 1);
    if (j->out->failed || j->depth != 0)
        return cli_fail(EXIT_SOFTWARE, _("out of memory while writing JSON"));
    return EXIT_OK;
}

/* A whole JSON document another writer made, as a value here: its lines moved
 * in to this depth, its last line end dropped. */
void cli_json_raw(cli_json *j, const char *text, size_t len)
{
    while (len > 0 && (text[len - 1] == '\n' || text[len - 1] == ' '))
        len--;
    open_value(j);
    size_t from = 0;
    for (size_t i = 0; i < len; i++)
        if (text[i] == '\n') {
            cli_buffer_add(j->out, text + from, i - from);
            new_line(j, j->depth);
            from = i + 1;
        }
    cli_buffer_add(j->out, text + from, len - from);
}
