#include "assets.h"

#include "datadir.h"

#include <limits.h>

static const char *const card_art[] = {"cards/face.svg",   "cards/back.svg",
                                       "cards/shadow.svg", "cards/spades.svg",
                                       "cards/hearts.svg", "cards/diamonds.svg",
                                       "cards/clubs.svg"};

static bool readable(const char *path)
{
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw)
        return false;
    SDL_RWclose(rw);
    return true;
}

TextCache *assets_open_fonts(SDL_Renderer *r, const char *data_dir, char *problem,
                             size_t problem_size, char *err, size_t err_size)
{
    problem[0] = '\0';
    char regular[PATH_MAX], bold[PATH_MAX];
    if (datadir_join(regular, sizeof regular, data_dir, "fonts/DejaVuSans.ttf") &&
        datadir_join(bold, sizeof bold, data_dir, "fonts/DejaVuSans-Bold.ttf") &&
        readable(regular)) {
        /* the data folder's own links (installed) */
    } else {
        SDL_strlcpy(regular, datadir_font_regular(), sizeof regular);
        SDL_strlcpy(bold, datadir_font_bold(), sizeof bold);
    }
    if (!readable(bold) && readable(regular)) {
        SDL_snprintf(problem, problem_size,
                     "The bold font %s could not be read: plain text stands in for it.", bold);
        SDL_strlcpy(bold, regular, sizeof bold);
    }
    return text_create(r, regular, bold, err, err_size);
}

bool assets_check_card_art(SvgCache *svg, char *problem, size_t problem_size)
{
    problem[0] = '\0';
    char missing[200] = "";
    int bad = 0;
    for (size_t i = 0; i < sizeof card_art / sizeof *card_art; i++) {
        SDL_Surface *s = svg_surface(svg, card_art[i], 20, 28);
        if (s) {
            SDL_FreeSurface(s);
            continue;
        }
        if (bad++)
            SDL_strlcat(missing, ", ", sizeof missing);
        SDL_strlcat(missing, card_art[i], sizeof missing);
    }
    if (bad)
        SDL_snprintf(problem, problem_size,
                     "The card art could not be read (%s): cards are drawn plain. Reinstalling "
                     "Throwdeck should bring it back.", missing);
    return bad == 0;
}

bool assets_load_catalogue(const char *data_dir, Catalogue *out, char *problem,
                           size_t problem_size)
{
    *out = (Catalogue){0};
    problem[0] = '\0';
    char path[PATH_MAX];
    size_t len = 0;
    char *text = datadir_join(path, sizeof path, data_dir, ASSETS_CATALOGUE_FILE)
                     ? SDL_LoadFile(path, &len) : NULL;
    if (!text) {
        SDL_snprintf(problem, problem_size,
                     "The catalogue of tricks (%s) could not be read: no tricks or pattern names "
                     "this time.", ASSETS_CATALOGUE_FILE);
        return false;
    }
    CatalogueError err = {0};
    bool ok = catalogue_parse(text, out, &err);
    SDL_free(text);
    if (ok && out->count == 0) {
        ok = false;
        SDL_strlcpy(err.message, "it lists no patterns", sizeof err.message);
    }
    if (!ok)
        SDL_snprintf(problem, problem_size,
                     "The catalogue of tricks (%s) is damaged (%s): no tricks or pattern names "
                     "this time.", ASSETS_CATALOGUE_FILE, err.message);
    return ok;
}
