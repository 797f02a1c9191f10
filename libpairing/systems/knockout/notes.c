/*
 * notes.c - what the director should know about a draw: who is not in it, which
 * club-mates could not be kept apart.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "systems/knockout/knockout.h"

int pr_knockout_note(pairing_knockout *k, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char *copy = pr_strdup(text);
    if (!copy ||
        pr_grow((void **)&k->notes, &k->cap_notes, k->nnotes + 1, sizeof *k->notes)) {
        free(copy);
        return PAIRING_ERR_NOMEM;
    }
    k->notes[k->nnotes++] = copy;
    return PAIRING_OK;
}

PAIRING_API int pairing_knockout_notes(const pairing_knockout *k)
{
    return k ? k->nnotes : 0;
}

PAIRING_API const char *pairing_knockout_note(const pairing_knockout *k, int index)
{
    if (!k || index < 0 || index >= k->nnotes)
        return NULL;
    return k->notes[index];
}
