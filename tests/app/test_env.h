/* What every SDL test program does first: take its scratch folder from the command line, keep
 * its preference files (saves, settings) in a folder of its own there, and start SDL headless. */
#pragma once

#include <stdbool.h>

/* SDL with the dummy video driver, XDG_DATA_HOME in scratch/name. */
bool test_env_sdl(const char *scratch, const char *name);

/* For main(argc, argv) taking SCRATCH_DIR: 0 when ready, else the exit code (2 usage, 1 SDL). */
int test_env_start(int argc, char **argv, const char *name);
