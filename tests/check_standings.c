/*
 * check_standings.c - ranking and tiebreaks (SPEC §6) on hand-worked events,
 * and the round-robin withdrawal policies (000 §16.4; 2014 regulations §4.5).
 */
#include <limits.h>
#include <string.h>

#include "check_pairing.h"

static pairing_standings *standings(pairing_event *ev, const char *tiebreaks,
                                    pairing_withdrawal withdrawal, int after_round)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.tiebreaks = tiebreaks;
    o.withdrawal = withdrawal;
    o.after_round = after_round;
    pairing_standings *st = pairing_standings_new(ev, &o, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    return st;
}

/* Row for the entrant with this id. */
static int row_of(const pairing_event *ev, const pairing_standings *st, const char *id)
{
    for (int i = 0; i < pairing_standings_count(st); i++)
        if (strcmp(pairing_event_id(ev, pairing_standings_row(st, i).player), id) == 0)
            return i;
    ck_abort_msg("no row for %s", id);
    return -1;
}

/* id, rank, score in half-points, shared */
static void expect_row(const pairing_event *ev, const pairing_standings *st, int row,
                       const char *id, int rank, int score, int shared)
{
    pairing_standing s = pairing_standings_row(st, row);
    ck_assert_msg(strcmp(pairing_event_id(ev, s.player), id) == 0, "row %d is %s, not %s",
                  row, pairing_event_id(ev, s.player), id);
    ck_assert_int_eq(s.rank, rank);
    ck_assert_int_eq(s.score, score);
    ck_assert_int_eq(s.shared, shared);
}

/* value of tiebreak k for an id, in quarter points */
static long long quarters(const pairing_event *ev, const pairing_standings *st,
                          const char *id, int k)
{
    pairing_value v = pairing_standings_value(st, row_of(ev, st, id), k);
    ck_assert(v.present);
    return v.num * (4 / v.den);
}

/* Four players, Berger: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1. */
static pairing_event *four_player_event(void)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 4);
    add_result(ev, 1, "1", "4", "1-0");
    add_result(ev, 1, "2", "3", "=");
    add_result(ev, 2, "4", "3", "0-1");
    add_result(ev, 2, "1", "2", "1/2-1/2");
    add_result(ev, 3, "2", "4", "1-0");
    add_result(ev, 3, "3", "1", "0-1");
    return ev;
}

/* Options out of range are the caller's error, as for pairing_swiss_pair. */
START_TEST(test_options_out_of_range)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_QIU, 8);
    add_result(ev, 1, "1", "5", "1-0");
    add_result(ev, 1, "2", "6", "1-0");
    add_result(ev, 1, "3", "7", "1-0");
    add_result(ev, 1, "4", "8", "1-0");
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    int bad_rounds[] = {-1, PAIRING_MAX_ROUNDS + 1, INT_MIN};
    for (int i = 0; i < 3; i++) {
        o.rounds = bad_rounds[i];
        ck_assert_ptr_null(pairing_standings_new(ev, &o, &err));
        ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    }
    o.rounds = 0;
    o.after_round = 2;
    ck_assert_ptr_null(pairing_standings_new(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_roundrobin_sonneborn_berger)
{
    pairing_event *ev = four_player_event();
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_DEFAULT, 0);
    ck_assert_int_eq(pairing_standings_after_round(st), 3);
    ck_assert_int_eq(pairing_standings_tiebreaks(st), 2);
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 0), "sonneborn-berger");
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 1), "wins");
    expect_row(ev, st, 0, "1", 1, 5, 0);
    expect_row(ev, st, 1, "2", 2, 4, 0);
    expect_row(ev, st, 2, "3", 3, 3, 0);
    expect_row(ev, st, 3, "4", 4, 0, 0);
    /* SB by hand: 1: 0 + 2*½ + 1.5 = 2.5; 2: 1.5*½ + 2.5*½ + 0 = 2; 3: 2*½ + 0 = 1 */
    ck_assert_int_eq(quarters(ev, st, "1", 0), 10);
    ck_assert_int_eq(quarters(ev, st, "2", 0), 8);
    ck_assert_int_eq(quarters(ev, st, "3", 0), 4);
    ck_assert_int_eq(quarters(ev, st, "4", 0), 0);
    ck_assert_int_eq(quarters(ev, st, "1", 1), 2 * 4);
    ck_assert_int_eq(quarters(ev, st, "3", 1), 1 * 4);
    ck_assert_str_eq(pairing_standings_withdrawal(st), "annul-under-half");
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_after_round)
{
    pairing_event *ev = four_player_event();
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_DEFAULT, 2);
    ck_assert_int_eq(pairing_standings_after_round(st), 2);
    /* after two rounds: 1 and 3 have 1.5 each; SB 1: 0*1 + 1*½ = 0.5, 3: 1*½ + 0 = 0.5 */
    expect_row(ev, st, 0, "1", 1, 3, 1);
    expect_row(ev, st, 1, "3", 1, 3, 1);
    expect_row(ev, st, 2, "2", 3, 2, 0);
    pairing_standings_free(st);
    pairing_error err;
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.after_round = 4;
    ck_assert_ptr_null(pairing_standings_new(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

/* Three players, every game drawn: everything equal, so one shared first place. */
START_TEST(test_shared_ranks)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 3);
    add_result(ev, 1, "2", "3", "=");
    add_result(ev, 2, "1", "2", "=");
    add_result(ev, 3, "3", "1", "=");
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_DEFAULT, 0);
    expect_row(ev, st, 0, "1", 1, 2, 1);
    expect_row(ev, st, 1, "2", 1, 2, 1);
    expect_row(ev, st, 2, "3", 1, 2, 1);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* Tied on score and wins: the game between them decides. */
