/*
 * tiebreak.c - the named tiebreaks of SPEC §6: parsing their names and FIDE
 * codes, and computing each player's value from the tally.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The Qiu default's length before board-by-board made room for more: its
 * progressive cuts stop where they always did. */
#define QIU_LIST_MAX 24

/* Names: the SPEC's spelling first; FIDE codes (here lowercased) map onto it.  A trailing
 * digit in "-cutN", "-medianN", "/CN", "/MN" is parsed separately. */
static const struct {
    const char *name;
    const char *fide; /* FIDE's code as typed (any case), NULL when FIDE has none */
    const char *code; /* the code shown: FIDE's, or ours for the Qiu system's own */
    int kind;
    int cuttable; /* accepts -cutN */
    int median;   /* accepts -medianN */
} known[] = {
    /* the team tiebreaks first: "board-by-board" must not read as "board-points" */
    {"board-points", NULL, "BP", PR_TB_BOARD_POINTS, 0, 0},
    {"game-points", NULL, "GP", PR_TB_GAME_POINTS, 0, 0},
    {"team-sb-rate", NULL, "TSBR", PR_TB_TEAM_SB_RATE, 0, 0},
    {"team-sb", NULL, "TSB", PR_TB_TEAM_SB, 0, 0},
    {"board-by-board", NULL, "BBB", PR_TB_BOARD, 0, 0},
    {"team-violations", NULL, "TVIOL", PR_TB_VIOLATIONS, 0, 0},
    {"buchholz", "bh", "BH", PR_TB_BUCHHOLZ, 1, 1},
    {"sonneborn-berger", "sb", "SB", PR_TB_SONNEBORN_BERGER, 1, 0},
    {"progressive", "ps", "PS", PR_TB_PROGRESSIVE, 1, 0},
    {"wins", "win", "WIN", PR_TB_WINS, 0, 0},
    {"wins-played", "won", "WON", PR_TB_WINS_PLAYED, 0, 0},
    {"aro", "aro", "ARO", PR_TB_ARO, 1, 0},
    {"direct-encounter", "de", "DE", PR_TB_DIRECT_ENCOUNTER, 0, 0},
    {"qiu-opponent-score", NULL, "QOS", PR_TB_QIU_OPPONENT_SCORE, 0, 0},
    {"violations", NULL, "VIOL", PR_TB_VIOLATIONS, 0, 0},
};

#define KNOWN (sizeof known / sizeof known[0])

static int parse_count(const char *s, int *n)
{
    if (!isdigit((unsigned char)s[0]) || (s[1] && !isdigit((unsigned char)s[1])) ||
        (s[1] && s[2]))
        return -1;
    *n = atoi(s);
    return *n >= 1 ? 0 : -1;
}

/* The rest of a word after its base name: "", a cut ("-cut1" or "/c1") or a
 * median ("-median1" or "/m1"). */
static int parse_suffix(const char *rest, int fide, int index, pr_tiebreak *tb)
{
    const char *cut = fide ? "/c" : "-cut", *med = fide ? "/m" : "-median";
    int n = 0;
    tb->base = known[index].code;
    tb->base_name = known[index].name;
    if (*rest == 0) {
        snprintf(tb->name, sizeof tb->name, "%s", known[index].name);
        snprintf(tb->code, sizeof tb->code, "%s", tb->base);
        return 0;
    }
    if (known[index].cuttable && strncmp(rest, cut, strlen(cut)) == 0 &&
        parse_count(rest + strlen(cut), &n) == 0) {
        tb->cut = n;
        snprintf(tb->name, sizeof tb->name, "%s-cut%d", known[index].name, n);
        snprintf(tb->code, sizeof tb->code, "%s/C%d", tb->base, n);
        return 0;
    }
    if (known[index].median && strncmp(rest, med, strlen(med)) == 0 &&
        parse_count(rest + strlen(med), &n) == 0) {
        tb->cut = tb->top = n;
        snprintf(tb->name, sizeof tb->name, "%s-median%d", known[index].name, n);
        snprintf(tb->code, sizeof tb->code, "%s/M%d", tb->base, n);
        return 0;
    }
    return -1;
}

