/*
 * notes.c - what the director should know about a draw: who is not in it, which
 * club-mates could not be kept apart.
 */
#include <stdarg.h>

#include "systems/knockout/knockout.h"

int pr_knockout_note(pairing_knockout *k, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = pr_texts_addv(&k->notes, fmt, ap);
    va_end(ap);
    return rc;
}

PAIRING_API int pairing_knockout_notes(const pairing_knockout *k)
{
    return k ? k->notes.count : 0;
}

PAIRING_API const char *pairing_knockout_note(const pairing_knockout *k, int index)
{
    return k ? pr_texts_at(&k->notes, index) : NULL;
}

PAIRING_API int pairing_knockout_note_text(const pairing_knockout *k, int index,
                                           pairing_text *text)
{
    return k ? pr_texts_message(&k->notes, index, text) : PAIRING_ERR_INVALID;
}
