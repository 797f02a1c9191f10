/*
 * texts.c - lists of sentences for people: a round's explanations, a draw's
 * notes, a check's problems.  Each is formatted once, copied, and read back by
 * index.
 */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

#define TEXT_SIZE 2048 /* one sentence, its names included */

pr_who pr_who_is(const pairing_event *ev, int player)
{
    pr_who who;
    snprintf(who.text, sizeof who.text, "%s (%s)", ev->players[player].name,
             ev->players[player].id);
    return who;
}

int pr_texts_addv(pr_texts *t, const char *fmt, va_list ap)
{
    char text[TEXT_SIZE];
    vsnprintf(text, sizeof text, fmt, ap);
    char *copy = pr_strdup(text);
    if (!copy || pr_grow((void **)&t->items, &t->cap, t->count + 1, sizeof *t->items)) {
        free(copy);
        return PAIRING_ERR_NOMEM;
    }
    t->items[t->count++] = copy;
    return PAIRING_OK;
}

/* The sentence at index, or NULL out of range. */
const char *pr_texts_at(const pr_texts *t, int index)
{
    return index >= 0 && index < t->count ? t->items[index] : NULL;
}

/* Drops the sentences after the first `keep` (those of an attempt given up). */
void pr_texts_truncate(pr_texts *t, int keep)
{
    while (t->count > keep)
        free(t->items[--t->count]);
}

void pr_texts_free(pr_texts *t)
{
    pr_texts_truncate(t, 0);
    free(t->items);
    t->items = NULL;
    t->cap = 0;
}
