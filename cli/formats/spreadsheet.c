/*
 * spreadsheet.c - what Chinese directors type into Excel or WPS where the files
 * want English (SPEC §9): the column names in Chinese, result tokens in
 * full-width characters, typographic dashes or words.  Every file the tool reads
 * as a table takes them, entrants and results now and the team files later.
 */
#include <string.h>

#include "formats/formats.h"

/* One name per column across all the files: a header means the same column
 * wherever it appears (序号 is the rank column, as SPEC §9 says, not a number). */
static const struct {
    const char *alias, *name;
} column_aliases[] = {
    /* entrants, and members of teams (§10) */
    {"编号", "id"},
    {"姓名", "name"},
    {"等级分", "rating"},
    {"序号", "rank"},
    {"实力序号", "rank"},
    {"单位", "club"},
    {"俱乐部", "club"},
    {"代表队", "club"},
    {"违例", "violations"},
    {"退赛", "withdrawn"},
    {"加入轮次", "joined"},
    {"队", "team"},
    {"队伍", "team"},
    {"台次顺序号", "order"},
    {"顺序号", "order"},
    {"组别", "group"}, /* the group of an event in groups (分组, SPEC §11) */
    {"分组", "group"},
    /* results, and lineups */
    {"轮次", "round"},
    {"轮", "round"},
    {"先手", "first"},
    {"后手", "second"},
    {"结果", "result"},
    {"胜者", "winner"},
    {"台", "board"},
    {"台次", "board"},
    /* a team event's results and lineups (§10) */
    {"先手方队", "first_team"},
    {"后手方队", "second_team"},
    {"局", "game"},
    {"队员", "player"},
};

/* 队名, the team's name, names the column team_name_column says (the teams
 * file's name, the members file's team), none elsewhere. */
#define TEAM_NAME_WORD "队名"

/* The column a header names: its English name for a Chinese alias, else the
 * header itself (matched case-insensitively by the caller). */
const char *cli_column_name(const char *header)
{
    for (size_t i = 0; i < sizeof column_aliases / sizeof column_aliases[0]; i++)
        if (strcmp(header, column_aliases[i].alias) == 0)
            return column_aliases[i].name;
    return header;
}

/* The same in a file where 队名 names team_name_column (or nothing: NULL). */
const char *cli_column_name_in(const char *header, const char *team_name_column)
{
    if (team_name_column && strcmp(header, TEAM_NAME_WORD) == 0)
        return team_name_column;
    return cli_column_name(header);
}

/* A column the file must have and has not, with every header that names it:
 * "'name', '姓名' or '队名'". */
int cli_missing_column(const char *path, long line, const char *name,
                       const char *team_name_column)
{
    const char *words[16];
    size_t n = 0, used = 0;
    char list[256];
    words[n++] = name;
    for (size_t i = 0; i < sizeof column_aliases / sizeof column_aliases[0] && n < 15;
         i++)
        if (strcmp(column_aliases[i].name, name) == 0)
            words[n++] = column_aliases[i].alias;
    if (team_name_column && strcmp(name, team_name_column) == 0)
        words[n++] = TEAM_NAME_WORD;
    list[0] = 0;
    for (size_t i = 0; i < n && used < sizeof list; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s'%s'",
                                 i == 0       ? ""
                                 : i + 1 == n ? " or "
                                              : ", ",
                                 words[i]);
    return cli_fail_at(EXIT_DATA, path, line,
                       _("the header has no '%s' column (a column headed %s)"), name,
                       list);
}

/* ---- result tokens ---- */

/* The words, each for the token of SPEC §1 it stands for. */
static const struct {
    const char *word, *token;
} result_words[] = {
    {"先胜", "1-0"},  /* first won */
    {"后胜", "0-1"},  /* second won */
    {"和", "="},      /* a draw */
    {"轮空", "bye"},  /* the pairing's bye */
    {"先弃权", "-+"}, /* first forfeited */
    {"后弃权", "+-"}, /* second forfeited */
    {"双弃权", "--"}, /* both forfeited */
};

/* The code point of the UTF-8 character at s (of `left` bytes), its length in
 * *n; the text is valid UTF-8 (cli_decode_text saw to it). */
