/*
 * check_team_properties.c - property tests over generated team events (SPEC
 * §10, issue 14): events of every system (round robin, single or double;
 * Swiss; the Qiu system; knockout, with or without placement matches) of 2-40
 * teams, 2-6 boards and 1-2 games a board, under the three lineup rules, with
 * reserves, lineups given for some rounds, vacant seats, forfeits, team
 * forfeits, half- and zero-byes asked for, teams and members withdrawing, and
 * now and then a game played with the colours wrong, played round by round to
 * the end through the public header.  After every round:
 *
 *   - every team still in is in exactly one match or has the bye (a Qiu team
 *     out after stage 1 by Appendix 3 §二.1.1 in none);
 *   - no rematch before a Qiu final unless the round was paired allowing them;
 *   - every match's first team by its rule (the Berger table; Appendix 3 §四.1;
 *     by lot in the Qiu final and a knockout), every board's colours by it
 *     (003 第三条1(3), 000 第五条1(2));
 *   - every lineup within its rule (000 §14.2(1)-(3)), the one given or else
 *     the rule's default;
 *   - pairing_team_check reports exactly the rows played with wrong colours;
 *   - each team's 次分, 场分 and 局分, its boards, the members' board records,
 *     the standings' score, board points, game points, team-sb, team-sb-rate,
 *     board by board, order and shared ranks, and every knockout match's
 *     winner equal this file's own scoring of the rows it added (§10 Scoring,
 *     000 §16.1, §16.3(2), 003 第四条3(2), the 2014 regulations' round robin
 *     withdrawals).
 *
 * Everything is drawn from a fixed-seed generator of this file's own, and each
 * failure names the event's seed so that it can be run again alone.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "check_pairing.h"

#define MAX_TEAMS 40
#define MAX_BOARDS 6
#define MAX_GAMES 2
#define MAX_MEMBERS (MAX_BOARDS + 2)
#define MAX_ROUNDS 40

/* ---- a generator of our own: splitmix64 ---- */

typedef struct rng {
    uint64_t state;
} rng;

static uint64_t next_random(rng *g)
{
    uint64_t z = (g->state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* 0..n-1 */
static int below(rng *g, int n)
{
    return (int)(next_random(g) % (uint64_t)n);
}

static int chance(rng *g, int percent)
{
    return below(g, 100) < percent;
}

/* ---- what the test keeps of each event: its own record of every row ---- */

/* One game as added: who moved first (0 = the first team's member) and the
 * result from the first mover's side. */
typedef struct my_game {
    int mover_side;
    int first, second; /* the members, -1 vacant */
    pairing_outcome outcome;
} my_game;

/* A team match (次) as added: boards, a team-level forfeit, or a bye. */
typedef struct my_match {
    int first, second;        /* teams; second -1 = a bye */
    pairing_outcome team_row; /* a team forfeit or the bye's kind, else PENDING */
    int winner;               /* a drawn knockout match's winner, -1 */
    my_game games[MAX_BOARDS][MAX_GAMES];
    /* scored by this file */
    int board_gp[2][MAX_BOARDS]; /* each side's 局分 on each board */
    int points[2][3];            /* each side's 次分, 场分, 局分 */
} my_match;

typedef struct my_event {
    uint64_t seed;
    char label[160];
    pairing_system system;
    pairing_team_options o;  /* as given */
    int mp[3], bp[3], gp[3]; /* the points in force */
    int nteams, boards, games;
    int members[MAX_TEAMS];
    int first_member[MAX_TEAMS]; /* member index of the team's first member added */
    int member_team[MAX_TEAMS * MAX_MEMBERS];
    int member_order[MAX_TEAMS * MAX_MEMBERS];
    int member_gone[MAX_TEAMS * MAX_MEMBERS]; /* withdrew after this round */
    int withdrawn[MAX_TEAMS];
    int total_rounds;
    int cycles; /* a round robin's: single or double */
    /* lineups given: seat[round][team][board] = member, -1 vacant; given[][] */
    int given[MAX_ROUNDS + 1][MAX_TEAMS];
    int seat[MAX_ROUNDS + 1][MAX_TEAMS][MAX_BOARDS];
    my_match matches[MAX_ROUNDS + 1][MAX_TEAMS];
    int nmatches[MAX_ROUNDS + 1];
    int met[MAX_TEAMS][MAX_TEAMS];
    int last_round;                  /* the last round with a row */
    int miscoloured[MAX_ROUNDS + 1]; /* rows written with the colours wrong */
    pairing_team_event *ev;
} my_event;

#define PROP(e, cond, fmt, ...) EXPECT(cond, "%s: " fmt, (e)->label, __VA_ARGS__)

static int member_of(const my_event *e, int team, int k)
{
    return e->first_member[team] + k;
}

/* ---- building the event ---- */

static void settle(int system_qiu, const int given[3], int out[3])
{
    if (given[0] || given[1] || given[2]) {
        memcpy(out, given, 3 * sizeof *out);
        return;
    }
    out[0] = system_qiu ? 4 : 2; /* §16.1 1/½/0; Appendix 3 §五.1 2/1/0 */
    out[1] = system_qiu ? 2 : 1;
    out[2] = 0;
}

static void choose_options(my_event *e, rng *g)
{
    pairing_team_options *o = &e->o;
    pairing_team_defaults(o);
    o->boards = e->boards;
    o->games = e->games;
    o->lineup_rule = (pairing_lineup_rule)below(g, 3);
    o->match_by = chance(g, 25) ? PAIRING_MATCH_BY_GAMES : PAIRING_MATCH_BY_BOARDS;
    if (chance(g, 10)) { /* 次分 3, 1, 0 */
        o->match_points[0] = 6;
        o->match_points[1] = 2;
    }
    if (chance(g, 20)) { /* a football-like board scale: 3, 1, 0 */
        o->board_points[0] = 6;
        o->board_points[1] = 2;
    }
    if (chance(g, 15)) {
        o->game_points[0] = 4;
        o->game_points[1] = 2;
    }
    int qiu = e->system == PAIRING_SYSTEM_QIU;
    settle(qiu, o->match_points, e->mp);
    settle(qiu, o->board_points, e->bp);
    settle(qiu, o->game_points, e->gp);
    if (chance(g, 20)) { /* team-bye-points: a drawn match, every board drawn */
        o->bye_points[0] = e->mp[1];
        o->bye_points[1] = e->boards * e->bp[1];
        o->bye_points[2] = e->boards * e->games * e->gp[1];
    }
}

static void add_one_team(my_event *e, int t)
{
    char id[16];
    snprintf(id, sizeof id, "T%d", t + 1);
    pairing_team team = {id, id, NULL, PAIRING_UNRATED, t + 1, e->withdrawn[t], t + 2};
    pairing_error err;
    PROP(e, pairing_team_event_add_team(e->ev, &team, &err) == PAIRING_OK, "team %s: %s",
         id, err.text);
}

/* A team's members, added in a shuffled order with rising orders that may
 * have gaps (the rules rank them by order, not by place in the file). */
static void add_team_members(my_event *e, rng *g, int t, int *next_member)
{
    int fixed = e->o.lineup_rule == PAIRING_LINEUP_FIXED;
    int n = fixed ? e->boards : e->boards + below(g, 3);
    int orders[MAX_MEMBERS], perm[MAX_MEMBERS];
    for (int k = 0, order = 0; k < n; k++) {
        order += fixed ? 1 : 1 + (chance(g, 25) ? below(g, 3) : 0);
        orders[k] = order;
        perm[k] = k;
    }
    for (int k = n - 1; k > 0; k--) {
        int j = below(g, k + 1), x = perm[k];
        perm[k] = perm[j];
        perm[j] = x;
    }
    e->members[t] = n;
    e->first_member[t] = *next_member;
    for (int k = 0; k < n; k++) {
        int order = orders[perm[k]];
        char id[24], team[16];
        snprintf(id, sizeof id, "T%dm%d", t + 1, order);
        snprintf(team, sizeof team, "T%d", t + 1);
        pairing_member m;
        pairing_entrant_defaults(&m.player);
        m.player.id = id;
        m.player.name = id;
        m.player.line = *next_member + 2;
        m.team = team;
        m.order = e->o.lineup_rule == PAIRING_LINEUP_FREE && chance(g, 30) ? 0 : order;
        if (chance(g, 4)) /* a member leaves: the lineups go on without him */
            m.player.withdrawn =
                1 + below(g, e->total_rounds > 2 ? e->total_rounds - 1 : 3);
        pairing_error err;
        PROP(e, pairing_team_event_add_member(e->ev, &m, &err) == PAIRING_OK,
             "member %s: %s", id, err.text);
        e->member_team[*next_member] = t;
        e->member_order[*next_member] = m.order;
        e->member_gone[*next_member] = m.player.withdrawn;
        (*next_member)++;
    }
}

static int qiu_or_swiss(const my_event *e)
{
    return e->system == PAIRING_SYSTEM_QIU || e->system == PAIRING_SYSTEM_SWISS;
}

static int total_rounds(const my_event *e, rng *g)
{
    int n = e->nteams;
    switch (e->system) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return e->cycles * (n % 2 ? n : n - 1);
    case PAIRING_SYSTEM_QIU:
        return pairing_qiu_rounds(n);
    case PAIRING_SYSTEM_SWISS: {
        int most = n - 1 < 9 ? n - 1 : 9;
        return 1 + below(g, most);
    }
    default:
        return 0; /* a knockout runs until its final */
    }
}

/* Some teams withdraw after a round (000 §16.4): never in a knockout. */
static void choose_withdrawals(my_event *e, rng *g)
{
    for (int t = 0; t < e->nteams; t++)
        e->withdrawn[t] = PAIRING_ACTIVE;
    if (e->system == PAIRING_SYSTEM_KNOCKOUT || e->nteams < 4 || e->total_rounds < 2 ||
        !chance(g, 35))
        return;
    int count = 1 + below(g, e->nteams / 4 > 1 ? e->nteams / 4 : 1);
    for (int i = 0; i < count; i++)
        e->withdrawn[below(g, e->nteams)] = 1 + below(g, e->total_rounds - 1);
}

static void build_event(my_event *e, rng *g)
{
    choose_options(e, g);
    e->total_rounds = total_rounds(e, g);
    choose_withdrawals(e, g);
    pairing_error err;
    e->o.cycles = e->cycles; /* the Berger table pairing_team_check checks against */
    e->ev = pairing_team_event_new(e->system, &e->o, &err);
    PROP(e, e->ev != NULL, "%s", err.text);
    pairing_team_event_set_lots(e->ev, e->seed);
    for (int t = 0; t < e->nteams; t++)
        add_one_team(e, t);
    int next_member = 0;
    for (int t = 0; t < e->nteams; t++)
        add_team_members(e, g, t, &next_member);
}

/* ---- lineups given for a round ---- */

/* A member may sit in a round until he withdraws. */
static int still_in(const my_event *e, int member, int round)
{
    return e->member_gone[member] == PAIRING_ACTIVE || e->member_gone[member] >= round;
}

/* The team's members still in, by roster order. */
static int roster_in(const my_event *e, int t, int round, int *out)
{
    int n = 0;
    for (int k = 0; k < e->members[t]; k++)
        if (still_in(e, member_of(e, t, k), round))
            out[n++] = member_of(e, t, k);
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && e->member_order[out[j - 1]] > e->member_order[out[j]];
             j--) {
            int x = out[j];
            out[j] = out[j - 1];
            out[j - 1] = x;
        }
    return n;
}

