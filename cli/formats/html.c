/*
 * html.c - standings as a standalone HTML5 page a director can print and post:
 * the rules in force, then a crosstable with one line per player in standings
 * order, each round's cell naming the opponent's line, the colour and the
 * result, then the score and the tiebreaks.  The table is laid out for an A4
 * sheet turned sideways: its columns are measured, and a table too wide for the
 * sheet is split into parts that each repeat the players.  Embedded CSS only
 * (no scripts, nothing fetched), no dates: the same inputs give the same bytes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static const char style[] =
    "table.crosstable { table-layout: fixed; margin: 0 0 .4em; }\n"
    ".crosstable th, .crosstable td { white-space: nowrap; overflow: hidden; }\n"
    ".crosstable thead th { font-size: max(12px, .9em); }\n"
    "td.line { text-align: right; font-weight: bold; }\n"
    "td.rank, td.num, td.rating, td.tb, td.score { text-align: right; }\n"
    "td.name { white-space: normal; overflow-wrap: anywhere; text-align: left; }\n"
    "td.name .sub { margin-left: .4em; font-size: max(12px, .82em); color: #333; }\n"
    ".crosstable th.code { white-space: normal; }\n"
    "td.name .note { color: #8a1c1c; }\n"
    "td.rd { text-align: center; }\n"
    "td.rd .c { font-size: max(12px, .85em); color: #333; padding: 0 .08em; }\n"
    "td.rd.win .r { font-weight: bold; }\n"
    "td.rd.bye, td.rd.unplayed { font-style: italic; }\n"
    "td.rd.void, td.rd.void span { text-decoration: line-through; color: #444; }\n"
    "td.rd.out, tbody tr:nth-child(even) td.rd.out { background: #fbe3e3; }\n"
    "td.score { font-weight: bold; }\n"
    ".crosstable .first-rd { border-left: 2px solid #333; }\n"
    ".crosstable .score { border-left: 2px solid #333; }\n"
    "tr.withdrawn td.name { font-style: italic; }\n"
    "h2.part { font-size: 1em; margin: .9em 0 .3em; }\n"
    ".legend b { font-weight: bold; }\n";

/* ---- the tiebreaks' column headings: the library's codes, glossed in the legend ---- */

/* What each tiebreak means, by the code the library gives it. */
static const struct {
    const char *base;
    const char *gloss;
} glosses[] = {
    {"WON", N_("games won over the board")},
    {"WIN", N_("rounds won, played or not")},
    {"BH", N_("sum of the opponents' scores")},
    {"SB", N_("小分, opponents' scores weighted by the points scored against them")},
    {"PS", N_("sum of the running score after each round")},
    {"ARO", N_("average rating of the opponents met over the board")},
    {"DE", N_("points among the tied players")},
    {"QOS", N_("小分, the opponents' scores from round 3 on")},
    {"VIOL", N_("违例, penalties; fewer ranks higher")},
    {"BP", N_("场分, board matches won")},
    {"GP", N_("局分, games' points")},
    {"TSB",
     N_("小分 (000), the match points of the teams beaten, half those drawn with")},
    {"TSBR", N_("小分 (003), each opponent's match points times the share of the game "
                "points scored against it")},
    {"BBB", N_("台次积分, game points on board 1, then board 2 …")},
    {"TVIOL", N_("违例, the members' penalties; fewer ranks higher")},
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
static void tiebreak_order(cli_buffer *out, const pairing_standings *st,
                           const char *score)
{
    cli_buffer_puts(out, score);
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
            cli_buffer_markup_text(out, _(glosses[i].gloss));
        }
    }
    if (progressive_cuts)
        cli_buffer_puts(
            out, _(" · <b>PS/C<i>n</i></b> progressive-cut<i>n</i>: leaving out the "
                   "first <i>n</i> rounds' running scores"));
    if (cuts)
        cli_buffer_puts(out,
                        _(" · <b>/C<i>n</i></b> cut-<i>n</i>: less the <i>n</i> least "
                          "significant values"));
    if (medians)
        cli_buffer_puts(out,
                        _(" · <b>/M<i>n</i></b> median-<i>n</i> (中间对手分): less the "
                          "<i>n</i> highest and <i>n</i> lowest values"));
}

/* ---- the rules in force ---- */

/* What the library counts for unplayed rounds (libpairing/standings/tiebreak.c):
 * said as it is done, byes included. */
