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

static const char *const system_names[] = {"roundrobin", "knockout", "qiu", "swiss"};

PAIRING_API const char *pairing_system_name(pairing_system system)
{
    if (system < PAIRING_SYSTEM_ROUNDROBIN || system > PAIRING_SYSTEM_SWISS)
        return "unknown";
    return system_names[system];
}

PAIRING_API int pairing_system_parse(const char *name, pairing_system *system)
{
    if (!system)
        return PAIRING_ERR_INVALID;
    for (int s = 0; name && s <= PAIRING_SYSTEM_SWISS; s++) {
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

/* Exact decimal: den is 1, 2 or 4, so two decimals always suffice (5.5, 2.25, 3). */
PAIRING_API int pairing_value_format(pairing_value v, char *buf, size_t size)
{
    if (!buf || size == 0)
        return PAIRING_ERR_INVALID;
    if (!v.present) {
        int n = snprintf(buf, size, "-");
        return n < 0 || (size_t)n >= size ? PAIRING_ERR_INVALID : PAIRING_OK;
    }
    if (v.den != 1 && v.den != 2 && v.den != 4)
        return PAIRING_ERR_INVALID;
    /* the magnitude as unsigned: -LLONG_MIN does not fit a long long */
    unsigned long long num =
        v.num < 0 ? 0ULL - (unsigned long long)v.num : (unsigned long long)v.num;
    unsigned long long whole = num / (unsigned long long)v.den;
    int hundredths = (int)(num % (unsigned long long)v.den * (100 / (unsigned)v.den));
    int n;
    if (hundredths == 0)
        n = snprintf(buf, size, "%s%llu", v.num < 0 ? "-" : "", whole);
    else if (hundredths % 10 == 0)
        n = snprintf(buf, size, "%s%llu.%d", v.num < 0 ? "-" : "", whole,
                     hundredths / 10);
    else
        n = snprintf(buf, size, "%s%llu.%02d", v.num < 0 ? "-" : "", whole, hundredths);
    return n < 0 || (size_t)n >= size ? PAIRING_ERR_INVALID : PAIRING_OK;
}
