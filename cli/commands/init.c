/*
 * init.c - `pairing init DIR`: a new event's folder (SPEC §8): a commented
 * event.ini whose system the director must still choose, and empty entrants
 * and results files with their headers.  An event.ini already there is never
 * overwritten; entrants and results files already there are kept as they are.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands/commands.h"

static const char event_ini[] =
    "; The event file of pairing(1) (赛事文件): everything that decides a pairing or a\n"
    "; ranking, written once.  Every command reads it with --event FILE; a flag that\n"
    "; says otherwise is an error naming both values.  Paths are relative to this\n"
    "; file.  Keys are the flags' names without \"--\"; see pairing-event(5).\n"
    "\n"
    "[event]\n"
    "name    =                ; 赛事名称, e.g. 2026年北京五子棋公开赛\n"
    "date    =                ; 日期, e.g. 2026-12-05 – 2026-12-06\n"
    "venue   =                ; 地点\n"
    "arbiter =                ; 裁判长\n"
    "language = zh            ; 语言: zh (中文) or en (English), of messages and pages\n"
    "\n"
    "; 赛制 - choose one before pairing anything:\n"
    ";   qiu        仇式积分编排 (the Qiu system: 2/1/0, elimination after round 2)\n"
    ";   swiss      瑞士制 (a plain score-group Swiss: 1/½/0; needs rounds)\n"
    ";   roundrobin 循环赛 (Berger tables)\n"
    ";   knockout   淘汰赛 (seeds and byes by Appendix 1)\n"
    ";   dutch      国际棋联荷兰制 (chess's FIDE Dutch system: 1/½/0; needs rounds\n"
    ";              and initial-colour = first|second; pairing-swiss(1))\n"
    "system  =\n"
    "\n"
    "; rounds = 7             ; 轮数: a plain Swiss needs it; the Qiu system counts\n"
    ";                        ; them from the field unless it is given\n"
    "entrants = entrants.csv  ; 参赛名单: id,name (姓名),rating (等级分),club (单位)\n"
    "results  = results.csv   ; 成绩: pairing swiss --record adds each round,\n"
    ";                        ; pairing record fills the results in\n"
    "\n"
    "; Settings with a default of the system (uncomment to change; pairing(1)):\n"
    "; points = 1,0.5,0       ; win, draw, loss (the Qiu system: 2,1,0)\n"
    "; bye-points = 1         ; a bye the pairing gives (default: a win)\n"
    "; tiebreaks = aro,buchholz,median-buchholz,wins\n"
    "; unplayed = fide2023    ; byes, forfeits and withdrawals in a Swiss's tiebreaks\n"
    "; withdrawal = annul-under-half   ; round robin\n"
    "; elimination = yes      ; the Qiu system: out after round 2 without a point\n"
    "; colours = balanced     ; 禁连三/禁多三 (plain Swiss default) or qiu (App. 3 §四)\n"
    "; first-round = halves   ; plain Swiss round 1: halves, adjacent, fold or lot\n"
    "; avoid-clubs = round1   ; the fewest club-mate games: round1 (a halves start) or "
    "all\n"
    "; score-bands = 8        ; 积分段: score groups joined into bands of 8 or more\n"
    "; double = no            ; round robin: two cycles\n"
    "; seeds = 8              ; knockout: 0, a power of two, or all (qualifiers)\n"
    "; placement = all        ; knockout: none, third or all\n"
    "; separate-clubs = yes   ; knockout\n"
    "; draw-lots = 20261205   ; 抽签: the seed of every lot\n";

/* The [event] section's first lines, where a folder made for stages or for
 * teams names the event. */
#define EVENT_PARTICULARS                                                                \
    "[event]\n"                                                                          \
    "name    =                ; 赛事名称\n"                                          \
    "date    =                ; 日期\n"                                                \
    "venue   =                ; 地点\n"                                                \
    "arbiter =                ; 裁判长\n"                                             \
    "language = zh            ; 语言: zh (中文) or en (English)\n"

/* --stages: an event in stages as the 2014 open runs it (SPEC §11). */
static const char staged_ini[] =
    "; The event file of pairing(1) (赛事文件) for an event in stages (组合赛制), as "
    "the\n"
    "; 2014 open runs it: group A plays a Swiss prelim in two groups, its top 8 a\n"
    "; knockout final; group B is a Swiss of its own; the overall ranking gives the\n"
    "; final's places 1-8, then B's from 9th.  Change what differs; see pairing(1),\n"
    "; EVENTS IN STAGES.  Paths are relative to this file.\n"
    "\n" EVENT_PARTICULARS
    "; settings of every stage may stay here (points, draw-lots ...)\n"
    "\n"
    "[stage prelim]           ; A组预赛: pairing stage --event event.ini prelim --group "
    "A\n"
    "system   = swiss\n"
    "rounds   = 5\n"
    "groups   = 2             ; 分组: snake over the numbers, or a group column\n"
    "entrants = a-entrants.csv\n"
    "results  = a-results.csv\n"
    "tiebreaks = buchholz,median-buchholz,wins\n"
    "\n"
    "[stage final]            ; A组决赛: pairing stage --event event.ini final\n"
    "system    = knockout\n"
    "from      = prelim       ; drawn from its standings once it is over\n"
    "advance   = 8            ; A1, B1, A2, B2 ... fully seeded (seeds = all)\n"
    "placement = all\n"
    "results   = final-results.csv\n"
    "; settled = ID, ID       ; the order a play-off gave players no tiebreak parts\n"
    "\n"
    "[section B]              ; B组: pairing stage --event event.ini B\n"
    "system   = swiss\n"
    "rounds   = 5\n"
    "entrants = b-entrants.csv\n"
    "results  = b-results.csv\n"
    "tiebreaks = buchholz,median-buchholz,wins\n"
    "\n"
    "[overall]                ; 总排名: pairing standings --event event.ini --overall\n"
    "order  = final, B\n"
    "method = sum-ranks:3     ; 团体: pairing team individual --event event.ini "
    "--overall\n";