/* Any members still in, in any order, the seats beyond them vacant. */
static void shuffled_lineup(const my_event *e, rng *g, int t, int round, int *out)
{
    int perm[MAX_MEMBERS], n = roster_in(e, t, round, perm);
    for (int k = n - 1; k > 0; k--) {
        int j = below(g, k + 1), x = perm[k];
        perm[k] = perm[j];
        perm[j] = x;
    }
    for (int b = 0; b < e->boards; b++)
        out[b] = b < n ? perm[b] : -1;
}

static void choose_seats(my_event *e, rng *g, int round, int t)
{
    int B = e->boards, *seat = e->seat[round][t];
    switch (e->o.lineup_rule) {
    case PAIRING_LINEUP_FIXED: /* the roster on its boards; now and then one empty */
        for (int b = 0; b < B; b++) {
            int m = member_of(e, t, b); /* fixed: orders 1..B, one each */
            seat[e->member_order[m] - 1] = still_in(e, m, round) ? m : -1;
        }
        if (chance(g, 10))
            seat[below(g, B)] = -1;
        break;
    case PAIRING_LINEUP_ORDERED: { /* B of the members by order, the bottom vacant */
        int by_order[MAX_MEMBERS], n = roster_in(e, t, round, by_order);
        int take = B - chance(g, 15);
        take = take < n ? take : n;
        int b = 0;
        for (int k = 0; k < n && b < take; k++) /* a subset keeps its order */
            if (n - k <= take - b || !chance(g, 30))
                seat[b++] = by_order[k];
        for (; b < B; b++)
            seat[b] = -1;
        break;
    }
    default: /* free: any members, any order, a seat empty now and then */
        shuffled_lineup(e, g, t, round, seat);
        if (chance(g, 10))
            seat[below(g, B)] = -1;
        break;
    }
}

static void add_seats(my_event *e, rng *g, int round)
{
    int percent = e->o.lineup_rule == PAIRING_LINEUP_FREE ? 70 : 35;
    const pairing_event *members = pairing_team_event_members(e->ev);
    for (int t = 0; t < e->nteams; t++) {
        e->given[round][t] = chance(g, percent);
        if (!e->given[round][t])
            continue;
        choose_seats(e, g, round, t);
        char team[16];
        snprintf(team, sizeof team, "T%d", t + 1);
        for (int b = 0; b < e->boards; b++) {
            int m = e->seat[round][t][b];
            pairing_seat s = {round, team, b + 1,
                              m >= 0 ? pairing_event_id(members, m) : NULL, 0};
            pairing_error err;
            PROP(e, pairing_team_event_add_seat(e->ev, &s, &err) == PAIRING_OK,
                 "round %d %s board %d: %s", round, team, b + 1, err.text);
        }
    }
}

/* ---- this file's scoring (SPEC §10 Scoring; 000 §16.1) ---- */

/* 局分 of a game's result to the side that moved first (first = 1) or not. */
static int game_points(const my_event *e, pairing_outcome o, int first)
{
    switch (o) {
    case PAIRING_FIRST_WINS:
    case PAIRING_FORFEIT_FIRST_WINS:
        return first ? e->gp[0] : e->gp[2];
    case PAIRING_SECOND_WINS:
    case PAIRING_FORFEIT_SECOND_WINS:
        return first ? e->gp[2] : e->gp[0];
    case PAIRING_DRAW:
        return e->gp[1];
    default: /* a double forfeit: both lose */
        return e->gp[2];
    }
}

/* win 0, draw 1, loss 2: the scale's index for a comparison. */
static int verdict(int mine, int theirs)
{
    return mine > theirs ? 0 : mine == theirs ? 1 : 2;
}

static void score_bye(const my_event *e, my_match *m)
{
    memset(m->points, 0, sizeof m->points);
    if (e->system == PAIRING_SYSTEM_ROUNDROBIN) /* a round robin's bye scores nothing */
        return;
    int k = m->team_row == PAIRING_HALF_BYE ? 1 : m->team_row == PAIRING_ZERO_BYE ? 2 : 0;
    if (k == 0 && e->o.bye_points[0] != PAIRING_TEAM_BYE_WIN) {
        memcpy(m->points[0], e->o.bye_points, sizeof m->points[0]);
        return;
    }
    /* the pairing's bye wins the match with every board won; a half-bye asked
     * for draws it, a zero-bye loses it */
    m->points[0][0] = e->mp[k];
    m->points[0][1] = e->boards * e->bp[k];
    m->points[0][2] = e->boards * e->games * e->gp[k];
}

