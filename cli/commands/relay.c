/*
 * relay.c - `pairing relay` (擂台赛, SPEC §10, 000 §15.4): the teams and their
 * members read as a team event, the games of the results played on a relay
 * one by one (a game out of turn refused with its line), and the state
 * written: the next game, or the places once one team is left.
 */
#include <string.h>

#include "commands/commands.h"

typedef int (*relay_writer)(cli_buffer *, const cli_context *, const cli_relay_view *);

static relay_writer choose_writer(const cli_options *o)
{
    const char *format = o->format ? o->format : "json";
    if (strcmp(format, "json") == 0)
        return cli_json_relay;
    if (strcmp(format, "text") == 0)
        return cli_text_relay;
    if (strcmp(format, "html") == 0)
        return cli_html_relay;
    cli_fail(EXIT_USAGE, _("relay: --format is json, text or html, not '%s'"), format);
    return NULL;
}

/* fixed: the members come on in roster order (teams.md D15.1), the default as
 * Sensei's Library's "each team designates the order"; free: the team chooses. */
static int read_order(const cli_options *o, pairing_relay_order *order)
{
    const char *text = o->relay_order ? o->relay_order : "fixed";
    if (strcmp(text, "fixed") == 0)
        *order = PAIRING_RELAY_FIXED;
    else if (strcmp(text, "free") == 0)
        *order = PAIRING_RELAY_FREE;
    else
        return cli_bad_setting(o, "order", _("fixed or free, not '%s'"), text);
    return EXIT_OK;
}

static cli_sources files_of(const cli_options *o)
{
    cli_sources files = {o->members, o->results, o->teams, NULL};
    return files;
}

/* The teams and members as a team event: numbered as every team event's
 * teams (rank, else rating, else file order, ties by --draw-lots); every
 * member may play, so a team's rating from its members is the mean of all
 * of them that are rated (up to 32), and the orders are left to the relay,
 * which needs them only in its fixed order. */
static int load_teams(const cli_options *o, cli_encoding encoding,
                      pairing_team_event **out)
{
    pairing_team_options to;
    pairing_team_defaults(&to);
    to.boards = PAIRING_MAX_BOARDS;
    to.lineup_rule = PAIRING_LINEUP_FREE;
    pairing_error err;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_KNOCKOUT, &to, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    int given;
    uint64_t seed;
    int status = cli_lots_seed(o, &given, &seed);
    if (!status && given)
        pairing_team_event_set_lots(ev, seed);
    if (!status)
        status = cli_parse_teams(o->teams, NULL, 0, encoding, ev);
    if (!status)
        status = cli_parse_members(o->members, NULL, 0, encoding, ev);
    if (!status && pairing_team_event_validate(ev, &err)) {
        cli_sources files = files_of(o);
        status = cli_library_error_in(&err, &files);
    }
    if (status) {
        pairing_team_event_free(ev);
        return status;
    }
    *out = ev;
    return EXIT_OK;
}

static int play_results(const cli_options *o, cli_encoding encoding,
                        const pairing_team_event *ev, pairing_relay_order order,
                        pairing_relay **out)
{
    pairing_error err;
    pairing_relay *relay = pairing_relay_new(ev, order, &err);
    if (!relay) {
        cli_sources files = files_of(o);
        return cli_library_error_in(&err, &files);
    }
    int status =
        o->results ? cli_parse_relay_results(o->results, NULL, 0, encoding, relay) : 0;
    if (status) {
        pairing_relay_free(relay);
        return status;
    }
    *out = relay;
    return EXIT_OK;
}

/* The relay's settings line: its system, its order and the lot's seed. */
void cli_relay_context(cli_context *cx, const cli_options *o,
                       const pairing_team_event *ev, const pairing_relay *relay)
{
    cli_context_init(cx, o);
    cli_context_add(cx, "system", 0, "relay");
    cli_context_add(cx, "order", 0, "%s",
                    pairing_relay_order_of(relay) == PAIRING_RELAY_FREE ? "free"
                                                                        : "fixed");
    cli_context_lots(cx, pairing_team_event_teams(ev));
}

static int write_relay(const cli_options *o, relay_writer write,
                       const pairing_team_event *ev, const pairing_relay *relay)
{
    cli_context cx;
    cli_relay_context(&cx, o, ev, relay);
    cli_relay_view view = {ev, relay};
    cli_buffer out = {0};
    int status = write(&out, &cx, &view);
    if (!status)
        status = cli_write_command_output(o, &out);
    cli_buffer_free(&out);
    return status;
}

int cli_relay_load(const cli_options *o, pairing_team_event **ev, pairing_relay **relay)
{
    *ev = NULL;
    *relay = NULL;
    const char *missing = !o->teams ? "teams" : !o->members ? "members" : NULL;
    if (missing)
        return cli_fail(EXIT_USAGE,
                        _("relay needs --%s FILE (or %s = in the event file)"), missing,
                        missing);
    pairing_relay_order order = PAIRING_RELAY_FIXED;
    cli_encoding encoding = CLI_ENCODING_AUTO;
    int status = read_order(o, &order);
    if (!status)
        status = cli_encoding_of(o, &encoding);
    if (!status)
        status = load_teams(o, encoding, ev);
    if (!status)
        status = play_results(o, encoding, *ev, order, relay);
    if (status) {
        pairing_team_event_free(*ev);
        *ev = NULL;
    }
    return status;
}

int cli_relay(const cli_options *o)
{
    relay_writer write = choose_writer(o);
    if (!write)
        return EXIT_USAGE;
    pairing_team_event *ev = NULL;
    pairing_relay *relay = NULL;
    int status = cli_relay_load(o, &ev, &relay);
    if (!status)
        status = write_relay(o, write, ev, relay);
    pairing_relay_free(relay);
    pairing_team_event_free(ev);
    return status;
}
