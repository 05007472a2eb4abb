#include "learn_state.h"

#include "hit.h"

/* What a key types. While the answer has the keys (it is focused) every printable character
 * goes into it, letters and all; otherwise only those that are nothing but pattern characters
 * (digits, brackets) start the typing, and letters stay the screen's commands. */
static bool typed_char(char c, bool focused)
{
    if (focused)
        return (unsigned char)c >= 0x20 && c != 0x7f; /* UTF-8 bytes too: the checker says why */
    return (c >= '0' && c <= '9') || c == '(' || c == '[';
}

static bool typed_exercise(const LearnScene *ls)
{
    LearnAskKind k = ls->meta.ask.kind;
    return k == LEARN_ASK_PATTERN || k == LEARN_ASK_FIX || k == LEARN_ASK_WAYIN;
}

static bool choice_exercise(const LearnScene *ls)
{
    return ls->meta.ask.kind == LEARN_ASK_PICK || ls->meta.ask.kind == LEARN_ASK_CHOOSE;
}

static void pick(LearnScene *ls, App *app, int place)
{
    ls->choice_focus = ls->picked = place;
    learn_submit(ls, app, learn_choice_at(ls, place));
}

static void juggle_link(LearnScene *ls, int link)
{
    if (!ls->doc || link < 0 || link >= ls->doc->link_count)
        return;
    ls->focused_link = link;
    learn_show_pattern(ls, ls->doc->links[link].target, false);
    /* Into view, if the chip is out of it. */
    int run = ls->flow->link_run[link];
    if (run >= 0) {
        const RulesRun *r = &ls->flow->runs[run];
        float view = ls->frame.text_view.h;
        if (r->y < ls->scroll_target)
            learn_scroll_by(ls, r->y - ls->scroll_target - r->h);
        else if (r->y + r->h > ls->scroll_target + view)
            learn_scroll_by(ls, r->y + r->h - ls->scroll_target - view + r->h);
    }
}

static void tab(LearnScene *ls, bool back)
{
    int n = ls->doc && !ls->problem[0] ? ls->doc->link_count : 0;
    if (n == 0)
        return;
    /* While a pick is open, the pattern it asks about is one more stop, after the last
     * example: the learner can compare and come back to it. */
    bool mystery = ls->meta.ask.kind == LEARN_ASK_PICK && !(ls->answered && ls->verdict.right);
    int f = ls->focused_link;
    int next = f < 0 ? (back ? n - 1 : 0) : f + (back ? -1 : 1);
    if (mystery && f >= 0 && (next < 0 || next >= n)) {
        ls->focused_link = -1;
        learn_show_pattern(ls, ls->meta.ask.choice[0], true);
        return;
    }
    juggle_link(ls, (next + n) % n);
}

static void slower(LearnScene *ls, int dir)
{
    int s = ls->speed + dir;
    if (s >= 0 && s < LEARN_SPEEDS)
        ls->speed = s;
}

static void button(LearnScene *ls, int b)
{
    switch (b) {
    case 0: ls->speed = ls->speed > 0 ? ls->speed - 1 : LEARN_SPEEDS - 1; break;
    case 1: ls->paused = !ls->paused; break;
    case 2: learn_step(ls, 1); break;
    case 3: learn_follow_next(ls); break;
    default: break;
    }
}

static void go_lesson(LearnScene *ls, App *app, int lesson)
{
    if (lesson >= 0 && lesson < ls->lesson_count)
        learn_open_lesson(ls, app, lesson);
}