/* --teams: a team event (团体赛, SPEC §10). */
static const char team_ini[] =
    "; The event file of pairing(1) (赛事文件) for a team event (团体赛):\n"
    "; everything that decides a pairing or a ranking, written once.  Paths are\n"
    "; relative to this file.  See pairing-team(1).\n"
    "\n" EVENT_PARTICULARS "\n"
    "; 赛制 - choose one before pairing anything:\n"
    ";   qiu        仇式积分编排 (pairing team swiss)\n"
    ";   swiss      瑞士制 (pairing team swiss; needs rounds)\n"
    ";   roundrobin 循环赛 (pairing team roundrobin)\n"
    ";   knockout   淘汰赛 (pairing team knockout)\n"
    "system  =\n"
    "\n"
    "boards   = 4             ; 台数: the boards of a match\n"
    "lineup-rule = ordered    ; 分台换人制 (ordered), 分台定人制 (fixed) or free\n"
    "teams    = teams.csv     ; 参赛队: id,name (队名)\n"
    "members  = members.csv   ; 队员: id,name,rating,team,order (台次顺序号)\n"
    "lineups  = lineups.csv   ; 出场名单: round,team,board,player (optional rows)\n"
    "results  = results.csv   ; 成绩: --record adds each round's boards,\n"
    ";                        ; pairing record fills the results in\n"
    "\n"
    "; Settings with a default (uncomment to change; pairing-team(1)):\n"
    "; rounds = 5             ; 轮数: a plain Swiss needs it\n"
    "; games = 1              ; games on each board of a match\n"
    "; match-by = boards      ; a match won by boards (台分) or by games (局分)\n"
    "; match-points = 2,1,0   ; 次分: a match won, drawn, lost\n"
    "; board-points = 2,1,0   ; 台分: a board won, drawn, lost\n"
    "; double = no            ; round robin: two cycles\n"
    "; draw-lots = 20261205   ; 抽签: the seed of every lot\n";

static const char teams_csv[] = "id,name\n";
static const char members_csv[] = "id,name,rating,team,order\n";
static const char lineups_csv[] = "round,team,board,player\n";
static const char team_results_csv[] =
    "round,first_team,second_team,board,game,first,second,result,winner\n";
static const char entrants_csv[] = "id,name,rating,club\n";
static const char results_csv[] = "round,board,first,second,result,winner\n";

static char *path_in(const char *dir, const char *file)
{
    size_t nd = strlen(dir), nf = strlen(file);
    char *path = malloc(nd + nf + 2);
    if (path)
        snprintf(path, nd + nf + 2, "%s/%s", dir, file);
    return path;
}

static int make_folder(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0)
        return S_ISDIR(st.st_mode)
                   ? EXIT_OK
                   : cli_fail(EXIT_CANTCREATE, _("%s exists and is not a folder"), dir);
    if (mkdir(dir, 0777) != 0)
        return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), dir, strerror(errno));
    return EXIT_OK;
}

/* A new file with `text`, never one in place of another: written whole beside
 * it, then linked to its name, which fails if the name is taken. */
static int write_new(const char *path, const char *text, int *existed)
{
    *existed = access(path, F_OK) == 0;
    if (*existed)
        return EXIT_OK;
    size_t n = strlen(path) + 16;
    char *tmp = malloc(n);
    if (!tmp)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    snprintf(tmp, n, "%s.new", path);
    cli_buffer b = {0};
    cli_buffer_puts(&b, text);
    int status = cli_write_output(&b, tmp);
    if (!status && link(tmp, path) != 0)
        status = errno == EEXIST ? (*existed = 1, EXIT_OK)
                                 : cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"),
                                            path, strerror(errno));
    unlink(tmp);
    free(tmp);
    cli_buffer_free(&b);
    return status;
}

#define MAX_FILES 6

typedef struct init_kind {
    const char *names[MAX_FILES];
    const char *texts[MAX_FILES];
    int count;
} init_kind;

static const init_kind one_event = {{"event.ini", "entrants.csv", "results.csv"},
                                    {event_ini, entrants_csv, results_csv},
                                    3};
