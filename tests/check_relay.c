/*
 * check_relay.c - the relay contest (擂台赛, 000 第十五条4, SPEC §10) through
 * the public header: the 3rd Jeongganjang Cup (Sensei's Library,
 * WinAndContinueTeamTournamentFormat) predicted game by game by the queue
 * rule, places by elimination, games out of turn, draws, forfeits, two teams
 * alternating and the free order.
 */
#include <stdio.h>
#include <string.h>

#include "check_team_fixtures.h"

/* A team event as the relay takes it: every member may play, orders by the
 * roster (the free lineup rule leaves the orders to the relay). */
static pairing_team_event *relay_event(void)
{
    return new_team_event(PAIRING_SYSTEM_ROUNDROBIN, PAIRING_MAX_BOARDS, 1,
                          PAIRING_LINEUP_FREE);
}

/* The 3rd Jeongganjang Cup: CHN, KOR, JPN in that team order, five players
 * each in the order the teams designated (design/teams.md §4.11 item 5). */
static pairing_team_event *jeongganjang(void)
{
    pairing_team_event *ev = relay_event();
    add_team(ev, "CHN", "China", 1);
    add_team(ev, "JPN", "Japan", 3); /* added out of team order on purpose */
    add_team(ev, "KOR", "Korea", 2);
    static const char *const teams[] = {"CHN", "KOR", "JPN"};
    static const char *const prefix[] = {"c", "k", "j"};
    for (int t = 0; t < 3; t++)
        for (int i = 1; i <= 5; i++) {
            char id[16];
            snprintf(id, sizeof id, "%s%d", prefix[t], i);
            add_member(ev, id, teams[t], i);
        }
    validate(ev);
    return ev;
}

/* The 14 games, winner first as Sensei's Library lists them: c2 Ye Gui,
 * c3 Xu Ying, c5 Rui Naiwei; k1 Lee Minjin, k4 Yun Yeongseon, k5 Park Jieun;
 * j1 Umezawa Yukari ... */
static const char *const cup[14][2] = {
    {"k1", "c1"}, {"j1", "k1"}, {"c2", "j1"}, {"c2", "k2"}, {"c2", "j2"},
    {"c2", "k3"}, {"c2", "j3"}, {"k4", "c2"}, {"k4", "j4"}, {"c3", "k4"},
    {"c3", "j5"}, {"k5", "c3"}, {"k5", "c4"}, {"c5", "k5"}};

static pairing_relay *new_relay(const pairing_team_event *ev, pairing_relay_order order)
{
    pairing_error err;
    pairing_relay *r = pairing_relay_new(ev, order, &err);
    ck_assert_msg(r != NULL, "%s", err.text);
    return r;
}

static int try_game(pairing_relay *r, int game, const char *first, const char *second,
                    const char *token, const char *winner, long line, pairing_error *err)
{
    pairing_relay_game g = {game, first, second, PAIRING_PENDING, winner, line};
    ck_assert_int_eq(pairing_outcome_parse(token, &g.outcome), PAIRING_OK);
    return pairing_relay_add_game(r, &g, err);
}

/* The winner moved first in half the games, so that either colour is read. */
static void play_won(pairing_relay *r, int game, const char *winner, const char *loser)
{
    pairing_error err;
    int rc = game % 2 ? try_game(r, game, winner, loser, "1-0", NULL, game + 1, &err)
                      : try_game(r, game, loser, winner, "0-1", NULL, game + 1, &err);
    ck_assert_msg(rc == PAIRING_OK, "game %d: %s", game, err.text);
}

static int member(const pairing_team_event *ev, const char *id)
{
    return pairing_event_find(pairing_team_event_members(ev), id);
}

static const char *id_of(const pairing_team_event *ev, int m)
{
    return m < 0 ? "(choice)" : pairing_event_id(pairing_team_event_members(ev), m);
}

