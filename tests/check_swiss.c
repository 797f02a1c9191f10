/*
 * check_swiss.c - the score-group engine of the Qiu system and the plain Swiss
 * against an exhaustive oracle, and properties over thousands of simulated
 * events (SPEC §5).
 *
 * The oracle enumerates every pairing of a small field (up to 12 players and the
 * bye) and knows: whether any pairing avoids a rematch and gives the bye only to
 * someone with the fewest byes; and, among those, the least vector of pairs
 * across each score boundary, top boundary first.  The engine must pair exactly
 * when the oracle can, and reach that least vector.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

#define MAXP 13

/* ---- a position: players, scores, who met whom, byes ---- */

typedef struct position {
    int n;
    int score[MAXP]; /* half-points */
    int byes[MAXP];
    unsigned char met[MAXP][MAXP];
} position;

static const char *result_tokens[] = {"1-0", "0-1", "="};

/* Random earlier rounds: each round pairs a random selection of players at random
 * (meetings may repeat, as history may), with random results and byes. */
static pairing_event *random_history(pairing_system system, position *pos, int rounds,
                                     uint64_t *seed)
{
    int n = pos->n, win = system == PAIRING_SYSTEM_QIU ? 4 : 2;
    pairing_event *ev = make_numbered_event(system, n);
    memset(pos->score, 0, sizeof pos->score);
    memset(pos->byes, 0, sizeof pos->byes);
    memset(pos->met, 0, sizeof pos->met);
    for (int r = 1; r <= rounds; r++) {
        int order[MAXP];
        test_shuffle(order, n, seed);
        int i = 0;
        for (; i + 1 < n; i += 2) {
            int a = order[i], b = order[i + 1], res = test_below(seed, 3);
            char ia[16], ib[16];
            snprintf(ia, sizeof ia, "%d", a + 1);
            snprintf(ib, sizeof ib, "%d", b + 1);
            add_result(ev, r, ia, ib, result_tokens[res]);
            pos->met[a][b] = pos->met[b][a] = 1;
            pos->score[a] += res == 0 ? win : res == 2 ? win / 2 : 0;
            pos->score[b] += res == 1 ? win : res == 2 ? win / 2 : 0;
        }
        if (i < n) { /* the odd one out has a bye */
            char id[16];
            snprintf(id, sizeof id, "%d", order[i] + 1);
            add_result(ev, r, id, "", "bye");
            pos->score[order[i]] += win;
            pos->byes[order[i]]++;
        }
    }
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

/* ---- the oracle ---- */

typedef struct oracle {
    const position *pos;
    int groups;
    int group[MAXP + 1]; /* player -> group (0 = top); the bye is the last group */
    int min_byes;
    int mate[MAXP + 1];
    int best[MAXP + 3]; /* least vector found, best[0] = found */
} oracle;

/* The pairs across each score boundary, top first, then how many groups above
 * the lowest the bye went (SPEC §5: the player left over at the bottom). */
static void vector_of(const oracle *o, const int *mate, int *v)
{
    int n = o->pos->n, bye = n % 2 ? n : -1;
    for (int b = 0; b <= o->groups; b++)
        v[b] = 0;
    for (int a = 0; a < n; a++) {
        int c = mate[a];
        int ga = o->group[a], gc = c == bye ? o->groups : o->group[c];
        if (c == bye)
            v[o->groups] = o->groups - 1 - ga;
        if (c != bye && c < a)
            continue;
        for (int b = ga < gc ? ga : gc; b < (ga < gc ? gc : ga); b++)
            v[b]++;
    }
}

static int lexicographically_less(const int *a, const int *b, int len)
{
    for (int i = 0; i < len; i++)
        if (a[i] != b[i])
            return a[i] < b[i];
    return 0;
}

static void enumerate(oracle *o, int *mate, int count)
{
    int n = o->pos->n, total = n + n % 2;
    int a = 0;
    while (a < total && mate[a] >= 0)
        a++;
    if (a >= total) {
        int v[MAXP + 2];
        vector_of(o, mate, v);
        if (!o->best[0] || lexicographically_less(v, o->best + 1, o->groups + 1)) {
            o->best[0] = 1;
            memcpy(o->best + 1, v, (size_t)(o->groups + 1) * sizeof *v);
        }
        return;
    }
    for (int c = a + 1; c < total; c++) {
        if (mate[c] >= 0)
            continue;
        int legal = c == n ? o->pos->byes[a] == o->min_byes : !o->pos->met[a][c];
        if (!legal)
            continue;
        mate[a] = c, mate[c] = a;
        enumerate(o, mate, count + 1);
        mate[a] = mate[c] = -1;
    }
}

static void oracle_solve(oracle *o, const position *pos)
{
    memset(o, 0, sizeof *o);
    o->pos = pos;
    int n = pos->n;
    /* score groups, best first */
    int distinct[MAXP], nd = 0;
    for (int i = 0; i < n; i++) {
        int seen = 0;
        for (int j = 0; j < nd; j++)
            seen |= distinct[j] == pos->score[i];
        if (!seen)
            distinct[nd++] = pos->score[i];
    }
    for (int i = 0; i < n; i++) {
        o->group[i] = 0;
        for (int j = 0; j < nd; j++)
            o->group[i] += distinct[j] > pos->score[i];
    }
    o->groups = nd;
    o->min_byes = 1 << 20;
    for (int i = 0; i < n; i++)
        if (pos->byes[i] < o->min_byes)
            o->min_byes = pos->byes[i];
    int mate[MAXP + 1];
    for (int i = 0; i <= n; i++)
        mate[i] = -1;
    enumerate(o, mate, 0);
}

/* ---- the engine's pairing, checked and measured ---- */

static void check_engine_pairing(const oracle *o, const pairing_event *ev,
                                 const pairing_round *r, const char *what)
{
    int n = o->pos->n, mate[MAXP + 1], seen[MAXP] = {0};
    for (int i = 0; i <= n; i++)
        mate[i] = -1;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = number_of(ev, g.first) - 1, b = number_of(ev, g.second) - 1;
        EXPECT(!o->pos->met[a][b], "%s: rematch %d-%d", what, a + 1, b + 1);
        EXPECT(!seen[a] && !seen[b], "%s: a player twice", what);
        seen[a] = seen[b] = 1;
        mate[a] = b, mate[b] = a;
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = number_of(ev, pairing_round_bye(r, i)) - 1;
        EXPECT(!seen[a], "%s: bye for a paired player", what);
        EXPECT(o->pos->byes[a] == o->min_byes, "%s: %d has a second bye", what, a + 1);
        seen[a] = 1;
        mate[a] = n;
        mate[n] = a;
    }
    for (int i = 0; i < n; i++)
        EXPECT(seen[i], "%s: %d not paired", what, i + 1);
    int v[MAXP + 2];
    vector_of(o, mate, v);
    for (int b = 0; b < o->groups; b++)
        EXPECT(v[b] == o->best[b + 1],
               "%s: %d pairs across boundary %d, the fewest possible is %d", what, v[b],
               b, o->best[b + 1]);
    EXPECT(v[o->groups] == o->best[o->groups + 1],
           "%s: the bye went %d groups above the lowest, %d was possible", what,
           v[o->groups], o->best[o->groups + 1]);
}

