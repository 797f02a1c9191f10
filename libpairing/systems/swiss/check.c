/*
 * check.c - does a round obey the rules of the Qiu system or the plain Swiss?
 * Used by `pairing check` on a round already in the results (a hand-made or a
 * foreign pairing) and by the pairing tool on its own output before printing
 * it.  Each problem found is one sentence a director can act on.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "systems/qiu/rounds.h"
#include "systems/swiss/bands.h"
#include "systems/swiss/clubs.h"
#include "systems/dutch/dutch.h"
#include "systems/swiss/swiss.h"

/* ---- the checks ---- */

typedef struct verifier {
    pr_swiss_context *s;
    const pairing_round *r;
    pairing_report *rep;
    int *seen;
    int final;
} verifier;

static const char *id_of(const verifier *v, int p)
{
    return v->s->ev->players[p].id;
}

static int valid_player(const verifier *v, int p)
{
    return p >= 0 && p < v->s->ev->nplayers;
}

static int met_in(const verifier *v, int a, int b)
{
    int played = v->s->round - 1;
    for (int r = 0; r < played; r++)
        if (v->s->opponents[(size_t)a * played + r] == b)
            return r + 1;
    return 0;
}

static void check_presence(verifier *v, int p)
{
    const pr_history *h = &v->s->h[p];
    if (p < 0 || p >= v->s->ev->nplayers)
        pr_report_add(v->rep, "round %d names a player who is not an entrant",
                      v->s->round);
    else if (v->seen[p]++)
        pr_report_add(v->rep, "'%s' is paired twice in round %d", id_of(v, p),
                      v->s->round);
    else if (v->s->h[p].absence)
        pr_report_add(v->rep, "'%s' asked for a bye in round %d but is paired",
                      id_of(v, p), v->s->round);
    else if (v->s->ev->players[p].joined > v->s->round) /* SPEC §12: a late entry */
        pr_report_add(v->rep, "'%s' is paired in round %d but joins in round %d",
                      id_of(v, p), v->s->round, v->s->ev->players[p].joined);
    else if (!h->in)
        pr_report_add(v->rep, "'%s' is paired in round %d but is out (%-s)", id_of(v, p),
                      v->s->round,
                      h->eliminated ? PR_MSG("eliminated after round 2")
                                    : PR_MSG("withdrawn"));
}

static void check_games(verifier *v)
{
    for (int i = 0; i < pairing_round_games(v->r); i++) {
        pairing_game g = pairing_round_game(v->r, i);
        check_presence(v, g.first);
        check_presence(v, g.second);
        if (!valid_player(v, g.first) || !valid_player(v, g.second))
            continue;
        int when = met_in(v, g.first, g.second);
        if (when && !v->final && !v->s->o.allow_rematches && v->s->qiu)
            pr_report_add(v->rep,
                          "board %d: '%s' and '%s' already met in round %d (round %d is "
                          "checked as a main round: only the final, round %d, may repeat "
                          "a game; is that the event's number of rounds?)",
                          g.board, id_of(v, g.first), id_of(v, g.second), when,
                          v->s->round, v->s->total);
        else if (when && !v->final && !v->s->o.allow_rematches) /* as few as can be */
            pr_report_add(v->rep, "board %d: '%s' and '%s' already met in round %d",
                          g.board, id_of(v, g.first), id_of(v, g.second), when);
    }
}

/* A list of the first few players or boards a problem names, into a buffer
 * (none when its size is 0), comma-separated. */
typedef struct listing {
    char *text;
    size_t size, len;
} listing;

static listing listing_start(char *text, size_t size)
{
    if (size)
        text[0] = 0;
    listing l = {.text = text, .size = size, .len = 0};
    return l;
}

static void listing_add(listing *l, const char *fmt, ...) PR_PRINTF(2, 3);

static void listing_add(listing *l, const char *fmt, ...)
{
    if (l->len + 120 >= l->size)
        return; /* the first few are named, the count says how many */
    if (l->len)
        l->len += (size_t)snprintf(l->text + l->len, l->size - l->len, ", ");
    va_list ap;
    va_start(ap, fmt);
    l->len += (size_t)vsnprintf(l->text + l->len, l->size - l->len, fmt, ap);
    va_end(ap);
}

/* Board i of r, when both its players are entrants. */
static int game_of(const verifier *v, const pairing_round *r, int i, pairing_game *g)
{
    *g = pairing_round_game(r, i);
    return valid_player(v, g->first) && valid_player(v, g->second);
}

