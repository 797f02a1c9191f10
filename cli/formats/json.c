/*
 * json.c - JSON as SPEC §2 shows it, written with jansson.  Keys come in
 * a fixed order and exact values print as integers or short decimals, so the
 * same input always gives the same bytes.
 */
#include <jansson.h>

#include "formats/formats.h"

/* Collects failures so a chain of jansson calls is checked once at the end. */
typedef struct builder {
    int failed;
} builder;

static json_t *put(builder *b, json_t *object, const char *key, json_t *value)
{
    if (!object || json_object_set_new(object, key, value))
        b->failed = 1;
    return value;
}

static void append(builder *b, json_t *array, json_t *value)
{
    if (!array || json_array_append_new(array, value))
        b->failed = 1;
}

static json_t *player_json(const pairing_event *ev, int player)
{
    return player >= 0 ? json_string(pairing_event_id(ev, player)) : json_null();
}

/* 5.5 stays 5.5 and 3 stays 3: halves and quarters are exact in binary. */
static json_t *value_json(pairing_value v)
{
    if (!v.present)
        return json_null();
    if (v.num % v.den == 0)
        return json_integer((json_int_t)(v.num / v.den));
    return json_real((double)v.num / v.den);
}

static json_t *score_json(int half_points)
{
    pairing_value v = {half_points, 2, 1};
    return value_json(v);
}

static int dump_to_buffer(const char *data, size_t size, void *ctx)
{
    cli_buffer *out = ctx;
    cli_buffer_add(out, data, size);
    return out->failed ? -1 : 0;
}

static int finish(builder *b, json_t *root, cli_buffer *out)
{
    int status = EXIT_OK;
    if (b->failed || !root ||
        json_dump_callback(root, dump_to_buffer, out,
                           JSON_INDENT(2) | JSON_REAL_PRECISION(17)))
        status = cli_fail(EXIT_SOFTWARE, "out of memory while writing JSON");
    cli_buffer_puts(out, "\n");
    json_decref(root);
    return status;
}

/* SPEC §2: the output says when a lot was drawn, and with which seed. */
static void put_lots(builder *b, json_t *root, const pairing_event *ev)
{
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        put(b, root, "draw_lots", json_integer((json_int_t)seed));
}

static json_t *round_json(builder *b, const pairing_event *ev, const pairing_round *r)
{
    json_t *round = json_object();
    put(b, round, "round", json_integer(pairing_round_number(r)));
    json_t *pairings = put(b, round, "pairings", json_array());
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        json_t *board = json_object();
        put(b, board, "board", json_integer(g.board));
        put(b, board, "first", player_json(ev, g.first));
        put(b, board, "second", player_json(ev, g.second));
        append(b, pairings, board);
    }
    json_t *byes = put(b, round, "byes", json_array());
    for (int i = 0; i < pairing_round_byes(r); i++)
        append(b, byes, player_json(ev, pairing_round_bye(r, i)));
    return round;
}

int cli_json_schedule(cli_buffer *out, const pairing_event *ev, const pairing_schedule *s)
{
    builder b = {0};
    json_t *root = json_object();
    put(&b, root, "system", json_string("roundrobin"));
    put(&b, root, "players", json_integer(pairing_event_entrants(ev)));
    put(&b, root, "cycles", json_integer(pairing_schedule_cycles(s)));
    put_lots(&b, root, ev);
    json_t *rounds = put(&b, root, "rounds", json_array());
    for (int r = 1; r <= pairing_schedule_rounds(s); r++)
        append(&b, rounds, round_json(&b, ev, pairing_schedule_round(s, r)));
    return finish(&b, root, out);
}

static json_t *standing_json(builder *b, const pairing_event *ev,
                             const pairing_standings *st, int row)
{
    pairing_standing s = pairing_standings_row(st, row);
    json_t *item = json_object();
    put(b, item, "rank", json_integer(s.rank));
    put(b, item, "player", player_json(ev, s.player));
    put(b, item, "name", json_string(pairing_event_name(ev, s.player)));
    put(b, item, "score", score_json(s.score));
    json_t *values = put(b, item, "tiebreaks", json_object());
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        put(b, values, pairing_standings_tiebreak_name(st, k),
            value_json(pairing_standings_value(st, row, k)));
    put(b, item, "shared", json_boolean(s.shared));
    if (pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT)
        put(b, item, "eliminated",
            s.eliminated ? json_integer(s.eliminated) : json_null());
    put(b, item, "withdrawn", json_boolean(s.withdrawn));
    if (s.annulled)
        put(b, item, "annulled", json_true());
    return item;
}

