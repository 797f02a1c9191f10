/*
 * bench.c - make bench: how fast libpairing pairs and ranks, and how the whole
 * pairing tool compares with the bare cost of its input and output.
 *
 * Each case runs in a process of its own (so its peak memory is its own): it
 * generates its event, then times the call several times in-process; the line
 * printed gives the median wall time and the process's peak resident memory,
 * event included.  The whole-CLI cases run the tool itself (and the I/O floor)
 * as fresh processes on files the case wrote.  Events are generated with a
 * fixed seed: players with ratings, rounds paired by the library itself and
 * played by a lot weighted by rating, with draws, forfeits, byes and a few
 * withdrawals.
 *
 *   bench DIR PAIRING IO_FLOOR [quick]
 */
#define _DEFAULT_SOURCE /* wait4: each case's own peak memory */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include <pairing.h>

#include "../../examples/lots.h"

#define RUNS 5

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void die(const char *what)
{
    fprintf(stderr, "bench: %s\n", what);
    exit(70);
}

/* ---- generated events ---- */

/* n rated players; with `clubs` > 0 each in one of that many clubs, drawn. */
static pairing_event *club_field(pairing_system system, int n, lots *l, int withdrawals,
                                 int clubs)
{
    pairing_event *ev = pairing_event_new(system, NULL);
    if (!ev)
        die("out of memory");
    for (int i = 0; i < n; i++) {
        char id[16], name[24];
        snprintf(id, sizeof id, "p%d", i + 1);
        snprintf(name, sizeof name, "Player %d", i + 1);
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = id;
        e.name = name;
        e.rating = 1000 + (int)(lot(l) * 1800);
        char club[16];
        if (clubs > 0) { /* no draw without clubs: the other fields stay as they were */
            snprintf(club, sizeof club, "C%d", (int)(lot(l) * clubs));
            e.club = club;
        }
        if (withdrawals && lot(l) < 0.01)
            e.withdrawn = 3 + (int)(lot(l) * 4);
        if (pairing_event_add_entrant(ev, &e, NULL))
            die("cannot add an entrant");
    }
    return ev;
}

static pairing_event *new_field(pairing_system system, int n, lots *l, int withdrawals)
{
    return club_field(system, n, l, withdrawals, 0);
}

static pairing_outcome play(const pairing_event *ev, lots *l, int a, int b)
{
    double expect =
        1 / (1 + pow(10, (pairing_event_rating(ev, b) - pairing_event_rating(ev, a)) /
                             400.0));
    double x = lot(l);
    if (x < 0.02)
        return x < 0.01 ? PAIRING_FORFEIT_FIRST_WINS : PAIRING_FORFEIT_SECOND_WINS;
    if (x < 0.12)
        return PAIRING_DRAW;
    return lot(l) < expect ? PAIRING_FIRST_WINS : PAIRING_SECOND_WINS;
}

/* Plays `rounds` rounds, each paired by the library; returns the last round. */
static void play_rounds(pairing_event *ev, const pairing_swiss_options *o, int rounds,
                        lots *l)
{
    for (int r = 0; r < rounds; r++) {
        pairing_error err;
        if (pairing_event_validate(ev, &err))
            die(err.text);
        pairing_round *round = pairing_swiss_pair(ev, o, &err);
        if (!round)
            die(err.text);
        int number = pairing_round_number(round);
        for (int i = 0; i < pairing_round_games(round); i++) {
            pairing_game g = pairing_round_game(round, i);
            pairing_result res = {number,
                                  pairing_event_id(ev, g.first),
                                  pairing_event_id(ev, g.second),
                                  play(ev, l, g.first, g.second),
                                  NULL,
                                  0};
            if (g.colour_lot && res.outcome == PAIRING_DRAW)
                res.winner = res.first;
            if (pairing_event_add_result(ev, &res, &err))
                die(err.text);
        }
        for (int i = 0; i < pairing_round_byes(round); i++) {
            pairing_result res = {
                number, pairing_event_id(ev, pairing_round_bye(round, i)),
                NULL,   PAIRING_BYE,
                NULL,   0};
            if (pairing_event_add_result(ev, &res, &err))
                die(err.text);
        }
        pairing_round_free(round);
    }
    if (pairing_event_validate(ev, NULL))
        die("invalid event");
}

