/*
 * check_entries.c - SPEC §12's absences and late entries in the plain Swiss and
 * the Qiu system: hand-worked rounds (who sits out, who is paired, what the
 * standings list), the errors for bad input naming the line, and a property
 * over generated events with absences and late entries sprinkled in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_pairing.h"

/* ---- builders ---- */

static void add_at(pairing_event *ev, int round, const char *first, const char *second,
                   const char *token, long line)
{
    pairing_result r = {.round = round, .first = first, .second = second, .line = line};
    ck_assert_int_eq(pairing_outcome_parse(token, &r.outcome), PAIRING_OK);
    pairing_error err;
    ck_assert_msg(pairing_event_add_result(ev, &r, &err) == PAIRING_OK, "%s", err.text);
}

/* The event validated, and the options of an event of `rounds` rounds. */
static pairing_swiss_options validated(pairing_event *ev, int rounds)
{
    pairing_error err;
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = rounds;
    return o;
}

static pairing_round *pair_next(pairing_event *ev, int rounds)
{
    pairing_error err;
    pairing_swiss_options o = validated(ev, rounds);
    pairing_round *r = pairing_swiss_pair(ev, &o, &err);
    ck_assert_msg(r != NULL, "%s", err.text);
    return r;
}

static int player(const pairing_event *ev, const char *id)
{
    int p = pairing_event_find(ev, id);
    ck_assert_int_ge(p, 0);
    return p;
}

/* Is the pair {a, b} (ids) a board of the round? */
static int has_board(const pairing_event *ev, const pairing_round *r, const char *a,
                     const char *b)
{
    int x = player(ev, a), y = player(ev, b);
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if ((g.first == x && g.second == y) || (g.first == y && g.second == x))
            return 1;
    }
    return 0;
}

static int on_board(const pairing_round *r, int p)
{
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if (g.first == p || g.second == p)
            return 1;
    }
    for (int i = 0; i < pairing_round_byes(r); i++)
        if (pairing_round_bye(r, i) == p)
            return 1;
    return 0;
}

/* Does one of the report's problems contain `text`? */
static int report_says(const pairing_report *rep, const char *text)
{
    for (int i = 0; i < pairing_report_problems(rep); i++)
        if (strstr(pairing_report_problem(rep, i), text))
            return 1;
    return 0;
}

static pairing_report *check_last(pairing_event *ev, int rounds)
{
    pairing_error err;
    pairing_swiss_options o = validated(ev, rounds);
    pairing_report *rep = pairing_swiss_check(ev, &o, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    return rep;
}

/* ---- absences ---- */

/* Six players, two rounds played, colours alternating but for 3 and 4:
 *   round 1: 1-4 1-0, 2-5 1-0, 3-6 1-0      round 2: 3-1 0-1, 6-2 0-1, 5-4 0-1
 * scores 1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 0.  Player 3 asks for a half-point bye in
 * round 3: it is the round to pair, he is out of it (listed absent), and five
 * play.  The bye is given first (SPEC §5, §12), to the lowest placed who can
 * take it: 6, since {1, 2, 4, 5} still pair without a rematch, though only as
 * 1-5 and 2-4 (4 met 5 and 1, 2 met 5): both 2-point players float down.  4
 * moves first after two seconds; 1 was second in round 2, when 5 was first. */
static pairing_event *absence_event(void)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 6, 0, 0);
    const char *rows[][4] = {{"1", "4", "1-0"}, {"2", "5", "1-0"}, {"3", "6", "1-0"},
                             {"3", "1", "0-1"}, {"6", "2", "0-1"}, {"5", "4", "0-1"}};
    for (int i = 0; i < 6; i++)
        add_at(ev, 1 + i / 3, rows[i][0], rows[i][1], rows[i][2], i + 2);
    add_at(ev, 3, "3", "", "half-bye", 8);
    return ev;
}

