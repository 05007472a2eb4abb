#include "cards.h"

#include "palette.h"

#include "draw.h"

#include "deck.h"

#include <stdint.h>

#define CARD_FACE_SLOTS 96

static const char *const suit_files[CARD_SUIT_COUNT] = {
    "cards/spades.svg", "cards/hearts.svg", "cards/diamonds.svg", "cards/clubs.svg"};
/* Spades and clubs in black ink, hearts and diamonds in red. */
static SDL_Color suit_ink(CardSuit suit)
{
    return suit == CARD_HEARTS || suit == CARD_DIAMONDS ? PALETTE_SUIT_RED : PALETTE_SUIT_BLACK;
}
static const char *const rank_names[CARD_RANK_MAX + 1] = {"", "A", "2", "3", "4", "5",
                                                          "6", "7", "8", "9", "10", "J", "Q", "K"};

typedef struct ComposedFace {
    int rank, height;
    CardSuit suit;
    SDL_Texture *texture;
    uint64_t last_use;
} ComposedFace;

struct CardArt {
    SDL_Renderer *r;
    SvgCache *svg;
    TextCache *text;
    ComposedFace faces[CARD_FACE_SLOTS];
    uint64_t uses;
    SDL_Texture *plain_back; /* drawn when back.svg cannot be, at plain_back_h */
    int plain_back_h;
};

CardArt *cards_create(SDL_Renderer *r, SvgCache *svg, TextCache *text)
{
    CardArt *ca = SDL_calloc(1, sizeof *ca);
    if (ca)
        *ca = (CardArt){.r = r, .svg = svg, .text = text};
    return ca;
}

void cards_flush(CardArt *ca)
{
    if (ca->plain_back)
        SDL_DestroyTexture(ca->plain_back);
    ca->plain_back = NULL;
    for (int i = 0; i < CARD_FACE_SLOTS; i++) {
        if (ca->faces[i].texture)
            SDL_DestroyTexture(ca->faces[i].texture);
        ca->faces[i] = (ComposedFace){0};
    }
}

void cards_destroy(CardArt *ca)
{
    if (!ca)
        return;
    cards_flush(ca);
    SDL_free(ca);
}

int cards_width(int height)
{
    return (height * 5 + 3) / 7;
}

static void copy_centred(SDL_Renderer *r, SDL_Texture *t, float cx, float cy, float w, float h,
                         double angle)
{
    if (!t)
        return;
    SDL_FRect dst = {cx - w / 2, cy - h / 2, w, h};
    SDL_RenderCopyExF(r, t, NULL, &dst, angle, NULL, SDL_FLIP_NONE);
}

/* The value and a small suit in one corner; drawn twice, the second turned half round. */
static void draw_index(CardArt *ca, int rank, CardSuit suit, int w, int h, bool turned)
{
    int px = h * 15 / 100;
    int tw, th;
    SDL_Texture *t = text_get(ca->text, FONT_BOLD, px, suit_ink(suit), rank_names[rank], &tw, &th);
    float pip = (float)h * 0.085f;
    float cx = (float)w * 0.135f + (rank == 10 ? (float)w * 0.025f : 0);
    float ty = (float)h * 0.035f;
    float py = ty + (float)th * 0.92f + pip / 2;
    double angle = turned ? 180.0 : 0.0;
    if (turned) {
        cx = (float)w - cx;
        ty = (float)h - ty - (float)th;
        py = (float)h - py;
    }
    if (t) {
        SDL_FRect dst = {cx - (float)tw / 2, ty, (float)tw, (float)th};
        SDL_RenderCopyExF(ca->r, t, NULL, &dst, angle, NULL, SDL_FLIP_NONE);
    }
    int ps = (int)pip;
    copy_centred(ca->r, svg_get(ca->svg, suit_files[suit], ps, ps), cx, py, (float)ps, (float)ps,
                 angle);
}

int cards_value_px(int rank, int height)
{
    return rank == 10 ? height * 40 / 100 : height * 46 / 100;
}

static SDL_Texture *compose_face(CardArt *ca, int rank, CardSuit suit, int h)
{
    int w = cards_width(h);
    SDL_Texture *blank = svg_get(ca->svg, "cards/face.svg", w, h);
    SDL_Texture *target = SDL_CreateTexture(ca->r, SDL_PIXELFORMAT_ARGB8888,
                                            SDL_TEXTUREACCESS_TARGET, w, h);
    if (!target)
        return NULL;
    SDL_Texture *previous = SDL_GetRenderTarget(ca->r);
    SDL_SetRenderTarget(ca->r, target);
    SDL_SetRenderDrawColor(ca->r, 0, 0, 0, 0);
    SDL_RenderClear(ca->r);
    /* The blank is copied as is (its rounded corners keep their alpha); the rest blends on it.
     * Without its image, a plain card: the value and suit still read. */
    if (blank) {
        SDL_SetTextureBlendMode(blank, SDL_BLENDMODE_NONE);
        SDL_RenderCopy(ca->r, blank, NULL, NULL);
        SDL_SetTextureBlendMode(blank, SDL_BLENDMODE_BLEND);
    } else {
        draw_rounded_rect(ca->r, (SDL_FRect){0, 0, (float)w, (float)h}, (float)w * 0.08f,
                          PALETTE_CARD_FACE);
    }

    /* The value, large: what players read from across the table. */
    int px = cards_value_px(rank, h);
    int tw, th;
    SDL_Texture *big = text_get(ca->text, FONT_BOLD, px, suit_ink(suit), rank_names[rank], &tw, &th);
    if (big) {
        SDL_FRect dst = {((float)w - (float)tw) / 2, (float)h * 0.42f - (float)th / 2, (float)tw,
                         (float)th};
        SDL_RenderCopyF(ca->r, big, NULL, &dst);
    }
    int pip = h * 16 / 100;
    copy_centred(ca->r, svg_get(ca->svg, suit_files[suit], pip, pip), (float)w / 2,
                 (float)h * 0.76f, (float)pip, (float)pip, 0);
    draw_index(ca, rank, suit, w, h, false);
    draw_index(ca, rank, suit, w, h, true);

    SDL_SetRenderTarget(ca->r, previous);
    SDL_SetTextureBlendMode(target, SDL_BLENDMODE_BLEND);
    return target;
}

