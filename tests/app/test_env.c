#define _POSIX_C_SOURCE 200809L /* setenv */

#include "test_env.h"

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>

bool test_env_sdl(const char *scratch, const char *name)
{
    char xdg[2048];
    snprintf(xdg, sizeof xdg, "%s/%s", scratch, name);
    setenv("XDG_DATA_HOME", xdg, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL: %s\n", SDL_GetError());
        return false;
    }
    return true;
}

int test_env_start(int argc, char **argv, const char *name)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s SCRATCH_DIR\n", argv[0]);
        return 2;
    }
    return test_env_sdl(argv[1], name) ? 0 : 1;
}
