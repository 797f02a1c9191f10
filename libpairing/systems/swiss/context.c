/*
 * context.c - what the rules compute before a round of the Qiu system or the
 * plain Swiss is paired (Appendix 3 §二; SPEC §5): which round it is, whether
 * the results before it are complete, who takes part and with which number,
 * and each player's score, colours, floats, byes and opponents so far.
 *
 * It is computed once.  The round that the pairing hands back keeps it, so that
 * the checker (check.c) reads the same facts the pairing used, and the public
 * accessors (pairing_round_participant) give them to sheets and pages.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/qiu/rules.h"
#include "systems/swiss/swiss.h"

PAIRING_API void pairing_swiss_defaults(pairing_swiss_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
}

/* SPEC §12: the plain Swiss balances colours by the constraints unless told
 * otherwise, the Qiu system keeps Appendix 3 §四. */
PAIRING_API pairing_colours pairing_swiss_colours(pairing_system system,
                                                  const pairing_swiss_options *o)
{
    if (o &&
        (o->colours == PAIRING_COLOURS_BALANCED || o->colours == PAIRING_COLOURS_QIU))
        return o->colours;
    return system == PAIRING_SYSTEM_SWISS ? PAIRING_COLOURS_BALANCED
                                          : PAIRING_COLOURS_QIU;
}

static int is_requested_bye(pairing_outcome o)
{
    return o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

/* SPEC §12: the last round with a game (or the pairing's bye).  Requested byes
 * (half-bye, zero-bye) of the rounds after it announce absences: the round after
 * it is the one to pair, and those players sit it out; a late entry's byes may
 * be written for later rounds too. */
static int last_round_with_game(const pairing_event *ev)
{
    int last = 0;
    for (int i = 0; i < ev->ngames; i++)
        if (ev->games[i].round > last && !is_requested_bye(ev->games[i].outcome))
            last = ev->games[i].round;
    return last;
}

static int choose_round(pr_swiss_context *c, int which)
{
    int last = last_round_with_game(c->ev);
    if (which == PR_LAST_ROUND) {
        if (last == 0)
            return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, 0,
                              "no round to check");
        c->round = last;
    } else {
        c->round = last + 1;
    }
    return PAIRING_OK;
}

/* SPEC §12: a late entry joins in one of the event's rounds; a later one is a
 * mistake in the entrants, named by its line (the first in the file).  In the
 * Qiu system the preliminary stage decides who plays on (Appendix 3 §二.1.1: no
 * point after round 2 is out), so a late entry joins in it, by round 2. */
static int check_joined_in_time(const pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    for (int p = 0; p < ev->nplayers; p++) {
        const pr_player *pl = &ev->players[p];
        if (pl->joined > c->total)
            return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, pl->line,
                              "entrant '%s': joins in round %d, after the last round "
                              "(%d)",
                              pl->id, pl->joined, c->total);
        if (c->qiu && pl->joined > 2)
            return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, pl->line,
                              "entrant '%s': joins in round %d, but a late entry in the "
                              "Qiu system joins by round 2 (the preliminary stage "
                              "decides who plays on)",
                              pl->id, pl->joined);
    }
    return PAIRING_OK;
}

/* A row after the event's last round (a bye asked for too far ahead) would
 * never be read: it is a mistake in the results, named by its line. */
static int check_rows_in_event(const pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    for (int i = 0; i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->round > c->total)
            return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                              "round %d is after the event's last round (%d): this "
                              "row of '%s' (%s) would never be read",
                              g->round, c->total, ev->players[g->first].id,
                              pairing_outcome_token(g->outcome));
    }
    return PAIRING_OK;
}

static int choose_rounds(pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    if (c->o.rounds < 0 || c->o.rounds > PAIRING_MAX_ROUNDS)
        return pr_fail(c->err, PAIRING_ERR_INVALID, "rounds must be 1..%d",
                       PAIRING_MAX_ROUNDS);
    if (c->qiu && ev->nplayers < 4)
        return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_ENTRANTS, 0,
                          "the Qiu system needs at least 4 entrants, not %d",
                          ev->nplayers);
    if (!c->qiu && c->o.rounds == 0) {
        pr_fail(c->err, PAIRING_ERR_INVALID, "a plain Swiss needs the number of rounds");
        return pr_hint(c->err, PAIRING_HINT_ROUNDS);
    }
    if (c->qiu && c->o.rounds > 0 && c->o.rounds < 3)
        return pr_fail(
            c->err, PAIRING_ERR_INVALID,
            "the Qiu system has at least 3 rounds: 2 preliminary and the final");
    c->total = c->o.rounds ? c->o.rounds : pairing_qiu_rounds(ev->nplayers);
    if (c->round > c->total)
        return pr_fail(c->err, PAIRING_ERR_DATA, "all %d rounds have been played",
                       c->total);
    int rc = check_rows_in_event(c);
    return rc ? rc : check_joined_in_time(c);
}