static void oracle_trial(pairing_system system, uint64_t *seed, int trial)
{
    position pos;
    pos.n = 4 + test_below(seed, 9); /* 4..12 */
    int played = 2 + test_below(seed, pos.n - 2);
    pairing_event *ev = random_history(system, &pos, played, seed);
    oracle o;
    oracle_solve(&o, &pos);
    pairing_swiss_options opt;
    pairing_swiss_defaults(&opt);
    opt.rounds = played + 2; /* a round of the main stage, not the final */
    opt.no_elimination = 1;
    opt.colours = PAIRING_COLOURS_QIU; /* the balanced colours: check_colours.c */
    pairing_error err;
    pairing_round *r = pairing_swiss_pair(ev, &opt, &err);
    char what[64];
    snprintf(what, sizeof what, "%s trial %d (%d players, round %d)",
             pairing_system_name(system), trial, pos.n, played + 1);
    if (!o.best[0]) {
        EXPECT(r == NULL && err.code == PAIRING_ERR_NO_PAIRING,
               "%s: no legal pairing exists, yet the engine paired", what);
    } else {
        EXPECT(r != NULL, "%s: a legal pairing exists, the engine said: %s", what,
               err.text);
        check_engine_pairing(&o, ev, r, what);
    }
    pairing_round_free(r);
    pairing_event_free(ev);
}

