/*
 * check.c - does the last round of a Dutch event obey C.04.3?  The round is
 * paired again from the rounds before it (with the byes asked for in it) and
 * compared board by board: the same pairs, the same colours, the same
 * pairing-allocated bye.  Where the recorded pairing differs, the report names
 * the absolute criterion it breaks (C1, C2) when it breaks one, else says what
 * the rules give instead: a candidate the criteria (C6-C21) or their order
 * (C.04.3 4) put first.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/dutch/dutch.h"

static int is_requested_bye(pairing_outcome o)
{
    return o == PAIRING_HALF_BYE || o == PAIRING_ZERO_BYE;
}

/* The rows of the event as it stood before `round` was paired: the results
 * of the rounds before, and the byes asked for in it. */
static int before_or_asked(const pr_game *g, int round)
{
    return g->round < round || (g->round == round && is_requested_bye(g->outcome));
}

static pairing_event *event_before(const pairing_event *ev, int round, pairing_error *err)
{
    return pr_event_copy(ev, round, before_or_asked, 1, err);
}

/* What the recorded round gave player p: the opponent (-1 the bye, -2 not
 * paired by the round) and whether he was to have White (the first named of
 * the row: a forfeited game has colours too, though it gives none). */
static int recorded_opponent(const pairing_event *ev, const pr_tally *t, int p, int round,
                             int *white)
{
    const pr_slot *s = pr_tally_slot(t, p, round);
    int game = pr_event_game_at(ev, round, p);
    *white = game >= 0 && ev->games[game].first == p;
    if (pr_kind_is_game(s->kind) || s->kind == PR_PENDING)
        return s->opponent;
    return s->kind == PR_BYE ? -1 : -2;
}

/* C1 or C2 broken by the recorded round, named for the player p. */
static void name_absolute(pairing_report *rep, const pairing_event *ev, const pr_tally *t,
                          int p, int round)
{
    int white, q = recorded_opponent(ev, t, p, round, &white);
    for (int k = 0; q > p && k < ev->nforbidden; k++) {
        int a = ev->forbidden[2 * k], b = ev->forbidden[2 * k + 1];
        if ((a == p && b == q) || (a == q && b == p)) {
            pr_report_add(rep, "C1: %s and %s are a forbidden pair and meet",
                          pr_who_is(ev, p).text, pr_who_is(ev, q).text);
            return;
        }
    }
    for (int r = 1; q >= 0 && r < round; r++) {
        const pr_slot *s = pr_tally_slot(t, p, r);
        if (pr_kind_is_played(s->kind) && s->opponent == q && p < q) {
            pr_report_add(rep, "C1: %s and %s met in round %d and meet again",
                          pr_who_is(ev, p).text, pr_who_is(ev, q).text, r);
            return;
        }
    }
    for (int r = 1; q == -1 && r < round; r++) {
        const pr_slot *s = pr_tally_slot(t, p, r);
        if (s->kind == PR_BYE || (!pr_kind_is_played(s->kind) && s->points >= ev->win)) {
            pr_report_add(rep,
                          "C2: %s has the pairing-allocated bye, but had one or won "
                          "without playing in round %d",
                          pr_who_is(ev, p).text, r);
            return;
        }
    }
}

/* One board the rules give that the results do not have. */
static void report_board(pairing_report *rep, const pairing_event *ev, const pr_tally *t,
                         int round, int board, int white, int black)
{
    int was_white, had = recorded_opponent(ev, t, white, round, &was_white);
    if (black < 0) {
        pr_report_add(rep, "board %d: the rules give %s the pairing-allocated bye (C5)",
                      board, pr_who_is(ev, white).text);
        return;
    }
    if (had == black)
        pr_report_add(rep, "board %d: %s and %s, but C.04.3 5.2 gives White to %s", board,
                      pr_who_is(ev, white).text, pr_who_is(ev, black).text,
                      pr_who_is(ev, white).text);
    else
        pr_report_add(
            rep, "board %d: the rules pair %s (White) and %s; the results have %s %-s",
            board, pr_who_is(ev, white).text, pr_who_is(ev, black).text,
            pr_who_is(ev, white).text,
            had >= 0    ? PR_MSG("against another")
            : had == -1 ? PR_MSG("with the bye")
                        : PR_MSG("not paired"));
}

