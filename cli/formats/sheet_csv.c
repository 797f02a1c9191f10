/*
 * sheet_csv.c - the pairing sheet as CSV: one row per board, bye and eliminated
 * player, with an empty result column to fill in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static void csv_side(cli_buffer *out, const pairing_event *ev, const cli_sheet_side *side)
{
    char score[32];
    if (side->player < 0) {
        cli_buffer_puts(out, ",,");
        return;
    }
    cli_format_points(side->score, score, sizeof score);
    cli_buffer_csv_field(out, pairing_event_id(ev, side->player));
    cli_buffer_puts(out, ",");
    cli_buffer_csv_field(out, pairing_event_name(ev, side->player));
    cli_buffer_printf(out, ",%s", score);
}

static void csv_number(cli_buffer *out, const cli_sheet_side *side)
{
    if (side->number > 0)
        cli_buffer_printf(out, ",%d", side->number);
    else
        cli_buffer_puts(out, ",");
}

int cli_csv_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                  const pairing_round *r)
{
    (void)cx; /* a sheet read back as results has no room for a heading */
    cli_sheet sheet;
    int status = cli_sheet_build(&sheet, ev, r);
    if (status)
        return status;
    cli_buffer_puts(out,
                    "board,first,first_name,first_score,second,second_name,second_score,"
                    "note,first_number,second_number,round\r\n");
    for (int i = 0; i < sheet.count; i++) {
        const cli_sheet_row *row = &sheet.rows[i];
        if (row->board)
            cli_buffer_printf(out, "%d", row->board);
        cli_buffer_puts(out, ",");
        csv_side(out, ev, &row->side[0]);
        cli_buffer_puts(out, ",");
        csv_side(out, ev, &row->side[1]);
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, cli_sheet_note(row));
        csv_number(out, &row->side[0]);
        csv_number(out, &row->side[1]);
        cli_buffer_printf(out, ",%d\r\n", pairing_round_number(r));
    }
    cli_sheet_free(&sheet);
    return EXIT_OK;
}
