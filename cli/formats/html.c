/*
 * html.c - standings as a standalone HTML5 page a director can print
 * and post: the rules in force, then a crosstable with one line per player in
 * standings order, each round's cell naming the opponent's line, the colour
 * and the result, then the score and the tiebreaks.  Embedded CSS only (no
 * scripts, nothing fetched), no dates: the same inputs give the same bytes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const char style[] =
    "<style>\n@page { size: A4 landscape; margin: 10mm; }\n"
    "html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }\n"
    "body { font-family: " CLI_HTML_FONT
    "; font-size: 14px; color: #111; background: #fff;\n  margin: 24px; }\n"
    "h1 { font-size: 1.6em; margin: 0 0 .15em; }\n"
    "h1 .after { font-weight: normal; color: #444; }\n"
    ".event { margin: 0 0 .3em; font-size: 1.05em; }\n"
    ".rules { margin: .2em 0 .9em; color: #333; line-height: 1.45; }\n"
    ".rules dt { float: left; clear: left; font-weight: bold; margin-right: .5em; }\n"
    ".rules dd { margin: 0; }\n"
    "table.crosstable { border-collapse: collapse; font-variant-numeric: tabular-nums; "
    "}\n.crosstable th, .crosstable td { border: 1px solid #bbb; padding: .22em .45em;\n"
    "  white-space: nowrap; }\n"
    ".crosstable thead th { background: #e8ecf1; font-size: .86em; vertical-align: "
    "bottom;\n  text-align: center; }\n"
    ".crosstable thead th .zh { display: block; font-weight: normal; color: #555; }\n"
    ".crosstable tbody tr:nth-child(even) td { background: #f5f7fa; }\n"
    ".crosstable tr { page-break-inside: avoid; break-inside: avoid; }\n"
    ".crosstable thead { display: table-header-group; }\n"
    "td.line { text-align: right; font-weight: bold; }\n"
    "td.rank, td.num, td.rating, td.tb { text-align: right; }\n"
    "td.num, td.rating { color: #555; }\ntd.name { text-align: left; }\n"
    "td.name .id, td.name .club { font-size: .78em; color: #666; margin-left: .45em; }\n"
    "td.rd { text-align: center; min-width: 3.4em; }\n"
    "td.rd .o { display: inline-block; min-width: 1.3em; text-align: right; }\n"
    "td.rd .c { display: inline-block; min-width: .9em; text-align: center; font-size: "
    ".8em;\n  color: #666; }\n"
    "td.rd .r { display: inline-block; min-width: .7em; text-align: left; }\n"
    "td.rd.win .r { font-weight: bold; }\n"
    "td.rd.bye, td.rd.unplayed { color: #666; font-style: italic; }\n"
    "td.rd.void, td.rd.void .c { color: #999; }\n"
    "td.rd.void, td.rd.void span { text-decoration: line-through; }\n"
    "td.rd.out, tbody tr:nth-child(even) td.rd.out { background: #fde8e8; }\n"
    "td.score { text-align: right; font-weight: bold; font-size: 1.08em; }\n"
    "td.note { text-align: left; font-size: .86em; color: #8a1c1c; }\n"
    ".crosstable .first-rd { border-left: 2px solid #666; }\n"
    ".crosstable .score { border-left: 2px solid #666; }\n"
    "tr.withdrawn td.name { color: #777; }\n"
    ".legend { caption-side: bottom; text-align: left; padding-top: .7em; font-size: "
    ".86em;\n  color: #444; line-height: 1.5; }\n"
    ".legend b { color: #111; }\n@media print {\n"
    "  body { margin: 0; font-size: 8.5pt; }\n  h1 { font-size: 14pt; }\n"
    "  .crosstable th, .crosstable td { padding: .12em .3em; }\n"
    "  td.rd { min-width: 2.8em; }\n}\n"
    "</style>\n";

/* ---- the tiebreaks' column headings: the library's codes, glossed in the legend ---- */

/* What each tiebreak means, by the code the library gives it. */
static const struct {
    const char *base;
    const char *gloss;
} glosses[] = {
    {"WON", "games won over the board"},
    {"WIN", "rounds won, played or not"},
    {"BH", "sum of the opponents' scores"},
    {"SB", "小分, opponents' scores weighted by the points scored against them"},
    {"PS", "sum of the running score after each round"},
    {"ARO", "average rating of the opponents met over the board"},
    {"DE", "points among the tied players"},
    {"QOS", "小分, the opponents' scores from round 3 on"},
    {"VIOL", "违例, penalties; fewer ranks higher"},
};

