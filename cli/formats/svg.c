/*
 * svg.c - the knockout bracket on A4 sheets turned sideways, as one SVG whose
 * pages stack (it carries its own @page rule, so a browser prints a page a
 * sheet) or as an HTML page holding one SVG a sheet (--format html).
 *
 * A bracket too big for a sheet is cut into sections: a section is a subtree
 * of as many rounds as the sheet holds across and as many lines as it holds
 * down; the winners of the sections of one stage meet in the sections of the
 * next.  Placement brackets follow the main one; one that holds no game (all
 * byes) or decides only places beyond the number of entrants is not drawn, for
 * those places are never awarded.  Sections are packed onto pages in order, and
 * the final places close the bracket once it is played out.  A name is whole in
 * the draw's first column and in the final places; in later rounds one longer
 * than SHORT_EM is cut, so that one long name does not narrow every page.
 *
 * Units: 4 to the millimetre, so a page's drawing area (277 x 190 mm inside
 * 10 mm margins) is 1108 x 760, and 12.7 units are 9 pt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

#define PAGE_WIDTH 1108
#define PAGE_HEIGHT 760
#define HEADER 82        /* the event, the title and the draw's facts on every page */
#define SECTION_TITLE 30 /* a section's title line */
#define SECTION_GAP 18
#define NAME_SIZE 14.0  /* 9.9 pt */
#define SMALL_SIZE 13.0 /* 9.2 pt: clubs, results, notes */
#define PAD 6           /* text from a rule's start */
#define JOIN 22         /* the part of a column the join takes, free of text */
#define MIN_COLUMN 160
#define LEFT 4       /* the drawing's left edge: bold glyphs reach a little left */
#define SHORT_EM 6.0 /* a name past the first column is cut to this, in em */
#define FONT                                                                             \
    "'Noto Sans CJK SC','Source Han Sans SC','Noto Sans SC','PingFang SC',"              \
    "'Microsoft YaHei','WenQuanYi Micro Hei',sans-serif"

typedef struct bracket_info {
    int place_from;
    int first_round;
    int sides; /* at its first round */
} bracket_info;

/* A subtree of one bracket drawn as a block: its first round's matches
 * [first_match, first_match + lines / 2) and the rounds from first to last. */
typedef struct section {
    int bracket;
    int first_round, last_round;
    int first_match;
    int lines;
    int stage; /* 0: the bracket's first round; else a continuation */
    int name;  /* its letter, A = 0 */
    int page;
    double left, top, width, height;
} section;

typedef struct drawing {
    const cli_knockout_view *v;
    int entrants;
    bracket_info brackets[PAIRING_MAX_KNOCKOUT];
    int nbrackets;
    section *sections;
    int nsections;
    double first_column; /* width of a bracket's first column */
    double column;       /* width of the others */
    int depth;           /* rounds a section holds */
    int lines;           /* first-column lines a section holds at most */
    double places_top;   /* where the final places start, on the last page */
    int places_page, pages;
} drawing;

/* ---- text and rules ---- */

static void text_anchored(cli_buffer *out, double x, double y, const char *cls,
                          const char *text, int end)
{
    cli_buffer_printf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"%s\"%s>", x, y, cls,
                      end ? " text-anchor=\"end\"" : "");
    cli_buffer_markup_text(out, text);
    cli_buffer_puts(out, "</text>\n");
}

static void text_at(cli_buffer *out, double x, double y, const char *cls,
                    const char *text)
{
    text_anchored(out, x, y, cls, text, 0);
}

static void rule(cli_buffer *out, double x1, double y1, double x2, double y2)
{
    cli_buffer_printf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n",
                      x1, y1, x2, y2);
}

static double text_width(const char *text, double size)
{
    return cli_html_text_em(text) * size;
}

static void ordinal(int place, char *buf, size_t size)
{
    const char *suffix = "th";
    if (place % 100 < 11 || place % 100 > 13)
        suffix = place % 10 == 1   ? "st"
                 : place % 10 == 2 ? "nd"
                 : place % 10 == 3 ? "rd"
                                   : "th";
    snprintf(buf, size, "%d%s", place, suffix);
}

static void section_letter(int name, char *buf, size_t size)
{
    if (name < 26)
        snprintf(buf, size, "%c", 'A' + name);
    else
        snprintf(buf, size, "%c%d", 'A' + name % 26, name / 26);
}

/* ---- the brackets and their matches ---- */