START_TEST(test_oracle_swiss)
{
    uint64_t seed = 20261129;
    for (int trial = 0; trial < test_scaled(2500); trial++)
        oracle_trial(PAIRING_SYSTEM_SWISS, &seed, trial);
}
END_TEST

START_TEST(test_oracle_qiu)
{
    uint64_t seed = 5;
    for (int trial = 0; trial < test_scaled(2500); trial++)
        oracle_trial(PAIRING_SYSTEM_QIU, &seed, trial);
}
END_TEST

/* ---- properties over whole simulated events ---- */

typedef struct sim {
    pairing_event *ev;
    pairing_system system;
    int n, rounds;
    int firsts[256];
    int byes[256];
    unsigned char met[256][256];
    int withdrawn[256];
    int out[256]; /* Qiu: eliminated after round 2 (0 points, or a forfeit loss) */
} sim;

static void sim_entrants(sim *m, uint64_t *seed)
{
    pairing_error err;
    m->ev = pairing_event_new(m->system, &err);
    for (int i = 0; i < m->n; i++) {
        char id[16];
        snprintf(id, sizeof id, "%d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.rank = i + 1;
        /* one player in twelve withdraws after some round */
        e.withdrawn =
            test_below(seed, 12) == 0 ? test_below(seed, m->rounds) + 1 : PAIRING_ACTIVE;
        if (e.withdrawn >= m->rounds)
            e.withdrawn = PAIRING_ACTIVE;
        m->withdrawn[i] = e.withdrawn;
        ck_assert_int_eq(pairing_event_add_entrant(m->ev, &e, &err), PAIRING_OK);
    }
}

static const char *random_result(uint64_t *seed)
{
    static const char *tokens[] = {"1-0", "1-0", "1-0", "0-1", "0-1",
                                   "0-1", "=",   "+-",  "-+",  "--"};
    int k = test_below(seed, 40);
    return k < 36 ? tokens[k % 7] : tokens[7 + k % 3];
}

/* Appendix 3 §四: fewer firsts moves first; else odd rounds the smaller number. */
static void check_colours(const sim *m, const pairing_round *r, const char *what)
{
    int round = pairing_round_number(r);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if (g.colour_lot)
            continue;
        int a = number_of(m->ev, g.first) - 1, b = number_of(m->ev, g.second) - 1;
        int na = pairing_round_player_number(r, g.first),
            nb = pairing_round_player_number(r, g.second);
        if (m->firsts[a] != m->firsts[b])
            EXPECT(m->firsts[a] < m->firsts[b], "%s: %d moves first with more firsts",
                   what, a + 1);
        else
            EXPECT(round % 2 ? na < nb : na > nb, "%s: colours of %d v %d by number",
                   what, a + 1, b + 1);
    }
}

static void check_round(sim *m, const pairing_round *r, const char *what)
{
    int round = pairing_round_number(r), seen[256] = {0};
    int final = m->system == PAIRING_SYSTEM_QIU && round == pairing_round_total(r);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = number_of(m->ev, g.first) - 1, b = number_of(m->ev, g.second) - 1;
        EXPECT(final || !m->met[a][b], "%s: rematch %d-%d", what, a + 1, b + 1);
        EXPECT(!g.rematch, "%s: a rematch reported", what);
        EXPECT(!seen[a] && !seen[b], "%s: a player twice", what);
        seen[a] = seen[b] = 1;
    }
    int min_byes = 1 << 20;
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = number_of(m->ev, pairing_round_bye(r, i)) - 1;
        EXPECT(!seen[a], "%s: a bye for a paired player", what);
        seen[a] = 1;
    }
    /* everyone still in plays exactly once; nobody else */
    int byes_in = 0;
    for (int p = 0; p < m->n; p++) {
        int player = pairing_event_player_at(m->ev, p + 1);
        int numbered = pairing_round_player_number(r, player) != 0;
        int in =
            numbered && (m->withdrawn[p] == PAIRING_ACTIVE || m->withdrawn[p] >= round);
        EXPECT(seen[p] == in, "%s: player %d %s", what, p + 1,
               in ? "is not paired" : "is paired but out");
        if (in && m->byes[p] < min_byes)
            min_byes = m->byes[p];
        byes_in += in;
    }
    /* nobody has a second bye while another could take it (Qiu rounds 1-2 fix it) */
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = number_of(m->ev, pairing_round_bye(r, i)) - 1;
        EXPECT(m->byes[a] == min_byes || (m->system == PAIRING_SYSTEM_QIU && round <= 2),
               "%s: %d has a second bye", what, a + 1);
    }
    EXPECT(pairing_round_byes(r) == byes_in % 2, "%s: %d byes for %d players", what,
           pairing_round_byes(r), byes_in);
    check_colours(m, r, what);
}

