#include "lab_draw.h"

#include "button.h"
#include "draw.h"
#include "juggler.h"
#include "layer.h"
#include "lab_browser.h"
#include "lab_input.h"
#include "lab_pass.h"
#include "lab_pattern.h"
#include "lab_time.h"
#include "lab_words.h"
#include "palette.h"
#include "textfit.h"

#include <math.h>

static const char *const style_names[ANIM_STYLE_COUNT] = {
    "Normal", "Reverse", "Mills Mess", "Tennis", "Columns", "Burke's", "Rubenstein's",
};

/* ---- Drawing ---- */

typedef struct ButtonFace {
    const char *label, *key;
    bool on;
} ButtonFace;

/* The buttons as they look now (labels point into `follow`). */
static void button_faces(const LabScene *lab, char follow[40], UiButton b[LAB_BUTTON_COUNT])
{
    if (lab->follow >= 0)
        SDL_snprintf(follow, 40, "%s %d", lab->prop == ANIM_PROP_CLUB ? "Club"
                     : lab->prop == ANIM_PROP_RING ? "Ring" : "Ball", lab->follow + 1);
    else
        SDL_strlcpy(follow, "Follow one", 40);
    ButtonFace f[LAB_BUTTON_COUNT] = {
        [LAB_BUTTON_BEAT_BACK] = {"\u25c0 Beat", "PgUp", false},
        [LAB_BUTTON_PLAY] = {lab->paused ? "\u25b6 Play" : "\u275a\u275a Pause", "Enter", lab->paused},
        [LAB_BUTTON_BEAT_FORWARD] = {"Beat \u25b6", "PgDn", false},
        [LAB_BUTTON_SLOWER] = {"Slower", "\u2193 or \u2212", lab->speed_step < SPEED_NORMAL},
        [LAB_BUTTON_FASTER] = {"Faster", "\u2191 or +", lab->speed_step > SPEED_NORMAL},
        [LAB_BUTTON_RESTART] = {"Restart", "F5", false},
        /* What is shown: a pattern with no way in from the ground starts in its state anyway. */
        [LAB_BUTTON_ENTRY] = {lab->in_state || (lab->has_motion &&
                                                lab->motion->settings.start == ANIM_START_IN_STATE)
                                  ? "In its state" : "From cascade", "F7 start", false},
        [LAB_BUTTON_PROPS] = {lab->prop == ANIM_PROP_CLUB ? "Clubs"
                              : lab->prop == ANIM_PROP_RING ? "Rings" : "Balls", "F2 props", false},
        [LAB_BUTTON_STYLE] = {style_names[lab->style], "F3 style", false},
        [LAB_BUTTON_HAND] = {lab->start_left ? "Left first" : "Right first", "F4 hand", false},
        [LAB_BUTTON_FOLLOW] = {follow, "F6 follow", lab->follow >= 0},
        [LAB_BUTTON_CATALOGUE] = {"Catalogue", "F9", lab->browsing && lab->tab == LAB_TAB_CATALOGUE},
        [LAB_BUTTON_HISTORY] = {"History", "F10", lab->browsing && lab->tab == LAB_TAB_HISTORY},
        [LAB_BUTTON_RANDOM] = {"Random", "F8", false},
        [LAB_BUTTON_EXIT] = {"Back", "Esc", false},
    };
    /* A switched-on setting stands out in gold; one label size for the grid, so it reads
     * evenly. */
    for (int i = 0; i < LAB_BUTTON_COUNT; i++)
        b[i] = (UiButton){.rect = lab->lay.buttons[i], .label = f[i].label, .hint = f[i].key,
                          .state = (f[i].on ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL) |
                                   (lab->hover == i ? UI_BUTTON_HOVER : 0)};
}