START_TEST(test_direct_encounter)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 4);
    add_result(ev, 1, "1", "4", "0-1");
    add_result(ev, 1, "2", "3", "=");
    add_result(ev, 2, "4", "3", "0-1");
    add_result(ev, 2, "1", "2", "1-0");
    add_result(ev, 3, "2", "4", "0-1");
    add_result(ev, 3, "3", "1", "0-1");
    pairing_standings *st = standings(ev, "wins,DE", PAIRING_WITHDRAWAL_DEFAULT, 0);
    ck_assert_str_eq(pairing_standings_tiebreak_name(st, 1), "direct-encounter");
    expect_row(ev, st, 0, "4", 1, 4, 0);
    expect_row(ev, st, 1, "1", 2, 4, 0);
    ck_assert_int_eq(quarters(ev, st, "4", 1), 4);
    ck_assert_int_eq(quarters(ev, st, "1", 1), 0);
    pairing_standings_free(st);
    /* without the direct encounter they would share first place */
    st = standings(ev, "wins", PAIRING_WITHDRAWAL_DEFAULT, 0);
    expect_row(ev, st, 0, "1", 1, 4, 1);
    expect_row(ev, st, 1, "4", 1, 4, 1);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_tiebreak_names)
{
    pairing_event *ev = four_player_event();
    pairing_standings *st =
        standings(ev,
                  "BH/C1, median-buchholz,bh/m2,SB/C1,PS,ps/c2,WIN,WON,ARO,aro/c1,"
                  "qiu-opponent-score,violations",
                  PAIRING_WITHDRAWAL_DEFAULT, 0);
    const char *names[] = {"buchholz-cut1",
                           "median-buchholz",
                           "buchholz-median2",
                           "sonneborn-berger-cut1",
                           "progressive",
                           "progressive-cut2",
                           "wins",
                           "wins-played",
                           "aro",
                           "aro-cut1",
                           "qiu-opponent-score",
                           "violations"};
    /* FIDE's codes (C.07 Art. 14-15 and the TEC's list), ours for QOS and VIOL */
    const char *codes[] = {"BH/C1", "BH/M1", "BH/M2", "SB/C1",  "PS",  "PS/C2",
                           "WIN",   "WON",   "ARO",   "ARO/C1", "QOS", "VIOL"};
    const char *bases[] = {"BH",  "BH",  "BH",  "SB",  "PS",  "PS",
                           "WIN", "WON", "ARO", "ARO", "QOS", "VIOL"};
    const int cuts[] = {1, 1, 2, 1, 0, 2, 0, 0, 0, 1, 0, 0};
    ck_assert_int_eq(pairing_standings_tiebreaks(st), 12);
    for (int k = 0; k < 12; k++) {
        ck_assert_str_eq(pairing_standings_tiebreak_name(st, k), names[k]);
        pairing_tiebreak_info tb = pairing_standings_tiebreak(st, k);
        ck_assert_str_eq(tb.name, names[k]);
        ck_assert_str_eq(tb.code, codes[k]);
        ck_assert_str_eq(tb.base, bases[k]);
        ck_assert_int_eq(tb.cut, cuts[k]);
        ck_assert_int_eq(tb.median, k == 1 || k == 2);
    }
    ck_assert_str_eq(pairing_standings_tiebreak(st, 1).base_name, "buchholz");
    ck_assert_str_eq(pairing_standings_tiebreak(st, 5).base_name, "progressive");
    ck_assert_ptr_null(pairing_standings_tiebreak(st, 12).code);
    pairing_standings_free(st);
    const char *bad[] = {"buchholz-cut", "sonneborn",     "wins-cut1", "BH/X1", "",
                         "sb,,wins",     "buchholz-cut1x"};
    pairing_error err;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pairing_standings_options o;
        pairing_standings_defaults(&o);
        o.tiebreaks = bad[i];
        st = pairing_standings_new(ev, &o, &err);
        ck_assert_msg(st == NULL || !*bad[i], "'%s' accepted", bad[i]);
        if (st)
            pairing_standings_free(st);
        else
            ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    }
    pairing_event_free(ev);
}
END_TEST

