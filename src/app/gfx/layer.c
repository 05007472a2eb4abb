#include "layer.h"

uint64_t layer_hash(uint64_t h, const void *data, size_t size)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++) {
        h ^= p[i];
        h *= 1099511628211ull;
    }
    return h;
}

/* Targets lost (Direct3D after a device reset, for one): their pictures are gone. */
static int watch(void *userdata, SDL_Event *e)
{
    if (e->type == SDL_RENDER_TARGETS_RESET || e->type == SDL_RENDER_DEVICE_RESET)
        ((DrawLayer *)userdata)->lost = true;
    return 0;
}

static void drop(DrawLayer *layer)
{
    if (layer->texture)
        SDL_DestroyTexture(layer->texture);
    layer->texture = NULL;
}

/* The window's own format where it has no alpha to keep (the software renderer's window
 * surface): the copy into the frame is then a plain copy of rows, not a conversion, and
 * blending onto it is blending onto the frame. */
static Uint32 format_of(SDL_Renderer *r)
{
    SDL_Window *window = SDL_RenderGetWindow(r);
    Uint32 f = window ? SDL_GetWindowPixelFormat(window) : SDL_PIXELFORMAT_UNKNOWN;
    return f == SDL_PIXELFORMAT_RGB888 ? f : SDL_PIXELFORMAT_ARGB8888;
}

bool layer_begin(DrawLayer *layer, SDL_Renderer *r, int w, int h, uint64_t key)
{
    layer->drawing = false;
    if (!layer->watching) {
        SDL_AddEventWatch(watch, layer);
        layer->watching = true;
    }
    bool fresh = layer->texture && !layer->lost && layer->w == w && layer->h == h;
    if (fresh && layer->key == key)
        return false;
    if (!fresh) {
        /* One texture the size of the window: a resize replaces it rather than adds one. */
        drop(layer);
        layer->lost = false;
        if (SDL_RenderTargetSupported(r))
            layer->texture = SDL_CreateTexture(r, format_of(r), SDL_TEXTUREACCESS_TARGET, w, h);
        if (layer->texture)
            SDL_SetTextureBlendMode(layer->texture, SDL_BLENDMODE_NONE);
        layer->w = w;
        layer->h = h;
    }
    layer->key = key;
    layer->redraws++;
    if (!layer->texture)
        return true; /* no targets: the caller draws straight into the frame */
    layer->previous = SDL_GetRenderTarget(r);
    if (SDL_SetRenderTarget(r, layer->texture) != 0) {
        drop(layer);
        return true;
    }
    layer->drawing = true;
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    return true;
}

void layer_end(DrawLayer *layer, SDL_Renderer *r)
{
    if (layer->drawing) {
        SDL_SetRenderTarget(r, layer->previous);
        layer->drawing = false;
    }
    if (layer->texture)
        SDL_RenderCopy(r, layer->texture, NULL, NULL);
}

void layer_free(DrawLayer *layer)
{
    drop(layer);
    if (layer->watching)
        SDL_DelEventWatch(watch, layer);
    *layer = (DrawLayer){0};
}
