/*
 * internal.h - what the library's files share and nobody else sees.
 * Private names carry the prefix pr_ (functions) or PR_ (constants).
 */
#ifndef PAIRING_INTERNAL_H
#define PAIRING_INTERNAL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "pairing.h"

#if defined(__GNUC__)
#define PR_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PR_PRINTF(f, a)
#endif

/* ---- errors (error.c) ----
 * A message's format is a string literal in English, kept in the error beside
 * the text (pairing_error.format) for a caller that translates it: xgettext
 * finds it as pr_fail's third and pr_fail_at's fifth argument, and as the
 * argument of PR_MSG wherever else a format is written (a helper's argument,
 * either side of a ?:).  A word put in through %s is a name or a number, never
 * English chosen by a condition: such a choice picks a whole format instead. */
#define PR_MSG(format) (format)
int pr_fail(pairing_error *err, int code, const char *fmt, ...) PR_PRINTF(3, 4);
int pr_fail_at(pairing_error *err, int code, int source, long line, const char *fmt, ...)
    PR_PRINTF(5, 6);
int pr_fail_v(pairing_error *err, int code, int source, long line, const char *fmt,
              va_list ap) PR_PRINTF(5, 0);
int pr_nomem(pairing_error *err);
int pr_keep_arguments(const char *fmt, va_list *ap, char *args, size_t size, int max,
                      int *nargs, unsigned *phrases);
int pr_hint(pairing_error *err, int hint);

/* ---- memory (memory.c) ---- */
void *pr_calloc(size_t count, size_t size);
void *pr_reallocarray(void *ptr, size_t count, size_t size);
int pr_grow(void **items, int *cap, int need, size_t size);
char *pr_strdup(const char *s);

/* ---- seeded lots (lots.c): splitmix64, no global state ---- */
typedef struct pr_lots {
    uint64_t state;
} pr_lots;
void pr_lots_seed(pr_lots *lots, uint64_t seed);
uint64_t pr_lots_next(pr_lots *lots);
int pr_lots_below(pr_lots *lots, int bound);
void pr_lots_shuffle(pr_lots *lots, int *items, int count);

/* The smaller and the larger of two counts. */
static inline int pr_min(int a, int b)
{
    return a < b ? a : b;
}

static inline int pr_max(int a, int b)
{
    return a > b ? a : b;
}

/* ---- stable sort with a context (sort.c); order < 0 puts a before b ---- */
typedef int (*pr_order)(const void *ctx, int a, int b);
int pr_sort(int *items, int count, pr_order order, const void *ctx);
int pr_sort_keys(uint64_t *keys, int count);
int pr_sort_rows(long long *rows, int count, int width, int compared);

/* ---- text: strict UTF-8 (utf8.c, with pairing_utf8_char_length) ---- */
int pr_utf8_is_valid(const char *s);

/* ---- finding entrants by id (ids.c) ---- */

/* What finding an entrant by id gives at once: his index, and his latest row
 * so far (rows.c), which every result row added checks and updates. */
typedef struct pr_id_record {
    int32_t index;
    int32_t latest_round; /* 0 = no row yet */
    int32_t latest_game;
    int32_t length; /* of the id, in bytes */
    char id[];      /* NUL-terminated */
} pr_id_record;

typedef struct pr_idmap {
    uint64_t *slots; /* id hash (high half) | record offset + 1 (low half); 0 = empty */
    size_t cap;      /* power of two */
    int used;
    char *text; /* the records, one after another */
    size_t text_len, text_cap;
    uint32_t *offset; /* entrant -> where his record starts in text */
    int cap_offset;
} pr_idmap;

typedef struct pr_id_query {
    const char *id; /* NULL: nothing to look up */
    size_t len;
    uint64_t hash;
} pr_id_query;

int pr_idmap_add(pr_idmap *map, const char *id, int index, int *existing);
pr_id_record *pr_idmap_find(const pr_idmap *map, const char *id);
void pr_idmap_query(pr_id_query *query, const char *id);
void pr_idmap_prefetch(const pr_idmap *map, const pr_id_query *query);
pr_id_record *pr_idmap_probe(const pr_idmap *map, const pr_id_query *query);
pr_id_record *pr_idmap_entrant(const pr_idmap *map, int index);
void pr_idmap_free(pr_idmap *map);

/* ---- events in stages (libpairing/stages/) ---- */
char pr_group_letter(int group);

