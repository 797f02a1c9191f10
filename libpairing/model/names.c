/*
 * names.c - the words of the formats: systems, result tokens, exact numbers.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

PAIRING_API const char *pairing_version(void)
{
    return PAIRING_VERSION;
}

static const char *const system_names[] = {"roundrobin", "knockout", "qiu", "swiss",
                                           "dutch"};

PAIRING_API const char *pairing_system_name(pairing_system system)
{
    if (system < PAIRING_SYSTEM_ROUNDROBIN || system > PAIRING_SYSTEM_DUTCH)
        return "unknown";
    return system_names[system];
}

PAIRING_API int pairing_system_parse(const char *name, pairing_system *system)
{
    if (!system)
        return PAIRING_ERR_INVALID;
    for (int s = 0; name && s <= PAIRING_SYSTEM_DUTCH; s++) {
        if (strcmp(name, system_names[s]) == 0) {
            *system = (pairing_system)s;
            return PAIRING_OK;
        }
    }
    return PAIRING_ERR_INVALID;
}

/* SPEC §1 result tokens; the first spelling of each is the one written out. */
static const struct {
    const char *token;
    pairing_outcome outcome;
} tokens[] = {
    {"", PAIRING_PENDING},
    {"1-0", PAIRING_FIRST_WINS},
    {"0-1", PAIRING_SECOND_WINS},
    {"=", PAIRING_DRAW},
    {"1/2-1/2", PAIRING_DRAW},
    {"\xc2\xbd-\xc2\xbd", PAIRING_DRAW}, /* ½-½ */
    {"0.5-0.5", PAIRING_DRAW},
    {"+-", PAIRING_FORFEIT_FIRST_WINS},
    {"-+", PAIRING_FORFEIT_SECOND_WINS},
    {"--", PAIRING_DOUBLE_FORFEIT},
    {"bye", PAIRING_BYE},
    {"half-bye", PAIRING_HALF_BYE},
    {"zero-bye", PAIRING_ZERO_BYE},
};

PAIRING_API int pairing_outcome_parse(const char *token, pairing_outcome *outcome)
{
    if (!outcome)
        return PAIRING_ERR_INVALID;
    if (!token)
        token = "";
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++) {
        if (strcmp(token, tokens[i].token) == 0) {
            *outcome = tokens[i].outcome;
            return PAIRING_OK;
        }
    }
    return PAIRING_ERR_DATA;
}

PAIRING_API const char *pairing_outcome_token(pairing_outcome outcome)
{
    for (size_t i = 0; i < sizeof tokens / sizeof tokens[0]; i++)
        if (tokens[i].outcome == outcome)
            return tokens[i].token;
    return "?";
}

/* The decimals of rem/den (0 < rem < den): every digit while the fraction
 * ends within 12 places (halves, quarters, a team's 小分 rate over B x G a
 * power of two), else 4 places rounded half up; trailing zeros left out.
 * *carry is set when the rounding reaches the next whole number. */
static void decimals(unsigned long long rem, unsigned long long den, char *out,
                     int *carry)
{
    int places = 0;
    unsigned long long r = rem;
    while (r && places < 12) {
        r = r * 10 % den;
        places++;
    }
    int exact = r == 0, keep = exact ? places : 4, n = 0;
    r = rem;
    char digit[16];
    for (int k = 0; k < keep; k++) {
        r *= 10;
        digit[n++] = (char)('0' + r / den);
        r %= den;
    }
    *carry = 0;
    if (!exact && 2 * r >= den) { /* round half up, carrying left */
        int k = n - 1;
        while (k >= 0 && digit[k] == '9')
            digit[k--] = '0';
        if (k < 0)
            *carry = 1;
        else
            digit[k]++;
    }
    while (n > 0 && digit[n - 1] == '0')
        n--;
    memcpy(out, digit, (size_t)n);
    out[n] = 0;
}

/* An exact value as a decimal: halves and quarters in full (5.5, 2.25, 3);
 * any other fraction to 12 places when it ends there, else to 4. */
PAIRING_API int pairing_value_format(pairing_value v, char *buf, size_t size)
{
    if (!buf || size == 0)
        return PAIRING_ERR_INVALID;
    if (!v.present) {
        int n = snprintf(buf, size, "-");
        return n < 0 || (size_t)n >= size ? PAIRING_ERR_INVALID : PAIRING_OK;
    }
    if (v.den < 1)
        return PAIRING_ERR_INVALID;
    /* the magnitude as unsigned: -LLONG_MIN does not fit a long long */
    unsigned long long num =
        v.num < 0 ? 0ULL - (unsigned long long)v.num : (unsigned long long)v.num;
    unsigned long long den = (unsigned long long)v.den;
    unsigned long long whole = num / den;
    char fraction[16] = "";
    int carry = 0;
    if (num % den)
        decimals(num % den, den, fraction, &carry);
    whole += (unsigned long long)carry;
    int negative = v.num < 0 && (whole || fraction[0]);
    /* written by hand, not by snprintf: a standings page formats every
     * tiebreak of every player, and printf's parsing was most of the cost */
    char text[48];
    size_t at = sizeof text;
    text[--at] = 0;
    for (size_t k = strlen(fraction); k > 0; k--)
        text[--at] = fraction[k - 1];
    if (fraction[0])
        text[--at] = '.';
    do
        text[--at] = (char)('0' + whole % 10);
    while ((whole /= 10) > 0);
    if (negative)
        text[--at] = '-';
    if (sizeof text - at > size)
        return PAIRING_ERR_INVALID;
    memcpy(buf, text + at, sizeof text - at);
    return PAIRING_OK;
}