/* Parse one lowercased word into a tiebreak; 0 on success. */
static int parse_word(const char *word, pr_tiebreak *tb)
{
    memset(tb, 0, sizeof *tb);
    if (strcmp(word, "median-buchholz") == 0) {
        tb->kind = PR_TB_BUCHHOLZ, tb->cut = tb->top = 1;
        tb->base = "BH";
        tb->base_name = "buchholz";
        snprintf(tb->name, sizeof tb->name, "median-buchholz");
        snprintf(tb->code, sizeof tb->code, "BH/M1");
        return 0;
    }
    for (int i = 0; i < (int)KNOWN; i++) {
        tb->kind = known[i].kind;
        size_t len = strlen(known[i].name);
        if (strncmp(word, known[i].name, len) == 0 &&
            parse_suffix(word + len, 0, i, tb) == 0)
            return 0;
        len = known[i].fide ? strlen(known[i].fide) : 0;
        if (len && strncmp(word, known[i].fide, len) == 0 &&
            parse_suffix(word + len, 1, i, tb) == 0)
            return 0;
        tb->cut = tb->top = 0;
    }
    return -1;
}

/* The team tiebreaks (SPEC §10) rank teams; team-violations sums the members'. */
int pr_tiebreak_is_team(int kind)
{
    return kind >= PR_TB_BOARD_POINTS;
}

static int is_team_word(const pr_tiebreak *tb)
{
    return pr_tiebreak_is_team(tb->kind) || strcmp(tb->base_name, "team-violations") == 0;
}

/* board-by-board: 局分 on board 1, then board 2 ..., one place each. */
static int add_boards(const pr_tiebreak *tb, int boards, pr_tiebreak *out, int max,
                      int *count, pairing_error *err)
{
    if (*count + boards > max)
        return pr_fail(err, PAIRING_ERR_INVALID, "more than %d tiebreaks", max);
    for (int b = 1; b <= boards; b++) {
        pr_tiebreak *o = &out[(*count)++];
        *o = *tb;
        o->board = b;
        snprintf(o->name, sizeof o->name, "board-by-board:%d", b);
        snprintf(o->code, sizeof o->code, "BBB%d", b);
    }
    return PAIRING_OK;
}

static int add_word(const char *word, int boards, pr_tiebreak *out, int max, int *count,
                    pairing_error *err)
{
    pr_tiebreak tb;
    if (parse_word(word, &tb))
        return pr_fail(err, PAIRING_ERR_INVALID, "unknown tiebreak '%s'", word);
    if (!boards && is_team_word(&tb))
        return pr_fail(err, PAIRING_ERR_INVALID,
                       "'%s' ranks teams: it is for pairing team standings", word);
    if (tb.kind == PR_TB_BOARD)
        return add_boards(&tb, boards, out, max, count, err);
    if (*count >= max)
        return pr_fail(err, PAIRING_ERR_INVALID, "more than %d tiebreaks", max);
    out[(*count)++] = tb;
    return PAIRING_OK;
}

/* The order of 000 §16.3(2), named as a preset for team events. */
#define TEAM_RULES_PRESET                                                                \
    "board-points,game-points,team-sb,board-by-board,team-violations"

/* The list is this one word, blanks and ASCII case aside. */
static int is_only_word(const char *list, const char *word)
{
    while (*list == ' ' || *list == '\t')
        list++;
    for (; *word; word++, list++)
        if (tolower((unsigned char)*list) != *word)
            return 0;
    while (*list == ' ' || *list == '\t')
        list++;
    return *list == 0;
}

