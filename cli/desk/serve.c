/*
 * serve.c - pairing serve DIR (SPEC §14): the desk on libmicrohttpd, on
 * 127.0.0.1 (every address with --lan and a password), its address with the
 * session's token printed and opened in the browser.  Requests are answered
 * one at a time on the server's one thread, so that two changes never
 * interleave; SIGINT or SIGTERM stops it once the request in hand is answered.
 */
/* realpath(3) is XSI: the desk names its folder by its full path */
#define _XOPEN_SOURCE 700
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "desk/desk.h"

extern char **environ;

/* ---- a request as it arrives ---- */

typedef struct arrival {
    cli_buffer body;
    int too_large;
    int refused; /* 413 queued on the headers: MHD drops the body */
} arrival;

static const char *header(struct MHD_Connection *c, const char *name)
{
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

static void add_header(struct MHD_Response *r, const char *name, const char *value)
{
    if (value && *value)
        MHD_add_response_header(r, name, value);
}

/* The answer, with what keeps a browser from doing more with it than shown:
 * no caching of the event's state, no other site framing or sniffing it. */
static enum MHD_Result send_answer(struct MHD_Connection *c, desk_response *rs)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(
        rs->body.len, rs->body.data ? rs->body.data : (char *)"", MHD_RESPMEM_MUST_COPY);
    if (!r)
        return MHD_NO;
    add_header(r, MHD_HTTP_HEADER_CONTENT_TYPE,
               rs->content_type ? rs->content_type : "application/json");
    add_header(r, MHD_HTTP_HEADER_ETAG, rs->etag);
    add_header(r, MHD_HTTP_HEADER_SET_COOKIE, rs->set_cookie);
    add_header(r, MHD_HTTP_HEADER_LOCATION, rs->location);
    add_header(r, "Server-Timing", rs->timing);
    add_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, "no-store");
    add_header(r, "X-Content-Type-Options", "nosniff");
    add_header(r, "X-Frame-Options", "DENY");
    add_header(r, "Referrer-Policy", "no-referrer");
    add_header(r, "Content-Security-Policy",
               "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' "
               "data:; frame-ancestors 'none'");
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)rs->status, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result refuse_large(struct MHD_Connection *c, const desk *d)
{
    desk_response rs = {0};
    desk_request rq = {.method = "POST", .url = "/", .too_large = 1};
    desk_answer(d, &rq, &rs);
    enum MHD_Result ok = send_answer(c, &rs);
    desk_response_free(&rs);
    return ok;
}

/* A body larger than the limit is refused by its Content-Length before it is
 * read; a chunked one once it has come, what ran over the limit not kept. */
static int declared_too_large(struct MHD_Connection *c)
{
    const char *length = header(c, MHD_HTTP_HEADER_CONTENT_LENGTH);
    if (!length)
        return 0;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(length, &end, 10);
    return errno || *end || n > (unsigned long long)DESK_MAX_BODY;
}

static void take_body(arrival *a, const char *data, size_t *size)
{
    if (a->too_large || a->body.len + *size > (size_t)DESK_MAX_BODY)
        a->too_large = 1;
    else
        cli_buffer_add_slow(&a->body, data, *size);
    *size = 0;
}

static enum MHD_Result answer(const desk *d, struct MHD_Connection *c, const char *url,
                              const char *method, arrival *a)
{
    desk_request rq = {
        .method = method,
        .url = url,
        .query_token = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "token"),
        .host = header(c, MHD_HTTP_HEADER_HOST),
        .origin = header(c, "Origin"),
        .content_type = header(c, MHD_HTTP_HEADER_CONTENT_TYPE),
        .cookie = header(c, MHD_HTTP_HEADER_COOKIE),
        .authorization = header(c, MHD_HTTP_HEADER_AUTHORIZATION),
        .if_match = header(c, MHD_HTTP_HEADER_IF_MATCH),
        .language = header(c, MHD_HTTP_HEADER_ACCEPT_LANGUAGE),
        .body = a->body.data ? a->body.data : "",
        .body_len = a->body.len,
        .too_large = a->too_large || a->body.failed,
    };
    desk_response rs = {0};
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    desk_answer(d, &rq, &rs);
    clock_gettime(CLOCK_MONOTONIC, &end);
    /* the time the desk took, for a client (and make bench) to read */
    snprintf(rs.timing, sizeof rs.timing, "desk;dur=%.3f",
             (double)(end.tv_sec - start.tv_sec) * 1e3 +
                 (double)(end.tv_nsec - start.tv_nsec) / 1e6);
    enum MHD_Result ok = send_answer(c, &rs);
    desk_response_free(&rs);
    return ok;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url,
                                  const char *method, const char *version,
                                  const char *data, size_t *size, void **state)
{
    (void)version;
    const desk *d = cls;
    arrival *a = *state;
    if (!a) { /* the headers: the body, if any, follows */
        a = calloc(1, sizeof *a);
        *state = a;
        if (!a)
            return MHD_NO;
        a->too_large = declared_too_large(c);
        if (!a->too_large)
            return MHD_YES;
        a->refused = 1;
        return refuse_large(c, d);
    }
    if (*size) { /* no answer may be queued while the body comes in */
        take_body(a, data, size);
        return MHD_YES;
    }
    if (a->refused)
        return MHD_YES;
    /* a chunked body that grew past the limit, its excess dropped as it came */
    return a->too_large ? refuse_large(c, d) : answer(d, c, url, method, a);
}