/* The brackets in order of the places they decide, with where and how big they start. */
static int find_brackets(const pairing_knockout *k, bracket_info *list)
{
    int n = 0;
    for (int r = 1; r <= pairing_knockout_rounds(k); r++) {
        for (int i = 0; i < pairing_knockout_matches(k, r); i++) {
            pairing_match m = pairing_knockout_match(k, r, i);
            int known = 0;
            for (int b = 0; b < n; b++)
                known |= list[b].place_from == m.place_from;
            if (known)
                continue;
            list[n].place_from = m.place_from;
            list[n].first_round = r;
            list[n].sides = m.place_to - m.place_from + 1;
            n++;
        }
    }
    /* main bracket first, then places 3-4, 5-8, 9-16 ... */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && list[j - 1].place_from > list[j].place_from; j--) {
            bracket_info t = list[j];
            list[j] = list[j - 1];
            list[j - 1] = t;
        }
    return n;
}

/* The j-th match of the bracket deciding place_from in round r. */
static pairing_match bracket_match(const pairing_knockout *k, int place_from, int r,
                                   int j)
{
    for (int i = 0; i < pairing_knockout_matches(k, r); i++) {
        pairing_match m = pairing_knockout_match(k, r, i);
        if (m.place_from == place_from && j-- == 0)
            return m;
    }
    pairing_match none;
    memset(&none, 0, sizeof none);
    none.first = none.second = none.winner = none.loser = -1;
    return none;
}

static int match_can_have_player(const pairing_knockout *k, const pairing_match *m);

/* Whether a side of a match holds, or will hold, a player rather than a bye: in
 * round 1 the draw says; later it is the winner of a match of the same bracket,
 * who exists when that match has a player, or the loser of a match above, who
 * exists when that match has two. */
static int side_can_have_player(const pairing_knockout *k, const pairing_match *m,
                                int side)
{
    if ((side ? m->second : m->first) >= 0)
        return 1;
    if (m->round < 2 || m->from[side] <= 0)
        return m->positions[side] > 0 &&
               pairing_knockout_player_at(k, m->positions[side]) >= 0;
    pairing_match feeder = pairing_knockout_match(k, m->round - 1, m->from[side] - 1);
    if (feeder.place_from == m->place_from)
        return match_can_have_player(k, &feeder);
    return side_can_have_player(k, &feeder, 0) && side_can_have_player(k, &feeder, 1);
}

static int match_can_have_player(const pairing_knockout *k, const pairing_match *m)
{
    return side_can_have_player(k, m, 0) || side_can_have_player(k, m, 1);
}

/* A bracket is drawn when it decides a place an entrant can take and holds at
 * least one game between two players; else its places go unplayed, or to nobody. */
static int bracket_is_real(const drawing *d, const bracket_info *b)
{
    const pairing_knockout *k = d->v->k;
    if (b->place_from > d->entrants)
        return 0;
    for (int r = b->first_round; r <= pairing_knockout_rounds(k); r++)
        for (int j = 0; j < b->sides >> (r - b->first_round + 1); j++) {
            pairing_match m = bracket_match(k, b->place_from, r, j);
            if (side_can_have_player(k, &m, 0) && side_can_have_player(k, &m, 1))
                return 1;
        }
    return 0;
}

/* ---- labels ---- */

static int seed_of(const pairing_knockout *k, int player)
{
    for (int p = 1; p <= pairing_knockout_size(k); p++)
        if (pairing_knockout_player_at(k, p) == player)
            return pairing_knockout_seed_at(k, p);
    return 0;
}

/* A name as later rounds show it: whole up to SHORT_EM, else cut with "…". */
static void short_name(const char *name, char *buf, size_t size)
{
    size_t used = 0;
    double em = 0;
    const unsigned char *p = (const unsigned char *)name;
    while (*p && used + 8 < size) {
        int len = *p >= 0xf0 ? 4 : *p >= 0xe0 ? 3 : *p >= 0xc0 ? 2 : 1;
        char one[5] = {0};
        memcpy(one, p, (size_t)len);
        one[len < 4 ? len : 4] = 0;
        em += cli_html_text_em(one);
        if (em > SHORT_EM && p[len]) {
            memcpy(buf + used, "…", 3);
            used += 3;
            break;
        }
        memcpy(buf + used, p, (size_t)len);
        used += (size_t)len;
        p += len;
    }
    buf[used] = 0;
}