static const char *unplayed_text(const char *policy)
{
    if (strcmp(policy, "forfeits-as-games") == 0)
        return _("a forfeit counts as a game against the scheduled opponent (FIDE C.07 "
                 "15.2); the free round of an odd field is no game: it scores nothing "
                 "unless the results give it a bye row (pairing roundrobin --record "
                 "writes none), which then scores its bye points in the score and the "
                 "progressive score, and as a win in wins when it is worth a win, but "
                 "brings no opponent into Sonneborn-Berger or Buchholz");
    if (strcmp(policy, "qiu") == 0)
        return _("games only; a player who withdrew in stage 2 lends his opponents his "
                 "points per game for the rounds he missed (Qiu rules §5.4.2)");
    if (strcmp(policy, "fide2009") == 0)
        return _("FIDE's pre-2023 rule: an unplayed round counts as a game against a "
                 "virtual opponent with the player's score before it, the result "
                 "reversed and a draw in every later round; opponents' unplayed rounds "
                 "count as draws");
    if (strcmp(policy, "fide2026") == 0)
        return _(
            "FIDE C.07 (2026) Art. 16: as 2023, with the dummy's score capped at the "
            "forfeiting opponent's adjusted score, or at a draw in every round");
    return _(
        "FIDE C.07 (2023) Art. 16: an unplayed round counts as a game against a dummy "
        "opponent with the player's own score; a withdrawn or last-round requested "
        "bye counts as a draw for the opponents; a cut drops a voluntarily unplayed "
        "round first");
}

static const char *withdrawal_text(const pairing_event *ev, const pairing_standings *st)
{
    switch (pairing_event_system(ev)) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return strcmp(pairing_standings_withdrawal(st), "keep") == 0
                   ? _("keep: the games played stand, the rest are unplayed")
                   : _("annul-under-half (2014 rules §4.5): the games of a player who "
                       "withdrew before half the rounds are void; otherwise his "
                       "remaining "
                       "games count as wins for the scheduled opponents");
    case PAIRING_SYSTEM_QIU:
        return _(
            "Appendix 3 §五.4: the withdrawn player scores 0 for the rounds missed; "
            "for his opponents' tiebreaks those rounds count as A × n, at most a draw");
    case PAIRING_SYSTEM_SWISS:
        return _("keep: the withdrawn player is not paired again");
    default:
        return _("a player who withdraws loses his next match");
    }
}

/* The same rules as a team event applies them to its teams (SPEC §10). */
static const char *team_withdrawal_text(const pairing_event *ev,
                                        const pairing_standings *st)
{
    switch (pairing_event_system(ev)) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return strcmp(pairing_standings_withdrawal(st), "keep") == 0
                   ? _("keep: the matches played stand, the rest are unplayed")
                   : _("annul-under-half (2014 rules §4.5): the matches of a team that "
                       "withdrew before half the rounds are void; otherwise its "
                       "remaining "
                       "matches count as wins for the scheduled opponents");
    case PAIRING_SYSTEM_QIU:
        return _("Appendix 3 §五.4: a withdrawn team scores 0 for the rounds missed; for "
                 "its opponents' tiebreaks those rounds count as A × n, at most a draw");
    case PAIRING_SYSTEM_SWISS:
        return _("keep: a withdrawn team is not paired again");
    default:
        return _("a team that withdraws loses its next match");
    }
}

/* The order the lines are in: after the Qiu final, the final's; else the score
 * and the tiebreaks. */
static void order_text(cli_buffer *out, const pairing_event *ev,
                       const pairing_standings *st, const char *score, int teams)
{
    int final = pairing_standings_final(st);
    if (pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT) {
        cli_buffer_puts(out, _("later elimination ranks higher; places decided by "
                               "placement matches where played, otherwise shared"));
        return;
    }
    if (final)
        cli_buffer_printf(
            out,
            teams
                ? _("<b>places by the final</b> (round %d, Appendix 3 §二.3, §五.2): the "
                    "two teams of each match of the final take the two places their "
                    "pair stood for after round %d (1–2, 3–4 …), the winner the better "
                    "one (a drawn final: the playoff's winner, else the better placed "
                    "after round %d); the teams not in the final follow in the order "
                    "after round %d, ")
                : _("<b>places by the final</b> (round %d, Appendix 3 §二.3, §五.2): the "
                    "two players of each board of the final take the two places their "
                    "pair stood for after round %d (1–2, 3–4 …), the winner the better "
                    "one (a drawn final: the playoff's winner, else the better placed "
                    "after round %d); the players not in the final follow in the order "
                    "after round %d, "),
            final, final - 1, final - 1, final - 1);
    if (pairing_standings_tiebreaks(st) == 0)
        cli_buffer_printf(out, _("%s, then shared"), score);
    else
        tiebreak_order(out, st, score);
    if (final)
        cli_buffer_puts(out,
                        _(". The score and tiebreaks shown are those after the final"));
}