/* A team no-show loses every board by forfeit (both do with --). */
static void score_team_forfeit(const my_event *e, my_match *m)
{
    for (int side = 0; side < 2; side++) {
        int won = m->team_row ==
                  (side ? PAIRING_FORFEIT_SECOND_WINS : PAIRING_FORFEIT_FIRST_WINS);
        int k = won ? 0 : 2;
        m->points[side][0] = e->mp[k];
        m->points[side][1] = e->boards * e->bp[k];
        m->points[side][2] = e->boards * e->games * e->gp[k];
        for (int b = 0; b < e->boards; b++)
            m->board_gp[side][b] = e->games * e->gp[k];
    }
}

/* A board match goes by its game points; the team match by board points, or
 * by game points under match-by games. */
static void score_match(const my_event *e, my_match *m)
{
    memset(m->points, 0, sizeof m->points);
    memset(m->board_gp, 0, sizeof m->board_gp);
    if (m->second < 0) {
        score_bye(e, m);
        return;
    }
    if (m->team_row != PAIRING_PENDING) {
        score_team_forfeit(e, m);
        return;
    }
    for (int b = 0; b < e->boards; b++)
        for (int k = 0; k < e->games; k++) {
            const my_game *gm = &m->games[b][k];
            m->board_gp[gm->mover_side][b] += game_points(e, gm->outcome, 1);
            m->board_gp[1 - gm->mover_side][b] += game_points(e, gm->outcome, 0);
        }
    for (int side = 0; side < 2; side++)
        for (int b = 0; b < e->boards; b++) {
            m->points[side][1] +=
                e->bp[verdict(m->board_gp[side][b], m->board_gp[1 - side][b])];
            m->points[side][2] += m->board_gp[side][b];
        }
    int by = e->o.match_by == PAIRING_MATCH_BY_GAMES ? 2 : 1;
    for (int side = 0; side < 2; side++)
        m->points[side][0] = e->mp[verdict(m->points[side][by], m->points[1 - side][by])];
}

static const my_match *match_of(const my_event *e, int team, int round, int *side)
{
    for (int i = 0; i < e->nmatches[round]; i++) {
        const my_match *m = &e->matches[round][i];
        if (m->first == team || m->second == team) {
            *side = m->first == team ? 0 : 1;
            return m;
        }
    }
    return NULL;
}

/* ---- the properties of a round as paired ---- */

static int withdrawn_before(const my_event *e, int team, int round)
{
    return e->withdrawn[team] != PAIRING_ACTIVE && e->withdrawn[team] < round;
}

/* Appendix 3 §二.1.1: after round 2 out go the teams without a point and
 * those that withdrew or lost a match by forfeit in rounds 1-2; when that
 * leaves an odd field, the best-numbered team out only for its score stays. */
static void qiu_eliminated(const my_event *e, const int *points, int *out)
{
    int survivors = 0, keep = -1;
    for (int t = 0; t < e->nteams; t++) { /* number order: rank t + 1 */
        int forfeited = 0;
        for (int r = 1; r <= 2; r++) {
            int side;
            const my_match *m = match_of(e, t, r, &side);
            forfeited |= m && m->second >= 0 && m->team_row != PAIRING_PENDING &&
                         m->team_row != (side ? PAIRING_FORFEIT_SECOND_WINS
                                              : PAIRING_FORFEIT_FIRST_WINS);
        }
        int stage_one_exit = (e->withdrawn[t] >= 1 && e->withdrawn[t] <= 2) || forfeited;
        out[t] = stage_one_exit || points[t] == 0;
        survivors += !out[t];
        if (out[t] && !stage_one_exit && keep < 0)
            keep = t;
    }
    if (survivors % 2 && keep >= 0)
        out[keep] = 0;
}

/* The teams a round of the Qiu system pairs: neither eliminated nor withdrawn. */
static int qiu_field(const my_event *e, int round, const int *points)
{
    int out[MAX_TEAMS] = {0}, field = 0;
    if (e->system != PAIRING_SYSTEM_QIU || round < 3)
        return MAX_TEAMS;
    qiu_eliminated(e, points, out);
    for (int t = 0; t < e->nteams; t++)
        field += !out[t] && !withdrawn_before(e, t, round);
    return field;
}

/* Every team the round must place is in one match or has the bye, once: in a
 * round robin every team of the Berger table; in a Swiss or the Qiu system
 * every team not withdrawn nor eliminated. */
static void check_once(const my_event *e, const pairing_round *r, int round,
                       const int *points)
{
    int out[MAX_TEAMS] = {0};
    if (e->system == PAIRING_SYSTEM_QIU && round >= 3)
        qiu_eliminated(e, points, out);
    int seen[MAX_TEAMS] = {0};
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game gm = pairing_round_game(r, i);
        PROP(e, gm.first >= 0 && gm.second >= 0 && gm.first != gm.second,
             "round %d game %d: teams %d and %d", round, i, gm.first, gm.second);
        seen[gm.first]++;
        seen[gm.second]++;
    }
    for (int i = 0; i < pairing_round_byes(r); i++)
        seen[pairing_round_bye(r, i)]++;
    PROP(e, pairing_round_byes(r) <= 1, "round %d: %d byes", round,
         pairing_round_byes(r));
    for (int t = 0; t < e->nteams; t++) {
        int must = 1;
        if (qiu_or_swiss(e)) {
            pairing_participant p = pairing_round_participant(r, t);
            int side;
            const my_match *asked = match_of(e, t, round, &side);
            int want = out[t]                                ? PAIRING_PRESENCE_ELIMINATED
                       : withdrawn_before(e, t, round)       ? PAIRING_PRESENCE_WITHDRAWN
                       : !asked                              ? PAIRING_PRESENCE_PAIRED
                       : asked->team_row == PAIRING_HALF_BYE ? PAIRING_PRESENCE_HALF_BYE
                                                             : PAIRING_PRESENCE_ZERO_BYE;
            PROP(e,
                 p.presence == want || (want == PAIRING_PRESENCE_PAIRED &&
                                        p.presence == PAIRING_PRESENCE_BYE),
                 "round %d: T%d's presence %d, not %d (%d half-points, withdrawn "
                 "after %d)",
                 round, t + 1, p.presence, want, points[t], e->withdrawn[t]);
            must = want == PAIRING_PRESENCE_PAIRED;
        }
        PROP(e, seen[t] == must, "round %d: T%d placed %d times, not %d", round, t + 1,
             seen[t], must);
    }
}

/* Matches played as the first team before the round (a team forfeit is no
 * match played). */
static int firsts_before(const my_event *e, int team, int round)
{
    int firsts = 0;
    for (int r = 1; r < round; r++) {
        int side;
        const my_match *m = match_of(e, team, r, &side);
        firsts += m && side == 0 && m->second >= 0 && m->team_row == PAIRING_PENDING;
    }
    return firsts;
}

/* The first team of a match in a Swiss or the Qiu system (SPEC §10, Appendix
 * 3 §四.1 applied to teams): the one with fewer matches as the first team;
 * equal, the smaller number in odd rounds, the larger in even; the Qiu final
 * by lot. */
static void check_first_teams(const my_event *e, const pairing_round *r, int round)
{
    int final = e->system == PAIRING_SYSTEM_QIU && round == e->total_rounds;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game gm = pairing_round_game(r, i);
        if (final) {
            PROP(e, gm.colour_lot && gm.first_reason == PAIRING_FIRST_LOT,
                 "the final T%d-T%d: first team not by lot (%d)", gm.first + 1,
                 gm.second + 1, gm.first_reason);
            continue;
        }
        int fa = firsts_before(e, gm.first, round),
            fb = firsts_before(e, gm.second, round);
        int na = pairing_round_participant(r, gm.first).number;
        int nb = pairing_round_participant(r, gm.second).number;
        int want = fa != fb         ? PAIRING_FIRST_FEWER
                   : round % 2 == 1 ? PAIRING_FIRST_ODD_SMALLER
                                    : PAIRING_FIRST_EVEN_LARGER;
        int right = fa != fb ? fa < fb : round % 2 == 1 ? na < nb : na > nb;
        PROP(e, right && gm.first_reason == want,
             "round %d T%d-T%d: firsts %d v %d, numbers %d v %d, reason %d", round,
             gm.first + 1, gm.second + 1, fa, fb, na, nb, gm.first_reason);
    }
}

