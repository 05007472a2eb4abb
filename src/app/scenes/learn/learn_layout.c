#include "learn_layout.h"

#include <math.h>

static int px_of(int height, float fraction, float scale)
{
    int px = (int)lroundf((float)height * fraction * scale);
    return px < 10 ? 10 : px;
}

/* The left column's share of the width: the text needs room for whole sentences. */
#define TEXT_SHARE 0.56f

float learn_layout_question_width(int width, int height, float text_scale)
{
    float margin = (float)height * 0.025f;
    float pad = (float)px_of(height, 0.028f, text_scale) * 0.7f;
    return (float)width * TEXT_SHARE - margin - 2 * pad;
}

void learn_layout_frame(int width, int height, float text_scale, float question_h,
                        int answer_rows, int verdict_lines, int lessons, LearnFrame *o)
{
    float W = (float)width, H = (float)height, k = text_scale;
    *o = (LearnFrame){0};
    o->margin = H * 0.025f;
    o->title_px = px_of(height, 0.048f, k);
    o->body_px = px_of(height, 0.030f, k);
    o->heading_px = px_of(height, 0.036f, k);
    o->small_px = px_of(height, 0.028f, k);
    o->hint_px = px_of(height, 0.023f, k);
    o->answer_px = px_of(height, 0.036f, k);
    o->pad = (float)o->small_px * 0.7f;
    float m = o->margin, pad = o->pad;
    o->title_y = m * 0.8f;
    float top = o->title_y + (float)o->title_px * 1.35f;
    o->hint_y = H - m * 0.6f - (float)o->hint_px * 1.25f;
    float bottom = o->hint_y - m * 0.5f;

    /* Left: the text over the exercise. */
    float left_w = W * TEXT_SHARE - m;
    float line = (float)o->small_px * 1.25f;
    float answer_row = (float)o->answer_px * 1.7f;
    float rows = (float)(answer_rows < 1 ? 1 : answer_rows);
    float ask_h = pad + question_h + pad * 0.6f + rows * answer_row + pad * 0.4f +
                  line * (float)verdict_lines + pad;
    o->ask_panel = (SDL_FRect){m, bottom - ask_h, left_w, ask_h};
    o->text_panel = (SDL_FRect){m, top, left_w, o->ask_panel.y - m * 0.5f - top};
    o->text_view = (SDL_FRect){m + pad * 1.4f, top + pad, left_w - pad * 3.2f,
                               o->text_panel.h - 2 * pad};
    float ax = m + pad, aw = left_w - 2 * pad;
    o->question_y = o->ask_panel.y + pad;
    o->question_h = question_h;
    float row_y = o->question_y + question_h + pad * 0.6f;
    o->field = (SDL_FRect){ax, row_y, aw * 0.6f, answer_row * 0.92f};
    float cw = (aw - pad) / 2;
    for (int i = 0; i < LEARN_CHOICES; i++)
        o->choices[i] = (SDL_FRect){ax + (float)(i % 2) * (cw + pad),
                                    row_y + (float)(i / 2) * answer_row, cw, answer_row * 0.86f};
    o->verdict = (SDL_FRect){ax, row_y + rows * answer_row + pad * 0.4f, aw,
                             line * (float)verdict_lines};

    /* Right: the juggler, the controls, the ladder. */
    float rx = W * TEXT_SHARE + m * 0.5f, rw = W - rx - m;
    o->stage = (SDL_FRect){rx, top, rw, bottom - top};
    float ladder_h = fmaxf(H * 0.17f, (float)o->hint_px * 6.5f);
    o->ladder = (SDL_FRect){rx + pad, bottom - pad - ladder_h, rw - 2 * pad, ladder_h};
    float bh = (float)o->small_px * 1.9f, by = o->ladder.y - pad * 0.8f - bh;
    float bw = (rw - 2 * pad - pad * 0.5f * (LEARN_BUTTONS - 1)) / LEARN_BUTTONS;
    for (int i = 0; i < LEARN_BUTTONS; i++)
        o->buttons[i] = (SDL_FRect){rx + pad + (float)i * (bw + pad * 0.5f), by, bw, bh};
    o->facts = (SDL_FRect){rx + pad, top + pad * 0.8f, rw - 2 * pad, (float)o->small_px * 2.6f};
    float fig_top = o->facts.y + o->facts.h;
    o->figure = (SDL_FRect){rx + pad, fig_top, rw - 2 * pad, by - pad * 0.5f - fig_top};
    o->state_line = (SDL_FRect){rx + pad, fig_top, rw - 2 * pad, (float)o->answer_px * 1.5f};

    /* The list. */
    o->list_panel = (SDL_FRect){m, top, W - 2 * m, bottom - top};
    int n = lessons > 0 ? lessons : 1;
    o->row_h = fminf((o->list_panel.h - 2 * pad) / (float)n, (float)o->body_px * 2.0f);
    o->row_px = (int)fminf((float)o->body_px, o->row_h / 1.45f);
}
