/*
 * check_colours.c - the colour constraints of SPEC §12 (colours = balanced):
 * no one moves first, or second, three games running (禁连三), and no one's
 * firsts and seconds differ by more than two (禁多三), counted over the games
 * played over the board; ranked after "no rematch" and the bye, before the
 * score groups; colours on a board allocated by §12's order.
 *
 *  - an exhaustive oracle over every pairing of small fields (up to 12 players
 *    and the bye): the engine breaks a constraint only when every legal pairing
 *    breaks one, then as few as possible, and among the pairings with the
 *    fewest breaks it crosses the score groups as little as the best;
 *  - properties over 2,000 whole plain Swiss events of 10 to 500 players and 5
 *    to 11 rounds, with draws, forfeits, byes asked for (absences) and late
 *    entries, half of them with results weighted by strength, a third with
 *    clubs and avoid-clubs = all: no rematch,
 *    everyone in the round once and no one else, the pairing's bye to one with
 *    the fewest, the constraints kept whenever a pairing without rematches
 *    keeps them (an independent matching decides), every board's colours by
 *    the rule, the checker content;
 *  - hand-worked cases of the allocation, read back by pairing_swiss_check.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

/* ---- a player's colours, as the test keeps them ---- */

#define MAXR 16

typedef struct history {
    int firsts, seconds; /* games played over the board */
    int run;             /* +k firsts running at the end, -k seconds */
    int score;           /* half-points */
    int byes;
    signed char colour[MAXR + 1]; /* by round: +1 first, -1 second, 0 no game played */
} history;

static void played(history *h, int round, int colour)
{
    h->firsts += colour > 0;
    h->seconds += colour < 0;
    h->run = h->run * colour > 0 ? h->run + colour : colour;
    h->colour[round] = (signed char)colour;
}

/* What moving `colour` next breaks: bit 1 three running, bit 2 the difference. */
static int breaks_if(const history *h, int colour)
{
    int d = h->firsts - h->seconds + colour;
    return (h->run * colour >= 2) | (d > 2 || d < -2) << 1;
}

/* Players breaking something on a board, the colours allocated as well as can be. */
static int board_breaks(const history *a, const history *b)
{
    int a_first = (breaks_if(a, 1) != 0) + (breaks_if(b, -1) != 0);
    int b_first = (breaks_if(a, -1) != 0) + (breaks_if(b, 1) != 0);
    return a_first < b_first ? a_first : b_first;
}

/* Neither colour keeps him: he breaks one whatever the pairing. */
static int breaks_anyway(const history *h)
{
    return breaks_if(h, 1) && breaks_if(h, -1);
}

static int due_colour(const history *h)
{
    int d = h->firsts - h->seconds;
    return d ? (d < 0 ? 1 : -1) : h->run > 0 ? -1 : h->run < 0 ? 1 : 0;
}

/* SPEC §12's allocation, written from the rule: who moves first, a or b. */
static int rule_first(const history *h, const int *number, int round, int a, int b)
{
    int ka = (breaks_if(&h[a], 1) == 0) | (breaks_if(&h[a], -1) == 0) << 1;
    int kb = (breaks_if(&h[b], 1) == 0) | (breaks_if(&h[b], -1) == 0) << 1;
    int a_must_first = ka == 1 || kb == 2, b_must_first = kb == 1 || ka == 2;
    if (a_must_first != b_must_first)
        return a_must_first ? a : b;
    int da = h[a].firsts - h[a].seconds, db = h[b].firsts - h[b].seconds;
    if (da != db)
        return da < db ? a : b;
    for (int r = round - 1; r >= 1; r--)
        if (h[a].colour[r] && h[b].colour[r] && h[a].colour[r] != h[b].colour[r])
            return h[a].colour[r] < 0 ? a : b;
    int better = h[a].score != h[b].score ? (h[a].score > h[b].score ? a : b)
                                          : (number[a] < number[b] ? a : b);
    int other = better == a ? b : a;
    if (due_colour(&h[better]))
        return due_colour(&h[better]) > 0 ? better : other;
    if (due_colour(&h[other]))
        return due_colour(&h[other]) > 0 ? other : better;
    return number[a] < number[b] ? a : b;
}

/* ---- the exhaustive oracle ---- */

#define MAXP 13

typedef struct position {
    int n;
    int club[MAXP]; /* 0: none (avoid-clubs = all is tried when some have one) */
    history h[MAXP];
    unsigned char met[MAXP][MAXP];
} position;

static const char *tokens[] = {"1-0", "0-1", "=", "+-", "-+"};