/* "[3] 王一鸣", and in the draw's first round "12  [3] 王一鸣" with the name whole;
 * short: the name cut as later rounds show it. */
static void player_label(const cli_knockout_view *v, int player, int position,
                         int shorten, char *buf, size_t size)
{
    char seed[16] = "", where[16] = "", name[PAIRING_MAX_NAME_BYTES + 4];
    int s = seed_of(v->k, player);
    if (s)
        snprintf(seed, sizeof seed, "[%d] ", s);
    if (position)
        snprintf(where, sizeof where, "%d  ", position);
    if (shorten)
        short_name(pairing_event_name(v->ev, player), name, sizeof name);
    else
        snprintf(name, sizeof name, "%s", pairing_event_name(v->ev, player));
    snprintf(buf, size, "%s%s%s", where, seed, name);
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20)
            *p = ' ';
}

/* The widest label a column shows: in a bracket's first column with the line's
 * position, elsewhere seed and name; and the club under the first lines. */
static void measure_columns(drawing *d)
{
    const cli_knockout_view *v = d->v;
    char label[PAIRING_MAX_NAME_BYTES + 48];
    double first = text_width("loser of R8 #128", NAME_SIZE), other = first;
    for (int p = 0; p < d->entrants; p++) {
        player_label(v, p, pairing_knockout_size(v->k), 0, label, sizeof label);
        double w = text_width(label, NAME_SIZE);
        const char *club = pairing_event_club(v->ev, p);
        if (club && *club) /* at the end of the player's line */
            w += 16 + text_width(club, SMALL_SIZE);
        first = w > first ? w : first;
        player_label(v, p, 0, 1, label, sizeof label);
        w = text_width(label, NAME_SIZE);
        other = w > other ? w : other;
    }
    other = other > text_width("= playoff", SMALL_SIZE)
                ? other
                : text_width("= playoff", SMALL_SIZE);
    /* bold names run a little wider than the estimate */
    d->first_column = first * 1.06 + PAD + JOIN + 8;
    d->column = other * 1.06 + PAD + JOIN + 8;
    if (d->first_column < MIN_COLUMN)
        d->first_column = MIN_COLUMN;
    if (d->column < MIN_COLUMN)
        d->column = MIN_COLUMN;
}

/* ---- planning: sections, and the pages they go on ---- */

/* The distance between two lines of a section's first column. */
#define PITCH 32

/* How many rounds a section holds across, and lines down: powers of two. */
static void plan_size(drawing *d)
{
    int across =
        (int)((PAGE_WIDTH - LEFT - d->first_column) / d->column); /* + winner column */
    d->depth = across < 1 ? 1 : across;
    double room = PAGE_HEIGHT - HEADER - SECTION_TITLE - 8;
    d->lines = 2;
    while (d->lines * 2 * PITCH <= room)
        d->lines *= 2;
    int down = 0; /* rounds the lines allow: 16 lines hold 4 rounds */
    while ((2 << down) <= d->lines)
        down++;
    if (down < d->depth)
        d->depth = down;
}

static int add_section(drawing *d, section s)
{
    section *grown = realloc(d->sections, (size_t)(d->nsections + 1) * sizeof *grown);
    if (!grown)
        return -1;
    d->sections = grown;
    s.name = d->nsections;
    s.height = SECTION_TITLE + s.lines * PITCH + 8;
    double outcome = SECTION_TITLE + 26 + (s.lines - 1) * PITCH / 2 + 44; /* 2nd place */
    s.height = s.height > outcome ? s.height : outcome;
    /* its rounds, then the column of its winner */
    s.width = (s.stage == 0 ? d->first_column : d->column) +
              (s.last_round - s.first_round + 1) * d->column + SECTION_GAP;
    d->sections[d->nsections++] = s;
    return 0;
}

/* A bracket in stages of `depth` rounds, each stage cut into sections of at most
 * `lines` lines; the next stage starts with the winners of the one before. */
static int plan_bracket(drawing *d, int b)
{
    const bracket_info *info = &d->brackets[b];
    int last = pairing_knockout_rounds(d->v->k), lines = info->sides, stage = 0;
    for (int r = info->first_round; r <= last; stage++) {
        int rounds = last - r + 1 < d->depth ? last - r + 1 : d->depth;
        int span = 1 << rounds; /* a section's lines: 2^rounds, or all that are left */
        if (span > lines)
            span = lines;
        for (int first = 0; first < lines / 2; first += span / 2) {
            section s = {b, r, r + rounds - 1, first, span, stage, 0, 0, 0, 0, 0, 0};
            if (add_section(d, s))
                return -1;
        }
        lines >>= rounds;
        r += rounds;
    }
    return 0;
}