/* What the hands do on the current beat, in words: "right hand throws a 5 across". */
static void describe_beat(const LabScene *lab, char *out, size_t size)
{
    SDL_strlcpy(out, "Now:", size);
    int said = 0;
    for (int i = 0; i < lab->ladder_count && said < 3; i++) {
        const AnimLadderThrow *t = &lab->ladder[i];
        if (!t->current || t->index < 0)
            continue;
        int together = 0;
        for (int j = 0; j < lab->ladder_count; j++)
            together += lab->ladder[j].current && lab->ladder[j].index >= 0;
        const char *hand = t->hand == SITESWAP_RIGHT ? "right" : "left";
        const char *prop = lab_prop_name(lab->prop, 1);
        char part[100];
        char v = siteswap_throw_char(t->value < 0 ? 0 : t->value % 36);
        if (together > 1) /* both hands, or a multiplex: short forms side by side */
            SDL_snprintf(part, sizeof part, "%s %c %s", hand, v,
                         t->value == 0 ? "(empty)"
                         : t->hand != t->to_hand ? "across"
                         : t->value == 2 ? "held" : "to itself");
        else if (t->value == 0)
            SDL_snprintf(part, sizeof part, "%s hand empty (0)", hand);
        else if (t->value == 2 && t->hand == t->to_hand)
            SDL_snprintf(part, sizeof part, "%s hand holds its %s (2)", hand, prop);
        else if (t->value == 1)
            SDL_snprintf(part, sizeof part, "%s hand passes a 1 straight across", hand);
        else
            SDL_snprintf(part, sizeof part, "%s hand throws a %c %s", hand, v,
                         t->hand != t->to_hand ? "across" : "to itself");
        SDL_strlcat(out, said ? " \u00b7 " : " ", size);
        SDL_strlcat(out, part, size);
        said++;
    }
}