/* SPEC §12: the players of a round who break a colour constraint by the colours
 * they were given; their names (the first few) into `names`. */
static int round_breaks(const verifier *v, const pairing_round *r, char *names,
                        size_t size)
{
    int count = 0;
    listing l = listing_start(names, size);
    pairing_game g;
    for (int i = 0; i < pairing_round_games(r); i++)
        for (int side = 0; side < 2 && game_of(v, r, i, &g); side++) {
            int p = side ? g.second : g.first;
            int breaks = pr_colour_breaks_if(&v->s->h[p], side ? -1 : 1);
            if (!breaks)
                continue;
            count++;
            listing_add(&l, "'%s' (%s)", id_of(v, p),
                        breaks & PR_BREAKS_RUNNING ? "three running" : "difference");
        }
    return count;
}

/* What the checked round and the engine's have of one thing: the checked
 * round's count, what it names into `names`, and the engine's into *fewest. */
typedef int (*round_count)(const verifier *v, const pairing_round *r, char *names,
                           size_t size);

static int count_both(const verifier *v, const pairing_round *best, round_count count,
                      char *names, size_t size, int *fewest)
{
    *fewest = count(v, best, NULL, 0);
    return count(v, v->r, names, size);
}

/* A colour constraint broken where a pairing without rematches keeps more of
 * them (the engine's pairing has the fewest breaks).  Returns -1, 0 or 1 as the
 * round breaks fewer, as many or more than the engine's. */
static int check_colour_breaks(verifier *v, const pairing_round *best)
{
    if (!v->s->balanced)
        return 0;
    char names[400];
    int fewest, mine = count_both(v, best, round_breaks, names, sizeof names, &fewest);
    if (mine > fewest)
        pr_report_add(
            v->rep,
            "%d player%s break%s a colour constraint (%s) where %d would do "
            "(禁连三, 禁多三: no colour three games running, no difference above 2)",
            mine, mine == 1 ? "" : "s", mine == 1 ? "s" : "", names, fewest);
    return (mine > fewest) - (mine < fewest);
}

/* Appendix 3 §四 (the final's colours go by lot), or SPEC §12's allocation. */
static void check_colours(verifier *v)
{
    for (int i = 0; i < pairing_round_games(v->r) && !v->final; i++) {
        pairing_game g = pairing_round_game(v->r, i);
        if (!valid_player(v, g.first) || !valid_player(v, g.second))
            continue;
        int reason;
        int first = pr_swiss_first_mover(v->s, g.first, g.second, &reason);
        if (first != g.first)
            pr_report_add(v->rep, "board %d: '%s' should move first (%-s)", g.board,
                          id_of(v, first), pr_swiss_first_why(reason));
    }
}

/* Nobody has a second bye while another could take it; Qiu rounds 1 and 2 of an
 * odd field give it to numbers 1 and 2. */
static void check_byes(verifier *v, int in_count)
{
    int byes = pairing_round_byes(v->r), least = -1;
    for (int p = 0; p < v->s->ev->nplayers; p++)
        if (v->s->h[p].in && !v->s->h[p].absence &&
            (least < 0 || v->s->h[p].byes < least))
            least = v->s->h[p].byes;
    if (byes != in_count % 2)
        pr_report_add(v->rep, "round %d has %d byes for %d players", v->s->round, byes,
                      in_count);
    int fixed = v->s->qiu && v->s->round <= 2 ? v->s->round : 0;
    if (fixed) { /* only if that player is in and has had no bye */
        int holder = -1;
        for (int p = 0; p < v->s->ev->nplayers; p++)
            if (v->s->h[p].in && !v->s->h[p].absence && v->s->h[p].number == fixed &&
                v->s->h[p].byes == 0)
                holder = p;
        fixed = holder >= 0 ? fixed : 0;
    }
    for (int i = 0; i < byes; i++) {
        int p = pairing_round_bye(v->r, i);
        check_presence(v, p);
        if (!valid_player(v, p))
            continue;
        if (fixed && v->s->h[p].number != fixed)
            pr_report_add(
                v->rep,
                "round %d of an odd field gives the bye to number %d, not to '%s'",
                v->s->round, fixed, id_of(v, p));
        else if (!fixed && v->s->h[p].byes > least)
            pr_report_add(v->rep,
                          "'%s' has a bye again (%d before) while others have had %d",
                          id_of(v, p), v->s->h[p].byes, least);
    }
}