static void play_round(sim *m, const pairing_round *r, uint64_t *seed)
{
    int round = pairing_round_number(r);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int a = number_of(m->ev, g.first) - 1, b = number_of(m->ev, g.second) - 1;
        const char *token = random_result(seed);
        int final = m->system == PAIRING_SYSTEM_QIU && round == pairing_round_total(r);
        pairing_result res = {
            round,
            pairing_event_id(m->ev, g.first),
            pairing_event_id(m->ev, g.second),
            PAIRING_PENDING,
            final && strcmp(token, "=") == 0 ? pairing_event_id(m->ev, g.first) : NULL,
            0};
        ck_assert_int_eq(pairing_outcome_parse(token, &res.outcome), PAIRING_OK);
        ck_assert_int_eq(pairing_event_add_result(m->ev, &res, NULL), PAIRING_OK);
        if (token[0] != '+' && token[0] != '-') { /* forfeits are no meeting, no colour */
            m->met[a][b] = m->met[b][a] = 1;
            m->firsts[a]++;
        }
        if (round <= 2) { /* who could survive the Qiu elimination */
            int first_scores = token[0] == '1' || token[0] == '=' || !strcmp(token, "+-");
            int second_scores =
                token[0] == '0' || token[0] == '=' || !strcmp(token, "-+");
            m->out[a] |= token[0] == '-';
            m->out[b] |= token[0] == '-' || !strcmp(token, "+-");
            if (first_scores)
                m->out[a] |= 4; /* scored */
            if (second_scores)
                m->out[b] |= 4;
        }
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int a = number_of(m->ev, pairing_round_bye(r, i)) - 1;
        add_result(m->ev, round, pairing_event_id(m->ev, pairing_round_bye(r, i)), "",
                   "bye");
        m->byes[a]++;
    }
}

/* The round read back from the results it was played into is the round as
 * paired: its boards, byes, eliminated, and every player as the rules saw him. */
static void check_recorded(sim *m, const pairing_swiss_options *o, const pairing_round *r,
                           const char *what)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(m->ev, &err), PAIRING_OK);
    pairing_round *back = pairing_swiss_recorded(m->ev, o, &err);
    EXPECT(back != NULL, "%s: recorded: %s", what, err.text);
    EXPECT_EQ(pairing_round_number(back), pairing_round_number(r));
    EXPECT_EQ(pairing_round_games(back), pairing_round_games(r));
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game a = pairing_round_game(r, i), b = pairing_round_game(back, i);
        EXPECT(a.board == b.board && a.first == b.first && a.second == b.second &&
                   a.colour_lot == b.colour_lot && a.rematch == b.rematch,
               "%s: board %d recorded otherwise", what, a.board);
    }
    EXPECT_EQ(pairing_round_byes(back), pairing_round_byes(r));
    for (int i = 0; i < pairing_round_byes(r); i++)
        EXPECT_EQ(pairing_round_bye(back, i), pairing_round_bye(r, i));
    EXPECT_EQ(pairing_round_eliminated(back), pairing_round_eliminated(r));
    for (int p = 0; p < m->n; p++) {
        pairing_participant a = pairing_round_participant(r, p);
        pairing_participant b = pairing_round_participant(back, p);
        EXPECT(a.number == b.number && a.score == b.score && a.presence == b.presence &&
                   a.kept == b.kept,
               "%s: player %d recorded as %d/%d/%d, paired as %d/%d/%d", what, p,
               b.number, b.score, b.presence, a.number, a.score, a.presence);
    }
    pairing_round_free(back);
}

