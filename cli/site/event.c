/*
 * event.c - an individual event as its site shows it (SPEC §13): every
 * result, each round as the results record it (its boards in their order),
 * a Swiss round as it was paired (numbers and scores before it, the
 * eliminated), and the standings after every finished round.  Read once, with
 * every check the commands make, before any page is written.
 */
#include <stdlib.h>
#include <string.h>

#include "site/site.h"

static cli_site_round *round_of(cli_site_event *se, int number)
{
    return number >= 1 && number <= se->nrounds ? &se->rounds[number - 1] : NULL;
}

/* A row of the results as a game of its round: who, and how it ended. */
static int add_row(cli_site_event *se, const cli_results_file *rf, int row)
{
    cli_site_round *r = round_of(se, rf->rows[row].round);
    const char *id = cli_results_field(rf, row, CLI_RF_FIRST);
    int first = id ? pairing_event_find(se->ev, id) : -1;
    if (!r || first < 0)
        return EXIT_OK; /* not an entrant of this event: the loader said so already */
    pairing_played p = pairing_event_played(se->ev, first, r->number);
    if (!p.present)
        return EXIT_OK;
    if (cli_grow((void **)&r->games, &r->cap, r->ngames + 1, sizeof *r->games, 16))
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    cli_site_game *g = &r->games[r->ngames++];
    g->first = first;
    g->second = p.opponent;
    g->outcome = p.outcome;
    g->board = 0;
    if (p.opponent >= 0) {
        const char *board = cli_results_field(rf, row, CLI_RF_BOARD);
        long b = 0;
        int games = 0;
        for (int i = 0; i < r->ngames; i++)
            games += r->games[i].second >= 0;
        g->board = board && !cli_parse_uint(board, 100000, &b) && b > 0 ? (int)b : games;
        r->pending += p.outcome == PAIRING_PENDING;
    }
    return EXIT_OK;
}

/* Each player's game of the round, found at once by the pages. */
static int index_games(cli_site_event *se, cli_site_round *r)
{
    int n = pairing_event_entrants(se->ev);
    r->game_of = malloc(((size_t)n + 1) * sizeof *r->game_of);
    if (!r->game_of)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int p = 0; p < n; p++)
        r->game_of[p] = -1;
    for (int i = 0; i < r->ngames; i++) {
        r->game_of[r->games[i].first] = i;
        if (r->games[i].second >= 0)
            r->game_of[r->games[i].second] = i;
    }
    return EXIT_OK;
}

static int read_rounds(cli_site_event *se, const cli_results_file *rf)
{
    int last = 0;
    for (int i = 0; i < rf->nrows; i++)
        last = rf->rows[i].round > last ? rf->rows[i].round : last;
    se->rounds = calloc((size_t)last + 1, sizeof *se->rounds);
    if (!se->rounds)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    se->nrounds = last;
    for (int k = 0; k < last; k++)
        se->rounds[k].number = k + 1;
    int status = EXIT_OK;
    for (int i = 0; !status && i < rf->nrows; i++)
        status = add_row(se, rf, i);
    while (se->nrounds > 0 && !se->rounds[se->nrounds - 1].ngames)
        se->nrounds--; /* a group of a stage: the other group's later rounds */
    for (int k = 0; !status && k < se->nrounds; k++)
        status = index_games(se, &se->rounds[k]);
    while (se->finished < se->nrounds && !se->rounds[se->finished].pending &&
           se->rounds[se->finished].ngames)
        se->finished++;
    return status;
}

/* A Swiss round as `swiss --round N` prints it: the event cut after it,
 * copied from the whole event (the same entrants and rows) rather than read
 * from the files again for every round. */
static int load_paired(cli_site_event *se, cli_site_round *r)
{
    pairing_error err;
    if (!(r->before = pairing_event_through_round(se->ev, r->number, &err)) ||
        !(r->paired = pairing_swiss_recorded(r->before, &se->swiss, &err)))
        return cli_library_error(&err, se->o->entrants, se->o->results);
    return EXIT_OK;
}

/* A knockout's draw and bracket, as `pairing knockout` shows them. */
static int load_bracket(cli_site_event *se)
{
    int status = cli_read_knockout_options(se->o, &se->ko, &se->kview);
    pairing_error err;
    if (!status && !(se->knockout = pairing_knockout_new(se->ev, &se->ko, &err)))
        status = cli_knockout_failed(se->o, &err);
    se->kview.ev = se->ev;
    se->kview.k = se->knockout;
    cli_sources files = {se->o->entrants, se->o->results, NULL, NULL};
    return status ? status : cli_knockout_places(&se->kview, &files, &se->places);
}

static int rank_rounds(cli_site_event *se)
{
    se->after = calloc((size_t)se->finished + 1, sizeof *se->after);
    if (!se->after)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int k = 1; k <= se->finished; k++) {
        pairing_standings_options so = se->so;
        so.after_round = k;
        pairing_error err;
        if (!(se->after[k - 1] = pairing_standings_new(se->ev, &so, &err))) {
            cli_sources files = {se->o->entrants, se->o->results, NULL, NULL};
            return cli_standings_error(se->o, &err, &files);
        }
    }
    return EXIT_OK;
}

static int is_swiss(pairing_system system)
{
    return system == PAIRING_SYSTEM_QIU || system == PAIRING_SYSTEM_SWISS;
}

int cli_site_event_load(cli_site_event *se, const cli_options *o)
{
    memset(se, 0, sizeof *se);
    se->o = o;
    if (!o->results)
        return cli_fail(EXIT_USAGE, _("publish needs the results (--results FILE)"));
    int status = cli_read_standings_options(o, &se->system, &se->so);
    if (!status && is_swiss(se->system))
        status = cli_read_swiss_options(o, &se->system, &se->swiss);
    if (!status)
        status = cli_load_stage_event(o, se->system, 1, NULL, &se->ev);
    cli_results_file rf = {0};
    if (!status)
        status = cli_open_results_file(o, o->results, &rf);
    if (!status)
        status = read_rounds(se, &rf);
    for (int k = 0; !status && is_swiss(se->system) && k < se->nrounds; k++)
        if (se->rounds[k].ngames)
            status = load_paired(se, &se->rounds[k]);
    cli_results_free(&rf);
    if (!status && se->system == PAIRING_SYSTEM_KNOCKOUT)
        status = load_bracket(se);
    return status ? status : rank_rounds(se);
}

void cli_site_event_free(cli_site_event *se)
{
    for (int k = 0; k < se->nrounds; k++) {
        free(se->rounds[k].games);
        free(se->rounds[k].game_of);
        pairing_round_free(se->rounds[k].paired);
        pairing_event_free(se->rounds[k].before);
    }
    for (int k = 0; se->after && k < se->finished; k++)
        pairing_standings_free(se->after[k]);
    free(se->after);
    free(se->rounds);
    pairing_standings_free(se->places);
    pairing_knockout_free(se->knockout);
    pairing_event_free(se->ev);
    memset(se, 0, sizeof *se);
}

const cli_site_game *cli_site_game_of(const cli_site_event *se, int round, int player)
{
    if (round < 1 || round > se->nrounds)
        return NULL;
    const cli_site_round *r = &se->rounds[round - 1];
    int at = r->game_of ? r->game_of[player] : -1;
    return at >= 0 ? &r->games[at] : NULL;
}
