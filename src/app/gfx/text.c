#include "text.h"

#include <SDL_ttf.h>
#include <stdint.h>
#include <string.h>

#define TEXT_CACHE_SLOTS 512
#define TEXT_FONT_SIZES 24
#define TEXT_MAX_STRING 256
#define TEXT_EVICT_AFTER_FRAMES 120

typedef struct TextEntry {
    bool used;
    FontFace face;
    int px;
    SDL_Color color;
    char str[TEXT_MAX_STRING];
    SDL_Texture *texture;
    int w, h;
    uint64_t last_frame;
} TextEntry;

/* Sizes of short strings measured: fitting text and placing highlights measure the same
 * strings every frame, and shaping them (HarfBuzz) costs more than drawing them. */
#define TEXT_MEASURE_SLOTS 512
#define TEXT_MEASURE_MAX 64

typedef struct MeasureEntry {
    bool used;
    FontFace face;
    int px;
    char str[TEXT_MEASURE_MAX];
    int w, h;
} MeasureEntry;

typedef struct SizedFont {
    int px;
    TTF_Font *font;
} SizedFont;

struct TextCache {
    SDL_Renderer *renderer;
    char paths[FONT_FACE_COUNT][1024];
    SizedFont fonts[FONT_FACE_COUNT][TEXT_FONT_SIZES];
    TextEntry entries[TEXT_CACHE_SLOTS];
    MeasureEntry measured[TEXT_MEASURE_SLOTS]; /* one place per hash: a clash replaces */
    uint64_t frame;
    /* Texts drawn cut short: [0] this frame, [1] the last frame ended. */
    char cuts[2][TEXT_CUTS_MAX][TEXT_MAX_STRING];
    int cut_n[2];
    int drawn;          /* strings drawn this frame */
    char said[2][TEXT_DRAWN_MAX][TEXT_MEASURE_MAX]; /* their starts: [0] this frame, [1] the last */
    int said_n[2];
    bool clip_scrolls;
};

static TTF_Font *font_at(TextCache *tc, FontFace face, int px)
{
    if (px < 4)
        px = 4;
    SizedFont *slots = tc->fonts[face];
    int free_slot = -1;
    for (int i = 0; i < TEXT_FONT_SIZES; i++) {
        if (slots[i].font && slots[i].px == px)
            return slots[i].font;
        if (!slots[i].font && free_slot < 0)
            free_slot = i;
    }
    if (free_slot < 0) {
        /* Many sizes in use (a window being resized): start over rather than grow. */
        text_flush(tc);
        for (int i = 0; i < TEXT_FONT_SIZES; i++) {
            TTF_CloseFont(slots[i].font);
            slots[i].font = NULL;
        }
        free_slot = 0;
    }
    TTF_Font *font = TTF_OpenFont(tc->paths[face], px);
    if (!font)
        return NULL;
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT);
    slots[free_slot] = (SizedFont){px, font};
    return font;
}

TextCache *text_create(SDL_Renderer *renderer, const char *regular_path, const char *bold_path,
                       char *err, size_t err_size)
{
    TextCache *tc = SDL_calloc(1, sizeof *tc);
    if (!tc) {
        SDL_snprintf(err, err_size, "out of memory");
        return NULL;
    }
    tc->renderer = renderer;
    const char *paths[FONT_FACE_COUNT] = {regular_path, bold_path};
    for (int f = 0; f < FONT_FACE_COUNT; f++) {
        SDL_strlcpy(tc->paths[f], paths[f], sizeof tc->paths[f]);
        if (!font_at(tc, (FontFace)f, 24)) {
            SDL_snprintf(err, err_size, "cannot open the font %s: %s", paths[f], TTF_GetError());
            text_destroy(tc);
            return NULL;
        }
    }
    return tc;
}

void text_flush(TextCache *tc)
{
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++) {
        if (tc->entries[i].texture)
            SDL_DestroyTexture(tc->entries[i].texture);
        tc->entries[i] = (TextEntry){0};
    }
}

void text_destroy(TextCache *tc)
{
    if (!tc)
        return;
    text_flush(tc);
    for (int f = 0; f < FONT_FACE_COUNT; f++)
        for (int i = 0; i < TEXT_FONT_SIZES; i++)
            if (tc->fonts[f][i].font)
                TTF_CloseFont(tc->fonts[f][i].font);
    SDL_free(tc);
}

