/*
 * check_stages.c - events in stages (SPEC §11; 2014 open, 003 §五) through the
 * public header: qualifiers taken place by place and group by group (A1, B1,
 * A2 ...), the fully seeded final drawn from them, which must be the 2014
 * quarterfinal tables exactly (one group: H1 1–8, H2 5–4, H3 3–6, H4 7–2; two
 * groups: H1 甲1–乙4, H2 甲3–乙2, H3 甲2–乙3, H4 甲4–乙1), ties at the
 * qualifying line, a group's own event, and the overall ranking (总排名) with
 * the team ranking of the best three fed from it.
 */
#include <stdio.h>
#include <string.h>

#include "check_pairing.h"

/* A round robin of n players with ids PREFIXi whose results make the smaller
 * number win (i < j: i beats j), but for the pairs listed as draws; rounds by
 * the Berger table. */
static pairing_event *group_event(const char *prefix, int n, const int (*draws)[2],
                                  int ndraws)
{
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_ROUNDROBIN, &err);
    ck_assert_ptr_nonnull(ev);
    for (int i = 1; i <= n; i++) {
        char id[16], name[32];
        snprintf(id, sizeof id, "%s%d", prefix, i);
        snprintf(name, sizeof name, "%s player %d", prefix, i);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id, e.name = name, e.rank = i, e.line = i + 1;
        ck_assert_int_eq(pairing_event_add_entrant(ev, &e, &err), PAIRING_OK);
    }
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_schedule *s = pairing_roundrobin_new(ev, 1, &err);
    ck_assert_msg(s != NULL, "%s", err.text);
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        for (int g = 0; g < pairing_round_games(round); g++) {
            pairing_game game = pairing_round_game(round, g);
            int a = game.first + 1, b = game.second + 1;
            int drawn = 0;
            for (int d = 0; d < ndraws; d++)
                drawn |= (draws[d][0] == a && draws[d][1] == b) ||
                         (draws[d][0] == b && draws[d][1] == a);
            add_result(ev, r, pairing_event_id(ev, game.first),
                       pairing_event_id(ev, game.second),
                       drawn   ? "="
                       : a < b ? "1-0"
                               : "0-1");
        }
        for (int y = 0; y < pairing_round_byes(round); y++)
            add_result(ev, r, pairing_event_id(ev, pairing_round_bye(round, y)), "",
                       "bye");
    }
    pairing_schedule_free(s);
    ck_assert_msg(pairing_event_validate(ev, &err) == PAIRING_OK, "%s", err.text);
    return ev;
}

static pairing_standings *rank(const pairing_event *ev)
{
    pairing_error err;
    pairing_standings *st = pairing_standings_new(ev, NULL, &err);
    ck_assert_msg(st != NULL, "%s", err.text);
    return st;
}

static pairing_qualifiers *qualify(pairing_event **ev, pairing_standings **st, int groups,
                                   int advance, const char *const *settled, int nsettled,
                                   pairing_error *err)
{
    pairing_qualifiers_options o = {
        .advance = advance, .settled = settled, .nsettled = nsettled};
    return pairing_qualifiers_new((const pairing_event *const *)ev,
                                  (const pairing_standings *const *)st, groups, &o, err);
}

/* The ids of the qualifiers in seed order, comma-separated. */
static void seed_ids(const pairing_qualifiers *q, pairing_event **ev, char *buf,
                     size_t size)
{
    size_t used = 0;
    buf[0] = 0;
    for (int s = 1; s <= pairing_qualifiers_count(q); s++) {
        pairing_qualifier x = pairing_qualifiers_seed(q, s);
        used += (size_t)snprintf(buf + used, size - used, "%s%s", s > 1 ? "," : "",
                                 pairing_event_id(ev[x.group], x.player));
    }
}

/* Round 1 of the fully seeded draw of the qualifiers: "first-second" per match
 * in match order, by id. */
