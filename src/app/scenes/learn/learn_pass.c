#include "learn_pass.h"

#include "juggler_pass.h"
#include "probe_json.h"

struct LearnPass {
    AnimPassMotion motion;
    AnimPassPose pose;
    SDL_FRect boxes[ANIM_PASS_MAX_JUGGLERS]; /* as last drawn, for the probe */
    int drawn;
    double prop_px;
};

static bool has_bounce(const NotationPattern *n)
{
    for (int i = 0; i < n->throw_count; i++)
        if (SDL_strchr(n->throws[i].modifier, 'B'))
            return true;
    return false;
}

bool learn_pass_show(LearnScene *ls, const char *pattern)
{
    NotationPattern *n = notation_parse(pattern, NULL);
    if (!n || !notation_validate(n, NULL) || !(n->jugglers > 1 || has_bounce(n))) {
        notation_free(n);
        return false;
    }
    if (!ls->pass)
        ls->pass = SDL_calloc(1, sizeof *ls->pass); /* large: made once, when first needed */
    AnimSettings set = anim_default_settings();
    /* passers pass clubs; bouncers bounce balls (as the Lab chooses) */
    set.prop = n->jugglers > 1 && !has_bounce(n) ? ANIM_PROP_CLUB : ANIM_PROP_BALL;
    char err[200];
    bool ok = ls->pass && anim_pass_prepare(n, &set, &ls->pass->motion, err, sizeof err);
    if (ls->pass && !ok)
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s cannot be juggled: %s", pattern, err);
    notation_free(n);
    ls->passing = ok;
    if (ok)
        ls->pass->drawn = 0;
    return ok;
}

void learn_pass_free(LearnScene *ls)
{
    SDL_free(ls->pass);
    ls->pass = NULL;
    ls->passing = false;
}

double learn_pass_beat_seconds(const LearnScene *ls)
{
    return ls->passing ? ls->pass->motion.beat_seconds : 0;
}

int learn_pass_props(const LearnScene *ls)
{
    return ls->passing ? ls->pass->motion.props : 0;
}

const char *learn_prop_word(const LearnScene *ls)
{
    return ls->passing && ls->pass->motion.settings.prop == ANIM_PROP_CLUB ? "club" : "ball";
}

void learn_pass_counts(const LearnScene *ls, char *out, size_t size)
{
    const AnimPassMotion *m = &ls->pass->motion;
    const char *prop = learn_prop_word(ls);
    /* short: speed, pause and the club followed follow on the same line */
    if (m->jugglers > 1)
        SDL_snprintf(out, size, "%d jugglers, %d %s%s  \u00b7  ", m->jugglers, m->props, prop,
                     m->props == 1 ? "" : "s");
    else
        SDL_snprintf(out, size, "%d %s%s, bounced  \u00b7  ", m->props, prop,
                     m->props == 1 ? "" : "s");
}

/* The whole pattern in the figure area, no taller than the solo juggler's size rule allows. */
static AnimShot shot_of(const LearnScene *ls, const App *app)
{
    SDL_FRect area = ls->frame.figure;
    return juggler_pass_shot(&ls->pass->motion, area, juggler_max_shot_height(area, app->height));
}

void learn_pass_draw(LearnScene *ls, App *app, double t)
{
    struct LearnPass *p = ls->pass;
    SDL_FRect area = ls->frame.figure;
    AnimShot shot = shot_of(ls, app);
    juggler_pass_pose(&p->motion, t, &p->pose);
    JugglerPassView view = {.area = area, .shot = &shot,
                            .colour_blind = app->settings.colour_blind_props,
                            .follow = ls->follow, .name_px = ls->frame.small_px};
    juggler_pass_draw(app->renderer, app->text, &p->motion, &p->pose, &view);
    p->drawn = juggler_pass_boxes(&p->motion, &p->pose, &shot, area, p->boxes);
    p->prop_px = juggler_pass_prop_px(&p->motion, &shot, area);
    ls->drawn_on = true;
}

void learn_pass_draw_ladder(LearnScene *ls, App *app, double now_beat, int label_px)
{
    juggler_pass_draw_ladder(app->renderer, app->text, &ls->pass->motion, ls->frame.ladder,
                             label_px, app->settings.colour_blind_props, now_beat, ls->ladder,
                             LEARN_LADDER_MAX);
}

void learn_pass_probe(const LearnScene *ls, JsonWriter *j, bool on)
{
    const struct LearnPass *p = ls->pass;
    int n = on ? p->drawn : 0;
    probe_jugglers(j, p->boxes, n, p->prop_px);
    probe_int(j, "jugglers", p->motion.jugglers);
    probe_int(j, "props", p->motion.props);
}