#define GLOSSES (int)(sizeof glosses / sizeof glosses[0])

static int gloss_of(const char *base)
{
    for (int i = 0; i < GLOSSES; i++)
        if (base && strcmp(base, glosses[i].base) == 0)
            return i;
    return -1;
}

/* The order line at the top: the codes in the order they apply. */
static void tiebreak_order(cli_buffer *out, const pairing_standings *st)
{
    cli_buffer_puts(out, "score");
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        cli_buffer_puts(out, " → <b>");
        cli_buffer_markup_text(out, pairing_standings_tiebreak(st, k).code);
        cli_buffer_puts(out, "</b>");
    }
}

/* The legend under the table: each tiebreak once, its cuts and medians after it. */
static void tiebreak_legend(cli_buffer *out, const pairing_standings *st)
{
    int said[GLOSSES] = {0}, cuts = 0, medians = 0, progressive_cuts = 0;
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        pairing_tiebreak_info tb = pairing_standings_tiebreak(st, k);
        int i = gloss_of(tb.base);
        if (tb.median)
            medians = 1;
        else if (tb.cut && strcmp(tb.base, "PS") == 0)
            progressive_cuts = 1;
        else if (tb.cut)
            cuts = 1;
        if (i >= 0 && said[i]++)
            continue;
        cli_buffer_puts(out, " · <b>");
        cli_buffer_markup_text(out, tb.base);
        cli_buffer_puts(out, "</b> ");
        cli_buffer_markup_text(out, tb.base_name);
        if (i >= 0) {
            cli_buffer_puts(out, ": ");
            cli_buffer_markup_text(out, glosses[i].gloss);
        }
    }
    if (progressive_cuts)
        cli_buffer_puts(out,
                        " · <b>PS/C<i>n</i></b> progressive-cut<i>n</i>: leaving out the "
                        "first <i>n</i> rounds' running scores");
    if (cuts)
        cli_buffer_puts(out, " · <b>/C<i>n</i></b> cut-<i>n</i>: less the <i>n</i> least "
                             "significant values");
    if (medians)
        cli_buffer_puts(out,
                        " · <b>/M<i>n</i></b> median-<i>n</i> (中间对手分): less the "
                        "<i>n</i> highest and <i>n</i> lowest values");
}

/* ---- the rules in force ---- */

static const char *unplayed_text(const char *policy)
{
    if (strcmp(policy, "forfeits-as-games") == 0)
        return "a forfeit counts as a game against the scheduled opponent (FIDE C.07 "
               "15.2); "
               "a bye counts nothing";
    if (strcmp(policy, "qiu") == 0)
        return "games only; a player who withdrew in stage 2 lends his opponents his "
               "points "
               "per game for the rounds he missed (Qiu rules §5.4.2)";
    if (strcmp(policy, "fide2009") == 0)
        return "FIDE's pre-2023 rule: an unplayed round counts as a game against a "
               "virtual "
               "opponent with the player's score before it, the result reversed and a "
               "draw in "
               "every later round; opponents' unplayed rounds count as draws";
    if (strcmp(policy, "fide2026") == 0)
        return "FIDE C.07 (2026) Art. 16: as 2023, with the dummy's score capped at the "
               "forfeiting opponent's adjusted score, or at a draw in every round";
    return "FIDE C.07 (2023) Art. 16: an unplayed round counts as a game against a dummy "
           "opponent with the player's own score; a withdrawn or last-round requested "
           "bye "
           "counts as a draw for the opponents; a cut drops a voluntarily unplayed round "
           "first";
}

static const char *withdrawal_text(const pairing_event *ev, const pairing_standings *st)
{
    switch (pairing_event_system(ev)) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return strcmp(pairing_standings_withdrawal(st), "keep") == 0
                   ? "keep: the games played stand, the rest are unplayed"
                   : "annul-under-half (2014 rules §4.5): the games of a player who "
                     "withdrew "
                     "before half the rounds are void; otherwise his remaining games "
                     "count as "
                     "wins for the scheduled opponents";
    case PAIRING_SYSTEM_QIU:
        return "Appendix 3 §五.4: the withdrawn player scores 0 for the rounds missed; "
               "for his "
               "opponents' tiebreaks those rounds count as A × n, at most a draw";
    case PAIRING_SYSTEM_SWISS:
        return "keep: the withdrawn player is not paired again";
    default:
        return "a player who withdraws loses his next match";
    }
}

