/*
 * players.c - each player as the Dutch rules see him before the round: his
 * score, his colour difference and preference (C.04.3 1.6), his floats
 * (1.4), whether he may have the pairing-allocated bye (C2), and whom he has
 * met (C1).  Only games played over the board count for colours and meetings:
 * "a forfeited game is no meeting" (C.04.1 b, SPEC §15).
 */
#include <stdlib.h>
#include <string.h>

#include "systems/dutch/dutch.h"

/* The last round with a game or a pairing-allocated bye; the round to pair is
 * the one after it, and byes asked for ahead do not make a round (SPEC §15). */
int pr_dutch_last_paired_round(const pr_tally *t)
{
    for (int r = t->rounds; r >= 1; r--)
        for (int p = 0; p < t->players; p++) {
            int kind = pr_tally_slot(t, p, r)->kind;
            if (pr_kind_is_game(kind) || kind == PR_PENDING || kind == PR_BYE)
                return r;
        }
    return 0;
}

/* Takes part in the round: not absent by a bye asked for, not withdrawn, joined. */
static int takes_part(const pairing_event *ev, const pr_tally *t, int p, int round)
{
    const pr_player *e = &ev->players[p];
    if (e->withdrawn != PAIRING_ACTIVE && e->withdrawn < round)
        return 0;
    if (e->joined > round)
        return 0;
    return round > t->rounds || pr_tally_slot(t, p, round)->kind == PR_NONE;
}

/* In the event by this round: he takes part in it, or a round before it
 * paired him (a game, a forfeit, the pairing's bye); a player absent from his
 * first rounds has no pairing number yet (C.04.3 1.2.2: late entries). */
static int has_entered(const pr_tally *t, int p, int round, int taking_part)
{
    for (int r = 1; !taking_part && r < round && r <= t->rounds; r++) {
        int kind = pr_tally_slot(t, p, r)->kind;
        taking_part = pr_kind_is_game(kind) || kind == PR_BYE || kind == PR_PENDING;
    }
    return taking_part;
}

/* C.04.3 1.4.2: after a game between different scores the higher receives a
 * downfloat, the lower an upfloat; a round not played but scored in (a bye, a
 * forfeit won, a half-point bye) counts as a downfloat. */
static int float_of(const pairing_event *ev, const pr_tally *t, int p, int round)
{
    const pr_slot *s = pr_tally_slot(t, p, round);
    if (!pr_kind_is_played(s->kind))
        return s->points > ev->loss ? PR_FLOAT_DOWN : PR_FLOAT_NONE;
    /* the scores the round was paired with, acceleration included */
    int mine = pr_tally_score(t, p, round - 1) + pr_event_acceleration(ev, p, round);
    int theirs = pr_tally_score(t, s->opponent, round - 1) +
                 pr_event_acceleration(ev, s->opponent, round);
    return mine > theirs ? PR_FLOAT_DOWN : mine < theirs ? PR_FLOAT_UP : PR_FLOAT_NONE;
}

/* C.04.3 1.6: the colour difference, the latest colours running, and from
 * them the preference: absolute beyond a difference of 1 or after the same
 * colour twice running; strong at a difference of 1; mild otherwise. */
static void colours_of(pr_dutch_player *d)
{
    int whites = 0, blacks = 0;
    d->run = 0;
    d->last_colour = PR_NO_COLOUR;
    for (int k = 0; k < d->played; k++) {
        int c = d->colours[k];
        whites += c == PR_WHITE;
        blacks += c == PR_BLACK;
        d->run = c == d->last_colour ? d->run + 1 : 1;
        d->last_colour = c;
    }
    d->colour_diff = whites - blacks;
    int lower = whites > blacks ? PR_BLACK : PR_WHITE;
    int diff = abs(d->colour_diff);
    if (diff > 1 || d->run > 1) {
        d->strength = PR_PREF_ABSOLUTE;
        d->preference = diff > 1 ? lower : -d->last_colour;
    } else if (diff == 1) {
        d->strength = PR_PREF_STRONG;
        d->preference = lower;
    } else if (d->played) {
        d->strength = PR_PREF_MILD;
        d->preference = -d->last_colour;
    } else {
        d->strength = PR_PREF_NONE;
        d->preference = PR_NO_COLOUR;
    }
}

static void history_of(pr_dutch_player *d, const pairing_event *ev, const pr_tally *t,
                       int round, signed char *store)
{
    int p = d->entrant;
    d->colours = store;
    d->played = 0;
    d->bye_allowed = 1;
    for (int r = 1; r < round; r++) {
        const pr_slot *s = pr_tally_slot(t, p, r);
        if (pr_kind_is_played(s->kind))
            store[d->played++] = s->colour > 0 ? PR_WHITE : PR_BLACK;
        /* C2: no second pairing-allocated bye, nor a bye to one who has scored
         * a win without playing */
        else if (s->kind == PR_BYE || s->points >= ev->win)
            d->bye_allowed = 0;
    }
    colours_of(d);
    /* the pairing score: the points so far and the round's acceleration (SPEC
     * §15: XXA, 250), which counts for every criterion as the score does */
    d->score = pr_tally_score(t, p, round - 1) + pr_event_acceleration(ev, p, round);
    d->floats[0] = round > 1 ? float_of(ev, t, p, round - 1) : PR_FLOAT_NONE;
    d->floats[1] = round > 2 ? float_of(ev, t, p, round - 2) : PR_FLOAT_NONE;
}

/* C.04.3 1.2: by score, then by pairing number. */
static int by_score_then_number(const void *a, const void *b)
{
    const pr_dutch_player *x = a, *y = b;
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    return (x->number > y->number) - (x->number < y->number);
}