START_TEST(test_absence_in_round_three)
{
    pairing_event *ev = absence_event();
    pairing_round *r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_number(r), 3);
    int three = player(ev, "3");
    ck_assert_int_eq(pairing_round_participant(r, three).presence,
                     PAIRING_PRESENCE_HALF_BYE);
    ck_assert_int_eq(pairing_round_participant(r, three).score, 2); /* one point */
    ck_assert(!on_board(r, three));
    ck_assert_int_eq(pairing_round_games(r), 2);
    ck_assert(has_board(ev, r, "2", "4"));
    ck_assert(has_board(ev, r, "1", "5"));
    ck_assert_int_eq(pairing_round_game(r, 0).first, player(ev, "4"));
    ck_assert_int_eq(pairing_round_game(r, 1).first, player(ev, "1"));
    ck_assert_int_eq(pairing_round_byes(r), 1);
    ck_assert_int_eq(pairing_round_bye(r, 0), player(ev, "6"));
    pairing_error err;
    pairing_swiss_options o = validated(ev, 5);
    pairing_report *rep = pairing_swiss_verify(ev, &o, r, 1, &err);
    ck_assert_msg(rep != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_report_problems(rep), 0);
    pairing_report_free(rep);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* The absentee scores as his token says, and is listed with it. */
START_TEST(test_absence_scores_its_token)
{
    pairing_event *ev = absence_event();
    add_at(ev, 3, "1", "2", "1-0", 9);
    add_at(ev, 3, "4", "6", "1-0", 10);
    add_at(ev, 3, "5", "", "bye", 11);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_played p = pairing_event_played(ev, player(ev, "3"), 3);
    ck_assert_int_eq(p.outcome, PAIRING_HALF_BYE);
    ck_assert_int_eq(p.points, 1);
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pairing_standings_count(st), 6);
    for (int i = 0; i < 6; i++)
        if (pairing_standings_row(st, i).player == player(ev, "3"))
            ck_assert_int_eq(pairing_standings_row(st, i).score, 3); /* 1 + 0.5 */
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* A requested bye is no bye for "no second bye": five players, round 1 1-2,
 * 4-5 and player 3 out, by a zero-bye row or by the pairing's bye; round 2
 * recorded with 3 on the pairing's bye.  After a zero-bye that is his first bye
 * (no problem); after a bye it is a second while others have had none. */
static pairing_event *second_bye_event(const char *round_one)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 5, 0, 0);
    add_at(ev, 1, "1", "2", "1-0", 2);
    add_at(ev, 1, "4", "5", "1-0", 3);
    add_at(ev, 1, "3", "", round_one, 4);
    return ev;
}

START_TEST(test_requested_bye_is_no_bye)
{
    for (int allocated = 0; allocated < 2; allocated++) {
        pairing_event *ev = second_bye_event(allocated ? "bye" : "zero-bye");
        pairing_round *r = pair_next(ev, 4); /* the engine's round 2 */
        int three = player(ev, "3");
        ck_assert_int_eq(pairing_round_byes(r), 1);
        if (allocated) /* 3 may not have it again: others have had none */
            ck_assert_int_ne(pairing_round_bye(r, 0), three);
        pairing_round_free(r);
        add_at(ev, 2, "4", "1", "1-0", 5);
        add_at(ev, 2, "2", "5", "1-0", 6);
        add_at(ev, 2, "3", "", "bye", 7);
        pairing_report *rep = check_last(ev, 4);
        ck_assert_int_eq(report_says(rep, "has a bye again"), allocated);
        pairing_report_free(rep);
        pairing_event_free(ev);
    }
}
END_TEST

/* A zero-point bye asked for: out of the round, scoring nothing. */
START_TEST(test_zero_bye_absence)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 4, 0, 0);
    add_at(ev, 1, "1", "3", "1-0", 2);
    add_at(ev, 1, "2", "4", "1-0", 3);
    add_at(ev, 2, "2", "", "zero-bye", 4);
    pairing_round *r = pair_next(ev, 3);
    ck_assert_int_eq(pairing_round_participant(r, player(ev, "2")).presence,
                     PAIRING_PRESENCE_ZERO_BYE);
    ck_assert_int_eq(pairing_round_games(r), 1);
    ck_assert_int_eq(pairing_round_byes(r), 1);
    ck_assert(!on_board(r, player(ev, "2")));
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- late entries ---- */

