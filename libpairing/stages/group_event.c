/*
 * group_event.c - one group of a stage played in groups (分组, SPEC §11) as
 * an event of its own: the group's entrants, in the order they were added,
 * and the results between them.  A game between two groups cannot be in a
 * group's results and is an error naming its line.
 */
#include "internal.h"

static int copy_entrants(pairing_event *to, const pairing_event *from,
                         const int *group_of, int group, pairing_error *err)
{
    for (int i = 0; i < from->nplayers; i++) {
        if (group_of[i] != group)
            continue;
        pairing_entrant e = pairing_event_entrant(from, i);
        int rc = pairing_event_add_entrant(to, &e, err);
        if (rc)
            return rc;
    }
    return PAIRING_OK;
}

/* Group 0 is A (SPEC §11), as the messages of every stage name it. */
char pr_group_letter(int group)
{
    return (char)('A' + group % PAIRING_MAX_GROUPS);
}

/* A row is the group's when its first player is; its second (none for a bye)
 * must then be too. */
static int copy_results(pairing_event *to, const pairing_event *from, const int *group_of,
                        int group, pairing_error *err)
{
    for (int k = 0; k < from->ngames; k++) {
        const pr_game *g = &from->games[k];
        int first_in = group_of[g->first] == group;
        int second_in = g->second >= 0 && group_of[g->second] == group;
        if (!first_in && !second_in)
            continue;
        if (g->second >= 0 && first_in != second_in)
            return pr_fail_at(err, PAIRING_ERR_DATA, PAIRING_SOURCE_RESULTS, g->line,
                              "a game between groups %c and %c (%s and %s)",
                              pr_group_letter(group_of[g->first]),
                              pr_group_letter(group_of[g->second]),
                              from->players[g->first].id, from->players[g->second].id);
        pairing_result r = {.round = g->round,
                            .first = from->players[g->first].id,
                            .second = g->second >= 0 ? from->players[g->second].id : NULL,
                            .outcome = g->outcome,
                            .winner = g->winner >= 0 ? from->players[g->winner].id : NULL,
                            .line = g->line};
        int rc = pairing_event_add_result(to, &r, err);
        if (rc)
            return rc;
    }
    return PAIRING_OK;
}

PAIRING_API pairing_event *pairing_event_group(const pairing_event *event,
                                               const int *group_of, int group,
                                               pairing_error *err)
{
    if (!event || !group_of || group < 0) {
        pr_fail(err, PAIRING_ERR_INVALID, "give the event, its groups and a group");
        return NULL;
    }
    pairing_event *sub = pairing_event_new(event->system, err);
    if (!sub)
        return NULL;
    sub->win = event->win, sub->draw = event->draw, sub->loss = event->loss;
    sub->bye = event->bye;
    if (event->has_lots)
        pairing_event_set_lots(sub, event->lot_seed);
    if (copy_entrants(sub, event, group_of, group, err) ||
        copy_results(sub, event, group_of, group, err)) {
        pairing_event_free(sub);
        return NULL;
    }
    return sub;
}
