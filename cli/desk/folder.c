/*
 * folder.c - the event folder as the desk sees it (SPEC §14): its files, one
 * version of them all together (the ETag every answer carries, so that a
 * change made from a state the client had not seen - another tab, Excel, the
 * command line - is refused), and history/, where every file a change
 * replaced is kept.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "desk/desk.h"

/* A file the atomic writer left behind when killed: NAME.tmp.XXXXXX. */
static int is_temporary(const char *name)
{
    const char *t = strstr(name, ".tmp.");
    return t && strlen(t) == 11;
}

/* The event's own files: the regular files at the top of the folder, those
 * being written aside (history/ and a site are folders). */
static int is_event_file(const char *dir, const char *name)
{
    if (name[0] == '.' || is_temporary(name) || strlen(name) >= 256)
        return 0;
    char path[8192];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const desk_file *)a)->name, ((const desk_file *)b)->name);
}

static int add_file(const desk *d, desk_folder *f, const char *name, int *cap)
{
    if (f->count == *cap &&
        cli_grow((void **)&f->files, cap, f->count + 1, sizeof *f->files, 16))
        return EXIT_SOFTWARE;
    desk_file *file = &f->files[f->count];
    memset(file, 0, sizeof *file);
    snprintf(file->name, sizeof file->name, "%s", name);
    char path[8192];
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    int status = cli_read_file(path, &file->data, &file->len);
    if (status == EXIT_NOINPUT)
        return EXIT_OK; /* gone since the folder was listed */
    if (!status)
        f->count++;
    return status;
}

int desk_folder_read(const desk *d, desk_folder *f)
{
    memset(f, 0, sizeof *f);
    DIR *dir = opendir(d->dir);
    if (!dir)
        return cli_fail(EXIT_NOINPUT, _("cannot open %s: %s"), d->dir, strerror(errno));
    int cap = 0, status = EXIT_OK;
    for (struct dirent *e; !status && (e = readdir(dir));)
        if (is_event_file(d->dir, e->d_name))
            status = add_file(d, f, e->d_name, &cap);
    closedir(dir);
    if (status) {
        desk_folder_free(f);
        return status;
    }
    if (f->count > 1)
        qsort(f->files, (size_t)f->count, sizeof *f->files, by_name);
    return EXIT_OK;
}

void desk_folder_free(desk_folder *f)
{
    for (int i = 0; i < f->count; i++)
        free(f->files[i].data);
    free(f->files);
    memset(f, 0, sizeof *f);
}

/* FNV-1a, 64 bits, over every file's name, length and bytes: any change to any
 * file of the event changes it. */
static unsigned long long mix(unsigned long long h, const void *data, size_t len)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < len; i++)
        h = (h ^ p[i]) * 1099511628211ULL;
    return h;
}

void desk_folder_version(const desk_folder *f, char *etag, size_t size)
{
    unsigned long long h = 14695981039346656037ULL;
    for (int i = 0; i < f->count; i++) {
        char len[32];
        int n = snprintf(len, sizeof len, "/%zu/", f->files[i].len);
        h = mix(h, f->files[i].name, strlen(f->files[i].name) + 1);
        h = mix(h, len, (size_t)n);
        h = mix(h, f->files[i].data, f->files[i].len);
    }
    snprintf(etag, size, "\"%016llx\"", h);
}

/* A version written out where the folder takes no hard links. */
static int copy_version(const desk_file *file, const char *path)
{
    cli_buffer b = {.data = file->data, .len = file->len, .cap = file->len};
    return cli_write_replaced(&b, path);
}

/* history/NAME.YYYYMMDD-HHMMSS.UUUUUU, and -N after it should two versions
 * fall in one microsecond: no version overwrites another.  The version is a
 * second name of the file as it is (a hard link: nothing copied, and the
 * atomic writer's rename leaves it the old bytes), made before the change, so
 * that a desk killed in the middle of one still has it; a copy where the
 * folder takes no links. */
