/*
 * fuzz_event_file.c - any bytes as an event file (SPEC §8): read with inih,
 * then its settings merged into the command line of every command, as
 * `--event` does.  The options start with a flag or two set, so the conflicts
 * between file and command line are reached too.
 */
#include <string.h>

#include "fuzz.h"

static const char *const commands[] = {"roundrobin", "knockout", "swiss", "check",
                                       "standings",  "convert",  "record"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (size_t c = 0; c < sizeof commands / sizeof commands[0]; c++) {
        cli_event_file ef;
        if (cli_parse_event_file("ev/event.ini", (const char *)data, size, &ef))
            continue;
        cli_options o;
        memset(&o, 0, sizeof o);
        o.command = commands[c];
        o.event = "ev/event.ini";
        o.rounds = c % 2 ? "7" : NULL;
        o.separate_clubs = (int)(c % 3 == 0);
        o.no_elimination = (int)(c % 2);
        (void)cli_apply_event_file(&o, &ef);
        cli_free_event_file(&ef);
    }
    return 0;
}
