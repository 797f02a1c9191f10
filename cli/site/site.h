/*
 * site.h - the players' site (SPEC §13): the event as a folder of pages that
 * link to each other, built in memory from the same page writers as the
 * printouts, then written where their bytes changed.
 */
#ifndef PAIRING_CLI_SITE_H
#define PAIRING_CLI_SITE_H

#include "commands/commands.h"

/* pairing publish (publish.c) */
int cli_publish(const cli_options *o);

/* One file of the site: its path from the folder's top, and its bytes, or
 * `same`: the folder has these bytes already, and they were let go. */
typedef struct cli_site_file {
    char path[64];
    cli_buffer body;
    int same;
} cli_site_file;

typedef struct cli_site {
    cli_site_file *files;
    int count, cap;
    char prefix[32]; /* the folder the next files go in: "" or "stage-1-A/" */
    /* the folder the site goes to: each file made is compared with the one
     * there as soon as it is whole (files before `settled` are), so that only
     * the changed ones are held in memory till the end */
    const char *dir;
    int settled;
} cli_site;

/* A new file of the site, its path made as printf makes it; NULL when out of
 * memory (reported).  The buffer is the file's until the next cli_site_add. */
cli_buffer *cli_site_add(cli_site *s, const char *fmt, ...) CLI_PRINTF(2, 3);
void cli_site_free(cli_site *s);

/* A command run for the site (capture.c): what it prints into `into`, or kept
 * as the site's page `path` (its html); round and after are its --round and
 * --after-round, or NULL. */
int cli_site_run(const cli_options *base, int (*command)(const cli_options *),
                 const char *name, const char *format, const char *round,
                 const char *after, const cli_site_nav *nav, cli_buffer *into);
int cli_site_capture(cli_site *s, const cli_options *base,
                     int (*command)(const cli_options *), const char *name,
                     const char *round, const char *after, const cli_site_nav *nav,
                     const char *path);

/* The site written into its folder, s->dir (files.c): only the files whose
 * bytes differ, each replaced at once (*changed counts them); the folder must
 * be empty or a site publish wrote. */
int cli_site_write(cli_site *s, int *changed);
/* Refused before anything is built: a folder publish cannot write into. */
int cli_site_check_folder(const char *dir);

/* ---- what the pages of an individual event share (event.c) ---- */

/* One game or bye of a round, as the results record it. */
typedef struct cli_site_game {
    int board;         /* 0 for a bye */
    int first, second; /* entrant indexes; second -1 for a bye */
    pairing_outcome outcome;
} cli_site_game;

typedef struct cli_site_round {
    int number;
    cli_site_game *games;
    int ngames, cap;
    int *game_of;          /* entrant index -> his game or bye in games, or -1 */
    int pending;           /* games without a result yet: the round is in progress */
    pairing_round *paired; /* the Swiss round as it was paired, or NULL */
    pairing_event *before; /* the event as it stood when it was paired, or NULL */
} cli_site_round;

typedef struct cli_site_event {
    const cli_options *o;
    pairing_system system;
    pairing_event *ev; /* every result */
    cli_context cx;    /* the settings of the ranking */
    cli_site_round *rounds;
    int nrounds;
    int finished;              /* rounds with every result in */
    pairing_standings **after; /* the standings after rounds 1..finished */
    pairing_standings_options so;
    pairing_swiss_options swiss;
    pairing_knockout *knockout; /* a knockout's draw, or NULL */
    pairing_knockout_options ko;
    cli_knockout_view kview;   /* the bracket as the knockout command shows it */
    pairing_standings *places; /* a knockout's places once played out, or NULL */
} cli_site_event;

int cli_site_event_load(cli_site_event *se, const cli_options *o);
void cli_site_event_free(cli_site_event *se);
/* The round and board a player played in round k, or NULL. */
const cli_site_game *cli_site_game_of(const cli_site_event *se, int round, int player);

/* ---- the pages (pages.c, player.c, search.c, event_json.c) ---- */
/* up: for a stage's own site, the whole event's index from its top, else NULL */
int cli_site_pages(cli_site *s, cli_site_event *se, const char *up);
/* players.js (search.c): its head, then the entries of each event's entrants
 * whose pages are in folder; *count runs on. */
#define CLI_SITE_INDEX_HEAD                                                              \
    "/* pairing publish: the players the search box finds: name, id, club, number, "     \
    "page */\nwindow.PAIRING_PLAYERS = [\n"
