/*
 * event.c - the tournament model: entrants, results, their validation and
 * the initial numbering (序号).  Every system reads the event through here.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ---- id lookup (ids.c) ---- */

int pr_event_lookup(const pairing_event *ev, const char *id)
{
    const pr_id_record *r = pr_idmap_find(&ev->ids, id);
    return r ? r->index : -1;
}

/* ---- text checks ---- */

/* Ids are keys that every output prints: valid UTF-8 without control characters.
 * Names and clubs may hold anything UTF-8 (a quoted CSV field can span lines). */
static int id_is_clean(const char *s)
{
    int ascii = 1;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p < 0x20 || *p == 0x7f)
            return 0;
        ascii &= *p < 0x80;
    }
    return ascii || pr_utf8_is_valid(s); /* most ids are plain ASCII */
}

/* ---- the event ---- */

static int default_win(pairing_system system)
{
    /* SPEC §1: Qiu scores 2/1/0, every other system 1/½/0 (in half-points). */
    return system == PAIRING_SYSTEM_QIU ? 4 : 2;
}

PAIRING_API pairing_event *pairing_event_new(pairing_system system, pairing_error *err)
{
    if (system < PAIRING_SYSTEM_ROUNDROBIN || system > PAIRING_SYSTEM_DUTCH) {
        pr_fail(err, PAIRING_ERR_INVALID, "unknown tournament system %d", (int)system);
        return NULL;
    }
    pairing_event *ev = calloc(1, sizeof *ev);
    if (!ev) {
        pr_nomem(err);
        return NULL;
    }
    ev->system = system;
    ev->win = default_win(system);
    ev->draw = ev->win / 2;
    ev->loss = 0;
    ev->bye = -1; /* a win, whatever the win is worth */
    return ev;
}

PAIRING_API void pairing_event_free(pairing_event *ev)
{
    if (!ev)
        return;
    for (int i = 0; i < ev->nplayers; i++) {
        free(ev->players[i].id); /* the name and the club are in its block */
    }
    free(ev->players);
    free(ev->games);
    pr_idmap_free(&ev->ids);
    free(ev->row_table);
    free(ev->row_start);
    free(ev->row_games);
    free(ev->by_number);
    free(ev->forbidden);
    free(ev->acceleration);
    free(ev);
}

PAIRING_API pairing_system pairing_event_system(const pairing_event *ev)
{
    return ev ? ev->system : PAIRING_SYSTEM_ROUNDROBIN;
}

#define MAX_POINTS 200 /* half-points per game; keeps every sum far from overflow */

PAIRING_API int pairing_event_set_points(pairing_event *ev, int win, int draw, int loss,
                                         pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (loss < 0 || draw < loss || win < draw || win <= 0 || win > MAX_POINTS)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "points must satisfy 0 <= loss <= draw <= win, 0 < win <= %d "
                       "half-points",
                       MAX_POINTS);
    ev->win = win;
    ev->draw = draw;
    ev->loss = loss;
    ev->validated = ev->rows_indexed = 0;
    ev->changes++;
    return PAIRING_OK;
}

PAIRING_API int pairing_event_set_bye_points(pairing_event *ev, int points,
                                             pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (points < 0 || points > MAX_POINTS)
        return pr_fail(err, PAIRING_ERR_INVALID, "bye points must be 0..%d half-points",
                       MAX_POINTS);
    ev->bye = points;
    ev->validated = ev->rows_indexed = 0;
    ev->changes++;
    return PAIRING_OK;
}

PAIRING_API int pairing_event_set_absence_points(pairing_event *ev, int zero_bye,
                                                 int forfeit_loss, pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (zero_bye < 0 || zero_bye > MAX_POINTS || forfeit_loss < 0 ||
        forfeit_loss > MAX_POINTS)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "a zero-point bye and a forfeit loss score 0..%d half-points",
                       MAX_POINTS);
    ev->zero_bye = zero_bye;
    ev->forfeit_loss = forfeit_loss;
    ev->validated = ev->rows_indexed = 0;
    ev->changes++;
    return PAIRING_OK;
}

PAIRING_API void pairing_event_set_lots(pairing_event *ev, uint64_t seed)
{
    if (!ev)
        return;
    ev->has_lots = 1;
    ev->lot_seed = seed;
    ev->validated = ev->numbered = ev->rows_indexed = 0;
    ev->changes++;
}

