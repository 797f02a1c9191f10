/*
 * sheet.h - a CSV file of the event as rows of fields, to edit (sheet.c).
 */
#ifndef PAIRING_CLI_DESK_SHEET_H
#define PAIRING_CLI_DESK_SHEET_H

#include "desk/body.h"

#define DESK_SHEET_COLUMNS 64
typedef struct sheet {
    char path[8192];
    char *bytes; /* as on disk */
    size_t len;
    cli_text text;
    char separator;
    const char *line_end;
    char **fields; /* rows × DESK_SHEET_COLUMNS, each its own string; row 0 the header */
    int rows, width, cap;
} sheet;

/* Whether the event still reads with the file changed: nonzero if it does. */
typedef int (*desk_reads)(const desk *d);

int desk_event_path(const desk *d, const char *key, char *path, size_t size,
                    desk_response *rs);
int desk_sheet_read(const desk *d, const char *key, sheet *s, desk_response *rs);
void desk_sheet_free(sheet *s);
char **desk_sheet_field(sheet *s, int row, int column);
int desk_sheet_column(sheet *s, const char *name, int add);
int desk_sheet_row(sheet *s, const char *column, const char *value);
int desk_sheet_set(sheet *s, int row, const char *column, const char *value);
int desk_sheet_add_row(sheet *s, desk_response *rs);
void desk_sheet_remove_row(sheet *s, int row);
int desk_sheet_encode(const sheet *s, cli_buffer *out);
int desk_sheet_save(const desk *d, sheet *s, desk_reads reads, desk_response *rs);
int desk_replace_file(const desk *d, const char *path, const cli_buffer *bytes,
                      const char *old, size_t old_len, desk_reads reads,
                      desk_response *rs);

#endif /* PAIRING_CLI_DESK_SHEET_H */