static void check_everyone_paired(verifier *v)
{
    for (int p = 0; p < v->s->ev->nplayers; p++)
        if (v->s->h[p].in && !v->s->h[p].absence && !v->seen[p])
            pr_report_add(v->rep, "'%s' is not paired in round %d", id_of(v, p),
                          v->s->round);
}

/* A fixed round: each of the expected pairs must be a game of the round. */
static void check_expected_pairs(verifier *v, const int *order, int n, int stride_first,
                                 const char *rule)
{
    /* each player's opponent in the round, so that every pair is looked up once */
    int players = v->s->ev->nplayers;
    int *opponent = pr_calloc((size_t)players + 1, sizeof *opponent);
    if (!opponent) {
        v->rep->failed = 1;
        return;
    }
    for (int p = 0; p < players; p++)
        opponent[p] = -1;
    for (int k = 0; k < pairing_round_games(v->r); k++) {
        pairing_game g = pairing_round_game(v->r, k);
        if (valid_player(v, g.first) && valid_player(v, g.second)) {
            opponent[g.first] = g.second;
            opponent[g.second] = g.first;
        }
    }
    for (int i = stride_first; i + 1 < n; i += 2) {
        int a = order[i], b = order[i + 1];
        if (opponent[a] != b)
            pr_report_add(v->rep, "%-s: '%s' should play '%s'", rule, id_of(v, a),
                          id_of(v, b));
    }
    free(opponent);
}

static void check_round_one(verifier *v, const int *in, int n)
{
    int top = (n + 1) / 2, odd = n % 2;
    int *order = pr_calloc((size_t)n + 1, sizeof *order), k = 0;
    if (!order) {
        v->rep->failed = 1;
        return;
    }
    for (int i = odd; i < top; i++)
        order[k++] = in[i], order[k++] = in[top + i - odd];
    check_expected_pairs(v, order, k, 0,
                         PR_MSG("round 1 pairs the top half against the bottom half"));
    free(order);
}

/* A plain Swiss's round 1 by first-round (SPEC §12): the bye to the lowest
 * placed, then the mode's pairs (first_round.c works them out once for both). */
static void check_first_round(verifier *v)
{
    const pr_swiss_context *s = v->s;
    /* by first-round, then without and with avoid-clubs: each a phrase whole */
    static const char *const rules[4][2] = {
        {PR_MSG("round 1 (first-round = halves) pairs the halves with the fewest "
                "club-mate games"),
         PR_MSG("round 1 (first-round = halves, avoid-clubs) pairs the halves with the "
                "fewest club-mate games")},
        {PR_MSG("round 1 (first-round = adjacent) pairs neighbours by number"),
         PR_MSG("round 1 (first-round = adjacent, avoid-clubs) pairs neighbours by "
                "number")},
        {PR_MSG(
             "round 1 (first-round = fold) pairs the first by number against the last"),
         PR_MSG("round 1 (first-round = fold, avoid-clubs) pairs the first by number "
                "against the last")},
        {PR_MSG("round 1 (first-round = lot) pairs as the lot draws"),
         PR_MSG("round 1 (first-round = lot, avoid-clubs) pairs as the lot draws")}};
    int mode = s->o.first_round >= PAIRING_FIRST_ROUND_HALVES &&
                       s->o.first_round <= PAIRING_FIRST_ROUND_LOT
                   ? (int)s->o.first_round
                   : PAIRING_FIRST_ROUND_LOT;
    check_expected_pairs(v, s->first_pairs, 2 * s->nfirst_pairs, 0,
                         rules[mode][s->o.avoid_clubs != 0]);
    for (int i = 0; i < pairing_round_byes(v->r) && s->first_bye >= 0; i++) {
        int p = pairing_round_bye(v->r, i);
        if (valid_player(v, p) && p != s->first_bye)
            pr_report_add(v->rep,
                          "round 1 of an odd field gives the bye to %-s, '%s', not to "
                          "'%s'",
                          s->qiu ? PR_MSG("number 1") : PR_MSG("the lowest placed"),
                          id_of(v, s->first_bye), id_of(v, p));
    }
}

