/*
 * check_event.c - the tournament model: entrants, results and their
 * validation (SPEC §1), the initial numbering, and errors that name the line.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "check_pairing.h"

static int add_entrant(pairing_event *ev, const char *id, const char *name, int rating,
                       long line, pairing_error *err)
{
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = id;
    e.name = name;
    e.rating = rating;
    e.line = line;
    return pairing_event_add_entrant(ev, &e, err);
}

START_TEST(test_duplicate_id_names_first_line)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    ck_assert_int_eq(add_entrant(ev, "a", "A", 1500, 2, &err), PAIRING_OK);
    ck_assert_int_eq(add_entrant(ev, "a", "B", 1500, 7, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_ENTRANTS);
    ck_assert_int_eq(err.line, 7);
    ck_assert_str_eq(err.text, "duplicate id 'a' (first on line 2)");
    ck_assert_int_eq(pairing_event_entrants(ev), 1);
    pairing_event_free(ev);
}
END_TEST

/* The error keeps its English format and each argument as the text shows it,
 * for a caller that says the message in another language (issue 21). */
START_TEST(test_error_keeps_format_and_arguments)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    ck_assert_int_eq(add_entrant(ev, "李", "A", 1500, 2, &err), PAIRING_OK);
    ck_assert_int_eq(add_entrant(ev, "李", "B", 1500, 7, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.format, "duplicate id '%s' (first on line %ld)");
    ck_assert_int_eq(err.nargs, 2);
    ck_assert_str_eq(err.args[0], "李");
    ck_assert_str_eq(err.args[1], "2");
    ck_assert_int_eq(pairing_event_set_bye_points(ev, 999, &err), PAIRING_ERR_INVALID);
    ck_assert_str_eq(err.format, "bye points must be 0..%d half-points");
    ck_assert_int_eq(err.nargs, 1);
    ck_assert_str_eq(err.args[0], "200");
    ck_assert_int_eq(add_entrant(ev, "", "C", 1500, 9, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "empty id");
    ck_assert_str_eq(err.format, "empty id");
    ck_assert_int_eq(err.nargs, 0);
    /* an argument too long to keep whole: only the text says the message */
    char list[PAIRING_ERROR_ARG_SIZE + 8];
    memset(list, 'x', sizeof list - 1);
    list[0] = ',';
    list[sizeof list - 1] = 0;
    pairing_standings_options so;
    pairing_standings_defaults(&so);
    so.tiebreaks = list;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_ptr_null(pairing_standings_new(ev, &so, &err));
    ck_assert_int_eq(strncmp(err.text, "empty tiebreak name in ',xxx", 28), 0);
    ck_assert_ptr_null(err.format);
    ck_assert_int_eq(err.nargs, 0);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_entrant_fields_checked)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    char long_id[80];
    memset(long_id, 'x', 65);
    long_id[65] = 0;
    ck_assert_int_eq(add_entrant(ev, "", "A", 1, 2, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, long_id, "A", 1, 2, &err), PAIRING_ERR_LIMIT);
    long_id[64] = 0;
    ck_assert_int_eq(add_entrant(ev, long_id, "A", 1, 2, &err), PAIRING_OK);
    ck_assert_int_eq(add_entrant(ev, "b", "", 1, 3, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, "c", "bad \xff name", 1, 4, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 4);
    ck_assert_int_eq(add_entrant(ev, "d", "tab\there\nand a new line", 1, 5, &err),
                     PAIRING_OK);
    ck_assert_int_eq(add_entrant(ev, "d\t", "tab in an id", 1, 5, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, "e", "overlong \xc0\xaf", 1, 5, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, "f", "surrogate \xed\xa0\x80", 1, 5, &err),
                     PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, "g", "张三", -2, 6, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(add_entrant(ev, "张", "张三", PAIRING_UNRATED, 6, &err), PAIRING_OK);
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = "h";
    e.name = "H";
    e.violations = -1;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_ERR_DATA);
    e.violations = 0;
    e.withdrawn = -2;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(pairing_event_add_entrant(NULL, &e, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_add_entrant(ev, NULL, NULL), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_entrants(ev), 3);
    pairing_event_free(ev);
}
END_TEST

static pairing_result result_row(int round, const char *first, const char *second,
                                 pairing_outcome outcome, long line)
{
    pairing_result r = {round, first, second, outcome, NULL, line};
    return r;
}

/* pairing_event_add_results adds rows in order, as many calls of
 * pairing_event_add_result would, and stops at the first it refuses. */
START_TEST(test_add_results_batch)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 80);
    pairing_result rows[45];
    char ids[45][2][8];
    for (int i = 0; i < 45; i++) {
        snprintf(ids[i][0], sizeof ids[i][0], "%d", 2 * (i % 40) + 1);
        snprintf(ids[i][1], sizeof ids[i][1], "%d", 2 * (i % 40) + 2);
        rows[i] = result_row(1 + i / 40, ids[i][0], ids[i][1], PAIRING_DRAW, i + 2);
    }
    rows[37].second = "99"; /* not an entrant: rows 0-36 are in, the rest are not */
    pairing_error err;
    ck_assert_int_eq(pairing_event_add_results(ev, rows, 45, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 39);
    ck_assert_str_eq(err.text, "player '99' is not an entrant");
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_played(ev, pairing_event_find(ev, "73"), 1).present,
                     1);
    ck_assert_int_eq(pairing_event_played(ev, pairing_event_find(ev, "75"), 1).present,
                     0);
    /* a second row in a round is refused in a batch as it is alone */
    pairing_result again = result_row(1, "1", "80", PAIRING_DRAW, 50);
    ck_assert_int_eq(pairing_event_add_results(ev, &again, 1, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "player '1' already plays in round 1 (line 2)");
    ck_assert_int_eq(pairing_event_add_results(ev, NULL, 0, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_add_results(ev, NULL, 1, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_add_results(ev, rows, -1, &err), PAIRING_ERR_INVALID);
    pairing_event_free(ev);
}
END_TEST

/* A sparse event (many entrants, few rows) is indexed by lists, not a table:
 * the rows are found, out of order too, and a second row in a round refused. */
START_TEST(test_sparse_rows)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 20000);
    add_result(ev, 4, "1", "2", "1-0");
    add_result(ev, 1, "1", "3", "=");
    add_result(ev, 2, "19999", "1", "0-1");
    add_result(ev, 3, "1", "20000", "+-");
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    int one = pairing_event_find(ev, "1");
    for (int r = 1; r <= 4; r++)
        ck_assert_int_eq(pairing_event_played(ev, one, r).present, 1);
    ck_assert_int_eq(pairing_event_played(ev, one, 5).present, 0);
    pairing_played p = pairing_event_played(ev, pairing_event_find(ev, "19999"), 2);
    ck_assert_int_eq(p.opponent, one);
    ck_assert_int_eq(pairing_event_played(ev, pairing_event_find(ev, "3"), 2).present, 0);
    /* 3's latest row is round 1: refused at once; 1's latest is round 4: at validation */
    pairing_result again = result_row(1, "5", "3", PAIRING_DRAW, 9);
    ck_assert_int_eq(pairing_event_add_result(ev, &again, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "player '3' already plays in round 1 (line 0)");
    again = result_row(2, "6", "1", PAIRING_DRAW, 10);
    ck_assert_int_eq(pairing_event_add_result(ev, &again, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "player '1' already plays in round 2 (line 0)");
    ck_assert_int_eq(err.line, 10);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_result_checks)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 6);
    pairing_result r = result_row(1, "1", "9", PAIRING_FIRST_WINS, 2);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    ck_assert_int_eq(err.line, 2);
    ck_assert_str_eq(err.text, "player '9' is not an entrant");
    r = result_row(1, "1", "1", PAIRING_DRAW, 3);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "1", "2", PAIRING_DRAW, 4);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(1, "3", "2", PAIRING_DRAW, 5);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "player '2' already plays in round 1 (line 4)");
    ck_assert_int_eq(err.line, 5);
    r = result_row(1, "3", "", PAIRING_FIRST_WINS, 6);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "3", "4", PAIRING_BYE, 6);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "3", NULL, PAIRING_BYE, 6);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(0, "4", "5", PAIRING_DRAW, 7);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(PAIRING_MAX_ROUNDS + 1, "4", "5", PAIRING_DRAW, 7);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "", "5", PAIRING_DRAW, 7);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "4", "5", (pairing_outcome)99, 7);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_INVALID);
    pairing_event_free(ev);

    /* rows out of round order: a second row in an earlier round is found when the
     * event is validated, at the later line, naming the first */
    ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 6);
    pairing_result rows[] = {result_row(2, "1", "2", PAIRING_DRAW, 2),
                             result_row(1, "3", "4", PAIRING_DRAW, 3),
                             result_row(1, "1", "5", PAIRING_DRAW, 4),
                             result_row(2, "3", "5", PAIRING_DRAW, 5),
                             result_row(1, "6", "1", PAIRING_DRAW, 6)};
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(pairing_event_add_result(ev, &rows[i], &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "player '1' already plays in round 1 (line 4)");
    ck_assert_int_eq(err.line, 6);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_winner_checks)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 6);
    pairing_result r = result_row(1, "1", "2", PAIRING_DRAW, 2);
    r.winner = "3";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "winner '3' is not in this game");
    r.winner = "2";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(1, "3", "4", PAIRING_FIRST_WINS, 3);
    r.winner = "4";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "winner '4' lost this game");
    r.winner = "3";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(1, "5", NULL, PAIRING_BYE, 4);
    r.winner = "5";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    r = result_row(1, "5", "6", PAIRING_DOUBLE_FORFEIT, 5); /* both lost */
    r.winner = "5";
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "winner '5' lost this game");
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_missing_round)
{
    pairing_error err;
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
    pairing_result r = result_row(1, "1", "2", PAIRING_DRAW, 2);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(3, "1", "3", PAIRING_DRAW, 9);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    r = result_row(3, "2", "4", PAIRING_DRAW, 8);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 8);
    ck_assert_str_eq(err.text, "round 3 has results but round 2 is missing");
    r = result_row(2, "1", "4", PAIRING_DRAW, 10);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_rounds_played(ev), 3);
    /* SPEC §12: a bye asked for two rounds after the last with a game leaves
     * round 4 empty, and that is no missing round */
    r = result_row(5, "4", NULL, PAIRING_HALF_BYE, 11);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_ranks)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_QIU, &err);
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    const char *ids[] = {"a", "b", "c"};
    int ranks[] = {2, 0, 2};
    for (int i = 0; i < 3; i++) {
        e.id = e.name = ids[i];
        e.rank = ranks[i];
        e.line = i + 2;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 3);
    ck_assert_str_eq(err.text, "entrant 'b' has no rank, but others have");
    pairing_event_free(ev);

    ev = pairing_event_new(PAIRING_SYSTEM_QIU, &err);
    int ranks2[] = {2, 1, 2};
    for (int i = 0; i < 3; i++) {
        e.id = e.name = ids[i];
        e.rank = ranks2[i];
        e.line = i + 2;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 4);
    ck_assert_str_eq(err.text, "rank 2 is also given to 'a' (line 2)");
    pairing_event_free(ev);

    /* ranks need only be distinct: a huge one costs nothing and orders last */
    ev = pairing_event_new(PAIRING_SYSTEM_QIU, &err);
    int ranks3[] = {INT_MAX, 1, 5};
    for (int i = 0; i < 3; i++) {
        e.id = e.name = ids[i];
        e.rank = ranks3[i];
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_number(ev, 0), 3);
    ck_assert_int_eq(pairing_event_number(ev, 1), 1);
    ck_assert_int_eq(pairing_event_number(ev, 2), 2);
    pairing_event_free(ev);
}
END_TEST