/* The juggled pattern in large type with the throw being made on a gold ground. */
static void draw_now(const LabScene *lab, App *app)
{
    const LabLayout *lay = &lab->lay;
    char caption[200];
    if (!lab->has_motion)
        caption[0] = '\0';
    else if (lab->waiting)
        SDL_strlcpy(caption, "Still juggling the last pattern juggled", sizeof caption);
    else if (!lab->valid)
        SDL_strlcpy(caption, "Still juggling the last good pattern", sizeof caption);
    else if (lab->phase == LAB_PHASE_CASCADE) /* a pattern with no way in starts from it */
        SDL_snprintf(caption, sizeof caption, "Now: the %s, %s",
                     siteswap_notation(lab->juggled) == SITESWAP_SYNC ? "fountain" : "cascade",
                     lab->entry_beats > 0 ? "before the way in" : "then straight into the pattern");
    else if (lab->phase == LAB_PHASE_ENTRY)
        SDL_strlcpy(caption, "Now: the throws into the pattern", sizeof caption);
    else if (lab->phase == LAB_PHASE_EXIT)
        SDL_strlcpy(caption, "Now: the throws back out to the cascade", sizeof caption);
    else
        describe_beat(lab, caption, sizeof caption);
    if (lab->has_motion && lab->paused)
        SDL_strlcat(caption, " \u00b7 paused", sizeof caption);
    if (lab->has_motion && lab->speed_step != SPEED_NORMAL) {
        char sp[32];
        SDL_snprintf(sp, sizeof sp, " \u00b7 %g\u00d7 speed", lab_speed(lab));
        SDL_strlcat(caption, sp, sizeof caption);
    }
    SDL_Rect cap = {(int)lay->text_x, (int)lay->now_y, (int)lay->text_w, (int)((float)lay->now_px * 1.3f)};
    SDL_RenderSetClipRect(app->renderer, &cap);
    text_draw(app->text, FONT_REGULAR, lay->now_px, PALETTE_SOFT, caption, lay->text_x, lay->now_y,
              TEXT_LEFT);
    SDL_RenderSetClipRect(app->renderer, NULL);
    if (!lab->has_motion)
        return;

    const char *text = lab->juggled_text;
    while (*text == ' ')
        text++;
    size_t skipped = (size_t)(text - lab->juggled_text);
    int px = lay->pattern_px, w, h;
    text_measure(app->text, FONT_BOLD, px, text, &w, &h);
    if ((float)w > lay->text_w)
        px = SDL_max(10, (int)((float)px * 0.6f));
    /* A pattern too long for the panel slides left to keep the throw being made in view. */
    float x0 = lay->text_x;
    for (int i = 0; i < lab->ladder_count && lab->phase == LAB_PHASE_PATTERN; i++) {
        const AnimLadderThrow *t = &lab->ladder[i];
        size_t c = t->column >= 1 ? (size_t)t->column - 1 : 0;
        if (!t->current || t->index < 0 || c < skipped || c >= SDL_strlen(lab->juggled_text))
            continue;
        char prefix[TEXTEDIT_CAPACITY];
        SDL_memcpy(prefix, text, c - skipped + 1);
        prefix[c - skipped + 1] = '\0';
        int pw, th;
        text_measure(app->text, FONT_BOLD, px, prefix, &pw, &th);
        x0 -= SDL_max(0.0f, (float)pw + (float)px * 1.5f - lay->text_w);
        break;
    }
    SDL_Rect clip = {(int)lay->text_x, (int)lay->pattern_y, (int)lay->text_w, (int)((float)px * 1.4f)};
    SDL_RenderSetClipRect(app->renderer, &clip);
    /* Gold under each throw of the current beat (both hands in a synchronous pair). */
    for (int i = 0; i < lab->ladder_count && lab->phase == LAB_PHASE_PATTERN; i++) {
        const AnimLadderThrow *t = &lab->ladder[i];
        if (!t->current || t->index < 0 || t->column < 1)
            continue;
        size_t col = (size_t)t->column - 1;
        if (col < skipped || col >= SDL_strlen(lab->juggled_text))
            continue;
        col -= skipped;
        char prefix[TEXTEDIT_CAPACITY], tok[3] = {text[col], '\0', '\0'};
        if (text[col + 1] == 'x' || text[col + 1] == 'X')
            tok[1] = text[col + 1];
        SDL_memcpy(prefix, text, col);
        prefix[col] = '\0';
        int pw = 0, tw, th;
        if (col > 0)
            text_measure(app->text, FONT_BOLD, px, prefix, &pw, &th);
        text_measure(app->text, FONT_BOLD, px, tok, &tw, &th);
        SDL_FRect box = {x0 + (float)pw - (float)px * 0.06f, lay->pattern_y,
                         (float)tw + (float)px * 0.12f, (float)px * 1.25f};
        draw_rounded_rect(app->renderer, box, (float)px * 0.15f, PALETTE_GOLD);
    }
    SDL_Color col = lab->valid && lab->phase == LAB_PHASE_PATTERN ? PALETTE_CREAM : PALETTE_FAINT;
    /* Throws draw over the gold in dark, so the highlighted one reads at a glance. */
    text_draw(app->text, FONT_BOLD, px, col, text, x0, lay->pattern_y, TEXT_LEFT);
    for (int i = 0; i < lab->ladder_count && lab->phase == LAB_PHASE_PATTERN; i++) {
        const AnimLadderThrow *t = &lab->ladder[i];
        if (!t->current || t->index < 0 || t->column < 1)
            continue;
        size_t c = (size_t)t->column - 1;
        if (c < skipped || c >= SDL_strlen(lab->juggled_text))
            continue;
        c -= skipped;
        char prefix[TEXTEDIT_CAPACITY], tok[3] = {text[c], '\0', '\0'};
        if (text[c + 1] == 'x' || text[c + 1] == 'X')
            tok[1] = text[c + 1];
        SDL_memcpy(prefix, text, c);
        prefix[c] = '\0';
        int pw = 0, th;
        if (c > 0)
            text_measure(app->text, FONT_BOLD, px, prefix, &pw, &th);
        text_draw(app->text, FONT_BOLD, px, PALETTE_DARK, tok, x0 + (float)pw,
                  lay->pattern_y, TEXT_LEFT);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
}

static void draw_trail(const LabScene *lab, App *app, double t)
{
    /* The followed prop's path over the last beat and a half: where it has just been. */
    const AnimMotion *m = lab->motion;
    SDL_Color c = juggler_prop_colour(lab->follow, app->settings.colour_blind_props);
    AnimShot shot = lab_shot(lab);
    float s = juggler_shot_scale(&shot, lab->lay.juggler);
    double span = m->beat_seconds * 1.5;
    for (int i = TRAIL_SAMPLES; i >= 1; i--) {
        AnimPose pose;
        anim_pose_at(m, t - span * i / TRAIL_SAMPLES, &pose);
        if (lab->follow >= pose.prop_count)
            return;
        SDL_FPoint p = juggler_shot_project(&shot, lab->lay.juggler, pose.props[lab->follow].pos);
        c.a = (Uint8)(40 + 140 * (TRAIL_SAMPLES - i) / TRAIL_SAMPLES);
        draw_circle(app->renderer, p.x, p.y, s * 0.018f, c);
    }
}

static void draw_browser(LabScene *lab, App *app)
{
    const LabLayout *lay = &lab->lay;
    SDL_Renderer *r = app->renderer;
    draw_rounded_rect(r, lay->browser, (float)lay->list_px * 0.8f, PALETTE_SHEET);
    /* The tabs are buttons; the open one stands out. */
    static const char *const tab_names[LAB_TAB_COUNT] = {"Catalogue", "History", "Random"};
    UiButton tabs[LAB_TAB_COUNT];
    for (int t = 0; t < LAB_TAB_COUNT; t++)
        tabs[t] = (UiButton){.rect = lay->tabs[t], .label = tab_names[t],
                             .state = lab->tab == (LabTab)t ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL};
    ui_buttons_draw(app, tabs, LAB_TAB_COUNT, lay->list_px, 0, true);
    float pad = (float)lay->list_px * 0.5f;
    const char *desc = "", *hint;
    char desc_buf[300] = "";
    lab_sync_list(lab, app);
    const UiList *list = &lab->list[lab->tab];
    int chosen = list->selected, count = lab_list_count(lab, app);
    if (lab->tab == LAB_TAB_RANDOM) {
        for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
            SDL_FRect row = lay->random_rows[i];
            draw_rounded_rect(r, row, row.h * 0.2f, chosen == i ? PALETTE_ROW_CHOSEN : PALETTE_ROW);
            float ty = row.y + (row.h - (float)lay->list_px * 1.17f) / 2;
            text_draw(app->text, FONT_REGULAR, lay->list_px, PALETTE_CREAM, lab_random_ranges[i].name,
                      row.x + pad, ty, TEXT_LEFT);
            char v[16];
            SDL_snprintf(v, sizeof v, "%d", lab->random_value[i]);
            SDL_FRect mi = lay->random_minus[i], pl = lay->random_plus[i];
            text_draw(app->text, FONT_BOLD, lay->list_px, PALETTE_GOLD, v,
                      (mi.x + mi.w + pl.x) / 2, ty, TEXT_CENTER);
            UiButton steps[2] = {{.rect = mi, .label = "\u2212"}, {.rect = pl, .label = "+"}};
            ui_buttons_draw(app, steps, 2, lay->list_px, 0, false);
        }
        UiButton go = {.rect = lay->random_go, .label = "Juggle a random pattern",
                       .state = chosen == LAB_RANDOM_ROWS ? UI_BUTTON_PRIMARY | UI_BUTTON_FOCUS
                                                          : UI_BUTTON_NORMAL};
        ui_button_draw(app, &go, lay->list_px, 0);
        desc = "Every pattern with these balls, period and highest throw has the same chance.";
        hint = "\u2191\u2193 choose \u00b7 \u2190\u2192 change \u00b7 Enter \u00b7 Tab next list \u00b7 Esc close";
    } else {
        if (lab->tab == LAB_TAB_CATALOGUE) {
            TextfieldLook look = lab_search_look(lab);
            textfield_draw(&lab->search, app, lay->search, &look, app_time(app, 0));
        } else {
            text_draw(app->text, FONT_REGULAR, lay->desc_px, PALETTE_SOFT,
                      "Patterns juggled since the game started, newest first", lay->search.x,
                      lay->search.y + (lay->search.h - (float)lay->desc_px * 1.17f) / 2, TEXT_LEFT);
        }
        /* The headings, outside the rows' clip: they stay as the rows scroll. */
        static const char *const heads[LAB_TAB_COUNT][LAB_COL_COUNT] = {
            [LAB_TAB_CATALOGUE] = {"Name", "Siteswap", "Balls", "Period"},
            [LAB_TAB_HISTORY] = {"Siteswap", "", "Balls", "Period"},
        };
        float hy = lay->list_head.y + (lay->list_head.h - (float)lay->head_px * 1.17f) / 2;
        for (int c = 0; c < LAB_COL_COUNT; c++) {
            bool number = c >= LAB_COL_BALLS;
            textfit_draw(app->text, FONT_BOLD, lay->head_px, PALETTE_SOFT, heads[lab->tab][c],
                         number ? lay->col_x[c] + lay->col_w[c] : lay->col_x[c], hy,
                         lay->col_w[c], number ? TEXT_RIGHT : TEXT_LEFT);
        }
        SDL_Rect clip = {(int)lay->list.x, (int)lay->list.y, (int)lay->list.w, (int)lay->list.h + 1};
        SDL_RenderSetClipRect(r, &clip);
        /* From the first row in view, maybe part scrolled off (while dragged). */
        for (int i = SDL_max(0, (int)list->top); i < count && (float)i < list->top + list->visible;
             i++) {
            SDL_FRect box = {lay->list.x, lay->list.y + ((float)i - list->top) * lay->row_h,
                             lay->list.w, lay->row_h * 0.92f};
            bool on = i == chosen;
            draw_rounded_rect(r, box, box.h * 0.2f, on ? PALETTE_GOLD : PALETTE_ROW);
            float ty = box.y + (box.h - (float)lay->list_px * 1.17f) / 2;
            const char *cells[LAB_COL_COUNT] = {"", "", "", ""};
            char balls[16] = "", period[16] = "";
            if (lab->tab == LAB_TAB_CATALOGUE) {
                const CatalogueEntry *e = &lab->catalogue->entries[lab->matches[i]];
                cells[LAB_COL_NAME] = e->name;
                cells[LAB_COL_SITESWAP] = e->notation;
                SDL_snprintf(balls, sizeof balls, "%d", e->balls);
                if (lab->periods[lab->matches[i]] > 0)
                    SDL_snprintf(period, sizeof period, "%d", lab->periods[lab->matches[i]]);
            } else {
                cells[LAB_COL_NAME] = lab->history->items[i];
                Siteswap *s = siteswap_parse(cells[LAB_COL_NAME], NULL);
                if (s && siteswap_validate(s, NULL)) {
                    SDL_snprintf(balls, sizeof balls, "%d", siteswap_balls(s));
                    SDL_snprintf(period, sizeof period, "%d", siteswap_period(s));
                }
                siteswap_free(s);
            }
            cells[LAB_COL_BALLS] = balls;
            cells[LAB_COL_PERIOD] = period;
            static const FontFace faces[LAB_COL_COUNT] = {FONT_BOLD, FONT_BOLD, FONT_REGULAR,
                                                          FONT_REGULAR};
            SDL_Color ink[LAB_COL_COUNT] = {on ? PALETTE_DARK : PALETTE_CREAM,
                                            on ? PALETTE_DARK : PALETTE_GOLD,
                                            on ? PALETTE_DARK : PALETTE_SOFT,
                                            on ? PALETTE_DARK : PALETTE_SOFT};
            for (int c = 0; c < LAB_COL_COUNT; c++) {
                if (!cells[c][0])
                    continue;
                bool number = c >= LAB_COL_BALLS;
                textfit_draw(app->text, faces[c], lay->list_px, ink[c], cells[c],
                             number ? lay->col_x[c] + lay->col_w[c] : lay->col_x[c], ty,
                             lay->col_w[c], number ? TEXT_RIGHT : TEXT_LEFT);
            }
        }
        SDL_RenderSetClipRect(r, NULL);
        if (lab->tab == LAB_TAB_CATALOGUE) {
            if (lab->catalogue_error[0])
                desc = lab->catalogue_error;
            else if (count == 0)
                desc = "No named pattern matches: try part of a name (\u201cshower\u201d) or a notation (\u201c441\u201d).";
            else if (chosen >= 0 && chosen < count) {
                const CatalogueEntry *e = &lab->catalogue->entries[lab->matches[chosen]];
                SDL_snprintf(desc_buf, sizeof desc_buf, "%s", e->description);
                desc = desc_buf;
            }
            hint = "Type to search \u00b7 \u2191\u2193 choose \u00b7 Enter juggle \u00b7 Tab next list \u00b7 Esc close";
        } else {
            if (count == 0)
                desc = "Nothing yet: patterns you juggle for a moment are listed here.";
            hint = "\u2191\u2193 choose \u00b7 Enter juggle \u00b7 Tab next list \u00b7 Esc close";
        }
    }
    text_draw_wrapped(app->text, FONT_REGULAR, lay->desc_px, PALETTE_CREAM, desc, lay->search.x,
                      lay->browser_desc_y, lay->search.w);
    text_draw(app->text, FONT_REGULAR, lay->hint_px, PALETTE_SOFT, hint, lay->search.x,
              lay->browser_hint_y, TEXT_LEFT);
}