static void on_done(void *cls, struct MHD_Connection *c, void **state,
                    enum MHD_RequestTerminationCode code)
{
    (void)cls, (void)c, (void)code;
    arrival *a = *state;
    if (a)
        cli_buffer_free(&a->body);
    free(a);
    *state = NULL;
}

/* ---- the session ---- */

static int random_bytes(unsigned char *out, size_t n)
{
    while (n > 0) {
        ssize_t got = getrandom(out, n, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return -1;
        out += got;
        n -= (size_t)got;
    }
    return 0;
}

static int make_token(desk *d)
{
    unsigned char bytes[DESK_TOKEN_BYTES];
    if (random_bytes(bytes, sizeof bytes))
        return cli_fail(EXIT_SOFTWARE, _("no random numbers for the session's token"));
    for (size_t i = 0; i < sizeof bytes; i++)
        snprintf(d->token + 2 * i, 3, "%02x", bytes[i]);
    return EXIT_OK;
}

/* A password to read out to a helper's laptop: 12 letters and digits, none
 * that look alike. */
static int make_password(desk *d)
{
    static const char alphabet[] = "abcdefghjkmnpqrstuvwxyz23456789";
    unsigned char bytes[12];
    if (random_bytes(bytes, sizeof bytes))
        return cli_fail(EXIT_SOFTWARE, _("no random numbers for the password"));
    for (size_t i = 0; i < sizeof bytes; i++)
        d->password[i] = alphabet[bytes[i] % (sizeof alphabet - 1)];
    d->password[sizeof bytes] = 0;
    return EXIT_OK;
}

/* ---- the folder ---- */

/* DIR, or the folder of --event FILE; a folder with no event file gets the
 * files pairing init writes, so the desk opens on the form to fill in. */
static int find_folder(const cli_options *o, desk *d)
{
    const char *given = o->nwords ? o->words[0] : o->event;
    if (!given || o->nwords > 1 || (o->nwords && o->event))
        return cli_fail(EXIT_USAGE, _("usage: pairing serve DIR [--port N] [--no-open] "
                                      "[--lan [--password P]] (or --event FILE)"));
    char path[PATH_MAX];
    if (!realpath(given, path))
        return cli_fail(EXIT_NOINPUT, _("cannot open %s: %s"), given, strerror(errno));
    struct stat st;
    int is_dir = stat(path, &st) == 0 && S_ISDIR(st.st_mode);
    if (!is_dir && o->nwords)
        return cli_fail(EXIT_NOINPUT, _("%s is no folder"), given);
    if (is_dir) {
        snprintf(d->dir, sizeof d->dir, "%s", path);
        snprintf(d->event, sizeof d->event, "%s/event.ini", path);
    } else {
        snprintf(d->event, sizeof d->event, "%s", path);
        char *slash = strrchr(path, '/');
        *slash = 0;
        snprintf(d->dir, sizeof d->dir, "%s", *path ? path : "/");
    }
    return EXIT_OK;
}

static int start_event(const desk *d)
{
    if (access(d->event, F_OK) == 0)
        return EXIT_OK;
    cli_report_sink quiet = {0}; /* init's next steps are the desk's to show */
    cli_report_into(&quiet);
    cli_options o = {.command = "init", .nwords = 1, .words = {d->dir}};
    int status = cli_run(&o);
    cli_report_into(NULL);
    if (status)
        return cli_fail(status, "%s", quiet.message);
    return EXIT_OK;
}

/* ---- listening ---- */

static int read_port(const cli_options *o, unsigned *port)
{
    long value = 0;
    if (o->port && cli_parse_whole(o->port, 65535, &value))
        return cli_fail(EXIT_USAGE, _("--port %s: a port is a number from 0 to 65535"),
                        o->port);
    *port = (unsigned)value;
    return EXIT_OK;
}

static struct MHD_Daemon *listen_on(desk *d, unsigned port)
{
    struct sockaddr_in at = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    at.sin_addr.s_addr = htonl(d->lan ? INADDR_ANY : INADDR_LOOPBACK);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, (uint16_t)port, NULL, NULL,
        on_request, d, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&at,
        MHD_OPTION_NOTIFY_COMPLETED, on_done, NULL, MHD_OPTION_CONNECTION_LIMIT,
        (unsigned)64, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)60,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(256 * 1024), MHD_OPTION_END);
    if (!daemon)
        return NULL;
    const union MHD_DaemonInfo *info =
        MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    d->port = info ? info->port : port;
    snprintf(d->origin, sizeof d->origin, "http://127.0.0.1:%u", d->port);
    return daemon;
}

