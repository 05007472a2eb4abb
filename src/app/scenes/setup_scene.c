#include "setup_scene.h"

#include "draw.h"
#include "menu.h"
#include "palette.h"
#include "table_scene.h"

#include <stdio.h>

/* Rows: the number of seats, one row per seat, then the options and the buttons. */
typedef enum SetupRow {
    ROW_SEATS,
    ROW_SEAT0,
    ROW_CATCH = ROW_SEAT0 + SSG_MAX_SEATS,
    ROW_ADVANCED,
    ROW_PENALTY,
    ROW_HINT,
    ROW_CYCLES,
    ROW_STARTER,
    ROW_SEED,
    ROW_START,
    ROW_BACK,
    ROW_COUNT
} SetupRow;

typedef struct SetupScene {
    Scene base;
    GameChoice choice;
    int focus;
    char error[SSG_TEXT_SIZE];
} SetupScene;

static const char *const default_names[SSG_MAX_SEATS] = {"Anna", "Ben", "Chloe", "Dev", "Emma",
                                                         "Finn"};

GameChoice setup_default_choice(uint64_t seed)
{
    GameChoice c = {.setup = ssgame_default_setup(), .hint_button = true};
    for (int i = 0; i < SSG_MAX_SEATS; i++)
        SDL_strlcpy(c.setup.seat[i].name, default_names[i], sizeof c.setup.seat[i].name);
    c.setup.seed = seed % 1000000; /* short enough to read out and type in again */
    return c;
}

static bool row_visible(const SetupScene *ss, int row)
{
    return !(row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS &&
             row - ROW_SEAT0 >= ss->choice.setup.seats);
}

/* Two columns: seats on the left, options and buttons on the right. */
static void rows_layout(const App *app, SDL_FRect *rows)
{
    float w = (float)app->width, h = (float)app->height;
    float top = h * 0.17f, rh = h * 0.075f, gap = h * 0.012f;
    float lx = w * 0.04f, lw = w * 0.44f, rx = w * 0.52f, rw = w * 0.44f;
    for (int r = 0; r < ROW_COUNT; r++) {
        if (r <= ROW_SEAT0 + SSG_MAX_SEATS - 1)
            rows[r] = (SDL_FRect){lx, top + (float)r * (rh + gap), lw, rh};
        else
            rows[r] = (SDL_FRect){rx, top + (float)(r - ROW_CATCH) * (rh + gap), rw, rh};
    }
    /* The two buttons side by side at the bottom right. */
    rows[ROW_START].w = rw * 0.62f;
    rows[ROW_BACK] = (SDL_FRect){rx + rw * 0.66f, rows[ROW_START].y, rw * 0.34f, rh};
}

static const char *level_name(SsgLevel l)
{
    return l == SSG_EASY ? "easy" : l == SSG_HARD ? "hard" : "normal";
}

static void row_text(const SetupScene *ss, int row, char *buf, size_t n)
{
    const SsgSetup *s = &ss->choice.setup;
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        const SsgSeatSetup *p = &s->seat[row - ROW_SEAT0];
        if (p->kind == SSG_PERSON)
            snprintf(buf, n, "%s \u00b7 person \u00b7 flash %d", p->name, p->flash);
        else
            snprintf(buf, n, "%s \u00b7 computer, %s \u00b7 flash %d", p->name,
                     level_name(p->level), p->flash);
        return;
    }
    switch (row) {
    case ROW_SEATS: snprintf(buf, n, "Seats: %d", s->seats); break;
    case ROW_CATCH: snprintf(buf, n, "[1] Catches before laying down: %s", s->catch_rule ? "on" : "off"); break;
    case ROW_ADVANCED: snprintf(buf, n, "[2] Advanced players (draw 2): %s", s->advanced ? "on" : "off"); break;
    case ROW_PENALTY: snprintf(buf, n, "[3] Wild guesses draw a card: %s", s->guess_penalty ? "on" : "off"); break;
    case ROW_HINT: snprintf(buf, n, "Best-build hint button: %s", ss->choice.hint_button ? "on" : "off"); break;
    case ROW_CYCLES: snprintf(buf, n, "Cycles before laying down: %d", s->cycles); break;
    case ROW_STARTER:
        if (s->starter < 0)
            snprintf(buf, n, "Who starts: at random");
        else
            snprintf(buf, n, "Who starts: %s", s->seat[s->starter].name);
        break;
    case ROW_SEED: snprintf(buf, n, "Deal (seed): %llu", (unsigned long long)s->seed); break;
    case ROW_START: snprintf(buf, n, "Start game"); break;
    case ROW_BACK: snprintf(buf, n, "Back"); break;
    default: buf[0] = '\0'; break;
    }
}