/* Every game of the rounds before this one needs a result. */
static int check_results_complete(const pr_swiss_context *c)
{
    return pr_event_require_results(c->ev, c->round, c->err);
}

/* ---- histories ---- */

static int participates(const pairing_event *ev, int p)
{
    return ev->players[p].withdrawn != 0; /* 0 = withdrew before round 1 */
}

static int still_in(const pairing_event *ev, int p, int round)
{
    int gone = ev->players[p].withdrawn;
    return gone == PAIRING_ACTIVE || gone >= round;
}

/* SPEC §12: a late entry is paired from the round he joins. */
static int joined_by(const pairing_event *ev, int p, int round)
{
    return ev->players[p].joined <= round;
}

/* Colours, byes and opponents, player by player. */
static void read_history(pr_swiss_context *c)
{
    int played = c->round - 1;
    for (int p = 0; p < c->ev->nplayers; p++) {
        pr_history *h = &c->h[p];
        const pr_slot *slot = pr_tally_slot(&c->tally, p, 1);
        for (int r = 1; r <= played; r++, slot++) {
            h->byes += slot->kind == PR_BYE;
            h->firsts += slot->colour > 0;
            h->seconds += slot->colour < 0;
            /* SPEC §12: a game not played over the board neither counts nor breaks
             * a run of colours */
            if (slot->colour)
                h->run = (h->run > 0) == (slot->colour > 0) && h->run
                             ? h->run + slot->colour
                             : slot->colour;
            c->opponents[(size_t)p * played + (r - 1)] =
                pr_kind_is_played(slot->kind) ? slot->opponent : -1;
        }
    }
}

/* Scores and floats, round by round: who met a player on another score before
 * their game.  The scores before each round are kept a round to a row, so that
 * the opponents' scores a round looks up lie in one small block. */
static int read_scores_and_floats(pr_swiss_context *c)
{
    int n = c->ev->nplayers, played = c->round - 1;
    int *before = pr_calloc((size_t)n * 2, sizeof *before), *after = before + n;
    if (!before)
        return pr_nomem(c->err);
    for (int r = 1; r <= played; r++) {
        for (int p = 0; p < n; p++) {
            const pr_slot *slot = pr_tally_slot(&c->tally, p, r);
            after[p] = before[p] + slot->points;
            if (!pr_kind_is_game(slot->kind) || slot->opponent < 0)
                continue;
            int mine = before[p], theirs = before[slot->opponent];
            c->h[p].downs += mine > theirs;
            c->h[p].ups += mine < theirs;
        }
        memcpy(before, after, (size_t)n * sizeof *before);
    }
    for (int p = 0; p < n; p++)
        c->h[p].score = before[p];
    free(before);
    return PAIRING_OK;
}

/* The byes asked for in this round: rows of the results already. */
static void read_absences(pr_swiss_context *c)
{
    for (int i = 0; i < c->ev->ngames; i++) {
        const pr_game *g = &c->ev->games[i];
        if (g->round == c->round && is_requested_bye(g->outcome))
            c->h[g->first].absence =
                g->outcome == PAIRING_HALF_BYE ? PR_HALF_BYE : PR_ZERO_BYE;
    }
}

/* §二.2.3: after the elimination the players still in are renumbered in the old
 * order. */
static int assign_numbers(pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    if (c->qiu && c->round >= 3 && !c->o.no_elimination) {
        char *out = pr_calloc((size_t)ev->nplayers, 1);
        if (!out)
            return pr_nomem(c->err);
        int kept = pr_qiu_eliminated(ev, &c->tally, out);
        for (int p = 0; p < ev->nplayers; p++)
            c->h[p].eliminated = out[p];
        if (kept >= 0)
            c->h[kept].kept = 1;
        free(out);
    }
    int next = 1;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        pr_history *h = &c->h[p];
        if (!participates(ev, p) || h->eliminated)
            continue;
        h->number = next++;
        h->in = still_in(ev, p, c->round) && joined_by(ev, p, c->round) && !h->absence;
    }
    return PAIRING_OK;
}

/* A player eliminated after round 2 (Appendix 3 §二.1.1) plays no more: a row
 * of his in stage 2 is a mistake in the results, not a game to count. */
