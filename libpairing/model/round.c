/*
 * round.c - one round's boards and byes, as every system hands them back.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

pairing_round *pr_round_new(int number)
{
    pairing_round *round = calloc(1, sizeof *round);
    if (round) {
        round->number = number;
        round->first_board = 1;
    }
    return round;
}

int pr_round_add_game(pairing_round *round, int first, int second)
{
    if (pr_grow((void **)&round->games, &round->cap_games, round->ngames + 1,
                sizeof *round->games))
        return PAIRING_ERR_NOMEM;
    pairing_game *g = &round->games[round->ngames++];
    /* rounds made with calloc (a schedule's) number their boards from 1 */
    g->board = (round->first_board > 1 ? round->first_board : 1) + round->ngames - 1;
    g->first = first;
    g->second = second;
    g->rematch = g->colour_lot = 0;
    g->first_reason = PAIRING_FIRST_GIVEN;
    return PAIRING_OK;
}

int pr_round_add_bye(pairing_round *round, int player, int reason)
{
    if (pr_grow((void **)&round->byes, &round->cap_byes, round->nbyes + 1,
                sizeof *round->byes))
        return PAIRING_ERR_NOMEM;
    pr_bye bye = {player, reason};
    round->byes[round->nbyes++] = bye;
    return PAIRING_OK;
}

int pr_round_add_eliminated(pairing_round *round, int player, int reason)
{
    if (pr_grow((void **)&round->eliminated, &round->cap_eliminated,
                round->neliminated + 1, sizeof *round->eliminated))
        return PAIRING_ERR_NOMEM;
    pr_bye out = {player, reason};
    round->eliminated[round->neliminated++] = out;
    return PAIRING_OK;
}

int pr_round_add_colour_break(pairing_round *round, int player, int rule)
{
    if (pr_grow((void **)&round->breaks, &round->cap_breaks, round->nbreaks + 1,
                sizeof *round->breaks))
        return PAIRING_ERR_NOMEM;
    pairing_colour_break b = {.player = player, .rule = rule};
    round->breaks[round->nbreaks++] = b;
    return PAIRING_OK;
}

/* One line of --explain: the reason for a decision, in words a director can read out. */
int pr_round_explainv(pairing_round *round, const char *fmt, va_list ap)
{
    return pr_texts_addv(&round->explain, fmt, ap);
}

/* Drops the explanations after the first `keep` (those of an attempt given up),
 * and the decisions they state. */
void pr_round_forget_explanations(pairing_round *round, int keep)
{
    pr_texts_truncate(&round->explain, keep);
    while (round->ndecisions > 0 &&
           round->decisions[round->ndecisions - 1].explanation >= keep)
        round->ndecisions--;
}

/* The decision that the latest explanation states. */
int pr_round_add_decision(pairing_round *round, pairing_decision d)
{
    if (pr_grow((void **)&round->decisions, &round->cap_decisions, round->ndecisions + 1,
                sizeof *round->decisions))
        return PAIRING_ERR_NOMEM;
    d.explanation = round->explain.count - 1;
    round->decisions[round->ndecisions++] = d;
    return PAIRING_OK;
}

PAIRING_API int pairing_round_decisions(const pairing_round *round)
{
    return round ? round->ndecisions : 0;
}

PAIRING_API pairing_decision pairing_round_decision(const pairing_round *round, int index)
{
    pairing_decision none = {-1, 0, 0, -1, -1, 0};
    if (!round || index < 0 || index >= round->ndecisions)
        return none;
    return round->decisions[index];
}

PAIRING_API const char *pairing_decision_kind_name(int kind)
{
    static const char *const names[] = {NULL, "float", "float-on", "shift", "stays"};
    return kind > 0 && kind < (int)(sizeof names / sizeof *names) ? names[kind]
                                                                  : "unknown";
}

PAIRING_API const char *pairing_reason_name(int reason)
{
    static const char *const names[] = {NULL,    "odd-group", "met",   "taken", "colours",
                                        "clubs", "halves",    "below", "floats"};
    return reason > 0 && reason < (int)(sizeof names / sizeof *names) ? names[reason]
                                                                      : "unknown";
}