static void page_header(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        const pairing_standings *st, const cli_html_extra *extra)
{
    pairing_system system = pairing_event_system(ev);
    int after = pairing_standings_after_round(st);
    char title[400], named[240];
    cli_context_title(cx, cli_html_system_title(system), named, sizeof named);
    if (after > 0 && extra)
        snprintf(title, sizeof title,
                 "%s — team standings after round %d 第%d轮后团体排名", named, after,
                 after);
    else if (after > 0)
        snprintf(title, sizeof title, "%s — standings after round %d 第%d轮后排名", named,
                 after, after);
    else
        snprintf(title, sizeof title, _("%s — standings before round 1"), named);
    cli_buffer rules = {0};
    cli_buffer_puts(&rules, style);
    if (extra)
        cli_buffer_puts(&rules, extra->style);
    cli_html_open(out, cx, 1, title, rules.failed ? style : rules.data);
    out->failed |= rules.failed;
    cli_buffer_free(&rules);
    int games, missing = extra ? 0 : cli_results_missing(ev, after, &games);
    if (missing)
        cli_buffer_printf(out,
                          _("<p class=\"note\"><b>Round %d is still being played</b>: "
                            "%d of its %d games have no result yet and count as not "
                            "played.</p>\n"),
                          after, missing, games);
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_html_settings(out, cx);
    cli_buffer_printf(out, "<dt>%s</dt><dd>%d</dd>\n",
                      extra ? "Teams 队数" : "Players 人数", pairing_event_entrants(ev));
    if (system != PAIRING_SYSTEM_KNOCKOUT && !extra) /* a team's are in its settings */
        cli_html_points(out, ev);
    cli_buffer_puts(out, "<dt>Order 排名</dt><dd>");
    order_text(out, ev, st, extra ? "MP 次分" : _("score"), extra != NULL);
    cli_buffer_puts(out, "</dd>\n");
    if (system != PAIRING_SYSTEM_KNOCKOUT && pairing_standings_tiebreaks(st) > 0) {
        cli_buffer_puts(out, "<dt>Unplayed games 未赛对局</dt><dd>");
        cli_buffer_markup_text(out, pairing_standings_unplayed(st));
        cli_buffer_puts(out, ": ");
        cli_buffer_markup_text(out, unplayed_text(pairing_standings_unplayed(st)));
        cli_buffer_puts(out, "</dd>\n");
    }
    cli_buffer_puts(out, "<dt>Withdrawals 退赛</dt><dd>");
    cli_buffer_markup_text(out, extra ? team_withdrawal_text(ev, st)
                                      : withdrawal_text(ev, st));
    cli_buffer_puts(out, "</dd>\n");
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_buffer_printf(out, _("<dt>Lots 抽签</dt><dd>drawn with seed %llu</dd>\n"),
                          (unsigned long long)seed);
    cli_buffer_puts(out, "</dl>\n");
}

/* ---- the crosstable ---- */

/* A column right of the player: a round, the score, the knockout's round out, or a
 * tiebreak; each with its width in em. */
typedef enum column_kind {
    COLUMN_ROUND,
    COLUMN_SCORE,
    COLUMN_OUT,
    COLUMN_TIEBREAK
} column_kind;

typedef struct column {
    column_kind kind;
    int index; /* the round, or the tiebreak */
    double em;
} column;

