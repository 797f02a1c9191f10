/*
 * csv_write.c - standings as CSV (RFC 4180: fields quoted when they hold a
 * comma, a quote or a line break).  The pairing sheet's CSV (sheet_output.c)
 * quotes its fields with the same cli_buffer_csv_field.
 */
#include <string.h>

#include "formats/formats.h"

/* A field of a file whose fields are parted by `separator`: quoted when it holds
 * the separator, a quote or a line break. */
void cli_buffer_csv_field_in(cli_buffer *out, const char *text, char separator)
{
    if (!strchr(text, separator) && !strpbrk(text, "\"\r\n")) {
        cli_buffer_puts(out, text);
        return;
    }
    cli_buffer_puts(out, "\"");
    for (const char *p = text; *p; p++)
        cli_buffer_add(out, *p == '"' ? "\"\"" : p, *p == '"' ? 2 : 1);
    cli_buffer_puts(out, "\"");
}

void cli_buffer_csv_field(cli_buffer *out, const char *text)
{
    cli_buffer_csv_field_in(out, text, ',');
}

/* A table for a spreadsheet begins with UTF-8's byte-order mark: without it,
 * Excel on Chinese Windows opens the file as GBK, and every name is garbled.
 * The readers of the tool take the mark off (SPEC §9). */
void cli_csv_begin(cli_buffer *out)
{
    cli_buffer_puts(out, "\xef\xbb\xbf");
}

int cli_csv_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_standings *st)
{
    (void)cx; /* a table for spreadsheets: its first row is the header */
    char text[64];
    cli_csv_begin(out);
    cli_buffer_puts(out, "rank,player,name,club,score");
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, pairing_standings_tiebreak_name(st, k));
    }
    int knockout = pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT;
    int qiu = pairing_event_system(ev) == PAIRING_SYSTEM_QIU;
    cli_buffer_puts(out, knockout ? ",eliminated,shared,withdrawn\r\n"
                         : qiu    ? ",elimination,shared,withdrawn\r\n"
                                  : ",shared,withdrawn\r\n");
    for (int i = 0; i < pairing_standings_count(st); i++) {
        pairing_standing s = pairing_standings_row(st, i);
        pairing_value score = {s.score, 2, 1};
        cli_buffer_printf(out, "%d,", s.rank);
        cli_buffer_csv_field(out, pairing_event_id(ev, s.player));
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, pairing_event_name(ev, s.player));
        const char *club = pairing_event_club(ev, s.player);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, club ? club : "");
        pairing_value_format(score, text, sizeof text);
        cli_buffer_printf(out, ",%s", text);
        for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
            pairing_value_format(pairing_standings_value(st, i, k), text, sizeof text);
            cli_buffer_printf(out, ",%s",
                              pairing_standings_value(st, i, k).present ? text : "");
        }
        if (knockout && s.eliminated)
            cli_buffer_printf(out, ",%d", s.eliminated);
        else if (knockout)
            cli_buffer_puts(out, ",");
        if (qiu) /* why the player is out after round 2, or empty */
            cli_buffer_printf(out, ",%s", pairing_elimination_name(s.elimination));
        cli_buffer_printf(out, ",%s,%s\r\n", s.shared ? "yes" : "no",
                          s.withdrawn ? "yes" : "no");
    }
    return EXIT_OK;
}

/* The player list for a spreadsheet: number (序号), id, name, rating, club,
 * and when someone joins late the round he joins (the entrants' column). */
int cli_csv_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev)
{
    (void)cx; /* a table for spreadsheets: its first row is the header */
    int late = cli_any_late_entry(ev);
    cli_csv_begin(out);
    cli_buffer_puts(out, late ? "number,id,name,rating,club,joined\r\n"
                              : "number,id,name,rating,club\r\n");
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        pairing_entrant e =
            pairing_event_entrant(ev, pairing_event_player_at(ev, number));
        cli_buffer_printf(out, "%d,", number);
        cli_buffer_csv_field(out, e.id);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, e.name);
        cli_buffer_puts(out, ",");
        if (e.rating != PAIRING_UNRATED)
            cli_buffer_printf(out, "%d", e.rating);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, e.club ? e.club : "");
        if (late && e.joined > 0)
            cli_buffer_printf(out, ",%d", e.joined);
        else if (late)
            cli_buffer_puts(out, ",");
        cli_buffer_puts(out, "\r\n");
    }
    return EXIT_OK;
}