/* Everything the still layer shows: a change in any of it draws the layer again. */
static uint64_t still_key(const LabScene *lab, const App *app, const UiButton *b)
{
    const LabLayout *lay = &lab->lay;
    uint64_t h = layer_hash(LAYER_HASH_START, lay, sizeof *lay);
    h = layer_hash(h, &app->settings.text_size, sizeof app->settings.text_size);
    bool flags[5] = {lab->valid, lab->has_motion, lab->field.edit.length > 0, lab->waiting,
                     lab->valid || lab->parsed};
    h = layer_hash(h, flags, sizeof flags);
    const char *name = lab_shown_name(lab);
    h = layer_hash(h, name, SDL_strlen(name) + 1);
    if (lab->valid)
        h = layer_hash(h, lab->facts, sizeof lab->facts);
    else
        h = layer_hash(h, lab->message, SDL_strlen(lab->message));
    h = lab_words_hash(lab, h);
    for (int i = 0; i < LAB_BUTTON_COUNT; i++) {
        h = layer_hash(h, &b[i].rect, sizeof b[i].rect);
        h = layer_hash(h, &b[i].state, sizeof b[i].state);
        h = layer_hash(h, b[i].label, SDL_strlen(b[i].label) + 1);
        if (b[i].hint)
            h = layer_hash(h, b[i].hint, SDL_strlen(b[i].hint) + 1);
    }
    return h;
}