static int parse_list(const char *list, int boards, pr_tiebreak *out, int max, int *count,
                      pairing_error *err)
{
    *count = 0;
    if (boards && is_only_word(list, "rules"))
        list = TEAM_RULES_PRESET;
    const char *p = list;
    while (*p) {
        char word[48];
        size_t len = 0;
        while (*p == ' ' || *p == '\t')
            p++;
        while (*p && *p != ',') {
            if (len + 1 >= sizeof word)
                return pr_fail(err, PAIRING_ERR_INVALID, "tiebreak name too long");
            word[len++] = (char)tolower((unsigned char)*p++);
        }
        while (len && (word[len - 1] == ' ' || word[len - 1] == '\t'))
            len--;
        word[len] = 0;
        if (*p == ',')
            p++;
        if (!len)
            return pr_fail(err, PAIRING_ERR_INVALID, "empty tiebreak name in '%s'", list);
        int rc = add_word(word, boards, out, max, count, err);
        if (rc)
            return rc;
    }
    return PAIRING_OK;
}

/* A caller's list; what is wrong with it is hinted as the tiebreaks' fault. */
int pr_tiebreaks_parse(const char *list, int boards, pr_tiebreak *out, int max,
                       int *count, pairing_error *err)
{
    int rc = parse_list(list, boards, out, max, count, err);
    return rc ? pr_hint(err, PAIRING_HINT_TIEBREAKS) : PAIRING_OK;
}

/* SPEC §6 defaults, per system; the Qiu progressive score comes with its
 * successive cuts (Appendix 3 §五.3.1 B), as many as the rounds allow. */
/* The Qiu system's progressive scores: whole, then with 1, 2 ... rounds cut. */
static size_t add_progressive(char *list, size_t size, int rounds)
{
    size_t len = strlen(list);
    len += (size_t)snprintf(list + len, size - len, ",progressive");
    for (int cut = 1; cut < rounds && cut + 3 < QIU_LIST_MAX; cut++)
        len += (size_t)snprintf(list + len, size - len, ",progressive-cut%d", cut);
    return len;
}

static const char *team_default(pairing_system system)
{
    switch (system) {
    case PAIRING_SYSTEM_ROUNDROBIN: /* 003 第四条3(2) */
        return "game-points,team-sb-rate,board-by-board";
    case PAIRING_SYSTEM_SWISS: /* 003 第四条4(2) */
        return "buchholz,median-buchholz,game-points,board-by-board";
    default:
        return "";
    }
}

static const char *individual_default(pairing_system system)
{
    switch (system) {
    case PAIRING_SYSTEM_ROUNDROBIN:
        return "sonneborn-berger,wins";
    case PAIRING_SYSTEM_SWISS:
        return "aro,buchholz,median-buchholz,wins";
    case PAIRING_SYSTEM_DUTCH: /* SPEC §15 names none: FIDE C.07's usual three */
        return "buchholz-cut1,buchholz,sonneborn-berger";
    default:
        return "";
    }
}

/* SPEC §6 defaults per system, and §10's for teams (boards > 0); the Qiu
 * system's (Appendix 3 §五.3): 小分, then the progressive scores, then the
 * violations; a team's begin with its board and game points (§五.3.2). */
int pr_tiebreaks_default(pairing_system system, int rounds, int boards, pr_tiebreak *out,
                         int max, int *count)
{
    if (system == PAIRING_SYSTEM_QIU) {
        char qiu[PR_MAX_TIEBREAKS * 24];
        snprintf(qiu, sizeof qiu, "%sqiu-opponent-score",
                 boards ? "board-points,game-points," : "");
        size_t len = add_progressive(qiu, sizeof qiu, rounds);
        snprintf(qiu + len, sizeof qiu - len, ",%s",
                 boards ? "team-violations" : "violations");
        return pr_tiebreaks_parse(qiu, boards, out, max, count, NULL);
    }
    const char *list = boards ? team_default(system) : individual_default(system);
    return pr_tiebreaks_parse(list, boards, out, max, count, NULL);
}

int pr_tiebreak_higher_is_better(const pr_tiebreak *tb)
{
    return tb->kind != PR_TB_VIOLATIONS;
}

/* Values are small (a few million at most) and dens at most 2 x B x G x the
 * game win: the cross products fit a long long. */
int pr_value_compare(pairing_value a, pairing_value b)
{
    if (a.present != b.present)
        return a.present ? 1 : -1;
    long long x = a.num * b.den, y = b.num * a.den;
    return (x > y) - (x < y);
}