int cli_json_standings(cli_buffer *out, const pairing_event *ev,
                       const pairing_standings *st)
{
    builder b = {0};
    json_t *root = json_object();
    put(&b, root, "system", json_string(pairing_system_name(pairing_event_system(ev))));
    put(&b, root, "after_round", json_integer(pairing_standings_after_round(st)));
    json_t *names = put(&b, root, "tiebreaks", json_array());
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        append(&b, names, json_string(pairing_standings_tiebreak_name(st, k)));
    put(&b, root, "withdrawal", json_string(pairing_standings_withdrawal(st)));
    if (pairing_standings_unplayed(st))
        put(&b, root, "unplayed", json_string(pairing_standings_unplayed(st)));
    put_lots(&b, root, ev);
    json_t *rows = put(&b, root, "standings", json_array());
    for (int i = 0; i < pairing_standings_count(st); i++)
        append(&b, rows, standing_json(&b, ev, st, i));
    return finish(&b, root, out);
}

/* ---- knockout ---- */

const char *cli_match_state_name(int state)
{
    static const char *const names[] = {"waiting", "ready", "played", "walkover",
                                        "empty"};
    return state >= 0 && state <= PAIRING_MATCH_EMPTY ? names[state] : "?";
}

static json_t *pair_json(int a, int b)
{
    json_t *pair = json_array();
    json_array_append_new(pair, json_integer(a));
    json_array_append_new(pair, json_integer(b));
    return pair;
}

static json_t *lot_json(builder *b, const pairing_knockout *k)
{
    uint64_t seed;
    int is_default = pairing_knockout_lot(k, &seed);
    json_t *lot = json_object();
    put(b, lot, "seed", json_integer((json_int_t)seed));
    put(b, lot, "drawn_by", json_string(is_default ? "default seed" : "--draw-lots"));
    return lot;
}

static json_t *positions_json(builder *b, const cli_knockout_view *v)
{
    json_t *positions = json_array();
    for (int p = 1; p <= pairing_knockout_size(v->k); p++) {
        json_t *item = json_object();
        int player = pairing_knockout_player_at(v->k, p),
            seed = pairing_knockout_seed_at(v->k, p);
        put(b, item, "position", json_integer(p));
        if (player < 0)
            put(b, item, "bye", json_true());
        else
            put(b, item, "player", player_json(v->ev, player));
        if (seed)
            put(b, item, "seed", json_integer(seed));
        append(b, positions, item);
    }
    return positions;
}

static json_t *match_json(builder *b, const cli_knockout_view *v, const pairing_match *m)
{
    json_t *item = json_object();
    put(b, item, "match", json_integer(m->number));
    put(b, item, "places", pair_json(m->place_from, m->place_to));
    if (m->positions[0])
        put(b, item, "positions", pair_json(m->positions[0], m->positions[1]));
    else
        put(b, item, "from", pair_json(m->from[0], m->from[1]));
    put(b, item, "first", player_json(v->ev, m->first));
    put(b, item, "second", player_json(v->ev, m->second));
    put(b, item, "state", json_string(cli_match_state_name(m->state)));
    if (m->state == PAIRING_MATCH_PLAYED)
        put(b, item, "result", json_string(pairing_outcome_token(m->outcome)));
    put(b, item, "winner", player_json(v->ev, m->winner));
    if (m->state == PAIRING_MATCH_PLAYED)
        put(b, item, "loser", player_json(v->ev, m->loser));
    return item;
}

/* 抢号 (§3.2): round 1 shows only the matches played; the players with byes are
 * listed as entering round 2 directly, on the line their walkover led to. */
static int shown_in_round(const cli_knockout_view *v, const pairing_match *m)
{
    return !(v->preliminary && m->round == 1 && m->state == PAIRING_MATCH_WALKOVER);
}

static json_t *rounds_json(builder *b, const cli_knockout_view *v)
{
    json_t *rounds = json_array();
    for (int r = 1; r <= pairing_knockout_rounds(v->k); r++) {
        json_t *round = json_object(), *matches;
        put(b, round, "round", json_integer(r));
        if (v->preliminary && r == 1)
            put(b, round, "name", json_string("preliminary"));
        matches = put(b, round, "matches", json_array());
        for (int i = 0; i < pairing_knockout_matches(v->k, r); i++) {
            pairing_match m = pairing_knockout_match(v->k, r, i);
            if (shown_in_round(v, &m))
                append(b, matches, match_json(b, v, &m));
        }
        append(b, rounds, round);
    }
    return rounds;
}

static json_t *direct_entries_json(builder *b, const cli_knockout_view *v)
{
    json_t *entries = json_array();
    for (int i = 0; i < pairing_knockout_matches(v->k, 1); i++) {
        pairing_match m = pairing_knockout_match(v->k, 1, i);
        if (m.state != PAIRING_MATCH_WALKOVER)
            continue;
        json_t *item = json_object();
        put(b, item, "line", json_integer(m.number));
        put(b, item, "player", player_json(v->ev, m.winner));
        append(b, entries, item);
    }
    return entries;
}

