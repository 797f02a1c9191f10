/*
 * fuzz.h - what the fuzz targets share: libFuzzer's entry point, and a quiet
 * stderr (the CLI's readers report every bad byte they meet).
 */
#ifndef PAIRING_FUZZ_H
#define PAIRING_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "commands/commands.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

#endif
