/*
 * commands.h - the commands of the pairing tool, one file each, and the set-up
 * they share (load.c).
 */
#ifndef PAIRING_CLI_COMMANDS_H
#define PAIRING_CLI_COMMANDS_H

#include "formats/formats.h"

/* ---- commands (one file each) ---- */
int cli_roundrobin(const cli_options *o);
int cli_knockout(const cli_options *o);
int cli_read_knockout_options(const cli_options *o, pairing_knockout_options *ko,
                              cli_knockout_view *view);
int cli_knockout_failed(const cli_options *o, const pairing_error *err);
int cli_swiss(const cli_options *o);
/* The FIDE Dutch system (dutch.c, SPEC §15): its options, and its round. */
int cli_read_dutch_options(const cli_options *o, pairing_swiss_options *so);
/* A Swiss round written as --format asks (json, text, csv, html); NULL for
 * another format. */
typedef int (*cli_round_writer)(cli_buffer *, const cli_context *, const pairing_event *,
                                const pairing_round *);
cli_round_writer cli_swiss_writer(const char *format);
int cli_swiss_dutch(const cli_options *o, const pairing_swiss_options *so);
int cli_check_dutch(const cli_options *o, const pairing_swiss_options *so,
                    const char *format);
int cli_load_dutch_standings(const cli_options *o, pairing_event **ev);
int cli_dutch_settings_complete(const cli_options *o, const pairing_swiss_options *so);
int cli_apply_baku(const cli_options *o, pairing_event *ev, int rounds, int given,
                   int by_file);
void cli_dutch_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                       const pairing_swiss_options *so);
/* pairing generate (generate.c): a random Dutch tournament as TRF */
int cli_generate(const cli_options *o);
/* --points and --bye-points into the event (load.c) */
int cli_apply_points(pairing_event *ev, const cli_options *o);
int cli_check(const cli_options *o);
int cli_read_swiss_options(const cli_options *o, pairing_system *system,
                           pairing_swiss_options *so);
void cli_swiss_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                       pairing_system system, const pairing_swiss_options *so);
int cli_standings(const cli_options *o);
int cli_convert(const cli_options *o);
int cli_players(const cli_options *o);

/* ---- --record: the paired round written into the results file (record_round.c) ---- */
int cli_record_open(const cli_options *o, cli_results_file *rf);
int cli_record_swiss(cli_results_file *rf, const pairing_event *ev,
                     const pairing_round *r);
int cli_record_knockout(cli_results_file *rf, const pairing_event *ev,
                        const pairing_knockout *k);
int cli_record_schedule_into_empty(const cli_results_file *rf);
int cli_record_schedule(cli_results_file *rf, const pairing_event *ev,
                        const pairing_schedule *s);
int cli_record_save(const cli_results_file *rf, const char *what, const char *how);
void cli_print_results_to_come(int round, int open);
#define CLI_RECORD_BY_COMMAND "pairing record"
/* a team event's results: a game by one of its players, a sheet, or by hand */
#define CLI_RECORD_BY_HAND                                                               \
    N_("pairing record ROUND RESULT --player ID, --sheet SHEET.csv, or the result "      \
       "column of each board's row")

/* ---- pairing help (help.c): a command's manual page, or its usage; usage is
 * the parts of the usage --help prints, NULL-terminated, the options every
 * command takes last ---- */
int cli_help(int nwords, char **words, const char *const *usage);

/* ---- pairing init (init.c), pairing record (record.c) ---- */
int cli_init(const cli_options *o);
int cli_record(const cli_options *o);

/* ---- team events (team.c; team_load.c: the event from its files) ---- */
int cli_team_swiss(const cli_options *o);
int cli_team_roundrobin(const cli_options *o);
int cli_team_standings(const cli_options *o);
int cli_team_check(const cli_options *o);
int cli_team_knockout(const cli_options *o);
int cli_team_scheveningen(const cli_options *o);
/* The two teams and the table of a Scheveningen with its results read, as team
 * scheveningen reads them, and its settings line (for the site, SPEC §13). */
int cli_scheveningen_load(const cli_options *o, pairing_team_event **ev,
                          pairing_scheveningen **s);
void cli_scheveningen_context(cli_context *cx, const cli_options *o,
                              const pairing_team_event *ev);
/* team_individual.c: teams ranked from an individual event (队员总分制) */
int cli_team_individual(const cli_options *o);
/* the relay (擂台赛, relay.c) */
int cli_relay(const cli_options *o);
/* The relay's teams and the games of its results played, as pairing relay
 * reads them, and its settings line (for the site, SPEC §13). */
int cli_relay_load(const cli_options *o, pairing_team_event **ev, pairing_relay **relay);
void cli_relay_context(cli_context *cx, const cli_options *o,
                       const pairing_team_event *ev, const pairing_relay *relay);
/* pairing groups (groups.c): the entrants split into groups (SPEC §11) */
int cli_groups(const cli_options *o);

/* record_team.c: a team round written down as it is paired */
/* pairing record's pieces a team event shares (record_edit.c), and its own
 * (record_team_result.c) */
int cli_record_words(const cli_options *o, int *round, int *board,
                     pairing_outcome *outcome);