/* Person, then computer easy, normal, hard, and round again. */
static void cycle_kind(SsgSeatSetup *p, int dir)
{
    int k = p->kind == SSG_PERSON ? 0 : 1 + (int)p->level;
    k = (k + dir + 4) % 4;
    p->kind = k == 0 ? SSG_PERSON : SSG_COMPUTER;
    if (k > 0)
        p->level = (SsgLevel)(k - 1);
}

static void change(SetupScene *ss, App *app, int row, int dir)
{
    SsgSetup *s = &ss->choice.setup;
    ss->error[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        cycle_kind(&s->seat[row - ROW_SEAT0], dir);
        return;
    }
    switch (row) {
    case ROW_SEATS:
        s->seats = SDL_clamp(s->seats + dir, SSG_MIN_SEATS, SSG_MAX_SEATS);
        if (s->starter >= s->seats)
            s->starter = -1;
        break;
    case ROW_CATCH: s->catch_rule = !s->catch_rule; break;
    case ROW_ADVANCED: s->advanced = !s->advanced; break;
    case ROW_PENALTY: s->guess_penalty = !s->guess_penalty; break;
    case ROW_HINT: ss->choice.hint_button = !ss->choice.hint_button; break;
    case ROW_CYCLES: s->cycles = SDL_clamp(s->cycles + 5 * dir, 5, 50); break;
    case ROW_STARTER:
        s->starter = s->starter + dir;
        if (s->starter >= s->seats)
            s->starter = -1;
        if (s->starter < -1)
            s->starter = s->seats - 1;
        break;
    case ROW_SEED: {
        /* A new deal: a step through a fixed mixing function, not rand(). */
        uint64_t x = s->seed * 6364136223846793005ULL + 1442695040888963407ULL;
        s->seed = (x >> 33) % 1000000;
        break;
    }
    case ROW_START: {
        SsgError err;
        if (!ssgame_check_setup(s, &err)) {
            SDL_strlcpy(ss->error, err.message, sizeof ss->error);
            break;
        }
        Scene *table = table_scene_create(app, &ss->choice);
        if (table) {
            app_pop_scene(app); /* Esc from the table leads to the title */
            app_push_scene(app, table);
        }
        break;
    }
    case ROW_BACK: app_pop_scene(app); break;
    default: break;
    }
}

/* Which part of a seat row was clicked: 0 name, 1 kind, 2 flash. */
static int seat_part(SDL_FRect r, float x)
{
    float f = (x - r.x) / r.w;
    return f < 0.34f ? 0 : f < 0.78f ? 1 : 2;
}