/* Seven players, 7 joining in round 3 with a zero-bye in round 1 and a half-bye
 * in round 2: round 1 pairs six (no bye), round 2 six again with 7 absent, and
 * round 3 all seven, 7 on half a point. */
START_TEST(test_late_entry_round_three)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 7, 7, 3);
    int seven = player(ev, "7");
    pairing_round *r = pair_next(ev, 5); /* round 1, no row for 7 yet */
    ck_assert_int_eq(pairing_round_number(r), 1);
    ck_assert_int_eq(pairing_round_participant(r, seven).presence,
                     PAIRING_PRESENCE_NOT_JOINED);
    ck_assert_int_eq(pairing_round_games(r), 3);
    ck_assert_int_eq(pairing_round_byes(r), 0);
    ck_assert(!on_board(r, seven));
    pairing_round_free(r);

    add_at(ev, 1, "1", "4", "1-0", 2);
    add_at(ev, 1, "5", "2", "0-1", 3);
    add_at(ev, 1, "3", "6", "1-0", 4);
    add_at(ev, 1, "7", "", "zero-bye", 5);
    add_at(ev, 2, "7", "", "half-bye", 6);
    r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_number(r), 2);
    ck_assert_int_eq(pairing_round_participant(r, seven).presence,
                     PAIRING_PRESENCE_HALF_BYE);
    ck_assert_int_eq(pairing_round_games(r), 3);
    ck_assert_int_eq(pairing_round_byes(r), 0);
    pairing_round_free(r);

    /* round 2: 1-2 1-0, 3-4 1-0, 5-6 1-0: 1, 3 on 2; 2, 5 on 1; 7 on 0.5; 4, 6 on 0 */
    add_at(ev, 2, "1", "2", "1-0", 7);
    add_at(ev, 2, "3", "4", "1-0", 8);
    add_at(ev, 2, "5", "6", "1-0", 9);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings_options so;
    pairing_standings_defaults(&so);
    so.after_round = 2; /* before he joins he is not listed */
    pairing_standings *st = pairing_standings_new(ev, &so, &err);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pairing_standings_count(st), 6);
    for (int i = 0; i < 6; i++)
        ck_assert_int_ne(pairing_standings_row(st, i).player, seven);
    /* 7 on half a point ranked 5th; without him 4 and 6 (no point) come 5th */
    ck_assert_int_eq(pairing_standings_row(st, 4).rank, 5);
    ck_assert_int_le(pairing_standings_row(st, 5).rank, 6);
    pairing_standings_free(st);

    r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_number(r), 3);
    ck_assert_int_eq(pairing_round_participant(r, seven).presence,
                     PAIRING_PRESENCE_PAIRED);
    ck_assert_int_eq(pairing_round_participant(r, seven).score, 1);
    ck_assert_int_eq(pairing_round_participant(r, seven).number, 7);
    ck_assert_int_eq(pairing_round_games(r), 3);
    ck_assert_int_eq(pairing_round_byes(r), 1);
    for (int i = 0; i < 3; i++) /* on a board, not the bye: that is 4's or 6's */
        if (pairing_round_game(r, i).first == seven ||
            pairing_round_game(r, i).second == seven)
            seven = -1;
    ck_assert_int_eq(seven, -1);
    int bye = pairing_round_bye(r, 0);
    ck_assert(bye == player(ev, "4") || bye == player(ev, "6"));
    pairing_round_free(r);

    add_at(ev, 3, "1", "3", "=", 10); /* a round 3 for the standings after it */
    add_at(ev, 3, "2", "5", "=", 11);
    add_at(ev, 3, "7", "6", "1-0", 12);
    add_at(ev, 3, "4", "", "bye", 13);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    st = pairing_standings_new(ev, NULL, &err);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pairing_standings_count(st), 7);
    int found = 0;
    for (int i = 0; i < 7; i++)
        if (pairing_standings_row(st, i).player == player(ev, "7"))
            found = pairing_standings_row(st, i).score;
    ck_assert_int_eq(found, 3); /* 0 + 0.5 + 1 */
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