static int check_options(const pairing_swiss_options *o, pairing_error *err)
{
    if (!o || o->rounds < 1)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "the Dutch system needs the number of rounds (rounds): the last "
                       "round's topscorers depend on it (C.04.3 1.8)");
    if (o->initial_colour != PAIRING_INITIAL_COLOUR_FIRST &&
        o->initial_colour != PAIRING_INITIAL_COLOUR_SECOND)
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "the Dutch system needs the top seed's colour in round 1 "
                       "(initial_colour): it has no default (C.04.3 5.2.5, SPEC §15)");
    return PAIRING_OK;
}

/* Which pairs met over the board before the round (C1), and the pairs the
 * event forbids (SPEC §15: JaVaFo's XXP), which C1 keeps apart the same way. */
static void note_meetings(pr_dutch_field *f, const pairing_event *ev, const pr_tally *t,
                          const int *position)
{
    for (int i = 0; i < f->n; i++)
        for (int r = 1; r < f->round; r++) {
            const pr_slot *s = pr_tally_slot(t, f->p[i].entrant, r);
            if (pr_kind_is_played(s->kind) && position[s->opponent] >= 0)
                f->met[(size_t)i * (size_t)f->n + (size_t)position[s->opponent]] = 1;
        }
    for (int k = 0; k < ev->nforbidden; k++) {
        int a = position[ev->forbidden[2 * k]], b = position[ev->forbidden[2 * k + 1]];
        if (a >= 0 && b >= 0)
            f->met[(size_t)a * (size_t)f->n + (size_t)b] =
                f->met[(size_t)b * (size_t)f->n + (size_t)a] = 1;
    }
}

/* C.04.3 1.8: in the last round, a player with more than half the maximum
 * possible score is a topscorer. */
static void mark_topscorers(pr_dutch_field *f, const pairing_event *ev)
{
    int most = (f->round - 1) * ev->win;
    for (int i = 0; i < f->n; i++)
        f->p[i].topscorer = f->round == f->total && 2 * f->p[i].score > most;
}

static int fill_players(pr_dutch_field *f, const pairing_event *ev, const pr_tally *t,
                        int *position)
{
    int n = 0, seats = 0;
    for (int k = 0; k < ev->nplayers; k++) {
        int p = ev->by_number[k];
        position[p] = -1;
        int in = takes_part(ev, t, p, f->round);
        seats += has_entered(t, p, f->round, in);
        if (!in)
            continue;
        pr_dutch_player *d = &f->p[n];
        memset(d, 0, sizeof *d);
        d->entrant = p;
        d->number = ev->players[p].number;
        d->seat = seats;
        history_of(d, ev, t, f->round, f->colour_store + (size_t)n * (size_t)f->round);
        n++;
    }
    f->n = n;
    qsort(f->p, (size_t)n, sizeof *f->p, by_score_then_number);
    for (int i = 0; i < n; i++)
        position[f->p[i].entrant] = i;
    f->met = pr_calloc((size_t)n * (size_t)n + 1, 1);
    if (!f->met)
        return PAIRING_ERR_NOMEM;
    note_meetings(f, ev, t, position);
    mark_topscorers(f, ev);
    return PAIRING_OK;
}

int pr_dutch_field_read(pr_dutch_field *f, const pairing_event *ev,
                        const pairing_swiss_options *o, int *round, pairing_error *err)
{
    memset(f, 0, sizeof *f);
    int rc = pr_event_require_valid(ev, err);
    if (!rc)
        rc = check_options(o, err);
    if (rc)
        return rc;
    pr_tally t;
    if (pr_tally_build(&t, ev, ev->rounds, err))
        return PAIRING_ERR_NOMEM;
    f->round = *round = pr_dutch_last_paired_round(&t) + 1;
    f->total = o->rounds;
    f->initial_colour =
        o->initial_colour == PAIRING_INITIAL_COLOUR_FIRST ? PR_WHITE : PR_BLACK;
    if (f->round > f->total)
        rc = pr_fail(err, PAIRING_ERR_DATA,
                     "all %d rounds are paired: there is no round %d to pair", f->total,
                     f->round);
    if (!rc)
        rc = pr_event_require_results(ev, f->round, err);
    int *position = pr_calloc((size_t)ev->nplayers + 1, sizeof *position);
    f->p = pr_calloc((size_t)ev->nplayers + 1, sizeof *f->p);
    f->colour_store = pr_calloc((size_t)(ev->nplayers + 1) * (size_t)f->round, 1);
    if (!rc && (!position || !f->p || !f->colour_store))
        rc = pr_nomem(err);
    if (!rc && fill_players(f, ev, &t, position))
        rc = pr_nomem(err);
    free(position);
    pr_tally_free(&t);
    if (rc)
        pr_dutch_field_free(f);
    return rc;
}

void pr_dutch_field_free(pr_dutch_field *f)
{
    if (!f)
        return;
    free(f->p);
    free(f->met);
    free(f->colour_store);
    memset(f, 0, sizeof *f);
}

/* C1: no two players meet twice.  C3: two players with the same absolute
 * colour preference do not meet, except topscorers (or their opponents) in the
 * last round (C.04.3 1.8). */
int pr_dutch_compatible(const pr_dutch_field *f, int a, int b)
{
    if (f->met[(size_t)a * (size_t)f->n + (size_t)b])
        return 0;
    const pr_dutch_player *x = &f->p[a], *y = &f->p[b];
    if (x->strength == PR_PREF_ABSOLUTE && y->strength == PR_PREF_ABSOLUTE &&
        x->preference == y->preference)
        return x->topscorer || y->topscorer;
    return 1;
}
