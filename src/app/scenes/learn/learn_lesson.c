#include "learn_state.h"

#include "datadir.h"
#include "learn_pass.h"
#include "savefile.h"
#include "textfit.h"

#include <math.h>

const double learn_speeds[LEARN_SPEEDS] = {0.125, 0.25, 0.5, 1.0};

/* A data file as a string (NULL, with why, when it cannot be read; the caller frees it). */
static char *load_data(const App *app, const char *rel, char *why, size_t why_size)
{
    char path[PATH_MAX];
    if (!datadir_join(path, sizeof path, app->data_dir, rel)) {
        SDL_snprintf(why, why_size, "The path to %s is too long.", rel);
        return NULL;
    }
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    char *text = rw ? SDL_LoadFile_RW(rw, NULL, 1) : NULL;
    if (!rw)
        SDL_snprintf(why, why_size, "%s.", SDL_GetError());
    else if (!text)
        SDL_snprintf(why, why_size, "%s could not be read: %s.", path, SDL_GetError());
    return text;
}

/* assets/learn/course.txt: the lessons' files in order, one a line ('%' starts a comment). The
 * titles come from each lesson's heading. */
void learn_read_course(LearnScene *ls, App *app)
{
    char why[300];
    char *index = load_data(app, "learn/course.txt", why, sizeof why);
    ls->lesson_count = 0;
    if (!index) {
        SDL_snprintf(ls->course_problem, sizeof ls->course_problem,
                     "The course could not be found (%s) Reinstalling Throwdeck should bring it "
                     "back.", why);
        return;
    }
    RulesDoc *doc = SDL_malloc(sizeof *doc);
    for (char *line = index; line && *line && doc;) {
        char *end = SDL_strchr(line, '\n');
        if (end)
            *end = '\0';
        size_t n = SDL_strlen(line);
        while (n > 0 && (line[n - 1] == '\r' || line[n - 1] == ' '))
            line[--n] = '\0';
        if (n > 0 && line[0] != '%' && ls->lesson_count < LEARN_MAX_LESSONS) {
            int k = ls->lesson_count++;
            SDL_snprintf(ls->files[k], LEARN_FILE_MAX, "learn/%s", line);
            char *markup = load_data(app, ls->files[k], why, sizeof why);
            char err[200];
            if (markup && rules_text_parse(markup, doc, err, sizeof err) && doc->section_count > 0)
                SDL_strlcpy(ls->titles[k], doc->sections[0].title, RULES_TITLE_MAX);
            else
                SDL_snprintf(ls->titles[k], RULES_TITLE_MAX, "Lesson %d (cannot be read)", k + 1);
            SDL_free(markup);
        }
        line = end ? end + 1 : NULL;
    }
    SDL_free(doc);
    SDL_free(index);
    if (ls->lesson_count == 0)
        SDL_strlcpy(ls->course_problem, "The course lists no lessons.", sizeof ls->course_problem);
}

/* ---- The pattern on show ---- */

void learn_show_pattern(LearnScene *ls, const char *pattern, bool hide_name)
{
    ls->has_motion = ls->passing = false;
    siteswap_free(ls->broken);
    ls->broken = NULL;
    ls->hide_name = hide_name;
    ls->from_ground = false;
    ls->entry_beats = 0;
    ls->t = 0;
    ls->follow = -1;
    ls->figure[0] = '\0';
    if (!pattern || !pattern[0])
        return;
    SDL_strlcpy(ls->figure, pattern, sizeof ls->figure);
    Siteswap *s = siteswap_parse(pattern, NULL);
    if (!s) { /* perhaps several jugglers, or a bounce */
        learn_pass_show(ls, pattern);
        return;
    }
    if (!siteswap_validate(s, NULL)) {
        ls->broken = s; /* its collisions, on the ladder */
        return;
    }
    ls->period = siteswap_period(s);
    AnimSettings set = anim_default_settings();
    set.start = ANIM_START_IN_STATE; /* straight into the pattern, round and round */
    /* Or, where the lesson is about getting in: the cascade, the way in, the pattern, the way
     * out, round again. */
    SiteswapTransition tr;
    if (ls->meta.from_cascade && !hide_name && siteswap_notation(s) == SITESWAP_ASYNC &&
        !siteswap_is_ground(s) && siteswap_transition(s, &tr, NULL) && tr.entry[0]) {
        set.start = ANIM_START_FROM_GROUND;
        set.ground_repeats = 2; /* a short look at the cascade, then soon the way in */
        ls->entry_beats = tr.entry_length;
        SDL_strlcpy(ls->way_in, tr.entry, sizeof ls->way_in);
        SDL_strlcpy(ls->way_out, tr.exit[0] ? tr.exit : "none", sizeof ls->way_out);
        SDL_strlcpy(ls->ground, tr.ground, sizeof ls->ground);
    }
    ls->has_motion = anim_prepare(s, &set, ls->motion, NULL, 0);
    ls->from_ground = ls->has_motion && set.start == ANIM_START_FROM_GROUND;
    siteswap_free(s);
}

