/*
 * csv_event.c - an event's entrants and results written back as the two
 * CSV files pairing reads (SPEC §1), RFC 4180 with CRLF line ends like the
 * standings CSV.  `convert --from trf` writes what it read this way, so the
 * files are exactly what the library accepted.
 */
#include "formats/formats.h"

/* 0 stands for "none" in the optional number columns. */
static void number_or_empty(cli_buffer *out, int value, int none)
{
    if (value != none)
        cli_buffer_printf(out, "%d", value);
}

/* In number order, with the number as the rank: reading the file back gives
 * every player the same number, whatever decided it (rank, rating or lot). */
int cli_csv_entrants(cli_buffer *out, const pairing_event *ev)
{
    cli_buffer_puts(out, "id,name,rating,rank,club,violations,withdrawn\r\n");
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        int player = pairing_event_player_at(ev, number);
        pairing_entrant e = pairing_event_entrant(ev, player);
        cli_buffer_csv_field(out, e.id);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, e.name);
        cli_buffer_puts(out, ",");
        number_or_empty(out, e.rating, PAIRING_UNRATED);
        cli_buffer_printf(out, ",%d,", number);
        cli_buffer_csv_field(out, e.club ? e.club : "");
        cli_buffer_puts(out, ",");
        number_or_empty(out, e.violations, 0);
        cli_buffer_puts(out, ",");
        number_or_empty(out, e.withdrawn, PAIRING_ACTIVE);
        cli_buffer_puts(out, "\r\n");
    }
    return EXIT_OK;
}

/* One row per game (written from the first player's side) or bye, round by
 * round, in the number order of the first player.  The library does not hand
 * out a knockout's `winner`, so there is no winner column. */
int cli_csv_results(cli_buffer *out, const pairing_event *ev)
{
    cli_buffer_puts(out, "round,first,second,result\r\n");
    for (int round = 1; round <= pairing_event_rounds_played(ev); round++)
        for (int number = 1; number <= pairing_event_entrants(ev); number++) {
            int player = pairing_event_player_at(ev, number);
            pairing_played p = pairing_event_played(ev, player, round);
            if (!p.present || p.first == 0)
                continue; /* no row, or the game's row belongs to the first player */
            cli_buffer_printf(out, "%d,", round);
            cli_buffer_csv_field(out, pairing_event_id(ev, player));
            cli_buffer_puts(out, ",");
            if (p.opponent >= 0)
                cli_buffer_csv_field(out, pairing_event_id(ev, p.opponent));
            cli_buffer_printf(out, ",%s\r\n", pairing_outcome_token(p.outcome));
        }
    return EXIT_OK;
}