/* Entrants "1".."n" (numbers the same) in the position's clubs "A".."C". */
static pairing_event *club_event(pairing_system system, const position *pos)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(system, &err);
    ck_assert_ptr_nonnull(ev);
    for (int i = 0; i < pos->n; i++) {
        char id[16], club[2] = {(char)('A' + pos->club[i] - 1), 0};
        snprintf(id, sizeof id, "%d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.rank = i + 1;
        e.club = pos->club[i] ? club : "";
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    return ev;
}

/* Random earlier rounds: random pairs in random colours, random results (a
 * tenth forfeited: no meeting, no colour), the odd one out a bye. */
static pairing_event *random_position(pairing_system system, position *pos, int rounds,
                                      uint64_t *seed)
{
    int n = pos->n;
    pairing_event *ev = club_event(system, pos);
    memset(pos->h, 0, sizeof pos->h);
    memset(pos->met, 0, sizeof pos->met);
    for (int r = 1; r <= rounds; r++) {
        int order[MAXP];
        test_shuffle(order, n, seed);
        int i = 0;
        for (; i + 1 < n; i += 2) {
            int a = order[i], b = order[i + 1], k = test_below(seed, 10);
            int res = k < 9 ? k % 3 : 3 + test_below(seed, 2);
            char ia[16], ib[16];
            snprintf(ia, sizeof ia, "%d", a + 1);
            snprintf(ib, sizeof ib, "%d", b + 1);
            add_result(ev, r, ia, ib, tokens[res]);
            int first_points = res == 0 || res == 3 ? 2 : res == 2 ? 1 : 0;
            int second_points = res == 1 || res == 4 ? 2 : res == 2 ? 1 : 0;
            pos->h[a].score += first_points;
            pos->h[b].score += second_points;
            if (res < 3) {
                pos->met[a][b] = pos->met[b][a] = 1;
                played(&pos->h[a], r, 1);
                played(&pos->h[b], r, -1);
            }
        }
        if (i < n) {
            char id[16];
            snprintf(id, sizeof id, "%d", order[i] + 1);
            add_result(ev, r, id, "", "bye");
            pos->h[order[i]].score += 2;
            pos->h[order[i]].byes++;
        }
    }
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

typedef struct oracle {
    const position *pos;
    int groups;
    int group[MAXP];
    int min_byes;
    /* the best found: the bye's distance above the lowest group, the players
     * breaking a constraint, the pairs across each boundary (top first), and
     * with avoid-clubs = all the games between club-mates */
    int found, bye, breaks, cross[MAXP], club_games;
    int avoid_clubs;
    int bye_by_rank;   /* plain Swiss: the bye to the lowest placed of its group too */
    int fewest_breaks; /* over every legal pairing, wherever the bye goes */
} oracle;

static void measure(oracle *o, const int *mate)
{
    int n = o->pos->n, bye = 0, breaks = 0, cross[MAXP] = {0}, club_games = 0;
    for (int a = 0; a < n; a++) {
        int c = mate[a];
        if (c == n) { /* how far above the lowest group, then how many of its
                         group stand lower (SPEC §5: the lowest placed) */
            int lower = 0;
            for (int k = 0; k < n && o->bye_by_rank; k++)
                lower += o->group[k] == o->group[a] && k > a;
            bye = (o->groups - 1 - o->group[a]) * (MAXP + 1) + lower;
            continue;
        }
        if (c < a)
            continue;
        breaks += board_breaks(&o->pos->h[a], &o->pos->h[c]);
        club_games +=
            o->avoid_clubs && o->pos->club[a] && o->pos->club[a] == o->pos->club[c];
        int lo = o->group[a] < o->group[c] ? o->group[a] : o->group[c];
        int hi = o->group[a] < o->group[c] ? o->group[c] : o->group[a];
        for (int b = lo; b < hi; b++)
            cross[b]++;
    }
    if (breaks < o->fewest_breaks)
        o->fewest_breaks = breaks;
    int better = !o->found;
    if (!better && bye != o->bye)
        better = bye < o->bye;
    else if (!better && breaks != o->breaks)
        better = breaks < o->breaks;
    else if (!better) {
        int b = 0;
        while (b + 1 < o->groups && cross[b] == o->cross[b])
            b++;
        better = b + 1 < o->groups ? cross[b] < o->cross[b] : club_games < o->club_games;
    }
    if (better) {
        o->found = 1;
        o->bye = bye;
        o->breaks = breaks;
        memcpy(o->cross, cross, sizeof cross);
        o->club_games = club_games;
    }
}

static void enumerate(oracle *o, int *mate)
{
    int n = o->pos->n, total = n + n % 2, a = 0;
    while (a < total && mate[a] >= 0)
        a++;
    if (a >= total) {
        measure(o, mate);
        return;
    }
    for (int c = a + 1; c < total; c++) {
        if (mate[c] >= 0)
            continue;
        if (c == n ? o->pos->h[a].byes != o->min_byes : o->pos->met[a][c])
            continue;
        mate[a] = c, mate[c] = a;
        enumerate(o, mate);
        mate[a] = mate[c] = -1;
    }
}

static void oracle_solve(oracle *o, const position *pos, int avoid_clubs, int bye_by_rank)
{
    memset(o, 0, sizeof *o);
    o->pos = pos;
    o->avoid_clubs = avoid_clubs;
    o->bye_by_rank = bye_by_rank;
    o->fewest_breaks = 1 << 20;
    o->min_byes = 1 << 20;
    int n = pos->n;
    for (int i = 0; i < n; i++) {
        o->group[i] = 0;
        for (int j = 0; j < n; j++) /* groups: distinct higher scores */
            if (pos->h[j].score > pos->h[i].score) {
                int seen = 0;
                for (int k = 0; k < j; k++)
                    seen |= pos->h[k].score == pos->h[j].score;
                o->group[i] += !seen;
            }
        if (o->group[i] + 1 > o->groups)
            o->groups = o->group[i] + 1;
        if (pos->h[i].byes < o->min_byes)
            o->min_byes = pos->h[i].byes;
    }
    int mate[MAXP + 1];
    for (int i = 0; i <= n; i++)
        mate[i] = -1;
    enumerate(o, mate);
}

static void check_against_oracle(const oracle *o, const pairing_event *ev,
                                 const pairing_round *r, const char *what)
{
    int n = o->pos->n, mate[MAXP + 1], number[MAXP];
    for (int i = 0; i < n; i++)
        number[i] = i + 1;
    for (int i = 0; i <= n; i++)
        mate[i] = -1;
    int breaks = 0, listed = 0, round = pairing_round_number(r);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = number_of(ev, g.first) - 1, b = number_of(ev, g.second) - 1;
        EXPECT(!o->pos->met[a][b], "%s: rematch %d-%d", what, a + 1, b + 1);
        mate[a] = b, mate[b] = a;
        int fa = breaks_if(&o->pos->h[a], 1), fb = breaks_if(&o->pos->h[b], -1);
        breaks += (fa != 0) + (fb != 0);
        listed += (fa & 1) + (fa >> 1) + (fb & 1) + (fb >> 1);
        int want = rule_first(o->pos->h, number, round, a, b);
        EXPECT(want == a, "%s: board %d: %d should move first, not %d", what, g.board,
               want + 1, a + 1);
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = number_of(ev, pairing_round_bye(r, i)) - 1;
        mate[a] = n;
    }
    for (int i = 0; i < n; i++)
        EXPECT(mate[i] >= 0, "%s: %d not paired", what, i + 1);
    oracle got;
    memset(&got, 0, sizeof got);
    got.pos = o->pos;
    got.avoid_clubs = o->avoid_clubs;
    got.bye_by_rank = o->bye_by_rank;
    got.groups = o->groups;
    memcpy(got.group, o->group, sizeof got.group);
    got.fewest_breaks = 1 << 20;
    measure(&got, mate);
    EXPECT(got.bye == o->bye,
           "%s: the bye %d groups above the lowest and above %d of its group, %d and %d "
           "possible",
           what, got.bye / (MAXP + 1), got.bye % (MAXP + 1), o->bye / (MAXP + 1),
           o->bye % (MAXP + 1));
    EXPECT(breaks == o->breaks,
           "%s: %d players break a colour constraint, the fewest possible is %d", what,
           breaks, o->breaks);
    for (int b = 0; b + 1 < o->groups; b++)
        EXPECT(got.cross[b] == o->cross[b],
               "%s: %d pairs across boundary %d, the fewest with the fewest colour "
               "breaks is %d",
               what, got.cross[b], b, o->cross[b]);
    EXPECT(got.club_games == o->club_games,
           "%s: %d games between club-mates, the fewest with the score groups as few "
           "is %d",
           what, got.club_games, o->club_games);
    EXPECT(pairing_round_colour_breaks(r) == listed,
           "%s: %d colour breaks listed, %d happen", what, pairing_round_colour_breaks(r),
           listed);
}

static int oracle_trial(pairing_system system, uint64_t *seed, int trial)
{
    position pos;
    pos.n = 4 + test_below(seed, 9); /* 4..12 */
    int rounds = 2 + test_below(seed, pos.n - 2);
    int avoid_clubs = trial % 2; /* every other trial: clubs of 1..4 players */
    for (int i = 0; i < pos.n; i++)
        pos.club[i] = avoid_clubs ? test_below(seed, 4) : 0;
    pairing_event *ev = random_position(system, &pos, rounds, seed);
    oracle o;
    oracle_solve(&o, &pos, avoid_clubs, system == PAIRING_SYSTEM_SWISS);
    pairing_swiss_options opt;
    pairing_swiss_defaults(&opt);
    opt.avoid_clubs = avoid_clubs ? PAIRING_AVOID_CLUBS_ALL : PAIRING_AVOID_CLUBS_NONE;
    opt.rounds = rounds + 2; /* not the Qiu final */
    opt.no_elimination = 1;
    opt.colours = PAIRING_COLOURS_BALANCED;
    pairing_error err;
    pairing_round *r = pairing_swiss_pair(ev, &opt, &err);
    char what[80];
    snprintf(what, sizeof what, "%s colours trial %d (%d players, round %d)",
             pairing_system_name(system), trial, pos.n, rounds + 1);
    if (!o.found) {
        EXPECT(r == NULL && err.code == PAIRING_ERR_NO_PAIRING,
               "%s: no legal pairing exists, yet the engine paired", what);
    } else {
        EXPECT(r != NULL, "%s: a legal pairing exists, the engine said: %s", what,
               err.text);
        check_against_oracle(&o, ev, r, what);
    }
    pairing_round_free(r);
    pairing_event_free(ev);
    return o.found && o.breaks > 0;
}

START_TEST(test_oracle_plain_swiss)
{
    uint64_t seed = 1612;
    int unavoidable = 0;
    for (int trial = 0; trial < test_scaled(2000); trial++)
        unavoidable += oracle_trial(PAIRING_SYSTEM_SWISS, &seed, trial);
    /* the generated positions do reach rounds where a break cannot be avoided */
    ck_assert_int_gt(unavoidable, test_scaled(2000) / 20);
}
END_TEST

START_TEST(test_oracle_qiu_balanced)
{
    uint64_t seed = 1613;
    for (int trial = 0; trial < test_scaled(500); trial++)
        oracle_trial(PAIRING_SYSTEM_QIU, &seed, trial);
}
END_TEST

/* ---- an independent matching: can these players all be paired? ---- */

#define MAXS 512

typedef struct blossom {
    int n;
    unsigned char (*edge)[MAXS];
    int match[MAXS], parent[MAXS], base[MAXS], queue[MAXS];
    unsigned char used[MAXS], in_blossom[MAXS];
} blossom;

static int common_base(blossom *m, int a, int b)
{
    unsigned char seen[MAXS] = {0};
    for (;;) {
        a = m->base[a];
        seen[a] = 1;
        if (m->match[a] < 0)
            break;
        a = m->parent[m->match[a]];
    }
    for (;;) {
        b = m->base[b];
        if (seen[b])
            return b;
        b = m->parent[m->match[b]];
    }
}

static void mark_path(blossom *m, int v, int b, int child)
{
    while (m->base[v] != b) {
        m->in_blossom[m->base[v]] = m->in_blossom[m->base[m->match[v]]] = 1;
        m->parent[v] = child;
        child = m->match[v];
        v = m->parent[m->match[v]];
    }
}

/* Edmonds: an augmenting path from root, shrinking odd cycles; its end or -1. */
static int augmenting_path(blossom *m, int root)
{
    memset(m->used, 0, sizeof m->used);
    for (int i = 0; i < m->n; i++)
        m->parent[i] = -1, m->base[i] = i;
    int head = 0, tail = 0;
    m->used[root] = 1;
    m->queue[tail++] = root;
    while (head < tail) {
        int v = m->queue[head++];
        for (int to = 0; to < m->n; to++) {
            if (!m->edge[v][to] || m->base[v] == m->base[to] || m->match[v] == to)
                continue;
            if (to == root || (m->match[to] >= 0 && m->parent[m->match[to]] >= 0)) {
                int b = common_base(m, v, to);
                memset(m->in_blossom, 0, sizeof m->in_blossom);
                mark_path(m, v, b, to);
                mark_path(m, to, b, v);
                for (int i = 0; i < m->n; i++)
                    if (m->in_blossom[m->base[i]]) {
                        m->base[i] = b;
                        if (!m->used[i]) {
                            m->used[i] = 1;
                            m->queue[tail++] = i;
                        }
                    }
            } else if (m->parent[to] < 0) {
                m->parent[to] = v;
                if (m->match[to] < 0)
                    return to;
                m->used[m->match[to]] = 1;
                m->queue[tail++] = m->match[to];
            }
        }
    }
    return -1;
}

static int perfect_matching_exists(blossom *m)
{
    for (int i = 0; i < m->n; i++)
        m->match[i] = -1;
    for (int v = 0; v < m->n; v++) {
        if (m->match[v] >= 0)
            continue;
        int end = augmenting_path(m, v);
        if (end < 0)
            return 0;
        while (end >= 0) {
            int p = m->parent[end], next = m->match[p];
            m->match[end] = p;
            m->match[p] = end;
            end = next;
        }
    }
    return 1;
}

/* ---- properties over whole plain Swiss events ---- */

typedef struct sim {
    pairing_event *ev;
    int n, rounds;
    int weighted; /* results by a lot weighted by number: the stronger wins more */
    int clubs;    /* avoid-clubs = all, the players in clubs of about 8 */
    history h[MAXS];
    int number[MAXS];
    int joined[MAXS];           /* the round a late entry joins in, else 0 */
    unsigned char absent[MAXS]; /* out of the round being paired (a bye asked for) */
    unsigned char met[MAXS][MAXS];
    unsigned char edge[MAXS][MAXS]; /* the matching's graph */
    blossom m;
} sim;

/* Is p in the round being paired: joined, and no bye asked for? */
static int present(const sim *s, int p, int round)
{
    return !s->absent[p] && s->joined[p] <= round;
}

/* Could the round's players, the bye's holder aside, all be paired without a
 * rematch and without a break that the players themselves do not force? */
static int constraints_keepable(sim *s, const int *in, int k)
{
    s->m.n = k;
    s->m.edge = s->edge;
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) {
            int a = in[i], b = in[j];
            int forced = breaks_anyway(&s->h[a]) + breaks_anyway(&s->h[b]);
            s->edge[i][j] =
                i != j && !s->met[a][b] && board_breaks(&s->h[a], &s->h[b]) == forced;
        }
    return perfect_matching_exists(&s->m);
}

