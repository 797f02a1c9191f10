/*
 * check_unplayed_properties.c - Art. 16 of FIDE C.07 (SPEC §6) over thousands
 * of generated Swiss events full of byes, forfeits and withdrawals.
 *
 * Each event's Buchholz, Buchholz cut-1 and Sonneborn-Berger are recomputed
 * here from the results as the public header reports them
 * (pairing_event_played), straight from the words of the regulations, and
 * compared with the library's under each of the three rules.  Then the
 * relations between the rules: without unplayed rounds they agree; the 2026
 * caps only ever lower a value; cuts and medians only ever lower it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

#define MAX_PLAYERS 24
#define MAX_ROUNDS 9

/* ---- a generated event ---- */

typedef struct gen {
    unsigned long long state;
} gen;

static int pick(gen *g, int n)
{
    g->state = g->state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (int)((g->state >> 33) % (unsigned long long)n);
}

/* A result: one in ten forfeited unless the event is clean. */
static const char *result_token(gen *g, int clean)
{
    static const char *tokens[] = {"1-0", "0-1", "=",  "1-0", "0-1",
                                   "=",   "1-0", "+-", "-+",  "--"};
    return tokens[pick(g, clean ? 7 : 10)];
}

/* Players 1..n, some withdrawn after a random round; every active player has
 * one row per round: a game, a requested bye or the pairing-allocated bye.  One
 * event in four is clean: an even field, every round played over the board. */