/* No two teams meet twice before a Qiu final unless the round allowed it; a
 * rematch the engine allowed says so. */
static void check_rematches(const my_event *e, const pairing_round *r, int round,
                            int allowed)
{
    int final = e->system == PAIRING_SYSTEM_QIU && round == e->total_rounds;
    /* a double round robin's second cycle meets the first's opponents again */
    int meetings = e->system == PAIRING_SYSTEM_ROUNDROBIN
                       ? (round - 1) / (e->total_rounds / e->cycles) + 1
                       : 1;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game gm = pairing_round_game(r, i);
        int again = e->met[gm.first][gm.second] >= meetings;
        if (!allowed && !final)
            PROP(e, !again, "round %d: T%d and T%d meet again", round, gm.first + 1,
                 gm.second + 1);
        else if (!final)
            PROP(e, gm.rematch == again, "round %d: T%d-T%d rematch %d, met %d", round,
                 gm.first + 1, gm.second + 1, gm.rematch, again);
    }
}

/* The first team's member moves first on the odd boards, the other team's on
 * the even, alternating game by game (003 第三条1(3); 000 第五条1(2)). */
static void check_colours(const my_event *e, const pairing_team_round *tr, int i,
                          int round)
{
    const pairing_team_event *ev = e->ev;
    pairing_team_match m = pairing_team_round_match(tr, i);
    /* the first team: the left of the Berger pair; a knockout's by lot */
    if (e->system == PAIRING_SYSTEM_ROUNDROBIN)
        PROP(e, m.first_reason == PAIRING_FIRST_TABLE && !m.colours_by_lot,
             "round %d T%d-T%d: first team by reason %d", round, m.first_team + 1,
             m.second_team + 1, m.first_reason);
    if (e->system == PAIRING_SYSTEM_KNOCKOUT)
        PROP(e, m.first_reason == PAIRING_FIRST_LOT && m.colours_by_lot,
             "round %d T%d-T%d: first team by reason %d", round, m.first_team + 1,
             m.second_team + 1, m.first_reason);
    PROP(e, pairing_team_round_games(tr, i) == e->boards * e->games,
         "round %d match %d: %d games", round, i + 1, pairing_team_round_games(tr, i));
    for (int k = 0; k < pairing_team_round_games(tr, i); k++) {
        pairing_team_game gm = pairing_team_round_game(tr, i, k);
        int want = (gm.board % 2 == 1) == (gm.game % 2 == 1);
        PROP(e, gm.board == k / e->games + 1 && gm.game == k % e->games + 1,
             "round %d match %d: game %d is board %d game %d", round, i + 1, k, gm.board,
             gm.game);
        PROP(e, gm.first_is_first_team == want,
             "round %d T%d-T%d board %d game %d: the first team moves first is %d", round,
             m.first_team + 1, m.second_team + 1, gm.board, gm.game,
             gm.first_is_first_team);
        int mover_team = want ? m.first_team : m.second_team;
        int other_team = want ? m.second_team : m.first_team;
        PROP(e,
             gm.first < 0 || pairing_team_event_member_team(ev, gm.first) == mover_team,
             "round %d board %d game %d: the first mover is not of T%d", round, gm.board,
             gm.game, mover_team + 1);
        PROP(e,
             gm.second < 0 || pairing_team_event_member_team(ev, gm.second) == other_team,
             "round %d board %d game %d: the second is not of T%d", round, gm.board,
             gm.game, other_team + 1);
    }
}

/* A team's lineup in the round as the team round shows it, board by board. */
static void lineup_shown(const pairing_team_round *tr, int i, int side, int *out)
{
    for (int k = 0; k < pairing_team_round_games(tr, i); k++) {
        pairing_team_game gm = pairing_team_round_game(tr, i, k);
        if (gm.game != 1)
            continue;
        int mine = (gm.first_is_first_team == (side == 0)) ? gm.first : gm.second;
        out[gm.board - 1] = mine;
    }
}

/* The lineup the rule gives without one: fixed, the roster on its boards (a
 * member gone leaves his board vacant); ordered, the first B members still in
 * by order; free, nobody known yet. */
static void default_lineup(const my_event *e, int t, int round, int *out)
{
    int B = e->boards, in[MAX_MEMBERS], n = roster_in(e, t, round, in);
    for (int b = 0; b < B; b++)
        out[b] = -1;
    if (e->o.lineup_rule == PAIRING_LINEUP_FIXED) {
        for (int b = 0; b < B; b++) {
            int m = member_of(e, t, b);
            if (still_in(e, m, round))
                out[e->member_order[m] - 1] = m;
        }
    } else if (e->o.lineup_rule == PAIRING_LINEUP_ORDERED) {
        for (int b = 0; b < B && b < n; b++)
            out[b] = in[b];
    }
}

/* Every lineup within its rule (000 §14.2): fixed, order b on board b;
 * ordered, orders strictly rising from board 1 and vacant seats only at the
 * bottom; and the lineup given, or else the rule's default. */
static void check_lineup(const my_event *e, const pairing_team_round *tr, int i, int side,
                         int round)
{
    pairing_team_match m = pairing_team_round_match(tr, i);
    int t = side ? m.second_team : m.first_team, B = e->boards;
    int shown[MAX_BOARDS], want[MAX_BOARDS];
    lineup_shown(tr, i, side, shown);
    PROP(e, m.lineup_given[side] == e->given[round][t], "round %d T%d: lineup given %d",
         round, t + 1, m.lineup_given[side]);
    if (e->given[round][t])
        memcpy(want, e->seat[round][t], sizeof want);
    else
        default_lineup(e, t, round, want);
    int last_order = 0, vacant_above = 0;
    for (int b = 0; b < B; b++) {
        PROP(e, shown[b] == want[b], "round %d T%d board %d: member %d, not %d", round,
             t + 1, b + 1, shown[b], want[b]);
        int mb = shown[b];
        if (mb < 0) {
            vacant_above = 1;
            continue;
        }
        PROP(e, e->member_team[mb] == t, "round %d T%d board %d: a member of T%d", round,
             t + 1, b + 1, e->member_team[mb] + 1);
        PROP(e, still_in(e, mb, round), "round %d T%d board %d: member %d withdrew",
             round, t + 1, b + 1, mb);
        for (int c = 0; c < b; c++)
            PROP(e, shown[c] != mb, "round %d T%d: one member on boards %d and %d", round,
                 t + 1, c + 1, b + 1);
        int order = e->member_order[mb];
        if (e->o.lineup_rule == PAIRING_LINEUP_FIXED)
            PROP(e, order == b + 1, "round %d T%d board %d: order %d (fixed)", round,
                 t + 1, b + 1, order);
        if (e->o.lineup_rule == PAIRING_LINEUP_ORDERED) {
            PROP(e, order > last_order && !vacant_above,
                 "round %d T%d board %d: order %d after %d, a vacancy above %d", round,
                 t + 1, b + 1, order, last_order, vacant_above);
            last_order = order;
        }
    }
}

/* ---- playing a round ---- */

static pairing_outcome random_game(rng *g)
{
    int x = below(g, 100);
    return x < 35   ? PAIRING_FIRST_WINS
           : x < 70 ? PAIRING_SECOND_WINS
           : x < 90 ? PAIRING_DRAW
           : x < 94 ? PAIRING_FORFEIT_FIRST_WINS
           : x < 98 ? PAIRING_FORFEIT_SECOND_WINS
                    : PAIRING_DOUBLE_FORFEIT;
}

/* A vacant seat loses its games by forfeit (SPEC §10 Input). */
static pairing_outcome game_result(rng *g, int first, int second)
{
    if (first < 0 && second < 0)
        return PAIRING_DOUBLE_FORFEIT;
    if (first < 0)
        return PAIRING_FORFEIT_SECOND_WINS;
    if (second < 0)
        return PAIRING_FORFEIT_FIRST_WINS;
    return random_game(g);
}

