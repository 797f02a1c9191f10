/*
 * ids.c - finding an entrant by id, a million times per results file.
 *
 * Open addressing, linear probing, filled to at most three quarters.  A slot
 * holds the entrant index + 1 in its low half and the high half of the id's
 * hash in its high half, so a probe compares hashes first; the ids themselves
 * sit one after another in one block of text, in the order they were added, so
 * the comparison that confirms a match reads memory near the last one read.
 * At 100,000 entrants the slots take 1 MiB and the text well under that.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define TAG_MASK 0xffffffff00000000ULL

/* FNV-1a over the bytes, then mixed so that the low bits, which pick the slot,
 * depend on every byte. */
static uint64_t id_hash(const char *id)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (const unsigned char *p = (const unsigned char *)id; *p; p++) {
        h ^= *p;
        h *= 0x100000001b3ULL;
    }
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 32);
}

static void place(uint64_t *slots, size_t cap, uint64_t hash, int index)
{
    size_t at = hash & (cap - 1);
    while (slots[at])
        at = (at + 1) & (cap - 1);
    slots[at] = (hash & TAG_MASK) | (uint64_t)(index + 1);
}

static const char *id_at(const pr_idmap *m, int index)
{
    return m->text + m->offset[index];
}

static int grow_slots(pr_idmap *m)
{
    size_t cap = m->cap ? m->cap * 2 : 64;
    uint64_t *slots = pr_calloc(cap, sizeof *slots);
    if (!slots)
        return -1;
    for (int i = 0; i < m->used; i++)
        place(slots, cap, id_hash(id_at(m, i)), i);
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
    while (cap < m->text_len + need)
        cap *= 2;
    char *text = realloc(m->text, cap);
    if (!text)
        return -1;
    m->text = text;
    m->text_cap = cap;
    return 0;
}

/* Adds id as entrant `index`, the next one (indexes are added in order). */
int pr_idmap_add(pr_idmap *m, const char *id, int index)
{
    size_t len = strlen(id) + 1;
    if (((size_t)m->used + 1) * 4 > m->cap * 3 && grow_slots(m))
        return -1;
    if (grow_text(m, len) ||
        pr_grow((void **)&m->offset, &m->cap_offset, index + 1, sizeof *m->offset))
        return -1;
    m->offset[index] = (uint32_t)m->text_len;
    memcpy(m->text + m->text_len, id, len);
    m->text_len += len;
    place(m->slots, m->cap, id_hash(id), index);
    m->used = index + 1;
    return 0;
}

/* The entrant with this id, or -1. */
int pr_idmap_find(const pr_idmap *m, const char *id)
{
    if (!id || !m->cap)
        return -1;
    uint64_t hash = id_hash(id), tag = hash & TAG_MASK;
    for (size_t at = hash & (m->cap - 1); m->slots[at]; at = (at + 1) & (m->cap - 1)) {
        int index = (int)(m->slots[at] & 0xffffffffU) - 1;
        if ((m->slots[at] & TAG_MASK) == tag && strcmp(id_at(m, index), id) == 0)
            return index;
    }
    return -1;
}

void pr_idmap_free(pr_idmap *m)
{
    free(m->slots);
    free(m->text);
    free(m->offset);
    memset(m, 0, sizeof *m);
}
