/*
 * check.c - does the last round of a team event obey the rules (SPEC §10)?
 * The pairing of the teams as the individual checker checks a round of the
 * Qiu system or the Swiss (teams as units, match points as the score), or
 * against the Berger table in a round robin; then every board's colours:
 * the first team's member moves first on the odd boards, the other team's on
 * the even, the colours alternating game by game (003 第三条1(3); 000
 * 第五条1(2)).  Results keep the colours as played (a colour error found late
 * stands, 003 第三条2): the checker is where they are reported.
 */
#include <stdio.h>

#include "teams/teams.h"

static const char *team_id(const pairing_team_event *ev, int team)
{
    return team >= 0 ? ev->teams[team].id : "";
}

/* ---- the round robin: the matches the Berger table gives ---- */

/* The event's own: a double round robin's first cycle is not a single one's
 * (its last two rounds swapped), so the rounds played cannot tell. */
static int cycles_of(const pairing_team_event *ev)
{
    return ev->o.cycles ? ev->o.cycles : 1;
}

/* Where the team sits in the table's round: its opponent, and whether it is
 * the left of the pair (the first team); 0 when the table gives it no game. */
static int table_opponent(const pairing_round *r, int team, int *opponent, int *left)
{
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if (g.first == team || g.second == team) {
            *left = g.first == team;
            *opponent = *left ? g.second : g.first;
            return 1;
        }
    }
    return 0;
}

static void check_scheduled(const pairing_team_event *ev, const pairing_round *table,
                            const pr_match *m, pairing_report *rep)
{
    int opponent = -1, left = 0;
    int paired = table_opponent(table, m->first_team, &opponent, &left);
    const char *a = team_id(ev, m->first_team), *b = team_id(ev, m->second_team);
    if (m->second_team < 0) {
        if (paired)
            pr_report_add(rep, "%s has a bye (line %ld), but the Berger table pairs it",
                          a, m->line);
    } else if (opponent != m->second_team) {
        pr_report_add(rep,
                      "%s–%s (line %ld) is not a match of round %d of the Berger table",
                      a, b, m->line, m->round);
    } else if (!left) {
        pr_report_add(rep,
                      "%s–%s (line %ld): the Berger table makes %s the first team (the "
                      "left of the pair)",
                      a, b, m->line, b);
    }
}

static int check_berger_round(const pairing_team_event *ev, int round,
                              pairing_report *rep, pairing_error *err)
{
    pairing_schedule *s = pairing_roundrobin_new(ev->level, cycles_of(ev), err);
    if (!s)
        return err ? err->code : PAIRING_ERR_NOMEM;
    const pairing_round *table = pairing_schedule_round(s, round);
    for (int i = 0; table && i < ev->nmatches; i++)
        if (ev->matches[i].round == round && ev->matches[i].team_row == PAIRING_PENDING)
            check_scheduled(ev, table, &ev->matches[i], rep);
    if (!table)
        pr_report_add(rep, "round %d is beyond the Berger table of %d cycle%s", round,
                      cycles_of(ev), cycles_of(ev) == 1 ? "" : "s");
    pairing_schedule_free(s);
    return PAIRING_OK;
}

/* ---- every board's colours ---- */

/* The first team's member moves first on an odd board in an odd game. */
static int first_team_moves_first(int board, int game)
{
    return (board % 2 == 1) == (game % 2 == 1);
}

static void check_board_colours(const pairing_team_event *ev, int round,
                                pairing_report *rep)
{
    for (int i = 0; i < ev->nrows; i++) {
        const pr_board_row *r = &ev->rows[i];
        if (r->round != round || r->board < 1 || r->first < 0)
            continue;
        int game = r->game > 0 ? r->game : 1;
        int moved_for = ev->member_team[r->first];
        int should =
            first_team_moves_first(r->board, game) ? r->first_team : r->second_team;
        if (moved_for == should)
            continue;
        const char *first = team_id(ev, r->first_team),
                   *second = team_id(ev, r->second_team);
        const char *who = pairing_event_id(ev->members, r->first);
        if (ev->o.games > 1)
            pr_report_add(
                rep,
                "board %d game %d of %s–%s (line %ld): '%s' of %s moved first, "
                "but %s does: the first team moves first on the odd boards, the "
                "other on the even, the colours changing every game",
                r->board, game, first, second, r->line, who, team_id(ev, moved_for),
                team_id(ev, should));
        else
            pr_report_add(rep,
                          "board %d of %s–%s (line %ld): '%s' of %s moved first, but %s "
                          "does: the first team moves first on the odd boards, the other "
                          "on the even",
                          r->board, first, second, r->line, who, team_id(ev, moved_for),
                          team_id(ev, should));
    }
}

PAIRING_API pairing_report *pairing_team_check(const pairing_team_event *ev,
                                               const pairing_swiss_options *options,
                                               pairing_error *err)
{
    if (!ev || !ev->validated) {
        pr_fail(err, PAIRING_ERR_INVALID,
                !ev ? PR_MSG("no team event") : PR_MSG("validate the team event first"));
        return NULL;
    }
    if (ev->system == PAIRING_SYSTEM_KNOCKOUT) {
        pr_fail(
            err, PAIRING_ERR_INVALID,
            "a knockout's matches come from its draw: pairing_knockout_new shows them");
        return NULL;
    }
    pairing_report *rep;
    if (ev->system != PAIRING_SYSTEM_ROUNDROBIN) {
        rep = pairing_swiss_check(ev->level, options, err);
    } else {
        rep = pr_report_new(pairing_event_rounds_played(ev->level));
        if (!rep)
            pr_nomem(err);
        else if (rep->round > 0 && check_berger_round(ev, rep->round, rep, err)) {
            pairing_report_free(rep);
            rep = NULL;
        }
    }
    if (!rep)
        return NULL;
    check_board_colours(ev, rep->round, rep);
    if (rep->failed) {
        pairing_report_free(rep);
        pr_nomem(err);
        return NULL;
    }
    return rep;
}