static void write_csv(const pairing_event *ev, const char *entrants, const char *results)
{
    FILE *f = fopen(entrants, "w");
    if (!f)
        die("cannot write the entrants");
    fprintf(f, "id,name,rating,withdrawn\n");
    for (int p = 0; p < pairing_event_entrants(ev); p++) {
        pairing_entrant e = pairing_event_entrant(ev, p);
        fprintf(f, "%s,%s,%d,", e.id, e.name, e.rating);
        if (e.withdrawn != PAIRING_ACTIVE)
            fprintf(f, "%d", e.withdrawn);
        fprintf(f, "\n");
    }
    fclose(f);
    f = fopen(results, "w");
    if (!f)
        die("cannot write the results");
    fprintf(f, "round,first,second,result\n");
    for (int r = 1; r <= pairing_event_rounds_played(ev); r++)
        for (int p = 0; p < pairing_event_entrants(ev); p++) {
            pairing_played g = pairing_event_played(ev, p, r);
            if (!g.present || g.first == 0)
                continue;
            fprintf(f, "%d,%s,%s,%s\n", r, pairing_event_id(ev, p),
                    g.opponent >= 0 ? pairing_event_id(ev, g.opponent) : "",
                    pairing_outcome_token(g.outcome));
        }
    fclose(f);
}

/* ---- measuring ---- */

typedef struct measure {
    double seconds[RUNS];
    long peak_kb;
} measure;

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(measure *m, int runs)
{
    qsort(m->seconds, (size_t)runs, sizeof *m->seconds, by_value);
    return m->seconds[runs / 2];
}

/* Runs fn(ctx) `runs` times in this process; the peak is this process's. */
static void in_process(void (*fn)(void *), void *ctx, int runs, measure *m)
{
    for (int i = 0; i < runs; i++) {
        double start = now();
        fn(ctx);
        m->seconds[i] = now() - start;
    }
    struct rusage use;
    getrusage(RUSAGE_SELF, &use);
    m->peak_kb = use.ru_maxrss;
}

/* Runs fn(ctx) in a child, `runs` times: wall time and peak memory of each. */
static void in_children(void (*fn)(void *), void *ctx, int runs, measure *m)
{
    m->peak_kb = 0;
    for (int i = 0; i < runs; i++) {
        double start = now();
        fflush(NULL);
        pid_t pid = fork();
        if (pid < 0)
            die("fork");
        if (pid == 0) {
            fn(ctx);
            _exit(0);
        }
        int status;
        struct rusage use;
        if (wait4(pid, &status, 0, &use) < 0 || !WIFEXITED(status) || WEXITSTATUS(status))
            die("a benchmark case failed");
        m->seconds[i] = now() - start;
        if (use.ru_maxrss > m->peak_kb)
            m->peak_kb = use.ru_maxrss;
    }
}

/* One line of the table; with a floor (> 0), the case's multiple of it too. */
static double report_against(const char *what, int players, int rounds, measure *m,
                             int runs, double floor)
{
    double t = median(m, runs);
    printf("%-56s %7d %6d %10.1f ms %7.1f MB", what, players, rounds, 1000 * t,
           m->peak_kb / 1024.0);
    if (floor > 0)
        printf(" %6.1fx", t / floor);
    printf("\n");
    fflush(stdout);
    return t;
}

static double report(const char *what, int players, int rounds, measure *m, int runs)
{
    return report_against(what, players, rounds, m, runs, 0);
}

/* ---- the cases ---- */

typedef struct pair_case {
    pairing_event *ev;
    pairing_swiss_options o;
} pair_case;

static void rank_once(void *ctx)
{
    pairing_standings *st = pairing_standings_new(ctx, NULL, NULL);
    if (!st)
        die("standings failed");
    pairing_standings_free(st);
}

static void pair_once(void *ctx)
{
    pair_case *c = ctx;
    pairing_error err;
    pairing_round *r = pairing_swiss_pair(c->ev, &c->o, &err);
    if (!r)
        die(err.text);
    pairing_round_free(r);
}

typedef struct exec_case {
    const char **argv;
} exec_case;

static void run_program(void *ctx)
{
    exec_case *c = ctx;
    int devnull = open("/dev/null", O_WRONLY);
    dup2(devnull, 1);
    execv(c->argv[0], (char *const *)c->argv);
    _exit(127);
}

/* The whole CLI run of `command`, then the I/O floor of the same files and output
 * shape (io_floor.c), and the CLI's multiple of the floor. */
