/*
 * event_file.c - the event file (SPEC §8): INI syntax read with inih, UTF-8,
 * every key with the line it stands on, so that a setting the command line
 * contradicts, or a value the tool cannot take, is named by FILE:LINE.
 *
 * inih calls a handler with a section, a key and a value, but not the line;
 * the lines are handed to it one by one through a reader of our own, which
 * counts them (continuation lines are turned off, so one key is one line).
 */
#include <ini.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/formats.h"

#define MAX_LINE 4096 /* bytes of one line of the event file */

typedef struct line_source {
    const char *data;
    size_t len, at;
    long line;    /* the line last handed to inih */
    int too_long; /* that line did not fit */
} line_source;

/* fgets over the file's bytes, one line at a time. */
static char *next_line(char *str, int num, void *stream)
{
    line_source *src = stream;
    if (src->at >= src->len || src->too_long)
        return NULL;
    const char *start = src->data + src->at;
    const char *nl = memchr(start, '\n', src->len - src->at);
    size_t n = nl ? (size_t)(nl - start) + 1 : src->len - src->at;
    src->line++;
    if (n + 1 > (size_t)num) {
        src->too_long = 1;
        return NULL;
    }
    memcpy(str, start, n);
    str[n] = 0;
    src->at += n;
    return str;
}

typedef struct parse_state {
    cli_event_file *ef;
    line_source *src;
    int status;
} parse_state;

static char *copy_text(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    return c ? memcpy(c, s, n) : NULL;
}

static int keep_entry(cli_event_file *ef, const char *section, const char *key,
                      const char *value, long line)
{
    if (ef->count == ef->cap) {
        size_t cap = ef->cap ? 2 * ef->cap : 16;
        cli_event_entry *more = realloc(ef->entries, cap * sizeof *more);
        if (!more)
            return -1;
        ef->entries = more;
        ef->cap = cap;
    }
    cli_event_entry *e = &ef->entries[ef->count];
    e->section = copy_text(section);
    e->key = copy_text(key);
    e->value = copy_text(value);
    e->line = line;
    if (!e->section || !e->key || !e->value) {
        free(e->section);
        free(e->key);
        free(e->value);
        return -1;
    }
    ef->count++;
    return 0;
}

/* One key: a key given twice in a section is refused, as the second would
 * silently win (keys and sections are matched without regard to case).  A ';'
 * starts a comment only after a blank (inih's rule): `name = X; note` would put
 * the note into every title, so a ';' left in a value is refused. */
static int on_key(void *user, const char *section, const char *key, const char *value)
{
    parse_state *ps = user;
    long line = ps->src->line;
    if (strchr(value, ';')) {
        ps->status = cli_fail_at(EXIT_DATA, ps->ef->path, line,
                                 _("'%s = %s': a comment needs a blank before its ';' "
                                   "(a value cannot hold ';')"),
                                 key, value);
        return 0;
    }
    const cli_event_entry *twin = cli_event_find(ps->ef, section, key);
    if (twin) {
        ps->status = cli_fail_at(EXIT_DATA, ps->ef->path, line,
                                 _("'%s' given twice in [%s] (first on line %ld)"), key,
                                 section, twin->line);
        return 0;
    }
    if (keep_entry(ps->ef, section, key, value, line)) {
        ps->status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
        return 0;
    }
    return 1;
}

/* Where the event file lies: its paths are relative to it. */
static char *folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return copy_text(".");
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *dir = malloc(n + 1);
    if (dir) {
        memcpy(dir, path, n);
        dir[n] = 0;
    }
    return dir;
}

/* The bytes must be UTF-8 (SPEC §8): the first line that is not is named. */
static int check_utf8(const char *path, const char *data, size_t len)
{
    long line = 1;
    for (size_t i = 0; i < len;) {
        int n = pairing_utf8_char_length(data + i, len - i);
        if (n == 0 || data[i] == 0)
            return cli_fail_at(EXIT_DATA, path, line,
                               data[i] ? _("invalid UTF-8 (save the event file as UTF-8)")
                                       : _("NUL byte in the file"));
        line += data[i] == '\n';
        i += (size_t)n;
    }
    return EXIT_OK;
}

/* inih's settings, the same for every file: one key to a line, stop at the
 * first error.  They are inih's globals, set before each parse. */
static void set_up_inih(void)
{
    ini_allow_multiline = false;
    ini_stop_on_first_error = true;
    ini_allow_no_value = false;
    ini_use_stack = false;
    ini_max_line = MAX_LINE;
}