/* A single match (a placement bracket's final) that would start a page alone
 * goes into the empty lower right of the section above it, when that section
 * holds its bracket's final: below the final's join (three quarters down) and
 * right of the final's column, nothing is drawn.  1: placed there. */
static int tuck_in(const drawing *d, const section *above, section *s)
{
    int final = pairing_knockout_rounds(d->v->k);
    if (!above || s->lines != 2 || above->last_round != final || above->lines < 8)
        return 0;
    double left = PAGE_WIDTH - (s->width - SECTION_GAP);
    double top = above->top + above->height - s->height;
    double final_column = above->left + above->width - SECTION_GAP - 2 * d->column;
    double below_join = above->top + SECTION_TITLE + above->lines * PITCH * 3 / 4;
    if (left < final_column || top < below_join)
        return 0;
    s->page = above->page;
    s->left = left;
    s->top = top;
    return 1;
}

/* Sections in order, side by side while they fit across, in rows down the page,
 * on a new page when a row would not fit. */
static void place_on_pages(drawing *d)
{
    double x = LEFT, row = HEADER, row_height = 0;
    int page = 0;
    for (int i = 0; i < d->nsections; i++) {
        section *s = &d->sections[i];
        double was_x = x, was_row = row, was_height = row_height;
        if (x > LEFT && x + s->width - SECTION_GAP > PAGE_WIDTH) { /* a new row */
            row += row_height + SECTION_GAP;
            x = LEFT;
            row_height = 0;
        }
        if (row > HEADER && row + s->height > PAGE_HEIGHT &&
            tuck_in(d, i > 0 ? &d->sections[i - 1] : NULL, s)) {
            x = was_x, row = was_row, row_height = was_height; /* as it was */
            continue;
        }
        if (row > HEADER && row + s->height > PAGE_HEIGHT) { /* a new page */
            page++;
            row = HEADER;
            x = LEFT;
            row_height = 0;
        }
        s->page = page;
        s->left = x;
        s->top = row;
        x += s->width;
        row_height = s->height > row_height ? s->height : row_height;
    }
    d->places_page = page;
    d->places_top = row + row_height + SECTION_GAP;
    d->pages = page + 1;
}

/* ---- the final places, once the draw is played out: in columns ---- */

#define PLACE_ROW 22

static double places_column(const drawing *d)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 32];
    double widest = 0;
    for (int i = 0; i < pairing_standings_count(d->v->places); i++) {
        pairing_standing s = pairing_standings_row(d->v->places, i);
        char id[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
        cli_player_label(d->v->ev, s.player, id, sizeof id);
        snprintf(label, sizeof label, "%d=  %s", s.rank, id);
        double w = text_width(label, NAME_SIZE);
        widest = w > widest ? w : widest;
    }
    return widest + 30;
}

/* Rows of places a page holds below y, in as many columns as fit across. */
static int places_rows(double y)
{
    return (int)((PAGE_HEIGHT - y - SECTION_TITLE) / PLACE_ROW);
}

static void plan_places(drawing *d)
{
    if (!d->v->places)
        return;
    int columns = (int)((PAGE_WIDTH - LEFT) / places_column(d));
    columns = columns < 1 ? 1 : columns;
    int left = pairing_standings_count(d->v->places);
    if (places_rows(d->places_top) < 4) { /* too little room under the last section */
        d->places_page++;
        d->places_top = HEADER;
    }
    int page = d->places_page;
    double top = d->places_top;
    while (left > 0) {
        left -= columns * places_rows(top);
        if (left > 0)
            page++, top = HEADER;
    }
    d->pages = page + 1;
}

/* ---- drawing a page ---- */

static const char *round_title(const drawing *d, const bracket_info *b, int round,
                               char *buf, size_t size)
{
    int rounds = pairing_knockout_rounds(d->v->k);
    if (b->place_from != 1)
        snprintf(buf, size, "Round %d 第%d轮", round, round);
    else if (round == rounds)
        snprintf(buf, size, "Final 决赛");
    else if (round == rounds - 1)
        snprintf(buf, size, "Semifinals 半决赛");
    else if (round == rounds - 2)
        snprintf(buf, size, "Quarterfinals 1/4决赛");
    else
        snprintf(buf, size, "Round %d 第%d轮", round, round);
    return buf;
}