static void cli_against_floor(const char *system, const char *command, const char **argv,
                              const char *floor_tool, const char *entrants,
                              const char *results, int n, int rounds)
{
    char what[96];
    measure m = {{0}, 0}, f = {{0}, 0}, one;
    exec_case e = {argv};
    const char *run_floor[] = {floor_tool, command, entrants, results, NULL};
    exec_case floor_case = {run_floor};
    /* the two in turn, so that a machine that slows down or speeds up between
     * runs moves both alike */
    for (int i = 0; i < RUNS; i++) {
        in_children(run_program, &floor_case, 1, &one);
        f.seconds[i] = one.seconds[0];
        f.peak_kb = one.peak_kb > f.peak_kb ? one.peak_kb : f.peak_kb;
        in_children(run_program, &e, 1, &one);
        m.seconds[i] = one.seconds[0];
        m.peak_kb = one.peak_kb > m.peak_kb ? one.peak_kb : m.peak_kb;
    }
    snprintf(what, sizeof what, "%s: I/O floor of %s (libcsv, JSON write)", system,
             command);
    double floor = report(what, n, rounds, &f, RUNS);
    snprintf(what, sizeof what, "%s: the whole CLI, pairing %s", system, command);
    report_against(what, n, rounds, &m, RUNS, floor);
}