/* ---- the event (event.c) ---- */
typedef struct pr_player {
    char *id; /* one block holding the id, the name and the club */
    char *name;
    char *club; /* NULL = none */
    int rating;
    int rank;
    int violations;
    int withdrawn;
    int joined; /* the round a late entry joins (SPEC §12); 0 or 1 = from the start */
    long line;
    int number; /* initial sequence number 序号, 1.. (after validation) */
} pr_player;

typedef struct pr_game {
    int round;
    int first;
    int second; /* -1 for byes */
    pairing_outcome outcome;
    int winner; /* -1 = none */
    long line;
} pr_game;

struct pairing_event {
    pairing_system system;
    int win, draw, loss, bye;   /* half-points */
    int zero_bye, forfeit_loss; /* what an absence scores, half-points (0 unless set) */
    int has_lots;
    uint64_t lot_seed;
    pr_player *players;
    int nplayers, cap_players;
    pr_game *games;
    int ngames, cap_games;
    pr_idmap ids;
    int rows_unordered; /* some player's rows came out of round order */
    int rows_indexed;   /* the index below is current */
    int *row_table;     /* players x rounds: game + 1, 0 = no row (rows.c), or */
    int *row_start;     /* player -> his first entry in row_games (nplayers + 1) */
    int *row_games;     /* each player's games in round order */
    int rounds;         /* the highest round with a result row */
    int has_ranks;      /* some entrant has an explicit rank */
    int validated;      /* 1 after pairing_event_validate, 0 after any change */
    int numbered;       /* the numbers are current: 0 after entrants or lots change */
    int *by_number;     /* number - 1 -> entrant index */
    int *forbidden;     /* pairs of entrant indexes that may not meet (SPEC §15) */
    int nforbidden, cap_forbidden;
    int *acceleration; /* (entrant, round, half-points) triples (SPEC §15) */
    int naccelerations, cap_accelerations;
    unsigned long changes; /* counts every change, so that what was computed from the
                              event can tell whether it is still current */
    const struct pr_team_source *team_source; /* a team-level event's, else NULL */
};

int pr_event_lookup(const pairing_event *ev, const char *id);
/* A new event with ev's entrants and rules and the rows keep(row, round)
 * takes, in their order; validated when `validate` says (NULL on error). */
pairing_event *pr_event_copy(const pairing_event *ev, int round,
                             int (*keep)(const pr_game *row, int round), int validate,
                             pairing_error *err);
int pr_event_require_valid(const pairing_event *ev, pairing_error *err);
/* The half-points added to entrant p's score for pairing `round` (0 none). */
int pr_event_acceleration(const pairing_event *ev, int p, int round);
/* Every game of the rounds before `round` has a result: the next round is
 * paired from them (PAIRING_HINT_RESULT_MISSING names the first without). */
int pr_event_require_results(const pairing_event *ev, int round, pairing_error *err);

/* ---- each player's rows by round (rows.c) ---- */
int pr_rows_clash(const pairing_event *ev, const pr_id_record *player, int round);
void pr_rows_note(pairing_event *ev, pr_id_record *player, int round, int game);
int pr_rows_index(pairing_event *ev, pairing_error *err);
int pr_event_game_at(const pairing_event *ev, int round, int player);

/* ---- tally (tally.c): each player's rounds, read off the results ---- */
enum pr_kind {
    PR_NONE = 0, /* no row: not paired, not yet scheduled or withdrawn */
    PR_PENDING,  /* paired, no result yet */
    PR_WIN,      /* played over the board */
    PR_DRAW,
    PR_LOSS,
    PR_FORFEIT_WIN, /* unplayed */
    PR_FORFEIT_LOSS,
    PR_BYE,      /* pairing-allocated bye */
    PR_HALF_BYE, /* requested */
    PR_ZERO_BYE
};

typedef struct pr_slot {
    int opponent;       /* entrant index, -1 = none */
    signed char colour; /* +1 first, -1 second, 0 no colour (unplayed) */
    unsigned char kind; /* enum pr_kind */
    short points;       /* half-points scored in the round */
} pr_slot;

typedef struct pr_tally {
    int players;
    int rounds;
    pr_slot *slots; /* players x rounds, row-major by player */
} pr_tally;

int pr_tally_build(pr_tally *tally, const pairing_event *ev, int rounds,
                   pairing_error *err);
void pr_tally_free(pr_tally *tally);
/* The slot of a player's round, 1..rounds: read in every inner loop of the
 * pairing and the standings, so it is inline. */
static inline pr_slot *pr_tally_slot(const pr_tally *tally, int player, int round)
{
    return &tally->slots[(size_t)player * (size_t)tally->rounds + (size_t)(round - 1)];
}
int pr_tally_score(const pr_tally *tally, int player, int after_round);
/* Played over the board. */
static inline int pr_kind_is_played(int kind)
{
    return kind == PR_WIN || kind == PR_DRAW || kind == PR_LOSS;
}

