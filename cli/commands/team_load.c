/*
 * team_load.c - a team event (SPEC §10) from the command line's files and
 * settings, the same way for every team command: the teams, the members, the
 * lineups and the results, read in the encoding given, validated together.
 */
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

/* A word of a small set: its place in `names`, -1 if none. */
static int word_of(const char *text, const char *const *names, int count)
{
    for (int i = 0; i < count; i++)
        if (strcmp(text, names[i]) == 0)
            return i;
    return -1;
}

static int read_points(const cli_options *o, const char *option, const char *text,
                       int p[3])
{
    if (text && cli_parse_point_list(text, p))
        return cli_bad_setting(o, option, _("expected W,D,L such as 1,0.5,0, not '%s'"),
                               text);
    return EXIT_OK;
}

/* What decides the matches, from the settings: boards (required), games, the
 * lineup rule, how a match is won, the points. */
static int read_team_options(const cli_options *o, pairing_team_options *to)
{
    static const char *const rules[] = {"ordered", "fixed", "free"};
    static const char *const bases[] = {"boards", "games"};
    long v;
    pairing_team_defaults(to);
    if (!o->boards)
        return cli_fail(EXIT_USAGE,
                        _("%s needs --boards B, the boards of a team match "
                          "(or boards = in the event file)"),
                        o->command);
    if (cli_parse_uint(o->boards, PAIRING_MAX_BOARDS, &v) || v < 1)
        return cli_bad_setting(o, "boards", _("1 to %d boards, not '%s'"),
                               PAIRING_MAX_BOARDS, o->boards);
    to->boards = (int)v;
    if (o->games && (cli_parse_uint(o->games, PAIRING_MAX_GAMES, &v) || v < 1))
        return cli_bad_setting(o, "games", _("1 to %d games a board, not '%s'"),
                               PAIRING_MAX_GAMES, o->games);
    to->games = o->games ? (int)v : 1;
    int rule = o->lineup_rule ? word_of(o->lineup_rule, rules, 3) : 0;
    if (rule < 0)
        return cli_bad_setting(o, "lineup-rule", _("ordered, fixed or free, not '%s'"),
                               o->lineup_rule);
    to->lineup_rule = (pairing_lineup_rule)rule;
    int basis = o->match_by ? word_of(o->match_by, bases, 2) : 0;
    if (basis < 0)
        return cli_bad_setting(o, "match-by", _("boards or games, not '%s'"),
                               o->match_by);
    to->match_by = (pairing_match_basis)basis;
    to->cycles = o->is_double ? 2 : 1;
    int status;
    if ((status = read_points(o, "points", o->points, to->game_points)) ||
        (status = read_points(o, "board-points", o->board_points, to->board_points)) ||
        (status = read_points(o, "match-points", o->match_points, to->match_points)))
        return status;
    if (o->team_bye_points && strcmp(o->team_bye_points, "win") != 0 &&
        cli_parse_point_list(o->team_bye_points, to->bye_points))
        return cli_bad_setting(
            o, "team-bye-points",
            _("win, or MP,BP,GP (match, board and game points), not '%s'"),
            o->team_bye_points);
    return EXIT_OK;
}

static int read_lots(const cli_options *o, pairing_team_event *ev)
{
    int given;
    uint64_t seed;
    int status = cli_lots_seed(o, &given, &seed);
    if (!status && given)
        pairing_team_event_set_lots(ev, seed);
    return status;
}

/* The results from `results` (the text of o->results about to be written,
 * decoded already) when it is given, else from the file. */
static int read_files(const cli_options *o, cli_encoding encoding,
                      const cli_buffer *results, pairing_team_event *ev)
{
    int status = cli_input_opens(o, "teams", o->teams);
    if (!status)
        status = cli_parse_teams(o->teams, NULL, 0, encoding, ev);
    if (!status && !(status = cli_input_opens(o, "members", o->members)))
        status = cli_parse_members(o->members, NULL, 0, encoding, ev);
    if (!status && o->lineups && !(status = cli_input_opens(o, "lineups", o->lineups)))
        status = cli_parse_lineups(o->lineups, NULL, 0, encoding, ev);
    if (!status && results)
        status = cli_parse_team_results(o->results, results->data ? results->data : "",
                                        results->len, CLI_ENCODING_UTF8, ev);
    else if (!status && o->results)
        status = cli_parse_team_results(o->results, NULL, 0, encoding, ev);
    return status;
}

int cli_load_team_event(const cli_options *o, pairing_system system, int need_results,
                        pairing_team_event **out)
{
    return cli_load_team_event_with(o, system, need_results, NULL, out);
}

int cli_load_team_event_with(const cli_options *o, pairing_system system,
                             int need_results, const cli_buffer *results,
                             pairing_team_event **out)
{
    *out = NULL;
    const char *missing = !o->teams                     ? "teams"
                          : !o->members                 ? "members"
                          : need_results && !o->results ? "results"
                                                        : NULL;
    if (missing)
        return cli_fail(EXIT_USAGE, _("%s needs --%s FILE (or %s = in the event file)"),
                        o->command, missing, missing);
    pairing_team_options to;
    cli_encoding encoding;
    int status = read_team_options(o, &to);
    if (!status)
        status = cli_encoding_of(o, &encoding);
    if (status)
        return status;
    pairing_error err;
    pairing_team_event *ev = pairing_team_event_new(system, &to, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    status = read_lots(o, ev);
    if (!status)
        status = read_files(o, encoding, results, ev);
    if (!status && pairing_team_event_validate(ev, &err)) {
        cli_sources files = {o->members, o->results, o->teams, o->lineups};
        status = cli_library_error_in(&err, &files);
    }
    if (status) {
        pairing_team_event_free(ev);
        return status;
    }
    *out = ev;
    return EXIT_OK;
}