static void open_browser(const char *address)
{
    pid_t pid;
    char *argv[] = {(char *)"xdg-open", (char *)address, NULL};
    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
    posix_spawnp(&pid, "xdg-open", &quiet, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&quiet);
}

static int settle_options(const cli_options *o, desk *d)
{
    if (o->password && !o->lan)
        return cli_fail(EXIT_USAGE, _("--password is for --lan: on this machine alone "
                                      "the printed address is the key"));
    d->lan = o->lan;
    if (o->password &&
        (strlen(o->password) < 8 || strlen(o->password) >= sizeof d->password))
        return cli_fail(EXIT_USAGE, _("--password: from 8 to 63 characters"));
    if (o->password)
        snprintf(d->password, sizeof d->password, "%s", o->password);
    else if (d->lan)
        return make_password(d);
    return EXIT_OK;
}

/* --language speaks for every answer and every command the desk runs; the
 * event file's language =, when it says otherwise, is a conflict, as for any
 * command (given in one place). */
static int settle_language(const cli_options *o, desk *d)
{
    snprintf(d->language, sizeof d->language, "%s",
             o->language ? o->language : cli_i18n_spoken());
    d->language_given = o->language != NULL;
    cli_event_file ef;
    if (!d->language_given || cli_read_event_file(d->event, &ef))
        return EXIT_OK; /* an event file that does not read is the page's to show */
    const cli_event_entry *e = cli_event_find(&ef, "event", "language");
    cli_options given = *o; /* the check every command makes of a setting given twice */
    int status = e ? cli_option_from_file(&given, "language", e->value, ef.path, e->line)
                   : EXIT_OK;
    cli_free_event_file(&ef);
    return status;
}

int cli_serve(const cli_options *o)
{
    desk *d = calloc(1, sizeof *d);
    if (!d)
        return cli_fail(EXIT_SOFTWARE, _("out of memory"));
    unsigned port = 0;
    int status = find_folder(o, d);
    if (!status)
        status = settle_options(o, d);
    if (!status)
        status = read_port(o, &port);
    if (!status)
        status = make_token(d);
    if (!status)
        status = start_event(d);
    if (!status)
        status = settle_language(o, d);
    if (status) {
        free(d);
        return status;
    }
    desk_folder_remove_temporaries(d);
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL); /* the server's thread inherits it */
    signal(SIGPIPE, SIG_IGN);
    struct MHD_Daemon *daemon = listen_on(d, port);
    if (!daemon) {
        free(d);
        return cli_fail(EXIT_CANTCREATE, _("cannot listen on port %u: %s"), port,
                        strerror(errno));
    }
    char address[256];
    snprintf(address, sizeof address, "%s/?token=%s", d->origin, d->token);
    printf("%s\n", address);
    if (d->lan)
        printf("password: %s\n", d->password); /* as SPEC §14 words it */
    fflush(stdout);
    if (!o->no_open)
        open_browser(address);
    int signal_number;
    sigwait(&stop, &signal_number);
    MHD_stop_daemon(daemon); /* the request in hand is answered first */
    free(d);
    return EXIT_OK;
}
