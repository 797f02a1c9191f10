/*
 * formats.h - the file formats the pairing tool reads (CSV with libcsv, TRF) and
 * writes (JSON with jansson, text, CSV, HTML, SVG, TRF), a file or two each.
 */
#ifndef PAIRING_CLI_FORMATS_H
#define PAIRING_CLI_FORMATS_H

#include "support/support.h"

/* ---- text as spreadsheets save it (encoding.c, SPEC §9) ---- */
typedef enum cli_encoding {
    CLI_ENCODING_AUTO,    /* by the byte-order mark; else UTF-8 if valid, else GB18030 */
    CLI_ENCODING_UTF8,    /* --encoding utf-8 */
    CLI_ENCODING_GB18030, /* --encoding gb18030: GBK and GB2312 too */
    CLI_ENCODING_UTF16    /* --encoding utf-16: little-endian unless a mark says not */
} cli_encoding;

typedef struct cli_text {
    const char *data;    /* valid UTF-8, the byte-order mark taken off: into the */
    size_t len;          /* file's bytes, or into owned */
    char *owned;         /* the converted copy, or NULL */
    const char *read_as; /* iconv's name of what it was: UTF-8, GB18030, UTF-16LE... */
    const char *mark;    /* the byte-order mark taken off, as it was; "" for none */
} cli_text;

int cli_encoding_of(const cli_options *o, cli_encoding *encoding);
int cli_decode_text(const char *path, const char *bytes, size_t len,
                    cli_encoding encoding, cli_text *text);
void cli_text_free(cli_text *text);
/* How text was written in its file: written back the same way (cli_encode_text). */
typedef struct cli_text_form {
    const char *encoding; /* iconv's name: UTF-8, GB18030, UTF-16LE, UTF-16BE */
    const char *mark;     /* the byte-order mark the file began with ("" for none) */
} cli_text_form;
cli_text_form cli_text_form_of(const cli_text *text);
int cli_encode_text(const char *utf8, size_t len, cli_text_form form, cli_buffer *out);

/* ---- the forms spreadsheets write (spreadsheet.c, SPEC §9) ---- */
void cli_trim_blanks(char *s);
const char *cli_column_name(const char *header);
int cli_result_outcome(const char *token, pairing_outcome *outcome);
int cli_unknown_result(const char *path, long line, const char *token);
const char *cli_column_name_in(const char *header, const char *team_name_column);
int cli_missing_column(const char *path, long line, const char *name,
                       const char *team_name_column);

/* ---- CSV input (csv_read.c, through csv_table.c) ---- */
int cli_read_entrants(const char *path, cli_encoding encoding, pairing_event *ev);
int cli_read_results(const char *path, cli_encoding encoding, pairing_event *ev);
int cli_parse_entrants(const char *name, const char *data, size_t len,
                       cli_encoding encoding, pairing_event *ev);
int cli_parse_results(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_event *ev);

/* ---- one group of an event in groups (groups_csv.c, SPEC §11): its entrants
 * alone, and the results between them ---- */
typedef struct cli_outsider {
    char *id;
    char group; /* 'A'..'Z', 0 for none */
    long line;
} cli_outsider;

typedef struct cli_group_filter {
    char group;            /* 'A'..'Z': the group kept */
    const char *entrants;  /* the file its entrants came from */
    cli_outsider *outside; /* the other entrants, by id once the file is read */
    int noutside, cap;
} cli_group_filter;

int cli_group_letter(const char *text, char *letter);
int cli_group_keeps(cli_group_filter *f, const char *path, long line,
                    const char *group_field, const char *id, int *keep);
int cli_group_entrants_done(cli_group_filter *f, const pairing_event *ev);
int cli_group_result_row(const cli_group_filter *f, const pairing_event *ev,
                         const char *first, const char *second, int *skip, char *why,
                         size_t size);
void cli_group_filter_free(cli_group_filter *f);
int cli_csv_with_groups(cli_buffer *out, const char *path, cli_encoding encoding,
                        const pairing_event *ev, const int *group_of);
