#include "setup_scene.h"

#include "button.h"
#include "draw.h"
#include "game_resume.h"
#include "games.h"
#include "hit.h"
#include "palette.h"
#include "probe.h"
#include "phone_server.h"
#include "savefile.h"
#include "ssgame_ai.h"
#include "table_save.h"
#include "textfield.h"
#include "textfit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define NAME_MAX_BYTES 19      /* a name short enough for a seat's panel at the table */

/* Rows: the number of seats, one row per seat, then the options and the buttons. */
typedef enum SetupRow {
    ROW_GAME,          /* which card game: the first choice after Play */
    ROW_SEATS,
    ROW_SEAT0,
    ROW_CATCH = ROW_SEAT0 + SSG_MAX_SEATS,
    ROW_ADVANCED,
    ROW_PENALTY,
    ROW_HINT,
    ROW_PHONES,
    ROW_CYCLES,
    ROW_STARTER,
    ROW_WINS,          /* Jugglers: round wins needed */
    ROW_DUMMIES,       /* Jugglers, two players: the dummies take sigils or not */
    ROW_CHAIRMAN,      /* Jugglers: the first chairman */
    ROW_SEED,
    ROW_START,
    ROW_BACK,
    ROW_COUNT
} SetupRow;

/* The parts of a seat row, each a field Tab stops at. */
typedef enum SeatPart { PART_NAME, PART_KIND, PART_FLASH, PART_COUNT } SeatPart;

typedef struct SetupScene {
    Scene base;
    GameChoice choice;
    int focus;
    SeatPart part;           /* on a seat row: which field has the keys */
    TextField name;          /* the focused seat's name, with its cursor and selection */
    int name_seat;           /* the seat `name` was loaded from, -1 for none */
    char error[SSG_TEXT_SIZE];
    /* Start with a game in progress: ask first (Continue it / Start a new one). */
    bool asking;
    int ask_focus;           /* 0 Continue it, 1 Start a new one */
    char in_progress[200];   /* who plays it and the turn */
} SetupScene;

/* The question over the setup screen: its panel and its two buttons. */
static void setup_probe_json(Scene *scene, App *app, JsonWriter *j);

static void ask_layout(const App *app, SDL_FRect *panel, SDL_FRect *buttons)
{
    float w = (float)app->width, h = (float)app->height;
    *panel = (SDL_FRect){w * 0.18f, h * 0.28f, w * 0.64f, h * 0.40f};
    float bw = panel->w * 0.40f, bh = h * 0.085f, gap = panel->w * 0.06f;
    float y = panel->y + panel->h - bh - h * 0.05f;
    buttons[0] = (SDL_FRect){panel->x + (panel->w - 2 * bw - gap) / 2, y, bw, bh};
    buttons[1] = (SDL_FRect){buttons[0].x + bw + gap, y, bw, bh};
}

/* Continue the game in progress instead of starting one. */
static void continue_saved(SetupScene *ss, App *app)
{
    size_t len = 0;
    char err[1024];
    char *text = savefile_read(app->game_save_path, &len, err, sizeof err);
    Scene *table = NULL;
    if (text) {
        table = game_resume_scene(app, text, len, err, sizeof err);
        SDL_free(text);
    }
    if (!table) {
        SDL_strlcpy(ss->error, err, sizeof ss->error);
        ss->asking = false;
        return;
    }
    app_request_replace(app, table);
}

/* The last game's seats, names and options, beside the settings: setup starts from them. */
static bool last_setup_path(const App *app, char *out, size_t size)
{
    const char *slash = strrchr(app->game_save_path, '/');
    if (!slash)
        return false;
    SDL_snprintf(out, size, "%.*s/last-setup.sav", (int)(slash - app->game_save_path),
                 app->game_save_path);
    return true;
}

/* Kept as the chosen game keeps its setup (GameDef.setup_text), so Play opens on the game
 * played last. */
static void remember_setup(const GameChoice *choice, App *app)
{
    char path[PATH_MAX], err[512];
    if (!last_setup_path(app, path, sizeof path))
        return;
    char *text = games_of_kind(choice->kind)->setup_text(choice);
    if (text && !savefile_write(path, text, strlen(text), err, sizeof err))
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The setup could not be kept: %s", err);
    SDL_free(text);
}

static void recall_setup(GameChoice *choice, const App *app)
{
    char path[PATH_MAX], err[512];
    size_t len = 0;
    char *text = last_setup_path(app, path, sizeof path) && savefile_exists(path)
                     ? savefile_read(path, &len, err, sizeof err) : NULL;
    if (text)
        games_of_save(text, len)->setup_read(text, len, choice);
    SDL_free(text);
}

/* A new game over one in progress: the old one is kept as the backup first. */
static void start_new(SetupScene *ss, App *app)
{
    ss->asking = false;
    if (ss->in_progress[0] && !table_save_back_up(app->game_save_path)) {
        char prev[PATH_MAX];
        table_save_backup_path(app->game_save_path, prev, sizeof prev);
        SDL_snprintf(ss->error, sizeof ss->error, "The game in progress could not be kept as %s, "
                     "so no new game was started over it.", prev);
        return;
    }
    remember_setup(&ss->choice, app);
    /* In the setup screen's place: Esc from the table leads to the title. */
    app_request_replace(app, games_of_kind(ss->choice.kind)->create(app, &ss->choice));
}

/* ---- The two games' seats and options, read and changed alike ---- */

static bool is_jugglers(const SetupScene *ss)
{
    return ss->choice.kind == GAME_JUGGLERS;
}

static int seat_count(const SetupScene *ss)
{
    return is_jugglers(ss) ? ss->choice.jugglers.players : ss->choice.setup.seats;
}

