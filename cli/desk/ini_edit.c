/*
 * ini_edit.c - a key of the event file's [event] section set as a director
 * would set it in an editor: the value replaced where the key is, its inline
 * comment kept in its column; a key not written yet goes below the commented
 * line that documents it (pairing init writes one for each setting), else at
 * the end of the section; a key set to nothing is commented out.  A stage of
 * an event in stages is its own section, [stage NAME] or [section NAME].  Every other
 * byte of the file stays as it was.
 */
#include <string.h>

#include "desk/desk.h"

typedef struct span {
    size_t start, end; /* a line's bytes, its line end excluded */
} span;

static span line_at(const cli_buffer *t, size_t at)
{
    span s = {at, at};
    while (s.end < t->len && t->data[s.end] != '\n' && t->data[s.end] != '\r')
        s.end++;
    return s;
}

static size_t next_line(const cli_buffer *t, span s)
{
    size_t at = s.end;
    if (at < t->len && t->data[at] == '\r')
        at++;
    if (at < t->len && t->data[at] == '\n')
        at++;
    return at;
}

static size_t skip_blanks(const cli_buffer *t, size_t at, size_t end)
{
    while (at < end && (t->data[at] == ' ' || t->data[at] == '\t'))
        at++;
    return at;
}

/* The line sets `key`: "key =" (commented: "; key =") at its start. */
static int line_sets(const cli_buffer *t, span s, const char *key, int commented)
{
    size_t at = skip_blanks(t, s.start, s.end);
    if (commented) {
        if (at >= s.end || t->data[at] != ';')
            return 0;
        at = skip_blanks(t, at + 1, s.end);
    }
    size_t n = strlen(key);
    if (at + n > s.end || strncmp(t->data + at, key, n) != 0)
        return 0;
    at = skip_blanks(t, at + n, s.end);
    return at < s.end && t->data[at] == '=';
}

static int is_section(const cli_buffer *t, span s)
{
    size_t at = skip_blanks(t, s.start, s.end);
    return at < s.end && t->data[at] == '[';
}

typedef struct found {
    span line;       /* where the key is set */
    span documented; /* the commented line about it */
    span last;       /* the section's last line with something on it */
    int has_line, has_documented, in_section, seen;
} found;

/* The line opens [section] (blanks inside the brackets aside). */
static int opens(const cli_buffer *t, span s, const char *section)
{
    size_t at = skip_blanks(t, skip_blanks(t, s.start, s.end) + 1, s.end);
    size_t n = strlen(section);
    if (at + n > s.end || strncmp(t->data + at, section, n) != 0)
        return 0;
    at = skip_blanks(t, at + n, s.end);
    return at < s.end && t->data[at] == ']';
}

static void find_key(const cli_buffer *t, const char *section, const char *key, found *f)
{
    memset(f, 0, sizeof *f);
    for (size_t at = 0; at < t->len;) {
        span s = line_at(t, at);
        if (is_section(t, s)) {
            f->in_section = opens(t, s, section);
            if (f->in_section)
                f->last = s, f->seen = 1;
        } else if (f->in_section) {
            if (!f->has_line && line_sets(t, s, key, 0))
                f->line = s, f->has_line = 1;
            else if (!f->has_documented && line_sets(t, s, key, 1))
                f->documented = s, f->has_documented = 1;
            if (skip_blanks(t, s.start, s.end) < s.end)
                f->last = s;
        }
        at = next_line(t, s);
        if (at == s.end)
            break;
    }
}

/* Where the value begins (just after "="), and where its inline comment
 * does (the line's end when it has none). */
static void value_span(const cli_buffer *t, span line, size_t *from, size_t *comment)
{
    size_t at = line.start;
    while (t->data[at] != '=')
        at++;
    *from = at + 1;
    *comment = line.end;
    size_t value = skip_blanks(t, *from, line.end);
    for (size_t k = value; k < line.end; k++)
        if (t->data[k] == ';' &&
            (k == value || t->data[k - 1] == ' ' || t->data[k - 1] == '\t')) {
            *comment = k;
            break;
        }
}

static void splice(cli_buffer *out, const cli_buffer *t, size_t from, size_t to,
                   const char *with, size_t with_len)
{
    cli_buffer_add_slow(out, t->data, from);
    cli_buffer_add_slow(out, with, with_len);
    cli_buffer_add_slow(out, t->data + to, t->len - to);
}

/* " value" after the "=", the comment kept in its column while the value
 * fits before it. */
static void replace_value(cli_buffer *out, const cli_buffer *t, span line,
                          const char *value)
{
    size_t from, comment;
    value_span(t, line, &from, &comment);
    cli_buffer with = {0};
    cli_buffer_puts(&with, " ");
    cli_buffer_puts(&with, value);
    if (comment < line.end)
        do
            cli_buffer_puts(&with, " ");
        while (with.len < comment - from);
    splice(out, t, from, comment, with.data ? with.data : "", with.len);
    cli_buffer_free(&with);
}

static const char *line_end_of(const cli_buffer *t)
{
    const char *nl = memchr(t->data, '\n', t->len);
    return nl && nl > t->data && nl[-1] == '\r' ? "\r\n" : "\n";
}

/* out: the file with the key of [section] set to value (NULL: commented out).
 * -1: the file has no such section. */
int desk_ini_set(const cli_buffer *t, const char *section, const char *key,
                 const char *value, cli_buffer *out)
{
    found f;
    find_key(t, section, key, &f);
    if (f.has_line && value)
        replace_value(out, t, f.line, value);
    else if (f.has_line)
        splice(out, t, f.line.start, f.line.start, "; ", 2);
    else if (!value)
        cli_buffer_add_slow(out, t->data, t->len);
    else {
        if (!f.seen)
            return -1;
        span after = f.has_documented ? f.documented : f.last;
        size_t at = next_line(t, after);
        cli_buffer line = {0};
        if (at == after.end) /* the file's last line, with no line end */
            cli_buffer_puts(&line, line_end_of(t));
        cli_buffer_printf(&line, "%s = %s%s", key, value, line_end_of(t));
        splice(out, t, at, at, line.data ? line.data : "", line.len);
        cli_buffer_free(&line);
    }
    return out->failed ? -2 : 0;
}