static int parse_bytes(cli_event_file *ef, const char *data, size_t len)
{
    line_source src = {data, len, 0, 0, 0};
    parse_state ps = {ef, &src, EXIT_OK};
    set_up_inih();
    int rc = ini_parse_stream(next_line, &src, on_key, &ps);
    if (ps.status)
        return ps.status;
    if (src.too_long)
        return cli_fail_at(EXIT_DATA, ef->path, src.line,
                           _("a line longer than %d bytes"), MAX_LINE - 3);
    if (rc == -2)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (rc > 0)
        return cli_fail_at(
            EXIT_DATA, ef->path, rc,
            _("not a [section] or a key = value line (see pairing-event(5))"));
    return EXIT_OK;
}

int cli_parse_event_file(const char *path, const char *data, size_t len,
                         cli_event_file *ef)
{
    memset(ef, 0, sizeof *ef);
    ef->path = copy_text(path);
    ef->dir = folder_of(path);
    if (!ef->path || !ef->dir) {
        cli_free_event_file(ef);
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    int status = check_utf8(path, data, len);
    if (!status)
        status = parse_bytes(ef, data, len);
    if (status)
        cli_free_event_file(ef);
    return status;
}

int cli_read_event_file(const char *path, cli_event_file *ef)
{
    char *data = NULL;
    size_t len = 0;
    memset(ef, 0, sizeof *ef);
    int status = cli_read_file(path, &data, &len);
    if (!status)
        status = cli_parse_event_file(path, data, len, ef);
    free(data);
    return status;
}

const cli_event_entry *cli_event_find(const cli_event_file *ef, const char *section,
                                      const char *key)
{
    for (size_t i = 0; i < ef->count; i++)
        if (strcasecmp(ef->entries[i].section, section) == 0 &&
            strcasecmp(ef->entries[i].key, key) == 0)
            return &ef->entries[i];
    return NULL;
}

/* The next item of a comma-separated value (order =, settled =) being cut in
 * place: *rest moves past it; blanks trimmed as cli_trim_blanks trims them,
 * empty items passed over; NULL after the last. */
char *cli_event_list_item(char **rest)
{
    while (*rest) {
        char *item = *rest, *comma = strchr(item, ',');
        *rest = comma ? comma + 1 : NULL;
        if (comma)
            *comma = 0;
        cli_trim_blanks(item);
        if (*item)
            return item;
    }
    return NULL;
}

/* "stage NAME" or "section NAME" (SPEC §11): the NAME, else NULL. */
const char *cli_event_stage_of(const char *section)
{
    static const char *const words[] = {"stage", "section"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t n = strlen(words[i]);
        if (strncasecmp(section, words[i], n) == 0 &&
            (section[n] == ' ' || section[n] == '\t')) {
            const char *name = section + n;
            while (*name == ' ' || *name == '\t')
                name++;
            return *name ? name : NULL;
        }
    }
    return NULL;
}

/* The section of the stage or section named NAME (case aside), or NULL. */
const char *cli_event_stage_section(const cli_event_file *ef, const char *name)
{
    for (size_t i = 0; i < ef->count; i++) {
        const char *stage = cli_event_stage_of(ef->entries[i].section);
        if (stage && strcasecmp(stage, name) == 0)
            return ef->entries[i].section;
    }
    return NULL;
}

/* The stages and sections in the order the file gives them, comma-separated
 * into buf (for the messages that list them); 0 when there are none. */
int cli_event_stage_list(const cli_event_file *ef, char *buf, size_t size)
{
    int n = 0;
    size_t used = 0;
    buf[0] = 0;
    for (size_t i = 0; i < ef->count; i++) {
        const char *stage = cli_event_stage_of(ef->entries[i].section);
        if (!stage ||
            (i > 0 && strcmp(ef->entries[i - 1].section, ef->entries[i].section) == 0))
            continue;
        if (used < size)
            used +=
                (size_t)snprintf(buf + used, size - used, "%s%s", n ? ", " : "", stage);
        n++;
    }
    return n;
}

void cli_free_event_file(cli_event_file *ef)
{
    for (size_t i = 0; i < ef->count; i++) {
        free(ef->entries[i].section);
        free(ef->entries[i].key);
        free(ef->entries[i].value);
    }
    free(ef->entries);
    free(ef->path);
    free(ef->dir);
    memset(ef, 0, sizeof *ef);
}