static char *seat_name(SetupScene *ss, int seat, size_t *size)
{
    if (is_jugglers(ss)) {
        *size = sizeof ss->choice.jugglers.player[seat].name;
        return ss->choice.jugglers.player[seat].name;
    }
    *size = sizeof ss->choice.setup.seat[seat].name;
    return ss->choice.setup.seat[seat].name;
}

/* 0 a person, 1..3 a computer easy, normal, hard: the order the arrows go through. */
static int seat_kind(const SetupScene *ss, int seat)
{
    if (is_jugglers(ss)) {
        const JgPlayerSetup *p = &ss->choice.jugglers.player[seat];
        return p->kind == JG_PERSON ? 0 : 1 + (int)p->level;
    }
    const SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    return p->kind == SSG_PERSON ? 0 : 1 + (int)p->level;
}

static void cycle_kind(SetupScene *ss, int seat, int dir)
{
    int k = (seat_kind(ss, seat) + dir + 4) % 4;
    if (is_jugglers(ss)) {
        JgPlayerSetup *p = &ss->choice.jugglers.player[seat];
        p->kind = k == 0 ? JG_PERSON : JG_COMPUTER;
        if (k > 0)
            p->level = (JgLevel)(k - 1);
        return;
    }
    SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    p->kind = k == 0 ? SSG_PERSON : SSG_COMPUTER;
    if (k > 0)
        p->level = (SsgLevel)(k - 1);
}

/* The fields Tab stops at on a seat row: Jugglers has no highest flash. */
static int part_count(const SetupScene *ss)
{
    return is_jugglers(ss) ? PART_FLASH : PART_COUNT;
}

static bool row_visible(const SetupScene *ss, int row)
{
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS)
        return row - ROW_SEAT0 < seat_count(ss);
    if (row >= ROW_CATCH && row <= ROW_STARTER && row != ROW_PHONES)
        return !is_jugglers(ss); /* Hands on phones is for both games */
    if (row == ROW_DUMMIES)
        return is_jugglers(ss) && ss->choice.jugglers.players == 2;
    if (row == ROW_WINS || row == ROW_CHAIRMAN)
        return is_jugglers(ss);
    return true;
}

/* Two columns: seats on the left, options and buttons on the right; the game above the
 * options, beside the screen's title. */
static void rows_layout(const SetupScene *ss, const App *app, SDL_FRect *rows)
{
    float w = (float)app->width, h = (float)app->height;
    float top = h * 0.17f, rh = h * 0.075f, gap = h * 0.012f;
    float lx = w * 0.04f, lw = w * 0.44f, rx = w * 0.52f, rw = w * 0.44f;
    rows[ROW_GAME] = (SDL_FRect){rx, h * 0.04f, rw, rh};
    int right = 0;
    for (int r = ROW_SEATS; r < ROW_COUNT; r++) {
        if (r < ROW_CATCH)
            rows[r] = (SDL_FRect){lx, top + (float)(r - ROW_SEATS) * (rh + gap), lw, rh};
        else
            rows[r] = (SDL_FRect){rx, top + (float)right * (rh + gap), rw, rh};
        if (r >= ROW_CATCH && r < ROW_START && row_visible(ss, r))
            right++;
    }
    /* The two buttons side by side at the bottom right. */
    rows[ROW_START].w = rw * 0.62f;
    rows[ROW_BACK] = (SDL_FRect){rx + rw * 0.66f, rows[ROW_START].y, rw * 0.34f, rh};
}

/* A seat row's fields: the name box, person or computer, highest flash (none for Jugglers). */
static void seat_parts(const SetupScene *ss, SDL_FRect r, SDL_FRect *name, SDL_FRect *kind,
                       SDL_FRect *flash)
{
    float pad = r.h * 0.16f;
    *name = (SDL_FRect){r.x + pad, r.y + pad, r.w * 0.36f - pad, r.h - 2 * pad};
    float kind_w = is_jugglers(ss) ? r.w * 0.62f - pad : r.w * 0.38f;
    *kind = (SDL_FRect){r.x + r.w * 0.38f, r.y + pad, kind_w, r.h - 2 * pad};
    *flash = is_jugglers(ss) ? (SDL_FRect){r.x + r.w, r.y + pad, 0, r.h - 2 * pad}
                             : (SDL_FRect){r.x + r.w * 0.78f, r.y + pad, r.w * 0.22f - pad,
                                           r.h - 2 * pad};
}

static const char *level_name(int level)
{
    return level == 0 ? "easy" : level == 2 ? "hard" : "normal";
}

static const char *chairman_text(const SetupScene *ss)
{
    const JgSetup *j = &ss->choice.jugglers;
    return j->first_chairman < 0 ? "at random" : j->player[j->first_chairman].name;
}