/* Six players (Berger: R1 1-6 2-5 3-4, R2 6-4 5-3 1-2, R3 2-6 3-1 4-5,
 * R4 6-5 1-4 2-3, R5 3-6 4-2 5-1); player 6 withdraws after `gone` rounds. */
static pairing_event *six_player_event(int gone)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    for (int i = 1; i <= 6; i++) {
        char id[4] = {(char)('0' + i), 0};
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.rank = i;
        e.withdrawn = i == 6 ? gone : PAIRING_ACTIVE;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    add_result(ev, 1, "1", "6", "1-0");
    add_result(ev, 1, "2", "5", "=");
    add_result(ev, 1, "3", "4", "1-0");
    add_result(ev, 2, "6", "4", "1-0");
    add_result(ev, 2, "5", "3", "=");
    add_result(ev, 2, "1", "2", "0-1");
    if (gone >= 3)
        add_result(ev, 3, "2", "6", "0-1");
    add_result(ev, 3, "3", "1", "=");
    add_result(ev, 3, "4", "5", "0-1");
    add_result(ev, 4, "1", "4", "1-0");
    add_result(ev, 4, "2", "3", "=");
    add_result(ev, 5, "4", "2", "0-1");
    add_result(ev, 5, "5", "1", "=");
    return ev;
}

/* Two of five rounds played: fewer than half, so 6's games are void. */
START_TEST(test_withdrawal_annulled)
{
    pairing_event *ev = six_player_event(2);
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_DEFAULT, 0);
    expect_row(ev, st, 0, "2", 1, 6, 0);
    expect_row(ev, st, 1, "3", 2, 5, 1); /* SB 3.75 and one win each */
    expect_row(ev, st, 2, "5", 2, 5, 1);
    expect_row(ev, st, 3, "1", 4, 4, 0); /* the win over 6 is gone */
    expect_row(ev, st, 4, "4", 5, 0, 0);
    expect_row(ev, st, 5, "6", 6, 0, 0);
    ck_assert_int_eq(quarters(ev, st, "3", 0), 15);
    ck_assert_int_eq(quarters(ev, st, "5", 0), 15);
    pairing_standing six = pairing_standings_row(st, 5);
    ck_assert(six.withdrawn && six.annulled);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_withdrawal_keep)
{
    pairing_event *ev = six_player_event(2);
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_KEEP, 0);
    ck_assert_str_eq(pairing_standings_withdrawal(st), "keep");
    /* 1 and 2 on 3 points: SB 1 = 1 + 0 + 1.25 + 0 + 1.25 = 3.5, 2 = 1.25+3+1.25+0 = 5.5
     */
    expect_row(ev, st, 0, "2", 1, 6, 0);
    expect_row(ev, st, 1, "1", 2, 6, 0);
    ck_assert_int_eq(quarters(ev, st, "2", 0), 22);
    ck_assert_int_eq(quarters(ev, st, "1", 0), 14);
    pairing_standing six = pairing_standings_row(st, row_of(ev, st, "6"));
    ck_assert_int_eq(six.score, 2);
    ck_assert(six.withdrawn && !six.annulled);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* Three of five rounds played: the rest are wins for the scheduled opponents
 * (round 4: 6-5, round 5: 3-6), which also count for Sonneborn-Berger. */