PAIRING_API int pairing_event_forbid_pair(pairing_event *ev, int a, int b,
                                          pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (a < 0 || b < 0 || a >= ev->nplayers || b >= ev->nplayers || a == b)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "a forbidden pair needs two different entrants, not %d and %d", a,
                       b);
    if (ev->nforbidden == ev->cap_forbidden) {
        int cap = ev->cap_forbidden ? 2 * ev->cap_forbidden : 8;
        int *grown = realloc(ev->forbidden, sizeof *grown * 2 * (size_t)cap);
        if (!grown)
            return pr_nomem(err);
        ev->forbidden = grown;
        ev->cap_forbidden = cap;
    }
    ev->forbidden[2 * ev->nforbidden] = a;
    ev->forbidden[2 * ev->nforbidden + 1] = b;
    ev->nforbidden++;
    ev->validated = 0;
    ev->changes++;
    return PAIRING_OK;
}

PAIRING_API int pairing_event_set_acceleration(pairing_event *ev, int player, int round,
                                               int points, pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (player < 0 || player >= ev->nplayers || round < 1 || round > PAIRING_MAX_ROUNDS ||
        points < 0 || points > MAX_POINTS * PAIRING_MAX_ROUNDS)
        return pr_fail(
            err, PAIRING_ERR_INVALID,
            "acceleration: entrant %d, round %d, %d half-points is out of range", player,
            round, points);
    int k = 0; /* a round given again: the last says */
    while (k < ev->naccelerations &&
           !(ev->acceleration[3 * k] == player && ev->acceleration[3 * k + 1] == round))
        k++;
    if (k == ev->cap_accelerations) {
        int cap = ev->cap_accelerations ? 2 * ev->cap_accelerations : 16;
        int *grown = realloc(ev->acceleration, sizeof *grown * 3 * (size_t)cap);
        if (!grown)
            return pr_nomem(err);
        ev->acceleration = grown;
        ev->cap_accelerations = cap;
    }
    if (k == ev->naccelerations)
        ev->naccelerations++;
    int *at = &ev->acceleration[3 * k];
    at[0] = player;
    at[1] = round;
    at[2] = points;
    ev->validated = 0;
    ev->changes++;
    return PAIRING_OK;
}

int pr_event_acceleration(const pairing_event *ev, int p, int round)
{
    for (int k = 0; k < ev->naccelerations; k++)
        if (ev->acceleration[3 * k] == p && ev->acceleration[3 * k + 1] == round)
            return ev->acceleration[3 * k + 2];
    return 0;
}

PAIRING_API int pairing_event_lots(const pairing_event *ev, uint64_t *seed)
{
    if (!ev || !ev->has_lots)
        return 0;
    if (seed)
        *seed = ev->lot_seed;
    return 1;
}

PAIRING_API int pairing_event_points(const pairing_event *ev, int *win, int *draw,
                                     int *loss, int *bye)
{
    if (!ev)
        return PAIRING_ERR_INVALID;
    if (win)
        *win = ev->win;
    if (draw)
        *draw = ev->draw;
    if (loss)
        *loss = ev->loss;
    if (bye)
        *bye = ev->bye < 0 ? ev->win : ev->bye;
    return PAIRING_OK;
}

PAIRING_API void pairing_entrant_defaults(pairing_entrant *e)
{
    if (!e)
        return;
    memset(e, 0, sizeof *e);
    e->rating = PAIRING_UNRATED;
    e->withdrawn = PAIRING_ACTIVE;
    e->joined = 0; /* from the start */
}

/* An entrant whose id is checked (the first three checks) is named in each
 * message: "entrant '%s': " begins every format after them. */
static int check_entrant(const pairing_event *ev, const pairing_entrant *e,
                         pairing_error *err)
{
    if (!e->id || !*e->id)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "empty id");
    if (strlen(e->id) > PAIRING_MAX_ID_BYTES)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_ENTRANTS, e->line,
                          "id longer than %d bytes", PAIRING_MAX_ID_BYTES);
    if (!id_is_clean(e->id))
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "id is not valid UTF-8 or holds control characters");
    if (!e->name || !*e->name)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': empty name", e->id);
    if (strlen(e->name) > PAIRING_MAX_NAME_BYTES)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': name longer than %d bytes", e->id,
                          PAIRING_MAX_NAME_BYTES);
    if (!pr_utf8_is_valid(e->name))
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': name is not valid UTF-8", e->id);
    if (e->club && strlen(e->club) > PAIRING_MAX_NAME_BYTES)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': club longer than %d bytes", e->id,
                          PAIRING_MAX_NAME_BYTES);
    if (e->club && !pr_utf8_is_valid(e->club))
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': club is not valid UTF-8", e->id);
    if (e->rating < PAIRING_UNRATED)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': rating must be 0 or more", e->id);
    if (e->rank < 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': rank must be 1 or more", e->id);
    if (e->violations < 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': violations must be 0 or more", e->id);
    if (e->withdrawn < PAIRING_ACTIVE || e->withdrawn > PAIRING_MAX_ROUNDS)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': withdrawn must be a round 0..%d", e->id,
                          PAIRING_MAX_ROUNDS);
    if (e->joined < 0 || e->joined > PAIRING_MAX_ROUNDS)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': joined must be a round 1..%d", e->id,
                          PAIRING_MAX_ROUNDS);
    if (e->joined > 1 && ev->system != PAIRING_SYSTEM_SWISS &&
        ev->system != PAIRING_SYSTEM_QIU)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': a late entry (joined %d) needs a qiu or swiss "
                          "event",
                          e->id, e->joined);
    if (ev->nplayers >= PAIRING_MAX_ENTRANTS)
        return pr_fail_at(err, PAIRING_ERR_LIMIT, PAIRING_SOURCE_ENTRANTS, e->line,
                          "entrant '%s': more than %d entrants", e->id,
                          PAIRING_MAX_ENTRANTS);
    return PAIRING_OK; /* a duplicate id is found when the id goes in */
}