/* The event's name, dates, venue and arbiter, when its file gives them. */
static void event_text(const cli_context *cx, char *buf, size_t size)
{
    buf[0] = 0;
    if (!cx)
        return;
    const char *parts[] = {cx->name, cx->date, cx->venue};
    size_t used = 0;
    for (int i = 0; i < 3 && used < size; i++)
        if (parts[i])
            used += (size_t)snprintf(buf + used, size - used, "%s%s", used ? " · " : "",
                                     parts[i]);
    if (cx->arbiter && used < size)
        snprintf(buf + used, size - used, "%sArbiter 裁判长 %s", used ? " · " : "",
                 cx->arbiter);
}

static void page_header(cli_buffer *out, const drawing *d, int page)
{
    const pairing_knockout *k = d->v->k;
    int size = pairing_knockout_size(k);
    char text[1200];
    event_text(d->v->cx, text, sizeof text);
    if (text[0])
        text_at(out, LEFT, 16, "event", text);
    char named[240];
    snprintf(text, sizeof text, "%s — bracket 对阵图, page %d of %d",
             cli_context_title(d->v->cx, "Knockout 淘汰赛", named, sizeof named),
             page + 1, d->pages);
    text_at(out, LEFT, 44, "title", text);
    uint64_t seed;
    int is_default = pairing_knockout_lot(k, &seed);
    int next = pairing_knockout_next_round(k);
    char state[96];
    if (next > pairing_knockout_rounds(k))
        snprintf(state, sizeof state, "%s", _("played out"));
    else
        snprintf(state, sizeof state, _("round %d next"), next);
    char seeded[96], lot[128];
    if (d->v->fully_seeded) { /* SPEC §11: every line a seed's, nothing drawn */
        snprintf(seeded, sizeof seeded, "%s", _("every line seeded"));
        snprintf(lot, sizeof lot, "%s", _("no lot in the draw"));
    } else {
        snprintf(seeded, sizeof seeded, _("%d seeds"), pairing_knockout_seeds(k));
        snprintf(lot, sizeof lot,
                 is_default ? _("lot seed %llu (default)") : _("lot seed %llu"),
                 (unsigned long long)seed);
    }
    snprintf(
        text, sizeof text,
        _("%d entrants, %d lines, %s, %d byes · %s · placement: %s · %s · [n] = seed; "
          "#n = match number; under a winner, his game: 1-0, +- by forfeit, = "
          "playoff"),
        d->entrants, size, seeded, size - d->entrants, state, d->v->placement, lot);
    text_at(out, LEFT, 68, "note", text);
}

static void section_title(cli_buffer *out, const drawing *d, const section *s)
{
    const bracket_info *b = &d->brackets[s->bracket];
    char text[160], letter[16];
    section_letter(s->name, letter, sizeof letter);
    int rounds = pairing_knockout_rounds(d->v->k);
    int to = b->place_from + b->sides - 1;
    if (to > d->entrants)
        to = d->entrants;
    int len = b->place_from == 1
                  ? snprintf(text, sizeof text, "%s  Main bracket 主赛", letter)
                  : snprintf(text, sizeof text, "%s  Places %d-%d 第%d–%d名", letter,
                             b->place_from, to, b->place_from, to);
    if (s->stage == 0 && s->lines < b->sides)
        snprintf(text + len, sizeof text - (size_t)len, ", lines %d–%d of %d",
                 2 * s->first_match + 1, 2 * s->first_match + s->lines, b->sides);
    else if (s->stage > 0)
        snprintf(text + len, sizeof text - (size_t)len, ", rounds %d–%d", s->first_round,
                 s->last_round < rounds ? s->last_round : rounds);
    text_at(out, s->left, s->top + 18, "heading", text);
}

/* The section a continuation's line comes from. */
static int feeding_section(const drawing *d, const section *s, int line)
{
    int wanted = s->first_match * 2 + line; /* the line's index in its round */
    for (int i = 0; i < d->nsections; i++) {
        const section *f = &d->sections[i];
        if (f->bracket == s->bracket && f->last_round == s->first_round - 1 &&
            f->first_match >> (f->last_round - f->first_round) == wanted)
            return i;
    }
    return -1;
}

