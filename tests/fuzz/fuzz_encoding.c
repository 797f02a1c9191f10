/*
 * fuzz_encoding.c - any bytes as a file in any encoding (SPEC §9): the first
 * byte chooses --encoding (none, utf-8, gb18030, utf-16), the rest is the file.
 * What cli_decode_text gives back is checked, not only survived:
 *   - it is valid UTF-8;
 *   - it has as many LFs, CRs and NULs as the file (counted in the file's own
 *     code units): every line keeps its number, nothing is added at the end;
 *   - read as UTF-8, it is the file's own bytes, its mark taken off;
 *   - without --encoding and without a mark, GB18030 is tried only on bytes
 *     that are not valid UTF-8.
 * Then the same bytes go through the entrants reader with that encoding.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void require(int ok)
{
    if (!ok)
        abort(); /* libFuzzer reports it with the input */
}

static int all_utf8(const char *s, size_t len)
{
    for (size_t i = 0; i < len;) {
        int n = pairing_utf8_char_length(s + i, len - i);
        if (!n)
            return 0;
        i += (size_t)n;
    }
    return 1;
}

/* LFs, CRs and NULs of the file, its code units being `unit` bytes (2:
 * UTF-16, in the order big_endian says); an odd byte at the end is no unit. */
static void count_controls(const uint8_t *b, size_t len, int unit, int big_endian,
                           size_t counts[3])
{
    counts[0] = counts[1] = counts[2] = 0;
    for (size_t i = 0; i + (size_t)unit <= len; i += (size_t)unit) {
        unsigned u = unit == 1    ? b[i]
                     : big_endian ? b[i] << 8 | b[i + 1]
                                  : b[i + 1] << 8 | b[i];
        counts[0] += u == '\n';
        counts[1] += u == '\r';
        counts[2] += u == 0;
    }
}

static size_t mark_length(const uint8_t *b, size_t len)
{
    if (len >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
        return 3;
    if (len >= 2 && ((b[0] == 0xff && b[1] == 0xfe) || (b[0] == 0xfe && b[1] == 0xff)))
        return 2;
    return 0;
}

static void check_text(const uint8_t *data, size_t size, cli_encoding encoding,
                       const cli_text *text)
{
    require(all_utf8(text->data, text->len));
    size_t mark = mark_length(data, size);
    const uint8_t *body = data + mark;
    size_t len = size - mark;
    int utf16 = strncmp(text->read_as, "UTF-16", 6) == 0;
    size_t in[3], out[3];
    count_controls(body, len, utf16 ? 2 : 1, strcmp(text->read_as, "UTF-16BE") == 0, in);
    count_controls((const uint8_t *)text->data, text->len, 1, 0, out);
    require(memcmp(in, out, sizeof in) == 0);
    if (strcmp(text->read_as, "UTF-8") == 0)
        require(text->len == len && memcmp(text->data, body, len) == 0);
    if (!mark && encoding == CLI_ENCODING_AUTO && strcmp(text->read_as, "GB18030") == 0)
        require(!all_utf8((const char *)data, size));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    cli_encoding encoding = (cli_encoding)(data[0] % 4);
    data++, size--;
    cli_text text;
    if (cli_decode_text("f.csv", (const char *)data, size, encoding, &text) == EXIT_OK) {
        check_text(data, size, encoding, &text);
        cli_text_free(&text);
    }
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    if (ev && cli_parse_entrants("f.csv", (const char *)data, size, encoding, ev) == 0)
        (void)pairing_event_validate(ev, NULL);
    pairing_event_free(ev);
    return 0;
}