static bool list_input(LearnScene *ls, App *app, const Input *in)
{
    const LearnFrame *f = &ls->frame;
    int n = ls->lesson_count;
    switch (in->kind) {
    case INPUT_UP:
        ls->selected = (ls->selected + n - 1) % SDL_max(n, 1);
        return true;
    case INPUT_DOWN:
        ls->selected = (ls->selected + 1) % SDL_max(n, 1);
        return true;
    case INPUT_CONFIRM:
        go_lesson(ls, app, ls->selected);
        return true;
    case INPUT_BACK:
        app_request_pop(app);
        return true;
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_DOWN: {
        float top = f->list_panel.y + f->pad;
        if (!ui_hit(f->list_panel, in->x, in->y) || in->y < top)
            return in->kind == INPUT_POINTER_DOWN;
        int row = (int)((in->y - top) / f->row_h);
        if (row >= 0 && row < n) {
            ls->selected = row;
            if (in->kind == INPUT_POINTER_DOWN)
                go_lesson(ls, app, row);
        }
        return true;
    }
    case INPUT_KEY:
        if (in->key == SDLK_HOME)
            ls->selected = 0;
        else if (in->key == SDLK_END)
            ls->selected = SDL_max(n - 1, 0);
        return true;
    default:
        return false;
    }
}

/* A letter, when the answer does not have the keys: the screen's commands. */
static bool command(LearnScene *ls, App *app, SDL_Keycode key)
{
    switch (key) {
    case SDLK_f: learn_follow_next(ls); return true;
    case SDLK_s: button(ls, 0); return true;
    case SDLK_n: go_lesson(ls, app, ls->lesson + 1); return true;
    case SDLK_p: go_lesson(ls, app, ls->lesson - 1); return true;
    case SDLK_l: ls->mode = LEARN_MODE_LIST; ls->typing = false; return true;
    default: return false;
    }
}