static void check_event_round(sim *s, const pairing_round *r, const char *what)
{
    int round = pairing_round_number(r), seen[MAXS] = {0}, in[MAXS], k = 0;
    int avoidable = 0;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = g.first, b = g.second;
        EXPECT(!s->met[a][b], "%s: rematch %d-%d", what, a + 1, b + 1);
        EXPECT(!seen[a] && !seen[b], "%s: a player twice", what);
        seen[a] = seen[b] = 1;
        in[k++] = a, in[k++] = b;
        int want = rule_first(s->h, s->number, round, a, b);
        EXPECT(want == a, "%s: board %d: %d should move first (rule of §12)", what,
               g.board, want + 1);
        int broken = (breaks_if(&s->h[a], 1) != 0) + (breaks_if(&s->h[b], -1) != 0);
        avoidable += broken - breaks_anyway(&s->h[a]) - breaks_anyway(&s->h[b]);
    }
    int fewest = -1;
    for (int p = 0; p < s->n; p++)
        if (present(s, p, round) && (fewest < 0 || s->h[p].byes < fewest))
            fewest = s->h[p].byes;
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = pairing_round_bye(r, i);
        EXPECT(!seen[a], "%s: a bye for a paired player", what);
        EXPECT(s->h[a].byes == fewest, "%s: %d has a bye again (%d before, fewest %d)",
               what, a + 1, s->h[a].byes, fewest);
        seen[a] = 1;
    }
    for (int p = 0; p < s->n; p++)
        EXPECT(seen[p] == present(s, p, round),
               "%s: player %d (absent %d, joins in round %d) seen %d times", what, p + 1,
               s->absent[p], s->joined[p], seen[p]);
    if (avoidable)
        EXPECT(!constraints_keepable(s, in, k),
               "%s: %d colour breaks, yet a pairing without rematches keeps every "
               "constraint",
               what, avoidable);
}