/* A late entry's byes written ahead, before round 1 is paired, and an absence
 * announced two rounds ahead: the round to pair is the one after the last with
 * a game, and only its own requested byes take players out of it. */
START_TEST(test_byes_written_ahead)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 7, 7, 3);
    int seven = player(ev, "7"), two = player(ev, "2");
    add_at(ev, 1, "7", "", "zero-bye", 2);
    add_at(ev, 2, "7", "", "half-bye", 3);
    pairing_round *r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_number(r), 1);
    ck_assert_int_eq(pairing_round_participant(r, seven).presence,
                     PAIRING_PRESENCE_ZERO_BYE);
    ck_assert_int_eq(pairing_round_games(r), 3);
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_ptr_nonnull(st);
    ck_assert_int_eq(pairing_standings_after_round(st), 0); /* nothing finished */
    pairing_standings_free(st);
    for (int i = 0; i < 3; i++) {
        pairing_game g = pairing_round_game(r, i);
        add_at(ev, 1, pairing_event_id(ev, g.first), pairing_event_id(ev, g.second), "=",
               4 + i);
    }
    pairing_round_free(r);
    add_at(ev, 3, "2", "", "zero-bye", 7); /* two rounds ahead */
    r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_number(r), 2);
    ck_assert_int_eq(pairing_round_participant(r, seven).presence,
                     PAIRING_PRESENCE_HALF_BYE);
    ck_assert_int_eq(pairing_round_participant(r, two).presence, PAIRING_PRESENCE_PAIRED);
    ck_assert(on_board(r, two));
    ck_assert_int_eq(pairing_round_games(r), 3);
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* A game, or the pairing's bye, before the round he joins: an error naming the
 * row's line. */
START_TEST(test_late_entry_row_before_joining)
{
    const char *rows[][3] = {{"7", "1", "1-0"}, {"7", "", "bye"}, {"7", "1", "+-"}};
    for (int k = 0; k < 3; k++) {
        pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 7, 7, 3);
        add_at(ev, 1, "7", "", "half-bye", 2);
        add_at(ev, 2, rows[k][0], rows[k][1], rows[k][2], 3);
        pairing_error err;
        ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
        ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
        ck_assert_int_eq(err.line, 3);
        ck_assert_msg(strstr(err.text, "joins in round 3") != NULL, "%s", err.text);
        pairing_event_free(ev);
    }
}
END_TEST

/* Joining after the last round: an error naming the entrant's line; in the Qiu
 * system joining after the preliminary stage (round 2) is one too. */
START_TEST(test_late_entry_after_last_round)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_SWISS, 6, 4, 6);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 5;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_ENTRANTS);
    ck_assert_int_eq(err.line, 5);
    ck_assert_msg(strstr(err.text, "after the last round") != NULL, "%s", err.text);
    /* joining in the last round is fine */
    pairing_round *r = pair_next(ev, 6);
    ck_assert_int_eq(pairing_round_games(r), 2);
    pairing_round_free(r);
    pairing_event_free(ev);

    ev = make_late_event(PAIRING_SYSTEM_QIU, 8, 8, 3);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_swiss_defaults(&o);
    o.rounds = 3;
    ck_assert_ptr_null(pairing_swiss_pair(ev, &o, &err));
    ck_assert_int_eq(err.line, 9);
    ck_assert_msg(strstr(err.text, "joins by round 2") != NULL, "%s", err.text);
    pairing_event_free(ev);
}
END_TEST

/* The field itself: a round 0.. MAX_ROUNDS, and only in a Swiss system. */
START_TEST(test_joined_field)
{
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    ck_assert_int_eq(e.joined, 0);
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    e = (pairing_entrant){.id = "a",
                          .name = "A",
                          .rating = PAIRING_UNRATED,
                          .withdrawn = PAIRING_ACTIVE,
                          .line = 4,
                          .joined = 2};
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 4);
    e.joined = 1; /* from the start: any system */
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_entrant(ev, 0).joined, 1);
    pairing_event_free(ev);
    ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    e.joined = -1;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_ERR_DATA);
    e.joined = PAIRING_MAX_ROUNDS + 1;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_ERR_DATA);
    e.joined = 3;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_entrant(ev, 0).joined, 3);
    pairing_event_free(ev);
}
END_TEST