/* A side not known yet: where it comes from. */
static void open_side(const drawing *d, const section *s, const pairing_match *m,
                      int side, int line, char *buf, size_t size)
{
    buf[0] = 0;
    if (s->stage > 0 && m->round == s->first_round) {
        char letter[16];
        int f = feeding_section(d, s, line);
        if (f >= 0) {
            section_letter(d->sections[f].name, letter, sizeof letter);
            snprintf(buf, size, "winner of %s", letter);
        }
    } else if (m->round == s->first_round && m->from[side] > 0 && m->round > 1) {
        snprintf(buf, size, "loser of R%d #%d", m->round - 1, m->from[side]);
    }
}

static void side_label(const drawing *d, const section *s, const pairing_match *m,
                       int side, int line, char *buf, size_t size)
{
    const cli_knockout_view *v = d->v;
    int player = side ? m->second : m->first;
    int first_column = m->round == s->first_round;
    if (player >= 0) {
        int whole = first_column && s->stage == 0;
        player_label(v, player, whole ? m->positions[side] : 0, !whole, buf, size);
        return;
    }
    if (!side_can_have_player(v->k, m, side)) {
        if (first_column && m->positions[side])
            snprintf(buf, size, "%d  bye 轮空", m->positions[side]);
        else
            snprintf(buf, size, first_column ? "bye 轮空" : "");
        return;
    }
    if (first_column)
        open_side(d, s, m, side, line, buf, size);
    else
        buf[0] = 0;
}

static const char *side_class(const pairing_match *m, int side)
{
    int player = side ? m->second : m->first;
    if (player >= 0 && m->winner == player &&
        (m->state == PAIRING_MATCH_PLAYED || m->state == PAIRING_MATCH_WALKOVER))
        return "won";
    return "name";
}

/* The game as its winner played it: 1-0 over the board, +- by forfeit, or a draw
 * he won the playoff (or lot) of. */
static void result_text(const pairing_match *m, char *buf, size_t size)
{
    buf[0] = 0;
    if (m->state != PAIRING_MATCH_PLAYED)
        return;
    pairing_outcome o = m->outcome;
    if (m->winner >= 0 && m->winner == m->second) /* the outcome is the first's */
        o = o == PAIRING_SECOND_WINS           ? PAIRING_FIRST_WINS
            : o == PAIRING_FORFEIT_SECOND_WINS ? PAIRING_FORFEIT_FIRST_WINS
                                               : o;
    snprintf(buf, size, "%s%s", pairing_outcome_token(o),
             o == PAIRING_DRAW ? " playoff" : "");
}

/* One match: its two lines at y0 and y1 from x, the join, and its result under
 * the line its winner goes on. */
static void draw_match(cli_buffer *out, const drawing *d, const section *s,
                       const pairing_match *m, int index, double x, double width,
                       double y0, double y1)
{
    char label[PAIRING_MAX_NAME_BYTES * 2 + 64];
    int hide = d->v->preliminary && m->round == 1 && m->state == PAIRING_MATCH_WALKOVER;
    if (m->state == PAIRING_MATCH_EMPTY && m->round > s->first_round)
        return; /* two byes: nothing to draw */
    for (int side = 0; side < 2 && !hide; side++) {
        double y = side ? y1 : y0;
        side_label(d, s, m, side, 2 * index + side, label, sizeof label);
        text_at(out, x + PAD, y - 6, side_class(m, side), label);
        int player = side ? m->second : m->first;
        const char *club = player >= 0 ? pairing_event_club(d->v->ev, player) : NULL;
        if (m->round == s->first_round && s->stage == 0 && club && *club)
            text_anchored(out, x + width - JOIN - PAD, y - 6, "club", club, 1);
        rule(out, x, y, x + width - JOIN, y);
    }
    double right = x + width - JOIN, mid = (y0 + y1) / 2;
    if (!hide) {
        rule(out, right, y0, right, y1);
        /* the number the text output, the results' board column and pairing
         * record use for the match */
        snprintf(label, sizeof label, "#%d", m->number);
        text_at(out, right + 2, mid - 4, "number", label);
    }
    rule(out, right, mid, x + width, mid);
    result_text(m, label, sizeof label);
    if (label[0])
        text_at(out, x + width + PAD, mid + 17, "result", label);
}

/* Right of a section's last round: the winner and, after a bracket's final, the
 * places it decides (those an entrant can take). */