static void add_row(my_event *e, int round, int first_team, int second_team, int board,
                    int game, int first, int second, pairing_outcome o, int winner)
{
    const pairing_event *members = pairing_team_event_members(e->ev);
    char a[16], b[16], w[16];
    snprintf(a, sizeof a, "T%d", first_team + 1);
    snprintf(b, sizeof b, "T%d", second_team + 1);
    snprintf(w, sizeof w, "T%d", winner + 1);
    pairing_board_result r = {round,
                              a,
                              second_team >= 0 ? b : NULL,
                              board,
                              game,
                              first >= 0 ? pairing_event_id(members, first) : NULL,
                              second >= 0 ? pairing_event_id(members, second) : NULL,
                              o,
                              winner >= 0 ? w : NULL,
                              0};
    pairing_error err;
    PROP(e, pairing_team_event_add_result(e->ev, &r, &err) == PAIRING_OK,
         "round %d T%d-T%d board %d game %d: %s", round, first_team + 1, second_team + 1,
         board, game, err.text);
    e->last_round = round;
}

static void play_boards(my_event *e, rng *g, const pairing_team_round *tr, int i,
                        int round, my_match *mm)
{
    int lineup[2][MAX_BOARDS];
    for (int side = 0; side < 2; side++) {
        lineup_shown(tr, i, side, lineup[side]);
        int t = side ? mm->second : mm->first;
        if (e->o.lineup_rule == PAIRING_LINEUP_FREE && !e->given[round][t])
            shuffled_lineup(e, g, t, round, lineup[side]); /* the rows name them */
    }
    for (int b = 0; b < e->boards; b++)
        for (int k = 0; k < e->games; k++) {
            int mover = (b % 2 == 0) == (k % 2 == 0) ? 0 : 1;
            if (chance(g,
                       1)) { /* played with the colours wrong: it stands (003 第三条2) */
                mover = 1 - mover;
                e->miscoloured[round] += lineup[mover][b] >= 0;
            }
            int first = lineup[mover][b], second = lineup[1 - mover][b];
            pairing_outcome o = game_result(g, first, second);
            mm->games[b][k] = (my_game){mover, first, second, o};
            add_row(e, round, mm->first, mm->second, b + 1, k + 1, first, second, o, -1);
        }
}

/* A drawn knockout match goes to the winner of its playoff or lot (SPEC §10). */
static void settle_knockout_draw(my_event *e, rng *g, int round, my_match *mm)
{
    if (e->system != PAIRING_SYSTEM_KNOCKOUT || mm->points[0][0] != mm->points[1][0])
        return;
    mm->winner = chance(g, 50) ? mm->first : mm->second;
    add_row(e, round, mm->first, mm->second, 0, 0, -1, -1, PAIRING_PENDING, mm->winner);
}

static void play_match(my_event *e, rng *g, const pairing_team_round *tr, int i,
                       int round)
{
    pairing_team_match m = pairing_team_round_match(tr, i);
    my_match *mm = &e->matches[round][e->nmatches[round]++];
    memset(mm, 0, sizeof *mm);
    mm->first = m.first_team;
    mm->second = m.second_team;
    mm->team_row = PAIRING_PENDING;
    mm->winner = -1;
    if (m.second_team < 0) {
        mm->team_row = PAIRING_BYE;
        add_row(e, round, m.first_team, -1, 0, 0, -1, -1, PAIRING_BYE, -1);
        score_match(e, mm);
        return;
    }
    check_colours(e, tr, i, round);
    check_lineup(e, tr, i, 0, round);
    check_lineup(e, tr, i, 1, round);
    if (chance(g, 3)) { /* a team did not come */
        int knockout = e->system == PAIRING_SYSTEM_KNOCKOUT;
        int x = below(g, knockout ? 2 : 3);
        mm->team_row = x == 0   ? PAIRING_FORFEIT_FIRST_WINS
                       : x == 1 ? PAIRING_FORFEIT_SECOND_WINS
                                : PAIRING_DOUBLE_FORFEIT;
        add_row(e, round, m.first_team, m.second_team, 0, 0, -1, -1, mm->team_row, -1);
    } else {
        play_boards(e, g, tr, i, round, mm);
    }
    score_match(e, mm);
    settle_knockout_draw(e, g, round, mm);
    /* a team forfeit is no meeting: the two may still be paired (as for players) */
    if (mm->team_row == PAIRING_PENDING) {
        e->met[m.first_team][m.second_team]++;
        e->met[m.second_team][m.first_team]++;
    }
}

/* A round of a round robin: a team that withdrew plays no more; the byes are
 * written, or left out (a round robin's bye scores nothing either way). */
static void play_round(my_event *e, rng *g, const pairing_round *r, int round)
{
    pairing_error err;
    pairing_team_round *tr = pairing_team_round_new(e->ev, r, &err);
    PROP(e, tr != NULL, "round %d: %s", round, err.text);
    int written_byes = chance(g, 50);
    for (int i = 0; i < pairing_team_round_matches(tr); i++) {
        pairing_team_match m = pairing_team_round_match(tr, i);
        if (withdrawn_before(e, m.first_team, round) ||
            (m.second_team >= 0 && withdrawn_before(e, m.second_team, round)))
            continue;
        if (m.second_team < 0 && e->system == PAIRING_SYSTEM_ROUNDROBIN && !written_byes)
            continue;
        play_match(e, g, tr, i, round);
    }
    pairing_team_round_free(tr);
}

/* ---- the tallies and standings against this file's scoring ---- */

static void check_tallies(const my_event *e, int through)
{
    for (int t = 0; t < e->nteams; t++) {
        int sum[3] = {0}, matches = 0, first = 0, board[MAX_BOARDS] = {0};
        for (int r = 1; r <= through; r++) {
            int side;
            const my_match *m = match_of(e, t, r, &side);
            pairing_team_result res = pairing_team_event_result(e->ev, t, r);
            PROP(e, res.present == (m != NULL), "T%d round %d: present %d", t + 1, r,
                 res.present);
            if (!m)
                continue;
            for (int k = 0; k < 3; k++) {
                sum[k] += m->points[side][k];
                PROP(e, res.points[k] == m->points[side][k],
                     "T%d round %d: points[%d] %d, not %d", t + 1, r, k, res.points[k],
                     m->points[side][k]);
            }
            if (m->second < 0)
                continue;
            matches += m->team_row == PAIRING_PENDING;
            first += m->team_row == PAIRING_PENDING && side == 0;
            for (int b = 0; b < e->boards; b++) {
                board[b] += m->board_gp[side][b];
                int shown = pairing_team_event_result_board(e->ev, t, r, b + 1);
                int want = m->team_row == PAIRING_PENDING ? m->board_gp[side][b] : -1;
                PROP(e, shown == want, "T%d round %d board %d: %d, not %d", t + 1, r,
                     b + 1, shown, want);
            }
        }
        pairing_team_tally tally = pairing_team_event_tally(e->ev, t, through);
        PROP(e, tally.match_points == sum[0], "T%d: 次分 %d, not %d", t + 1,
             tally.match_points, sum[0]);
        PROP(e, tally.board_points == sum[1], "T%d: 场分 %d, not %d", t + 1,
             tally.board_points, sum[1]);
        PROP(e, tally.game_points == sum[2], "T%d: 局分 %d, not %d", t + 1,
             tally.game_points, sum[2]);
        PROP(e, tally.matches == matches && tally.first_team == first,
             "T%d: %d matches (%d first), not %d (%d)", t + 1, tally.matches,
             tally.first_team, matches, first);
        for (int b = 0; b < e->boards; b++)
            PROP(e,
                 pairing_team_event_board_game_points(e->ev, t, b + 1, through) ==
                     board[b],
                 "T%d board %d: 局分 %d, not %d", t + 1, b + 1,
                 pairing_team_event_board_game_points(e->ev, t, b + 1, through),
                 board[b]);
    }
}

/* What a team took from a round for the standings. */
typedef struct share {
    int counts;
    int kind; /* 0 win, 1 draw, 2 loss (forfeits as wins and losses), 3 a bye */
    int opponent;
    int mp, bp, gp;
    int board[MAX_BOARDS];
} share;

typedef struct my_standing {
    share s[MAX_TEAMS][MAX_ROUNDS + 1];
    int annulled[MAX_TEAMS];
    int score[MAX_TEAMS];
} my_standing;