int cli_json_groups(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                    const int *group_of, int groups);
int cli_parse_entrants_of(const char *name, const char *data, size_t len,
                          cli_encoding encoding, cli_group_filter *group,
                          pairing_event *ev);
int cli_parse_results_of(const char *name, const char *data, size_t len,
                         cli_encoding encoding, const cli_group_filter *group,
                         pairing_event *ev);

/* ---- the results file as a document to add to and fill in (results_file.c) ---- */
enum {
    CLI_RF_ROUND,
    CLI_RF_BOARD,
    CLI_RF_FIRST,
    CLI_RF_SECOND,
    CLI_RF_RESULT,
    CLI_RF_WINNER,
    CLI_RF_FIRST_TEAM, /* a team event's (SPEC §10) */
    CLI_RF_SECOND_TEAM,
    CLI_RF_GAME,
    CLI_RF_COLUMNS
};

typedef struct cli_results_row {
    long line;              /* the line it begins on */
    size_t start, end;      /* its bytes in the text, its line end included */
    int round;              /* 0 when the field is not a round number */
    int first_field, count; /* its fields in field_at */
} cli_results_row;

typedef struct cli_results_file {
    const char *path;
    cli_buffer text;      /* the file as UTF-8, its mark off, with any changes */
    cli_text_form form;   /* how it was written, and so is written back */
    char separator;       /* between fields */
    const char *line_end; /* the header's, for rows added */
    long header_line;
    int column[CLI_RF_COLUMNS]; /* the header's field for each column, -1 if none */
    int width;                  /* fields in the header */
    cli_results_row *rows;
    int nrows, cap_rows;
    size_t *field_at; /* each row's fields in strings */
    int nfields, cap_fields;
    cli_buffer strings;
    size_t *line_starts; /* where each line begins in text, when it was read */
    int nlines, cap_lines;
    int changed;
} cli_results_file;

/* A row to add: the round's board (0 for a bye), players by id, the result token. */
typedef struct cli_results_line {
    int round, board;
    const char *first, *second, *result;
    const char *winner; /* after a drawn knockout game or Qiu final; NULL for none */
    /* a team event's: the match's teams and the game of the board (0: none) */
    const char *first_team, *second_team;
    int game;
} cli_results_line;

int cli_results_load(cli_results_file *rf, const char *path, cli_encoding encoding);
int cli_results_parse(cli_results_file *rf, const char *path, const char *data,
                      size_t len, cli_encoding encoding);
const char *cli_results_field(const cli_results_file *rf, int row, int column);
int cli_results_round_row(const cli_results_file *rf, int round);
int cli_results_through(const cli_results_file *rf, int round, cli_buffer *out);
int cli_results_append(cli_results_file *rf, const cli_results_line *line);
int cli_results_fill(cli_results_file *rf, int row, const char *result,
                     const char *winner);
int cli_results_save(const cli_results_file *rf);
void cli_results_free(cli_results_file *rf);

/* ---- a team event's files (team_csv.c, SPEC §10) ---- */
int cli_parse_teams(const char *name, const char *data, size_t len, cli_encoding encoding,
                    pairing_team_event *ev);
int cli_parse_members(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_team_event *ev);
int cli_parse_lineups(const char *name, const char *data, size_t len,
                      cli_encoding encoding, pairing_team_event *ev);
int cli_parse_team_results(const char *name, const char *data, size_t len,
                           cli_encoding encoding, pairing_team_event *ev);

/* ---- the event file (event_file.c: INI through inih, SPEC §8) ---- */
typedef struct cli_event_entry {
    char *section; /* "event", ... */
    char *key;
    char *value; /* as written, blanks and an inline ; comment taken off */
    long line;
} cli_event_entry;

typedef struct cli_event_file {
    char *path;
    char *dir; /* the folder its paths are relative to */
    cli_event_entry *entries;
    size_t count, cap;
} cli_event_file;

int cli_read_event_file(const char *path, cli_event_file *ef);
int cli_parse_event_file(const char *path, const char *data, size_t len,
                         cli_event_file *ef);
const cli_event_entry *cli_event_find(const cli_event_file *ef, const char *section,
                                      const char *key);
