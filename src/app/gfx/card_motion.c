#include "card_motion.h"

#include <math.h>

#define TD_PI 3.14159265358979323846

double motion_ease(double p)
{
    if (p <= 0)
        return 0;
    if (p >= 1)
        return 1;
    /* Cubic in, cubic out: gentle start, quick middle, gentle landing. */
    return p < 0.5 ? 4 * p * p * p : 1 - pow(-2 * p + 2, 3) / 2;
}

void motion_init(CardMotion *m, double speed)
{
    *m = (CardMotion){.speed = 1};
    motion_set_speed(m, speed);
}

void motion_set_speed(CardMotion *m, double speed)
{
    m->instant = speed == MOTION_INSTANT;
    if (m->instant) {
        motion_skip(m);
        return; /* m->speed stays as it was: nothing is timed while instant */
    }
    if (!(speed >= 0.1)) /* also catches NaN */
        speed = 0.1;
    if (speed > 10)
        speed = 10;
    m->speed = speed;
}

bool motion_add(CardMotion *m, const MotionMove *move, double gap)
{
    if (m->instant)
        return true;
    if (m->n >= MOTION_MAX_MOVES)
        return false;
    MotionMove mv = *move;
    if (gap < 0)
        gap = 0;
    double start = m->n > 0 ? m->last_start + gap : m->now;
    if (start < m->now)
        start = m->now;
    mv.start = start;
    if (!(mv.duration > 0))
        mv.duration = MOTION_MOVE_SECONDS;
    m->last_start = start;
    m->moves[m->n++] = mv;
    return true;
}

static void drop_landed(CardMotion *m)
{
    int k = 0;
    for (int i = 0; i < m->n; i++)
        if (m->moves[i].start + m->moves[i].duration > m->now)
            m->moves[k++] = m->moves[i];
    m->n = k;
    if (m->n == 0)
        m->hurried = false;
}

void motion_advance(CardMotion *m, double seconds)
{
    if (!(seconds > 0))
        return;
    m->now += seconds * m->speed * (m->hurried ? MOTION_HURRY : 1.0);
    drop_landed(m);
}

void motion_skip(CardMotion *m)
{
    for (int i = 0; i < m->n; i++) {
        double end = m->moves[i].start + m->moves[i].duration;
        if (end > m->now)
            m->now = end;
    }
    drop_landed(m);
}

void motion_hurry(CardMotion *m)
{
    if (m->hurried)
        motion_skip(m);
    else if (m->n > 0)
        m->hurried = true;
}

bool motion_busy(const CardMotion *m)
{
    return m->n > 0;
}

bool motion_sample(const CardMotion *m, int i, double ahead, MotionSample *out)
{
    if (i < 0 || i >= m->n)
        return false;
    const MotionMove *mv = &m->moves[i];
    double t = m->now + (ahead > 0 ? ahead : 0);
    double p = (t - mv->start) / mv->duration;
    double e = motion_ease(p);
    float f = (float)e;
    out->x = mv->from.x + (mv->to.x - mv->from.x) * f;
    out->y = mv->from.y + (mv->to.y - mv->from.y) * f;
    out->height = mv->from.height + (mv->to.height - mv->from.height) * f;
    out->angle = mv->from.angle + (mv->to.angle - mv->from.angle) * f;
    out->started = p > 0;
    out->lift = (float)sin(TD_PI * e);
    if (mv->from.face_up != mv->to.face_up) {
        out->width_scale = (float)fabs(cos(TD_PI * e));
        out->face_up = e < 0.5 ? mv->from.face_up : mv->to.face_up;
    } else {
        out->width_scale = 1;
        out->face_up = mv->to.face_up;
    }
    return true;
}

int motion_arriving(const CardMotion *m, int pile)
{
    int k = 0;
    for (int i = 0; i < m->n; i++)
        k += m->moves[i].to_pile == pile;
    return k;
}

int motion_waiting(const CardMotion *m, int pile)
{
    int k = 0;
    for (int i = 0; i < m->n; i++)
        k += m->moves[i].from_pile == pile && m->moves[i].start >= m->now;
    return k;
}

int motion_shown(const CardMotion *m, int pile, int after)
{
    int n = after - motion_arriving(m, pile) + motion_waiting(m, pile);
    return n < 0 ? 0 : n;
}

double motion_ahead(const CardMotion *m, double seconds)
{
    return seconds * m->speed * (m->hurried ? MOTION_HURRY : 1.0);
}