static bool setup_input(Scene *scene, App *app, const Input *in)
{
    SetupScene *ss = (SetupScene *)scene;
    SsgSetup *s = &ss->choice.setup;
    SDL_FRect rows[ROW_COUNT];
    rows_layout(app, rows);
    bool on_seat = ss->focus >= ROW_SEAT0 && ss->focus < ROW_SEAT0 + SSG_MAX_SEATS;
    SsgSeatSetup *seat = on_seat ? &s->seat[ss->focus - ROW_SEAT0] : NULL;
    switch (in->kind) {
    case INPUT_TEXT:
        if (seat) { /* typing on a seat row edits its name */
            size_t len = SDL_strlen(seat->name);
            if (len + SDL_strlen(in->text) < 20) {
                SDL_strlcat(seat->name, in->text, sizeof seat->name);
            }
        } else if (ss->focus == ROW_SEED && in->text[0] >= '0' && in->text[0] <= '9' &&
                   s->seed < 100000000) {
            s->seed = s->seed * 10 + (uint64_t)(in->text[0] - '0');
        }
        return true;
    case INPUT_KEY:
        if (in->key == SDLK_BACKSPACE) {
            if (seat) {
                size_t len = SDL_strlen(seat->name);
                while (len > 0 && ((unsigned char)seat->name[len - 1] & 0xC0) == 0x80)
                    len--; /* a whole UTF-8 character */
                if (len > 0)
                    seat->name[len - 1] = '\0';
            } else if (ss->focus == ROW_SEED) {
                s->seed /= 10;
            }
            return true;
        }
        if ((in->key == SDLK_PLUS || in->key == SDLK_EQUALS || in->key == SDLK_KP_PLUS) && seat)
            seat->flash = seat->flash >= 11 ? 3 : seat->flash + 1;
        if ((in->key == SDLK_MINUS || in->key == SDLK_KP_MINUS) && seat)
            seat->flash = seat->flash <= 3 ? 11 : seat->flash - 1;
        return true;
    case INPUT_BACK:
        app_pop_scene(app);
        return true;
    case INPUT_LEFT:
    case INPUT_RIGHT:
        if (seat && in->key != SDLK_LEFT && in->key != SDLK_RIGHT)
            return true; /* 'a' and 'd' are letters of a name here, typed as text */
        change(ss, app, ss->focus, in->kind == INPUT_LEFT ? -1 : 1);
        return true;
    case INPUT_UP:
    case INPUT_DOWN: {
        if (seat && in->key != SDLK_UP && in->key != SDLK_DOWN)
            return true;
        int dir = in->kind == INPUT_UP ? -1 : 1;
        do
            ss->focus = (ss->focus + dir + ROW_COUNT) % ROW_COUNT;
        while (!row_visible(ss, ss->focus));
        return true;
    }
    case INPUT_CONFIRM:
        if (seat && in->key == SDLK_SPACE) {
            SDL_strlcat(seat->name, " ", sizeof seat->name);
            return true;
        }
        change(ss, app, ss->focus, 1);
        return true;
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_DOWN: {
        int hit = -1;
        for (int r = 0; r < ROW_COUNT; r++)
            if (row_visible(ss, r) && in->x >= rows[r].x && in->x < rows[r].x + rows[r].w &&
                in->y >= rows[r].y && in->y < rows[r].y + rows[r].h)
                hit = r;
        if (hit < 0)
            return in->kind == INPUT_POINTER_DOWN;
        if (in->kind == INPUT_POINTER_MOVE)
            return true; /* the focus moves only on a click: typing stays on its row */
        ss->focus = hit;
        if (hit >= ROW_SEAT0 && hit < ROW_SEAT0 + SSG_MAX_SEATS) {
            int part = seat_part(rows[hit], in->x);
            SsgSeatSetup *p = &s->seat[hit - ROW_SEAT0];
            if (part == 1)
                cycle_kind(p, 1);
            else if (part == 2)
                p->flash = p->flash >= 11 ? 3 : p->flash + 1;
        } else if (hit != ROW_SEED) {
            change(ss, app, hit, 1);
        }
        return true;
    }
    default:
        return false;
    }
}