static void check_final(verifier *v)
{
    int n;
    const int *ranked = pr_qiu_final_order(v->s, &n);
    if (!ranked) {
        v->rep->failed = 1;
        return;
    }
    check_expected_pairs(
        v, ranked, n - n % 2, 0,
        PR_MSG("the final pairs places 1 v 2, 3 v 4 ... after the penultimate round"));
}

/* ---- score groups: no more pairs across them than the engine needs ---- */

/* Pairs across each score boundary, top first (the bye below the lowest group). */
static void crossings(const verifier *v, const pairing_round *r, const int *scores,
                      int nscores, int *out)
{
    for (int b = 0; b < nscores; b++)
        out[b] = 0;
    for (int i = 0; i < pairing_round_games(r); i++) {
        pairing_game g = pairing_round_game(r, i);
        int sa = v->s->h[g.first].score, sb = v->s->h[g.second].score;
        for (int b = 0; b + 1 < nscores;
             b++) /* boundary b lies between scores b and b+1 */
            out[b] += (sa >= scores[b]) != (sb >= scores[b]);
    }
    for (int i = 0; i < pairing_round_byes(r); i++) {
        int sa = v->s->h[pairing_round_bye(r, i)].score;
        for (int b = 0; b < nscores; b++)
            out[b] += sa >= scores[b];
    }
}

/* The bye goes to the player left over at the bottom: with the score groups
 * crossed no more than needed, a bye on more points than the engine's could
 * have gone lower. */
static int check_bye_low_enough(verifier *v, const pairing_round *best)
{
    if (pairing_round_byes(v->r) != 1 || pairing_round_byes(best) != 1)
        return 0;
    int mine = pairing_round_bye(v->r, 0), lowest = pairing_round_bye(best, 0);
    if (!valid_player(v, mine))
        return 0;
    const pr_history *m = &v->s->h[mine], *l = &v->s->h[lowest];
    if (!v->s->qiu && m->score == l->score && m->number < l->number) {
        /* the plain Swiss: to the lowest placed who can take it (SPEC §5) */
        pr_report_add(v->rep,
                      "the bye goes to '%s' (number %d), but '%s' (number %d), placed "
                      "lower on the same points, could take it",
                      id_of(v, mine), m->number, id_of(v, lowest), l->number);
        return 1;
    }
    if (m->score <= l->score)
        return 0;
    pairing_value have = {v->s->h[mine].score, 2, 1},
                  could = {v->s->h[lowest].score, 2, 1};
    char a[32], b[32];
    pairing_value_format(have, a, sizeof a);
    pairing_value_format(could, b, sizeof b);
    pr_report_add(v->rep,
                  "the bye goes to '%s' on %s points, but '%s' on %s could take it",
                  id_of(v, mine), a, id_of(v, lowest), b);
    return 1;
}

/* score-bands: the boundaries are the bands' (SPEC §12: principle (3) counts
 * pairs across bands), each band known by its lowest score.  scores[0..k-1]
 * are the distinct scores from the top; returns the new count, -1 when out of
 * memory. */
static int band_boundaries(const verifier *v, int *scores, int k)
{
    if (v->s->o.score_bands <= 0 || k == 0)
        return k;
    int *sizes = pr_calloc((size_t)k + 1, sizeof *sizes),
        *band_of = pr_calloc((size_t)k + 1, sizeof *band_of);
    if (!sizes || !band_of) {
        free(sizes);
        free(band_of);
        return -1;
    }
    for (int p = 0; p < v->s->ev->nplayers; p++)
        for (int g = 0; g < k && v->s->h[p].in && !v->s->h[p].absence; g++)
            sizes[g] += v->s->h[p].score == scores[g];
    int bands = pr_score_bands(sizes, k, v->s->o.score_bands, band_of);
    for (int g = 0; g < k; g++) /* the lowest group of each band */
        scores[band_of[g]] = scores[g];
    free(sizes);
    free(band_of);
    return bands;
}

/* The games of r between club-mates, and their boards into `boards`. */
static int club_games(const verifier *v, const pairing_round *r, char *boards,
                      size_t size)
{
    int count = 0;
    listing l = listing_start(boards, size);
    pairing_game g;
    for (int i = 0; i < pairing_round_games(r); i++) {
        if (!game_of(v, r, i, &g) || !pr_club_mates(v->s->ev, g.first, g.second))
            continue;
        count++;
        listing_add(&l, "board %d '%s' v '%s'", g.board, id_of(v, g.first),
                    id_of(v, g.second));
    }
    return count;
}

