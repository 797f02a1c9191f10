/*
 * fuzz_record.c - any bytes as a results file that `pairing record` and
 * `--record` edit (cli/formats/results_file.c): a result filled into each game
 * row in turn and a round appended, then the edited text read back.  What
 * must hold: the edit reads back with one row more, the filled row carries
 * the result, and the bytes before the filled row are untouched.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void check(int ok)
{
    if (!ok)
        abort();
}

/* One row filled in, a round appended, on a fresh reading of the bytes. */
static void edit_row(const uint8_t *data, size_t size, int row)
{
    cli_results_file rf;
    if (cli_results_parse(&rf, "results.csv", (const char *)data, size,
                          CLI_ENCODING_AUTO))
        abort(); /* the same bytes read once already */
    int rows = rf.nrows;
    size_t before = rf.rows[row].start;
    char *was = malloc(before + 1);
    check(was != NULL);
    memcpy(was, rf.text.data, before);
    cli_results_line line = {.round = rf.rows[0].round + 1,
                             .board = 1,
                             .first = "a,b",
                             .second = "c\"d",
                             .result = ""};
    if (cli_results_fill(&rf, row, "1-0", NULL) == EXIT_OK &&
        cli_results_append(&rf, &line) == EXIT_OK) {
        check(memcmp(rf.text.data, was, before) == 0);
        cli_results_file back;
        if (cli_results_parse(&back, "results.csv", rf.text.data, rf.text.len,
                              CLI_ENCODING_UTF8) == EXIT_OK) {
            check(back.nrows == rows + 1);
            check(!strcmp(cli_results_field(&back, row, CLI_RF_RESULT), "1-0"));
            check(!strcmp(cli_results_field(&back, back.nrows - 1, CLI_RF_FIRST), "a,b"));
            cli_results_free(&back);
        }
    }
    free(was);
    cli_results_free(&rf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cli_results_file rf;
    if (cli_results_parse(&rf, "results.csv", (const char *)data, size,
                          CLI_ENCODING_AUTO))
        return 0;
    for (int row = 0; row < rf.nrows && row < 8; row++)
        edit_row(data, size, row);
    cli_results_free(&rf);
    return 0;
}
