/*
 * individual.c - teams ranked from an individual event (队员总分制, SPEC §10):
 * 000 第十四条2(5) ranks a unit's team "by the results its players obtained in
 * the individual competition"; 003 §五(五)2 (the 2014 open) says how: the sum
 * of the overall places of each team's best 3 players, smaller first, equal
 * sums by the best player's place; 注1 takes the team result away from a team
 * left with fewer than three.
 *
 * Decisions where the rules are silent (SPEC §10, design/teams.md D14):
 * - A shared place counts its rank number (two players 3= each count 3), as
 *   the standings print it.
 * - 注1's 弃权 is a withdrawal from the event: a member the standings mark as
 *   withdrawn has no place for his team (his place stays his: the others'
 *   places do not move up).  Places given by the caller are taken as they are:
 *   an entrant without one is not placed.
 * - Equal sums are compared by the counted members' places, best first, for
 *   sum-points as for sum-ranks (the places hold the individual tiebreaks); a
 *   team with fewer members counted is behind when all the places it has are
 *   equal.  Teams equal on all of it share the place, as players do (SPEC §6),
 *   listed in the byte order of their keys, as are the teams with no place.
 * - pad_last counts each missing member at last place, the number of players
 *   placed (or the largest place given, if larger), with no points.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct total_team {
    char *key;
    int first;   /* where its members start in members[], and its keys in keys[] */
    int members; /* how many */
    int placed, needed, counted, padded, ranked, rank, shared;
    long long sum;
} total_team;

struct pairing_members_total {
    pairing_members_options o;
    int entrants;
    int last;
    int *place;   /* per entrant: the overall place counted, 0 = none */
    int *score;   /* per entrant: half-points */
    int *members; /* the teams' members, team by team, best first */
    int *keys;    /* the places each team counts, team by team, smallest first */
    total_team *teams;
    int nteams;
    int *order; /* team rows in ranking order */
};

PAIRING_API void pairing_members_defaults(pairing_members_options *options)
{
    if (!options)
        return;
    memset(options, 0, sizeof *options);
    options->method = PAIRING_SUM_POINTS;
}

PAIRING_API void pairing_members_total_free(pairing_members_total *t)
{
    if (!t)
        return;
    for (int i = 0; i < t->nteams; i++)
        free(t->teams[i].key);
    free(t->place);
    free(t->score);
    free(t->members);
    free(t->keys);
    free(t->teams);
    free(t->order);
    free(t);
}

/* ---- the inputs checked ---- */

static int check_options(const pairing_members_options *o, pairing_error *err)
{
    if (o->method != PAIRING_SUM_POINTS && o->method != PAIRING_SUM_RANKS)
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown method %d", (int)o->method);
    if (o->count < 0 || o->count > PAIRING_MAX_ENTRANTS)
        return pr_fail(err, PAIRING_ERR_INVALID, "members counted: %d is out of range",
                       o->count);
    /* 003 §五(五)2 sums a fixed number of places: without it the sums of teams of
     * different sizes would not compare */
    if (o->method == PAIRING_SUM_RANKS && o->count == 0)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "sum-ranks needs the number of members counted");
    return PAIRING_OK;
}

static int check_inputs(const pairing_event *ev, const pairing_standings *st,
                        const int *places, const char *const *team_of,
                        const pairing_members_options *o, pairing_error *err)
{
    int rc = pr_event_require_valid(ev, err);
    if (rc)
        return rc;
    if (!team_of)
        return pr_fail(err, PAIRING_ERR_INVALID, "no team keys");
    if (!st && !places)
        return pr_fail(err, PAIRING_ERR_INVALID, "give the standings or the places");
    if (!st && o->method == PAIRING_SUM_POINTS)
        return pr_fail(err, PAIRING_ERR_INVALID, "sum-points needs the standings");
    if (st && pairing_standings_count(st) != pairing_event_entrants(ev))
        return pr_fail(err, PAIRING_ERR_INVALID, "the standings are not the event's");
    int n = pairing_event_entrants(ev);
    for (int i = 0; places && i < n; i++)
        if (places[i] < 0 || places[i] > n)
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                              pairing_event_entrant(ev, i).line,
                              "entrant '%s': place %d is not 1 to %d",
                              pairing_event_id(ev, i), places[i], n);
    for (int i = 0; i < n; i++)
        if (team_of[i] && !pr_utf8_is_valid(team_of[i]))
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS,
                              pairing_event_entrant(ev, i).line,
                              "entrant '%s': the team is not UTF-8",
                              pairing_event_id(ev, i));
    return check_options(o, err);
}

/* ---- each entrant's place and score ---- */

/* The standings' places, a withdrawn player's left out (注1), or the places
 * given; the last place is the number placed, or the largest place if larger. */