/* A decisive game: even, or won by the smaller number with a chance rising from
 * a half to 95% with the distance between their numbers. */
static int decisive(const sim *s, int first, int second, uint64_t *seed)
{
    if (!s->weighted)
        return test_below(seed, 2);
    int d = s->number[second] - s->number[first], edge = abs(d) * 400 / s->n;
    edge = edge > 45 ? 45 : edge;
    int first_wins = test_below(seed, 100) < 50 + (d > 0 ? edge : -edge);
    return first_wins ? 0 : 1;
}

static void play(sim *s, const pairing_round *r, uint64_t *seed)
{
    static const char *results[] = {"1-0", "0-1", "=", "+-", "-+"};
    int round = pairing_round_number(r);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int k = test_below(seed, 50);
        int res = k < 5   ? 2
                  : k < 6 ? 3
                  : k < 7 ? 4
                          : decisive(s, g.first, g.second, seed);
        add_result(s->ev, round, pairing_event_id(s->ev, g.first),
                   pairing_event_id(s->ev, g.second), results[res]);
        s->h[g.first].score += res == 0 || res == 3 ? 2 : res == 2 ? 1 : 0;
        s->h[g.second].score += res == 1 || res == 4 ? 2 : res == 2 ? 1 : 0;
        if (res < 3) {
            s->met[g.first][g.second] = s->met[g.second][g.first] = 1;
            played(&s->h[g.first], round, 1);
            played(&s->h[g.second], round, -1);
        }
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = pairing_round_bye(r, i);
        add_result(s->ev, round, pairing_event_id(s->ev, a), "", "bye");
        s->h[a].score += 2;
        s->h[a].byes++;
    }
}

