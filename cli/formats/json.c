/*
 * json.c - JSON as SPEC §2 shows it: rounds, schedules, draws, standings and
 * check reports, written by json_writer.c.  Keys come in a fixed order and
 * exact values print as integers or short decimals, so the same input always
 * gives the same bytes.
 */
#include <stdlib.h>
#include <string.h>

#include "formats/formats.h"

static void player(cli_json *j, const pairing_event *ev, int p)
{
    if (p >= 0)
        cli_json_string(j, pairing_event_id(ev, p));
    else
        cli_json_null(j);
}

static void put_player(cli_json *j, const char *key, const pairing_event *ev, int p)
{
    cli_json_key(j, key);
    player(j, ev, p);
}

static void put_score(cli_json *j, const char *key, int half_points)
{
    pairing_value v = {half_points, 2, 1};
    cli_json_key(j, key);
    cli_json_value(j, v);
}

static void put_bool(cli_json *j, const char *key, int v)
{
    cli_json_key(j, key);
    cli_json_bool(j, v);
}

/* SPEC §2: the output says when a lot was drawn, and with which seed. */
static void put_lots(cli_json *j, const pairing_event *ev)
{
    uint64_t seed;
    if (pairing_event_lots(ev, &seed))
        cli_json_put_int(j, "draw_lots", (long long)seed);
}

static void put_lot(cli_json *j, uint64_t seed, int drawn)
{
    cli_json_key(j, "lot");
    cli_json_object(j);
    cli_json_put_int(j, "seed", (long long)seed);
    cli_json_put_string(j, "drawn_by", drawn ? "--draw-lots" : "default seed");
    cli_json_object_end(j);
}

/* Fetches a player's id string ahead of its use. */
static void fetch_ahead(const char *id)
{
#if defined(__GNUC__)
    __builtin_prefetch(id);
#else
    (void)id;
#endif
}

/* The boards, their players' ids gathered first (see numbers). */
static void put_pairings(cli_json *j, const pairing_event *ev, const pairing_round *r)
{
    int games = pairing_round_games(r);
    const char **ids = malloc(2 * ((size_t)games + 1) * sizeof *ids);
    if (!ids)
        j->out->failed = 1;
    for (int i = 0; ids && i < games; i++) {
        pairing_game g = pairing_round_game(r, i);
        ids[2 * i] = g.first >= 0 ? pairing_event_id(ev, g.first) : NULL;
        ids[2 * i + 1] = g.second >= 0 ? pairing_event_id(ev, g.second) : NULL;
        fetch_ahead(ids[2 * i]);
        fetch_ahead(ids[2 * i + 1]);
    }
    cli_json_key(j, "pairings");
    cli_json_array(j);
    for (int i = 0; ids && i < games; i++) {
        cli_json_object(j);
        cli_json_put_int(j, "board", pairing_round_game(r, i).board);
        for (int s = 0; s < 2; s++) {
            cli_json_key(j, s ? "second" : "first");
            if (ids[2 * i + s])
                cli_json_string(j, ids[2 * i + s]);
            else
                cli_json_null(j);
        }
        cli_json_object_end(j);
    }
    free(ids);
    cli_json_array_end(j);
    cli_json_key(j, "byes");
    cli_json_array(j);
    for (int i = 0; i < pairing_round_byes(r); i++)
        player(j, ev, pairing_round_bye(r, i));
    cli_json_array_end(j);
}

/* The event's particulars, when its file gives them, and the settings used. */
void cli_json_context(cli_json *j, const cli_context *cx)
{
    if (!cx)
        return;
    if (cli_context_has_event(cx)) {
        cli_json_key(j, "event");
        cli_json_object(j);
        const char *keys[] = {"name", "date", "venue", "arbiter"};
        const char *values[] = {cx->name, cx->date, cx->venue, cx->arbiter};
        for (int i = 0; i < 4; i++)
            if (values[i])
                cli_json_put_string(j, keys[i], values[i]);
        cli_json_object_end(j);
    }
    cli_json_key(j, "settings");
    cli_json_object(j);
    for (int i = 0; i < cx->nsettings; i++) {
        const cli_setting *st = &cx->settings[i];
        cli_json_key(j, st->key);
        if (st->number < 0)
            cli_json_null(j);
        else if (st->number)
            cli_json_int(j, strtoll(st->value, NULL, 10));
        else
            cli_json_string(j, st->value);
    }
    cli_json_object_end(j);
}