/* The id, the name and the club in one block, which p->id owns. */
static int copy_strings(pr_player *p, const pairing_entrant *e)
{
    const char *club = e->club && *e->club ? e->club : NULL;
    size_t id = strlen(e->id) + 1, name = strlen(e->name) + 1;
    size_t both = id + name, all = both + (club ? strlen(club) + 1 : 0);
    char *block = malloc(all);
    if (!block)
        return -1;
    memcpy(block, e->id, id);
    memcpy(block + id, e->name, name);
    if (club)
        memcpy(block + both, club, all - both);
    p->id = block;
    p->name = block + id;
    p->club = club ? block + both : NULL;
    return 0;
}

PAIRING_API int pairing_event_add_entrant(pairing_event *ev, const pairing_entrant *e,
                                          pairing_error *err)
{
    if (!ev || !e)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no entrant");
    int rc = check_entrant(ev, e, err);
    if (rc)
        return rc;
    if (pr_grow((void **)&ev->players, &ev->cap_players, ev->nplayers + 1,
                sizeof *ev->players))
        return pr_nomem(err);
    pr_player *p = &ev->players[ev->nplayers];
    memset(p, 0, sizeof *p);
    if (copy_strings(p, e))
        return pr_nomem(err);
    int twin = -1;
    rc = pr_idmap_add(&ev->ids, e->id, ev->nplayers, &twin);
    if (rc) {
        free(p->id);
        if (rc < 0)
            return pr_nomem(err);
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, e->line,
                          "duplicate id '%s' (first on line %ld)", e->id,
                          ev->players[twin].line);
    }
    p->rating = e->rating;
    p->rank = e->rank;
    p->violations = e->violations;
    p->withdrawn = e->withdrawn;
    p->joined = e->joined;
    p->line = e->line;
    if (e->rank > 0)
        ev->has_ranks = 1;
    ev->nplayers++;
    ev->validated = ev->numbered = ev->rows_indexed = 0;
    ev->changes++;
    return PAIRING_OK;
}

/* ---- results ---- */

static int is_bye(pairing_outcome o)
{
    return o == PAIRING_BYE || o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

static int result_fail(pairing_error *err, int code, const pairing_result *r,
                       const char *fmt, ...) PR_PRINTF(4, 5);
static int result_fail(pairing_error *err, int code, const pairing_result *r,
                       const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_fail_v(err, code, PAIRING_SOURCE_RESULTS, r->line, fmt, ap);
    va_end(ap);
    return rc;
}

/* The row's players as looked up ahead (add_results), or not yet (NULL). */
typedef struct found_players {
    pr_id_record *side[2];
} found_players;

static int resolve_player(const pairing_event *ev, const pairing_result *r,
                          const char *id, pr_id_record *ahead, pr_id_record **found,
                          pairing_error *err)
{
    /* an id found is an entrant's, checked when he was added: only one not
     * found can be unprintable, and then that is what is said of it */
    if ((*found = ahead ? ahead : pr_idmap_find(&ev->ids, id)))
        return PAIRING_OK;
    if (!id_is_clean(id))
        return result_fail(err, PAIRING_ERR_DATA, r,
                           "a player id is not valid UTF-8 or holds control characters");
    return result_fail(err, PAIRING_ERR_DATA, r, "player '%s' is not an entrant", id);
}

static int check_free_in_round(const pairing_event *ev, const pairing_result *r,
                               const pr_id_record *player, pairing_error *err)
{
    int held = pr_rows_clash(ev, player, r->round);
    if (held < 0)
        return PAIRING_OK;
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line,
                      "player '%s' already plays in round %d (line %ld)", player->id,
                      r->round, ev->games[held].line);
}