static void draw_outcome(cli_buffer *out, const drawing *d, const section *s,
                         const pairing_match *m, double x, double y)
{
    const bracket_info *b = &d->brackets[s->bracket];
    char label[PAIRING_MAX_NAME_BYTES + 64], place[16];
    int decided = m->state == PAIRING_MATCH_PLAYED || m->state == PAIRING_MATCH_WALKOVER;
    int final = s->last_round == pairing_knockout_rounds(d->v->k);
    double width = d->column - JOIN;
    rule(out, x, y, x + width, y);
    if (!final) {
        if (decided && m->winner >= 0) {
            player_label(d->v, m->winner, 0, 1, label, sizeof label);
            text_at(out, x + PAD, y - 6, "won", label);
        }
        return;
    }
    ordinal(b->place_from, place, sizeof place);
    char name[PAIRING_MAX_NAME_BYTES + 4];
    if (decided && m->winner >= 0) {
        short_name(pairing_event_name(d->v->ev, m->winner), name, sizeof name);
        snprintf(label, sizeof label, "%s: %s", place, name);
        text_at(out, x + PAD, y - 6, "won", label);
    } else {
        snprintf(label, sizeof label, "%s:", place);
        text_at(out, x + PAD, y - 6, "won", label);
    }
    if (m->state == PAIRING_MATCH_PLAYED && m->loser >= 0 &&
        b->place_from + 1 <= d->entrants) {
        ordinal(b->place_from + 1, place, sizeof place);
        short_name(pairing_event_name(d->v->ev, m->loser), name, sizeof name);
        snprintf(label, sizeof label, "%s: %s", place, name);
        text_at(out, x + PAD, y + 36, "name", label);
    }
}

static void draw_section(cli_buffer *out, const drawing *d, const section *s)
{
    const pairing_knockout *k = d->v->k;
    const bracket_info *b = &d->brackets[s->bracket];
    double y[PAIRING_MAX_KNOCKOUT], next[PAIRING_MAX_KNOCKOUT];
    double p = PITCH, top = s->top + SECTION_TITLE + p - 6;
    char title[64];
    section_title(out, d, s);
    for (int i = 0; i < s->lines; i++)
        y[i] = top + i * p;
    double x = s->left;
    int count = s->lines / 2, first = s->first_match;
    pairing_match last;
    memset(&last, 0, sizeof last);
    for (int r = s->first_round; r <= s->last_round; r++) {
        double width = r == s->first_round && s->stage == 0 ? d->first_column : d->column;
        if (s->lines > 2 || r == s->first_round)
            text_at(out, x + PAD, s->top + SECTION_TITLE + 2, "round",
                    round_title(d, b, r, title, sizeof title));
        for (int j = 0; j < count; j++) {
            last = bracket_match(k, b->place_from, r, first + j);
            draw_match(out, d, s, &last, j, x, width, y[2 * j], y[2 * j + 1]);
            next[j] = (y[2 * j] + y[2 * j + 1]) / 2;
        }
        memcpy(y, next, (size_t)count * sizeof *y);
        x += width;
        count /= 2;
        first /= 2;
    }
    draw_outcome(out, d, s, &last, x, y[0]);
}