START_TEST(test_withdrawal_awards_remaining)
{
    pairing_event *ev = six_player_event(3);
    pairing_standings *st = standings(ev, NULL, PAIRING_WITHDRAWAL_DEFAULT, 0);
    expect_row(ev, st, 0, "3", 1, 7, 1);
    expect_row(ev, st, 1, "5", 1, 7, 1);
    expect_row(ev, st, 2, "2", 3, 6, 0); /* SB 6.5 */
    expect_row(ev, st, 3, "1", 4, 6, 0); /* SB 5.5 */
    expect_row(ev, st, 4, "6", 5, 4, 0);
    expect_row(ev, st, 5, "4", 6, 0, 0);
    ck_assert_int_eq(quarters(ev, st, "3", 0), 27);
    ck_assert_int_eq(quarters(ev, st, "2", 0), 26);
    ck_assert_int_eq(quarters(ev, st, "1", 0), 22);
    ck_assert_int_eq(quarters(ev, st, "3", 1), 2 * 4);
    pairing_standings_free(st);
    /* kept as played: 2 (SB 5.5) and 1 (SB 2 + 1.25 + 1.25 = 4.5) lead, 5 has no
     * forfeit win */
    st = standings(ev, NULL, PAIRING_WITHDRAWAL_KEEP, 0);
    expect_row(ev, st, 0, "2", 1, 6, 0);
    expect_row(ev, st, 1, "1", 2, 6, 0);
    ck_assert_int_eq(quarters(ev, st, "1", 0), 18);
    ck_assert_int_eq(pairing_standings_row(st, row_of(ev, st, "5")).score, 5);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* A forfeit is a game against the scheduled opponent for Sonneborn-Berger. */
START_TEST(test_forfeit_counts_as_game)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 4);
    add_result(ev, 1, "1", "4", "+-");
    add_result(ev, 1, "2", "3", "1-0");
    add_result(ev, 2, "4", "3", "--");
    add_result(ev, 2, "1", "2", "0-1");
    pairing_standings *st =
        standings(ev, "sonneborn-berger,wins,wins-played", PAIRING_WITHDRAWAL_DEFAULT, 0);
    /* 1: forfeit win over 4 (0 points) + loss = 0 SB; 1 win, 0 played wins */
    int one = row_of(ev, st, "1");
    ck_assert_int_eq(pairing_standings_row(st, one).score, 2);
    ck_assert_int_eq(quarters(ev, st, "1", 1), 4);
    ck_assert_int_eq(quarters(ev, st, "1", 2), 0);
    /* 2: beat 3 (0) and 1 (1) → SB 1 */
    ck_assert_int_eq(quarters(ev, st, "2", 0), 4);
    ck_assert_int_eq(pairing_standings_row(st, row_of(ev, st, "4")).score, 0);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_points_and_byes)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 3);
    ck_assert_int_eq(pairing_event_set_points(ev, 6, 2, 0, &err), PAIRING_OK); /* 3/1/0 */
    add_result(ev, 1, "1", "", "bye");
    add_result(ev, 1, "2", "3", "=");
    add_result(ev, 2, "3", "", "half-bye");
    add_result(ev, 2, "1", "2", "1-0");
    pairing_standings *st = standings(ev, "wins", PAIRING_WITHDRAWAL_DEFAULT, 0);
    expect_row(ev, st, 0, "1", 1, 12, 0); /* a bye scores a win: 3 + 3 */
    ck_assert_int_eq(quarters(ev, st, "1", 0), 2 * 4);
    expect_row(ev, st, 1, "3", 2, 4,
               0); /* two draws' worth: the half-bye scores a draw */
    expect_row(ev, st, 2, "2", 3, 2, 0);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_standings_require_validation)
{
    pairing_error err;
    pairing_event *ev = four_player_event();
    ck_assert_ptr_null(pairing_standings_new(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pairing_standings_row(st, 99).player, -1);
    ck_assert(!pairing_standings_value(st, 0, 9).present);
    ck_assert_ptr_null(pairing_standings_tiebreak_name(st, 2));
    pairing_standings_free(st);
    pairing_standings_free(NULL);
    pairing_event_free(ev);
}
END_TEST

/* A single round robin of 4 has 3 rounds, and each pair meets once. */
START_TEST(test_roundrobin_results_must_fit)
{
    pairing_error err;
    pairing_event *ev = four_player_event();
    pairing_result r = {4, "1", "2", PAIRING_DRAW, NULL, 30};
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_standings_new(ev, NULL, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 30);
    ck_assert_str_eq(err.text, "round 4 is beyond the 3 rounds of this round robin");
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.cycles = 2; /* in a double round robin the second meeting is fine */
    pairing_standings *st = pairing_standings_new(ev, &o, &err);
    ck_assert_ptr_nonnull(st);
    pairing_standings_free(st);
    pairing_event_free(ev);

    ev = make_numbered_event(PAIRING_SYSTEM_ROUNDROBIN, 4);
    add_result(ev, 1, "1", "4", "1-0");
    r.round = 2, r.first = "4", r.second = "1", r.line = 31;
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_standings_new(ev, NULL, &err));
    ck_assert_int_eq(err.line, 31);
    ck_assert_str_eq(
        err.text,
        "'1' and '4' meet again in round 2: in a single round robin they meet once");
    pairing_event_free(ev);
}
END_TEST