/* The byes asked for before round `round` is paired: about one player in 30
 * of those in the round; half-point or zero-point. */
static void ask_for_byes(sim *s, int round, uint64_t *seed)
{
    for (int p = 0; p < s->n; p++) {
        s->absent[p] = s->joined[p] <= round && test_below(seed, 30) == 0;
        if (!s->absent[p])
            continue;
        int half = test_below(seed, 2);
        add_result(s->ev, round, pairing_event_id(s->ev, p), "",
                   half ? "half-bye" : "zero-bye");
        s->h[p].score += half;
    }
}

/* n entrants with ids "1".."n"; about one in 15 joins late, in round 2 to 4. */
static void enter(sim *s, uint64_t *seed)
{
    pairing_error err;
    s->ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    ck_assert_ptr_nonnull(s->ev);
    for (int p = 0; p < s->n; p++) {
        char id[16], name[32];
        snprintf(id, sizeof id, "%d", p + 1);
        snprintf(name, sizeof name, "Player %d", p + 1);
        s->joined[p] = test_below(seed, 15) == 0 ? 2 + test_below(seed, 3) : 0;
        char club[16];
        snprintf(club, sizeof club, "C%d", test_below(seed, 1 + s->n / 8));
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = name;
        e.club = s->clubs ? club : NULL;
        e.rank = p + 1;
        e.line = p + 2;
        e.joined = s->joined[p];
        ck_assert_msg(pairing_event_add_entrant(s->ev, &e, &err) == PAIRING_OK, "%s",
                      err.text);
        s->number[p] = p + 1;
    }
}

