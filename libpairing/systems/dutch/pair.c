/*
 * pair.c - the next round of the FIDE Dutch system (SPEC §15), handed back as
 * a pairing_round: the boards in the order of C.04.2 (the higher score of a
 * board first, then the lower, then the higher's pairing number), White first
 * named, the pairing-allocated bye last.
 */
#include <stdlib.h>
#include <string.h>

#include "systems/dutch/dutch.h"

typedef struct board {
    int white, black; /* positions; black = -1 for the bye */
    int high, low;    /* positions: the higher ranked of the two first */
} board;

/* C.04.2: boards by the higher score, then the lower, then the higher
 * player's pairing number; the bye last. */
static int board_order(const void *a, const void *b, const pr_dutch_field *f)
{
    const board *x = a, *y = b;
    if ((x->black < 0) != (y->black < 0))
        return x->black < 0 ? 1 : -1;
    if (x->black < 0)
        return 0;
    const pr_dutch_player *xh = &f->p[x->high], *yh = &f->p[y->high];
    const pr_dutch_player *xl = &f->p[x->low], *yl = &f->p[y->low];
    if (xh->score != yh->score)
        return xh->score > yh->score ? -1 : 1;
    if (xl->score != yl->score)
        return xl->score > yl->score ? -1 : 1;
    return (xh->number > yh->number) - (xh->number < yh->number);
}

/* A stable insertion sort: a round has at most a few thousand boards. */
static void sort_boards(board *boards, int count, const pr_dutch_field *f)
{
    for (int i = 1; i < count; i++) {
        board b = boards[i];
        int j = i;
        while (j > 0 && board_order(&boards[j - 1], &b, f) > 0) {
            boards[j] = boards[j - 1];
            j--;
        }
        boards[j] = b;
    }
}

static int make_boards(const pr_dutch_field *f, const int *partner, board *boards)
{
    int count = 0;
    for (int i = 0; i < f->n; i++) {
        int j = partner[i];
        if (j >= 0 && j < i)
            continue;
        board *b = &boards[count++];
        b->high = i; /* positions run by score, then number */
        b->low = j;
        if (j < 0) {
            b->white = i;
            b->black = -1;
        } else if (pr_dutch_gets_white(f, i, j)) {
            b->white = i;
            b->black = j;
        } else {
            b->white = j;
            b->black = i;
        }
    }
    sort_boards(boards, count, f);
    return count;
}

static int fill_round(pairing_round *r, const pairing_event *ev, const pr_dutch_field *f,
                      const board *boards, int count)
{
    r->participants = pr_calloc((size_t)ev->nplayers + 1, sizeof *r->participants);
    if (!r->participants)
        return PAIRING_ERR_NOMEM;
    r->nparticipants = ev->nplayers;
    for (int p = 0; p < ev->nplayers; p++)
        r->participants[p].number = ev->players[p].number;
    for (int i = 0; i < f->n; i++) {
        pairing_participant *in = &r->participants[f->p[i].entrant];
        /* the points scored: the acceleration counts for pairing only */
        in->score = f->p[i].score - pr_event_acceleration(ev, f->p[i].entrant, f->round);
        in->presence = PAIRING_PRESENCE_PAIRED;
    }
    int rc = PAIRING_OK;
    for (int k = 0; !rc && k < count; k++) {
        const board *b = &boards[k];
        if (b->black < 0) {
            r->participants[f->p[b->white].entrant].presence = PAIRING_PRESENCE_BYE;
            rc = pr_round_add_bye(r, f->p[b->white].entrant, PAIRING_BYE_LOWEST);
        } else
            rc = pr_round_add_game(r, f->p[b->white].entrant, f->p[b->black].entrant);
    }
    return rc;
}

pairing_round *pr_dutch_pair(const pairing_event *ev, const pairing_swiss_options *o,
                             pairing_error *err)
{
    pr_dutch_field f;
    int round;
    if (pr_dutch_field_read(&f, ev, o, &round, err))
        return NULL;
    int *partner = pr_calloc((size_t)f.n + 1, sizeof *partner);
    board *boards = pr_calloc((size_t)f.n + 1, sizeof *boards);
    pairing_round *r = pr_round_new(round);
    int rc = partner && boards && r ? PAIRING_OK : pr_nomem(err);
    if (!rc && f.n < 2)
        rc = pr_fail(err, PAIRING_ERR_DATA,
                     "fewer than 2 players are left to pair round %d", round);
    if (!rc)
        rc = pr_dutch_pair_brackets(&f, partner, r, o->explain, err);
    if (!rc) {
        r->total = f.total;
        r->first_board = o->first_board > 1 ? o->first_board : 1;
        int count = make_boards(&f, partner, boards);
        if (fill_round(r, ev, &f, boards, count))
            rc = pr_nomem(err);
    }
    free(partner);
    free(boards);
    pr_dutch_field_free(&f);
    if (rc) {
        pairing_round_free(r);
        return NULL;
    }
    return r;
}
