/*
 * fuzz_trf.c - any bytes as a FIDE TRF-16 file: read, checked game by game, and
 * when it is accepted, written out again as the two CSV files and as TRF.
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pairing_event *ev = NULL;
    cli_buffer report = {0}, csv = {0}, trf = {0};
    if (cli_parse_trf("t.trf", (const char *)data, size, &ev, &report) == EXIT_OK) {
        cli_csv_entrants(&csv, ev);
        cli_csv_results(&csv, ev);
        pairing_standings *st = pairing_standings_new(ev, NULL, NULL);
        if (st)
            cli_trf_standings(&trf, NULL, ev, st);
        pairing_standings_free(st);
    }
    cli_buffer_free(&report);
    cli_buffer_free(&csv);
    cli_buffer_free(&trf);
    pairing_event_free(ev);
    return 0;
}
