/*
 * pairing.h - the public interface of libpairing.
 *
 * libpairing pairs and ranks tournaments by the Chinese gomoku federation's
 * rules: Berger round robins, knockout draws, the Qiu (仇式) staged Swiss and a
 * plain score-group Swiss, and standings with their tiebreaks.  The library
 * never prints, exits or reads files: callers hand it entrants and results in
 * memory and read back pairings and standings.  See libpairing(3).
 */
#ifndef PAIRING_H
#define PAIRING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Version: the Makefile reads these three lines. */
#define PAIRING_VERSION_MAJOR 0
#define PAIRING_VERSION_MINOR 1
#define PAIRING_VERSION_PATCH 0
#define PAIRING_VERSION "0.1.0"

#if defined(PAIRING_BUILDING) && defined(__GNUC__)
#define PAIRING_API __attribute__((visibility("default")))
#else
#define PAIRING_API
#endif

/* Status codes: every function that can fail returns one (0 = success). */
enum pairing_status {
    PAIRING_OK = 0,
    PAIRING_ERR_NOMEM,      /* out of memory */
    PAIRING_ERR_INVALID,    /* the caller broke the API contract (NULL, bad option) */
    PAIRING_ERR_DATA,       /* entrants or results are wrong (duplicate id, ...) */
    PAIRING_ERR_LIMIT,      /* beyond a documented limit */
    PAIRING_ERR_NO_PAIRING, /* the rules allow no pairing for this round */
    PAIRING_ERR_INTERNAL    /* a self-check failed: a bug in libpairing */
};

/* Which input an error is about, so a caller can name the file. */
enum pairing_source {
    PAIRING_SOURCE_NONE = 0,
    PAIRING_SOURCE_ENTRANTS, /* the entrants, or a team event's members */
    PAIRING_SOURCE_RESULTS,
    PAIRING_SOURCE_TEAMS,   /* a team event's teams */
    PAIRING_SOURCE_LINEUPS, /* a team event's lineups */
    PAIRING_SOURCE_TABLE    /* a Scheveningen table given by the caller */
};

/* What the caller could change to get past an error: a CLI or a program names its
 * own option for it instead of reading the message. */
enum pairing_hint {
    PAIRING_HINT_NONE = 0,
    PAIRING_HINT_ALLOW_REMATCHES, /* allow_rematches pairs with as few rematches as can be
                                   */
    PAIRING_HINT_ROUNDS,          /* the event's number of rounds must be given */
    PAIRING_HINT_TIEBREAKS,       /* the list of tiebreaks is wrong */
    PAIRING_HINT_SEEDS,           /* the number of seeds does not fit the draw */
    PAIRING_HINT_RESULT_MISSING,  /* a game of a round played has no result yet */
    PAIRING_HINT_SETTLED,         /* a tie at the qualifying line: give its order */
    PAIRING_HINT_WINNER           /* a drawn knockout game: name who went through */
};

#define PAIRING_ERROR_TEXT_SIZE 256
#define PAIRING_ERROR_ARGS 8      /* arguments kept for a caller that translates */
#define PAIRING_ERROR_ARG_SIZE 80 /* bytes of each, its NUL included */

/* Filled in by a failing call when the caller passes one (it may pass NULL).
 * text is the message in English; format is the English printf format it was
 * made from (a static string, never freed) and args[] its nargs conversions as
 * text, so that a caller can look format up in its own catalogue and put the
 * arguments in: a message in the caller's language.  format is NULL when the
 * arguments did not fit (then only text says it). */
typedef struct pairing_error {
    int code;   /* an enum pairing_status */
    int source; /* an enum pairing_source */
    long line;  /* the line tag of the offending entrant or result, 0 if none */
    int hint;   /* an enum pairing_hint */
    char text[PAIRING_ERROR_TEXT_SIZE];
    const char *format;
    int nargs;
    char args[PAIRING_ERROR_ARGS][PAIRING_ERROR_ARG_SIZE];
} pairing_error;

/* A sentence for people (an explanation of a round) as pairing_error says a
 * message: the English text, its format and the arguments as text, for a caller
 * that translates.  Bit k of phrases: args[k] is itself a message (written %-s),
 * to be translated too.  Borrowed from the object it came from. */
typedef struct pairing_text {
    const char *text;
    const char *format; /* NULL when the arguments did not fit: text says it */
    int nargs;
    unsigned phrases;
    const char *args[PAIRING_ERROR_ARGS];
} pairing_text;

/* Limits, enforced with PAIRING_ERR_LIMIT. */
#define PAIRING_MAX_ENTRANTS 1000000
#define PAIRING_MAX_ROUNDS 4000
#define PAIRING_MAX_ID_BYTES 64
#define PAIRING_MAX_NAME_BYTES 256
#define PAIRING_MAX_ROUNDROBIN 2000
#define PAIRING_MAX_KNOCKOUT 256
#define PAIRING_MAX_BOARDS 32 /* boards of a team match */
#define PAIRING_MAX_GAMES 8   /* games of a board match */

/* Opaque objects. */
typedef struct pairing_event pairing_event;
typedef struct pairing_round pairing_round;
typedef struct pairing_schedule pairing_schedule;
typedef struct pairing_standings pairing_standings;
typedef struct pairing_knockout pairing_knockout;
typedef struct pairing_report pairing_report;
typedef struct pairing_team_event pairing_team_event;
typedef struct pairing_team_round pairing_team_round;

/* Tournament systems; each has its own points and default tiebreaks. */
typedef enum pairing_system {
    PAIRING_SYSTEM_ROUNDROBIN,
    PAIRING_SYSTEM_KNOCKOUT,
    PAIRING_SYSTEM_QIU,
    PAIRING_SYSTEM_SWISS,
    PAIRING_SYSTEM_DUTCH /* the FIDE Dutch system (C.04.3, SPEC §15) */
} pairing_system;

#define PAIRING_UNRATED (-1)
#define PAIRING_ACTIVE (-1)

/* One entrant as the caller hands it over; strings are copied. */
typedef struct pairing_entrant {
    const char *id;   /* unique, 1..PAIRING_MAX_ID_BYTES bytes */
    const char *name; /* display name, UTF-8 */
    int rating;       /* >= 0, or PAIRING_UNRATED */
    int rank;         /* explicit strength order, 1 = strongest; 0 = none */
    const char *club; /* NULL or "" = none */
    int violations;   /* penalties (违例), >= 0 */
    int withdrawn;    /* round after which the player withdrew, or PAIRING_ACTIVE */
    long line;        /* the caller's tag (a file line), echoed in errors */
    int joined;       /* round he joins, 0 or 1 = from the start */
} pairing_entrant;

/* What happened in one game or bye (the tokens of the results file). */
typedef enum pairing_outcome {
    PAIRING_PENDING = 0,         /* ""    not played yet */
    PAIRING_FIRST_WINS,          /* "1-0" */
    PAIRING_SECOND_WINS,         /* "0-1" */
    PAIRING_DRAW,                /* "="   */
    PAIRING_FORFEIT_FIRST_WINS,  /* "+-"  unplayed */
    PAIRING_FORFEIT_SECOND_WINS, /* "-+"  unplayed */
    PAIRING_DOUBLE_FORFEIT,      /* "--"  unplayed, both lose */
    PAIRING_BYE,                 /* "bye" allocated by the pairing */
    PAIRING_HALF_BYE,            /* "half-bye" requested, scores a draw */
    PAIRING_ZERO_BYE             /* "zero-bye" requested, scores nothing */
} pairing_outcome;

