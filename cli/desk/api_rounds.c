/*
 * api_rounds.c - the rounds of the API (SPEC §14): pair the next one, read
 * one, take the last back, enter a result board by board; the standings, the
 * check, the printouts and the players' site.  Each is the command a director
 * would type, run over the event's files (run.c); what is checked here first
 * is only what gives a request its own HTTP status (404, 409, 422).
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desk/desk.h"
#include "desk/body.h"

/* The round's next game row after row `after` (-1: its first), or -1. */
static int next_game(const desk_state *st, int round, int after)
{
    for (int i = after + 1; i < st->rf.nrows; i++)
        if (st->rf.rows[i].round == round && DESK_OURS(st, i) &&
            !desk_is_bye(cli_results_field(&st->rf, i, CLI_RF_RESULT)))
            return i;
    return -1;
}

/* A game's board: a knockout's match number as its board column holds it, else
 * its place among the round's games (a team event's games are numbered down
 * the round, match after match, as its sheet lists them). */
static int board_of(const desk_state *st, int row, int place)
{
    const char *b = cli_results_field(&st->rf, row, CLI_RF_BOARD);
    return *b && !st->team ? atoi(b) : place;
}

static int board_row(const desk_state *st, int round, int board)
{
    int place = 0;
    for (int row = next_game(st, round, -1); row >= 0; row = next_game(st, round, row))
        if (board_of(st, row, ++place) == board)
            return row;
    return -1;
}

/* The round's games still without a result. */
static int missing_in(const desk_state *st, int round)
{
    int missing = 0;
    for (int row = next_game(st, round, -1); row >= 0; row = next_game(st, round, row))
        missing += !*cli_results_field(&st->rf, row, CLI_RF_RESULT);
    return missing;
}

static int round_exists(const desk_state *st, int round)
{
    for (int i = 0; i < st->rf.nrows; i++)
        if (st->rf.rows[i].round == round && DESK_OURS(st, i))
            return 1;
    return 0;
}

/* The games still without a result (of the group's players), the first of
 * them in *first, for the message that refuses to pair. */
static int count_missing(const desk_state *st, int *first)
{
    int missing = 0;
    *first = -1;
    for (int i = 0; i < st->rf.nrows; i++)
        if (!*cli_results_field(&st->rf, i, CLI_RF_RESULT) &&
            *cli_results_field(&st->rf, i, CLI_RF_SECOND) && DESK_OURS(st, i)) {
            if (*first < 0)
                *first = i;
            missing++;
        }
    return missing;
}

/* Pairing while a result is missing: 409.  A stage played in groups pairs
 * each group on its own: only the group's games count. */
static int refuse_missing(const desk_state *st, desk_response *rs)
{
    int row, missing = count_missing(st, &row);
    if (row < 0)
        return 0;
    char message[512];
    snprintf(message, sizeof message,
             _("round %d: %d result(s) still to come, the first %s – %s; enter them "
               "before pairing the next round"),
             st->rf.rows[row].round, missing,
             cli_results_field(&st->rf, row, CLI_RF_FIRST),
             cli_results_field(&st->rf, row, CLI_RF_SECOND));
    return desk_error_at(rs, 409, message, st->results_path, st->rf.rows[row].line);
}

/* POST /api/rounds: the next round paired and recorded, as swiss --record (or
 * knockout --record, or roundrobin --record for the whole schedule) does it;
 * the answer is the command's JSON. */
int desk_post_round(const desk *d, const desk_request *rq, desk_response *rs)
{
    json_t *body = NULL;
    int status = desk_body_object(rq, rs, &body);
    json_decref(body);
    if (status)
        return status;
    desk_state st;
    const char *command = NULL;
    status = desk_state_read(d, &st, rs);
    if (!status && desk_pairing_command(&st, &command))
        status = desk_error(rs, 409,
                            st.relay     ? _("the relay goes game by game: POST "
                                                 "/api/relay/games")
                            : *st.system ? _("the event's system is none the desk "
                                             "pairs: see pairing-event(5)")
                                         : _("choose the event's system first"));
    if (!status)
        status = refuse_missing(&st, rs);
    if (!status && strstr(command, "roundrobin") && st.paired > 0)
        status = desk_error(rs, 409, _("the round robin's schedule is recorded already"));
    if (!status && st.scheveningen) {
        status = desk_scheveningen_next_round(d, &st, rs);
        desk_state_free(&st);
        return status;
    }
    desk_state_free(&st);
    if (status)
        return status;
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.record = 1;
    r.o.format = "json";
    r.o.explain = strstr(command, "swiss") != NULL;
    desk_run_command(&r);
    status = desk_run_answer(&r, rs, 201);
    desk_run_free(&r);
    return status;
}