/* The title, and on its line the catalogue's name for the pattern juggled, in gold: as large
 * as the title when it fits beside it, else smaller, else in place of the title (smaller
 * still if need be). */
static void draw_title(const LabScene *lab, App *app)
{
    const LabLayout *lay = &lab->lay;
    const char *name = lab_shown_name(lab);
    int title_w = 0, h = 0;
    text_measure(app->text, FONT_BOLD, lay->title_px, "Pattern Lab", &title_w, &h);
    float gap = (float)lay->title_px;
    int sizes[2] = {lay->title_px, lay->body_px};
    for (int i = 0; name[0] && i < 2; i++) {
        int w = 0;
        text_measure(app->text, FONT_BOLD, sizes[i], name, &w, &h);
        if ((float)(title_w + w) + gap <= lay->text_w) {
            text_draw(app->text, FONT_BOLD, lay->title_px, PALETTE_CREAM, "Pattern Lab",
                      lay->text_x, lay->title_y, TEXT_LEFT);
            /* Sat on the title's baseline, more or less, when smaller. */
            float y = lay->title_y + (float)(lay->title_px - sizes[i]) * 0.8f;
            text_draw(app->text, FONT_BOLD, sizes[i], PALETTE_GOLD, name,
                      lay->text_x + lay->text_w, y, TEXT_RIGHT);
            return;
        }
    }
    if (!name[0]) {
        text_draw(app->text, FONT_BOLD, lay->title_px, PALETTE_CREAM, "Pattern Lab", lay->text_x,
                  lay->title_y, TEXT_LEFT);
        return;
    }
    int w = 0;
    text_measure(app->text, FONT_BOLD, lay->title_px, name, &w, &h);
    int px = (float)w <= lay->text_w ? lay->title_px : lay->body_px;
    text_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, name, lay->text_x,
              lay->title_y + (float)(lay->title_px - px) * 0.8f, TEXT_LEFT);
}

