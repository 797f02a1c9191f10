/*
 * oom.c - every allocation the library makes may fail, and each failure must come
 * back as PAIRING_ERR_NOMEM with everything freed: no crash, no other error, no
 * silent success (a check skipped for want of memory would pass a round
 * unchecked), no leak.  Linked with
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free, so the library's own calls
 * come here: a scenario runs once to count its allocations, then once for each of them
 * with that one failing, and the blocks still live at the end must be none.
 *
 * The scenarios drive every system through the public header: a Qiu and a plain
 * Swiss event paired round by round (with explanations, verify and check) and
 * ranked under every unplayed-game policy, a knockout with clubs, lots and every
 * placement match (seeded as by default, and fully seeded), a double round
 * robin with a withdrawal, a team event, and teams ranked from an individual
 * event.
 *
 * usage: oom   (prints one line per scenario; exit 1 on the first problem)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairing.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *ptr, size_t size);
void __real_free(void *ptr);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *ptr, size_t size);
void __wrap_free(void *ptr);

/* The test's own bookkeeping (the library has no global state of its own). */
static long allocations; /* attempts so far in this run */
static long fail_at;     /* the attempt that fails, 0 = none */
static long live;        /* blocks allocated and not yet freed */

static int attempt_fails(void)
{
    return ++allocations == fail_at;
}

void *__wrap_malloc(size_t size)
{
    void *p = attempt_fails() ? NULL : __real_malloc(size);
    live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t count, size_t size)
{
    void *p = attempt_fails() ? NULL : __real_calloc(count, size);
    live += p != NULL;
    return p;
}

void *__wrap_realloc(void *ptr, size_t size)
{
    void *p = attempt_fails() ? NULL : __real_realloc(ptr, size);
    live += ptr == NULL && p != NULL;
    return p;
}

void __wrap_free(void *ptr)
{
    live -= ptr != NULL;
    __real_free(ptr);
}

/* ---- building events ---- */

