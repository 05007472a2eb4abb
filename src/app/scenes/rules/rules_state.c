#include "rules_state.h"

#include "textfit.h"

void rules_ensure_layout(RulesScene *rs, App *app)
{
    if (rs->laid_w == app->width && rs->laid_h == app->height &&
        rs->laid_text == app->settings.text_size)
        return;
    rs->laid_w = app->width;
    rs->laid_h = app->height;
    rs->laid_text = app->settings.text_size;
    rules_layout_frame(app->width, app->height, settings_text_scale(app->settings.text_size),
                       rs->reader.doc, textfit_measure_cache, app->text, &rs->frame);
    reader_layout(&rs->reader, &rs->frame.text, textfit_measure_cache, app->text);
}