/* A team event's game: its match's teams, and its board and game there. */
static void put_team_fields(cli_json *j, const cli_results_file *rf, int row)
{
    const char *game = cli_results_field(rf, row, CLI_RF_GAME);
    cli_json_put_string(j, "first_team", cli_results_field(rf, row, CLI_RF_FIRST_TEAM));
    cli_json_put_string(j, "second_team", cli_results_field(rf, row, CLI_RF_SECOND_TEAM));
    cli_json_put_int(j, "match_board", atoi(cli_results_field(rf, row, CLI_RF_BOARD)));
    if (*game)
        cli_json_put_int(j, "game", atoi(game));
}

static void put_round_rows(cli_json *j, const desk_state *st, int round)
{
    const cli_results_file *rf = &st->rf;
    cli_json_key(j, "pairings");
    cli_json_array(j);
    int place = 0;
    for (int row = next_game(st, round, -1); row >= 0; row = next_game(st, round, row)) {
        int board = board_of(st, row, ++place);
        const char *result = cli_results_field(rf, row, CLI_RF_RESULT);
        const char *winner = cli_results_field(rf, row, CLI_RF_WINNER);
        cli_json_object(j);
        cli_json_put_int(j, "board", board);
        if (st->team)
            put_team_fields(j, rf, row);
        cli_json_put_string(j, "first", cli_results_field(rf, row, CLI_RF_FIRST));
        cli_json_put_string(j, "second", cli_results_field(rf, row, CLI_RF_SECOND));
        cli_json_key(j, "result");
        *result ? cli_json_string(j, result) : cli_json_null(j);
        if (*winner)
            cli_json_put_string(j, "winner", winner);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

/* The byes of the round: the pairing's (bye), and those asked for. */
static void put_round_byes(cli_json *j, const desk_state *st, int round)
{
    const cli_results_file *rf = &st->rf;
    cli_json_key(j, "byes");
    cli_json_array(j);
    for (int i = 0; i < rf->nrows; i++) {
        const char *result = cli_results_field(rf, i, CLI_RF_RESULT);
        if (rf->rows[i].round != round || !desk_is_bye(result) || !DESK_OURS(st, i))
            continue;
        cli_json_object(j);
        cli_json_put_string(j, "player", cli_results_field(rf, i, CLI_RF_FIRST));
        cli_json_put_string(j, "result", result);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static int played_in(const desk_state *st, int round, const char *id)
{
    for (int i = 0; i < st->rf.nrows; i++)
        if (st->rf.rows[i].round == round &&
            (!strcmp(cli_results_field(&st->rf, i, CLI_RF_FIRST), id) ||
             !strcmp(cli_results_field(&st->rf, i, CLI_RF_SECOND), id)))
            return 1;
    return 0;
}

/* Entrants in none of the round's rows: absent, withdrawn or eliminated. */
static void put_round_absent(cli_json *j, const desk *d, const desk_state *st, int round)
{
    json_t *players = st->team ? NULL : desk_players_json(d);
    json_t *list = json_object_get(players, "players");
    cli_json_key(j, "absent");
    cli_json_array(j);
    size_t k;
    json_t *p;
    json_array_foreach(list, k, p)
    {
        const char *id = json_string_value(json_object_get(p, "id"));
        if (id && !played_in(st, round, id))
            cli_json_string(j, id);
    }
    cli_json_array_end(j);
    json_decref(players);
}

static void round_document(const desk *d, const desk_state *st, int round,
                           desk_response *rs)
{
    rs->body.len = 0;
    rs->content_type = "application/json";
    cli_json j = {.out = &rs->body};
    cli_json_object(&j);
    cli_json_put_int(&j, "round", round);
    put_round_rows(&j, st, round);
    put_round_byes(&j, st, round);
    put_round_absent(&j, d, st, round);
    cli_json_put_int(&j, "missing", missing_in(st, round));
    cli_json_object_end(&j);
    cli_json_finish(&j);
}

int desk_get_round(const desk *d, desk_response *rs, int round)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    if (!status && !round_exists(&st, round))
        status = desk_error(rs, 404, _("no such round"));
    if (!status) {
        round_document(d, &st, round, rs);
        status = rs->status = 200;
    }
    desk_state_free(&st);
    return status;
}

/* The rows the pairing wrote for the round: its games and its byes (a bye
 * asked for was there before, and stays). */
static int written_by_pairing(const desk_state *st, int row, int round, int whole)
{
    const char *result = cli_results_field(&st->rf, row, CLI_RF_RESULT);
    int r = st->rf.rows[row].round;
    return (whole ? r >= 1 : r == round) && DESK_OURS(st, row) &&
           (!*result || strcmp(result, "bye") == 0);
}

static int any_result_in(const desk_state *st, int round, int whole)
{
    for (int i = 0; i < st->rf.nrows; i++) {
        const char *result = cli_results_field(&st->rf, i, CLI_RF_RESULT);
        if ((whole || st->rf.rows[i].round == round) && *result && !desk_is_bye(result) &&
            DESK_OURS(st, i))
            return 1;
    }
    return 0;
}

/* The results file without those rows, each taken out with its line end: the
 * file as it was before the round was recorded. */
static int take_back(desk_state *st, int round, int whole)
{
    cli_buffer kept = {0};
    size_t at = 0;
    for (int i = 0; i < st->rf.nrows; i++) {
        if (!written_by_pairing(st, i, round, whole))
            continue;
        cli_buffer_add_slow(&kept, st->rf.text.data + at, st->rf.rows[i].start - at);
        at = st->rf.rows[i].end;
    }
    cli_buffer_add_slow(&kept, st->rf.text.data + at, st->rf.text.len - at);
    cli_buffer_free(&st->rf.text);
    st->rf.text = kept;
    return kept.failed ? cli_fail(EXIT_SOFTWARE, _("out of memory"))
                       : cli_results_save(&st->rf);
}

/* DELETE /api/rounds/N: the last round taken back while none of its results
 * is in (a round robin's schedule, recorded at once, is taken back whole). */
int desk_delete_round(const desk *d, desk_response *rs, int round)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    int whole = !status && !strcmp(st.system, "roundrobin"); /* a team's too */
    if (!status && !round_exists(&st, round))
        status = desk_error(rs, 404, _("no such round"));
    else if (!status && round != st.paired)
        status = desk_error(rs, 409, _("only the last round paired can be taken back"));
    else if (!status && any_result_in(&st, round, whole))
        status = desk_error(rs, 409,
                            _("a result of this round is entered: it cannot "
                              "be taken back"));
    if (!status)
        status = take_back(&st, round, whole) ? 500 : 0;
    desk_state_free(&st);
    if (status)
        return status;
    cli_json j = {.out = &rs->body};
    rs->content_type = "application/json";
    cli_json_object(&j);
    cli_json_put_int(&j, "taken_back", round);
    cli_json_object_end(&j);
    cli_json_finish(&j);
    return rs->status = 200;
}

/* What the request asks to enter: a result token of §1/§9 (422 otherwise),
 * whether it replaces one, who went through after a draw. */
typedef struct board_entry {
    const char *result, *winner;
    int replace;
} board_entry;

static int read_board_entry(const desk_request *rq, desk_response *rs, json_t **body,
                            board_entry *e)
{
    pairing_outcome outcome;
    int status = desk_body_object(rq, rs, body);
    if (!status)
        status = desk_body_game_result(*body, &e->result, &outcome, rs);
    if (!status)
        status = desk_body_string(*body, "winner", 0, &e->winner, rs);
    if (!status)
        status = desk_body_bool(*body, "replace", &e->replace, rs);
    return status;
}

/* A result there already, and another asked for without "replace": 409. */
static int refuse_overwrite(const desk_state *st, int row, const board_entry *e,
                            desk_response *rs)
{
    const char *now = cli_results_field(&st->rf, row, CLI_RF_RESULT);
    pairing_outcome had, asked;
    if (!*now || e->replace || cli_result_outcome(now, &had) ||
        (!cli_result_outcome(e->result, &asked) && had == asked))
        return 0;
    char message[256];
    snprintf(message, sizeof message,
             _("this board has a result already (%s): send \"replace\": true to "
               "correct it"),
             now);
    return desk_error_at(rs, 409, message, st->results_path, st->rf.rows[row].line);
}

/* pairing record N B RESULT; a team event's game by its first player,
 * pairing record N RESULT --player ID [--game G]. */
static int record_board(const desk *d, const desk_state *st, int row, int board,
                        const board_entry *e)
{
    char words[2][16];
    snprintf(words[0], sizeof words[0], "%d", st->rf.rows[row].round);
    snprintf(words[1], sizeof words[1], "%d", board);
    desk_run r;
    desk_run_init(&r, d, "record");
    r.o.words[0] = words[0];
    r.o.words[1] = st->team ? e->result : words[1];
    r.o.words[2] = e->result;
    r.o.nwords = st->team ? 2 : 3;
    if (st->team) {
        r.o.player = cli_results_field(&st->rf, row, CLI_RF_FIRST);
        const char *game = cli_results_field(&st->rf, row, CLI_RF_GAME);
        r.o.game = *game ? game : NULL;
    }
    r.o.replace = e->replace;
    r.o.winner = e->winner;
    int status = desk_run_command(&r);
    desk_run_free(&r);
    return status;
}

/* The board as the results file now holds it, and the results still missing:
 * the answer to an entry, light enough for a scorekeeper typing fast. */
static int board_document(const desk *d, desk_response *rs, int round, int board)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    int row = status ? -1 : board_row(&st, round, board);
    if (!status && row >= 0) {
        const cli_results_file *rf = &st.rf;
        const char *result = cli_results_field(rf, row, CLI_RF_RESULT);
        rs->body.len = 0;
        rs->content_type = "application/json";
        cli_json j = {.out = &rs->body};
        cli_json_object(&j);
        cli_json_put_int(&j, "round", round);
        cli_json_put_int(&j, "board", board);
        cli_json_put_string(&j, "first", cli_results_field(rf, row, CLI_RF_FIRST));
        cli_json_put_string(&j, "second", cli_results_field(rf, row, CLI_RF_SECOND));
        cli_json_key(&j, "result");
        *result ? cli_json_string(&j, result) : cli_json_null(&j);
        cli_json_put_int(&j, "missing", missing_in(&st, round));
        cli_json_object_end(&j);
        cli_json_finish(&j);
        status = rs->status = 200;
    } else if (!status)
        status = desk_error(rs, 500, _("the result was entered, but its board is gone"));
    desk_state_free(&st);
    return status;
}

/* PUT /api/rounds/N/boards/B: the result entered as pairing record N B RESULT
 * does it; the answer is the board as it now stands, and the count of results
 * still missing. */
int desk_put_board(const desk *d, const desk_request *rq, desk_response *rs, int round,
                   int board)
{
    json_t *body = NULL;
    board_entry e = {0};
    desk_state st;
    int status = read_board_entry(rq, rs, &body, &e);
    int read = !status && !(status = desk_state_read(d, &st, rs));
    int row = read ? board_row(&st, round, board) : -1;
    if (read && !round_exists(&st, round))
        status = desk_error(rs, 404, _("no such round"));
    else if (read && row < 0)
        status = desk_error(rs, 404, _("no such board"));
    else if (read)
        status = refuse_overwrite(&st, row, &e, rs);
    if (!status && st.scheveningen)
        status = desk_scheveningen_result(d, &st, row, e.result, rs);
    if (!status && st.scheveningen)
        status = 200;
    else if (!status)
        status = desk_status_of_exit(record_board(d, &st, row, board, &e));
    if (read)
        desk_state_free(&st);
    json_decref(body);
    if (status != 200)
        return status;
    return board_document(d, rs, round, board);
}

/* The command of this event's kind (pairing team standings for teams). */
static int kind_command(const desk *d, const char *command, const char **out, int *stages,
                        desk_response *rs)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    *out = status ? NULL : desk_command_for(&st, command);
    *stages = st.stages;
    desk_state_free(&st);
    return status;
}