static void share_of_match(const my_event *e, const my_match *m, int side, share *s)
{
    memset(s, 0, sizeof *s);
    s->counts = 1;
    s->opponent = side ? m->first : m->second;
    s->mp = m->points[side][0];
    s->bp = m->points[side][1];
    s->gp = m->points[side][2];
    if (m->second < 0) {
        s->kind = 3;
        return;
    }
    for (int b = 0; b < e->boards; b++)
        s->board[b] = m->board_gp[side][b];
    /* the team-level event's result: by match points, a forfeit as its token */
    if (m->team_row == PAIRING_DOUBLE_FORFEIT)
        s->kind = 2;
    else
        s->kind = verdict(m->points[side][0], m->points[1 - side][0]);
}

/* A round the standings give a withdrawn team's opponent: a team forfeit,
 * every board won (lost by the team that withdrew, or by both). */
static void awarded(const my_event *e, int won, int opponent, share *s)
{
    int k = won ? 0 : 2;
    memset(s, 0, sizeof *s);
    s->counts = 1;
    s->kind = k;
    s->opponent = opponent;
    s->mp = e->mp[k];
    s->bp = e->boards * e->bp[k];
    s->gp = e->boards * e->games * e->gp[k];
    for (int b = 0; b < e->boards; b++)
        s->board[b] = e->games * e->gp[k];
}

/* The Berger table's opponent of a team in a round, -1 for none. */
static int scheduled_opponent(const pairing_schedule *sch, int round, int team)
{
    const pairing_round *r = pairing_schedule_round(sch, round);
    for (int i = 0; r && i < pairing_round_games(r); i++) {
        pairing_game gm = pairing_round_game(r, i);
        if (gm.first == team || gm.second == team)
            return gm.first == team ? gm.second : gm.first;
    }
    return -1;
}

/* The 2014 regulations' round robin withdrawals (SPEC §6 annul-under-half): a
 * team out with fewer than half the rounds played has its matches voided on
 * both sides; otherwise each of its remaining rounds is a forfeit its
 * scheduled opponent wins (both lose when both are out). */
static void roundrobin_withdrawals(const my_event *e, my_standing *ms, int after)
{
    int n = e->nteams, total = e->total_rounds;
    for (int w = 0; w < n; w++) {
        if (e->withdrawn[w] == PAIRING_ACTIVE || e->withdrawn[w] >= after)
            continue;
        int played = 0;
        for (int r = 1; r <= e->withdrawn[w]; r++) {
            const share *s = &ms->s[w][r];
            int side;
            const my_match *m = match_of(e, w, r, &side);
            played += s->counts && s->kind != 3 && m && m->team_row == PAIRING_PENDING;
        }
        if (2 * played >= total)
            continue;
        ms->annulled[w] = 1;
        for (int r = 1; r <= after; r++) {
            share *s = &ms->s[w][r];
            if (s->counts && s->opponent >= 0 && ms->s[s->opponent][r].opponent == w)
                memset(&ms->s[s->opponent][r], 0, sizeof(share));
            memset(s, 0, sizeof *s);
        }
    }
    pairing_error err;
    pairing_schedule *sch =
        pairing_roundrobin_new(pairing_team_event_teams(e->ev), e->cycles, &err);
    PROP(e, sch != NULL, "the schedule: %s", err.text);
    for (int w = 0; w < n; w++) {
        if (e->withdrawn[w] == PAIRING_ACTIVE || e->withdrawn[w] >= after ||
            ms->annulled[w])
            continue;
        for (int r = e->withdrawn[w] + 1; r <= after; r++) {
            int x = scheduled_opponent(sch, r, w);
            if (ms->s[w][r].counts || x < 0 || ms->s[x][r].counts || ms->annulled[x])
                continue;
            awarded(e, 0, x, &ms->s[w][r]);
            awarded(e, !withdrawn_before(e, x, r), w, &ms->s[x][r]);
        }
    }
    pairing_schedule_free(sch);
}

static void build_standing(const my_event *e, my_standing *ms, int after)
{
    memset(ms, 0, sizeof *ms);
    for (int t = 0; t < e->nteams; t++)
        for (int r = 1; r <= after; r++) {
            int side;
            const my_match *m = match_of(e, t, r, &side);
            if (m)
                share_of_match(e, m, side, &ms->s[t][r]);
        }
    if (e->system == PAIRING_SYSTEM_ROUNDROBIN)
        roundrobin_withdrawals(e, ms, after);
    for (int t = 0; t < e->nteams; t++)
        for (int r = 1; r <= after; r++)
            ms->score[t] += ms->s[t][r].mp;
}

/* A tiebreak's value by this file's reckoning, as num / den. */
static void my_value(const my_event *e, const my_standing *ms, int t, int k,
                     long long *num, long long *den)
{
    long long sum = 0;
    int boards_from = 4;
    for (int r = 1; r <= MAX_ROUNDS; r++) {
        const share *s = &ms->s[t][r];
        if (!s->counts)
            continue;
        int opp = s->opponent;
        switch (k) {
        case 0: /* board-points: 场分 */
            sum += s->bp;
            break;
        case 1: /* game-points: 局分 */
            sum += s->gp;
            break;
        case 2: /* team-sb (000 §16.3(2)): beaten teams' 次分, half of those drawn */
            if (opp >= 0 && s->kind == 0)
                sum += 2LL * ms->score[opp];
            else if (opp >= 0 && s->kind == 1)
                sum += ms->score[opp];
            break;
        case 3: /* team-sb-rate (003 第四条3(2)B): 局分 share x the opponent's 次分 */
            if (opp >= 0)
                sum += (long long)s->gp * ms->score[opp];
            break;
        default: /* board-by-board: 局分 on one board position */
            if (opp >= 0)
                sum += s->board[k - boards_from];
            break;
        }
    }
    *num = sum;
    *den = k == 2 ? 4 : k == 3 ? 2LL * e->boards * e->games * e->gp[0] : 2;
}

static const char *const tiebreaks =
    "board-points,game-points,team-sb,team-sb-rate,board-by-board";

/* Two teams by this file's keys: the annulled last, then match points, then
 * each tiebreak in turn; > 0 when a goes first. */
static int compare_teams(const my_event *e, const my_standing *ms, int ntb, int a, int b)
{
    if (ms->annulled[a] != ms->annulled[b])
        return ms->annulled[a] ? -1 : 1;
    if (ms->score[a] != ms->score[b])
        return ms->score[a] > ms->score[b] ? 1 : -1;
    for (int k = 0; k < ntb; k++) {
        long long an, ad, bn, bd;
        my_value(e, ms, a, k, &an, &ad);
        my_value(e, ms, b, k, &bn, &bd);
        if (an * bd != bn * ad)
            return an * bd > bn * ad ? 1 : -1;
    }
    return 0;
}

/* The rows in the order of the keys, equal keys sharing a rank (an annulled
 * team shares none). */
static void check_order(const my_event *e, const my_standing *ms,
                        const pairing_standings *st, int after)
{
    int ntb = pairing_standings_tiebreaks(st);
    for (int row = 1; row < e->nteams; row++) {
        pairing_standing up = pairing_standings_row(st, row - 1);
        pairing_standing sr = pairing_standings_row(st, row);
        int c = compare_teams(e, ms, ntb, up.player, sr.player);
        PROP(e, c >= 0, "after round %d: T%d ranked above T%d", after, up.player + 1,
             sr.player + 1);
        int shared = c == 0 && !ms->annulled[sr.player];
        PROP(e, sr.rank == (shared ? up.rank : row + 1),
             "after round %d: T%d ranked %d after T%d's %d", after, sr.player + 1,
             sr.rank, up.player + 1, up.rank);
    }
}

