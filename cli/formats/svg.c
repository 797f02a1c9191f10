/*
 * svg.c - the knockout bracket as an SVG a director can print or post:
 * one column per round, the draw's positions, seeds and byes in the first,
 * winners carried to the right with the result at each join, and the placement
 * brackets below the main one.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

#define ROW 26       /* height of a first-column line in the main bracket */
#define SMALL_ROW 20 /* and in the placement brackets */
#define COLUMN 230   /* width of a round */
#define JOIN 18      /* the part of a column taken by the join to the next */
#define LEFT 24
#define TITLE_HEIGHT 96
#define BRACKET_GAP 46
#define FONT                                                                             \
    "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif"

typedef struct bracket_info {
    int place_from;
    int first_round;
    int sides; /* at its first round */
    int row;   /* line height */
} bracket_info;

/* Text whose start (or, with end_anchor, whose end) is at x. */
static void text_anchored(cli_buffer *out, double x, double y, const char *cls,
                          const char *text, int end_anchor)
{
    cli_buffer_printf(out, "<text x=\"%.1f\" y=\"%.1f\" class=\"%s\"%s>", x, y, cls,
                      end_anchor ? " text-anchor=\"end\"" : "");
    cli_buffer_markup_text(out, text);
    cli_buffer_puts(out, "</text>\n");
}

static void text_at(cli_buffer *out, double x, double y, const char *cls,
                    const char *text)
{
    text_anchored(out, x, y, cls, text, 0);
}

static void line(cli_buffer *out, double x1, double y1, double x2, double y2,
                 const char *cls)
{
    cli_buffer_printf(
        out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" class=\"%s\"/>\n", x1,
        y1, x2, y2, cls);
}

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
            list[n].row = m.place_from == 1 ? ROW : SMALL_ROW;
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

static const char *round_title(int round, int rounds, char *buf, size_t size)
{
    if (round == rounds)
        snprintf(buf, size, "Final 决赛");
    else if (round == rounds - 1)
        snprintf(buf, size, "Semifinals 半决赛");
    else if (round == rounds - 2)
        snprintf(buf, size, "Quarterfinals 1/4决赛");
    else
        snprintf(buf, size, "Round %d 第%d轮", round, round);
    return buf;
}

static void side_text(const cli_knockout_view *v, const pairing_match *m, int side,
                      int first_column, char *buf, size_t size)
{
    int player = side ? m->second : m->first;
    if (player < 0) {
        int other = side ? m->first : m->second;
        snprintf(buf, size, "%s",
                 m->state == PAIRING_MATCH_WALKOVER || other < 0 ? "bye 轮空" : "");
        return;
    }
    char seed[16] = "";
    int position = m->positions[side], s = 0;
    for (int p = 1; p <= pairing_knockout_size(v->k); p++)
        if (pairing_knockout_player_at(v->k, p) == player)
            s = pairing_knockout_seed_at(v->k, p);
    if (s)
        snprintf(seed, sizeof seed, "[%d] ", s);
    const char *club = pairing_event_club(v->ev, player);
    if (first_column && position)
        snprintf(buf, size, "%d  %s%s%s%s", position, seed,
                 pairing_event_name(v->ev, player), club ? " · " : "", club ? club : "");
    else
        snprintf(buf, size, "%s%s", seed, pairing_event_name(v->ev, player));
}

static const char *side_class(const pairing_match *m, int side)
{
    int player = side ? m->second : m->first;
    if (player < 0)
        return "bye";
    if (m->state == PAIRING_MATCH_PLAYED && m->winner != player)
        return "lost";
    return "name";
}

