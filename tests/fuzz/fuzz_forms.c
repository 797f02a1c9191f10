/*
 * fuzz_forms.c - the forms spreadsheets write (SPEC §9), against the plain
 * files they stand for.  The input's bytes choose, one at a time, an entrants
 * and a results file: the separator, CRLF or LF, the headers' spellings
 * (English in any case, Chinese aliases, blanks and U+3000 around), the
 * columns' order, and every value from tables of forms, each with the plain
 * text it stands for (2,210 for 2210, ＝ for =, 先弃权 for -+, and forms that
 * are refused, standing for a plain value refused the same way).  The
 * spreadsheet's files are saved as UTF-8, UTF-8 with its mark, GB18030 or
 * UTF-16 (by iconv, as a spreadsheet would) and read with or without
 * --encoding; the plain files are read as they are.  Both must be accepted or
 * refused alike, and when accepted, give the same event: the same entrants and
 * results written back.
 */
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void require(int ok)
{
    if (!ok)
        abort(); /* libFuzzer reports it with the input */
}

/* ---- the input, a byte at a time ---- */

typedef struct picks {
    const uint8_t *data;
    size_t size, at;
} picks;

static unsigned pick(picks *p, unsigned n)
{
    unsigned byte = p->at < p->size ? p->data[p->at++] : 0;
    return byte % n;
}

/* ---- forms, each with the plain text it stands for ---- */

typedef struct form {
    const char *sheet, *plain;
} form;

#define COUNT(a) (sizeof a / sizeof a[0])

static const form numbers[] = {
    {"2210", "2210"},
    {"2210.0", "2210"},
    {"2,210", "2210"},
    {"2,210.00", "2210"},
    {"0.0", "0"},
    {"1,000,000", "1000000"},
    {"12", "12"},
    {"3.0", "3"},
    {"1", "1"},
    {"2", "2"},
    {"", ""},
    {"2210.5", "x"},
    {"2.210", "x"},
    {"22,10", "x"},
    {"0,210", "x"},
    {"2,210,", "x"},
    {"1,0000", "x"},
    {".0", "x"},
    {"1,000,001", "1000001"},
    {"１２", "x"},
};

static const form rounds[] = {
    {"1", "1"}, {"1.0", "1"},      {"2", "2"},   {"2.00", "2"},
    {"3", "3"}, {"1,000", "1000"}, {"1.5", "x"}, {"", ""},
};

static const form result_forms[] = {
    {"1-0", "1-0"},
    {"１-０", "1-0"},
    {"１－０", "1-0"},
    {"1–0", "1-0"},
    {"1—0", "1-0"},
    {"1−0", "1-0"},
    {"先胜", "1-0"},
    {"　1-0　", "1-0"},
    {"0-1", "0-1"},
    {"０－１", "0-1"},
    {"后胜", "0-1"},
    {"=", "="},
    {"＝", "="},
    {"和", "="},
    {"½-½", "="},
    {"½－½", "="},
    {"１／２－１／２", "="},
    {"０．５－０．５", "="},
    {"+-", "+-"},
    {"＋－", "+-"},
    {"后弃权", "+-"},
    {"-+", "-+"},
    {"－＋", "-+"},
    {"先弃权", "-+"},
    {"--", "--"},
    {"－－", "--"},
    {"——", "--"},
    {"双弃权", "--"},
    {"bye", "bye"},
    {"Bye", "bye"},
    {"轮空", "bye"},
    {"ｂｙｅ", "bye"},
    {"half-bye", "half-bye"},
    {"HALF-BYE", "half-bye"},
    {"zero-bye", "zero-bye"},
    {"", ""},
    {"1:0", "1:0"},
    {"胜", "1:0"},
    {"½", "1:0"},
};

static const char *const names[] = {"张三",    "Li, Si", "王\"五\"", "赵六", "O'Neil",
                                    "Ann Lee", "郑伟",   "刘䶮",     "a;b",  "x\ty"};

/* The columns, each with its plain name and its other spellings. */
typedef struct column_names {
    const char *plain;
    const char *spellings[4];
} column_names;

