/*
 * overall.c - the overall ranking of an event in stages (总排名, SPEC §11;
 * 003 §五(五) 注2: A组决赛名次为总排名1～8，B组名次为总排名第9开始).  The
 * stages and sections are added in the order the event file lists them; each
 * places the players no earlier one placed, in its standings' order, its
 * places running on from the last place given.  Places shared in a stage
 * (two 3rds of a knockout without a match for 3rd) stay shared.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct overall_row {
    char *player; /* the id, owned */
    int place;
    int shared;
    int stage; /* which pairing_overall_add gave it, 0.. */
} overall_row;

struct pairing_overall {
    overall_row *rows;
    int count, cap;
    int stages;
    pr_idmap placed; /* id -> row */
};

PAIRING_API pairing_overall *pairing_overall_new(pairing_error *err)
{
    pairing_overall *o = pr_calloc(1, sizeof *o);
    if (!o)
        pr_nomem(err);
    return o;
}

PAIRING_API void pairing_overall_free(pairing_overall *o)
{
    if (!o)
        return;
    for (int i = 0; i < o->count; i++)
        free(o->rows[i].player);
    free(o->rows);
    pr_idmap_free(&o->placed);
    free(o);
}

static int place_one(pairing_overall *o, const char *id, int place, pairing_error *err)
{
    int existing = 0;
    if (pr_grow((void **)&o->rows, &o->cap, o->count + 1, sizeof *o->rows))
        return pr_nomem(err);
    overall_row *r = &o->rows[o->count];
    if (!(r->player = pr_strdup(id)))
        return pr_nomem(err);
    if (pr_idmap_add(&o->placed, id, o->count, &existing) < 0) {
        free(r->player);
        return pr_nomem(err);
    }
    r->place = place;
    r->shared = 0;
    r->stage = o->stages;
    o->count++;
    return PAIRING_OK;
}

/* A place shared in the stage is shared overall, by every player who holds it. */
static void mark_shared(pairing_overall *o, int from)
{
    for (int i = from + 1; i < o->count; i++)
        if (o->rows[i].place == o->rows[i - 1].place)
            o->rows[i].shared = o->rows[i - 1].shared = 1;
}

PAIRING_API int pairing_overall_add(pairing_overall *o, const pairing_event *event,
                                    const pairing_standings *standings,
                                    pairing_error *err)
{
    if (!o || !event || !standings ||
        pairing_standings_count(standings) != pairing_event_entrants(event))
        return pr_fail(err, PAIRING_ERR_INVALID, "give the stage's event and standings");
    int first = o->count, last_rank = 0, last_place = 0;
    for (int row = 0; row < pairing_standings_count(standings); row++) {
        pairing_standing s = pairing_standings_row(standings, row);
        const char *id = pairing_event_id(event, s.player);
        if (pr_idmap_find(&o->placed, id)) /* placed by an earlier stage */
            continue;
        /* the stage's rank among those still to place, run on from the last place */
        int place = o->count > first && s.rank == last_rank ? last_place : o->count + 1;
        if (place_one(o, id, place, err))
            return PAIRING_ERR_NOMEM;
        last_rank = s.rank;
        last_place = place;
    }
    mark_shared(o, first);
    o->stages++;
    return PAIRING_OK;
}

PAIRING_API int pairing_overall_count(const pairing_overall *o)
{
    return o ? o->count : 0;
}

PAIRING_API pairing_overall_place pairing_overall_row(const pairing_overall *o, int row)
{
    if (!o || row < 0 || row >= o->count)
        return (pairing_overall_place){.stage = -1};
    const overall_row *r = &o->rows[row];
    return (pairing_overall_place){
        .player = r->player, .place = r->place, .shared = r->shared, .stage = r->stage};
}

PAIRING_API int pairing_overall_place_of(const pairing_overall *o, const char *id)
{
    const pr_id_record *r = o && id ? pr_idmap_find(&o->placed, id) : NULL;
    return r ? o->rows[r->index].place : 0;
}
