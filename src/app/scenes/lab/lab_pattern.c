#include "lab_pattern.h"

#include "lab_history.h"

const char *lab_prop_name(AnimProp p, int count)
{
    if (p == ANIM_PROP_CLUB)
        return count == 1 ? "club" : "clubs";
    if (p == ANIM_PROP_RING)
        return count == 1 ? "ring" : "rings";
    return count == 1 ? "ball" : "balls";
}

bool lab_blank(const char *s)
{
    for (; *s; s++)
        if (*s != ' ')
            return false;
    return true;
}

/* ---- What is juggled ---- */

/* Prepares the motion for lab->juggled with the Lab's settings; keep_time keeps the juggler
 * where it is in the pattern (a change of props), else it starts over. */
static bool prepare(LabScene *lab, bool keep_time)
{
    AnimSettings set = anim_default_settings();
    set.prop = lab->prop;
    set.style = lab->style;
    set.start_left = lab->start_left;
    set.start = lab->in_state ? ANIM_START_IN_STATE : ANIM_START_FROM_GROUND;
    set.ground_repeats = GROUND_BEATS;
    char why[200];
    if (!anim_prepare(lab->juggled, &set, lab->motion, why, sizeof why)) {
        SDL_strlcpy(lab->message, why, sizeof lab->message);
        lab->has_motion = false;
        return false;
    }
    lab->has_motion = true;
    if (!keep_time)
        lab->t = 0;
    if (lab->follow >= lab->motion->balls)
        lab->follow = -1;
    return true;
}

/* The facts lines for the juggled pattern. */
static void describe(LabScene *lab)
{
    const Siteswap *s = lab->juggled;
    const AnimMotion *m = lab->motion;
    int balls = siteswap_balls(s);
    SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "%d %s \u00b7 period %d \u00b7 %s%s%s", balls,
                 lab_prop_name(lab->prop, balls), siteswap_period(s),
                 siteswap_is_ground(s) ? "ground state" : "excited state",
                 siteswap_notation(s) == SITESWAP_SYNC ? " \u00b7 synchronous" : "",
                 siteswap_is_multiplex(s) ? " \u00b7 multiplex" : "");
    char state[SITESWAP_TEXT_SIZE] = "";
    siteswap_state(s, state, sizeof state);
    int top = siteswap_max_throw(s);
    /* The throw's height above the hand, as jugglers say it (a cascade: about 0.4 m), not the
     * height above the floor the animator frames the view with. */
    SDL_snprintf(lab->facts[1], sizeof lab->facts[1],
                 "State %s \u00b7 highest throw %c, %.1f m above the hand", state,
                 siteswap_throw_char(top), m->throw_height);

    SiteswapTransition tr;
    SiteswapError err;
    lab->entry_beats = 0;
    if (siteswap_is_ground(s)) {
        SDL_snprintf(lab->facts[2], sizeof lab->facts[2],
                     "Ground state: it can be started straight away, no way in needed");
    } else if (siteswap_transition(s, &tr, &err)) {
        int unit = siteswap_notation(s) == SITESWAP_SYNC ? 2 : 1;
        lab->entry_beats = tr.entry_length * unit;
        if (!tr.entry[0] && !tr.exit[0])
            SDL_strlcpy(lab->facts[2], "Ground state when started on another throw: no way in needed",
                        sizeof lab->facts[2]);
        else
            SDL_snprintf(lab->facts[2], sizeof lab->facts[2], "Way in from %s: %s \u00b7 way out: %s",
                         tr.ground, tr.entry[0] ? tr.entry : "none", tr.exit[0] ? tr.exit : "none");
    } else {
        SDL_snprintf(lab->facts[2], sizeof lab->facts[2], "No way in from the ground state: %s",
                     err.message);
    }
    if (!lab->in_state && m->settings.start == ANIM_START_IN_STATE)
        SDL_strlcpy(lab->facts[3], "Shown in its own state: no even-ball fountain leads into it",
                    sizeof lab->facts[3]);
    else if (m->slowdown > 1.05)   /* high throws: juggled quicker and lower, shown slowed */
        SDL_snprintf(lab->facts[3], sizeof lab->facts[3],
                     "Juggled at %.1f throws a second, shown %.1f\u00d7 slower",
                     m->settings.rate * m->slowdown, m->slowdown);
    else
        SDL_snprintf(lab->facts[3], sizeof lab->facts[3], "%.1f throws a second at full speed",
                     m->settings.rate);
}