static void quarterfinals(const pairing_qualifiers *q, char *buf, size_t size)
{
    pairing_error err;
    pairing_event *final = pairing_qualifiers_event(q, PAIRING_SYSTEM_KNOCKOUT, &err);
    ck_assert_msg(final != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_event_validate(final, &err), PAIRING_OK);
    pairing_knockout_options ko;
    pairing_knockout_defaults(&ko);
    ko.seeds = PAIRING_SEEDS_ALL;
    ko.placement = PAIRING_PLACEMENT_ALL;
    pairing_knockout *k = pairing_knockout_new(final, &ko, &err);
    ck_assert_msg(k != NULL, "%s", err.text);
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < pairing_knockout_matches(k, 1); i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        used += (size_t)snprintf(buf + used, size - used, "%s%s-%s", i ? " " : "",
                                 pairing_event_id(final, m.first),
                                 pairing_event_id(final, m.second));
    }
    pairing_knockout_free(k);
    pairing_event_free(final);
}

static void free_groups(pairing_event **ev, pairing_standings **st, int groups)
{
    for (int g = 0; g < groups; g++) {
        pairing_standings_free(st[g]);
        pairing_event_free(ev[g]);
    }
}

/* 003 §五(四)2(1), one group: H1 1–8, H2 5–4, H3 3–6, H4 7–2. */
START_TEST(test_one_group_2014_table)
{
    pairing_event *ev[1] = {group_event("p", 10, NULL, 0)};
    pairing_standings *st[1] = {rank(ev[0])};
    pairing_error err;
    pairing_qualifiers *q = qualify(ev, st, 1, 8, NULL, 0, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[256];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "p1,p2,p3,p4,p5,p6,p7,p8");
    quarterfinals(q, buf, sizeof buf);
    ck_assert_str_eq(buf, "p1-p8 p5-p4 p3-p6 p7-p2");
    pairing_qualifiers_free(q);
    free_groups(ev, st, 1);
}
END_TEST

/* 003 §五(四)2(1), two groups: H1 甲1–乙4, H2 甲3–乙2, H3 甲2–乙3, H4 甲4–乙1. */
START_TEST(test_two_groups_2014_cross_table)
{
    pairing_event *ev[2] = {group_event("a", 10, NULL, 0), group_event("b", 9, NULL, 0)};
    pairing_standings *st[2] = {rank(ev[0]), rank(ev[1])};
    pairing_error err;
    pairing_qualifiers *q = qualify(ev, st, 2, 8, NULL, 0, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[256];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "a1,b1,a2,b2,a3,b3,a4,b4");
    pairing_qualifier x = pairing_qualifiers_seed(q, 4);
    ck_assert_int_eq(x.group, 1);
    ck_assert_int_eq(x.place, 2);
    quarterfinals(q, buf, sizeof buf);
    ck_assert_str_eq(buf, "a1-b4 a3-b2 a2-b3 a4-b1");
    pairing_qualifiers_free(q);
    free_groups(ev, st, 2);
}
END_TEST

