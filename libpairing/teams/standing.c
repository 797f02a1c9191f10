/*
 * standing.c - the team tiebreaks of SPEC §10 (000 §16.3(2); 003 第四条3(2),
 * 4(2)): board points, game points, the two 小分 and board by board.  The
 * standings of the team-level event ask for them through its pr_team_source,
 * round by round as the tally of that event holds the rounds: a match the
 * round-robin withdrawal rule annulled counts for neither team, and a round a
 * withdrawn team's opponent was awarded counts as a team forfeit (every board
 * won by forfeit).
 */
#include "teams/teams.h"

/* What a team took from one round. */
typedef struct round_share {
    int counts;          /* 0: the round adds nothing */
    int board_points;    /* 场分, half-points */
    int game_points;     /* 局分 */
    const int *board_gp; /* 局分 a board (B of them), NULL: each board_each */
    int board_each;      /* a board's 局分 when the round has no boards of its own */
    int opponent;        /* team-level entrant, -1 = none */
    int kind;            /* the team-level tally's */
} round_share;

/* A team forfeit the tally knows but the results do not hold: a withdrawn
 * team's remaining rounds of a round robin. */
static void awarded_forfeit(const pairing_team_event *ev, int won, round_share *sh)
{
    int B = ev->o.boards, G = ev->o.games, k = won ? 0 : 2;
    sh->board_points = B * ev->o.board_points[k];
    sh->game_points = B * G * ev->o.game_points[k];
    sh->board_each = G * ev->o.game_points[k];
}

static round_share share_of(const pairing_team_event *ev, const pr_tally *t, int team,
                            int round)
{
    round_share sh = {0, 0, 0, NULL, 0, -1, PR_NONE};
    const pr_slot *s = pr_tally_slot(t, team, round);
    if (s->kind == PR_NONE || s->kind == PR_PENDING)
        return sh; /* not played, or annulled by a withdrawal */
    sh.counts = 1;
    sh.opponent = s->opponent;
    sh.kind = s->kind;
    const pr_match *m = pr_team_match_of(ev, team, round);
    if (!m || !m->complete) {
        awarded_forfeit(ev, pr_kind_is_win(s->kind), &sh);
        return sh;
    }
    int side = m->first_team == team ? 0 : 1, B = ev->o.boards;
    sh.board_points = m->points[side][1];
    sh.game_points = m->points[side][2];
    if (m->second_team >= 0)
        sh.board_gp = ev->board_gp + (size_t)(m - ev->matches) * 2 * B + (size_t)side * B;
    return sh;
}

static pairing_value value_of(long long num, int den)
{
    pairing_value v = {num, den, 1};
    return v;
}

/* 000's 小分: the match points of the teams beaten, and half of those drawn
 * with (in quarters: the points are in halves). */
static long long team_sb_part(const pr_context *ctx, const round_share *sh)
{
    if (sh->opponent < 0)
        return 0;
    int mp = ctx->score[sh->opponent];
    return pr_kind_is_win(sh->kind) ? 2LL * mp : pr_kind_is_draw(sh->kind) ? mp : 0;
}

/* 003's 小分: game points scored against each opponent as a share of the most
 * one team can score in the match (B x G wins), times that opponent's match
 * points; the shares' common denominator is kept, so the value is exact. */
static int sb_rate_den(const pairing_team_event *ev)
{
    int most = ev->o.boards * ev->o.games * ev->o.game_points[0];
    return 2 * (most > 0 ? most : 1);
}

static long long board_part(const round_share *sh, int board)
{
    if (sh->opponent < 0) /* a bye has no boards */
        return 0;
    return sh->board_gp ? sh->board_gp[board - 1] : sh->board_each;
}

static pairing_value team_value(const void *owner, const pr_context *ctx,
                                const pr_tiebreak *tb, int team)
{
    const pairing_team_event *ev = owner;
    long long sum = 0;
    for (int r = 1; r <= ctx->tally->rounds; r++) {
        round_share sh = share_of(ev, ctx->tally, team, r);
        if (!sh.counts)
            continue;
        switch (tb->kind) {
        case PR_TB_BOARD_POINTS:
            sum += sh.board_points;
            break;
        case PR_TB_GAME_POINTS:
            sum += sh.game_points;
            break;
        case PR_TB_TEAM_SB:
            sum += team_sb_part(ctx, &sh);
            break;
        case PR_TB_TEAM_SB_RATE:
            sum += sh.opponent >= 0 ? (long long)sh.game_points * ctx->score[sh.opponent]
                                    : 0;
            break;
        default: /* PR_TB_BOARD */
            sum += board_part(&sh, tb->board);
            break;
        }
    }
    if (tb->kind == PR_TB_TEAM_SB)
        return value_of(sum, 4);
    if (tb->kind == PR_TB_TEAM_SB_RATE)
        return value_of(sum, sb_rate_den(ev));
    return value_of(sum, 2);
}

void pr_team_standings_source(pairing_team_event *ev)
{
    ev->source.owner = ev;
    ev->source.boards = ev->o.boards;
    ev->source.value = team_value;
    ev->level->team_source = &ev->source;
}

PAIRING_API pairing_standings *
pairing_team_standings_new(const pairing_team_event *ev,
                           const pairing_standings_options *options, pairing_error *err)
{
    if (!ev || !ev->validated) {
        pr_fail(err, PAIRING_ERR_INVALID,
                !ev ? PR_MSG("no team event") : PR_MSG("validate the team event first"));
        return NULL;
    }
    return pairing_standings_new(ev->level, options, err);
}