static void read_places(pairing_members_total *t, const pairing_standings *st,
                        const int *places)
{
    int placed = 0, largest = 0;
    for (int row = 0; st && row < t->entrants; row++) {
        pairing_standing s = pairing_standings_row(st, row);
        t->score[s.player] = s.score;
        t->place[s.player] = s.withdrawn ? 0 : s.rank;
    }
    for (int i = 0; places && i < t->entrants; i++)
        t->place[i] = places[i];
    for (int i = 0; i < t->entrants; i++) {
        placed += t->place[i] > 0;
        largest = t->place[i] > largest ? t->place[i] : largest;
    }
    /* the standings rank every entrant: a withdrawn one holds his row */
    t->last = st && !places ? t->entrants : placed > largest ? placed : largest;
    if (t->last < 1) /* nobody placed: a padded member is still 1st at best */
        t->last = 1;
}

/* ---- the teams: entrants grouped by key ---- */

typedef struct key_order {
    const char *const *team_of;
} key_order;

static int by_key(const void *ctx, int a, int b)
{
    const key_order *k = ctx;
    return strcmp(k->team_of[a], k->team_of[b]);
}

static int has_team(const char *const *team_of, int i)
{
    return team_of[i] && team_of[i][0];
}

/* The better member first: a placed one before one without a place; then by
 * place (sum-ranks: the best K places are counted), or by score and then place
 * (sum-points: the best K scores). */
static int better_member(const void *ctx, int a, int b)
{
    const pairing_members_total *t = ctx;
    int pa = t->place[a], pb = t->place[b];
    if ((pa > 0) != (pb > 0))
        return pa > 0 ? -1 : 1;
    if (t->o.method == PAIRING_SUM_POINTS && t->score[a] != t->score[b])
        return t->score[a] > t->score[b] ? -1 : 1;
    return pa < pb ? -1 : pa > pb ? 1 : 0;
}

/* The entrants of a team key in members[], in entrant order: sorted by key,
 * stably, so each team is a run. */
static int group_members(pairing_members_total *t, const char *const *team_of,
                         pairing_error *err)
{
    int n = 0;
    for (int i = 0; i < t->entrants; i++)
        if (has_team(team_of, i))
            t->members[n++] = i;
    key_order k = {team_of};
    if (pr_sort(t->members, n, by_key, &k))
        return pr_nomem(err);
    for (int at = 0; at < n;) {
        int end = at + 1;
        while (end < n && strcmp(team_of[t->members[end]], team_of[t->members[at]]) == 0)
            end++;
        total_team *team = &t->teams[t->nteams++];
        team->first = at;
        team->members = end - at;
        if (!(team->key = pr_strdup(team_of[t->members[at]])))
            return pr_nomem(err);
        at = end;
    }
    return PAIRING_OK;
}

/* What a team counts: its best K placed members, or every placed member when K
 * is 0; short of K it has no team place (注1) unless pad_last fills the rest
 * at last place. */
static void count_team(pairing_members_total *t, total_team *team)
{
    int *m = t->members + team->first, K = t->o.count;
    for (int i = 0; i < team->members; i++)
        team->placed += t->place[m[i]] > 0;
    team->needed = K ? K : 1;
    team->counted = K && team->placed > K ? K : team->placed;
    team->ranked = team->placed >= team->needed || (K && t->o.pad_last);
    team->padded = team->ranked && K ? K - team->counted : 0;
    for (int i = 0; i < team->counted; i++)
        team->sum += t->o.method == PAIRING_SUM_RANKS ? t->place[m[i]] : t->score[m[i]];
    if (t->o.method == PAIRING_SUM_RANKS)
        team->sum += (long long)team->padded * t->last;
}

/* ---- the ranking ---- */

