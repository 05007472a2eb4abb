#include "table_cards.h"

#include <math.h>

void table_cards_clear(TableCards *tc)
{
    tc->n = 0;
}

TableCard *table_cards_add(TableCards *tc, int card, bool face_up, float cx, float cy, int h)
{
    if (tc->n >= TABLE_CARDS_MAX)
        return 0;
    TableCard *c = &tc->c[tc->n++];
    *c = (TableCard){.card = card, .face_up = face_up && card >= 0, .cx = cx, .cy = cy, .h = h,
                     .width_scale = 1};
    return c;
}

int table_cards_faces(const TableCards *tc, int *out, int max)
{
    int k = 0;
    for (int i = 0; i < tc->n && k < max; i++)
        if (tc->c[i].face_up && tc->c[i].card >= 0)
            out[k++] = tc->c[i].card;
    return k;
}

void table_cards_fan(TableCards *tc, int n, int max, float cx, float cy, int h)
{
    int fan = n < max ? n : max;
    float cw = (float)h * 5.0f / 7.0f;
    for (int i = 0; i < fan; i++) {
        float t = fan > 1 ? (float)i / (float)(fan - 1) - 0.5f : 0;
        float spread = cw * 0.16f * (float)(fan - 1);
        TableCard *c = table_cards_add(tc, -1, false, cx + t * spread, cy + fabsf(t) * cw * 0.12f, h);
        if (c)
            c->angle = t * 4.0f * (float)(fan < 8 ? fan : 8);
    }
}

void table_cards_add_sample(TableCards *tc, int card, const MotionSample *s, int width, int height)
{
    float W = (float)width, H = (float)height;
    int h = (int)(s->height * H);
    TableCard *c = table_cards_add(tc, card, s->face_up, s->x * W, s->y * H - s->lift * (float)h * 0.12f, h);
    if (c) {
        c->width_scale = s->width_scale;
        c->angle = s->angle;
        c->lift = s->lift;
    }
}

int table_cards_faces_in(const TableCards *const *lists, int n, int *out, int max)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += table_cards_faces(lists[i], out + k, max - k);
    return k;
}
