/*
 * driver.c - replays fuzz inputs without libFuzzer (make check): each file
 * named on the command line, or every file in each directory named, goes once
 * through the target.  A crash or a sanitizer report fails the run.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    uint8_t *data = NULL;
    size_t len = 0, cap = 0, n;
    char chunk[65536];
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        if (len + n > cap) {
            cap = (len + n) * 2;
            uint8_t *grown = realloc(data, cap);
            if (!grown) {
                free(data);
                fclose(f);
                return 0;
            }
            data = grown;
        }
        memcpy(data + len, chunk, n);
        len += n;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(data ? data : (const uint8_t *)"", len);
    free(data);
    return 1;
}

static int replay(const char *path)
{
    struct stat st;
    if (stat(path, &st))
        return 0;
    if (!S_ISDIR(st.st_mode))
        return replay_file(path);
    DIR *dir = opendir(path);
    int count = 0;
    for (struct dirent *e; dir && (e = readdir(dir));) {
        if (e->d_name[0] == '.')
            continue;
        char child[4096];
        snprintf(child, sizeof child, "%s/%s", path, e->d_name);
        count += replay(child);
    }
    if (dir)
        closedir(dir);
    return count;
}

int main(int argc, char **argv)
{
    LLVMFuzzerInitialize(&argc, &argv);
    int count = 0;
    for (int i = 1; i < argc; i++)
        count += replay(argv[i]);
    printf("%d inputs replayed\n", count);
    return 0;
}
