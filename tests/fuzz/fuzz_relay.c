/*
 * fuzz_relay.c - a relay (擂台赛, SPEC §10) from bytes to output: the first
 * byte chooses the order (fixed or free) and a lot; the rest is a members
 * file and a relay results file separated by a line "--" (without one, the
 * whole is the results, for a fixed field of three teams).  The games that
 * load are checked against the relay's invariants, and every writer runs into
 * memory.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static const char teams[] = "id,name,rank\nA,甲队,1\nB,乙队,2\nC,丙队 <&>,3\n";
static const char members[] = "id,name,team,order\n"
                              "a1,张一,A,1\na2,张二,A,2\na3,张三,A,3\n"
                              "b1,李一,B,1\nb2,李二,B,2\n"
                              "c1,王一,C,1\nc2,王二,C,2\nc3,王三,C,3\nc4,王四,C,4\n";

/* What any relay must hold after its games: one loser a game, a team out only
 * with its last member, one team placed first once the relay is over. */
static void check_invariants(const pairing_team_event *ev, const pairing_relay *r)
{
    int n = pairing_event_entrants(pairing_team_event_members(ev)), out = 0, wins = 0;
    for (int m = 0; m < n; m++) {
        pairing_relay_record rec = pairing_relay_member(r, m);
        out += rec.lost_in > 0;
        wins += rec.wins;
        if (rec.longest_streak > rec.wins || rec.played > rec.wins + 1)
            abort();
    }
    int games = pairing_relay_games_played(r), first = 0;
    if (out != games || wins != games)
        abort();
    for (int t = 0; t < pairing_relay_teams(r); t++) {
        pairing_relay_place p = pairing_relay_place_of(r, t);
        first += p.place == 1;
        if (p.eliminated_in > games)
            abort();
    }
    if (first != (pairing_relay_finished(r) ? 1 : 0))
        abort();
}

static void write_all(const pairing_team_event *ev, const pairing_relay *r)
{
    cli_options o = {0};
    o.event_name = "擂台赛 <&>";
    cli_context cx;
    cli_context_init(&cx, &o);
    cli_context_add(&cx, "order", 0, "%s", "fixed");
    cli_relay_view v = {ev, r};
    cli_buffer out = {0};
    cli_json_relay(&out, &cx, &v);
    cli_text_relay(&out, &cx, &v);
    cli_html_relay(&out, &cx, &v);
    cli_buffer_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    int choice = data[0];
    const char *text = (const char *)data + 1;
    size_t len = size - 1, split = len;
    for (size_t i = 0; i + 3 < len; i++)
        if (!memcmp(text + i, "\n--\n", 4)) {
            split = i + 1;
            break;
        }
    const char *member_text = split < len ? text : members;
    size_t member_len = split < len ? split : strlen(members);
    const char *results = split < len ? text + split + 3 : text;
    size_t results_len = split < len ? len - split - 3 : len;
    pairing_team_options to;
    pairing_team_defaults(&to);
    to.boards = PAIRING_MAX_BOARDS;
    to.lineup_rule = PAIRING_LINEUP_FREE;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_KNOCKOUT, &to, NULL);
    if (!ev)
        return 0;
    if (choice & 2)
        pairing_team_event_set_lots(ev, (uint64_t)choice);
    pairing_relay *r = NULL;
    if (cli_parse_teams("teams.csv", teams, strlen(teams), CLI_ENCODING_AUTO, ev) ==
            EXIT_OK &&
        cli_parse_members("members.csv", member_text, member_len, CLI_ENCODING_AUTO,
                          ev) == EXIT_OK &&
        pairing_team_event_validate(ev, NULL) == PAIRING_OK)
        r = pairing_relay_new(ev, choice & 1 ? PAIRING_RELAY_FREE : PAIRING_RELAY_FIXED,
                              NULL);
    if (r) {
        /* a refused row leaves the games before it, which must hold too */
        cli_parse_relay_results("results.csv", results, results_len, CLI_ENCODING_AUTO,
                                r);
        check_invariants(ev, r);
        write_all(ev, r);
    }
    pairing_relay_free(r);
    pairing_team_event_free(ev);
    return 0;
}
