/*
 * trf_write.c - standings as a FIDE TRF-16 file (the Tournament Report File of
 * FIDE's data exchange format, C.04 Annex 2): a few tournament records, then
 * one 001 record per player in number order, with his points and rank from the
 * standings and a 10-column block per round.
 *
 * The number is the TRF starting rank.  The player who moves first is written
 * w, as White moves first in chess.  Columns are counted in characters, as the
 * reader counts them; lines end in CR LF (TRF-16 wants a CR at the end of each
 * line, the LF keeps line-based tools happy), with trailing blanks cut.
 */
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

#define TRF_MAX_PLAYERS 9999
#define TRF_MAX_RATING 9999
#define TRF_NAME_WIDTH 33       /* columns 15-47 */
#define TRF_FEDERATION_WIDTH 3  /* columns 54-56 */
#define TRF_MAX_WHOLE_POINTS 99 /* columns 81-84: "99.5" */

typedef struct trf_writer {
    const pairing_event *ev;
    int *rank, *score; /* by entrant index, from the standings */
    int rounds;        /* rounds written */
    int names_cut, first_name_cut;
    int clubs_dropped, first_club_dropped;
} trf_writer;

/* ---- what is written where ---- */

static int char_count(const char *text)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + strlen(text);
    int n = 0;
    for (; p < end; n++) {
        int len = pairing_utf8_char_length((const char *)p, (size_t)(end - p));
        p += len > 0 ? len : 1;
    }
    return n;
}

/* Text left-aligned in `width` columns; control characters (a quoted CSV name
 * may hold a line break) become blanks.  Returns 1 when the text was cut. */
static int put_text(cli_buffer *line, const char *text, int width)
{
    const unsigned char *p = (const unsigned char *)text, *end = p + strlen(text);
    int used = 0;
    for (; p < end && used < width; used++) {
        int len = pairing_utf8_char_length((const char *)p, (size_t)(end - p));
        if (len <= 0)
            len = 1;
        if (*p < 0x20 || *p == 0x7f)
            cli_buffer_add(line, " ", 1);
        else
            cli_buffer_add(line, (const char *)p, (size_t)len);
        p += len;
    }
    for (; used < width; used++)
        cli_buffer_add(line, " ", 1);
    return p < end;
}

/* The TRF result code from `p`'s own side. */
static char result_code(const pairing_played *p)
{
    int first = p->first == 1;
    switch (p->outcome) {
    case PAIRING_FIRST_WINS:
        return first ? '1' : '0';
    case PAIRING_SECOND_WINS:
        return first ? '0' : '1';
    case PAIRING_DRAW:
        return '=';
    case PAIRING_FORFEIT_FIRST_WINS:
        return first ? '+' : '-';
    case PAIRING_FORFEIT_SECOND_WINS:
        return first ? '-' : '+';
    case PAIRING_DOUBLE_FORFEIT:
        return '-';
    case PAIRING_HALF_BYE:
        return 'H';
    case PAIRING_ZERO_BYE:
        return 'Z';
    case PAIRING_BYE:
        return 'U'; /* the pairing-allocated bye */
    default:
        return ' '; /* not played yet */
    }
}

/* A round's 10 columns: a forfeit keeps its scheduled colours (TRF-16), so
 * the results file's first and second come back as they were. */
static void put_round(cli_buffer *line, const pairing_event *ev, int player, int round)
{
    pairing_played p = pairing_event_played(ev, player, round);
    if (!p.present)
        cli_buffer_puts(line, "          ");
    else if (p.opponent < 0)
        cli_buffer_printf(line, "  0000 - %c", result_code(&p));
    else
        cli_buffer_printf(line, "  %4d %c %c", pairing_event_number(ev, p.opponent),
                          p.first == 1 ? 'w' : 'b', result_code(&p));
}

