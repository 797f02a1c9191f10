/*
 * teams.h - the team event (SPEC §10) as the files of libpairing/teams share
 * it: the teams, their members and orders, the lineups and the board rows as
 * added; after validation, each round's team matches scored, and the
 * team-level event the pairing systems take.
 */
#ifndef PAIRING_TEAMS_H
#define PAIRING_TEAMS_H

#include "internal.h"

typedef struct pr_team {
    char *id; /* one block holding the id, the name and the group */
    char *name;
    char *group; /* NULL = none */
    int rating;  /* as given: PAIRING_UNRATED = from the members */
    int rank;
    int withdrawn;
    long line;
} pr_team;

typedef struct pr_seat {
    int round, team, board;
    int member; /* -1 = vacant */
    long line;
} pr_seat;

/* A row of the results: a game of a board, or a team-level row (board 0). */
typedef struct pr_board_row {
    int round;
    int first_team, second_team; /* second -1: a bye */
    int board, game;             /* board 0: a team-level row */
    int first, second;           /* members, -1 = vacant */
    pairing_outcome outcome;
    int winner; /* a team, -1 = none */
    long line;
} pr_board_row;

/* A team match (次) of a round, as the results hold it and as it scored. */
typedef struct pr_match {
    int round;
    int first_team, second_team; /* second -1: a bye of the first */
    pairing_outcome team_row;    /* a team-level bye or forfeit row, else PENDING */
    int winner;                  /* a drawn knockout match's team going through, -1 */
    int complete;                /* every game of every board has a result */
    int points[2][3];            /* the two teams' match, board and game points */
    long line;                   /* the first row of the match */
} pr_match;

struct pairing_team_event {
    pairing_system system;
    pairing_team_options o;
    int has_lots;
    uint64_t lot_seed;
    pr_team *teams;
    int nteams, cap_teams;
    pr_idmap team_ids;
    pairing_event *members; /* members as entrants */
    int *member_team, *member_order;
    int cap_member_info;
    pr_seat *seats;
    int nseats, cap_seats;
    pr_board_row *rows;
    int nrows, cap_rows;
    /* after validation */
    int validated;
    int *roster;       /* the members by team, then order */
    int *roster_start; /* team -> where its members begin in roster (nteams + 1) */
    int rounds;        /* the highest round of a result row or a seat */
    pr_match *matches; /* by round, then first team */
    int nmatches, cap_matches;
    int *match_of;        /* teams x rounds: match + 1, 0 = none */
    int *board_gp;        /* matches x 2 x boards: each side's game points a board */
    pairing_event *level; /* the team-level event: teams as entrants */
    struct pr_team_source source; /* the team tiebreaks, for the level's standings */
};

/* lineups.c */
int pr_team_check_seats(pairing_team_event *ev, pairing_error *err);
int pr_team_check_roster(pairing_team_event *ev, pairing_error *err);
int pr_team_check_lineup(const pairing_team_event *ev, int team, int round,
                         const int *by_board, int source, const long *lines, long line,
                         pairing_error *err);
int pr_team_default_lineup(const pairing_team_event *ev, int team, int round, int *out);
int pr_team_lineup(const pairing_team_event *ev, int team, int round, int *out,
                   int *given);

/* matches.c */
int pr_team_build_matches(pairing_team_event *ev, pairing_error *err);
/* A fault of a results row, named by its line (matches.c). */
int pr_team_row_fail(pairing_error *err, const pr_board_row *r, const char *fmt, ...)
    PR_PRINTF(3, 4);
const pr_match *pr_team_match_of(const pairing_team_event *ev, int team, int round);
int pr_team_game_points(const pairing_team_event *ev, pairing_outcome o, int is_first);

/* level.c */
int pr_team_build_level(pairing_team_event *ev, pairing_error *err);

/* standing.c: the team tiebreaks, given to the team-level event */
void pr_team_standings_source(pairing_team_event *ev);

#endif /* PAIRING_TEAMS_H */
