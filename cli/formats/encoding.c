/*
 * encoding.c - a file's bytes as UTF-8 text, in whatever encoding a spreadsheet
 * saved them (SPEC §9): UTF-8 with or without its byte-order mark; UTF-16 with
 * one (Excel's "Unicode text"); GB18030, which covers GBK and GB2312 (what
 * "CSV (逗号分隔)" writes on Chinese Windows).  iconv(3) converts.
 *
 * Line ends convert one for one (GB18030 never uses 0x0A or 0x0D inside a
 * character, and UTF-16 writes them as code units of their own), so the text
 * keeps the file's lines, and every message about it names the file's own.
 */
#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/formats.h"

/* What the file is read as, by iconv's names; UTF-8 is read as it is. */
typedef enum text_form { FORM_UTF8, FORM_GB18030, FORM_UTF16LE, FORM_UTF16BE } text_form;

static const char *const form_names[] = {"UTF-8", "GB18030", "UTF-16LE", "UTF-16BE"};

/* and the byte-order mark of each */
static const char *const form_marks[] = {"\xef\xbb\xbf", "\x84\x31\x95\x33", "\xff\xfe",
                                         "\xfe\xff"};

/* and by the names a director knows them by */
static const char *const form_titles[] = {"UTF-8", "GB18030", "UTF-16", "UTF-16"};

/* The names --encoding and the event file's encoding take, in cli_encoding order. */
static const char *const encoding_names[] = {"", "utf-8", "gb18030", "utf-16"};

/* --encoding, or the event file's encoding; AUTO when neither gives one. */
int cli_encoding_of(const cli_options *o, cli_encoding *encoding)
{
    *encoding = CLI_ENCODING_AUTO;
    if (!o->encoding)
        return EXIT_OK;
    for (int e = CLI_ENCODING_UTF8; e <= CLI_ENCODING_UTF16; e++)
        if (strcasecmp(o->encoding, encoding_names[e]) == 0) {
            *encoding = (cli_encoding)e;
            return EXIT_OK;
        }
    return cli_bad_setting(
        o, "encoding",
        _("utf-8, gb18030 (which covers GBK and GB2312) or utf-16, not "
          "'%s'"),
        o->encoding);
}

/* ---- UTF-8 as it is ---- */

/* How many bytes at the start of data are whole, valid UTF-8 characters: all
 * of them for a good file.  ASCII, most of any file, is passed 32 bytes at a
 * time, so that checking costs a plain file next to nothing. */
static size_t valid_utf8_prefix(const char *data, size_t len)
{
    const uint64_t high = 0x8080808080808080ull;
    size_t i = 0;
    while (i < len) {
        uint64_t w[4];
        if (len - i >= sizeof w) {
            memcpy(w, data + i, sizeof w);
            if (!((w[0] | w[1] | w[2] | w[3]) & high)) {
                i += sizeof w;
                continue;
            }
        }
        int n = pairing_utf8_char_length(data + i, len - i);
        if (!n)
            break;
        i += (size_t)n;
    }
    return i;
}

/* The line that byte `at` of the text (of `len` bytes) is on: LF, CRLF and a
 * lone CR each end one, as the CSV reader counts them. */
static long line_of(const char *text, size_t at, size_t len)
{
    long line = 1;
    for (size_t i = 0; i < at; i++)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 >= len || text[i + 1] != '\n')))
            line++;
    return line;
}

/* ---- conversion ---- */

/* The bytes converted from `form` to UTF-8 into *out (NUL-terminated, the
 * caller's to free).  On bytes that are not text of that form, -1 with
 * *failed_line the line they stand on; EXIT_SOFTWARE when out of memory. */
