/* The setup screen's input: the name being edited, focus, keys and clicks. */
#include "setup_state.h"

/* ---- The name being edited ---- */

int setup_focused_seat(const SetupScene *ss)
{
    return ss->focus >= ROW_SEAT0 && ss->focus < ROW_SEAT0 + GAMES_MAX_SEATS ? ss->focus - ROW_SEAT0
                                                                             : -1;
}

static void restart_blink(SetupScene *ss, const App *app)
{
    textfield_touch(&ss->name, app);
}

/* A name's field: its text shrinks to fit before it slides; editing shows the caret. */
TextfieldLook setup_name_look(const App *app, bool editing)
{
    return (TextfieldLook){.px = app_px(app, 0.03f), .shrink = true, .face = FONT_REGULAR,
                           .ink = PALETTE_DARK, .fill = PALETTE_FIELD, .editing = editing};
}

/* The edit follows the focus: a seat row's name is loaded with the cursor at its end. */
void setup_sync_name(SetupScene *ss)
{
    int seat = setup_focused_seat(ss);
    if (seat == ss->name_seat)
        return;
    ss->name_seat = seat;
    size_t size;
    textfield_init(&ss->name, seat >= 0 ? setup_seat_name(ss, seat, &size) : "");
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
    char *name = setup_seat_name(ss, seat, &size);
    SDL_strlcpy(name, ss->name.edit.text, size);
    ss->error[0] = '\0';
}

/* Input for the name being edited (text, keys, the pointer); true if the field used it. */
static bool name_input(SetupScene *ss, App *app, const Input *in, SDL_FRect box, bool editing)
{
    TextEdit before = ss->name.edit;
    TextfieldLook look = setup_name_look(app, editing);
    TextfieldResult res = textfield_input(&ss->name, app, in, box, &look);
    if (res == TEXTFIELD_EDITED)
        store_name(ss, &before);
    return res != TEXTFIELD_IGNORED;
}

/* The name box of the focused seat row. */
static SDL_FRect focused_name_box(const SetupScene *ss, const SDL_FRect *rows)
{
    SDL_FRect name, kind, flash;
    setup_seat_parts(ss, rows[ss->focus], &name, &kind, &flash);
    return name;
}

/* ---- Focus ---- */

static void move_rows(SetupScene *ss, int dir)
{
    do
        ss->focus = (ss->focus + dir + ROW_COUNT) % ROW_COUNT;
    while (!setup_row_visible(ss, ss->focus));
}

/* Tab: through a seat row's fields, then on to the next row (Shift+Tab back). */
static void tab(SetupScene *ss, bool back)
{
    if (setup_focused_seat(ss) >= 0) {
        int p = (int)ss->part + (back ? -1 : 1);
        if (p >= 0 && p < setup_part_count(ss)) {
            ss->part = (SeatPart)p;
            return;
        }
    }
    move_rows(ss, back ? -1 : 1);
    ss->part = back && setup_focused_seat(ss) >= 0 ? (SeatPart)(setup_part_count(ss) - 1) : PART_NAME;
}

/* ---- Input ---- */

static bool seat_row_input(SetupScene *ss, App *app, const Input *in, SDL_FRect name_box)
{
    int seat = ss->name_seat;
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
                    setup_cycle_kind(ss, seat, dir);
                else if (ss->part == PART_FLASH)
                    setup_change_extra(ss, seat, dir);
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
            setup_cycle_kind(ss, seat, 1);
        else
            setup_change_extra(ss, seat, 1);
        return true;
    default:
        return false;
    }
}

/* While the question is up it has every input: arrows, Enter, Esc, clicks. */
static void ask_input(SetupScene *ss, App *app, const Input *in)
{
    SDL_FRect panel, b[2];
    setup_ask_layout(app, &panel, b);
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
            setup_continue_saved(ss, app);
        else if (i == 1)
            setup_start_new(ss, app);
    }
}