/* SPEC §1: by rank; else rating descending, unrated last; ties in file order. */
START_TEST(test_numbering_by_rating)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    const char *ids[] = {"u1", "r1500", "r2000a", "u2", "r2000b", "r1800"};
    int ratings[] = {PAIRING_UNRATED, 1500, 2000, PAIRING_UNRATED, 2000, 1800};
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(add_entrant(ev, ids[i], ids[i], ratings[i], i + 2, &err),
                         PAIRING_OK);
    ck_assert_int_eq(pairing_event_number(ev, 0), 0); /* not validated */
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    const char *order[] = {"r2000a", "r2000b", "r1800", "r1500", "u1", "u2"};
    for (int k = 0; k < 6; k++) {
        int p = pairing_event_player_at(ev, k + 1);
        ck_assert_str_eq(pairing_event_id(ev, p), order[k]);
        ck_assert_int_eq(pairing_event_number(ev, p), k + 1);
    }
    ck_assert_int_eq(pairing_event_player_at(ev, 0), -1);
    ck_assert_int_eq(pairing_event_player_at(ev, 7), -1);
    ck_assert_int_eq(pairing_event_find(ev, "r1800"), 5);
    ck_assert_int_eq(pairing_event_find(ev, "nobody"), -1);
    ck_assert_int_eq(pairing_event_rating(ev, 0), PAIRING_UNRATED);
    /* results do not change the numbers, so they stay readable while results come in */
    add_result(ev, 1, "u1", "u2", "=");
    ck_assert_int_eq(pairing_event_number(ev, 0), 5);
    ck_assert_int_eq(pairing_event_player_at(ev, 1), 2);
    pairing_event_free(ev);
}
END_TEST

