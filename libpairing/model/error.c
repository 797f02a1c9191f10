/*
 * error.c - status codes, their messages, and filling in pairing_error.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

PAIRING_API const char *pairing_strerror(int code)
{
    switch (code) {
    case PAIRING_OK:
        return "success";
    case PAIRING_ERR_NOMEM:
        return "out of memory";
    case PAIRING_ERR_INVALID:
        return "invalid argument";
    case PAIRING_ERR_DATA:
        return "bad tournament data";
    case PAIRING_ERR_LIMIT:
        return "beyond a limit of libpairing";
    case PAIRING_ERR_NO_PAIRING:
        return "no pairing obeys the rules";
    case PAIRING_ERR_INTERNAL:
        return "internal error in libpairing";
    default:
        return "unknown error";
    }
}

static int fill(pairing_error *err, int code, int source, long line, const char *fmt,
                va_list ap)
{
    if (err) {
        err->code = code;
        err->source = source;
        err->line = line;
        err->hint = PAIRING_HINT_NONE;
        vsnprintf(err->text, sizeof err->text, fmt, ap);
    }
    return code;
}

int pr_fail(pairing_error *err, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fill(err, code, PAIRING_SOURCE_NONE, 0, fmt, ap);
    va_end(ap);
    return code;
}

int pr_fail_at(pairing_error *err, int code, int source, long line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fill(err, code, source, line, fmt, ap);
    va_end(ap);
    return code;
}

int pr_nomem(pairing_error *err)
{
    return pr_fail(err, PAIRING_ERR_NOMEM, "out of memory");
}

/* Adds a hint to the error just filled in. */
int pr_hint(pairing_error *err, int hint)
{
    if (err)
        err->hint = hint;
    return err ? err->code : PAIRING_ERR_INVALID;
}
