/*
 * csv_table.h - a CSV file read as a table (csv_table.c): its bytes decoded
 * (encoding.c), its separator found, its header matched to the columns a kind
 * of file names (English names and their Chinese aliases, spreadsheet.c), and
 * each row handed over with the line it began on.  The entrants and results
 * (csv_read.c) are read through it, and so are the team files to come.
 */
#ifndef PAIRING_CLI_CSV_TABLE_H
#define PAIRING_CLI_CSV_TABLE_H

#include "formats/formats.h"

typedef struct cli_column {
    const char *name; /* the English name (SPEC §1, §10) */
    int required;
    int index; /* in the header; -1 = absent */
} cli_column;

typedef struct cli_table cli_table;

struct cli_table {
    const char *path;
    cli_encoding encoding; /* --encoding, or AUTO */
    cli_column *columns;
    int ncolumns;
    /* a data row, its field count checked against the header's */
    int (*add_row)(cli_table *t, char **fields, long line);
    int (*finish)(cli_table *t);  /* the rows held back go in: after the last row,
                                   * and before a problem of the file is reported */
    void *target;                 /* what the rows go into (a pairing_event) */
    void *pending;                /* what add_row holds back until finish */
    const char *team_name_column; /* what 队名 names: "name" in the teams file */
    int keeps_text; /* add_row keeps its rows' fields (in text) until finish */
    /* the reader's own */
    cli_buffer text; /* the rows' fields: emptied after each row, or by finish */
    int width;       /* fields in the header */
    int seen_header;
};

int cli_read_table(const char *name, const char *data, size_t len, cli_table *t);
/* The common case: each row goes straight into `target` through add_row. */
int cli_read_rows(const char *name, const char *data, size_t len, cli_encoding encoding,
                  cli_column *columns, int ncolumns,
                  int (*add_row)(cli_table *t, char **fields, long line), void *target);
int cli_read_rows_naming(const char *name, const char *data, size_t len,
                         cli_encoding encoding, cli_column *columns, int ncolumns,
                         int (*add_row)(cli_table *t, char **fields, long line),
                         void *target, const char *team_name_column);

/* The columns an entrants file has (SPEC §1), which a team event's members file
 * begins with too; and an entrant from a row of them (csv_read.c). */
enum {
    CLI_E_ID,
    CLI_E_NAME,
    CLI_E_RATING,
    CLI_E_RANK,
    CLI_E_CLUB,
    CLI_E_VIOLATIONS,
    CLI_E_WITHDRAWN,
    CLI_E_JOINED,
    CLI_E_COLUMNS
};
#define CLI_ENTRANT_COLUMNS                                                              \
    {"id", 1, -1}, {"name", 1, -1}, {"rating", 0, -1}, {"rank", 0, -1}, {"club", 0, -1}, \
        {"violations", 0, -1}, {"withdrawn", 0, -1},                                     \
    {                                                                                    \
        "joined", 0, -1                                                                  \
    }
int cli_entrant_of_row(cli_table *t, char **fields, long line, pairing_entrant *e);

/* The separator of CSV text: the first of comma, tab and semicolon its header
 * line holds (SPEC §9). */
char cli_csv_separator(const char *text, size_t len);
int cli_csv_empty_row(char **fields, int count);
/* Every row of CSV text (UTF-8, its mark off), the header first, with the line it
 * begins on; the fields are the callee's to change until it returns. */
typedef int (*cli_csv_row_fn)(void *ctx, char **fields, int count, long line);
int cli_csv_each_row(const char *name, const char *data, size_t len, cli_csv_row_fn fn,
                     void *ctx);
int cli_table_settle(cli_table *t);
int cli_table_number(const cli_table *t, const char *text, const char *what, long line,
                     int absent, int *out);

/* The row's field for a column, "" when the column is absent (inline: it is
 * asked for every field of every row). */
static inline const char *cli_table_field(const cli_table *t, char **fields, int column)
{
    int i = t->columns[column].index;
    return i >= 0 ? fields[i] : "";
}

static inline int cli_table_has(const cli_table *t, int column)
{
    return t->columns[column].index >= 0;
}

#endif /* PAIRING_CLI_CSV_TABLE_H */
