/*
 * trf_read.c - a FIDE TRF-16 file (the Tournament Report File of FIDE's data
 * exchange format, C.04 Annex 2) read into an event.  Each 001 player record
 * gives an entrant, its 10-column round blocks give the results; every other
 * record goes into a report of what did not carry over.
 *
 * TRF is fixed-width.  Columns are counted in characters (UTF-8 code points),
 * as bbpPairings and lichess count them, so 张三 fills two columns.  A game is
 * written on both players' lines: the two must agree, and every problem is
 * reported as FILE:LINE: problem before anything is built.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

#define TRF_MAX_START_RANK 9999 /* four digits */
#define TRF_MAX_LINE 65536      /* characters; 4000 rounds need about 40 100 */
#define TRF_FIRST_BLOCK 90      /* round r's block: columns 90 + 10 (r - 1) ... + 9 */
#define TRF_BLOCK_WIDTH 10
#define TRF_RESULT_CODES "10=+-WDLHFUZ "
#define REPORT_VALUE_CHARS 70 /* a dropped record's value is quoted up to this */

/* Columns of a 001 record (TRF-16; 1-based, inclusive). */
enum {
    COL_START_RANK = 5,
    COL_START_RANK_END = 8,
    COL_SEX = 10,
    COL_TITLE = 11,
    COL_TITLE_END = 13,
    COL_NAME = 15,
    COL_NAME_END = 47,
    COL_RATING = 49,
    COL_RATING_END = 52,
    COL_FEDERATION = 54,
    COL_FEDERATION_END = 56,
    COL_FIDE_ID = 58,
    COL_FIDE_ID_END = 68,
    COL_BIRTH = 70,
    COL_BIRTH_END = 79,
    COL_POINTS = 81,
    COL_POINTS_END = 84,
    COL_RANK = 86,
    COL_RANK_END = 89
};

/* Columns inside a round's block, from its first column (90, 100, 110 ...). */
enum { AT_OPPONENT = 2, AT_OPPONENT_END = 5, AT_COLOUR = 7, AT_RESULT = 9 };

/* The 001 columns that have no place in the entrants file, counted for the report. */
enum {
    EXTRA_SEX,
    EXTRA_TITLE,
    EXTRA_FIDE_ID,
    EXTRA_BIRTH,
    EXTRA_POINTS,
    EXTRA_RANK,
    EXTRAS
};

static const struct {
    int from, to;
    const char *name;
} extra_columns[EXTRAS] = {{COL_SEX, COL_SEX, "sex"},
                           {COL_TITLE, COL_TITLE_END, "title"},
                           {COL_FIDE_ID, COL_FIDE_ID_END, "FIDE number"},
                           {COL_BIRTH, COL_BIRTH_END, "birth date"},
                           {COL_POINTS, COL_POINTS_END, "points"},
                           {COL_RANK, COL_RANK_END, "rank"}};

/* The tournament records of TRF-16, and JaVaFo's two that files often carry. */
static const struct {
    const char *code, *what;
} record_names[] = {
    {"012", "tournament name"},
    {"022", "city"},
    {"032", "federation"},
    {"042", "start date"},
    {"052", "end date"},
    {"062", "number of players"},
    {"072", "number of rated players"},
    {"082", "number of teams"},
    {"092", "type of tournament"},
    {"102", "chief arbiter"},
    {"112", "deputy chief arbiter"},
    {"122", "time control"},
    {"132", "round dates"},
    {"013", "team"},
    {"XXR", "number of rounds"},
    {"XXC", "pairing configuration"},
};

/* The points a TRF may set (cli_trf_settings' win ... forfeit_loss). */
enum {
    SLOT_WIN,
    SLOT_DRAW,
    SLOT_LOSS,
    SLOT_BYE,
    SLOT_ZERO_BYE,
    SLOT_FORFEIT_LOSS,
    POINT_SLOTS
};

/* One round of a 001 record, as written. */
typedef struct trf_block {
    int opponent; /* starting rank; 0 for none (0000 or blank) */
    char colour;  /* 'w', 'b' or '-' (a blank reads as '-') */
    char result;  /* the code, letters upper-cased; ' ' when blank */
} trf_block;

typedef struct trf_player {
    int start_rank;
    long line;
    char name[4 * (COL_NAME_END - COL_NAME + 1) + 1];
    int rating; /* PAIRING_UNRATED for a blank or 0 */
    char federation[4 * (COL_FEDERATION_END - COL_FEDERATION + 1) + 1];
    int rounds; /* blocks up to the last one that is not blank */
    trf_block *blocks;
} trf_player;

/* A bye of TRF-2026's 240 record: a round's block it fills. */
typedef struct trf_bye {
    int start_rank, round;
    char result; /* F, H or Z */
    long line;
} trf_bye;

/* A record that does not carry over: its code, how often, the first value. */
typedef struct trf_record {
    char code[16];
    int count;
    char value[4 * REPORT_VALUE_CHARS + 4];
} trf_record;

/* One physical line, and where each of its characters starts. */
typedef struct trf_line {
    const char *text;
    const size_t
        *start; /* start[i]: byte offset of column i + 1; start[length]: the end */
    int length; /* characters */
    long number;
} trf_line;

typedef struct trf_reader {
    const char *path;
    trf_player *players; /* in file order */
    int count, cap;
    int *index_of; /* starting rank -> player index + 1, 0 for none */
    int rounds;
    trf_record *records;
    int nrecords, records_cap;
    trf_bye *byes_240; /* laid on the players' blocks once all are read */
    int nbyes_240, byes_240_cap;
    int extras[EXTRAS]; /* players with something in these columns */
    int games, byes;    /* rows made */
    int quick_games;    /* W, D, L: read as 1-0, =, 0-1 */
    int full_byes;      /* F: read as bye */
    int old_byes;       /* +, -, = without an opponent (TRF-2006) */
    int colourless;     /* forfeits or unplayed games without w/b */
    size_t *start;      /* the current line's column index */
    int start_cap;
    cli_trf_settings settings;      /* the pairing settings the file states */
    long points_lines[POINT_SLOTS]; /* the line that set each of them, 0 none */
    int wants_settings;             /* read them (a pairing does; convert lists them) */
} trf_reader;

/* ---- messages ---- */

static int fail_line(const trf_reader *rd, long line, const char *fmt, ...)
    CLI_PRINTF(3, 4);

static int fail_line(const trf_reader *rd, long line, const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return cli_fail_at(EXIT_DATA, rd->path, line, "%s", text);
}

static int out_of_memory(void)
{
    return cli_fail(EXIT_SOFTWARE, _("out of memory"));
}

/* ---- columns ---- */

static int is_blank(const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if (text[i] != ' ')
            return 0;
    return 1;
}

