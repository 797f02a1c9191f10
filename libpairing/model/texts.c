/*
 * texts.c - lists of sentences for people: a round's explanations, a draw's
 * notes, a check's problems.  Each is formatted once, kept with its English
 * format and its arguments as text (for a caller that translates, issue 21),
 * and read back by index.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define TEXT_SIZE 2048 /* one sentence, its names included */

pr_who pr_who_is(const pairing_event *ev, int player)
{
    pr_who who;
    snprintf(who.text, sizeof who.text, "%s (%s)", ev->players[player].name,
             ev->players[player].id);
    return who;
}

/* One allocation from item->text: the text, then each argument. */
static int store(pr_texts *t, const char *text, const char *format, int nargs,
                 unsigned phrases, const char *const *args)
{
    size_t size = strlen(text) + 1;
    for (int k = 0; k < nargs; k++)
        size += strlen(args[k]) + 1;
    char *block = malloc(size);
    if (!block || pr_grow((void **)&t->items, &t->cap, t->count + 1, sizeof *t->items)) {
        free(block);
        return PAIRING_ERR_NOMEM;
    }
    pairing_text *item = &t->items[t->count++];
    memset(item, 0, sizeof *item);
    size_t at = strlen(text) + 1;
    memcpy(block, text, at);
    item->text = block;
    item->format = format;
    item->nargs = nargs;
    item->phrases = phrases;
    for (int k = 0; k < nargs; k++) {
        size_t len = strlen(args[k]) + 1;
        memcpy(block + at, args[k], len);
        item->args[k] = block + at;
        at += len;
    }
    return PAIRING_OK;
}

int pr_texts_addv(pr_texts *t, const char *fmt, va_list ap)
{
    char text[TEXT_SIZE];
    char(*kept)[TEXT_SIZE] = malloc(PAIRING_ERROR_ARGS * sizeof *kept); /* 16 KiB */
    if (!kept)
        return PAIRING_ERR_NOMEM;
    va_list copy;
    va_copy(copy, ap);
    vsnprintf(text, sizeof text, fmt, ap);
    int nargs;
    unsigned phrases;
    int whole = pr_keep_arguments(fmt, &copy, &kept[0][0], TEXT_SIZE, PAIRING_ERROR_ARGS,
                                  &nargs, &phrases);
    va_end(copy);
    const char *pointers[PAIRING_ERROR_ARGS];
    for (int k = 0; k < nargs; k++)
        pointers[k] = kept[k];
    int rc = store(t, text, whole ? fmt : NULL, whole ? nargs : 0, whole ? phrases : 0,
                   pointers);
    free(kept);
    return rc;
}

/* The sentence at index, or NULL out of range. */
const char *pr_texts_at(const pr_texts *t, int index)
{
    return index >= 0 && index < t->count ? t->items[index].text : NULL;
}

/* The sentence at index with its format and arguments; PAIRING_ERR_INVALID out
 * of range. */
int pr_texts_message(const pr_texts *t, int index, pairing_text *text)
{
    if (index < 0 || index >= t->count || !text)
        return PAIRING_ERR_INVALID;
    *text = t->items[index];
    return PAIRING_OK;
}

/* Appends the sentence at index of another list, its format and arguments too. */
int pr_texts_copy(pr_texts *to, const pr_texts *from, int index)
{
    const pairing_text *s = &from->items[index];
    return store(to, s->text, s->format, s->nargs, s->phrases, s->args);
}

/* Drops the sentences after the first `keep` (those of an attempt given up). */
void pr_texts_truncate(pr_texts *t, int keep)
{
    while (t->count > keep)
        free((char *)t->items[--t->count].text);
}

void pr_texts_free(pr_texts *t)
{
    pr_texts_truncate(t, 0);
    free(t->items);
    t->items = NULL;
    t->cap = 0;
}