/* GET /api/standings: pairing standings --format json. */
int desk_get_standings(const desk *d, desk_response *rs)
{
    const char *command;
    int stages;
    int status = kind_command(d, "standings", &command, &stages, rs);
    if (status)
        return status;
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.overall = stages && !*d->stage; /* an event in stages: the overall ranking */
    r.o.format = "json";
    desk_run_command(&r);
    status = desk_run_answer(&r, rs, 200);
    desk_run_free(&r);
    return status;
}

/* GET /api/check/N: pairing check --format json, which looks at the last round
 * paired. */
int desk_get_check(const desk *d, desk_response *rs, int round)
{
    desk_state st;
    int status = desk_state_read(d, &st, rs);
    if (!status && !round_exists(&st, round))
        status = desk_error(rs, 404, _("no such round"));
    else if (!status && round != st.paired)
        status = desk_error(rs, 409, _("the check looks at the last round paired"));
    const char *command = status ? NULL : desk_command_for(&st, "check");
    desk_state_free(&st);
    if (status)
        return status;
    desk_run r;
    desk_run_init(&r, d, command);
    r.o.format = "json";
    desk_run_command(&r);
    /* a pairing the rules refuse is an answer too: the report says why */
    if (r.status == EXIT_DATA && r.out.len > 0)
        r.status = EXIT_OK;
    status = desk_run_answer(&r, rs, 200);
    desk_run_free(&r);
    return status;
}