/*
 * The Qiu rule for a withdrawal in stage 2 (Appendix 3 §五.4.2), hand-worked.
 * Qiu points 2/1/0.  Four players, 7 rounds planned; D withdraws after round 3.
 *   R1 A-B =, C-D =   R2 A-C =, B-D =   R3 A-D 1-0, B-C =
 *   R4 A-C 1-0, B bye  R5 B-C =, A bye
 * Scores: A 1+1+2+2+2 = 8, B 1+1+1+2+1 = 6, C 1+1+1+0+1 = 4, D 1+1+0 = 2.
 * D made 2 points in 3 games: A = 2/3 per game (under a draw's 1), so for his
 * opponents he counts 2 + 2/3 x 2 missed rounds = 2 + 4/3, rounded to the
 * nearest half-point: 2 + 1.5 = 3.5.  qiu-opponent-score counts rounds 3 on:
 * A: D 3.5 + C 4 (+ the bye, nothing) = 7.5 (6 if D counted as he scored);
 * B: C 4 + C 4 = 8; C: B 6 + A 8 + B 6 = 20; D: A 8.
 */
START_TEST(test_qiu_withdrawal_lends_points_per_game)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_QIU, &err);
    const char *ids[] = {"A", "B", "C", "D"};
    for (int i = 0; i < 4; i++) {
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = ids[i];
        e.rank = i + 1;
        e.withdrawn = i == 3 ? 3 : PAIRING_ACTIVE;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    add_result(ev, 1, "A", "B", "=");
    add_result(ev, 1, "C", "D", "=");
    add_result(ev, 2, "A", "C", "=");
    add_result(ev, 2, "B", "D", "=");
    add_result(ev, 3, "A", "D", "1-0");
    add_result(ev, 3, "B", "C", "=");
    add_result(ev, 4, "A", "C", "1-0");
    add_result(ev, 4, "B", "", "bye");
    add_result(ev, 5, "B", "C", "=");
    add_result(ev, 5, "A", "", "bye");
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.tiebreaks = "qiu-opponent-score";
    o.rounds = 7;
    pairing_standings *st = pairing_standings_new(ev, &o, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    ck_assert_str_eq(pairing_standings_unplayed(st), "qiu");
    ck_assert_int_eq(quarters(ev, st, "A", 0), 4 * 15 / 2);
    ck_assert_int_eq(quarters(ev, st, "B", 0), 4 * 8);
    ck_assert_int_eq(quarters(ev, st, "C", 0), 4 * 20);
    ck_assert_int_eq(quarters(ev, st, "D", 0), 4 * 8);
    expect_row(ev, st, 0, "A", 1, 16, 0);
    expect_row(ev, st, 3, "D", 4, 4, 0);
    ck_assert(pairing_standings_row(st, 3).withdrawn);
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

Suite *standings_suite(void)
{
    Suite *s = suite_create("standings");
    TCase *tc = tcase_create("roundrobin");
    tcase_add_test(tc, test_roundrobin_sonneborn_berger);
    tcase_add_test(tc, test_options_out_of_range);
    tcase_add_test(tc, test_after_round);
    tcase_add_test(tc, test_shared_ranks);
    tcase_add_test(tc, test_direct_encounter);
    tcase_add_test(tc, test_tiebreak_names);
    tcase_add_test(tc, test_withdrawal_annulled);
    tcase_add_test(tc, test_withdrawal_keep);
    tcase_add_test(tc, test_withdrawal_awards_remaining);
    tcase_add_test(tc, test_forfeit_counts_as_game);
    tcase_add_test(tc, test_points_and_byes);
    tcase_add_test(tc, test_standings_require_validation);
    tcase_add_test(tc, test_roundrobin_results_must_fit);
    tcase_add_test(tc, test_qiu_withdrawal_lends_points_per_game);
    suite_add_tcase(s, tc);
    return s;
}