/* What stays as it is while the juggler juggles: the felt, the panel with its title and facts,
 * the buttons. The juggler's area and the panel do not meet (lab_layout), so the juggler drawn
 * over this layer looks as it did drawn under the panel. */
static void draw_still(const LabScene *lab, App *app, const UiButton *b)
{
    const LabLayout *lay = &lab->lay;
    app_draw_table(app);
    draw_rounded_rect(app->renderer, lay->panel, (float)lay->body_px * 0.8f, PALETTE_PANEL);
    draw_title(lab, app);
    /* Long states or explanations stay in their place rather than run into the ladder. */
    SDL_Rect facts_clip = {(int)lay->facts.x, (int)(lab->has_motion ? lay->facts.y : lay->now_y),
                           (int)lay->facts.w,
                           (int)(lay->facts.y + lay->facts.h - (lab->has_motion ? lay->facts.y : lay->now_y))};
    SDL_RenderSetClipRect(app->renderer, &facts_clip);
    if (lab->valid) {
        lab_words_draw_facts(lab, app);
    } else if (lab->message[0]) {
        text_draw_wrapped(app->text, FONT_REGULAR, lab_words_message_px(lab),
                          lab->field.edit.length && !lab->waiting ? PALETTE_ERROR : PALETTE_SOFT,
                          lab->message,
                          lay->text_x, lab->has_motion ? lay->facts.y : lay->now_y, lay->text_w);
        lab_words_draw_suggestions(lab, app);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);
    if (lab->valid || lab->parsed) { /* the ladder's ground: the diagram moves over it */
        LadderView ground = {.area = lay->ladder, .label_px = lay->ladder_px};
        ladder_draw_ground(app->renderer, &ground);
    }
    /* Nothing drawn live meets the buttons (the browser ends above them). */
    ui_buttons_draw(app, b, LAB_BUTTON_COUNT, lay->button_px, lay->key_px, true);
}