typedef struct table {
    const pairing_event *ev;
    const pairing_standings *st;
    int rounds;     /* columns: rounds 1 .. after_round */
    int *line;      /* entrant index -> line in the table (1..), 0 if absent */
    int *scheduled; /* round robin: [(r-1) * n + player] = scheduled opponent, -1 none */
    int award; /* annul-under-half: a withdrawn player's missing rounds are forfeits */
    int rated; /* some player has a rating: show the column */
    int void_cells; /* legend entries needed */
    int forfeits;
    int byes;
    int pending; /* a game without its result yet */
    int knockout;
    double lead_em[5];  /* #, rank, number, player, rating */
    double name_wanted; /* the player column's width with every line unwrapped */
    column *columns;    /* the columns right of the player, in order */
    int ncolumns;
    const cli_html_extra *extra; /* a team table's additions, or NULL */
    const cli_context *cx;       /* on the players' site, names link to pages */
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

/* Pieces appended, not printed: a crosstable of 1,000 players has its cells by
 * the ten thousand, on every standings page of the players' site. */
static void cell_open(cli_buffer *out, int round, const char *cls)
{
    cli_buffer_puts(out, round == 1 ? "<td class=\"rd first-rd" : "<td class=\"rd");
    if (*cls) {
        cli_buffer_puts(out, " ");
        cli_buffer_puts(out, cls);
    }
    cli_buffer_puts(out, "\">");
}

/* What a team table shows beneath a round's mark (the match score and its
 * boards), then the cell's end. */
static void cell_close(cli_buffer *out, const table *t, int player, int round)
{
    if (t->extra && t->extra->beneath)
        t->extra->beneath(out, t->extra->owner, player, round);
    cli_buffer_puts(out, "</td>");
}

/* Knockout: a player with no row in a round who plays later went through on a bye. */
static int plays_later(const table *t, int player, int round)
{
    for (int r = round + 1; r <= t->rounds; r++)
        if (pairing_event_played(t->ev, player, r).present)
            return 1;
    return 0;
}

/* A bye row's cell: the points it scored in the event's points (2 in a 2/1/0
 * event, ½ for a half-bye of a 1/½/0 one), for the score counts them. */
static void bye_cell(cli_buffer *out, table *t, const pairing_played *p, int player,
                     int round)
{
    int whole = p->points / 2, half = p->points % 2;
    char points[16];
    if (whole && half)
        snprintf(points, sizeof points, "%d½", whole);
    else if (half)
        snprintf(points, sizeof points, "½");
    else
        snprintf(points, sizeof points, "%d", whole);
    t->byes = 1;
    cell_open(out, round, "bye");
    cli_buffer_printf(out, "bye <span class=\"r\">%s</span>", points);
    cell_close(out, t, player, round);
}

/* The scheduled game of a withdrawn player, scored as a forfeit, or the knockout's
 * walkover, or nothing: a round the player has no row in. */
static void empty_cell(cli_buffer *out, table *t, int player, int round)
{
    pairing_standing me, them;
    const pairing_standing *mine = standing_of(t, player, &me);
    int n = pairing_event_entrants(t->ev);
    int y = t->scheduled ? t->scheduled[(size_t)(round - 1) * n + player] : -1;
    const pairing_standing *other = standing_of(t, y, &them);
    if (t->award && other && mine && (mine->withdrawn || other->withdrawn) &&
        !mine->annulled && !other->annulled &&
        !pairing_event_played(t->ev, y, round).present) {
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
        t->byes = 1;
        cell_open(out, round, "bye"); /* a walkover from the draw's bye: no point */
        cli_buffer_puts(out, "bye</td>");
        return;
    }
    cell_open(out, round, "");
    cli_buffer_puts(out, "</td>");
}

static void round_cell(cli_buffer *out, table *t, int player, int round)
{
    pairing_played p = pairing_event_played(t->ev, player, round);
    if (!p.present) {
        empty_cell(out, t, player, round);
        return;
    }
    if (p.opponent < 0) {
        bye_cell(out, t, &p, player, round);
        return;
    }
    pairing_standing me, them;
    const pairing_standing *mine = standing_of(t, player, &me);
    const pairing_standing *other = standing_of(t, p.opponent, &them);
    cell_result result = result_of(&p);
    int won = result == CELL_WIN || result == CELL_FORFEIT_WIN;
    int unplayed = result == CELL_FORFEIT_WIN || result == CELL_FORFEIT_LOSS;
    int annulled = (mine && mine->annulled) || (other && other->annulled);
    int lost_here = t->knockout && mine && mine->eliminated == round;
    char cls[48] = "";
    if (won)
        strcat(cls, " win");
    if (unplayed)
        strcat(cls, " unplayed");
    if (annulled)
        strcat(cls, " void");
    if (lost_here)
        strcat(cls, " out");
    t->void_cells |= annulled;
    t->forfeits |= unplayed;
    t->pending |= result == CELL_PENDING;
    cell_open(out, round, cls[0] ? cls + 1 : cls);
    if (t->line[p.opponent]) {
        cli_buffer_puts(out, "<span class=\"o\">");
        cli_buffer_int(out, t->line[p.opponent]);
        cli_buffer_puts(out, "</span>");
    } else {
        cli_buffer_markup_text(out, pairing_event_id(t->ev, p.opponent));
    }
    /* forfeits give no colour (SPEC §1) */
    cli_buffer_puts(out, unplayed       ? "<span class=\"c\"></span>"
                         : p.first == 1 ? "<span class=\"c\">b</span>"
                                        : "<span class=\"c\">w</span>");
    cli_buffer_puts(out, "<span class=\"r\">");
    cli_buffer_puts(out, cell_mark[result]);
    cli_buffer_puts(out, "</span>");
    cell_close(out, t, player, round);
}

static const char *note_of(const table *t, const pairing_standing *s)
{
    if (s->annulled)
        return "withdrew; games annulled 退赛，成绩取消";
    if (s->withdrawn)
        return "withdrew 退赛";
    if (!t->knockout && s->eliminated) /* the Qiu system's stage 1, and why */
        return cli_elimination_note(s->elimination);
    return NULL;
}

/* ---- widths, and the parts a table too wide for the sheet is split into ---- */

static int digits(int n)
{
    int d = 1;
    while (n >= 10)
        n /= 10, d++;
    return d;
}

static double widest_value_em(const table *t, int k)
{
    double widest = 0;
    char text[64];
    for (int row = 0; row < pairing_standings_count(t->st); row++) {
        pairing_value_format(pairing_standings_value(t->st, row, k), text, sizeof text);
        double em = cli_html_text_em(text);
        widest = em > widest ? em : widest;
    }
    return widest + 0.7;
}

static double max_em(double a, double b)
{
    return a > b ? a : b;
}

/* What the player cell holds on one line: the name, then the id, club and note. */
static double player_line_em(const table *t, int player, const pairing_standing *s)
{
    const pairing_event *ev = t->ev;
    const char *club = pairing_event_club(ev, player), *note = note_of(t, s);
    /* the name, the gap, then the id and each " · " part after it: smaller on
     * screen, but in print as large as the name (no text under 9 pt) */
    double em = cli_html_text_em(pairing_event_name(ev, player)) + 0.4 +
                cli_html_text_em(pairing_event_id(ev, player));
    if (club && *club)
        em += cli_html_text_em(club) + 1.4;
    if (note)
        em += cli_html_text_em(note) + 1.4;
    return em + 1.2; /* the cell's padding, and a little over */
}

/* The name column as wide as its widest line wants, up to 24 em; a longer line
 * wraps (plan_parts gives it what room the sheet has). */
static double name_wanted_em(const table *t)
{
    double widest = 5;
    for (int row = 0; row < pairing_standings_count(t->st); row++) {
        pairing_standing s = pairing_standings_row(t->st, row);
        widest = max_em(widest, player_line_em(t, s.player, &s));
    }
    return widest > 24 ? 24 : widest;
}

/* "PS/C5" is set as "PS/" over "C5": the wider half is the heading's width. */
static double code_em(const char *code)
{
    const char *slash = strchr(code, '/');
    if (!slash)
        return cli_html_text_em(code) + 0.7;
    char head[32];
    snprintf(head, sizeof head, "%.*s", (int)(slash - code + 1), code);
    return max_em(cli_html_text_em(head), cli_html_text_em(slash + 1)) + 0.7;
}

static int measure_columns(table *t)
{
    int count = pairing_standings_count(t->st), ntb = pairing_standings_tiebreaks(t->st);
    t->lead_em[0] = max_em(0.62 * digits(count) + 0.7, cli_html_heading_em("#", NULL));
    t->lead_em[1] =
        max_em(0.62 * (digits(count) + 1) + 0.7, cli_html_heading_em("Rank", "名次"));
    t->lead_em[2] =
        max_em(0.62 * digits(count) + 0.7, cli_html_heading_em("No.", "序号"));
    t->name_wanted = name_wanted_em(t);
    t->lead_em[3] = t->name_wanted < 7 ? t->name_wanted : 7; /* widened by plan_parts */
    t->lead_em[4] = t->rated ? cli_html_heading_em("Rating", "等级分") : 0;
    t->columns = calloc((size_t)(t->rounds + 2 + ntb), sizeof *t->columns);
    if (!t->columns)
        return -1;
    /* a round: the opponent's line, the colour (w, 0.81 em, the wider of b and w)
     * with its 0.16 em of room, the result (½, 0.91 em) and the cell's padding; or
     * "bye ½" */
    double round_em = max_em(0.56 * digits(count) + 0.81 + 0.16 + 0.91 + 0.6,
                             cli_html_heading_em("bye ½", NULL));
    if (t->extra)
        round_em = max_em(round_em, t->extra->cell_em + 0.6);
    for (int r = 1; r <= t->rounds; r++)
        t->columns[t->ncolumns++] = (column){COLUMN_ROUND, r, round_em};
    t->columns[t->ncolumns++] = (column){
        COLUMN_SCORE, 0,
        max_em(cli_html_heading_em("Pts", "积分"), cli_html_heading_em("99.5", NULL))};
    if (t->knockout)
        t->columns[t->ncolumns++] =
            (column){COLUMN_OUT, 0, cli_html_heading_em("Out", "出局")};
    for (int k = 0; k < ntb; k++)
        if (!cli_tiebreak_hidden(t->st, k))
            t->columns[t->ncolumns++] =
                (column){COLUMN_TIEBREAK, k,
                         max_em(code_em(pairing_standings_tiebreak(t->st, k).code),
                                widest_value_em(t, k))};
    return 0;
}

static double lead_total(const table *t)
{
    return t->lead_em[0] + t->lead_em[1] + t->lead_em[2] + t->lead_em[3] + t->lead_em[4];
}

/* Where each part starts (the index of its first column), the rounds shared out
 * evenly between as few parts as fit the sheet, the score and tiebreaks after
 * the last rounds when they fit beside them, else in parts of their own.
 * Returns the number of parts; starts[parts] is the number of columns. */
static int plan_parts(const table *t, int *starts)
{
    double budget = CLI_HTML_LANDSCAPE_EM - lead_total(t);
    double round_em = t->rounds ? t->columns[0].em : 0, rest = 0;
    for (int i = t->rounds; i < t->ncolumns; i++)
        rest += t->columns[i].em;
    int pieces = 1; /* the rounds in this many parts, of at most `per` each */
    while (pieces < t->rounds && (t->rounds + pieces - 1) / pieces * round_em > budget)
        pieces++;
    int per = t->rounds ? (t->rounds + pieces - 1) / pieces : 0, parts = 0;
    for (int r = 0; r < t->rounds; r += per)
        starts[parts++] = r;
    if (!t->rounds)
        starts[parts++] = 0;
    double used = (t->rounds - starts[parts - 1]) * round_em;
    if (t->rounds && used + rest > budget) { /* the rest begins a part of its own */
        starts[parts++] = t->rounds;
        used = 0;
    }
    for (int i = t->rounds; i < t->ncolumns; i++) {
        if (used + t->columns[i].em > budget && used > 0) {
            starts[parts++] = i;
            used = 0;
        }
        used += t->columns[i].em;
    }
    starts[parts] = t->ncolumns;
    return parts;
}

/* A table one part too many for the sheet at the names' first width may fit
 * with the names narrower (they wrap: the id and club under the name); then
 * widen_names gives them back what room is left.  Returns the parts. */
static int fewer_parts(table *t, int *starts, int parts)
{
    double first = t->lead_em[3];
    if (parts < 2 || first <= 4.0)
        return parts;
    t->lead_em[3] = 4.0;
    int narrower = plan_parts(t, starts);
    if (narrower < parts)
        return narrower;
    t->lead_em[3] = first;
    return plan_parts(t, starts);
}

/* The room the widest part leaves goes to the names, up to what they want. */
static void widen_names(table *t, const int *starts, int parts)
{
    double spare = CLI_HTML_LANDSCAPE_EM - lead_total(t);
    for (int part = 0; part < parts; part++) {
        double used = 0;
        for (int i = starts[part]; i < starts[part + 1]; i++)
            used += t->columns[i].em;
        spare = CLI_HTML_LANDSCAPE_EM - lead_total(t) - used < spare
                    ? CLI_HTML_LANDSCAPE_EM - lead_total(t) - used
                    : spare;
    }
    if (spare > 0)
        t->lead_em[3] += t->name_wanted - t->lead_em[3] < spare
                             ? t->name_wanted - t->lead_em[3]
                             : spare;
}

/* ---- writing a part ---- */

static void column_group(cli_buffer *out, const table *t, int from, int to)
{
    double width = lead_total(t);
    for (int i = from; i < to; i++)
        width += t->columns[i].em;
    cli_buffer_printf(out,
                      "<div class=\"scroll\"><table class=\"crosstable\" style=\"width: "
                      "%.1fem\">\n<colgroup>",
                      width);
    for (int i = 0; i < 5; i++)
        if (t->lead_em[i] > 0)
            cli_buffer_printf(out, "<col style=\"width: %.1fem\">", t->lead_em[i]);
    for (int i = from; i < to; i++)
        cli_buffer_printf(out, "<col style=\"width: %.1fem\">", t->columns[i].em);
    cli_buffer_puts(out, "</colgroup>\n");
}

static void column_heading(cli_buffer *out, const table *t, const column *c,
                           const char *span)
{
    char attrs[64];
    switch (c->kind) {
    case COLUMN_SCORE:
        snprintf(attrs, sizeof attrs, "%s class=\"score\"", span);
        cli_html_heading(out, attrs, t->extra ? "MP" : "Pts", t->extra ? "次分" : "积分");
        break;
    case COLUMN_OUT:
        cli_html_heading(out, span, "Out", "出局");
        break;
    case COLUMN_TIEBREAK: {
        const char *code = pairing_standings_tiebreak(t->st, c->index).code;
        const char *slash = strchr(code, '/');
        cli_buffer_printf(out, "<th%s class=\"code\">", span);
        if (slash) { /* "PS/" over "C5" */
            char head[32];
            snprintf(head, sizeof head, "%.*s", (int)(slash - code + 1), code);
            cli_buffer_markup_text(out, head);
            cli_buffer_puts(out, "<wbr>");
            code = slash + 1;
        }
        cli_buffer_markup_text(out, code);
        cli_buffer_puts(out, "</th>");
        break;
    }
    default:
        break;
    }
}

static void table_head(cli_buffer *out, const table *t, int from, int to)
{
    int rounds = 0;
    while (from + rounds < to && t->columns[from + rounds].kind == COLUMN_ROUND)
        rounds++;
    const char *span = rounds ? " rowspan=\"2\"" : "";
    cli_buffer_puts(out, "<thead>\n<tr>");
    cli_html_heading(out, span, "#", NULL);
    cli_html_heading(out, span, "Rank", "名次");
    cli_html_heading(out, span, "No.", "序号");
    cli_html_heading(out, span, t->extra ? "Team" : "Player", t->extra ? "队名" : "姓名");
    if (t->rated)
        cli_html_heading(out, span, "Rating", "等级分");
    if (rounds)
        cli_buffer_printf(out,
                          "<th colspan=\"%d\" class=\"first-rd\">Round<span class=\"zh\">"
                          "轮次</span></th>",
                          rounds);
    for (int i = from + rounds; i < to; i++)
        column_heading(out, t, &t->columns[i], span);
    cli_buffer_puts(out, "</tr>\n");
    if (rounds) {
        cli_buffer_puts(out, "<tr>");
        for (int i = from; i < from + rounds; i++)
            cli_buffer_printf(out, "<th%s>%d</th>",
                              i == from ? " class=\"first-rd\"" : "",
                              t->columns[i].index);
        cli_buffer_puts(out, "</tr>\n");
    }
    cli_buffer_puts(out, "</thead>\n<tbody>\n");
}

static void player_cell(cli_buffer *out, const table *t, const pairing_standing *s)
{
    const pairing_event *ev = t->ev;
    cli_buffer_puts(out, "<td class=\"name\">");
    if (t->extra) /* a team */
        cli_html_team_name(out, t->cx, ev, s->player);
    else
        cli_html_player_name(out, t->cx, ev, s->player);
    cli_buffer_puts(out, "<span class=\"sub\">");
    cli_buffer_markup_text(out, pairing_event_id(ev, s->player));
    const char *club = pairing_event_club(ev, s->player);
    if (club && *club) {
        cli_buffer_puts(out, " · ");
        cli_buffer_markup_text(out, club);
    }
    const char *note = note_of(t, s);
    if (note) {
        cli_buffer_puts(out, " · <span class=\"note\">");
        cli_buffer_markup_text(out, note);
        cli_buffer_puts(out, "</span>");
    }
    cli_buffer_puts(out, "</span></td>");
}

/* A cell holding a number, or nothing when it is below `least`. */
static void number_cell(cli_buffer *out, const char *open, int n, int least)
{
    cli_buffer_puts(out, open);
    if (n >= least)
        cli_buffer_int(out, n);
    cli_buffer_puts(out, "</td>");
}

static void text_cell(cli_buffer *out, const char *open, const char *text)
{
    cli_buffer_puts(out, open);
    cli_buffer_puts(out, text);
    cli_buffer_puts(out, "</td>");
}

static void column_cell(cli_buffer *out, table *t, const column *c, int row,
                        const pairing_standing *s)
{
    char text[64];
    switch (c->kind) {
    case COLUMN_ROUND:
        round_cell(out, t, s->player, c->index);
        break;
    case COLUMN_SCORE:
        cli_format_points(s->score, text, sizeof text);
        text_cell(out, "<td class=\"score\">", text);
        break;
    case COLUMN_OUT:
        if (s->eliminated)
            number_cell(out, "<td class=\"tb\">", s->eliminated, 1);
        else
            cli_buffer_puts(out, "<td class=\"tb\">-</td>");
        break;
    default:
        pairing_value_format(pairing_standings_value(t->st, row, c->index), text,
                             sizeof text);
        text_cell(out, "<td class=\"tb\">", text); /* "-" when missing */
        break;
    }
}

static void table_line(cli_buffer *out, table *t, int row, int from, int to)
{
    pairing_standing s = pairing_standings_row(t->st, row);
    const pairing_event *ev = t->ev;
    cli_buffer_puts(out, s.withdrawn ? "<tr class=\"withdrawn\">" : "<tr>");
    number_cell(out, "<td class=\"line\">", row + 1, 1);
    cli_buffer_puts(out, "<td class=\"rank\">");
    cli_buffer_int(out, s.rank);
    text_cell(out, "", s.shared ? "=" : "");
    number_cell(out, "<td class=\"num\">", pairing_event_number(ev, s.player), 1);
    player_cell(out, t, &s);
    if (t->rated)
        number_cell(out, "<td class=\"rating\">", pairing_event_rating(ev, s.player), 0);
    for (int i = from; i < to; i++)
        column_cell(out, t, &t->columns[i], row, &s);
    cli_buffer_puts(out, "</tr>\n");
}

/* "rounds 1–13", "rounds 14–26, points and tiebreaks", "points and tiebreaks". */
static void part_title(cli_buffer *out, const table *t, int part, int parts, int from,
                       int to)
{
    int first = 0, last = 0, rest = 0;
    for (int i = from; i < to; i++)
        if (t->columns[i].kind == COLUMN_ROUND) {
            first = first ? first : t->columns[i].index;
            last = t->columns[i].index;
        } else {
            rest = 1;
        }
    cli_buffer_printf(out, "<h2 class=\"part\">Part %d of %d 第%d部分: ", part, parts,
                      part);
    if (first)
        cli_buffer_printf(out, "rounds %d–%d%s", first, last, rest ? ", " : "");
    if (rest)
        cli_buffer_puts(out, "points and tiebreaks");
    cli_buffer_puts(out, "</h2>\n");
}

static void write_part(cli_buffer *out, table *t, int from, int to)
{
    column_group(out, t, from, to);
    table_head(out, t, from, to);
    for (int i = 0; i < pairing_standings_count(t->st); i++)
        table_line(out, t, i, from, to);
    cli_buffer_puts(out, "</tbody>\n</table></div>\n");
}

static void legend(cli_buffer *out, const table *t)
{
    cli_buffer_puts(out, _("<p class=\"legend\"><b>#</b> line in this table · <b>No.</b> "
                           "initial number · "));
    if (t->extra && t->extra->legend)
        t->extra->legend(out, t->extra->owner);
    else
        cli_buffer_puts(out,
                        _("<b>Round cells</b>: the opponent's line, the colour "
                          "(<b>b</b> moved first, Black; <b>w</b> second, White) and "
                          "the result from the player's side: <b>1</b> win, <b>½</b> "
                          "draw, <b>0</b> loss"));
    if (t->forfeits)
        cli_buffer_puts(
            out, _("; <b>+</b> / <b>−</b> won / lost unplayed (forfeit, no colour)"));
    if (t->byes && t->knockout)
        cli_buffer_puts(out,
                        _("; <b>bye</b>: through on the draw's bye, with no game and "
                          "no point (<b>Pts</b> counts the games' points; the places "
                          "go by the round a player lost in)"));
    else if (t->byes)
        cli_buffer_puts(out, _("; <b>bye N</b>: no opponent, scoring N points (the "
                               "event's points), counted in <b>Pts</b>"));
    if (t->pending)
        cli_buffer_puts(out, _("; no result after the colour: not played yet"));
    cli_buffer_puts(out, _("; blank: no game"));
    if (t->void_cells)
        cli_buffer_puts(out, _("; <s>struck through</s>: annulled by a withdrawal"));
    if (t->knockout)
        cli_buffer_puts(
            out, _("; <b>shaded</b>: the game that put the player out (a drawn game "
                   "was decided by playoff or lot; later games are placement matches) · "
                   "<b>Out</b>: the round he lost in"));
    cli_buffer_puts(out, _(". <b>=</b> after a rank: shared."));
    if (pairing_standings_tiebreaks(t->st) > 0) {
        cli_buffer_puts(out, _("<br>\n<b>Tiebreaks</b>"));
        tiebreak_legend(out, t->st);
    }
    cli_buffer_puts(out, "</p>\n");
}

static void free_table(table *t)
{
    free(t->columns);
    free(t->scheduled);
    free(t->line);
}

int cli_html_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st)
{
    return cli_html_crosstable(out, cx, ev, st, NULL);
}

