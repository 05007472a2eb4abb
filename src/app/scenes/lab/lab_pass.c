#include "lab_pass.h"

#include "juggler_pass.h"
#include "probe_json.h"

#include <math.h>

/* "clubs", "ball"...: lab_pattern.c's words, kept here so the two files do not include each
 * other. */
static const char *prop_words(AnimProp p, int count)
{
    bool one = count == 1;
    return p == ANIM_PROP_CLUB ? (one ? "club" : "clubs")
           : p == ANIM_PROP_RING ? (one ? "ring" : "rings")
                                 : (one ? "ball" : "balls");
}

static bool has_bounce(const NotationPattern *n)
{
    for (int i = 0; i < n->throw_count; i++)
        if (SDL_strchr(n->throws[i].modifier, 'B'))
            return true;
    return false;
}

NotationPattern *lab_pass_wanted(const char *text)
{
    SiteswapError err = {0};
    NotationPattern *n = notation_parse(text, &err);
    if (n && notation_validate(n, &err) && (n->jugglers > 1 || has_bounce(n)))
        return n;
    notation_free(n);
    return NULL;
}

static bool prepare(LabScene *lab)
{
    if (!lab->pass_motion)
        lab->pass_motion = SDL_malloc(sizeof *lab->pass_motion);
    if (!lab->pass_pose)
        lab->pass_pose = SDL_malloc(sizeof *lab->pass_pose);
    if (!lab->pass_motion || !lab->pass_pose) {
        SDL_strlcpy(lab->message, "Out of memory for the jugglers", sizeof lab->message);
        return false;
    }
    AnimSettings st = anim_default_settings();
    st.prop = lab->prop;
    char err[200];
    if (!anim_pass_prepare(lab->pass_juggled, &st, lab->pass_motion, err, sizeof err)) {
        SDL_strlcpy(lab->message, err, sizeof lab->message);
        return false;
    }
    return true;
}

bool lab_pass_juggle(LabScene *lab, const char *text)
{
    (void)text;
    NotationPattern *before = lab->pass_juggled;
    lab->pass_juggled = lab->pass_typed;
    lab->pass_typed = NULL;
    if (!prepare(lab)) {
        lab->pass_typed = lab->pass_juggled;
        lab->pass_juggled = before;
        if (before)
            prepare(lab);
        return false;
    }
    notation_free(before);
    /* passers pass clubs and bouncers bounce balls, unless the player chose otherwise */
    AnimProp want = lab->pass_juggled->jugglers > 1 && !has_bounce(lab->pass_juggled)
                        ? ANIM_PROP_CLUB : ANIM_PROP_BALL;
    if (!lab->prop_picked && lab->prop != want) {
        lab->prop = want;
        prepare(lab);
    }
    lab->passing = true;
    lab->t = 0;
    lab->follow = -1;
    lab_pass_describe(lab);
    return true;
}

void lab_pass_stop(LabScene *lab)
{
    lab->passing = false;
}

void lab_pass_free(LabScene *lab)
{
    notation_free(lab->pass_typed);
    notation_free(lab->pass_juggled);
    SDL_free(lab->pass_motion);
    SDL_free(lab->pass_pose);
}

void lab_pass_rechoose(LabScene *lab)
{
    if (lab->passing && lab->pass_juggled && prepare(lab))
        lab_pass_describe(lab);
}

void lab_pass_toggle_view(LabScene *lab)
{
    lab->pass_view = !lab->pass_view;
    if (lab->passing)
        lab_pass_describe(lab);
}

static const char *name_of(const AnimPassMotion *m, const AnimPassEvent *e)
{
    return anim_pass_event_name(m, e);
}

/* "pass", or "pass to C" among three or more. */
static void throw_words(const AnimPassMotion *m, const AnimPassEvent *e, char *out, size_t n)
{
    if (e->pass && m->jugglers > 2)
        SDL_snprintf(out, n, "%s to %s", name_of(m, e), ladder_pass_name(e->to_juggler));
    else
        SDL_strlcpy(out, name_of(m, e), n);
}

/* Whole pattern: "1 A pass, B pass · 2 A self, B self"; own count: "A: pass self · B: ...". */
static void names_line(const AnimPassMotion *m, int view, char *out, size_t n)
{
    out[0] = '\0';
    char word[40], part[120];
    if (view == 0) {
        for (int b = 0; b < m->period; b++) {
            SDL_snprintf(part, sizeof part, "%s%d ", b ? " \u00b7 " : "", b + 1);
            bool any = false;
            for (int i = m->beat_first[b]; i < m->beat_first[b + 1]; i++) {
                const AnimPassEvent *e = &m->events[i];
                if (e->value == 0 && m->jugglers > 1)
                    continue;
                throw_words(m, e, word, sizeof word);
                if (m->jugglers > 1)
                    SDL_snprintf(part + SDL_strlen(part), sizeof part - SDL_strlen(part), "%s%s %s",
                                 any ? ", " : "", ladder_pass_name(e->juggler), word);
                else
                    SDL_snprintf(part + SDL_strlen(part), sizeof part - SDL_strlen(part), "%s%s",
                                 any ? ", " : "", word);
                any = true;
            }
            if (any)
                SDL_strlcat(out, part, n);
        }
        return;
    }
    for (int j = 0; j < m->jugglers; j++) {
        SDL_snprintf(part, sizeof part, "%s%s:", j ? " \u00b7 " : "", ladder_pass_name(j));
        int last_beat = -1;
        for (int i = 0; i < m->event_count; i++) {
            const AnimPassEvent *e = &m->events[i];
            if (e->juggler != j || e->value == 0)
                continue;
            throw_words(m, e, word, sizeof word);
            SDL_snprintf(part + SDL_strlen(part), sizeof part - SDL_strlen(part), "%s%s",
                         e->beat == last_beat ? "+" : " ", word);
            last_beat = e->beat;
        }
        SDL_strlcat(out, part, n);
    }
}

