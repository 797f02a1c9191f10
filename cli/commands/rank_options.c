/*
 * rank_options.c - how a ranking is asked for (SPEC §6, §8): the system, the
 * tiebreaks, the unplayed-games and withdrawal policies, the round ranked
 * after; and a refused ranking reported against the setting at fault.  Every
 * command that ranks reads them here: standings, the team commands, and the
 * stages that go on from an earlier stage's standings.
 */
#include <string.h>

#include "commands/commands.h"

static int parse_unplayed(const char *word, pairing_unplayed *policy)
{
    static const struct {
        const char *name;
        pairing_unplayed policy;
    } policies[] = {{"fide2023", PAIRING_UNPLAYED_FIDE2023},
                    {"fide2026", PAIRING_UNPLAYED_FIDE2026},
                    {"fide2009", PAIRING_UNPLAYED_FIDE2009}};
    for (size_t i = 0; i < sizeof policies / sizeof policies[0]; i++)
        if (strcmp(word, policies[i].name) == 0) {
            *policy = policies[i].policy;
            return 0;
        }
    return -1;
}

int cli_read_standings_options(const cli_options *o, pairing_system *system,
                               pairing_standings_options *so)
{
    pairing_standings_defaults(so);
    if (!o->system)
        return cli_fail(EXIT_USAGE, _("%s needs --system roundrobin|qiu|swiss|knockout"),
                        o->command);
    if (pairing_system_parse(o->system, system))
        return cli_bad_setting(
            o, "system", _("roundrobin, qiu, swiss or knockout, not '%s'"), o->system);
    int status = cli_parse_rounds(o, &so->rounds);
    if (status)
        return status;
    so->tiebreaks = o->tiebreaks;
    so->cycles = o->is_double ? 2 : 1;
    if (o->withdrawal && strcmp(o->withdrawal, "annul-under-half") == 0)
        so->withdrawal = PAIRING_WITHDRAWAL_ANNUL_UNDER_HALF;
    else if (o->withdrawal && strcmp(o->withdrawal, "keep") == 0)
        so->withdrawal = PAIRING_WITHDRAWAL_KEEP;
    else if (o->withdrawal)
        return cli_bad_setting(o, "withdrawal", _("annul-under-half or keep, not '%s'"),
                               o->withdrawal);
    if (o->unplayed && parse_unplayed(o->unplayed, &so->unplayed))
        return cli_bad_setting(
            o, "unplayed", _("fide2023, fide2026 or fide2009, not '%s'"), o->unplayed);
    long round = 0;
    if (o->after_round &&
        (cli_parse_uint(o->after_round, PAIRING_MAX_ROUNDS, &round) || round < 1))
        return cli_fail(EXIT_USAGE, _("--after-round: expected a round number"));
    so->after_round = (int)round;
    return EXIT_OK;
}

/* Standings refused: a wrong tiebreak list is the setting's fault. */
int cli_standings_error(const cli_options *o, const pairing_error *err,
                        const cli_sources *files)
{
    char text[CLI_ERROR_TEXT_SIZE];
    return err->hint == PAIRING_HINT_TIEBREAKS
               ? cli_bad_setting(o, "tiebreaks", "%s",
                                 cli_error_text(err, text, sizeof text))
               : cli_library_error_in(err, files);
}
