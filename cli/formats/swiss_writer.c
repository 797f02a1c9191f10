/*
 * swiss_writer.c - which writer a Qiu, Swiss or Dutch round goes out through,
 * by --format: the commands that pair (swiss, and the Dutch system's TRF) ask
 * here, above the writers themselves.
 */
#include <string.h>

#include "formats/formats.h"

/* JSON for programs; the pairing sheet for people: text, CSV or a page to print. */
cli_round_writer cli_swiss_writer(const char *format)
{
    static const struct {
        const char *name;
        cli_round_writer write;
    } writers[] = {{"json", cli_json_swiss},
                   {"text", cli_text_swiss},
                   {"csv", cli_csv_swiss},
                   {"html", cli_html_swiss}};
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++)
        if (strcmp(format, writers[i].name) == 0)
            return writers[i].write;
    return NULL;
}