/* One event; returns the players who broke a constraint in it.  Every other
 * event has its results weighted by strength, which sorts the score groups by
 * number as real events do. */
static int simulate(sim *s, int n, uint64_t *seed, int event)
{
    memset(s, 0, sizeof *s);
    s->n = n;
    s->rounds = 5 + test_below(seed, 7); /* 5..11 */
    s->weighted = event % 2;
    s->clubs = event % 3 == 0;
    enter(s, seed);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o); /* balanced: the plain Swiss's default */
    o.rounds = s->rounds;
    o.avoid_clubs = s->clubs ? PAIRING_AVOID_CLUBS_ALL : PAIRING_AVOID_CLUBS_NONE;
    int broke = 0;
    for (int round = 1; round <= s->rounds; round++) {
        pairing_error err;
        ask_for_byes(s, round, seed);
        ck_assert_int_eq(pairing_event_validate(s->ev, &err), PAIRING_OK);
        pairing_round *r = pairing_swiss_pair(s->ev, &o, &err);
        if (!r) { /* only a small field can run out of new pairs */
            EXPECT(err.code == PAIRING_ERR_NO_PAIRING && n < 2 * (round - 1) + 2,
                   "event %d (%d players) round %d: %s", event, n, round, err.text);
            break;
        }
        char what[80];
        snprintf(what, sizeof what, "colours event %d (%d players) round %d", event, n,
                 round);
        check_event_round(s, r, what);
        broke += pairing_round_colour_breaks(r);
        if (n <= 40) { /* the checker agrees, thoroughly on small fields */
            pairing_report *rep = pairing_swiss_verify(s->ev, &o, r, 1, &err);
            EXPECT(rep && pairing_report_problems(rep) == 0,
                   "%s: the checker objects: %s", what,
                   rep ? pairing_report_problem(rep, 0) : err.text);
            pairing_report_free(rep);
        }
        play(s, r, seed);
        pairing_round_free(r);
    }
    pairing_event_free(s->ev);
    return broke;
}

/* 10..500 players, most of them small (a uniform draw below a uniform draw,
 * so that every size comes up and the whole run stays short). */
static int field_size(uint64_t *seed)
{
    return 10 + test_below(seed, 1 + test_below(seed, 491));
}

START_TEST(test_properties_events)
{
    uint64_t seed = 2026;
    sim *s = malloc(sizeof *s);
    ck_assert_ptr_nonnull(s);
    int events = test_scaled(2000), largest = 0;
    for (int event = 0; event < events; event++) {
        int n = field_size(&seed);
        largest = n > largest ? n : largest;
        simulate(s, n, &seed, event);
    }
    free(s);
    ck_assert_int_ge(largest, events >= 1000 ? 400 : 10);
}
END_TEST