static void page_header(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        const pairing_standings *st)
{
    pairing_system system = pairing_event_system(ev);
    int after = pairing_standings_after_round(st);
    char title[160];
    if (after > 0)
        snprintf(title, sizeof title, "Standings after round %d 第%d轮后排名", after,
                 after);
    else
        snprintf(title, sizeof title, "Standings before round 1");
    cli_buffer_puts(
        out, "<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n"
             "<meta charset=\"utf-8\">\n"
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
             "<title>");
    cli_html_title_event(out, cx);
    cli_buffer_markup_text(out, cli_html_system_title(system));
    cli_buffer_puts(out, " — ");
    cli_buffer_markup_text(out, title);
    cli_buffer_puts(out, "</title>\n");
    cli_buffer_puts(out, style);
    cli_buffer_puts(out, "</head>\n<body>\n");
    cli_html_event(out, cx);
    cli_buffer_puts(out, "<h1>");
    cli_buffer_markup_text(out, cli_html_system_title(system));
    cli_buffer_puts(out, " <span class=\"after\">— ");
    cli_buffer_markup_text(out, title);
    cli_buffer_puts(out, "</span></h1>\n<dl class=\"rules\">\n");
    cli_html_settings(out, cx);

    cli_buffer_printf(out, "<dt>Players 人数</dt><dd>%d</dd>\n",
                      pairing_event_entrants(ev));
    if (system != PAIRING_SYSTEM_KNOCKOUT)
        cli_html_points(out, ev);
    cli_buffer_puts(out, "<dt>Order 排名</dt><dd>");
    if (system == PAIRING_SYSTEM_KNOCKOUT)
        cli_buffer_puts(out,
                        "later elimination ranks higher; places decided by placement "
                        "matches where played, otherwise shared");
    else if (pairing_standings_tiebreaks(st) == 0)
        cli_buffer_puts(out, "score, then shared");
    else {
        tiebreak_order(out, st);
    }
    cli_buffer_puts(out, "</dd>\n");
    if (system != PAIRING_SYSTEM_KNOCKOUT && pairing_standings_tiebreaks(st) > 0) {
        cli_buffer_puts(out, "<dt>Unplayed games 未赛对局</dt><dd>");
        cli_buffer_markup_text(out, pairing_standings_unplayed(st));
        cli_buffer_puts(out, ": ");
        cli_buffer_markup_text(out, unplayed_text(pairing_standings_unplayed(st)));
        cli_buffer_puts(out, "</dd>\n");
    }
    cli_buffer_puts(out, "<dt>Withdrawals 退赛</dt><dd>");
    cli_buffer_markup_text(out, withdrawal_text(ev, st));
    cli_buffer_puts(out, "</dd>\n");
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_buffer_printf(out, "<dt>Lots 抽签</dt><dd>drawn with seed %llu</dd>\n",
                          (unsigned long long)seed);
    cli_buffer_puts(out, "</dl>\n");
}

/* ---- the crosstable ---- */

typedef struct table {
    const pairing_event *ev;
    const pairing_standings *st;
    int rounds;     /* columns: rounds 1 .. after_round */
    int *line;      /* entrant index -> line in the table (1..), 0 if absent */
    int *scheduled; /* round robin: [(r-1) * n + player] = scheduled opponent, -1 none */
    int award; /* annul-under-half: a withdrawn player's missing rounds are forfeits */
    int rated; /* some player has a rating: show the column */
    int notes; /* some line has a note: show the column */
    int void_cells; /* legend entries needed */
    int forfeits;
    int knockout;
} table;

/* A round robin's schedule, to show where a withdrawal's remaining rounds were
 * scored (they have no row in the results).  The cycles are those the rounds
 * need; a cell is filled only when neither player has a row in that round. */
static int load_schedule(table *t)
{
    const pairing_event *ev = t->ev;
    int n = pairing_event_entrants(ev);
    int played = pairing_event_rounds_played(ev);
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, NULL);
    if (s && played > pairing_schedule_rounds(s)) {
        pairing_schedule_free(s);
        s = pairing_roundrobin_new(ev, 2, NULL);
    }
    if (!s)
        return 0; /* no schedule, no filled cells: the page still stands */
    t->scheduled = malloc((size_t)t->rounds * (size_t)n * sizeof *t->scheduled);
    if (!t->scheduled) {
        pairing_schedule_free(s);
        return -1;
    }
    for (int i = 0; i < t->rounds * n; i++)
        t->scheduled[i] = -1;
    for (int r = 1; r <= t->rounds && r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int g = 0; g < pairing_round_games(round); g++) {
            pairing_game game = pairing_round_game(round, g);
            t->scheduled[(size_t)(r - 1) * n + game.first] = game.second;
            t->scheduled[(size_t)(r - 1) * n + game.second] = game.first;
        }
    }
    pairing_schedule_free(s);
    return 0;
}