/* A late entry in the Qiu system: out of round 1, paired in round 2. */
START_TEST(test_late_entry_qiu)
{
    pairing_event *ev = make_late_event(PAIRING_SYSTEM_QIU, 9, 5, 2);
    int five = player(ev, "5");
    pairing_round *r = pair_next(ev, 5);
    ck_assert_int_eq(pairing_round_participant(r, five).presence,
                     PAIRING_PRESENCE_NOT_JOINED);
    ck_assert_int_eq(pairing_round_games(r), 4);
    ck_assert_int_eq(pairing_round_byes(r), 0);
    for (int i = 0; i < pairing_round_games(r); i++) { /* the first of each board wins */
        pairing_game g = pairing_round_game(r, i);
        add_at(ev, 1, pairing_event_id(ev, g.first), pairing_event_id(ev, g.second),
               "1-0", i + 2);
    }
    pairing_round_free(r);
    r = pair_next(ev, 5); /* round 2: nine, and §二.1.3 gives number 2 the bye */
    ck_assert_int_eq(pairing_round_participant(r, five).presence,
                     PAIRING_PRESENCE_PAIRED);
    ck_assert(on_board(r, five));
    ck_assert_int_eq(pairing_round_byes(r), 1);
    ck_assert_int_eq(pairing_round_bye(r, 0), player(ev, "2"));
    pairing_round_free(r);
    pairing_event_free(ev);
}
END_TEST

/* ---- the property ---- */

typedef struct entry_sim {
    pairing_event *ev;
    int n, rounds;
    int joined[200]; /* by id - 1 */
    int byes[200];   /* pairing-allocated byes */
    unsigned char absent[200];
    unsigned char ahead[200]; /* a late entry whose byes were all written at once */
} entry_sim;

static void id_of(int i, char *buf, size_t size)
{
    snprintf(buf, size, "%d", i + 1);
}

static void ask_for_bye(entry_sim *m, int i, int r, uint64_t *seed)
{
    char id[16];
    id_of(i, id, sizeof id);
    add_result(m->ev, r, id, "", test_below(seed, 2) ? "half-bye" : "zero-bye");
}

/* A third of the late entries have their byes for every round before they join
 * written before round 1 is paired (SPEC §12: the round to pair is still the
 * one after the last with a game). */
static void write_ahead(entry_sim *m, uint64_t *seed)
{
    for (int i = 0; i < m->n; i++) {
        m->ahead[i] = m->joined[i] > 1 && test_below(seed, 3) == 0;
        for (int r = 1; m->ahead[i] && r < m->joined[i]; r++)
            ask_for_bye(m, i, r, seed);
    }
}

/* The rows of round r the pairing must read first: byes asked for by players in
 * the round (about 1 in 25), and by three in four of the other late entries
 * before they join (the rest have no row there, which is allowed). */
static void announce_round(entry_sim *m, int r, uint64_t *seed)
{
    for (int i = 0; i < m->n; i++) {
        int late = m->joined[i] > r;
        if (late && m->ahead[i]) {
            m->absent[i] = 1;
            continue;
        }
        m->absent[i] = late ? test_below(seed, 4) != 0 : test_below(seed, 25) == 0;
        if (m->absent[i])
            ask_for_bye(m, i, r, seed);
    }
}

/* No absentee paired, no late entry before his round, everyone else once; the
 * pairing's bye to one with the fewest such byes (a requested one not counted);
 * each player as the round says he stood. */
