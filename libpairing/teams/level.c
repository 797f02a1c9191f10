/*
 * level.c - the team-level event (SPEC §10, teams.md D20): the teams as
 * entrants, numbered by rank, else by rating (given, or the mean of the B
 * best-rated members), else file order; one result a team match, won, drawn
 * or lost as the match scored, so that the round robin, knockout, Qiu and
 * Swiss functions pair and rank teams as they do players, with 次分 as the
 * score.
 */
#include <stdlib.h>
#include <string.h>

#include "teams/teams.h"

static int descending(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

/* The mean of the B best ratings among the team's members, rounded half up;
 * unrated members are left out, and a team with none is unrated. */
static int team_rating(const pairing_team_event *ev, int team, int *scratch)
{
    if (ev->teams[team].rating != PAIRING_UNRATED)
        return ev->teams[team].rating;
    int n = 0;
    for (int i = ev->roster_start[team]; i < ev->roster_start[team + 1]; i++) {
        int r = pairing_event_rating(ev->members, ev->roster[i]);
        if (r != PAIRING_UNRATED)
            scratch[n++] = r;
    }
    if (!n)
        return PAIRING_UNRATED;
    qsort(scratch, (size_t)n, sizeof *scratch, descending);
    int count = n < ev->o.boards ? n : ev->o.boards;
    long long sum = 0;
    for (int i = 0; i < count; i++)
        sum += scratch[i];
    return (int)((2 * sum + count) / (2 * count));
}

/* team-violations (000 §16.3(2) B): the members' violations together. */
static int members_violations(const pairing_team_event *ev, int team)
{
    int sum = 0;
    for (int i = ev->roster_start[team]; i < ev->roster_start[team + 1]; i++)
        sum += pairing_event_entrant(ev->members, ev->roster[i]).violations;
    return sum;
}

static int add_teams(pairing_team_event *ev, pairing_error *err)
{
    int n = pairing_event_entrants(ev->members);
    int *scratch = pr_calloc((size_t)n + 1, sizeof *scratch);
    if (!scratch)
        return pr_nomem(err);
    int rc = PAIRING_OK;
    for (int t = 0; t < ev->nteams && !rc; t++) {
        const pr_team *team = &ev->teams[t];
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = team->id;
        e.name = team->name;
        e.club = team->group;
        e.rating = team_rating(ev, t, scratch);
        e.rank = team->rank;
        e.withdrawn = team->withdrawn;
        e.violations = members_violations(ev, t);
        e.line = team->line;
        rc = pairing_event_add_entrant(ev->level, &e, err);
        if (rc && err)
            err->source = PAIRING_SOURCE_TEAMS;
    }
    free(scratch);
    return rc;
}

/* A match as a result of the team-level event, from the first team's side. */
static pairing_outcome outcome_of(const pr_match *m)
{
    if (m->second_team < 0 || m->team_row != PAIRING_PENDING)
        return m->team_row;
    if (!m->complete)
        return PAIRING_PENDING;
    int a = m->points[0][0], b = m->points[1][0];
    return a > b ? PAIRING_FIRST_WINS : a < b ? PAIRING_SECOND_WINS : PAIRING_DRAW;
}

static int add_matches(pairing_team_event *ev, pairing_error *err)
{
    int rc = PAIRING_OK;
    for (int i = 0; i < ev->nmatches && !rc; i++) {
        const pr_match *m = &ev->matches[i];
        pairing_result r = {m->round,
                            ev->teams[m->first_team].id,
                            m->second_team >= 0 ? ev->teams[m->second_team].id : NULL,
                            outcome_of(m),
                            m->winner >= 0 ? ev->teams[m->winner].id : NULL,
                            m->line};
        rc = pairing_event_add_result(ev->level, &r, err);
    }
    return rc;
}

int pr_team_build_level(pairing_team_event *ev, pairing_error *err)
{
    pairing_event *level = pairing_event_new(ev->system, err);
    if (!level)
        return err ? err->code : PAIRING_ERR_NOMEM;
    ev->level = level;
    pr_team_standings_source(ev);
    const int *mp = ev->o.match_points;
    int bye = ev->system == PAIRING_SYSTEM_ROUNDROBIN       ? 0
              : ev->o.bye_points[0] == PAIRING_TEAM_BYE_WIN ? mp[0]
                                                            : ev->o.bye_points[0];
    int rc = pairing_event_set_points(level, mp[0], mp[1], mp[2], err);
    if (!rc)
        rc = pairing_event_set_bye_points(level, bye, err);
    if (!rc && ev->has_lots)
        pairing_event_set_lots(level, ev->lot_seed);
    if (!rc)
        rc = add_teams(ev, err);
    if (!rc)
        rc = add_matches(ev, err);
    if (!rc)
        rc = pairing_event_validate(level, err);
    return rc;
}
