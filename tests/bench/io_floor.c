/*
 * io_floor.c - the bare cost of the pairing tool's input and output, for make
 * bench: read and validate the same entrants and results files as `pairing
 * swiss`, and write a JSON pairing of the same shape and size (players paired
 * in number order, no pairing engine), atomically to standard output.
 *
 *   io_floor ENTRANTS.csv RESULTS.csv > /dev/null
 */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "internal.h"

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: io_floor ENTRANTS.csv RESULTS.csv\n");
        return EXIT_USAGE;
    }
    cli_options o = {0};
    o.command = "swiss";
    o.entrants = argv[1];
    o.results = argv[2];
    pairing_event *ev;
    int status = cli_load_event(&o, PAIRING_SYSTEM_SWISS, 1, &ev);
    if (status)
        return status;
    int n = pairing_event_entrants(ev);
    pairing_round *r = pr_round_new(pairing_event_rounds_played(ev) + 1);
    if (!r || !(r->numbers = calloc((size_t)n, sizeof *r->numbers)))
        return EXIT_SOFTWARE;
    r->nnumbers = n;
    for (int k = 1; k + 1 <= n; k += 2)
        pr_round_add_game(r, pairing_event_player_at(ev, k),
                          pairing_event_player_at(ev, k + 1));
    if (n % 2)
        pr_round_add_bye(r, pairing_event_player_at(ev, n));
    for (int p = 0; p < n; p++)
        r->numbers[p] = pairing_event_number(ev, p);
    cli_buffer out = {0};
    status = cli_json_swiss(&out, ev, r);
    if (!status)
        status = cli_write_output(&out, NULL);
    cli_buffer_free(&out);
    pairing_round_free(r);
    pairing_event_free(ev);
    return status;
}
