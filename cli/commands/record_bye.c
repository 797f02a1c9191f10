/*
 * record_bye.c - `pairing record ROUND half-bye|zero-bye --player ID`: a bye
 * the player asked for (SPEC §1, §12), written as its row before the round is
 * paired, for the round to pair or any later round of the event.  The pairing
 * then leaves him out of that round (SPEC §12: the round to pair is the one
 * after the last with a game, so rows written ahead do not make it one).
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"

static int is_asked_bye(pairing_outcome outcome)
{
    return outcome == PAIRING_HALF_BYE || outcome == PAIRING_ZERO_BYE;
}

static int row_is_game(const cli_results_file *rf, int row)
{
    return *cli_results_field(rf, row, CLI_RF_SECOND) != 0;
}

/* The player's row of the round, -1 if none; *paired: the round has a game. */
static int player_row(const cli_results_file *rf, int round, const char *id, int *paired)
{
    int found = -1;
    *paired = 0;
    for (int i = 0; i < rf->nrows; i++) {
        if (rf->rows[i].round != round)
            continue;
        *paired |= row_is_game(rf, i);
        if (!strcmp(cli_results_field(rf, i, CLI_RF_FIRST), id) ||
            (row_is_game(rf, i) && !strcmp(cli_results_field(rf, i, CLI_RF_SECOND), id)))
            found = i;
    }
    return found;
}

/* A row the player has already: a game or the pairing's bye cannot become a
 * bye he asked for; his asked bye is kept, or changed with --replace. */
static int existing_row(const cli_options *o, const cli_results_file *rf, int row,
                        pairing_outcome outcome, int *status)
{
    pairing_outcome had = PAIRING_PENDING;
    cli_result_outcome(cli_results_field(rf, row, CLI_RF_RESULT), &had);
    int round = rf->rows[row].round;
    if (row_is_game(rf, row))
        *status =
            cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                        _("'%s' is paired in round %d: a bye he asks for is written "
                          "before the round is paired (a game he does not play is a "
                          "forfeit, +- or -+)"),
                        o->player, round);
    else if (!is_asked_bye(had))
        *status =
            cli_fail_at(EXIT_DATA, rf->path, rf->rows[row].line,
                        _("'%s' has the pairing's bye in round %d: it cannot become "
                          "a bye he asked for"),
                        o->player, round);
    else
        return cli_record_keep(o, rf, row, outcome, NULL, status);
    return 1;
}

static void say_asked_bye(const cli_results_file *rf, const pairing_event *ev,
                          const char *id, int round, pairing_outcome outcome)
{
    char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
    cli_player_label(ev, pairing_event_find(ev, id), label, sizeof label);
    cli_say(outcome == PAIRING_HALF_BYE
                ? "%s: round %d: %s has the half-bye he asked for (scored as a draw)\n"
                : "%s: round %d: %s has the zero-bye he asked for (no points)\n",
            rf->path, round, label);
}

int cli_record_asked_bye(const cli_options *o, cli_results_file *rf, int round,
                         pairing_outcome outcome)
{
    int paired, status = EXIT_OK;
    int row = player_row(rf, round, o->player, &paired);
    if (row >= 0 && existing_row(o, rf, row, outcome, &status)) {
        if (!status)
            cli_say("%s: round %d: '%s' already has %s: nothing to change\n", rf->path,
                    round, o->player, pairing_outcome_token(outcome));
        return status;
    }
    if (row < 0 && paired)
        return cli_fail_at(EXIT_DATA, rf->path,
                           rf->rows[cli_results_round_row(rf, round)].line,
                           _("round %d is paired already: a bye asked for is written "
                             "before its round is paired"),
                           round);
    if (row >= 0) {
        status = cli_results_fill(rf, row, pairing_outcome_token(outcome), NULL);
    } else {
        cli_results_line line = {
            round, 0, o->player, "", pairing_outcome_token(outcome), NULL, NULL, NULL, 0};
        status = cli_results_append(rf, &line);
    }
    pairing_event *ev = NULL;
    if (!status)
        status = cli_record_validate(o, rf, &ev);
    if (!status)
        status = cli_results_save(rf);
    if (!status)
        say_asked_bye(rf, ev, o->player, round, outcome);
    pairing_event_free(ev);
    return status;
}