static int convert(text_form form, const char *bytes, size_t len, char **out,
                   size_t *out_len, long *failed_line)
{
    iconv_t cd = iconv_open("UTF-8", form_names[form]);
    if (cd == (iconv_t)-1)
        return cli_fail(EXIT_SOFTWARE, _("iconv cannot convert from %s: %s"),
                        form_names[form], strerror(errno));
    /* at most 3 bytes of UTF-8 for 2 of GB18030 or UTF-16: half as much again */
    size_t cap = len + len / 2 + 16, done = 0;
    char *buf = malloc(cap), *in = (char *)bytes;
    size_t in_left = len;
    int status = buf ? EXIT_OK : cli_fail(EXIT_SOFTWARE, _("out of memory"));
    while (!status && in_left) {
        char *to = buf + done;
        size_t room = cap - done - 1;
        size_t rc = iconv(cd, &in, &in_left, &to, &room);
        done = (size_t)(to - buf);
        if (rc != (size_t)-1)
            continue;
        if (errno != E2BIG) { /* EILSEQ, or EINVAL: cut off by the end */
            *failed_line = line_of(buf, done, done);
            status = -1;
        } else {
            char *grown = realloc(buf, cap * 2);
            if (!grown)
                status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
            else
                buf = grown, cap *= 2;
        }
    }
    iconv_close(cd);
    if (status) {
        free(buf);
        return status;
    }
    buf[done] = 0;
    *out = buf;
    *out_len = done;
    return EXIT_OK;
}

/* ---- deciding ---- */