static const init_kind staged_event = {
    {"event.ini", "a-entrants.csv", "a-results.csv", "final-results.csv",
     "b-entrants.csv", "b-results.csv"},
    {staged_ini, entrants_csv, results_csv, results_csv, entrants_csv, results_csv},
    6};

static const init_kind team_event = {
    {"event.ini", "teams.csv", "members.csv", "lineups.csv", "results.csv"},
    {team_ini, teams_csv, members_csv, lineups_csv, team_results_csv},
    5};

static int write_files(const char *dir, const init_kind *kind, char *paths[MAX_FILES])
{
    const char *const *names = kind->names, *const *texts = kind->texts;
    for (int i = 0; i < kind->count; i++)
        if (!(paths[i] = path_in(dir, names[i])))
            return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    if (access(paths[0], F_OK) == 0)
        return cli_fail(EXIT_CANTCREATE,
                        _("%s exists: pairing init never overwrites an event file"),
                        paths[0]);
    int status = EXIT_OK, existed[MAX_FILES] = {0};
    for (int i = 0; i < kind->count && !status; i++)
        status = write_new(paths[i], texts[i], &existed[i]);
    if (!status && existed[0])
        return cli_fail(EXIT_CANTCREATE,
                        _("%s exists: pairing init never overwrites an event file"),
                        paths[0]);
    for (int i = 0; i < kind->count && !status; i++)
        cli_say(existed[i] ? _("kept    %s\n") : _("written %s\n"), paths[i]);
    return status;
}

static void say_next_stages(char *paths[MAX_FILES])
{
    cli_say(_("\nNext:\n"
              "  1. give the event's name, date, venue and arbiter in %s, and change\n"
              "     the stages where the event differs from the 2014 open's;\n"
              "  2. list group A's players in %s and group B's in %s;\n"
              "  3. pair each round of each group, and of B, recording it:\n"
              "       pairing stage --event %s prelim --group A --record --format html\n"
              "       pairing stage --event %s prelim --group B --record --format html\n"
              "       pairing stage --event %s B --record --format html\n"
              "  4. fill each result in as it comes:\n"
              "       pairing record --event %s --stage prelim ROUND BOARD RESULT\n"
              "  5. once the prelim is over, the final (and its next rounds):\n"
              "       pairing stage --event %s final --record --format html\n"
              "  6. at the end: pairing standings --event %s --overall --format html\n"),
            paths[0], paths[1], paths[4], paths[0], paths[0], paths[0], paths[0],
            paths[0], paths[0]);
}

static void say_next_teams(const char *dir, char *paths[MAX_FILES])
{
    cli_say(
        _("\nNext:\n"
          "  1. choose the system in %s (qiu, swiss, roundrobin or knockout),\n"
          "     the boards and the lineup rule, and give the event's name, date,\n"
          "     venue and arbiter;\n"
          "  2. list the teams in %s and their members, in board order, in %s;\n"
          "  3. pair round 1, recording its boards in %s:\n"
          "       pairing team swiss --event %s --record --format html "
          "--output %s/round-1.html\n"
          "     (a round robin or a knockout: pairing team roundrobin or pairing team\n"
          "     knockout, the same way);\n"
          "  4. fill each result in as it comes:\n"
          "       pairing record --event %s ROUND RESULT --player ID\n"),
        paths[0], paths[1], paths[2], paths[4], paths[0], dir, paths[0]);
}

static void say_next(const char *dir, char *paths[MAX_FILES])
{
    cli_say(
        _("\nNext:\n"
          "  1. choose the system in %s (qiu, swiss, roundrobin or knockout),\n"
          "     and give the event's name, date, venue and arbiter;\n"
          "  2. list the players in %s (or put the spreadsheet there);\n"
          "  3. pair round 1, recording it in %s:\n"
          "       pairing swiss --event %s --record --format html "
          "--output %s/round-1.html\n"
          "     (a round robin or a knockout: pairing roundrobin or pairing knockout,\n"
          "     the same way);\n"
          "  4. fill each result in as it comes:\n"
          "       pairing record --event %s ROUND BOARD RESULT\n"),
        paths[0], paths[1], paths[2], paths[0], dir, paths[0]);
}

int cli_init(const cli_options *o)
{
    if (o->nwords != 1)
        return cli_fail(EXIT_USAGE, _("init takes one folder: pairing init DIR"));
    const char *dir = o->words[0];
    char *paths[MAX_FILES] = {NULL};
    if (o->stages && o->team_event)
        return cli_fail(EXIT_USAGE, _("init takes --stages or --teams, not both"));
    const init_kind *kind = o->stages       ? &staged_event
                            : o->team_event ? &team_event
                                            : &one_event;
    int status = make_folder(dir);
    if (!status)
        status = write_files(dir, kind, paths);
    if (!status && o->stages)
        say_next_stages(paths);
    else if (!status && o->team_event)
        say_next_teams(dir, paths);
    else if (!status)
        say_next(dir, paths);
    for (int i = 0; i < MAX_FILES; i++)
        free(paths[i]);
    return status;
}