/* SPEC §12 criterion (4), with avoid-clubs = all: with the score groups crossed
 * as the engine's pairing crosses them, no more games between club-mates than
 * it has (its pairing is the proof that so few are possible). */
static void check_club_games(verifier *v, const pairing_round *best)
{
    if (v->s->o.avoid_clubs != PAIRING_AVOID_CLUBS_ALL)
        return;
    char boards[400];
    int fewest, mine = count_both(v, best, club_games, boards, sizeof boards, &fewest);
    if (mine > fewest)
        pr_report_add(
            v->rep,
            "%d game%s between club-mates (%s) where %d would do (avoid-clubs = "
            "all: the fewest after the score groups)",
            mine, mine == 1 ? "" : "s", boards, fewest);
}

static int compare_desc(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (y > x) - (y < x);
}

/* The round paired again from the same context: the best pairing by the
 * principles alone (engine/optimum.c: one matching of the whole field), which
 * a round is judged against, or the procedure's own with its explanations. */
static pairing_round *pair_again(pr_swiss_context *s, int best_only, int explain,
                                 pairing_error *err)
{
    int was_explaining = s->o.explain;
    pairing_round *out = s->out;
    pairing_error *outer = s->err;
    s->err = err;
    s->best_only = best_only;
    s->o.explain = explain;
    pairing_round *again = s->out = pr_swiss_new_round(s);
    if (again && pr_swiss_pair_round(s)) {
        pairing_round_free(again);
        again = NULL;
    }
    s->o.explain = was_explaining;
    s->best_only = 0;
    s->out = out;
    s->err = outer;
    return again;
}

static pairing_round *pair_for_comparison(pr_swiss_context *s, pairing_error *err)
{
    return pair_again(s, 1, 0, err);
}

static void check_score_groups(verifier *v)
{
    pairing_error err = {0};
    pairing_round *best = pair_for_comparison(v->s, &err);
    if (!best) {
        if (err.code == PAIRING_ERR_NOMEM)
            v->rep->failed = 1; /* not checked: say so rather than pass the round */
        else if (err.code == PAIRING_ERR_NO_PAIRING && pairing_round_games(v->r))
            pr_report_add(v->rep, "no pairing of round %d avoids rematches", v->s->round);
        return;
    }
    /* SPEC §12: the bye is given first, then the colour constraints rank above
     * the score groups: a round keeping more of them may cross more */
    if ((v->s->balanced && check_bye_low_enough(v, best)) ||
        check_colour_breaks(v, best)) {
        pairing_round_free(best);
        return;
    }
    int n = v->s->ev->nplayers, nscores = 0;
    int *scores = pr_calloc((size_t)n + 1, sizeof *scores);
    int *mine = pr_calloc((size_t)n + 1, sizeof *mine),
        *fewest = pr_calloc((size_t)n + 1, sizeof *fewest);
    if (!scores || !mine || !fewest) {
        v->rep->failed = 1;
    } else {
        for (int p = 0; p < n; p++)
            if (v->s->h[p].in)
                scores[nscores++] = v->s->h[p].score;
        qsort(scores, (size_t)nscores, sizeof *scores, compare_desc);
        int k = 0;
        for (int i = 0; i < nscores; i++)
            if (i == 0 || scores[i] != scores[k - 1])
                scores[k++] = scores[i];
        k = band_boundaries(v, scores, k);
        if (k < 0) {
            v->rep->failed = 1;
            k = 0;
        }
        crossings(v, v->r, scores, k, mine);
        crossings(v, best, scores, k, fewest);
        int b = 0;
        while (b < k && mine[b] == fewest[b])
            b++;
        if (b < k && mine[b] > fewest[b]) {
            pairing_value below = {scores[b], 2, 1};
            char text[32];
            pairing_value_format(below, text, sizeof text);
            pr_report_add(v->rep,
                          "%d pair%s cross%s from %s point%s down where %d would do (the "
                          "fewest possible, from the top group down)",
                          mine[b], mine[b] == 1 ? "" : "s", mine[b] == 1 ? "es" : "",
                          text, strcmp(text, "1") ? "s" : "", fewest[b]);
        }
        if (b == k && !v->s->balanced)
            check_bye_low_enough(v, best);
        if (b == k)
            check_club_games(v, best);
    }
    free(scores);
    free(mine);
    free(fewest);
    pairing_round_free(best);
}