static void setup_draw(Scene *scene, App *app, double blend)
{
    (void)blend;
    SetupScene *ss = (SetupScene *)scene;
    SDL_Renderer *r = app->renderer;
    app_draw_table(app);
    float w = (float)app->width, h = (float)app->height;
    int head = app_px(app, 0.06f), px = app_px(app, 0.03f), small = app_px(app, 0.022f);
    text_draw(app->text, FONT_BOLD, head, PALETTE_CREAM, "New game", w * 0.04f, h * 0.04f, TEXT_LEFT);
    SDL_FRect rows[ROW_COUNT];
    rows_layout(app, rows);
    for (int i = 0; i < ROW_COUNT; i++) {
        if (!row_visible(ss, i))
            continue;
        bool sel = i == ss->focus;
        bool button = i == ROW_START || i == ROW_BACK;
        SDL_Color bg = sel ? PALETTE_GOLD : button && i == ROW_START ? (SDL_Color){30, 90, 60, 230}
                                                                     : PALETTE_ROW;
        draw_rounded_rect(r, rows[i], rows[i].h * 0.3f, bg);
        char text[160];
        row_text(ss, i, text, sizeof text);
        int tw, th;
        text_measure(app->text, FONT_BOLD, px, "Ag", &tw, &th);
        int use_px = px;
        text_measure(app->text, FONT_BOLD, px, text, &tw, &th);
        if ((float)tw > rows[i].w * 0.92f) /* long names: shrink rather than spill */
            use_px = (int)((float)px * rows[i].w * 0.92f / (float)tw);
        text_measure(app->text, FONT_BOLD, use_px, "Ag", &tw, &th);
        text_draw(app->text, button ? FONT_BOLD : FONT_REGULAR, use_px, sel ? PALETTE_DARK : PALETTE_CREAM,
                  text, button ? rows[i].x + rows[i].w / 2 : rows[i].x + rows[i].h * 0.35f,
                  rows[i].y + (rows[i].h - (float)th) / 2, button ? TEXT_CENTER : TEXT_LEFT);
    }
    /* The rule text's own joke, where who starts is chosen. */
    SDL_FRect st = rows[ROW_STARTER];
    const char *joke = ss->choice.setup.starter < 0
        ? "The rules say: the youngest player without a degree in mathematics starts. "
          "The screen picks at random instead."
        : "Chosen at the table (the youngest without a maths degree, we trust).";
    (void)st;
    float ny = rows[ROW_SEAT0 + ss->choice.setup.seats - 1].y + rows[ROW_SEAT0].h * 1.4f;
    float used = text_draw_wrapped(app->text, FONT_REGULAR, small, PALETTE_SOFT, joke, w * 0.04f,
                                   ny, w * 0.44f);
    text_draw_wrapped(app->text, FONT_REGULAR, small, PALETTE_FAINT,
                      "Seat rows: type to rename, \u2190 \u2192 person or computer, + \u2212 highest "
                      "flash (or click the parts). Enter changes an option. Seed: type digits "
                      "to replay a deal, Enter for a new one.",
                      w * 0.04f, ny + used + (float)small * 0.6f, w * 0.44f);
    if (ss->error[0])
        text_draw_wrapped(app->text, FONT_REGULAR, small, PALETTE_ERROR, ss->error, w * 0.52f,
                          rows[ROW_BACK].y + rows[ROW_BACK].h * 1.3f, w * 0.44f);
}

SDL_FRect setup_scene_start_rect(const App *app)
{
    SDL_FRect rows[ROW_COUNT];
    rows_layout(app, rows);
    return rows[ROW_START];
}

static void setup_destroy(Scene *scene)
{
    SDL_free(scene);
}

Scene *setup_scene_create(App *app)
{
    SetupScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base = (Scene){.draw = setup_draw, .input = setup_input, .destroy = setup_destroy};
    /* A fresh deal each time, from the clock: the seed is shown, so any deal can be replayed. */
    ss->choice = setup_default_choice(SDL_GetPerformanceCounter() ^ (app->loop.ticks << 20));
    ss->focus = ROW_START;
    return &ss->base;
}
