#include "svg.h"

#include "datadir.h"

#include <SDL_image.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

#define SVG_FILES 64
#define SVG_TEXTURES 128
#define SVG_EVICT_AFTER_FRAMES 240

typedef struct SvgFile {
    char path[128];
    char *bytes;   /* NULL with failed = true when it could not be read */
    size_t size;
    bool failed;
} SvgFile;

typedef struct SvgTexture {
    int file;      /* index into files, -1 when free */
    int w, h;
    SDL_Texture *texture;
    uint64_t last_frame;
} SvgTexture;

struct SvgCache {
    SDL_Renderer *renderer;
    char data_dir[PATH_MAX];
    SvgFile files[SVG_FILES];
    int file_count;
    SvgTexture textures[SVG_TEXTURES];
    uint64_t frame;
};

SvgCache *svg_create(SDL_Renderer *renderer, const char *data_dir)
{
    SvgCache *sc = SDL_calloc(1, sizeof *sc);
    if (!sc)
        return NULL;
    sc->renderer = renderer;
    SDL_strlcpy(sc->data_dir, data_dir, sizeof sc->data_dir);
    for (int i = 0; i < SVG_TEXTURES; i++)
        sc->textures[i].file = -1;
    return sc;
}

void svg_flush(SvgCache *sc)
{
    for (int i = 0; i < SVG_TEXTURES; i++) {
        if (sc->textures[i].texture)
            SDL_DestroyTexture(sc->textures[i].texture);
        sc->textures[i] = (SvgTexture){.file = -1};
    }
}

void svg_destroy(SvgCache *sc)
{
    if (!sc)
        return;
    svg_flush(sc);
    for (int i = 0; i < sc->file_count; i++)
        SDL_free(sc->files[i].bytes);
    SDL_free(sc);
}

static int file_index(SvgCache *sc, const char *rel_path)
{
    for (int i = 0; i < sc->file_count; i++)
        if (strcmp(sc->files[i].path, rel_path) == 0)
            return i;
    if (sc->file_count == SVG_FILES || strlen(rel_path) >= sizeof sc->files[0].path)
        return -1;
    SvgFile *f = &sc->files[sc->file_count];
    SDL_strlcpy(f->path, rel_path, sizeof f->path);
    char full[PATH_MAX];
    if (datadir_join(full, sizeof full, sc->data_dir, rel_path))
        f->bytes = SDL_LoadFile(full, &f->size);
    if (!f->bytes) {
        f->failed = true;
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Cannot read the image %s: %s", full,
                     SDL_GetError());
    }
    return sc->file_count++;
}

SDL_Surface *svg_surface(SvgCache *sc, const char *rel_path, int w, int h)
{
    int fi = file_index(sc, rel_path);
    if (fi < 0 || sc->files[fi].failed || w <= 0 || h <= 0)
        return NULL;
    SvgFile *f = &sc->files[fi];
    SDL_RWops *rw = SDL_RWFromConstMem(f->bytes, (int)f->size);
    SDL_Surface *s = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
    if (rw)
        SDL_RWclose(rw);
    if (!s) {
        f->failed = true; /* log once, then draw nothing for it */
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Cannot rasterise the image %s: %s", f->path,
                     IMG_GetError());
    }
    return s;
}

SDL_Texture *svg_get(SvgCache *sc, const char *rel_path, int w, int h)
{
    int fi = file_index(sc, rel_path);
    if (fi < 0 || sc->files[fi].failed || w <= 0 || h <= 0)
        return NULL;
    SvgTexture *victim = NULL;
    for (int i = 0; i < SVG_TEXTURES; i++) {
        SvgTexture *t = &sc->textures[i];
        if (t->file == fi && t->w == w && t->h == h) {
            t->last_frame = sc->frame;
            return t->texture;
        }
        if (!victim || (victim->file >= 0 && (t->file < 0 || t->last_frame < victim->last_frame)))
            victim = t;
    }
    SDL_Surface *s = svg_surface(sc, rel_path, w, h);
    if (!s)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(sc->renderer, s);
    SDL_FreeSurface(s);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    *victim = (SvgTexture){.file = fi, .w = w, .h = h, .texture = tex, .last_frame = sc->frame};
    return tex;
}

void svg_end_frame(SvgCache *sc)
{
    sc->frame++;
    for (int i = 0; i < SVG_TEXTURES; i++) {
        SvgTexture *t = &sc->textures[i];
        if (t->texture && sc->frame - t->last_frame > SVG_EVICT_AFTER_FRAMES) {
            SDL_DestroyTexture(t->texture);
            *t = (SvgTexture){.file = -1};
        }
    }
}
