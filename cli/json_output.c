/*
 * json_output.c - JSON as SPEC §2 shows it, written with jansson.  Keys come in
 * a fixed order and exact values print as integers or short decimals, so the
 * same input always gives the same bytes.
 */
#include <jansson.h>

#include "cli.h"

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
        json_dump_callback(root, dump_to_buffer, out, JSON_INDENT(2) | JSON_REAL_PRECISION(17)))
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

static json_t *standing_json(builder *b, const pairing_event *ev, const pairing_standings *st,
                             int row)
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
    put(b, item, "withdrawn", json_boolean(s.withdrawn));
    if (s.annulled)
        put(b, item, "annulled", json_true());
    return item;
}

int cli_json_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st)
{
    builder b = {0};
    json_t *root = json_object();
    put(&b, root, "system", json_string(pairing_system_name(pairing_event_system(ev))));
    put(&b, root, "after_round", json_integer(pairing_standings_after_round(st)));
    json_t *names = put(&b, root, "tiebreaks", json_array());
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        append(&b, names, json_string(pairing_standings_tiebreak_name(st, k)));
    put(&b, root, "withdrawal", json_string(pairing_standings_withdrawal(st)));
    put_lots(&b, root, ev);
    json_t *rows = put(&b, root, "standings", json_array());
    for (int i = 0; i < pairing_standings_count(st); i++)
        append(&b, rows, standing_json(&b, ev, st, i));
    return finish(&b, root, out);
}