static const pairing_standing *standing_of(const table *t, int player,
                                           pairing_standing *buf)
{
    if (player < 0 || !t->line[player])
        return NULL;
    *buf = pairing_standings_row(t->st, t->line[player] - 1);
    return buf;
}

/* A game's result from the player's side. */
typedef enum cell_result {
    CELL_PENDING, /* no result yet */
    CELL_WIN,
    CELL_DRAW,
    CELL_LOSS,
    CELL_FORFEIT_WIN, /* unplayed: no colour */
    CELL_FORFEIT_LOSS
} cell_result;

static const char *const cell_mark[] = {"", "1", "½", "0", "+", "−"};

static cell_result result_of(const pairing_played *p)
{
    int first = p->first == 1;
    switch (p->outcome) {
    case PAIRING_FIRST_WINS:
        return first ? CELL_WIN : CELL_LOSS;
    case PAIRING_SECOND_WINS:
        return first ? CELL_LOSS : CELL_WIN;
    case PAIRING_DRAW:
        return CELL_DRAW;
    case PAIRING_FORFEIT_FIRST_WINS:
        return first ? CELL_FORFEIT_WIN : CELL_FORFEIT_LOSS;
    case PAIRING_FORFEIT_SECOND_WINS:
        return first ? CELL_FORFEIT_LOSS : CELL_FORFEIT_WIN;
    case PAIRING_DOUBLE_FORFEIT:
        return CELL_FORFEIT_LOSS;
    default:
        return CELL_PENDING;
    }
}

static void cell_open(cli_buffer *out, int round, const char *cls)
{
    cli_buffer_printf(out, "<td class=\"rd%s%s%s\">", round == 1 ? " first-rd" : "",
                      *cls ? " " : "", cls);
}

/* Knockout: a player with no row in a round who plays later went through on a bye. */
static int plays_later(const table *t, int player, int round)
{
    for (int r = round + 1; r <= t->rounds; r++)
        if (pairing_event_played(t->ev, player, r).present)
            return 1;
    return 0;
}

static void round_cell(cli_buffer *out, table *t, int player, int round)
{
    pairing_played p = pairing_event_played(t->ev, player, round);
    pairing_standing me, them;
    const pairing_standing *mine = standing_of(t, player, &me);
    int n = pairing_event_entrants(t->ev);
    if (!p.present) {
        int y = t->scheduled ? t->scheduled[(size_t)(round - 1) * n + player] : -1;
        const pairing_standing *other = standing_of(t, y, &them);
        if (t->award && other && mine && (mine->withdrawn || other->withdrawn) &&
            !mine->annulled && !other->annulled &&
            !pairing_event_played(t->ev, y, round).present) {
            /* the scheduled game of a withdrawn player, scored as a forfeit */
            int won = !mine->withdrawn;
            t->forfeits = 1;
            cell_open(out, round, won ? "unplayed win" : "unplayed");
            cli_buffer_printf(out,
                              "<span class=\"o\">%d</span><span class=\"c\"></span>"
                              "<span class=\"r\">%s</span></td>",
                              t->line[y], won ? "+" : "−");
            return;
        }
        if (t->knockout && plays_later(t, player, round)) {
            cell_open(out, round, "bye"); /* a walkover from the draw's bye */
            cli_buffer_puts(out, "bye</td>");
            return;
        }
        cell_open(out, round, "");
        cli_buffer_puts(out, "</td>");
        return;
    }
    if (p.opponent < 0) {
        const char *text = p.outcome == PAIRING_HALF_BYE   ? "½ bye"
                           : p.outcome == PAIRING_ZERO_BYE ? "0 bye"
                                                           : "bye";
        cell_open(out, round, "bye");
        cli_buffer_printf(out, "%s</td>", text);
        return;
    }
    const pairing_standing *other = standing_of(t, p.opponent, &them);
    cell_result result = result_of(&p);
    int won = result == CELL_WIN || result == CELL_FORFEIT_WIN;
    int unplayed = result == CELL_FORFEIT_WIN || result == CELL_FORFEIT_LOSS;
    int annulled = (mine && mine->annulled) || (other && other->annulled);
    int lost_here = t->knockout && mine && mine->eliminated == round;
    char cls[48];
    snprintf(cls, sizeof cls, "%s%s%s%s", won ? " win" : "", unplayed ? " unplayed" : "",
             annulled ? " void" : "", lost_here ? " out" : "");
    t->void_cells |= annulled;
    t->forfeits |= unplayed;
    cell_open(out, round, cls[0] ? cls + 1 : cls);
    if (t->line[p.opponent])
        cli_buffer_printf(out, "<span class=\"o\">%d</span>", t->line[p.opponent]);
    else
        cli_buffer_markup_text(out, pairing_event_id(t->ev, p.opponent));
    /* forfeits give no colour (SPEC §1): the colour's place stays, to keep the columns */
    cli_buffer_printf(out, "<span class=\"c\">%s</span>",
                      unplayed       ? ""
                      : p.first == 1 ? "b"
                                     : "w");
    cli_buffer_printf(out, "<span class=\"r\">%s</span></td>", cell_mark[result]);
}

