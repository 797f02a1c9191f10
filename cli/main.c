/*
 * main.c - the pairing tool: the usage, and dispatch to a command.
 */
#include <stdio.h>
#include <string.h>

#include "commands/commands.h"
#include "desk/desk.h"

/* The usage in the order --help prints it, the options of every command last;
 * each part is translated whole, its entries kept as help.c reads them.  The
 * usage is in parts: C11 promises string literals of 4,095 bytes only. */
static const char *const usage_parts[] = {
    N_("usage: pairing COMMAND [OPTIONS]\n"
       "\n"
       "commands:\n"
       "  roundrobin --entrants FILE [--double] [--format json|text|html] [--output "
       "FILE]\n"
       "      the Berger schedule of every round (html: every round's boards to print)\n"
       "  knockout   --entrants FILE [--results FILE] [--seeds K|all]\n"
       "             [--placement none|third|all] [--separate-clubs] [--draw-lots SEED]\n"
       "             [--presentation byes|preliminary] [--format json|svg|html|text]\n"
       "             [--output FILE]\n"
       "      the draw (seeds, byes, lot) and, with results, the bracket played so far;\n"
       "      svg and html: the bracket on A4 sheets turned sideways, to print\n"
       "  swiss      --system qiu|swiss --entrants FILE [--results FILE] [--rounds N]\n"
       "             [--no-elimination] [--allow-rematches] [--draw-lots SEED] "
       "[--explain]\n"
       "             [--points W,D,L] [--bye-points P] [--format json|text|csv|html]\n"
       "             [--record | --round N] [--output FILE]\n"
       "             [--colours balanced|qiu] [--first-round halves|adjacent|fold|lot]\n"
       "             [--avoid-clubs round1|all] [--score-bands N]\n"
       "      the next round of the Qiu (仇式) system or of a plain score-group Swiss;\n"
       "      --round N prints round N again as the results record it\n"
       "  check      --system qiu|swiss --entrants FILE --results FILE [--rounds N]\n"
       "             [--no-elimination] [--points W,D,L] [--bye-points P]\n"
       "             [--format json|text] [--output FILE] [--colours balanced|qiu]\n"
       "             [--first-round MODE] [--avoid-clubs round1|all] [--score-bands N]\n"
       "      whether the last round in the results obeys the rules (exit 65 if not)\n"
       "  standings  --entrants FILE --results FILE\n"
       "             --system roundrobin|qiu|swiss|dutch|knockout [--rounds N (qiu)]\n"
       "             [--tiebreaks LIST] [--withdrawal annul-under-half|keep] [--double]\n"
       "             [--unplayed fide2023|fide2026|fide2009] [--after-round N]\n"
       "             [--points W,D,L] [--bye-points P] [--format "
       "json|csv|text|html|trf]\n"
       "             [--output FILE]\n"
       "      the ranking with its tiebreaks; --points sets a win, draw and loss\n"
       "      (e.g. 1,0.5,0), --bye-points a pairing-allocated bye (default: a win);\n"
       "      --unplayed how a Swiss's tiebreaks count byes, forfeits and withdrawals;\n"
       "      --format trf writes a FIDE TRF-16 file\n"
       "  players    --entrants FILE [--draw-lots SEED] [--system SYSTEM]\n"
       "             [--format json|text|csv|html] [--output FILE]\n"
       "      the entrants by initial number (序号), the list to post before round 1\n"
       "  convert    --from trf FILE --entrants-out FILE --results-out FILE\n"
       "      a FIDE TRF-16 file into an entrants and a results CSV (what TRF holds\n"
       "      beyond them is listed on standard output)\n"
       "  convert    --to trf --entrants FILE --results FILE\n"
       "             --system swiss|qiu|roundrobin|knockout|dutch\n"
       "             [--trf-version 2016|2026] [--output FILE]\n"
       "      the CSV files as a FIDE TRF-16 (or TRF-2026) file, points and ranks\n"
       "      from the standings\n"
       "      (--tiebreaks, --points and the other options of standings apply)\n"
       "  init       DIR [--stages | --teams]\n"
       "      a new event: DIR/event.ini (commented; choose its system), and empty\n"
       "      entrants.csv and results.csv with their headers; --stages: an event in\n"
       "      stages as the 2014 open runs it (pairing stage below); --teams: a team\n"
       "      event (teams, members, lineups and results files)\n"
       "  record     --event FILE ROUND BOARD RESULT [--winner ID] [--replace]\n"
       "  record     --event FILE ROUND RESULT --player ID [--replace]\n"
       "  record     --event FILE ROUND half-bye|zero-bye --player ID [--replace]\n"
       "  record     --event FILE --sheet SHEET.csv [--replace]\n"
       "      a result into the results file (BOARD as the pairing printed it; RESULT\n"
       "      from the first player's side: 1-0, 0-1, =, +-, -+, --), a bye a player\n"
       "      asked for (before its round is paired), or the results of a filled-in\n"
       "      CSV pairing sheet\n"
       "  help       [COMMAND]\n"
       "      the command's manual page, pairing-COMMAND(1), as man shows it (or its\n"
       "      usage where the manual is not installed); alone, pairing(1)\n"
       "\n"),
    /* The players' site (SPEC §13). */
    N_("the players' site:\n"
       "  publish    --event FILE --site DIR (or the files and settings of standings)\n"
       "      the event as a website players follow on their phones: every round,\n"
       "      the standings after each, the crosstable, a page per player, a search;\n"
       "      only the files that changed are written again\n"
       "\n"),
    /* The director's desk (SPEC §14). */
    N_("the director's desk:\n"
       "  serve      DIR [--port N] [--no-open] [--lan [--password P]]\n"
       "      the event folder in a browser: players, pairing, results from the\n"
       "      keyboard, standings, printouts and the site; its address (with the\n"
       "      session's token) on standard output; an HTTP API for programs\n"
       "\n"),
    /* The FIDE Dutch system (SPEC §15): a TRF in, and the random tournaments. */
    N_("the FIDE Dutch system of chess:\n"
       "  swiss      --system dutch --trf FILE [--initial-colour first|second]\n"
       "             [--rounds N] [--acceleration baku] [--explain]\n"
       "             [--format json|text|csv|html|pairs] [--output FILE]\n"
       "      the next round from a TRF file (pairs: as JaVaFo and bbpPairings write)\n"
       "  check      --system dutch --trf FILE [--format json|text] [--output FILE]\n"
       "      the TRF's last round paired again and compared (exit 65 if it differs)\n"
       "  standings  --system dutch --trf FILE (and the options of standings)\n"
       "      the standings of the TRF's tournament\n"
       "  generate   --system dutch --players N --rounds R --seed S [--draw-rate P]\n"
       "             [--forfeit-rate P] [--bye-rate P] [--initial-colour first|second]\n"
       "             [--output FILE]\n"
       "      a random FIDE Dutch tournament as TRF, every round paired by the engine\n"
       "      and its results drawn from the ratings\n"
       "\n"),
    /* Team commands (团体赛, SPEC §10). */
    N_("team commands (团体赛), each with --teams FILE --members FILE\n"
       "--boards B [--lineups FILE] [--results FILE] and the team options below:\n"
       "  team roundrobin [--double] [--format json|text|csv|html] [--record]\n"
       "      the Berger schedule of the teams, each match with its boards\n"
       "  team swiss  --system qiu|swiss [--rounds N] [--no-elimination]\n"
       "              [--allow-rematches] [--explain] [--format json|text|csv|html]\n"
       "              [--record]\n"
       "      the next round of teams, each match with its boards and first team;\n"
       "      html: the sheet to post, csv: rows to fill in that read as results\n"
       "  team knockout [--seeds K|all] [--placement none|third|all] [--separate-clubs]\n"
       "              [--format json|svg|html|text] [--record]\n"
       "      the draw of the teams, the bracket, the matches ready to play\n"
       "  team check  --system roundrobin|qiu|swiss --results FILE [--format text|json]\n"
       "      whether the last round's pairing and board colours obey the rules\n"
       "  team standings --system roundrobin|qiu|swiss|knockout --results FILE\n"
       "              [--tiebreaks LIST|rules] [--after-round N]\n"
       "              [--format json|csv|text|html]\n"
       "      the teams ranked by match points and tiebreaks, and the board table\n"
       "  record --event FILE ROUND RESULT --player ID [--game G] [--replace]\n"
       "  record --event FILE --sheet SHEET.csv [--replace]\n"
       "      a team event's game by one of its players, or its filled-in CSV sheet\n"
       "team options:\n"
       "  --games G           games a board in a team match (default 1)\n"
       "  --lineup-rule ordered|fixed|free\n"
       "                      who may sit where (default ordered, 分台换人制)\n"
       "  --match-by boards|games  a team match by board points (default) or games\n"
       "  --match-points W,D,L  --board-points W,D,L  --points W,D,L (a game's)\n"
       "  --team-bye-points M,B,G|win  a team bye (default win: every board won)\n"
       "\n"),
    /* Scheveningen (SPEC §10): two teams, the boards and lineups by a table. */
    N_("two teams by a table (全队轮赛制), without --boards, --lineups or team options:\n"
       "  team scheveningen --teams FILE --members FILE [--results FILE] [--table FILE]\n"
       "             [--points W,D,L] [--match-points W,D,L]\n"
       "             [--format json|text|csv|html] [--output FILE]\n"
       "      two teams of n members (2 to 10), n rounds, each member meeting each of\n"
       "      the other team once by the standard Scheveningen table (or --table:\n"
       "      round,board,first,second rows of A1/B1 labels, checked); with results the\n"
       "      score so far, the teams ranked by game points (局分) then rounds won\n"
       "\n"),
    N_("teams ranked from an individual event (队员总分制):\n"
       "  team individual --entrants FILE --results FILE\n"
       "             --system roundrobin|qiu|swiss|knockout\n"
       "             --method sum-ranks:K|sum-points[:K] [--pad last] [--ranks FILE]\n"
       "             [--team-column club|team] [--format json|text|csv|html]\n"
       "             [--output FILE] (and the options of standings)\n"
       "      the best K members' overall places summed, smaller first (the 2014\n"
       "      rule), or their scores; a team short of K ranked members has no place\n"
       "      unless --pad last; --ranks takes the places from a player,rank file\n"
       "\n"),
    /* The relay (擂台赛, SPEC §10): a part of its own. */
    N_("relay (擂台赛):\n"
       "  relay      --teams FILE --members FILE [--results FILE] [--order fixed|free]\n"
       "             [--format json|text|html] [--output FILE]\n"
       "      the games (game,first,second,result,winner) checked in turn, then the\n"
       "      next game (holder, challenger, colours by lot) or, once one team is\n"
       "      left, the places and each player's wins\n"
       "\n"),
    /* Events in stages (SPEC §11). */
    N_("events in groups (分组):\n"
       "  groups     --entrants FILE --groups G [--draw-lots SEED] [--separate-clubs]\n"
       "             [--format csv|json] [--output FILE]\n"
       "      the entrants file again with a group column (A, B, C ...): by snake over\n"
       "      the initial numbers, or each band of G numbers by lot; --separate-clubs\n"
       "      swaps players inside a band to spread club-mates over the groups\n"
       "  swiss, check, standings ... --group X\n"
       "      one group's players alone (the entrants' group column; X is A to Z, or\n"
       "      甲 乙 丙 丁 ...); a game between two groups is an error naming its line\n"
       "\n"),
    /* Events in stages (组合赛制, SPEC §11): the stages of an event file. */
    N_("events in stages (组合赛制), each an event file's [stage NAME] or\n"
       "[section NAME], ranked overall by its [overall] order = STAGE, ...:\n"
       "  stage      --event FILE STAGE [--group X] [--record | --round N]\n"
       "             [--format ...] [--output FILE]\n"
       "      pair the stage as its system's command does (one group of it, the\n"
       "      tables numbered across the groups), or draw it from the qualifiers of\n"
       "      the stage it is drawn from (A1, B1, A2, B2 ..., every line seeded) once\n"
       "      that stage is over\n"
       "  standings  --event FILE STAGE [--group X] (and the options of standings)\n"
       "  check, record, swiss, knockout, roundrobin ... --event FILE --stage STAGE\n"
       "      one stage, or one group of it\n"
       "  standings  --event FILE --overall [--format json|text|csv|html]\n"
       "      the overall ranking (总排名): each stage in turn places its players not\n"
       "      placed before, the places running on; csv: a player,rank file\n"
       "  team individual --event FILE --overall [--format json|text|csv|html]\n"
       "      the clubs ranked by their members' overall places ([overall]\n"
       "      method = sum-ranks:3, the 2014 rule)\n"
       "\n"),
    N_("options for every command:\n"
       "  --event FILE        the files and settings of an event file (event.ini); a\n"
       "                      flag that says otherwise is an error naming both\n"
       "  --encoding utf-8|gb18030|utf-16\n"
       "                      the CSV files' encoding; without it, a byte-order mark\n"
       "                      or else UTF-8, or else GB18030 (GBK), which is noted\n"
       "  --language zh|en    the language of the messages (else the event file's,\n"
       "                      else the locale's, else English)\n"
       "  --draw-lots SEED    break ties in the initial numbering by a seeded lot\n"
       "  --record            (swiss, knockout, roundrobin, and as team commands) write\n"
       "                      the games just paired into the results file, results\n"
       "                      to be filled in\n"
       "  --output FILE       write FILE atomically instead of standard output\n"
       "  --help, --version\n"
       "\n"
       "exit status: 0 ok, 64 usage, 65 bad data, 66 cannot open input,\n"
       "             70 internal error, 73 cannot create output.  See pairing(1).\n"),
    NULL};

int main(int argc, char **argv)
{
    cli_i18n_init(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "help") == 0) /* pairing help [COMMAND] */
        return cli_help(argc - 2, argv + 2, usage_parts);
    cli_options o;
    int status = cli_parse_options(argc, argv, &o);
    if (!status)
        status = cli_use_language(&o); /* --language, before its first message */
    if (status)
        return status;
    if (o.version) {
        printf("pairing (libpairing) %s\n", pairing_version());
        return EXIT_OK;
    }
    if (o.help || !o.command) {
        FILE *to = o.help ? stdout : stderr;
        for (size_t i = 0; usage_parts[i]; i++)
            fputs(_(usage_parts[i]), to);
        return o.help ? EXIT_OK : EXIT_USAGE;
    }
    if (strcmp(o.command, "serve") == 0)
        return cli_serve(&o); /* it reads the event file at every request */
    return cli_run(&o);
}
