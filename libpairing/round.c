/*
 * round.c - one round's boards and byes, as every system hands them back.
 */
#include <stdlib.h>

#include "internal.h"

pairing_round *pr_round_new(int number)
{
    pairing_round *round = calloc(1, sizeof *round);
    if (round)
        round->number = number;
    return round;
}

int pr_round_add_game(pairing_round *round, int first, int second)
{
    if (pr_grow((void **)&round->games, &round->cap_games, round->ngames + 1,
                sizeof *round->games))
        return PAIRING_ERR_NOMEM;
    pairing_game *g = &round->games[round->ngames++];
    g->board = round->ngames;
    g->first = first;
    g->second = second;
    return PAIRING_OK;
}

int pr_round_add_bye(pairing_round *round, int player)
{
    if (pr_grow((void **)&round->byes, &round->cap_byes, round->nbyes + 1, sizeof *round->byes))
        return PAIRING_ERR_NOMEM;
    round->byes[round->nbyes++] = player;
    return PAIRING_OK;
}

/* Frees what a round holds, not the round itself (schedules keep rounds in an array). */
void pr_round_release(pairing_round *round)
{
    free(round->games);
    free(round->byes);
    round->games = NULL;
    round->byes = NULL;
    round->ngames = round->nbyes = 0;
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
    pairing_game none = {0, -1, -1};
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
    return round->byes[index];
}