static pairing_event *field(pairing_system system, int n, int withdrawn_player,
                            pairing_error *err)
{
    pairing_event *ev = pairing_event_new(system, err);
    for (int i = 0; ev && i < n; i++) {
        char id[16], name[32];
        snprintf(id, sizeof id, "p%02d", i + 1);
        snprintf(name, sizeof name, "棋手 %d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = name;
        e.rating = 2000 - 10 * i;
        e.club = i % 3 ? "东" : "西";
        if (i == withdrawn_player)
            e.withdrawn = 2;
        if (pairing_event_add_entrant(ev, &e, err)) {
            pairing_event_free(ev);
            return NULL;
        }
    }
    return ev;
}

static int add_row(pairing_event *ev, int round, int first, int second,
                   pairing_outcome outcome, int winner, pairing_error *err)
{
    pairing_result r;
    memset(&r, 0, sizeof r);
    r.round = round;
    r.first = pairing_event_id(ev, first);
    r.second = second >= 0 ? pairing_event_id(ev, second) : NULL;
    r.outcome = outcome;
    r.winner = winner >= 0 ? pairing_event_id(ev, winner) : NULL;
    r.line = round;
    return pairing_event_add_result(ev, &r, err);
}

/* A spread of results: wins, draws and a forfeit, by board. */
static pairing_outcome outcome_on(int board)
{
    static const pairing_outcome spread[] = {PAIRING_FIRST_WINS, PAIRING_DRAW,
                                             PAIRING_SECOND_WINS,
                                             PAIRING_FORFEIT_FIRST_WINS};
    return spread[board % 4];
}

static int rank_every_way(const pairing_event *ev, const char *tiebreaks,
                          pairing_error *err)
{
    static const pairing_unplayed policies[] = {
        PAIRING_UNPLAYED_FIDE2023, PAIRING_UNPLAYED_FIDE2026, PAIRING_UNPLAYED_FIDE2009};
    for (int i = 0; i < 3; i++) {
        pairing_standings_options o;
        pairing_standings_defaults(&o);
        o.tiebreaks = tiebreaks;
        o.unplayed = policies[i];
        pairing_standings *st = pairing_standings_new(ev, &o, err);
        if (!st)
            return err->code;
        pairing_standings_free(st);
    }
    return PAIRING_OK;
}

/* ---- the scenarios: each returns PAIRING_OK or the code of the first failure ---- */

static int record_swiss_round(pairing_event *ev, const pairing_round *r,
                              pairing_error *err)
{
    int round = pairing_round_number(r), rc = PAIRING_OK;
    for (int b = 0; b < pairing_round_games(r) && !rc; b++) {
        pairing_game g = pairing_round_game(r, b);
        rc = add_row(ev, round, g.first, g.second, outcome_on(b), -1, err);
    }
    for (int i = 0; i < pairing_round_byes(r) && !rc; i++)
        rc = add_row(ev, round, pairing_round_bye(r, i), -1, PAIRING_BYE, -1, err);
    return rc;
}

/* A report on a round the library paired itself must find nothing wrong: one
 * that does (or one lost to a failed allocation) is a wrong answer. */
static int report_clean(pairing_report *report, pairing_error *err)
{
    int rc = !report ? err->code : pairing_report_problems(report) ? -1 : PAIRING_OK;
    if (rc == -1)
        snprintf(err->text, sizeof err->text, "the report finds: %s",
                 pairing_report_problem(report, 0));
    pairing_report_free(report);
    return rc;
}

static int play_swiss(pairing_event *ev, const pairing_swiss_options *o, int rounds,
                      pairing_error *err)
{
    int rc = PAIRING_OK;
    for (int round = 1; round <= rounds && !rc; round++) {
        if ((rc = pairing_event_validate(ev, err)))
            break;
        pairing_round *r = pairing_swiss_pair(ev, o, err);
        if (!r)
            return err->code;
        rc = report_clean(pairing_swiss_verify(ev, o, r, 1, err), err);
        if (!rc)
            rc = record_swiss_round(ev, r, err);
        pairing_round_free(r);
        if (!rc && !(rc = pairing_event_validate(ev, err)))
            rc = report_clean(pairing_swiss_check(ev, o, err), err);
        pairing_round *back = rc ? NULL : pairing_swiss_recorded(ev, o, err);
        if (!rc && !back)
            rc = err->code;
        pairing_round_free(back);
        /* the event as it stood a round ago, as the players' site copies it */
        pairing_event *cut = rc ? NULL : pairing_event_through_round(ev, round - 1, err);
        if (!rc && !cut)
            rc = err->code;
        pairing_event_free(cut);
    }
    return rc;
}

static int swiss_scenario(pairing_system system, pairing_error *err)
{
    pairing_event *ev = field(system, 9, 4, err);
    if (!ev)
        return err->code;
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = system == PAIRING_SYSTEM_QIU ? 0 : 4;
    o.explain = 1;
    int rc = play_swiss(ev, &o, system == PAIRING_SYSTEM_QIU ? 3 : 4, err);
    if (!rc)
        rc = rank_every_way(ev, NULL, err);
    if (!rc)
        rc = rank_every_way(ev, "BH,BH/C1,BH/M1,SB,SB/C1,PS,PS/C1,WIN,WON,ARO,DE", err);
    pairing_event_free(ev);
    return rc;
}

static int qiu_scenario(pairing_error *err)
{
    return swiss_scenario(PAIRING_SYSTEM_QIU, err);
}

static int plain_swiss_scenario(pairing_error *err)
{
    return swiss_scenario(PAIRING_SYSTEM_SWISS, err);
}

/* The Dutch system (SPEC §15): a forbidden pair and an accelerated round,
 * each round paired, recorded, checked (paired again) and shown as recorded,
 * then ranked by its default tiebreaks. */
static int dutch_scenario(pairing_error *err)
{
    pairing_event *ev = field(PAIRING_SYSTEM_DUTCH, 9, 4, err);
    if (!ev)
        return err->code;
    pairing_swiss_options o;
    pairing_swiss_defaults(&o);
    o.rounds = 4;
    o.initial_colour = PAIRING_INITIAL_COLOUR_FIRST;
    o.explain = 1;
    int rc = pairing_event_forbid_pair(ev, 0, 5, err);
    for (int p = 0; p < 4 && !rc; p++)
        rc = pairing_event_set_acceleration(ev, p, 1, 2, err);
    for (int round = 1; round <= o.rounds && !rc; round++) {
        pairing_round *r = NULL;
        if (!(rc = pairing_event_validate(ev, err)) &&
            !(r = pairing_swiss_pair(ev, &o, err)))
            rc = err->code;
        if (!rc)
            rc = record_swiss_round(ev, r, err);
        pairing_round_free(r);
        if (!rc && !(rc = pairing_event_validate(ev, err)))
            rc = report_clean(pairing_swiss_check(ev, &o, err), err);
        pairing_round *back = rc ? NULL : pairing_swiss_recorded(ev, &o, err);
        if (!rc && !back)
            rc = err->code;
        pairing_round_free(back);
    }
    if (!rc)
        rc = rank_every_way(ev, NULL, err);
    pairing_event_free(ev);
    return rc;
}

static pairing_knockout *knockout_draw(const pairing_event *ev, int seeds,
                                       pairing_error *err)
{
    pairing_knockout_options o;
    pairing_knockout_defaults(&o);
    o.seeds = seeds;
    o.separate_clubs = 1;
    o.lot_levels = 1;
    o.placement = PAIRING_PLACEMENT_ALL;
    return pairing_knockout_new(ev, &o, err);
}

static int knockout_played(int seeds, pairing_error *err)
{
    pairing_event *ev = field(PAIRING_SYSTEM_KNOCKOUT, 11, -1, err);
    if (!ev)
        return err->code;
    pairing_event_set_lots(ev, 7);
    int rc = pairing_event_validate(ev, err);
    pairing_knockout *k = rc ? NULL : knockout_draw(ev, seeds, err);
    if (!rc && !k)
        rc = err->code;
    for (int i = 0; k && !rc && i < pairing_knockout_matches(k, 1); i++) {
        pairing_match m = pairing_knockout_match(k, 1, i);
        if (m.state == PAIRING_MATCH_READY) /* drawn, the second goes through */
            rc = add_row(ev, 1, m.first, m.second, PAIRING_DRAW, m.second, err);
    }
    pairing_knockout_free(k);
    k = NULL;
    if (!rc && !(rc = pairing_event_validate(ev, err))) {
        k = knockout_draw(ev, seeds, err);
        rc = k ? PAIRING_OK : err->code;
    }
    pairing_knockout_free(k);
    if (!rc)
        rc = rank_every_way(ev, NULL, err);
    pairing_event_free(ev);
    return rc;
}

static int knockout_scenario(pairing_error *err)
{
    return knockout_played(PAIRING_SEEDS_DEFAULT, err);
}

/* SPEC §11: the notes that no lot or club separation moved a seed allocate too. */
static int full_seeds_scenario(pairing_error *err)
{
    return knockout_played(PAIRING_SEEDS_ALL, err);
}

static int roundrobin_scenario(pairing_error *err)
{
    pairing_event *ev = field(PAIRING_SYSTEM_ROUNDROBIN, 7, 3, err);
    if (!ev)
        return err->code;
    int rc = pairing_event_validate(ev, err);
    pairing_schedule *s = rc ? NULL : pairing_roundrobin_new(ev, 2, err);
    if (!rc && !s)
        rc = err->code;
    for (int round = 1; s && !rc && round <= 4; round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        for (int b = 0; b < pairing_round_games(r) && !rc; b++) {
            pairing_game g = pairing_round_game(r, b);
            int absent = round > 2 && (g.first == 3 || g.second == 3);
            pairing_outcome how = absent ? (g.first == 3 ? PAIRING_FORFEIT_SECOND_WINS
                                                         : PAIRING_FORFEIT_FIRST_WINS)
                                         : outcome_on(b);
            rc = add_row(ev, round, g.first, g.second, how, -1, err);
        }
    }
    pairing_schedule_free(s);
    for (int policy = 0; !rc && policy < 2; policy++) {
        if ((rc = pairing_event_validate(ev, err)))
            break;
        pairing_standings_options o;
        pairing_standings_defaults(&o);
        o.cycles = 2;
        o.withdrawal =
            policy ? PAIRING_WITHDRAWAL_KEEP : PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF;
        o.tiebreaks = "SB,WIN,DE,BH";
        pairing_standings *st = pairing_standings_new(ev, &o, err);
        rc = st ? PAIRING_OK : err->code;
        pairing_standings_free(st);
    }
    pairing_event_free(ev);
    return rc;
}

/* Teams from individual results (队员总分制): a round robin of nine in three
 * clubs, one withdrawn, its teams ranked by places (padded or not, from the
 * standings or given) and by points. */
static int rank_members(const pairing_event *ev, const pairing_standings *st,
                        const int *places, const char *const *team_of,
                        pairing_members_method method, int count, int pad,
                        pairing_error *err)
{
    pairing_members_options o;
    pairing_members_defaults(&o);
    o.method = method;
    o.count = count;
    o.pad_last = pad;
    pairing_members_total *t =
        pairing_members_total_new(ev, st, places, team_of, &o, err);
    int rc = t ? PAIRING_OK : err->code;
    pairing_members_total_free(t);
    return rc;
}

static int members_total_scenario(pairing_error *err)
{
    pairing_event *ev = field(PAIRING_SYSTEM_ROUNDROBIN, 9, 4, err);
    if (!ev)
        return err->code;
    int rc = pairing_event_validate(ev, err);
    pairing_schedule *s = rc ? NULL : pairing_roundrobin_new(ev, 1, err);
    if (!rc && !s)
        rc = err->code;
    for (int round = 1; s && !rc && round <= 2; round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        for (int b = 0; b < pairing_round_games(r) && !rc; b++) {
            pairing_game g = pairing_round_game(r, b);
            rc = add_row(ev, round, g.first, g.second, outcome_on(b), -1, err);
        }
    }
    pairing_schedule_free(s);
    pairing_standings *st = NULL;
    if (!rc && !(rc = pairing_event_validate(ev, err)) &&
        !(st = pairing_standings_new(ev, NULL, err)))
        rc = err->code;
    static const char *const team_of[9] = {"东", "西", "南", "东", "西",
                                           "南", "东", NULL, "西"};
    static const int places[9] = {3, 1, 2, 5, 4, 6, 7, 0, 8};
    if (!rc)
        rc = rank_members(ev, st, NULL, team_of, PAIRING_SUM_RANKS, 3, 0, err);
    if (!rc)
        rc = rank_members(ev, st, NULL, team_of, PAIRING_SUM_RANKS, 3, 1, err);
    if (!rc)
        rc = rank_members(ev, NULL, places, team_of, PAIRING_SUM_RANKS, 2, 0, err);
    if (!rc)
        rc = rank_members(ev, st, places, team_of, PAIRING_SUM_POINTS, 0, 0, err);
    pairing_standings_free(st);
    pairing_event_free(ev);
    return rc;
}

/* Groups (SPEC §11): 11 players in two clubs split into 3 groups by lot, the
 * club-mates spread by swaps inside each band. */
static int groups_scenario(pairing_error *err)
{
    pairing_event *ev = field(PAIRING_SYSTEM_SWISS, 11, -1, err);
    if (!ev)
        return err->code;
    int rc = pairing_event_validate(ev, err), group_of[11];
    pairing_groups_options o;
    pairing_groups_defaults(&o);
    o.groups = 3;
    o.draw_lots = 1;
    o.lot_seed = 7;
    o.separate_clubs = 1;
    if (!rc)
        rc = pairing_groups_split(ev, &o, group_of, err);
    pairing_event_free(ev);
    return rc;
}

/* An event in stages (SPEC §11): two groups of a 12-player Swiss cut out of
 * the field with a game of each played, ranked; the top four (A1, B1, A2, B2)
 * drawn fully seeded into a final played out; the overall ranking of the
 * final and then group A. */
static int play_final(pairing_event *final, pairing_error *err)
{
    pairing_knockout_options ko;
    pairing_knockout_defaults(&ko);
    ko.seeds = PAIRING_SEEDS_ALL;
    int rc = pairing_event_validate(final, err);
    for (int round = 1; !rc && round <= 2; round++) {
        pairing_knockout *k = pairing_knockout_new(final, &ko, err);
        if (!k)
            return err->code;
        for (int i = 0; !rc && i < pairing_knockout_matches(k, round); i++) {
            pairing_match m = pairing_knockout_match(k, round, i);
            if (m.state == PAIRING_MATCH_READY)
                rc = add_row(final, round, m.first, m.second, PAIRING_SECOND_WINS, -1,
                             err);
        }
        pairing_knockout_free(k);
        if (!rc)
            rc = pairing_event_validate(final, err);
    }
    return rc;
}

static int rank_overall(pairing_event *final, pairing_event *group, pairing_error *err)
{
    pairing_overall *ov = pairing_overall_new(err);
    pairing_standings *fst = ov ? pairing_standings_new(final, NULL, err) : NULL;
    pairing_standings *gst = fst ? pairing_standings_new(group, NULL, err) : NULL;
    int rc = gst ? PAIRING_OK : err->code;
    if (!rc)
        rc = pairing_overall_add(ov, final, fst, err);
    if (!rc)
        rc = pairing_overall_add(ov, group, gst, err);
    pairing_standings_free(gst);
    pairing_standings_free(fst);
    pairing_overall_free(ov);
    return rc;
}

static int stages_scenario(pairing_error *err)
{
    pairing_event *field_ev = field(PAIRING_SYSTEM_SWISS, 12, -1, err);
    pairing_event *g[2] = {NULL, NULL}, *final = NULL;
    pairing_standings *st[2] = {NULL, NULL};
    pairing_qualifiers *q = NULL;
    int rc = field_ev ? pairing_event_validate(field_ev, err) : err->code;
    int group_of[12] = {0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0};
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    so.rounds = 3;
    for (int k = 0; !rc && k < 2; k++) {
        g[k] = pairing_event_group(field_ev, group_of, k, err);
        rc = g[k] ? play_swiss(g[k], &so, 1, err) : err->code;
        if (!rc && !(st[k] = pairing_standings_new(g[k], NULL, err)))
            rc = err->code;
    }
    pairing_qualifiers_options qo = {.advance = 4};
    if (!rc &&
        !(q = pairing_qualifiers_new((const pairing_event *const *)g,
                                     (const pairing_standings *const *)st, 2, &qo, err)))
        rc = err->code;
    if (!rc && !(final = pairing_qualifiers_event(q, PAIRING_SYSTEM_KNOCKOUT, err)))
        rc = err->code;
    if (!rc)
        rc = play_final(final, err);
    if (!rc)
        rc = rank_overall(final, g[0], err);
    pairing_event_free(final);
    pairing_qualifiers_free(q);
    for (int k = 0; k < 2; k++) {
        pairing_standings_free(st[k]);
        pairing_event_free(g[k]);
    }
    pairing_event_free(field_ev);
    return rc;
}

/* ---- the runner ---- */

/* Seven teams of three members and a reserve, in the Qiu system: two rounds
 * paired on the team-level event, expanded into boards, played board by board,
 * and validated again each time. */
static int play_team_round(pairing_team_event *ev, const pairing_round *r, int round,
                           pairing_error *err)
{
    pairing_team_round *tr = pairing_team_round_new(ev, r, err);
    if (!tr)
        return err->code;
    const pairing_event *teams = pairing_team_event_teams(ev);
    const pairing_event *members = pairing_team_event_members(ev);
    int rc = PAIRING_OK;
    for (int m = 0; m < pairing_team_round_matches(tr) && !rc; m++) {
        pairing_team_match match = pairing_team_round_match(tr, m);
        const char *a = pairing_event_id(teams, match.first_team);
        if (match.second_team < 0) {
            pairing_board_result bye = {round, a,    NULL,        0,    0,
                                        NULL,  NULL, PAIRING_BYE, NULL, 0};
            rc = pairing_team_event_add_result(ev, &bye, err);
            continue;
        }
        for (int i = 0; i < pairing_team_round_games(tr, m) && !rc; i++) {
            pairing_team_game g = pairing_team_round_game(tr, m, i);
            pairing_board_result row = {round,
                                        a,
                                        pairing_event_id(teams, match.second_team),
                                        g.board,
                                        g.game,
                                        pairing_event_id(members, g.first),
                                        pairing_event_id(members, g.second),
                                        (g.board + m) % 3 ? PAIRING_FIRST_WINS
                                                          : PAIRING_DRAW,
                                        NULL,
                                        0};
            rc = pairing_team_event_add_result(ev, &row, err);
        }
    }
    pairing_team_round_free(tr);
    return rc;
}

/* What a team event's table and checker take: the standings by the 2014
 * defaults and by the rules' preset, the board records, the last round
 * checked. */
static int rank_and_check_teams(const pairing_team_event *ev,
                                const pairing_swiss_options *so, pairing_error *err)
{
    static const char *const lists[] = {NULL, "rules"};
    for (int i = 0; i < 2; i++) {
        pairing_standings_options o;
        pairing_standings_defaults(&o);
        o.tiebreaks = lists[i];
        pairing_standings *st = pairing_team_standings_new(ev, &o, err);
        if (!st)
            return err->code;
        pairing_standings_free(st);
    }
    pairing_board_record records[7 * 4 * 3];
    int rc = pairing_team_event_board_records(ev, 0, records, err);
    if (rc)
        return rc;
    pairing_report *rep = pairing_team_check(ev, so, err);
    if (!rep)
        return err->code;
    pairing_report_free(rep);
    return PAIRING_OK;
}

/* Teams T1..Tn of three boards, four members each (a reserve), unvalidated. */
static pairing_team_event *new_team_field(pairing_system system, int n,
                                          pairing_error *err)
{
    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = 3;
    pairing_team_event *ev = pairing_team_event_new(system, &o, err);
    if (!ev)
        return NULL;
    int rc = PAIRING_OK;
    char id[16], name[32];
    for (int t = 0; t < n && !rc; t++) {
        snprintf(id, sizeof id, "T%d", t + 1);
        pairing_team team = {
            id, id, t % 2 ? "北" : NULL, PAIRING_UNRATED, 0, PAIRING_ACTIVE, t + 2};
        rc = pairing_team_event_add_team(ev, &team, err);
        for (int k = 1; k <= 4 && !rc; k++) {
            pairing_member m;
            pairing_entrant_defaults(&m.player);
            snprintf(name, sizeof name, "T%d-%d", t + 1, k);
            m.player.id = m.player.name = name;
            m.player.rating = 2000 - 10 * t - k;
            m.team = id;
            m.order = k;
            rc = pairing_team_event_add_member(ev, &m, err);
        }
    }
    if (rc) {
        pairing_team_event_free(ev);
        return NULL;
    }
    return ev;
}

static int team_qiu_scenario(pairing_error *err)
{
    pairing_team_event *ev = new_team_field(PAIRING_SYSTEM_QIU, 7, err);
    if (!ev)
        return err->code;
    int rc = PAIRING_OK;
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    for (int round = 1; round <= 2 && !rc; round++) {
        if ((rc = pairing_team_event_validate(ev, err)))
            break;
        pairing_round *r = pairing_swiss_pair(pairing_team_event_teams(ev), &so, err);
        if (!r) {
            rc = err->code;
            break;
        }
        rc = play_team_round(ev, r, round, err);
        pairing_round_free(r);
    }
    if (!rc)
        rc = pairing_team_event_validate(ev, err);
    if (!rc)
        rc = rank_and_check_teams(ev, &so, err);
    pairing_team_event_free(ev);
    return rc;
}

/* Four teams in a round robin: the Berger schedule played round by round,
 * then ranked (team-sb-rate, board by board) and its last round checked. */
static int team_roundrobin_scenario(pairing_error *err)
{
    pairing_team_event *ev = new_team_field(PAIRING_SYSTEM_ROUNDROBIN, 4, err);
    if (!ev)
        return err->code;
    pairing_schedule *s = NULL;
    int rc = pairing_team_event_validate(ev, err);
    if (!rc && !(s = pairing_roundrobin_new(pairing_team_event_teams(ev), 1, err)))
        rc = err->code;
    for (int round = 1; !rc && round <= pairing_schedule_rounds(s); round++) {
        rc = play_team_round(ev, pairing_schedule_round(s, round), round, err);
        if (!rc)
            rc = pairing_team_event_validate(ev, err);
    }
    if (!rc)
        rc = rank_and_check_teams(ev, NULL, err);
    pairing_schedule_free(s);
    pairing_team_event_free(ev);
    return rc;
}

/* A Scheveningen of two teams of three: round 1 played and round 2 begun by
 * the standard table, the table checked, the score read. */
static int add_scheveningen_teams(pairing_team_event *ev, pairing_error *err)
{
    int rc = PAIRING_OK;
    char id[16];
    for (int t = 0; t < 2 && !rc; t++) {
        const char *team_id = t ? "B" : "A";
        pairing_team team = {team_id, team_id,        NULL, PAIRING_UNRATED,
                             t + 1,   PAIRING_ACTIVE, t + 2};
        rc = pairing_team_event_add_team(ev, &team, err);
        for (int k = 1; k <= 3 && !rc; k++) {
            pairing_member m;
            pairing_entrant_defaults(&m.player);
            snprintf(id, sizeof id, "%c%d", t ? 'b' : 'a', k);
            m.player.id = m.player.name = id;
            m.team = team_id;
            m.order = k;
            rc = pairing_team_event_add_member(ev, &m, err);
        }
    }
    return rc;
}

static int play_scheveningen(pairing_team_event *ev, pairing_error *err)
{
    int rc = PAIRING_OK;
    for (int round = 1; round <= 2 && !rc; round++)
        for (int board = 1; board <= 3 && !rc; board++) {
            pairing_scheveningen_game g;
            char a[16], b[16];
            rc = pairing_scheveningen_standard(3, round, board, &g);
            snprintf(a, sizeof a, "a%d", g.a);
            snprintf(b, sizeof b, "b%d", g.b);
            pairing_board_result r = {round,
                                      "A",
                                      "B",
                                      board,
                                      1,
                                      g.a_first ? a : b,
                                      g.a_first ? b : a,
                                      round == 1 ? outcome_on(board) : PAIRING_PENDING,
                                      NULL,
                                      round * 10 + board};
            if (!rc)
                rc = pairing_team_event_add_result(ev, &r, err);
        }
    return rc;
}

static int scheveningen_scenario(pairing_error *err)
{
    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = 3;
    o.lineup_rule = PAIRING_LINEUP_FREE;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_SWISS, &o, err);
    if (!ev)
        return err->code;
    pairing_scheveningen_game table[9];
    int rc = add_scheveningen_teams(ev, err), n = 0;
    if (!rc)
        rc = play_scheveningen(ev, err);
    if (!rc)
        rc = pairing_team_event_validate(ev, err);
    if (!rc)
        rc = pairing_scheveningen_teams(ev, 1, &n, err);
    for (int i = 0; i < 9 && !rc; i++)
        rc = pairing_scheveningen_standard(3, i / 3 + 1, i % 3 + 1, &table[i]);
    pairing_scheveningen *s = NULL;
    if (!rc && !(s = pairing_scheveningen_new(ev, table, 9, err)))
        rc = err->code;
    if (!rc && (pairing_scheveningen_rounds_complete(s) != 1 ||
                pairing_scheveningen_place(s, 0).team < 0))
        rc = PAIRING_ERR_INTERNAL; /* read back wrong, allocations all granted */
    pairing_scheveningen_free(s);
    pairing_team_event_free(ev);
    return rc;
}

