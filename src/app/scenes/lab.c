#include "lab.h"

#include "draw.h"
#include "palette.h"
#include "juggler.h"
#include "textedit.h"

#include <math.h>
#include <stdio.h>

/* Slow motion down to a tenth, and up to double speed. */
static const double speeds[] = {0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0};
#define SPEED_COUNT (int)(sizeof speeds / sizeof speeds[0])
#define SPEED_NORMAL 4

typedef struct LabScene {
    Scene base;
    TextEdit field;
    char checked[TEXTEDIT_CAPACITY]; /* the text that the facts below describe */
    bool valid;
    char message[200];
    char facts[2][200];
    AnimMotion *motion; /* a few hundred kB: on the heap, one per Lab */
    bool has_motion;
    AnimProp prop;
    double t;           /* seconds into the motion */
    int speed_step;
    bool paused;
    uint64_t ticks;     /* for the cursor's blink */
} LabScene;


static const char *prop_name(AnimProp p)
{
    return p == ANIM_PROP_CLUB ? "clubs" : p == ANIM_PROP_RING ? "rings" : "balls";
}

/* Checks the typed pattern and, when it is valid, prepares its motion from the cascade. */
static void check(LabScene *lab)
{
    SDL_strlcpy(lab->checked, lab->field.text, sizeof lab->checked);
    lab->facts[0][0] = lab->facts[1][0] = lab->message[0] = '\0';
    lab->valid = false;
    Siteswap s;
    SiteswapError err = {0};
    bool blank = true;
    for (const char *c = lab->field.text; *c; c++)
        blank = blank && *c == ' ';
    if (blank) {
        SDL_strlcpy(lab->message, "Type a siteswap: 3, 531, (4,2x)*, [34]23 \u2026",
                    sizeof lab->message);
        return;
    }
    if (!siteswap_parse(lab->field.text, &s, &err) || !siteswap_validate(&s, &err)) {
        SDL_strlcpy(lab->message, err.message, sizeof lab->message);
        if (lab->message[0] >= 'a' && lab->message[0] <= 'z') /* shown as a sentence */
            lab->message[0] = (char)(lab->message[0] - 'a' + 'A');
        return; /* the last valid pattern keeps juggling while the player fixes the typo */
    }
    AnimSettings set = anim_default_settings();
    set.prop = lab->prop;
    set.start = ANIM_START_FROM_GROUND;
    char why[200];
    if (!anim_prepare(&s, &set, lab->motion, why, sizeof why)) {
        SDL_strlcpy(lab->message, why, sizeof lab->message);
        return;
    }
    lab->valid = true;
    lab->has_motion = true;
    lab->t = 0;
    char state[SITESWAP_TEXT_SIZE] = "";
    siteswap_state(&s, state, sizeof state);
    SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "%d %s \u00b7 period %d \u00b7 %s",
                 siteswap_balls(&s), prop_name(lab->prop), siteswap_period(&s),
                 siteswap_is_ground(&s) ? "ground state" : "excited state");
    SDL_snprintf(lab->facts[1], sizeof lab->facts[1],
                 "state %s \u00b7 highest point %.1f m \u00b7 %.1f beats/s", state,
                 lab->motion->max_height, lab->motion->settings.rate);
}

static void refresh(LabScene *lab)
{
    if (SDL_strcmp(lab->checked, lab->field.text) != 0)
        check(lab);
}

static void set_prop(LabScene *lab, AnimProp prop)
{
    lab->prop = prop;
    check(lab);
}

