/*
 * ids.c - finding an entrant by id, a million times per results file.
 *
 * Open addressing, linear probing, filled to at most three quarters.  A slot
 * holds the high half of the id's hash, which also picks the slot, and where
 * the entrant's record starts in one block of records: a probe compares hashes
 * first and a match costs one more read, and a table that grows moves its slots
 * without reading a record.  The record holds the id, the entrant's index, and
 * what adding the results needs of him at once (his latest row, rows.c), so
 * that a result row touches two places in memory per player and not four.  At
 * 100,000 entrants the slots take 1 MiB and the records 2 MiB.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define TAG_MASK 0xffffffff00000000ULL

/* FNV-1a over the bytes, then mixed so that the high half, which picks the slot
 * and is kept in it, depends on every byte; *len receives the id's length on the
 * way. */
static uint64_t id_hash(const char *id, size_t *len)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    const unsigned char *p = (const unsigned char *)id;
    for (; *p; p++) {
        h ^= *p;
        h *= 0x100000001b3ULL;
    }
    *len = (size_t)(p - (const unsigned char *)id);
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 32);
}

/* The slot a hash starts from (tables hold far fewer than 2^32 slots). */
static size_t home(uint64_t hash, size_t cap)
{
    return (size_t)(hash >> 32) & (cap - 1);
}

/* A slot as it is, into a larger table: offsets are stored + 1, so that 0 marks
 * an empty slot. */
static void place(uint64_t *slots, size_t cap, uint64_t slot)
{
    size_t at = home(slot, cap);
    while (slots[at])
        at = (at + 1) & (cap - 1);
    slots[at] = slot;
}

static pr_id_record *record_at(const pr_idmap *m, uint32_t offset)
{
    return (pr_id_record *)(void *)(m->text + offset);
}

pr_id_record *pr_idmap_entrant(const pr_idmap *m, int index)
{
    return record_at(m, m->offset[index]);
}

static int grow_slots(pr_idmap *m)
{
    size_t cap = m->cap ? m->cap * 2 : 64;
    uint64_t *slots = pr_calloc(cap, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i < m->cap; i++)
        if (m->slots[i])
            place(slots, cap, m->slots[i]);
    free(m->slots);
    m->slots = slots;
    m->cap = cap;
    return 0;
}

static int grow_text(pr_idmap *m, size_t need)
{
    if (m->text_len + need <= m->text_cap)
        return 0;
    size_t cap = m->text_cap ? m->text_cap : 4096;
    if (m->text_len + need > UINT32_MAX)
        return -1;
    while (cap < m->text_len + need)
        cap *= 2;
    char *text = realloc(m->text, cap);
    if (!text)
        return -1;
    m->text = text;
    m->text_cap = cap;
    return 0;
}

/* Records are kept 4-byte aligned. */
static size_t record_size(size_t id_len)
{
    return (sizeof(pr_id_record) + id_len + 1 + 3) & ~(size_t)3;
}

/* Adds id as entrant `index`, the next one (indexes are added in order): 0, or 1
 * with *existing the entrant who has it already, or -1 when out of memory. */
int pr_idmap_add(pr_idmap *m, const char *id, int index, int *existing)
{
    size_t len;
    uint64_t hash = id_hash(id, &len);
    size_t size = record_size(len);
    if (((size_t)m->used + 1) * 4 > m->cap * 3 && grow_slots(m))
        return -1;
    uint64_t tag = hash & TAG_MASK;
    size_t at = home(hash, m->cap);
    for (; m->slots[at]; at = (at + 1) & (m->cap - 1)) {
        pr_id_record *r = record_at(m, (uint32_t)(m->slots[at] & 0xffffffffU) - 1);
        if ((m->slots[at] & TAG_MASK) == tag && (size_t)r->length == len &&
            memcmp(r->id, id, len) == 0) {
            *existing = r->index;
            return 1;
        }
    }
    if (grow_text(m, size) ||
        pr_grow((void **)&m->offset, &m->cap_offset, index + 1, sizeof *m->offset))
        return -1;
    uint32_t offset = (uint32_t)m->text_len;
    pr_id_record *r = record_at(m, offset);
    memset(r, 0, size);
    r->index = index;
    r->length = (int32_t)len;
    memcpy(r->id, id, len + 1);
    m->offset[index] = offset;
    m->text_len += size;
    m->slots[at] = tag | (uint64_t)(offset + 1);
    m->used = index + 1;
    return 0;
}

/* A lookup in three steps, so that a caller looking up many ids can have the
 * memory of the next ones on its way while it deals with the first: the hash,
 * a hint to fetch the slot, the probe. */
void pr_idmap_query(pr_id_query *q, const char *id)
{
    q->id = id;
    q->hash = id ? id_hash(id, &q->len) : 0;
}

void pr_idmap_prefetch(const pr_idmap *m, const pr_id_query *q)
{
#if defined(__GNUC__)
    if (q->id && m->cap)
        __builtin_prefetch(&m->slots[home(q->hash, m->cap)]);
#else
    (void)m, (void)q;
#endif
}

pr_id_record *pr_idmap_probe(const pr_idmap *m, const pr_id_query *q)
{
    if (!q->id || !m->cap)
        return NULL;
    uint64_t tag = q->hash & TAG_MASK;
    for (size_t at = home(q->hash, m->cap); m->slots[at]; at = (at + 1) & (m->cap - 1)) {
        if ((m->slots[at] & TAG_MASK) != tag)
            continue;
        pr_id_record *r = record_at(m, (uint32_t)(m->slots[at] & 0xffffffffU) - 1);
        if ((size_t)r->length == q->len && memcmp(r->id, q->id, q->len) == 0)
            return r;
    }
    return NULL;
}

/* The record of the entrant with this id, or NULL. */
pr_id_record *pr_idmap_find(const pr_idmap *m, const char *id)
{
    pr_id_query q;
    pr_idmap_query(&q, id);
    return pr_idmap_probe(m, &q);
}

void pr_idmap_free(pr_idmap *m)
{
    free(m->slots);
    free(m->text);
    free(m->offset);
    memset(m, 0, sizeof *m);
}
