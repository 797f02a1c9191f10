/*
 * fuzz_team_files.c - any bytes as one of a team event's four files (SPEC
 * §10), the other three fixed: the first byte chooses which (teams, members,
 * lineups or board results), the lineup rule and the system; then the event
 * is validated and, when it is sound, paired, checked and ranked.
 */
#include <string.h>

#include "fuzz.h"

static const char teams[] = "id,name,rating,group\nA,甲队,,x\nB,乙队,1800,y\nC,丙队,,x\n"
                            "D,丁队,,\nE,戊队,,y\n";
static const char members[] = "id,name,rating,team,order\n"
                              "a1,A1,2000,A,1\na2,A2,1900,A,2\na3,A3,1800,A,3\n"
                              "b1,B1,2000,B,1\nb2,B2,1700,B,2\n"
                              "c1,C1,,C,1\nc2,C2,,C,2\nc3,C3,,C,3\n"
                              "d1,D1,1500,D,1\nd2,D2,1400,D,2\n"
                              "e1,E1,1500,E,1\ne2,E2,1400,E,2\ne3,E3,1300,E,3\n";
static const char lineups[] = "round,team,board,player\n1,A,1,a1\n1,A,2,a3\n2,C,1,c2\n"
                              "2,C,2,c3\n";
static const char results[] =
    "round,first_team,second_team,board,game,first,second,result,winner\n"
    "1,A,B,1,,a1,b1,1-0,\n1,A,B,2,,b2,a3,=,\n1,C,D,1,,c1,d1,0-1,\n1,C,D,2,,d2,c2,+-,\n"
    "1,E,,,,,,bye,\n";

typedef int (*team_reader)(const char *, const char *, size_t, cli_encoding,
                           pairing_team_event *);

/* The four files in their order, the fuzzed one in place of its fixed text. */
static int read_event(pairing_team_event *ev, int fuzzed, const char *data, size_t size)
{
    static const team_reader readers[] = {cli_parse_teams, cli_parse_members,
                                          cli_parse_lineups, cli_parse_team_results};
    static const char *const names[] = {"teams.csv", "members.csv", "lineups.csv",
                                        "results.csv"};
    const char *texts[] = {teams, members, lineups, results};
    for (int i = 0; i < 4; i++) {
        const char *text = i == fuzzed ? data : texts[i];
        size_t len = i == fuzzed ? size : strlen(texts[i]);
        if (readers[i](names[i], text, len, CLI_ENCODING_AUTO, ev) != EXIT_OK)
            return -1;
    }
    return pairing_team_event_validate(ev, NULL);
}

static void pair_check_rank(const pairing_team_event *ev, pairing_system system)
{
    const pairing_event *level = pairing_team_event_teams(ev);
    pairing_standings_free(pairing_team_standings_new(ev, NULL, NULL));
    if (system == PAIRING_SYSTEM_KNOCKOUT) {
        pairing_knockout_options o;
        pairing_knockout_defaults(&o);
        pairing_knockout *k = pairing_knockout_new(level, &o, NULL);
        if (k)
            pairing_round_free(pairing_team_knockout_round(k, 1, NULL));
        pairing_knockout_free(k);
        return;
    }
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = system == PAIRING_SYSTEM_SWISS ? 4 : 0;
    pairing_round *r = pairing_swiss_pair(level, &o, NULL);
    pairing_team_round_free(r ? pairing_team_round_new(ev, r, NULL) : NULL);
    pairing_round_free(r);
    /* a round robin is checked against its Berger table, without options */
    pairing_report_free(
        pairing_team_check(ev, system == PAIRING_SYSTEM_ROUNDROBIN ? NULL : &o, NULL));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int choice = data[0];
    static const pairing_system systems[] = {PAIRING_SYSTEM_QIU, PAIRING_SYSTEM_SWISS,
                                             PAIRING_SYSTEM_KNOCKOUT,
                                             PAIRING_SYSTEM_ROUNDROBIN};
    pairing_system system = systems[choice >> 2 & 3];
    pairing_team_options to;
    pairing_team_defaults(&to);
    to.boards = 2;
    to.games = choice & 64 ? 2 : 1;
    to.lineup_rule = (pairing_lineup_rule)((choice >> 4 & 3) % 3);
    pairing_team_event *ev = pairing_team_event_new(system, &to, NULL);
    if (!ev)
        return 0;
    if (read_event(ev, choice & 3, (const char *)data + 1, size - 1) == PAIRING_OK)
        pair_check_rank(ev, system);
    pairing_team_event_free(ev);
    return 0;
}
