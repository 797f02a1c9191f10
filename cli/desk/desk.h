/*
 * desk.h - the director's desk (pairing serve, SPEC §14): the event folder
 * served to a browser on the director's own machine.  The HTTP layer (serve.c,
 * on libmicrohttpd) turns a request into a desk_request and sends back the
 * desk_response that desk_answer makes; desk_answer admits the request
 * (guard.c), then does what it asks by running the tool's own commands over
 * the event's files (run.c, through cli_run), as the command line does.
 */
#ifndef PAIRING_CLI_DESK_H
#define PAIRING_CLI_DESK_H

#include "commands/commands.h"

#define DESK_MAX_BODY (16L * 1024 * 1024) /* SPEC §14: larger bodies get 413 */
#define DESK_TOKEN_BYTES 16               /* 128 random bits */

typedef struct desk {
    char dir[4096];   /* the event folder */
    char event[4200]; /* its event file */
    char token[2 * DESK_TOKEN_BYTES + 1];
    char password[64]; /* --lan: what a browser elsewhere logs in with */
    int lan;
    unsigned port;
    char origin[64]; /* http://127.0.0.1:PORT, the one origin let change things */
    /* a request under /api/stages/NAME[/groups/X]/: the stage (or section) of
     * an event in stages it is about, and the group; "" for the event itself */
    char stage[128];
    char group[16];
    /* what the answers speak: serve's --language (language_given), else the
     * event file's language =, else this, the locale's when the desk began */
    char language[3];
    int language_given;
} desk;

typedef struct desk_request {
    const char *method;
    const char *url;         /* the path, %-encoding undone by the server, no query */
    const char *query_token; /* ?token= of the first visit, or NULL */
    const char *host, *origin, *content_type, *cookie, *authorization, *if_match;
    const char *language; /* Accept-Language, or NULL */
    const char *body;
    size_t body_len;
    int too_large; /* the body ran over DESK_MAX_BODY */
    int remote;    /* from another machine (--lan) */
} desk_request;

typedef struct desk_response {
    int status;
    cli_buffer body;
    const char *content_type;
    char etag[40];
    char set_cookie[160];
    const char *location; /* a redirect's */
    char timing[48];      /* Server-Timing: the time the desk took */
} desk_response;

/* ---- answering (answer.c) ---- */
int desk_answer(const desk *d, const desk_request *rq, desk_response *rs);
void desk_response_free(desk_response *rs);
int desk_error(desk_response *rs, int status, const char *message);
int desk_error_at(desk_response *rs, int status, const char *message, const char *file,
                  long line);

/* ---- who may ask (guard.c) ---- */
int desk_admit(const desk *d, const desk_request *rq, desk_response *rs);
int desk_changes_state(const desk_request *rq);
int desk_json_body(const desk_request *rq);
int desk_file_body(const desk_request *rq);
int desk_same_secret(const char *given, size_t len, const char *secret);

/* ---- the event's files: their version, their history (folder.c) ---- */
typedef struct desk_file {
    char name[256];
    char kept[8700]; /* its version in history/, kept before a change; "" for none */
    char *data;
    size_t len;
} desk_file;
typedef struct desk_folder {
    desk_file *files;
    int count;
} desk_folder;
int desk_folder_read(const desk *d, desk_folder *f);
void desk_folder_free(desk_folder *f);
void desk_folder_version(const desk_folder *f, char *etag, size_t size);
int desk_folder_keep_versions(const desk *d, desk_folder *before);
void desk_folder_drop_unchanged(const desk_folder *before, const desk_folder *after);
void desk_folder_remove_temporaries(const desk *d);

/* ---- a command run for a request (run.c) ---- */
typedef struct desk_run {
    cli_options o;  /* the command's settings: the event file's, then the request's */
    cli_buffer out; /* what it printed */
    cli_report_sink sink;
    int status; /* its exit status */
} desk_run;
void desk_run_init(desk_run *r, const desk *d, const char *command);
int desk_run_command(desk_run *r);
void desk_run_free(desk_run *r);
int desk_run_answer(desk_run *r, desk_response *rs, int ok_status);
int desk_status_of_exit(int exit_status);
int desk_answer_command(const desk *d, const char *command, desk_response *rs);