static int resolve_winner(const pairing_event *ev, const pairing_result *r, int first,
                          int second, int *winner, pairing_error *err)
{
    *winner = -1;
    if (!r->winner || !*r->winner)
        return PAIRING_OK;
    if (is_bye(r->outcome) || r->outcome == PAIRING_PENDING)
        return result_fail(err, PAIRING_ERR_DATA, r,
                           "winner '%s' given for a game without a result", r->winner);
    int w = pr_event_lookup(ev, r->winner);
    if (w != first && w != second)
        return result_fail(err, PAIRING_ERR_DATA, r, "winner '%s' is not in this game",
                           r->winner);
    int lost = r->outcome == PAIRING_DOUBLE_FORFEIT || /* both lost: nobody goes on */
               (w == first && (r->outcome == PAIRING_SECOND_WINS ||
                               r->outcome == PAIRING_FORFEIT_SECOND_WINS)) ||
               (w == second && (r->outcome == PAIRING_FIRST_WINS ||
                                r->outcome == PAIRING_FORFEIT_FIRST_WINS));
    if (lost)
        return result_fail(err, PAIRING_ERR_DATA, r, "winner '%s' lost this game",
                           r->winner);
    *winner = w;
    return PAIRING_OK;
}

/* The row's players, found: side[0] moves first, side[1] is NULL for a bye. */
static int check_result(const pairing_event *ev, const pairing_result *r, pr_game *g,
                        const found_players *ahead, pr_id_record **side,
                        pairing_error *err)
{
    if (r->round < 1 || r->round > PAIRING_MAX_ROUNDS)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, r->line,
                          "round %d is out of range 1..%d", r->round, PAIRING_MAX_ROUNDS);
    if (r->outcome < PAIRING_PENDING || r->outcome > PAIRING_ZERO_BYE)
        return pr_fail_at(err, PAIRING_ERR_INVALID, PAIRING_SOURCE_RESULTS, r->line,
                          "unknown outcome %d", (int)r->outcome);
    if (!r->first || !*r->first)
        return result_fail(err, PAIRING_ERR_DATA, r, "no first player");
    int rc = resolve_player(ev, r, r->first, ahead->side[0], &side[0], err);
    if (rc)
        return rc;
    int has_second = r->second && *r->second;
    side[1] = NULL;
    if (is_bye(r->outcome) && has_second)
        return result_fail(err, PAIRING_ERR_DATA, r, "a %s has no second player",
                           pairing_outcome_token(r->outcome));
    if (!is_bye(r->outcome)) {
        if (!has_second)
            return result_fail(err, PAIRING_ERR_DATA, r,
                               "no second player (write '%s' for a bye)", "bye");
        if ((rc = resolve_player(ev, r, r->second, ahead->side[1], &side[1], err)))
            return rc;
        if (side[1] == side[0])
            return result_fail(err, PAIRING_ERR_DATA, r,
                               "player '%s' cannot play himself", r->first);
    }
    g->first = side[0]->index;
    g->second = side[1] ? side[1]->index : -1;
    if ((rc = check_free_in_round(ev, r, side[0], err)))
        return rc;
    if (side[1] && (rc = check_free_in_round(ev, r, side[1], err)))
        return rc;
    return resolve_winner(ev, r, g->first, g->second, &g->winner, err);
}

static int add_one(pairing_event *ev, const pairing_result *r, const found_players *ahead,
                   pairing_error *err)
{
    pr_game g;
    pr_id_record *side[2];
    int rc = check_result(ev, r, &g, ahead, side, err);
    if (rc)
        return rc;
    if (ev->ngames >= INT32_MAX / 2)
        return result_fail(err, PAIRING_ERR_LIMIT, r, "too many results");
    if (ev->ngames == ev->cap_games &&
        pr_grow((void **)&ev->games, &ev->cap_games, ev->ngames + 1, sizeof *ev->games))
        return pr_nomem(err);
    g.round = r->round;
    g.outcome = r->outcome;
    g.line = r->line;
    pr_rows_note(ev, side[0], g.round, ev->ngames);
    if (side[1])
        pr_rows_note(ev, side[1], g.round, ev->ngames);
    ev->games[ev->ngames++] = g;
    if (g.round > ev->rounds)
        ev->rounds = g.round;
    ev->validated = ev->rows_indexed = 0;
    ev->changes++;
    return PAIRING_OK;
}

PAIRING_API int pairing_event_add_result(pairing_event *ev, const pairing_result *r,
                                         pairing_error *err)
{
    if (!ev || !r)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no result");
    found_players none = {{NULL, NULL}};
    return add_one(ev, r, &none, err);
}

#define LOOKAHEAD 32 /* rows whose players are looked up together */

/* The ids of a batch of rows, looked up in steps so that the memory of one row's
 * players is on its way while the others are hashed and probed; a row whose
 * player is not found (or not looked up) is looked up again, and refused, when
 * its turn comes. */