void cli_free_event_file(cli_event_file *ef);
/* events in stages (SPEC §11): [stage NAME] and [section NAME] */
const char *cli_event_stage_of(const char *section);
char *cli_event_list_item(char **rest);
const char *cli_event_stage_section(const cli_event_file *ef, const char *name);
int cli_event_stage_list(const cli_event_file *ef, char *buf, size_t size);

/* ---- a knockout as the writers see it ---- */
struct cli_json;
typedef struct cli_knockout_view {
    const pairing_event *ev;
    const pairing_knockout *k;
    const pairing_standings *places; /* the final places once the draw is played out */
    const char *placement;           /* none, third or all */
    int preliminary;       /* present the byes as a preliminary round (抢号) */
    int fully_seeded;      /* seeds = all (SPEC §11): every line a seed's, no lot */
    const cli_context *cx; /* the event and the settings, shown with the draw */
    /* a team knockout's additions: the next round's matches with their boards */
    void (*json_extra)(struct cli_json *j, const void *owner);
    void (*text_extra)(cli_buffer *out, const void *owner);
    const void *owner;
} cli_knockout_view;

/* ---- JSON written as it goes, in jansson's JSON_INDENT(2) layout (json_writer.c) ----
 */
#define CLI_JSON_MAX_DEPTH 16
typedef struct cli_json {
    cli_buffer *out;
    int depth;
    int after_key; /* a key was written: its value follows on the same line */
    unsigned char empty[CLI_JSON_MAX_DEPTH]; /* nothing in the container so far */
} cli_json;

void cli_json_object(cli_json *j);
void cli_json_object_end(cli_json *j);
void cli_json_array(cli_json *j);
void cli_json_array_end(cli_json *j);
void cli_json_key(cli_json *j, const char *key);
void cli_json_string(cli_json *j, const char *s);
void cli_json_int(cli_json *j, long long v);
void cli_json_bool(cli_json *j, int v);
void cli_json_null(cli_json *j);
void cli_json_value(cli_json *j, pairing_value v);
void cli_json_raw(cli_json *j, const char *text, size_t len);
void cli_json_put_string(cli_json *j, const char *key, const char *s);
void cli_json_elimination_reasons(cli_json *j, const pairing_event *ev,
                                  const pairing_round *r);
void cli_json_put_int(cli_json *j, const char *key, long long v);
int cli_json_finish(cli_json *j);

/* ---- JSON documents (json.c) ---- */
int cli_json_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s);
int cli_json_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_json_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r);
int cli_json_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st);
int cli_json_report(cli_buffer *out, const cli_context *cx, const pairing_report *rep,
                    pairing_system system);
const char *cli_match_state_name(int state);
void cli_json_context(cli_json *j, const cli_context *cx);
void cli_json_player_list(cli_json *j, const pairing_event *ev);
void cli_json_standing_rows(cli_json *j, const pairing_event *ev,
                            const pairing_standings *st);
void cli_json_numbers(cli_json *j, const pairing_event *ev, const pairing_round *r);
void cli_json_explain(cli_json *j, const pairing_event *ev, const pairing_round *r);

/* ---- text for the terminal (text.c) ---- */
int cli_text_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s);
int cli_text_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_text_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r);
int cli_text_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st);
int cli_text_report(cli_buffer *out, const cli_context *cx, const pairing_report *rep,
                    pairing_system system);
void cli_text_event_line(cli_buffer *out, const cli_context *cx);
void cli_text_settings(cli_buffer *out, const cli_context *cx);

/* ---- a team event's standings (team_standings.c, team_html.c) ---- */
typedef struct cli_team_table {
    const pairing_team_event *ev;
    const pairing_standings *st;         /* the teams ranked */
    const pairing_board_record *records; /* members × boards */
} cli_team_table;

int cli_json_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t);
int cli_csv_team_standings(cli_buffer *out, const cli_context *cx,
                           const cli_team_table *t);
int cli_text_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t);
int cli_html_team_standings(cli_buffer *out, const cli_context *cx,
                            const cli_team_table *t);

/* What a team's crosstable adds to a player's (html.c): the page's style,
 * the match score and boards beneath each round's mark, the legend's words
 * for them, and the tables after it. */
