/* Rounded panels drawn translucent over the felt: every pixel is covered once, so no seam of
 * double-blended pixels shows, whatever the height (pills of even height have no straight side,
 * and an empty rectangle must not be drawn as a line). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>

#include "draw.h"

#define W 400
#define H 120

static void test_a_translucent_pill_covers_each_pixel_once_at_every_height(void **state)
{
    (void)state;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    assert_non_null(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    const Uint32 rgb = 0x00ffffff, background = 0x00c8c8c8; /* the surface's alpha is not shown */
    for (float h = 40; h <= 70; h += 0.5f) {
        for (float y = 10; y < 11; y += 0.25f) {
            SDL_SetRenderDrawColor(r, 200, 200, 200, 255);
            SDL_RenderClear(r);
            draw_rounded_rect(r, (SDL_FRect){20.3f, y, 300, h}, h / 2,
                              (SDL_Color){10, 30, 20, 150});
            SDL_RenderFlush(r);
            const Uint32 *px = s->pixels;
            int stride = s->pitch / 4;
            Uint32 body = px[(int)(y + h / 2) * stride + W / 2] & rgb;
            assert_true(body != background);
            /* Columns through the left end, the middle and the right end. */
            const int columns[] = {26, 36, W / 2, 306, 316};
            for (int c = 0; c < 5; c++)
                for (int row = 0; row < H; row++) {
                    Uint32 p = px[row * stride + columns[c]] & rgb;
                    if (p != body && p != background)
                        fail_msg("height %.2f at y %.2f: pixel (%d, %d) is %08x, neither the "
                                 "panel %08x nor the felt", (double)h, (double)y, columns[c], row,
                                 (unsigned)p, (unsigned)body);
                }
        }
    }
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_translucent_pill_covers_each_pixel_once_at_every_height),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
