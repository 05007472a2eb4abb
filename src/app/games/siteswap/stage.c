#include "stage.h"

#include "juggler.h"
#include "siteswap.h"


bool stage_card_face(int card, int *rank, CardSuit *suit)
{
    if (card < 0)
        return false;
    *rank = deck_rank(card);
    *suit = stage_card_suit(card);
    return true;
}

CardSuit stage_card_suit(int card)
{
    static const CardSuit map[4] = {CARD_CLUBS, CARD_DIAMONDS, CARD_HEARTS, CARD_SPADES};
    int s = deck_suit(card);
    return s >= 0 && s < 4 ? map[s] : CARD_SPADES;
}

static void apply_style(AnimSettings *set, SsgStyle style)
{
    set->prop = style.prop == SSG_CLUBS ? ANIM_PROP_CLUB
              : style.prop == SSG_RINGS ? ANIM_PROP_RING
                                        : ANIM_PROP_BALL;
    set->start_left = style.hand == SSG_LEFT;
}

bool stage_prepare_values(AnimMotion *m, const int *values, int n, SsgStyle style)
{
    Siteswap *s = m && n > 0 ? siteswap_from_values(values, n) : NULL;
    if (!s)
        return false;
    AnimSettings set = anim_default_settings();
    apply_style(&set, style);
    set.style = style.move == SSG_MOVE_REVERSE      ? ANIM_STYLE_REVERSE
              : style.move == SSG_MOVE_MILLS_MESS ? ANIM_STYLE_MILLS_MESS
                                                  : ANIM_STYLE_NORMAL;
    set.start = ANIM_START_IN_STATE; /* the pattern itself from the first throw */
    bool ok = anim_prepare(s, &set, m, NULL, 0);
    siteswap_free(s);
    return ok;
}

bool stage_prepare_trick(AnimMotion *m, const char *notation, const char *movement,
                         SsgStyle style)
{
    Siteswap *s = m && notation ? siteswap_parse(notation, NULL) : NULL;
    bool ok = s && siteswap_validate(s, NULL);
    if (ok) {
        AnimSettings set = anim_default_settings();
        apply_style(&set, style);
        set.style = anim_style_named(movement);
        ok = anim_prepare(s, &set, m, NULL, 0);
    }
    siteswap_free(s);
    return ok;
}

AnimShot stage_shot(const AnimMotion *m, SDL_FRect area, int window_h)
{
    return anim_camera_target_within(m, juggler_aspect(area), juggler_max_shot_height(area, window_h));
}

void stage_draw_shot(App *app, const AnimMotion *m, double seconds, SDL_FRect area,
                     const AnimShot *shot)
{
    AnimPose pose;
    anim_pose_at(m, seconds, &pose);
    JugglerView view = {.area = area, .colour_blind = app->settings.colour_blind_props,
                        .shot = shot};
    juggler_draw(app->renderer, m, &pose, &view);
}

void stage_draw(App *app, const AnimMotion *m, double seconds, SDL_FRect area)
{
    stage_draw_shot(app, m, seconds, area, NULL);
}