static int by_place(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

/* The places a team is compared on, best first: sum-points chose its members
 * by score, so their places are sorted here; padded members follow at last
 * place, which no real place passes. */
static void sort_keys(pairing_members_total *t, const total_team *team)
{
    int *keys = t->keys + team->first;
    for (int k = 0; k < team->counted; k++)
        keys[k] = t->place[t->members[team->first + k]];
    qsort(keys, (size_t)team->counted, sizeof *keys, by_place);
}

/* The k-th best place a team counts, or a place worse than any when it counts
 * fewer. */
static int counted_place(const pairing_members_total *t, const total_team *team, int k)
{
    if (k < team->counted)
        return t->keys[team->first + k];
    return k < team->counted + team->padded ? t->last : t->entrants + 1;
}

/* 003 §五(五)2: the smaller sum of places first (sum-ranks) or the larger sum
 * of scores (sum-points); equal sums by the best member's place, then the
 * second best's, and so on.  Teams without a place go after. */
static int team_order(const void *ctx, int a, int b)
{
    const pairing_members_total *t = ctx;
    const total_team *ta = &t->teams[a], *tb = &t->teams[b];
    if (ta->ranked != tb->ranked)
        return ta->ranked ? -1 : 1;
    if (!ta->ranked)
        return 0;
    if (ta->sum != tb->sum) {
        int smaller_first = t->o.method == PAIRING_SUM_RANKS;
        return (ta->sum < tb->sum) == smaller_first ? -1 : 1;
    }
    int n = ta->counted + ta->padded, m = tb->counted + tb->padded;
    for (int k = 0; k < n || k < m; k++) {
        int pa = counted_place(t, ta, k), pb = counted_place(t, tb, k);
        if (pa != pb)
            return pa < pb ? -1 : 1;
    }
    return 0;
}

/* Places down the ranked teams: equal teams share one (3=, 3=, then 5). */
static void give_places(pairing_members_total *t)
{
    for (int i = 0; i < t->nteams; i++) {
        total_team *team = &t->teams[t->order[i]];
        if (!team->ranked)
            break;
        int equal = i > 0 && team_order(t, t->order[i - 1], t->order[i]) == 0;
        team->rank = equal ? t->teams[t->order[i - 1]].rank : i + 1;
        if (equal)
            team->shared = t->teams[t->order[i - 1]].shared = 1;
    }
}

static int rank_teams(pairing_members_total *t, pairing_error *err)
{
    for (int i = 0; i < t->nteams; i++)
        t->order[i] = i;
    if (pr_sort(t->order, t->nteams, team_order, t))
        return pr_nomem(err);
    give_places(t);
    return PAIRING_OK;
}

static int build(pairing_members_total *t, const pairing_standings *st, const int *places,
                 const char *const *team_of, pairing_error *err)
{
    size_t n = (size_t)t->entrants;
    t->place = pr_calloc(n, sizeof *t->place);
    t->score = pr_calloc(n, sizeof *t->score);
    t->members = pr_calloc(n, sizeof *t->members);
    t->keys = pr_calloc(n, sizeof *t->keys);
    t->teams = pr_calloc(n, sizeof *t->teams);
    t->order = pr_calloc(n, sizeof *t->order);
    if (!t->place || !t->score || !t->members || !t->keys || !t->teams || !t->order)
        return pr_nomem(err);
    read_places(t, st, places);
    int rc = group_members(t, team_of, err);
    for (int i = 0; !rc && i < t->nteams; i++) {
        total_team *team = &t->teams[i];
        if (pr_sort(t->members + team->first, team->members, better_member, t))
            return pr_nomem(err);
        count_team(t, team);
        sort_keys(t, team);
    }
    return rc ? rc : rank_teams(t, err);
}

PAIRING_API pairing_members_total *
pairing_members_total_new(const pairing_event *ev, const pairing_standings *st,
                          const int *places, const char *const *team_of,
                          const pairing_members_options *options, pairing_error *err)
{
    pairing_members_options o;
    pairing_members_defaults(&o);
    if (options)
        o = *options;
    if (check_inputs(ev, st, places, team_of, &o, err))
        return NULL;
    pairing_members_total *t = pr_calloc(1, sizeof *t);
    if (!t) {
        pr_nomem(err);
        return NULL;
    }
    t->o = o;
    t->entrants = pairing_event_entrants(ev);
    if (build(t, st, places, team_of, err)) {
        pairing_members_total_free(t);
        return NULL;
    }
    return t;
}

/* ---- reading it ---- */

PAIRING_API int pairing_members_total_teams(const pairing_members_total *t)
{
    return t ? t->nteams : 0;
}

PAIRING_API pairing_team_total pairing_members_total_team(const pairing_members_total *t,
                                                          int row)
{
    pairing_team_total out = {0};
    if (!t || row < 0 || row >= t->nteams)
        return out;
    const total_team *team = &t->teams[t->order[row]];
    out.team = team->key;
    out.rank = team->rank;
    out.shared = team->shared;
    out.ranked = team->ranked;
    out.members = team->members;
    out.placed = team->placed;
    out.needed = team->needed;
    out.counted = team->counted;
    out.padded = team->padded;
    out.sum = team->sum;
    return out;
}

PAIRING_API int pairing_members_total_member(const pairing_members_total *t, int row,
                                             int k)
{
    if (!t || row < 0 || row >= t->nteams)
        return -1;
    const total_team *team = &t->teams[t->order[row]];
    return k >= 0 && k < team->members ? t->members[team->first + k] : -1;
}

PAIRING_API int pairing_members_total_key(const pairing_members_total *t, int row, int k)
{
    if (!t || row < 0 || row >= t->nteams)
        return 0;
    const total_team *team = &t->teams[t->order[row]];
    return k >= 0 && k < team->counted + team->padded ? counted_place(t, team, k) : 0;
}

PAIRING_API int pairing_members_total_place(const pairing_members_total *t, int player)
{
    return t && player >= 0 && player < t->entrants ? t->place[player] : 0;
}

PAIRING_API int pairing_members_total_score(const pairing_members_total *t, int player)
{
    return t && player >= 0 && player < t->entrants ? t->score[player] : 0;
}

PAIRING_API int pairing_members_total_last(const pairing_members_total *t)
{
    return t ? t->last : 0;
}