/* One row of results; strings are copied. */
typedef struct pairing_result {
    int round;          /* 1.. */
    const char *first;  /* id of the player who moves first */
    const char *second; /* id of the other player; NULL or "" for byes */
    pairing_outcome outcome;
    const char *winner; /* who advanced after a drawn knockout or final; may be NULL */
    long line;          /* the caller's tag, echoed in errors */
} pairing_result;

/* An exact number: num / den, den one of 1, 2, 4.  Scores are in half-points. */
typedef struct pairing_value {
    long long num;
    int den;
    int present; /* 0 when the value does not exist (ARO of a player with no rated
                    opponent) */
} pairing_value;

/* Why the first of a game moves first (pairing_game.first_reason). */
typedef enum pairing_first_reason {
    PAIRING_FIRST_GIVEN = 0,   /* as the results or the caller gave it */
    PAIRING_FIRST_FEWER,       /* fewer firsts so far (Appendix 3 §四.1) */
    PAIRING_FIRST_ODD_SMALLER, /* equal firsts, an odd round: the smaller number */
    PAIRING_FIRST_EVEN_LARGER, /* equal firsts, an even round: the larger number */
    PAIRING_FIRST_LOT,         /* drawn by lot (the Qiu final, a team knockout) */
    PAIRING_FIRST_TABLE,       /* the Berger table's left of the pair */
    /* colours = balanced (SPEC §12), in the order the allocation tries them: */
    PAIRING_FIRST_FORCED,  /* a colour one of them must have to keep the constraints */
    PAIRING_FIRST_BALANCE, /* the smaller firsts - seconds */
    PAIRING_FIRST_LAST_DIFFERED,  /* second in the latest round their colours differed */
    PAIRING_FIRST_DUE,            /* the better placed gets his due colour */
    PAIRING_FIRST_SMALLER_NUMBER, /* no colours yet on either side: the smaller number */
    PAIRING_FIRST_ADJACENT /* first-round = adjacent: the first named of the pair */
} pairing_first_reason;

/* One board of a round: entrant indexes (as added), first moves first. */
typedef struct pairing_game {
    int board;
    int first;
    int second;
    int rematch;      /* 1 when the two have met before (only with allow_rematches) */
    int colour_lot;   /* 1 when the colours were drawn by lot (the Qiu final) */
    int first_reason; /* an enum pairing_first_reason */
} pairing_game;

/* Why a player has the pairing's bye (pairing_round_bye_reason). */
typedef enum pairing_bye_reason {
    PAIRING_BYE_NONE = 0,
    PAIRING_BYE_LOWEST,     /* score groups: the player left at the bottom (SPEC §5) */
    PAIRING_BYE_NUMBER_ONE, /* Qiu round 1 of an odd field: number 1 (App. 3 §三.2.1) */
    PAIRING_BYE_NUMBER_TWO, /* Qiu round 2 of an odd field: number 2 (§二.1.3) */
    PAIRING_BYE_FINAL,      /* the Qiu final: the lowest placed without a bye (§二.3) */
    PAIRING_BYE_SCHEDULE    /* a round robin of an odd field: the table's empty seat */
} pairing_bye_reason;

/* Why a Qiu player is out after round 2 (pairing_round_eliminated_reason,
 * pairing_standing.elimination); the first that applies, in this order. */
typedef enum pairing_elimination {
    PAIRING_ELIMINATION_NONE = 0,
    PAIRING_ELIMINATION_WITHDREW,   /* withdrew in stage 1 (Appendix 3 §三.1.2.3) */
    PAIRING_ELIMINATION_FORFEIT,    /* lost a stage-1 game by forfeit (§三.1.2.3) */
    PAIRING_ELIMINATION_ZERO_POINTS /* no point after round 2 (§二.1.1) */
} pairing_elimination;

/* Where a player stands in a round, as the rules saw it when pairing it. */
typedef enum pairing_presence {
    PAIRING_PRESENCE_NONE = 0,   /* not known (a round of a schedule) or not an entrant */
    PAIRING_PRESENCE_PAIRED,     /* on a board */
    PAIRING_PRESENCE_BYE,        /* has the pairing's bye */
    PAIRING_PRESENCE_HALF_BYE,   /* asked for a half-point bye (a row of the results) */
    PAIRING_PRESENCE_ZERO_BYE,   /* asked for a zero-point bye */
    PAIRING_PRESENCE_WITHDRAWN,  /* withdrew before this round */
    PAIRING_PRESENCE_ELIMINATED, /* the Qiu system: out after round 2 (§二.1.1) */
    PAIRING_PRESENCE_NOT_JOINED  /* a late entry who joins in a later round (SPEC §12) */
} pairing_presence;

/* One entrant as a round of the Qiu system or the Swiss saw him. */
typedef struct pairing_participant {
    int number;   /* the number in force this round, 0 = none */
    int score;    /* half-points before the round */
    int presence; /* an enum pairing_presence */
    int kept; /* Qiu: no point after round 2, kept to make the field even (§二.1.1) */
} pairing_participant;

/* What one player did in one round, as the results record it. */
typedef struct pairing_played {
    int present;             /* 1 when the player has a row in the round */
    int opponent;            /* entrant index; -1 for a bye */
    int first;               /* 1 moved first, 0 moved second, -1 a bye */
    pairing_outcome outcome; /* the row's result, as written (from the first's side) */
    int points;              /* half-points the player scored in the round */
} pairing_played;

/* A colour constraint of SPEC §12 that a player breaks in a round. */
typedef enum pairing_colour_rule {
    PAIRING_COLOUR_THREE_RUNNING = 1, /* the same colour three games running (禁连三) */
    PAIRING_COLOUR_DIFFERENCE /* firsts and seconds more than 2 apart (禁多三) */
} pairing_colour_rule;

typedef struct pairing_colour_break {
    int player; /* entrant index */
    int rule;   /* an enum pairing_colour_rule */
} pairing_colour_break;

/* A decision of the score-group procedure that --explain states, with the reason
 * the engine acted on (pairing_round_decision), for programs and translations. */
typedef enum pairing_decision_kind {
    PAIRING_DECISION_FLOAT = 1, /* player floats down out of his group (下调) */
    PAIRING_DECISION_FLOAT_ON,  /* player, floating down, finds no partner here */
    PAIRING_DECISION_SHIFT,     /* player meets other off his same position (错位) */
    PAIRING_DECISION_STAYS      /* player, last in the order, stays in his group */
} pairing_decision_kind;

typedef enum pairing_reason {
    PAIRING_REASON_ODD_GROUP = 1, /* the group's players left to pair are odd */
    PAIRING_REASON_MET,     /* met before: the group cannot all pair within itself, or
                               the player has met the partner or everyone left */
    PAIRING_REASON_TAKEN,   /* the partner is already paired */
    PAIRING_REASON_COLOURS, /* a colour constraint would break (SPEC §12) */
    PAIRING_REASON_CLUBS,   /* club-mates (avoid-clubs = all) */
    PAIRING_REASON_HALVES,  /* the halves cannot all be paired across (同位/错位) */
    PAIRING_REASON_BELOW,   /* otherwise the rest could not be paired as well (拆对) */
    PAIRING_REASON_FLOATS   /* floats evened out (principle 3) */
} pairing_reason;

typedef struct pairing_decision {
    int explanation; /* the index of its line among the round's explanations */
    int kind;        /* an enum pairing_decision_kind */
    int reason;      /* an enum pairing_reason */
    int player;      /* entrant index */
    int other;       /* entrant index: the same-position partner passed over, or -1 */
    int score;       /* half-points of the score group it was taken in */
} pairing_decision;

/* Library information */
PAIRING_API const char *pairing_version(void);
PAIRING_API const char *pairing_strerror(int code);
PAIRING_API const char *pairing_system_name(pairing_system system);
PAIRING_API int pairing_system_parse(const char *name, pairing_system *system);

