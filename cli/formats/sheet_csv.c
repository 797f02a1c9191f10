/*
 * sheet_csv.c - the pairing sheet as CSV: one row per board and bye, with an
 * empty result column to fill in, readable back as results.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

/* The rest of a side: name, score before the round, number. */
static void csv_side(cli_buffer *out, const pairing_event *ev, const cli_sheet_side *side)
{
    char score[32];
    if (side->player < 0) {
        cli_buffer_puts(out, ",,,");
        return;
    }
    cli_format_points(side->score, score, sizeof score);
    cli_buffer_puts(out, ",");
    cli_buffer_csv_field(out, pairing_event_name(ev, side->player));
    cli_buffer_printf(out, ",%s,", score);
    if (side->number > 0)
        cli_buffer_printf(out, "%d", side->number);
}

static void csv_id(cli_buffer *out, const pairing_event *ev, const cli_sheet_side *side)
{
    cli_buffer_puts(out, ",");
    if (side->player >= 0)
        cli_buffer_csv_field(out, pairing_event_id(ev, side->player));
}

/* The result column: empty for a board to fill in, the bye's token for a bye. */
/* The result column: the bye's token for a bye; for a board, the result the
 * results hold already (a round printed again with --round), else empty, to
 * fill in. */
static const char *result_of(const pairing_event *ev, const pairing_round *r,
                             const cli_sheet_row *row)
{
    if (row->kind != CLI_SHEET_GAME)
        return cli_sheet_note(row);
    pairing_played p =
        pairing_event_played(ev, row->side[0].player, pairing_round_number(r));
    int this_game = p.present && p.opponent == row->side[1].player;
    return this_game ? pairing_outcome_token(p.outcome) : "";
}

/* The columns begin round,board,first,second,result, so that a sheet filled in
 * reads as results (SPEC §8), then winner, for the playoff's winner of a drawn
 * knockout game or Qiu final; the rest is ignored when read back.  Players
 * eliminated after round 2, or who withdrew, play no more and have no row here. */
int cli_csv_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                  const pairing_round *r)
{
    (void)cx; /* a sheet read back as results has no room for a heading */
    cli_sheet sheet;
    int status = cli_sheet_build(&sheet, ev, r);
    if (status)
        return status;
    cli_csv_begin(out);
    cli_buffer_puts(out, "round,board,first,second,result,winner,first_name,first_score,"
                         "first_number,second_name,second_score,second_number,note\r\n");
    for (int i = 0; i < sheet.count; i++) {
        const cli_sheet_row *row = &sheet.rows[i];
        if (row->kind == CLI_SHEET_ELIMINATED || row->kind == CLI_SHEET_WITHDRAWN ||
            row->kind == CLI_SHEET_NOT_JOINED)
            continue; /* no row of the results: not in the round */
        cli_buffer_printf(out, "%d,", pairing_round_number(r));
        if (row->board)
            cli_buffer_printf(out, "%d", row->board);
        csv_id(out, ev, &row->side[0]);
        csv_id(out, ev, &row->side[1]);
        cli_buffer_printf(out, ",%s,", result_of(ev, r, row));
        csv_side(out, ev, &row->side[0]);
        csv_side(out, ev, &row->side[1]);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, row->kind == CLI_SHEET_GAME ? cli_sheet_note(row) : "");
        cli_buffer_puts(out, "\r\n");
    }
    cli_sheet_free(&sheet);
    return EXIT_OK;
}
