/*
 * team_round.c - a round of a team event (SPEC §10, teams.md §4.9) as JSON and
 * as the text sheet to post: each team match with its two teams, their
 * numbers and scores before the round, the first team (先手方队), and its
 * boards with who moves first; then the byes.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

static const char *const rule_names[] = {"ordered", "fixed", "free"};

/* Whose lineup a match's boards show: both given, both the rule's default, one
 * of each, or nobody yet (the free rule without lineups). */
static const char *lineup_source(const pairing_team_event *ev, pairing_team_match m)
{
    if (m.lineup_given[0] && m.lineup_given[1])
        return "given";
    if (pairing_team_event_options(ev).lineup_rule == PAIRING_LINEUP_FREE)
        return m.lineup_given[0] || m.lineup_given[1] ? "partly given" : "none";
    return m.lineup_given[0] || m.lineup_given[1] ? "partly given" : "default";
}

/* ---- JSON ---- */

static void put_score(cli_json *j, const char *key, pairing_team_tally t)
{
    pairing_value v = {0, 2, 1};
    cli_json_key(j, key);
    cli_json_object(j);
    v.num = t.match_points;
    cli_json_key(j, "match_points");
    cli_json_value(j, v);
    v.num = t.board_points;
    cli_json_key(j, "board_points");
    cli_json_value(j, v);
    v.num = t.game_points;
    cli_json_key(j, "game_points");
    cli_json_value(j, v);
    cli_json_object_end(j);
}

static void put_member(cli_json *j, const char *key, const pairing_event *members, int m)
{
    cli_json_key(j, key);
    if (m >= 0)
        cli_json_string(j, pairing_event_id(members, m));
    else
        cli_json_null(j);
}

static void put_boards(cli_json *j, const pairing_team_event *ev,
                       const pairing_team_round *tr, int m)
{
    const pairing_event *members = pairing_team_event_members(ev);
    cli_json_key(j, "boards");
    cli_json_array(j);
    for (int i = 0; i < pairing_team_round_games(tr, m); i++) {
        pairing_team_game g = pairing_team_round_game(tr, m, i);
        cli_json_object(j);
        cli_json_put_int(j, "board", g.board);
        cli_json_put_int(j, "game", g.game);
        put_member(j, "first", members, g.first);
        put_member(j, "second", members, g.second);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

/* Why the first team is first (SPEC §10: App. 3 §四 applied to teams, the
 * Berger table, or a lot), with the counts that decided it. */
void cli_team_first_reason(const pairing_team_event *ev, const pairing_round *r,
                           pairing_team_match m, char *buf, size_t size)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    int before = pairing_round_number(r) - 1;
    int a = pairing_team_event_tally(ev, m.first_team, before).first_team;
    int b = pairing_team_event_tally(ev, m.second_team, before).first_team;
    const char *x = pairing_event_id(teams, m.first_team),
               *y = pairing_event_id(teams, m.second_team);
    switch (m.first_reason) {
    case PAIRING_FIRST_FEWER:
        snprintf(buf, size, _("first team in fewer matches: %s in %d, %s in %d"), x, a, y,
                 b);
        break;
    case PAIRING_FIRST_ODD_SMALLER:
        snprintf(buf, size,
                 _("first team in %d matches each; an odd round: the smaller number"), a);
        break;
    case PAIRING_FIRST_EVEN_LARGER:
        snprintf(buf, size,
                 _("first team in %d matches each; an even round: the larger number"), a);
        break;
    case PAIRING_FIRST_LOT:
        snprintf(buf, size, _("drawn by lot (猜先)"));
        break;
    case PAIRING_FIRST_TABLE:
        snprintf(buf, size, _("the left team of the Berger pair"));
        break;
    default:
        snprintf(buf, size, _("as recorded"));
        break;
    }
}

/* The team's number: the round's (by score, in a Swiss) or the event's. */
int cli_team_number(const pairing_team_event *ev, const pairing_round *r, int team)
{
    int n = pairing_round_player_number(r, team);
    return n ? n : pairing_event_number(pairing_team_event_teams(ev), team);
}

static void put_match(cli_json *j, const pairing_team_event *ev, const pairing_round *r,
                      const pairing_team_round *tr, int m)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    pairing_team_match match = pairing_team_round_match(tr, m);
    int before = pairing_round_number(r) - 1;
    cli_json_object(j);
    cli_json_put_int(j, "match", match.number);
    cli_json_put_string(j, "first_team", pairing_event_id(teams, match.first_team));
    cli_json_put_string(j, "second_team", pairing_event_id(teams, match.second_team));
    cli_json_put_int(j, "first_number", cli_team_number(ev, r, match.first_team));
    cli_json_put_int(j, "second_number", cli_team_number(ev, r, match.second_team));
    put_score(j, "first_score", pairing_team_event_tally(ev, match.first_team, before));
    put_score(j, "second_score", pairing_team_event_tally(ev, match.second_team, before));
    char reason[200];
    cli_team_first_reason(ev, r, match, reason, sizeof reason);
    cli_json_put_string(j, "first_team_reason", reason);
    cli_json_key(j, "colours_by_lot");
    cli_json_bool(j, match.colours_by_lot);
    cli_json_key(j, "rematch");
    cli_json_bool(j, match.rematch);
    cli_json_put_string(j, "lineup", lineup_source(ev, match));
    put_boards(j, ev, tr, m);
    cli_json_object_end(j);
}

