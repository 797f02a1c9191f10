/*
 * fuzz_entrants.c - any bytes as an entrants file: read, validated, numbered.
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    if (ev &&
        cli_parse_entrants("entrants.csv", (const char *)data, size, CLI_ENCODING_AUTO,
                           ev) == EXIT_OK &&
        pairing_event_validate(ev, NULL) == PAIRING_OK) {
        for (int p = 0; p < pairing_event_entrants(ev); p++)
            (void)pairing_event_number(ev, p);
    }
    pairing_event_free(ev);
    return 0;
}
