#include "lab.h"
#include "lab_pass.h"

#include "lab_browser.h"
#include "lab_draw.h"
#include "probe.h"
#include "juggler.h"
#include "lab_history.h"
#include "lab_input.h"
#include "lab_pattern.h"
#include "lab_state.h"
#include "lab_time.h"
#include "lab_words.h"

#include <math.h>

static void lab_probe_json(Scene *scene, App *app, JsonWriter *j);

static void lab_update(Scene *scene, App *app)
{
    LabScene *lab = (LabScene *)scene;
    if (!lab->paused && !lab->scrubbing) {
        double t0 = lab->t;
        lab->t += lab_speed(lab) * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
        if (lab->has_motion && !lab->passing) /* a sound on every catch, at its moment in this tick */
            audio_rhythm(app->audio, lab->motion, t0, lab->t);
    }
    /* The camera in real time: a paused or slowed pattern still settles its framing, the
     * figure kept readable across the room however high the throws. */
    lab->camera.max_height = juggler_max_shot_height(lab->lay.juggler, app->height);
    if (lab->passing)
        lab_pass_follow(lab, 1.0 / LOOP_TICKS_PER_SECOND);
    else if (lab->has_motion)
        anim_camera_follow(&lab->camera, lab->motion, juggler_aspect(lab->lay.juggler),
                           1.0 / LOOP_TICKS_PER_SECOND);
    lab_typing_tick(lab, app);
}

/* Paused, not scrubbed, framed and settled: nothing moves but the field's caret. */
static uint32_t lab_still_ms(Scene *scene, App *app)
{
    LabScene *lab = (LabScene *)scene;
    if (!lab->paused || lab->scrubbing || lab->waiting)
        return 0;
    if (lab->passing && !lab_pass_settled(lab))
        return 0;
    if (lab->has_motion && !lab->passing) {
        AnimShot want = anim_camera_target_within(lab->motion, juggler_aspect(lab->lay.juggler),
                                                  lab->camera.max_height);
        AnimShot now = lab_shot(lab);
        double tolerance = 1e-4 * want.height;
        if (fabs(now.cx - want.cx) > tolerance || fabs(now.cy - want.cy) > tolerance ||
            fabs(now.height - want.height) > tolerance)
            return 0;
    }
    return textfield_still_ms(&lab->field, app);
}

static bool lab_takes_letters(Scene *scene)
{
    (void)scene;
    return true; /* the pattern field, or the browser's search */
}

static void lab_destroy(Scene *scene)
{
    LabScene *lab = (LabScene *)scene;
    layer_free(&lab->still);
    lab_words_destroy(lab->words);
    siteswap_free(lab->typed);
    siteswap_free(lab->juggled);
    lab_pass_free(lab);
    SDL_free(lab->motion);
    SDL_free(lab);
}

LabHistory *lab_history_of(App *app)
{
    return app_kept(app, "lab_history", sizeof(LabHistory));
}