static void bench_swiss(const char *dir, const char *pairing, const char *floor_tool,
                        pairing_system system, int n, int rounds, int cli)
{
    lots l = {(uint64_t)n * 31 + (uint64_t)system};
    pair_case c = {new_field(system, n, &l, 1), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = system == PAIRING_SYSTEM_SWISS ? rounds + 3 : 0;
    play_rounds(c.ev, &c.o, rounds, &l);
    const char *name = pairing_system_name(system);
    char what[96];
    measure m;
    snprintf(what, sizeof what, "%s: pair the next round (library call)", name);
    in_process(pair_once, &c, RUNS, &m);
    report(what, n, rounds, &m, RUNS);
    if (system == PAIRING_SYSTEM_SWISS) {
        snprintf(what, sizeof what, "%s: standings, default tiebreaks (library call)",
                 name);
        in_process(rank_once, c.ev, RUNS, &m);
        report(what, n, rounds, &m, RUNS);
    }
    if (cli) {
        char entrants[512], results[512], rounds_text[16];
        snprintf(entrants, sizeof entrants, "%s/%s-%d-entrants.csv", dir, name, n);
        snprintf(results, sizeof results, "%s/%s-%d-results.csv", dir, name, n);
        snprintf(rounds_text, sizeof rounds_text, "%d", c.o.rounds ? c.o.rounds : 99);
        write_csv(c.ev, entrants, results);
        const char *run_cli[] = {pairing,      "swiss",     "--system",  name,
                                 "--entrants", entrants,    "--results", results,
                                 "--rounds",   rounds_text, NULL};
        if (system == PAIRING_SYSTEM_QIU)
            run_cli[8] = NULL; /* the Qiu rounds follow from the field */
        cli_against_floor(name, "swiss", run_cli, floor_tool, entrants, results, n,
                          rounds);
        if (system == PAIRING_SYSTEM_SWISS) {
            const char *run_standings[] = {pairing,     "standings",  "--system",
                                           name,        "--entrants", entrants,
                                           "--results", results,      NULL};
            cli_against_floor(name, "standings", run_standings, floor_tool, entrants,
                              results, n, rounds);
            /* the plain Swiss without its colour constraints (SPEC §12), as it
             * paired before them: what the CLI adds to the pairing alone */
            const char *run_qiu_colours[] = {
                pairing,     "swiss",     "--system", name,       "--entrants",
                entrants,    "--results", results,    "--rounds", rounds_text,
                "--colours", "qiu",       NULL};
            cli_against_floor("swiss, qiu colours", "swiss", run_qiu_colours, floor_tool,
                              entrants, results, n, rounds);
        }
    }
    if (system == PAIRING_SYSTEM_SWISS) {
        c.o.colours = PAIRING_COLOURS_QIU;
        in_process(pair_once, &c, RUNS, &m);
        report("swiss, qiu colours: pair the next round (library call)", n, rounds, &m,
               RUNS);
    }
    pairing_event_free(c.ev);
}

/* The last game's result turned over (1-0 to 0-1 or back): one result changed. */
static void flip_last_result(const char *results)
{
    FILE *f = fopen(results, "r+");
    if (!f)
        die("cannot open the results");
    char line[512];
    long at = -1, pos = 0;
    while (fgets(line, sizeof line, f)) {
        size_t len = strlen(line);
        if (len > 4 &&
            (!strcmp(line + len - 5, ",1-0\n") || !strcmp(line + len - 5, ",0-1\n")))
            at = pos + (long)len - 4;
        pos += (long)len;
    }
    if (at < 0 || fseek(f, at, SEEK_SET))
        die("no decisive game to turn over");
    char was[4] = {0};
    if (fread(was, 1, 3, f) != 3 || fseek(f, at, SEEK_SET))
        die("cannot read the results");
    fputs(strcmp(was, "1-0") ? "1-0" : "0-1", f);
    fclose(f);
}

typedef struct publish_case {
    const char **argv;
    const char *results;
    int flip; /* turn a result over first: publishing again after one change */
} publish_case;

static void publish_once(void *ctx)
{
    publish_case *c = ctx;
    if (c->flip)
        flip_last_result(c->results);
    exec_case e = {c->argv};
    run_program(&e);
}

/* pairing publish of a plain Swiss (SPEC §13): the whole site into an empty
 * folder, then again after one result changed (only what changed is written). */
static void bench_publish(const char *dir, const char *pairing, int n, int rounds)
{
    lots l = {(uint64_t)n * 37};
    pair_case c = {new_field(PAIRING_SYSTEM_SWISS, n, &l, 1), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = rounds;
    play_rounds(c.ev, &c.o, rounds, &l);
    char entrants[512], results[512], site[512], rounds_text[16], clean[1200];
    snprintf(entrants, sizeof entrants, "%s/publish-%d-entrants.csv", dir, n);
    snprintf(results, sizeof results, "%s/publish-%d-results.csv", dir, n);
    snprintf(site, sizeof site, "%s/publish-%d-site", dir, n);
    snprintf(rounds_text, sizeof rounds_text, "%d", rounds);
    snprintf(clean, sizeof clean, "rm -rf '%s'", site);
    write_csv(c.ev, entrants, results);
    pairing_event_free(c.ev);
    const char *argv[] = {pairing,     "publish", "--system", "swiss",      "--rounds",
                          rounds_text, "--site",  site,       "--entrants", entrants,
                          "--results", results,   NULL};
    publish_case first = {argv, results, 0}, again = {argv, results, 1};
    measure m, one;
    for (int i = 0; i < RUNS; i++) {
        if (system(clean))
            die("cannot clear the site");
        in_children(publish_once, &first, 1, &one);
        m.seconds[i] = one.seconds[0];
        m.peak_kb = i ? (one.peak_kb > m.peak_kb ? one.peak_kb : m.peak_kb) : one.peak_kb;
    }
    report("publish: the whole site, first time (CLI)", n, rounds, &m, RUNS);
    in_children(publish_once, &again, RUNS, &m);
    report("publish: again after one result changed (CLI)", n, rounds, &m, RUNS);
}

/* Small fields late in the event: N = 2R + 2, the rounds nearly exhausted. */
static void bench_late_small(int rounds)
{
    int n = 2 * rounds + 2;
    lots l = {(uint64_t)rounds};
    pair_case c = {new_field(PAIRING_SYSTEM_SWISS, n, &l, 0), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = rounds + 1;
    c.o.allow_rematches = 1; /* a late round may need one: measure, do not fail */
    play_rounds(c.ev, &c.o, rounds, &l);
    measure m;
    in_process(pair_once, &c, RUNS, &m);
    report("adversarial: small field late (N = 2R + 2)", n, rounds, &m, RUNS);
    pairing_event_free(c.ev);
}

/* SPEC §12 club avoidance: round 1 of a halves start with avoid-clubs = round1
 * (a club per 50 players, or only 3 clubs: club-mates crowd the halves), and
 * round 4 with avoid-clubs = all. */
static void bench_clubs(int n)
{
    static const char *what[] = {
        "clubs: round 1, avoid-clubs = round1, clubs of ~50",
        "clubs: round 1, avoid-clubs = round1, 3 clubs",
        "clubs: round 4, avoid-clubs = all, clubs of ~50 (library)"};
    for (int k = 0; k < 3; k++) {
        lots l = {(uint64_t)n + (uint64_t)k};
        pair_case c = {club_field(PAIRING_SYSTEM_SWISS, n, &l, 0, k == 1 ? 3 : n / 50),
                       {0}};
        pairing_swiss_defaults(&c.o);
        c.o.rounds = 9;
        c.o.avoid_clubs = k == 2 ? PAIRING_AVOID_CLUBS_ALL : PAIRING_AVOID_CLUBS_ROUND1;
        if (k == 2)
            play_rounds(c.ev, &c.o, 3, &l);
        else if (pairing_event_validate(c.ev, NULL))
            die("invalid event");
        measure m;
        in_process(pair_once, &c, RUNS, &m);
        report(what[k], n, k == 2 ? 3 : 0, &m, RUNS);
        pairing_event_free(c.ev);
    }
}

/* Low score groups that have met before: many rounds of a field that keeps
 * losing to the same few (a dense history among the bottom groups). */
static void bench_dense_bottom(int n, int rounds)
{
    lots l = {(uint64_t)n * 7};
    pair_case c = {new_field(PAIRING_SYSTEM_SWISS, n, &l, 0), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = rounds + 1;
    play_rounds(c.ev, &c.o, rounds, &l);
    measure m;
    in_process(pair_once, &c, RUNS, &m);
    report("adversarial: dense history (R = N / 2)", n, rounds, &m, RUNS);
    pairing_event_free(c.ev);
}

/* The Dutch system (SPEC §15, issue 24): the next round of a field whose
 * rounds it paired itself.  With rounds near half the players, a dense history
 * where C1 leaves few pairs and the transpositions must search; at 80 players
 * and 40 rounds the criteria need more than a matching's 118 bits of cost and
 * are decided in stages (brackets.c). */
static void bench_dutch(int n, int rounds, const char *what)
{
    lots l = {(uint64_t)n * 13 + (uint64_t)rounds};
    pair_case c = {new_field(PAIRING_SYSTEM_DUTCH, n, &l, 0), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = rounds + 1;
    c.o.initial_colour = PAIRING_INITIAL_COLOUR_FIRST;
    play_rounds(c.ev, &c.o, rounds, &l);
    measure m;
    in_process(pair_once, &c, RUNS, &m);
    report(what, n, rounds, &m, RUNS);
    pairing_event_free(c.ev);
}

static void roundrobin_once(void *ctx)
{
    pairing_schedule *s = pairing_roundrobin_new(ctx, 1, NULL);
    if (!s)
        die("round robin failed");
    pairing_schedule_free(s);
}

static void knockout_draws(void *ctx)
{
    pairing_event *ev = ctx;
    pairing_knockout_options o;
    pairing_knockout_defaults(&o);
    o.separate_clubs = 1;
    o.placement = PAIRING_PLACEMENT_ALL;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        pairing_event_set_lots(ev, seed);
        if (pairing_event_validate(ev, NULL))
            die("knockout event");
        pairing_knockout *k = pairing_knockout_new(ev, &o, NULL);
        if (!k)
            die("knockout failed");
        pairing_knockout_free(k);
    }
}

static void standings_once(void *ctx)
{
    pairing_standings_options o;
    pairing_standings_defaults(&o);
    o.tiebreaks =
        "buchholz,buchholz-cut1,buchholz-cut2,median-buchholz,buchholz-median2,"
        "sonneborn-berger,sonneborn-berger-cut1,progressive,progressive-cut1,wins,"
        "wins-played,aro,aro-cut1,direct-encounter,violations";
    pairing_standings *st = pairing_standings_new(ctx, &o, NULL);
    if (!st)
        die("standings failed");
    pairing_standings_free(st);
}

static void bench_roundrobin(void)
{
    lots l = {42};
    measure m;
    pairing_event *rr = new_field(PAIRING_SYSTEM_ROUNDROBIN, 1000, &l, 0);
    if (pairing_event_validate(rr, NULL))
        die("round robin");
    in_process(roundrobin_once, rr, RUNS, &m);
    report("round robin: the whole Berger schedule", 1000, 999, &m, RUNS);
    pairing_event_free(rr);
}

static void bench_knockout(void)
{
    lots l = {42};
    measure m;
    pairing_event *ko = pairing_event_new(PAIRING_SYSTEM_KNOCKOUT, NULL);
    for (int i = 0; i < 256; i++) {
        char id[16], club[16];
        snprintf(id, sizeof id, "k%d", i);
        snprintf(club, sizeof club, "club%d", (int)(lot(&l) * 24));
        pairing_entrant e;
        pairing_entrant_defaults(&e);
        e.id = e.name = id;
        e.club = club;
        e.rating = 1000 + i;
        pairing_event_add_entrant(ko, &e, NULL);
    }
    in_process(knockout_draws, ko, 3, &m);
    report("knockout: 100 draws of 256 with clubs (total)", 256, 8, &m, 3);
    pairing_event_free(ko);
}

static void bench_standings(int n)
{
    lots g = {15};
    measure m;
    pair_case c = {new_field(PAIRING_SYSTEM_SWISS, n, &g, 1), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = 15;
    play_rounds(c.ev, &c.o, 15, &g);
    in_process(standings_once, c.ev, 3, &m);
    report("standings: every tiebreak", n, 15, &m, 3);
    pairing_event_free(c.ev);
}

/* ---- a team Swiss (SPEC §10): teams of members, each round's matches expanded
 * into their boards and every board played ---- */

#define TEAM_BOARDS 5

typedef struct team_case {
    pairing_team_event *ev;
    pairing_swiss_options o;
} team_case;

static pairing_team_event *new_team_field(int teams, lots *l)
{
    pairing_team_options to;
    pairing_team_defaults(&to);
    to.boards = TEAM_BOARDS;
    pairing_team_event *ev = pairing_team_event_new(PAIRING_SYSTEM_SWISS, &to, NULL);
    if (!ev)
        die("out of memory");
    for (int t = 0; t < teams; t++) {
        char id[16], name[24];
        snprintf(id, sizeof id, "T%d", t + 1);
        snprintf(name, sizeof name, "Team %d", t + 1);
        pairing_team team = {id, name, NULL, PAIRING_UNRATED, 0, PAIRING_ACTIVE, t + 2};
        if (pairing_team_event_add_team(ev, &team, NULL))
            die("cannot add a team");
        for (int b = 1; b <= TEAM_BOARDS; b++) {
            char pid[32];
            snprintf(pid, sizeof pid, "T%d.%d", t + 1, b);
            pairing_member m;
            pairing_entrant_defaults(&m.player);
            m.player.id = m.player.name = pid;
            m.player.rating = 2200 - 100 * b + (int)(lot(l) * 600);
            m.team = id;
            m.order = b;
            if (pairing_team_event_add_member(ev, &m, NULL))
                die("cannot add a member");
        }
    }
    return ev;
}

/* One board of a match played: the members' games by the same weighted lot.
 * The teams and members are those the round was paired from: adding a row
 * leaves them readable, the event itself unvalidated. */
static void play_board(pairing_team_event *ev, const pairing_event *teams,
                       const pairing_event *members, int round,
                       const pairing_team_round *tr, int match, int index, lots *l,
                       FILE *rows)
{
    pairing_team_match m = pairing_team_round_match(tr, match);
    pairing_team_game g = pairing_team_round_game(tr, match, index);
    pairing_board_result row = {round,
                                pairing_event_id(teams, m.first_team),
                                pairing_event_id(teams, m.second_team),
                                g.board,
                                g.game,
                                pairing_event_id(members, g.first),
                                pairing_event_id(members, g.second),
                                play(members, l, g.first, g.second),
                                NULL,
                                0};
    pairing_error err;
    if (pairing_team_event_add_result(ev, &row, &err))
        die(err.text);
    fprintf(rows, "%d,%s,%s,%d,%d,%s,%s,%s\n", round, row.first_team, row.second_team,
            row.board, row.game, row.first, row.second,
            pairing_outcome_token(row.outcome));
}

/* Plays `rounds` rounds, each paired by the library, their rows written to
 * `rows` as the CLI reads them (SPEC §10). */
static void play_team_rounds(team_case *c, int rounds, lots *l, FILE *rows)
{
    pairing_error err;
    for (int r = 1; r <= rounds; r++) {
        if (pairing_team_event_validate(c->ev, &err))
            die(err.text);
        const pairing_event *teams = pairing_team_event_teams(c->ev);
        const pairing_event *members = pairing_team_event_members(c->ev);
        pairing_round *round = pairing_swiss_pair(teams, &c->o, &err);
        pairing_team_round *tr =
            round ? pairing_team_round_new(c->ev, round, &err) : NULL;
        if (!tr)
            die(err.text);
        for (int m = 0; m < pairing_team_round_matches(tr); m++) {
            pairing_team_match match = pairing_team_round_match(tr, m);
            if (match.second_team < 0) {
                pairing_board_result bye = {
                    r,    pairing_event_id(teams, match.first_team),
                    NULL, 0,
                    0,    NULL,
                    NULL, PAIRING_BYE,
                    NULL, 0};
                if (pairing_team_event_add_result(c->ev, &bye, &err))
                    die(err.text);
                fprintf(rows, "%d,%s,,,,,,bye\n", r, bye.first_team);
                continue;
            }
            for (int i = 0; i < pairing_team_round_games(tr, m); i++)
                play_board(c->ev, teams, members, r, tr, m, i, l, rows);
        }
        pairing_team_round_free(tr);
        pairing_round_free(round);
    }
    if (pairing_team_event_validate(c->ev, &err))
        die(err.text);
}

/* The teams and members as the CLI reads them (SPEC §10). */
static void write_team_files(const pairing_team_event *ev, const char *teams_csv,
                             const char *members_csv)
{
    const pairing_event *teams = pairing_team_event_teams(ev);
    const pairing_event *members = pairing_team_event_members(ev);
    FILE *f = fopen(teams_csv, "w");
    if (!f)
        die("cannot write the teams");
    fprintf(f, "id,name\n");
    for (int t = 0; t < pairing_event_entrants(teams); t++)
        fprintf(f, "%s,%s\n", pairing_event_id(teams, t), pairing_event_name(teams, t));
    fclose(f);
    if (!(f = fopen(members_csv, "w")))
        die("cannot write the members");
    fprintf(f, "id,name,rating,team,order\n");
    for (int p = 0; p < pairing_event_entrants(members); p++)
        fprintf(f, "%s,%s,%d,%s,%d\n", pairing_event_id(members, p),
                pairing_event_name(members, p), pairing_event_rating(members, p),
                pairing_event_id(teams, pairing_team_event_member_team(ev, p)),
                pairing_team_event_member_order(ev, p));
    fclose(f);
}

static void team_pair_once(void *ctx)
{
    team_case *c = ctx;
    pairing_round *r = pairing_swiss_pair(pairing_team_event_teams(c->ev), &c->o, NULL);
    pairing_team_round *tr = r ? pairing_team_round_new(c->ev, r, NULL) : NULL;
    if (!tr)
        die("team pairing failed");
    pairing_team_round_free(tr);
    pairing_round_free(r);
}

static void team_rank_once(void *ctx)
{
    pairing_standings *st = pairing_team_standings_new(ctx, NULL, NULL);
    if (!st)
        die("team standings failed");
    pairing_standings_free(st);
}

/* The whole CLI run of a team command on the files the case wrote. */
static void team_cli(const char *what, const char **argv, int n, int rounds)
{
    measure m;
    exec_case e = {argv};
    in_children(run_program, &e, RUNS, &m);
    report(what, n, rounds, &m, RUNS);
}

/* 1,000 teams of 5 boards after 7 rounds of a Swiss (issue 14): the next round
 * paired by the library, then the whole CLI pairing, checking and ranking it. */
static void bench_teams(const char *dir, const char *pairing, int n, int rounds)
{
    lots l = {(uint64_t)n * 13};
    team_case c = {new_team_field(n, &l), {0}};
    pairing_swiss_defaults(&c.o);
    c.o.rounds = rounds + 2;
    char teams[512], members[512], results[512], rounds_text[16], boards[16];
    snprintf(teams, sizeof teams, "%s/team-%d-teams.csv", dir, n);
    snprintf(members, sizeof members, "%s/team-%d-members.csv", dir, n);
    snprintf(results, sizeof results, "%s/team-%d-results.csv", dir, n);
    snprintf(rounds_text, sizeof rounds_text, "%d", c.o.rounds);
    snprintf(boards, sizeof boards, "%d", TEAM_BOARDS);
    FILE *rows = fopen(results, "w");
    if (!rows)
        die("cannot write the board results");
    fprintf(rows, "round,first_team,second_team,board,game,first,second,result\n");
    play_team_rounds(&c, rounds, &l, rows);
    fclose(rows);
    write_team_files(c.ev, teams, members);
    measure m;
    in_process(team_pair_once, &c, RUNS, &m);
    report("team swiss: pair the next round (library call)", n, rounds, &m, RUNS);
    in_process(team_rank_once, c.ev, RUNS, &m);
    report("team swiss: standings, 2014 defaults (library call)", n, rounds, &m, RUNS);
    const char *pair[] = {pairing, "team",      "swiss",     "--system",
                          "swiss", "--teams",   teams,       "--members",
                          members, "--results", results,     "--boards",
                          boards,  "--rounds",  rounds_text, NULL};
    team_cli("team swiss: the whole CLI, pairing team swiss", pair, n, rounds);
    const char *text[] = {pairing,    "team",     "swiss",     "--system", "swiss",
                          "--teams",  teams,      "--members", members,    "--results",
                          results,    "--boards", boards,      "--rounds", rounds_text,
                          "--format", "text",     NULL};
    team_cli("team swiss: the whole CLI, the round as a sheet", text, n, rounds);
    const char *check[] = {pairing, "team",      "check",     "--system",
                           "swiss", "--teams",   teams,       "--members",
                           members, "--results", results,     "--boards",
                           boards,  "--rounds",  rounds_text, NULL};
    team_cli("team swiss: the whole CLI, pairing team check", check, n, rounds);
    const char *rank[] = {pairing, "team",      "standings", "--system",
                          "swiss", "--teams",   teams,       "--members",
                          members, "--results", results,     "--boards",
                          boards,  "--rounds",  rounds_text, NULL};
    team_cli("team swiss: the whole CLI, pairing team standings", rank, n, rounds);
    pairing_team_event_free(c.ev);
}

/* One case, in this process: bench --case KIND N ROUNDS DIR PAIRING IO_FLOOR */
static int run_case(char **argv)
{
    const char *kind = argv[2];
    int n = atoi(argv[3]), rounds = atoi(argv[4]);
    if (!strcmp(kind, "qiu") || !strcmp(kind, "swiss"))
        bench_swiss(argv[5], argv[6], argv[7],
                    !strcmp(kind, "qiu") ? PAIRING_SYSTEM_QIU : PAIRING_SYSTEM_SWISS, n,
                    rounds, 1);
    else if (!strcmp(kind, "late"))
        bench_late_small(rounds);
    else if (!strcmp(kind, "dense"))
        bench_dense_bottom(n, rounds);
    else if (!strcmp(kind, "dutch"))
        bench_dutch(n, rounds, "dutch: pair the next round (library call)");
    else if (!strcmp(kind, "dutch-dense"))
        bench_dutch(n, rounds, "dutch: adversarial dense history (library call)");
    else if (!strcmp(kind, "clubs"))
        bench_clubs(n);
    else if (!strcmp(kind, "roundrobin"))
        bench_roundrobin();
    else if (!strcmp(kind, "knockout"))
        bench_knockout();
    else if (!strcmp(kind, "standings"))
        bench_standings(n);
    else if (!strcmp(kind, "publish"))
        bench_publish(argv[5], argv[6], n, rounds);
    else if (!strcmp(kind, "teams"))
        bench_teams(argv[5], argv[6], n, rounds);
    else
        die("unknown case");
    return 0;
}

static void spawn_case(char *self, const char *kind, int n, int rounds, char **argv)
{
    char ntext[16], rtext[16];
    snprintf(ntext, sizeof ntext, "%d", n);
    snprintf(rtext, sizeof rtext, "%d", rounds);
    const char *args[] = {self,    "--case", kind,    ntext, rtext,
                          argv[1], argv[2],  argv[3], NULL};
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        execv(self, (char *const *)args);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
        WEXITSTATUS(status))
        die("a benchmark case failed");
}

int main(int argc, char **argv)
{
    if (argc > 2 && !strcmp(argv[1], "--case"))
        return run_case(argv);
    if (argc < 4)
        die("usage: bench DIR PAIRING IO_FLOOR [quick]");
    int quick = argc > 4;
    printf("%-56s %7s %6s %13s %10s %7s\n", "case", "players", "rounds", "median", "peak",
           "/floor");
    fflush(stdout);
    int sizes[] = {1000, 10000, 100000};
    /* the largest field whose round is confirmed against the best pairing by
     * the principles (one matching of the whole field, SPEC §12) */
    spawn_case(argv[0], "swiss", 400, 8, argv);
    for (int i = 0; i < (quick ? 2 : 3); i++) {
        spawn_case(argv[0], "qiu", sizes[i], 6, argv);
        spawn_case(argv[0], "swiss", sizes[i], 8, argv);
    }
    for (int r = 5; r <= (quick ? 10 : 40); r *= 2)
        spawn_case(argv[0], "late", 2 * r + 2, r, argv);
    for (int n = 40; n <= (quick ? 80 : 160);
         n *= 2) /* 320 takes ten minutes to set up */
        spawn_case(argv[0], "dense", n, n / 2, argv);
    spawn_case(argv[0], "dutch", 200, 5, argv);
    spawn_case(argv[0], "dutch", 1000, 5, argv);
    spawn_case(argv[0], "dutch-dense", 40, 20, argv);
    spawn_case(argv[0], "dutch-dense", 80, 40, argv);
    for (int i = 1; i < (quick ? 2 : 3); i++)
        spawn_case(argv[0], "clubs", sizes[i], 0, argv);
    spawn_case(argv[0], "roundrobin", 1000, 999, argv);
    spawn_case(argv[0], "knockout", 256, 8, argv);
    spawn_case(argv[0], "standings", quick ? 10000 : 100000, 15, argv);
    spawn_case(argv[0], "teams", 1000, 7, argv);
    spawn_case(argv[0], "publish", 1000, 9, argv);
    if (!quick)
        spawn_case(argv[0], "publish", 10000, 9, argv);
    return 0;
}