/* The byte-order mark the bytes begin with: its length, 0 for none. */
static size_t byte_order_mark(const char *bytes, size_t len, text_form *form)
{
    const unsigned char *b = (const unsigned char *)bytes;
    if (len >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
        return *form = FORM_UTF8, 3;
    if (len >= 2 && b[0] == 0xff && b[1] == 0xfe)
        return *form = FORM_UTF16LE, 2;
    if (len >= 2 && b[0] == 0xfe && b[1] == 0xff)
        return *form = FORM_UTF16BE, 2;
    return 0;
}

static cli_encoding encoding_of(text_form form)
{
    return form == FORM_UTF8      ? CLI_ENCODING_UTF8
           : form == FORM_GB18030 ? CLI_ENCODING_GB18030
                                  : CLI_ENCODING_UTF16;
}

/* UTF-16 saved without its mark: its ASCII characters (the separators and line
 * ends at least) put NULs at every other byte, all even or all odd.  Such a
 * file would fail on its NULs; it is told what would read it instead.  (A stray
 * NUL or two in other text is left to the CSV reader's message.) */
static int looks_like_utf16(const char *bytes, size_t len)
{
    size_t nuls[2] = {0, 0};
    for (size_t i = 0; i < len && i < 256; i++)
        nuls[i & 1] += bytes[i] == 0;
    return (nuls[0] >= 4 && !nuls[1]) || (nuls[1] >= 4 && !nuls[0]);
}

/* The bytes read as `form`: UTF-8 checked where it lies, any other converted. */
static int read_as(text_form form, const char *bytes, size_t len, cli_text *text,
                   long *failed_line)
{
    text->read_as = form_names[form];
    if (form == FORM_UTF8) {
        size_t valid = valid_utf8_prefix(bytes, len);
        text->data = bytes;
        text->len = len;
        if (valid == len)
            return EXIT_OK;
        *failed_line = line_of(bytes, valid, len);
        return -1;
    }
    int status = convert(form, bytes, len, &text->owned, &text->len, failed_line);
    if (status)
        return status;
    text->data = text->owned;
    /* GB18030 has a mark of its own (84 31 95 33), which arrives as U+FEFF */
    if (text->len >= 3 && memcmp(text->data, "\xef\xbb\xbf", 3) == 0)
        text->data += 3, text->len -= 3, text->mark = form_marks[form];
    /* iconv writes only valid UTF-8; the reader relies on it, so it is checked */
    size_t valid = valid_utf8_prefix(text->data, text->len);
    if (valid == text->len)
        return EXIT_OK;
    *failed_line = line_of(text->data, valid, text->len);
    return -1;
}

/* A file without a byte-order mark, encoding not given: UTF-8 when it is valid
 * UTF-8, else GB18030 when it decodes as such, said on standard error. */
static int read_unmarked(const char *path, const char *bytes, size_t len, cli_text *text)
{
    long line = 0, unused;
    if (looks_like_utf16(bytes, len))
        return cli_fail_at(EXIT_DATA, path, 1,
                           _("UTF-16 text without its byte-order mark (give --encoding "
                             "utf-16, or save it as \"CSV UTF-8\")"));
    if (read_as(FORM_UTF8, bytes, len, text, &line) == EXIT_OK)
        return EXIT_OK;
    int status = read_as(FORM_GB18030, bytes, len, text, &unused);
    if (status > 0)
        return status;
    if (status < 0)
        return cli_fail_at(
            EXIT_DATA, path, line,
            _("not UTF-8, GB18030 or UTF-16 text (save it as \"CSV UTF-8\")"));
    cli_note(path, _("read as GB18030 (encoding = gb18030 in the event file, or "
                     "--encoding gb18030, says so and silences this note)"));
    return EXIT_OK;
}

int cli_decode_text(const char *path, const char *bytes, size_t len,
                    cli_encoding encoding, cli_text *text)
{
    memset(text, 0, sizeof *text);
    text->mark = "";
    text_form form = FORM_UTF8;
    size_t mark = byte_order_mark(bytes, len, &form);
    int status;
    if (!mark && encoding == CLI_ENCODING_AUTO) {
        if ((status = read_unmarked(path, bytes, len, text)))
            cli_text_free(text);
        return status;
    }
    if (!mark)
        form = encoding == CLI_ENCODING_UTF8      ? FORM_UTF8
               : encoding == CLI_ENCODING_GB18030 ? FORM_GB18030
                                                  : FORM_UTF16LE;
    /* A mark cannot be mistaken (no header begins with what it reads as in
     * another encoding), so it outranks the encoding given, which is for the
     * files that have none; said when they disagree. */
    if (mark && encoding != CLI_ENCODING_AUTO && encoding != encoding_of(form))
        cli_note(path, _("read as %s, as its byte-order mark says, not as %s"),
                 form_titles[form], encoding_names[encoding]);
    long line = 0;
    status = read_as(form, bytes + mark, len - mark, text, &line);
    if (mark)
        text->mark = form_marks[form];
    if (status < 0)
        status = cli_fail_at(
            EXIT_DATA, path, line,
            mark ? _("not valid %s, though its byte-order mark says it is (save it as "
                     "\"CSV UTF-8\")")
                 : _("not valid %s, the encoding asked for (save it as \"CSV UTF-8\")"),
            form_titles[form]);
    if (status)
        cli_text_free(text);
    return status;
}

/* ---- writing back ---- */

cli_text_form cli_text_form_of(const cli_text *text)
{
    cli_text_form form = {text->read_as ? text->read_as : form_names[FORM_UTF8],
                          text->mark ? text->mark : ""};
    return form;
}

/* UTF-8 text in the form its file had: its mark, then its encoding (the text
 * came from that encoding, so every character has a form in it). */
int cli_encode_text(const char *utf8, size_t len, cli_text_form form, cli_buffer *out)
{
    cli_buffer_puts(out, form.mark);
    if (strcmp(form.encoding, form_names[FORM_UTF8]) == 0) {
        cli_buffer_add_slow(out, utf8, len);
        return out->failed ? cli_fail(EXIT_SOFTWARE, _("out of memory")) : EXIT_OK;
    }
    iconv_t cd = iconv_open(form.encoding, "UTF-8");
    if (cd == (iconv_t)-1)
        return cli_fail(EXIT_SOFTWARE, _("iconv cannot convert to %s: %s"), form.encoding,
                        strerror(errno));
    char *in = (char *)utf8;
    size_t in_left = len;
    int status = EXIT_OK;
    while (!status && in_left) {
        /* at most 4 bytes of GB18030 or UTF-16 for one of UTF-8 */
        char *to = cli_buffer_room(out, 4 * in_left + 16);
        if (!to) {
            status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
            break;
        }
        size_t room = 4 * in_left + 16, before = room;
        if (iconv(cd, &in, &in_left, &to, &room) == (size_t)-1 && errno != E2BIG)
            status = cli_fail(EXIT_SOFTWARE, _("a character has no %s form: %s"),
                              form.encoding, strerror(errno));
        out->len += before - room;
        out->data[out->len] = 0;
    }
    iconv_close(cd);
    return status;
}

void cli_text_free(cli_text *text)
{
    free(text->owned);
    memset(text, 0, sizeof *text);
}