static const char *note_of(const table *t, const pairing_standing *s)
{
    if (s->annulled)
        return "withdrew; games annulled 退赛，成绩取消";
    if (s->withdrawn)
        return "withdrew 退赛";
    if (!t->knockout && s->eliminated) /* the Qiu system's stage 1 */
        return "eliminated after round 2 第2轮后淘汰";
    return NULL;
}

static void table_head(cli_buffer *out, const table *t)
{
    const char *span = t->rounds ? " rowspan=\"2\"" : "";
    cli_buffer_puts(out, "<thead>\n<tr>");
    cli_html_heading(out, span, "#", NULL);
    cli_html_heading(out, span, "Rank", "名次");
    cli_html_heading(out, span, "No.", "序号");
    cli_html_heading(out, span, "Player", "姓名");
    if (t->rated)
        cli_html_heading(out, span, "Rating", "等级分");
    if (t->rounds)
        cli_buffer_printf(out,
                          "<th colspan=\"%d\" class=\"first-rd\">Round<span class=\"zh\">"
                          "轮次</span></th>",
                          t->rounds);
    cli_buffer_printf(out, "<th%s class=\"score\">Pts<span class=\"zh\">积分</span></th>",
                      span);
    if (t->knockout)
        cli_html_heading(out, span, "Out", "出局");
    for (int k = 0; k < pairing_standings_tiebreaks(t->st); k++)
        cli_html_heading(out, span, pairing_standings_tiebreak(t->st, k).code, NULL);
    if (t->notes)
        cli_html_heading(out, span, "Note", "备注");
    cli_buffer_puts(out, "</tr>\n");
    if (t->rounds) {
        cli_buffer_puts(out, "<tr>");
        for (int r = 1; r <= t->rounds; r++)
            cli_buffer_printf(out, "<th%s>%d</th>", r == 1 ? " class=\"first-rd\"" : "",
                              r);
        cli_buffer_puts(out, "</tr>\n");
    }
    cli_buffer_puts(out, "</thead>\n<tbody>\n");
}

static void table_line(cli_buffer *out, table *t, int row)
{
    pairing_standing s = pairing_standings_row(t->st, row);
    const pairing_event *ev = t->ev;
    char text[64];
    cli_buffer_printf(out, "<tr%s><td class=\"line\">%d</td><td class=\"rank\">%d%s</td>",
                      s.withdrawn ? " class=\"withdrawn\"" : "", row + 1, s.rank,
                      s.shared ? "=" : "");
    int number = pairing_event_number(ev, s.player);
    if (number > 0)
        cli_buffer_printf(out, "<td class=\"num\">%d</td>", number);
    else
        cli_buffer_puts(out, "<td class=\"num\"></td>");
    cli_buffer_puts(out, "<td class=\"name\">");
    cli_buffer_markup_text(out, pairing_event_name(ev, s.player));
    cli_buffer_puts(out, "<span class=\"id\">");
    cli_buffer_markup_text(out, pairing_event_id(ev, s.player));
    cli_buffer_puts(out, "</span>");
    const char *club = pairing_event_club(ev, s.player);
    if (club && *club) {
        cli_buffer_puts(out, "<span class=\"club\">");
        cli_buffer_markup_text(out, club);
        cli_buffer_puts(out, "</span>");
    }
    cli_buffer_puts(out, "</td>");
    if (t->rated) {
        int rating = pairing_event_rating(ev, s.player);
        if (rating >= 0)
            cli_buffer_printf(out, "<td class=\"rating\">%d</td>", rating);
        else
            cli_buffer_puts(out, "<td class=\"rating\"></td>");
    }
    for (int r = 1; r <= t->rounds; r++)
        round_cell(out, t, s.player, r);
    cli_format_points(s.score, text, sizeof text);
    cli_buffer_printf(out, "<td class=\"score\">%s</td>", text);
    if (t->knockout) {
        if (s.eliminated)
            cli_buffer_printf(out, "<td class=\"tb\">round %d</td>", s.eliminated);
        else
            cli_buffer_puts(out, "<td class=\"tb\">-</td>");
    }
    for (int k = 0; k < pairing_standings_tiebreaks(t->st); k++) {
        pairing_value_format(pairing_standings_value(t->st, row, k), text, sizeof text);
        cli_buffer_printf(out, "<td class=\"tb\">%s</td>", text); /* "-" when missing */
    }
    if (t->notes) {
        const char *note = note_of(t, &s);
        cli_buffer_puts(out, "<td class=\"note\">");
        if (note)
            cli_buffer_markup_text(out, note);
        cli_buffer_puts(out, "</td>");
    }
    cli_buffer_puts(out, "</tr>\n");
}