/* Frees what a round holds, not the round itself (schedules keep rounds in an array). */
void pr_round_release(pairing_round *round)
{
    free(round->games);
    free(round->byes);
    free(round->participants);
    free(round->eliminated);
    free(round->breaks);
    round->breaks = NULL;
    round->nbreaks = round->cap_breaks = 0;
    pr_texts_free(&round->explain);
    free(round->decisions);
    round->decisions = NULL;
    round->ndecisions = round->cap_decisions = 0;
    if (round->free_context)
        round->free_context(round->context);
    round->games = NULL;
    round->byes = NULL;
    round->participants = NULL;
    round->eliminated = NULL;
    round->context = NULL;
    round->free_context = NULL;
    round->ngames = round->nbyes = round->neliminated = 0;
    round->nparticipants = 0;
}

PAIRING_API void pairing_round_free(pairing_round *round)
{
    if (!round)
        return;
    pr_round_release(round);
    free(round);
}

PAIRING_API int pairing_round_number(const pairing_round *round)
{
    return round ? round->number : 0;
}

PAIRING_API int pairing_round_games(const pairing_round *round)
{
    return round ? round->ngames : 0;
}

PAIRING_API pairing_game pairing_round_game(const pairing_round *round, int index)
{
    pairing_game none = {0, -1, -1, 0, 0, PAIRING_FIRST_GIVEN};
    if (!round || index < 0 || index >= round->ngames)
        return none;
    return round->games[index];
}

PAIRING_API int pairing_round_byes(const pairing_round *round)
{
    return round ? round->nbyes : 0;
}

PAIRING_API int pairing_round_bye(const pairing_round *round, int index)
{
    if (!round || index < 0 || index >= round->nbyes)
        return -1;
    return round->byes[index].player;
}

PAIRING_API int pairing_round_bye_reason(const pairing_round *round, int index)
{
    if (!round || index < 0 || index >= round->nbyes)
        return PAIRING_BYE_NONE;
    return round->byes[index].reason;
}

PAIRING_API pairing_participant pairing_round_participant(const pairing_round *round,
                                                          int player)
{
    pairing_participant none = {0, 0, PAIRING_PRESENCE_NONE, 0};
    if (!round || !round->participants || player < 0 || player >= round->nparticipants)
        return none;
    return round->participants[player];
}

PAIRING_API int pairing_round_colour_breaks(const pairing_round *round)
{
    return round ? round->nbreaks : 0;
}

PAIRING_API pairing_colour_break pairing_round_colour_break(const pairing_round *round,
                                                            int index)
{
    pairing_colour_break none = {.player = -1, .rule = 0};
    if (!round || index < 0 || index >= round->nbreaks)
        return none;
    return round->breaks[index];
}

PAIRING_API int pairing_round_total(const pairing_round *round)
{
    return round ? round->total : 0;
}

PAIRING_API const char *pairing_round_stage(const pairing_round *round)
{
    return round ? round->stage : NULL;
}

PAIRING_API int pairing_round_player_number(const pairing_round *round, int player)
{
    return pairing_round_participant(round, player).number;
}

PAIRING_API int pairing_round_eliminated(const pairing_round *round)
{
    return round ? round->neliminated : 0;
}

PAIRING_API int pairing_round_eliminated_player(const pairing_round *round, int index)
{
    if (!round || index < 0 || index >= round->neliminated)
        return -1;
    return round->eliminated[index].player;
}

PAIRING_API int pairing_round_eliminated_reason(const pairing_round *round, int index)
{
    if (!round || index < 0 || index >= round->neliminated)
        return PAIRING_ELIMINATION_NONE;
    return round->eliminated[index].reason;
}

PAIRING_API int pairing_round_explanations(const pairing_round *round)
{
    return round ? round->explain.count : 0;
}

PAIRING_API const char *pairing_round_explanation(const pairing_round *round, int index)
{
    return round ? pr_texts_at(&round->explain, index) : NULL;
}

int pr_round_add_recorded(pairing_round *r, const pairing_event *ev, int round,
                          int bye_reason)
{
    int rc = PAIRING_OK;
    for (int i = 0; !rc && i < ev->ngames; i++) {
        const pr_game *g = &ev->games[i];
        if (g->round != round)
            continue;
        if (g->second >= 0)
            rc = pr_round_add_game(r, g->first, g->second);
        else if (g->outcome == PAIRING_BYE)
            rc = pr_round_add_bye(r, g->first, bye_reason);
    }
    return rc;
}

PAIRING_API int pairing_round_explanation_text(const pairing_round *round, int index,
                                               pairing_text *text)
{
    return round ? pr_texts_message(&round->explain, index, text) : PAIRING_ERR_INVALID;
}