static int simulate_event(pairing_system system, int n, uint64_t *seed, int event)
{
    sim *m = calloc(1, sizeof *m);
    m->system = system;
    m->n = n;
    m->rounds =
        system == PAIRING_SYSTEM_QIU ? pairing_qiu_rounds(n) : 3 + test_below(seed, 6);
    if (system == PAIRING_SYSTEM_SWISS && m->rounds >= n)
        m->rounds = n - 1 > 1 ? n - 1 : 1;
    sim_entrants(m, seed);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = m->rounds;
    o.colours = PAIRING_COLOURS_QIU; /* Appendix 3 §四 as check_colours() knows it */
    int played = 0;
    for (int round = 1; round <= m->rounds; round++) {
        pairing_error err;
        ck_assert_int_eq(pairing_event_validate(m->ev, &err), PAIRING_OK);
        pairing_round *r = pairing_swiss_pair(m->ev, &o, &err);
        if (!r) {
            /* a small field late in an event may have no pairing left, but a field
             * of 2m + 2 players who have each met at most m always has one (Dirac) */
            int left = 0;
            for (int p = 0; p < n; p++) {
                int in = m->withdrawn[p] == PAIRING_ACTIVE || m->withdrawn[p] >= round;
                if (system == PAIRING_SYSTEM_QIU &&
                    round >= 3) /* the survivors, and one more */
                    in = in && !(m->out[p] & 1) && ((m->out[p] & 4) || m->byes[p]);
                left += in;
            }
            left += system == PAIRING_SYSTEM_QIU && round >= 3;
            EXPECT((err.code == PAIRING_ERR_NO_PAIRING && left < 2 * (round - 1) + 2) ||
                       (err.code == PAIRING_ERR_DATA && left <= 3),
                   "%s event %d (%d players) round %d: %s", pairing_system_name(system),
                   event, n, round, err.text);
            break;
        }
        char what[96];
        snprintf(what, sizeof what, "%s event %d (%d players) round %d",
                 pairing_system_name(system), event, n, round);
        check_round(m, r, what);
        /* the checker of `pairing check` agrees (thoroughly on small fields) */
        pairing_report *rep = pairing_swiss_verify(m->ev, &o, r, n <= 16, &err);
        EXPECT(rep != NULL, "%s: verify failed: %s", what, err.text);
        EXPECT(pairing_report_problems(rep) == 0, "%s: the checker objects: %s", what,
               pairing_report_problem(rep, 0));
        pairing_report_free(rep);
        play_round(m, r, seed);
        check_recorded(m, &o, r, what);
        pairing_round_free(r);
        played++;
    }
    pairing_event_free(m->ev);
    free(m);
    return played;
}

START_TEST(test_properties_small)
{
    uint64_t seed = 77;
    int rounds = 0;
    for (int event = 0; event < test_scaled(8000); event++) {
        int n = 4 + test_below(&seed, 37); /* 4..40 */
        rounds += simulate_event(event % 2 ? PAIRING_SYSTEM_QIU : PAIRING_SYSTEM_SWISS, n,
                                 &seed, event);
    }
    ck_assert_int_gt(rounds, test_scaled(8000) * 3);
}
END_TEST

START_TEST(test_properties_large)
{
    uint64_t seed = 78;
    for (int event = 0; event < test_scaled(2000); event++) {
        int n = 41 + test_below(&seed, 160); /* 41..200 */
        simulate_event(event % 2 ? PAIRING_SYSTEM_QIU : PAIRING_SYSTEM_SWISS, n, &seed,
                       event);
    }
}
END_TEST

Suite *swiss_suite(void)
{
    Suite *s = suite_create("swiss");
    TCase *tc = tcase_create("engine");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_oracle_swiss);
    tcase_add_test(tc, test_oracle_qiu);
    tcase_add_test(tc, test_properties_small);
    tcase_add_test(tc, test_properties_large);
    suite_add_tcase(s, tc);
    return s;
}