static pairing_value make_value(long long num, int den)
{
    pairing_value v = {num, den, 1};
    return v;
}

static int compare_ints(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Sum of the values left after dropping the `cut` smallest. */
static long long sum_above_cut(long long *values, int n, int cut)
{
    qsort(values, (size_t)n, sizeof *values, compare_ints);
    long long sum = 0;
    for (int i = cut; i < n; i++)
        sum += values[i];
    return sum;
}

/* Whether round r's unplayed game counts against a dummy opponent (Art. 16):
 * in a Swiss (the plain one and the Dutch system) every round does; a round
 * robin counts forfeits as games against the scheduled opponent and ignores
 * byes (15.2), and the Qiu system counts only games (its withdrawals are
 * handled by the scores opponents count). */
static int counts_dummy(const pr_context *ctx)
{
    return ctx->ev->system == PAIRING_SYSTEM_SWISS ||
           ctx->ev->system == PAIRING_SYSTEM_DUTCH;
}

static int score_lent(const pr_context *ctx, int opponent)
{
    return ctx->opponent_score ? ctx->opponent_score[opponent] : ctx->score[opponent];
}

/* The elements of a Buchholz or Sonneborn-Berger sum, one per round that
 * counts, into ctx->items; the count is returned. */
static int contributions(const pr_context *ctx, int player, int sonneborn)
{
    int n = 0;
    for (int r = 1; r <= ctx->tally->rounds; r++) {
        const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
        pr_contribution c = {0, 0, 0};
        int halves;
        if (counts_dummy(ctx) && !pr_kind_is_played(s->kind)) {
            c.score = pr_unplayed_opponent_score(ctx, player, r);
            c.voluntary = (unsigned char)pr_round_is_voluntary(s->kind);
            halves = pr_unplayed_result_halves(ctx->ev, s->points);
        } else if (pr_kind_is_game(s->kind) && s->opponent >= 0) {
            c.score = score_lent(ctx, s->opponent);
            halves = pr_kind_result_halves(s->kind);
        } else {
            continue;
        }
        c.value = sonneborn ? c.score * halves : c.score;
        ctx->items[n++] = c;
    }
    return n;
}

/* The least significant element (14.1.1, 14.1.2 d): the lowest-scored
 * opponent's, and of several the one with the lowest contribution - for
 * Buchholz simply the lowest. */
static int least_significant(const pr_contribution *items, int n)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (items[i].score < items[best].score ||
            (items[i].score == items[best].score && items[i].value < items[best].value))
            best = i;
    return best;
}

/* Art. 16.5: a player with voluntarily unplayed rounds loses the lowest of
 * those first, unless it is lower than the least significant value.  The
 * pre-2023 rule and the round robin cut plainly. */
static int element_to_cut(const pr_context *ctx, const pr_contribution *items, int n)
{
    int least = least_significant(items, n), vur = -1;
    if (!counts_dummy(ctx) || ctx->unplayed == PAIRING_UNPLAYED_FIDE2009)
        return least;
    for (int i = 0; i < n; i++)
        if (items[i].voluntary && (vur < 0 || items[i].value < items[vur].value))
            vur = i;
    return vur >= 0 && items[vur].value >= items[least].value ? vur : least;
}

static int most_significant(const pr_contribution *items, int n)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (items[i].value > items[best].value)
            best = i;
    return best;
}

/* Cut the least significant values first, then (median) the most (14.3). */
static pairing_value opponent_sum(const pr_context *ctx, const pr_tiebreak *tb,
                                  int player, int sonneborn)
{
    pr_contribution *items = ctx->items;
    int n = contributions(ctx, player, sonneborn);
    long long sum = 0;
    if (n > tb->cut + tb->top) {
        for (int k = 0; k < tb->cut; k++)
            items[element_to_cut(ctx, items, n)] = items[n - 1], n--;
        for (int k = 0; k < tb->top; k++)
            items[most_significant(items, n)] = items[n - 1], n--;
        for (int i = 0; i < n; i++)
            sum += items[i].value;
    }
    return make_value(sum, sonneborn ? 4 : 2);
}