/* A row's label and value ("Seats", "2"); buttons have a label only. */
static void row_text(const SetupScene *ss, int row, char *label, char *value, size_t n)
{
    const SsgSetup *s = &ss->choice.setup;
    const JgSetup *j = &ss->choice.jugglers;
    value[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        int seat = row - ROW_SEAT0, k = seat_kind(ss, seat);
        SDL_strlcpy(label, is_jugglers(ss) ? j->player[seat].name : s->seat[seat].name, n);
        if (k == 0)
            snprintf(value, n, "person");
        else
            snprintf(value, n, "computer, %s", level_name(k - 1));
        return;
    }
    const char *on = "on", *off = "off";
    switch (row) {
    case ROW_GAME:
        snprintf(label, n, "Game");
        snprintf(value, n, "%s", games_of_kind(ss->choice.kind)->title);
        break;
    case ROW_SEATS:
        snprintf(label, n, is_jugglers(ss) ? "Players" : "Seats");
        snprintf(value, n, "%d", seat_count(ss));
        break;
    case ROW_CATCH: snprintf(label, n, "[1] Show enough throws"); snprintf(value, n, "%s", s->catch_rule ? on : off); break;
    case ROW_ADVANCED: snprintf(label, n, "[2] Advanced players (draw 2)"); snprintf(value, n, "%s", s->advanced ? on : off); break;
    case ROW_PENALTY: snprintf(label, n, "[3] Wild guesses draw a card"); snprintf(value, n, "%s", s->guess_penalty ? on : off); break;
    case ROW_HINT: snprintf(label, n, "Best-build hint button"); snprintf(value, n, "%s", ss->choice.hint_button ? on : off); break;
    case ROW_PHONES:
        snprintf(label, n, "Hands on phones");
        snprintf(value, n, "%s", !phone_server_available() ? "not built in" : ss->choice.phones ? on : off);
        break;
    case ROW_CYCLES: snprintf(label, n, "Cycles before laying down"); snprintf(value, n, "%d", s->cycles); break;
    case ROW_STARTER:
        snprintf(label, n, "Who starts");
        snprintf(value, n, "%s", s->starter < 0 ? "at random" : s->seat[s->starter].name);
        break;
    case ROW_WINS: snprintf(label, n, "Round wins to win"); snprintf(value, n, "%d", j->wins); break;
    case ROW_DUMMIES:
        snprintf(label, n, "Dummies");
        snprintf(value, n, "%s", j->dummy_sigils ? "sigils, 6 gatherings" : "no sigils, 7 gatherings");
        break;
    case ROW_CHAIRMAN: snprintf(label, n, "First chairman"); snprintf(value, n, "%s", chairman_text(ss)); break;
    case ROW_SEED: snprintf(label, n, "Deal (seed)"); snprintf(value, n, "%llu", (unsigned long long)game_choice_seed(&ss->choice)); break;
    case ROW_START: snprintf(label, n, "Start game"); break;
    case ROW_BACK: snprintf(label, n, "Back"); break;
    default: label[0] = '\0'; break;
    }
}

static bool stepped_row(int row)
{
    return row == ROW_GAME || row == ROW_SEATS || row == ROW_CYCLES || row == ROW_STARTER ||
           row == ROW_WINS || row == ROW_DUMMIES || row == ROW_CHAIRMAN;
}

/* Which variation of Jugglers the player count makes, in words (J21, J22, J7, J12). */
static const char *variation_text(const SetupScene *ss)
{
    switch (ss->choice.jugglers.players) {
    case 2:
        return ss->choice.jugglers.dummy_sigils
                   ? "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take sigils: 6 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards."
                   : "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take no sigils: 7 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards.";
    case 3:
        return "Three players: one dummy head sits left of the chairman with a sigil and no "
               "hand; the die picks its draft. Up to 2 secret influences.";
    case 5:
        return "Five players: the crowded village. Hands of 7, dealt once a gathering; 5 "
               "gatherings a round; 5 cycles, no face-up first cards.";
    default:
        return "Four players: the standard game. 6 gatherings a round, hands of 5, 4 cycles.";
    }
}

/* What a computer seat's level means (the siteswap game: its juggler profile), for the seat the
 * keys are on or else the first computer seat; "" when there is none. */
static void profile_text(const SetupScene *ss, int focus_seat, char *buf, size_t size)
{
    buf[0] = '\0';
    if (is_jugglers(ss))
        return;
    int seat = -1;
    if (focus_seat >= 0 && seat_kind(ss, focus_seat) > 0)
        seat = focus_seat;
    for (int i = 0; seat < 0 && i < ss->choice.setup.seats; i++)
        if (seat_kind(ss, i) > 0)
            seat = i;
    if (seat < 0)
        return;
    const SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    char profile[160];
    ssai_profile_text(p->level, p->flash, profile, sizeof profile);
    const char *level = level_name((int)p->level);
    bool vowel = strchr("aeiouAEIOU", level[0]) != NULL; /* "an easy", "a normal" */
    snprintf(buf, size, "%s, %s %s computer with flash %d: %s.", p->name, vowel ? "an" : "a",
             level, p->flash, profile);
}

/* A typed seed goes to both games uncut (game_choice_set_seed cuts a drawn one to six digits). */
static void typed_seed(SetupScene *ss, uint64_t seed)
{
    ss->choice.setup.seed = seed;
    ss->choice.jugglers.seed = seed;
}

