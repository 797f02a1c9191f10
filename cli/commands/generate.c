/*
 * generate.c - `pairing generate --system dutch` (SPEC §15): a random
 * tournament written as TRF, the generator that FIDE's endorsement of pairing
 * programs asks for (C.04.A, the random tournament generator): every round
 * paired by our engine from the rounds before it, every result drawn from the
 * players' ratings.
 *
 * The same seed writes the same file: the lots are a splitmix64 stream of the
 * seed, drawn in one fixed order (the ratings, round 1's colour unless given,
 * then per round the byes asked for and each board's result), and the
 * probabilities are whole parts per million.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands/commands.h"

#define MAX_PLAYERS 9999 /* TRF's four-digit start numbers */
#define MAX_ROUNDS 99    /* TRF-2026's rounds */
#define MILLION 1000000L
#define LOWEST_RATING 1000 /* the ratings drawn: FIDE's floor ... */
#define RATING_SPAN 1800   /* ... to 2799 */

typedef struct generator {
    int players, rounds;
    long draw, forfeit, bye; /* parts per million */
    pairing_initial_colour colour;
    uint64_t lots;
    const char *seed_text;
} generator;

/* ---- the lots: splitmix64 ---- */

static uint64_t next_lot(generator *g)
{
    uint64_t z = (g->lots += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static long lot_below(generator *g, long bound)
{
    return (long)(next_lot(g) % (uint64_t)bound);
}

/* ---- the settings ---- */

/* A rate: a decimal fraction from 0 to 1 (0.25, .1, 1), to parts per million. */
static int read_rate(const cli_options *o, const char *option, const char *text,
                     long *per_million)
{
    *per_million = 0;
    if (!text)
        return EXIT_OK;
    const char *p = text;
    long whole = 0, fraction = 0, scale = MILLION;
    int digits = 0;
    for (; *p >= '0' && *p <= '9' && digits < 2; p++, digits++)
        whole = whole * 10 + (*p - '0');
    if (*p == '.')
        for (p++; *p >= '0' && *p <= '9'; p++, digits++)
            if (scale > 1) {
                scale /= 10;
                fraction += (*p - '0') * scale;
            }
    if (*p || !digits || whole > 1 || (whole == 1 && fraction > 0))
        return cli_bad_setting(o, option, _("expected a fraction from 0 to 1, not '%s'"),
                               text);
    *per_million = whole * MILLION + fraction;
    return EXIT_OK;
}

static int read_count(const cli_options *o, const char *option, const char *text,
                      long least, long most, int *count)
{
    long v;
    if (!text)
        return cli_fail(EXIT_USAGE, _("generate needs --%s"), option);
    if (cli_parse_uint(text, most, &v) || v < least)
        return cli_bad_setting(o, option, _("expected a whole number from %ld to %ld"),
                               least, most);
    *count = (int)v;
    return EXIT_OK;
}

/* The seed is required: the same seed, the same tournament. */
static int read_seed(const cli_options *o, generator *g)
{
    if (!o->seed)
        return cli_fail(EXIT_USAGE,
                        _("generate needs --seed S: the same seed writes the same "
                          "tournament"));
    uint64_t seed;
    int status = cli_parse_seed(o, "seed", o->seed, &seed);
    if (status)
        return status;
    g->lots = seed;
    g->seed_text = o->seed;
    return EXIT_OK;
}

static int read_generator(const cli_options *o, generator *g)
{
    memset(g, 0, sizeof *g);
    if (!o->system)
        return cli_fail(EXIT_USAGE, _("generate needs --system dutch"));
    if (strcmp(o->system, "dutch"))
        return cli_bad_setting(o, "system",
                               _("generate pairs the Dutch system only, not "
                                 "'%s'"),
                               o->system);
    int status = read_count(o, "players", o->players, 2, MAX_PLAYERS, &g->players);
    if (!status)
        status = read_count(o, "rounds", o->rounds, 1, MAX_ROUNDS, &g->rounds);
    if (!status && g->rounds >= g->players)
        status = cli_fail(EXIT_USAGE,
                          _("--rounds %d: %d players meet each other in %d rounds at "
                            "most (C1)"),
                          g->rounds, g->players, g->players - 1);
    if (!status)
        status = read_seed(o, g);
    if (!status)
        status = read_rate(o, "draw-rate", o->draw_rate, &g->draw);
    if (!status)
        status = read_rate(o, "forfeit-rate", o->forfeit_rate, &g->forfeit);
    if (!status)
        status = read_rate(o, "bye-rate", o->bye_rate, &g->bye);
    if (!status && g->draw + g->forfeit > MILLION)
        status = cli_fail(EXIT_USAGE,
                          _("--draw-rate and --forfeit-rate add up to more than 1"));
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    if (!status)
        status = cli_read_dutch_options(o, &so);
    g->colour = so.initial_colour;
    return status;
}

/* ---- the tournament ---- */

static int descending(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

/* The players, numbered by rating from the highest (C.04.2 initial order). */
static int add_players(pairing_event *ev, generator *g)
{
    int *rating = malloc(sizeof *rating * (size_t)g->players);
    if (!rating)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    for (int i = 0; i < g->players; i++)
        rating[i] = LOWEST_RATING + (int)lot_below(g, RATING_SPAN);
    qsort(rating, (size_t)g->players, sizeof *rating, descending);
    int status = EXIT_OK;
    for (int i = 0; i < g->players && !status; i++) {
        char id[16], name[32];
        snprintf(id, sizeof id, "%d", i + 1);
        snprintf(name, sizeof name, "Player %04d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = name;
        e.rating = rating[i];
        e.rank = i + 1;
        pairing_error err;
        if (pairing_event_add_entrant(ev, &e, &err))
            status = cli_library_error(&err, NULL, NULL);
    }
    free(rating);
    return status;
}

static int add_result(pairing_event *ev, int round, const char *first, const char *second,
                      pairing_outcome outcome)
{
    pairing_result row = {round, first, second, outcome, NULL, 0};
    pairing_error err;
    return pairing_event_add_result(ev, &row, &err) ? cli_library_error(&err, NULL, NULL)
                                                    : EXIT_OK;
}

/* Byes asked for ahead of the round: a half-point or a zero-point bye, by
 * lot; the engine leaves those players out of the round.  A round keeps at
 * least two players to pair. */
static int ask_byes(pairing_event *ev, generator *g, int round)
{
    int status = EXIT_OK, present = g->players;
    for (int p = 0; p < g->players && !status && g->bye; p++)
        if (lot_below(g, MILLION) < g->bye && present > 2) {
            present--;
            status = add_result(ev, round, pairing_event_id(ev, p), "",
                                lot_below(g, 2) ? PAIRING_HALF_BYE : PAIRING_ZERO_BYE);
        }
    return status;
}

/* 10 to the power x (|x| below 5): exp(x ln 10) by its series at a sixteenth
 * of x, squared four times; plain arithmetic, so that every machine draws the
 * same results (no libm). */
static double power_of_ten(double x)
{
    double y = x * 2.302585092994046 / 16, term = 1, sum = 1;
    for (int k = 1; k < 30; k++) {
        term *= y / k;
        sum += term;
    }
    for (int i = 0; i < 4; i++)
        sum *= sum;
    return sum;
}

/* Elo's expectation for the first player, the lots' share of a win. */
static pairing_outcome play(const pairing_event *ev, generator *g, int first, int second)
{
    double gap = pairing_event_rating(ev, second) - pairing_event_rating(ev, first);
    long expect = (long)(MILLION / (1 + power_of_ten(gap / 400.0)));
    long x = lot_below(g, MILLION);
    int first_better = lot_below(g, MILLION) < expect;
    if (x < g->forfeit)
        return first_better ? PAIRING_FORFEIT_FIRST_WINS : PAIRING_FORFEIT_SECOND_WINS;
    if (x < g->forfeit + g->draw)
        return PAIRING_DRAW;
    return first_better ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS;
}

static int play_round(pairing_event *ev, generator *g, const pairing_round *r)
{
    int round = pairing_round_number(r), status = EXIT_OK;
    for (int k = 0; k < pairing_round_games(r) && !status; k++) {
        pairing_game game = pairing_round_game(r, k);
        status = add_result(ev, round, pairing_event_id(ev, game.first),
                            pairing_event_id(ev, game.second),
                            play(ev, g, game.first, game.second));
    }
    for (int k = 0; k < pairing_round_byes(r) && !status; k++)
        status = add_result(ev, round, pairing_event_id(ev, pairing_round_bye(r, k)), "",
                            PAIRING_BYE);
    return status;
}

static int pair_rounds(pairing_event *ev, generator *g)
{
    pairing_swiss_options so;
    pairing_swiss_defaults(&so);
    so.rounds = g->rounds;
    so.initial_colour = g->colour;
    int status = EXIT_OK;
    for (int round = 1; round <= g->rounds && !status; round++) {
        pairing_error err;
        pairing_round *r = NULL;
        status = ask_byes(ev, g, round);
        if (!status && pairing_event_validate(ev, &err))
            status = cli_library_error(&err, NULL, NULL);
        if (!status && !(r = pairing_swiss_pair(ev, &so, &err)))
            status = err.code == PAIRING_ERR_NO_PAIRING
                         ? cli_fail(EXIT_DATA, _("seed %s: %s; ask for fewer rounds"),
                                    g->seed_text, err.text)
                         : cli_library_error(&err, NULL, NULL);
        if (!status)
            status = play_round(ev, g, r);
        pairing_round_free(r);
    }
    return status;
}

/* The TRF: the standings' points and ranks, then JaVaFo's XXR and XXC (the
 * rounds, and round 1's colour for the top seed) so that the file is paired
 * again exactly as it was. */
static int write_tournament(cli_buffer *out, const cli_options *o, pairing_event *ev,
                            const generator *g)
{
    pairing_standings_options sto;
    pairing_standings_defaults(&sto);
    pairing_error err;
    pairing_standings *st = NULL;
    if (pairing_event_validate(ev, &err) || !(st = pairing_standings_new(ev, &sto, &err)))
        return cli_library_error(&err, NULL, NULL);
    char name[64];
    snprintf(name, sizeof name, "Random Dutch tournament, seed %s", g->seed_text);
    cli_context cx;
    cli_context_init(&cx, o);
    cx.name = name;
    int status = cli_trf_standings(out, &cx, ev, st);
    pairing_standings_free(st);
    if (!status)
        cli_buffer_printf(out, "XXR %d\r\nXXC %s\r\n", g->rounds,
                          g->colour == PAIRING_INITIAL_COLOUR_FIRST ? "white1"
                                                                    : "black1");
    return status;
}

int cli_generate(const cli_options *o)
{
    generator g;
    int status = read_generator(o, &g);
    if (status)
        return status;
    /* round 1's colour for the top seed (C.04.3 5.2.5's initial colour) is
     * drawn by lot unless the director gives it, and written as XXC; the lot
     * is drawn either way, so that the rest of the stream stays the seed's */
    pairing_initial_colour drawn =
        lot_below(&g, 2) ? PAIRING_INITIAL_COLOUR_FIRST : PAIRING_INITIAL_COLOUR_SECOND;
    if (!g.colour)
        g.colour = drawn;
    pairing_error err;
    pairing_event *ev = pairing_event_new(PAIRING_SYSTEM_DUTCH, &err);
    if (!ev)
        return cli_library_error(&err, NULL, NULL);
    status = add_players(ev, &g);
    if (!status)
        status = pair_rounds(ev, &g);
    cli_buffer out = {0};
    if (!status)
        status = write_tournament(&out, o, ev, &g);
    if (!status)
        status = cli_write_output(&out, o->output);
    cli_buffer_free(&out);
    pairing_event_free(ev);
    return status;
}
