/* Which renderer draws the game (core/renderer_pick.h), from the names SDL and OpenGL give. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "renderer_pick.h"

static void test_llvmpipe_gives_way_to_the_software_renderer(void **state)
{
    (void)state;
    assert_int_equal(renderer_pick(NULL, "opengl", "llvmpipe (LLVM 15.0.6, 256 bits)"),
                     RENDERER_PICK_SOFTWARE);
    assert_int_equal(renderer_pick("", "opengles2", "llvmpipe (LLVM 12.0.0, 128 bits)"),
                     RENDERER_PICK_SOFTWARE);
}

static void test_every_cpu_rasteriser_is_recognised(void **state)
{
    (void)state;
    assert_true(renderer_is_software_gl("softpipe"));
    assert_true(renderer_is_software_gl("Mesa X11 swrast"));
    assert_true(renderer_is_software_gl("Software Rasterizer"));
    assert_true(renderer_is_software_gl("LLVMPIPE"));
    assert_true(renderer_is_software_gl("GDI Generic"));
}

static void test_a_gpu_keeps_its_renderer(void **state)
{
    (void)state;
    assert_int_equal(renderer_pick(NULL, "opengl", "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"),
                     RENDERER_PICK_KEEP);
    assert_int_equal(renderer_pick(NULL, "opengl", "AMD Radeon RX 6600 (navi23, LLVM 15.0.7, DRM 3.49)"),
                     RENDERER_PICK_KEEP);
    assert_int_equal(renderer_pick(NULL, "opengl", "NVIDIA GeForce GTX 1060/PCIe/SSE2"),
                     RENDERER_PICK_KEEP);
    /* Not OpenGL, so nothing to ask: Direct3D or Metal stay. */
    assert_int_equal(renderer_pick(NULL, "direct3d11", NULL), RENDERER_PICK_KEEP);
    assert_int_equal(renderer_pick(NULL, "metal", NULL), RENDERER_PICK_KEEP);
}

static void test_the_users_render_driver_always_wins(void **state)
{
    (void)state;
    assert_int_equal(renderer_pick("opengl", "opengl", "llvmpipe (LLVM 15.0.6, 256 bits)"),
                     RENDERER_PICK_KEEP);
    assert_int_equal(renderer_pick("opengles2", "opengles2", "softpipe"), RENDERER_PICK_KEEP);
}

static void test_the_software_renderer_stays(void **state)
{
    (void)state;
    assert_int_equal(renderer_pick(NULL, "software", NULL), RENDERER_PICK_KEEP);
    assert_int_equal(renderer_pick(NULL, NULL, NULL), RENDERER_PICK_KEEP);
    assert_false(renderer_is_software_gl(NULL));
    assert_false(renderer_is_software_gl(""));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_llvmpipe_gives_way_to_the_software_renderer),
        cmocka_unit_test(test_every_cpu_rasteriser_is_recognised),
        cmocka_unit_test(test_a_gpu_keeps_its_renderer),
        cmocka_unit_test(test_the_users_render_driver_always_wins),
        cmocka_unit_test(test_the_software_renderer_stays),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
