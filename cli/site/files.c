/*
 * files.c - the site into its folder (SPEC §13).  A mirror or an FTP upload
 * sends what changed, so a file whose bytes are the same is not touched (its
 * time stays); a changed one is replaced at once (a temporary file renamed
 * over it), so no visitor sees half a page.  The folder's list of what
 * publish wrote (.pairing-site) is what makes a folder its own: a folder
 * with files and no list is someone else's and is refused, and only files on
 * the list are ever removed.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "site/site.h"

#define SITE_LIST ".pairing-site"
#define SITE_LIST_HEAD "# written by pairing publish: the files it owns here\n"

static void join(char *buf, size_t size, const char *dir, const char *path);
static int same_bytes(const char *path, const cli_buffer *body);

/* The files made whole since the last call compared with the folder's: the
 * same bytes are let go (a site of 1,000 players is 20 MB, mostly unchanged
 * from one publish to the next). */
static void settle(cli_site *s)
{
    for (; s->settled < s->count; s->settled++) {
        cli_site_file *f = &s->files[s->settled];
        char full[4096];
        join(full, sizeof full, s->dir, f->path);
        if (!f->body.failed && same_bytes(full, &f->body)) {
            cli_buffer_free(&f->body);
            f->same = 1;
        }
    }
}

cli_buffer *cli_site_add(cli_site *s, const char *fmt, ...)
{
    settle(s);
    if (cli_grow((void **)&s->files, &s->cap, s->count + 1, sizeof *s->files, 64)) {
        cli_fail(EXIT_SOFTWARE, _("out of memory"));
        return NULL;
    }
    cli_site_file *f = &s->files[s->count++];
    memset(f, 0, sizeof *f);
    size_t used = (size_t)snprintf(f->path, sizeof f->path, "%s", s->prefix);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->path + used, sizeof f->path - used, fmt, ap);
    va_end(ap);
    return &f->body;
}

void cli_site_free(cli_site *s)
{
    for (int i = 0; i < s->count; i++)
        cli_buffer_free(&s->files[i].body);
    free(s->files);
    memset(s, 0, sizeof *s);
}

static int has_entries(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    int any = 0;
    while (!any && (e = readdir(d)))
        any = strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return any;
}

static void join(char *buf, size_t size, const char *dir, const char *path)
{
    snprintf(buf, size, "%s/%s", dir, path);
}

/* SPEC §13: an empty folder, a new one, or one publish wrote (its list). */
int cli_site_check_folder(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) != 0)
        return errno == ENOENT
                   ? EXIT_OK
                   : cli_fail(EXIT_CANTCREATE, _("--site %s: %s"), dir, strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return cli_fail(EXIT_CANTCREATE, _("--site %s: not a folder"), dir);
    char list[4096];
    join(list, sizeof list, dir, SITE_LIST);
    if (access(list, F_OK) == 0 || !has_entries(dir))
        return EXIT_OK;
    return cli_fail(EXIT_CANTCREATE,
                    _("--site %s: the folder has files that pairing publish did not "
                      "write; give an empty folder, or the one it published before"),
                    dir);
}

/* The folders on the way to a file, made as needed. */
static int make_folders(const char *dir, const char *path)
{
    char buf[4096];
    join(buf, sizeof buf, dir, path);
    for (char *p = buf + strlen(dir) + 1; (p = strchr(p, '/')); p++) {
        *p = 0;
        if (mkdir(buf, 0777) && errno != EEXIST)
            return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), buf,
                            strerror(errno));
        *p = '/';
    }
    return EXIT_OK;
}

/* Whether the file already holds these bytes: compared a piece at a time as
 * it is read, so that a site of many megabytes is not copied whole again. */
static int same_bytes(const char *path, const cli_buffer *body)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size != body->len)
        return 0;
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return 0;
    char piece[65536];
    size_t at = 0;
    ssize_t got;
    while (at < body->len &&
           (got = read(fd, piece,
                       sizeof piece < body->len - at ? sizeof piece : body->len - at)) >
               0 &&
           memcmp(piece, body->data + at, (size_t)got) == 0)
        at += (size_t)got;
    int ended = at == body->len && read(fd, piece, 1) == 0;
    close(fd);
    return ended;
}

/* One file, unless `compare` finds it already holds these bytes (a page
 * settle() found different is not read again); *changed counts those written. */
static int write_file(const char *dir, const char *path, const cli_buffer *body,
                      int compare, int *changed)
{
    char full[4096];
    join(full, sizeof full, dir, path);
    if (compare && same_bytes(full, body))
        return EXIT_OK;
    int status = make_folders(dir, path);
    if (!status)
        status = cli_write_replaced(body, full);
    *changed += !status;
    return status;
}

static int listed(const cli_site *s, const char *path)
{
    for (int i = 0; i < s->count; i++)
        if (strcmp(s->files[i].path, path) == 0)
            return 1;
    return 0;
}

/* A file the last publish wrote and this one does not (a round taken back):
 * removed, as it was ours; nothing else is.  old is the list it left. */
static void remove_dropped(const cli_site *s, const char *dir, char *old)
{
    for (char *line = old ? strtok(old, "\n") : NULL; line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || strstr(line, "..") || line[0] == '/' || listed(s, line))
            continue;
        char full[4096];
        join(full, sizeof full, dir, line);
        unlink(full);
    }
}

/* The list is written first: a publish cut short leaves a folder that is
 * still its own. */
int cli_site_write(cli_site *s, int *changed)
{
    settle(s);
    const char *dir = s->dir;
    int list_changed = 0;
    *changed = 0;
    if (mkdir(dir, 0777) && errno != EEXIST)
        return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), dir, strerror(errno));
    char path[4096], *old = NULL;
    size_t len;
    join(path, sizeof path, dir, SITE_LIST);
    if (access(path, F_OK) == 0 && cli_read_file(path, &old, &len))
        old = NULL;
    if (old)
        old[len] = 0; /* the reader leaves room for it */
    cli_buffer list = {0};
    cli_buffer_puts(&list, SITE_LIST_HEAD);
    for (int i = 0; i < s->count; i++)
        cli_buffer_printf(&list, "%s\n", s->files[i].path);
    int status = write_file(dir, SITE_LIST, &list, 1, &list_changed);
    for (int i = 0; !status && i < s->count; i++)
        if (!s->files[i].same)
            status = write_file(dir, s->files[i].path, &s->files[i].body, 0, changed);
    if (!status)
        remove_dropped(s, dir, old);
    free(old);
    cli_buffer_free(&list);
    return status;
}