/* --draw-lots: ties broken by a seeded lot; the same seed, the same numbers. */
static void numbers_with_lots(uint64_t seed, int *numbers, int n)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    for (int i = 0; i < n; i++) {
        char id[16];
        snprintf(id, sizeof id, "p%d", i);
        ck_assert_int_eq(
            add_entrant(ev, id, id, i < n / 2 ? 1600 : PAIRING_UNRATED, i + 2, &err),
            PAIRING_OK);
    }
    pairing_event_set_lots(ev, seed);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    for (int i = 0; i < n; i++)
        numbers[i] = pairing_event_number(ev, i);
    pairing_event_free(ev);
}

START_TEST(test_numbering_lots)
{
    int a[20], b[20], c[20];
    numbers_with_lots(7, a, 20);
    numbers_with_lots(7, b, 20);
    numbers_with_lots(8, c, 20);
    ck_assert_mem_eq(a, b, sizeof a);
    ck_assert(memcmp(a, c, sizeof a) != 0);
    for (int i = 0; i < 20; i++) /* lots only reorder inside the rating tie */
        ck_assert(i < 10 ? a[i] <= 10 : a[i] > 10);
}
END_TEST

START_TEST(test_withdrawn_cannot_play_later)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    e.id = e.name = "a";
    e.withdrawn = 1;
    ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    ck_assert_int_eq(add_entrant(ev, "b", "b", 1, 3, &err), PAIRING_OK);
    add_result(ev, 1, "a", "b", "1-0");
    add_result(ev, 2, "b", "a", "+-");
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_result r = result_row(3, "a", "b", PAIRING_DRAW, 12);
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 12);
    ck_assert_str_eq(err.text, "player 'a' withdrew after round 1 but plays in round 3");
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_points)
{
    pairing_error err;
    int win, draw, loss, bye;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_QIU, &err);
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    ck_assert(win == 4 && draw == 2 && loss == 0 && bye == 4); /* Qiu 2/1/0 */
    pairing_event_free(ev);
    ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    ck_assert(win == 2 && draw == 1 && loss == 0 && bye == 2); /* 1/½/0 */
    ck_assert_int_eq(pairing_event_set_points(ev, 6, 2, 0, &err), PAIRING_OK);
    pairing_event_points(ev, &win, &draw, &loss, &bye);
    ck_assert(win == 6 && bye == 6);
    ck_assert_int_eq(pairing_event_set_bye_points(ev, 1, &err), PAIRING_OK);
    pairing_event_points(ev, NULL, NULL, NULL, &bye);
    ck_assert_int_eq(bye, 1);
    ck_assert_int_eq(pairing_event_set_points(ev, 1, 2, 0, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_set_points(ev, 0, 0, 0, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_set_bye_points(ev, -1, &err), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_system(ev), PAIRING_SYSTEM_SWISS);
    pairing_event_free(ev);
    ck_assert_ptr_null(pairing_event_new((pairing_system)42, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
}
END_TEST

/* bbpPairings' BBZ and BBF: a zero-point bye and a forfeit loss score what the
 * event says (0 until then); a forfeit win and a played loss are untouched. */
START_TEST(test_absence_points)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    const char *ids[4] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; i++)
        ck_assert_int_eq(add_entrant(ev, ids[i], ids[i], 2000 - i, i + 2, &err),
                         PAIRING_OK);
    pairing_result rows[3] = {{1, "a", "b", PAIRING_FORFEIT_FIRST_WINS, NULL, 2},
                              {1, "c", NULL, PAIRING_ZERO_BYE, NULL, 3},
                              {1, "d", NULL, PAIRING_BYE, NULL, 4}};
    ck_assert_int_eq(pairing_event_add_results(ev, rows, 3, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_set_absence_points(ev, -1, 0, &err),
                     PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_set_absence_points(ev, 0, 201, &err),
                     PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_event_set_absence_points(ev, 1, 1, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_ptr_nonnull(st);
    int expected[4] = {2, 1, 1, 2}; /* forfeit win, forfeit loss, zero bye, bye */
    for (int i = 0; i < pairing_standings_count(st); i++) {
        pairing_standing s = pairing_standings_row(st, i);
        ck_assert_int_eq(s.score, expected[s.player]);
    }
    pairing_standings_free(st);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_empty_event_and_null)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "no entrants");
    ck_assert_int_eq(pairing_event_validate(NULL, NULL), PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_event_id(ev, 0));
    ck_assert_ptr_null(pairing_event_name(ev, -1));
    ck_assert_int_eq(pairing_event_entrants(NULL), 0);
    pairing_event_free(ev);
    pairing_event_free(NULL);
}
END_TEST

START_TEST(test_many_entrants_lookup)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_SWISS, &err);
    for (int i = 0; i < 20000; i++) {
        char id[16];
        snprintf(id, sizeof id, "id%d", i);
        ck_assert_int_eq(add_entrant(ev, id, id, i % 3000, i + 2, &err), PAIRING_OK);
    }
    for (int i = 0; i < 20000; i += 997) {
        char id[16];
        snprintf(id, sizeof id, "id%d", i);
        ck_assert_int_eq(pairing_event_find(ev, id), i);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_event_free(ev);
}
END_TEST

/* The rows of a small Swiss: a bye, a forfeit, a draw, a game still to be
 * played in round 3, and a player who withdrew after round 2. */
static const struct {
    int round;
    const char *first, *second, *token;
} through_rows[] = {
    {1, "1", "4", "1-0"}, {1, "5", "2", "="},  {1, "3", "", "bye"},
    {2, "2", "1", "0-1"}, {2, "4", "3", "+-"}, {2, "5", "", "bye"},
    {3, "1", "5", "="},   {3, "3", "2", ""},   {3, "4", "", "half-bye"},
};

/* The event with the rows of rounds 1 to `round` only, built from nothing. */
static pairing_event *through_built(int round)
{
    pairing_event *ev = make_rated_event(PAIRING_SYSTEM_SWISS, 6, NULL, "6", 2);
    pairing_error err;
    ck_assert_int_eq(pairing_event_set_points(ev, 2, 1, 0, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_set_bye_points(ev, 1, &err), PAIRING_OK);
    pairing_event_set_lots(ev, 77);
    for (size_t i = 0; i < sizeof through_rows / sizeof through_rows[0]; i++)
        if (through_rows[i].round <= round)
            add_result(ev, through_rows[i].round, through_rows[i].first,
                       through_rows[i].second, through_rows[i].token);
    return ev;
}

/* Everything a reader sees of two events the same: entrants, numbers, rules,
 * every player's row of every round, and the standings they give. */
static void ck_same_event(const pairing_event *a, const pairing_event *b)
{
    ck_assert_int_eq(pairing_event_entrants(a), pairing_event_entrants(b));
    ck_assert_int_eq(pairing_event_rounds_played(a), pairing_event_rounds_played(b));
    int pa[4], pb[4];
    ck_assert_int_eq(pairing_event_points(a, &pa[0], &pa[1], &pa[2], &pa[3]), PAIRING_OK);
    ck_assert_int_eq(pairing_event_points(b, &pb[0], &pb[1], &pb[2], &pb[3]), PAIRING_OK);
    ck_assert_mem_eq(pa, pb, sizeof pa);
    uint64_t la, lb;
    ck_assert_int_eq(pairing_event_lots(a, &la), pairing_event_lots(b, &lb));
    ck_assert(la == lb);
    for (int p = 0; p < pairing_event_entrants(a); p++) {
        ck_assert_str_eq(pairing_event_id(a, p), pairing_event_id(b, p));
        ck_assert_int_eq(pairing_event_number(a, p), pairing_event_number(b, p));
        ck_assert_int_eq(pairing_event_entrant(a, p).withdrawn,
                         pairing_event_entrant(b, p).withdrawn);
        for (int r = 1; r <= 4; r++) {
            pairing_played x = pairing_event_played(a, p, r),
                           y = pairing_event_played(b, p, r);
            ck_assert_int_eq(x.present, y.present);
            ck_assert_int_eq(x.opponent, y.opponent);
            ck_assert_int_eq(x.first, y.first);
            ck_assert_int_eq(x.outcome, y.outcome);
            ck_assert_int_eq(x.points, y.points);
        }
    }
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    pairing_error err;
    pairing_standings *sa = pairing_standings_new(a, &o, &err);
    pairing_standings *sb = pairing_standings_new(b, &o, &err);
    ck_assert_ptr_nonnull(sa);
    ck_assert_ptr_nonnull(sb);
    ck_assert_int_eq(pairing_standings_count(sa), pairing_standings_count(sb));
    for (int i = 0; i < pairing_standings_count(sa); i++) {
        pairing_standing x = pairing_standings_row(sa, i),
                         y = pairing_standings_row(sb, i);
        ck_assert_int_eq(x.player, y.player);
        ck_assert_int_eq(x.rank, y.rank);
        ck_assert_int_eq(x.score, y.score);
    }
    pairing_standings_free(sa);
    pairing_standings_free(sb);
}

/* pairing_event_through_round: the event cut after each round is the event
 * built from that round's rows alone, and refusals say why. */
START_TEST(test_event_through_round)
{
    pairing_event *whole = through_built(3);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(whole, &err), PAIRING_OK);
    for (int round = 0; round <= 4; round++) {
        pairing_event *cut = pairing_event_through_round(whole, round, &err);
        ck_assert_ptr_nonnull(cut);
        pairing_event *built = through_built(round);
        ck_assert_int_eq(pairing_event_validate(built, &err), PAIRING_OK);
        ck_same_event(cut, built);
        pairing_event_free(cut);
        pairing_event_free(built);
    }
    ck_assert_ptr_null(pairing_event_through_round(whole, -1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(pairing_event_through_round(NULL, 1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    pairing_event_free(whole);
    /* a knockout's drawn game keeps who went through: without him the
     * bracket is refused ("a knockout game needs the winner") */
    pairing_event *ko = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    pairing_result drawn = {1, "1", "3", PAIRING_DRAW, "3", 9};
    ck_assert_int_eq(pairing_event_add_result(ko, &drawn, &err), PAIRING_OK);
    add_result(ko, 1, "2", "4", "1-0");
    ck_assert_int_eq(pairing_event_validate(ko, &err), PAIRING_OK);
    pairing_event *cut = pairing_event_through_round(ko, 1, &err);
    ck_assert_ptr_nonnull(cut);
    pairing_knockout_options ko_options;
    pairing_knockout_defaults(&ko_options);
    pairing_knockout *bracket = pairing_knockout_new(cut, &ko_options, &err);
    ck_assert_msg(bracket != NULL, "%s", err.text);
    pairing_knockout_free(bracket);
    pairing_event_free(cut);
    pairing_event_free(ko);
}
END_TEST

Suite *event_suite(void)
{
    Suite *s = suite_create("event");
    TCase *tc = tcase_create("model");
    tcase_add_test(tc, test_duplicate_id_names_first_line);
    tcase_add_test(tc, test_error_keeps_format_and_arguments);
    tcase_add_test(tc, test_entrant_fields_checked);
    tcase_add_test(tc, test_result_checks);
    tcase_add_test(tc, test_add_results_batch);
    tcase_add_test(tc, test_event_through_round);
    tcase_add_test(tc, test_sparse_rows);
    tcase_add_test(tc, test_winner_checks);
    tcase_add_test(tc, test_missing_round);
    tcase_add_test(tc, test_ranks);
    tcase_add_test(tc, test_numbering_by_rating);
    tcase_add_test(tc, test_numbering_lots);
    tcase_add_test(tc, test_withdrawn_cannot_play_later);
    tcase_add_test(tc, test_points);
    tcase_add_test(tc, test_absence_points);
    tcase_add_test(tc, test_empty_event_and_null);
    tcase_add_test(tc, test_many_entrants_lookup);
    suite_add_tcase(s, tc);
    return s;
}