bool setup_input(Scene *scene, App *app, const Input *in)
{
    SetupScene *ss = (SetupScene *)scene;
    if (ss->asking) {
        ask_input(ss, app, in);
        return true;
    }
    SDL_FRect rows[ROW_COUNT];
    setup_rows_layout(ss, app, rows);
    setup_sync_name(ss);
    if (in->kind == INPUT_BACK) {
        app_request_pop(app);
        return true;
    }
    if (in->kind == INPUT_POINTER_UP) {
        ss->name.selecting = false;
        return true;
    }
    if (in->kind == INPUT_POINTER_MOVE && ss->name.selecting && setup_focused_seat(ss) >= 0) {
        name_input(ss, app, in, focused_name_box(ss, rows), true); /* a drag selects */
        return true;
    }
    if (in->kind == INPUT_POINTER_MOVE || in->kind == INPUT_POINTER_DOWN) {
        int hit = -1;
        for (int r = 0; r < ROW_COUNT; r++)
            if (setup_row_visible(ss, r) && ui_hit(rows[r], in->x, in->y))
                hit = r;
        if (hit < 0)
            return in->kind == INPUT_POINTER_DOWN;
        if (in->kind == INPUT_POINTER_MOVE)
            return true; /* the focus moves only on a click: typing stays on its row */
        bool was_editing = hit == ss->focus && ss->part == PART_NAME;
        int was_part = hit == ss->focus ? (int)ss->part : -1;
        ss->focus = hit;
        setup_sync_name(ss);
        restart_blink(ss, app);
        int seat = setup_focused_seat(ss);
        if (seat >= 0) {
            SDL_FRect name, kind, flash;
            setup_seat_parts(ss, rows[hit], &name, &kind, &flash);
            ss->error[0] = '\0';
            if (in->x < kind.x) {
                ss->part = PART_NAME;
                /* Placed where the name was drawn: unscrolled, unless it was being edited. */
                name_input(ss, app, in, name, was_editing);
            } else if (in->x < flash.x) {
                /* Its ‹ › show while it has the keys: a click left of the middle steps back. */
                int dir = was_part == PART_KIND && in->x < kind.x + kind.w / 2 ? -1 : 1;
                ss->part = PART_KIND;
                setup_cycle_kind(ss, seat, dir);
            } else if (setup_has_extra(ss)) {
                int dir = was_part == PART_FLASH && in->x < flash.x + flash.w / 2 ? -1 : 1;
                ss->part = PART_FLASH;
                setup_change_extra(ss, seat, dir);
            }
        } else if (hit != ROW_SEED) {
            setup_change(ss, app, hit, setup_click_step(ss, app, hit, rows[hit], in->x));
        }
        return true;
    }
    if (setup_focused_seat(ss) >= 0)
        return seat_row_input(ss, app, in, focused_name_box(ss, rows));
    switch (in->kind) {
    case INPUT_TEXT:
        if (ss->focus == ROW_SEED && in->text[0] >= '0' && in->text[0] <= '9' &&
            game_choice_seed(&ss->choice) < 100000000)
            setup_typed_seed(ss, game_choice_seed(&ss->choice) * 10 + (uint64_t)(in->text[0] - '0'));
        return true;
    case INPUT_KEY:
        if (in->key == SDLK_TAB)
            tab(ss, (in->mod & KMOD_SHIFT) != 0);
        else if (in->key == SDLK_BACKSPACE && ss->focus == ROW_SEED)
            setup_typed_seed(ss, game_choice_seed(&ss->choice) / 10);
        return true;
    case INPUT_LEFT:
    case INPUT_RIGHT:
        setup_change(ss, app, ss->focus, in->kind == INPUT_LEFT ? -1 : 1);
        return true;
    case INPUT_UP:
    case INPUT_DOWN:
        move_rows(ss, in->kind == INPUT_UP ? -1 : 1);
        ss->part = PART_NAME;
        restart_blink(ss, app);
        return true;
    case INPUT_CONFIRM:
        setup_change(ss, app, ss->focus, 1);
        return true;
    default:
        return false;
    }
}