double learn_beat_seconds(const LearnScene *ls)
{
    if (ls->passing)
        return learn_pass_beat_seconds(ls);
    return ls->has_motion && ls->motion->beat_seconds > 0 ? ls->motion->beat_seconds : 0.35;
}

/* A beat on (or back), paused: the next throw, to look at it. */
void learn_step(LearnScene *ls, int beats)
{
    if (!ls->has_motion && !ls->passing)
        return;
    ls->paused = true;
    double b = learn_beat_seconds(ls);
    double beat = floor(ls->t / b + 1e-6) + beats;
    ls->t = fmax(0, beat * b);
}

void learn_follow_next(LearnScene *ls)
{
    int props = ls->passing ? learn_pass_props(ls) : ls->has_motion ? ls->motion->balls : 0;
    if (props <= 0) {
        ls->follow = -1;
        return;
    }
    ls->follow = ls->follow + 1 >= props ? -1 : ls->follow + 1;
}

const char *learn_choice_at(const LearnScene *ls, int place)
{
    if (place < 0 || place >= LEARN_CHOICES)
        return "";
    return ls->meta.ask.choice[ls->order[place]];
}

/* ---- Lessons ---- */

void learn_open_lesson(LearnScene *ls, App *app, int lesson)
{
    if (lesson < 0 || lesson >= ls->lesson_count)
        return;
    ls->mode = LEARN_MODE_LESSON;
    ls->lesson = ls->selected = lesson;
    ls->scroll = ls->scroll_target = 0;
    ls->focused_link = ls->hover_link = -1;
    ls->answer[0] = '\0';
    ls->typing = ls->esc_stopped_typing = ls->esc_warned = false;
    ls->answered = false;
    ls->picked = -1;
    ls->choice_focus = -1;
    ls->paused = false;
    ls->verdict = (LearnVerdict){0};
    ls->problem[0] = '\0';
    ls->laid_w = 0; /* lay out again */
    ls->meta = (LearnLesson){0};
    ls->hover_term = -1;
    learn_choice_order(lesson + 1, ls->order);

    char why[300], err[200];
    char *markup = load_data(app, ls->files[lesson], why, sizeof why);
    if (!ls->doc)
        ls->doc = SDL_malloc(sizeof *ls->doc);
    bool ok = markup && ls->doc;
    char *full = NULL;
    if (!markup)
        SDL_snprintf(ls->problem, sizeof ls->problem, "This lesson could not be found. %s", why);
    else if (ok && !learn_lesson_read(markup, &ls->meta, err, sizeof err)) {
        SDL_snprintf(ls->problem, sizeof ls->problem, "This lesson's exercise has a mistake: "
                     "%s, %s.", ls->files[lesson], err);
        ok = false;
    } else if (ok && !(full = learn_markup_with_words(ls, markup))) {
        SDL_strlcpy(ls->problem, "Out of memory.", sizeof ls->problem);
        ok = false;
    } else if (ok && !rules_text_parse(full, ls->doc, err, sizeof err)) {
        SDL_snprintf(ls->problem, sizeof ls->problem, "This lesson has a mistake and cannot be "
                     "shown: %s, %s.", ls->files[lesson], err);
        ok = false;
    }
    SDL_free(full);
    SDL_free(markup);
    if (!ok) {
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", ls->problem);
        ls->meta = (LearnLesson){0};
        learn_show_pattern(ls, "3", false);
        return;
    }
    ls->progress.at = lesson + 1;
    learn_save_progress(ls, app);
    if (ls->meta.ask.kind == LEARN_ASK_PICK) /* the mystery pattern, unnamed */
        learn_show_pattern(ls, ls->meta.ask.choice[0], true);
    else
        learn_show_pattern(ls, ls->meta.show[0] ? ls->meta.show : "3", false);
}

void learn_submit(LearnScene *ls, App *app, const char *answer)
{
    if (ls->mode != LEARN_MODE_LESSON || ls->meta.ask.kind == LEARN_ASK_NONE)
        return;
    learn_check(&ls->meta.ask, answer, &ls->verdict);
    SDL_strlcpy(ls->checked, answer, sizeof ls->checked);
    ls->answered = true;
    LearnAskKind kind = ls->meta.ask.kind;
    /* A typed pattern is juggled (or its collision shown): the learner sees what they wrote. */
    if ((kind == LEARN_ASK_PATTERN || kind == LEARN_ASK_FIX || kind == LEARN_ASK_WAYIN) &&
        (ls->verdict.juggle || ls->verdict.broken))
        learn_show_pattern(ls, ls->verdict.pattern, false);
    else if (kind == LEARN_ASK_PICK && ls->verdict.right)
        ls->hide_name = false;
    if (ls->verdict.right && !ls->progress.done[ls->lesson + 1]) {
        ls->progress.done[ls->lesson + 1] = true;
        learn_save_progress(ls, app);
    }
}

/* ---- Progress ---- */