START_TEST(test_jeongganjang_cup_every_game_predicted)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    ck_assert_int_eq(pairing_relay_team_at(r, 0), team_index(ev, "CHN"));
    ck_assert_int_eq(pairing_relay_team_at(r, 1), team_index(ev, "KOR"));
    ck_assert_int_eq(pairing_relay_team_at(r, 2), team_index(ev, "JPN"));
    for (int g = 0; g < 14; g++) {
        /* the queue rule names both players of every game before it is played */
        pairing_relay_turn t = pairing_relay_next(r);
        EXPECT_EQ(t.game, g + 1);
        int a = member(ev, cup[g][0]), b = member(ev, cup[g][1]);
        EXPECT((t.holder == a && t.challenger == b) ||
                   (t.holder == b && t.challenger == a),
               "game %d: due %s v %s, played %s v %s", g + 1, id_of(ev, t.holder),
               id_of(ev, t.challenger), cup[g][0], cup[g][1]);
        EXPECT_EQ(t.first, -1); /* colours by lot */
        play_won(r, g + 1, cup[g][0], cup[g][1]);
    }
    ck_assert(pairing_relay_finished(r));
    ck_assert_int_eq(pairing_relay_games_played(r), 14);
    ck_assert_int_eq(pairing_relay_next(r).game, 0);
    ck_assert_int_eq(pairing_relay_queue_length(r), 0);
    pairing_relay_place chn = pairing_relay_place_of(r, team_index(ev, "CHN"));
    pairing_relay_place kor = pairing_relay_place_of(r, team_index(ev, "KOR"));
    pairing_relay_place jpn = pairing_relay_place_of(r, team_index(ev, "JPN"));
    ck_assert_int_eq(chn.place, 1);
    ck_assert_int_eq(chn.eliminated_in, 0);
    ck_assert_int_eq(kor.place, 2);
    ck_assert_int_eq(kor.eliminated_in, 14);
    ck_assert_int_eq(jpn.place, 3);
    ck_assert_int_eq(jpn.eliminated_in, 11);
    pairing_relay_record ye = pairing_relay_member(r, member(ev, "c2"));
    ck_assert_int_eq(ye.wins, 5);
    ck_assert_int_eq(ye.longest_streak, 5);
    ck_assert_int_eq(ye.played, 6);
    ck_assert_int_eq(ye.lost_in, 8);
    pairing_relay_record park = pairing_relay_member(r, member(ev, "k5"));
    ck_assert_int_eq(park.wins, 2);
    ck_assert_int_eq(park.lost_in, 14);
    /* China is left with Rui Naiwei alone */
    int chn_index = team_index(ev, "CHN");
    ck_assert_int_eq(pairing_relay_roster_size(r, chn_index), 5);
    for (int i = 0; i < 5; i++) {
        int m = pairing_relay_roster_member(r, chn_index, i);
        EXPECT_EQ(pairing_relay_member(r, m).lost_in == 0, i == 4);
    }
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_the_queue_after_each_loss)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    /* before game 1: team 1 on the stage, teams 2 and 3 waiting */
    pairing_relay_turn t = pairing_relay_next(r);
    ck_assert_int_eq(t.holder, member(ev, "c1"));
    ck_assert_int_eq(t.run, 0);
    ck_assert_int_eq(t.challenger, member(ev, "k1"));
    ck_assert_int_eq(pairing_relay_queue_length(r), 2);
    ck_assert_int_eq(pairing_relay_queue_team(r, 0), team_index(ev, "KOR"));
    play_won(r, 1, "k1", "c1");
    /* KOR sent the challenger and won; CHN lost and waits at the back */
    ck_assert_int_eq(pairing_relay_queue_length(r), 2);
    ck_assert_int_eq(pairing_relay_queue_team(r, 0), team_index(ev, "JPN"));
    ck_assert_int_eq(pairing_relay_queue_team(r, 1), team_index(ev, "CHN"));
    t = pairing_relay_next(r);
    ck_assert_int_eq(t.holder, member(ev, "k1"));
    ck_assert_int_eq(t.holder_team, team_index(ev, "KOR"));
    ck_assert_int_eq(t.run, 1);
    ck_assert_int_eq(t.challenger, member(ev, "j1"));
    for (int g = 1; g < 7; g++)
        play_won(r, g + 1, cup[g][0], cup[g][1]);
    t = pairing_relay_next(r); /* Ye Gui has won 5 running */
    ck_assert_int_eq(t.holder, member(ev, "c2"));
    ck_assert_int_eq(t.run, 5);
    ck_assert_int_eq(t.challenger, member(ev, "k4"));
    pairing_relay_place jpn = pairing_relay_place_of(r, team_index(ev, "JPN"));
    ck_assert_int_eq(jpn.place, 0); /* not decided yet */
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_out_of_turn_is_refused_with_who_was_due)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    play_won(r, 1, "k1", "c1");
    play_won(r, 2, "j1", "k1");
    pairing_error err;
    /* Xu Ying before Ye Gui: out of China's order */
    ck_assert_int_eq(try_game(r, 3, "c3", "j1", "1-0", NULL, 42, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(err.line, 42);
    ck_assert_int_eq(err.source, PAIRING_SOURCE_RESULTS);
    ck_assert_str_eq(err.text, "game 3 is out of turn: c3 v j1, where j1 (JPN, on the "
                               "stage with 1 win) and c2 (CHN) were due");
    /* the loser of game 1 again */
    ck_assert_int_eq(try_game(r, 3, "c1", "j1", "1-0", NULL, 43, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(
        err.text,
        "game 3: 'c1' lost game 1 and is out (a player who loses plays no more)");
    /* Korea is not at the front of the queue */
    ck_assert_int_eq(try_game(r, 3, "k2", "j1", "1-0", NULL, 44, &err), PAIRING_ERR_DATA);
    ck_assert_ptr_nonnull(strstr(err.text, "out of turn"));
    /* the holder left out */
    ck_assert_int_eq(try_game(r, 3, "c2", "k2", "1-0", NULL, 45, &err), PAIRING_ERR_DATA);
    /* a game number out of order */
    ck_assert_int_eq(try_game(r, 4, "c2", "j1", "1-0", NULL, 46, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "game 4 where game 3 was due (the games run in order)");
    ck_assert_int_eq(try_game(r, 3, "c2", "zz", "1-0", NULL, 47, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "no member 'zz'");
    /* nothing of the refused rows was played */
    ck_assert_int_eq(pairing_relay_games_played(r), 2);
    pairing_relay_turn t = pairing_relay_next(r);
    ck_assert_int_eq(t.game, 3);
    ck_assert_int_eq(t.challenger, member(ev, "c2"));
    play_won(r, 3, "c2", "j1");
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_a_draw_needs_its_winner)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    pairing_error err;
    ck_assert_int_eq(try_game(r, 1, "c1", "k1", "=", NULL, 2, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(
        err.text,
        "game 1 is drawn: the winner column names who went on (playoff or lot)");
    ck_assert_int_eq(try_game(r, 1, "c1", "k1", "=", "j1", 2, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(try_game(r, 1, "c1", "k1", "1-0", "k1", 2, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "game 1: the result says c1 won, the winner column k1");
    /* the playoff sent Korea's player on: named by his team */
    ck_assert_int_eq(try_game(r, 1, "c1", "k1", "=", "KOR", 2, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_relay_member(r, member(ev, "c1")).lost_in, 1);
    ck_assert_int_eq(pairing_relay_member(r, member(ev, "k1")).wins, 1);
    /* or by his id */
    ck_assert_int_eq(try_game(r, 2, "j1", "k1", "=", "j1", 3, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_relay_next(r).holder, member(ev, "j1"));
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_a_forfeit_eliminates_the_forfeiting_player)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    pairing_error err;
    ck_assert_int_eq(try_game(r, 1, "c1", "k1", "+-", NULL, 2, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_relay_member(r, member(ev, "k1")).lost_in, 1);
    ck_assert_int_eq(try_game(r, 2, "j1", "c1", "+-", NULL, 3, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_relay_member(r, member(ev, "c1")).lost_in, 2);
    ck_assert_int_eq(pairing_relay_next(r).holder, member(ev, "j1"));
    /* a double forfeit or a bye is no relay game */
    ck_assert_int_eq(try_game(r, 3, "j1", "k2", "--", NULL, 4, &err), PAIRING_ERR_DATA);
    ck_assert_int_eq(try_game(r, 3, "j1", "", "+-", NULL, 4, &err), PAIRING_ERR_DATA);
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

/* Two teams of three: A1 v B1, then each loser's team sends the next. */
START_TEST(test_two_teams_alternate)
{
    pairing_team_event *ev = relay_event();
    add_team(ev, "A", "甲", 1);
    add_team(ev, "B", "乙", 2);
    add_members(ev, "A", 3);
    add_members(ev, "B", 3);
    validate(ev);
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    const char *games[][2] = {
        {"A1", "B1"}, {"B2", "A1"}, {"B2", "A2"}, {"A3", "B2"}, {"B3", "A3"}};
    const char *challenger_team[] = {"B", "B", "A", "A", "B"};
    for (int g = 0; g < 5; g++) {
        pairing_relay_turn t = pairing_relay_next(r);
        EXPECT_EQ(t.challenger_team, team_index(ev, challenger_team[g]));
        EXPECT_EQ(pairing_relay_queue_length(r), 1);
        play_won(r, g + 1, games[g][0], games[g][1]);
    }
    ck_assert(pairing_relay_finished(r));
    ck_assert_int_eq(pairing_relay_place_of(r, team_index(ev, "B")).place, 1);
    pairing_relay_place a = pairing_relay_place_of(r, team_index(ev, "A"));
    ck_assert_int_eq(a.place, 2);
    ck_assert_int_eq(a.eliminated_in, 5);
    pairing_error err;
    ck_assert_int_eq(try_game(r, 6, "B3", "A1", "1-0", NULL, 9, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text, "game 6: the relay is over, B has won");
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_free_order_takes_any_member_not_yet_on)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FREE);
    pairing_relay_turn t = pairing_relay_next(r);
    ck_assert_int_eq(t.holder, -1); /* China chooses */
    ck_assert_int_eq(t.holder_team, team_index(ev, "CHN"));
    ck_assert_int_eq(t.challenger, -1);
    ck_assert_int_eq(t.challenger_team, team_index(ev, "KOR"));
    play_won(r, 1, "k3", "c5");
    play_won(r, 2, "j2", "k3");
    t = pairing_relay_next(r);
    ck_assert_int_eq(t.holder, member(ev, "j2"));
    ck_assert_int_eq(t.challenger, -1);
    ck_assert_int_eq(t.challenger_team, team_index(ev, "CHN"));
    pairing_error err;
    /* still from the team at the front, and never a player out */
    ck_assert_int_eq(try_game(r, 3, "k1", "j2", "1-0", NULL, 4, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text,
                     "game 3 is out of turn: k1 v j2, where j2 (JPN, on the "
                     "stage with 1 win) and a member of CHN not yet on were due");
    ck_assert_int_eq(try_game(r, 3, "c5", "j2", "1-0", NULL, 4, &err), PAIRING_ERR_DATA);
    play_won(r, 3, "c3", "j2"); /* Xu Ying ahead of Ye Gui: the free order allows it */
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_a_game_set_but_not_played)
{
    pairing_team_event *ev = jeongganjang();
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FIXED);
    play_won(r, 1, "k1", "c1");
    pairing_error err;
    /* game 2 written down with its colours, no result yet */
    ck_assert_int_eq(try_game(r, 2, "j1", "k1", "", NULL, 3, &err), PAIRING_OK);
    ck_assert_int_eq(pairing_relay_games_played(r), 1);
    pairing_relay_turn t = pairing_relay_next(r);
    ck_assert_int_eq(t.game, 2);
    ck_assert_int_eq(t.recorded, 1);
    ck_assert_int_eq(t.first, member(ev, "j1"));
    ck_assert_int_eq(t.holder, member(ev, "k1"));
    ck_assert_int_eq(t.challenger, member(ev, "j1"));
    ck_assert_int_eq(try_game(r, 3, "c2", "j1", "1-0", NULL, 4, &err), PAIRING_ERR_DATA);
    ck_assert_str_eq(err.text,
                     "game 2 came before with no result: only the last game may "
                     "wait for its result");
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

START_TEST(test_relay_refuses_what_it_cannot_run)
{
    pairing_error err;
    ck_assert_ptr_null(pairing_relay_new(NULL, PAIRING_RELAY_FIXED, &err));
    ck_assert_int_eq(err.code, PAIRING_ERR_INVALID);
    /* one team */
    pairing_team_event *ev = relay_event();
    add_team(ev, "A", "甲", 1);
    add_members(ev, "A", 2);
    validate(ev);
    ck_assert_ptr_null(pairing_relay_new(ev, PAIRING_RELAY_FIXED, &err));
    ck_assert_str_eq(err.text, "a relay needs two teams or more, not 1");
    pairing_team_event_free(ev);
    /* a team without a player */
    ev = relay_event();
    add_team(ev, "A", "甲", 1);
    add_team(ev, "B", "乙", 2);
    add_members(ev, "A", 2);
    validate(ev);
    ck_assert_ptr_null(pairing_relay_new(ev, PAIRING_RELAY_FIXED, &err));
    ck_assert_str_eq(err.text, "team B has no members: a relay team needs a player");
    pairing_team_event_free(ev);
    /* the fixed order needs every member's order; the free order does not */
    ev = relay_event();
    add_team(ev, "A", "甲", 1);
    add_team(ev, "B", "乙", 2);
    add_members(ev, "A", 2);
    add_member(ev, "b", "B", 0);
    validate(ev);
    ck_assert_ptr_null(pairing_relay_new(ev, PAIRING_RELAY_FIXED, &err));
    ck_assert_int_eq(err.source, PAIRING_SOURCE_ENTRANTS);
    ck_assert_ptr_nonnull(strstr(err.text, "'b' of B has no order"));
    pairing_relay *r = new_relay(ev, PAIRING_RELAY_FREE);
    play_won(r, 1, "b", "A2");
    play_won(r, 2, "A1", "b");
    ck_assert(pairing_relay_finished(r));
    ck_assert_int_eq(pairing_relay_place_of(r, team_index(ev, "A")).place, 1);
    ck_assert_int_eq(pairing_relay_place_of(r, team_index(ev, "B")).eliminated_in, 2);
    pairing_relay_free(r);
    pairing_team_event_free(ev);
}
END_TEST

Suite *relay_suite(void)
{
    Suite *s = suite_create("relay");
    TCase *tc = tcase_create("relay");
    tcase_add_test(tc, test_jeongganjang_cup_every_game_predicted);
    tcase_add_test(tc, test_the_queue_after_each_loss);
    tcase_add_test(tc, test_out_of_turn_is_refused_with_who_was_due);
    tcase_add_test(tc, test_a_draw_needs_its_winner);
    tcase_add_test(tc, test_a_forfeit_eliminates_the_forfeiting_player);
    tcase_add_test(tc, test_two_teams_alternate);
    tcase_add_test(tc, test_free_order_takes_any_member_not_yet_on);
    tcase_add_test(tc, test_a_game_set_but_not_played);
    tcase_add_test(tc, test_relay_refuses_what_it_cannot_run);
    suite_add_tcase(s, tc);
    return s;
}