/* A relay (擂台赛) of three teams of three, played to the end: each game the
 * one pairing_relay_next names, the challenger winning every third game, a
 * draw sent on by its winner now and then. */
static int play_relay(pairing_team_event *ev, pairing_error *err)
{
    pairing_relay *relay = pairing_relay_new(ev, PAIRING_RELAY_FIXED, err);
    if (!relay)
        return err->code;
    const pairing_event *members = pairing_team_event_members(ev);
    int rc = PAIRING_OK;
    for (int game = 1; !rc && !pairing_relay_finished(relay); game++) {
        pairing_relay_turn t = pairing_relay_next(relay);
        const char *holder = pairing_event_id(members, t.holder);
        const char *challenger = pairing_event_id(members, t.challenger);
        pairing_relay_game g = {game, holder, challenger, PAIRING_FIRST_WINS, NULL, game};
        if (game % 3 == 0)
            g.outcome = PAIRING_SECOND_WINS;
        else if (game % 4 == 0) {
            g.outcome = PAIRING_DRAW;
            g.winner = challenger;
        }
        rc = pairing_relay_add_game(relay, &g, err);
    }
    pairing_relay_free(relay);
    return rc;
}

static int relay_scenario(pairing_error *err)
{
    pairing_team_options o;
    pairing_team_defaults(&o);
    o.boards = PAIRING_MAX_BOARDS;
    o.lineup_rule = PAIRING_LINEUP_FREE;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_KNOCKOUT, &o, err);
    if (!ev)
        return err->code;
    int rc = PAIRING_OK;
    char id[16], name[32];
    for (int t = 0; t < 3 && !rc; t++) {
        snprintf(id, sizeof id, "R%d", t + 1);
        pairing_team team = {id, id, NULL, PAIRING_UNRATED, 3 - t, PAIRING_ACTIVE, t + 2};
        rc = pairing_team_event_add_team(ev, &team, err);
        for (int k = 1; k <= 3 && !rc; k++) {
            pairing_member m;
            pairing_entrant_defaults(&m.player);
            snprintf(name, sizeof name, "R%d-%d", t + 1, k);
            m.player.id = m.player.name = name;
            m.team = id;
            m.order = 4 - k;
            rc = pairing_team_event_add_member(ev, &m, err);
        }
    }
    if (!rc)
        rc = pairing_team_event_validate(ev, err);
    if (!rc)
        rc = play_relay(ev, err);
    pairing_team_event_free(ev);
    return rc;
}

