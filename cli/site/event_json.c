/*
 * event_json.c - DIR/event.json (SPEC §13): the whole event in one document
 * for other programs, in the CLI's own keys: the particulars and settings,
 * the players, every round with its games, byes, absences and eliminations,
 * and the standings after every finished round as `pairing standings`
 * prints them.
 */
#include <string.h>

#include "site/site.h"

static void game(cli_json *j, const pairing_event *ev, const cli_site_game *g)
{
    cli_json_object(j);
    cli_json_put_int(j, "board", g->board);
    cli_json_put_string(j, "first", pairing_event_id(ev, g->first));
    cli_json_put_string(j, "second", pairing_event_id(ev, g->second));
    cli_json_key(j, "result");
    if (g->outcome == PAIRING_PENDING)
        cli_json_null(j);
    else
        cli_json_string(j, pairing_outcome_token(g->outcome));
    cli_json_object_end(j);
}

static void bye(cli_json *j, const pairing_event *ev, const cli_site_game *g)
{
    cli_json_object(j);
    cli_json_put_string(j, "player", pairing_event_id(ev, g->first));
    cli_json_put_string(j, "result", pairing_outcome_token(g->outcome));
    cli_json_object_end(j);
}

/* Who has no row in the round, by why: eliminated (the Qiu system's stage 1)
 * or absent (withdrawn, not yet joined, or left out). */
static void missing(cli_json *j, const cli_site_event *se, const cli_site_round *r,
                    int eliminated)
{
    cli_json_key(j, eliminated ? "eliminated" : "absent");
    cli_json_array(j);
    for (int number = 1; number <= pairing_event_entrants(se->ev); number++) {
        int p = pairing_event_player_at(se->ev, number);
        if (p < 0 || r->game_of[p] >= 0)
            continue;
        int out = r->paired && pairing_round_participant(r->paired, p).presence ==
                                   PAIRING_PRESENCE_ELIMINATED;
        if (out == eliminated)
            cli_json_string(j, pairing_event_id(se->ev, p));
    }
    cli_json_array_end(j);
}

static void round_of(cli_json *j, const cli_site_event *se, const cli_site_round *r)
{
    cli_json_object(j);
    cli_json_put_int(j, "round", r->number);
    cli_json_key(j, "in_progress");
    cli_json_bool(j, r->pending > 0);
    cli_json_key(j, "games");
    cli_json_array(j);
    for (int i = 0; i < r->ngames; i++)
        if (r->games[i].second >= 0)
            game(j, se->ev, &r->games[i]);
    cli_json_array_end(j);
    cli_json_key(j, "byes");
    cli_json_array(j);
    for (int i = 0; i < r->ngames; i++)
        if (r->games[i].second < 0)
            bye(j, se->ev, &r->games[i]);
    cli_json_array_end(j);
    missing(j, se, r, 0);
    missing(j, se, r, 1);
    cli_json_object_end(j);
}

int cli_site_event_json(cli_site *s, const cli_site_event *se)
{
    cli_buffer *out = cli_site_add(s, "event.json");
    if (!out)
        return EXIT_SOFTWARE;
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "system", pairing_system_name(se->system));
    cli_json_context(&j, &se->cx);
    cli_json_player_list(&j, se->ev);
    cli_json_key(&j, "rounds");
    cli_json_array(&j);
    for (int k = 0; k < se->nrounds; k++)
        round_of(&j, se, &se->rounds[k]);
    cli_json_array_end(&j);
    cli_json_key(&j, "standings");
    cli_json_array(&j);
    for (int k = 1; k <= se->finished; k++) {
        cli_json_object(&j);
        cli_json_put_int(&j, "after_round", k);
        cli_json_standing_rows(&j, se->ev, se->after[k - 1]);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}
