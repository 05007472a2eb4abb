#include "lab.h"

#include "catalogue.h"
#include "draw.h"
#include "juggler.h"
#include "ladder.h"
#include "button.h"
#include "hit.h"
#include "list.h"
#include "palette.h"
#include "rng.h"
#include "siteswap_gen.h"
#include "textfield.h"

#include <math.h>

/* Slow motion down to a tenth, and up to double speed. */
static const double speeds[] = {0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0};
#define SPEED_COUNT (int)(sizeof speeds / sizeof speeds[0])
#define SPEED_NORMAL 4

/* A typed pattern that stays valid this long goes into the history (not every step of typing
 * "531" does: "5" is valid too). */
#define SETTLE_TICKS (LOOP_TICKS_PER_SECOND * 6 / 5)
#define GROUND_BEATS 4          /* cascade throws before the way in: the pattern shows at once */
#define LADDER_MAX 1200
#define TRAIL_SAMPLES 24
#define RANDOM_VISITS 200000    /* patterns looked at for one random pick, at most */

static const char *const style_names[ANIM_STYLE_COUNT] = {
    "Normal", "Reverse", "Mills Mess", "Tennis", "Columns", "Burke's", "Rubenstein's",
};

typedef struct RandomRange {
    const char *name;
    int lo, hi;
} RandomRange;

static const RandomRange random_ranges[LAB_RANDOM_ROWS] = {
    {"Balls", 1, 9}, {"Period", 1, 8}, {"Highest throw", 1, 15},
};

typedef struct LabScene {
    Scene base;
    LabLayout lay;

    /* The field and what it holds. */
    TextField field;
    char checked[TEXTEDIT_CAPACITY]; /* the text the facts below describe */
    bool valid;
    bool parsed;                     /* typed parses (valid or not): its ladder is drawn */
    Siteswap typed;
    SiteswapProblems problems;
    char message[200];
    char facts[LAB_FACT_LINES][200];
    int settle_ticks;                /* > 0: a valid pattern waiting to go into the history */

    /* What is juggled: the last valid pattern. */
    AnimMotion *motion;              /* a few hundred kB: on the heap, one per Lab */
    bool has_motion;
    Siteswap juggled;
    char juggled_text[TEXTEDIT_CAPACITY];
    int entry_beats;                 /* the way in from the cascade, from siteswap_transition */
    AnimProp prop;
    AnimStyle style;
    bool start_left;
    bool in_state;
    double t;                        /* seconds into the motion */
    int speed_step;
    bool paused;
    int follow;                      /* prop singled out, -1 none */

    /* This frame's ladder (also read by the status for tests). */
    AnimLadderThrow ladder[LADDER_MAX];
    int ladder_count;
    int current_throw;
    LabPhase phase;

    /* Pointer. */
    int hover;                       /* button under the pointer, -1 none */
    bool scrubbing;                  /* dragging the ladder moves time */
    float drag_x, drag_y;
    double drag_t;
    bool list_drag, list_moved;
    float drag_top;                  /* the list's top when the drag began */

    /* The browser. */
    bool browsing;
    LabTab tab;
    TextField search;
    const Catalogue *catalogue;  /* the app's, loaded once */
    const char *catalogue_error; /* why it is empty ("" when it is not): the app's words */
    int matches[CATALOGUE_MAX_ENTRIES];
    int match_count;
    UiList list[LAB_TAB_COUNT];      /* each list's choice and scroll; random: the focused row */
    int random_value[LAB_RANDOM_ROWS];
    RngState rng;
} LabScene;

static void lab_update(Scene *scene, App *app);

static const char *prop_name(AnimProp p, int count)
{
    if (p == ANIM_PROP_CLUB)
        return count == 1 ? "club" : "clubs";
    if (p == ANIM_PROP_RING)
        return count == 1 ? "ring" : "rings";
    return count == 1 ? "ball" : "balls";
}

static bool blank(const char *s)
{
    for (; *s; s++)
        if (*s != ' ')
            return false;
    return true;
}

static double speed(const LabScene *lab)
{
    return speeds[lab->speed_step];
}