/* The bytes of columns from..to that the line has; returns their length. */
static size_t columns(const trf_line *l, int from, int to, const char **text)
{
    if (from > l->length || to < from) {
        *text = "";
        return 0;
    }
    if (to > l->length)
        to = l->length;
    *text = l->text + l->start[from - 1];
    return l->start[to] - l->start[from - 1];
}

/* Columns from..to as text, blanks trimmed at both ends (buf holds 4 bytes a column). */
static void column_text(const trf_line *l, int from, int to, char *buf, size_t size)
{
    const char *text;
    size_t len = columns(l, from, to, &text);
    while (len > 0 && *text == ' ')
        text++, len--;
    while (len > 0 && text[len - 1] == ' ')
        len--;
    if (len >= size)
        len = size - 1;
    memcpy(buf, text, len);
    buf[len] = 0;
}

static int columns_blank(const trf_line *l, int from, int to)
{
    const char *text;
    size_t len = columns(l, from, to, &text);
    return is_blank(text, len);
}

/* The character in column c: its byte when ASCII, ' ' past the end of the line,
 * 0x80 for any other character (TRF uses none in a code). */
static int column_char(const trf_line *l, int c)
{
    const char *text;
    size_t len = columns(l, c, c, &text);
    if (len == 0)
        return ' ';
    return len == 1 ? (unsigned char)text[0] : 0x80;
}

enum { FIELD_OK, FIELD_BLANK, FIELD_BAD, FIELD_CUT };

/* A right-aligned whole number in columns from..to (at most 4 digits here). */
static int number_at(const trf_line *l, int from, int to, int *value)
{
    char buf[64];
    if (columns_blank(l, from, to))
        return FIELD_BLANK;
    if (l->length < to)
        return FIELD_CUT; /* the line stops inside the field: digits are missing */
    column_text(l, from, to, buf, sizeof buf);
    int v = 0;
    for (const char *p = buf; *p; p++) {
        if (*p < '0' || *p > '9')
            return FIELD_BAD;
        v = v * 10 + (*p - '0');
    }
    *value = v;
    return FIELD_OK;
}