/* ---- the API (api_event.c, api_players.c, api_rounds.c) ---- */
int desk_get_event(const desk *d, const desk_request *rq, desk_response *rs);
int desk_put_event(const desk *d, const desk_request *rq, desk_response *rs);
int desk_get_players(const desk *d, const desk_request *rq, desk_response *rs);
int desk_post_player(const desk *d, const desk_request *rq, desk_response *rs);
int desk_put_player(const desk *d, const desk_request *rq, desk_response *rs,
                    const char *id);
int desk_import_players(const desk *d, const desk_request *rq, desk_response *rs);
int desk_post_round(const desk *d, const desk_request *rq, desk_response *rs);
int desk_get_round(const desk *d, desk_response *rs, int round);
int desk_delete_round(const desk *d, desk_response *rs, int round);
int desk_put_board(const desk *d, const desk_request *rq, desk_response *rs, int round,
                   int board);
int desk_get_standings(const desk *d, desk_response *rs);
int desk_get_check(const desk *d, desk_response *rs, int round);
int desk_post_publish(const desk *d, const desk_request *rq, desk_response *rs);
int desk_printout(const desk *d, desk_response *rs, const char *what, int round);
int desk_login(const desk *d, const desk_request *rq, desk_response *rs);
/* api_relay.c: the relay (擂台赛) game by game */
int desk_get_relay(const desk *d, desk_response *rs);
int desk_post_relay_game(const desk *d, const desk_request *rq, desk_response *rs);
int desk_put_relay_game(const desk *d, const desk_request *rq, desk_response *rs,
                        int game);
int desk_delete_relay_game(const desk *d, desk_response *rs, int game);
int desk_page(const desk *d, const desk_request *rq, desk_response *rs);
int desk_login_page(const desk *d, desk_response *rs);
/* ini_edit.c: a key of the event file's [event] section set (NULL: commented out) */
int desk_ini_set(const cli_buffer *text, const char *section, const char *key,
                 const char *value, cli_buffer *out);

/* ---- the event as the API states it (state.c) ---- */
typedef struct desk_state {
    cli_event_file ef;
    const char *section; /* the event file's section the request is about */
    const char *system;  /* the event file's system, "" when not chosen */
    int paired;          /* the last round with a row in the results */
    int missing;         /* games of the results with no result yet */
    int in_progress;     /* the round with results missing, 0 for none */
    char *results_path;  /* the results file, NULL when the event names none */
    cli_results_file rf; /* the results file, read */
    int has_results;
    int team;         /* a team event (teams =): its commands are pairing team ... */
    int stages;       /* an event in stages: [stage NAME] and [section NAME] */
    int relay;        /* the relay (擂台赛): its results are games, not rounds */
    int scheveningen; /* a Scheveningen match: its rounds are its table's */
    /* a request about one group of a stage: for each row of the results,
     * whether it is another group's (the tables are numbered across them) */
    unsigned char *other_group;
} desk_state;
/* whether row i of the results is the request's: its group's, or any */
#define DESK_OURS(st, i) (!(st)->other_group || !(st)->other_group[i])
int desk_state_read(const desk *d, desk_state *st, desk_response *rs);
void desk_state_free(desk_state *st);
const char *desk_state_value(const desk_state *st, const char *key);
int desk_pairing_command(const desk_state *st, const char **command);
const char *desk_command_for(const desk_state *st, const char *command);
int desk_is_bye(const char *result);
/* api_scheveningen.c: the Scheveningen match round by round */
int desk_scheveningen_next_round(const desk *d, const desk_state *st, desk_response *rs);
int desk_scheveningen_result(const desk *d, const desk_state *st, int row,
                             const char *result, desk_response *rs);

/* ---- the built-in pages (assets.c, made from www/ by the Makefile) ---- */
typedef struct desk_asset {
    const char *path, *type;
    const unsigned char *data;
    size_t len;
} desk_asset;
const desk_asset *desk_asset_find(const char *path);

/* ---- pairing serve (serve.c) ---- */
int cli_serve(const cli_options *o);

#endif /* PAIRING_CLI_DESK_H */