static void look_up_ahead(const pairing_event *ev, const pairing_result *rows, int n,
                          found_players *found)
{
    pr_id_query q[LOOKAHEAD][2];
    for (int i = 0; i < n; i++) {
        pr_idmap_query(&q[i][0], rows[i].first && *rows[i].first ? rows[i].first : NULL);
        pr_idmap_query(&q[i][1],
                       rows[i].second && *rows[i].second ? rows[i].second : NULL);
        pr_idmap_prefetch(&ev->ids, &q[i][0]);
        pr_idmap_prefetch(&ev->ids, &q[i][1]);
    }
    for (int i = 0; i < n; i++)
        for (int s = 0; s < 2; s++) {
            found[i].side[s] = pr_idmap_probe(&ev->ids, &q[i][s]);
#if defined(__GNUC__)
            if (found[i].side[s])
                __builtin_prefetch(found[i].side[s], 1);
#endif
        }
}

PAIRING_API int pairing_event_add_results(pairing_event *ev, const pairing_result *rows,
                                          int count, pairing_error *err)
{
    if (!ev || (!rows && count) || count < 0)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event or no results");
    for (int start = 0; start < count; start += LOOKAHEAD) {
        int n = count - start < LOOKAHEAD ? count - start : LOOKAHEAD;
        found_players found[LOOKAHEAD];
        look_up_ahead(ev, rows + start, n, found);
        for (int i = 0; i < n; i++) {
            int rc = add_one(ev, &rows[start + i], &found[i], err);
            if (rc)
                return rc;
        }
    }
    return PAIRING_OK;
}

/* ---- validation across rows, and numbering ---- */

static int by_rank_then_line(const void *ctx, int a, int b)
{
    const pairing_event *ev = ctx;
    int ra = ev->players[a].rank, rb = ev->players[b].rank;
    return ra != rb ? (ra > rb) - (ra < rb) : a - b;
}

/* Ranks need only be distinct, not 1..n (a list may skip those who did not
 * come), so duplicates are found by sorting, whatever the ranks' size.  The error
 * names the first row, in file order, that lacks a rank or repeats one. */
static int check_ranks(const pairing_event *ev, pairing_error *err)
{
    if (!ev->has_ranks)
        return PAIRING_OK;
    int n = ev->nplayers, bad = n, holder = -1;
    int *order = pr_calloc((size_t)n + 1, sizeof *order);
    if (!order)
        return pr_nomem(err);
    for (int i = 0; i < n; i++)
        order[i] = i;
    if (pr_sort(order, n, by_rank_then_line, ev)) {
        free(order);
        return pr_nomem(err);
    }
    for (int i = 0; i < n; i++) {
        int p = order[i];
        if (ev->players[p].rank == 0 && p < bad)
            bad = p, holder = -1;
        else if (i > 0 && ev->players[order[i - 1]].rank == ev->players[p].rank &&
                 (i < 2 || ev->players[order[i - 2]].rank != ev->players[p].rank) &&
                 p < bad)
            bad = p, holder = order[i - 1]; /* the second row with this rank */
    }
    free(order);
    if (bad == n)
        return PAIRING_OK;
    const pr_player *p = &ev->players[bad];
    if (holder < 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, p->line,
                          "entrant '%s' has no rank, but others have", p->id);
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, p->line,
                      "rank %d is also given to '%s' (line %ld)", p->rank,
                      ev->players[holder].id, ev->players[holder].line);
}

static int is_requested_bye(pairing_outcome o)
{
    return o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

/* Which rounds have rows and the first line of each, and the last round with a
 * game or a pairing's bye. */
static int round_lines(const pairing_event *ev, char *seen, long *first_line)
{
    int last_paired = 0;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (!seen[g->round] || g->line < first_line[g->round])
            first_line[g->round] = g->line;
        seen[g->round] = 1;
        if (!is_requested_bye(g->outcome) && g->round > last_paired)
            last_paired = g->round;
    }
    return last_paired;
}

/* Every round up to the last one paired must have rows: a gap there is a
 * missing round.  After it, byes asked for ahead may skip rounds (SPEC §12: the
 * round to pair is the one after the last with a game). */
static int check_rounds(const pairing_event *ev, pairing_error *err)
{
    if (ev->rounds == 0)
        return PAIRING_OK;
    long *first_line = pr_calloc((size_t)ev->rounds + 1, sizeof *first_line);
    char *seen = pr_calloc((size_t)ev->rounds + 1, 1);
    if (!first_line || !seen) {
        free(first_line);
        free(seen);
        return pr_nomem(err);
    }
    int last_paired = round_lines(ev, seen, first_line), rc = PAIRING_OK;
    for (int r = 1; r < last_paired && !rc; r++) {
        if (seen[r])
            continue;
        int next = r + 1;
        while (!seen[next])
            next++;
        rc = pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, first_line[next],
                        "round %d has results but round %d is missing", next, r);
    }
    free(first_line);
    free(seen);
    return rc;
}