/* A game against an opponent, played or forfeited. */
static inline int pr_kind_is_game(int kind)
{
    return pr_kind_is_played(kind) || kind == PR_FORFEIT_WIN || kind == PR_FORFEIT_LOSS;
}

static inline int pr_kind_is_win(int kind)
{
    return kind == PR_WIN || kind == PR_FORFEIT_WIN;
}

static inline int pr_kind_is_draw(int kind)
{
    return kind == PR_DRAW;
}

/* The share of a game won, in halves: a win 2, a draw 1, a loss 0 (SB weights). */
static inline int pr_kind_result_halves(int kind)
{
    return pr_kind_is_win(kind) ? 2 : kind == PR_DRAW ? 1 : 0;
}
int pr_points_of_kind(const pairing_event *ev, int kind);
int pr_points_of_outcome(const pairing_event *ev, pairing_outcome o, int is_first);
pairing_outcome pr_outcome_reversed(pairing_outcome o);

/* ---- sentences for people (texts.c) ---- */
typedef struct pr_texts {
    pairing_text *items; /* each in one allocation, from its text */
    int count, cap;
} pr_texts;

/* A player as a sentence names him, "王一鸣 (q01)": a director reads the
 * explanations out to players, who know their names, not their ids. */
typedef struct pr_who {
    char text[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 4];
} pr_who;

pr_who pr_who_is(const pairing_event *ev, int player);
int pr_texts_addv(pr_texts *texts, const char *fmt, va_list ap);
const char *pr_texts_at(const pr_texts *texts, int index);
int pr_texts_message(const pr_texts *texts, int index, pairing_text *text);
int pr_texts_copy(pr_texts *to, const pr_texts *from, int index);
void pr_texts_truncate(pr_texts *texts, int keep);
void pr_texts_free(pr_texts *texts);

/* ---- what a checker found (report.c) ---- */
struct pairing_report {
    int round;
    pr_texts problems;
    int failed; /* memory ran out, or a check could not be made: not a pass */
};

pairing_report *pr_report_new(int round);
void pr_report_add(pairing_report *rep, const char *fmt, ...) PR_PRINTF(2, 3);

/* ---- rounds (round.c) ---- */
typedef struct pr_bye {
    int player;
    int reason; /* enum pairing_bye_reason */
} pr_bye;

struct pairing_round {
    int number;
    int first_board;   /* the number of its first board */
    int total;         /* rounds in the event, 0 if not known */
    const char *stage; /* "preliminary", "main", "final" or NULL */
    pairing_game *games;
    int ngames, cap_games;
    pr_bye *byes;
    int nbyes, cap_byes;
    pairing_participant *participants; /* entrant -> as the rules saw him; NULL */
    int nparticipants;
    pr_bye *eliminated; /* who is out, and the pairing_elimination why */
    int neliminated, cap_eliminated;
    pr_texts explain;
    pairing_decision *decisions; /* what some explanations state, as codes */
    int ndecisions, cap_decisions;
    pairing_colour_break *breaks; /* SPEC §12: the colour constraints broken */
    int nbreaks, cap_breaks;
    /* what the system computed to pair the round, kept for its checker */
    void *context;
    void (*free_context)(void *context);
};

pairing_round *pr_round_new(int number);
int pr_round_add_game(pairing_round *round, int first, int second);
int pr_round_add_bye(pairing_round *round, int player, int reason);
/* The games and pairing-allocated byes the results record for `round`, in
 * the results' order (a bye with `bye_reason`). */
int pr_round_add_recorded(pairing_round *round, const pairing_event *ev, int number,
                          int bye_reason);
int pr_round_add_eliminated(pairing_round *round, int player, int reason);
int pr_round_add_colour_break(pairing_round *round, int player, int rule);
int pr_round_explainv(pairing_round *round, const char *fmt, va_list ap);
void pr_round_forget_explanations(pairing_round *round, int keep);
int pr_round_add_decision(pairing_round *round, pairing_decision d);
void pr_round_release(pairing_round *round);

/* ---- round robin (roundrobin.c) ---- */
void pr_berger_board(int table, int round, int board, int *first, int *second);
int pr_roundrobin_rounds(int players, int cycles);
int pr_roundrobin_opponent(int players, int cycles, int round, int number, int *first);

