/* Which renderer draws the game (core/renderer_pick.h), from the names SDL and OpenGL give. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "renderer_facts.h"
#include "renderer_pick.h"

#include <stdio.h>
#include <string.h>

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

/* The facts of a machine with a GPU device, nothing set and nothing remembered. */
static RendererFacts gpu_machine(void)
{
    return (RendererFacts){.gpu_device = true};
}

static void test_no_gpu_device_picks_software_without_opengl(void **state)
{
    (void)state;
    RendererFacts f = gpu_machine();
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
    f.gpu_device = false;
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
}

static void test_an_environment_asking_for_a_cpu_rasteriser_picks_software(void **state)
{
    (void)state;
    RendererFacts f = gpu_machine();
    f.always_software = "1";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
    f.always_software = "TRUE";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
    f.always_software = "0"; /* Mesa reads it as a yes/no word */
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
    f.always_software = "1x";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
    f = gpu_machine();
    f.gallium_driver = "llvmpipe";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
    f.gallium_driver = "radeonsi";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
}

static void test_a_remembered_software_check_picks_software(void **state)
{
    (void)state;
    RendererFacts f = gpu_machine();
    f.cached_gl = "llvmpipe (LLVM 15.0.6, 256 bits)";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
    /* A GPU remembered: the accelerated renderer is made, and asked again (it costs nothing). */
    f.cached_gl = "Mesa Intel(R) UHD Graphics 620 (KBL GT2)";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
}

static void test_the_users_render_driver_wins_before_any_renderer_is_made(void **state)
{
    (void)state;
    RendererFacts f = {.user_driver = "opengl", .gpu_device = false, .always_software = "1",
                       .cached_gl = "llvmpipe"};
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_KEEP);
    f = gpu_machine();
    f.user_driver = "software";
    assert_int_equal(renderer_pick_early(&f), RENDERER_PICK_SOFTWARE);
}

static void test_the_check_is_remembered_for_its_own_setup_only(void **state)
{
    (void)state;
    char text[512], gl[64];
    assert_true(renderer_cache_format(text, sizeof text, "video=x11;DISPLAY=:0;", "llvmpipe"));
    assert_true(renderer_cache_lookup(text, "video=x11;DISPLAY=:0;", gl, sizeof gl));
    assert_string_equal(gl, "llvmpipe");
    assert_false(renderer_cache_lookup(text, "video=x11;DISPLAY=:1;", gl, sizeof gl));
    assert_false(renderer_cache_lookup(text, "video=x11;DISPLAY=:0", gl, sizeof gl));
    assert_false(renderer_cache_lookup(text, "", gl, sizeof gl));
}

static void test_a_damaged_remembered_check_is_not_used(void **state)
{
    (void)state;
    char text[512], gl[64];
    assert_true(renderer_cache_format(text, sizeof text, "k", "llvmpipe"));
    size_t n = strlen(text);
    for (size_t cut = 0; cut < n; cut++) { /* every cut-off file */
        char part[512];
        memcpy(part, text, cut);
        part[cut] = '\0';
        assert_false(renderer_cache_lookup(part, "k", gl, sizeof gl));
    }
    assert_false(renderer_cache_lookup("throwdeck-renderer-check 2\nkey k\ngl llvmpipe\n", "k",
                                       gl, sizeof gl));
    assert_false(renderer_cache_lookup("throwdeck-renderer-check 1\nkey k\ngl \n", "k", gl,
                                       sizeof gl));
    assert_false(renderer_cache_lookup("throwdeck-renderer-check 1\nkey k\ngl x\nmore\n", "k",
                                       gl, sizeof gl));
    /* A name longer than the caller holds is refused, not cut. */
    assert_false(renderer_cache_lookup(text, "k", gl, 4));
    /* Names that would break the one-line format are not written. */
    assert_false(renderer_cache_format(text, sizeof text, "k\n", "llvmpipe"));
    assert_false(renderer_cache_format(text, sizeof text, "k", "llvm\npipe"));
    assert_false(renderer_cache_format(text, 10, "k", "llvmpipe"));
}

static const char *scratch = ".";

/* The key names this setup the same way each time; the file written for it is read back for it,
 * and not for another setup. */
static void test_the_remembered_check_is_read_back_for_the_same_setup(void **state)
{
    (void)state;
    char key[RENDERER_KEY_SIZE], again[RENDERER_KEY_SIZE], other[RENDERER_KEY_SIZE];
    char gl[RENDERER_GL_NAME_SIZE], path[1024];
    renderer_facts_key("x11", key, sizeof key);
    renderer_facts_key("x11", again, sizeof again);
    renderer_facts_key("wayland", other, sizeof other);
    assert_string_equal(key, again);
    assert_string_not_equal(key, other);
    assert_null(strchr(key, '\n'));
    snprintf(path, sizeof path, "%s/renderer-check-test.txt", scratch);
    remove(path);
    assert_false(renderer_facts_cached(path, key, gl, sizeof gl)); /* none yet */
    renderer_facts_remember(path, key, "llvmpipe (LLVM 15.0.6, 256 bits)");
    assert_true(renderer_facts_cached(path, key, gl, sizeof gl));
    assert_string_equal(gl, "llvmpipe (LLVM 15.0.6, 256 bits)");
    assert_false(renderer_facts_cached(path, other, gl, sizeof gl));
    assert_false(renderer_facts_cached("", key, gl, sizeof gl)); /* no preference folder */
    remove(path);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        scratch = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_llvmpipe_gives_way_to_the_software_renderer),
        cmocka_unit_test(test_every_cpu_rasteriser_is_recognised),
        cmocka_unit_test(test_a_gpu_keeps_its_renderer),
        cmocka_unit_test(test_the_users_render_driver_always_wins),
        cmocka_unit_test(test_the_software_renderer_stays),
        cmocka_unit_test(test_no_gpu_device_picks_software_without_opengl),
        cmocka_unit_test(test_an_environment_asking_for_a_cpu_rasteriser_picks_software),
        cmocka_unit_test(test_a_remembered_software_check_picks_software),
        cmocka_unit_test(test_the_users_render_driver_wins_before_any_renderer_is_made),
        cmocka_unit_test(test_the_check_is_remembered_for_its_own_setup_only),
        cmocka_unit_test(test_a_damaged_remembered_check_is_not_used),
        cmocka_unit_test(test_the_remembered_check_is_read_back_for_the_same_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