static int put_rating(cli_buffer *line, const pairing_event *ev, int player)
{
    int rating = pairing_event_rating(ev, player);
    if (rating > TRF_MAX_RATING)
        return cli_fail(EXIT_DATA,
                        _("entrant '%s': rating %d does not fit TRF's four digits"),
                        pairing_event_id(ev, player), rating);
    if (rating == PAIRING_UNRATED)
        cli_buffer_puts(line, "    ");
    else
        cli_buffer_printf(line, "%4d", rating);
    return EXIT_OK;
}

/* Columns 81-84, "11.5": the standings' score, which follows --points. */
/* Points as TRF writes them, "1.0", right-aligned in four columns. */
static void put_points_text(cli_buffer *line, int half_points)
{
    char text[16];
    snprintf(text, sizeof text, "%d.%d", half_points / 2, half_points % 2 ? 5 : 0);
    cli_buffer_printf(line, "%4s", text);
}

static int put_points(cli_buffer *line, const trf_writer *w, int player)
{
    int score = w->score[player];
    if (score / 2 > TRF_MAX_WHOLE_POINTS)
        return cli_fail(EXIT_DATA,
                        _("entrant '%s': %d.%d points do not fit TRF's points column"),
                        pairing_event_id(w->ev, player), score / 2, score % 2 ? 5 : 0);
    put_points_text(line, score);
    return EXIT_OK;
}

/* A club of up to three characters goes where chess files keep the federation
 * (the reader takes it back as the club); TRF-16 has no other place for it. */
static void put_club(cli_buffer *line, trf_writer *w, int player)
{
    const char *club = pairing_event_club(w->ev, player);
    if (!club)
        club = "";
    if (char_count(club) > TRF_FEDERATION_WIDTH) {
        if (!w->clubs_dropped++)
            w->first_club_dropped = player;
        club = "";
    }
    put_text(line, club, TRF_FEDERATION_WIDTH);
}

static void end_line(cli_buffer *out, cli_buffer *line)
{
    while (line->len > 0 && line->data[line->len - 1] == ' ')
        line->len--;
    cli_buffer_add(out, line->data ? line->data : "", line->len);
    cli_buffer_puts(out, "\r\n");
    if (line->failed)
        out->failed = 1;
    line->len = 0;
    line->failed = 0;
}

/* 001: start rank, sex and title (blank), name, rating, federation, FIDE number
 * and birth date (blank), points, rank, then the rounds. */
static int put_player(cli_buffer *out, cli_buffer *line, trf_writer *w, int player)
{
    const pairing_event *ev = w->ev;
    cli_buffer_printf(line, "001 %4d      ", pairing_event_number(ev, player));
    if (put_text(line, pairing_event_name(ev, player), TRF_NAME_WIDTH) && !w->names_cut++)
        w->first_name_cut = player;
    cli_buffer_puts(line, " ");
    int status = put_rating(line, ev, player);
    if (status)
        return status;
    cli_buffer_puts(line, " ");
    put_club(line, w, player);
    cli_buffer_printf(line, "%24s", "");
    if ((status = put_points(line, w, player)))
        return status;
    cli_buffer_printf(line, " %4d", w->rank[player]);
    for (int r = 1; r <= w->rounds; r++)
        put_round(line, ev, player, r);
    end_line(out, line);
    return EXIT_OK;
}

static const char *system_name(pairing_system system)
{
    switch (system) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return "Round robin";
    case PAIRING_SYSTEM_KNOCKOUT:
        return "Knockout";
    case PAIRING_SYSTEM_QIU:
        return "Qiu system";
    case PAIRING_SYSTEM_DUTCH:
        return "FIDE Dutch system";
    default:
        return "Swiss system";
    }
}

static const char *tournament_type(pairing_system system)
{
    switch (system) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return "Individual: Round-Robin";
    case PAIRING_SYSTEM_KNOCKOUT:
        return "Individual: Knockout";
    case PAIRING_SYSTEM_QIU:
        return "Individual: Qiu system (staged Swiss of the Chinese gomoku rules)";
    case PAIRING_SYSTEM_DUTCH:
        return "Individual: Swiss-System (FIDE Dutch, C.04.3)";
    default:
        return "Individual: Swiss-System";
    }
}