static int is_unplayed(pairing_outcome o)
{
    return o == PAIRING_FORFEIT_FIRST_WINS || o == PAIRING_FORFEIT_SECOND_WINS ||
           o == PAIRING_DOUBLE_FORFEIT || o == PAIRING_ZERO_BYE;
}

/* The earliest row of the file, rounds from..to of player p, whose outcome is
 * not allowed there; in one row, the player who moves first.  first and who
 * carry the earliest found so far over the players. */
static void earliest_wrong_row(const pairing_event *ev, int p, int from, int to,
                               int (*allowed)(pairing_outcome), int *first, int *who)
{
    for (int r = from; r <= to; r++) {
        int g = pr_event_game_at(ev, r, p);
        if (g < 0 || allowed(ev->games[g].outcome))
            continue;
        if (*first < 0 || g < *first || (g == *first && ev->games[g].first == p))
            *first = g, *who = p;
    }
}

/* A withdrawn player may only have unplayed rows (forfeits, zero-byes) afterwards.
 * Only the withdrawn are read, through their rows (rows.c); the first offending
 * row of the file is the one reported. */
static int check_withdrawals(const pairing_event *ev, pairing_error *err)
{
    int first = -1, who = -1;
    for (int p = 0; p < ev->nplayers; p++) {
        int gone = ev->players[p].withdrawn;
        if (gone != PAIRING_ACTIVE)
            earliest_wrong_row(ev, p, gone + 1, ev->rounds, is_unplayed, &first, &who);
    }
    if (first < 0)
        return PAIRING_OK;
    const pr_game *g = &ev->games[first];
    const pr_player *p = &ev->players[who];
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                      "player '%s' withdrew after round %d but plays in round %d", p->id,
                      p->withdrawn, g->round);
}

/* SPEC §12: before the round he joins, a late entry may only have asked for byes
 * (half-bye, zero-bye); a game or a pairing's bye there is a mistake in the
 * results.  The first offending row of the file is the one reported. */
static int check_late_entries(const pairing_event *ev, pairing_error *err)
{
    int first = -1, who = -1;
    for (int p = 0; p < ev->nplayers; p++)
        if (ev->players[p].joined > 1)
            earliest_wrong_row(ev, p, 1,
                               ev->players[p].joined <= ev->rounds
                                   ? ev->players[p].joined - 1
                                   : ev->rounds,
                               is_requested_bye, &first, &who);
    if (first < 0)
        return PAIRING_OK;
    const pr_game *g = &ev->games[first];
    const pr_player *p = &ev->players[who];
    return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                      "player '%s' joins in round %d but is paired in round %d (before "
                      "it only a half-bye or a zero-bye may name him)",
                      p->id, p->joined, g->round);
}

typedef struct number_key {
    int player;
    int rank;
    int rating;
    uint64_t lot;
} number_key;

static int compare_number_keys(const void *a, const void *b)
{
    const number_key *x = a, *y = b;
    if (x->rank != y->rank)
        return x->rank < y->rank ? -1 : 1;
    if (x->rating != y->rating)
        return x->rating > y->rating ? -1 : 1;
    if (x->lot != y->lot)
        return x->lot < y->lot ? -1 : 1;
    return x->player < y->player ? -1 : x->player > y->player;
}

/* Without lots the order fits in one 64-bit key a player: the (distinct) rank or
 * the rating turned to sort ascending, then the file order. */
static int numbers_by_keys(pairing_event *ev, int *by_number)
{
    int n = ev->nplayers;
    uint64_t *keys = pr_calloc((size_t)n, sizeof *keys);
    if (!keys)
        return -1;
    for (int i = 0; i < n; i++) {
        const pr_player *p = &ev->players[i];
        uint32_t first = ev->has_ranks ? (uint32_t)p->rank /* ratings are >= -1: */
                                       : (uint32_t)((int64_t)INT32_MAX - p->rating);
        keys[i] = (uint64_t)first << 32 | (uint32_t)i;
    }
    if (pr_sort_keys(keys, n)) {
        free(keys);
        return -1;
    }
    for (int k = 0; k < n; k++)
        by_number[k] = (int)(keys[k] & 0xffffffffU);
    free(keys);
    return 0;
}

/* SPEC §1: by rank if given, else rating descending (unrated last); ties keep file
 * order unless lots are drawn. */