static const column_names entrant_columns[] = {
    {"id", {"ID", "编号", " Id ", "编号　"}},
    {"name", {"Name", "姓名", "NAME", " 姓名"}},
    {"rating", {"Rating", "等级分", "RATING", "等级分"}},
    {"rank", {"Rank", "序号", "实力序号", "rank"}},
    {"club", {"Club", "单位", "俱乐部", "代表队"}},
    {"violations", {"Violations", "违例", "违例", "violations"}},
    {"withdrawn", {"Withdrawn", "退赛", "退赛", "withdrawn"}},
    {"team", {"Team", "队", "队伍", "team"}},
};

static const column_names result_columns[] = {
    {"round", {"Round", "轮次", "轮", "ROUND"}},
    {"first", {"First", "先手", "先手", "first"}},
    {"second", {"Second", "后手", "后手", "second"}},
    {"result", {"Result", "结果", "结果", "result"}},
    {"winner", {"Winner", "胜者", "胜者", "winner"}},
    {"board", {"Board", "台", "台次", "board"}},
};

/* ---- the two files, written side by side ---- */

typedef struct files {
    cli_buffer sheet, plain;
    char separator;
    const char *line_end;
} files;

/* A field in CSV: quoted when it holds the separator, a quote or a line end,
 * or when `quoted` asks for it anyway. */
static void put_field(cli_buffer *b, const char *text, char separator, int quoted)
{
    if (!quoted && !strchr(text, separator) && !strpbrk(text, "\"\r\n")) {
        cli_buffer_puts(b, text);
        return;
    }
    cli_buffer_puts(b, "\"");
    for (const char *q; (q = strchr(text, '"')); text = q + 1) {
        cli_buffer_add(b, text, (size_t)(q - text) + 1);
        cli_buffer_puts(b, "\""); /* a quote doubled */
    }
    cli_buffer_puts(b, text);
    cli_buffer_puts(b, "\"");
}

static void put(files *f, picks *p, int column, const char *sheet, const char *plain)
{
    if (column) {
        char sep[2] = {f->separator, 0};
        cli_buffer_puts(&f->sheet, sep);
        cli_buffer_puts(&f->plain, ",");
    }
    put_field(&f->sheet, sheet, f->separator, pick(p, 8) == 0);
    put_field(&f->plain, plain, ',', 0);
}

static void end_row(files *f)
{
    cli_buffer_puts(&f->sheet, f->line_end);
    cli_buffer_puts(&f->plain, "\n");
}

/* The header: some of the columns (the first `always` always), in an order
 * the input chooses, each under a spelling it chooses. */
static int header(files *f, picks *p, const column_names *cols, int ncols, int always,
                  int *order)
{
    int n = 0;
    for (int c = 0; c < ncols; c++)
        if (c < always || pick(p, 2))
            order[n++] = c;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)pick(p, (unsigned)i + 1), t = order[i];
        order[i] = order[j], order[j] = t;
    }
    for (int i = 0; i < n; i++) {
        const column_names *c = &cols[order[i]];
        unsigned s = pick(p, 5);
        put(f, p, i, s ? c->spellings[s - 1] : c->plain, c->plain);
    }
    end_row(f);
    return n;
}

static void entrant_value(files *f, picks *p, int i, int column, int player)
{
    char id[16];
    snprintf(id, sizeof id, "p%d", player);
    const form *v = &numbers[pick(p, COUNT(numbers))];
    switch (column) {
    case 0:
        put(f, p, i, id, id);
        break;
    case 1:
    case 4:
    case 7: {
        const char *name = names[pick(p, COUNT(names))];
        put(f, p, i, name, name);
        break;
    }
    default:
        put(f, p, i, v->sheet, v->plain);
    }
}

static void result_value(files *f, picks *p, int i, int column, int players)
{
    char id[16];
    snprintf(id, sizeof id, "p%u", pick(p, (unsigned)players + 1));
    const form *v = column == 0 ? &rounds[pick(p, COUNT(rounds))]
                                : &result_forms[pick(p, COUNT(result_forms))];
    if (column == 0 || column == 3)
        put(f, p, i, v->sheet, v->plain);
    else if (column == 5)
        put(f, p, i, "1", "1");
    else
        put(f, p, i, id, id);
}

/* ---- saving the spreadsheet's file ---- */

/* The text saved as a spreadsheet would (UTF-8 with or without its mark,
 * GB18030, UTF-16LE or BE with a mark), and the --encoding that reads it: none,
 * or the right one (GB18030 always: a GBK name can be valid UTF-8, as 郑伟 is). */
