#include "learn_scene.h"

#include "audio_rhythm.h"
#include "probe.h"
#include "learn_pass.h"
#include "learn_state.h"

#include <math.h>

static void learn_update(Scene *scene, App *app)
{
    LearnScene *ls = (LearnScene *)scene;
    if (ls->progress_note[0]) { /* a damaged progress file: said once, when the screen opens */
        app_notify(app, ls->progress_note);
        ls->progress_note[0] = '\0';
    }
    if (ls->mode == LEARN_MODE_LESSON && (ls->has_motion || ls->passing) && !ls->paused) {
        double t0 = ls->t;
        double rate = learn_speeds[ls->speed] * app->settings.animation_speed;
        /* The way in is a throw or two: slowed, so that it and the line saying "Now: the way
         * in" are there long enough to be seen (at least LEARN_WAY_IN_SECONDS). */
        double b = learn_beat_seconds(ls), in_s = ls->entry_beats * b;
        if (ls->from_ground && in_s > 0 && in_s < LEARN_WAY_IN_SECONDS &&
            learn_phase(ls, ls->t / b) == LEARN_PHASE_ENTRY)
            rate *= in_s / LEARN_WAY_IN_SECONDS;
        ls->t += rate / LOOP_TICKS_PER_SECOND;
        if (ls->has_motion) /* the passing animator has no rhythm to sound */
            audio_rhythm(app->audio, ls->motion, t0, ls->t);
    }
    float d = ls->scroll_target - ls->scroll;
    ls->scroll = fabsf(d) < 0.5f ? ls->scroll_target : ls->scroll + d * 0.3f;
}

static uint32_t learn_still_ms(Scene *scene, App *app)
{
    LearnScene *ls = (LearnScene *)scene;
    if (ls->mode == LEARN_MODE_LIST)
        return APP_STILL_FOREVER;
    bool moving = ((ls->has_motion || ls->passing) && !ls->paused) || ls->scroll != ls->scroll_target;
    if (moving)
        return 0;
    return ls->typing ? app_ms_to_blink(app, 0, 0.5) : APP_STILL_FOREVER;
}

static bool learn_takes_letters(Scene *scene)
{
    return ((LearnScene *)scene)->typing;
}

static void learn_destroy(Scene *scene)
{
    LearnScene *ls = (LearnScene *)scene;
    SDL_free(ls->doc);
    SDL_free(ls->flow);
    SDL_free(ls->motion);
    learn_pass_free(ls);
    siteswap_free(ls->broken);
    SDL_free(ls);
}

static void learn_probe(Scene *scene, App *app, JsonWriter *j)
{
    (void)app;
    LearnSceneView v;
    if (!learn_scene_view(scene, &v)) {
        j->failed = true;
        return;
    }
    LearnScene *ls = (LearnScene *)scene;
    probe_str(j, "phase", v.list ? "list" : v.juggling ? "juggling" : "shown");
    probe_null(j, "stage");
    bool on = !v.list && ls->drawn_on;
    if (ls->passing)
        learn_pass_probe(ls, j, on);
    else
        probe_jugglers(j, &ls->drawn_figure, on ? 1 : 0, ls->drawn_prop_px);
    probe_int(j, "lesson", v.lesson);
    probe_int(j, "lessons", v.lessons);
    probe_str(j, "title", v.title);
    if (v.figure[0] && !v.list)
        probe_str(j, "pattern", ls->hide_name ? "?" : v.figure);
    else
        probe_null(j, "pattern");
    probe_bool(j, "paused", v.paused);
    probe_num(j, "speed", v.speed);
    probe_int(j, "follow", v.follow);
    if (v.state[0])
        probe_str(j, "state", v.state);
    if (v.phase && v.phase[0])
        probe_str(j, "juggled_part", v.phase);
    probe_bool(j, "typing", v.typing);
    static const char *kinds[] = {"none", "pattern", "fix", "pick", "choose", "wayin"};
    json_open(j, "exercise", '{');
    probe_str(j, "kind", kinds[v.ask]);
    probe_str(j, "answer", v.answer);
    probe_bool(j, "answered", v.answered);
    probe_bool(j, "right", v.right);
    probe_str(j, "verdict", v.verdict);
    json_close(j, '}');
    probe_int(j, "done", v.done);
}