static int assign_numbers(pairing_event *ev, pairing_error *err)
{
    int n = ev->nplayers;
    if (!ev->has_lots) {
        int *order = pr_calloc((size_t)n, sizeof *order);
        if (!order || numbers_by_keys(ev, order)) {
            free(order);
            return pr_nomem(err);
        }
        for (int k = 0; k < n; k++)
            ev->players[order[k]].number = k + 1;
        free(ev->by_number);
        ev->by_number = order;
        ev->numbered = 1;
        return PAIRING_OK;
    }
    number_key *keys = pr_calloc((size_t)n, sizeof *keys);
    int *by_number = pr_calloc((size_t)n, sizeof *by_number);
    if (!keys || !by_number) {
        free(keys);
        free(by_number);
        return pr_nomem(err);
    }
    pr_lots lots;
    pr_lots_seed(&lots, ev->lot_seed);
    for (int i = 0; i < n; i++) {
        keys[i].player = i;
        keys[i].rank = ev->has_ranks ? ev->players[i].rank : 0;
        keys[i].rating = ev->players[i].rating;
        keys[i].lot = ev->has_lots ? pr_lots_next(&lots) : 0;
    }
    qsort(keys, (size_t)n, sizeof *keys, compare_number_keys);
    for (int k = 0; k < n; k++) {
        by_number[k] = keys[k].player;
        ev->players[keys[k].player].number = k + 1;
    }
    free(keys);
    free(ev->by_number);
    ev->by_number = by_number;
    ev->numbered = 1;
    return PAIRING_OK;
}

PAIRING_API int pairing_event_validate(pairing_event *ev, pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (ev->nplayers == 0)
        return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, 0,
                          "no entrants");
    int rc = check_ranks(ev, err);
    if (!rc)
        rc = pr_rows_index(ev, err);
    if (!rc)
        rc = check_rounds(ev, err);
    if (!rc)
        rc = check_withdrawals(ev, err);
    if (!rc)
        rc = check_late_entries(ev, err);
    if (!rc && !ev->numbered)
        rc = assign_numbers(ev, err);
    ev->validated = rc == PAIRING_OK;
    return rc;
}

int pr_event_require_valid(const pairing_event *ev, pairing_error *err)
{
    if (!ev)
        return pr_fail(err, PAIRING_ERR_INVALID, "no event");
    if (!ev->validated)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "the event changed since it was validated: call "
                       "pairing_event_validate first");
    return PAIRING_OK;
}

/* ---- reading the event ---- */

/* ---- the event as it stood after a round ---- */

/* The rules in force, copied as they are: points, byes, absences and lots. */
static void copy_rules(pairing_event *to, const pairing_event *from)
{
    to->win = from->win;
    to->draw = from->draw;
    to->loss = from->loss;
    to->bye = from->bye;
    to->zero_bye = from->zero_bye;
    to->forfeit_loss = from->forfeit_loss;
    to->has_lots = from->has_lots;
    to->lot_seed = from->lot_seed;
}

static int copy_entrants(pairing_event *to, const pairing_event *from, pairing_error *err)
{
    int rc = PAIRING_OK;
    for (int p = 0; !rc && p < from->nplayers; p++) {
        pairing_entrant e = pairing_event_entrant(from, p);
        rc = pairing_event_add_entrant(to, &e, err);
    }
    for (int k = 0; !rc && k < from->nforbidden; k++)
        rc = pairing_event_forbid_pair(to, from->forbidden[2 * k],
                                       from->forbidden[2 * k + 1], err);
    for (int k = 0; !rc && k < from->naccelerations; k++)
        rc = pairing_event_set_acceleration(to, from->acceleration[3 * k],
                                            from->acceleration[3 * k + 1],
                                            from->acceleration[3 * k + 2], err);
    return rc;
}

/* The rows keep(row, round) takes, in the order they were added. */
static int copy_rows(pairing_event *to, const pairing_event *from, int round,
                     int (*keep)(const pr_game *row, int round), pairing_error *err)
{
    int rc = PAIRING_OK;
    for (int i = 0; !rc && i < from->ngames; i++) {
        const pr_game *g = &from->games[i];
        if (!keep(g, round))
            continue;
        pairing_result r = {g->round,
                            from->players[g->first].id,
                            g->second >= 0 ? from->players[g->second].id : NULL,
                            g->outcome,
                            g->winner >= 0 ? from->players[g->winner].id : NULL,
                            g->line};
        rc = pairing_event_add_result(to, &r, err);
    }
    return rc;
}

pairing_event *pr_event_copy(const pairing_event *ev, int round,
                             int (*keep)(const pr_game *row, int round), int validate,
                             pairing_error *err)
{
    pairing_event *copy = pairing_event_new(ev->system, err);
    if (!copy)
        return NULL;
    copy_rules(copy, ev);
    int rc = copy_entrants(copy, ev, err);
    if (!rc)
        rc = copy_rows(copy, ev, round, keep, err);
    if (!rc && validate)
        rc = pairing_event_validate(copy, err);
    if (rc) {
        pairing_event_free(copy);
        return NULL;
    }
    return copy;
}

