/*
 * support.h - what every command and format of the pairing tool uses: exit
 * statuses, messages, the command line, output buffers written atomically, and
 * reading files.  The tool uses only the public libpairing header.
 */
#ifndef PAIRING_CLI_SUPPORT_H
#define PAIRING_CLI_SUPPORT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

/* The largest input file read (pairing(1) LIMITS). */
#define CLI_MAX_FILE_BYTES (256L * 1024 * 1024)

/* ---- the language of what a person reads (i18n.c): _("text") is its
 * translation, N_("text") marks a text translated where it is used ---- */
#include <libintl.h>
#define CLI_TEXT_DOMAIN "pairing"
#define _(text) gettext(text)
#define N_(text) (text)
void cli_i18n_init(int argc, char **argv);
void cli_i18n_use(const char *language);
const char *cli_i18n_spoken(void);

/* ---- messages (messages.c), written by cli_report (report.c) ---- */
int cli_fail(int status, const char *fmt, ...) CLI_PRINTF(2, 3);
int cli_fail_at(int status, const char *file, long line, const char *fmt, ...)
    CLI_PRINTF(4, 5);
void cli_note(const char *file, const char *fmt, ...) CLI_PRINTF(2, 3);
/* The library's message in the language chosen; size CLI_ERROR_TEXT_SIZE holds
 * any (a Chinese one is longer than its English). */
#define CLI_ERROR_TEXT_SIZE (4 * PAIRING_ERROR_TEXT_SIZE)
const char *cli_error_text(const pairing_error *err, char *out, size_t size);
const char *cli_text_of(const pairing_text *text, char *out, size_t size);
#define CLI_SENTENCE_SIZE 4096 /* an explanation, its names included, in Chinese */
const char *cli_explanation(const pairing_round *round, int index, char *out,
                            size_t size);
const char *cli_problem(const pairing_report *rep, int index, char *out, size_t size);
const char *cli_draw_note(const pairing_knockout *k, int index, char *out, size_t size);
int cli_library_error(const pairing_error *err, const char *entrants,
                      const char *results);
/* The files an error's source names (pairing_error.source): the entrants (or a
 * team event's members), the results, the teams, the lineups; NULL for none. */
typedef struct cli_sources {
    const char *entrants, *results, *teams, *lineups;
} cli_sources;
int cli_library_error_in(const pairing_error *err, const cli_sources *files);
void cli_report(const char *file, long line, const char *fmt, va_list ap);
/* What a command says it did (a result recorded, what is still to come): on
 * standard output, as a command line prints it. */
void cli_say(const char *fmt, ...) CLI_PRINTF(1, 2);
void cli_report_said(const char *fmt, va_list ap);

/* A page of the players' site (SPEC §13), for its links: NULL in a printout. */
typedef struct cli_site_nav {
    const char *root;      /* from the page to the site's top: "" or "../" */
    const char *standings; /* the latest standings page, or NULL before any */
    const char *bracket;   /* a knockout's bracket page, or NULL */
    const char *up;        /* a stage's site: the whole event's index from its top */
} cli_site_nav;