static void check_standings(const my_event *e, int after)
{
    static my_standing ms;
    build_standing(e, &ms, after);
    pairing_standings_options so;
    pairing_standings_defaults(&so);
    so.tiebreaks = tiebreaks;
    so.rounds = e->system == PAIRING_SYSTEM_QIU ? e->total_rounds : 0;
    so.cycles = e->cycles;
    pairing_error err;
    pairing_standings *st = pairing_team_standings_new(e->ev, &so, &err);
    PROP(e, st != NULL, "standings after round %d: %s", after, err.text);
    int ntb = pairing_standings_tiebreaks(st);
    PROP(e, ntb == 4 + e->boards, "%d tiebreaks", ntb);
    PROP(e, pairing_standings_count(st) == e->nteams, "%d rows",
         pairing_standings_count(st));
    if (!pairing_standings_final(st))
        check_order(e, &ms, st, after);
    for (int row = 0; row < e->nteams; row++) {
        pairing_standing sr = pairing_standings_row(st, row);
        int t = sr.player;
        PROP(e, sr.score == ms.score[t], "after round %d T%d: score %d, not %d", after,
             t + 1, sr.score, ms.score[t]);
        PROP(e, sr.annulled == ms.annulled[t], "after round %d T%d: annulled %d", after,
             t + 1, sr.annulled);
        for (int k = 0; k < ntb; k++) {
            pairing_value v = pairing_standings_value(st, row, k);
            long long num, den;
            my_value(e, &ms, t, k, &num, &den);
            PROP(e, v.present && v.num * den == num * v.den,
                 "after round %d T%d %s: %lld/%d, not %lld/%lld", after, t + 1,
                 pairing_standings_tiebreak_name(st, k), v.num, v.den, num, den);
        }
    }
    pairing_standings_free(st);
}

/* The checker finds nothing wrong in a round the engines paired and whose
 * colours the team round gave, but each row whose player moved first against
 * the rule. */
static void check_checker(const my_event *e, const pairing_swiss_options *so, int round)
{
    pairing_error err;
    pairing_report *rep = pairing_team_check(
        e->ev, e->system == PAIRING_SYSTEM_ROUNDROBIN ? NULL : so, &err);
    PROP(e, rep != NULL, "team check of round %d: %s", round, err.text);
    int problems = pairing_report_problems(rep);
    PROP(e, problems == e->miscoloured[round],
         "team check of round %d: %d problems for %d rows miscoloured: %s", round,
         problems, e->miscoloured[round],
         problems ? pairing_report_problem(rep, 0) : "none");
    for (int i = 0; i < problems; i++)
        PROP(e, strstr(pairing_report_problem(rep, i), "moved first") != NULL,
             "team check of round %d: %s", round, pairing_report_problem(rep, i));
    pairing_report_free(rep);
}

/* Each member's games, games played over the board and 局分, board by board
 * (the board prizes), from the rows added: a team forfeit is no board's. */
static void check_board_records(const my_event *e, int through)
{
    static pairing_board_record got[MAX_TEAMS * MAX_MEMBERS * MAX_BOARDS];
    static pairing_board_record want[MAX_TEAMS * MAX_MEMBERS * MAX_BOARDS];
    int B = e->boards;
    memset(want, 0, sizeof want);
    for (int r = 1; r <= through; r++)
        for (int i = 0; i < e->nmatches[r]; i++) {
            const my_match *m = &e->matches[r][i];
            if (m->second < 0 || m->team_row != PAIRING_PENDING)
                continue;
            for (int b = 0; b < B; b++)
                for (int k = 0; k < e->games; k++) {
                    const my_game *gm = &m->games[b][k];
                    int played = gm->outcome == PAIRING_FIRST_WINS ||
                                 gm->outcome == PAIRING_SECOND_WINS ||
                                 gm->outcome == PAIRING_DRAW;
                    for (int first = 1; first >= 0; first--) {
                        int member = first ? gm->first : gm->second;
                        if (member < 0)
                            continue;
                        pairing_board_record *rec = &want[member * B + b];
                        rec->games++;
                        rec->played += played;
                        rec->points += game_points(e, gm->outcome, first);
                    }
                }
        }
    pairing_error err;
    PROP(e, pairing_team_event_board_records(e->ev, through, got, &err) == PAIRING_OK,
         "board records: %s", err.text);
    int members = pairing_event_entrants(pairing_team_event_members(e->ev));
    for (int i = 0; i < members * B; i++)
        PROP(e,
             got[i].games == want[i].games && got[i].played == want[i].played &&
                 got[i].points == want[i].points,
             "after round %d member %d board %d: %d games, %d played, %d points; not "
             "%d, %d, %d",
             through, i / B, i % B + 1, got[i].games, got[i].played, got[i].points,
             want[i].games, want[i].played, want[i].points);
}

static void validate_event(my_event *e, int round)
{
    pairing_error err;
    PROP(e, pairing_team_event_validate(e->ev, &err) == PAIRING_OK,
         "validating before round %d: %s", round, err.text);
}

/* What every system checks once a round is in the results. */
static void check_after_round(my_event *e, const pairing_swiss_options *so, int round)
{
    if (round < 1 || e->last_round < 1)
        return;
    check_tallies(e, round);
    check_board_records(e, round);
    if (e->system != PAIRING_SYSTEM_KNOCKOUT) {
        check_standings(e, e->last_round);
        if (e->last_round == round)
            check_checker(e, so, round);
    }
}

/* 次分 of every team so far, by this file's scoring. */
static void points_so_far(const my_event *e, int through, int *points)
{
    for (int t = 0; t < e->nteams; t++) {
        points[t] = 0;
        for (int r = 1; r <= through; r++) {
            int side;
            const my_match *m = match_of(e, t, r, &side);
            if (m)
                points[t] += m->points[side][0];
        }
    }
}

/* ---- the systems ---- */

static void run_roundrobin(my_event *e, rng *g)
{
    for (int round = 1; round <= e->total_rounds; round++) {
        add_seats(e, g, round);
        validate_event(e, round);
        check_after_round(e, NULL, round - 1);
        pairing_error err;
        pairing_schedule *sch =
            pairing_roundrobin_new(pairing_team_event_teams(e->ev), e->cycles, &err);
        PROP(e, sch != NULL, "round %d: %s", round, err.text);
        PROP(e, pairing_schedule_rounds(sch) == e->total_rounds, "%d rounds",
             pairing_schedule_rounds(sch));
        const pairing_round *r = pairing_schedule_round(sch, round);
        check_once(e, r, round, NULL);
        check_rematches(e, r, round, 0);
        play_round(e, g, r, round);
        pairing_schedule_free(sch);
    }
    validate_event(e, e->total_rounds + 1);
    check_after_round(e, NULL, e->total_rounds);
}

/* Now and then a team asks to sit a round out (a half-bye or a zero-bye,
 * rows of the results before the round is paired): in a Swiss, and in the
 * Qiu system's stage 1. */
static void request_bye(my_event *e, rng *g, int round)
{
    int last = e->system == PAIRING_SYSTEM_QIU ? 2 : e->total_rounds - 1;
    int t = below(g, e->nteams);
    if (round > last || e->nteams < 4 || withdrawn_before(e, t, round) || !chance(g, 10))
        return;
    my_match *mm = &e->matches[round][e->nmatches[round]++];
    memset(mm, 0, sizeof *mm);
    mm->first = t;
    mm->second = -1;
    mm->winner = -1;
    mm->team_row = chance(g, 50) ? PAIRING_HALF_BYE : PAIRING_ZERO_BYE;
    add_row(e, round, t, -1, 0, 0, -1, -1, mm->team_row, -1);
    score_match(e, mm);
}

static void run_swiss(my_event *e, rng *g)
{
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    so.rounds = e->total_rounds;
    int points[MAX_TEAMS];
    for (int round = 1; round <= e->total_rounds; round++) {
        validate_event(e, round);
        check_after_round(e, &so, round - 1);
        request_bye(e, g, round);
        add_seats(e, g, round);
        validate_event(e, round);
        pairing_error err;
        so.allow_rematches = 0;
        pairing_round *r = pairing_swiss_pair(pairing_team_event_teams(e->ev), &so, &err);
        if (!r && err.code == PAIRING_ERR_NO_PAIRING) { /* as a director would */
            so.allow_rematches = 1;
            r = pairing_swiss_pair(pairing_team_event_teams(e->ev), &so, &err);
        }
        points_so_far(e, round < 3 ? round - 1 : 2, points);
        if (!r && qiu_field(e, round, points) < 2)
            break; /* stage 1 left one team or none: nothing more to pair */
        PROP(e, r != NULL, "round %d: %s", round, err.text);
        PROP(e, pairing_round_number(r) == round, "paired round %d, not %d",
             pairing_round_number(r), round);
        check_once(e, r, round, points);
        check_rematches(e, r, round, so.allow_rematches);
        check_first_teams(e, r, round);
        play_round(e, g, r, round);
        pairing_round_free(r);
    }
    validate_event(e, e->total_rounds + 1);
    check_after_round(e, &so, e->last_round);
}