/* Outcomes and values */
PAIRING_API int pairing_outcome_parse(const char *token, pairing_outcome *outcome);
PAIRING_API const char *pairing_outcome_token(pairing_outcome outcome);
PAIRING_API int pairing_value_format(pairing_value value, char *buf, size_t size);
/* Bytes in the valid UTF-8 character at text (of size bytes), or 0. */
PAIRING_API int pairing_utf8_char_length(const char *text, size_t size);

/* Event: entrants, results and the rules in force */
PAIRING_API pairing_event *pairing_event_new(pairing_system system, pairing_error *err);
PAIRING_API void pairing_event_free(pairing_event *event);
PAIRING_API pairing_system pairing_event_system(const pairing_event *event);
PAIRING_API int pairing_event_set_points(pairing_event *event, int win, int draw,
                                         int loss, pairing_error *err);
PAIRING_API int pairing_event_set_bye_points(pairing_event *event, int points,
                                             pairing_error *err);
/* What an absence scores (bbpPairings' BBZ and BBF, TRF-2026's 162 A): a
 * zero-point bye and a forfeit loss, in half-points; 0 and 0 unless set. */
PAIRING_API int pairing_event_set_absence_points(pairing_event *event, int zero_bye,
                                                 int forfeit_loss, pairing_error *err);
PAIRING_API void pairing_event_set_lots(pairing_event *event, uint64_t seed);
/* Two entrants (indexes) who may not be paired with each other: the Dutch
 * system's forbidden pairs (SPEC §15, JaVaFo's XXP), an absolute criterion as
 * C1 is. */
PAIRING_API int pairing_event_forbid_pair(pairing_event *event, int a, int b,
                                          pairing_error *err);
/* Acceleration (SPEC §15, JaVaFo's XXA, TRF-2026's 250): half-points added to
 * an entrant's score for pairing round `round` (the Dutch system's only). */
PAIRING_API int pairing_event_set_acceleration(pairing_event *event, int player,
                                               int round, int points, pairing_error *err);
PAIRING_API int pairing_event_lots(const pairing_event *event, uint64_t *seed);
PAIRING_API void pairing_entrant_defaults(pairing_entrant *entrant);
PAIRING_API int pairing_event_add_entrant(pairing_event *event,
                                          const pairing_entrant *entrant,
                                          pairing_error *err);
PAIRING_API int pairing_event_add_result(pairing_event *event,
                                         const pairing_result *result,
                                         pairing_error *err);
PAIRING_API int pairing_event_add_results(pairing_event *event,
                                          const pairing_result *results, int count,
                                          pairing_error *err);
PAIRING_API int pairing_event_validate(pairing_event *event, pairing_error *err);
/* A new event as this one stood after round `round`: the same entrants and
 * rules, the result rows of rounds 1 to `round` only; validated when this one
 * is.  NULL for a team-level event (copy its team event instead). */
PAIRING_API pairing_event *pairing_event_through_round(const pairing_event *event,
                                                       int round, pairing_error *err);
PAIRING_API int pairing_event_entrants(const pairing_event *event);
PAIRING_API int pairing_event_find(const pairing_event *event, const char *id);
PAIRING_API pairing_entrant pairing_event_entrant(const pairing_event *event, int player);
PAIRING_API const char *pairing_event_id(const pairing_event *event, int player);
PAIRING_API const char *pairing_event_name(const pairing_event *event, int player);
PAIRING_API const char *pairing_event_club(const pairing_event *event, int player);
PAIRING_API int pairing_event_rating(const pairing_event *event, int player);
PAIRING_API int pairing_event_number(const pairing_event *event, int player);
PAIRING_API int pairing_event_player_at(const pairing_event *event, int number);
PAIRING_API int pairing_event_rounds_played(const pairing_event *event);
PAIRING_API pairing_played pairing_event_played(const pairing_event *event, int player,
                                                int round);
PAIRING_API int pairing_event_points(const pairing_event *event, int *win, int *draw,
                                     int *loss, int *bye);

/* Round: one round's boards and byes */
PAIRING_API int pairing_round_number(const pairing_round *round);
PAIRING_API int pairing_round_games(const pairing_round *round);
PAIRING_API pairing_game pairing_round_game(const pairing_round *round, int index);
PAIRING_API int pairing_round_byes(const pairing_round *round);
PAIRING_API int pairing_round_bye(const pairing_round *round, int index);
PAIRING_API int pairing_round_bye_reason(const pairing_round *round, int index);
PAIRING_API pairing_participant pairing_round_participant(const pairing_round *round,
                                                          int player);
PAIRING_API int pairing_round_total(const pairing_round *round);
PAIRING_API const char *pairing_round_stage(const pairing_round *round);
PAIRING_API int pairing_round_player_number(const pairing_round *round, int player);
PAIRING_API int pairing_round_eliminated(const pairing_round *round);
PAIRING_API int pairing_round_eliminated_player(const pairing_round *round, int index);
PAIRING_API int pairing_round_eliminated_reason(const pairing_round *round, int index);
PAIRING_API const char *pairing_elimination_name(int reason);
PAIRING_API int pairing_round_colour_breaks(const pairing_round *round);
PAIRING_API pairing_colour_break pairing_round_colour_break(const pairing_round *round,
                                                            int index);
PAIRING_API int pairing_round_explanations(const pairing_round *round);
PAIRING_API const char *pairing_round_explanation(const pairing_round *round, int index);
PAIRING_API int pairing_round_explanation_text(const pairing_round *round, int index,
                                               pairing_text *text);
PAIRING_API int pairing_round_decisions(const pairing_round *round);
PAIRING_API pairing_decision pairing_round_decision(const pairing_round *round,
                                                    int index);
PAIRING_API const char *pairing_decision_kind_name(int kind);
PAIRING_API const char *pairing_reason_name(int reason);
PAIRING_API void pairing_round_free(pairing_round *round);

/* Swiss: the next round of the Qiu system or of a plain score-group Swiss */
typedef enum pairing_colours {
    PAIRING_COLOURS_DEFAULT = 0, /* the system's: balanced for a plain Swiss, else qiu */
    PAIRING_COLOURS_BALANCED,    /* SPEC §12: no three running, no difference above 2 */
    PAIRING_COLOURS_QIU          /* Appendix 3 §四 alone: fewer firsts moves first */
} pairing_colours;

/* How a plain Swiss pairs round 1 (SPEC §12); the Qiu system is always halves. */
typedef enum pairing_first_round {
    PAIRING_FIRST_ROUND_HALVES = 0, /* top half v bottom half (拦腰) */
    PAIRING_FIRST_ROUND_ADJACENT,   /* 1-2, 4-3, 5-6, 8-7 ... (临近) */
    PAIRING_FIRST_ROUND_FOLD,       /* 1-N, 2-(N-1) ... (首尾) */
    PAIRING_FIRST_ROUND_LOT         /* a perfect pairing by seeded lot (随机) */
} pairing_first_round;

/* Club avoidance (SPEC §12); an empty club is no club. */
typedef enum pairing_avoid_clubs {
    PAIRING_AVOID_CLUBS_NONE = 0,
    PAIRING_AVOID_CLUBS_ROUND1, /* round 1 of a halves start: the fewest club-mate games
                                 */
    PAIRING_AVOID_CLUBS_ALL     /* and in every round, after the score groups */
} pairing_avoid_clubs;