typedef struct cli_html_extra {
    const void *owner;
    const char *style; /* rules added to the page's */
    double cell_em;    /* the widest that goes beneath a round's mark */
    void (*beneath)(cli_buffer *out, const void *owner, int team, int round);
    void (*legend)(cli_buffer *out, const void *owner);
    void (*after)(cli_buffer *out, const void *owner);
} cli_html_extra;

int cli_html_crosstable(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                        const pairing_standings *st, const cli_html_extra *extra);
int cli_board_players(const cli_team_table *t, int board, int *order);
int cli_board_rank(const cli_team_table *t, const int *order, int i, int board,
                   int previous);
int cli_board_shared(const cli_team_table *t, const int *order, int i, int count,
                     int board);
pairing_value cli_board_percentage(const cli_team_table *t, int member, int board);
void cli_format_percentage(pairing_value v, char *buf, size_t size);

/* ---- teams ranked from an individual event (队员总分制, SPEC §10): the files
 * read (ranks_csv.c) and the ranking written (team_individual.c) ---- */
int cli_parse_ranks(const char *name, const char *data, size_t len, cli_encoding encoding,
                    const pairing_event *ev, int *places);
int cli_parse_team_column(const char *name, const char *data, size_t len,
                          cli_encoding encoding, const pairing_event *ev, char **team_of);
int cli_read_team_column(const char *path, cli_encoding encoding, const pairing_event *ev,
                         char **team_of);
int cli_read_entrants_column(const char *path, cli_encoding encoding,
                             const pairing_event *ev, const char *column, int *present,
                             char **values);

typedef struct cli_members_view {
    const pairing_event *ev;
    const pairing_standings *st;
    const pairing_members_total *total;
    const char *method; /* as the event file writes it: sum-ranks:3, sum-points */
    int sum_ranks;      /* 1: the sums are places; 0: points */
    int count;          /* K, 0 = every member */
    const char *ranks;  /* --ranks FILE when the places came from it */
} cli_members_view;

void cli_members_reason(const pairing_team_total *tt, char *buf, size_t size);
int cli_json_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v);
int cli_text_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v);
int cli_csv_members_total(cli_buffer *out, const cli_context *cx,
                          const cli_members_view *v);
int cli_html_members_total(cli_buffer *out, const cli_context *cx,
                           const cli_members_view *v);

/* ---- a round of a team event (team_round.c) ---- */
int cli_json_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr);
int cli_text_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr);
void cli_team_first_reason(const pairing_team_event *ev, const pairing_round *r,
                           pairing_team_match m, char *buf, size_t size);
int cli_team_number(const pairing_team_event *ev, const pairing_round *r, int team);
/* ---- the same round as sheets to post and to fill in (team_sheet.c) ---- */
void cli_html_explanations(cli_buffer *out, const pairing_round *r);
int cli_html_team_round(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev, const pairing_round *r,
                        const pairing_team_round *tr);
int cli_csv_team_round(cli_buffer *out, const cli_context *cx,
                       const pairing_team_event *ev, const pairing_round *r,
                       const pairing_team_round *tr);
int cli_html_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s);
int cli_csv_team_schedule(cli_buffer *out, const cli_context *cx,
                          const pairing_team_event *ev, const pairing_schedule *s);
void cli_json_team_matches(cli_json *j, const pairing_team_event *ev,
                           const pairing_round *r, const pairing_team_round *tr);
void cli_json_team_shape(cli_json *j, const pairing_team_event *ev);
void cli_text_team_matches(cli_buffer *out, const pairing_team_event *ev,
                           const pairing_round *r, const pairing_team_round *tr);
int cli_json_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s);
int cli_text_team_schedule(cli_buffer *out, const cli_context *cx,
                           const pairing_team_event *ev, const pairing_schedule *s);

/* ---- CSV out (csv_write.c: standings; csv_event.c: entrants and results) ---- */
void cli_csv_begin(cli_buffer *out);
void cli_buffer_csv_field(cli_buffer *out, const char *text);
void cli_buffer_csv_field_in(cli_buffer *out, const char *text, char separator);
int cli_csv_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_standings *st);
int cli_csv_entrants(cli_buffer *out, const pairing_event *ev);
int cli_csv_results(cli_buffer *out, const pairing_event *ev);