static unsigned code_point(const char *s, size_t left, int *n)
{
    const unsigned char *u = (const unsigned char *)s;
    *n = pairing_utf8_char_length(s, left);
    if (*n <= 1) {
        *n = 1;
        return u[0];
    }
    unsigned cp = u[0] & (0x3fu >> (*n - 1));
    for (int i = 1; i < *n; i++)
        cp = (cp << 6) | (u[i] & 0x3f);
    return cp;
}

/* The ASCII character a full-width form, dash or minus stands for, or 0. */
static char ascii_form(unsigned cp)
{
    if (cp >= 0xff01 && cp <= 0xff5e) /* full-width ASCII: １ ０ － ＝ ＋ ／ ． */
        return (char)(cp - 0xfee0);
    if ((cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212) /* hyphens, – —, minus */
        return '-';
    return 0;
}

#define IDEOGRAPHIC_SPACE "\xe3\x80\x80" /* U+3000, the blank of a Chinese IME */

/* Blanks off both ends, in place: ASCII ones (libcsv takes them off an unquoted
 * field, not off a quoted one) and U+3000, which a Chinese input method types. */
void cli_trim_blanks(char *s)
{
    size_t n = strlen(s), from = 0;
    for (;;) {
        if (from < n && (s[from] == ' ' || s[from] == '\t'))
            from++;
        else if (n - from >= 3 && memcmp(s + from, IDEOGRAPHIC_SPACE, 3) == 0)
            from += 3;
        else
            break;
    }
    for (;;) {
        if (n > from && (s[n - 1] == ' ' || s[n - 1] == '\t'))
            n--;
        else if (n - from >= 3 && memcmp(s + n - 3, IDEOGRAPHIC_SPACE, 3) == 0)
            n -= 3;
        else
            break;
    }
    memmove(s, s + from, n - from);
    s[n - from] = 0;
}

/* The token's full-width characters and dashes as ASCII, English letters in
 * lower case, into out; -1 when it is too long to be a token. */
static int plain_token(const char *token, char *out, size_t size)
{
    size_t len = strlen(token), used = 0;
    for (size_t i = 0; i < len;) {
        int width;
        char ascii = ascii_form(code_point(token + i, len - i, &width));
        size_t take = ascii ? 1 : (size_t)width;
        if (used + take >= size)
            return -1;
        if (ascii)
            out[used] = ascii;
        else
            memcpy(out + used, token + i, take);
        if (out[used] >= 'A' && out[used] <= 'Z')
            out[used] = (char)(out[used] - 'A' + 'a');
        used += take;
        i += (size_t)width;
    }
    out[used] = 0;
    return 0;
}

/* A result as a spreadsheet may write it: SPEC §1's tokens, their full-width
 * and dashed forms (１-０, 1–0, ＝, ½－½), in any case (Bye), blanks around it,
 * and the Chinese words.  The tokens themselves, nearly every row of a file,
 * are taken at once. */
int cli_result_outcome(const char *token, pairing_outcome *outcome)
{
    if (pairing_outcome_parse(token, outcome) == PAIRING_OK)
        return PAIRING_OK;
    char copy[64], plain[32];
    size_t len = strlen(token);
    if (len >= sizeof copy)
        return PAIRING_ERR_DATA;
    memcpy(copy, token, len + 1);
    cli_trim_blanks(copy);
    if (plain_token(copy, plain, sizeof plain))
        return PAIRING_ERR_DATA;
    for (size_t i = 0; i < sizeof result_words / sizeof result_words[0]; i++)
        if (strcmp(plain, result_words[i].word) == 0)
            return pairing_outcome_parse(result_words[i].token, outcome);
    return pairing_outcome_parse(plain, outcome);
}

/* A result no spelling of cli_result_outcome reads, with every token it takes,
 * the Chinese words among them. */
int cli_unknown_result(const char *path, long line, const char *token)
{
    return cli_fail_at(
        EXIT_DATA, path, line,
        _("unknown result '%s' (use 1-0, 0-1, =, +-, -+, --, bye, half-bye, "
          "zero-bye, 先胜, 后胜, 和, 轮空, 先弃权, 后弃权, 双弃权, or leave "
          "it empty)"),
        token);
}