typedef struct scenario {
    const char *name;
    int (*run)(pairing_error *err);
} scenario;

static int run_once(const scenario *s, long fail, pairing_error *err)
{
    allocations = 0;
    fail_at = fail;
    live = 0;
    memset(err, 0, sizeof *err);
    int rc = s->run(err);
    fail_at = 0;
    return rc;
}

/* Fails each allocation of the scenario in turn; 0 when every one is handled. */
static int exhaust(const scenario *s)
{
    pairing_error err;
    int rc = run_once(s, 0, &err);
    long total = allocations;
    if (rc || live) {
        printf("oom: %s fails without any failed allocation: %s (%ld blocks live)\n",
               s->name, err.text, live);
        return 1;
    }
    for (long k = 1; k <= total; k++) {
        rc = run_once(s, k, &err);
        if (rc != PAIRING_ERR_NOMEM) { /* a failed allocation is never absorbed */
            printf("oom: %s, allocation %ld of %ld failing: error %d (%s), not "
                   "out of memory: %s\n",
                   s->name, k, total, rc, pairing_strerror(rc), err.text);
            return 1;
        }
        if (live) {
            printf("oom: %s, allocation %ld of %ld failing: %ld blocks never freed\n",
                   s->name, k, total, live);
            return 1;
        }
    }
    printf("oom: %s: each of its %ld allocations failed in turn, every failure "
           "reported as out of memory, nothing leaked\n",
           s->name, total);
    return 0;
}

