/*
 * quiet.c - the fuzz targets' initialisation: the CLI's messages to /dev/null
 * (standard error stays libFuzzer's).
 */
#include <stdio.h>

#include "fuzz.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    FILE *null = fopen("/dev/null", "w");
    if (null)
        cli_set_message_stream(null);
    return 0;
}