/* The Dutch system's colour for the top seed in round 1 (TRF: XXC white1|black1). */
typedef enum pairing_initial_colour {
    PAIRING_INITIAL_COLOUR_UNSET = 0, /* not given: an error for the Dutch system */
    PAIRING_INITIAL_COLOUR_FIRST,     /* White */
    PAIRING_INITIAL_COLOUR_SECOND     /* Black */
} pairing_initial_colour;

typedef struct pairing_swiss_options {
    int rounds; /* total rounds; 0 = from the field (Qiu; a plain Swiss needs it) */
    int no_elimination;  /* Qiu: keep the players without a point after round 2 */
    int allow_rematches; /* when no pairing avoids a rematch, pair with the fewest */
    int explain;         /* record each decision (pairing_round_explanation) */
    /* the number of the round's first board; 0 = 1.  A stage played in groups
     * (SPEC §11) numbers its tables across the groups: group B's after A's. */
    int first_board;
    pairing_colours colours;
    pairing_first_round first_round;
    pairing_avoid_clubs avoid_clubs;
    int score_bands; /* 积分段 of at least this many players (SPEC §12); 0 = groups */
    /* the Dutch system: the colour of the top seed in round 1 (C.04.3 5.2.5),
     * which has no default (SPEC §15) */
    pairing_initial_colour initial_colour;
} pairing_swiss_options;

PAIRING_API void pairing_swiss_defaults(pairing_swiss_options *options);
/* The colour rules in force: options->colours, or the system's default. */
PAIRING_API pairing_colours pairing_swiss_colours(pairing_system system,
                                                  const pairing_swiss_options *options);
/* The name of a first-round mode (halves, adjacent, fold, lot), NULL if none;
 * and the mode of a name: 0, or -1 when the name is not one. */
PAIRING_API const char *pairing_first_round_name(pairing_first_round mode);
PAIRING_API int pairing_first_round_parse(const char *name, pairing_first_round *mode);
PAIRING_API int pairing_qiu_rounds(int entrants);
PAIRING_API pairing_round *pairing_swiss_pair(const pairing_event *event,
                                              const pairing_swiss_options *options,
                                              pairing_error *err);

/* Checking a round against the rules: a proposed next round, or the last played */
PAIRING_API pairing_report *pairing_swiss_verify(const pairing_event *event,
                                                 const pairing_swiss_options *options,
                                                 const pairing_round *round, int thorough,
                                                 pairing_error *err);
PAIRING_API pairing_report *pairing_swiss_check(const pairing_event *event,
                                                const pairing_swiss_options *options,
                                                pairing_error *err);
/* The last round of the results as it was recorded, each player as the rules saw
 * him before it: to print its sheet again. */
PAIRING_API pairing_round *pairing_swiss_recorded(const pairing_event *event,
                                                  const pairing_swiss_options *options,
                                                  pairing_error *err);
PAIRING_API int pairing_report_round(const pairing_report *report);
PAIRING_API int pairing_report_problems(const pairing_report *report);
PAIRING_API const char *pairing_report_problem(const pairing_report *report, int index);
PAIRING_API int pairing_report_problem_text(const pairing_report *report, int index,
                                            pairing_text *text);
PAIRING_API void pairing_report_free(pairing_report *report);

/* Schedule: every round of a round robin */
PAIRING_API pairing_schedule *pairing_roundrobin_new(const pairing_event *event,
                                                     int cycles, pairing_error *err);
PAIRING_API int pairing_schedule_rounds(const pairing_schedule *schedule);
PAIRING_API int pairing_schedule_cycles(const pairing_schedule *schedule);
PAIRING_API const pairing_round *pairing_schedule_round(const pairing_schedule *schedule,
                                                        int round);
PAIRING_API void pairing_schedule_free(pairing_schedule *schedule);

/* Knockout: the draw (Appendix 1) and the bracket played from it */
typedef enum pairing_placement {
    PAIRING_PLACEMENT_NONE = 0, /* losers share places: two 3rds, four 5ths ... */
    PAIRING_PLACEMENT_THIRD,    /* semifinal losers play for 3rd */
    PAIRING_PLACEMENT_ALL       /* every place is played out */
} pairing_placement;

#define PAIRING_SEEDS_DEFAULT (-1)
/* Every line seeded, for a bracket of qualifiers (SPEC §11): seed s faces seed
 * P + 1 - s, the lines of seeds N + 1 .. P are byes, no lot moves a seed. */
#define PAIRING_SEEDS_ALL (-2)

typedef struct pairing_knockout_options {
    int seeds; /* a power of two up to size/2, 0, PAIRING_SEEDS_DEFAULT or _ALL */
    pairing_placement placement;
    int separate_clubs; /* spread each club's players (Appendix 1 §2.1.2) */
    int lot_levels;     /* draw the positions inside each seed level by lot */
} pairing_knockout_options;

typedef enum pairing_match_state {
    PAIRING_MATCH_WAITING = 0, /* a side is not known yet */
    PAIRING_MATCH_READY,       /* both players known, no result yet */
    PAIRING_MATCH_PLAYED,      /* decided by a result */
    PAIRING_MATCH_WALKOVER,    /* one side is a bye: the other goes through unplayed */
    PAIRING_MATCH_EMPTY        /* neither side has a player */
} pairing_match_state;

/* One match of the bracket; players are entrant indexes, -1 = none (yet). */
typedef struct pairing_match {
    int round;        /* 1.. */
    int number;       /* 1.. within the round: the main bracket first, then placements */
    int place_from;   /* the best place still open to the match's players (1: main) */
    int place_to;     /* the worst: a final decides place_from and place_from + 1 */
    int positions[2]; /* draw positions of the two sides in round 1, else 0 */
    int from[2];      /* the previous round's match numbers feeding each side, else 0 */
    int first;        /* the upper side (moves first unless the players draw for it) */
    int second;
    int state; /* an enum pairing_match_state */
    int winner;
    int loser;
    pairing_outcome outcome; /* as seen from `first`; PAIRING_PENDING if none */
    long line;               /* the line tag of the result that decided it, 0 if none */
} pairing_match;

PAIRING_API void pairing_knockout_defaults(pairing_knockout_options *options);
PAIRING_API int pairing_knockout_seed_position(int size, int seed);
PAIRING_API int pairing_knockout_full_seed_position(int size, int seed);
PAIRING_API pairing_knockout *
pairing_knockout_new(const pairing_event *event, const pairing_knockout_options *options,
                     pairing_error *err);
PAIRING_API void pairing_knockout_free(pairing_knockout *knockout);
PAIRING_API int pairing_knockout_size(const pairing_knockout *knockout);
PAIRING_API int pairing_knockout_seeds(const pairing_knockout *knockout);
PAIRING_API int pairing_knockout_player_at(const pairing_knockout *knockout,
                                           int position);
PAIRING_API int pairing_knockout_seed_at(const pairing_knockout *knockout, int position);
PAIRING_API int pairing_knockout_rounds(const pairing_knockout *knockout);
PAIRING_API int pairing_knockout_next_round(const pairing_knockout *knockout);
PAIRING_API int pairing_knockout_matches(const pairing_knockout *knockout, int round);
PAIRING_API pairing_match pairing_knockout_match(const pairing_knockout *knockout,
                                                 int round, int index);
PAIRING_API int pairing_knockout_lot(const pairing_knockout *knockout, uint64_t *seed);
PAIRING_API int pairing_knockout_notes(const pairing_knockout *knockout);
PAIRING_API const char *pairing_knockout_note(const pairing_knockout *knockout,
                                              int index);
PAIRING_API int pairing_knockout_note_text(const pairing_knockout *knockout, int index,
                                           pairing_text *text);