static uint32_t hash_key(FontFace face, int px, SDL_Color c, const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    h = (h ^ (uint32_t)face) * 16777619u;
    h = (h ^ (uint32_t)px) * 16777619u;
    h = (h ^ ((uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a)) * 16777619u;
    return h;
}

static bool entry_matches(const TextEntry *e, FontFace face, int px, SDL_Color c, const char *s)
{
    return e->used && e->face == face && e->px == px && e->color.r == c.r && e->color.g == c.g &&
           e->color.b == c.b && e->color.a == c.a && strcmp(e->str, s) == 0;
}

SDL_Texture *text_get(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8,
                      int *w, int *h)
{
    *w = *h = 0;
    if (!utf8 || !*utf8)
        return NULL;
    /* Open addressing with a short probe; long strings are not cached but still drawn. */
    bool cacheable = strlen(utf8) < TEXT_MAX_STRING;
    uint32_t start = hash_key(face, px, color, utf8) % TEXT_CACHE_SLOTS;
    TextEntry *victim = NULL;
    if (cacheable) {
        for (uint32_t k = 0; k < 16; k++) {
            TextEntry *e = &tc->entries[(start + k) % TEXT_CACHE_SLOTS];
            if (entry_matches(e, face, px, color, utf8)) {
                e->last_frame = tc->frame;
                *w = e->w;
                *h = e->h;
                return e->texture;
            }
            if (!victim || !e->used || (victim->used && e->last_frame < victim->last_frame))
                victim = e;
        }
    }
    TTF_Font *font = font_at(tc, face, px);
    if (!font)
        return NULL;
    SDL_Surface *surface = TTF_RenderUTF8_Blended(font, utf8, color);
    if (!surface)
        return NULL;
    SDL_Texture *texture = SDL_CreateTextureFromSurface(tc->renderer, surface);
    int sw = surface->w, sh = surface->h;
    SDL_FreeSurface(surface);
    if (!texture)
        return NULL;
    if (!victim) {
        /* Uncached: the caller draws it this frame; it is freed at the frame's end. */
        victim = &tc->entries[start];
    }
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    *victim = (TextEntry){.used = cacheable, .face = face, .px = px, .color = color,
                          .texture = texture, .w = sw, .h = sh, .last_frame = tc->frame};
    if (cacheable)
        SDL_strlcpy(victim->str, utf8, sizeof victim->str);
    *w = sw;
    *h = sh;
    return texture;
}

void text_measure(TextCache *tc, FontFace face, int px, const char *utf8, int *w, int *h)
{
    *w = *h = 0;
    if (!utf8 || !*utf8)
        return;
    size_t len = strlen(utf8);
    MeasureEntry *m = NULL;
    if (len < TEXT_MEASURE_MAX) {
        m = &tc->measured[hash_key(face, px, (SDL_Color){0, 0, 0, 0}, utf8) % TEXT_MEASURE_SLOTS];
        if (m->used && m->face == face && m->px == px && strcmp(m->str, utf8) == 0) {
            *w = m->w;
            *h = m->h;
            return;
        }
    }
    TTF_Font *font = font_at(tc, face, px);
    if (!font || TTF_SizeUTF8(font, utf8, w, h) != 0)
        return;
    if (m) {
        *m = (MeasureEntry){.used = true, .face = face, .px = px, .w = *w, .h = *h};
        memcpy(m->str, utf8, len + 1);
    }
}

void text_note_cut(TextCache *tc, const char *utf8)
{
    if (!utf8 || !*utf8)
        return;
    for (int i = 0; i < tc->cut_n[0]; i++)
        if (strncmp(tc->cuts[0][i], utf8, TEXT_MAX_STRING - 1) == 0)
            return;
    if (tc->cut_n[0] < TEXT_CUTS_MAX)
        SDL_strlcpy(tc->cuts[0][tc->cut_n[0]++], utf8, TEXT_MAX_STRING);
}

void text_set_clip_scrolls(TextCache *tc, bool scrolls)
{
    tc->clip_scrolls = scrolls;
}

bool text_was_drawn(const TextCache *tc, const char *needle)
{
    int k = tc->drawn > 0 ? 0 : 1;
    for (int i = 0; i < tc->said_n[k]; i++)
        if (strstr(tc->said[k][i], needle))
            return true;
    return false;
}

int text_cut_count(const TextCache *tc)
{
    return tc->drawn > 0 || tc->cut_n[0] > 0 ? tc->cut_n[0] : tc->cut_n[1];
}

const char *text_cut(const TextCache *tc, int i)
{
    int k = tc->drawn > 0 || tc->cut_n[0] > 0 ? 0 : 1;
    return i >= 0 && i < tc->cut_n[k] ? tc->cuts[k][i] : "";
}

/* Glyph boxes carry room above the capitals and below the descenders: this much of a line's
 * height may fall outside without any ink lost. */
#define TEXT_CLIP_SLACK 0.18f

/* Whether dst, drawn now, loses part of itself to the window's edges or to a clip that does not
 * scroll. */
static bool clipped(TextCache *tc, SDL_FRect dst)
{
    int tw = 0, th = 0;
    SDL_Texture *target = SDL_GetRenderTarget(tc->renderer);
    if (!target || SDL_QueryTexture(target, NULL, NULL, &tw, &th) != 0)
        SDL_GetRendererOutputSize(tc->renderer, &tw, &th);
    float sx = 1, sy = 1;
    SDL_RenderGetScale(tc->renderer, &sx, &sy);
    float x0 = 0, y0 = 0, x1 = (float)tw / sx, y1 = (float)th / sy;
    float slack_x = 1.5f, slack_y = dst.h * TEXT_CLIP_SLACK;
    if (dst.x < x0 - slack_x || dst.x + dst.w > x1 + slack_x || dst.y < y0 - slack_y ||
        dst.y + dst.h > y1 + slack_y)
        return true;
    if (tc->clip_scrolls || !SDL_RenderIsClipEnabled(tc->renderer))
        return false;
    SDL_Rect c;
    SDL_RenderGetClipRect(tc->renderer, &c);
    if (c.w <= 0 || c.h <= 0)
        return false;
    /* Wholly outside the clip: not drawn at all, so not cut either (the caller's choice). */
    if (dst.x >= (float)(c.x + c.w) || dst.x + dst.w <= (float)c.x || dst.y >= (float)(c.y + c.h) ||
        dst.y + dst.h <= (float)c.y)
        return false;
    return dst.x < (float)c.x - slack_x || dst.x + dst.w > (float)(c.x + c.w) + slack_x ||
           dst.y < (float)c.y - slack_y || dst.y + dst.h > (float)(c.y + c.h) + slack_y;
}

int text_draw(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8, float x,
              float y, TextAlign align)
{
    int w, h;
    SDL_Texture *t = text_get(tc, face, px, color, utf8, &w, &h);
    if (!t)
        return 0;
    float left = align == TEXT_CENTER ? x - (float)w / 2 : align == TEXT_RIGHT ? x - (float)w : x;
    SDL_FRect dst = {left, y, (float)w, (float)h};
    if (tc->said_n[0] < TEXT_DRAWN_MAX)
        SDL_strlcpy(tc->said[0][tc->said_n[0]++], utf8, TEXT_MEASURE_MAX);
    tc->drawn++;
    if (color.a > 0 && clipped(tc, dst))
        text_note_cut(tc, utf8);
    SDL_RenderCopyF(tc->renderer, t, NULL, &dst);
    return w;
}

void text_end_frame(TextCache *tc)
{
    tc->frame++;
    memcpy(tc->cuts[1], tc->cuts[0], sizeof tc->cuts[0][0] * (size_t)tc->cut_n[0]);
    tc->cut_n[1] = tc->cut_n[0];
    tc->cut_n[0] = 0;
    memcpy(tc->said[1], tc->said[0], sizeof tc->said[0][0] * (size_t)tc->said_n[0]);
    tc->said_n[1] = tc->said_n[0];
    tc->said_n[0] = 0;
    tc->drawn = 0;
    tc->clip_scrolls = false;
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++) {
        TextEntry *e = &tc->entries[i];
        if (e->texture && (!e->used || tc->frame - e->last_frame > TEXT_EVICT_AFTER_FRAMES)) {
            SDL_DestroyTexture(e->texture);
            *e = (TextEntry){0};
        }
    }
}

