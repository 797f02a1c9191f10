/*
 * fuzz_results.c - any bytes as a results file for eight fixed entrants, then
 * every computation on them: Qiu and Swiss pairing, the checker, knockout,
 * standings of each system.
 */
#include <string.h>

#include "fuzz.h"

static const char entrants[] = "id,name,rating,club,withdrawn\n"
                               "a,Ann,2000,x,\nb,Bo,1900,y,\nc,Cy,1800,x,4\nd,Di,1700,,\n"
                               "e,Ed,1600,y,\nf,Fe,1500,,\ng,Gu,1400,x,\nh,Hu,,z,\n";

static void run(pairing_system system, const uint8_t *data, size_t size)
{
    pairing_event *ev = pairing_event_new(system, NULL);
    if (!ev)
        return;
    if (cli_parse_entrants("entrants.csv", entrants, strlen(entrants), CLI_ENCODING_AUTO,
                           ev) == EXIT_OK &&
        cli_parse_results("results.csv", (const char *)data, size, CLI_ENCODING_AUTO,
                          ev) == EXIT_OK &&
        pairing_event_validate(ev, NULL) == PAIRING_OK) {
        pairing_standings *st = pairing_standings_new(ev, NULL, NULL);
        pairing_standings_free(st);
        if (system == PAIRING_SYSTEM_KNOCKOUT) {
            pairing_knockout_options o;
            pairing_knockout_defaults(&o);
            o.placement = PAIRING_PLACEMENT_ALL;
            o.separate_clubs = 1;
            pairing_knockout_free(pairing_knockout_new(ev, &o, NULL));
        } else if (system != PAIRING_SYSTEM_ROUNDROBIN) {
            pairing_swiss_options o;
            pairing_swiss_defaults(&o);
            o.rounds = system == PAIRING_SYSTEM_SWISS ? 7 : 0;
            o.explain = 1;
            pairing_round *r = pairing_swiss_pair(ev, &o, NULL);
            if (r)
                pairing_report_free(pairing_swiss_verify(ev, &o, r, 1, NULL));
            pairing_round_free(r);
            pairing_report_free(pairing_swiss_check(ev, &o, NULL));
        }
    }
    pairing_event_free(ev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (int s = PAIRING_SYSTEM_ROUNDROBIN; s <= PAIRING_SYSTEM_SWISS; s++)
        run((pairing_system)s, data, size);
    return 0;
}
