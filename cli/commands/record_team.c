/*
 * record_team.c - a team round written down as it is paired (SPEC §8, §10):
 * `--record` on team swiss, roundrobin and knockout appends each match's
 * boards to the results file, one row a game (round, first_team, second_team,
 * board, game, first, second) with an empty result; a vacant seat is written
 * as the forfeit it is, and a team's bye as its team-level row.
 */
#include <string.h>

#include "commands/commands.h"

static const char *const team_header =
    "round,first_team,second_team,board,game,first,second,result,winner";

/* The file must be a team event's: its rows name the teams of each match. */
static int refuse_player_file(const cli_results_file *rf)
{
    if (rf->column[CLI_RF_FIRST_TEAM] >= 0 && rf->column[CLI_RF_SECOND_TEAM] >= 0)
        return EXIT_OK;
    return cli_fail_at(EXIT_DATA, rf->path, rf->header_line,
                       _("the header has no '%s' column: a team event's results are "
                         "written as %s; nothing was written"),
                       rf->column[CLI_RF_FIRST_TEAM] < 0 ? "first_team" : "second_team",
                       team_header);
}

static int refuse_round_there(const cli_results_file *rf, int round)
{
    int row = cli_results_round_row(rf, round);
    if (row < 0)
        return EXIT_OK;
    return cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                       _("round %d is already in the file, recorded before; nothing was "
                         "written"),
                       round);
}

/* A game's row: its players, or a vacant seat's forfeit already decided. */
static int add_board(cli_results_file *rf, const pairing_team_event *ev, int round,
                     pairing_team_match m, pairing_team_game g)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    const pairing_event *members = pairing_team_event_members(ev);
    const char *result = g.first < 0 && g.second < 0 ? "--"
                         : g.first < 0               ? "-+"
                         : g.second < 0              ? "+-"
                                                     : "";
    cli_results_line line = {round,
                             g.board,
                             g.first >= 0 ? pairing_event_id(members, g.first) : "",
                             g.second >= 0 ? pairing_event_id(members, g.second) : "",
                             result,
                             NULL,
                             pairing_event_id(teams, m.first_team),
                             pairing_event_id(teams, m.second_team),
                             pairing_team_event_options(ev).games > 1 ? g.game : 0};
    return cli_results_append(rf, &line);
}

static int add_bye(cli_results_file *rf, const pairing_team_event *ev, int round,
                   int team)
{
    cli_results_line line = {round,
                             0,
                             "",
                             "",
                             pairing_outcome_token(PAIRING_BYE),
                             NULL,
                             pairing_event_id(pairing_team_event_teams(ev), team),
                             "",
                             0};
    return cli_results_append(rf, &line);
}

/* Under 临时定台制 the boards' players come from the round's lineups alone. */
static int refuse_unknown_players(const cli_results_file *rf,
                                  const pairing_team_event *ev,
                                  const pairing_team_round *tr, int round)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    for (int m = 0; m < pairing_team_round_matches(tr); m++) {
        pairing_team_match match = pairing_team_round_match(tr, m);
        for (int side = 0; side < 2 && match.second_team >= 0; side++)
            if (pairing_team_event_options(ev).lineup_rule == PAIRING_LINEUP_FREE &&
                !match.lineup_given[side])
                return cli_fail_at(
                    EXIT_DATA, rf->path, 0,
                    _("round %d: %s has no lineup, and under 临时定台制 (lineup-rule = "
                      "free) "
                      "the boards' players come from the lineups file; nothing was "
                      "written"),
                    round,
                    pairing_event_id(teams, side ? match.second_team : match.first_team));
    }
    return EXIT_OK;
}

static int add_match(cli_results_file *rf, const pairing_team_event *ev, int round,
                     const pairing_team_round *tr, int m)
{
    pairing_team_match match = pairing_team_round_match(tr, m);
    int status = EXIT_OK;
    for (int i = 0; i < pairing_team_round_games(tr, m) && !status; i++)
        status = add_board(rf, ev, round, match, pairing_team_round_game(tr, m, i));
    return status;
}

/* A match with rows in the file already: its round and its two teams. */
static int match_recorded(const cli_results_file *rf, const pairing_team_event *ev,
                          int round, pairing_team_match m)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    const char *a = pairing_event_id(teams, m.first_team),
               *b = pairing_event_id(teams, m.second_team);
    for (int i = 0; i < rf->nrows; i++) {
        const char *x = cli_results_field(rf, i, CLI_RF_FIRST_TEAM),
                   *y = cli_results_field(rf, i, CLI_RF_SECOND_TEAM);
        if (rf->rows[i].round == round &&
            ((!strcmp(x, a) && !strcmp(y, b)) || (!strcmp(x, b) && !strcmp(y, a))))
            return 1;
    }
    return 0;
}

static int check_round(const cli_results_file *rf, const pairing_team_event *ev,
                       const pairing_team_round *tr, int round)
{
    int status = refuse_player_file(rf);
    return status ? status : refuse_unknown_players(rf, ev, tr, round);
}

/* A Swiss or Qiu round: its matches and its byes, into a file without it. */
int cli_record_team_round(cli_results_file *rf, const pairing_team_event *ev,
                          const pairing_round *r, const pairing_team_round *tr)
{
    int round = pairing_round_number(r);
    int status = check_round(rf, ev, tr, round);
    if (!status)
        status = refuse_round_there(rf, round);
    for (int m = 0; m < pairing_team_round_matches(tr) && !status; m++)
        if (pairing_team_round_match(tr, m).second_team >= 0)
            status = add_match(rf, ev, round, tr, m);
    for (int i = 0; i < pairing_round_byes(r) && !status; i++)
        status = add_bye(rf, ev, round, pairing_round_bye(r, i));
    return status;
}

/* A knockout's matches now ready, those not in the file yet. */
int cli_record_team_matches(cli_results_file *rf, const pairing_team_event *ev,
                            const pairing_round *r, const pairing_team_round *tr)
{
    int round = pairing_round_number(r), added = 0;
    int status = check_round(rf, ev, tr, round);
    for (int m = 0; m < pairing_team_round_matches(tr) && !status; m++) {
        pairing_team_match match = pairing_team_round_match(tr, m);
        if (match.second_team < 0 || match_recorded(rf, ev, round, match))
            continue;
        status = add_match(rf, ev, round, tr, m);
        added++;
    }
    if (!status && !added)
        return cli_fail_at(EXIT_DATA, rf->path, 0,
                           _("no match is ready to record: every match whose teams are "
                             "known is in the file already; nothing was written"));
    return status;
}

/* A round robin's whole schedule, into an empty file; the empty seat of an odd
 * field is no match and scores nothing, so it has no row. */
int cli_record_team_schedule(cli_results_file *rf, const pairing_team_event *ev,
                             const pairing_schedule *s)
{
    int status = cli_record_schedule_into_empty(rf);
    if (!status)
        status = refuse_player_file(rf);
    for (int round = 1; round <= pairing_schedule_rounds(s) && !status; round++) {
        pairing_error err;
        pairing_team_round *tr =
            pairing_team_round_new(ev, pairing_schedule_round(s, round), &err);
        if (!tr)
            return cli_library_error(&err, NULL, NULL);
        status = refuse_unknown_players(rf, ev, tr, round);
        for (int m = 0; m < pairing_team_round_matches(tr) && !status; m++)
            if (pairing_team_round_match(tr, m).second_team >= 0)
                status = add_match(rf, ev, round, tr, m);
        pairing_team_round_free(tr);
    }
    return status;
}