static void draw_places(cli_buffer *out, const drawing *d, int page, int *from)
{
    const pairing_standings *places = d->v->places;
    double top = page == d->places_page ? d->places_top : HEADER;
    double column = places_column(d);
    int columns = (int)((PAGE_WIDTH - LEFT) / column), rows = places_rows(top);
    columns = columns < 1 ? 1 : columns;
    text_at(out, LEFT, top + 18, "heading", "Final places 最终名次");
    for (int c = 0; c < columns && *from < pairing_standings_count(places); c++)
        for (int r = 0; r < rows && *from < pairing_standings_count(places); r++) {
            pairing_standing s = pairing_standings_row(places, (*from)++);
            char id[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
            char label[sizeof id + 32];
            cli_player_label(d->v->ev, s.player, id, sizeof id);
            snprintf(label, sizeof label, "%d%s  %s", s.rank, s.shared ? "=" : "", id);
            text_at(out, LEFT + c * column, top + SECTION_TITLE + 14 + r * PLACE_ROW,
                    "name", label);
        }
}

static void draw_page(cli_buffer *out, const drawing *d, int page, int *places_from)
{
    page_header(out, d, page);
    for (int i = 0; i < d->nsections; i++)
        if (d->sections[i].page == page)
            draw_section(out, d, &d->sections[i]);
    if (d->v->places && page >= d->places_page)
        draw_places(out, d, page, places_from);
}

static const char style[] =
    "text { font-family: " FONT "; font-size: 14px; fill: #000; }\n"
    ".title { font-size: 20px; font-weight: bold; }\n"
    ".event { font-size: 14px; }\n"
    ".heading { font-size: 16px; font-weight: bold; }\n"
    ".round { font-size: 13px; font-weight: bold; }\n"
    ".note, .club, .result, .number { font-size: 13px; }\n"
    ".won { font-weight: bold; }\n"
    "line { stroke: #000; stroke-width: 1; }\n";

/* ---- the two documents ---- */

static int plan(drawing *d, const cli_knockout_view *v)
{
    memset(d, 0, sizeof *d);
    d->v = v;
    d->entrants = pairing_event_entrants(v->ev);
    bracket_info all[PAIRING_MAX_KNOCKOUT];
    int n = find_brackets(v->k, all);
    for (int b = 0; b < n; b++)
        if (b == 0 || bracket_is_real(d, &all[b]))
            d->brackets[d->nbrackets++] = all[b];
    measure_columns(d);
    plan_size(d);
    for (int b = 0; b < d->nbrackets; b++)
        if (plan_bracket(d, b)) {
            free(d->sections);
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
        }
    place_on_pages(d);
    plan_places(d);
    return EXIT_OK;
}

/* One SVG, its pages one under the other, each the drawing area of an A4 sheet
 * turned sideways; its @page rule makes a browser print a page a sheet.  The
 * sheet and its margins are given in whole CSS pixels (1122 x 793, A4 to within
 * a third of a millimetre, 38 margins): with millimetres, the browser cuts the
 * pages at a rounded height, and every page printed a little higher than the
 * one before (0.65 pt a page, the event line cut off by page 12). */
#define SHEET_PX_WIDTH 1122
#define SHEET_PX_HEIGHT 793
#define SHEET_PX_MARGIN 38
int cli_svg_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    drawing d;
    int status = plan(&d, v);
    if (status)
        return status;
    cli_buffer_printf(
        out,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%dpx\" height=\"%dpx\" "
        "viewBox=\"0 0 %d %d\" preserveAspectRatio=\"xMinYMin meet\">\n<style>\n"
        "@page { size: %dpx %dpx; margin: %dpx; }\n",
        SHEET_PX_WIDTH - 2 * SHEET_PX_MARGIN,
        (SHEET_PX_HEIGHT - 2 * SHEET_PX_MARGIN) * d.pages, PAGE_WIDTH,
        PAGE_HEIGHT * d.pages, SHEET_PX_WIDTH, SHEET_PX_HEIGHT, SHEET_PX_MARGIN);
    cli_buffer_puts(out, style);
    cli_buffer_puts(out, "</style>\n");
    cli_buffer_printf(out, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
                      PAGE_WIDTH, PAGE_HEIGHT * d.pages);
    int places_from = 0;
    for (int page = 0; page < d.pages; page++) {
        cli_buffer_printf(out, "<g transform=\"translate(0 %d)\">\n", page * PAGE_HEIGHT);
        draw_page(out, &d, page, &places_from);
        cli_buffer_puts(out, "</g>\n");
    }
    cli_buffer_puts(out, "</svg>\n");
    free(d.sections);
    return EXIT_OK;
}

/* The same pages as a web page, an SVG a sheet with a page break after each. */
int cli_html_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    drawing d;
    int status = plan(&d, v);
    if (status)
        return status;
    cli_html_head(out, v->cx, 1, "Knockout 淘汰赛 — bracket 对阵图",
                  "body { margin: 0; }\n"
                  "svg.page { display: block; width: 277mm; height: 189.5mm; }\n"
                  "div.bracket { break-after: page; }\n"
                  "div.bracket:last-of-type { break-after: auto; }\n");
    int places_from = 0;
    for (int page = 0; page < d.pages; page++) {
        cli_buffer_printf(out,
                          "<div class=\"scroll bracket\">"
                          "<svg class=\"page\" xmlns=\"http://www.w3.org/2000/svg\" "
                          "viewBox=\"0 0 %d %d\" preserveAspectRatio=\"xMinYMin meet\">\n"
                          "<style>\n",
                          PAGE_WIDTH, PAGE_HEIGHT);
        cli_buffer_puts(out, style);
        cli_buffer_puts(out, "</style>\n");
        draw_page(out, &d, page, &places_from);
        cli_buffer_puts(out, "</svg></div>\n");
    }
    cli_html_close(out);
    free(d.sections);
    return EXIT_OK;
}