static void change(SetupScene *ss, App *app, int row, int dir)
{
    SsgSetup *s = &ss->choice.setup;
    JgSetup *j = &ss->choice.jugglers;
    ss->error[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        cycle_kind(ss, row - ROW_SEAT0, dir);
        return;
    }
    switch (row) {
    case ROW_GAME:
        ss->choice.kind = ss->choice.kind == GAME_JUGGLERS ? GAME_SITESWAP : GAME_JUGGLERS;
        ss->name_seat = -1; /* the names are the other game's now */
        break;
    case ROW_SEATS:
        if (is_jugglers(ss)) {
            j->players = SDL_clamp(j->players + dir, JG_MIN_PLAYERS, JG_MAX_PLAYERS);
            if (j->first_chairman >= j->players)
                j->first_chairman = -1;
            break;
        }
        s->seats = SDL_clamp(s->seats + dir, SSG_MIN_SEATS, SSG_MAX_SEATS);
        if (s->starter >= s->seats)
            s->starter = -1;
        break;
    case ROW_CATCH: s->catch_rule = !s->catch_rule; break;
    case ROW_ADVANCED: s->advanced = !s->advanced; break;
    case ROW_PENALTY: s->guess_penalty = !s->guess_penalty; break;
    case ROW_HINT: ss->choice.hint_button = !ss->choice.hint_button; break;
    case ROW_PHONES: ss->choice.phones = !ss->choice.phones && phone_server_available(); break;
    case ROW_CYCLES: s->cycles = SDL_clamp(s->cycles + 5 * dir, 5, 50); break;
    case ROW_STARTER:
        s->starter = s->starter + dir;
        if (s->starter >= s->seats)
            s->starter = -1;
        if (s->starter < -1)
            s->starter = s->seats - 1;
        break;
    case ROW_WINS: j->wins = SDL_clamp(j->wins + dir, 1, JG_MAX_WINS); break;
    case ROW_DUMMIES: j->dummy_sigils = !j->dummy_sigils; break;
    case ROW_CHAIRMAN:
        j->first_chairman += dir;
        if (j->first_chairman >= j->players)
            j->first_chairman = -1;
        if (j->first_chairman < -1)
            j->first_chairman = j->players - 1;
        break;
    case ROW_SEED: {
        /* A new deal: a step through a fixed mixing function, not rand(). */
        uint64_t x = game_choice_seed(&ss->choice) * 6364136223846793005ULL +
                     1442695040888963407ULL;
        game_choice_set_seed(&ss->choice, (x >> 33) % 1000000);
        break;
    }
    case ROW_START: {
        if (!game_choice_check(&ss->choice, ss->error, sizeof ss->error))
            break;
        if (game_resume_in_progress(app, app->game_save_path, ss->in_progress,
                                    sizeof ss->in_progress)) {
            ss->asking = true; /* never over a game in progress without asking */
            ss->ask_focus = 0;
            break;
        }
        start_new(ss, app);
        break;
    }
    case ROW_BACK: app_request_pop(app); break;
    default: break;
    }
}

/* ---- The name being edited ---- */

static int focused_seat(const SetupScene *ss)
{
    return ss->focus >= ROW_SEAT0 && ss->focus < ROW_SEAT0 + SSG_MAX_SEATS ? ss->focus - ROW_SEAT0
                                                                           : -1;
}

static void restart_blink(SetupScene *ss, const App *app)
{
    textfield_touch(&ss->name, app);
}

/* A name's field: its text shrinks to fit before it slides; editing shows the caret. */
static TextfieldLook name_look(const App *app, bool editing)
{
    return (TextfieldLook){.px = app_px(app, 0.03f), .shrink = true, .face = FONT_REGULAR,
                           .ink = PALETTE_DARK, .fill = PALETTE_FIELD, .editing = editing};
}

/* The edit follows the focus: a seat row's name is loaded with the cursor at its end. */
static void sync_name(SetupScene *ss)
{
    int seat = focused_seat(ss);
    if (seat == ss->name_seat)
        return;
    ss->name_seat = seat;
    size_t size;
    textfield_init(&ss->name, seat >= 0 ? seat_name(ss, seat, &size) : "");
}

/* Copies the edit into the seat, or undoes it when the name would be too long. */
static void store_name(SetupScene *ss, const TextEdit *before)
{
    int seat = ss->name_seat;
    if (seat < 0)
        return;
    if (ss->name.edit.length > NAME_MAX_BYTES)
        ss->name.edit = *before;
    size_t size;
    char *name = seat_name(ss, seat, &size);
    SDL_strlcpy(name, ss->name.edit.text, size);
    ss->error[0] = '\0';
}

/* Input for the name being edited (text, keys, the pointer); true if the field used it. */
static bool name_input(SetupScene *ss, App *app, const Input *in, SDL_FRect box, bool editing)
{
    TextEdit before = ss->name.edit;
    TextfieldLook look = name_look(app, editing);
    TextfieldResult res = textfield_input(&ss->name, app, in, box, &look);
    if (res == TEXTFIELD_EDITED)
        store_name(ss, &before);
    return res != TEXTFIELD_IGNORED;
}

/* The name box of the focused seat row. */
static SDL_FRect focused_name_box(const SetupScene *ss, const SDL_FRect *rows)
{
    SDL_FRect name, kind, flash;
    seat_parts(ss, rows[ss->focus], &name, &kind, &flash);
    return name;
}

/* ---- Focus ---- */

static void move_rows(SetupScene *ss, int dir)
{
    do
        ss->focus = (ss->focus + dir + ROW_COUNT) % ROW_COUNT;
    while (!row_visible(ss, ss->focus));
}

/* Tab: through a seat row's fields, then on to the next row (Shift+Tab back). */
static void tab(SetupScene *ss, bool back)
{
    if (focused_seat(ss) >= 0) {
        int p = (int)ss->part + (back ? -1 : 1);
        if (p >= 0 && p < part_count(ss)) {
            ss->part = (SeatPart)p;
            return;
        }
    }
    move_rows(ss, back ? -1 : 1);
    ss->part = back && focused_seat(ss) >= 0 ? (SeatPart)(part_count(ss) - 1) : PART_NAME;
}

static void change_flash(SsgSeatSetup *p, int dir)
{
    p->flash += dir;
    if (p->flash > 11)
        p->flash = 3;
    if (p->flash < 3)
        p->flash = 11;
}

/* ---- Input ---- */