/* Standings */
typedef enum pairing_withdrawal {
    PAIRING_WITHDRAWAL_DEFAULT = 0, /* the system's default */
    PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF,
    PAIRING_WITHDRAWAL_KEEP
} pairing_withdrawal;

/* Unplayed games in tiebreaks (SPEC §6): FIDE C.07 as of 2023/2024 by default. */
typedef enum pairing_unplayed {
    PAIRING_UNPLAYED_DEFAULT = 0, /* FIDE 2023 */
    PAIRING_UNPLAYED_FIDE2023, /* Art. 16: dummy opponent, adjusted scores, cut exception
                                */
    PAIRING_UNPLAYED_FIDE2009, /* the older virtual opponent */
    PAIRING_UNPLAYED_FIDE2026  /* 2023 with the 2026 caps on the dummy's score */
} pairing_unplayed;

typedef struct pairing_standings_options {
    const char *tiebreaks;         /* comma list of names or FIDE codes; NULL = default */
    pairing_withdrawal withdrawal; /* round robin withdrawal policy */
    int cycles;                    /* round robin cycles (1 or 2); 0 = 1 */
    int after_round;               /* rank after this round; 0 = the last with results */
    int rounds;                    /* Qiu: the event's rounds; 0 = from the field */
    pairing_unplayed unplayed;     /* unplayed games in tiebreaks */
} pairing_standings_options;

typedef struct pairing_standing {
    int rank;        /* 1 = best; equal for shared ranks */
    int player;      /* entrant index */
    int score;       /* half-points */
    int shared;      /* 1 when another player has the same rank */
    int withdrawn;   /* 1 when the player withdrew */
    int annulled;    /* 1 when the withdrawal voided the player's games (ranked last) */
    int eliminated;  /* knockout: the round of the player's first loss; Qiu: 2 for a
                        player out after round 2; 0 if none */
    int elimination; /* Qiu: why he is out, an enum pairing_elimination */
} pairing_standing;

PAIRING_API void pairing_standings_defaults(pairing_standings_options *options);
PAIRING_API pairing_standings *
pairing_standings_new(const pairing_event *event,
                      const pairing_standings_options *options, pairing_error *err);
PAIRING_API void pairing_standings_free(pairing_standings *standings);
PAIRING_API int pairing_standings_count(const pairing_standings *standings);
PAIRING_API int pairing_standings_after_round(const pairing_standings *standings);
PAIRING_API pairing_standing pairing_standings_row(const pairing_standings *standings,
                                                   int row);
PAIRING_API int pairing_standings_tiebreaks(const pairing_standings *standings);
PAIRING_API const char *
pairing_standings_tiebreak_name(const pairing_standings *standings, int k);
/* One tiebreak as the standings apply it: its name, FIDE's code (ours for the two
 * of the Qiu system that FIDE lacks: QOS, VIOL) and the modifier. */
typedef struct pairing_tiebreak_info {
    const char *name;      /* "buchholz-cut1" */
    const char *code;      /* "BH/C1" */
    const char *base;      /* "BH": the code without its modifier */
    const char *base_name; /* "buchholz": the name without it */
    int cut;               /* least significant values left out (-cutN, /CN) */
    int median;            /* 1 when the highest are left out too (-medianN, /MN) */
    int board; /* board-by-board (a team's): the board, 1..B, one tiebreak each */
} pairing_tiebreak_info;

PAIRING_API pairing_tiebreak_info
pairing_standings_tiebreak(const pairing_standings *standings, int k);
PAIRING_API pairing_value pairing_standings_value(const pairing_standings *standings,
                                                  int row, int k);
PAIRING_API const char *pairing_standings_withdrawal(const pairing_standings *standings);
/* The rule for unplayed rounds: "fide2023", "fide2026" or "fide2009" in a Swiss,
 * "forfeits-as-games" in a round robin, "qiu" in the Qiu system, NULL for a knockout. */
PAIRING_API const char *pairing_standings_unplayed(const pairing_standings *standings);
/* The Qiu final whose pairs gave the places (§二.3), or 0 when the ranking is by
 * score and tiebreaks. */
PAIRING_API int pairing_standings_final(const pairing_standings *standings);

/* Team competitions (团体赛, SPEC §10): teams of members who sit on boards.
 * A team event builds a team-level event (teams as entrants, one result a
 * team match) that the round robin, knockout, Qiu and Swiss functions take as
 * they are. */
typedef enum pairing_lineup_rule {
    PAIRING_LINEUP_ORDERED =
        0,                /* 分台换人制: any members, in roster order from board 1 */
    PAIRING_LINEUP_FIXED, /* 分台定人制: the roster on its boards, every round */
    PAIRING_LINEUP_FREE /* 临时定台制: any members in any order, given each round */
} pairing_lineup_rule;

typedef enum pairing_match_basis {
    PAIRING_MATCH_BY_BOARDS = 0, /* a team match goes by board points (场分) */
    PAIRING_MATCH_BY_GAMES       /* by game points (局分) */
} pairing_match_basis;

#define PAIRING_TEAM_BYE_WIN (-1) /* a bye wins the match with every board won */

typedef struct pairing_team_options {
    int boards; /* B (出场台数), 1..PAIRING_MAX_BOARDS */
    int games;  /* G games a board match, 1..PAIRING_MAX_GAMES */
    pairing_lineup_rule lineup_rule;
    pairing_match_basis match_by;
    /* win, draw and loss in half-points; {0, 0, 0}: 1, ½, 0 (the Qiu system 2, 1, 0) */
    int match_points[3]; /* 次分 */
    int board_points[3]; /* 场分 */
    int game_points[3];  /* 局分 */
    /* a team bye in a Swiss or the Qiu system: match, board and game points in
     * half-points, or PAIRING_TEAM_BYE_WIN in the first (a round robin's scores
     * nothing) */
    int bye_points[3];
    /* a round robin's cycles: 1, or 2 for a double round robin (whose first
     * cycle swaps its last two rounds, SPEC §3); 0 = 1.  The Berger table
     * pairing_team_check checks a round against. */
    int cycles;
} pairing_team_options;

/* A team as the caller hands it over; strings are copied. */
typedef struct pairing_team {
    const char *id;    /* unique, 1..PAIRING_MAX_ID_BYTES bytes */
    const char *name;  /* display name (北京队) */
    const char *group; /* NULL or "" = none */
    int rating;        /* PAIRING_UNRATED: the mean of its B best-rated members */
    int rank;          /* explicit order, 1 = strongest; 0 = none */
    int withdrawn;     /* round after which the team withdrew, or PAIRING_ACTIVE */
    long line;
} pairing_team;

/* A member: an entrant of one team, with his roster order (台次顺序号). */
typedef struct pairing_member {
    pairing_entrant player;
    const char *team; /* the team's id */
    int order;        /* 1 = top; 0 = none (allowed under PAIRING_LINEUP_FREE) */
} pairing_member;

/* One seat of a lineup (出场名单): who sits on a board of a round. */
typedef struct pairing_seat {
    int round;
    const char *team;
    int board;          /* 1..B */
    const char *member; /* NULL or "" = a vacant seat (lost by forfeit) */
    long line;
} pairing_seat;

/* One row of a team event's results: a game on a board, or a team-level row
 * (board 0: a bye, a team forfeit, or the winner of a drawn knockout match). */
typedef struct pairing_board_result {
    int round;
    const char *first_team;  /* the first team of the match (先手方队) */
    const char *second_team; /* NULL or "" for a bye */
    int board;               /* 1..B; 0 for a team-level row */
    int game;                /* 1..G; 0 = 1 */
    const char *first; /* the member who moved first; NULL or "" for a vacant side */
    const char *second;
    pairing_outcome outcome;
    const char *winner; /* a team's id: who went through after a drawn knockout match */
    long line;
} pairing_board_result;