/* ---- hand-worked allocations, as pairing check reads them ---- */

/* The last round of `ev` checked: its problems, joined. */
static void check_text(pairing_event *ev, char *text, size_t size)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 9;
    pairing_report *rep = pairing_swiss_check(ev, &o, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    size_t len = 0;
    text[0] = 0;
    for (int i = 0; i < pairing_report_problems(rep) && len + 1 < size; i++)
        len += (size_t)snprintf(text + len, size - len, "%s;",
                                pairing_report_problem(rep, i));
    pairing_report_free(rep);
}

/* The four players of these cases; ids "1".."4", numbers the same. */
static pairing_event *four(void)
{
    return make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
}

/* A hand-worked case: the games "round first second result" (first moves
 * first), and what pairing check says of the last round: `says` must be among
 * its problems, or with `exactly` be all of them ("" none). */
typedef struct hand_case {
    const char *name;
    int players;
    const char *games[13];
    const char *says;
    int exactly;
} hand_case;

static const hand_case hand_cases[] = {
    /* no colours on either side: the smaller number moves first */
    {"round 1 as the rule gives it", 4, {"1 1 3 1-0", "1 2 4 1-0"}, "", 1},
    {"round 1, board 1 turned",
     4,
     {"1 3 1 1-0", "1 2 4 1-0"},
     "board 1: '1' should move first (no colours yet: the smaller number);",
     1},
    /* round 1: 1 and 4 moved first (+1), 3 and 2 second (-1); in round 2 the
     * smaller firsts - seconds moves first, whatever the numbers: 2 against 1
     * (given wrongly), 3 against 4 (given rightly) */
    {"the smaller firsts - seconds",
     4,
     {"1 1 3 1-0", "1 4 2 0-1", "2 1 2 =", "2 3 4 ="},
     "board 1: '2' should move first (the smaller firsts - seconds);",
     1},
    /* after round 3, 1 has F S S (-1, two seconds running: he must move first,
     * 禁连三) and 6 has S S F (-1 too, and free): 1 moves first by the first
     * rule, whatever the others would say */
    {"a colour he must have",
     6,
     {"1 1 2 1-0", "1 3 4 1-0", "1 5 6 1-0", "2 3 1 0-1", "2 2 5 1-0", "2 4 6 1-0",
      "3 5 1 0-1", "3 4 2 1-0", "3 6 3 1-0", "4 6 1 =", "4 2 3 =", "4 4 5 ="},
     "board 1: '1' should move first (a colour one of the two must have to keep the "
     "colour constraints: he moves first, or his opponent second)",
     0},
    /* 1: F S, 2: S F, both at 0; in round 2, the latest round their colours
     * differed, 1 was second: he moves first in round 3 (3: S S and 4: F F
     * must move first and second) */
    {"second in the latest round they differed",
     4,
     {"1 1 3 1-0", "1 4 2 0-1", "2 4 1 0-1", "2 2 3 0-1", "3 2 1 =", "3 3 4 ="},
     "board 1: '1' should move first (equal firsts - seconds: second in the latest "
     "round their colours differed)",
     0},
    /* 1 and 2 both F then S, never in different colours in one round; 1 has
     * more points: the better placed gets his due colour (first, after a
     * second); 3 and 4 alike, 4 better placed: 3 first */
    {"the better placed's due colour",
     4,
     {"1 1 3 1-0", "1 2 4 0-1", "2 4 1 0-1", "2 3 2 0-1", "3 1 2 =", "3 3 4 ="},
     "",
     1},
    {"the better placed's due colour, the other way",
     4,
     {"1 1 3 0-1", "1 2 4 1-0", "2 4 1 1-0", "2 3 2 0-1", "3 1 2 =", "3 3 4 ="},
     "board 1: '2' should move first (equal colours so far: the better placed gets "
     "his due colour)",
     0},
    /* eight players, every game drawn (one score group): after two rounds 1
     * and 2 have moved first twice, 3 and 4 second twice, 5..8 alternately.
     * Round 3 as recorded pairs 2-1 and 3-4, so 2 moves first a third time and
     * 4 second; 5-1, 6-2, 3-7, 4-8 would have kept every constraint */
    {"a break a pairing avoids",
     8,
     {"1 1 3 =", "1 2 4 =", "1 5 6 =", "1 7 8 =", "2 1 4 =", "2 2 3 =", "2 6 7 =",
      "2 8 5 =", "3 2 1 =", "3 3 4 =", "3 5 7 =", "3 6 8 ="},
     "2 players break a colour constraint ('2' (three running), '4' (three running)) "
     "where 0 would do",
     0},
};