static bool seat_row_input(SetupScene *ss, App *app, const Input *in, SDL_FRect name_box)
{
    int seat = ss->name_seat;
    SsgSeatSetup *flash = &ss->choice.setup.seat[seat];
    bool arrow = in->key == SDLK_LEFT || in->key == SDLK_RIGHT;
    switch (in->kind) {
    case INPUT_TEXT: {
        bool sign = !SDL_strcmp(in->text, "+") || !SDL_strcmp(in->text, "=") ||
                    !SDL_strcmp(in->text, "-");
        if (ss->part != PART_NAME && sign)
            return true; /* the key itself changed the flash */
        if (ss->part != PART_NAME) { /* typing on the other fields goes to the name */
            ss->part = PART_NAME;
            textedit_end(&ss->name.edit, false);
        }
        name_input(ss, app, in, name_box, true);
        return true;
    }
    case INPUT_LEFT:
    case INPUT_RIGHT:
    case INPUT_KEY:
        if (in->key == SDLK_TAB) {
            tab(ss, (in->mod & KMOD_SHIFT) != 0);
            restart_blink(ss, app);
            return true;
        }
        if (ss->part == PART_NAME) {
            name_input(ss, app, in, name_box, true);
            return true; /* other keys are letters of the name, typed as text */
        }
        if (arrow || in->kind == INPUT_KEY) {
            int dir = in->key == SDLK_LEFT || in->key == SDLK_MINUS || in->key == SDLK_KP_MINUS ? -1
                    : in->key == SDLK_RIGHT || in->key == SDLK_PLUS || in->key == SDLK_EQUALS ||
                              in->key == SDLK_KP_PLUS ? 1 : 0;
            if (dir != 0 && (arrow || ss->part == PART_FLASH)) {
                ss->error[0] = '\0';
                if (ss->part == PART_KIND && arrow)
                    cycle_kind(ss, seat, dir);
                else if (ss->part == PART_FLASH)
                    change_flash(flash, dir);
            }
        }
        return true;
    case INPUT_UP:
    case INPUT_DOWN:
        if (in->key != SDLK_UP && in->key != SDLK_DOWN)
            return true; /* 'w' and 's' are letters here */
        move_rows(ss, in->kind == INPUT_UP ? -1 : 1);
        restart_blink(ss, app);
        return true;
    case INPUT_CONFIRM:
        if (in->key == SDLK_SPACE)
            return true; /* a space in a name comes as text; on the other fields it does nothing */
        if (ss->part == PART_NAME)
            tab(ss, false); /* Enter finishes the name */
        else if (ss->part == PART_KIND)
            cycle_kind(ss, seat, 1);
        else
            change_flash(flash, 1);
        return true;
    default:
        return false;
    }
}

/* While the question is up it has every input: arrows, Enter, Esc, clicks. */
static void ask_input(SetupScene *ss, App *app, const Input *in)
{
    SDL_FRect panel, b[2];
    ask_layout(app, &panel, b);
    if (in->kind == INPUT_BACK) {
        ss->asking = false;
    } else if (in->kind == INPUT_LEFT || in->kind == INPUT_RIGHT || in->kind == INPUT_UP ||
               in->kind == INPUT_DOWN || (in->kind == INPUT_KEY && in->key == SDLK_TAB)) {
        ss->ask_focus = 1 - ss->ask_focus;
    } else if (in->kind == INPUT_POINTER_MOVE) {
        int i = ui_hit_index(b, 2, in->x, in->y);
        if (i >= 0)
            ss->ask_focus = i;
    } else if (in->kind == INPUT_CONFIRM || in->kind == INPUT_POINTER_DOWN) {
        int i = in->kind == INPUT_CONFIRM ? ss->ask_focus : ui_hit_index(b, 2, in->x, in->y);
        if (i == 0)
            continue_saved(ss, app);
        else if (i == 1)
            start_new(ss, app);
    }
}

/* Where a stepped row's "‹  value  ›" is drawn: from *left to *right (as setup_draw puts it). */
static void value_span(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float *left,
                       float *right)
{
    char label[96], value[64], shown[96];
    row_text(ss, row, label, value, sizeof value);
    SDL_snprintf(shown, sizeof shown, "\u2039  %s  \u203a", value);
    int vw = 0, vh = 0;
    text_measure(app->text, FONT_REGULAR, app_px(app, 0.03f), shown, &vw, &vh);
    *right = rr.x + rr.w - rr.h * 0.35f;
    *left = *right - (float)vw;
}

/* The step a click at x on a row makes: -1 on the row's "‹" (the left half of its "‹ value ›"),
 * else +1, as the arrow keys do. */
static int click_step(const SetupScene *ss, const App *app, int row, SDL_FRect rr, float x)
{
    if (!stepped_row(row))
        return 1;
    float left, right;
    value_span(ss, app, row, rr, &left, &right);
    return x >= left - rr.h * 0.35f && x < (left + right) / 2 ? -1 : 1;
}