/* What a team scored, in half-points. */
typedef struct pairing_team_tally {
    int match_points; /* 次分 */
    int board_points; /* 场分 */
    int game_points;  /* 局分 */
    int matches;      /* team matches played */
    int first_team;   /* of them, as the first team */
} pairing_team_tally;

PAIRING_API void pairing_team_defaults(pairing_team_options *options);
PAIRING_API pairing_team_event *
pairing_team_event_new(pairing_system system, const pairing_team_options *options,
                       pairing_error *err);
PAIRING_API void pairing_team_event_free(pairing_team_event *event);
PAIRING_API void pairing_team_event_set_lots(pairing_team_event *event, uint64_t seed);
PAIRING_API int pairing_team_event_add_team(pairing_team_event *event,
                                            const pairing_team *team, pairing_error *err);
PAIRING_API int pairing_team_event_add_member(pairing_team_event *event,
                                              const pairing_member *member,
                                              pairing_error *err);
PAIRING_API int pairing_team_event_add_seat(pairing_team_event *event,
                                            const pairing_seat *seat, pairing_error *err);
PAIRING_API int pairing_team_event_add_result(pairing_team_event *event,
                                              const pairing_board_result *result,
                                              pairing_error *err);
PAIRING_API int pairing_team_event_validate(pairing_team_event *event,
                                            pairing_error *err);
PAIRING_API pairing_team_options
pairing_team_event_options(const pairing_team_event *event);
/* The team-level event: team i is its entrant i. */
PAIRING_API const pairing_event *
pairing_team_event_teams(const pairing_team_event *event);
/* The members, as an event of players: member i is its entrant i. */
PAIRING_API const pairing_event *
pairing_team_event_members(const pairing_team_event *event);
PAIRING_API int pairing_team_event_member_team(const pairing_team_event *event,
                                               int member);
PAIRING_API int pairing_team_event_member_order(const pairing_team_event *event,
                                                int member);
/* The result recorded for game `game` of board `board` of the match `team`
 * plays in `round`, from the side of member `first` (who moves first);
 * PAIRING_PENDING when there is none. */
PAIRING_API pairing_outcome pairing_team_event_game_result(
    const pairing_team_event *event, int round, int team, int board, int game, int first);
PAIRING_API pairing_team_tally pairing_team_event_tally(const pairing_team_event *event,
                                                        int team, int after_round);
/* 局分 on one board position (1..B) over the rounds up to after_round (0 = all). */
PAIRING_API int pairing_team_event_board_game_points(const pairing_team_event *event,
                                                     int team, int board,
                                                     int after_round);

/* A team's match of one round, from its side. */
typedef struct pairing_team_result {
    int present;    /* 0: the team had no match that round */
    int opponent;   /* team index, -1 for a bye */
    int first_team; /* 1 when it was the first team (先手方队) */
    int team_row;   /* 1 for a team-level row: a bye or a team forfeit */
    int complete;   /* every game has its result */
    int points[3];  /* its match, board and game points, half-points */
    int opponent_points[3];
} pairing_team_result;

PAIRING_API pairing_team_result pairing_team_event_result(const pairing_team_event *event,
                                                          int team, int round);
/* 局分 the team scored on one board (1..B) of its match of the round, -1 when
 * the board was not played (no match, a bye or a team-level row). */
PAIRING_API int pairing_team_event_result_board(const pairing_team_event *event, int team,
                                                int round, int board);

/* What one member did on one board, for the board prizes. */
typedef struct pairing_board_record {
    int games;  /* games with a result, forfeits included */
    int played; /* of them, played over the board */
    int points; /* game points (局分), half-points */
} pairing_board_record;

/* Each member's games on each board up to after_round (0 = all), into
 * records[member * B + board - 1], members × B of them. */
PAIRING_API int pairing_team_event_board_records(const pairing_team_event *event,
                                                 int after_round,
                                                 pairing_board_record *records,
                                                 pairing_error *err);

/* A round of teams (from the pairing functions on the team-level event),
 * expanded into its matches, each with its boards, players and colours. */
typedef struct pairing_team_match {
    int number;                  /* 1.. */
    int first_team, second_team; /* team indexes; second -1 for a bye */
    int colours_by_lot;          /* the first team was drawn by lot */
    int rematch;
    int lineup_given[2]; /* 1 when the round's lineup came from the seats given */
    int first_reason;    /* why the first team is first: an enum pairing_first_reason */
} pairing_team_match;

typedef struct pairing_team_game {
    int board, game;   /* 1.. */
    int first, second; /* member indexes, -1 = vacant or not yet known (free lineups) */
    int first_is_first_team; /* 1 when the first team's member moves first */
} pairing_team_game;

PAIRING_API pairing_team_round *pairing_team_round_new(const pairing_team_event *event,
                                                       const pairing_round *teams_round,
                                                       pairing_error *err);
PAIRING_API int pairing_team_round_matches(const pairing_team_round *round);
PAIRING_API pairing_team_match pairing_team_round_match(const pairing_team_round *round,
                                                        int index);
PAIRING_API int pairing_team_round_games(const pairing_team_round *round, int match);
PAIRING_API pairing_team_game pairing_team_round_game(const pairing_team_round *round,
                                                      int match, int index);
PAIRING_API void pairing_team_round_free(pairing_team_round *round);
/* A knockout of teams (pairing_knockout_new on the team-level event): the
 * matches of a round ready to play, as a round for pairing_team_round_new;
 * the upper side is named first, the first team drawn by lot. */
PAIRING_API pairing_round *pairing_team_knockout_round(const pairing_knockout *knockout,
                                                       int round, pairing_error *err);

/* The last round of a team event checked (SPEC §10): the teams' pairing as
 * pairing_swiss_check checks a round of the Qiu system or the Swiss (options
 * as for it), or against the Berger table in a round robin (options NULL);
 * then every board's colours by the first team.  Not for a knockout. */
PAIRING_API pairing_report *pairing_team_check(const pairing_team_event *event,
                                               const pairing_swiss_options *options,
                                               pairing_error *err);

/* Team standings (SPEC §10): the teams ranked by match points (次分), then
 * the tiebreaks: the team ones (board-points, game-points, team-sb,
 * team-sb-rate, board-by-board, team-violations, or the preset "rules" of
 * 000 §16.3(2)) and those of SPEC §6 on match points; NULL takes the 2014
 * defaults of the event's system.  A row's player is the team's index. */
PAIRING_API pairing_standings *
pairing_team_standings_new(const pairing_team_event *event,
                           const pairing_standings_options *options, pairing_error *err);

/* Scheveningen (全队轮赛制, SPEC §10): two teams of n members, n rounds, every
 * member of team A (the first team by number) meets every member of team B
 * once, as a table says: the standard tables (2..10 boards), or one given. */
#define PAIRING_MAX_SCHEVENINGEN 10 /* boards of the standard tables */

typedef struct pairing_scheveningen pairing_scheveningen;

/* One game of a table: on board `board` of round `round`, A's member of order
 * `a` meets B's member of order `b`. */
typedef struct pairing_scheveningen_game {
    int round, board; /* 1..n */
    int a, b;         /* the players' orders (台次顺序号) in team A and team B */
    int a_first;      /* 1 when A's player moves first */
    long line;        /* the caller's tag (a table file's line), echoed in errors */
} pairing_scheveningen_game;

/* What a team has scored so far, in half-points, and its place. */
typedef struct pairing_scheveningen_score {
    int team;         /* the team's index */
    int rank;         /* 1 or 2; both 1 when the teams are equal */
    int game_points;  /* 局分, every game with a result */
    int match_points; /* 次分 of the rounds with every result */
    int rounds_won, rounds_drawn, rounds_lost;
} pairing_scheveningen_score;