/* 012 is the event's name, or the system's when no event file names it; 022
 * the venue and 102 the arbiter when given.  (The dates are free text in an
 * event file, and TRF wants YYYY/MM/DD: 042 and 052 are left out.) */
static void put_tournament(cli_buffer *out, const cli_context *cx,
                           const pairing_event *ev)
{
    int rated = 0, n = pairing_event_entrants(ev);
    for (int i = 0; i < n; i++)
        rated += pairing_event_rating(ev, i) != PAIRING_UNRATED;
    pairing_system system = pairing_event_system(ev);
    cli_buffer_printf(out, "012 %s\r\n", cx && cx->name ? cx->name : system_name(system));
    if (cx && cx->venue)
        cli_buffer_printf(out, "022 %s\r\n", cx->venue);
    if (cx && cx->arbiter)
        cli_buffer_printf(out, "102 %s\r\n", cx->arbiter);
    cli_buffer_printf(out, "062 %d\r\n", n);
    cli_buffer_printf(out, "072 %d\r\n", rated);
    cli_buffer_printf(out, "092 %s\r\n", tournament_type(system));
}

/* ---- TRF-2026 (--trf-version 2026): what it adds to TRF-16 ---- */

static int is_trf_2026(const cli_context *cx)
{
    const char *version = cx ? cli_context_setting(cx, "trf-version") : NULL;
    return version && strcmp(version, "2026") == 0;
}

/* 162, the point system, when it is not TRF's default (1, 0.5, 0, the
 * pairing-allocated bye as a win): from column 6, every 9 columns a result
 * letter and its points in the 4 columns after it. */
static void put_point_system(cli_buffer *out, const pairing_event *ev)
{
    int points[4];
    static const char letters[4] = {'W', 'D', 'L', 'P'};
    pairing_event_points(ev, &points[0], &points[1], &points[2], &points[3]);
    if (points[0] == 2 && points[1] == 1 && points[2] == 0 && points[3] == 2)
        return;
    cli_buffer_puts(out, "162 ");
    for (int k = 0; k < 4; k++) {
        cli_buffer_printf(out, "%s%c", k ? "    " : " ", letters[k]);
        put_points_text(out, points[k]);
    }
    cli_buffer_puts(out, "\r\n");
}

/* 152, the initial colour: as TRF-2026 defines it, the colour of the highest
 * ranked participant who played in round 1, so that a pairing program need
 * not work it out (the Dutch system asks for it, SPEC §15). */
static void put_initial_colour(cli_buffer *out, const pairing_event *ev)
{
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        pairing_played p =
            pairing_event_played(ev, pairing_event_player_at(ev, number), 1);
        if (p.present && p.opponent >= 0) {
            cli_buffer_printf(out, "152 %c\r\n", p.first == 1 ? 'W' : 'B');
            return;
        }
    }
}

/* 142 the rounds, when the event states them; 152 the initial colour; 162 the
 * points; 192 the encoded type, for the Dutch system. */
static void put_records_2026(cli_buffer *out, const cli_context *cx,
                             const pairing_event *ev)
{
    const char *rounds = cli_context_setting(cx, "trf-rounds");
    if (rounds)
        cli_buffer_printf(out, "142 %s\r\n", rounds);
    put_initial_colour(out, ev);
    put_point_system(out, ev);
    if (pairing_event_system(ev) == PAIRING_SYSTEM_DUTCH)
        cli_buffer_puts(out, "192 FIDE_DUTCH_2025\r\n");
}

/* 240, the byes of a kind in a round: the kind (column 5), the round (7-9),
 * the players' numbers every 5 columns from 11.  The 001 records keep them
 * too, as TRF-16 has them. */
