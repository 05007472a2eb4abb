#include "lab_pattern.h"

#include "lab_history.h"
#include "notation.h"
#include "lab_pass.h"

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
    SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "%d %s \u00b7 period %d \u00b7 %s%s%s%s",
                 balls, lab_prop_name(lab->prop, balls), siteswap_period(s),
                 siteswap_is_ground(s) ? "ground state" : "excited state",
                 siteswap_is_prime(s) ? " \u00b7 prime" : "",
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

/* Text in the whole notation (notation.h): a pattern with a vanilla, multiplex or synchronous
 * form is juggled as that ((531^2), {5}1, 3BB drawn plainly); a valid one without (passing,
 * mixed, short beats, hands) is named with what the Lab cannot do yet. err keeps siteswap_parse's
 * message for text that notation cannot read better. */
static Siteswap *full_notation(const char *text, SiteswapError *err)
{
    SiteswapError full = {0};
    NotationPattern *n = notation_parse(text, &full);
    bool ok = n && notation_validate(n, &full);
    if (!ok) {
        if (notation_needs_full(text) || (n && SDL_strcmp(notation_kind(n), "mixed") == 0))
            *err = full;
        notation_free(n);
        return NULL;
    }
    Siteswap *s = notation_to_siteswap(n);
    if (!s) {
        int props = notation_props(n);
        err->column = 0;
        if (n->jugglers > 1)
            SDL_snprintf(err->message, sizeof err->message,
                         "A valid passing pattern for %d jugglers with %d props; the Lab cannot "
                         "juggle passing patterns yet", n->jugglers, props);
        else
            SDL_snprintf(err->message, sizeof err->message,
                         "Valid in Juggling Lab's notation with %d props; the Lab cannot juggle "
                         "%s yet", props,
                         n->has_sync && n->has_async ? "mixed sync and async throws"
                         : n->short_beats            ? "short beats (!)"
                         : n->max_throw > SITESWAP_MAX_THROW ? "throws above z"
                                                             : "these hands");
    }
    notation_free(n);
    return s;
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
    const char *text = lab->field.edit.text;
    /* Several jugglers or a bounce: the passing animator's (lab_pass.c). */
    notation_free(lab->pass_typed);
    lab->pass_typed = lab_pass_wanted(text);
    if (lab->pass_typed) {
        if (lab->passing && SDL_strcmp(text, lab->juggled_text) == 0) {
            lab->valid = true;
            return;
        }
        lab->waiting = true;
        lab->wait_ticks = TYPING_PAUSE_TICKS;
        SDL_strlcpy(lab->message, "Juggled when you stop typing (or press Enter)",
                    sizeof lab->message);
        return;
    }
    Siteswap *s = notation_needs_full(text) ? NULL : siteswap_parse(text, &err);
    if (!s)
        s = full_notation(text, &err);
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
    if (lab->has_motion && !lab->passing && SDL_strcmp(lab->field.edit.text, lab->juggled_text) == 0) {
        lab->valid = true; /* typed back to what is juggled: it goes on, no restart */
        return;
    }
    lab->waiting = true;
    lab->wait_ticks = TYPING_PAUSE_TICKS;
    SDL_strlcpy(lab->message, "Juggled when you stop typing (or press Enter)",
                sizeof lab->message);
}

/* Juggles the valid pattern waiting in the field in the Lab's style; false (the pattern
 * juggled before kept) when the animator cannot. */
static bool juggle_waiting(LabScene *lab, App *app)
{
    lab->waiting = false;
    lab->wait_ticks = 0;
    lab->message[0] = '\0';
    if (lab->pass_typed) {
        if (!lab_pass_juggle(lab, lab->field.edit.text))
            return false;
        lab->valid = true;
        SDL_strlcpy(lab->juggled_text, lab->field.edit.text, sizeof lab->juggled_text);
        lab_history_add(lab->history, lab->juggled_text);
        return true;
    }
    Siteswap *before = lab->juggled, *now = siteswap_copy(lab->typed);
    if (!now) {
        SDL_strlcpy(lab->message, "Out of memory for the pattern", sizeof lab->message);
        return false;
    }
    lab->juggled = now;
    if (!prepare(lab, false)) {
        siteswap_free(now);
        lab->juggled = before;
        return false;
    }
    siteswap_free(before);
    lab_pass_stop(lab);
    lab->valid = true;
    SDL_strlcpy(lab->juggled_text, lab->field.edit.text, sizeof lab->juggled_text);
    describe(lab);
    lab_history_add(lab->history, lab->juggled_text);
    return true;
}

/* After a failed juggle_waiting: the pattern juggled before goes on as it was. */
static void keep_juggling(LabScene *lab)
{
    if (lab->juggled)
        prepare(lab, true);
}

bool lab_juggle_typed(LabScene *lab, App *app)
{
    if (!lab->waiting)
        return false;
    /* A typed pattern is no catalogue pick: it drops the pick's name, and the movement that
     * came with it (a movement the player chose stays). */
    AnimStyle style = lab->style;
    bool picked = lab->style_picked;
    if (picked)
        lab->style = ANIM_STYLE_NORMAL;
    lab->style_picked = false;
    if (juggle_waiting(lab, app)) {
        lab->name[0] = '\0';
    } else {
        lab->style = style;
        lab->style_picked = picked;
        keep_juggling(lab);
    }
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

/* Puts a pattern in the field from the catalogue (pick: its entry), the history or the random
 * maker, and juggles it at once (it was chosen, not typed), playing even if the juggler was
 * paused. A catalogue pick comes in its style and with its name; anything else drops them. */
void lab_load_pick(LabScene *lab, App *app, const char *text, const CatalogueEntry *pick)
{
    AnimStyle style = lab->style;
    bool picked = lab->style_picked;
    if (pick) {
        lab->style = anim_style_named(pick->style);
        lab->style_picked = true;
    } else if (picked) {
        lab->style = ANIM_STYLE_NORMAL;
        lab->style_picked = false;
    }
    textfield_init(&lab->field, text);
    lab->juggled_text[0] = '\0'; /* chosen again: starts over, in the style it came with */
    check(lab);
    bool tried = lab->waiting;
    if (tried && juggle_waiting(lab, app)) {
        SDL_strlcpy(lab->name, pick ? pick->name : "", sizeof lab->name);
        lab->name_style = lab->style;
        lab->paused = false;
        return;
    }
    /* Not juggled: what was juggled goes on in its own style. */
    bool restyled = lab->style != style;
    lab->style = style;
    lab->style_picked = picked;
    if (tried || restyled)
        keep_juggling(lab);
}

void lab_load(LabScene *lab, App *app, const char *text)
{
    lab_load_pick(lab, app, text, NULL);
}

void lab_rechoose(LabScene *lab, bool keep_time)
{
    if (lab->passing) {
        lab_pass_rechoose(lab);
        return;
    }
    if (!lab->has_motion)
        return;
    if (prepare(lab, keep_time) && lab->valid)
        describe(lab);
}