static int played_by(const pr_game *row, int round)
{
    return row->round <= round;
}

/* A site shows each round as it was paired, from the event as it stood then:
 * copied from the event in memory, where reading the files again for every
 * round cost a seventh of publishing a 1,000-player event. */
PAIRING_API pairing_event *pairing_event_through_round(const pairing_event *ev, int round,
                                                       pairing_error *err)
{
    if (!ev || round < 0) {
        pr_fail(err, PAIRING_ERR_INVALID, "no event, or round %d before the first",
                round);
        return NULL;
    }
    if (ev->team_source) {
        pr_fail(err, PAIRING_ERR_INVALID,
                "a team-level event is made from its team event: copy that instead");
        return NULL;
    }
    return pr_event_copy(ev, round, played_by, ev->validated, err);
}

PAIRING_API int pairing_event_entrants(const pairing_event *ev)
{
    return ev ? ev->nplayers : 0;
}

PAIRING_API int pairing_event_find(const pairing_event *ev, const char *id)
{
    return ev ? pr_event_lookup(ev, id) : -1;
}

static const pr_player *player_of(const pairing_event *ev, int player)
{
    if (!ev || player < 0 || player >= ev->nplayers)
        return NULL;
    return &ev->players[player];
}

/* Everything known of an entrant, strings borrowed from the event. */
PAIRING_API pairing_entrant pairing_event_entrant(const pairing_event *ev, int player)
{
    pairing_entrant e;
    pairing_entrant_defaults(&e);
    const pr_player *p = player_of(ev, player);
    if (!p)
        return e;
    e.id = p->id;
    e.name = p->name;
    e.rating = p->rating;
    e.rank = p->rank;
    e.club = p->club;
    e.violations = p->violations;
    e.withdrawn = p->withdrawn;
    e.joined = p->joined;
    e.line = p->line;
    return e;
}

PAIRING_API const char *pairing_event_id(const pairing_event *ev, int player)
{
    const pr_player *p = player_of(ev, player);
    return p ? p->id : NULL;
}

PAIRING_API const char *pairing_event_name(const pairing_event *ev, int player)
{
    const pr_player *p = player_of(ev, player);
    return p ? p->name : NULL;
}

PAIRING_API const char *pairing_event_club(const pairing_event *ev, int player)
{
    const pr_player *p = player_of(ev, player);
    return p ? p->club : NULL;
}

PAIRING_API int pairing_event_rating(const pairing_event *ev, int player)
{
    const pr_player *p = player_of(ev, player);
    return p ? p->rating : PAIRING_UNRATED;
}

PAIRING_API int pairing_event_number(const pairing_event *ev, int player)
{
    const pr_player *p = player_of(ev, player);
    return p && ev->numbered ? p->number : 0;
}

PAIRING_API int pairing_event_player_at(const pairing_event *ev, int number)
{
    if (!ev || !ev->numbered || number < 1 || number > ev->nplayers)
        return -1;
    return ev->by_number[number - 1];
}

PAIRING_API int pairing_event_rounds_played(const pairing_event *ev)
{
    return ev ? ev->rounds : 0;
}

/* The player's row in a round, for crosstables and for callers' own records. */
PAIRING_API pairing_played pairing_event_played(const pairing_event *ev, int player,
                                                int round)
{
    pairing_played out = {0, -1, -1, PAIRING_PENDING, 0};
    if (!ev || player < 0 || player >= ev->nplayers || round < 1)
        return out;
    int g = pr_event_game_at(ev, round, player);
    if (g < 0)
        return out;
    const pr_game *game = &ev->games[g];
    int is_first = game->first == player;
    out.present = 1;
    out.outcome = game->outcome;
    out.opponent = is_first ? game->second : game->first;
    out.first = game->second < 0 ? -1 : is_first;
    out.points = pr_points_of_outcome(ev, game->outcome, is_first);
    return out;
}

/* A game's board: its place among its round's games, in the order they were
 * added, which is the order the pairing printed them in. */
static int board_of_game(const pairing_event *ev, int index)
{
    int board = 1;
    for (int i = 0; i < index; i++)
        board += ev->games[i].round == ev->games[index].round && ev->games[i].second >= 0;
    return board;
}

int pr_event_require_results(const pairing_event *ev, int round, pairing_error *err)
{
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->round < round && g->outcome == PAIRING_PENDING) {
            pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                       "round %d, board %d: '%s' v '%s' has no result yet (every game of "
                       "the rounds played needs one before the next round is paired)",
                       g->round, board_of_game(ev, i), ev->players[g->first].id,
                       g->second >= 0 ? ev->players[g->second].id : "");
            return pr_hint(err, PAIRING_HINT_RESULT_MISSING);
        }
    }
    return PAIRING_OK;
}
