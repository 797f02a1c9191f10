/*
 * check_names.c - result tokens, system names, exact values, status messages.
 */
#include <limits.h>
#include <string.h>

#include "check_pairing.h"

START_TEST(test_outcome_tokens)
{
    static const struct {
        const char *token;
        pairing_outcome outcome;
    } cases[] = {
        {"", PAIRING_PENDING},
        {"1-0", PAIRING_FIRST_WINS},
        {"0-1", PAIRING_SECOND_WINS},
        {"=", PAIRING_DRAW},
        {"1/2-1/2", PAIRING_DRAW},
        {"\xc2\xbd-\xc2\xbd", PAIRING_DRAW},
        {"0.5-0.5", PAIRING_DRAW},
        {"+-", PAIRING_FORFEIT_FIRST_WINS},
        {"-+", PAIRING_FORFEIT_SECOND_WINS},
        {"--", PAIRING_DOUBLE_FORFEIT},
        {"bye", PAIRING_BYE},
        {"half-bye", PAIRING_HALF_BYE},
        {"zero-bye", PAIRING_ZERO_BYE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pairing_outcome o = (pairing_outcome)-1;
        ck_assert_int_eq(pairing_outcome_parse(cases[i].token, &o), PAIRING_OK);
        ck_assert_int_eq(o, cases[i].outcome);
    }
    pairing_outcome o;
    const char *bad[] = {"1:0", "2-0", "draw", "BYE", " =", "1-0 ", "½"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_eq(pairing_outcome_parse(bad[i], &o), PAIRING_ERR_DATA);
    ck_assert_str_eq(pairing_outcome_token(PAIRING_DRAW), "=");
    ck_assert_str_eq(pairing_outcome_token(PAIRING_FORFEIT_SECOND_WINS), "-+");
    ck_assert_str_eq(pairing_outcome_token(PAIRING_HALF_BYE), "half-bye");
}
END_TEST

START_TEST(test_value_format)
{
    static const struct {
        long long num;
        int den;
        const char *text;
    } cases[] = {
        {11, 2, "5.5"}, {6, 2, "3"},     {9, 4, "2.25"}, {3, 4, "0.75"},
        {0, 1, "0"},    {-1, 2, "-0.5"}, {10, 4, "2.5"}, {1999, 1, "1999"},
    };
    char buf[32];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pairing_value v = {cases[i].num, cases[i].den, 1};
        ck_assert_int_eq(pairing_value_format(v, buf, sizeof buf), PAIRING_OK);
        ck_assert_str_eq(buf, cases[i].text);
    }
    pairing_value absent = {0, 1, 0};
    ck_assert_int_eq(pairing_value_format(absent, buf, sizeof buf), PAIRING_OK);
    ck_assert_str_eq(buf, "-");
    pairing_value v = {12345, 2, 1};
    ck_assert_int_eq(pairing_value_format(v, buf, 4), PAIRING_ERR_INVALID);
    /* "6172.5" and its NUL fit 7 bytes exactly, not 6 */
    ck_assert_int_eq(pairing_value_format(v, buf, 7), PAIRING_OK);
    ck_assert_str_eq(buf, "6172.5");
    ck_assert_int_eq(pairing_value_format(v, buf, 6), PAIRING_ERR_INVALID);
    /* any other denominator (a team's 小分 rate): exact when the decimal ends
     * within 12 places, else 4 places rounded half up */
    const struct {
        long long num;
        int den;
        const char *text;
    } fractions[] = {{35, 16, "2.1875"}, {1, 3, "0.3333"},    {2, 3, "0.6667"},
                     {-1, 3, "-0.3333"}, {29999, 30000, "1"}, {1, 2048, "0.00048828125"},
                     {7, 12, "0.5833"},  {24, 12, "2"}};
    for (size_t i = 0; i < sizeof fractions / sizeof fractions[0]; i++) {
        pairing_value f = {fractions[i].num, fractions[i].den, 1};
        ck_assert_int_eq(pairing_value_format(f, buf, sizeof buf), PAIRING_OK);
        ck_assert_str_eq(buf, fractions[i].text);
    }
    pairing_value odd = {1, 0, 1};
    ck_assert_int_eq(pairing_value_format(odd, buf, sizeof buf), PAIRING_ERR_INVALID);
    /* the extremes of the type print exactly (no overflow negating the smallest) */
    pairing_value lowest = {LLONG_MIN, 1, 1}, highest = {LLONG_MAX, 4, 1};
    ck_assert_int_eq(pairing_value_format(lowest, buf, sizeof buf), PAIRING_OK);
    ck_assert_str_eq(buf, "-9223372036854775808");
    ck_assert_int_eq(pairing_value_format(highest, buf, sizeof buf), PAIRING_OK);
    ck_assert_str_eq(buf, "2305843009213693951.75");
    /* a NULL output argument is an error, not a crash */
    ck_assert_int_eq(pairing_system_parse("swiss", NULL), PAIRING_ERR_INVALID);
    ck_assert_int_eq(pairing_outcome_parse("1-0", NULL), PAIRING_ERR_INVALID);
}
END_TEST

START_TEST(test_systems_and_messages)
{
    pairing_system s;
    const char *names[] = {"roundrobin", "knockout", "qiu", "swiss", "dutch"};
    for (int i = 0; i < 5; i++) {
        ck_assert_int_eq(pairing_system_parse(names[i], &s), PAIRING_OK);
        ck_assert_str_eq(pairing_system_name(s), names[i]);
    }
    ck_assert_int_eq(pairing_system_parse("monrad", &s), PAIRING_ERR_INVALID);
    for (int code = -1; code < 20; code++)
        ck_assert_ptr_nonnull(pairing_strerror(code));
    ck_assert_str_eq(pairing_strerror(PAIRING_OK), "success");
    ck_assert_str_eq(pairing_version(), PAIRING_VERSION);
}
END_TEST

/* The strict UTF-8 rule (RFC 3629): every boundary of each lead byte, overlongs,
 * surrogates, beyond U+10FFFF, cut off by the end, and a stray continuation. */
START_TEST(test_utf8_char_length)
{
    static const struct {
        const char *bytes;
        int length;
    } cases[] = {
        {"a", 1},
        {"\x7f", 1},
        {"\xc2\x80", 2},         /* U+0080, the first of two bytes */
        {"\xdf\xbf", 2},         /* U+07FF */
        {"\xe0\xa0\x80", 3},     /* U+0800 */
        {"\xe4\xb8\xad", 3},     /* 中 */
        {"\xed\x9f\xbf", 3},     /* U+D7FF, just below the surrogates */
        {"\xee\x80\x80", 3},     /* U+E000, just above them */
        {"\xef\xbf\xbf", 3},     /* U+FFFF */
        {"\xf0\x90\x80\x80", 4}, /* U+10000 */
        {"\xf4\x8f\xbf\xbf", 4}, /* U+10FFFF, the last */
        {"\xc0\xaf", 0},         /* overlong '/' */
        {"\xc1\xbf", 0},         /* overlong */
        {"\xe0\x9f\xbf", 0},     /* overlong U+07FF */
        {"\xf0\x8f\xbf\xbf", 0}, /* overlong U+FFFF */
        {"\xed\xa0\x80", 0},     /* U+D800, a surrogate */
        {"\xed\xbf\xbf", 0},     /* U+DFFF */
        {"\xf4\x90\x80\x80", 0}, /* U+110000 */
        {"\xf5\x80\x80\x80", 0}, /* no such lead byte */
        {"\xff", 0},
        {"\x80", 0},         /* a continuation byte alone */
        {"\xe4\xb8", 0},     /* cut off by the NUL */
        {"\xe4\x41\xad", 0}, /* not a continuation */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *b = cases[i].bytes;
        ck_assert_msg(pairing_utf8_char_length(b, strlen(b)) == cases[i].length,
                      "case %zu", i);
    }
    /* the size, not a NUL, ends the bytes */
    ck_assert_int_eq(pairing_utf8_char_length("\xe4\xb8\xad", 2), 0);
    ck_assert_int_eq(pairing_utf8_char_length("\xe4\xb8\xad", 3), 3);
    ck_assert_int_eq(pairing_utf8_char_length("\0", 1), 1);
    ck_assert_int_eq(pairing_utf8_char_length("a", 0), 0);
    ck_assert_int_eq(pairing_utf8_char_length(NULL, 4), 0);
}
END_TEST

Suite *names_suite(void)
{
    Suite *s = suite_create("names");
    TCase *tc = tcase_create("tokens");
    tcase_add_test(tc, test_outcome_tokens);
    tcase_add_test(tc, test_utf8_char_length);
    tcase_add_test(tc, test_value_format);
    tcase_add_test(tc, test_systems_and_messages);
    suite_add_tcase(s, tc);
    return s;
}