/* The team event's own settings, beside the system's. */
void cli_json_team_shape(cli_json *j, const pairing_team_event *ev)
{
    pairing_team_options to = pairing_team_event_options(ev);
    cli_json_put_int(j, "boards", to.boards);
    cli_json_put_int(j, "games", to.games);
    cli_json_put_string(j, "lineup_rule", rule_names[to.lineup_rule]);
    cli_json_put_string(j, "match_by",
                        to.match_by == PAIRING_MATCH_BY_GAMES ? "games" : "boards");
}

/* A round's matches, each with its boards, into the object open. */
void cli_json_team_matches(cli_json *j, const pairing_team_event *ev,
                           const pairing_round *r, const pairing_team_round *tr)
{
    cli_json_key(j, "matches");
    cli_json_array(j);
    for (int m = 0; m < pairing_team_round_matches(tr); m++)
        if (pairing_team_round_match(tr, m).second_team >= 0)
            put_match(j, ev, r, tr, m);
    cli_json_array_end(j);
}

/* A round's matches and byes, into the object open. */
static void put_round(cli_json *j, const pairing_team_event *ev, const pairing_round *r,
                      const pairing_team_round *tr)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_json_team_matches(j, ev, r, tr);
    cli_json_key(j, "byes");
    cli_json_array(j);
    for (int i = 0; i < pairing_round_byes(r); i++) {
        cli_json_object(j);
        cli_json_put_string(j, "team", pairing_event_id(teams, pairing_round_bye(r, i)));
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

int cli_json_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(pairing_event_system(teams)));
    cli_json_put_string(&j, "mode", "team");
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "round", pairing_round_number(r));
    if (pairing_round_total(r))
        cli_json_put_int(&j, "rounds", pairing_round_total(r));
    if (pairing_round_stage(r))
        cli_json_put_string(&j, "stage", pairing_round_stage(r));
    cli_json_team_shape(&j, ev);
    put_round(&j, ev, r, tr);
    cli_json_key(&j, "eliminated");
    cli_json_array(&j);
    for (int i = 0; i < pairing_round_eliminated(r); i++)
        cli_json_string(&j,
                        pairing_event_id(teams, pairing_round_eliminated_player(r, i)));
    cli_json_array_end(&j);
    cli_json_elimination_reasons(&j, teams, r);
    cli_json_numbers(&j, teams, r);
    cli_json_explain(&j, teams, r);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* Every round of a team round robin in one document. */
int cli_json_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", "roundrobin");
    cli_json_put_string(&j, "mode", "team");
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "teams", pairing_event_entrants(teams));
    cli_json_put_int(&j, "cycles", pairing_schedule_cycles(s));
    cli_json_team_shape(&j, ev);
    cli_json_key(&j, "rounds");
    cli_json_array(&j);
    for (int round = 1; round <= pairing_schedule_rounds(s); round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        pairing_team_round *tr = pairing_team_round_new(ev, r, NULL);
        if (!tr) {
            out->failed = 1;
            break;
        }
        cli_json_object(&j);
        cli_json_put_int(&j, "round", round);
        put_round(&j, ev, r, tr);
        cli_json_object_end(&j);
        pairing_team_round_free(tr);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* Every round of a team round robin as text, one sheet after another. */
int cli_text_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s)
{
    int status = EXIT_OK;
    for (int round = 1; round <= pairing_schedule_rounds(s) && !status; round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        pairing_team_round *tr = pairing_team_round_new(ev, r, NULL);
        if (!tr)
            return EXIT_SOFTWARE;
        if (round > 1)
            cli_buffer_puts(out, "\n");
        status = cli_text_team_round(out, round == 1 ? cx : NULL, ev, r, tr);
        pairing_team_round_free(tr);
    }
    return status;
}

/* ---- text: the sheet to post ---- */