static void check_round(entry_sim *m, const pairing_round *r, int round)
{
    int seen[200] = {0}, least = -1;
    for (int i = 0; i < m->n; i++)
        if (!m->absent[i] && m->joined[i] <= round && (least < 0 || m->byes[i] < least))
            least = m->byes[i];
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        seen[number_of(m->ev, g.first) - 1]++;
        seen[number_of(m->ev, g.second) - 1]++;
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int b = number_of(m->ev, pairing_round_bye(r, i)) - 1;
        seen[b]++;
        EXPECT(m->byes[b] == least, "round %d: %d has a bye again (%d before, least %d)",
               round, b + 1, m->byes[b], least);
        m->byes[b]++;
    }
    for (int i = 0; i < m->n; i++) {
        int out = m->absent[i] || m->joined[i] > round;
        EXPECT(seen[i] == !out, "round %d: player %d (absent %d, joins %d) seen %d times",
               round, i + 1, m->absent[i], m->joined[i], seen[i]);
        int presence =
            pairing_round_participant(r, pairing_event_player_at(m->ev, i + 1)).presence;
        int want = m->absent[i] ? presence == PAIRING_PRESENCE_HALF_BYE ||
                                      presence == PAIRING_PRESENCE_ZERO_BYE
                   : m->joined[i] > round ? presence == PAIRING_PRESENCE_NOT_JOINED
                                          : presence == PAIRING_PRESENCE_PAIRED ||
                                                presence == PAIRING_PRESENCE_BYE;
        EXPECT(want, "round %d: player %d stands as %d", round, i + 1, presence);
    }
}

static void record_round(entry_sim *m, const pairing_round *r, int round, uint64_t *seed)
{
    static const char *tokens[] = {"1-0", "0-1", "=", "+-"};
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        add_result(m->ev, round, pairing_event_id(m->ev, g.first),
                   pairing_event_id(m->ev, g.second), tokens[test_below(seed, 4)]);
    }
    for (int i = 0; i < pairing_round_byes(r); i++)
        add_result(m->ev, round, pairing_event_id(m->ev, pairing_round_bye(r, i)), "",
                   "bye");
}

static void simulate(uint64_t *seed)
{
    entry_sim m = {.n = 10 + test_below(seed, 191), .rounds = 3 + test_below(seed, 3)};
    pairing_error err;
    m.ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    for (int i = 0; i < m.n; i++) {
        char id[16], name[32];
        id_of(i, id, sizeof id);
        snprintf(name, sizeof name, "Player %d", i + 1);
        m.joined[i] = test_below(seed, 10) == 0 ? 2 + test_below(seed, m.rounds - 1) : 0;
        pairing_entrant e = {.id = id,
                             .name = name,
                             .rating = PAIRING_UNRATED,
                             .rank = i + 1,
                             .withdrawn = PAIRING_ACTIVE,
                             .line = i + 2,
                             .joined = m.joined[i]};
        ck_assert_int_eq(pairing_event_add_entrant(m.ev, &e, &err), PAIRING_OK);
    }
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = m.rounds;
    write_ahead(&m, seed);
    for (int round = 1; round <= m.rounds; round++) {
        announce_round(&m, round, seed);
        ck_assert_msg(pairing_event_validate(m.ev, &err) == PAIRING_OK, "%s", err.text);
        pairing_round *r = pairing_swiss_pair(m.ev, &o, &err);
        EXPECT(r != NULL, "%d players, round %d: %s", m.n, round, err.text);
        EXPECT_EQ(pairing_round_number(r), round);
        check_round(&m, r, round);
        record_round(&m, r, round, seed);
        pairing_round_free(r);
    }
    pairing_event_free(m.ev);
}

START_TEST(test_property_absences_and_late_entries)
{
    uint64_t seed = 0x5eed0016;
    for (int k = 0; k < test_scaled(1000); k++)
        simulate(&seed);
}
END_TEST

Suite *entries_suite(void)
{
    Suite *s = suite_create("entries");
    TCase *tc = tcase_create("absences and late entries");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_absence_in_round_three);
    tcase_add_test(tc, test_absence_scores_its_token);
    tcase_add_test(tc, test_requested_bye_is_no_bye);
    tcase_add_test(tc, test_zero_bye_absence);
    tcase_add_test(tc, test_late_entry_round_three);
    tcase_add_test(tc, test_byes_written_ahead);
    tcase_add_test(tc, test_late_entry_row_before_joining);
    tcase_add_test(tc, test_late_entry_after_last_round);
    tcase_add_test(tc, test_joined_field);
    tcase_add_test(tc, test_late_entry_qiu);
    tcase_add_test(tc, test_property_absences_and_late_entries);
    suite_add_tcase(s, tc);
    return s;
}