static pairing_event *generate(gen *g, int n, int rounds, int *unplayed_rounds)
{
    int clean = pick(g, 4) == 0;
    n += clean && n % 2;
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    int gone[MAX_PLAYERS + 1];
    for (int i = 1; i <= n; i++) {
        char id[8];
        snprintf(id, sizeof id, "%d", i);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = id;
        e.rank = i;
        gone[i] = !clean && pick(g, 8) == 0 ? pick(g, rounds) + 1 : PAIRING_ACTIVE;
        e.withdrawn = gone[i];
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    *unplayed_rounds = 0;
    for (int r = 1; r <= rounds; r++) {
        int pool[MAX_PLAYERS], m = 0;
        for (int i = 1; i <= n; i++) {
            char id[8];
            snprintf(id, sizeof id, "%d", i);
            if (gone[i] != PAIRING_ACTIVE && gone[i] < r)
                continue;
            if (!clean && pick(g, 12) == 0) {
                add_result(ev, r, id, "", pick(g, 2) ? "half-bye" : "zero-bye");
                ++*unplayed_rounds;
            } else {
                pool[m++] = i;
            }
        }
        for (int i = m - 1; i > 0; i--) {
            int j = pick(g, i + 1), t = pool[i];
            pool[i] = pool[j], pool[j] = t;
        }
        for (int i = 0; i + 1 < m; i += 2) {
            char a[8], b[8];
            snprintf(a, sizeof a, "%d", pool[i]);
            snprintf(b, sizeof b, "%d", pool[i + 1]);
            const char *token = result_token(g, clean);
            *unplayed_rounds += token[0] == '+' || token[0] == '-';
            add_result(ev, r, a, b, token);
        }
        if (m % 2) {
            char a[8];
            snprintf(a, sizeof a, "%d", pool[m - 1]);
            add_result(ev, r, a, "", "bye");
            ++*unplayed_rounds;
        }
        *unplayed_rounds += n - m; /* requested byes and withdrawn players */
    }
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
    return ev;
}

/* ---- the rules, recomputed from the rows (all values in quarter-points) ---- */

typedef struct round_info {
    int played;    /* over the board */
    int opponent;  /* -1 none */
    int points;    /* half-points */
    int requested; /* a half- or zero-point bye, a round after withdrawal, no row (16.1.1)
                    */
    int voluntary; /* requested, or a forfeit loss (16.1.2) */
    int forfeit;   /* won or lost by forfeit */
} round_info;

typedef struct reference {
    int n, rounds, win, draw;
    round_info info[MAX_PLAYERS][MAX_ROUNDS + 1];
    int score[MAX_PLAYERS];
    int adjusted[MAX_PLAYERS]; /* 16.3 (or, for 2009, every unplayed round drawn) */
} reference;

static round_info read_round(const pairing_event *ev, int p, int r)
{
    pairing_played pl = pairing_event_played(ev, p, r);
    round_info in = {0, -1, pl.points, 0, 0, 0};
    if (!pl.present) {
        in.requested = in.voluntary = 1;
        return in;
    }
    in.opponent = pl.opponent;
    switch (pl.outcome) {
    case PAIRING_FIRST_WINS:
    case PAIRING_SECOND_WINS:
    case PAIRING_DRAW:
        in.played = 1;
        break;
    case PAIRING_HALF_BYE:
    case PAIRING_ZERO_BYE:
        in.requested = in.voluntary = 1;
        break;
    case PAIRING_FORFEIT_FIRST_WINS:
    case PAIRING_FORFEIT_SECOND_WINS:
    case PAIRING_DOUBLE_FORFEIT:
        in.forfeit = 1;
        in.voluntary = pl.points == 0;
        break;
    default: /* the pairing-allocated bye */
        break;
    }
    return in;
}

static void reference_build(reference *ref, const pairing_event *ev,
                            pairing_unplayed policy)
{
    int loss, bye;
    ref->n = pairing_event_entrants(ev);
    ref->rounds = pairing_event_rounds_played(ev);
    pairing_event_points(ev, &ref->win, &ref->draw, &loss, &bye);
    for (int p = 0; p < ref->n; p++) {
        ref->score[p] = 0;
        for (int r = 1; r <= ref->rounds; r++) {
            ref->info[p][r] = read_round(ev, p, r);
            ref->score[p] += ref->info[p][r].points;
        }
    }
    for (int p = 0; p < ref->n; p++) {
        int adjusted = 0;
        for (int r = 1; r <= ref->rounds; r++) {
            const round_info *in = &ref->info[p][r];
            int drawn = 0;
            if (policy == PAIRING_UNPLAYED_FIDE2009) {
                drawn = !in->played;
            } else if (in->requested) { /* 16.2.5: followed only by voluntary rounds */
                drawn = 1;
                for (int later = r + 1; later <= ref->rounds; later++)
                    drawn = drawn && ref->info[p][later].voluntary;
            }
            adjusted += drawn ? ref->draw : in->points;
        }
        ref->adjusted[p] = adjusted;
    }
}

/* The dummy's (or the virtual opponent's) score for p's unplayed round r. */
static int reference_dummy(const reference *ref, pairing_unplayed policy, int p, int r)
{
    const round_info *in = &ref->info[p][r];
    if (policy == PAIRING_UNPLAYED_FIDE2009) {
        int before = 0;
        for (int k = 1; k < r; k++)
            before += ref->info[p][k].points;
        return before + (ref->win - in->points) + ref->draw * (ref->rounds - r);
    }
    int own = ref->score[p];
    if (policy != PAIRING_UNPLAYED_FIDE2026)
        return own;
    int cap = in->forfeit ? ref->adjusted[in->opponent] : ref->draw * ref->rounds;
    return own < cap ? own : cap;
}

typedef struct element {
    int score, value, voluntary;
} element;

static int elements(const reference *ref, pairing_unplayed policy, int p, int sonneborn,
                    element *out)
{
    for (int r = 1; r <= ref->rounds; r++) {
        const round_info *in = &ref->info[p][r];
        int score =
            in->played ? ref->adjusted[in->opponent] : reference_dummy(ref, policy, p, r);
        int share = in->points >= ref->win                  ? 2
                    : in->points >= ref->draw && in->points ? 1
                                                            : 0;
        out[r - 1].score = score;
        out[r - 1].value =
            sonneborn ? score * share : 2 * score; /* quarters either way */
        out[r - 1].voluntary = !in->played && in->voluntary;
    }
    return ref->rounds;
}

/* Sum less one cut: 14.1 (lowest-scored opponent, then lowest value) with the
 * exception of 16.5 (not for the pre-2023 rule). */
static int reference_sum(const reference *ref, pairing_unplayed policy, int p,
                         int sonneborn, int cut)
{
    element e[MAX_ROUNDS];
    int n = elements(ref, policy, p, sonneborn, e), sum = 0, least = 0, vur = -1;
    for (int i = 0; i < n; i++) {
        sum += e[i].value;
        if (e[i].score < e[least].score ||
            (e[i].score == e[least].score && e[i].value < e[least].value))
            least = i;
        if (e[i].voluntary && (vur < 0 || e[i].value < e[vur].value))
            vur = i;
    }
    if (!cut || n <= 1)
        return cut && n <= 1 ? 0 : sum;
    int exception =
        policy != PAIRING_UNPLAYED_FIDE2009 && vur >= 0 && e[vur].value >= e[least].value;
    return sum - e[exception ? vur : least].value;
}

static long long quarters(pairing_value v)
{
    return v.num * (4 / v.den);
}

static pairing_standings *standings_for(const pairing_event *ev, pairing_unplayed policy)
{
    pairing_error err;
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.tiebreaks = "BH,BH/C1,SB,SB/C1,BH/M1";
    o.unplayed = policy;
    pairing_standings *st = pairing_standings_new(ev, &o, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    return st;
}

/* Library value of tiebreak k for player p. */
static long long value_of(const pairing_standings *st, int p, int k)
{
    for (int row = 0; row < pairing_standings_count(st); row++)
        if (pairing_standings_row(st, row).player == p)
            return quarters(pairing_standings_value(st, row, k));
    ck_abort_msg("player %d not in the standings", p);
    return 0;
}

static const pairing_unplayed policies[] = {
    PAIRING_UNPLAYED_FIDE2023, PAIRING_UNPLAYED_FIDE2026, PAIRING_UNPLAYED_FIDE2009};

START_TEST(test_library_matches_the_rules)
{
    /* the tiebreak columns of standings_for, in order */
    static const struct {
        const char *name;
        int sb, cut;
    } checked[] = {{"BH", 0, 0}, {"BH/C1", 0, 1}, {"SB", 1, 0}, {"SB/C1", 1, 1}};
    static reference ref;
    gen g = {20261129};
    for (int event = 0; event < test_scaled(1500); event++) {
        int n = 4 + pick(&g, MAX_PLAYERS - 4), rounds = 1 + pick(&g, MAX_ROUNDS),
            unplayed;
        pairing_event *ev = generate(&g, n, rounds, &unplayed);
        for (int k = 0; k < 3; k++) {
            pairing_standings *st = standings_for(ev, policies[k]);
            reference_build(&ref, ev, policies[k]);
            for (int p = 0; p < ref.n; p++)
                for (int c = 0; c < 4; c++)
                    EXPECT(value_of(st, p, c) == reference_sum(&ref, policies[k], p,
                                                               checked[c].sb,
                                                               checked[c].cut),
                           "event %d, %s: %s of %d", event,
                           pairing_standings_unplayed(st), checked[c].name, p + 1);
            pairing_standings_free(st);
        }
        pairing_event_free(ev);
    }
}
END_TEST

START_TEST(test_relations_between_the_rules)
{
    gen g = {7};
    int without_unplayed = 0;
    for (int event = 0; event < test_scaled(1500); event++) {
        int n = 4 + pick(&g, MAX_PLAYERS - 4), rounds = 1 + pick(&g, MAX_ROUNDS),
            unplayed;
        pairing_event *ev = generate(&g, n, rounds, &unplayed);
        n = pairing_event_entrants(ev);
        pairing_standings *st[3];
        for (int k = 0; k < 3; k++)
            st[k] = standings_for(ev, policies[k]);
        without_unplayed += unplayed == 0;
        for (int p = 0; p < n; p++) {
            for (int t = 0; t < 5; t++) {
                long long v2023 = value_of(st[0], p, t), v2026 = value_of(st[1], p, t);
                /* the caps only lower the dummy, and the adjusted scores are the same */
                if (t == 0 || t == 2)
                    EXPECT(v2026 <= v2023, "event %d: tiebreak %d of %d rose under 2026",
                           event, t, p + 1);
                if (unplayed == 0)
                    EXPECT(v2023 == v2026 && v2023 == value_of(st[2], p, t),
                           "event %d without unplayed rounds: tiebreak %d of %d differs",
                           event, t, p + 1);
            }
            for (int k = 0; k < 3; k++) {
                EXPECT_LE(value_of(st[k], p, 1), value_of(st[k], p, 0)); /* BH/C1 <= BH */
                EXPECT_LE(value_of(st[k], p, 4),
                          value_of(st[k], p, 1)); /* BH/M1 <= BH/C1 */
                EXPECT_LE(value_of(st[k], p, 3), value_of(st[k], p, 2)); /* SB/C1 <= SB */
            }
        }
        for (int k = 0; k < 3; k++)
            pairing_standings_free(st[k]);
        pairing_event_free(ev);
    }
    ck_assert_int_gt(without_unplayed, 10); /* the agreement above was tested */
}
END_TEST

Suite *unplayed_properties_suite(void)
{
    Suite *s = suite_create("unplayed_properties");
    TCase *tc = tcase_create("generated");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_library_matches_the_rules);
    tcase_add_test(tc, test_relations_between_the_rules);
    suite_add_tcase(s, tc);
    return s;
}