/* One match: its two side lines at y0 and y1, the join, the result. */
static void draw_match(cli_buffer *out, const cli_knockout_view *v,
                       const pairing_match *m, double x, double y0, double y1,
                       int first_column)
{
    char label[PAIRING_MAX_NAME_BYTES * 2 + 32];
    int hide = v->preliminary && m->round == 1 && m->state == PAIRING_MATCH_WALKOVER;
    for (int side = 0; side < 2 && !hide; side++) {
        double y = side ? y1 : y0;
        side_text(v, m, side, first_column, label, sizeof label);
        text_at(out, x + 4, y - 5, side_class(m, side), label);
        line(out, x, y, x + COLUMN - JOIN, y, "rule");
    }
    double mid = (y0 + y1) / 2, right = x + COLUMN - JOIN;
    if (!hide)
        line(out, right, y0, right, y1, "rule");
    line(out, right, mid, x + COLUMN, mid, "rule");
    if (m->state == PAIRING_MATCH_PLAYED) {
        snprintf(label, sizeof label, "%s%s", pairing_outcome_token(m->outcome),
                 m->outcome == PAIRING_DRAW ? " playoff" : "");
        text_anchored(out, right - 4, mid + 4, "result", label, 1); /* left of the join */
    }
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

/* The column right of a bracket's last round: its winner and the place won. */
static void draw_winner(cli_buffer *out, const cli_knockout_view *v,
                        const pairing_match *last, double x, double y, int place_from)
{
    char label[PAIRING_MAX_NAME_BYTES + 32], place[16];
    ordinal(place_from, place, sizeof place);
    if (last->winner >= 0 && last->state != PAIRING_MATCH_EMPTY)
        snprintf(label, sizeof label, "%s: %s", place,
                 pairing_event_name(v->ev, last->winner));
    else
        snprintf(label, sizeof label, "%s:", place);
    text_at(out, x + 4, y - 5, "winner", label);
    line(out, x, y, x + COLUMN - JOIN, y, "rule");
}

/* Draws a bracket from `top`; returns its height. */
static double draw_bracket(cli_buffer *out, const cli_knockout_view *v,
                           const bracket_info *b, double top)
{
    const pairing_knockout *k = v->k;
    double y[PAIRING_MAX_KNOCKOUT], next[PAIRING_MAX_KNOCKOUT];
    for (int i = 0; i < b->sides; i++)
        y[i] = top + (i + 1) * b->row;
    int sides = b->sides;
    pairing_match last = {0};
    for (int r = b->first_round; sides >= 2 && r <= pairing_knockout_rounds(k); r++) {
        double x = LEFT + (r - 1) * COLUMN;
        int j = 0;
        for (int i = 0; i < pairing_knockout_matches(k, r); i++) {
            pairing_match m = pairing_knockout_match(k, r, i);
            if (m.place_from != b->place_from)
                continue;
            draw_match(out, v, &m, x, y[2 * j], y[2 * j + 1], r == b->first_round);
            next[j] = (y[2 * j] + y[2 * j + 1]) / 2;
            last = m;
            j++;
        }
        memcpy(y, next, (size_t)j * sizeof *y);
        sides = j;
        if (sides == 1)
            draw_winner(out, v, &last, x + COLUMN, y[0], b->place_from);
    }
    return (b->sides + 1) * b->row;
}

static void draw_places(cli_buffer *out, const cli_knockout_view *v, double x, double top)
{
    char label[PAIRING_MAX_NAME_BYTES + 48], place[16];
    text_at(out, x, top, "heading", "Final places 名次");
    for (int i = 0; i < pairing_standings_count(v->places) && i < 16; i++) {
        pairing_standing s = pairing_standings_row(v->places, i);
        ordinal(s.rank, place, sizeof place);
        snprintf(label, sizeof label, "%s%s  %s", place, s.shared ? "=" : "",
                 pairing_event_name(v->ev, s.player));
        text_at(out, x, top + 22 * (i + 1), "name", label);
    }
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

static void draw_header(cli_buffer *out, const cli_knockout_view *v, double width)
{
    const pairing_knockout *k = v->k;
    int n = pairing_event_entrants(v->ev), size = pairing_knockout_size(k);
    char text[256];
    uint64_t seed;
    int is_default = pairing_knockout_lot(k, &seed);
    snprintf(text, sizeof text,
             "Knockout 淘汰赛 — %d entrants, %d lines, %d seeds, %d byes", n, size,
             pairing_knockout_seeds(k), size - n);
    text_at(out, LEFT, 30, "title", text);
    event_text(v->cx, text, sizeof text);
    if (text[0])
        text_at(out, LEFT, 50, "heading", text);
    snprintf(text, sizeof text, "Lot seed %llu%s · placement: %s · [n] = seed",
             (unsigned long long)seed, is_default ? " (default)" : "", v->placement);
    text_at(out, LEFT, 68, "note", text);
    for (int r = 1; r <= pairing_knockout_rounds(k); r++)
        text_at(out, LEFT + (r - 1) * COLUMN + 4, TITLE_HEIGHT - 6, "heading",
                round_title(r, pairing_knockout_rounds(k), text, sizeof text));
    (void)width;
}

static const char style[] =
    "<style>\n"
    "text { font-family: " FONT "; font-size: 12px; fill: #1a1a1a; }\n"
    ".title { font-size: 18px; font-weight: bold; }\n"
    ".heading { font-size: 13px; font-weight: bold; fill: #333; }\n"
    ".note, .result { font-size: 11px; fill: #666; }\n"
    ".bye { fill: #999; font-style: italic; }\n.lost { fill: #888; }\n"
    ".winner { font-weight: bold; }\n.rule { stroke: #444; stroke-width: 1; }\n"
    "</style>\n";

int cli_svg_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    bracket_info brackets[PAIRING_MAX_KNOCKOUT];
    int nb = find_brackets(v->k, brackets);
    double height = TITLE_HEIGHT;
    for (int b = 0; b < nb; b++)
        height += (brackets[b].sides + 1) * brackets[b].row + (b ? BRACKET_GAP + 12 : 0);
    double width =
        LEFT * 2 + (pairing_knockout_rounds(v->k) + 1) * COLUMN + (v->places ? 220 : 0);
    height += ROW + 8;
    cli_buffer_printf(
        out,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
        "viewBox=\"0 0 %.0f %.0f\">\n",
        width, height, width, height);
    cli_buffer_puts(out, style);
    cli_buffer_printf(out, "<rect width=\"%.0f\" height=\"%.0f\" fill=\"#fff\"/>\n",
                      width, height);
    draw_header(out, v, width);
    double top = TITLE_HEIGHT - ROW / 2.0 + 8;
    for (int b = 0; b < nb; b++) {
        if (b) {
            char title[64];
            snprintf(title, sizeof title, "Places %d-%d 名次赛", brackets[b].place_from,
                     brackets[b].place_from + brackets[b].sides - 1);
            top += BRACKET_GAP;
            text_at(out, LEFT + (brackets[b].first_round - 1) * COLUMN + 4, top,
                    "heading", title);
            top += 12;
        }
        top += draw_bracket(out, v, &brackets[b], top);
    }
    if (v->places)
        draw_places(out, v, LEFT + (pairing_knockout_rounds(v->k) + 1) * COLUMN + 20,
                    TITLE_HEIGHT + ROW);
    cli_buffer_puts(out, "</svg>\n");
    return EXIT_OK;
}
