/*
 * cli.h - what the pairing tool's files share.  The tool uses only the public
 * libpairing header; CSV reading (libcsv) and JSON writing (jansson) live here.
 */
#ifndef PAIRING_CLI_H
#define PAIRING_CLI_H

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

/* ---- messages (main.c) ---- */
int cli_fail(int status, const char *fmt, ...) CLI_PRINTF(2, 3);
int cli_fail_at(int status, const char *file, long line, const char *fmt, ...) CLI_PRINTF(4, 5);
int cli_library_error(const pairing_error *err, const char *entrants, const char *results);
void cli_set_message_stream(FILE *stream);

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
void cli_buffer_printf(cli_buffer *b, const char *fmt, ...) CLI_PRINTF(2, 3);
void cli_buffer_markup_text(cli_buffer *b, const char *s);
void cli_buffer_free(cli_buffer *b);
int cli_write_output(const cli_buffer *b, const char *path);

/* ---- CSV input (csv_input.c) ---- */
int cli_read_entrants(const char *path, pairing_event *ev);
int cli_read_results(const char *path, pairing_event *ev);
int cli_parse_entrants(const char *name, const char *data, size_t len, pairing_event *ev);
int cli_parse_results(const char *name, const char *data, size_t len, pairing_event *ev);

/* ---- a knockout as the writers see it ---- */
typedef struct cli_knockout_view {
    const pairing_event *ev;
    const pairing_knockout *k;
    const pairing_standings *places; /* the final places once the draw is played out */
    const char *placement;           /* none, third or all */
    int preliminary;                 /* present the byes as a preliminary round (抢号) */
} cli_knockout_view;

/* ---- writers ---- */
int cli_json_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_json_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);
int cli_text_swiss(cli_buffer *out, const pairing_event *ev, const pairing_round *r);
int cli_text_knockout(cli_buffer *out, const cli_knockout_view *v);
int cli_svg_knockout(cli_buffer *out, const cli_knockout_view *v);
const char *cli_match_state_name(int state);
int cli_json_schedule(cli_buffer *out, const pairing_event *ev, const pairing_schedule *s);
int cli_json_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st);
int cli_text_schedule(cli_buffer *out, const pairing_event *ev, const pairing_schedule *s);
int cli_text_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st);
int cli_csv_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st);
int cli_html_standings(cli_buffer *out, const pairing_event *ev, const pairing_standings *st);

/* ---- text helpers (text_output.c) ---- */
int cli_display_width(const char *utf8);
void cli_buffer_pad(cli_buffer *b, const char *text, int width, int right_align);

/* ---- commands (one file each) ---- */
int cli_roundrobin(const cli_options *o);
int cli_knockout(const cli_options *o);
int cli_swiss(const cli_options *o);
int cli_check(const cli_options *o);
int cli_read_swiss_options(const cli_options *o, pairing_system *system,
                           pairing_swiss_options *so);
int cli_standings(const cli_options *o);

/* ---- shared set-up of an event from the files (event_load.c) ---- */
int cli_load_event(const cli_options *o, pairing_system system, int need_results,
                   pairing_event **out);
void cli_player_label(const pairing_event *ev, int player, char *buf, size_t size);
int cli_parse_rounds(const cli_options *o, int *rounds);

#endif /* PAIRING_CLI_H */