static int check_eliminated_absent(pr_swiss_context *c, int p, int r)
{
    const pairing_event *ev = c->ev;
    if (pr_tally_slot(&c->tally, p, r)->kind == PR_NONE)
        return PAIRING_OK;
    int g = pr_event_game_at(ev, r, p);
    return pr_fail_at(
        c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g >= 0 ? ev->games[g].line : 0,
        "'%s' was eliminated after round 2 (no point, or withdrew or forfeited "
        "in stage 1) and cannot appear in round %d",
        ev->players[p].id, r);
}

/* Every player still in a round played must have a row in it (a game or a bye):
 * a missing row is a missing result, not a player sitting out unnoticed.  The
 * first problem by round, then by number, is the one reported; the players are
 * read in the order they are stored. */
static int check_rows_complete(pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    int worst_round = 0, worst = -1, eliminated_row = 0;
    for (int p = 0; p < ev->nplayers; p++) {
        const pr_slot *slot = pr_tally_slot(&c->tally, p, 1);
        for (int r = 1; r < c->round; r++, slot++) {
            int eliminated = c->qiu && r >= 3 && c->h[p].eliminated;
            int bad = eliminated ? slot->kind != PR_NONE
                                 : slot->kind == PR_NONE && participates(ev, p) &&
                                       still_in(ev, p, r) && joined_by(ev, p, r);
            if (!bad)
                continue;
            if (worst < 0 || r < worst_round ||
                (r == worst_round && ev->players[p].number < ev->players[worst].number))
                worst_round = r, worst = p, eliminated_row = eliminated;
            break;
        }
    }
    if (worst < 0)
        return PAIRING_OK;
    if (eliminated_row)
        return check_eliminated_absent(c, worst, worst_round);
    return pr_fail_at(c->err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, 0,
                      "round %d has no row for '%s' (a game, a bye, or a half- "
                      "or zero-bye for a player who sat out)",
                      worst_round, ev->players[worst].id);
}

static int context_alloc(pr_swiss_context *c)
{
    size_t n = (size_t)c->ev->nplayers,
           played = (size_t)(c->round > 1 ? c->round - 1 : 1);
    c->h = pr_calloc(n, sizeof *c->h);
    c->opponents = pr_calloc(n * played, sizeof *c->opponents);
    if (!c->h || !c->opponents)
        return pr_nomem(c->err);
    return PAIRING_OK;
}

static int read_event(pr_swiss_context *c, int which)
{
    int rc = choose_round(c, which);
    if (!rc)
        rc = check_results_complete(c);
    if (!rc)
        rc = choose_rounds(c);
    if (!rc)
        rc = pr_tally_build(&c->tally, c->ev, c->round - 1, c->err);
    if (!rc)
        rc = context_alloc(c);
    if (rc)
        return rc;
    read_history(c);
    read_absences(c);
    rc = read_scores_and_floats(c);
    if (!rc)
        rc = assign_numbers(c);
    return rc ? rc : check_rows_complete(c);
}

/* SPEC §12: the Qiu system's round 1 is always halves (Appendix 3 §三.2.1). */
static int check_first_round(pr_swiss_context *c)
{
    const char *mode = pairing_first_round_name(c->o.first_round);
    if (!mode)
        return pr_fail(c->err, PAIRING_ERR_INVALID,
                       "first-round must be halves, adjacent, fold or lot");
    if (c->o.avoid_clubs < PAIRING_AVOID_CLUBS_NONE ||
        c->o.avoid_clubs > PAIRING_AVOID_CLUBS_ALL)
        return pr_fail(c->err, PAIRING_ERR_INVALID, "avoid-clubs must be round1 or all");
    if (c->o.score_bands < 0 || c->o.score_bands > PAIRING_MAX_ENTRANTS)
        return pr_fail(c->err, PAIRING_ERR_INVALID,
                       "score-bands must be a number of players, 0 for none");
    if (c->qiu && c->o.first_round != PAIRING_FIRST_ROUND_HALVES)
        return pr_fail(c->err, PAIRING_ERR_INVALID,
                       "first-round = %s, but system = qiu pairs round 1 by halves "
                       "(Appendix 3 §三.2.1): first-round = %s is for system = swiss",
                       mode, mode);
    return PAIRING_OK;
}