static bool lab_input(Scene *scene, App *app, const Input *in)
{
    LabScene *lab = (LabScene *)scene;
    bool ctrl = (in->mod & KMOD_CTRL) != 0, shift = (in->mod & KMOD_SHIFT) != 0;
    switch (in->kind) {
    case INPUT_TEXT:
        textedit_insert(&lab->field, in->text);
        break;
    case INPUT_BACK:
        SDL_StopTextInput();
        app_pop_scene(app); /* frees lab */
        return true;
    case INPUT_UP:
    case INPUT_DOWN:
        if (in->key == SDLK_UP || in->key == SDLK_DOWN) { /* arrows: speed; w and s are text */
            int step = lab->speed_step + (in->key == SDLK_UP ? 1 : -1);
            if (step >= 0 && step < SPEED_COUNT)
                lab->speed_step = step;
        }
        break;
    case INPUT_LEFT:
    case INPUT_RIGHT:
        if (in->key == SDLK_LEFT || in->key == SDLK_RIGHT) {
            bool left = in->key == SDLK_LEFT;
            if (ctrl)
                left ? textedit_word_left(&lab->field, shift) : textedit_word_right(&lab->field, shift);
            else
                left ? textedit_left(&lab->field, shift) : textedit_right(&lab->field, shift);
        }
        break;
    case INPUT_CONFIRM:
    case INPUT_KEY:
        switch (in->key) {
        case SDLK_BACKSPACE:
            ctrl ? textedit_backspace_word(&lab->field) : textedit_backspace(&lab->field);
            break;
        case SDLK_DELETE:
            textedit_delete(&lab->field);
            break;
        case SDLK_HOME:
            textedit_home(&lab->field, shift);
            break;
        case SDLK_END:
            textedit_end(&lab->field, shift);
            break;
        case SDLK_TAB:
            set_prop(lab, (AnimProp)((lab->prop + 1) % 3));
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
            lab->paused = !lab->paused;
            break;
        case SDLK_a:
            if (ctrl)
                textedit_select_all(&lab->field);
            break;
        case SDLK_c:
        case SDLK_x:
            if (ctrl && textedit_has_selection(&lab->field)) {
                char sel[TEXTEDIT_CAPACITY];
                textedit_selection(&lab->field, sel, sizeof sel);
                SDL_SetClipboardText(sel);
                if (in->key == SDLK_x)
                    textedit_backspace(&lab->field);
            }
            break;
        case SDLK_v:
            if (ctrl) {
                char *clip = SDL_GetClipboardText();
                if (clip)
                    textedit_insert(&lab->field, clip);
                SDL_free(clip);
            }
            break;
        default:
            break;
        }
        break;
    default:
        break;
    }
    refresh(lab);
    return true;
}

static void lab_update(Scene *scene, App *app)
{
    LabScene *lab = (LabScene *)scene;
    lab->ticks++;
    if (!lab->paused)
        lab->t += speeds[lab->speed_step] * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
}

