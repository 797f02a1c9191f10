/*
 * check_knockout_fixtures.c - what the knockout suites share: Appendix 1's seed
 * table, a draw with chosen options, the line a position faces.
 */
#include "check_knockout_fixtures.h"

const int seed_table[SEED_TABLES][16] = {
    {1, 16, 9, 8},
    {1, 32, 17, 16, 8, 25, 24, 9},
    {1, 64, 33, 32, 17, 48, 49, 16, 8, 57, 40, 25, 24, 41, 56, 9},
    {1, 128, 65, 64, 33, 96, 97, 32, 16, 113, 80, 49, 48, 81, 112, 17},
};
const int table_size[SEED_TABLES] = {16, 32, 64, 128};
const int table_length[SEED_TABLES] = {4, 8, 16, 16};

pairing_knockout *draw(pairing_event *ev, int seeds, int lots, int clubs,
                       pairing_placement placement)
{
    pairing_error err;
    ck_assert_int_eq(pairing_event_validate(ev, &err), PAIRING_OK);
    pairing_knockout_options o;
    pairing_knockout_defaults(&o);
    o.seeds = seeds;
    o.lot_levels = lots;
    o.separate_clubs = clubs;
    o.placement = placement;
    pairing_knockout *k = pairing_knockout_new(ev, &o, &err);
    ck_assert_msg(k != NULL, "%s", err.text);
    return k;
}

int opponent(int position)
{
    return position % 2 ? position + 1 : position - 1;
}