static int verify(pr_swiss_context *s, const pairing_round *r, int thorough,
                  pairing_report *rep)
{
    int n = s->ev->nplayers;
    verifier v = {s, r, rep, pr_calloc((size_t)n, sizeof *v.seen),
                  s->qiu && s->round == s->total};
    int *in = pr_calloc((size_t)n + 1, sizeof *in);
    if (!v.seen || !in) {
        free(v.seen);
        free(in);
        return PAIRING_ERR_NOMEM;
    }
    int k = pr_swiss_players_in(s, in);
    check_games(&v);
    check_byes(&v, k);
    check_everyone_paired(&v);
    if (pr_first_round_fixed(s))
        check_first_round(&v);
    else if (s->qiu && s->round == 1)
        check_round_one(&v, in, k);
    else if (v.final)
        check_final(&v);
    else if (thorough &&
             rep->problems.count == 0) /* only a well-formed pairing can be measured */
        check_score_groups(&v);
    check_colours(&v);
    free(v.seen);
    free(in);
    return rep->failed ? PAIRING_ERR_NOMEM : PAIRING_OK;
}

/* Checks r against the context: a report, or NULL with err set. */
static pairing_report *verify_in(pr_swiss_context *s, const pairing_round *r,
                                 int thorough, pairing_error *err)
{
    pairing_report *rep = pr_report_new(s->round);
    pairing_error *outer = s->err;
    s->err = err;
    if (!rep)
        pr_nomem(err);
    else if (verify(s, r, thorough, rep)) {
        pr_nomem(err);
        pairing_report_free(rep);
        rep = NULL;
    }
    s->err = outer;
    return rep;
}

/* A round the pairing made carries the context it was paired from: while the
 * event and the options are the same, that is what the rules computed, and the
 * checker reads it instead of working it out again. */
PAIRING_API pairing_report *pairing_swiss_verify(const pairing_event *ev,
                                                 const pairing_swiss_options *o,
                                                 const pairing_round *round, int thorough,
                                                 pairing_error *err)
{
    if (!ev || !round) {
        pr_fail(err, PAIRING_ERR_INVALID,
                ev ? PR_MSG("no round to verify") : PR_MSG("no event"));
        return NULL;
    }
    pr_swiss_context *own = NULL, *s = NULL;
    if (round->free_context == pr_swiss_context_free &&
        pr_swiss_context_fits(round->context, ev, o))
        s = round->context;
    else if (!(s = own = pr_swiss_prepare(ev, o, PR_NEXT_ROUND, err)))
        return NULL;
    pairing_report *rep = verify_in(s, round, thorough, err);
    pr_swiss_context_free(own);
    return rep;
}

/* The games and byes of a round of the results, in the order of their rows, into
 * r (the byes asked for are the context's absences, not the round's). */
static int add_recorded(pairing_round *r, const pairing_event *ev, int round)
{
    return pr_round_add_recorded(r, ev, round, PAIRING_BYE_NONE);
}

/* The last round of the results, as a round to verify. */
static pairing_round *round_from_results(const pairing_event *ev, int round)
{
    pairing_round *r = pr_round_new(round);
    if (r && add_recorded(r, ev, round)) {
        pairing_round_free(r);
        return NULL;
    }
    return r;
}

/* What a recorded game shows as a paired one would: a rematch (with
 * allow_rematches), the Qiu final's colours drawn by lot. */
static void mark_recorded_games(pr_swiss_context *s, pairing_round *r)
{
    verifier v = {s, r, NULL, NULL, 0};
    int final = s->qiu && s->round == s->total;
    for (int i = 0; i < r->ngames; i++) {
        pairing_game *g = &r->games[i];
        g->colour_lot = final;
        g->rematch = !final && met_in(&v, g->first, g->second) > 0;
    }
    for (int i = 0; i < r->nbyes; i++)
        r->participants[r->byes[i].player].presence = PAIRING_PRESENCE_BYE;
}

/* The boards of `recorded` that are not the same pair in the same colours in
 * `paired`, and a bye not the same (each player has one partner: by player). */
