/* --screenshot: the frame drawn, written as a PNG (core/app.h). */
#include "app.h"

#include "savefile.h"

#include <SDL_image.h>

/* An SDL_RWops writing into a growing buffer: the PNG is made whole in memory, then written
 * with savefile_write (temporary file, rename), so a full disk never leaves a cut-off picture
 * over the old file. */
typedef struct PngBuffer {
    char *data;
    size_t len, cap;
} PngBuffer;

static size_t SDLCALL png_buffer_write(SDL_RWops *rw, const void *ptr, size_t size, size_t num)
{
    PngBuffer *b = rw->hidden.unknown.data1;
    if (size == 0 || num > SIZE_MAX / size)
        return 0;
    size_t n = size * num;
    if (b->cap - b->len < n) {
        size_t cap = b->cap ? b->cap : 65536;
        while (cap - b->len < n)
            cap *= 2;
        char *bigger = SDL_realloc(b->data, cap);
        if (!bigger)
            return 0;
        b->data = bigger;
        b->cap = cap;
    }
    SDL_memcpy(b->data + b->len, ptr, n);
    b->len += n;
    return num;
}

static Sint64 SDLCALL png_buffer_size(SDL_RWops *rw)
{
    return (Sint64)((PngBuffer *)rw->hidden.unknown.data1)->len;
}

static Sint64 SDLCALL png_buffer_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    (void)offset;
    /* Only "where am I" is answered: the encoder writes straight through. */
    return whence == RW_SEEK_CUR && offset == 0 ? png_buffer_size(rw) : -1;
}

static int SDLCALL png_buffer_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

bool app_write_screenshot(App *app, const char *path)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, app->width, app->height, 32,
                                                    SDL_PIXELFORMAT_ARGB8888);
    PngBuffer png = {0};
    SDL_RWops *rw = SDL_AllocRW();
    bool ok = s && rw && SDL_RenderReadPixels(app->renderer, NULL, SDL_PIXELFORMAT_ARGB8888,
                                              s->pixels, s->pitch) == 0;
    if (rw) {
        rw->write = png_buffer_write;
        rw->size = png_buffer_size;
        rw->seek = png_buffer_seek;
        rw->close = png_buffer_close;
        rw->hidden.unknown.data1 = &png;
        ok = ok && IMG_SavePNG_RW(s, rw, 0) == 0 && png.len > 0;
        SDL_RWclose(rw);
    }
    char why[PATH_MAX + 200];
    if (!ok)
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Cannot write the screenshot %s: %s", path,
                     SDL_GetError());
    else if (!(ok = savefile_write(path, png.data, png.len, why, sizeof why)))
        SDL_LogError(SDL_LOG_CATEGORY_APPLICATION, "Cannot write the screenshot: %s", why);
    SDL_free(png.data);
    SDL_FreeSurface(s);
    return ok;
}