/* ---- the command line (options.c) ---- */
typedef struct cli_options {
    const char *command;
    const char *event; /* --event FILE: the settings below from an event file */
    /* the event's particulars, from its file: shown on what is printed */
    const char *event_name, *event_date, *event_venue, *event_arbiter;
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
    const char *from;           /* convert --from trf */
    const char *to;             /* convert --to trf */
    const char *trf_version;    /* convert --to trf --trf-version 2016|2026 */
    const char *entrants_out;   /* convert --from: where the entrants CSV goes */
    const char *results_out;    /* convert --from: where the results CSV goes */
    const char *input;          /* convert --from: the file argument */
    const char *player;         /* record --player ID: the board of his game */
    const char *winner;         /* record --winner ID: who went through after a draw */
    const char *sheet;          /* record --sheet FILE: a filled-in pairing sheet */
    const char *game;           /* record --game G: which game of a team event's board */
    const char *round;          /* swiss --round N: a recorded round printed again */
    const char *site;           /* publish --site DIR: the players' site (SPEC §13) */
    const char *colours;        /* swiss --colours balanced|qiu (SPEC §12) */
    const char *first_round;    /* swiss --first-round halves|adjacent|fold|lot (§12) */
    const char *avoid_clubs;    /* swiss --avoid-clubs round1|all (SPEC §12) */
    const char *score_bands;    /* swiss --score-bands N (积分段, SPEC §12) */
    const char *trf;            /* swiss --trf FILE (the Dutch system, SPEC §15) */
    const char *initial_colour; /* swiss --initial-colour first|second (SPEC §15) */
    /* pairing generate (SPEC §15): players, seed, and rates as decimal fractions */
    const char *players, *seed, *draw_rate, *forfeit_rate, *bye_rate;
    const char *acceleration; /* swiss --acceleration baku (C.04.5.1, SPEC §15) */
    /* pairing serve (SPEC §14): --port N, --password P (with --lan), --no-open */
    const char *port, *password;
    int no_open, lan;
    /* team events (SPEC §10) */
    const char *teams, *members, *lineups;
    const char *table; /* team scheveningen --table: a Scheveningen table */
    const char *boards, *games, *lineup_rule, *match_by;
    const char *match_points, *board_points, *team_bye_points;
    /* team individual (队员总分制): sum-ranks:K or sum-points[:K], --pad last,
     * --ranks FILE, --team-column club|team */
    const char *method, *pad, *ranks, *team_column;
    const char *relay_order; /* relay --order fixed|free */
    /* events in stages (SPEC §11): the stage or section a command is about (the
     * word of pairing stage and standings, or --stage), its event-file section,
     * and its own keys */
    const char *stage, *stage_section;
    const char *stage_from;   /* from = STAGE: drawn from that stage's standings */
    const char *advance;      /* advance = N qualifiers */
    const char *settled;      /* settled = ids: the order play-offs gave ties */
    const char *stage_groups; /* groups = G: the stage is played in G groups */
    int overall;              /* standings --overall: the overall ranking */
    int stages;               /* init --stages: the folder of an event in stages */
    int team_event;           /* init --teams: the folder of a team event */
    /* groups (SPEC §11): pairing groups --groups G; --group X on swiss, check
     * and standings takes that group's players alone */
    const char *groups, *group;
#define CLI_MAX_WORDS 3
    const char *words[CLI_MAX_WORDS]; /* init DIR; record ROUND BOARD RESULT */
    int nwords;
    /* the settings the event file gave: its name, and each option's line */
    const char *settings_file;
#define CLI_MAX_ORIGINS 48
    struct cli_origin {
        const char *option;
        long line;
    } origins[CLI_MAX_ORIGINS];
    int norigins;
    /* pairing publish (SPEC §13) runs a command for a page of the site: what it
     * writes goes into capture, not to --output, and its pages are the site's */
    struct cli_buffer *capture;
    const cli_site_nav *site_nav;
    int record;           /* --record: the paired round written into the results */
    int replace;          /* record --replace: a result already there may change */
    const char *encoding; /* --encoding: of the CSV files read (SPEC §9) */
    const char *language; /* --language zh|en: of what a person reads */
    int separate_clubs;
    int no_elimination;
    int allow_rematches;
    int explain;
    int is_double;
    int help;
    int version;
} cli_options;

int cli_parse_options(int argc, char **argv, cli_options *o);
int cli_use_language(const cli_options *o);
int cli_option_from_file(cli_options *o, const char *key, const char *value,
                         const char *file, long line);
int cli_parse_yes_no(const char *text);
int cli_option_is_command_line(const char *key);
int cli_option_is_setting(const char *key);
int cli_option_is_number(const char *key);
int cli_input_opens(const cli_options *o, const char *option, const char *path);
int cli_check_explain_format(const cli_options *o, const char *format);
int cli_parse_seed(const cli_options *o, const char *option, const char *text,
                   uint64_t *seed);
int cli_lots_seed(const cli_options *o, int *given, uint64_t *seed);
int cli_bad_setting(const cli_options *o, const char *option, const char *fmt, ...)
    CLI_PRINTF(3, 4);