int cli_record_keep(const cli_options *o, const cli_results_file *rf, int row,
                    pairing_outcome outcome, const char *winner, int *status);
void cli_record_note_later(const cli_results_file *rf, int round);
int cli_record_system(const cli_options *o, pairing_system *system);
int cli_record_event_rounds(const cli_options *o, const pairing_event *ev);
int cli_record_validate(const cli_options *o, const cli_results_file *rf,
                        pairing_event **ev);
int cli_record_asked_bye(const cli_options *o, cli_results_file *rf, int round,
                         pairing_outcome outcome);
int cli_record_team_results(const cli_options *o, cli_results_file *rf);
int cli_record_team_round(cli_results_file *rf, const pairing_team_event *ev,
                          const pairing_round *r, const pairing_team_round *tr);
int cli_record_team_matches(cli_results_file *rf, const pairing_team_event *ev,
                            const pairing_round *r, const pairing_team_round *tr);
int cli_record_team_schedule(cli_results_file *rf, const pairing_team_event *ev,
                             const pairing_schedule *s);

/* knockout.c, for the team knockout too */
typedef int (*knockout_writer)(cli_buffer *, const cli_knockout_view *);
knockout_writer cli_knockout_writer(const char *format);
int cli_knockout_places(cli_knockout_view *view, const cli_sources *files,
                        pairing_standings **places);
void cli_knockout_context(cli_context *cx, const cli_options *o,
                          const cli_knockout_view *view,
                          const pairing_knockout_options *ko);
int cli_write_report(const cli_options *o, const cli_context *cx,
                     const pairing_report *rep, pairing_system system,
                     const char *format);

/* standings.c, for the team standings too */
int cli_read_standings_options(const cli_options *o, pairing_system *system,
                               pairing_standings_options *so);
void cli_standings_context(cli_context *cx, const cli_options *o, const pairing_event *ev,
                           const pairing_standings *st,
                           const pairing_standings_options *so);
int cli_standings_error(const cli_options *o, const pairing_error *err,
                        const cli_sources *files);
int cli_rank_event(const cli_options *o, pairing_event **ev, pairing_standings **st,
                   pairing_standings_options *so);
/* team.c: a team event's own settings, stated beside the system's */
void cli_team_context(cli_context *cx, const pairing_team_event *ev);
int cli_load_team_event(const cli_options *o, pairing_system system, int need_results,
                        pairing_team_event **out);
int cli_load_team_event_with(const cli_options *o, pairing_system system,
                             int need_results, const cli_buffer *results,
                             pairing_team_event **out);

/* ---- events in stages (stage.c, SPEC §11) ---- */
int cli_stage_group_count(const cli_options *o, int *groups);
int cli_stage_in_groups(const cli_options *o);
int cli_stage_group_event(const cli_options *o, pairing_event *full, pairing_event **out);
int cli_stage_first_board(const cli_options *o, int *first_board);
int cli_stage_finished(const cli_options *o, const pairing_event *ev,
                       pairing_system system);
int cli_stage_options(const cli_options *o, const char *stage, cli_event_file *ef,
                      cli_options *out);
int cli_load_qualified(const cli_options *o, pairing_system system, pairing_event **out,
                       cli_qualified *qd);
int cli_load_qualified_with(const cli_options *o, pairing_system system,
                            const cli_buffer *results, pairing_event **out,
                            cli_qualified *qd);
void cli_qualified_free(cli_qualified *qd);
int cli_load_stage_event(const cli_options *o, pairing_system system, int need_results,
                         const cli_buffer *results, pairing_event **out);
/* overall.c: the overall ranking (总排名) */
int cli_overall(const cli_options *o);
int cli_overall_places(const cli_options *o, pairing_event **all, int **places);

/* ---- the event file's settings, merged with the command line's (event.c) ---- */
int cli_use_event_file(cli_options *o, cli_event_file *ef);
/* run.c: a command over its settings, the event file read in first */
int cli_run(cli_options *o);
int cli_apply_event_file(cli_options *o, cli_event_file *ef);
/* from, advance, settled: the keys of a stage drawn from another alone */
int cli_event_is_stage_key(const char *key);
const cli_event_entry *cli_event_setting(const cli_options *o, const cli_event_file *ef,
                                         const char *key);

/* ---- the set-up they share: the event from the files (load.c) ---- */
int cli_load_event(const cli_options *o, pairing_system system, int need_results,
                   pairing_event **out);
int cli_load_event_with(const cli_options *o, pairing_system system, int need_results,
                        const cli_buffer *results, pairing_event **out);
int cli_parse_rounds(const cli_options *o, int *rounds);
int cli_group_option(const cli_options *o, char *letter);
void cli_context_group(cli_context *cx, const cli_options *o);
int cli_parse_point_list(const char *text, int p[3]);
int cli_self_check(const pairing_event *ev, const pairing_swiss_options *so,
                   const pairing_round *r, const cli_sources *files);
int cli_open_results_file(const cli_options *o, const char *path, cli_results_file *rf);
int cli_results_cut_after_round(const cli_options *o, cli_buffer *text);

#endif /* PAIRING_CLI_COMMANDS_H */
