/* The coach's chips, input and probe: which live pattern is under a point, picking one (by click,
 * Tab or Enter) to juggle in the panel, the keys and clicks a step waits for, and the probe's
 * "coach" part. The words, the panel's place and its drawing are coach.c. */
#include "coach.h"

#include "anim.h"
#include "hit.h"
#include "json_write.h"
#include "probe_json.h"
#include "reader_flow.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int coach_chip_at(const Coach *c, float x, float y)
{
    if (!coach_shown(c) || !c->doc_ok || !c->flow || c->flow_px != c->px ||
        !ui_hit(c->panel, x, y))
        return -1;
    return rules_layout_link_at(c->flow, x - c->words_x, y - c->words_y);
}

SDL_FRect coach_chip_rect(const Coach *c, int link)
{
    if (!coach_shown(c) || !c->doc_ok || !c->flow || link < 0)
        return (SDL_FRect){0};
    for (int i = 0; i < c->flow->run_count; i++) {
        const RulesRun *run = &c->flow->runs[i];
        if (run->kind == RULES_RUN_LINK && run->link == link)
            return (SDL_FRect){c->words_x + run->x, c->words_y + run->y, run->w, run->h};
    }
    return (SDL_FRect){0};
}

void coach_show_chip(Coach *c, int link)
{
    if (link < 0 || link == c->show_link || !c->doc_ok || link >= c->doc->link_count) {
        c->show_link = -1;
        c->shown[0] = c->show_why[0] = '\0';
        return;
    }
    const RulesLink *l = &c->doc->links[link];
    c->show_link = link;
    c->show_t = 0;
    c->show_why[0] = '\0';
    snprintf(c->shown, sizeof c->shown, "%s", l->target);
    if (l->trick) {
        snprintf(c->show_why, sizeof c->show_why, "%.40s is a trick: the Rules screen juggles it.",
                 l->target);
        return;
    }
    if (!c->motion)
        c->motion = malloc(sizeof *c->motion);
    SiteswapError err = {0};
    Siteswap *s = siteswap_parse(l->target, &err);
    if (!c->motion || !s || !siteswap_validate(s, &err)) {
        snprintf(c->show_why, sizeof c->show_why, "%.40s cannot be juggled: %.96s", l->target,
                 c->motion ? err.message : "out of memory");
        siteswap_free(s);
        return;
    }
    AnimSettings set = anim_default_settings();
    set.prop = l->prop;
    set.start_left = l->start_left;
    set.style = l->style;
    set.start = ANIM_START_IN_STATE; /* straight into the pattern, round and round */
    char why[120] = "";
    if (!anim_prepare(s, &set, c->motion, why, sizeof why))
        snprintf(c->show_why, sizeof c->show_why, "%.40s cannot be juggled: %.96s", l->target, why);
    siteswap_free(s);
}

CoachHit coach_hit(const Coach *c, float x, float y)
{
    if (!coach_shown(c))
        return COACH_HIT_NONE;
    if (c->next.w > 0 && ui_hit(c->next, x, y))
        return COACH_HIT_NEXT;
    if (coach_chip_at(c, x, y) >= 0)
        return COACH_HIT_CHIP;
    if (ui_hit(c->panel, x, y))
        return COACH_HIT_PANEL;
    if (c->target.w > 0 && ui_hit(c->target, x, y))
        return COACH_HIT_TARGET;
    return COACH_HIT_NONE;
}

/* Tab: the focus to the next (or previous) live pattern of the words; past the last, none. */
static bool tab_chips(Coach *c, bool backwards)
{
    int n = c->doc_ok ? c->doc->link_count : 0;
    if (n == 0)
        return false;
    if (backwards)
        c->focus_link = c->focus_link < 0 ? n - 1 : c->focus_link - 1;
    else
        c->focus_link = c->focus_link + 1 >= n ? -1 : c->focus_link + 1;
    return true;
}