/* ---- pages (html.c: the crosstable; svg.c: the bracket, as SVG or a page of SVGs) */
int cli_html_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                       const pairing_standings *st);
int cli_svg_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_html_knockout(cli_buffer *out, const cli_knockout_view *v);
/* ---- the player list with the initial numbers (序号): json.c, csv_write.c, text.c,
 * players_html.c ---- */
int cli_json_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev);
int cli_csv_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev);
int cli_text_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev);
int cli_html_players(cli_buffer *out, const cli_context *cx, const pairing_event *ev);
/* ---- a round robin's schedule as a page (schedule_html.c) ---- */
int cli_html_schedule(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_schedule *s);

/* ---- FIDE TRF-16 (trf_read.c: an event, and what did not carry over; trf_write.c) */
int cli_read_trf(const char *path, pairing_event **out, cli_buffer *report);
/* What a TRF says of the pairing (JaVaFo's XXR and XXC, TRF-2026's 142 and
 * 152), with the line that says it; 0 = not said. */
typedef struct cli_trf_settings {
    int rounds;
    long rounds_line;
    int initial_colour; /* 1 white1, 2 black1 */
    long colour_line;
    /* bbpPairings' BBW, BBD, BBL, BBU, BBZ (a zero-point bye), BBF (a forfeit
     * loss), or TRF-2026's 162: half-points, -1 when not said */
    int win, draw, loss, bye, zero_bye, forfeit_loss;
    long points_line;
    int *absent; /* JaVaFo's XXZ: start numbers absent from the round to pair */
    int nabsent, absent_cap;
    /* the points column (81-84) of each 001 line that has one, to be checked
     * against the rounds: half-points, start number and line */
    struct cli_trf_points {
        int start_rank, points;
        long line;
    } * declared;
    int ndeclared, declared_cap;
    /* forbidden pairs: JaVaFo's XXP (every round) and TRF-2026's 260 (rounds
     * first to last): start numbers, each two of a group kept apart */
    struct cli_trf_forbidden {
        int first_round, last_round; /* 0 and 0: every round */
        int a, b;
        long line;
    } * forbidden;
    int nforbidden, forbidden_cap;
    /* acceleration: JaVaFo's XXA and TRF-2026's 250, per start number and
     * round, in half-points */
    struct cli_trf_acceleration {
        int start_rank, round, points;
        long line;
    } * accelerations;
    int naccelerations, accelerations_cap;
    int baku; /* TRF-2026's 192 FIDE_DUTCH_BAKU: Baku acceleration (C.04.5.1) */
} cli_trf_settings;
void cli_trf_settings_free(cli_trf_settings *settings);
int cli_read_trf_as(const char *path, pairing_system system, pairing_event **out,
                    cli_buffer *report, cli_trf_settings *settings);
int cli_parse_trf_as(const char *name, const char *data, size_t len,
                     pairing_system system, pairing_event **out, cli_buffer *report,
                     cli_trf_settings *settings);
int cli_parse_trf(const char *name, const char *data, size_t len, pairing_event **out,
                  cli_buffer *report);
int cli_trf_standings(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                      const pairing_standings *st);

/* ---- a Swiss round's pairing sheet (sheet.c), written as text (text.c), CSV
 * (sheet_csv.c) and a page (sheet_html.c) ---- */
typedef enum cli_sheet_kind {
    CLI_SHEET_GAME,     /* a board */
    CLI_SHEET_BYE,      /* the bye the pairing gave */
    CLI_SHEET_HALF_BYE, /* a bye the player asked for, already in the results */
    CLI_SHEET_ZERO_BYE,
    CLI_SHEET_ELIMINATED, /* Qiu: out after round 2, not paired */
    CLI_SHEET_WITHDRAWN,  /* withdrew before this round, not paired */
    CLI_SHEET_NOT_JOINED  /* a late entry who joins in a later round (SPEC §12) */
} cli_sheet_kind;