static json_t *placements_json(builder *b, const cli_knockout_view *v)
{
    json_t *placements = json_array();
    for (int i = 0; v->places && i < pairing_standings_count(v->places); i++) {
        pairing_standing s = pairing_standings_row(v->places, i);
        json_t *item = json_object();
        put(b, item, "place", json_integer(s.rank));
        put(b, item, "player", player_json(v->ev, s.player));
        put(b, item, "name", json_string(pairing_event_name(v->ev, s.player)));
        put(b, item, "shared", json_boolean(s.shared));
        append(b, placements, item);
    }
    return placements;
}

int cli_json_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    builder b = {0};
    const pairing_knockout *k = v->k;
    json_t *root = json_object();
    put(&b, root, "system", json_string("knockout"));
    put(&b, root, "size", json_integer(pairing_knockout_size(k)));
    put(&b, root, "entrants", json_integer(pairing_event_entrants(v->ev)));
    put(&b, root, "seeds", json_integer(pairing_knockout_seeds(k)));
    put(&b, root, "byes",
        json_integer(pairing_knockout_size(k) - pairing_event_entrants(v->ev)));
    put(&b, root, "placement", json_string(v->placement));
    put(&b, root, "presentation", json_string(v->preliminary ? "preliminary" : "byes"));
    put(&b, root, "lot", lot_json(&b, k));
    put(&b, root, "positions", positions_json(&b, v));
    if (v->preliminary)
        put(&b, root, "direct_entries", direct_entries_json(&b, v));
    put(&b, root, "rounds", rounds_json(&b, v));
    int next = pairing_knockout_next_round(k);
    put(&b, root, "next_round",
        next > pairing_knockout_rounds(k) ? json_null() : json_integer(next));
    json_t *notes = put(&b, root, "notes", json_array());
    for (int i = 0; i < pairing_knockout_notes(k); i++)
        append(&b, notes, json_string(pairing_knockout_note(k, i)));
    put(&b, root, "placements", placements_json(&b, v));
    return finish(&b, root, out);
}

/* ---- a Swiss round ---- */

int cli_json_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r)
{
    builder b = {0};
    json_t *root = json_object();
    put(&b, root, "system", json_string(pairing_system_name(pairing_event_system(ev))));
    put(&b, root, "round", json_integer(pairing_round_number(r)));
    put(&b, root, "rounds", json_integer(pairing_round_total(r)));
    if (pairing_round_stage(r))
        put(&b, root, "stage", json_string(pairing_round_stage(r)));
    json_t *round = round_json(&b, ev, r);
    put(&b, root, "pairings", json_incref(json_object_get(round, "pairings")));
    put(&b, root, "byes", json_incref(json_object_get(round, "byes")));
    json_decref(round);
    json_t *eliminated = put(&b, root, "eliminated", json_array());
    for (int i = 0; i < pairing_round_eliminated(r); i++)
        append(&b, eliminated, player_json(ev, pairing_round_eliminated_player(r, i)));
    json_t *numbers = put(&b, root, "numbers", json_object());
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        int p = pairing_event_player_at(ev, number);
        if (pairing_round_player_number(r, p))
            put(&b, numbers, pairing_event_id(ev, p),
                json_integer(pairing_round_player_number(r, p)));
    }
    json_t *rematches = json_array(), *lots = json_array();
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if (g.rematch)
            append(&b, rematches, json_integer(g.board));
        if (g.colour_lot)
            append(&b, lots, json_integer(g.board));
    }
    if (json_array_size(rematches))
        put(&b, root, "rematches", rematches);
    else
        json_decref(rematches);
    if (json_array_size(lots)) { /* the Qiu final: say which lot */
        uint64_t seed = 1;
        int given = pairing_event_lots(ev, &seed);
        json_t *lot = json_object();
        put(&b, lot, "seed", json_integer((json_int_t)seed));
        put(&b, lot, "drawn_by", json_string(given ? "--draw-lots" : "default seed"));
        put(&b, root, "colours_by_lot", lots);
        put(&b, root, "lot", lot);
    } else {
        json_decref(lots);
    }
    put_lots(&b, root, ev);
    if (pairing_round_explanations(r)) {
        json_t *explain = put(&b, root, "explain", json_array());
        for (int i = 0; i < pairing_round_explanations(r); i++)
            append(&b, explain, json_string(pairing_round_explanation(r, i)));
    }
    return finish(&b, root, out);
}

/* ---- a check's report ---- */

int cli_json_report(cli_buffer *out, const pairing_report *rep, pairing_system system)
{
    builder b = {0};
    json_t *root = json_object();
    int n = pairing_report_problems(rep);
    put(&b, root, "system", json_string(pairing_system_name(system)));
    put(&b, root, "round", json_integer(pairing_report_round(rep)));
    put(&b, root, "ok", json_boolean(n == 0));
    json_t *problems = put(&b, root, "problems", json_array());
    for (int i = 0; i < n; i++)
        append(&b, problems, json_string(pairing_report_problem(rep, i)));
    return finish(&b, root, out);
}
