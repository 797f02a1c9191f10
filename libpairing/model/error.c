/*
 * error.c - status codes, their messages, and filling in pairing_error.
 */
#include <stdarg.h>
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

/* One conversion of a printf format, from its % to its letter. */
typedef struct conversion {
    char spec[24]; /* "%-5ld" */
    char length;   /* 'l', 'q' (ll), 'z', or 0 (int, and h and hh that promote to it) */
    char letter;
} conversion;

static char length_of(const char **p)
{
    char c = **p;
    if (!c || !strchr("hlz", c))
        return 0;
    (*p)++;
    if ((c == 'h' || c == 'l') && **p == c) {
        (*p)++;
        return c == 'h' ? 0 : 'q';
    }
    return c == 'h' ? 0 : c;
}

/* Reads the conversion at p (just past its %); returns what follows it, or NULL
 * for one not taken apart here ('*', an unusual letter): then only the text
 * says the message. */
static const char *read_conversion(const char *p, conversion *c)
{
    const char *start = p - 1;
    p += strspn(p, "-+ #0");
    p += strspn(p, "0123456789");
    if (*p == '.')
        p += 1 + strspn(p + 1, "0123456789");
    c->length = length_of(&p);
    c->letter = *p;
    size_t len = (size_t)(p + 1 - start);
    if (!c->letter || !strchr("diuxXcsgf", c->letter) || len >= sizeof c->spec)
        return NULL;
    memcpy(c->spec, start, len);
    c->spec[len] = 0;
    return p + 1;
}

static void put_integer(char *out, size_t size, const conversion *c, va_list *ap)
{
    int is_signed = strchr("di", c->letter) != NULL;
    if (c->length == 'l' && is_signed)
        snprintf(out, size, c->spec, va_arg(*ap, long));
    else if (c->length == 'l')
        snprintf(out, size, c->spec, va_arg(*ap, unsigned long));
    else if (c->length == 'q' && is_signed)
        snprintf(out, size, c->spec, va_arg(*ap, long long));
    else if (c->length == 'q')
        snprintf(out, size, c->spec, va_arg(*ap, unsigned long long));
    else if (c->length == 'z')
        snprintf(out, size, c->spec, va_arg(*ap, size_t));
    else if (is_signed || c->letter == 'c')
        snprintf(out, size, c->spec, va_arg(*ap, int));
    else
        snprintf(out, size, c->spec, va_arg(*ap, unsigned));
}

/* Each argument of a message as its conversion writes it into the text, into
 * args (max of them, size bytes each), for a caller that puts them into the
 * format in its own language (issue 21); a "%-s" argument is itself a message
 * (a phrase marked PR_MSG), its bit set in *phrases.  Returns 0 when they do
 * not all fit, or a conversion is not one read here. */
int pr_keep_arguments(const char *fmt, va_list *ap, char *args, size_t size, int max,
                      int *nargs, unsigned *phrases)
{
    *nargs = 0;
    *phrases = 0;
    for (const char *p = strchr(fmt, '%'); p; p = strchr(p, '%')) {
        conversion c;
        if (p[1] == '%') {
            p += 2;
            continue;
        }
        if (!(p = read_conversion(p + 1, &c)) || *nargs == max)
            return 0;
        char *out = args + (size_t)*nargs * size;
        if (c.letter == 's' && strcmp(c.spec, "%-s") == 0)
            *phrases |= 1u << *nargs;
        (*nargs)++;
        if (c.letter == 's')
            snprintf(out, size, c.spec, va_arg(*ap, const char *));
        else if (c.letter == 'g' || c.letter == 'f')
            snprintf(out, size, c.spec, va_arg(*ap, double));
        else
            put_integer(out, size, &c, ap);
        if (strlen(out) == size - 1)
            return 0; /* cut short: only the text has it whole */
    }
    return 1;
}

static int fill(pairing_error *err, int code, int source, long line, const char *fmt,
                va_list ap)
{
    if (err) {
        err->code = code;
        err->source = source;
        err->line = line;
        err->hint = PAIRING_HINT_NONE;
        va_list args;
        va_copy(args, ap);
        vsnprintf(err->text, sizeof err->text, fmt, ap);
        unsigned phrases;
        err->format = pr_keep_arguments(fmt, &args, &err->args[0][0], sizeof err->args[0],
                                        PAIRING_ERROR_ARGS, &err->nargs, &phrases)
                          ? fmt
                          : NULL;
        va_end(args);
        if (!err->format)
            err->nargs = 0;
    }
    return code;
}

int pr_fail_v(pairing_error *err, int code, int source, long line, const char *fmt,
              va_list ap)
{
    return fill(err, code, source, line, fmt, ap);
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