/* Qualifiers run on past a group that has run out: A1 B1 A2 B2 A3 A4 ... */
START_TEST(test_small_group_runs_out)
{
    pairing_event *ev[2] = {group_event("a", 6, NULL, 0), group_event("b", 2, NULL, 0)};
    pairing_standings *st[2] = {rank(ev[0]), rank(ev[1])};
    pairing_error err;
    pairing_qualifiers *q = qualify(ev, st, 2, 6, NULL, 0, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[256];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "a1,b1,a2,b2,a3,a4");
    pairing_qualifiers_free(q);
    ck_assert_ptr_null(qualify(ev, st, 2, 9, NULL, 0, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    free_groups(ev, st, 2);
}
END_TEST

/* 4 and 5 draw and are equal on every tiebreak: sharing 4th place. */
static const int tie_4_5[][2] = {{4, 5}};

START_TEST(test_tie_across_the_line_is_refused)
{
    pairing_event *ev[1] = {group_event("p", 6, tie_4_5, 1)};
    pairing_standings *st[1] = {rank(ev[0])};
    pairing_standing s4 = pairing_standings_row(st[0], 3);
    ck_assert_int_eq(s4.rank, 4);
    ck_assert_int_eq(s4.shared, 1);
    pairing_error err;
    ck_assert_ptr_null(qualify(ev, st, 1, 4, NULL, 0, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_msg(strstr(err.text, "p4 and p5 share place 4"), "%s", err.text);
    free_groups(ev, st, 1);
}
END_TEST

START_TEST(test_tie_settled_by_playoff)
{
    pairing_event *ev[1] = {group_event("p", 6, tie_4_5, 1)};
    pairing_standings *st[1] = {rank(ev[0])};
    static const char *const playoff[] = {"p5", "p4"};
    pairing_error err;
    /* naming one of the two leaves the other's order to nobody: refused */
    ck_assert_ptr_null(qualify(ev, st, 1, 4, playoff, 1, &err));
    ck_assert_msg(strstr(err.text, "p4 and p5 share place 4"), "%s", err.text);
    pairing_qualifiers *q = qualify(ev, st, 1, 4, playoff, 2, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[256];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "p1,p2,p3,p5");
    ck_assert_int_eq(pairing_qualifiers_seed(q, 4).settled, 1);
    ck_assert_int_eq(pairing_qualifiers_seed(q, 3).settled, 0);
    pairing_qualifiers_free(q);
    free_groups(ev, st, 1);
}
END_TEST

/* Four players all equal, two of them qualifying: the message names the whole
 * place, and a play-off among two of them cannot put out one who was not in
 * it. */
static const int all_drawn[][2] = {{1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

START_TEST(test_tie_of_four_names_all)
{
    pairing_event *ev[1] = {group_event("p", 4, all_drawn, 6)};
    pairing_standings *st[1] = {rank(ev[0])};
    pairing_error err;
    ck_assert_ptr_null(qualify(ev, st, 1, 2, NULL, 0, &err));
    ck_assert_msg(strstr(err.text, "p1, p2, p3 and p4 share place 1"), "%s", err.text);
    ck_assert_msg(strstr(err.text, "2 of the 4 qualify"), "%s", err.text);
    static const char *const two[] = {"p3", "p2"};
    ck_assert_ptr_null(qualify(ev, st, 1, 2, two, 2, &err));
    static const char *const four[] = {"p3", "p2", "p4", "p1"};
    pairing_qualifiers *q = qualify(ev, st, 1, 2, four, 4, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[64];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "p3,p2");
    pairing_qualifiers_free(q);
    free_groups(ev, st, 1);
}
END_TEST

/* A tie among the qualifiers decides no one's place in the final: they keep
 * the standings' order and are marked shared. */
START_TEST(test_tie_inside_the_qualifiers)
{
    pairing_event *ev[1] = {group_event("p", 6, tie_4_5, 1)};
    pairing_standings *st[1] = {rank(ev[0])};
    pairing_error err;
    pairing_qualifiers *q = qualify(ev, st, 1, 5, NULL, 0, &err);
    ck_assert_msg(q != NULL, "%s", err.text);
    char buf[256];
    seed_ids(q, ev, buf, sizeof buf);
    ck_assert_str_eq(buf, "p1,p2,p3,p4,p5");
    ck_assert_int_eq(pairing_qualifiers_seed(q, 4).shared, 1);
    ck_assert_int_eq(pairing_qualifiers_seed(q, 5).shared, 1);
    ck_assert_int_eq(pairing_qualifiers_seed(q, 3).shared, 0);
    pairing_qualifiers_free(q);
    free_groups(ev, st, 1);
}
END_TEST

START_TEST(test_bad_qualifier_inputs)
{
    pairing_event *ev[1] = {group_event("p", 4, NULL, 0)};
    pairing_standings *st[1] = {rank(ev[0])};
    pairing_error err;
    ck_assert_ptr_null(qualify(ev, st, 1, 0, NULL, 0, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    ck_assert_ptr_null(qualify(ev, st, 0, 2, NULL, 0, &err));
    ck_assert_ptr_null(qualify(ev, st, 1, 2, NULL, 1, &err));
    ck_assert_int_eq(pairing_qualifiers_count(NULL), 0);
    ck_assert_int_eq(pairing_qualifiers_seed(NULL, 1).player, -1);
    free_groups(ev, st, 1);
}
END_TEST

/* ---- a group's own event ---- */

START_TEST(test_group_event_keeps_its_games)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 6);
    add_result(ev, 1, "1", "3", "1-0");
    add_result(ev, 1, "2", "4", "=");
    add_result(ev, 1, "5", "", "bye");
    add_result(ev, 1, "6", "", "half-bye");
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    int group_of[6] = {0, 1, 0, 1, 0, 1};
    pairing_event *a = pairing_event_group(ev, group_of, 0, &err);
    ck_assert_msg(a != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_event_validate(a, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_entrants(a), 3);
    ck_assert_str_eq(pairing_event_id(a, 2), "5");
    ck_assert_int_eq(pairing_event_played(a, pairing_event_find(a, "1"), 1).points, 2);
    ck_assert_int_eq(pairing_event_played(a, pairing_event_find(a, "5"), 1).opponent, -1);
    pairing_event *b = pairing_event_group(ev, group_of, 1, &err);
    ck_assert_msg(b != NULL, "%s", err.text);
    ck_assert_int_eq(pairing_event_validate(b, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_played(b, pairing_event_find(b, "6"), 1).outcome,
                     PAIRING_HALF_BYE);
    pairing_event_free(a);
    pairing_event_free(b);
    pairing_event_free(ev);
}
END_TEST

START_TEST(test_game_between_groups_names_its_line)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_SWISS, 4);
    pairing_result r = {.round = 1,
                        .first = "1",
                        .second = "2",
                        .outcome = PAIRING_FIRST_WINS,
                        .line = 7};
    pairing_error err;
    ck_assert_int_eq(pairing_event_add_result(ev, &r, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    int group_of[4] = {0, 1, 0, 1};
    ck_assert_ptr_null(pairing_event_group(ev, group_of, 1, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_DATA);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    ck_assert_int_eq(err.line, 7);
    ck_assert_msg(strstr(err.text, "groups A and B"), "%s", err.text);
    pairing_event_free(ev);
}
END_TEST

/* ---- the overall ranking ---- */

/* A knockout of four without a match for 3rd (two 3rds), then a section of
 * three by a round robin: 1, 2, 3=, 3=, then 5, 6, 7 (003 注2: B from 9th is
 * the same rule with eight in the final). */
static pairing_event *four_knockout(void)
{
    pairing_event *ev = make_numbered_event(PAIRING_SYSTEM_KNOCKOUT, 4);
    add_result(ev, 1, "1", "4", "1-0");
    add_result(ev, 1, "3", "2", "0-1"); /* the draw: 1–4, 3–2 */
    add_result(ev, 2, "1", "2", "0-1");
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    return ev;
}

START_TEST(test_overall_runs_on_from_stage_to_stage)
{
    pairing_event *final = four_knockout();
    pairing_standings *fst = rank(final);
    pairing_event *b = group_event("b", 3, NULL, 0);
    pairing_standings *bst = rank(b);
    pairing_error err;
    pairing_overall *ov = pairing_overall_new(&err);
    ck_assert_ptr_nonnull(ov);
    ck_assert_int_eq(pairing_overall_add(ov, final, fst, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_overall_add(ov, b, bst, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_overall_count(ov), 7);
    static const char *const ids[] = {"2", "1", "3", "4", "b1", "b2", "b3"};
    static const int places[] = {1, 2, 3, 3, 5, 6, 7};
    static const int shared[] = {0, 0, 1, 1, 0, 0, 0};
    static const int stage[] = {0, 0, 0, 0, 1, 1, 1};
    for (int row = 0; row < 7; row++) {
        pairing_overall_place p = pairing_overall_row(ov, row);
        if (row == 2 || row == 3) /* the two 3rds, in the standings' order */
            ck_assert_msg(!strcmp(p.player, "3") || !strcmp(p.player, "4"), "%s",
                          p.player);
        else
            ck_assert_str_eq(p.player, ids[row]);
        ck_assert_int_eq(p.place, places[row]);
        ck_assert_int_eq(p.shared, shared[row]);
        ck_assert_int_eq(p.stage, stage[row]);
    }
    ck_assert_int_eq(pairing_overall_place_of(ov, "b1"), 5);
    ck_assert_int_eq(pairing_overall_place_of(ov, "nobody"), 0);
    ck_assert_int_eq(pairing_overall_row(ov, 7).stage, -1);
    pairing_overall_free(ov);
    pairing_standings_free(bst);
    pairing_event_free(b);
    pairing_standings_free(fst);
    pairing_event_free(final);
}
END_TEST

/* A stage listed after one that placed some of its players places the rest,
 * running on: the final's four, then the group's others (p5 p6). */
START_TEST(test_overall_skips_those_placed)
{
    pairing_event *group = group_event("p", 6, NULL, 0);
    pairing_standings *gst = rank(group);
    pairing_event *ev[1] = {group};
    pairing_standings *st[1] = {gst};
    pairing_error err;
    pairing_qualifiers *q = qualify(ev, st, 1, 4, NULL, 0, &err);
    ck_assert_ptr_nonnull(q);
    pairing_event *final = pairing_qualifiers_event(q, PAIRING_SYSTEM_KNOCKOUT, &err);
    ck_assert_ptr_nonnull(final);
    /* the fully seeded four: 1–4, 3–2; the lower seed wins each match */
    add_result(final, 1, "p1", "p4", "0-1");
    add_result(final, 1, "p3", "p2", "1-0");
    add_result(final, 2, "p4", "p3", "1-0");
    ck_assert_int_eq(pairing_event_validate(final, &err), PAIRING_OK);
    pairing_standings *fst = rank(final);
    pairing_overall *ov = pairing_overall_new(&err);
    ck_assert_int_eq(pairing_overall_add(ov, final, fst, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_overall_add(ov, group, gst, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_overall_count(ov), 6);
    ck_assert_int_eq(pairing_overall_place_of(ov, "p4"), 1);
    ck_assert_int_eq(pairing_overall_place_of(ov, "p3"), 2);
    ck_assert_int_eq(pairing_overall_place_of(ov, "p5"), 5);
    ck_assert_int_eq(pairing_overall_place_of(ov, "p6"), 6);
    ck_assert_int_eq(pairing_overall_row(ov, 4).stage, 1);
    pairing_overall_free(ov);
    pairing_standings_free(fst);
    pairing_event_free(final);
    pairing_qualifiers_free(q);
    pairing_standings_free(gst);
    pairing_event_free(group);
}
END_TEST

/* 003 §五(五)2 from the overall places: the best three of each club summed. */
START_TEST(test_team_ranking_from_overall_places)
{
    pairing_event *all = make_numbered_event(PAIRING_SYSTEM_SWISS, 7);
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(all, &err), PAIRING_OK);
    /* overall places 1..7 to players 1..7; clubs X: 1, 4, 6  Y: 2, 3, 7  Z: 5 */
    int places[7] = {1, 2, 3, 4, 5, 6, 7};
    const char *team_of[7] = {"X", "Y", "Y", "X", "Z", "X", "Y"};
    pairing_members_options mo;
    pairing_members_defaults(&mo);
    mo.method = PAIRING_SUM_RANKS;
    mo.count = 3;
    pairing_members_total *t =
        pairing_members_total_new(all, NULL, places, team_of, &mo, &err);
    ck_assert_msg(t != NULL, "%s", err.text);
    pairing_team_total x = pairing_members_total_team(t, 0);
    pairing_team_total y = pairing_members_total_team(t, 1);
    ck_assert_str_eq(x.team, "X"); /* 1 + 4 + 6 = 11, best member 1st */
    ck_assert_int_eq(x.sum, 11);
    ck_assert_str_eq(y.team, "Y"); /* 2 + 3 + 7 = 12 */
    ck_assert_int_eq(y.sum, 12);
    ck_assert_int_eq(pairing_members_total_team(t, 2).ranked, 0); /* Z: one member */
    pairing_members_total_free(t);
    pairing_event_free(all);
}
END_TEST

Suite *stages_suite(void)
{
    Suite *s = suite_create("stages");
    TCase *tc = tcase_create("qualifiers");
    tcase_add_test(tc, test_one_group_2014_table);
    tcase_add_test(tc, test_two_groups_2014_cross_table);
    tcase_add_test(tc, test_small_group_runs_out);
    tcase_add_test(tc, test_tie_across_the_line_is_refused);
    tcase_add_test(tc, test_tie_settled_by_playoff);
    tcase_add_test(tc, test_tie_of_four_names_all);
    tcase_add_test(tc, test_tie_inside_the_qualifiers);
    tcase_add_test(tc, test_bad_qualifier_inputs);
    suite_add_tcase(s, tc);
    tc = tcase_create("groups");
    tcase_add_test(tc, test_group_event_keeps_its_games);
    tcase_add_test(tc, test_game_between_groups_names_its_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("overall");
    tcase_add_test(tc, test_overall_runs_on_from_stage_to_stage);
    tcase_add_test(tc, test_overall_skips_those_placed);
    tcase_add_test(tc, test_team_ranking_from_overall_places);
    suite_add_tcase(s, tc);
    return s;
}