static int save_as(unsigned how, int told, const cli_buffer *text, cli_buffer *out,
                   cli_encoding *encoding)
{
    static const char *const to[] = {"UTF-8", "UTF-8", "GB18030", "UTF-16LE", "UTF-16BE"};
    static const char *const marks[] = {"", "\xef\xbb\xbf", "", "\xff\xfe", "\xfe\xff"};
    static const cli_encoding named[] = {CLI_ENCODING_UTF8, CLI_ENCODING_UTF8,
                                         CLI_ENCODING_GB18030, CLI_ENCODING_UTF16,
                                         CLI_ENCODING_UTF16};
    *encoding = told || how == 2 ? named[how] : CLI_ENCODING_AUTO;
    cli_buffer_add(out, marks[how], strlen(marks[how]));
    iconv_t cd = iconv_open(to[how], "UTF-8");
    if (cd == (iconv_t)-1)
        return -1;
    char *in = text->data ? text->data : (char *)"";
    size_t in_left = text->len, room = text->len * 4 + 16;
    char *start = cli_buffer_room(out, room), *at = start;
    int ok = start && iconv(cd, &in, &in_left, &at, &room) != (size_t)-1;
    iconv_close(cd);
    if (ok)
        out->len += (size_t)(at - start);
    return ok ? 0 : -1;
}

/* ---- the comparison ---- */

static int load(const cli_buffer *entrants, const cli_buffer *results, cli_encoding enc,
                pairing_event **out)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    int status = ev ? EXIT_OK : EXIT_SOFTWARE;
    if (!status)
        status = cli_parse_entrants("e.csv", entrants->data ? entrants->data : "",
                                    entrants->len, enc, ev);
    if (!status)
        status = cli_parse_results("r.csv", results->data ? results->data : "",
                                   results->len, enc, ev);
    if (!status && pairing_event_validate(ev, NULL))
        status = EXIT_DATA;
    *out = ev;
    return status;
}

static void written_back(const pairing_event *ev, cli_buffer *out)
{
    cli_csv_entrants(out, ev);
    cli_csv_results(out, ev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    picks p = {data, size, 0};
    static const char separators[] = ",\t;";
    files e = {{0}, {0}, separators[pick(&p, 3)], pick(&p, 2) ? "\r\n" : "\n"};
    files r = {{0}, {0}, e.separator, e.line_end};
    int order[8], players = 2 + (int)pick(&p, 7);
    int n = header(&e, &p, entrant_columns, COUNT(entrant_columns), 2, order);
    for (int player = 1; player <= players; player++, end_row(&e))
        for (int i = 0; i < n; i++)
            entrant_value(&e, &p, i, order[i], player);
    int m = header(&r, &p, result_columns, COUNT(result_columns), 4, order);
    for (int row = (int)pick(&p, 12); row > 0; row--, end_row(&r))
        for (int i = 0; i < m; i++)
            result_value(&r, &p, i, order[i], players);
    cli_buffer saved_e = {0}, saved_r = {0};
    cli_encoding encoding;
    unsigned how = pick(&p, 5);
    int told = (int)pick(&p, 2);
    if (!save_as(how, told, &e.sheet, &saved_e, &encoding) &&
        !save_as(how, told, &r.sheet, &saved_r, &encoding)) {
        pairing_event *sheet_ev, *plain_ev;
        int sheet_status = load(&saved_e, &saved_r, encoding, &sheet_ev);
        int plain_status = load(&e.plain, &r.plain, CLI_ENCODING_AUTO, &plain_ev);
        require(sheet_status == plain_status);
        if (!sheet_status) {
            cli_buffer a = {0}, b = {0};
            written_back(sheet_ev, &a);
            written_back(plain_ev, &b);
            require(a.len == b.len && (!a.len || memcmp(a.data, b.data, a.len) == 0));
            cli_buffer_free(&a);
            cli_buffer_free(&b);
        }
        pairing_event_free(sheet_ev);
        pairing_event_free(plain_ev);
    }
    cli_buffer_free(&saved_e);
    cli_buffer_free(&saved_r);
    cli_buffer_free(&e.sheet);
    cli_buffer_free(&e.plain);
    cli_buffer_free(&r.sheet);
    cli_buffer_free(&r.plain);
    return 0;
}