void lab_pass_describe(LabScene *lab)
{
    const AnimPassMotion *m = lab->pass_motion;
    if (!m)
        return;
    if (m->jugglers > 1)
        SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "Passing: %d jugglers, %d %s \u00b7 period %d%s",
                     m->jugglers, m->props, prop_words(lab->prop, m->props), m->period,
                     m->bounces ? " \u00b7 bounces" : "");
    else
        SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "Bounce juggling: %d %s off the floor \u00b7 period %d",
                     m->props, prop_words(lab->prop, m->props), m->period);
    names_line(m, lab->pass_view, lab->facts[1], sizeof lab->facts[1]);
    SDL_snprintf(lab->facts[2], sizeof lab->facts[2], "%s \u00b7 Ctrl+G: %s",
                 lab->pass_view ? "Each juggler's count" : "Whole pattern",
                 lab->pass_view ? "whole pattern" : "each juggler's count");
    SDL_snprintf(lab->facts[3], sizeof lab->facts[3], "%.1f throws a second%s", m->settings.rate,
                 m->jugglers > 1 ? " for each juggler" : "");
}

static AnimShot pass_shot(const LabScene *lab)
{
    if (lab->camera.framed)
        return lab->camera.shot;
    return juggler_pass_shot(lab->pass_motion, lab->lay.juggler, lab->camera.max_height);
}

void lab_pass_follow(LabScene *lab, double dt)
{
    AnimShot want = juggler_pass_shot(lab->pass_motion, lab->lay.juggler,
                                    lab->camera.max_height);
    anim_camera_follow_shot(&lab->camera, want, dt);
}

bool lab_pass_settled(const LabScene *lab)
{
    AnimShot want = juggler_pass_shot(lab->pass_motion, lab->lay.juggler,
                                    lab->camera.max_height);
    AnimShot now = pass_shot(lab);
    double tolerance = 1e-4 * want.height;
    return fabs(now.cx - want.cx) <= tolerance && fabs(now.cy - want.cy) <= tolerance &&
           fabs(now.height - want.height) <= tolerance;
}

void lab_pass_draw(LabScene *lab, App *app, double t)
{
    AnimShot shot = pass_shot(lab);
    juggler_pass_pose(lab->pass_motion, t, lab->pass_pose);
    JugglerPassView view = {.area = lab->lay.juggler, .shot = &shot,
                            .colour_blind = app->settings.colour_blind_props,
                            .follow = lab->follow, .name_px = lab->lay.body_px};
    juggler_pass_draw(app->renderer, app->text, lab->pass_motion, lab->pass_pose, &view);
}

void lab_pass_draw_ladder(LabScene *lab, App *app, double now_beat)
{
    juggler_pass_draw_ladder(app->renderer, app->text, lab->pass_motion, lab->lay.ladder,
                             lab->lay.ladder_px, app->settings.colour_blind_props, now_beat,
                             lab->ladder, LADDER_MAX);
}

void lab_pass_probe(LabScene *lab, App *app, JsonWriter *j)
{
    (void)app;
    const AnimPassMotion *m = lab->pass_motion;
    AnimShot shot = pass_shot(lab);
    juggler_pass_pose(m, lab->t, lab->pass_pose);
    SDL_FRect boxes[ANIM_PASS_MAX_JUGGLERS];
    int n = juggler_pass_boxes(m, lab->pass_pose, &shot, lab->lay.juggler, boxes);
    probe_int(j, "jugglers", m->jugglers);
    probe_int(j, "props", m->props);
    probe_bool(j, "bounce", m->bounces);
    if (m->bounces)
        probe_num(j, "floor_y", juggler_pass_floor_y(&shot, lab->lay.juggler));
    probe_jugglers(j, boxes, n, juggler_pass_prop_px(m, &shot, lab->lay.juggler));
    probe_str(j, "names_view", lab->pass_view ? "local" : "global");
    json_open(j, "throws", '[');
    for (int i = 0; i < m->event_count; i++) {
        const AnimPassEvent *e = &m->events[i];
        json_open(j, NULL, '{');
        probe_str(j, "juggler", ladder_pass_name(e->juggler));
        probe_int(j, "beat", e->beat + 1);
        probe_str(j, "hand", e->hand == SITESWAP_RIGHT ? "R" : "L");
        probe_int(j, "value", e->value);
        probe_str(j, "name", name_of(m, e));
        probe_str(j, "to", ladder_pass_name(e->to_juggler));
        probe_str(j, "to_hand", e->to_hand == SITESWAP_RIGHT ? "R" : "L");
        json_close(j, '}');
    }
    json_close(j, ']');
}
