/*
 * stages.c - what an event in stages prints (SPEC §11): the qualifiers a
 * stage was drawn from, shown with its draw, and the overall ranking (总排名)
 * in JSON, text, CSV (a player,rank file that --ranks reads) and as an A4 page
 * naming the stage each place comes from.
 */
#include <stdio.h>
#include <string.h>

#include "formats/formats.h"

/* ---- the qualifiers, with the draw made from them ---- */

static void group_label(const cli_qualified *qd, pairing_qualifier q, char *buf,
                        size_t size)
{
    if (qd->groups > 1)
        snprintf(buf, size, "%c%d", 'A' + q.group, q.place);
    else
        snprintf(buf, size, "%d", q.place);
}

void cli_json_qualifiers(cli_json *j, const void *qualified)
{
    const cli_qualified *qd = qualified;
    cli_json_key(j, "qualifiers");
    cli_json_array(j);
    for (int s = 1; s <= pairing_qualifiers_count(qd->q); s++) {
        pairing_qualifier q = pairing_qualifiers_seed(qd->q, s);
        const pairing_event *ev = qd->events[q.group];
        cli_json_object(j);
        cli_json_put_int(j, "seed", s);
        cli_json_put_string(j, "player", pairing_event_id(ev, q.player));
        cli_json_put_string(j, "name", pairing_event_name(ev, q.player));
        cli_json_put_string(j, "from", qd->stage);
        if (qd->groups > 1) {
            char group[2] = {(char)('A' + q.group), 0};
            cli_json_put_string(j, "group", group);
        }
        cli_json_put_int(j, "place", q.place);
        cli_json_key(j, "shared");
        cli_json_bool(j, q.shared);
        cli_json_key(j, "settled");
        cli_json_bool(j, q.settled);
        cli_json_object_end(j);
    }
    cli_json_array_end(j);
}

void cli_text_qualifiers(cli_buffer *out, const void *qualified)
{
    const cli_qualified *qd = qualified;
    cli_buffer_printf(out, "\nQualifiers from %s (seed: place%s):\n", qd->stage,
                      qd->groups > 1 ? " in the group" : "");
    for (int s = 1; s <= pairing_qualifiers_count(qd->q); s++) {
        pairing_qualifier q = pairing_qualifiers_seed(qd->q, s);
        char place[32], label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
        group_label(qd, q, place, sizeof place);
        cli_player_label(qd->events[q.group], q.player, label, sizeof label);
        cli_buffer_printf(out, "  %3d: %-4s %s%s\n", s, place, label,
                          !q.shared   ? ""
                          : q.settled ? " (place shared: seeded as settled)"
                                      : " (place shared: seeded by number)");
    }
}

/* ---- the overall ranking ---- */

static const char *stage_of(const cli_overall_view *v, int stage)
{
    return stage >= 0 && stage < v->nstages ? v->stages[stage] : "";
}

static void json_player(cli_json *j, const cli_overall_view *v, const char *id)
{
    int i = pairing_event_find(v->all, id);
    cli_json_put_string(j, "player", id);
    cli_json_put_string(j, "name", i >= 0 ? pairing_event_name(v->all, i) : id);
}

int cli_json_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v)
{
    cli_json j = {.out = out};
    cli_json_object(&j);
    cli_json_put_string(&j, "mode", "overall");
    cli_json_context(&j, cx);
    cli_json_key(&j, "overall");
    cli_json_array(&j);
    for (int row = 0; row < pairing_overall_count(v->ov); row++) {
        pairing_overall_place p = pairing_overall_row(v->ov, row);
        cli_json_object(&j);
        cli_json_put_int(&j, "place", p.place);
        json_player(&j, v, p.player);
        cli_json_put_string(&j, "stage", stage_of(v, p.stage));
        cli_json_key(&j, "shared");
        cli_json_bool(&j, p.shared);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_key(&j, "unranked");
    cli_json_array(&j);
    for (int i = 0; i < pairing_event_entrants(v->all); i++) {
        const char *id = pairing_event_id(v->all, i);
        if (pairing_overall_place_of(v->ov, id))
            continue;
        cli_json_object(&j);
        json_player(&j, v, id);
        cli_json_put_string(&j, "stage", v->home[i]);
        cli_json_object_end(&j);
    }
    cli_json_array_end(&j);
    cli_json_object_end(&j);
    return cli_json_finish(&j);
}

static int unranked_count(const cli_overall_view *v)
{
    int n = 0;
    for (int i = 0; i < pairing_event_entrants(v->all); i++)
        n += !pairing_overall_place_of(v->ov, pairing_event_id(v->all, i));
    return n;
}

int cli_text_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v)
{
    cli_text_event_line(out, cx);
    cli_buffer_printf(out, "Overall ranking 总排名: %d placed",
                      pairing_overall_count(v->ov));
    for (int s = 0; s < v->nstages; s++)
        cli_buffer_printf(out, "%s%s", s ? ", then " : " (", v->stages[s]);
    cli_buffer_puts(out, v->nstages ? ")\n" : "\n");
    cli_text_settings(out, cx);
    cli_buffer_puts(out, "\nPlace  Player                                      Stage\n");
    for (int row = 0; row < pairing_overall_count(v->ov); row++) {
        pairing_overall_place p = pairing_overall_row(v->ov, row);
        char place[16], label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
        snprintf(place, sizeof place, "%d%s", p.place, p.shared ? "=" : "");
        cli_player_label(v->all, pairing_event_find(v->all, p.player), label,
                         sizeof label);
        cli_buffer_pad(out, place, 5, 1);
        cli_buffer_puts(out, "  ");
        cli_buffer_pad(out, label, 42, 0);
        cli_buffer_printf(out, "  %s\n", stage_of(v, p.stage));
    }
    if (!unranked_count(v))
        return EXIT_OK;
    cli_buffer_puts(out, "\nNo overall place (in no stage of the order):\n");
    for (int i = 0; i < pairing_event_entrants(v->all); i++) {
        if (pairing_overall_place_of(v->ov, pairing_event_id(v->all, i)))
            continue;
        char label[PAIRING_MAX_NAME_BYTES + PAIRING_MAX_ID_BYTES + 8];
        cli_player_label(v->all, i, label, sizeof label);
        cli_buffer_puts(out, "       ");
        cli_buffer_pad(out, label, 42, 0);
        cli_buffer_printf(out, "  %s\n", v->home[i]);
    }
    return EXIT_OK;
}

