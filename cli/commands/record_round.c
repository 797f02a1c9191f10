/*
 * record_round.c - a paired round written down as it is paired (SPEC §8): `--record`
 * on swiss, knockout and roundrobin appends the games to the results file with
 * empty results, to be filled in by `pairing record` or from a filled-in CSV
 * pairing sheet.  The rows are prepared before the pairing is printed and
 * written after it, so that a refusal prints nothing and writes nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

int cli_record_open(const cli_options *o, cli_results_file *rf)
{
    memset(rf, 0, sizeof *rf);
    if (!o->results)
        return cli_fail(EXIT_USAGE,
                        _("--record needs the results file to write to (--results FILE, "
                          "or results = in the event file)"));
    return cli_open_results_file(o, o->results, rf);
}

/* A game row already there: the round and the two players, either way round. */
static int has_game(const cli_results_file *rf, int round, const char *a, const char *b)
{
    for (int i = 0; i < rf->nrows; i++) {
        const char *first = cli_results_field(rf, i, CLI_RF_FIRST);
        const char *second = cli_results_field(rf, i, CLI_RF_SECOND);
        if (rf->rows[i].round == round && ((!strcmp(first, a) && !strcmp(second, b)) ||
                                           (!strcmp(first, b) && !strcmp(second, a))))
            return 1;
    }
    return 0;
}

/* Not a bye asked for: those are written before the round is paired. */
static int is_played_row(const cli_results_file *rf, int row)
{
    pairing_outcome outcome;
    return cli_result_outcome(cli_results_field(rf, row, CLI_RF_RESULT), &outcome) ||
           (outcome != PAIRING_HALF_BYE && outcome != PAIRING_ZERO_BYE);
}

/* A row of the round already there, for a player of the event: one group of a
 * stage played in groups (SPEC §11) shares its results file with the others,
 * whose rows of the round are theirs. */
static int refuse_recorded(const cli_results_file *rf, const pairing_event *ev, int round)
{
    int row = -1;
    for (int i = 0; i < rf->nrows && row < 0; i++)
        if (rf->rows[i].round == round &&
            pairing_event_find(ev, cli_results_field(rf, i, CLI_RF_FIRST)) >= 0 &&
            is_played_row(rf, i))
            row = i;
    if (row < 0)
        return EXIT_OK;
    return cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                       _("round %d is already in the file, recorded before; nothing was "
                         "written (pairing record fills its results in)"),
                       round);
}

static int add_game(cli_results_file *rf, const pairing_event *ev, int round, int board,
                    int first, int second)
{
    cli_results_line line = {round,
                             board,
                             pairing_event_id(ev, first),
                             second >= 0 ? pairing_event_id(ev, second) : "",
                             "",
                             NULL,
                             NULL,
                             NULL,
                             0};
    return cli_results_append(rf, &line);
}

int cli_record_swiss(cli_results_file *rf, const pairing_event *ev,
                     const pairing_round *r)
{
    int round = pairing_round_number(r);
    int status = refuse_recorded(rf, ev, round);
    for (int i = 0; i < pairing_round_games(r) && !status; i++) {
        pairing_game g = pairing_round_game(r, i);
        status = add_game(rf, ev, round, g.board, g.first, g.second);
    }
    /* the pairing's byes, filled in: they score as the event says */
    for (int i = 0; i < pairing_round_byes(r) && !status; i++) {
        cli_results_line line = {round,
                                 0,
                                 pairing_event_id(ev, pairing_round_bye(r, i)),
                                 "",
                                 pairing_outcome_token(PAIRING_BYE),
                                 NULL,
                                 NULL,
                                 NULL,
                                 0};
        status = cli_results_append(rf, &line);
    }
    return status;
}

/* The matches whose two players are known and that have no row yet; a walkover
 * (a bye of the draw) has nothing to play and is not written. */
int cli_record_knockout(cli_results_file *rf, const pairing_event *ev,
                        const pairing_knockout *k)
{
    int added = 0, status = EXIT_OK;
    for (int round = 1; round <= pairing_knockout_rounds(k) && !status; round++)
        for (int i = 0; i < pairing_knockout_matches(k, round) && !status; i++) {
            pairing_match m = pairing_knockout_match(k, round, i);
            if (m.state != PAIRING_MATCH_READY ||
                has_game(rf, round, pairing_event_id(ev, m.first),
                         pairing_event_id(ev, m.second)))
                continue;
            status = add_game(rf, ev, round, m.number, m.first, m.second);
            added++;
        }
    if (!status && !added)
        return cli_fail_at(EXIT_DATA, rf->path, 0,
                           _("no match is ready to record: every match whose players are "
                             "known is in the file already; nothing was written"));
    return status;
}

/* A round robin's schedule, players' or teams', is recorded once, into an
 * empty results file. */
int cli_record_schedule_into_empty(const cli_results_file *rf)
{
    if (rf->nrows)
        return cli_fail_at(
            EXIT_DATA, rf->path, rf->rows[0].line,
            _("the file already holds results; a round robin's schedule is "
              "recorded once, into an empty results file; nothing was "
              "written"));
    return EXIT_OK;
}

/* The whole schedule; the empty seat of an odd field is no game and scores
 * nothing, so it has no row. */
int cli_record_schedule(cli_results_file *rf, const pairing_event *ev,
                        const pairing_schedule *s)
{
    int status = cli_record_schedule_into_empty(rf);
    for (int round = 1; round <= pairing_schedule_rounds(s) && !status; round++) {
        const pairing_round *r = pairing_schedule_round(s, round);
        for (int i = 0; i < pairing_round_games(r) && !status; i++) {
            pairing_game g = pairing_round_game(r, i);
            status = add_game(rf, ev, round, g.board, g.first, g.second);
        }
    }
    return status;
}

/* What a result recorded leaves of its round (pairing record's last line). */
void cli_print_results_to_come(int round, int open)
{
    if (open)
        cli_say(ngettext("round %d: %d result still to come\n",
                         "round %d: %d results still to come\n", (unsigned long)open),
                round, open);
    else
        cli_say(_("round %d is complete\n"), round);
}

/* The rows go in after the pairing is out; `what` says what they were (a noun
 * phrase in the language chosen), `how` how their results are entered. */
int cli_record_save(const cli_results_file *rf, const char *what, const char *how)
{
    int status = cli_results_save(rf);
    if (status)
        return cli_fail(status, _("%s printed but not recorded in %s"), what, rf->path);
    cli_note(rf->path, _("%s recorded, the results to be filled in (%s)"), what, _(how));
    return EXIT_OK;
}
