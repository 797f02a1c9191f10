/*
 * convert.c - `pairing convert`: FIDE TRF-16 in and out.  --from trf reads
 * a TRF file and writes the entrants and results CSV files; --to trf writes the
 * CSV files as TRF, with the points and ranks `pairing standings` gives them.
 */
#include <string.h>

#include "commands/commands.h"

static int check_format_word(const char *option, const char *value)
{
    if (strcmp(value, "trf") == 0)
        return EXIT_OK;
    return cli_fail(EXIT_USAGE, _("convert: --%s is trf (FIDE TRF-16), not '%s'"), option,
                    value);
}

/* The first option given that only `convert --to trf` takes, or NULL. */
static const char *option_of_to_trf(const cli_options *o)
{
    const struct {
        const char *given;
        const char *name;
    } options[] = {{o->entrants, "--entrants"},      {o->results, "--results"},
                   {o->output, "--output"},          {o->system, "--system"},
                   {o->tiebreaks, "--tiebreaks"},    {o->points, "--points"},
                   {o->bye_points, "--bye-points"},  {o->draw_lots, "--draw-lots"},
                   {o->withdrawal, "--withdrawal"},  {o->unplayed, "--unplayed"},
                   {o->rounds, "--rounds"},          {o->encoding, "--encoding"},
                   {o->trf_version, "--trf-version"}};
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if (options[i].given)
            return options[i].name;
    return o->is_double ? "--double" : NULL;
}

static int count_rows(const cli_buffer *csv)
{
    int rows = -1; /* the header */
    for (size_t i = 0; i < csv->len; i++)
        rows += csv->data[i] == '\n';
    return rows;
}

/* Both files are built in full before either is written. */
static int write_csv_files(const cli_options *o, const pairing_event *ev,
                           cli_buffer *report)
{
    cli_buffer entrants = {0}, results = {0};
    int status = cli_csv_entrants(&entrants, ev);
    if (!status)
        status = cli_csv_results(&results, ev);
    if (!status)
        status = cli_write_output(&entrants, o->entrants_out);
    if (!status)
        status = cli_write_output(&results, o->results_out);
    if (!status) {
        int players = count_rows(&entrants), rows = count_rows(&results);
        cli_buffer_printf(report, "wrote %s (%d %s) and %s (%d %s)\n", o->entrants_out,
                          players, players == 1 ? "entrant" : "entrants", o->results_out,
                          rows, rows == 1 ? "result" : "results");
    }
    cli_buffer_free(&entrants);
    cli_buffer_free(&results);
    return status;
}

static int convert_from_trf(const cli_options *o)
{
    const char *other = option_of_to_trf(o);
    if (other)
        return cli_fail(
            EXIT_USAGE,
            _("convert --from trf does not take %s (it writes --entrants-out and "
              "--results-out)"),
            other);
    if (!o->input)
        return cli_fail(EXIT_USAGE,
                        _("convert --from trf needs the TRF file: pairing convert "
                          "--from trf FILE --entrants-out FILE --results-out FILE"));
    if (!o->entrants_out || !o->results_out)
        return cli_fail(
            EXIT_USAGE,
            _("convert --from trf needs --entrants-out FILE and --results-out FILE"));
    if (strcmp(o->entrants_out, o->results_out) == 0)
        return cli_fail(EXIT_USAGE,
                        _("--entrants-out and --results-out name the same file"));
    pairing_event *ev = NULL;
    cli_buffer report = {0};
    int status = cli_read_trf(o->input, &ev, &report);
    if (!status)
        status = write_csv_files(o, ev, &report);
    if (!status)
        status = cli_write_output(&report, NULL);
    cli_buffer_free(&report);
    pairing_event_free(ev);
    return status;
}

/* The standings command does the work, with the TRF writer. */
static int convert_to_trf(const cli_options *o)
{
    if (o->input)
        return cli_fail(EXIT_USAGE,
                        _("convert --to trf reads --entrants and --results, not '%s'"),
                        o->input);
    if (o->entrants_out || o->results_out)
        return cli_fail(EXIT_USAGE,
                        _("convert --to trf does not take --%s (the TRF goes to "
                          "--output or standard output)"),
                        o->entrants_out ? "entrants-out" : "results-out");
    pairing_system system;
    /* the points and ranks written depend on it: no system is assumed */
    if (!o->system)
        return cli_fail(EXIT_USAGE, _("convert --to trf needs --system "
                                      "swiss|qiu|roundrobin|knockout|dutch (or an event "
                                      "file that names it)"));
    if (pairing_system_parse(o->system, &system))
        return cli_bad_setting(o, "system",
                               _("swiss, qiu, roundrobin, knockout or dutch, not '%s'"),
                               o->system);
    /* TRF-16 as before, or TRF-2026 with its tournament records (142, 162, 192)
     * and its byes by round (240) */
    if (o->trf_version && strcmp(o->trf_version, "2016") != 0 &&
        strcmp(o->trf_version, "2026") != 0)
        return cli_fail(EXIT_USAGE, _("convert: --trf-version is 2016 or 2026, not '%s'"),
                        o->trf_version);
    cli_options standings = *o;
    standings.format = "trf";
    return cli_standings(&standings);
}

int cli_convert(const cli_options *o)
{
    if (o->from && o->to)
        return cli_fail(EXIT_USAGE, _("convert takes --from trf or --to trf, not both"));
    int status;
    if (o->from)
        return (status = check_format_word("from", o->from)) ? status
                                                             : convert_from_trf(o);
    if (o->to)
        return (status = check_format_word("to", o->to)) ? status : convert_to_trf(o);
    return cli_fail(EXIT_USAGE,
                    _("convert needs --from trf FILE or --to trf (see pairing --help)"));
}