static int keep_version(const desk *d, desk_file *file)
{
    char folder[4200], from[8192], path[8700];
    snprintf(folder, sizeof folder, "%s/history", d->dir);
    snprintf(from, sizeof from, "%s/%s", d->dir, file->name);
    if (mkdir(folder, 0777) && errno != EEXIST)
        return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), folder,
                        strerror(errno));
    struct timeval now;
    gettimeofday(&now, NULL);
    struct tm tm;
    time_t seconds = now.tv_sec;
    localtime_r(&seconds, &tm);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    for (int n = 0; n < 1000; n++) {
        snprintf(path, sizeof path, "%s/%s.%s.%06ld%s%.0d", folder, file->name, stamp,
                 (long)now.tv_usec, n ? "-" : "", n);
        if (link(from, path) == 0 || (errno != EEXIST && !copy_version(file, path))) {
            snprintf(file->kept, sizeof file->kept, "%s", path);
            return EXIT_OK;
        }
        if (errno != EEXIST)
            break;
    }
    return cli_fail(EXIT_CANTCREATE, _("cannot create %s: %s"), path, strerror(errno));
}

/* Before a change: each file's version kept in history/. */
int desk_folder_keep_versions(const desk *d, desk_folder *before)
{
    for (int i = 0; i < before->count; i++) {
        int status = keep_version(d, &before->files[i]);
        if (status)
            return status;
    }
    return EXIT_OK;
}

/* After it: the versions of the files it left as they were let go again. */
void desk_folder_drop_unchanged(const desk_folder *before, const desk_folder *after)
{
    for (int i = 0; i < before->count; i++) {
        const desk_file *was = &before->files[i];
        for (int k = 0; k < after->count && *was->kept; k++) {
            const desk_file *now = &after->files[k];
            if (!strcmp(now->name, was->name) && now->len == was->len &&
                !memcmp(now->data, was->data, was->len))
                unlink(was->kept);
        }
    }
}

static void remove_temporaries_in(const char *folder)
{
    DIR *dir = opendir(folder);
    if (!dir)
        return;
    for (struct dirent *e; (e = readdir(dir));)
        if (is_temporary(e->d_name)) {
            char path[8192];
            snprintf(path, sizeof path, "%s/%s", folder, e->d_name);
            unlink(path);
        }
    closedir(dir);
}

/* The live file's name in a version's: what comes before .YYYYMMDD-. */
static size_t live_name_length(const char *version)
{
    for (const char *p = strchr(version, '.'); p; p = strchr(p + 1, '.'))
        if (strspn(p + 1, "0123456789") == 8 && p[9] == '-')
            return (size_t)(p - version);
    return 0;
}

/* A version kept before a change the desk was killed in, of a file the change
 * never replaced: still a second name of the live file. */
static void remove_unreplaced(const char *dir, const char *history)
{
    DIR *h = opendir(history);
    if (!h)
        return;
    for (struct dirent *e; (e = readdir(h));) {
        size_t n = live_name_length(e->d_name);
        char kept[8192], live[8192];
        snprintf(kept, sizeof kept, "%s/%s", history, e->d_name);
        snprintf(live, sizeof live, "%s/%.*s", dir, (int)n, e->d_name);
        struct stat k, l;
        if (n > 0 && lstat(kept, &k) == 0 && stat(live, &l) == 0 &&
            k.st_ino == l.st_ino && k.st_dev == l.st_dev)
            unlink(kept);
    }
    closedir(h);
}

/* What a killed write left: its temporary file, never renamed into place, and
 * the versions kept for a change that was never made. */
void desk_folder_remove_temporaries(const desk *d)
{
    char history[4200];
    snprintf(history, sizeof history, "%s/history", d->dir);
    remove_temporaries_in(d->dir);
    remove_temporaries_in(history);
    remove_unreplaced(d->dir, history);
}