static bool lesson_input(LearnScene *ls, App *app, const Input *in)
{
    const LearnFrame *f = &ls->frame;
    SDL_Keycode k = in->key;
    bool arrow = k == SDLK_UP || k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_RIGHT;
    if (in->kind != INPUT_BACK && in->kind != INPUT_POINTER_MOVE && in->kind != INPUT_WHEEL)
        ls->esc_stopped_typing = ls->esc_warned = false; /* something else done: Esc leaves */
    switch (in->kind) {
    case INPUT_UP:
    case INPUT_DOWN:
    case INPUT_LEFT:
    case INPUT_RIGHT:
        if (!arrow) /* w a s d: letters */
            return ls->typing ? true : command(ls, app, k);
        if (in->kind == INPUT_UP || in->kind == INPUT_DOWN)
            learn_scroll_by(ls, (in->kind == INPUT_UP ? -1.0f : 1.0f) * (float)f->body_px * 2.9f);
        else if (choice_exercise(ls) && ls->choice_focus >= 0 && (in->mod & KMOD_SHIFT))
            ls->choice_focus = (ls->choice_focus + (in->kind == INPUT_LEFT ? 3 : 1)) % 4;
        else
            learn_step(ls, in->kind == INPUT_LEFT ? -1 : 1);
        return true;
    case INPUT_CONFIRM:
        if (k == SDLK_SPACE && ls->typing) {
            /* typed, as every printable key while the answer has the keys */
        } else if (k == SDLK_SPACE) {
            ls->paused = !ls->paused;
        } else if (typed_exercise(ls) && !ls->typing && !ls->answer[0]) {
            ls->typing = true; /* Enter on an empty answer: start typing it */
        } else if (ls->answered && ls->verdict.right &&
                   (!typed_exercise(ls) || SDL_strcmp(ls->answer, ls->checked) == 0)) {
            go_lesson(ls, app, ls->lesson + 1); /* done: Enter goes on */
        } else if (typed_exercise(ls)) {
            learn_submit(ls, app, ls->answer);
        } else if (choice_exercise(ls) && ls->choice_focus >= 0) {
            pick(ls, app, ls->choice_focus);
        }
        return true;
    case INPUT_BACK:
        /* Esc lets go of the answer; the Esc right after that only says how to leave (Esc
         * again, or L), so a newcomer's double Esc stays in the lesson. Esc otherwise goes
         * back, as it does on every other screen. */
        if (ls->typing) {
            ls->typing = false;
            ls->esc_stopped_typing = true;
        } else if (ls->esc_stopped_typing) {
            ls->esc_stopped_typing = false;
            ls->esc_warned = true;
        } else {
            ls->mode = LEARN_MODE_LIST;
        }
        return true;
    case INPUT_TEXT:
        if (!typed_exercise(ls))
            return true;
        for (const char *c = in->text; *c; c++) {
            if (!typed_char(*c, ls->typing))
                continue;
            size_t n = SDL_strlen(ls->answer);
            if (n + 1 < sizeof ls->answer && n < 24) {
                ls->answer[n] = *c;
                ls->answer[n + 1] = '\0';
            }
            ls->typing = true;
        }
        return true;
    case INPUT_KEY:
        if (k == SDLK_TAB) {
            if (choice_exercise(ls) && (in->mod & KMOD_CTRL))
                ls->choice_focus = (ls->choice_focus + 1) % 4;
            else
                tab(ls, (in->mod & KMOD_SHIFT) != 0);
            return true;
        }
        if (k == SDLK_BACKSPACE && typed_exercise(ls)) {
            size_t n = SDL_strlen(ls->answer);
            if (n > 0)
                ls->answer[n - 1] = '\0';
            ls->typing = true;
            return true;
        }
        if (k == SDLK_PAGEUP || k == SDLK_PAGEDOWN) {
            learn_scroll_by(ls, (k == SDLK_PAGEUP ? -0.85f : 0.85f) * f->text_view.h);
            return true;
        }
        if (ls->typing) /* the field takes every printable key: commands wait */
            return true;
        if (k == SDLK_MINUS || k == SDLK_KP_MINUS) {
            slower(ls, -1);
            return true;
        }
        if (k == SDLK_PLUS || k == SDLK_EQUALS || k == SDLK_KP_PLUS) {
            slower(ls, 1);
            return true;
        }
        if (choice_exercise(ls) && k >= SDLK_1 && k <= SDLK_4) {
            pick(ls, app, (int)(k - SDLK_1));
            return true;
        }
        return command(ls, app, k);
    case INPUT_WHEEL:
        learn_scroll_by(ls, -in->wheel_y * (float)f->body_px * 2.9f);
        return true;
    case INPUT_POINTER_MOVE: {
        ls->hover_button = ui_hit_index(f->buttons, LEARN_BUTTONS, in->x, in->y);
        ls->hover_choice = choice_exercise(ls) ? ui_hit_index(f->choices, LEARN_CHOICES, in->x, in->y)
                                               : -1;
        ls->hover_link = -1;
        learn_point_at_term(ls, in->x, in->y);
        if (ls->doc && !ls->problem[0] && ui_hit(f->text_view, in->x, in->y))
            ls->hover_link = rules_layout_link_at(ls->flow, in->x - f->text_view.x,
                                                  in->y - f->text_view.y + ls->scroll);
        return true;
    }
    case INPUT_POINTER_DOWN: {
        int b = ui_hit_index(f->buttons, LEARN_BUTTONS, in->x, in->y);
        if (b >= 0) {
            button(ls, b);
            return true;
        }
        if (choice_exercise(ls)) { /* a choice; elsewhere the text's patterns still juggle */
            int c = ui_hit_index(f->choices, LEARN_CHOICES, in->x, in->y);
            if (c >= 0) {
                pick(ls, app, c);
                return true;
            }
        }
        if (typed_exercise(ls) && ui_hit(f->field, in->x, in->y)) {
            ls->typing = true;
            return true;
        }
        if (ls->doc && !ls->problem[0] && ui_hit(f->text_view, in->x, in->y)) {
            int link = rules_layout_link_at(ls->flow, in->x - f->text_view.x,
                                            in->y - f->text_view.y + ls->scroll);
            if (link >= 0)
                juggle_link(ls, link);
        }
        ls->typing = false;
        return true;
    }
    default:
        return false;
    }
}

bool learn_input(Scene *scene, App *app, const Input *in)
{
    LearnScene *ls = (LearnScene *)scene;
    learn_ensure_layout(ls, app);
    if (ls->mode == LEARN_MODE_LIST)
        return list_input(ls, app, in);
    return lesson_input(ls, app, in);
}