int text_cached_count(const TextCache *tc)
{
    int n = 0;
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++)
        n += tc->entries[i].used;
    return n;
}

/* Lays a string out in lines wrapped at spaces; draws them when draw is set. Returns the height
 * used and, in *widest, the widest line. */
static float wrap(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8, float x,
                  float y, float max_width, bool draw, int *widest)
{
    char line[TEXT_MAX_STRING];
    float top = y;
    const char *p = utf8;
    *widest = 0;
    while (*p) {
        /* Take words while the line fits; a single word too long for a line goes alone. */
        size_t len = 0, fit = 0;
        int fit_w = 0;
        while (p[len]) {
            size_t next = len;
            while (p[next] == ' ')
                next++;
            while (p[next] && p[next] != ' ')
                next++;
            if (next >= sizeof line)
                break;
            memcpy(line, p, next);
            line[next] = '\0';
            int w, h;
            text_measure(tc, face, px, line, &w, &h);
            if ((float)w > max_width && fit > 0)
                break;
            fit = len = next;
            fit_w = w;
        }
        if (fit == 0)
            fit = strlen(p) < sizeof line ? strlen(p) : sizeof line - 1;
        memcpy(line, p, fit);
        line[fit] = '\0';
        if (draw)
            text_draw(tc, face, px, color, line, x, y, TEXT_LEFT);
        if (fit_w > *widest)
            *widest = fit_w;
        y += (float)px * 1.35f;
        p += fit;
        while (*p == ' ')
            p++;
    }
    return y - top;
}

float text_draw_wrapped(TextCache *tc, FontFace face, int px, SDL_Color color, const char *utf8,
                        float x, float y, float max_width)
{
    int widest;
    return wrap(tc, face, px, color, utf8, x, y, max_width, true, &widest);
}

float text_measure_wrapped(TextCache *tc, FontFace face, int px, const char *utf8,
                           float max_width, int *widest)
{
    return wrap(tc, face, px, (SDL_Color){0, 0, 0, 0}, utf8, 0, 0, max_width, false, widest);
}

int text_wrapped_px(TextCache *tc, FontFace face, int px, int min_px, const char *const *texts,
                    int count, float max_width, float max_height)
{
    for (int use = px; use > min_px; use--) {
        float h = 0;
        bool fits = true;
        for (int i = 0; i < count && fits; i++) {
            if (!texts[i] || !texts[i][0])
                continue;
            int widest = 0;
            h += text_measure_wrapped(tc, face, use, texts[i], max_width, &widest);
            fits = (float)widest <= max_width;
        }
        if (fits && h <= max_height)
            return use;
    }
    return min_px;
}