bool coach_input(Coach *c, const Input *in, bool typing)
{
    if (!coach_shown(c))
        return false;
    const CoachStep *s = coach_current(c);
    bool watching = !s->point[0] && s->until_n; /* the table is the player's meanwhile */
    if (in->kind == INPUT_BACK) {
        if (c->show_link >= 0) { /* Esc puts the juggled pattern away first */
            coach_show_chip(c, -1);
            return true;
        }
        return false; /* leaving the table is always allowed */
    }
    if (in->kind == INPUT_POINTER_MOVE) {
        c->hover_link = coach_chip_at(c, in->x, in->y);
        return false;
    }
    if (in->kind == INPUT_POINTER_DOWN) {
        CoachHit h = coach_hit(c, in->x, in->y);
        if (h == COACH_HIT_NEXT) {
            coach_advance(c);
            return true;
        }
        if (h == COACH_HIT_CHIP) {
            int link = coach_chip_at(c, in->x, in->y);
            c->focus_link = link;
            coach_show_chip(c, link);
            return true;
        }
        if (h == COACH_HIT_PANEL)
            return true;
        if (s->free || watching || h == COACH_HIT_TARGET)
            return false;
        coach_say_other(c);
        return true;
    }
    if (in->kind == INPUT_POINTER_UP || in->kind == INPUT_WHEEL)
        return false;
    if (typing)
        return false;
    /* Tab walks the words' patterns and Enter juggles the one in focus, at any step. */
    if (in->kind == INPUT_KEY && in->key == SDLK_TAB && tab_chips(c, (in->mod & KMOD_SHIFT) != 0))
        return true;
    if (in->kind == INPUT_CONFIRM && c->focus_link >= 0) {
        coach_show_chip(c, c->focus_link);
        return true;
    }
    if (s->free || watching)
        return false;
    if (in->kind == INPUT_CONFIRM && !s->point[0]) {
        coach_advance(c); /* Enter reads on, like Next */
        return true;
    }
    if (!in->repeat)
        coach_say_other(c);
    return true;
}

void coach_after_input(Coach *c, const Input *in)
{
    const CoachStep *s = coach_current(c);
    if (!coach_guiding(c) || in->kind != INPUT_POINTER_DOWN || !s->point[0] || s->until_n)
        return;
    if (coach_hit(c, in->x, in->y) == COACH_HIT_TARGET)
        coach_advance(c);
}

void coach_check(Coach *c, bool (*holds)(const void *table, const char *cond), const void *table,
                 double dt)
{
    coach_tick(c, dt);
    const CoachStep *s = coach_current(c);
    if (!coach_guiding(c) || !s->until_n)
        return;
    for (int i = 0; i < s->until_n; i++)
        if (!holds(table, s->until[i]))
            return;
    coach_advance(c);
}

void coach_probe(const Coach *c, JsonWriter *j)
{
    probe_bool(j, "tutorial", true);
    json_open(j, "coach", '{');
    const CoachStep *s = coach_current(c);
    char plain[COACH_WORDS];
    coach_plain(s->words, plain, sizeof plain);
    probe_int(j, "step", c->step);
    probe_int(j, "steps", c->script.n);
    probe_str(j, "name", s->name);
    probe_str(j, "words", coach_shown(c) ? plain : "");
    probe_str(j, "waits", coach_waits(c));
    probe_str(j, "point", s->point);
    json_open(j, "until", '[');
    for (int i = 0; i < s->until_n; i++)
        probe_str(j, NULL, s->until[i]);
    json_close(j, ']');
    probe_bool(j, "shown", coach_shown(c));
    probe_rect(j, "target", coach_shown(c) ? c->target : (SDL_FRect){0});
    probe_rect(j, "panel", c->panel);
    probe_rect(j, "next", c->next);
    probe_str(j, "other", c->word);
    json_open(j, "clear", '[');
    for (int i = 0; i < (coach_shown(c) ? c->clear_n : 0); i++) {
        if (c->clear[i].weight >= 0)
            continue; /* only what it never covers */
        json_open(j, NULL, '{');
        probe_str(j, "what", c->clear[i].what);
        probe_rect(j, "box", c->clear[i].box);
        json_close(j, '}');
    }
    json_close(j, ']');
    json_open(j, "chips", '[');
    for (int i = 0; coach_shown(c) && c->doc_ok && i < c->doc->link_count; i++) {
        json_open(j, NULL, '{');
        probe_str(j, "pattern", c->doc->links[i].target);
        probe_rect(j, "box", coach_chip_rect(c, i));
        json_close(j, '}');
    }
    json_close(j, ']');
    probe_int(j, "focused", c->focus_link);
    probe_str(j, "juggling", c->show_link >= 0 && !c->show_why[0] ? c->shown : "");
    probe_str(j, "why_not", c->show_why);
    probe_rect(j, "figure", c->figure);
    json_close(j, '}');
}
