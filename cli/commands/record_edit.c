/*
 * record_edit.c - what `pairing record` does the same for players and teams
 * (SPEC §8): the words ROUND [BOARD] RESULT read, a result already there kept
 * or replaced, the director told of rounds paired before a change, and an
 * individual event read back with the change (record.c, record_bye.c).
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

typedef struct request {
    int round, board; /* board 0: found by --player */
    pairing_outcome outcome;
} request;

static int parse_words(const cli_options *o, request *rq)
{
    int want = o->player ? 2 : 3;
    if (o->nwords != want)
        return cli_fail(EXIT_USAGE,
                        o->player
                            ? _("record --player ID takes ROUND RESULT")
                            : _("record takes ROUND BOARD RESULT (or --sheet FILE)"));
    long round, board = 0;
    if (cli_parse_uint(o->words[0], PAIRING_MAX_ROUNDS, &round) || round < 1)
        return cli_fail(EXIT_USAGE, _("record: ROUND is a round number, not '%s'"),
                        o->words[0]);
    if (!o->player && (cli_parse_uint(o->words[1], 1000000, &board) || board < 1))
        return cli_fail(EXIT_USAGE, _("record: BOARD is a board number, not '%s'"),
                        o->words[1]);
    const char *token = o->words[want - 1];
    int asked_bye_allowed = o->player && !o->teams;
    if (cli_result_outcome(token, &rq->outcome) || rq->outcome == PAIRING_PENDING ||
        rq->outcome == PAIRING_BYE || (rq->outcome >= PAIRING_BYE && !asked_bye_allowed))
        return cli_fail(
            EXIT_USAGE,
            asked_bye_allowed
                ? _("record: '%s' is neither a game's result (1-0, 0-1, =, +-, "
                    "-+, --, 先胜, 后胜 or 和, from the first player's side) "
                    "nor a bye the player asked for (half-bye, zero-bye)")
                : _("record: '%s' is not a game's result (1-0, 0-1, =, +-, -+, "
                    "--, 先胜, 后胜 or 和, from the first player's side)"),
            token);
    rq->round = (int)round;
    rq->board = (int)board;
    return EXIT_OK;
}

/* ROUND [BOARD] RESULT as the command line gives them (BOARD 0 with --player). */
int cli_record_words(const cli_options *o, int *round, int *board,
                     pairing_outcome *outcome)
{
    request rq = {0, 0, PAIRING_PENDING};
    int status = parse_words(o, &rq);
    *round = rq.round;
    *board = rq.board;
    *outcome = rq.outcome;
    return status;
}

/* A result already there: the same again changes nothing, another needs
 * --replace.  A winner named where none was is no change of the result: it goes
 * in without --replace.  1: leave the row as it is. */
int cli_record_keep(const cli_options *o, const cli_results_file *rf, int row,
                    pairing_outcome outcome, const char *winner, int *status)
{
    const char *now = cli_results_field(rf, row, CLI_RF_RESULT);
    const char *had_winner = cli_results_field(rf, row, CLI_RF_WINNER);
    pairing_outcome had;
    *status = EXIT_OK;
    if (!*now || (!cli_result_outcome(now, &had) && had == PAIRING_PENDING))
        return 0;
    int same_result = !cli_result_outcome(now, &had) && had == outcome;
    if (same_result && (!winner || !*winner || !strcmp(winner, had_winner)))
        return 1;
    if ((same_result && !*had_winner) || o->replace)
        return 0;
    long line = rf->rows[row].line;
    int round = rf->rows[row].round;
    *status = *had_winner
                  ? cli_fail_at(EXIT_DATA, rf->path, line,
                                _("round %d already has the result '%s', winner %s "
                                  "here (--replace changes it); nothing was written"),
                                round, now, had_winner)
                  : cli_fail_at(EXIT_DATA, rf->path, line,
                                _("round %d already has the result '%s' here "
                                  "(--replace changes it); nothing was written"),
                                round, now);
    return 1;
}

/* A result changed after later rounds were paired: they stand as paired, on
 * the scores before the change, and the director is told so. */
void cli_record_note_later(const cli_results_file *rf, int round)
{
    int last = round;
    for (int i = 0; i < rf->nrows; i++)
        if (rf->rows[i].round > last)
            last = rf->rows[i].round;
    if (last == round + 1)
        cli_note(rf->path,
                 _("round %d was paired before this change, on the scores "
                   "before it; it stands as paired"),
                 last);
    else if (last > round + 1)
        cli_note(rf->path,
                 _("rounds %d-%d were paired before this change, on the scores "
                   "before it; they stand as paired"),
                 round + 1, last);
}

/* The rounds of a Qiu or Swiss event (the Qiu system's count from the field
 * unless rounds = N says otherwise); 0 for a system whose rounds the results
 * alone decide. */
int cli_record_event_rounds(const cli_options *o, const pairing_event *ev)
{
    pairing_system system = pairing_event_system(ev);
    int rounds = 0;
    if (system != PAIRING_SYSTEM_QIU && system != PAIRING_SYSTEM_SWISS)
        return 0;
    if (system == PAIRING_SYSTEM_QIU)
        rounds = pairing_qiu_rounds(pairing_event_entrants(ev));
    cli_parse_rounds(o, &rounds);
    return rounds;
}

/* The event read back with the change must be valid, a knockout's results must
 * follow its draw: else the file is not touched.  The event is kept, to name
 * the players. */
int cli_record_validate(const cli_options *o, const cli_results_file *rf,
                        pairing_event **ev)
{
    pairing_system system;
    *ev = NULL;
    int status = cli_record_system(o, &system);
    if (!status)
        status = cli_load_stage_event(o, system, 1, &rf->text, ev);
    if (!status && system == PAIRING_SYSTEM_KNOCKOUT) {
        pairing_knockout_options ko;
        cli_knockout_view view = {0};
        pairing_error err;
        pairing_knockout *k = NULL;
        status = cli_read_knockout_options(o, &ko, &view);
        if (!status && !(k = pairing_knockout_new(*ev, &ko, &err)))
            status = cli_knockout_failed(o, &err);
        pairing_knockout_free(k);
    }
    if (status) {
        pairing_event_free(*ev);
        *ev = NULL;
    }
    return status;
}

/* The event's system, which the results written are checked against. */
int cli_record_system(const cli_options *o, pairing_system *system)
{
    if (!o->system)
        return cli_fail(EXIT_USAGE,
                        _("record needs --system (or an event file that names it), to "
                          "check the results it writes"));
    if (pairing_system_parse(o->system, system))
        return cli_bad_setting(
            o, "system", _("roundrobin, knockout, qiu or swiss, not '%s'"), o->system);
    return EXIT_OK;
}