pr_swiss_context *pr_swiss_prepare(const pairing_event *ev,
                                   const pairing_swiss_options *o, int which,
                                   pairing_error *err)
{
    if (pr_event_require_valid(ev, err))
        return NULL;
    if (ev->system != PAIRING_SYSTEM_QIU && ev->system != PAIRING_SYSTEM_SWISS) {
        pr_fail(err, PAIRING_ERR_INVALID, "a Swiss round needs a qiu or swiss event");
        return NULL;
    }
    pr_swiss_context *c = calloc(1, sizeof *c);
    if (!c) {
        pr_nomem(err);
        return NULL;
    }
    c->ev = ev;
    c->changes = ev->changes;
    if (o)
        c->o = *o;
    else
        pairing_swiss_defaults(&c->o);
    c->qiu = ev->system == PAIRING_SYSTEM_QIU;
    /* teams: the first team by Appendix 3 §四 (SPEC §10) */
    c->balanced = !ev->team_source &&
                  pairing_swiss_colours(ev->system, &c->o) == PAIRING_COLOURS_BALANCED;
    c->err = err;
    if (c->o.colours < PAIRING_COLOURS_DEFAULT || c->o.colours > PAIRING_COLOURS_QIU) {
        pr_fail(err, PAIRING_ERR_INVALID, "colours must be balanced or qiu");
        free(c);
        return NULL;
    }
    if (check_first_round(c) || read_event(c, which) || pr_first_round_prepare(c)) {
        pr_swiss_context_free(c);
        return NULL;
    }
    return c;
}

void pr_swiss_context_free(void *context)
{
    pr_swiss_context *c = context;
    if (!c)
        return;
    pr_tally_free(&c->tally);
    free(c->h);
    free(c->opponents);
    free(c->final_order);
    free(c->first_pairs);
    free(c->first_place);
    free(c);
}

/* Was the context computed from this event as it stands, with these options?
 * Only `explain` may differ: it changes what is said, not the pairing. */
int pr_swiss_context_fits(const pr_swiss_context *c, const pairing_event *ev,
                          const pairing_swiss_options *o)
{
    pairing_swiss_options given;
    if (o)
        given = *o;
    else
        pairing_swiss_defaults(&given);
    return c && c->ev == ev && c->changes == ev->changes && c->o.rounds == given.rounds &&
           c->o.no_elimination == given.no_elimination &&
           c->o.allow_rematches == given.allow_rematches &&
           c->o.colours == given.colours && c->o.first_round == given.first_round &&
           c->o.avoid_clubs == given.avoid_clubs && c->o.score_bands == given.score_bands;
}

/* Players of the round in number order. */
int pr_swiss_players_in(const pr_swiss_context *c, int *out)
{
    int k = 0;
    for (int n = 0; n < c->ev->nplayers; n++) {
        int p = c->ev->by_number[n];
        if (c->h[p].in)
            out[k++] = p;
    }
    return k;
}

static int presence_of(const pr_swiss_context *c, int p)
{
    const pr_history *h = &c->h[p];
    if (h->eliminated)
        return PAIRING_PRESENCE_ELIMINATED;
    if (!participates(c->ev, p) || !still_in(c->ev, p, c->round))
        return PAIRING_PRESENCE_WITHDRAWN;
    if (h->absence)
        return h->absence == PR_HALF_BYE ? PAIRING_PRESENCE_HALF_BYE
                                         : PAIRING_PRESENCE_ZERO_BYE;
    if (!joined_by(c->ev, p, c->round))
        return PAIRING_PRESENCE_NOT_JOINED;
    return PAIRING_PRESENCE_PAIRED; /* the bye, once given, says so */
}

/* An empty round numbered and staged as the context says, each entrant in it as
 * the rules see him, the eliminated listed by their old numbers. */
pairing_round *pr_swiss_new_round(pr_swiss_context *c)
{
    const pairing_event *ev = c->ev;
    pairing_round *r = pr_round_new(c->round);
    if (!r) {
        pr_nomem(c->err);
        return NULL;
    }
    r->total = c->total;
    r->first_board = c->o.first_board > 1 ? c->o.first_board : 1;
    r->stage = c->qiu ? pr_qiu_stage(c->round, c->total) : NULL;
    r->participants = pr_calloc((size_t)ev->nplayers, sizeof *r->participants);
    int rc = r->participants ? PAIRING_OK : PAIRING_ERR_NOMEM;
    r->nparticipants = ev->nplayers;
    for (int p = 0; !rc && p < ev->nplayers; p++) {
        pairing_participant *in = &r->participants[p];
        in->number = c->h[p].number;
        in->score = c->h[p].score;
        in->presence = presence_of(c, p);
        in->kept = c->h[p].kept;
    }
    for (int k = 0; !rc && k < ev->nplayers; k++)
        if (c->h[ev->by_number[k]].eliminated)
            rc = pr_round_add_eliminated(r, ev->by_number[k],
                                         c->h[ev->by_number[k]].eliminated);
    if (rc) {
        pairing_round_free(r);
        pr_nomem(c->err);
        return NULL;
    }
    return r;
}
