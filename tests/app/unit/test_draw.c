/* Rounded panels drawn translucent over the felt: every pixel is covered once, so no seam of
 * double-blended pixels shows, whatever the height (pills of even height have no straight side,
 * and an empty rectangle must not be drawn as a line). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdlib.h>

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

/* Channels of draw_table_row's felt that differ from the renderer's at w x h; fails if any is
 * more than a level apart. */
static int felt_differences(int w, int h, SDL_Color centre, SDL_Color edge)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    assert_non_null(s);
    SDL_Renderer *r = SDL_CreateSoftwareRenderer(s);
    assert_non_null(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    draw_table(r, w, h, centre, edge);
    SDL_RenderFlush(r);
    Uint32 *row = malloc(sizeof *row * (size_t)w);
    assert_non_null(row);
    int differ = 0;
    for (int y = 0; y < h; y++) {
        draw_table_row(row, y, w, h, centre, edge);
        const Uint32 *px = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < w; x++) {
            assert_int_equal(row[x] >> 24, 255); /* opaque */
            for (int shift = 0; shift < 24; shift += 8) {
                int a = (int)(row[x] >> shift & 255), b = (int)(px[x] >> shift & 255);
                assert_true(abs(a - b) <= 1);
                differ += a != b;
            }
        }
    }
    free(row);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
    return differ;
}

/* The felt worked out row by row (draw_table_row, for a texture) is the picture the renderer
 * fills from the same triangles (draw_table): never more than a level apart, and where the
 * grid's cells are whole pixels (1920x1080 and the like) nearly every pixel equal. */
static void test_the_felt_row_by_row_matches_the_renderers_felt(void **state)
{
    (void)state;
    const SDL_Color centre = {38, 112, 74, 255}, edge = {12, 46, 30, 255};
    felt_differences(333, 187, centre, edge);
    assert_true(felt_differences(320, 200, centre, edge) < 320 * 200 * 3 / 100);
    /* Lit from the middle: the centre is brighter than a corner. */
    Uint32 row[320];
    draw_table_row(row, 90, 320, 200, centre, edge);
    Uint32 middle = row[160];
    draw_table_row(row, 0, 320, 200, centre, edge);
    assert_true((middle >> 8 & 255) > (row[0] >> 8 & 255));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_translucent_pill_covers_each_pixel_once_at_every_height),
        cmocka_unit_test(test_the_felt_row_by_row_matches_the_renderers_felt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
