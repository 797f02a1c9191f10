/*
 * cli.h - what the pairing tool's files share.  The tool uses only the public
 * libpairing header; CSV reading (libcsv) and JSON writing (jansson) live here.
 */
#ifndef PAIRING_CLI_H
#define PAIRING_CLI_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "pairing.h"

/* Exit statuses (sysexits.h values; SPEC §2). */
enum {
    EXIT_OK = 0,
    EXIT_USAGE = 64,
    EXIT_DATA = 65,
    EXIT_NOINPUT = 66,
    EXIT_SOFTWARE = 70,
    EXIT_CANTCREATE = 73
};

#if defined(__GNUC__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* ---- messages (messages.c), written by cli_report (report.c) ---- */
int cli_fail(int status, const char *fmt, ...) CLI_PRINTF(2, 3);
int cli_fail_at(int status, const char *file, long line, const char *fmt, ...)
    CLI_PRINTF(4, 5);
int cli_library_error(const pairing_error *err, const char *entrants,
                      const char *results);
void cli_report(const char *file, long line, const char *fmt, va_list ap);

/* ---- the command line (options.c) ---- */
typedef struct cli_options {
    const char *command;
    const char *entrants;
    const char *results;
    const char *output;
    const char *format;
    const char *system;
    const char *tiebreaks;
    const char *points;
    const char *bye_points;
    const char *draw_lots;
    const char *withdrawal;
    const char *unplayed;
    const char *after_round;
    const char *seeds;
    const char *placement;
    const char *presentation;
    const char *rounds;
    const char *from;         /* convert --from trf */
    const char *to;           /* convert --to trf */
    const char *entrants_out; /* convert --from: where the entrants CSV goes */
    const char *results_out;  /* convert --from: where the results CSV goes */
    const char *input;        /* convert --from: the file argument */
    int separate_clubs;
    int no_elimination;
    int allow_rematches;
    int explain;
    int is_double;
    int help;
    int version;
} cli_options;

int cli_parse_options(int argc, char **argv, cli_options *o);
int cli_parse_uint(const char *text, long max, long *value);

/* ---- output: everything is built in memory, then written at once (output.c) ---- */
typedef struct cli_buffer {
    char *data;
    size_t len, cap;
    int failed; /* out of memory */
} cli_buffer;

void cli_buffer_add(cli_buffer *b, const char *data, size_t len);
void cli_buffer_puts(cli_buffer *b, const char *s);
void cli_buffer_trim_line_ends(cli_buffer *b, size_t from);
void cli_buffer_printf(cli_buffer *b, const char *fmt, ...) CLI_PRINTF(2, 3);
void cli_buffer_markup_text(cli_buffer *b, const char *s);
void cli_buffer_free(cli_buffer *b);
int cli_grow(void **items, int *cap, int need, size_t size, int first);
int cli_write_output(const cli_buffer *b, const char *path);

/* ---- CSV input (csv_input.c) ---- */
int cli_read_entrants(const char *path, pairing_event *ev);
int cli_read_results(const char *path, pairing_event *ev);
int cli_parse_entrants(const char *name, const char *data, size_t len, pairing_event *ev);
int cli_parse_results(const char *name, const char *data, size_t len, pairing_event *ev);
int cli_read_file(const char *path, char **data, size_t *len);
int cli_utf8_char_length(const unsigned char *p, const unsigned char *end);

/* ---- a knockout as the writers see it ---- */
typedef struct cli_knockout_view {
    const pairing_event *ev;
    const pairing_knockout *k;
    const pairing_standings *places; /* the final places once the draw is played out */
    const char *placement;           /* none, third or all */
    int preliminary; /* present the byes as a preliminary round (抢号) */
} cli_knockout_view;

/* ---- writers ---- */
int cli_json_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_json_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);
int cli_text_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);
int cli_text_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_svg_knockout(cli_buffer *out, const cli_knockout_view *v);
const char *cli_match_state_name(int state);
int cli_json_schedule(cli_buffer *out, const pairing_event *ev,
                      const pairing_schedule *s);
int cli_json_standings(cli_buffer *out, const pairing_event *ev,
                       const pairing_standings *st);
int cli_text_schedule(cli_buffer *out, const pairing_event *ev,
                      const pairing_schedule *s);
int cli_text_standings(cli_buffer *out, const pairing_event *ev,
                       const pairing_standings *st);
int cli_csv_standings(cli_buffer *out, const pairing_event *ev,
                      const pairing_standings *st);
int cli_html_standings(cli_buffer *out, const pairing_event *ev,
                       const pairing_standings *st);
int cli_trf_standings(cli_buffer *out, const pairing_event *ev,
                      const pairing_standings *st);
int cli_csv_entrants(cli_buffer *out, const pairing_event *ev);
int cli_csv_results(cli_buffer *out, const pairing_event *ev);
int cli_csv_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);
int cli_html_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);

/* ---- a Swiss round's pairing sheet, as its writers see it (sheet_output.c) ---- */
typedef enum cli_sheet_kind {
    CLI_SHEET_GAME,     /* a board */
    CLI_SHEET_BYE,      /* the bye the pairing gave */
    CLI_SHEET_HALF_BYE, /* a bye the player asked for, already in the results */
    CLI_SHEET_ZERO_BYE,
    CLI_SHEET_ELIMINATED /* Qiu: out after round 2, not paired */
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
} cli_sheet_row;

/* Rows in order: the games by board, the byes (given, then asked for), the eliminated. */
typedef struct cli_sheet {
    const pairing_event *ev;
    const pairing_round *round;
    cli_sheet_row *rows;
    int count, games, byes, eliminated;
} cli_sheet;

int cli_sheet_build(cli_sheet *sheet, const pairing_event *ev, const pairing_round *r);
void cli_sheet_free(cli_sheet *sheet);
const char *cli_sheet_note(const cli_sheet_row *row);

/* ---- HTML and CSV helpers (html_output.c, csv_output.c) ---- */
#define CLI_HTML_FONT                                                                    \
    "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, 'Noto Sans CJK SC', "         \
    "'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', "    \
    "sans-serif"
const char *cli_html_system_title(pairing_system system);
void cli_html_heading(cli_buffer *out, const char *attrs, const char *en, const char *zh);
void cli_html_points(cli_buffer *out, const pairing_event *ev);
void cli_buffer_csv_field(cli_buffer *out, const char *text);

/* ---- text helpers (text_output.c) ---- */
int cli_display_width(const char *utf8);
void cli_buffer_pad(cli_buffer *b, const char *text, int width, int right_align);
void cli_format_points(int half_points, char *buf, size_t size);

/* ---- FIDE TRF-16 in (trf_input.c): an event, and what did not carry over ---- */
int cli_read_trf(const char *path, pairing_event **out, cli_buffer *report);
int cli_parse_trf(const char *name, const char *data, size_t len, pairing_event **out,
                  cli_buffer *report);

/* ---- commands (one file each) ---- */
int cli_roundrobin(const cli_options *o);
int cli_knockout(const cli_options *o);
int cli_swiss(const cli_options *o);
int cli_check(const cli_options *o);
int cli_read_swiss_options(const cli_options *o, pairing_system *system,
                           pairing_swiss_options *so);
int cli_standings(const cli_options *o);
int cli_convert(const cli_options *o);

/* ---- shared set-up of an event from the files (event_load.c) ---- */
int cli_load_event(const cli_options *o, pairing_system system, int need_results,
                   pairing_event **out);
void cli_player_label(const pairing_event *ev, int player, char *buf, size_t size);
int cli_parse_rounds(const cli_options *o, int *rounds);

#endif /* PAIRING_CLI_H */
