#include "test_input.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

void input_key_mod(SDL_Keycode sym, Uint16 mod)
{
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = sym;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
}

void input_key(SDL_Keycode sym)
{
    input_key_mod(sym, KMOD_NONE);
}

void input_text(const char *text)
{
    SDL_Event e = {0};
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, text, sizeof e.text.text);
    SDL_PushEvent(&e);
}

void input_mouse(const App *app, Uint32 type, float x, float y)
{
    SDL_Event e = {0};
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = (int)(x / app->pixel_scale);
    e.button.y = (int)(y / app->pixel_scale);
    SDL_PushEvent(&e);
}

void input_motion(const App *app, float x, float y, bool held)
{
    SDL_Event e = {0};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)(x / app->pixel_scale);
    e.motion.y = (int)(y / app->pixel_scale);
    e.motion.state = held ? SDL_BUTTON_LMASK : 0;
    SDL_PushEvent(&e);
}

void input_click(const App *app, float x, float y)
{
    input_mouse(app, SDL_MOUSEBUTTONDOWN, x, y);
    input_mouse(app, SDL_MOUSEBUTTONUP, x, y);
}

void input_click_centre(const App *app, SDL_FRect r)
{
    input_click(app, r.x + r.w / 2, r.y + r.h / 2);
}

void input_wheel(const App *app, float notches, float x, float y)
{
    SDL_Event e = {0};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = (Sint32)notches;
    e.wheel.preciseY = notches;
    e.wheel.mouseX = (Sint32)(x / app->pixel_scale);
    e.wheel.mouseY = (Sint32)(y / app->pixel_scale);
    SDL_PushEvent(&e);
}

bool input_frames(App *app, int n)
{
    for (int i = 0; i < n; i++) {
        if (!app_step(app, LOOP_NS_PER_SECOND / 60))
            return false;
        app_present(app);
    }
    return true;
}

bool input_seconds(App *app, double seconds)
{
    for (double t = 0; t < seconds; t += 0.25)
        if (!app_step(app, LOOP_MAX_FRAME_NS))
            return false;
    return true;
}

void input_key_frame(App *app, SDL_Keycode sym)
{
    input_key(sym);
    assert_true(input_frames(app, 1));
}

void input_key_mod_frame(App *app, SDL_Keycode sym, Uint16 mod)
{
    input_key_mod(sym, mod);
    assert_true(input_frames(app, 1));
}

void input_text_frame(App *app, const char *text)
{
    input_text(text);
    assert_true(input_frames(app, 1));
}

void input_click_frame(App *app, float x, float y)
{
    input_click(app, x, y);
    assert_true(input_frames(app, 1));
}

void input_click_centre_frame(App *app, SDL_FRect r)
{
    input_click_frame(app, r.x + r.w / 2, r.y + r.h / 2);
}