static void run_hand_case(const hand_case *c)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, c->players);
    for (int i = 0; i < 13 && c->games[i]; i++) {
        int round;
        char first[8], second[8], result[8];
        ck_assert_int_eq(
            sscanf(c->games[i], "%d %7s %7s %7s", &round, first, second, result), 4);
        add_result(ev, round, first, second, result);
    }
    char text[512];
    check_text(ev, text, sizeof text);
    if (c->exactly)
        ck_assert_msg(strcmp(text, c->says) == 0, "%s: %s", c->name, text);
    else
        ck_assert_msg(strstr(text, c->says) != NULL, "%s: %s", c->name, text);
    pairing_event_free(ev);
}

START_TEST(test_allocation_by_hand)
{
    for (size_t i = 0; i < sizeof hand_cases / sizeof hand_cases[0]; i++)
        run_hand_case(&hand_cases[i]);
}
END_TEST

START_TEST(test_breaks_listed)
{
    /* 4 players, round 3: 1 and 2 have both moved first twice running and have
     * not met; 3 and 4 likewise second, and 1-3, 2-4, 1-4, 2-3 have been played:
     * the only new pairs are 1-2 and 3-4, so one of each pair moves a third
     * time in the same colour, three running and three apart: four breaks */
    pairing_event *ev = four();
    add_result(ev, 1, "1", "3", "1-0");
    add_result(ev, 1, "2", "4", "1-0");
    add_result(ev, 2, "1", "4", "1-0");
    add_result(ev, 2, "2", "3", "1-0");
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 3;
    o.explain = 1;
    pairing_round *r = pairing_swiss_pair(ev, &o, &err);
    ck_assert_ptr_nonnull(r);
    ck_assert_int_eq(pairing_round_colour_breaks(r), 4);
    const char *who[] = {"2", "2", "4", "4"};
    for (int i = 0; i < 4; i++) {
        pairing_colour_break b = pairing_round_colour_break(r, i);
        ck_assert_str_eq(pairing_event_id(ev, b.player), who[i]);
        ck_assert_int_eq(b.rule, i % 2 ? PAIRING_COLOUR_DIFFERENCE
                                       : PAIRING_COLOUR_THREE_RUNNING);
    }
    /* both of a board need the same colour: equal balance, no round in which
     * they differed, so the better placed gets his due colour: 1 (number 1)
     * second against 2, 3 (number 3) first against 4 */
    pairing_game g = pairing_round_game(r, 0);
    ck_assert_str_eq(pairing_event_id(ev, g.first), "2");
    ck_assert_int_eq(g.first_reason, PAIRING_FIRST_DUE);
    g = pairing_round_game(r, 1);
    ck_assert_str_eq(pairing_event_id(ev, g.first), "3");
    ck_assert_int_eq(pairing_round_colour_break(r, 5).player, -1);
    int said = 0;
    for (int i = 0; i < pairing_round_explanations(r); i++)
        said += strstr(pairing_round_explanation(r, i), "colour break:") != NULL;
    ck_assert_int_eq(said, 4);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_colours_in_force)
{
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    ck_assert_int_eq(pairing_swiss_colours(PAIRING_SYSTEM_SWISS, &o),
                     PAIRING_COLOURS_BALANCED);
    ck_assert_int_eq(pairing_swiss_colours(PAIRING_SYSTEM_QIU, &o), PAIRING_COLOURS_QIU);
    ck_assert_int_eq(pairing_swiss_colours(PAIRING_SYSTEM_QIU, NULL),
                     PAIRING_COLOURS_QIU);
    o.colours = PAIRING_COLOURS_QIU;
    ck_assert_int_eq(pairing_swiss_colours(PAIRING_SYSTEM_SWISS, &o),
                     PAIRING_COLOURS_QIU);
    o.colours = PAIRING_COLOURS_BALANCED;
    ck_assert_int_eq(pairing_swiss_colours(PAIRING_SYSTEM_QIU, &o),
                     PAIRING_COLOURS_BALANCED);
    o.colours = (pairing_colours)7;
    pairing_event *ev = four();
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    o.rounds = 3;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

Suite *colours_suite(void)
{
    Suite *s = suite_create("colours");
    TCase *tc = tcase_create("constraints");
    tcase_set_timeout(tc, 1800);
    tcase_add_test(tc, test_oracle_plain_swiss);
    tcase_add_test(tc, test_oracle_qiu_balanced);
    tcase_add_test(tc, test_properties_events);
    suite_add_tcase(s, tc);
    TCase *hand = tcase_create("allocation");
    tcase_add_test(hand, test_allocation_by_hand);
    tcase_add_test(hand, test_breaks_listed);
    tcase_add_test(hand, test_colours_in_force);
    suite_add_tcase(s, hand);
    return s;
}
