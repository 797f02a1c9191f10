/*
 * elimination.c - why a Qiu player is out after round 2, in words for the
 * printouts (the library computes the reason once: pairing_elimination; JSON
 * and CSV write pairing_elimination_name's word).
 */
#include "formats/formats.h"

typedef struct elimination_words {
    const char *text; /* the reason with its rule, for the round sheets */
    const char *zh;   /* the same for the bilingual pages */
    const char *note; /* short and bilingual, for a crosstable's name cell */
} elimination_words;

/* By enum pairing_elimination: Appendix 3 §三.1.2.3 keeps who withdrew or
 * forfeited in stage 1 out of stage 2, §二.1.1 puts out who has no point. */
static const elimination_words words[] = {
    {"", "", ""},
    {N_("withdrew in stage 1 (Appendix 3 §三.1.2.3)"), "预赛退出比赛",
     "out after round 2: withdrew in stage 1 (App. 3 §三.1.2.3) 第2轮后淘汰：预赛退出"},
    {N_("lost a stage-1 game by forfeit (Appendix 3 §三.1.2.3)"), "预赛弃权",
     "out after round 2: a stage-1 forfeit (App. 3 §三.1.2.3) 第2轮后淘汰：预赛弃权"},
    {N_("no point after round 2 (Appendix 3 §二.1.1)"), "前两轮零分",
     "out after round 2: no point (App. 3 §二.1.1) 第2轮后淘汰：零分"},
};

static const elimination_words *words_of(int reason)
{
    int known = reason > 0 && (size_t)reason < sizeof words / sizeof words[0];
    return &words[known ? reason : 0];
}

const char *cli_elimination_text(int reason)
{
    const char *text = words_of(reason)->text;
    return *text ? _(text) : text;
}

const char *cli_elimination_text_zh(int reason)
{
    return words_of(reason)->zh;
}

const char *cli_elimination_note(int reason)
{
    return words_of(reason)->note;
}