/* The crosstable, with a team table's additions when extra is given. */
int cli_html_crosstable(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        const pairing_standings *st, const cli_html_extra *extra)
{
    int n = pairing_event_entrants(ev), count = pairing_standings_count(st);
    table t = {0};
    t.extra = extra;
    t.cx = cx;
    t.ev = ev;
    t.st = st;
    t.rounds = pairing_standings_after_round(st);
    t.knockout = pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT;
    t.line = calloc((size_t)n + 1, sizeof *t.line);
    int *starts = calloc((size_t)t.rounds + (size_t)pairing_standings_tiebreaks(st) + 4,
                         sizeof *starts);
    int failed = !t.line || !starts;
    for (int i = 0; !failed && i < count; i++)
        t.line[pairing_standings_row(st, i).player] = i + 1;
    for (int p = 0; p < n; p++)
        t.rated |= pairing_event_rating(ev, p) >= 0;
    if (!failed && pairing_event_system(ev) == PAIRING_SYSTEM_ROUNDROBIN &&
        strcmp(pairing_standings_withdrawal(st), "annul-under-half") == 0) {
        t.award = 1;
        failed = load_schedule(&t) != 0;
    }
    failed = failed || measure_columns(&t) != 0;
    if (failed) {
        free(starts);
        free_table(&t);
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    }
    page_header(out, cx, ev, st, extra);
    /* the parts before the legend, which says only what they use */
    int parts = fewer_parts(&t, starts, plan_parts(&t, starts));
    widen_names(&t, starts, parts);
    for (int part = 0; part < parts; part++) {
        if (parts > 1)
            part_title(out, &t, part + 1, parts, starts[part], starts[part + 1]);
        write_part(out, &t, starts[part], starts[part + 1]);
    }
    legend(out, &t);
    if (extra && extra->after)
        extra->after(out, extra->owner);
    cli_html_close(out);
    free(starts);
    free_table(&t);
    return EXIT_OK;
}
