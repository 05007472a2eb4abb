/* Benchmark: how long one pose of an 11-ball pattern takes, so drawing never waits for the
 * animator. Prints microseconds per pose; not a test (nothing is asserted about speed). */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "anim.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int bench(const char *text, AnimProp prop)
{
    SiteswapError e;
    Siteswap *s = siteswap_parse(text, &e);
    if (!s || !siteswap_validate(s, &e)) {
        fprintf(stderr, "%s: %s\n", text, e.message);
        siteswap_free(s);
        return 1;
    }
    AnimMotion *m = malloc(sizeof *m);
    AnimSettings st = anim_default_settings();
    st.prop = prop;
    char err[200];
    double t0 = now_seconds();
    bool prepared = m && anim_prepare(s, &st, m, err, sizeof err);
    siteswap_free(s);
    if (!prepared) {
        fprintf(stderr, "%s: %s\n", text, m ? err : "out of memory");
        free(m);
        return 1;
    }
    double prep = now_seconds() - t0;
    static AnimPose pose;
    const int n = 200000;
    double sink = 0;
    t0 = now_seconds();
    for (int i = 0; i < n; i++) {
        anim_pose_at(m, i * 0.000731, &pose);   /* steps that never line up with beats */
        sink += pose.props[i % pose.prop_count].pos[1];
    }
    double per = (now_seconds() - t0) / n * 1e6;
    printf("%-8s %s: %d props, prepare %.1f us, pose %.3f us (checksum %.1f)\n", text,
           prop == ANIM_PROP_CLUB ? "clubs" : "balls", m->balls, prep * 1e6, per, sink);
    free(m);
    return 0;
}

int main(void)
{
    int rc = 0;
    rc |= bench("b", ANIM_PROP_BALL);
    rc |= bench("db9", ANIM_PROP_BALL);
    rc |= bench("b", ANIM_PROP_CLUB);
    rc |= bench("(c,a)", ANIM_PROP_BALL);
    return rc;
}