int main(void)
{
    static const scenario scenarios[] = {
        {"Qiu, 9 players, 3 rounds", qiu_scenario},
        {"plain Swiss, 9 players, 4 rounds", plain_swiss_scenario},
        {"Dutch system, 9 players, 4 rounds, a forbidden pair, acceleration",
         dutch_scenario},
        {"knockout, 11 players, clubs, lots, every place", knockout_scenario},
        {"knockout, 11 players every one seeded, clubs and lots noted, every place",
         full_seeds_scenario},
        {"double round robin, 7 players, a withdrawal", roundrobin_scenario},
        {"team Qiu, 7 teams of 3 boards, 2 rounds played board by board, ranked, checked",
         team_qiu_scenario},
        {"team round robin, 4 teams of 3 boards, played out, ranked, checked",
         team_roundrobin_scenario},
        {"Scheveningen, 2 teams of 3, a round and a half played, a table given",
         scheveningen_scenario},
        {"teams from individual results, 9 players in 3 clubs, 4 rankings",
         members_total_scenario},
        {"relay, 3 teams of 3, played to the end", relay_scenario},
        {"groups, 11 players in 2 clubs, 3 groups by lot, clubs spread", groups_scenario},
        {"stages, 2 groups of 6, the top 4 fully seeded into a final, overall",
         stages_scenario},
    };
    int failed = 0;
    for (size_t i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++)
        failed |= exhaust(&scenarios[i]);
    return failed;
}