static bool setup_input(Scene *scene, App *app, const Input *in)
{
    SetupScene *ss = (SetupScene *)scene;
    if (ss->asking) {
        ask_input(ss, app, in);
        return true;
    }
    SsgSetup *s = &ss->choice.setup;
    SDL_FRect rows[ROW_COUNT];
    rows_layout(ss, app, rows);
    sync_name(ss);
    if (in->kind == INPUT_BACK) {
        app_request_pop(app);
        return true;
    }
    if (in->kind == INPUT_POINTER_UP) {
        ss->name.selecting = false;
        return true;
    }
    if (in->kind == INPUT_POINTER_MOVE && ss->name.selecting && focused_seat(ss) >= 0) {
        name_input(ss, app, in, focused_name_box(ss, rows), true); /* a drag selects */
        return true;
    }
    if (in->kind == INPUT_POINTER_MOVE || in->kind == INPUT_POINTER_DOWN) {
        int hit = -1;
        for (int r = 0; r < ROW_COUNT; r++)
            if (row_visible(ss, r) && ui_hit(rows[r], in->x, in->y))
                hit = r;
        if (hit < 0)
            return in->kind == INPUT_POINTER_DOWN;
        if (in->kind == INPUT_POINTER_MOVE)
            return true; /* the focus moves only on a click: typing stays on its row */
        bool was_editing = hit == ss->focus && ss->part == PART_NAME;
        int was_part = hit == ss->focus ? (int)ss->part : -1;
        ss->focus = hit;
        sync_name(ss);
        restart_blink(ss, app);
        int seat = focused_seat(ss);
        if (seat >= 0) {
            SDL_FRect name, kind, flash;
            seat_parts(ss, rows[hit], &name, &kind, &flash);
            SsgSeatSetup *p = &s->seat[seat];
            ss->error[0] = '\0';
            if (in->x < kind.x) {
                ss->part = PART_NAME;
                /* Placed where the name was drawn: unscrolled, unless it was being edited. */
                name_input(ss, app, in, name, was_editing);
            } else if (in->x < flash.x) {
                /* Its ‹ › show while it has the keys: a click left of the middle steps back. */
                int dir = was_part == PART_KIND && in->x < kind.x + kind.w / 2 ? -1 : 1;
                ss->part = PART_KIND;
                cycle_kind(ss, seat, dir);
            } else if (!is_jugglers(ss)) {
                int dir = was_part == PART_FLASH && in->x < flash.x + flash.w / 2 ? -1 : 1;
                ss->part = PART_FLASH;
                change_flash(p, dir);
            }
        } else if (hit != ROW_SEED) {
            change(ss, app, hit, click_step(ss, app, hit, rows[hit], in->x));
        }
        return true;
    }
    if (focused_seat(ss) >= 0)
        return seat_row_input(ss, app, in, focused_name_box(ss, rows));
    switch (in->kind) {
    case INPUT_TEXT:
        if (ss->focus == ROW_SEED && in->text[0] >= '0' && in->text[0] <= '9' &&
            game_choice_seed(&ss->choice) < 100000000)
            typed_seed(ss, game_choice_seed(&ss->choice) * 10 + (uint64_t)(in->text[0] - '0'));
        return true;
    case INPUT_KEY:
        if (in->key == SDLK_TAB)
            tab(ss, (in->mod & KMOD_SHIFT) != 0);
        else if (in->key == SDLK_BACKSPACE && ss->focus == ROW_SEED)
            typed_seed(ss, game_choice_seed(&ss->choice) / 10);
        return true;
    case INPUT_LEFT:
    case INPUT_RIGHT:
        change(ss, app, ss->focus, in->kind == INPUT_LEFT ? -1 : 1);
        return true;
    case INPUT_UP:
    case INPUT_DOWN:
        move_rows(ss, in->kind == INPUT_UP ? -1 : 1);
        ss->part = PART_NAME;
        restart_blink(ss, app);
        return true;
    case INPUT_CONFIRM:
        change(ss, app, ss->focus, 1);
        return true;
    default:
        return false;
    }
}

/* ---- Drawing ---- */

/* The name box: the focused seat's is a text field; the others show their name, fitted. */
static void draw_name(SetupScene *ss, App *app, SDL_FRect box, const char *name, bool focused_row,
                      bool editing, double now)
{
    if (editing) {
        TextfieldLook look = name_look(app, true);
        textfield_draw(&ss->name, app, box, &look, now);
        return;
    }
    TextfieldLook look = name_look(app, false);
    draw_rounded_rect(app->renderer, box, box.h * 0.22f,
                      focused_row ? PALETTE_FIELD_IDLE_ON_GOLD : PALETTE_FIELD_IDLE);
    textfit_draw_in(app->text, FONT_REGULAR, look.px, focused_row ? PALETTE_DARK : PALETTE_CREAM,
                    name, box, (float)look.px * 0.4f, TEXT_LEFT);
}

/* A value on a row or in a seat's field, with ‹ › when arrows change it. */
static void draw_value(App *app, int px, SDL_Color ink, const char *value, bool arrows, float x,
                       float y, TextAlign align)
{
    char shown[96];
    SDL_snprintf(shown, sizeof shown, arrows ? "\u2039  %s  \u203a" : "%s", value);
    text_draw(app->text, FONT_REGULAR, px, ink, shown, x, y, align);
}

static void draw_seat_row(SetupScene *ss, App *app, int row, SDL_FRect rr, int px, double now)
{
    int seat = row - ROW_SEAT0;
    bool focused = row == ss->focus;
    SDL_FRect name, kind, flash;
    seat_parts(ss, rr, &name, &kind, &flash);
    const SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    size_t size;
    draw_name(ss, app, name, seat_name(ss, seat, &size), focused,
              focused && ss->part == PART_NAME, now);
    char label[64], value[64], fl[32];
    row_text(ss, row, label, value, sizeof value);
    SDL_snprintf(fl, sizeof fl, "flash %d", p->flash);
    const SDL_FRect *part_box[2] = {&kind, &flash};
    const char *part_text[2] = {value, fl};
    for (int k = 0; k < part_count(ss) - 1; k++) {
        SDL_FRect b = *part_box[k];
        bool on = focused && (int)ss->part == k + 1;
        if (on) /* the field the arrows change: a dark chip on the gold row */
            draw_rounded_rect(app->renderer, b, b.h * 0.22f, PALETTE_DARK);
        SDL_Color ink = on ? PALETTE_GOLD : focused ? PALETTE_DARK : PALETTE_CREAM;
        int use = textfit_px(textfit_measure_cache, app->text, false, px, textfit_min_px(px),
                             part_text[k], b.w * (on ? 0.7f : 0.92f));
        int tw, th;
        text_measure(app->text, FONT_REGULAR, use, "Ag", &tw, &th);
        draw_value(app, use, ink, part_text[k], on, b.x + b.w / 2, b.y + (b.h - (float)th) / 2,
                   TEXT_CENTER);
    }
}