static int boards_differing(const pairing_round *recorded, const pairing_round *paired,
                            int players)
{
    int *second = pr_calloc((size_t)players + 1, sizeof *second);
    if (!second)
        return -1;
    for (int p = 0; p < players; p++)
        second[p] = -2;
    for (int i = 0; i < paired->ngames; i++)
        second[paired->games[i].first] = paired->games[i].second;
    for (int i = 0; i < paired->nbyes; i++)
        second[paired->byes[i].player] = -1;
    int differ = abs(recorded->ngames - paired->ngames);
    for (int i = 0; i < recorded->ngames; i++)
        differ += second[recorded->games[i].first] != recorded->games[i].second;
    for (int i = 0; i < recorded->nbyes; i++)
        differ += second[recorded->byes[i].player] != -1;
    free(second);
    return differ;
}

static int explain_line(pairing_round *r, const char *fmt, ...) PR_PRINTF(2, 3);

static int explain_line(pairing_round *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_round_explainv(r, fmt, ap);
    va_end(ap);
    return rc;
}

/* Moves the explanations and decisions of `from` to the end of `to`. */
static int take_explanations(pairing_round *to, const pairing_round *from)
{
    int base = to->explain.count, rc = PAIRING_OK;
    for (int i = 0; !rc && i < from->explain.count; i++)
        rc = pr_texts_copy(&to->explain, &from->explain, i);
    for (int i = 0; !rc && i < from->ndecisions; i++) {
        pairing_decision d = from->decisions[i];
        if (!(rc = pr_round_add_decision(to, d)))
            to->decisions[to->ndecisions - 1].explanation = base + d.explanation;
    }
    return rc;
}

/* --round N --explain: the pairing is worked out again from the results
 * before the round (it is deterministic), and its reasons are the recorded
 * round's when it is the same round.  A recorded round that is not (edited by
 * hand, or the entrants or earlier results changed since) says so first, and
 * the reasons that follow are then those of the rules' own pairing. */
static int explain_recorded(pr_swiss_context *s, pairing_round *r)
{
    pairing_error err = {0};
    pairing_round *paired = pair_again(s, 0, 1, &err);
    if (!paired)
        return err.code == PAIRING_ERR_NOMEM
                   ? PAIRING_ERR_NOMEM
                   : explain_line(
                         r,
                         "the rules find no pairing of round %d from the results "
                         "before it now (%s): the recorded round cannot be "
                         "explained",
                         s->round, err.text);
    int differ = boards_differing(r, paired, s->ev->nplayers), rc = PAIRING_OK;
    if (differ < 0)
        rc = PAIRING_ERR_NOMEM;
    else if (differ > 0)
        rc = explain_line(
            r,
            "round %d as recorded is not the pairing the rules give from the "
            "results before it (%d board%s or byes differ): the reasons "
            "below are those of the rules' pairing, not of the recorded one",
            s->round, differ, differ == 1 ? "" : "s");
    if (!rc)
        rc = take_explanations(r, paired);
    pairing_round_free(paired);
    return rc;
}

PAIRING_API pairing_round *pairing_swiss_recorded(const pairing_event *ev,
                                                  const pairing_swiss_options *o,
                                                  pairing_error *err)
{
    if (ev && ev->system == PAIRING_SYSTEM_DUTCH) /* SPEC §15: its own rules */
        return pr_dutch_recorded(ev, o, err);
    pr_swiss_context *s = pr_swiss_prepare(ev, o, PR_LAST_ROUND, err);
    if (!s)
        return NULL;
    s->err = err;
    pairing_round *r = pr_swiss_new_round(s);
    if (r && add_recorded(r, ev, s->round)) {
        pairing_round_free(r);
        r = NULL;
        pr_nomem(err);
    }
    if (r)
        mark_recorded_games(s, r);
    if (r && o && o->explain && explain_recorded(s, r)) {
        pairing_round_free(r);
        r = NULL;
        pr_nomem(err);
    }
    pr_swiss_context_free(s);
    return r;
}

PAIRING_API pairing_report *pairing_swiss_check(const pairing_event *ev,
                                                const pairing_swiss_options *o,
                                                pairing_error *err)
{
    if (ev && ev->system == PAIRING_SYSTEM_DUTCH) /* SPEC §15: its own rules */
        return pr_dutch_check(ev, o, err);
    pr_swiss_context *s = pr_swiss_prepare(ev, o, PR_LAST_ROUND, err);
    if (!s)
        return NULL;
    pairing_round *r = round_from_results(ev, s->round);
    pairing_report *rep = r ? verify_in(s, r, 1, err) : NULL;
    if (!r)
        pr_nomem(err);
    pairing_round_free(r);
    pr_swiss_context_free(s);
    return rep;
}
