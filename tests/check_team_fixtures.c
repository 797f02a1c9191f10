/*
 * check_team_fixtures.c - team events built for the unit tests: teams,
 * members, board rows and whole matches through the public header, and
 * design/teams.md §4.11's worked round robin.
 */
#include <stdio.h>
#include <string.h>

#include "check_team_fixtures.h"

/* ---- building team events ---- */

pairing_team_event *new_team_event(pairing_system system, int boards, int games,
                                   pairing_lineup_rule rule)
{
    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = boards;
    o.games = games;
    o.lineup_rule = rule;
    pairing_error err;
    pairing_team_event *ev = pairing_team_event_new(system, &o, &err);
    ck_assert_msg(ev != NULL, "%s", err.text);
    return ev;
}

void add_team(pairing_team_event *ev, const char *id, const char *name, int rank)
{
    pairing_team t = {id, name, NULL, PAIRING_UNRATED, rank, PAIRING_ACTIVE, rank + 1};
    pairing_error err;
    ck_assert_msg(pairing_team_event_add_team(ev, &t, &err) == PAIRING_OK, "%s",
                  err.text);
}

int try_member(pairing_team_event *ev, const char *id, const char *team, int order,
               pairing_error *err)
{
    pairing_member m;
    pairing_entrant_defaults(&m.player);
    m.player.id = id;
    m.player.name = id;
    m.team = team;
    m.order = order;
    return pairing_team_event_add_member(ev, &m, err);
}

void add_member(pairing_team_event *ev, const char *id, const char *team, int order)
{
    pairing_error err;
    ck_assert_msg(try_member(ev, id, team, order, &err) == PAIRING_OK, "%s", err.text);
}

/* Members "<team>1".."<team>n" of orders 1..n. */
void add_members(pairing_team_event *ev, const char *team, int n)
{
    for (int i = 1; i <= n; i++) {
        char id[32];
        snprintf(id, sizeof id, "%s%d", team, i);
        add_member(ev, id, team, i);
    }
}

int try_row(pairing_team_event *ev, int round, const char *first_team,
            const char *second_team, int board, int game, const char *first,
            const char *second, const char *token, const char *winner, pairing_error *err)
{
    pairing_board_result r = {round, first_team, second_team,     board,  game,
                              first, second,     PAIRING_PENDING, winner, 0};
    ck_assert_int_eq(pairing_outcome_parse(token, &r.outcome), PAIRING_OK);
    return pairing_team_event_add_result(ev, &r, err);
}

void add_row(pairing_team_event *ev, int round, const char *first_team,
             const char *second_team, int board, const char *first, const char *second,
             const char *token)
{
    pairing_error err;
    ck_assert_msg(try_row(ev, round, first_team, second_team, board, 1, first, second,
                          token, NULL, &err) == PAIRING_OK,
                  "%s", err.text);
}

/* A match whose boards' results are given from the first team's side ("1",
 * "=", "0" a board), each board's colours by the rule: the first team's member
 * moves first on the odd boards. */
void add_match(pairing_team_event *ev, int round, const char *a, const char *b,
               const char *results)
{
    for (int board = 1; results[board - 1]; board++) {
        char ma[32], mb[32];
        snprintf(ma, sizeof ma, "%s%d", a, board);
        snprintf(mb, sizeof mb, "%s%d", b, board);
        char r = results[board - 1];
        int odd = board % 2 == 1;
        const char *token = r == '=' ? "=" : (r == '1') == odd ? "1-0" : "0-1";
        add_row(ev, round, a, b, board, odd ? ma : mb, odd ? mb : ma, token);
    }
}

void validate(pairing_team_event *ev)
{
    pairing_error err;
    ck_assert_msg(pairing_team_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
}

/* n teams "<prefix>1".. of `members` members each, validated. */
pairing_team_event *numbered_teams(pairing_system system, const char *prefix, int n,
                                   int boards, int games, int members)
{
    pairing_team_event *ev =
        new_team_event(system, boards, games, PAIRING_LINEUP_ORDERED);
    for (int i = 0; i < n; i++) {
        char id[16];
        snprintf(id, sizeof id, "%s%d", prefix, i + 1);
        add_team(ev, id, id, i + 1);
        add_members(ev, id, members);
    }
    validate(ev);
    return ev;
}

/* Teams A (甲), B (乙) and, with three, C (丙), not yet validated, each with as
 * many members as boards. */
pairing_team_event *lettered_teams(pairing_system system, int boards, int games,
                                   int count)
{
    static const char *ids[] = {"A", "B", "C"}, *names[] = {"甲", "乙", "丙"};
    pairing_team_event *ev =
        new_team_event(system, boards, games, PAIRING_LINEUP_ORDERED);
    for (int i = 0; i < count; i++)
        add_team(ev, ids[i], names[i], i + 1);
    for (int i = 0; i < count; i++)
        add_members(ev, ids[i], boards);
    return ev;
}

/* The first round of a team-level event, paired as the options say. */
pairing_round *first_round(const pairing_team_event *ev, int rounds)
{
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    so.rounds = rounds;
    pairing_error err;
    pairing_round *r = pairing_swiss_pair(pairing_team_event_teams(ev), &so, &err);
    ck_assert_msg(r != NULL, "%s", err.text);
    return r;
}

int team_index(const pairing_team_event *ev, const char *id)
{
    return pairing_event_find(pairing_team_event_teams(ev), id);
}

/* ---- the worked round robin (teams.md §4.11.1): four teams, four boards ---- */

pairing_team_event *worked_round_robin(void)
{
    pairing_team_event *ev =
        new_team_event(PAIRING_SYSTEM_ROUNDROBIN, 4, 1, PAIRING_LINEUP_ORDERED);
    const char *ids[] = {"BJ", "SH", "TJ", "GZ"};
    const char *names[] = {"北京", "上海", "天津", "广州"};
    for (int i = 0; i < 4; i++)
        add_team(ev, ids[i], names[i], i + 1);
    for (int i = 0; i < 4; i++)
        add_members(ev, ids[i], 4);
    add_match(ev, 1, "BJ", "GZ", "=10=");
    add_match(ev, 1, "SH", "TJ", "=110");
    add_match(ev, 2, "GZ", "TJ", "==00");
    add_match(ev, 2, "BJ", "SH", "00=0");
    add_match(ev, 3, "SH", "GZ", "1000");
    add_match(ev, 3, "TJ", "BJ", "101=");
    validate(ev);
    return ev;
}
