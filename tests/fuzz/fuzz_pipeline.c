/*
 * fuzz_pipeline.c - the whole way from bytes to output: the input is an
 * entrants file and a results file separated by a line "--", and its first byte
 * chooses the system and the format; every writer runs into memory.
 */
#include <string.h>

#include "fuzz.h"

/* The event's particulars and some settings, as an event file gives them. */
static void make_context(cli_context *cx)
{
    cli_options o = {0};
    o.event_name = "2026年北京五子棋公开赛 <&>";
    o.event_date = "2026-12-05";
    o.event_venue = "北京";
    o.event_arbiter = "张三";
    cli_context_init(cx, &o);
    cli_context_add(cx, "system", 0, "%s", "qiu");
    cli_context_add(cx, "rounds", 1, "%d", 6);
    cli_context_add(cx, "draw-lots", -1, "none");
}

static void write_all(const pairing_event *ev, pairing_system system, int choice)
{
    cli_buffer out = {0};
    cli_context context, *cx = &context;
    make_context(cx);
    pairing_standings *st = pairing_standings_new(ev, NULL, NULL);
    if (st) {
        cli_json_standings(&out, cx, ev, st);
        cli_csv_standings(&out, cx, ev, st);
        cli_text_standings(&out, cx, ev, st);
        cli_html_standings(&out, cx, ev, st);
        pairing_standings_free(st);
    }
    cli_json_players(&out, cx, ev);
    cli_csv_players(&out, cx, ev);
    cli_text_players(&out, cx, ev);
    cli_html_players(&out, cx, ev);
    if (system == PAIRING_SYSTEM_ROUNDROBIN) {
        pairing_schedule *s = pairing_roundrobin_new(ev, choice & 1 ? 2 : 1, NULL);
        if (s) {
            cli_json_schedule(&out, cx, ev, s);
            cli_text_schedule(&out, cx, ev, s);
            cli_html_schedule(&out, cx, ev, s);
        }
        pairing_schedule_free(s);
    } else if (system == PAIRING_SYSTEM_KNOCKOUT) {
        pairing_knockout_options o;
        pairing_knockout_defaults(&o);
        o.placement = (pairing_placement)(choice % 3);
        o.separate_clubs = choice & 4;
        o.lot_levels = choice & 8;
        pairing_knockout *k = pairing_knockout_new(ev, &o, NULL);
        if (k) {
            cli_knockout_view v = {.ev = ev,
                                   .k = k,
                                   .placement = "all",
                                   .preliminary = choice & 16,
                                   .cx = cx};
            cli_json_knockout(&out, &v);
            cli_text_knockout(&out, &v);
            cli_svg_knockout(&out, &v);
            cli_html_knockout(&out, &v);
        }
        pairing_knockout_free(k);
    } else {
        pairing_swiss_options o;
        pairing_swiss_defaults(&o);
        o.rounds = system == PAIRING_SYSTEM_SWISS ? 5 + choice % 4 : 0;
        o.explain = 1;
        o.allow_rematches = choice & 8;
        o.no_elimination = choice & 16;
        pairing_round *r = pairing_swiss_pair(ev, &o, NULL);
        if (r) {
            cli_json_swiss(&out, cx, ev, r);
            cli_text_swiss(&out, cx, ev, r);
            cli_csv_swiss(&out, cx, ev, r);
            cli_html_swiss(&out, cx, ev, r);
        }
        pairing_round_free(r);
    }
    cli_buffer_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int choice = data[0];
    pairing_system system = (pairing_system)(choice >> 5 & 3);
    const char *text = (const char *)data + 1;
    size_t len = size - 1, split = len;
    for (size_t i = 0; i + 3 < len; i++)
        if (!memcmp(text + i, "\n--\n", 4)) {
            split = i + 1;
            break;
        }
    pairing_event *ev = pairing_event_new(system, NULL);
    if (!ev)
        return 0;
    if (choice & 2)
        pairing_event_set_lots(ev, (uint64_t)choice);
    if (cli_parse_entrants("entrants.csv", text, split, CLI_ENCODING_AUTO, ev) ==
            EXIT_OK &&
        (split >= len ||
         cli_parse_results("results.csv", text + split + 3, len - split - 3,
                           CLI_ENCODING_AUTO, ev) == EXIT_OK) &&
        pairing_event_validate(ev, NULL) == PAIRING_OK)
        write_all(ev, system, choice);
    pairing_event_free(ev);
    return 0;
}