static double beat_seconds(const LabScene *lab)
{
    return lab->has_motion ? lab->motion->beat_seconds : 1.0;
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
    if (!anim_prepare(&lab->juggled, &set, lab->motion, why, sizeof why)) {
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
    const Siteswap *s = &lab->juggled;
    const AnimMotion *m = lab->motion;
    int balls = siteswap_balls(s);
    SDL_snprintf(lab->facts[0], sizeof lab->facts[0], "%d %s \u00b7 period %d \u00b7 %s%s%s", balls,
                 prop_name(lab->prop, balls), siteswap_period(s),
                 siteswap_is_ground(s) ? "ground state" : "excited state",
                 s->notation == SITESWAP_SYNC ? " \u00b7 synchronous" : "",
                 s->multiplex ? " \u00b7 multiplex" : "");
    char state[SITESWAP_TEXT_SIZE] = "";
    siteswap_state(s, state, sizeof state);
    int top = siteswap_max_throw(s);
    SDL_snprintf(lab->facts[1], sizeof lab->facts[1], "State %s \u00b7 highest throw %c, %.1f m up",
                 state, siteswap_throw_char(top), m->max_height);

    SiteswapTransition tr;
    SiteswapError err;
    lab->entry_beats = 0;
    if (siteswap_is_ground(s)) {
        SDL_snprintf(lab->facts[2], sizeof lab->facts[2],
                     "Ground state: it can be started straight away, no way in needed");
    } else if (siteswap_transition(s, &tr, &err)) {
        int unit = s->notation == SITESWAP_SYNC ? 2 : 1;
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
    else
        SDL_snprintf(lab->facts[3], sizeof lab->facts[3], "%.1f throws a second at full speed",
                     m->settings.rate);
}

/* Checks the typed pattern; a valid one is juggled at once, from the cascade. */
static void check(LabScene *lab)
{
    SDL_strlcpy(lab->checked, lab->field.edit.text, sizeof lab->checked);
    lab->message[0] = '\0';
    lab->valid = lab->parsed = false;
    lab->settle_ticks = 0;
    SDL_zero(lab->problems);
    if (blank(lab->field.edit.text)) {
        SDL_strlcpy(lab->message, "Type a siteswap: 3, 531, (4,2x)*, [34]23 \u2026",
                    sizeof lab->message);
        return;
    }
    Siteswap s;
    SiteswapError err = {0};
    bool ok = siteswap_parse(lab->field.edit.text, &s, &err);
    if (ok) {
        lab->typed = s;
        lab->parsed = true;
        ok = siteswap_validate(&s, &err);
        if (!ok)
            siteswap_problems(&s, &lab->problems);
    }
    if (!ok) {
        SDL_strlcpy(lab->message, err.message, sizeof lab->message);
        if (lab->message[0] >= 'a' && lab->message[0] <= 'z') /* shown as a sentence */
            lab->message[0] = (char)(lab->message[0] - 'a' + 'A');
        return; /* the last valid pattern keeps juggling while the player fixes the typo */
    }
    Siteswap before = lab->juggled;
    bool had = lab->has_motion;
    lab->juggled = s;
    if (!prepare(lab, false)) {
        lab->juggled = before;
        if (had)
            prepare(lab, true);
        return;
    }
    lab->valid = true;
    SDL_strlcpy(lab->juggled_text, lab->field.edit.text, sizeof lab->juggled_text);
    describe(lab);
    lab->settle_ticks = SETTLE_TICKS;
}

static void refresh(LabScene *lab)
{
    if (SDL_strcmp(lab->checked, lab->field.edit.text) != 0)
        check(lab);
}

/* Puts a pattern in the field from the catalogue, the history or the random maker, and records
 * it at once (it was chosen, not typed). */
static void load(LabScene *lab, App *app, const char *text)
{
    textfield_init(&lab->field, text);
    check(lab);
    if (lab->valid) {
        lab_history_add(&app->lab_history, lab->field.edit.text);
        lab->settle_ticks = 0;
    }
}

static void rechoose(LabScene *lab, bool keep_time)
{
    if (!lab->has_motion)
        return;
    if (prepare(lab, keep_time) && lab->valid)
        describe(lab);
}

/* ---- Time ---- */

static void step_beat(LabScene *lab, int dir)
{
    if (!lab->has_motion)
        return;
    lab->paused = true;
    double bs = beat_seconds(lab), beat = lab->t / bs;
    double target = dir > 0 ? floor(beat + 1e-6) + 1 : ceil(beat - 1e-6) - 1;
    lab->t = target * bs;
}

static void change_speed(LabScene *lab, int dir)
{
    int step = lab->speed_step + dir;
    if (step >= 0 && step < SPEED_COUNT)
        lab->speed_step = step;
}

static LabPhase phase_at(const LabScene *lab, long beat)
{
    const AnimMotion *m = lab->motion;
    if (!lab->has_motion)
        return LAB_PHASE_NONE;
    if (m->settings.start != ANIM_START_FROM_GROUND)
        return LAB_PHASE_PATTERN;
    long period = m->pattern.period > 0 ? m->pattern.period : 1;
    long local = ((beat % period) + period) % period;
    long first = m->pattern_first_beat, end = first + m->pattern_beats;
    if (local >= first && local < end)
        return LAB_PHASE_PATTERN;
    if (local >= end)
        return LAB_PHASE_EXIT;
    return local >= first - lab->entry_beats ? LAB_PHASE_ENTRY : LAB_PHASE_CASCADE;
}

/* The ladder for this moment: the juggled motion's throws around now, or the typed pattern's
 * own (collisions marked) when it is not valid. Also finds the throw being made. */
static void gather_ladder(LabScene *lab, double now_beat, const LadderView *v)
{
    long first = (long)floor(v->first_beat) - SITESWAP_MAX_THROW - 1;
    long last = (long)ceil(v->first_beat + v->beats) + 1;
    int n;
    if (!lab->valid && lab->parsed)
        n = anim_ladder_pattern(&lab->typed, first, last, -1, lab->ladder, LADDER_MAX);
    else if (lab->has_motion && lab->valid)
        n = anim_ladder(lab->motion, first, last, now_beat, lab->ladder, LADDER_MAX);
    else
        n = 0;
    lab->ladder_count = n < LADDER_MAX ? n : LADDER_MAX;
    /* Only the latest beat's throws are "now" (the animator marks the latest of each hand). */
    long latest = LONG_MIN;
    for (int i = 0; i < lab->ladder_count; i++)
        if (lab->ladder[i].beat <= now_beat && lab->ladder[i].beat > latest)
            latest = lab->ladder[i].beat;
    lab->current_throw = -1;
    lab->phase = lab->valid ? phase_at(lab, (long)floor(now_beat)) : LAB_PHASE_NONE;
    for (int i = 0; i < lab->ladder_count; i++) {
        AnimLadderThrow *t = &lab->ladder[i];
        t->current = lab->valid && t->beat == latest;
        if (t->current && t->index >= 0 && lab->current_throw < 0 && lab->phase == LAB_PHASE_PATTERN)
            lab->current_throw = t->index;
    }
}

static double now_seconds(const LabScene *lab, const App *app, double blend)
{
    if (lab->paused || lab->scrubbing)
        return lab->t;
    return lab->t + blend * speed(lab) * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
}

static LadderView ladder_view(const LabScene *lab, const App *app, double now_beat)
{
    LadderView v = {.area = lab->lay.ladder, .label_px = lab->lay.ladder_px, .follow = lab->follow,
                    .colour_blind = app->settings.colour_blind_props};
    v.beats = ladder_beats_for(v.area, v.label_px);
    if (lab->valid) {
        v.first_beat = now_beat - v.beats * 0.3;
        v.now_beat = now_beat;
    } else {
        v.first_beat = -0.6;   /* the typed pattern from its first beat, still */
        v.now_beat = v.first_beat - 1;
        v.follow = -1;
    }
    return v;
}

/* ---- The browser ---- */

static bool contains_ignoring_case(const char *hay, const char *needle)
{
    size_t n = SDL_strlen(needle);
    for (const char *h = hay; *h; h++)
        if (SDL_strncasecmp(h, needle, n) == 0)
            return true;
    return n == 0;
}

static void filter(LabScene *lab)
{
    char needle[TEXTEDIT_CAPACITY];
    const char *s = lab->search.edit.text;
    while (*s == ' ')
        s++;
    SDL_strlcpy(needle, s, sizeof needle);
    for (size_t n = SDL_strlen(needle); n > 0 && needle[n - 1] == ' '; n--)
        needle[n - 1] = '\0';
    lab->match_count = 0;
    for (int i = 0; i < lab->catalogue->count; i++) {
        const CatalogueEntry *e = &lab->catalogue->entries[i];
        if (contains_ignoring_case(e->name, needle) || contains_ignoring_case(e->notation, needle))
            lab->matches[lab->match_count++] = i;
    }
    lab->list[LAB_TAB_CATALOGUE].selected = 0;
    lab->list[LAB_TAB_CATALOGUE].top = 0;
}

static void load_catalogue(LabScene *lab, const App *app)
{
    lab->catalogue = &app->catalogue;
    lab->catalogue_error = app->catalogue_problem;
    filter(lab);
}

static int list_count(const LabScene *lab, const App *app)
{
    switch (lab->tab) {
    case LAB_TAB_CATALOGUE: return lab->match_count;
    case LAB_TAB_HISTORY: return app->lab_history.count;
    default: return LAB_RANDOM_ROWS + 1; /* the steppers and the button */
    }
}

typedef struct RandomPick {
    RngState *rng;
    long seen;
    int values[SITESWAP_MAX_BEATS];
    int n;
} RandomPick;

/* Reservoir sampling: every pattern listed has the same chance, in one pass. */
static bool pick_visit(const int *values, int n, void *ctx)
{
    RandomPick *p = ctx;
    p->seen++;
    if (rng_below(p->rng, (uint32_t)p->seen) == 0) {
        SDL_memcpy(p->values, values, sizeof values[0] * (size_t)n);
        p->n = n;
    }
    return p->seen < RANDOM_VISITS;
}

static void random_pattern(LabScene *lab, App *app)
{
    SiteswapGenOptions opt = {.balls = lab->random_value[0], .min_period = lab->random_value[1],
                              .max_period = lab->random_value[1], .max_throw = lab->random_value[2]};
    RandomPick pick = {.rng = &lab->rng};
    siteswap_generate(&opt, pick_visit, &pick);
    if (pick.n == 0) {
        char msg[200];
        SDL_snprintf(msg, sizeof msg,
                     "No pattern has %d balls, period %d and no throw above %d: raise the highest throw.",
                     opt.balls, opt.min_period, opt.max_throw);
        app_notify(app, msg);
        return;
    }
    char text[SITESWAP_MAX_BEATS + 1];
    for (int i = 0; i < pick.n; i++)
        text[i] = siteswap_throw_char(pick.values[i]);
    text[pick.n] = '\0';
    load(lab, app, text);
}

static void choose_row(LabScene *lab, App *app, int row)
{
    if (lab->tab == LAB_TAB_CATALOGUE && row >= 0 && row < lab->match_count) {
        const CatalogueEntry *e = &lab->catalogue->entries[lab->matches[row]];
        lab->list[lab->tab].selected = row;
        AnimStyle style = anim_style_named(e->style);
        bool restyle = style != lab->style;
        lab->style = style;
        load(lab, app, e->notation);
        if (restyle && !lab->valid)
            rechoose(lab, true);
    } else if (lab->tab == LAB_TAB_HISTORY && row >= 0 && row < app->lab_history.count) {
        char text[LAB_HISTORY_TEXT];
        SDL_strlcpy(text, app->lab_history.items[row], sizeof text);
        load(lab, app, text); /* moves it to the top */
        lab->list[lab->tab].selected = 0;
        lab->list[lab->tab].top = 0;
    } else if (lab->tab == LAB_TAB_RANDOM) {
        lab->list[lab->tab].selected = row;
        if (row == LAB_RANDOM_ROWS)
            random_pattern(lab, app);
    }
}

/* The open list as the layout shows it now: its rows and how many are in view. */
static void sync_list(LabScene *lab, const App *app)
{
    float visible = lab->tab == LAB_TAB_RANDOM ? (float)(LAB_RANDOM_ROWS + 1) : (float)lab->lay.rows;
    ui_list_resize(&lab->list[lab->tab], list_count(lab, app), visible);
}

static void keep_in_view(LabScene *lab, const App *app)
{
    sync_list(lab, app);
    ui_list_select(&lab->list[lab->tab], lab->list[lab->tab].selected);
}

static void open_browser(LabScene *lab, App *app, LabTab tab)
{
    if (lab->browsing && lab->tab == tab) {
        lab->browsing = false; /* the same key closes it */
        return;
    }
    lab->browsing = true;
    lab->tab = tab;
    if (tab == LAB_TAB_HISTORY)
        lab->list[tab].selected = 0, lab->list[tab].top = 0;
    keep_in_view(lab, app);
}

static void random_adjust(LabScene *lab, int row, int dir)
{
    if (row < 0 || row >= LAB_RANDOM_ROWS)
        return;
    int v = lab->random_value[row] + dir;
    if (v >= random_ranges[row].lo && v <= random_ranges[row].hi)
        lab->random_value[row] = v;
}

/* ---- Input ---- */

static void press(LabScene *lab, App *app, LabButton b)
{
    switch (b) {
    case LAB_BUTTON_BEAT_BACK: step_beat(lab, -1); break;
    case LAB_BUTTON_PLAY: lab->paused = !lab->paused; break;
    case LAB_BUTTON_BEAT_FORWARD: step_beat(lab, 1); break;
    case LAB_BUTTON_RESTART: lab->t = 0; break;
    case LAB_BUTTON_SLOWER: change_speed(lab, -1); break;
    case LAB_BUTTON_FASTER: change_speed(lab, 1); break;
    case LAB_BUTTON_ENTRY:
        lab->in_state = !lab->in_state;
        rechoose(lab, false);
        break;
    case LAB_BUTTON_PROPS:
        lab->prop = (AnimProp)((lab->prop + 1) % 3);
        rechoose(lab, true);
        break;
    case LAB_BUTTON_STYLE:
        lab->style = (AnimStyle)((lab->style + 1) % ANIM_STYLE_COUNT);
        rechoose(lab, true);
        break;
    case LAB_BUTTON_HAND:
        lab->start_left = !lab->start_left;
        rechoose(lab, true);
        break;
    case LAB_BUTTON_FOLLOW:
        lab->follow = lab->has_motion && lab->follow + 1 < lab->motion->balls ? lab->follow + 1 : -1;
        break;
    case LAB_BUTTON_CATALOGUE: open_browser(lab, app, LAB_TAB_CATALOGUE); break;
    case LAB_BUTTON_HISTORY: open_browser(lab, app, LAB_TAB_HISTORY); break;
    case LAB_BUTTON_RANDOM: random_pattern(lab, app); break;
    case LAB_BUTTON_EXIT:
    case LAB_BUTTON_COUNT:
        break;
    }
}

/* Keys that work everywhere in the Lab, the browser open or not. */
static bool shortcut(LabScene *lab, App *app, const Input *in)
{
    bool ctrl = (in->mod & KMOD_CTRL) != 0;
    switch (in->key) {
    case SDLK_F2: press(lab, app, LAB_BUTTON_PROPS); return true;
    case SDLK_F3: press(lab, app, LAB_BUTTON_STYLE); return true;
    case SDLK_F4: press(lab, app, LAB_BUTTON_HAND); return true;
    case SDLK_F5: press(lab, app, LAB_BUTTON_RESTART); return true;
    case SDLK_F6: press(lab, app, LAB_BUTTON_FOLLOW); return true;
    case SDLK_F7: press(lab, app, LAB_BUTTON_ENTRY); return true;
    case SDLK_F8: press(lab, app, LAB_BUTTON_RANDOM); return true;
    case SDLK_F9: press(lab, app, LAB_BUTTON_CATALOGUE); return true;
    case SDLK_F10: press(lab, app, LAB_BUTTON_HISTORY); return true;
    case SDLK_PAGEUP:
        if (lab->browsing && lab->tab != LAB_TAB_RANDOM)
            return false;
        press(lab, app, LAB_BUTTON_BEAT_BACK);
        return true;
    case SDLK_PAGEDOWN:
        if (lab->browsing && lab->tab != LAB_TAB_RANDOM)
            return false;
        press(lab, app, LAB_BUTTON_BEAT_FORWARD);
        return true;
    case SDLK_f:
        if (ctrl)
            open_browser(lab, app, LAB_TAB_CATALOGUE);
        return ctrl;
    case SDLK_h:
        if (ctrl)
            open_browser(lab, app, LAB_TAB_HISTORY);
        return ctrl;
    default:
        return false;
    }
}

/* How the two fields look (the pattern's also marks its colliding throws in red). */
static TextfieldLook field_look(const LabScene *lab, const bool *marks)
{
    return (TextfieldLook){.px = lab->lay.field_px, .face = FONT_BOLD,
                           .ink = lab->valid || blank(lab->field.edit.text) ? PALETTE_DARK
                                                                            : PALETTE_INVALID_TEXT,
                           .fill = PALETTE_FIELD, .placeholder = "Type a siteswap",
                           .marks = marks, .editing = !lab->browsing};
}

static TextfieldLook search_look(const LabScene *lab)
{
    return (TextfieldLook){.px = lab->lay.search_px, .face = FONT_BOLD, .ink = PALETTE_DARK,
                           .fill = PALETTE_FIELD, .placeholder = "Search names and notations",
                           .editing = lab->browsing && lab->tab == LAB_TAB_CATALOGUE};
}

/* Input for the catalogue's search field; the list follows what it holds. */
static void search_input(LabScene *lab, App *app, const Input *in)
{
    TextfieldLook look = search_look(lab);
    if (textfield_input(&lab->search, app, in, lab->lay.search, &look) == TEXTFIELD_EDITED)
        filter(lab);
}

/* Text for the pattern: + and - are not siteswap characters, so they change the speed. */
static void pattern_text(LabScene *lab, App *app, const Input *in)
{
    if (SDL_strcmp(in->text, "+") == 0 || SDL_strcmp(in->text, "=") == 0) {
        change_speed(lab, 1);
    } else if (SDL_strcmp(in->text, "-") == 0) {
        change_speed(lab, -1);
    } else {
        TextfieldLook look = field_look(lab, NULL);
        textfield_input(&lab->field, app, in, lab->lay.field, &look);
    }
}

static int row_at(const LabScene *lab, float x, float y)
{
    if (!ui_hit(lab->lay.list, x, y))
        return -1;
    return ui_list_row_at(&lab->list[lab->tab], y - lab->lay.list.y, lab->lay.row_h);
}

/* The history's rows by their pattern, for jumping to the one a typed character starts. */
static const char *history_label(void *ctx, int row)
{
    const App *app = ctx;
    return app->lab_history.items[row];
}

static bool browser_pointer(LabScene *lab, App *app, const Input *in)
{
    const LabLayout *lay = &lab->lay;
    if (!ui_hit(lay->browser, in->x, in->y))
        return false;
    if (in->kind == INPUT_POINTER_DOWN) {
        int t = ui_hit_index(lay->tabs, LAB_TAB_COUNT, in->x, in->y);
        if (t >= 0) {
            lab->tab = (LabTab)t;
            keep_in_view(lab, app);
            return true;
        }
        if (lab->tab == LAB_TAB_RANDOM) {
            for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
                if (ui_hit(lay->random_minus[i], in->x, in->y))
                    random_adjust(lab, i, -1);
                else if (ui_hit(lay->random_plus[i], in->x, in->y))
                    random_adjust(lab, i, 1);
                else if (ui_hit(lay->random_rows[i], in->x, in->y))
                    lab->list[LAB_TAB_RANDOM].selected = i;
            }
            if (ui_hit(lay->random_go, in->x, in->y))
                choose_row(lab, app, LAB_RANDOM_ROWS);
            return true;
        }
        if (lab->tab == LAB_TAB_CATALOGUE && ui_hit(lay->search, in->x, in->y)) {
            search_input(lab, app, in);
            return true;
        }
        if (ui_hit(lay->list, in->x, in->y)) {
            lab->list_drag = true;
            lab->list_moved = false;
            lab->drag_y = in->y;
            lab->drag_top = lab->list[lab->tab].top;
        }
        return true;
    }
    if (in->kind == INPUT_POINTER_UP && lab->list_drag) {
        lab->list_drag = false;
        if (!lab->list_moved) {
            int row = row_at(lab, in->x, in->y);
            if (row >= 0 && row < list_count(lab, app))
                choose_row(lab, app, row);
        }
        return true;
    }
    if (in->kind == INPUT_WHEEL) {
        sync_list(lab, app);
        ui_list_wheel(&lab->list[lab->tab], in->wheel_y, 3);
        return true;
    }
    return in->kind == INPUT_POINTER_DOWN;
}

static void browser_input(LabScene *lab, App *app, const Input *in)
{
    UiList *list = &lab->list[lab->tab];
    bool shift = (in->mod & KMOD_SHIFT) != 0;
    sync_list(lab, app);
    switch (in->kind) {
    case INPUT_TEXT:
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        else if (lab->tab == LAB_TAB_HISTORY)
            ui_list_jump(list, in->text, history_label, app);
        return;
    case INPUT_BACK:
        lab->browsing = false;
        return;
    default:
        break;
    }
    switch (in->key) {
    case SDLK_UP:
    case SDLK_DOWN:
    case SDLK_PAGEUP:
    case SDLK_PAGEDOWN:
        ui_list_key(list, in->key);
        break;
    case SDLK_HOME:
    case SDLK_END: /* in the catalogue they edit the search */
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        else
            ui_list_key(list, in->key);
        break;
    case SDLK_TAB:
        lab->tab = (LabTab)((lab->tab + (shift ? LAB_TAB_COUNT - 1 : 1)) % LAB_TAB_COUNT);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        choose_row(lab, app, list->selected);
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        if (lab->tab == LAB_TAB_RANDOM)
            random_adjust(lab, list->selected, in->key == SDLK_LEFT ? -1 : 1);
        else if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        break;
    default:
        if (lab->tab == LAB_TAB_CATALOGUE)
            search_input(lab, app, in);
        return;
    }
    keep_in_view(lab, app);
}

static bool lab_pointer(LabScene *lab, App *app, const Input *in)
{
    const LabLayout *lay = &lab->lay;
    TextfieldLook flook = field_look(lab, NULL);
    if (in->kind == INPUT_POINTER_MOVE) {
        lab->hover = lab_layout_button_at(lay, in->x, in->y);
        if (lab->field.selecting) /* a drag from the field selects */
            textfield_input(&lab->field, app, in, lay->field, &flook);
        if (lab->search.selecting)
            search_input(lab, app, in);
        if (lab->scrubbing && lab->has_motion) {
            LadderView v = ladder_view(lab, app, 0);
            float bw = (ladder_point(&v, 1, 0).x - ladder_point(&v, 0, 0).x);
            lab->t = lab->drag_t + (double)((lab->drag_x - in->x) / bw) * beat_seconds(lab);
        }
        if (lab->browsing && !lab->list_drag && lab->tab != LAB_TAB_RANDOM) {
            /* The pointer over a row chooses it, as in the menus, so its description shows. */
            int row = row_at(lab, in->x, in->y);
            if (row >= 0 && row < list_count(lab, app))
                lab->list[lab->tab].selected = row;
        }
        if (lab->list_drag) {
            float dy = in->y - lab->drag_y;
            if (SDL_fabsf(dy) > lab->lay.row_h * 0.3f)
                lab->list_moved = true;
            sync_list(lab, app);
            ui_list_drag(&lab->list[lab->tab], lab->drag_top, dy, lab->lay.row_h);
        }
        return true;
    }
    if (in->kind == INPUT_POINTER_UP) {
        lab->scrubbing = false;
        textfield_input(&lab->field, app, in, lay->field, &flook);
        search_input(lab, app, in);
        if (lab->browsing)
            browser_pointer(lab, app, in);
        lab->list_drag = false;
        return true;
    }
    if (in->kind == INPUT_WHEEL) {
        if (lab->browsing)
            browser_pointer(lab, app, in);
        else if (ui_hit(lay->ladder, in->x, in->y) || ui_hit(lay->juggler, in->x, in->y))
            step_beat(lab, in->wheel_y > 0 ? -1 : 1);
        return true;
    }
    /* INPUT_POINTER_DOWN */
    int b = lab_layout_button_at(lay, in->x, in->y);
    if (b == LAB_BUTTON_EXIT) {
        SDL_StopTextInput();
        app_request_pop(app);
        return false;
    }
    if (b >= 0) {
        press(lab, app, (LabButton)b);
        return true;
    }
    if (lab->browsing && browser_pointer(lab, app, in))
        return true;
    if (ui_hit(lay->field, in->x, in->y)) {
        textfield_input(&lab->field, app, in, lay->field, &flook);
        SDL_StartTextInput(); /* brings up a touch keyboard where there is one */
    } else if (ui_hit(lay->ladder, in->x, in->y) && lab->has_motion && lab->valid) {
        lab->scrubbing = true;
        lab->paused = true;
        lab->drag_x = in->x;
        lab->drag_t = lab->t;
    } else if (ui_hit(lay->juggler, in->x, in->y) && lab->has_motion) {
        /* A tap on a prop follows it (again: lets go); anywhere else plays or pauses. */
        AnimPose pose;
        anim_pose_at(lab->motion, lab->t, &pose);
        float best = juggler_scale(lab->motion, lay->juggler) * 0.22f;
        int hit = -1;
        for (int i = 0; i < pose.prop_count; i++) {
            SDL_FPoint c = juggler_project(lab->motion, lay->juggler, pose.props[i].pos);
            float d = SDL_sqrtf((c.x - in->x) * (c.x - in->x) + (c.y - in->y) * (c.y - in->y));
            if (d < best) {
                best = d;
                hit = i;
            }
        }
        if (hit >= 0)
            lab->follow = lab->follow == hit ? -1 : hit;
        else
            lab->paused = !lab->paused;
    }
    return true;
}

static bool lab_input(Scene *scene, App *app, const Input *in)
{
    LabScene *lab = (LabScene *)scene;
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    switch (in->kind) {
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_DOWN:
    case INPUT_POINTER_UP:
    case INPUT_WHEEL:
        if (!lab_pointer(lab, app, in))
            return true; /* the Lab is leaving */
        refresh(lab);
        return true;
    default:
        break;
    }
    if (in->kind != INPUT_TEXT && shortcut(lab, app, in)) {
        refresh(lab);
        return true;
    }
    if (lab->browsing) {
        browser_input(lab, app, in);
        refresh(lab);
        return true;
    }
    switch (in->kind) {
    case INPUT_TEXT:
        pattern_text(lab, app, in);
        break;
    case INPUT_BACK:
        SDL_StopTextInput();
        app_request_pop(app);
        return true;
    default:
        /* Arrows change the speed; w and s (also "up" and "down") are throws. */
        if (in->key == SDLK_UP || in->key == SDLK_DOWN)
            change_speed(lab, in->key == SDLK_UP ? 1 : -1);
        else if (in->key == SDLK_RETURN || in->key == SDLK_KP_ENTER)
            press(lab, app, LAB_BUTTON_PLAY);
        else {
            TextfieldLook look = field_look(lab, NULL);
            textfield_input(&lab->field, app, in, lab->lay.field, &look);
        }
        break;
    }
    refresh(lab);
    return true;
}

static void lab_update(Scene *scene, App *app)
{
    LabScene *lab = (LabScene *)scene;
    if (!lab->paused && !lab->scrubbing)
        lab->t += speed(lab) * app->settings.animation_speed / LOOP_TICKS_PER_SECOND;
    if (lab->settle_ticks > 0 && --lab->settle_ticks == 0 && lab->valid)
        lab_history_add(&app->lab_history, lab->checked);
}

/* ---- Drawing ---- */

typedef struct ButtonFace {
    const char *label, *key;
    bool on;
} ButtonFace;

static void draw_buttons(const LabScene *lab, App *app)
{
    char follow[40];
    if (lab->follow >= 0)
        SDL_snprintf(follow, sizeof follow, "%s %d", lab->prop == ANIM_PROP_CLUB ? "Club"
                     : lab->prop == ANIM_PROP_RING ? "Ring" : "Ball", lab->follow + 1);
    else
        SDL_strlcpy(follow, "Follow one", sizeof follow);
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
    UiButton b[LAB_BUTTON_COUNT];
    for (int i = 0; i < LAB_BUTTON_COUNT; i++)
        b[i] = (UiButton){.rect = lab->lay.buttons[i], .label = f[i].label, .hint = f[i].key,
                          .state = (f[i].on ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL) |
                                   (lab->hover == i ? UI_BUTTON_HOVER : 0)};
    ui_buttons_draw(app, b, LAB_BUTTON_COUNT, lab->lay.button_px, lab->lay.key_px, true);
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
        const char *prop = prop_name(lab->prop, 1);
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
    else if (!lab->valid)
        SDL_strlcpy(caption, "Still juggling the last good pattern", sizeof caption);
    else if (lab->phase == LAB_PHASE_CASCADE)
        SDL_snprintf(caption, sizeof caption, "Now: the %s, before the way in",
                     lab->juggled.notation == SITESWAP_SYNC ? "fountain" : "cascade");
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
        SDL_snprintf(sp, sizeof sp, " \u00b7 %g\u00d7 speed", speed(lab));
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
    float s = juggler_scale(m, lab->lay.juggler);
    double span = m->beat_seconds * 1.5;
    for (int i = TRAIL_SAMPLES; i >= 1; i--) {
        AnimPose pose;
        anim_pose_at(m, t - span * i / TRAIL_SAMPLES, &pose);
        if (lab->follow >= pose.prop_count)
            return;
        SDL_FPoint p = juggler_project(m, lab->lay.juggler, pose.props[lab->follow].pos);
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
    sync_list(lab, app);
    const UiList *list = &lab->list[lab->tab];
    int chosen = list->selected, count = list_count(lab, app);
    if (lab->tab == LAB_TAB_RANDOM) {
        for (int i = 0; i < LAB_RANDOM_ROWS; i++) {
            SDL_FRect row = lay->random_rows[i];
            draw_rounded_rect(r, row, row.h * 0.2f, chosen == i ? PALETTE_ROW_CHOSEN : PALETTE_ROW);
            float ty = row.y + (row.h - (float)lay->list_px * 1.17f) / 2;
            text_draw(app->text, FONT_REGULAR, lay->list_px, PALETTE_CREAM, random_ranges[i].name,
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
            TextfieldLook look = search_look(lab);
            textfield_draw(&lab->search, app, lay->search, &look, app_time(app, 0));
        } else {
            text_draw(app->text, FONT_REGULAR, lay->desc_px, PALETTE_SOFT,
                      "Patterns juggled since the game started, newest first", lay->search.x,
                      lay->search.y + (lay->search.h - (float)lay->desc_px * 1.17f) / 2, TEXT_LEFT);
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
            const char *name, *notation;
            char balls[32] = "";
            if (lab->tab == LAB_TAB_CATALOGUE) {
                const CatalogueEntry *e = &lab->catalogue->entries[lab->matches[i]];
                name = e->name;
                notation = e->notation;
                SDL_snprintf(balls, sizeof balls, "%d", e->balls);
            } else {
                name = app->lab_history.items[i];
                notation = "";
                Siteswap s;
                if (siteswap_parse(name, &s, NULL) && siteswap_validate(&s, NULL))
                    SDL_snprintf(balls, sizeof balls, "%d", siteswap_balls(&s));
            }
            SDL_Color fg = on ? PALETTE_DARK : PALETTE_CREAM;
            text_draw(app->text, FONT_BOLD, lay->list_px, fg, name, box.x + pad, ty, TEXT_LEFT);
            float right = box.x + box.w - pad;
            if (balls[0]) {
                char b[48];
                SDL_snprintf(b, sizeof b, "%s \u25cf", balls);
                right -= (float)text_draw(app->text, FONT_REGULAR, lay->list_px,
                                          on ? PALETTE_DARK : PALETTE_SOFT, b, right, ty, TEXT_RIGHT);
                right -= pad;
            }
            if (notation[0])
                text_draw(app->text, FONT_BOLD, lay->list_px, on ? PALETTE_DARK : PALETTE_GOLD,
                          notation, right, ty, TEXT_RIGHT);
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

static void lab_draw(Scene *scene, App *app, double blend)
{
    LabScene *lab = (LabScene *)scene;
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    const LabLayout *lay = &lab->lay;
    app_draw_table(app);

    double t = now_seconds(lab, app, blend);
    double now_beat = t / beat_seconds(lab);
    LadderView lv = ladder_view(lab, app, now_beat);
    gather_ladder(lab, now_beat, &lv);

    if (lab->has_motion) {
        AnimPose pose;
        anim_pose_at(lab->motion, t, &pose);
        if (lab->follow >= 0)
            draw_trail(lab, app, t);
        JugglerView view = {.area = lay->juggler,
                            .colour_blind = app->settings.colour_blind_props,
                            .follow = lab->follow >= 0, .follow_prop = lab->follow};
        juggler_draw(app->renderer, lab->motion, &pose, &view);
    }

    if (!lab->has_motion) {
        /* Nothing to juggle yet: say so where the juggler would stand. */
        float cx = lay->juggler.x + lay->juggler.w / 2, cy = lay->juggler.y + lay->juggler.h * 0.42f;
        text_draw(app->text, FONT_BOLD, lay->pattern_px, PALETTE_SOFT, "Nothing to juggle yet", cx,
                  cy, TEXT_CENTER);
        text_draw(app->text, FONT_REGULAR, lay->body_px, PALETTE_FAINT,
                  "The juggler starts as soon as the pattern works", cx,
                  cy + (float)lay->pattern_px * 1.6f, TEXT_CENTER);
    }

    draw_rounded_rect(app->renderer, lay->panel, (float)lay->body_px * 0.8f, PALETTE_PANEL);
    text_draw(app->text, FONT_BOLD, lay->title_px, PALETTE_CREAM, "Pattern Lab", lay->text_x,
              lay->title_y, TEXT_LEFT);

    /* The field: red characters under the throws that collide. */
    bool red_cols[TEXTEDIT_CAPACITY] = {0};
    if (lab->parsed && !lab->valid) {
        for (int b = 0; b < lab->typed.period; b++)
            for (int h = 0; h < 2; h++)
                for (int i = 0; i < lab->typed.slots[b][h].count; i++) {
                    const SiteswapThrow *th = &lab->typed.slots[b][h].throws[i];
                    if (th->index >= 0 && th->index < SITESWAP_MAX_THROWS &&
                        lab->problems.collides[th->index] && th->column >= 1 &&
                        th->column <= (int)lab->field.edit.length)
                        red_cols[th->column - 1] = true;
                }
    }
    TextfieldLook look = field_look(lab, red_cols);
    textfield_draw(&lab->field, app, lay->field, &look, app_time(app, blend));

    draw_now(lab, app);

    /* Long states or explanations stay in their place rather than run into the ladder. */
    SDL_Rect facts_clip = {(int)lay->facts.x, (int)(lab->has_motion ? lay->facts.y : lay->now_y),
                           (int)lay->facts.w,
                           (int)(lay->facts.y + lay->facts.h - (lab->has_motion ? lay->facts.y : lay->now_y))};
    SDL_RenderSetClipRect(app->renderer, &facts_clip);
    if (lab->valid) {
        float y = lay->facts.y;
        for (int i = 0; i < LAB_FACT_LINES; i++)
            y += text_draw_wrapped(app->text, FONT_REGULAR, lay->body_px, PALETTE_CREAM,
                                   lab->facts[i], lay->text_x, y, lay->text_w);
    } else if (lab->message[0]) {
        text_draw_wrapped(app->text, FONT_REGULAR, lay->body_px,
                          lab->field.edit.length ? PALETTE_ERROR : PALETTE_SOFT, lab->message,
                          lay->text_x, lab->has_motion ? lay->facts.y : lay->now_y, lay->text_w);
    }
    SDL_RenderSetClipRect(app->renderer, NULL);

    if (lab->valid || lab->parsed)
        ladder_draw(app->renderer, app->text, lab->ladder, lab->ladder_count, &lv);

    if (lab->browsing)
        draw_browser(lab, app);
    draw_buttons(lab, app);
}

static void lab_destroy(Scene *scene)
{
    LabScene *lab = (LabScene *)scene;
    SDL_free(lab->motion);
    SDL_free(lab);
}

bool lab_scene_status(const Scene *scene, LabStatus *out)
{
    if (!scene || scene->update != lab_update)
        return false;
    const LabScene *lab = (const LabScene *)scene;
    SDL_zerop(out);
    out->field = lab->field.edit.text;
    out->valid = lab->valid;
    out->juggling = lab->has_motion;
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
    out->max_height = lab->has_motion ? lab->motion->max_height : 0;
    out->paused = lab->paused;
    out->speed = speed(lab);
    out->prop = lab->prop;
    out->style = lab->style;
    out->start_left = lab->start_left;
    out->in_state = lab->in_state;
    out->follow = lab->follow;
    out->browsing = lab->browsing;
    out->tab = lab->tab;
    out->match_count = lab->match_count;
    out->chosen = "";
    int chosen = lab->list[lab->tab].selected;
    if (lab->tab == LAB_TAB_CATALOGUE && chosen >= 0 && chosen < lab->match_count)
        out->chosen = lab->catalogue->entries[lab->matches[chosen]].notation;
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
    lab->base = (Scene){.update = lab_update, .draw = lab_draw, .input = lab_input,
                        .destroy = lab_destroy, .opaque = true};
    lab->speed_step = SPEED_NORMAL;
    lab->follow = -1;
    lab->hover = -1;
    lab->random_value[0] = 3;
    lab->random_value[1] = 3;
    lab->random_value[2] = 5;
    rng_seed(&lab->rng, (uint64_t)SDL_GetPerformanceCounter());
    textfield_init(&lab->search, "");
    load_catalogue(lab, app);
    lab_layout(app->width, app->height, settings_text_scale(app->settings.text_size), &lab->lay);
    load(lab, app, pattern && *pattern ? pattern : "3");
    SDL_StartTextInput();
    return &lab->base;
}
