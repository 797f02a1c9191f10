/*
 * response.c - an answer of the desk, and its errors as SPEC §14 writes them:
 * {"error": "...", "file": "...", "line": N}.
 */
#include <string.h>

#include "desk/desk.h"

void desk_response_free(desk_response *rs)
{
    cli_buffer_free(&rs->body);
}

/* {"error": message, "file": name, "line": N}: the file as the folder names
 * it, the line only where one is at fault. */
int desk_error_at(desk_response *rs, int status, const char *message, const char *file,
                  long line)
{
    rs->status = status;
    rs->content_type = "application/json";
    rs->body.len = 0;
    cli_json j = {.out = &rs->body};
    cli_json_object(&j);
    cli_json_put_string(&j, "error", message ? message : "");
    if (file && *file) {
        const char *slash = strrchr(file, '/');
        cli_json_put_string(&j, "file", slash ? slash + 1 : file);
        if (line > 0)
            cli_json_put_int(&j, "line", line);
    }
    cli_json_object_end(&j);
    cli_json_finish(&j);
    return status;
}

/* The message NULL: the problem the command reported (answer() fills it in). */
int desk_error(desk_response *rs, int status, const char *message)
{
    if (!message) {
        rs->status = status;
        return status;
    }
    return desk_error_at(rs, status, message, NULL, 0);
}