void lab_draw(Scene *scene, App *app, double blend)
{
    LabScene *lab = (LabScene *)scene;
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    const LabLayout *lay = &lab->lay;
    lab_words_sync(lab, app);
    char follow[40];
    UiButton buttons[LAB_BUTTON_COUNT];
    button_faces(lab, follow, buttons);
    if (app_layer_begin(app, &lab->still, still_key(lab, app, buttons)))
        draw_still(lab, app, buttons);
    layer_end(&lab->still, app->renderer);

    double t = lab_now_seconds(lab, app, blend);
    double now_beat = t / lab_beat_seconds(lab);
    LadderView lv = lab_ladder_view(lab, app, now_beat);
    lab_gather_ladder(lab, now_beat, &lv);

    if (lab->passing) {
        lab_pass_draw(lab, app, t);
    } else if (lab->has_motion) {
        AnimPose pose;
        AnimShot shot = lab_shot(lab);
        anim_pose_at(lab->motion, t, &pose);
        if (lab->follow >= 0)
            draw_trail(lab, app, t);
        JugglerView view = {.area = lay->juggler,
                            .colour_blind = app->settings.colour_blind_props,
                            .follow = lab->follow >= 0, .follow_prop = lab->follow,
                            .shot = &shot};
        juggler_draw(app->renderer, lab->motion, &pose, &view);
    }

    if (!lab->has_motion && !lab->passing) {
        /* Nothing to juggle yet: say so where the juggler would stand. */
        float cx = lay->juggler.x + lay->juggler.w / 2, cy = lay->juggler.y + lay->juggler.h * 0.42f;
        text_draw(app->text, FONT_BOLD, lay->pattern_px, PALETTE_SOFT, "Nothing to juggle yet", cx,
                  cy, TEXT_CENTER);
        text_draw(app->text, FONT_REGULAR, lay->body_px, PALETTE_FAINT,
                  "The juggler starts as soon as the pattern works", cx,
                  cy + (float)lay->pattern_px * 1.6f, TEXT_CENTER);
    }

    /* The field: red characters under the throws that collide. */
    bool red_cols[TEXTEDIT_CAPACITY] = {0};
    if (lab->parsed && !lab->valid) {
        for (int b = 0; b < siteswap_period(lab->typed); b++)
            for (int h = 0; h < 2; h++)
                for (int i = 0; i < siteswap_slot_count(lab->typed, b, h); i++) {
                    const SiteswapThrow *th = siteswap_slot_throw(lab->typed, b, h, i);
                    if (th->index >= 0 && th->index < SITESWAP_MAX_THROWS &&
                        lab->problems.collides[th->index] && th->column >= 1 &&
                        th->column <= (int)lab->field.edit.length)
                        red_cols[th->column - 1] = true;
                }
    }
    TextfieldLook look = lab_field_look(lab, red_cols);
    textfield_draw(&lab->field, app, lay->field, &look, app_time(app, blend));

    draw_now(lab, app);

    lv.ground_drawn = true; /* in the still layer */
    if (lab->passing && !(lab->parsed && !lab->valid))
        lab_pass_draw_ladder(lab, app, now_beat);
    else if (lab->valid || lab->parsed)
        ladder_draw(app->renderer, app->text, lab->ladder, lab->ladder_count, &lv);

    if (lab->browsing)
        draw_browser(lab, app);
    else
        lab_words_draw_tip(lab, app);
}
