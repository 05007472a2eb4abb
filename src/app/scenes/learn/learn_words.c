#include "learn_state.h"

#include "datadir.h"
#include "textfile.h"

#include <stdlib.h>

/* The same file the Lab's tooltips read, so the course and the Lab say a term the same way. */
void learn_load_terms(LearnScene *ls, App *app)
{
    ls->terms.count = 0;
    ls->hover_term = -1;
    char path[PATH_MAX], why[200] = "", err[160] = "";
    size_t len = 0;
    char *text = NULL;
    if (datadir_join(path, sizeof path, app->data_dir, TOOLTIP_FILE))
        text = textfile_read(path, &len, NULL, why, sizeof why);
    else
        SDL_snprintf(why, sizeof why, "the path is too long");
    if (text && !tooltip_terms_parse(text, &ls->terms, err, sizeof err))
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The course's terms: %s, %s", TOOLTIP_FILE, err);
    else if (!text) /* the lessons still read; their terms just do not explain themselves */
        SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The course's terms: %s: %s", TOOLTIP_FILE, why);
    free(text);
}

/* Appends s, with the markup's own characters made plain. */
static void append_plain(char *out, size_t size, size_t *n, const char *s)
{
    for (; *s && *n + 2 < size; s++) {
        if (*s == '*' || *s == '{' || *s == '}' || *s == '\\')
            out[(*n)++] = '\\';
        out[(*n)++] = *s;
    }
    out[*n] = '\0';
}

char *learn_markup_with_words(const LearnScene *ls, const char *markup)
{
    size_t size = SDL_strlen(markup) + 16 + (size_t)TOOLTIP_MAX_TERMS * (TOOLTIP_TEXT_MAX + 48);
    char *out = SDL_malloc(size);
    if (!out)
        return NULL;
    size_t n = SDL_strlcpy(out, markup, size);
    const char *p = ls->meta.words;
    while (*p) {
        const char *comma = SDL_strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : SDL_strlen(p);
        char name[TOOLTIP_TERM_MAX] = "";
        while (len > 0 && *p == ' ')
            p++, len--;
        while (len > 0 && p[len - 1] == ' ')
            len--;
        if (len < sizeof name)
            SDL_strlcpy(name, p, len + 1);
        const TooltipTerm *t = name[0] ? tooltip_terms_find(&ls->terms, name) : NULL;
        if (t && n + 8 < size) {
            n += (size_t)SDL_snprintf(out + n, size - n, "\n\n> *");
            append_plain(out, size, &n, t->term);
            n += (size_t)SDL_snprintf(out + n, size - n, "*: ");
            append_plain(out, size, &n, t->text);
        } else if (name[0] && ls->terms.count > 0) {
            SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "The lesson names a term terms.txt "
                        "does not have: %s", name);
        }
        p = comma ? comma + 1 : p + len;
        if (!comma)
            break;
    }
    return out;
}

bool learn_run_is_term(const LearnScene *ls, const RulesRun *r)
{
    if (r->kind != RULES_RUN_BOLD || ls->terms.count == 0)
        return false;
    char word[TOOLTIP_TERM_MAX];
    int len = SDL_min(r->length, (int)sizeof word - 1);
    SDL_memcpy(word, ls->doc->text + r->start, (size_t)len);
    word[len] = '\0';
    return tooltip_terms_find(&ls->terms, word) != NULL;
}

/* A bold run's words are a term the lesson explains (or a state line's word). */
void learn_point_at_term(LearnScene *ls, float x, float y)
{
    ls->hover_term = -1;
    for (int i = 0; i < 2; i++) {
        SDL_FRect b = ls->state_terms[i];
        if (b.w > 0 && x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h &&
            ls->state_term_ids[i] >= 0) {
            ls->hover_term = ls->state_term_ids[i];
            ls->hover_term_box = b;
            return;
        }
    }
    const LearnFrame *f = &ls->frame;
    SDL_FRect v = f->text_view;
    if (!ls->doc || !ls->flow || ls->problem[0] || x < v.x || x >= v.x + v.w || y < v.y ||
        y >= v.y + v.h)
        return;
    float fx = x - v.x, fy = y - v.y + ls->scroll;
    for (int i = 0; i < ls->flow->run_count; i++) {
        const RulesRun *r = &ls->flow->runs[i];
        if (r->kind != RULES_RUN_BOLD || fx < r->x || fx >= r->x + r->w || fy < r->y ||
            fy >= r->y + r->h)
            continue;
        char word[TOOLTIP_TERM_MAX];
        int len = SDL_min(r->length, (int)sizeof word - 1);
        SDL_memcpy(word, ls->doc->text + r->start, (size_t)len);
        word[len] = '\0';
        const TooltipTerm *t = tooltip_terms_find(&ls->terms, word);
        if (t) {
            ls->hover_term = (int)(t - ls->terms.terms);
            ls->hover_term_box = (SDL_FRect){v.x + r->x, v.y + r->y - ls->scroll, r->w, r->h};
        }
        return;
    }
}

void learn_draw_term_tip(App *app, LearnScene *ls)
{
    if (ls->hover_term < 0 || ls->hover_term >= ls->terms.count || ls->mode != LEARN_MODE_LESSON)
        return;
    const LearnFrame *f = &ls->frame;
    SDL_FRect bounds = {f->margin, f->margin, (float)app->width - 2 * f->margin,
                        (float)app->height - 2 * f->margin};
    tooltip_draw(app, &ls->terms.terms[ls->hover_term], ls->hover_term_box, bounds, f->small_px,
                 f->text_panel.w * 0.8f);
}