/* Checks the typed pattern: a mistake is explained at once; a valid pattern waits for typing to
 * pause (lab_juggle_typed), unless it is the one already juggled. */
static void check(LabScene *lab)
{
    SDL_strlcpy(lab->checked, lab->field.edit.text, sizeof lab->checked);
    lab->message[0] = '\0';
    lab->valid = lab->parsed = lab->waiting = false;
    lab->wait_ticks = 0;
    SDL_zero(lab->problems);
    if (lab_blank(lab->field.edit.text)) {
        SDL_strlcpy(lab->message, "Type a siteswap: 3, 531, (4,2x)*, [34]23 \u2026",
                    sizeof lab->message);
        return;
    }
    SiteswapError err = {0};
    Siteswap *s = siteswap_parse(lab->field.edit.text, &err);
    bool ok = s != NULL;
    if (ok) {
        siteswap_free(lab->typed);
        lab->typed = s;
        lab->parsed = true;
        ok = siteswap_validate(s, &err);
        if (!ok)
            siteswap_problems(s, &lab->problems);
    }
    if (!ok) {
        SDL_strlcpy(lab->message, err.message, sizeof lab->message);
        if (lab->message[0] >= 'a' && lab->message[0] <= 'z') /* shown as a sentence */
            lab->message[0] = (char)(lab->message[0] - 'a' + 'A');
        return; /* the last valid pattern keeps juggling while the player fixes the typo */
    }
    if (lab->has_motion && SDL_strcmp(lab->field.edit.text, lab->juggled_text) == 0) {
        lab->valid = true; /* typed back to what is juggled: it goes on, no restart */
        return;
    }
    lab->waiting = true;
    lab->wait_ticks = TYPING_PAUSE_TICKS;
    SDL_strlcpy(lab->message, "Juggled when you stop typing (or press Enter)",
                sizeof lab->message);
}

bool lab_juggle_typed(LabScene *lab, App *app)
{
    if (!lab->waiting)
        return false;
    lab->waiting = false;
    lab->wait_ticks = 0;
    lab->message[0] = '\0';
    Siteswap *before = lab->juggled, *now = siteswap_copy(lab->typed);
    bool had = lab->has_motion;
    if (!now) {
        SDL_strlcpy(lab->message, "Out of memory for the pattern", sizeof lab->message);
        return true;
    }
    lab->juggled = now;
    if (!prepare(lab, false)) {
        siteswap_free(now);
        lab->juggled = before;
        if (had)
            prepare(lab, true);
        return true;
    }
    siteswap_free(before);
    lab->valid = true;
    SDL_strlcpy(lab->juggled_text, lab->field.edit.text, sizeof lab->juggled_text);
    describe(lab);
    lab_history_add(lab->history, lab->juggled_text);
    return true;
}

void lab_typing_tick(LabScene *lab, App *app)
{
    if (lab->waiting && --lab->wait_ticks <= 0)
        lab_juggle_typed(lab, app);
}

void lab_refresh(LabScene *lab)
{
    if (SDL_strcmp(lab->checked, lab->field.edit.text) != 0)
        check(lab);
}

/* Puts a pattern in the field from the catalogue, the history or the random maker, and juggles
 * it at once (it was chosen, not typed). */
void lab_load(LabScene *lab, App *app, const char *text)
{
    textfield_init(&lab->field, text);
    lab->juggled_text[0] = '\0'; /* chosen again: starts over, in the style it came with */
    check(lab);
    lab_juggle_typed(lab, app);
}

void lab_rechoose(LabScene *lab, bool keep_time)
{
    if (!lab->has_motion)
        return;
    if (prepare(lab, keep_time) && lab->valid)
        describe(lab);
}