static void lab_draw(Scene *scene, App *app, double blend)
{
    LabScene *lab = (LabScene *)scene;
    float w = (float)app->width, h = (float)app->height;
    app_draw_table(app);

    /* The juggler on the left, the pattern and its facts on the right. */
    float split = w * 0.56f;
    if (lab->has_motion) {
        double t = lab->t + (lab->paused ? 0.0
                             : blend * speeds[lab->speed_step] * app->settings.animation_speed /
                                   LOOP_TICKS_PER_SECOND);
        AnimPose pose;
        anim_pose_at(lab->motion, t, &pose);
        JugglerView view = {.area = {w * 0.03f, h * 0.05f, split - w * 0.04f, h * 0.9f},
                            .colour_blind = app->settings.colour_blind_props};
        juggler_draw(app->renderer, lab->motion, &pose, &view);
    }

    SDL_FRect side = {split, h * 0.05f, w - split - w * 0.03f, h * 0.9f};
    draw_rounded_rect(app->renderer, side, h * 0.03f, PALETTE_PANEL);
    float x = side.x + side.w * 0.07f, inner_w = side.w * 0.86f;
    int head_px = app_px(app, 0.06f), field_px = app_px(app, 0.07f), body_px = app_px(app, 0.032f);
    float y = side.y + h * 0.04f;
    text_draw(app->text, FONT_BOLD, head_px, PALETTE_CREAM, "Pattern Lab", x, y, TEXT_LEFT);
    y += (float)head_px * 1.6f;

    /* The field: the pattern in large type, with the cursor and any selection. */
    SDL_FRect box = {x, y, inner_w, (float)field_px * 1.6f};
    draw_rounded_rect(app->renderer, box, box.h * 0.2f, PALETTE_PAPER);
    float tx = box.x + (float)field_px * 0.4f, ty = box.y + (float)field_px * 0.22f;
    size_t a, b;
    textedit_selection_range(&lab->field, &a, &b);
    char prefix[TEXTEDIT_CAPACITY];
    int pw, ph, sw;
    if (a != b) {
        SDL_memcpy(prefix, lab->field.text, a);
        prefix[a] = '\0';
        text_measure(app->text, FONT_BOLD, field_px, prefix, &pw, &ph);
        SDL_memcpy(prefix, lab->field.text, b);
        prefix[b] = '\0';
        text_measure(app->text, FONT_BOLD, field_px, prefix, &sw, &ph);
        SDL_SetRenderDrawColor(app->renderer, 242, 193, 78, 160);
        SDL_RenderFillRectF(app->renderer, &(SDL_FRect){tx + (float)pw, ty, (float)(sw - pw),
                                                        (float)field_px * 1.15f});
    }
    text_draw(app->text, FONT_BOLD, field_px, lab->valid || !lab->field.length ? PALETTE_DARK
                                                  : (SDL_Color){170, 40, 30, 255},
              lab->field.text, tx, ty, TEXT_LEFT);
    SDL_memcpy(prefix, lab->field.text, lab->field.cursor);
    prefix[lab->field.cursor] = '\0';
    text_measure(app->text, FONT_BOLD, field_px, prefix, &pw, &ph);
    if ((lab->ticks / (LOOP_TICKS_PER_SECOND / 2)) % 2 == 0) {
        SDL_SetRenderDrawColor(app->renderer, 26, 32, 28, 255);
        SDL_RenderFillRectF(app->renderer, &(SDL_FRect){tx + (float)pw, ty + (float)field_px * 0.08f,
                                                        SDL_max(2.0f, (float)field_px * 0.06f),
                                                        (float)field_px * 1.05f});
    }
    y += box.h + (float)body_px * 1.0f;

    if (lab->valid) {
        for (int i = 0; i < 2; i++)
            y += text_draw_wrapped(app->text, FONT_REGULAR, body_px, PALETTE_CREAM, lab->facts[i],
                                   x, y, inner_w) + (float)body_px * 0.2f;
    } else if (lab->message[0]) {
        /* The explanation, wrapped to the panel. */
        text_draw_wrapped(app->text, FONT_REGULAR, body_px,
                          lab->field.length ? PALETTE_ERROR : PALETTE_SOFT, lab->message, x, y,
                          inner_w);
    }

    int hint_px = app_px(app, 0.026f);
    float hy = side.y + side.h - (float)hint_px * 5.2f;
    char status[120];
    SDL_snprintf(status, sizeof status, "%s \u00b7 speed %g\u00d7 \u00b7 %s",
                 lab->paused ? "Paused" : "Playing", speeds[lab->speed_step], prop_name(lab->prop));
    text_draw(app->text, FONT_BOLD, hint_px, PALETTE_GOLD, status, x, hy, TEXT_LEFT);
    text_draw(app->text, FONT_REGULAR, hint_px, PALETTE_SOFT,
              "Enter pause \u00b7 \u2191 \u2193 speed \u00b7 Tab props", x, hy + (float)hint_px * 1.6f,
              TEXT_LEFT);
    text_draw(app->text, FONT_REGULAR, hint_px, PALETTE_SOFT, "Esc back", x,
              hy + (float)hint_px * 3.2f, TEXT_LEFT);
}

static void lab_destroy(Scene *scene)
{
    LabScene *lab = (LabScene *)scene;
    SDL_free(lab->motion);
    SDL_free(lab);
}

Scene *lab_scene_create(App *app, const char *pattern)
{
    (void)app;
    LabScene *lab = SDL_calloc(1, sizeof *lab);
    AnimMotion *motion = SDL_malloc(sizeof *motion);
    if (!lab || !motion) {
        SDL_free(lab);
        SDL_free(motion);
        return NULL;
    }
    lab->motion = motion;
    lab->base = (Scene){.update = lab_update, .draw = lab_draw, .input = lab_input,
                        .destroy = lab_destroy};
    lab->speed_step = SPEED_NORMAL;
    textedit_init(&lab->field, pattern && *pattern ? pattern : "3");
    check(lab);
    SDL_StartTextInput();
    return &lab->base;
}