/* What a player has scored so far. */
typedef struct pairing_scheveningen_player {
    int member; /* the member's index */
    int games;  /* games with a result, forfeits included */
    int points; /* 局分, half-points */
    int firsts; /* games played over the board moving first */
} pairing_scheveningen_player;

/* A board's result so far, from the side of the table's first player. */
typedef struct pairing_scheveningen_result {
    pairing_outcome outcome; /* PAIRING_PENDING: no result yet */
    int points[2];           /* A's and B's 局分 on the board, half-points; -1: none */
    int colours_reversed;    /* the table's second player moved first */
} pairing_scheveningen_result;

/* The standard table's game on a board of a round; PAIRING_ERR_LIMIT outside
 * 2..PAIRING_MAX_SCHEVENINGEN boards. */
PAIRING_API int pairing_scheveningen_standard(int n, int round, int board,
                                              pairing_scheveningen_game *game);
/* A table of n boards checked: n rounds of n games, each Ai meeting each Bj
 * once, one game a player a round, each player ⌊n/2⌋ or ⌈n/2⌉ first moves. */
PAIRING_API int pairing_scheveningen_check_table(int n,
                                                 const pairing_scheveningen_game *games,
                                                 int count, pairing_error *err);
/* The teams of a validated team event checked for a Scheveningen: two, of n
 * members each, orders 1..n, n within the standard tables (or, given_table,
 * up to PAIRING_MAX_BOARDS); n into *boards. */
PAIRING_API int pairing_scheveningen_teams(const pairing_team_event *event,
                                           int given_table, int *boards,
                                           pairing_error *err);
/* A validated team event of two teams of n members (orders 1..n, n boards)
 * under a table (NULL: the standard one), its results read against it. */
PAIRING_API pairing_scheveningen *
pairing_scheveningen_new(const pairing_team_event *event,
                         const pairing_scheveningen_game *table, int count,
                         pairing_error *err);
PAIRING_API void pairing_scheveningen_free(pairing_scheveningen *s);
PAIRING_API int pairing_scheveningen_boards(const pairing_scheveningen *s);
/* side 0: team A, 1: team B; a team index. */
PAIRING_API int pairing_scheveningen_team(const pairing_scheveningen *s, int side);
/* The game on a board of a round: member indexes, first_is_first_team = A's
 * player moves first. */
PAIRING_API pairing_team_game pairing_scheveningen_board(const pairing_scheveningen *s,
                                                         int round, int board);
PAIRING_API pairing_scheveningen_result
pairing_scheveningen_outcome(const pairing_scheveningen *s, int round, int board);
/* The rounds with every result from round 1 on; complete: all n have. */
PAIRING_API int pairing_scheveningen_rounds_complete(const pairing_scheveningen *s);
PAIRING_API int pairing_scheveningen_complete(const pairing_scheveningen *s);
/* Place 0 and 1: the teams by 局分, then 次分 (rounds won). */
PAIRING_API pairing_scheveningen_score
pairing_scheveningen_place(const pairing_scheveningen *s, int place);
/* A player of side 0 (A) or 1 (B), by his order 1..n. */
PAIRING_API pairing_scheveningen_player
pairing_scheveningen_member(const pairing_scheveningen *s, int side, int order);
/* Teams ranked from an individual event (队员总分制, SPEC §10; 000 第十四条2(5),
 * 003 §五(五)2): each team is the entrants sharing a team key (their club, or
 * a team column), ranked by its best members' overall places or scores. */
typedef struct pairing_members_total pairing_members_total;

typedef enum pairing_members_method {
    PAIRING_SUM_POINTS = 0, /* the best K members' scores summed, larger first */
    PAIRING_SUM_RANKS       /* the best K members' overall places, smaller first */
} pairing_members_method;

typedef struct pairing_members_options {
    pairing_members_method method;
    int count;    /* K, the members counted; 0 = every member (PAIRING_SUM_POINTS) */
    int pad_last; /* a team short of K placed members has each missing one counted at
                     last place (and no points) instead of no team place */
} pairing_members_options;

/* One team of the ranking; rows are ranked teams by place, then the others. */
typedef struct pairing_team_total {
    const char *team; /* its key: the club or team column's value */
    int rank;         /* the team place, 1..; 0 = none (ranked 0) */
    int shared;       /* 1 when another team has the same place */
    int ranked;       /* 0: fewer placed members than needed (003 §五(五)2 注1) */
    int members;      /* its entrants */
    int placed;       /* of them, with an overall place */
    int needed;       /* the placed members a team place needs: K, or 1 */
    int counted;      /* the best members counted (pairing_members_total_member) */
    int padded;       /* missing members counted at last place */
    long long sum;    /* the places summed (sum-ranks) or half-points (sum-points) */
} pairing_team_total;

PAIRING_API void pairing_members_defaults(pairing_members_options *options);
/* standings gives each entrant's place and score; places (per entrant, 0 = not
 * placed; may be NULL) replaces the places.  team_of[i] is entrant i's team
 * key, NULL or "" for none. */
PAIRING_API pairing_members_total *
pairing_members_total_new(const pairing_event *event, const pairing_standings *standings,
                          const int *places, const char *const *team_of,
                          const pairing_members_options *options, pairing_error *err);
PAIRING_API void pairing_members_total_free(pairing_members_total *total);
PAIRING_API int pairing_members_total_teams(const pairing_members_total *total);
PAIRING_API pairing_team_total
pairing_members_total_team(const pairing_members_total *total, int row);
/* The team's k-th member (0..members - 1), best first: the first `counted` count. */
PAIRING_API int pairing_members_total_member(const pairing_members_total *total, int row,
                                             int k);
/* The k-th place the team is compared on (0..counted + padded - 1), best first,
 * padded members at last place; 0 beyond. */
PAIRING_API int pairing_members_total_key(const pairing_members_total *total, int row,
                                          int k);
/* An entrant's overall place as counted (0 = none) and score in half-points. */
PAIRING_API int pairing_members_total_place(const pairing_members_total *total,
                                            int player);
PAIRING_API int pairing_members_total_score(const pairing_members_total *total,
                                            int player);
/* The last place: what a missing member counts (pad_last). */
PAIRING_API int pairing_members_total_last(const pairing_members_total *total);
/* The relay contest (擂台赛, 000 §15.4, SPEC §10): the teams of a validated
 * team event in team-number order, their members in roster order; the loser
 * of a game is out, the winner stays on (擂主), and the challenger comes from
 * the team at the front of a queue that a team joins at the back when its
 * player lost.  The relay borrows the team event, which must outlive it. */
typedef struct pairing_relay pairing_relay;

typedef enum pairing_relay_order {
    PAIRING_RELAY_FIXED = 0, /* each team's members come on in roster order */
    PAIRING_RELAY_FREE       /* any member of the team not yet on */
} pairing_relay_order;

/* One game as the results give it; strings are copied. */
typedef struct pairing_relay_game {
    int game;                /* 1.., in order; 0 = the next */
    const char *first;       /* the member who moved first (holder or challenger) */
    const char *second;      /* the other */
    pairing_outcome outcome; /* 1-0, 0-1, =, +-, -+; PENDING = set, not played */
    const char *winner;      /* a drawn game: who went on (a member, or his team) */
    long line;
} pairing_relay_game;

/* One game played: member indexes of the team event. */
typedef struct pairing_relay_played {
    int game;
    int first, second;
    pairing_outcome outcome;
    int winner, loser;
    long line;
} pairing_relay_played;

