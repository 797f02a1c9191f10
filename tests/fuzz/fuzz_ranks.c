/*
 * fuzz_ranks.c - what `pairing team individual` reads besides the event (队员
 * 总分制, SPEC §10): a first byte, then any bytes.  An even byte makes them a
 * --ranks file (player,rank) for a fixed field of nine entrants; an odd one an
 * entrants file read with its team column (--team-column team).  Whatever is
 * accepted is ranked by sum-ranks and sum-points, with and without padding,
 * and written as JSON, text, CSV and HTML.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const char entrants[] =
    "id,name,club,team,withdrawn\n"
    "p1,A,x,t1,\np2,B,y,t1,\np3,C,y,t2,\np4,D,z,t2,\n"
    "p5,E,x,t3,2\np6,F,x,,\np7,G,,t3,\np8,H,z,t1,\np9,I,z,t2,\n";

static const char results[] =
    "round,first,second,result\n"
    "1,p1,p2,1-0\n1,p3,p4,=\n1,p5,p6,0-1\n1,p7,p8,1-0\n1,p9,,bye\n";

static void write_all(const pairing_event *ev, const pairing_standings *st,
                      const pairing_members_total *total, int sum_ranks, int count)
{
    cli_context cx = {0};
    cli_members_view v = {ev, st, total, "fuzz", sum_ranks, count, NULL};
    int (*writers[])(cli_buffer *, const cli_context *, const cli_members_view *) = {
        cli_json_members_total, cli_text_members_total, cli_csv_members_total,
        cli_html_members_total};
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++) {
        cli_buffer out = {0};
        (void)writers[i](&out, &cx, &v);
        cli_buffer_free(&out);
    }
}

static void rank(const pairing_event *ev, const pairing_standings *st, const int *places,
                 const char *const *team_of)
{
    static const struct {
        pairing_members_method method;
        int count, pad;
    } ways[] = {{PAIRING_SUM_RANKS, 2, 0},
                {PAIRING_SUM_RANKS, 3, 1},
                {PAIRING_SUM_POINTS, 0, 0},
                {PAIRING_SUM_POINTS, 2, 1}};
    for (size_t i = 0; i < sizeof ways / sizeof ways[0]; i++) {
        pairing_members_options o;
        pairing_members_defaults(&o);
        o.method = ways[i].method;
        o.count = ways[i].count;
        o.pad_last = ways[i].pad;
        pairing_members_total *t =
            pairing_members_total_new(ev, st, places, team_of, &o, NULL);
        if (t)
            write_all(ev, st, t, o.method == PAIRING_SUM_RANKS, o.count);
        pairing_members_total_free(t);
    }
}

/* The fixed field with the places of the ranks file. */
static void ranks_file(const uint8_t *data, size_t size)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    if (!ev ||
        cli_parse_entrants("entrants.csv", entrants, strlen(entrants), CLI_ENCODING_AUTO,
                           ev) != EXIT_OK ||
        cli_parse_results("results.csv", results, strlen(results), CLI_ENCODING_AUTO,
                          ev) != EXIT_OK ||
        pairing_event_validate(ev, NULL) != PAIRING_OK) {
        pairing_event_free(ev);
        return;
    }
    int n = pairing_event_entrants(ev);
    int *places = calloc((size_t)n, sizeof *places);
    const char **team_of = calloc((size_t)n, sizeof *team_of);
    pairing_standings *st = pairing_standings_new(ev, NULL, NULL);
    if (places && team_of && st &&
        cli_parse_ranks("ranks.csv", (const char *)data, size, CLI_ENCODING_AUTO, ev,
                        places) == EXIT_OK) {
        for (int i = 0; i < n; i++)
            team_of[i] = pairing_event_club(ev, i);
        rank(ev, st, places, team_of);
    }
    pairing_standings_free(st);
    free(team_of);
    free(places);
    pairing_event_free(ev);
}

/* An entrants file with its team column, ranked by the standings' places. */
static void team_column(const uint8_t *data, size_t size)
{
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, NULL);
    if (!ev ||
        cli_parse_entrants("entrants.csv", (const char *)data, size, CLI_ENCODING_AUTO,
                           ev) != EXIT_OK ||
        pairing_event_validate(ev, NULL) != PAIRING_OK) {
        pairing_event_free(ev);
        return;
    }
    int n = pairing_event_entrants(ev);
    char **team_of = calloc((size_t)n + 1, sizeof *team_of);
    pairing_standings *st = pairing_standings_new(ev, NULL, NULL);
    if (team_of && st &&
        cli_parse_team_column("entrants.csv", (const char *)data, size, CLI_ENCODING_AUTO,
                              ev, team_of) == EXIT_OK)
        rank(ev, st, NULL, (const char *const *)team_of);
    for (int i = 0; team_of && i < n; i++)
        free(team_of[i]);
    free(team_of);
    pairing_standings_free(st);
    pairing_event_free(ev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (data[0] & 1)
        team_column(data + 1, size - 1);
    else
        ranks_file(data + 1, size - 1);
    return 0;
}