Scene *learn_scene_create(App *app, int lesson)
{
    LearnScene *ls = SDL_calloc(1, sizeof *ls);
    RulesFlow *flow = SDL_calloc(1, sizeof *flow);
    AnimMotion *motion = SDL_malloc(sizeof *motion);
    if (!ls || !flow || !motion) {
        SDL_free(ls);
        SDL_free(flow);
        SDL_free(motion);
        return NULL;
    }
    ls->base = (Scene){.name = "learn", .probe = learn_probe, .update = learn_update,
                       .draw = learn_draw, .input = learn_input, .destroy = learn_destroy,
                       .still_ms = learn_still_ms, .takes_letters = learn_takes_letters,
                       .opaque = true};
    ls->flow = flow;
    ls->motion = motion;
    ls->speed = LEARN_SPEEDS - 1;
    ls->follow = ls->focused_link = ls->hover_link = ls->picked = ls->choice_focus = -1;
    ls->hover_button = ls->hover_choice = ls->hover_term = -1;
    ls->lesson = -1;
    learn_load_terms(ls, app);
    learn_read_course(ls, app);
    learn_load_progress(ls, app);
    ls->mode = LEARN_MODE_LIST;
    /* The list starts at the first lesson not done. */
    ls->selected = 0;
    while (ls->selected < ls->lesson_count - 1 && ls->progress.done[ls->selected + 1])
        ls->selected++;
    if (lesson > 0 && lesson <= ls->lesson_count) {
        learn_open_lesson(ls, app, lesson - 1);
    } else if (lesson != 0 && ls->lesson_count > 0) {
        char msg[200];
        SDL_snprintf(msg, sizeof msg, "There is no lesson %d: the course has lessons 1 to %d. "
                     "Pick one from the list.", lesson, ls->lesson_count);
        app_notify(app, msg);
    }
    return &ls->base;
}

bool learn_scene_view(const Scene *scene, LearnSceneView *out)
{
    if (!scene || !app_scene_is(scene, "learn"))
        return false;
    const LearnScene *ls = (const LearnScene *)scene;
    bool list = ls->mode == LEARN_MODE_LIST;
    *out = (LearnSceneView){
        .list = list,
        .lesson = list ? 0 : ls->lesson + 1,
        .lessons = ls->lesson_count,
        .selected = ls->selected + 1,
        .juggling = !list && (ls->has_motion || ls->passing),
        .paused = ls->paused,
        .broken = ls->broken != NULL,
        .follow = ls->follow,
        .speed = learn_speeds[ls->speed],
        .ask = list ? LEARN_ASK_NONE : ls->meta.ask.kind,
        .answered = ls->answered,
        .right = ls->answered && ls->verdict.right,
        .done = learn_progress_done_count(&ls->progress, ls->lesson_count),
        .lesson_done = !list && ls->progress.done[ls->lesson + 1],
        .beat = ls->t / learn_beat_seconds(ls),
    };
    if (!list && ls->lesson >= 0)
        SDL_strlcpy(out->title, ls->titles[ls->lesson], sizeof out->title);
    else
        SDL_strlcpy(out->title, "Learn", sizeof out->title);
    SDL_strlcpy(out->figure, list ? "" : ls->figure, sizeof out->figure);
    out->typing = ls->typing;
    out->hint = learn_hint(ls);
    out->beats_numbered = !list && ls->meta.beats && !ls->hide_name && (ls->has_motion || ls->broken);
    out->terms = ls->terms.count;
    double beat = ls->t / learn_beat_seconds(ls);
    if (!list && ls->meta.state && !ls->hide_name)
        learn_state_now(ls, beat, out->state, sizeof out->state);
    static const char *phases[] = {"", "cascade", "way in", "pattern", "way out"};
    out->phase = list || !ls->from_ground ? "" : phases[learn_phase(ls, beat)];
    if (!list && ls->broken) {
        AnimLadderThrow t[LEARN_LADDER_MAX];
        int n = anim_ladder_pattern(ls->broken, 0, 2 * siteswap_period(ls->broken) +
                                    SITESWAP_MAX_THROW, -1, t, LEARN_LADDER_MAX);
        for (int i = 0; i < SDL_min(n, LEARN_LADDER_MAX); i++)
            out->collisions += t[i].collides;
    }
    bool text = !list && ls->doc && !ls->problem[0];
    out->text = text ? ls->doc->text : "";
    out->text_length = text ? ls->doc->text_length : 0;
    out->field = ls->frame.field;
    out->state_label = list ? (SDL_FRect){0} : ls->state_terms[0];
    if (!list && ls->hover_term >= 0 && ls->hover_term < ls->terms.count)
        SDL_strlcpy(out->hover_term, ls->terms.terms[ls->hover_term].term, sizeof out->hover_term);
    for (int i = 0; !list && ls->doc && !ls->problem[0] && i < ls->doc->link_count; i++)
        if (out->links < 16) {
            int k = out->links++, run = ls->flow->link_run[i];
            SDL_strlcpy(out->link[k], ls->doc->links[i].target, sizeof out->link[0]);
            const SDL_FRect v = ls->frame.text_view;
            if (run >= 0) {
                const RulesRun *r = &ls->flow->runs[run];
                float y = v.y + r->y - ls->scroll;
                if (y >= v.y && y + r->h <= v.y + v.h)
                    out->link_box[k] = (SDL_FRect){v.x + r->x, y, r->w, r->h};
            }
        }
    SDL_strlcpy(out->answer, ls->answer, sizeof out->answer);
    SDL_strlcpy(out->verdict, ls->answered ? ls->verdict.message : "", sizeof out->verdict);
    SDL_strlcpy(out->problem, list ? ls->course_problem : ls->problem, sizeof out->problem);
    for (int i = 0; i < LEARN_CHOICES && !list; i++)
        SDL_strlcpy(out->choices[i], learn_choice_at(ls, i), LEARN_CHOICE_MAX);
    return true;
}
