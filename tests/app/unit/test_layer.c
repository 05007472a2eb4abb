/* The cached layer (gfx/layer.h): drawn once, copied while its key stays; drawn again for a new
 * key, a new size or lost targets; and its copy is the very picture drawn straight into the
 * frame. On SDL's software renderer over a plain surface, as a machine without a GPU draws. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <string.h>

#include "draw.h"
#include "layer.h"

#define W 320
#define H 200

typedef struct Canvas {
    SDL_Surface *s;
    SDL_Renderer *r;
} Canvas;

static Canvas canvas(void)
{
    Canvas c;
    c.s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(c.s);
    c.r = SDL_CreateSoftwareRenderer(c.s);
    assert_non_null(c.r);
    SDL_SetRenderDrawBlendMode(c.r, SDL_BLENDMODE_BLEND);
    return c;
}

static void canvas_free(Canvas *c)
{
    SDL_DestroyRenderer(c->r);
    SDL_FreeSurface(c->s);
}

/* A picture with what makes a table costly: an opaque ground, translucent rounded panels
 * (blended corners), circles and a thick line. */
static void picture(SDL_Renderer *r, int shade)
{
    SDL_SetRenderDrawColor(r, 20, 90, 60, 255);
    SDL_RenderClear(r);
    draw_rounded_rect(r, (SDL_FRect){10.4f, 12.6f, 180, 90}, 14, (SDL_Color){8, 26, 17, 170});
    draw_rounded_rect(r, (SDL_FRect){120, 60, 150, 100}, 20, (SDL_Color){0, 0, 0, (Uint8)shade});
    draw_circle(r, 240.5f, 40.25f, 22, (SDL_Color){242, 193, 78, 200});
    draw_thick_line(r, 30, 180, 290, 130, 7, (SDL_Color){246, 239, 217, 255});
}

static void test_the_layer_copied_is_the_picture_drawn_straight_into_the_frame(void **state)
{
    (void)state;
    Canvas direct = canvas(), layered = canvas();
    picture(direct.r, 90);
    SDL_RenderFlush(direct.r);
    DrawLayer layer = {0};
    assert_true(layer_begin(&layer, layered.r, W, H, 1));
    assert_non_null(layer.texture); /* the software renderer draws into textures */
    picture(layered.r, 90);
    layer_end(&layer, layered.r);
    SDL_RenderFlush(layered.r);
    assert_memory_equal(direct.s->pixels, layered.s->pixels, (size_t)H * (size_t)direct.s->pitch);
    /* And the next frame, copied without drawing, is the same again. */
    SDL_SetRenderDrawColor(layered.r, 255, 0, 255, 255);
    SDL_RenderClear(layered.r);
    assert_false(layer_begin(&layer, layered.r, W, H, 1));
    layer_end(&layer, layered.r);
    SDL_RenderFlush(layered.r);
    assert_memory_equal(direct.s->pixels, layered.s->pixels, (size_t)H * (size_t)direct.s->pitch);
    layer_free(&layer);
    canvas_free(&direct);
    canvas_free(&layered);
}

static void test_the_layer_is_drawn_again_only_for_a_new_key_or_size(void **state)
{
    (void)state;
    Canvas c = canvas();
    DrawLayer layer = {0};
    uint64_t key = layer_hash(LAYER_HASH_START, "seats", 5);
    assert_true(layer_begin(&layer, c.r, W, H, key));
    layer_end(&layer, c.r);
    for (int frame = 0; frame < 5; frame++) {
        assert_false(layer_begin(&layer, c.r, W, H, key));
        layer_end(&layer, c.r);
    }
    assert_int_equal(layer.redraws, 1);
    uint64_t other = layer_hash(LAYER_HASH_START, "seatz", 5);
    assert_true(other != key);
    assert_true(layer_begin(&layer, c.r, W, H, other));
    layer_end(&layer, c.r);
    /* A resize replaces the texture: one texture of the new size, never one per size. */
    assert_true(layer_begin(&layer, c.r, W / 2, H / 2, other));
    layer_end(&layer, c.r);
    int w = 0, h = 0;
    assert_int_equal(SDL_QueryTexture(layer.texture, NULL, NULL, &w, &h), 0);
    assert_int_equal(w, W / 2);
    assert_int_equal(h, H / 2);
    assert_int_equal(layer.redraws, 3);
    layer_free(&layer);
    assert_null(layer.texture);
    canvas_free(&c);
}

static void test_the_layer_is_drawn_again_after_the_renderer_loses_its_targets(void **state)
{
    (void)state;
    Canvas c = canvas();
    DrawLayer layer = {0};
    assert_true(layer_begin(&layer, c.r, W, H, 7));
    layer_end(&layer, c.r);
    assert_false(layer_begin(&layer, c.r, W, H, 7));
    layer_end(&layer, c.r);
    SDL_Event e = {.type = SDL_RENDER_TARGETS_RESET};
    SDL_PushEvent(&e);
    assert_true(layer_begin(&layer, c.r, W, H, 7));
    layer_end(&layer, c.r);
    assert_false(layer_begin(&layer, c.r, W, H, 7));
    layer_end(&layer, c.r);
    layer_free(&layer);
    /* Freed, the layer no longer listens: a later reset touches nothing. */
    SDL_PushEvent(&e);
    assert_false(layer.lost);
    canvas_free(&c);
}

static void test_the_target_in_use_before_the_layer_is_put_back(void **state)
{
    (void)state;
    Canvas c = canvas();
    SDL_Texture *outer = SDL_CreateTexture(c.r, SDL_PIXELFORMAT_ARGB8888,
                                           SDL_TEXTUREACCESS_TARGET, W, H);
    assert_non_null(outer);
    SDL_SetRenderTarget(c.r, outer);
    DrawLayer layer = {0};
    assert_true(layer_begin(&layer, c.r, W, H, 1));
    assert_ptr_equal(SDL_GetRenderTarget(c.r), layer.texture);
    layer_end(&layer, c.r);
    assert_ptr_equal(SDL_GetRenderTarget(c.r), outer);
    SDL_SetRenderTarget(c.r, NULL);
    layer_free(&layer);
    SDL_DestroyTexture(outer);
    canvas_free(&c);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_EVENTS) != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_layer_copied_is_the_picture_drawn_straight_into_the_frame),
        cmocka_unit_test(test_the_layer_is_drawn_again_only_for_a_new_key_or_size),
        cmocka_unit_test(test_the_layer_is_drawn_again_after_the_renderer_loses_its_targets),
        cmocka_unit_test(test_the_target_in_use_before_the_layer_is_put_back),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    SDL_Quit();
    return failed;
}