void cli_site_index_event(cli_buffer *out, const pairing_event *ev, const char *folder,
                          int *count);
/* The entrants in the order of their names (player.c), to free; NULL when out
 * of memory (reported). */
int *cli_site_by_name(const pairing_event *ev);
/* The site's index, opened under the system's title or another (the
 * relay's, a Scheveningen's); NULL when out of memory (reported). */
cli_buffer *cli_site_open_index(cli_site *s, const cli_context *cx, pairing_system system,
                                const char *style);
cli_buffer *cli_site_open_titled_index(cli_site *s, const cli_context *cx,
                                       const char *system_title, const char *style);
void cli_site_standings_list(cli_buffer *out, int finished, const char *heading);
/* Has every round of the event been played, or its bracket played out? */
int cli_site_event_over(const cli_site_event *se);

/* ---- team events (teams/): a team event (team_event.c), the relay
 * (relay.c), a Scheveningen match (scheveningen.c) ---- */
int cli_site_team_event(cli_site *s, const cli_options *o);
int cli_site_relay(cli_site *s, const cli_options *o);
int cli_site_scheveningen(cli_site *s, const cli_options *o);
/* What the three share (members.c): the style of their pages; the teams on
 * the index, and its last links (players, event.json) closing it; a team's
 * page and a member's opened with who they are (NULL when out of memory); every
 * member by name; the search over members and teams; event.json opened
 * with the system, settings, teams and members; a command's JSON under key. */
extern const char cli_site_team_style[];
void cli_site_team_list(cli_buffer *out, const cli_context *cx,
                        const pairing_team_event *ev);
void cli_site_index_close(cli_buffer *out);
/* A page closed, after its legend if any (a table's words explained). */
int cli_site_page_end(cli_buffer *out, const char *legend);
/* The index's link to the match's own page under heading, the teams, closed. */
void cli_site_index_tail(cli_buffer *out, const cli_context *cx,
                         const pairing_team_event *ev, const char *heading,
                         const char *page, const char *text);
cli_buffer *cli_site_open_team(cli_site *s, const cli_context *cx,
                               const pairing_team_event *ev, int team);
cli_buffer *cli_site_open_member(cli_site *s, const cli_context *cx,
                                 const pairing_team_event *ev, int member);
int cli_site_members_page(cli_site *s, const cli_context *cx,
                          const pairing_team_event *ev);
int cli_site_team_search(cli_site *s, const pairing_team_event *ev);
void cli_site_team_json_open(cli_json *j, const char *system, const cli_context *cx,
                             const pairing_team_event *ev);
int cli_site_run_json(cli_json *j, const char *key, const cli_options *o,
                      int (*command)(const cli_options *), const char *name,
                      const char *after);
/* A match of its own kind, the relay or a Scheveningen: its command's page
 * (page, as name prints it in HTML; its JSON in event.json under system),
 * and the kind's index, team and member pages, given data. */
typedef struct cli_site_team_kind {
    const cli_options *o;
    const pairing_team_event *ev;
    const cli_context *cx; /* the settings line, as the command has it */
    int (*command)(const cli_options *);
    const char *name, *page, *system;
    const void *data;
    int (*index)(cli_site *s, const void *data, const cli_context *cx);
    int (*team)(cli_site *s, const void *data, const cli_context *cx, int team);
    int (*member)(cli_site *s, const void *data, const cli_context *cx, int member);
} cli_site_team_kind;
int cli_site_team_kind_pages(cli_site *s, const cli_site_team_kind *k);

/* ---- an event in stages (stages.c): a site of its own for each stage and
 * group, under the whole event's index and the overall ranking ---- */
int cli_site_stages(cli_site *s, const cli_options *o, const cli_event_file *ef);
int cli_site_player_pages(cli_site *s, const cli_site_event *se, cli_site_nav *nav);
int cli_site_players_page(cli_site *s, const cli_site_event *se, cli_site_nav *nav);
int cli_site_search_files(cli_site *s, const cli_site_event *se);
int cli_site_search_script(cli_site *s);
int cli_site_search_index(cli_site *s, const pairing_event *const *events,
                          const char *const *folders, int count);
int cli_site_event_json(cli_site *s, const cli_site_event *se);
/* A result in words from one side, the player's: win, loss, draw, bye ... */
const char *cli_site_result_for(pairing_outcome outcome, int first);

#endif /* PAIRING_CLI_SITE_H */