static void draw_ask(const SetupScene *ss, App *app, int px, int small)
{
    SDL_FRect panel, b[2];
    ask_layout(app, &panel, b);
    draw_rounded_rect(app->renderer, (SDL_FRect){0, 0, (float)app->width, (float)app->height}, 0,
                      PALETTE_DIM);
    draw_rounded_rect(app->renderer, panel, panel.h * 0.06f, PALETTE_OVERLAY);
    float x = panel.x + panel.w / 2, y = panel.y + panel.h * 0.1f;
    textfit_draw(app->text, FONT_BOLD, app_px(app, 0.05f), PALETTE_CREAM, "A game is in progress",
                 x, y, panel.w * 0.9f, TEXT_CENTER);
    y += (float)app_px(app, 0.05f) * 1.5f;
    textfit_draw(app->text, FONT_BOLD, px, PALETTE_GOLD, ss->in_progress, x, y, panel.w * 0.9f,
                 TEXT_CENTER);
    y += (float)px * 1.5f;
    textfit_draw(app->text, FONT_REGULAR, small, PALETTE_SOFT,
                 "A new game keeps it as the previous game, so nothing is lost.", x, y,
                 panel.w * 0.9f, TEXT_CENTER);
    UiButton buttons[2] = {
        {.rect = b[0], .label = "Continue it", .state = UI_BUTTON_PRIMARY},
        {.rect = b[1], .label = "Start a new one", .state = UI_BUTTON_NORMAL},
    };
    buttons[ss->ask_focus].state |= UI_BUTTON_FOCUS;
    ui_buttons_draw(app, buttons, 2, px, small, true);
}

/* Still but for the caret of a name being edited. */
static uint32_t setup_still_ms(Scene *scene, App *app)
{
    SetupScene *ss = (SetupScene *)scene;
    return focused_seat(ss) >= 0 ? textfield_still_ms(&ss->name, app) : APP_STILL_FOREVER;
}

static void setup_draw(Scene *scene, App *app, double blend)
{
    SetupScene *ss = (SetupScene *)scene;
    SDL_Renderer *r = app->renderer;
    sync_name(ss);
    ss->name.caret_shown = false;
    double now = app_time(app, blend);
    app_draw_table(app);
    int head = app_px(app, 0.06f), px = app_px(app, 0.03f), small = app_px(app, 0.024f);
    SDL_FRect rows[ROW_COUNT];
    rows_layout(ss, app, rows);
    text_draw(app->text, FONT_BOLD, head, PALETTE_CREAM, "New game", rows[ROW_SEATS].x,
              rows[ROW_GAME].y + (rows[ROW_GAME].h - (float)head * 1.2f) / 2, TEXT_LEFT);
    int tw, th;
    text_measure(app->text, FONT_REGULAR, px, "Ag", &tw, &th);
    for (int i = 0; i < ROW_COUNT; i++) {
        if (!row_visible(ss, i))
            continue;
        bool sel = i == ss->focus;
        if (i == ROW_START || i == ROW_BACK) {
            /* Start is the way on; the focus rings whichever has the keys. */
            char label[64], none[64];
            row_text(ss, i, label, none, sizeof label);
            UiButton b = {.rect = rows[i], .label = label,
                          .state = (i == ROW_START ? UI_BUTTON_PRIMARY : UI_BUTTON_NORMAL) |
                                   (sel ? UI_BUTTON_FOCUS : 0)};
            ui_button_draw(app, &b, px, 0);
            continue;
        }
        draw_rounded_rect(r, rows[i], rows[i].h * 0.3f, sel ? PALETTE_GOLD : PALETTE_ROW);
        if (i >= ROW_SEAT0 && i < ROW_SEAT0 + SSG_MAX_SEATS) {
            draw_seat_row(ss, app, i, rows[i], px, now);
            continue;
        }
        char label[96], value[64];
        row_text(ss, i, label, value, sizeof value);
        SDL_Color ink = sel ? PALETTE_DARK : PALETTE_CREAM;
        float ty = rows[i].y + (rows[i].h - (float)th) / 2;
        /* The label on the left, its value on the right, like the Settings screen. */
        float inset = rows[i].h * 0.35f;
        int vw = 0;
        char shown[96];
        SDL_snprintf(shown, sizeof shown, stepped_row(i) ? "\u2039  %s  \u203a" : "%s", value);
        int vh;
        text_measure(app->text, FONT_REGULAR, px, shown, &vw, &vh);
        draw_value(app, px, ink, value, stepped_row(i), rows[i].x + rows[i].w - inset, ty, TEXT_RIGHT);
        textfit_draw_in(app->text, FONT_REGULAR, px, ink, label,
                        (SDL_FRect){rows[i].x + inset, rows[i].y,
                                    rows[i].w - 3 * inset - (float)vw, rows[i].h},
                        0, TEXT_LEFT);
    }
    /* Under the seats: which Jugglers variation the count makes, or what a computer seat's
     * level means, or the rule text's own joke about who starts; then how the rows work. */
    char profile[300];
    profile_text(ss, focused_seat(ss), profile, sizeof profile);
    const char *joke = ss->choice.setup.starter < 0
        ? "The rules say: the youngest player without a degree in mathematics starts. "
          "The screen picks at random instead."
        : "Chosen at the table (the youngest without a maths degree, we trust).";
    bool strong = is_jugglers(ss) || profile[0];
    const char *under = is_jugglers(ss) ? variation_text(ss) : profile[0] ? profile : joke;
    float lx = rows[ROW_SEATS].x, lw = rows[ROW_SEATS].w;
    SDL_FRect last = rows[ROW_SEAT0 + seat_count(ss) - 1];
    float ny = last.y + last.h + (float)small * 0.9f;
    float used = text_draw_wrapped(app->text, strong ? FONT_BOLD : FONT_REGULAR, small,
                                   strong ? PALETTE_GOLD : PALETTE_SOFT, under, lx, ny, lw);
    text_draw_wrapped(app->text, FONT_REGULAR, small, PALETTE_SOFT,
                      is_jugglers(ss)
                          ? "\u2191 \u2193 choose a row, \u2190 \u2192 change it. Names: type, "
                            "click or Shift + arrows to select; Tab goes on to person or "
                            "computer. Seed: type digits."
                          : "\u2191 \u2193 choose a row, \u2190 \u2192 change it. Names: type, "
                            "click or Shift + arrows to select; Tab goes on to person or "
                            "computer and the flash. Seed: type digits.",
                      lx, ny + used + (float)small * 0.6f, lw);
    if (ss->error[0])
        text_draw_wrapped(app->text, FONT_BOLD, small, PALETTE_ERROR, ss->error, rows[ROW_SEED].x,
                          rows[ROW_BACK].y + rows[ROW_BACK].h * 1.3f, rows[ROW_SEED].w);
    if (ss->asking)
        draw_ask(ss, app, px, small);
}