/* The game due: the holder (擂主) and the challenger; -1 where the team may
 * choose its member (the free order).  Game 1's holder is team 1's player. */
typedef struct pairing_relay_turn {
    int game;        /* 0 when the relay is over */
    int holder;      /* member, -1 = the team's choice */
    int holder_team; /* team index */
    int run;         /* the holder's wins so far, in a row */
    int challenger;  /* member, -1 = the team's choice */
    int challenger_team;
    int recorded; /* 1: the results hold the game, not its result */
    int first;    /* recorded: the member who moves first; else -1 (colours by lot) */
} pairing_relay_turn;

/* What one member did. */
typedef struct pairing_relay_record {
    int team;
    int played;         /* games */
    int wins;           /* games after which he stayed on */
    int longest_streak; /* wins in a row (all of them: a loser is out) */
    int lost_in;        /* the game he lost, 0 = still in */
} pairing_relay_record;

/* A team's place: 1 for the team left, then by elimination, later first;
 * 0 while undecided. */
typedef struct pairing_relay_place {
    int place;
    int eliminated_in; /* the game its last member lost, 0 = none */
} pairing_relay_place;

PAIRING_API pairing_relay *pairing_relay_new(const pairing_team_event *event,
                                             pairing_relay_order order,
                                             pairing_error *err);
PAIRING_API void pairing_relay_free(pairing_relay *relay);
/* A game checked against the turn (an error names its line and who was due)
 * and played; on error the relay is as before. */
PAIRING_API int pairing_relay_add_game(pairing_relay *relay,
                                       const pairing_relay_game *game,
                                       pairing_error *err);
PAIRING_API pairing_relay_order pairing_relay_order_of(const pairing_relay *relay);
PAIRING_API int pairing_relay_teams(const pairing_relay *relay);
/* The team index of relay position k (0 = team number 1). */
PAIRING_API int pairing_relay_team_at(const pairing_relay *relay, int k);
PAIRING_API int pairing_relay_roster_size(const pairing_relay *relay, int team);
PAIRING_API int pairing_relay_roster_member(const pairing_relay *relay, int team,
                                            int index);
PAIRING_API int pairing_relay_finished(const pairing_relay *relay);
PAIRING_API int pairing_relay_games_played(const pairing_relay *relay);
PAIRING_API pairing_relay_played pairing_relay_game_at(const pairing_relay *relay,
                                                       int index);
PAIRING_API pairing_relay_turn pairing_relay_next(const pairing_relay *relay);
/* The teams waiting to send a challenger, front first. */
PAIRING_API int pairing_relay_queue_length(const pairing_relay *relay);
PAIRING_API int pairing_relay_queue_team(const pairing_relay *relay, int index);
PAIRING_API pairing_relay_record pairing_relay_member(const pairing_relay *relay,
                                                      int member);
PAIRING_API pairing_relay_place pairing_relay_place_of(const pairing_relay *relay,
                                                       int team);

/* Events in stages (组合赛制, SPEC §11): the qualifiers of one stage taken
 * from its groups' standings, place by place (A1, B1, A2, B2 ...), and the
 * overall ranking (总排名) across the stages. */
typedef struct pairing_qualifiers pairing_qualifiers;

typedef struct pairing_qualifiers_options {
    int advance; /* the qualifiers taken, 1..PAIRING_MAX_KNOCKOUT */
    /* ids in the order a play-off or lot ranked players whom every tiebreak left
     * equal (003 §五(五)1); those it does not name follow them; NULL for none */
    const char *const *settled;
    int nsettled;
} pairing_qualifiers_options;

/* One qualifier: where he qualified from. */
typedef struct pairing_qualifier {
    int group;   /* the group's index in the lists given, 0.. */
    int player;  /* his entrant index in that group's event */
    int place;   /* his place in the group */
    int shared;  /* 1 when another player of the group has the same place */
    int settled; /* shared, and ordered among them by the settled order */
} pairing_qualifier;

/* events[g] and standings[g] are group g's (one group: one of each); the
 * events must outlive the qualifiers.  A withdrawn player does not qualify.
 * A tie across the qualifying line that the settled order leaves open is an
 * error (PAIRING_ERR_DATA) naming the players. */
PAIRING_API pairing_qualifiers *
pairing_qualifiers_new(const pairing_event *const *events,
                       const pairing_standings *const *standings, int groups,
                       const pairing_qualifiers_options *options, pairing_error *err);
PAIRING_API void pairing_qualifiers_free(pairing_qualifiers *qualifiers);
PAIRING_API int pairing_qualifiers_count(const pairing_qualifiers *qualifiers);
/* Seed 1..count: the qualifier in the next stage's order. */
PAIRING_API pairing_qualifier
pairing_qualifiers_seed(const pairing_qualifiers *qualifiers, int seed);
/* A new event of the given system whose entrants are the qualifiers, numbered by
 * seed (rank = seed), without the earlier stage's penalties (violations); add
 * the stage's results to it and validate it. */
PAIRING_API pairing_event *pairing_qualifiers_event(const pairing_qualifiers *qualifiers,
                                                    pairing_system system,
                                                    pairing_error *err);

/* Group `group` (0 = A) of an event whose entrants group_of[i] places: a new
 * event of its entrants, in the same order, and the results among them; a game
 * between two groups is PAIRING_ERR_DATA at its line.  Validate it before use. */
PAIRING_API pairing_event *pairing_event_group(const pairing_event *event,
                                               const int *group_of, int group,
                                               pairing_error *err);

typedef struct pairing_overall pairing_overall;

/* One overall place. */
typedef struct pairing_overall_place {
    const char *player; /* the id */
    int place;          /* 1.. */
    int shared;         /* 1 when another player holds the same place */
    int stage;          /* the stage it comes from: the order of pairing_overall_add */
} pairing_overall_place;

PAIRING_API pairing_overall *pairing_overall_new(pairing_error *err);
PAIRING_API void pairing_overall_free(pairing_overall *overall);
/* The next stage in the overall order: its players not placed yet take the next
 * places, in the order of its standings (shared places stay shared). */
PAIRING_API int pairing_overall_add(pairing_overall *overall, const pairing_event *event,
                                    const pairing_standings *standings,
                                    pairing_error *err);
PAIRING_API int pairing_overall_count(const pairing_overall *overall);
PAIRING_API pairing_overall_place pairing_overall_row(const pairing_overall *overall,
                                                      int row);
/* A player's overall place by id, 0 for none. */
PAIRING_API int pairing_overall_place_of(const pairing_overall *overall, const char *id);
/* Groups (分组, SPEC §11): a validated event's entrants split into G groups
 * by snake (蛇形) over their initial numbers: bands of G numbers, the first
 * band to groups A, B, C ..., the next reversed, and so on; or each band by a
 * seeded lot; club-mates spread by swaps inside a band.  See
 * pairing_groups_split(3). */
#define PAIRING_MAX_GROUPS 26 /* A to Z */

typedef struct pairing_groups_options {
    int groups;         /* G, 2..PAIRING_MAX_GROUPS */
    int draw_lots;      /* each band's players go to the groups by a seeded lot */
    uint64_t lot_seed;  /* the lot's seed, with draw_lots */
    int separate_clubs; /* swap inside a band to spread club-mates */
} pairing_groups_options;

PAIRING_API void pairing_groups_defaults(pairing_groups_options *options);
/* group_of[i] = entrant i's group, 0-based (0 = A), for every entrant i. */
PAIRING_API int pairing_groups_split(const pairing_event *event,
                                     const pairing_groups_options *options, int *group_of,
                                     pairing_error *err);

#ifdef __cplusplus
}
#endif

#endif /* PAIRING_H */