void learn_load_progress(LearnScene *ls, App *app)
{
    ls->progress = (LearnProgress){0};
    ls->progress_path[0] = '\0';
    const char *slash = SDL_strrchr(app->settings_path, '/');
#ifdef _WIN32
    const char *back = SDL_strrchr(app->settings_path, '\\');
    if (back && (!slash || back > slash))
        slash = back;
#endif
    if (!app->settings_path[0] || !slash)
        return; /* no preference folder: progress lasts the run */
    SDL_snprintf(ls->progress_path, sizeof ls->progress_path, "%.*s%s",
                 (int)(slash - app->settings_path + 1), app->settings_path, LEARN_PROGRESS_FILE);
    char err[400];
    if (savefile_look(ls->progress_path, err, sizeof err) == SAVEFILE_NONE)
        return;
    size_t len;
    TextfileFault fault = TEXTFILE_OK;
    char *text = savefile_read_fault(ls->progress_path, &len, &fault, err, sizeof err);
    char why[200] = "";
    if (text && learn_progress_parse(text, &ls->progress, why, sizeof why)) {
        SDL_free(text);
        return;
    }
    SDL_free(text);
    if (!text && fault != TEXTFILE_UNUSABLE) {
        /* Perhaps intact: leave it, and save nothing over it this run. */
        SDL_snprintf(ls->progress_note, sizeof ls->progress_note, "Your course progress could not "
                     "be read (%s). It is left as it is; this time nothing is kept.", err);
        ls->progress_path[0] = '\0';
        return;
    }
    char moved[PATH_MAX + 64];
    if (savefile_set_aside(ls->progress_path, moved, sizeof moved))
        SDL_snprintf(ls->progress_note, sizeof ls->progress_note, "Your course progress file was "
                     "damaged (%s). It is kept as %s; the course starts afresh.",
                     text ? why : err, moved);
    else {
        SDL_snprintf(ls->progress_note, sizeof ls->progress_note, "Your course progress file is "
                     "damaged and could not be moved aside (%s). It is left as it is; this time "
                     "nothing is kept.", moved);
        ls->progress_path[0] = '\0';
    }
    ls->progress = (LearnProgress){0};
}

void learn_save_progress(LearnScene *ls, App *app)
{
    if (!ls->progress_path[0])
        return;
    char text[512], err[400];
    if (!learn_progress_format(&ls->progress, text, sizeof text))
        return;
    if (!savefile_write(ls->progress_path, text, SDL_strlen(text), err, sizeof err)) {
        char msg[500];
        SDL_snprintf(msg, sizeof msg, "Your course progress could not be saved: %s", err);
        app_notify(app, msg);
    }
}

/* ---- Layout and scrolling ---- */

void learn_ensure_layout(LearnScene *ls, App *app)
{
    if (ls->laid_w == app->width && ls->laid_h == app->height &&
        ls->laid_text == app->settings.text_size && ls->laid_lesson == ls->lesson)
        return;
    float k = settings_text_scale(app->settings.text_size);
    float qw = learn_layout_question_width(app->width, app->height, k);
    LearnFrame probe;
    LearnAskKind kind = ls->meta.ask.kind;
    int rows = kind == LEARN_ASK_PICK || kind == LEARN_ASK_CHOOSE ? 2 : 1;
    learn_layout_frame(app->width, app->height, k, 0, rows, 3, ls->lesson_count, &probe);
    int widest;
    const char *q = ls->meta.ask.question[0] ? ls->meta.ask.question : "Read on.";
    float qh = text_measure_wrapped(app->text, FONT_BOLD, probe.small_px, q, qw, &widest);
    learn_layout_frame(app->width, app->height, k, qh, rows, 3, ls->lesson_count, &ls->frame);
    if (ls->meta.state) { /* the state line takes the figure's top */
        float sh = ls->frame.state_line.h * 1.15f;
        ls->frame.figure.y += sh;
        ls->frame.figure.h -= sh;
    }
    ls->laid_w = app->width;
    ls->laid_h = app->height;
    ls->laid_text = app->settings.text_size;
    ls->laid_lesson = ls->lesson;
    if (ls->doc && ls->flow && !ls->problem[0])
        rules_layout_flow(ls->doc, ls->frame.text_view.w, ls->frame.body_px, ls->frame.heading_px,
                          textfit_measure_cache, app->text, ls->flow);
    else if (ls->flow)
        ls->flow->height = 0, ls->flow->run_count = 0, ls->flow->box_count = 0;
    ls->scroll_target = SDL_min(ls->scroll_target, learn_max_scroll(ls));
    ls->scroll = SDL_min(ls->scroll, learn_max_scroll(ls));
}

float learn_max_scroll(const LearnScene *ls)
{
    if (!ls->flow)
        return 0;
    return SDL_max(0.0f, ls->flow->height - ls->frame.text_view.h);
}

void learn_scroll_by(LearnScene *ls, float dy)
{
    float t = ls->scroll_target + dy;
    ls->scroll_target = t < 0 ? 0 : t > learn_max_scroll(ls) ? learn_max_scroll(ls) : t;
}
