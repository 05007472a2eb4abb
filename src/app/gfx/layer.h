/* A cached layer: a picture that rarely changes (the felt with its seats, panels and cards at
 * rest) drawn once into a texture and copied each frame; only what moves is drawn on top.
 *
 * SDL's software renderer (what a machine without a GPU gets) fills every translucent shape and
 * turned card pixel by pixel; one opaque copy of the whole window costs about as much as
 * clearing it. The layer is keyed by a hash of what its picture shows: a new key, a new window
 * size, or the renderer losing its targets (SDL_RENDER_TARGETS_RESET) draws it again. */
#pragma once

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct DrawLayer {
    SDL_Texture *texture;    /* NULL until first drawn, or when the renderer has no targets */
    SDL_Texture *previous;   /* the target to go back to after drawing into the layer */
    int w, h;
    uint64_t key;
    bool drawing;            /* between layer_begin returning true and layer_end */
    bool lost;               /* the renderer lost its targets: draw again (set by an event watch) */
    bool watching;
    int redraws;             /* times its picture was drawn (tests, benchmarks) */
} DrawLayer;

#define LAYER_HASH_START 14695981039346656037ull

/* FNV-1a over size bytes, continuing from h (start with LAYER_HASH_START). */
uint64_t layer_hash(uint64_t h, const void *data, size_t size);

/* Starts a frame of the layer at w x h showing `key`. True when the caller must draw the
 * layer's picture now: into the layer's texture, or straight into the frame when the renderer
 * cannot draw into textures. False when the cached picture is current. Either way, call
 * layer_end next. */
bool layer_begin(DrawLayer *layer, SDL_Renderer *r, int w, int h, uint64_t key);

/* Puts the previous target back and copies the picture into the frame (opaque: the layer is
 * the bottom of the frame and covers it). */
void layer_end(DrawLayer *layer, SDL_Renderer *r);

/* Frees the texture (leaving a scene); the layer may be used again. */
void layer_free(DrawLayer *layer);
