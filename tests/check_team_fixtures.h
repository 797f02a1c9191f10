/*
 * check_team_fixtures.h - team events for the unit tests (check_team_fixtures.c).
 */
#ifndef CHECK_TEAM_FIXTURES_H
#define CHECK_TEAM_FIXTURES_H

#include "check_pairing.h"

pairing_team_event *new_team_event(pairing_system system, int boards, int games,
                                   pairing_lineup_rule rule);
void add_team(pairing_team_event *ev, const char *id, const char *name, int rank);
int try_member(pairing_team_event *ev, const char *id, const char *team, int order,
               pairing_error *err);
void add_member(pairing_team_event *ev, const char *id, const char *team, int order);
void add_members(pairing_team_event *ev, const char *team, int n);
int try_row(pairing_team_event *ev, int round, const char *first_team,
            const char *second_team, int board, int game, const char *first,
            const char *second, const char *token, const char *winner,
            pairing_error *err);
void add_row(pairing_team_event *ev, int round, const char *first_team,
             const char *second_team, int board, const char *first, const char *second,
             const char *token);
void add_match(pairing_team_event *ev, int round, const char *a, const char *b,
               const char *results);
void validate(pairing_team_event *ev);
pairing_team_event *numbered_teams(pairing_system system, const char *prefix, int n,
                                   int boards, int games, int members);
pairing_team_event *lettered_teams(pairing_system system, int boards, int games,
                                   int count);
pairing_round *first_round(const pairing_team_event *ev, int rounds);
int team_index(const pairing_team_event *ev, const char *id);
pairing_team_event *worked_round_robin(void);

#endif