typedef struct cli_sheet_side {
    int player; /* entrant index, -1 for none */
    int number; /* the number in force this round, 0 for none */
    int score;  /* half-points before the round */
} cli_sheet_side;

typedef struct cli_sheet_row {
    cli_sheet_kind kind;
    int board;               /* a game's board, else 0 */
    cli_sheet_side side[2];  /* first and second; only a game has a second */
    int rematch, colour_lot; /* as in pairing_game */
    int points;              /* a bye: the half-points it scores */
    int elimination;         /* eliminated: why, an enum pairing_elimination */
} cli_sheet_row;

/* Rows in order: the games by board, the byes (given, then asked for), the
 * eliminated, the withdrawn, the late entries not yet joined. */
typedef struct cli_sheet {
    const pairing_event *ev;
    const pairing_round *round;
    cli_sheet_row *rows;
    int count, games, byes, eliminated, withdrawn, not_joined;
    int kept; /* Qiu: the player without a point kept to make the field even, or -1 */
} cli_sheet;

int cli_sheet_build(cli_sheet *sheet, const pairing_event *ev, const pairing_round *r);
/* Does some entrant join late (SPEC §12)?  The player lists then show when. */
int cli_any_late_entry(const pairing_event *ev);
void cli_sheet_free(cli_sheet *sheet);
const char *cli_sheet_note(const cli_sheet_row *row);
/* Why a Qiu player is out after round 2, in words (elimination.c) */
const char *cli_elimination_text(int reason);
const char *cli_elimination_text_zh(int reason);
const char *cli_elimination_note(int reason);
/* A tiebreak column a printed table leaves out (columns.c) */
int cli_tiebreak_hidden(const pairing_standings *st, int k);
/* The games of a round still without a result, and (*games) all its games. */
int cli_results_missing(const pairing_event *ev, int round, int *games);
int cli_csv_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                  const pairing_round *r);
int cli_html_swiss(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                   const pairing_round *r);
/* A Swiss round written as --format asks (json, text, csv, html); NULL for
 * another format (swiss_writer.c). */
typedef int (*cli_round_writer)(cli_buffer *, const cli_context *, const pairing_event *,
                                const pairing_round *);
cli_round_writer cli_swiss_writer(const char *format);

/* ---- events in stages (stages.c, SPEC §11) ---- */
/* The entrants of a stage drawn from another: its qualifiers, and where from. */
typedef struct cli_qualified {
    pairing_qualifiers *q;
    struct ranked_stage *from;    /* the earlier stage, ranked group by group */
    const char *stage;            /* its name */
    int groups;                   /* its groups */
    pairing_event *const *events; /* each group's event: the qualifiers' entrants */
} cli_qualified;
void cli_json_qualifiers(cli_json *j, const void *qualified);
void cli_text_qualifiers(cli_buffer *out, const void *qualified);

/* The overall ranking (总排名): the places, and every entrant of the event. */
typedef struct cli_overall_view {
    const pairing_overall *ov;
    const char *const *stages; /* the stages and sections in the overall order */
    int nstages;
    const pairing_event *all; /* every entrant of the event's stages */
    const char *const *home;  /* entrant of `all` -> the stage he entered in */
} cli_overall_view;
int cli_json_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v);
int cli_text_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v);
int cli_csv_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v);
int cli_html_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v);

/* ---- what every page shares (html_page.c) ---- */
/* A Chinese font first: names are Chinese, and a Latin font earlier in the list
 * would leave their glyphs to whatever the browser falls back to. */
#define CLI_HTML_FONT                                                                    \
    "'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans SC', 'PingFang SC', "          \
    "'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans', 'DejaVu Sans', Arial, "      \
    "sans-serif"
/* The printable width of an A4 sheet with 10 mm margins, in em of the 9 pt print,
 * less a little for borders and rounding: 190 mm and 277 mm are 59.8 and 87.2 em. */
#define CLI_HTML_PORTRAIT_EM 57.5
#define CLI_HTML_LANDSCAPE_EM 84.5
void cli_html_head(cli_buffer *out, const cli_context *cx, int landscape,
                   const char *title, const char *style);