static const SetupScene *top_setup(const App *app)
{
    Scene *top = app->scene_count ? app->scenes[app->scene_count - 1] : NULL;
    return app_scene_is(top, "setup") ? (const SetupScene *)top : NULL;
}

/* A row of the setup screen on top (the siteswap game's rows when it is not on top). */
static SDL_FRect row_rect(const App *app, int row)
{
    SetupScene plain = {.choice = game_choice_default(1)};
    const SetupScene *ss = top_setup(app);
    SDL_FRect rows[ROW_COUNT];
    rows_layout(ss ? ss : &plain, app, rows);
    return rows[row];
}

SDL_FRect setup_scene_start_rect(const App *app)
{
    return row_rect(app, ROW_START);
}

SDL_FRect setup_scene_game_rect(const App *app)
{
    return row_rect(app, ROW_GAME);
}

SDL_FRect setup_scene_ask_rect(const App *app, int which)
{
    SDL_FRect panel, b[2];
    ask_layout(app, &panel, b);
    return b[which ? 1 : 0];
}

bool setup_scene_probe(Scene *scene, const App *app, SetupProbe *out)
{
    if (!scene || !app_scene_is(scene, "setup"))
        return false;
    const SetupScene *ss = (const SetupScene *)scene;
    memset(out, 0, sizeof *out);
    out->choice = ss->choice;
    int seat = focused_seat(ss);
    out->focus_seat = seat;
    char value[64];
    row_text(ss, ss->focus, out->focus_label, value, sizeof value);
    out->part = seat >= 0 ? (int)ss->part : 0;
    if (seat >= 0 && ss->name_seat == seat) {
        out->cursor = ss->name.edit.cursor;
        out->anchor = ss->name.edit.anchor;
    }
    out->caret_shown = ss->name.caret_shown;
    out->caret = ss->name.caret;
    out->name_x = ss->name.text_x;
    out->name_px = ss->name.px;
    SDL_FRect rows[ROW_COUNT];
    rows_layout(ss, app, rows);
    for (int i = 0; i < SSG_MAX_SEATS; i++)
        seat_parts(ss, rows[ROW_SEAT0 + i], &out->name_box[i], &out->kind_box[i],
                   &out->flash_box[i]);
    out->focus_y = rows[ss->focus].y + rows[ss->focus].h / 2;
    if (seat < 0 && stepped_row(ss->focus)) {
        float left, right;
        value_span(ss, app, ss->focus, rows[ss->focus], &left, &right);
        float arrow = (float)app_px(app, 0.03f) * 0.3f; /* about half a "‹" */
        out->step_back_x = left + arrow;
        out->step_on_x = right - arrow;
    }
    if (is_jugglers(ss))
        SDL_strlcpy(out->under, variation_text(ss), sizeof out->under);
    else
        profile_text(ss, seat, out->under, sizeof out->under);
    out->asking = ss->asking;
    SDL_strlcpy(out->error, ss->error, sizeof out->error);
    return true;
}

static void setup_destroy(Scene *scene)
{
    SDL_free(scene);
}

static bool setup_takes_letters(Scene *scene)
{
    (void)scene;
    return true; /* letters go to a seat's name */
}

Scene *setup_scene_create(App *app)
{
    SetupScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base = (Scene){.name = "setup", .probe = setup_probe_json,
                       .draw = setup_draw, .input = setup_input, .destroy = setup_destroy,
                       .still_ms = setup_still_ms, .takes_letters = setup_takes_letters,
                       .opaque = true}; /* the felt covers the window */
    /* A fresh deal each time, from the clock: the seed is shown, so any deal can be replayed. */
    ss->choice = game_choice_default(SDL_GetPerformanceCounter() ^ (app->loop.ticks << 20));
    ss->choice.phones = app->phones && phone_server_available(); /* --phones: on by default */
    recall_setup(&ss->choice, app); /* the last game's seats, names and options */
    ss->focus = ROW_START;
    ss->name_seat = -1;
    SDL_StartTextInput(); /* names are typed (the Lab stops text input when it closes) */
    return &ss->base;
}

/* The --probe part: whether the "game in progress" question is up. */
static void setup_probe_json(Scene *scene, App *app, JsonWriter *j)
{
    SetupProbe *p = SDL_malloc(sizeof *p);
    if (!p || !setup_scene_probe(scene, app, p)) {
        j->failed = true;
        SDL_free(p);
        return;
    }
    probe_str(j, "phase", p->asking ? "asking" : "shown");
    probe_no_stage(j);
    SDL_free(p);
}