static int upper(int c)
{
    return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

/* ---- lines ---- */

static int grow_columns(trf_reader *rd, int need)
{
    if (cli_grow((void **)&rd->start, &rd->start_cap, need, sizeof *rd->start, 256))
        return out_of_memory();
    return EXIT_OK;
}

/* Checks the bytes (UTF-8, no control characters) and indexes the columns. */
static int index_columns(trf_reader *rd, trf_line *l, size_t bytes)
{
    const unsigned char *base = (const unsigned char *)l->text, *p = base,
                        *end = base + bytes;
    int n = 0;
    while (p < end) {
        if (*p == '\t')
            return fail_line(rd, l->number,
                             "a tab (TRF columns are aligned with spaces)");
        if (*p < 0x20 || *p == 0x7f)
            return fail_line(rd, l->number, "control character 0x%02x", *p);
        int len = pairing_utf8_char_length((const char *)p, (size_t)(end - p));
        if (!len)
            return fail_line(
                rd, l->number,
                "invalid UTF-8 (convert the file first, e.g. iconv -f latin1 -t "
                "utf-8)");
        if (n >= TRF_MAX_LINE)
            return fail_line(rd, l->number, "a line longer than %d characters",
                             TRF_MAX_LINE);
        if (grow_columns(rd, n + 2))
            return EXIT_SOFTWARE;
        rd->start[n++] = (size_t)(p - base);
        p += len;
    }
    if (grow_columns(rd, n + 1))
        return EXIT_SOFTWARE;
    rd->start[n] = bytes;
    l->start = rd->start;
    l->length = n;
    return EXIT_OK;
}

/* ---- records other than 001: noted for the report ---- */

static int note_record(trf_reader *rd, const trf_line *l)
{
    char code[16];
    column_text(l, 1, 3, code, sizeof code);
    if (strcmp(code, "###") == 0)
        return EXIT_OK; /* a comment (TRF-2026 allows them): nothing is lost */
    int first = 5;      /* the value starts after the code and a blank */
    while (first <= l->length && column_char(l, first) == ' ')
        first++;
    if (first > l->length)
        return EXIT_OK; /* an empty record carries nothing */
    int last = first + REPORT_VALUE_CHARS - 1 < l->length ? first + REPORT_VALUE_CHARS - 1
                                                          : l->length;
    char value[sizeof rd->records[0].value];
    column_text(l, first, last, value, sizeof value - 3);
    if (!columns_blank(l, last + 1, l->length))
        strcat(value, "...");
    for (int i = 0; i < rd->nrecords; i++)
        if (strcmp(rd->records[i].code, code) == 0) {
            rd->records[i].count++;
            return EXIT_OK;
        }
    if (cli_grow((void **)&rd->records, &rd->records_cap, rd->nrecords + 1,
                 sizeof *rd->records, 16))
        return out_of_memory();
    trf_record *r = &rd->records[rd->nrecords++];
    snprintf(r->code, sizeof r->code, "%s", code);
    snprintf(r->value, sizeof r->value, "%s", value);
    r->count = 1;
    return EXIT_OK;
}

/* ---- 001: the player ---- */

static int read_start_rank(trf_reader *rd, const trf_line *l, trf_player *p)
{
    char text[64];
    if (column_char(l, 4) != ' ')
        return fail_line(rd, l->number, "a 001 record has a blank in column 4");
    switch (number_at(l, COL_START_RANK, COL_START_RANK_END, &p->start_rank)) {
    case FIELD_BLANK:
        return fail_line(rd, l->number, "no starting rank in columns 5-8");
    case FIELD_CUT:
        return fail_line(rd, l->number,
                         "the line ends inside the starting rank (columns 5-8)");
    case FIELD_BAD:
        column_text(l, COL_START_RANK, COL_START_RANK_END, text, sizeof text);
        return fail_line(
            rd, l->number,
            "starting rank '%s' (columns 5-8) is not a number from 1 to 9999", text);
    }
    if (p->start_rank < 1)
        return fail_line(rd, l->number,
                         "starting rank 0 (columns 5-8): ranks start at 1");
    int seen = rd->index_of[p->start_rank];
    if (seen)
        return fail_line(rd, l->number, "starting rank %d again (first on line %ld)",
                         p->start_rank, rd->players[seen - 1].line);
    return EXIT_OK;
}

static int read_rating(trf_reader *rd, const trf_line *l, trf_player *p)
{
    char text[64];
    int rating = 0;
    switch (number_at(l, COL_RATING, COL_RATING_END, &rating)) {
    case FIELD_CUT:
        return fail_line(rd, l->number,
                         "the line ends inside the rating (columns 49-52)");
    case FIELD_BAD:
        column_text(l, COL_RATING, COL_RATING_END, text, sizeof text);
        return fail_line(rd, l->number, "rating '%s' (columns 49-52) is not a number",
                         text);
    }
    /* TRF writes an unrated player's rating as blank or 0 */
    p->rating = rating > 0 ? rating : PAIRING_UNRATED;
    return EXIT_OK;
}

static int read_identity(trf_reader *rd, const trf_line *l, trf_player *p)
{
    int status = read_start_rank(rd, l, p);
    if (status)
        return status;
    column_text(l, COL_NAME, COL_NAME_END, p->name, sizeof p->name);
    if (!p->name[0])
        return fail_line(rd, l->number, "player %d has no name in columns 15-47",
                         p->start_rank);
    if ((status = read_rating(rd, l, p)))
        return status;
    column_text(l, COL_FEDERATION, COL_FEDERATION_END, p->federation,
                sizeof p->federation);
    for (int k = 0; k < EXTRAS; k++)
        if (!columns_blank(l, extra_columns[k].from, extra_columns[k].to))
            rd->extras[k]++;
    return EXIT_OK;
}

/* What a block may hold on its own, before it is compared with the opponent's. */
static int check_block(trf_reader *rd, const trf_line *l, int start_rank, int round,
                       const trf_block *b, int at)
{
    char text[16];
    if (!strchr("wb-", b->colour)) {
        column_text(l, at + AT_COLOUR, at + AT_COLOUR, text, sizeof text);
        return fail_line(rd, l->number,
                         "round %d: colour '%s' (column %d) is not w, b or -", round,
                         text, at + AT_COLOUR);
    }
    if (!strchr(TRF_RESULT_CODES, b->result)) {
        column_text(l, at + AT_RESULT, at + AT_RESULT, text, sizeof text);
        return fail_line(
            rd, l->number,
            "round %d: unknown result '%s' (column %d; TRF-16 has 1 0 = + - W D L "
            "H F U Z)",
            round, text, at + AT_RESULT);
    }
    if (!b->opponent) {
        if (b->colour != '-')
            return fail_line(
                rd, l->number,
                "round %d: colour %c without an opponent (a bye is 0000 - H, F, U or Z)",
                round, b->colour);
        if (strchr("10WDL", b->result))
            return fail_line(rd, l->number, "round %d: result %c needs an opponent",
                             round, b->result);
        return EXIT_OK;
    }
    if (b->opponent == start_rank)
        return fail_line(rd, l->number, "round %d: player %d is his own opponent", round,
                         start_rank);
    if (strchr("HFUZ", b->result))
        return fail_line(rd, l->number, "round %d: a bye (%c) with an opponent (%d)",
                         round, b->result, b->opponent);
    if (strchr("10=WDL", b->result) && b->colour == '-')
        return fail_line(rd, l->number, "round %d: the game with %d needs colour w or b",
                         round, b->opponent);
    return EXIT_OK;
}

/* Round `round`'s 10 columns: two blanks, the opponent, a blank, the colour, a
 * blank, the result. */
static int read_block(trf_reader *rd, const trf_line *l, int start_rank, int round,
                      trf_block *b)
{
    static const int spacers[] = {0, 1, AT_OPPONENT_END + 1, AT_COLOUR + 1};
    char text[64];
    int at = TRF_FIRST_BLOCK + TRF_BLOCK_WIDTH * (round - 1);
    for (size_t i = 0; i < sizeof spacers / sizeof spacers[0]; i++)
        if (column_char(l, at + spacers[i]) != ' ')
            return fail_line(
                rd, l->number,
                "round %d: column %d should be blank (are the round blocks aligned "
                "on columns %d-%d?)",
                round, at + spacers[i], at, at + TRF_BLOCK_WIDTH - 1);
    int opponent = 0;
    switch (number_at(l, at + AT_OPPONENT, at + AT_OPPONENT_END, &opponent)) {
    case FIELD_CUT:
        return fail_line(rd, l->number,
                         "the line ends inside round %d's opponent (columns %d-%d)",
                         round, at + AT_OPPONENT, at + AT_OPPONENT_END);
    case FIELD_BAD:
        column_text(l, at + AT_OPPONENT, at + AT_OPPONENT_END, text, sizeof text);
        return fail_line(rd, l->number,
                         "round %d: opponent '%s' (columns %d-%d) is not a number", round,
                         text, at + AT_OPPONENT, at + AT_OPPONENT_END);
    }
    if (opponent && l->length < at + AT_COLOUR)
        return fail_line(
            rd, l->number,
            "the line ends inside round %d: opponent %d has no colour (column %d)", round,
            opponent, at + AT_COLOUR);
    int colour = column_char(l, at + AT_COLOUR);
    b->opponent = opponent;
    b->colour = (char)(colour == ' ' ? '-' : colour);
    b->result = (char)upper(column_char(l, at + AT_RESULT));
    return check_block(rd, l, start_rank, round, b, at);
}

static int block_is_blank(const trf_block *b)
{
    return !b->opponent && b->result == ' ';
}

static int read_blocks(trf_reader *rd, const trf_line *l, trf_player *p)
{
    int blocks = l->length < TRF_FIRST_BLOCK
                     ? 0
                     : (l->length - TRF_FIRST_BLOCK) / TRF_BLOCK_WIDTH + 1;
    if (blocks > PAIRING_MAX_ROUNDS)
        return fail_line(rd, l->number, "more than %d rounds", PAIRING_MAX_ROUNDS);
    p->blocks = calloc(blocks ? (size_t)blocks : 1, sizeof *p->blocks);
    if (!p->blocks)
        return out_of_memory();
    for (int r = 1; r <= blocks; r++) {
        int status = read_block(rd, l, p->start_rank, r, &p->blocks[r - 1]);
        if (status)
            return status;
        if (!block_is_blank(&p->blocks[r - 1]))
            p->rounds = r;
    }
    return EXIT_OK;
}

static int add_player(trf_reader *rd, trf_player *p)
{
    if (cli_grow((void **)&rd->players, &rd->cap, rd->count + 1, sizeof *rd->players, 64))
        return out_of_memory();
    rd->players[rd->count++] = *p;
    rd->index_of[p->start_rank] = rd->count;
    if (p->rounds > rd->rounds)
        rd->rounds = p->rounds;
    return EXIT_OK;
}

/* Points as TRF writes them, 4.5, 10, 1.0, to half-points; -1 when not. */
static int parse_points(const char *text, int *half_points)
{
    char whole_text[32];
    snprintf(whole_text, sizeof whole_text, "%s", text);
    char *dot = strchr(whole_text, '.');
    int half = 0;
    if (dot) {
        half = !strcmp(dot + 1, "5") ? 1 : !strcmp(dot + 1, "0") || !dot[1] ? 0 : -1;
        *dot = '\0';
    }
    long whole;
    if (half < 0 || cli_parse_uint(whole_text, 999, &whole))
        return -1;
    *half_points = (int)whole * 2 + half;
    return 0;
}

/* The points column, kept to be checked against the rounds (SPEC §15: scores
 * that disagree with the games are bad input): 4.5, 10, 0.0; blank passes. */
static int read_points_column(trf_reader *rd, const trf_line *l, int start_rank)
{
    char text[32];
    column_text(l, COL_POINTS, COL_POINTS_END, text, sizeof text);
    if (!text[0])
        return EXIT_OK;
    int points;
    if (parse_points(text, &points))
        return fail_line(rd, l->number, _("points '%s' (columns 81-84) are not a score"),
                         text);
    cli_trf_settings *s = &rd->settings;
    if (cli_grow((void **)&s->declared, &s->declared_cap, s->ndeclared + 1,
                 sizeof *s->declared, 64))
        return out_of_memory();
    s->declared[s->ndeclared++] = (struct cli_trf_points){start_rank, points, l->number};
    return EXIT_OK;
}

static int read_player(trf_reader *rd, const trf_line *l)
{
    trf_player p;
    memset(&p, 0, sizeof p);
    p.line = l->number;
    int status = read_identity(rd, l, &p);
    if (!status && rd->wants_settings)
        status = read_points_column(rd, l, p.start_rank);
    if (!status)
        status = read_blocks(rd, l, &p);
    if (!status)
        status = add_player(rd, &p);
    if (status)
        free(p.blocks);
    return status;
}

/* ---- the pairing settings: XXR / 142 the rounds, XXC / 152 the colour ---- */

/* A number of rounds, once: two lines that disagree are an error naming both. */
static int read_rounds_setting(trf_reader *rd, const trf_line *l, const char *value)
{
    long rounds;
    if (cli_parse_uint(value, PAIRING_MAX_ROUNDS, &rounds) || rounds < 1)
        return fail_line(rd, l->number, "expected a number of rounds, not '%s'", value);
    cli_trf_settings *s = &rd->settings;
    if (s->rounds && s->rounds != rounds)
        return fail_line(rd, l->number, "%ld rounds, but line %ld says %d", rounds,
                         s->rounds_line, s->rounds);
    s->rounds = (int)rounds;
    s->rounds_line = l->number;
    return EXIT_OK;
}

/* JaVaFo's XXC: white1 or black1 (the top seed's colour in round 1), with
 * other words (rank) that say nothing of colours; TRF-2026's 152: W or B. */
static int read_colour_setting(trf_reader *rd, const trf_line *l, char *value)
{
    int colour = 0;
    for (char *word = strtok(value, " "); word; word = strtok(NULL, " ")) {
        int c = !strcmp(word, "white1") || !strcmp(word, "W") || !strcmp(word, "w")   ? 1
                : !strcmp(word, "black1") || !strcmp(word, "B") || !strcmp(word, "b") ? 2
                                                                                      : 0;
        if (c && colour && c != colour)
            return fail_line(rd, l->number, "both white1 and black1");
        colour = c ? c : colour;
    }
    cli_trf_settings *s = &rd->settings;
    if (colour && s->initial_colour && s->initial_colour != colour)
        return fail_line(rd, l->number, "%s, but line %ld says %s",
                         colour == 1 ? "white1" : "black1", s->colour_line,
                         s->initial_colour == 1 ? "white1" : "black1");
    if (colour) {
        s->initial_colour = colour;
        s->colour_line = l->number;
    }
    return EXIT_OK;
}

static int *point_slot(cli_trf_settings *s, int slot)
{
    int *slots[POINT_SLOTS] = {&s->win, &s->draw,     &s->loss,
                               &s->bye, &s->zero_bye, &s->forfeit_loss};
    return slots[slot];
}

/* Points for a result, once: two lines that set them apart are an error
 * naming both (bbpPairings' BB lines and TRF-2026's 162 may both be there). */
static int set_points(trf_reader *rd, const trf_line *l, int slot, int points)
{
    static const char *const what[POINT_SLOTS] = {N_("a win"),
                                                  N_("a draw"),
                                                  N_("a loss"),
                                                  N_("the pairing-allocated bye"),
                                                  N_("a zero-point bye"),
                                                  N_("a forfeit loss")};
    int *at = point_slot(&rd->settings, slot);
    if (*at >= 0 && *at != points) {
        char now[16], before[16];
        cli_format_points(points, now, sizeof now);
        cli_format_points(*at, before, sizeof before);
        return fail_line(rd, l->number, _("%s scores %s, but line %ld says %s"),
                         _(what[slot]), now, rd->points_lines[slot], before);
    }
    *at = points;
    rd->points_lines[slot] = l->number;
    rd->settings.points_line = l->number;
    return EXIT_OK;
}

/* bbpPairings' scoring lines: "BBW 1.0"; a whole or half number of points. */
static int read_points_setting(trf_reader *rd, const trf_line *l, const char *code,
                               const char value[256])
{
    static const char codes[POINT_SLOTS + 1] = "WDLUZF";
    int points;
    if (parse_points(value, &points) || points > 2000)
        return fail_line(rd, l->number,
                         "%s: expected points such as 1.0 or 0.5, not '%s'", code, value);
    return set_points(rd, l, (int)(strchr(codes, code[2]) - codes), points);
}

/* JaVaFo's XXZ: the start numbers of players absent from the round to pair. */
static int read_absent_setting(trf_reader *rd, const trf_line *l, char *value)
{
    cli_trf_settings *s = &rd->settings;
    for (char *word = strtok(value, " "); word; word = strtok(NULL, " ")) {
        long number;
        if (cli_parse_uint(word, TRF_MAX_START_RANK, &number) || number < 1)
            return fail_line(rd, l->number, "XXZ: expected start numbers, not '%s'",
                             word);
        if (cli_grow((void **)&s->absent, &s->absent_cap, s->nabsent + 1,
                     sizeof *s->absent, 16))
            return out_of_memory();
        s->absent[s->nabsent++] = (int)number;
    }
    return EXIT_OK;
}

/* Forbidden pairs: every two of the start numbers of `words` (JaVaFo's XXP
 * line, or a 260 line's players) kept apart in rounds first to last. */
static int read_forbidden_group(trf_reader *rd, const trf_line *l, char *words, int first,
                                int last)
{
    int group[64], count = 0;
    for (char *word = strtok(words, " \t"); word; word = strtok(NULL, " \t")) {
        long number;
        if (cli_parse_uint(word, TRF_MAX_START_RANK, &number) || number < 1)
            return fail_line(rd, l->number,
                             _("forbidden pairs: expected start numbers, "
                               "not '%s'"),
                             word);
        if (count == (int)(sizeof group / sizeof group[0]))
            return fail_line(rd, l->number,
                             _("forbidden pairs: more than %d players on "
                               "a line"),
                             count);
        group[count++] = (int)number;
    }
    cli_trf_settings *s = &rd->settings;
    for (int i = 0; i < count; i++)
        for (int j = i + 1; j < count; j++) {
            if (cli_grow((void **)&s->forbidden, &s->forbidden_cap, s->nforbidden + 1,
                         sizeof *s->forbidden, 16))
                return out_of_memory();
            s->forbidden[s->nforbidden++] =
                (struct cli_trf_forbidden){first, last, group[i], group[j], l->number};
        }
    return EXIT_OK;
}

/* TRF-2026's 260: the first and the last round (columns 5-7, 9-11), then the
 * players kept apart in them. */
static int read_forbidden_260(trf_reader *rd, const trf_line *l, char *value)
{
    char first_text[8], last_text[8], players[256];
    column_text(l, 5, 7, first_text, sizeof first_text);
    column_text(l, 9, 11, last_text, sizeof last_text);
    column_text(l, 13, l->length, players, sizeof players);
    long first, last;
    if (cli_parse_uint(first_text, PAIRING_MAX_ROUNDS, &first) ||
        cli_parse_uint(last_text, PAIRING_MAX_ROUNDS, &last) || first < 1 || last < first)
        return fail_line(rd, l->number,
                         _("260: expected the first and the last round, then start "
                           "numbers, not '%s'"),
                         value);
    return read_forbidden_group(rd, l, players, (int)first, (int)last);
}

/* TRF-2026's 162, the point system: from column 6, every 9 columns a result
 * letter and its points in the 4 columns after it: W win, D draw, L loss, P
 * the pairing-allocated bye, A an absence (a zero-point bye and a forfeit
 * loss; Z, as files written before TRF-2026 was final say, the same). */
static int read_point_system_162(trf_reader *rd, const trf_line *l, const char *value)
{
    static const char games[] = "WDLP"; /* in the order of the slots */
    for (int at = 6; at <= l->length; at += 9) {
        char letter[8], text[16];
        column_text(l, at, at, letter, sizeof letter);
        column_text(l, at + 1, at + 4, text, sizeof text);
        int points, status;
        if (!letter[0] || !strchr("WDLPAZ", letter[0]) || parse_points(text, &points))
            return fail_line(rd, l->number,
                             _("162: expected a result letter (W, D, L, P, A) and its "
                               "points every 9 columns from column 6, not '%s'"),
                             value);
        if (letter[0] == 'A' || letter[0] == 'Z')
            status = set_points(rd, l, SLOT_ZERO_BYE, points) ||
                     set_points(rd, l, SLOT_FORFEIT_LOSS, points);
        else
            status = set_points(rd, l, (int)(strchr(games, letter[0]) - games), points);
        if (status)
            return EXIT_DATA;
    }
    return EXIT_OK;
}

/* TRF-2026's 192, the tournament type: the Dutch system, with or without the
 * Baku acceleration. */
static int read_tournament_type_192(trf_reader *rd, const trf_line *l, const char *value)
{
    static const char *const dutch[] = {"FIDE_DUTCH", "FIDE_DUTCH_2025"};
    static const char *const baku[] = {"FIDE_DUTCH_BAKU", "FIDE_DUTCH_2025_BAKU"};
    for (int k = 0; k < 2; k++) {
        if (!strcmp(value, dutch[k]))
            return EXIT_OK;
        if (!strcmp(value, baku[k])) {
            rd->settings.baku = 1;
            return EXIT_OK;
        }
    }
    return fail_line(rd, l->number, _("192: '%s' is not the Dutch system"), value);
}

static int add_acceleration(trf_reader *rd, const trf_line *l, int start_rank, int round,
                            int points)
{
    cli_trf_settings *s = &rd->settings;
    if (cli_grow((void **)&s->accelerations, &s->accelerations_cap, s->naccelerations + 1,
                 sizeof *s->accelerations, 64))
        return out_of_memory();
    s->accelerations[s->naccelerations++] =
        (struct cli_trf_acceleration){start_rank, round, points, l->number};
    return EXIT_OK;
}

/* JaVaFo's XXA: the start number (columns 5-8), then the points added in
 * round 1, 2, ... in four columns each from column 10, a blank one none. */
static int read_acceleration_xxa(trf_reader *rd, const trf_line *l)
{
    char text[16];
    long number;
    column_text(l, 5, 8, text, sizeof text);
    if (cli_parse_uint(text, TRF_MAX_START_RANK, &number) || number < 1)
        return fail_line(rd, l->number, _("XXA: expected a start number in columns 5-8"));
    int status = EXIT_OK;
    for (int round = 1, at = 10; !status && at <= l->length; round++, at += 5) {
        int points;
        column_text(l, at, at + 3, text, sizeof text);
        if (!text[0])
            continue;
        if (parse_points(text, &points))
            return fail_line(rd, l->number,
                             _("XXA: round %d's acceleration '%s' (columns %d-%d) is not "
                               "points"),
                             round, text, at, at + 3);
        if (round > PAIRING_MAX_ROUNDS)
            return fail_line(rd, l->number, _("XXA: more than %d rounds"),
                             PAIRING_MAX_ROUNDS);
        status = add_acceleration(rd, l, (int)number, round, points);
    }
    return status;
}

/* TRF-2026's 250: the points (columns 10-13) added in rounds 15-17 to 19-21
 * for start numbers 23-26 to 28-31 (columns 5-8, match points, left blank). */
static int read_acceleration_250(trf_reader *rd, const trf_line *l, const char *value)
{
    char text[6][16];
    static const int from[6] = {5, 10, 15, 19, 23, 28}, to[6] = {8, 13, 17, 21, 26, 31};
    for (int k = 0; k < 6; k++)
        column_text(l, from[k], to[k], text[k], sizeof text[k]);
    int points;
    long first, last, low, high;
    if (text[0][0] || parse_points(text[1], &points) ||
        cli_parse_uint(text[2], PAIRING_MAX_ROUNDS, &first) ||
        cli_parse_uint(text[3], PAIRING_MAX_ROUNDS, &last) ||
        cli_parse_uint(text[4], TRF_MAX_START_RANK, &low) ||
        cli_parse_uint(text[5], TRF_MAX_START_RANK, &high) || first < 1 || last < first ||
        low < 1 || high < low)
        return fail_line(rd, l->number,
                         _("250: expected points, first and last round, first and last "
                           "start number in their columns, not '%s'"),
                         value);
    int status = EXIT_OK;
    for (long p = low; p <= high && !status; p++)
        for (long r = first; r <= last && !status; r++)
            status = add_acceleration(rd, l, (int)p, (int)r, points);
    return status;
}

/* Records that decide a Dutch pairing which this version does not apply yet:
 * refused, naming the line, rather than passed over, so that no round is
 * paired as if they were not there (SPEC §15). */
static int refuse_unapplied(trf_reader *rd, const trf_line *l, const char *code)
{
    static const struct {
        const char *code, *what;
    } unapplied[] = {{"299", N_("abnormal points")}};
    for (size_t i = 0; i < sizeof unapplied / sizeof unapplied[0]; i++)
        if (!strcmp(code, unapplied[i].code))
            return fail_line(rd, l->number,
                             _("%s (%s) is not applied by this version: the round would "
                               "be paired without it"),
                             code, _(unapplied[i].what));
    return EXIT_OK;
}

static int read_setting(trf_reader *rd, const trf_line *l, int *taken)
{
    char code[16], value[256];
    column_text(l, 1, 3, code, sizeof code);
    column_text(l, 5, l->length, value, sizeof value);
    *taken = 1;
    if (!strcmp(code, "XXR") || !strcmp(code, "142"))
        return read_rounds_setting(rd, l, value);
    if (!strcmp(code, "XXC") || !strcmp(code, "152"))
        return read_colour_setting(rd, l, value);
    if (!strncmp(code, "BB", 2) && code[2] && strchr("WDLUZF", code[2]) && !code[3])
        return read_points_setting(rd, l, code, value);
    if (!strcmp(code, "XXZ"))
        return read_absent_setting(rd, l, value);
    if (!strcmp(code, "XXP"))
        return read_forbidden_group(rd, l, value, 0, 0);
    if (!strcmp(code, "260"))
        return read_forbidden_260(rd, l, value);
    if (!strcmp(code, "XXA"))
        return read_acceleration_xxa(rd, l);
    if (!strcmp(code, "250"))
        return read_acceleration_250(rd, l, value);
    if (!strcmp(code, "162"))
        return read_point_system_162(rd, l, value);
    if (!strcmp(code, "192"))
        return read_tournament_type_192(rd, l, value);
    *taken = 0;
    return refuse_unapplied(rd, l, code);
}

/* A list of the settings emptied (grown by cli_grow, as the lists are). */
static void drop_list(void **list, int *count, int *cap)
{
    free(*list);
    *list = NULL;
    *count = *cap = 0;
}

void cli_trf_settings_free(cli_trf_settings *s)
{
    if (!s)
        return;
    drop_list((void **)&s->absent, &s->nabsent, &s->absent_cap);
    drop_list((void **)&s->declared, &s->ndeclared, &s->declared_cap);
    drop_list((void **)&s->forbidden, &s->nforbidden, &s->forbidden_cap);
    drop_list((void **)&s->accelerations, &s->naccelerations, &s->accelerations_cap);
}

/* TRF-2026's 240, byes by round: the kind (column 5: F full-point, H
 * half-point, Z zero-point), the round (7-9), then the players' start numbers
 * every 5 columns from column 11.  Results, as a 001 record's blocks are, so it
 * is read whatever the command. */
static int read_byes_240(trf_reader *rd, const trf_line *l)
{
    char kind[8], round_text[8], value[256];
    column_text(l, 5, 5, kind, sizeof kind);
    column_text(l, 7, 9, round_text, sizeof round_text);
    column_text(l, 5, l->length, value, sizeof value);
    long round;
    int count = 0;
    if (strlen(kind) != 1 || !strchr("FHZ", upper(kind[0])) ||
        cli_parse_uint(round_text, PAIRING_MAX_ROUNDS, &round) || round < 1)
        return fail_line(rd, l->number,
                         _("240: expected F, H or Z, a round, then start numbers, not "
                           "'%s'"),
                         value);
    for (int at = 11; at <= l->length; at += 5) {
        char text[8];
        long number;
        column_text(l, at, at + 3, text, sizeof text);
        if (cli_parse_uint(text, TRF_MAX_START_RANK, &number) || number < 1)
            return fail_line(rd, l->number,
                             _("240: expected a start number in columns %d-%d, not '%s'"),
                             at, at + 3, text);
        if (cli_grow((void **)&rd->byes_240, &rd->byes_240_cap, rd->nbyes_240 + 1,
                     sizeof *rd->byes_240, 16))
            return out_of_memory();
        rd->byes_240[rd->nbyes_240++] =
            (trf_bye){(int)number, (int)round, (char)upper(kind[0]), l->number};
        count++;
    }
    return count ? EXIT_OK
                 : fail_line(rd, l->number, _("240: no start number after the round"));
}

static int read_line(trf_reader *rd, const char *text, size_t bytes, long number)
{
    trf_line l = {text, NULL, 0, number};
    int status = index_columns(rd, &l, bytes);
    if (status || is_blank(text, bytes))
        return status;
    if (l.length >= 3 && memcmp(text, "001", 3) == 0)
        return read_player(rd, &l);
    if (l.length >= 3 && memcmp(text, "240", 3) == 0)
        return read_byes_240(rd, &l);
    int taken = 0;
    if (rd->wants_settings)
        status = read_setting(rd, &l, &taken);
    return status || taken ? status : note_record(rd, &l);
}

/* Lines end in CR (as TRF-16 asks), LF or CR LF; a leading BOM is skipped. */
static int read_lines(trf_reader *rd, const char *data, size_t len)
{
    size_t pos = len >= 3 && memcmp(data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    int status = EXIT_OK;
    for (long number = 1; pos < len && !status; number++) {
        size_t end = pos;
        while (end < len && data[end] != '\r' && data[end] != '\n')
            end++;
        status = read_line(rd, data + pos, end - pos, number);
        if (end + 1 < len && data[end] == '\r' && data[end + 1] == '\n')
            pos = end + 2;
        else
            pos = end + 1; /* past the CR or LF, or past the end */
    }
    if (!status && rd->count == 0)
        return cli_fail_at(EXIT_DATA, rd->path, 0, _("no player records (001 lines)"));
    return status;
}

/* ---- both sides of every game ---- */

static trf_block block_of(const trf_player *p, int round)
{
    trf_block blank = {0, '-', ' '};
    return round <= p->rounds ? p->blocks[round - 1] : blank;
}

static const trf_player *player_with_rank(const trf_reader *rd, int start_rank)
{
    int i = rd->index_of[start_rank];
    return i ? &rd->players[i - 1] : NULL;
}

static void describe_block(const trf_block *b, char *buf, size_t size)
{
    if (b->opponent)
        snprintf(buf, size, "opponent %d", b->opponent);
    else if (block_is_blank(b))
        snprintf(buf, size, "nothing");
    else
        snprintf(buf, size, "no opponent (result %c)", b->result);
}

/* A 240 bye laid on its player's block: a blank block (a round not paired
 * yet, or later) takes it; one that says the same bye agrees; anything else is
 * a conflict, named with both lines. */
static int lay_bye(trf_reader *rd, const trf_bye *bye)
{
    int i = rd->index_of[bye->start_rank];
    if (!i)
        return fail_line(rd, bye->line, _("240: player %d has no 001 record"),
                         bye->start_rank);
    trf_player *p = &rd->players[i - 1];
    if (bye->round > p->rounds) {
        trf_block *blocks = realloc(p->blocks, (size_t)bye->round * sizeof *blocks);
        if (!blocks)
            return out_of_memory();
        for (int r = p->rounds; r < bye->round; r++)
            blocks[r] = (trf_block){0, '-', ' '};
        p->blocks = blocks;
        p->rounds = bye->round;
        if (p->rounds > rd->rounds)
            rd->rounds = p->rounds;
    }
    trf_block *b = &p->blocks[bye->round - 1];
    if (!b->opponent && (b->result == ' ' || b->result == bye->result)) {
        *b = (trf_block){0, '-', bye->result};
        return EXIT_OK;
    }
    char what[64];
    describe_block(b, what, sizeof what);
    return fail_line(rd, bye->line,
                     _("240: round %d: a bye %c for player %d, but his 001 record "
                       "(line %ld) has %s there"),
                     bye->round, bye->result, bye->start_rank, p->line, what);
}

static int lay_byes_240(trf_reader *rd)
{
    for (int k = 0; k < rd->nbyes_240; k++) {
        int status = lay_bye(rd, &rd->byes_240[k]);
        if (status)
            return status;
    }
    return EXIT_OK;
}

/* What the opponent's block must say, given this side's result. */
static int results_agree(char mine, char theirs)
{
    switch (mine) {
    case '1':
        return theirs == '0';
    case '0':
        return theirs == '1';
    case 'W':
        return theirs == 'L';
    case 'L':
        return theirs == 'W';
    case '=':
    case 'D':
        return theirs == mine;
    case '+':
        return theirs == '-';
    case '-':
        return theirs == '+' || theirs == '-'; /* '-' both: a double forfeit */
    default:
        return theirs == ' '; /* neither has a result yet */
    }
}

static int colours_agree(char mine, char theirs)
{
    return (mine == 'w' && theirs == 'b') || (mine == 'b' && theirs == 'w') ||
           (mine == '-' && theirs == '-');
}

static int check_pair(const trf_reader *rd, const trf_player *p, int round)
{
    trf_block b = block_of(p, round);
    const trf_player *q = player_with_rank(rd, b.opponent);
    if (!q)
        return fail_line(rd, p->line, "round %d: opponent %d has no 001 record", round,
                         b.opponent);
    trf_block theirs = block_of(q, round);
    if (theirs.opponent != p->start_rank) {
        char what[64];
        describe_block(&theirs, what, sizeof what);
        return fail_line(
            rd, p->line,
            "round %d: player %d meets %d, but %d's record (line %ld) has %s there",
            round, p->start_rank, q->start_rank, q->start_rank, q->line, what);
    }
    if (!colours_agree(b.colour, theirs.colour))
        return fail_line(
            rd, p->line,
            "round %d: colours %c for %d and %c for %d (line %ld) do not match", round,
            b.colour, p->start_rank, theirs.colour, q->start_rank, q->line);
    if (!results_agree(b.result, theirs.result))
        return fail_line(
            rd, p->line,
            "round %d: results '%c' for %d and '%c' for %d (line %ld) do not agree",
            round, b.result, p->start_rank, theirs.result, q->start_rank, q->line);
    return EXIT_OK;
}

static int check_games(const trf_reader *rd)
{
    for (int i = 0; i < rd->count; i++)
        for (int r = 1; r <= rd->players[i].rounds; r++)
            if (rd->players[i].blocks[r - 1].opponent) {
                int status = check_pair(rd, &rd->players[i], r);
                if (status)
                    return status;
            }
    return EXIT_OK;
}

/* ---- the event ---- */

static pairing_outcome bye_outcome(char result)
{
    switch (result) {
    case 'H':
    case '=':
        return PAIRING_HALF_BYE;
    case 'Z':
    case '-':
        return PAIRING_ZERO_BYE;
    default:
        return PAIRING_BYE; /* U, F, and TRF-2006's + */
    }
}

/* The outcome as the results file writes it, from the side of the player who
 * moves first (the one with w). */
static pairing_outcome game_outcome(char first, char second)
{
    switch (first) {
    case '1':
    case 'W':
        return PAIRING_FIRST_WINS;
    case '0':
    case 'L':
        return PAIRING_SECOND_WINS;
    case '=':
    case 'D':
        return PAIRING_DRAW;
    case '+':
        return PAIRING_FORFEIT_FIRST_WINS;
    case '-':
        return second == '+' ? PAIRING_FORFEIT_SECOND_WINS : PAIRING_DOUBLE_FORFEIT;
    default:
        return PAIRING_PENDING;
    }
}

static int add_entrants(const trf_reader *rd, pairing_event *ev)
{
    int rank = 0;
    for (int s = 1; s <= TRF_MAX_START_RANK; s++) {
        const trf_player *p = player_with_rank(rd, s);
        if (!p)
            continue;
        char id[16];
        snprintf(id, sizeof id, "%d", s);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = p->name;
        e.rating = p->rating;
        e.rank = ++rank; /* the starting ranks' order, so the numbering is the TRF's */
        e.club = p->federation;
        e.line = p->line;
        pairing_error err;
        if (pairing_event_add_entrant(ev, &e, &err))
            return cli_library_error(&err, rd->path, rd->path);
    }
    return EXIT_OK;
}

static void count_bye(trf_reader *rd, char result)
{
    rd->byes++;
    rd->full_byes += result == 'F';
    rd->old_byes += strchr("+-=", result) != NULL;
}

static void count_game(trf_reader *rd, const trf_block *b)
{
    rd->games++;
    rd->quick_games += strchr("WDL", b->result) != NULL;
    rd->colourless += b->colour == '-';
}

/* One row: a bye, or a game seen from the lower starting rank's line (the
 * other line says the same, as check_games made sure). */
static int add_row(trf_reader *rd, pairing_event *ev, const trf_player *p, int round)
{
    trf_block b = block_of(p, round);
    const trf_player *q = b.opponent ? player_with_rank(rd, b.opponent) : NULL;
    if (block_is_blank(&b) || (q && q->start_rank < p->start_rank))
        return EXIT_OK;
    char first[16], second[16] = "";
    pairing_result row = {round, first, second, PAIRING_PENDING, NULL, p->line};
    if (!q) {
        snprintf(first, sizeof first, "%d", p->start_rank);
        row.outcome = bye_outcome(b.result);
        count_bye(rd, b.result);
    } else {
        /* TRF's w moves first, as White does in chess; without colours the lower rank */
        int q_first = b.colour == 'b';
        trf_block theirs = block_of(q, round);
        snprintf(first, sizeof first, "%d", q_first ? q->start_rank : p->start_rank);
        snprintf(second, sizeof second, "%d", q_first ? p->start_rank : q->start_rank);
        row.outcome = q_first ? game_outcome(theirs.result, b.result)
                              : game_outcome(b.result, theirs.result);
        row.line = q_first ? q->line : p->line;
        count_game(rd, &b);
    }
    pairing_error err;
    if (pairing_event_add_result(ev, &row, &err))
        return cli_library_error(&err, rd->path, rd->path);
    return EXIT_OK;
}

static int add_results(trf_reader *rd, pairing_event *ev)
{
    for (int r = 1; r <= rd->rounds; r++)
        for (int s = 1; s <= TRF_MAX_START_RANK; s++) {
            const trf_player *p = player_with_rank(rd, s);
            int status = p ? add_row(rd, ev, p, r) : EXIT_OK;
            if (status)
                return status;
        }
    return EXIT_OK;
}

static int build_event(trf_reader *rd, pairing_system system, pairing_event **out)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(system, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    int status = add_entrants(rd, ev);
    if (!status)
        status = add_results(rd, ev);
    if (!status && pairing_event_validate(ev, &err))
        status = cli_library_error(&err, rd->path, rd->path);
    if (status) {
        pairing_event_free(ev);
        return status;
    }
    *out = ev;
    return EXIT_OK;
}

/* ---- the report ---- */

static const char *record_name(const char *code)
{
    for (size_t i = 0; i < sizeof record_names / sizeof record_names[0]; i++)
        if (strcmp(record_names[i].code, code) == 0)
            return record_names[i].what;
    return "record";
}

static const char *plural(int n)
{
    return n == 1 ? "" : "s";
}

static void report_extras(const trf_reader *rd, cli_buffer *report)
{
    const char *sep = "not carried: from the 001 records: ";
    for (int k = 0; k < EXTRAS; k++)
        if (rd->extras[k]) {
            cli_buffer_printf(report, "%s%s (%d player%s)", sep, extra_columns[k].name,
                              rd->extras[k], plural(rd->extras[k]));
            sep = ", ";
        }
    if (sep[0] == ',')
        cli_buffer_puts(report, "; pairing standings works out points and ranks\n");
}

static void report_records(const trf_reader *rd, cli_buffer *report)
{
    for (int i = 0; i < rd->nrecords; i++) {
        const trf_record *r = &rd->records[i];
        if (r->count == 1)
            cli_buffer_printf(report, "not carried: %s %s: %s\n", r->code,
                              record_name(r->code), r->value);
        else
            cli_buffer_printf(report, "not carried: %s %s (%d lines; the first: %s)\n",
                              r->code, record_name(r->code), r->count, r->value);
    }
}

static void report_readings(const trf_reader *rd, cli_buffer *report)
{
    if (rd->quick_games)
        cli_buffer_printf(
            report,
            "read as: W, D, L (a game of under one move, not rated) as 1-0, =, "
            "0-1: %d game%s\n",
            rd->quick_games, plural(rd->quick_games));
    if (rd->full_byes)
        cli_buffer_printf(report, "read as: F (full-point bye) as bye: %d bye%s\n",
                          rd->full_byes, plural(rd->full_byes));
    if (rd->old_byes)
        cli_buffer_printf(report,
                          "read as: +, -, = without an opponent (TRF-2006 byes) as bye, "
                          "zero-bye, half-bye: %d bye%s\n",
                          rd->old_byes, plural(rd->old_byes));
    if (rd->colourless)
        cli_buffer_printf(
            report,
            "read as: forfeits without colours, the lower starting rank first: "
            "%d game%s\n",
            rd->colourless, plural(rd->colourless));
}

static void write_report(const trf_reader *rd, cli_buffer *report)
{
    cli_buffer_printf(report, "read %s: %d player%s, %d round%s, %d game%s, %d bye%s\n",
                      rd->path, rd->count, plural(rd->count), rd->rounds,
                      plural(rd->rounds), rd->games, plural(rd->games), rd->byes,
                      plural(rd->byes));
    report_extras(rd, report);
    report_records(rd, report);
    report_readings(rd, report);
}

/* ---- the whole file ---- */

static void reader_free(trf_reader *rd)
{
    for (int i = 0; i < rd->count; i++)
        free(rd->players[i].blocks);
    free(rd->players);
    free(rd->index_of);
    free(rd->records);
    free(rd->byes_240);
    free(rd->start);
}

/* A TRF file's bytes; `name` is the file named in messages.  A Swiss event:
 * the system that asks least of the results, so any TRF fits. */
int cli_parse_trf(const char *name, const char *data, size_t len, pairing_event **out,
                  cli_buffer *report)
{
    return cli_parse_trf_as(name, data, len, PAIRING_SYSTEM_SWISS, out, report, NULL);
}

int cli_parse_trf_as(const char *name, const char *data, size_t len,
                     pairing_system system, pairing_event **out, cli_buffer *report,
                     cli_trf_settings *settings)
{
    *out = NULL;
    trf_reader rd;
    memset(&rd, 0, sizeof rd);
    rd.path = name;
    rd.wants_settings = settings != NULL;
    for (int slot = 0; slot < POINT_SLOTS; slot++)
        *point_slot(&rd.settings, slot) = -1;
    rd.index_of = calloc(TRF_MAX_START_RANK + 1, sizeof *rd.index_of);
    int status = rd.index_of ? read_lines(&rd, data, len) : out_of_memory();
    if (!status)
        status = lay_byes_240(&rd);
    if (!status)
        status = check_games(&rd);
    if (!status)
        status = build_event(&rd, system, out);
    if (!status)
        write_report(&rd, report);
    if (!status && settings) {
        *settings = rd.settings;
        rd.settings.absent = NULL; /* the caller's now */
        rd.settings.declared = NULL;
        rd.settings.forbidden = NULL;
        rd.settings.accelerations = NULL;
    }
    cli_trf_settings_free(&rd.settings);
    reader_free(&rd);
    return status;
}

int cli_read_trf(const char *path, pairing_event **out, cli_buffer *report)
{
    return cli_read_trf_as(path, PAIRING_SYSTEM_SWISS, out, report, NULL);
}

int cli_read_trf_as(const char *path, pairing_system system, pairing_event **out,
                    cli_buffer *report, cli_trf_settings *settings)
{
    char *data = NULL;
    size_t len = 0;
    *out = NULL;
    int status = cli_read_file(path, &data, &len);
    if (!status)
        status = cli_parse_trf_as(path, data, len, system, out, report, settings);
    free(data);
    return status;
}