void cli_html_open(cli_buffer *out, const cli_context *cx, int landscape,
                   const char *title, const char *style);
void cli_html_close(cli_buffer *out);
void cli_html_site_bar(cli_buffer *out, const cli_site_nav *site);
int cli_html_player_page(const pairing_event *ev, int player);
void cli_html_team_name(cli_buffer *out, const cli_context *cx,
                        const pairing_event *teams, int team);
const char *cli_result_text(pairing_outcome outcome);
void cli_html_player_name(cli_buffer *out, const cli_context *cx, const pairing_event *ev,
                          int player);
/* "王一鸣 (bj1)", the name a link to his page on the site. */
void cli_html_player_label(cli_buffer *out, const cli_context *cx,
                           const pairing_event *ev, int player);
const char *cli_html_system_title(pairing_system system);
void cli_html_heading(cli_buffer *out, const char *attrs, const char *en, const char *zh);
typedef struct cli_html_column {
    const char *attrs, *en, *zh; /* the heading cell's attributes and its words */
} cli_html_column;
void cli_html_table_open(cli_buffer *out, const char *class_name,
                         const cli_html_column *columns, int count);
void cli_html_table_close(cli_buffer *out);
void cli_html_points(cli_buffer *out, const pairing_event *ev);
void cli_html_event(cli_buffer *out, const cli_context *cx);
void cli_html_title_event(cli_buffer *out, const cli_context *cx);
void cli_html_settings(cli_buffer *out, const cli_context *cx);
double cli_html_text_em(const char *text);
double cli_html_heading_em(const char *en, const char *zh);

/* ---- Scheveningen (SPEC §10): the --table reader (scheveningen_table.c) and
 * the writers (scheveningen.c) ---- */
typedef struct cli_scheveningen_table {
    pairing_scheveningen_game *games; /* as read, each with its line */
    int count, cap;
} cli_scheveningen_table;
int cli_parse_scheveningen_table(const char *name, const char *data, size_t len,
                                 cli_encoding encoding, cli_scheveningen_table *table);
void cli_scheveningen_table_free(cli_scheveningen_table *table);

typedef struct cli_scheveningen_view {
    const pairing_team_event *ev;
    const pairing_scheveningen *s;
    int results;       /* --results given: each board's result, the score so far */
    const char *table; /* the --table file, NULL for the standard table */
} cli_scheveningen_view;
int cli_json_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v);
int cli_text_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v);
int cli_csv_scheveningen(cli_buffer *out, const cli_context *cx,
                         const cli_scheveningen_view *v);
int cli_html_scheveningen(cli_buffer *out, const cli_context *cx,
                          const cli_scheveningen_view *v);

/* ---- text in columns (text_layout.c) ---- */
#define CLI_TEXT_WIDTH 100 /* the widest line a text table or its prose takes */
typedef struct cli_row {
    cli_buffer *out;
    int at;     /* the display column the row has reached */
    int indent; /* where a text that would pass the line's end starts instead */
} cli_row;
void cli_row_cell(cli_row *row, int start, int width, const char *text, int right_align);
void cli_row_note(cli_row *row, const char *text);
void cli_row_end(cli_row *row);
void cli_buffer_wrap(cli_buffer *out, int at, int indent, const char *text);
int cli_display_width(const char *utf8);
void cli_buffer_pad(cli_buffer *b, const char *text, int width, int right_align);
void cli_player_label(const pairing_event *ev, int player, char *buf, size_t size);
void cli_format_points(int half_points, char *buf, size_t size);

/* ---- the relay (擂台赛, SPEC §10): relay_csv.c reads its results, relay_out.c
 * writes it ---- */
int cli_parse_relay_results(const char *name, const char *data, size_t len,
                            cli_encoding encoding, pairing_relay *relay);
typedef struct cli_relay_view {
    const pairing_team_event *ev; /* the teams and members */
    const pairing_relay *relay;   /* the games played on them */
} cli_relay_view;
int cli_json_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v);
int cli_text_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v);
int cli_html_relay(cli_buffer *out, const cli_context *cx, const cli_relay_view *v);

#endif /* PAIRING_CLI_FORMATS_H */
