/*
 * i18n.c - the language of what a person reads (issue 21): English, the
 * source language, or Chinese from the zh_CN catalogue, through GNU gettext.
 * Chosen by --language zh|en, else the event file's language =, else the
 * locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.
 *
 * The choice is handed to libintl as the LANGUAGE variable: glibc's gettext
 * reads it, and translates under the C.UTF-8 locale too, so Chinese needs no
 * zh_CN locale installed on the machine.  The library stays free of gettext.
 */
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/support.h"

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

/* glibc counts catalogue changes here; a changed LANGUAGE is seen once it moves. */
extern int _nl_msg_cat_cntr;

/* The catalogue beside the program when it runs from the build tree
 * (build/pairing and build/locale), else PAIRING_LOCALEDIR, else where make
 * install put it. */
static void locale_dir(char *dir, size_t size)
{
    const char *given = getenv("PAIRING_LOCALEDIR");
    if (given && *given) {
        snprintf(dir, size, "%s", given);
        return;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = n > 0 ? (exe[n] = 0, strrchr(exe, '/')) : NULL;
    struct stat st;
    if (slash) {
        snprintf(dir, size, "%.*s/locale", (int)(slash - exe), exe);
        if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
            return;
    }
    snprintf(dir, size, "%s", LOCALEDIR);
}

/* The language a locale's name names: zh for zh, zh_CN.UTF-8, zh_TW ...,
 * en for any other (C and POSIX among them). */
static const char *language_of_locale(const char *name)
{
    return strncmp(name, "zh", 2) == 0 ? "zh" : "en";
}

/* The language the environment asks for: LANGUAGE, the list gettext reads,
 * when set; else the locale of the messages, in POSIX's order (LC_ALL=C over
 * LANG=zh_CN.UTF-8 is English); else English. */
static const char *language_of_environment(void)
{
    static const char *const names[] = {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *value = getenv(names[i]);
        if (value && *value)
            return language_of_locale(value);
    }
    return "en";
}

/* gettext translates nothing under the C locale: Chinese takes the user's
 * locale, or C.UTF-8 where that is C.  Only the messages and the characters
 * change; numbers are written as in C whatever the locale. */
static void use_chinese(void)
{
    static const int categories[] = {LC_CTYPE, LC_MESSAGES};
    for (size_t i = 0; i < sizeof categories / sizeof categories[0]; i++) {
        const char *got = setlocale(categories[i], "");
        if (!got || strcmp(got, "C") == 0 || strcmp(got, "POSIX") == 0)
            setlocale(categories[i], "C.UTF-8");
    }
    setenv("LANGUAGE", "zh_CN", 1);
}

/* The language the messages are in now: zh or en. */
const char *cli_i18n_spoken(void)
{
    const char *now = getenv("LANGUAGE");
    return now && !strncmp(now, "zh", 2) ? "zh" : "en";
}

/* Speak LANGUAGE, zh or en, from the next message on. */
void cli_i18n_use(const char *language)
{
    if (strcmp(language, "zh") == 0)
        use_chinese();
    else
        setenv("LANGUAGE", "en", 1); /* no catalogue: the English msgids */
    ++_nl_msg_cat_cntr;
}

/* --language zh|en as the command line gives it, looked for before the
 * options are read, so that what is wrong with them is said in that language
 * too (a value other than zh or en is refused once they are read). */
static const char *language_of_command_line(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        const char *value = NULL;
        if (strcmp(argv[i], "--language") == 0 && i + 1 < argc)
            value = argv[i + 1];
        else if (strncmp(argv[i], "--language=", 11) == 0)
            value = argv[i] + 11;
        if (value && (strcmp(value, "zh") == 0 || strcmp(value, "en") == 0))
            return value;
    }
    return NULL;
}

void cli_i18n_init(int argc, char **argv)
{
    char dir[PATH_MAX];
    locale_dir(dir, sizeof dir);
    bindtextdomain(CLI_TEXT_DOMAIN, dir);
    bind_textdomain_codeset(CLI_TEXT_DOMAIN, "UTF-8");
    textdomain(CLI_TEXT_DOMAIN);
    const char *language = language_of_command_line(argc, argv);
    cli_i18n_use(language ? language : language_of_environment());
}