const char *cli_setting_given(const cli_options *o, size_t *at, char *value, size_t size);

/* ---- what every output shows besides its data (context.c, SPEC §8) ---- */
#define CLI_MAX_SETTINGS 20
typedef struct cli_setting {
    const char *key; /* the event file's name for it */
    char value[640]; /* a tiebreak list of many cuts included */
    int number;      /* 1: written as a JSON number; -1: as null */
} cli_setting;

typedef struct cli_context {
    const char *name, *date, *venue, *arbiter; /* NULL when not given */
    const cli_site_nav *site;                  /* a page of the players' site */
    const char *unit; /* what a table ranks: NULL for players, "Team" for teams */
    cli_setting settings[CLI_MAX_SETTINGS];
    int nsettings;
} cli_context;

void cli_context_init(cli_context *cx, const cli_options *o);
void cli_context_add(cli_context *cx, const char *key, int number, const char *fmt, ...)
    CLI_PRINTF(4, 5);
void cli_context_points(cli_context *cx, const pairing_event *ev);
void cli_context_lots(cli_context *cx, const pairing_event *ev);
int cli_context_has_event(const cli_context *cx);
/* A setting's value, or NULL when the context has none of that key. */
const char *cli_context_setting(const cli_context *cx, const char *key);
const char *cli_context_title(const cli_context *cx, const char *system, char *buf,
                              size_t size);

/* ---- numbers (numbers.c), files (files.c) ---- */
int cli_parse_uint(const char *text, long max, long *value);
int cli_parse_whole(const char *text, long max, long *value);
int cli_read_file(const char *path, char **data, size_t *len);
int cli_same_file(const char *a, const char *b);

/* ---- output: everything is built in memory, then written at once (output.c) ---- */
typedef struct cli_buffer {
    char *data;
    size_t len, cap;
    int failed; /* out of memory */
} cli_buffer;

void cli_buffer_add_slow(cli_buffer *b, const char *data, size_t len);
/* Appends, keeping the data NUL-terminated; inline, as writers call it for every
 * few bytes of a document of many megabytes. */
int cli_buffer_reserve(cli_buffer *b, size_t len);
/* Room for len more bytes and the NUL after them: where to write them, or NULL
 * when out of memory.  The writer then adds len to b->len and ends with a NUL. */
static inline char *cli_buffer_room(cli_buffer *b, size_t len)
{
    if (b->failed || (b->len + len + 1 > b->cap && cli_buffer_reserve(b, len)))
        return NULL;
    return b->data + b->len;
}

static inline void cli_buffer_add(cli_buffer *b, const char *data, size_t len)
{
    if (b->failed || b->len + len + 1 > b->cap) {
        cli_buffer_add_slow(b, data, len);
        return;
    }
    memcpy(b->data + b->len, data, len);
    b->len += len;
    b->data[b->len] = 0;
}
void cli_buffer_puts(cli_buffer *b, const char *s);
void cli_buffer_trim_line_ends(cli_buffer *b, size_t from);
void cli_buffer_printf(cli_buffer *b, const char *fmt, ...) CLI_PRINTF(2, 3);
void cli_buffer_int(cli_buffer *b, long long n);
void cli_buffer_markup_text(cli_buffer *b, const char *s);
void cli_buffer_free(cli_buffer *b);
int cli_grow(void **items, int *cap, int need, size_t size, int first);
int cli_write_output(const cli_buffer *b, const char *path);
int cli_write_command_output(const cli_options *o, const cli_buffer *b);
int cli_write_replaced(const cli_buffer *b, const char *path);

/* ---- The director's desk (SPEC §14) runs a command for a request: what it reports
 * and says goes into the request's sink, not to the terminal (report.c). */
typedef struct cli_report_sink {
    char said[4096];    /* what the command said it did, as it would print it */
    char message[2048]; /* its last problem, as FILE:LINE: problem would say it */
    char file[1024];    /* the file at fault, "" for none */
    long line;          /* its line, 0 for none */
    int problems;
} cli_report_sink;
void cli_report_into(cli_report_sink *sink);
cli_report_sink *cli_report_current(void);

#endif /* PAIRING_CLI_SUPPORT_H */
