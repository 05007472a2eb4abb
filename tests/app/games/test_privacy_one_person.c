/* A person against three computers who skips and declines every exchange: every frame passes
 * the privacy check (a drawn card once showed face up on the public table). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <SDL.h>
#include <stdio.h>

#include "app.h"
#include "table_driver.h"
#include "test_env.h"
#include "sst_scene.h"
#include "siteswap_choice.h"
#include "siteswap_games.h"

static App app;

static void test_a_skipping_person_never_sees_a_card_not_theirs(void **state)
{
    (void)state;
    for (uint64_t seed = 11; seed < 14; seed++) {
        drive_start(&app, 1280, 720, false);
        GameChoice c = siteswap_games_choice(seed, "pccc");
        c.no_save = true;
        for (int i = 0; i < 4; i++)
            siteswap_choice(&c)->seat[i].level = SSG_NORMAL;
        siteswap_choice(&c)->starter = 1;
        drive_push_table(&c);
        for (double t = 0; t < 300; t += 0.25) {
            SstProbe p = drive_probe();
            if (p.pub->phase == SSG_PHASE_OVER)
                break;
            if (!drive_click_button("Skip turn"))
                drive_click_button("No exchange");
            drive_seconds(0.25);
        }
        drive_stop();
    }
}

int main(int argc, char **argv)
{
    int code = test_env_start(argc, argv, "privacy-xdg");
    if (code)
        return code;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_skipping_person_never_sees_a_card_not_theirs),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    drive_sdl_quit();
    return failed;
}