/* Who is still in a knockout: every match's loser is out, a drawn match going
 * to its playoff's winner. */
static int knockout_loser(const my_match *m)
{
    if (m->winner >= 0)
        return m->winner == m->first ? m->second : m->first;
    return m->points[0][0] > m->points[1][0] ? m->second : m->first;
}

/* Every match of the round decided as this file scored it: by match points,
 * a drawn one by its winner row. */
static void check_knockout_winners(const my_event *e, const pairing_knockout *k,
                                   int round)
{
    for (int i = 0; round >= 1 && i < pairing_knockout_matches(k, round); i++) {
        pairing_match m = pairing_knockout_match(k, round, i);
        if (m.state != PAIRING_MATCH_PLAYED)
            continue;
        int side;
        const my_match *mine = match_of(e, m.first, round, &side);
        PROP(e, mine && (side ? mine->first : mine->second) == m.second,
             "round %d: T%d-T%d was not played", round, m.first + 1, m.second + 1);
        int loser = knockout_loser(mine);
        PROP(e, m.loser == loser && m.winner != loser,
             "round %d T%d-T%d: the knockout has T%d through, not T%d", round,
             m.first + 1, m.second + 1, m.winner + 1,
             (loser == mine->first ? mine->second : mine->first) + 1);
    }
}

/* Each team in one match of the round at most; with no placement matches,
 * every team still in is in a ready match or walks over, and the teams out
 * play no more (out NULL: placement matches, where the losers play on). */
static void check_knockout_round(const my_event *e, const pairing_knockout *k,
                                 const pairing_round *r, int round, const int *out)
{
    int seen[MAX_TEAMS] = {0};
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game gm = pairing_round_game(r, i);
        seen[gm.first]++;
        seen[gm.second]++;
        PROP(e, !out || (!out[gm.first] && !out[gm.second]),
             "round %d: T%d-T%d, one is out", round, gm.first + 1, gm.second + 1);
        PROP(e, !e->met[gm.first][gm.second], "round %d: T%d and T%d meet again", round,
             gm.first + 1, gm.second + 1);
    }
    for (int i = 0; i < pairing_knockout_matches(k, round); i++) {
        pairing_match m = pairing_knockout_match(k, round, i);
        for (int s = 0; s < 2; s++) {
            int t = s ? m.second : m.first;
            if (t >= 0 && m.state == PAIRING_MATCH_WALKOVER)
                seen[t]++;
        }
    }
    for (int t = 0; t < e->nteams; t++)
        PROP(e, out ? seen[t] == !out[t] : seen[t] <= 1,
             "round %d: T%d placed %d times (out %d)", round, t + 1, seen[t],
             out ? out[t] : -1);
}

static void run_knockout(my_event *e, rng *g)
{
    pairing_knockout_options ko;
    pairing_knockout_defaults(&ko);
    int x = below(g, 5);
    ko.placement = x < 3   ? PAIRING_PLACEMENT_NONE
                   : x < 4 ? PAIRING_PLACEMENT_THIRD
                           : PAIRING_PLACEMENT_ALL;
    int out[MAX_TEAMS] = {0};
    for (int round = 1;; round++) {
        add_seats(e, g, round);
        validate_event(e, round);
        check_after_round(e, NULL, round - 1);
        pairing_error err;
        pairing_knockout *k =
            pairing_knockout_new(pairing_team_event_teams(e->ev), &ko, &err);
        PROP(e, k != NULL, "round %d: %s", round, err.text);
        check_knockout_winners(e, k, round - 1);
        int next = pairing_knockout_next_round(k);
        if (next > pairing_knockout_rounds(k)) {
            int left = 0;
            for (int t = 0; t < e->nteams; t++)
                left += !out[t];
            PROP(e,
                 (left == 1 || ko.placement != PAIRING_PLACEMENT_NONE) &&
                     round - 1 == pairing_knockout_rounds(k),
                 "after round %d of %d: %d teams left", round - 1,
                 pairing_knockout_rounds(k), left);
            pairing_knockout_free(k);
            return;
        }
        PROP(e, next == round, "the knockout's next round is %d, not %d", next, round);
        pairing_round *r = pairing_team_knockout_round(k, round, &err);
        PROP(e, r != NULL, "round %d: %s", round, err.text);
        check_knockout_round(e, k, r, round,
                             ko.placement == PAIRING_PLACEMENT_NONE ? out : NULL);
        play_round(e, g, r, round);
        for (int i = 0; i < e->nmatches[round]; i++)
            out[knockout_loser(&e->matches[round][i])] = 1;
        pairing_round_free(r);
        pairing_knockout_free(k);
    }
}

/* ---- the events ---- */

/* Mostly small fields, now and then up to 40 teams. */
static int team_count(rng *g, pairing_system system)
{
    if (system == PAIRING_SYSTEM_QIU) /* the Qiu system's smallest field is 4 */
        return chance(g, 20) ? 4 + below(g, 37) : 4 + below(g, 13);
    return chance(g, 20) ? 2 + below(g, 39) : 2 + below(g, 15);
}

static int run_event(pairing_system system, uint64_t seed)
{
    static my_event e;
    memset(&e, 0, sizeof e);
    rng g = {seed};
    e.seed = seed;
    e.system = system;
    e.nteams = team_count(&g, system);
    e.boards = 2 + below(&g, 5);
    e.games = 1 + below(&g, 2);
    e.cycles =
        system == PAIRING_SYSTEM_ROUNDROBIN && e.nteams <= 20 && chance(&g, 25) ? 2 : 1;
    snprintf(e.label, sizeof e.label, "%s event seed %llu", pairing_system_name(system),
             (unsigned long long)seed);
    build_event(&e, &g);
    snprintf(e.label, sizeof e.label,
             "%s event seed %llu (%d teams, %d boards, %d games, rule %d, match by %d, "
             "cycles %d)",
             pairing_system_name(system), (unsigned long long)seed, e.nteams, e.boards,
             e.games, (int)e.o.lineup_rule, (int)e.o.match_by, e.cycles);
    if (system == PAIRING_SYSTEM_ROUNDROBIN)
        run_roundrobin(&e, &g);
    else if (system == PAIRING_SYSTEM_KNOCKOUT)
        run_knockout(&e, &g);
    else
        run_swiss(&e, &g);
    int rounds = e.last_round;
    pairing_team_event_free(e.ev);
    return rounds;
}

static void run_events(pairing_system system, uint64_t first_seed, int count)
{
    long rounds = 0;
    for (int i = 0; i < count; i++)
        rounds += run_event(system, first_seed + (uint64_t)i);
    ck_assert_int_ge(rounds, count);
}

START_TEST(test_roundrobin_events)
{
    run_events(PAIRING_SYSTEM_ROUNDROBIN, 1000000, test_scaled(1000));
}
END_TEST

START_TEST(test_swiss_events)
{
    run_events(PAIRING_SYSTEM_SWISS, 2000000, test_scaled(1000));
}
END_TEST

START_TEST(test_qiu_events)
{
    run_events(PAIRING_SYSTEM_QIU, 3000000, test_scaled(1000));
}
END_TEST

START_TEST(test_knockout_events)
{
    run_events(PAIRING_SYSTEM_KNOCKOUT, 4000000, test_scaled(1000));
}
END_TEST

Suite *team_properties_suite(void)
{
    Suite *s = suite_create("team_properties");
    TCase *tc = tcase_create("team_properties");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_roundrobin_events);
    tcase_add_test(tc, test_swiss_events);
    tcase_add_test(tc, test_qiu_events);
    tcase_add_test(tc, test_knockout_events);
    suite_add_tcase(s, tc);
    return s;
}