/* Whether player p's board in the round the rules give differs from the
 * results (opponent, colour or bye); report it when `say` is set. */
static int board_differs(pairing_report *rep, const pairing_event *ev, const pr_tally *t,
                         int round, const pairing_round *r, int k, int say)
{
    int bye = k >= r->ngames;
    int white = bye ? r->byes[k - r->ngames].player : r->games[k].first;
    int black = bye ? -1 : r->games[k].second;
    int was_white, had = recorded_opponent(ev, t, white, round, &was_white);
    int differs = bye ? had != -1 : had != black || !was_white;
    if (differs && say)
        report_board(rep, ev, t, round, bye ? k + 1 : r->games[k].board, white, black);
    return differs;
}

/* The absolute criteria the results break first, then each board they differ on. */
static void compare(pairing_report *rep, const pairing_event *ev, const pr_tally *t,
                    int round, const pairing_round *r)
{
    int boards = r->ngames + r->nbyes, differs = 0;
    for (int k = 0; k < boards && !differs; k++)
        differs = board_differs(rep, ev, t, round, r, k, 0);
    if (!differs)
        return;
    for (int p = 0; p < ev->nplayers; p++)
        name_absolute(rep, ev, t, p, round);
    for (int k = 0; k < boards; k++)
        board_differs(rep, ev, t, round, r, k, 1);
}

/* The last round paired (*round) paired again from the rounds before it; the
 * event's tally goes to *keep when the caller keeps it (his to free, also on
 * failure), else is freed here. */
static pairing_round *pair_last_again(const pairing_event *ev,
                                      const pairing_swiss_options *o, pr_tally *keep,
                                      int *round, const char *none, pairing_error *err)
{
    pr_tally t;
    memset(&t, 0, sizeof t);
    pairing_round *r = NULL;
    *round = 0;
    if (!pr_event_require_valid(ev, err) && !pr_tally_build(&t, ev, ev->rounds, err) &&
        !(*round = pr_dutch_last_paired_round(&t)))
        pr_fail(err, PAIRING_ERR_DATA, "no round has been paired yet: %s", none);
    if (*round) {
        pairing_event *before = event_before(ev, *round, err);
        r = before ? pr_dutch_pair(before, o, err) : NULL;
        pairing_event_free(before);
    }
    if (keep)
        *keep = t;
    else
        pr_tally_free(&t);
    return r;
}

pairing_report *pr_dutch_check(const pairing_event *ev, const pairing_swiss_options *o,
                               pairing_error *err)
{
    pr_tally t;
    int round;
    pairing_round *r = pair_last_again(ev, o, &t, &round, "nothing to check", err);
    pairing_report *rep = r ? pr_report_new(round) : NULL;
    if (r && !rep)
        pr_nomem(err);
    if (rep)
        compare(rep, ev, &t, round, r);
    pairing_round_free(r);
    pr_tally_free(&t);
    return rep;
}

/* The last round as the results record it (pairing_swiss_recorded): the round
 * paired again from the rounds before gives each player's score and presence
 * (and, with explain, what the rules give bracket by bracket); its boards are
 * then the results' own, in their order, the first named White. */
pairing_round *pr_dutch_recorded(const pairing_event *ev, const pairing_swiss_options *o,
                                 pairing_error *err)
{
    int round;
    pairing_round *r = pair_last_again(ev, o, NULL, &round, "none to show", err);
    if (!r)
        return NULL;
    for (int i = 0; i < r->nbyes; i++)
        r->participants[r->byes[i].player].presence = PAIRING_PRESENCE_PAIRED;
    r->ngames = r->nbyes = 0;
    int rc = pr_round_add_recorded(r, ev, round, PAIRING_BYE_LOWEST);
    for (int i = 0; !rc && i < r->nbyes; i++)
        r->participants[r->byes[i].player].presence = PAIRING_PRESENCE_BYE;
    if (rc) {
        pairing_round_free(r);
        pr_nomem(err);
        return NULL;
    }
    return r;
}