static pairing_value progressive(const pr_context *ctx, const pr_tiebreak *tb, int player)
{
    long long running = 0, sum = 0;
    for (int r = 1; r <= ctx->tally->rounds; r++) {
        running += pr_tally_slot(ctx->tally, player, r)->points;
        if (r > tb->cut)
            sum += running;
    }
    return make_value(sum, 2);
}

static pairing_value wins(const pr_context *ctx, int player, int played_only)
{
    long long n = 0;
    for (int r = 1; r <= ctx->tally->rounds; r++) {
        const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
        if (played_only ? s->kind == PR_WIN
                        : (pr_kind_is_win(s->kind) ||
                           (s->kind == PR_BYE && s->points == ctx->ev->win)))
            n++;
    }
    return make_value(n, 1);
}

/* ARO: average rating of opponents met over the board, rounded half up; a cut
 * leaves out the lowest ratings. */
static pairing_value average_rating(const pr_context *ctx, const pr_tiebreak *tb,
                                    int player)
{
    int n = 0;
    for (int r = 1; r <= ctx->tally->rounds; r++) {
        const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
        if (!pr_kind_is_played(s->kind))
            continue;
        int rating = ctx->ev->players[s->opponent].rating;
        if (rating != PAIRING_UNRATED)
            ctx->scratch[n++] = rating;
    }
    pairing_value v = make_value(0, 1);
    if (n <= tb->cut) {
        v.present = 0;
        return v;
    }
    long long sum = sum_above_cut(ctx->scratch, n, tb->cut);
    long long count = n - tb->cut;
    v.num = (2 * sum + count) / (2 * count);
    return v;
}

/* Qiu 小分 (Appendix 3 §五.3.1 A): opponents' scores counted from round 3. */
static pairing_value qiu_opponent_score(const pr_context *ctx, int player)
{
    long long sum = 0;
    for (int r = 3; r <= ctx->tally->rounds; r++) {
        const pr_slot *s = pr_tally_slot(ctx->tally, player, r);
        if (pr_kind_is_game(s->kind) && s->opponent >= 0)
            sum += score_lent(ctx, s->opponent);
    }
    return make_value(sum, 2);
}

/* A team tiebreak, from the team event that built this one (a standings of an
 * individual event never asks: its list refuses team names). */
static pairing_value team_value(const pr_context *ctx, const pr_tiebreak *tb, int team)
{
    const struct pr_team_source *src = ctx->ev->team_source;
    if (!src) {
        pairing_value none = {0, 1, 0};
        return none;
    }
    return src->value(src->owner, ctx, tb, team);
}

pairing_value pr_tiebreak_value(const pr_context *ctx, const pr_tiebreak *tb, int player)
{
    switch (tb->kind) {
    case PR_TB_BUCHHOLZ:
        return opponent_sum(ctx, tb, player, 0);
    case PR_TB_SONNEBORN_BERGER:
        return opponent_sum(ctx, tb, player, 1);
    case PR_TB_PROGRESSIVE:
        return progressive(ctx, tb, player);
    case PR_TB_WINS:
        return wins(ctx, player, 0);
    case PR_TB_WINS_PLAYED:
        return wins(ctx, player, 1);
    case PR_TB_ARO:
        return average_rating(ctx, tb, player);
    case PR_TB_QIU_OPPONENT_SCORE:
        return qiu_opponent_score(ctx, player);
    case PR_TB_VIOLATIONS: /* a team's: its members' (teams/level.c) */
        return make_value(ctx->ev->players[player].violations, 1);
    case PR_TB_BOARD_POINTS:
    case PR_TB_GAME_POINTS:
    case PR_TB_TEAM_SB:
    case PR_TB_TEAM_SB_RATE:
    case PR_TB_BOARD:
        return team_value(ctx, tb, player);
    default: /* direct encounter depends on the tied group: standings.c computes it */
        return make_value(0, 2);
    }
}
