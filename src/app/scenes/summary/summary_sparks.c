#include "summary_sparks.h"

#include <math.h>

/* ---- The celebration ---- */

static float uniform(RngState *rng, float lo, float hi)
{
    return lo + (hi - lo) * (float)(rng_next(rng) >> 40) / (float)(1u << 24);
}

/* Thrown from one of two hands low on the screen, across to the other side, like a cascade. */
static void throw_spark(SummaryScene *ss, Spark *s)
{
    RngState *rng = &ss->rng;
    bool left = rng_below(rng, 2) == 0;
    s->x = left ? uniform(rng, 0.22f, 0.38f) : uniform(rng, 0.62f, 0.78f);
    s->y = 1.08f;
    float apex = uniform(rng, 0.05f, 0.5f);
    s->vy = -sqrtf(2 * SPARK_GRAVITY * (s->y - apex));
    float flight = 2 * -s->vy / SPARK_GRAVITY;
    float land = left ? uniform(rng, 0.45f, 1.0f) : uniform(rng, 0.0f, 0.55f);
    s->vx = (land - s->x) / flight;
    s->px = s->x;
    s->py = s->y;
    s->kind = ss->kinds[rng_below(rng, (uint32_t)ss->kinds_n)];
    s->colour = (int)rng_below(rng, 8);
    s->angle = s->pangle = uniform(rng, -40, 40);
    s->spin = uniform(rng, 120, 420) * (left ? 1 : -1);
    if (s->kind == SPARK_CARD) {
        int c = (int)rng_below(rng, (uint32_t)ss->cards_n);
        s->rank = ss->card_rank[c];
        s->suit = ss->card_suit[c];
        s->spin *= 0.5f;
        s->size = uniform(rng, 0.11f, 0.16f);
    } else {
        s->size = uniform(rng, 0.022f, 0.034f);
    }
    s->flying = true;
}

void summary_start_sparks(SummaryScene *ss, uint64_t seed, bool clubs, bool rings)
{
    /* Seeded from the game: the same game celebrates the same way (one-way: no seed shows). */
    rng_seed(&ss->rng, rng_one_way(seed ^ UINT64_C(0xCE1EB8A7E)));
    ss->kinds_n = 0;
    ss->kinds[ss->kinds_n++] = SPARK_BALL;
    ss->kinds[ss->kinds_n++] = clubs || !rings ? SPARK_CLUB : SPARK_RING;
    if (rings && clubs)
        ss->kinds[ss->kinds_n++] = SPARK_RING;
    if (ss->cards_n > 0)
        ss->kinds[ss->kinds_n++] = SPARK_CARD;
    for (int i = 0; i < SPARKS; i++) {
        ss->sparks[i].flying = false;
        ss->sparks[i].wait = 0.05 * i + uniform(&ss->rng, 0, 0.3f);
    }
}

void summary_step_sparks(SummaryScene *ss, double dt)
{
    for (int i = 0; i < SPARKS; i++) {
        Spark *s = &ss->sparks[i];
        if (!s->flying) {
            if (ss->celebrating && (s->wait -= dt) <= 0)
                throw_spark(ss, s);
            continue;
        }
        s->px = s->x;
        s->py = s->y;
        s->pangle = s->angle;
        s->vy += SPARK_GRAVITY * (float)dt;
        s->x += s->vx * (float)dt;
        s->y += s->vy * (float)dt;
        s->angle += s->spin * (float)dt;
        if (s->y > 1.2f && s->vy > 0) {
            s->flying = false; /* caught below the screen; thrown again while the moment lasts */
            s->wait = uniform(&ss->rng, 0, 0.25f);
        }
    }
}

/* The summary comes: the props are caught (none flies over the list), and Enter and Esc wait
 * a moment so a key held down or pressed twice does not leave at once. */
void summary_end_moment(SummaryScene *ss)
{
    ss->celebrating = false;
    ss->calm_ticks = (int)(CALM_SECONDS * LOOP_TICKS_PER_SECOND);
    for (int i = 0; i < SPARKS; i++)
        ss->sparks[i].flying = false;
}