static void legend(cli_buffer *out, const table *t)
{
    cli_buffer_puts(
        out, "<caption class=\"legend\"><b>#</b> line in this table · <b>No.</b> initial "
             "number · <b>Round cells</b>: the opponent's line, the colour "
             "(<b>b</b> moved first, Black; <b>w</b> second, White) and the result "
             "from the player's side: <b>1</b> win, <b>½</b> draw, <b>0</b> loss");
    if (t->forfeits)
        cli_buffer_puts(out,
                        "; <b>+</b> / <b>−</b> won / lost unplayed (forfeit, no colour)");
    cli_buffer_puts(out,
                    "; <b>bye</b>, <b>½ bye</b>, <b>0 bye</b>: no opponent; blank: no "
                    "game");
    if (t->void_cells)
        cli_buffer_puts(out, "; <s>struck through</s>: annulled by a withdrawal");
    if (t->knockout)
        cli_buffer_puts(
            out, "; <b>shaded</b>: the game that put the player out (a drawn game "
                 "was decided by playoff or lot; later games are placement matches)");
    cli_buffer_puts(out, ". <b>=</b> after a rank: shared.");
    if (pairing_standings_tiebreaks(t->st) > 0) {
        cli_buffer_puts(out, "<br>\n<b>Tiebreaks</b>");
        tiebreak_legend(out, t->st);
    }
    cli_buffer_puts(out, "</caption>\n");
}

int cli_html_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st)
{
    int n = pairing_event_entrants(ev), count = pairing_standings_count(st);
    table t = {ev, st, pairing_standings_after_round(st), NULL, NULL, 0, 0, 0, 0, 0, 0};
    t.knockout = pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT;
    t.line = calloc((size_t)n + 1, sizeof *t.line);
    if (!t.line)
        return cli_fail(EXIT_SOFTWARE, "out of memory");
    for (int i = 0; i < count; i++)
        t.line[pairing_standings_row(st, i).player] = i + 1;
    for (int p = 0; p < n; p++)
        t.rated |= pairing_event_rating(ev, p) >= 0;
    for (int i = 0; i < count; i++) {
        pairing_standing s = pairing_standings_row(st, i);
        t.notes |= note_of(&t, &s) != NULL;
    }
    if (pairing_event_system(ev) == PAIRING_SYSTEM_ROUNDROBIN &&
        strcmp(pairing_standings_withdrawal(st), "annul-under-half") == 0) {
        t.award = 1;
        if (load_schedule(&t)) {
            free(t.line);
            return cli_fail(EXIT_SOFTWARE, "out of memory");
        }
    }
    page_header(out, cx, ev, st);
    /* the lines first, into their own buffer: the legend says only what they use */
    cli_buffer body = {0};
    for (int i = 0; i < count; i++)
        table_line(&body, &t, i);
    cli_buffer_puts(out, "<table class=\"crosstable\">\n");
    legend(out, &t); /* a caption below the table: as wide as the table, printed once */
    table_head(out, &t);
    if (body.len)
        cli_buffer_add(out, body.data, body.len);
    out->failed |= body.failed;
    cli_buffer_puts(out, "</tbody>\n</table>\n");
    cli_buffer_puts(out, "</body>\n</html>\n");
    cli_buffer_free(&body);
    free(t.scheduled);
    free(t.line);
    return EXIT_OK;
}