int cli_json_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", "roundrobin");
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "players", pairing_event_entrants(ev));
    cli_json_put_int(&j, "cycles", pairing_schedule_cycles(s));
    put_lots(&j, ev);
    cli_json_key(&j, "rounds");
    cli_json_array(&j);
    for (int r = 1; r <= pairing_schedule_rounds(s); r++) {
        const pairing_round *round = pairing_schedule_round(s, r);
        cli_json_object(&j);
        cli_json_put_int(&j, "round", pairing_round_number(round));
        put_pairings(&j, ev, round);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- the player list: the initial numbers (序号), SPEC §1 ---- */

int cli_json_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "count", pairing_event_entrants(ev));
    cli_json_player_list(&j, ev);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

static void put_or_null(cli_json *j, const char *key, int value, int present)
{
    cli_json_key(j, key);
    if (present)
        cli_json_int(j, value);
    else
        cli_json_null(j);
}

/* "players": every entrant by initial number (the site's event.json too). */
void cli_json_player_list(cli_json *j, const pairing_event *ev)
{
    cli_json_key(j, "players");
    cli_json_array(j);
    for (int number = 1; number <= pairing_event_entrants(ev); number++) {
        int p = pairing_event_player_at(ev, number);
        pairing_entrant e = pairing_event_entrant(ev, p);
        cli_json_object(j);
        cli_json_put_int(j, "number", number);
        cli_json_put_string(j, "id", e.id);
        cli_json_put_string(j, "name", e.name);
        put_or_null(j, "rating", e.rating, e.rating != PAIRING_UNRATED);
        cli_json_key(j, "club");
        if (e.club && *e.club)
            cli_json_string(j, e.club);
        else
            cli_json_null(j);
        put_or_null(j, "withdrawn", e.withdrawn, e.withdrawn != PAIRING_ACTIVE);
        /* SPEC §12: the round a late entry joins */
        put_or_null(j, "joined", e.joined, e.joined > 0);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

/* ---- standings ---- */

/* A tiebreak named twice is one key: its values are the same. */
static int named_before(const pairing_standings *st, int k)
{
    for (int i = 0; i < k; i++)
        if (strcmp(pairing_standings_tiebreak_name(st, i),
                   pairing_standings_tiebreak_name(st, k)) == 0)
            return 1;
    return 0;
}

static void standing(cli_json *j, const pairing_event *ev, const pairing_standings *st,
                     int row)
{
    pairing_standing s = pairing_standings_row(st, row);
    cli_json_object(j);
    cli_json_put_int(j, "rank", s.rank);
    put_player(j, "player", ev, s.player);
    cli_json_put_string(j, "name", pairing_event_name(ev, s.player));
    put_score(j, "score", s.score);
    cli_json_key(j, "tiebreaks");
    cli_json_object(j);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++) {
        if (named_before(st, k))
            continue;
        cli_json_key(j, pairing_standings_tiebreak_name(st, k));
        cli_json_value(j, pairing_standings_value(st, row, k));
    }
    cli_json_object_end(j);
    put_bool(j, "shared", s.shared);
    if (pairing_event_system(ev) == PAIRING_SYSTEM_KNOCKOUT) {
        cli_json_key(j, "eliminated");
        if (s.eliminated)
            cli_json_int(j, s.eliminated);
        else
            cli_json_null(j);
    }
    if (s.elimination) { /* the Qiu system's stage 1, and why */
        cli_json_put_int(j, "eliminated", s.eliminated);
        cli_json_put_string(j, "elimination_reason",
                            pairing_elimination_name(s.elimination));
    }
    put_bool(j, "withdrawn", s.withdrawn);
    if (s.annulled)
        put_bool(j, "annulled", 1);
    cli_json_object_end(j);
}

int cli_json_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(pairing_event_system(ev)));
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "after_round", pairing_standings_after_round(st));
    cli_json_key(&j, "tiebreaks");
    cli_json_array(&j);
    for (int k = 0; k < pairing_standings_tiebreaks(st); k++)
        cli_json_string(&j, pairing_standings_tiebreak_name(st, k));
    cli_json_array_end(&j);
    cli_json_put_string(&j, "withdrawal", pairing_standings_withdrawal(st));
    if (pairing_standings_unplayed(st))
        cli_json_put_string(&j, "unplayed", pairing_standings_unplayed(st));
    put_lots(&j, ev);
    cli_json_standing_rows(&j, ev, st);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* "standings": the rows in order (the site's event.json too). */
void cli_json_standing_rows(cli_json *j, const pairing_event *ev,
                            const pairing_standings *st)
{
    cli_json_key(j, "standings");
    cli_json_array(j);
    for (int i = 0; i < pairing_standings_count(st); i++)
        standing(j, ev, st, i);
    cli_json_array_end(j);
}

/* ---- knockout ---- */

const char *cli_match_state_name(int state)
{
    static const char *const names[] = {"waiting", "ready", "played", "walkover",
                                        "empty"};
    return state >= 0 && state <= PAIRING_MATCH_EMPTY ? names[state] : "?";
}

static void put_pair(cli_json *j, const char *key, int a, int b)
{
    cli_json_key(j, key);
    cli_json_array(j);
    cli_json_int(j, a);
    cli_json_int(j, b);
    cli_json_array_end(j);
}

static void positions(cli_json *j, const cli_knockout_view *v)
{
    cli_json_key(j, "positions");
    cli_json_array(j);
    for (int p = 1; p <= pairing_knockout_size(v->k); p++) {
        int who = pairing_knockout_player_at(v->k, p),
            seed = pairing_knockout_seed_at(v->k, p);
        cli_json_object(j);
        cli_json_put_int(j, "position", p);
        if (who < 0)
            put_bool(j, "bye", 1);
        else
            put_player(j, "player", v->ev, who);
        if (seed)
            cli_json_put_int(j, "seed", seed);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void match(cli_json *j, const cli_knockout_view *v, const pairing_match *m)
{
    cli_json_object(j);
    cli_json_put_int(j, "match", m->number);
    put_pair(j, "places", m->place_from, m->place_to);
    if (m->positions[0])
        put_pair(j, "positions", m->positions[0], m->positions[1]);
    else
        put_pair(j, "from", m->from[0], m->from[1]);
    put_player(j, "first", v->ev, m->first);
    put_player(j, "second", v->ev, m->second);
    cli_json_put_string(j, "state", cli_match_state_name(m->state));
    if (m->state == PAIRING_MATCH_PLAYED)
        cli_json_put_string(j, "result", pairing_outcome_token(m->outcome));
    put_player(j, "winner", v->ev, m->winner);
    if (m->state == PAIRING_MATCH_PLAYED)
        put_player(j, "loser", v->ev, m->loser);
    cli_json_object_end(j);
}

/* 抢号 (§3.2): round 1 shows only the matches played; the players with byes are
 * listed as entering round 2 directly, on the line their walkover led to. */
static int shown_in_round(const cli_knockout_view *v, const pairing_match *m)
{
    return !(v->preliminary && m->round == 1 && m->state == PAIRING_MATCH_WALKOVER);
}

static void rounds(cli_json *j, const cli_knockout_view *v)
{
    cli_json_key(j, "rounds");
    cli_json_array(j);
    for (int r = 1; r <= pairing_knockout_rounds(v->k); r++) {
        cli_json_object(j);
        cli_json_put_int(j, "round", r);
        if (v->preliminary && r == 1)
            cli_json_put_string(j, "name", "preliminary");
        cli_json_key(j, "matches");
        cli_json_array(j);
        for (int i = 0; i < pairing_knockout_matches(v->k, r); i++) {
            pairing_match m = pairing_knockout_match(v->k, r, i);
            if (shown_in_round(v, &m))
                match(j, v, &m);
        }
        cli_json_array_end(j);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void direct_entries(cli_json *j, const cli_knockout_view *v)
{
    cli_json_key(j, "direct_entries");
    cli_json_array(j);
    for (int i = 0; i < pairing_knockout_matches(v->k, 1); i++) {
        pairing_match m = pairing_knockout_match(v->k, 1, i);
        if (m.state != PAIRING_MATCH_WALKOVER)
            continue;
        cli_json_object(j);
        cli_json_put_int(j, "line", m.number);
        put_player(j, "player", v->ev, m.winner);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

static void placements(cli_json *j, const cli_knockout_view *v)
{
    cli_json_key(j, "placements");
    cli_json_array(j);
    for (int i = 0; v->places && i < pairing_standings_count(v->places); i++) {
        pairing_standing s = pairing_standings_row(v->places, i);
        cli_json_object(j);
        cli_json_put_int(j, "place", s.rank);
        put_player(j, "player", v->ev, s.player);
        cli_json_put_string(j, "name", pairing_event_name(v->ev, s.player));
        put_bool(j, "shared", s.shared);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

int cli_json_knockout(cli_buffer *out, const cli_knockout_view *v)
{
    cli_json j = {.out = out};
    const pairing_knockout *k = v->k;
    uint64_t seed;
    int is_default = pairing_knockout_lot(k, &seed);
    cli_json_object(&j);
    cli_json_put_string(&j, "system", "knockout");
    cli_json_context(&j, v->cx);
    cli_json_put_int(&j, "size", pairing_knockout_size(k));
    cli_json_put_int(&j, "entrants", pairing_event_entrants(v->ev));
    cli_json_put_int(&j, "seeds", pairing_knockout_seeds(k));
    cli_json_put_int(&j, "byes",
                     pairing_knockout_size(k) - pairing_event_entrants(v->ev));
    cli_json_put_string(&j, "placement", v->placement);
    cli_json_put_string(&j, "presentation", v->preliminary ? "preliminary" : "byes");
    if (v->fully_seeded) { /* SPEC §11: no line is left to a lot */
        cli_json_key(&j, "lot");
        cli_json_null(&j);
    } else {
        put_lot(&j, seed, !is_default);
    }
    positions(&j, v);
    if (v->preliminary)
        direct_entries(&j, v);
    rounds(&j, v);
    int next = pairing_knockout_next_round(k);
    cli_json_key(&j, "next_round");
    if (next > pairing_knockout_rounds(k))
        cli_json_null(&j);
    else
        cli_json_int(&j, next);
    cli_json_key(&j, "notes");
    cli_json_array(&j);
    for (int i = 0; i < pairing_knockout_notes(k); i++)
        cli_json_string(&j, pairing_knockout_note(k, i));
    cli_json_array_end(&j);
    placements(&j, v);
    if (v->json_extra)
        v->json_extra(&j, v->owner);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- a Swiss round ---- */

/* Each player's number, in number order.  The ids are gathered first, a loop
 * whose reads do not wait on one another, and written after. */
void cli_json_numbers(cli_json *j, const pairing_event *ev, const pairing_round *r)
{
    int n = pairing_event_entrants(ev), k = 0;
    const char **ids = malloc(((size_t)n + 1) * sizeof *ids);
    int *number = malloc(((size_t)n + 1) * sizeof *number);
    cli_json_key(j, "numbers");
    cli_json_object(j);
    if (!ids || !number)
        j->out->failed = 1;
    for (int at = 1; ids && number && at <= n; at++) {
        int p = pairing_event_player_at(ev, at), in = pairing_round_player_number(r, p);
        if (!in)
            continue;
        ids[k] = pairing_event_id(ev, p);
        fetch_ahead(ids[k]);
        number[k++] = in;
    }
    for (int i = 0; i < k; i++)
        cli_json_put_int(j, ids[i], number[i]);
    cli_json_object_end(j);
    free(ids);
    free(number);
}

enum { BOARDS_REMATCH, BOARDS_LOT, BOARDS_CLUB_MATES };

static int board_is(const pairing_event *ev, pairing_game g, int kind)
{
    if (kind == BOARDS_CLUB_MATES) { /* an empty club is no club (SPEC §12) */
        const char *a = pairing_event_club(ev, g.first),
                   *b = pairing_event_club(ev, g.second);
        return a && b && *a && strcmp(a, b) == 0;
    }
    return kind == BOARDS_LOT ? g.colour_lot : g.rematch;
}

/* The boards of one kind (a rematch, colours by lot, club-mates), when there
 * are any. */
static int boards_where(cli_json *j, const char *key, const pairing_event *ev,
                        const pairing_round *r, int kind)
{
    int any = 0;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        if (!board_is(ev, g, kind))
            continue;
        if (!any++) {
            cli_json_key(j, key);
            cli_json_array(j);
        }
        cli_json_int(j, g.board);
    }
    if (any)
        cli_json_array_end(j);
    return any;
}

/* SPEC §12: the colour constraints broken, when any are. */
static void colour_breaks(cli_json *j, const pairing_event *ev, const pairing_round *r)
{
    if (!pairing_round_colour_breaks(r))
        return;
    cli_json_key(j, "colour_breaks");
    cli_json_array(j);
    for (int i = 0; i < pairing_round_colour_breaks(r); i++) {
        pairing_colour_break b = pairing_round_colour_break(r, i);
        cli_json_object(j);
        put_player(j, "player", ev, b.player);
        cli_json_put_string(j, "rule",
                            b.rule == PAIRING_COLOUR_THREE_RUNNING ? "three-running"
                                                                   : "difference");
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

/* SPEC §12: the players who asked for a bye in this round (a half-bye or
 * zero-bye row; they are no pairing's byes), or the late entries who join in a
 * later round, in number order. */
static void put_absent(cli_json *j, const pairing_event *ev, const pairing_round *r,
                       int late)
{
    int any = 0;
    for (int n = 1; n <= pairing_event_entrants(ev); n++) {
        int p = pairing_event_player_at(ev, n);
        int presence = pairing_round_participant(r, p).presence;
        if (late ? presence != PAIRING_PRESENCE_NOT_JOINED
                 : presence != PAIRING_PRESENCE_HALF_BYE &&
                       presence != PAIRING_PRESENCE_ZERO_BYE)
            continue;
        if (!any++) {
            cli_json_key(j, late ? "not_joined" : "absent");
            cli_json_array(j);
        }
        player(j, ev, p);
    }
    if (!any && !late) { /* "absent" is always there, "not_joined" when it has someone */
        cli_json_key(j, "absent");
        cli_json_array(j);
    }
    if (any || !late)
        cli_json_array_end(j);
}

/* Why each of "eliminated" is out (Appendix 3 §二.1.1, §三.1.2.3), by id. */
void cli_json_elimination_reasons(cli_json *j, const pairing_event *ev,
                                  const pairing_round *r)
{
    cli_json_key(j, "elimination_reasons");
    cli_json_object(j);
    for (int i = 0; i < pairing_round_eliminated(r); i++)
        cli_json_put_string(
            j, pairing_event_id(ev, pairing_round_eliminated_player(r, i)),
            pairing_elimination_name(pairing_round_eliminated_reason(r, i)));
    cli_json_object_end(j);
}

int cli_json_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(pairing_event_system(ev)));
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "round", pairing_round_number(r));
    cli_json_put_int(&j, "rounds", pairing_round_total(r));
    if (pairing_round_stage(r))
        cli_json_put_string(&j, "stage", pairing_round_stage(r));
    put_pairings(&j, ev, r);
    put_absent(&j, ev, r, 0);
    put_absent(&j, ev, r, 1);
    cli_json_key(&j, "eliminated");
    cli_json_array(&j);
    for (int i = 0; i < pairing_round_eliminated(r); i++)
        player(&j, ev, pairing_round_eliminated_player(r, i));
    cli_json_array_end(&j);
    cli_json_elimination_reasons(&j, ev, r);
    cli_json_numbers(&j, ev, r);
    boards_where(&j, "rematches", ev, r, BOARDS_REMATCH);
    boards_where(&j, "club_mates", ev, r, BOARDS_CLUB_MATES);
    colour_breaks(&j, ev, r);
    if (boards_where(&j, "colours_by_lot", ev, r,
                     BOARDS_LOT)) { /* the Qiu final: say which lot */
        uint64_t seed = 1;
        int given = pairing_event_lots(ev, &seed);
        put_lot(&j, seed, given);
    }
    put_lots(&j, ev);
    cli_json_explain(&j, ev, r);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* The decisions the explanations state, as codes for programs: which line,
 * what was decided for whom, and the reason the engine acted on. */
static void put_decisions(cli_json *j, const pairing_event *ev, const pairing_round *r)
{
    if (!pairing_round_decisions(r))
        return;
    cli_json_key(j, "decisions");
    cli_json_array(j);
    for (int i = 0; i < pairing_round_decisions(r); i++) {
        pairing_decision d = pairing_round_decision(r, i);
        cli_json_object(j);
        cli_json_put_int(j, "explain", d.explanation);
        cli_json_put_string(j, "kind", pairing_decision_kind_name(d.kind));
        put_player(j, "player", ev, d.player);
        if (d.other >= 0)
            put_player(j, "other", ev, d.other);
        put_score(j, "group", d.score);
        cli_json_put_string(j, "reason", pairing_reason_name(d.reason));
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

/* The round's explanations (--explain), when it has them, and their decisions. */
void cli_json_explain(cli_json *j, const pairing_event *ev, const pairing_round *r)
{
    if (!pairing_round_explanations(r))
        return;
    cli_json_key(j, "explain");
    cli_json_array(j);
    for (int i = 0; i < pairing_round_explanations(r); i++)
        cli_json_string(j, pairing_round_explanation(r, i));
    cli_json_array_end(j);
    put_decisions(j, ev, r);
}

/* ---- a check's report ---- */

int cli_json_report(cli_buffer *out, const cli_context *cx, const pairing_report *rep,
                    pairing_system system)
{
    cli_json j = {.out = out};
    int n = pairing_report_problems(rep);
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(system));
    cli_json_context(&j, cx);
    cli_json_put_int(&j, "round", pairing_report_round(rep));
    put_bool(&j, "ok", n == 0);
    cli_json_key(&j, "problems");
    cli_json_array(&j);
    for (int i = 0; i < n; i++)
        cli_json_string(&j, pairing_report_problem(rep, i));
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

/* ---- an event split into groups (pairing groups, SPEC §11) ---- */

int cli_json_groups(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                    const int *group_of, int groups)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_context(&j, cx);
    cli_json_key(&j, "groups");
    cli_json_array(&j);
    for (int g = 0; g < groups; g++) {
        char letter[2] = {(char)('A' + g), 0};
        cli_json_object(&j);
        cli_json_put_string(&j, "group", letter);
        cli_json_key(&j, "players"); /* by initial number */
        cli_json_array(&j);
        for (int number = 1; number <= pairing_event_entrants(ev); number++) {
            int p = pairing_event_player_at(ev, number);
            if (group_of[p] == g)
                cli_json_string(&j, pairing_event_id(ev, p));
        }
        cli_json_array_end(&j);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}