/* ---- tiebreaks (tiebreak.c) ---- */
enum pr_tiebreak_kind {
    PR_TB_BUCHHOLZ,
    PR_TB_SONNEBORN_BERGER,
    PR_TB_PROGRESSIVE,
    PR_TB_WINS,
    PR_TB_WINS_PLAYED,
    PR_TB_ARO,
    PR_TB_DIRECT_ENCOUNTER,
    PR_TB_QIU_OPPONENT_SCORE,
    PR_TB_VIOLATIONS,
    /* a team event's (SPEC §10): the team event computes them (pr_team_source) */
    PR_TB_BOARD_POINTS, /* 场分 */
    PR_TB_GAME_POINTS,  /* 局分 */
    PR_TB_TEAM_SB,      /* 小分 of 000 §16.3(2) */
    PR_TB_TEAM_SB_RATE, /* 小分 of 003 第四条3(2)B */
    PR_TB_BOARD         /* 局分 on one board: board-by-board is B of them */
};

typedef struct pr_tiebreak {
    int kind; /* enum pr_tiebreak_kind */
    int cut;  /* least significant values dropped */
    int top;  /* highest values dropped too (median) */
    char name[40];
    char code[24];         /* FIDE's code with its modifier: "BH/C1" */
    const char *base;      /* the code without it: "BH" */
    const char *base_name; /* the name without it: "buchholz" */
    int board;             /* PR_TB_BOARD: the board, 1.. */
} pr_tiebreak;

/* board-by-board takes one place a board, up to PAIRING_MAX_BOARDS */
#define PR_MAX_TIEBREAKS 64

/* The tiebreaks of a list; boards > 0 for a team-level event (the team names
 * and the preset "rules" allowed, board-by-board expanded), else 0. */
int pr_tiebreaks_parse(const char *list, int boards, pr_tiebreak *out, int max,
                       int *count, pairing_error *err);
int pr_tiebreaks_default(pairing_system system, int rounds, int boards, pr_tiebreak *out,
                         int max, int *count);
int pr_tiebreak_is_team(int kind);

/* One element of a Buchholz or Sonneborn-Berger sum. */
typedef struct pr_contribution {
    int score;               /* the opponent's (or the dummy's) score, half-points */
    int value;               /* what it adds: the score, or score x half-games for SB */
    unsigned char voluntary; /* a voluntarily unplayed round (C.07 16.1.2) */
} pr_contribution;

typedef struct pr_context {
    const pairing_event *ev;
    const pr_tally *tally;
    const int *score;          /* final score of each player, half-points */
    const int *opponent_score; /* the score opponents count (Art. 16.3, Qiu withdrawals),
                                  NULL = score */
    pairing_unplayed unplayed; /* how a Swiss counts unplayed rounds */
    long long *scratch;        /* room for one value per round */
    pr_contribution *items;    /* room for one element per round */
} pr_context;

pairing_value pr_tiebreak_value(const pr_context *ctx, const pr_tiebreak *tb, int player);

/* What a team event adds to the team-level event it built (teams/standing.c):
 * the values of the team tiebreaks, which the match results alone do not
 * hold.  An individual event has none. */
struct pr_team_source {
    const void *owner; /* the pairing_team_event */
    int boards;
    pairing_value (*value)(const void *owner, const pr_context *ctx,
                           const pr_tiebreak *tb, int team);
};

/* ---- unplayed rounds in a Swiss's tiebreaks (unplayed.c) ---- */
int pr_round_is_voluntary(int kind);
void pr_unplayed_adjusted_scores(const pairing_event *ev, const pr_tally *t,
                                 pairing_unplayed policy, int *out);
int pr_unplayed_opponent_score(const pr_context *ctx, int player, int round);
int pr_unplayed_result_halves(const pairing_event *ev, int points);

/* ---- standings (standings.c) and the Qiu ranking (qiu_ranking.c) ---- */
struct pairing_standings {
    int after_round;
    int count;
    pr_tiebreak tb[PR_MAX_TIEBREAKS];
    int ntb;
    pairing_standing *rows;
    pairing_value *values; /* count x ntb, by row */
    pairing_system system;
    pairing_withdrawal withdrawal;
    pairing_unplayed unplayed;
    int final_round; /* Qiu: the final whose pairs gave the places, else 0 */
};

void pr_qiu_withdrawal_scores(const pairing_event *ev, const pr_tally *tally,
                              int after_round, const int *score, int *out);
int pr_qiu_final_places(pairing_standings *st, const pairing_standings *before,
                        const pairing_event *ev, int final, pairing_error *err);
int pr_tiebreak_higher_is_better(const pr_tiebreak *tb);
int pr_value_compare(pairing_value a, pairing_value b);

#endif /* PAIRING_INTERNAL_H */