static void put_byes_240(cli_buffer *out, const pairing_event *ev, int rounds)
{
    static const struct {
        pairing_outcome outcome;
        char kind;
    } kinds[] = {{PAIRING_HALF_BYE, 'H'}, {PAIRING_ZERO_BYE, 'Z'}};
    for (int r = 1; r <= rounds; r++)
        for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
            int any = 0;
            for (int number = 1; number <= pairing_event_entrants(ev); number++) {
                int player = pairing_event_player_at(ev, number);
                pairing_played p = pairing_event_played(ev, player, r);
                if (!p.present || p.opponent >= 0 || p.outcome != kinds[k].outcome)
                    continue;
                if (!any++)
                    cli_buffer_printf(out, "240 %c %03d", kinds[k].kind, r);
                cli_buffer_printf(out, " %4d", number);
            }
            if (any)
                cli_buffer_puts(out, "\r\n");
        }
}

/* Rounds after the standings' round are written only while they hold nothing
 * but games still to play and byes asked for ahead (SPEC §12): --after-round
 * leaves later results out, while the pairings of the round in progress and the
 * absences announced stay in the file. */
static int rounds_to_write(const pairing_event *ev, const pairing_standings *st)
{
    int last = pairing_event_rounds_played(ev), after = pairing_standings_after_round(st);
    for (int r = after + 1; r <= last; r++)
        for (int i = 0; i < pairing_event_entrants(ev); i++) {
            pairing_played p = pairing_event_played(ev, i, r);
            if (p.present && p.outcome != PAIRING_PENDING &&
                p.outcome != PAIRING_HALF_BYE && p.outcome != PAIRING_ZERO_BYE)
                return after;
        }
    return last;
}

static void warn_losses(const trf_writer *w)
{
    if (w->names_cut)
        cli_fail(
            EXIT_OK,
            ngettext("warning: %d name cut to TRF's %d characters (the first: '%s')",
                     "warning: %d names cut to TRF's %d characters (the first: '%s')",
                     (unsigned long)w->names_cut),
            w->names_cut, TRF_NAME_WIDTH, pairing_event_id(w->ev, w->first_name_cut));
    if (w->clubs_dropped)
        cli_fail(
            EXIT_OK,
            ngettext(
                "warning: %d club longer than TRF's %d-character federation left out "
                "(the first: '%s')",
                "warning: %d clubs longer than TRF's %d-character federation left out "
                "(the first: '%s')",
                (unsigned long)w->clubs_dropped),
            w->clubs_dropped, TRF_FEDERATION_WIDTH,
            pairing_event_id(w->ev, w->first_club_dropped));
}

static int put_players(cli_buffer *out, trf_writer *w)
{
    cli_buffer line = {0};
    int status = EXIT_OK;
    for (int number = 1; number <= pairing_event_entrants(w->ev) && !status; number++)
        status = put_player(out, &line, w, pairing_event_player_at(w->ev, number));
    cli_buffer_free(&line);
    return status;
}

int cli_trf_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_standings *st)
{
    int n = pairing_event_entrants(ev);
    if (n > TRF_MAX_PLAYERS)
        return cli_fail(EXIT_DATA, _("TRF numbers at most %d players; this event has %d"),
                        TRF_MAX_PLAYERS, n);
    trf_writer w = {ev,
                    calloc((size_t)n + 1, sizeof(int)),
                    calloc((size_t)n + 1, sizeof(int)),
                    rounds_to_write(ev, st),
                    0,
                    0,
                    0,
                    0};
    int status = EXIT_OK;
    if (!w.rank || !w.score)
        status = cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int i = 0; !status && i < pairing_standings_count(st); i++) {
        pairing_standing s = pairing_standings_row(st, i);
        w.rank[s.player] = s.rank;
        w.score[s.player] = s.score;
    }
    if (!status) {
        put_tournament(out, cx, ev);
        if (is_trf_2026(cx))
            put_records_2026(out, cx, ev);
        status = put_players(out, &w);
    }
    if (!status && is_trf_2026(cx))
        put_byes_240(out, ev, w.rounds);
    if (!status)
        warn_losses(&w);
    free(w.rank);
    free(w.score);
    return status;
}
