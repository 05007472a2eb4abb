#include "summary_state.h"

/* ---- Small helpers ---- */

void summary_layout_for(const SummaryScene *ss, const App *app, SummaryLayout *L)
{
    summary_layout(app->width, app->height, ss->places_n,
                   settings_text_scale(app->settings.text_size), L);
}

void summary_sync_list(SummaryScene *ss, const SummaryLayout *L)
{
    ui_list_resize(&ss->list, ss->rows_n, L->row_h > 0 ? L->list.h / L->row_h : 0);
}

float summary_scroll_px(const SummaryScene *ss, const SummaryLayout *L)
{
    return ss->list.top * L->row_h;
}

float summary_max_scroll(const SummaryScene *ss, const SummaryLayout *L)
{
    return ui_list_max_top(&ss->list) * L->row_h;
}

SDL_FRect summary_row_rect(const SummaryScene *ss, const SummaryLayout *L, int i)
{
    return (SDL_FRect){L->list.x, L->list.y + (float)i * L->row_h - summary_scroll_px(ss, L), L->list.w,
                       L->row_h};
}