/* player,rank first: the file pairing team individual --ranks reads. */
int cli_csv_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v)
{
    (void)cx;
    cli_csv_begin(out);
    cli_buffer_puts(out, "player,rank,name,stage\r\n");
    for (int row = 0; row < pairing_overall_count(v->ov); row++) {
        pairing_overall_place p = pairing_overall_row(v->ov, row);
        int i = pairing_event_find(v->all, p.player);
        cli_buffer_csv_field(out, p.player);
        cli_buffer_printf(out, ",%d,", p.place);
        cli_buffer_csv_field(out, i >= 0 ? pairing_event_name(v->all, i) : "");
        cli_buffer_puts(out, ",");
        cli_buffer_csv_field(out, stage_of(v, p.stage));
        cli_buffer_puts(out, "\r\n");
    }
    return EXIT_OK;
}

static const char overall_style[] =
    "table.overall { table-layout: fixed; width: 100%; }\n"
    ".overall .place { width: 3.6em; }\n"
    ".overall .id { width: 9em; }\n"
    ".overall .stage { width: 8em; }\n"
    "td.place { text-align: right; font-weight: bold; }\n"
    "td.name, td.id, td.club, td.stage { overflow-wrap: anywhere; }\n";

static void html_row(cli_buffer *out, const cli_overall_view *v, const char *place, int i,
                     const char *stage)
{
    pairing_entrant e = pairing_event_entrant(v->all, i);
    cli_buffer_printf(out, "<tr><td class=\"place\">%s</td><td class=\"name\">", place);
    cli_buffer_markup_text(out, e.name);
    cli_buffer_puts(out, "</td><td class=\"id\">");
    cli_buffer_markup_text(out, e.id);
    cli_buffer_puts(out, "</td><td class=\"club\">");
    cli_buffer_markup_text(out, e.club ? e.club : "");
    cli_buffer_puts(out, "</td><td class=\"stage\">");
    cli_buffer_markup_text(out, stage);
    cli_buffer_puts(out, "</td></tr>\n");
}

static void html_table_head(cli_buffer *out)
{
    cli_buffer_puts(out, "<table class=\"overall\">\n<thead><tr>");
    cli_html_heading(out, " class=\"place\"", "Place", "名次");
    cli_html_heading(out, " class=\"name\"", "Name", "姓名");
    cli_html_heading(out, " class=\"id\"", "ID", "编号");
    cli_html_heading(out, " class=\"club\"", "Club", "单位");
    cli_html_heading(out, " class=\"stage\"", "From", "阶段");
    cli_buffer_puts(out, "</tr></thead>\n<tbody>\n");
}

static void html_order(cli_buffer *out, const cli_overall_view *v)
{
    cli_buffer_puts(out, "<dl class=\"rules\">\n");
    cli_buffer_puts(out, "<dt>Places 名次</dt><dd>");
    for (int s = 0; s < v->nstages; s++) {
        cli_buffer_puts(out, s ? ", then " : "");
        cli_buffer_markup_text(out, v->stages[s]);
    }
    cli_buffer_puts(out, ": each stage places its players not placed before, running on "
                         "from the last place</dd>\n</dl>\n");
}

int cli_html_overall(cli_buffer *out, const cli_context *cx, const cli_overall_view *v)
{
    cli_html_open(out, cx, 0, "Overall ranking 总排名", overall_style);
    html_order(out, v);
    html_table_head(out);
    for (int row = 0; row < pairing_overall_count(v->ov); row++) {
        pairing_overall_place p = pairing_overall_row(v->ov, row);
        char place[16];
        snprintf(place, sizeof place, "%d%s", p.place, p.shared ? "=" : "");
        html_row(out, v, place, pairing_event_find(v->all, p.player),
                 stage_of(v, p.stage));
    }
    cli_buffer_puts(out, "</tbody>\n</table>\n");
    if (unranked_count(v)) {
        cli_buffer_puts(out, "<h2>No overall place 无总排名</h2>\n");
        html_table_head(out);
        for (int i = 0; i < pairing_event_entrants(v->all); i++)
            if (!pairing_overall_place_of(v->ov, pairing_event_id(v->all, i)))
                html_row(out, v, "—", i, v->home[i]);
        cli_buffer_puts(out, "</tbody>\n</table>\n");
    }
    cli_html_close(out);
    return EXIT_OK;
}