SDL_Texture *cards_face(CardArt *ca, int rank, CardSuit suit, int height)
{
    if (rank < CARD_RANK_MIN || rank > CARD_RANK_MAX || (int)suit < 0 || suit >= CARD_SUIT_COUNT ||
        height < 8)
        return NULL;
    ComposedFace *victim = &ca->faces[0];
    for (int i = 0; i < CARD_FACE_SLOTS; i++) {
        ComposedFace *f = &ca->faces[i];
        if (f->texture && f->rank == rank && f->suit == suit && f->height == height) {
            f->last_use = ++ca->uses;
            return f->texture;
        }
        if (!f->texture || (victim->texture && f->last_use < victim->last_use))
            victim = f;
    }
    SDL_Texture *t = compose_face(ca, rank, suit, height);
    if (!t)
        return NULL;
    if (victim->texture)
        SDL_DestroyTexture(victim->texture);
    *victim = (ComposedFace){rank, height, suit, t, ++ca->uses};
    return t;
}

/* A back without its image: a dark red card with a lighter border. */
static SDL_Texture *plain_back(CardArt *ca, int height)
{
    if (ca->plain_back && ca->plain_back_h == height)
        return ca->plain_back;
    if (ca->plain_back)
        SDL_DestroyTexture(ca->plain_back);
    int w = cards_width(height);
    ca->plain_back = SDL_CreateTexture(ca->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                       w, height);
    ca->plain_back_h = height;
    if (!ca->plain_back)
        return NULL;
    SDL_Texture *previous = SDL_GetRenderTarget(ca->r);
    SDL_SetRenderTarget(ca->r, ca->plain_back);
    SDL_SetRenderDrawColor(ca->r, 0, 0, 0, 0);
    SDL_RenderClear(ca->r);
    float r = (float)w * 0.08f, edge = (float)w * 0.06f;
    draw_rounded_rect(ca->r, (SDL_FRect){0, 0, (float)w, (float)height}, r,
                      PALETTE_CARD_FACE);
    draw_rounded_rect(ca->r, (SDL_FRect){edge, edge, (float)w - 2 * edge, (float)height - 2 * edge},
                      r * 0.6f, PALETTE_CARD_BACK);
    SDL_SetRenderTarget(ca->r, previous);
    SDL_SetTextureBlendMode(ca->plain_back, SDL_BLENDMODE_BLEND);
    return ca->plain_back;
}

SDL_Texture *cards_back(CardArt *ca, int height)
{
    if (height <= 0)
        return NULL;
    SDL_Texture *t = svg_get(ca->svg, "cards/back.svg", cards_width(height), height);
    return t ? t : plain_back(ca, height);
}

void cards_draw(CardArt *ca, SDL_Texture *card, float cx, float cy, int height, double angle)
{
    if (!card)
        return;
    float w = (float)cards_width(height), h = (float)height;
    float off = h * 0.018f;
    int sh = (int)(h * 1.04f);
    copy_centred(ca->r, svg_get(ca->svg, "cards/shadow.svg", cards_width(sh), sh), cx + off,
                 cy + off * 1.6f, (float)cards_width(sh), (float)sh, angle);
    copy_centred(ca->r, card, cx, cy, w, h, angle);
}

void cards_draw_sized(CardArt *ca, SDL_Texture *card, float cx, float cy, float w, float h,
                      double angle, float lift)
{
    if (!card || w <= 0 || h <= 0)
        return;
    /* A lifted card casts its shadow further away, so it reads as above the table. */
    float off = h * (0.018f + 0.05f * lift);
    int sh = (int)(h * (1.04f + 0.04f * lift));
    float sw = (float)cards_width(sh) * (w / (float)cards_width((int)h));
    copy_centred(ca->r, svg_get(ca->svg, "cards/shadow.svg", cards_width(sh), sh), cx + off,
                 cy + off * 1.6f, sw, (float)sh, angle);
    copy_centred(ca->r, card, cx, cy, w, h, angle);
}

bool cards_of_52(int id, int *rank, CardSuit *suit)
{
    static const CardSuit suits[4] = {CARD_CLUBS, CARD_DIAMONDS, CARD_HEARTS, CARD_SPADES};
    int r = deck52_rank(id), s = deck52_suit(id);
    if (r < 2 || r > 14 || s < 0 || s > 3)
        return false;
    *rank = r == 14 ? 1 : r;
    *suit = suits[s];
    return true;
}

SDL_Texture *cards_face_52(CardArt *ca, int id, int height)
{
    int rank;
    CardSuit suit;
    return cards_of_52(id, &rank, &suit) ? cards_face(ca, rank, suit, height) : NULL;
}