bool lab_scene_status(const Scene *scene, LabStatus *out)
{
    if (!scene || !app_scene_is(scene, "lab"))
        return false;
    const LabScene *lab = (const LabScene *)scene;
    SDL_zerop(out);
    out->field = lab->field.edit.text;
    out->valid = lab->valid;
    out->waiting = lab->waiting;
    out->juggled = lab->has_motion || lab->passing ? lab->juggled_text : "";
    out->juggling = lab->has_motion || lab->passing;
    out->name = lab_shown_name(lab);
    out->message = lab->message;
    for (int i = 0; i < LAB_FACT_LINES; i++)
        out->facts[i] = lab->valid ? lab->facts[i] : "";
    for (int i = 0; i < SITESWAP_MAX_THROWS; i++) {
        out->red[i] = lab->parsed && !lab->valid && lab->problems.collides[i];
        out->red_count += out->red[i];
    }
    out->current_throw = lab->current_throw;
    out->phase = lab->phase;
    out->beat = lab->has_motion ? lab->t / lab->motion->beat_seconds : 0;
    out->throw_height = lab->has_motion ? lab->motion->throw_height : 0;
    out->paused = lab->paused;
    out->speed = lab_speed(lab);
    out->prop = lab->prop;
    out->style = lab->style;
    out->start_left = lab->start_left;
    out->in_state = lab->in_state;
    out->follow = lab->follow;
    out->browsing = lab->browsing;
    out->tab = lab->tab;
    out->match_count = lab->match_count;
    out->chosen = out->chosen_name = "";
    int chosen = lab->list[lab->tab].selected;
    if (lab->tab == LAB_TAB_CATALOGUE && chosen >= 0 && chosen < lab->match_count) {
        out->chosen = lab->catalogue->entries[lab->matches[chosen]].notation;
        out->chosen_name = lab->catalogue->entries[lab->matches[chosen]].name;
    }
    if (lab->has_motion && !lab->passing && lab->lay.juggler.h > 0) {
        AnimPose pose;
        AnimShot shot = lab_shot(lab);
        anim_pose_at(lab->motion, lab->t, &pose);
        out->figure = juggler_figure_box(&pose, &shot, lab->lay.juggler);
        out->prop_px = juggler_prop_px(lab->motion, &pose, &shot, lab->lay.juggler);
    }
    return true;
}

Scene *lab_scene_create(App *app, const char *pattern)
{
    LabScene *lab = SDL_calloc(1, sizeof *lab);
    AnimMotion *motion = SDL_malloc(sizeof *motion);
    if (!lab || !motion) {
        SDL_free(lab);
        SDL_free(motion);
        return NULL;
    }
    lab->motion = motion;
    lab->base = (Scene){.name = "lab", .probe = lab_probe_json,
                        .update = lab_update, .draw = lab_draw, .input = lab_input,
                        .destroy = lab_destroy, .still_ms = lab_still_ms,
                        .takes_letters = lab_takes_letters, .opaque = true};
    lab->history = lab_history_of(app);
    if (!lab->history)
        lab->history = &lab->own_history; /* out of memory: this visit's patterns only */
    lab->speed_step = SPEED_NORMAL;
    lab->follow = -1;
    lab->hover = -1;
    lab->random_value[0] = 3;
    lab->random_value[1] = 3;
    lab->random_value[2] = 5;
    rng_seed(&lab->rng, (uint64_t)SDL_GetPerformanceCounter());
    textfield_init(&lab->search, "");
    lab_load_catalogue(lab, app);
    lab->words = lab_words_create(app);
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    /* A catalogue name ("Mills Mess") opens its notation in its style; a typo in a notation
     * stays in the field, explained. */
    const CatalogueEntry *named =
        pattern && *pattern ? catalogue_find(lab->catalogue, pattern) : NULL;
    Siteswap *s = named ? siteswap_parse(pattern, NULL) : NULL;
    bool notation = s && siteswap_validate(s, NULL);
    siteswap_free(s);
    if (named && !notation)
        lab_load_pick(lab, app, named->notation, named);
    else
        lab_load(lab, app, pattern && *pattern ? pattern : "3");
    SDL_StartTextInput();
    return &lab->base;
}

/* The --probe part: juggling or not, the pattern typed, the juggler (the Lab has no stage). */
static void lab_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    LabScene *lab = (LabScene *)scene;
    LabStatus st;
    if (!lab_scene_status(scene, &st)) {
        j->failed = true;
        return;
    }
    probe_str(j, "phase", st.juggling ? "juggling" : "shown");
    probe_str(j, "pattern", st.field);
    if (lab->passing) {
        lab_pass_probe(lab, app, j);
        probe_null(j, "stage");
        return;
    }
    probe_int(j, "jugglers", st.figure.w > 0 && st.figure.h > 0 ? 1 : 0);
    bool on = st.figure.w > 0 && st.figure.h > 0;
    probe_jugglers(j, &st.figure, on ? 1 : 0, st.prop_px);
    probe_null(j, "stage");
    lab_words_probe((const LabScene *)scene, j);
}