/* A team as the sheet names it: its number, name and id, and in a paired round
 * its match points before the round (a round of the Berger schedule has no
 * scores yet, and its numbers are the teams' draw numbers). */
static void team_label(const pairing_team_event *ev, const pairing_round *r, int team,
                       char *buf, size_t size)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    int number = cli_team_number(ev, r, team);
    if (!pairing_round_player_number(r, team)) {
        snprintf(buf, size, "%d. %s (%s)", number, pairing_event_name(teams, team),
                 pairing_event_id(teams, team));
        return;
    }
    pairing_team_tally t =
        pairing_team_event_tally(ev, team, pairing_round_number(r) - 1);
    char score[32];
    cli_format_points(t.match_points, score, sizeof score);
    snprintf(buf, size, "%d. %s (%s) %s", number, pairing_event_name(teams, team),
             pairing_event_id(teams, team), score);
}

static void text_match(cli_buffer *out, const pairing_team_event *ev,
                       const pairing_round *r, const pairing_team_round *tr, int m)
{
    const pairing_event *members = pairing_team_event_members(ev);
    pairing_team_match match = pairing_team_round_match(tr, m);
    char a[PAIRING_MAX_NAME_BYTES + 96], b[sizeof a], first[sizeof a], second[sizeof a];
    team_label(ev, r, match.first_team, a, sizeof a);
    team_label(ev, r, match.second_team, b, sizeof b);
    char reason[200];
    cli_team_first_reason(ev, r, match, reason, sizeof reason);
    cli_buffer_printf(out, "\nMatch %d: %s — %s\n", match.number, a, b);
    cli_buffer_printf(out, _("  First team: %s (%s)\n"),
                      pairing_event_name(pairing_team_event_teams(ev), match.first_team),
                      reason);
    cli_buffer_puts(out, "  Board  First (先手)                     Second (后手)\n");
    for (int i = 0; i < pairing_team_round_games(tr, m); i++) {
        pairing_team_game g = pairing_team_round_game(tr, m, i);
        if (g.first >= 0)
            cli_player_label(members, g.first, first, sizeof first);
        else
            snprintf(first, sizeof first, "(%s)", g.second >= 0 ? "vacant" : "to name");
        if (g.second >= 0)
            cli_player_label(members, g.second, second, sizeof second);
        else
            snprintf(second, sizeof second, "(%s)", g.first >= 0 ? "vacant" : "to name");
        char board[16];
        if (pairing_team_event_options(ev).games > 1)
            snprintf(board, sizeof board, "%d.%d", g.board, g.game);
        else
            snprintf(board, sizeof board, "%d", g.board);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, board, 5, 1);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, first, 32, 0);
        cli_buffer_printf(out, " %s\n", second);
    }
}

/* The colour rule, then each match with its boards. */
void cli_text_team_matches(cli_buffer *out, const pairing_team_event *ev,
                           const pairing_round *r, const pairing_team_round *tr)
{
    cli_buffer_puts(out,
                    pairing_team_event_options(ev).games > 1
                        ? _("The first team (先手方队) moves first on the odd boards; on "
                            "a board the games alternate.\n")
                        : _("The first team (先手方队) moves first on the odd "
                            "boards.\n"));
    for (int m = 0; m < pairing_team_round_matches(tr); m++)
        if (pairing_team_round_match(tr, m).second_team >= 0)
            text_match(out, ev, r, tr, m);
}

int cli_text_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    pairing_team_options to = pairing_team_event_options(ev);
    size_t from = out->len;
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "%s, teams of %d boards, round %d",
                      cli_html_system_title(pairing_event_system(teams)), to.boards,
                      pairing_round_number(r));
    if (pairing_round_total(r))
        cli_buffer_printf(out, " of %d", pairing_round_total(r));
    if (pairing_round_stage(r))
        cli_buffer_printf(out, ": %s", pairing_round_stage(r));
    cli_buffer_puts(out, "\n");
    cli_text_settings(out, cx);
    cli_text_team_matches(out, ev, r, tr);
    for (int i = 0; i < pairing_round_byes(r); i++) {
        char label[PAIRING_MAX_NAME_BYTES + 96];
        team_label(ev, r, pairing_round_bye(r, i), label, sizeof label);
        cli_buffer_printf(out, "\nBye: %s\n", label);
    }
    for (int i = 0; i < pairing_round_explanations(r); i++) {
        char why[CLI_SENTENCE_SIZE];
        cli_buffer_printf(out, "%s  - %s\n", i ? "" : _("\nWhy:\n"),
                          cli_explanation(r, i, why, sizeof why));
    }
    cli_buffer_trim_line_ends(out, from);
    return out->failed ? EXIT_SOFTWARE : EXIT_OK;
}
