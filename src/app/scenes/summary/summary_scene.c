#include "summary_scene.h"

#include "button.h"
#include "draw.h"
#include "hit.h"
#include "list.h"
#include "textfit.h"
#include "stage.h"
#include "juggler.h"
#include "palette.h"
#include "rng.h"
#include "siteswap.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define MOMENT_SECONDS 3.5     /* the winner's moment, unless skipped */
#define CALM_SECONDS 0.35      /* after it, Enter and Esc wait this long: no double presses */
#define SPARKS 44
#define SPARK_GRAVITY 1.7f     /* window heights per second squared */
#define MAX_CARDS 24           /* the winner's cards the celebration throws */
#define TD_PI 3.14159265358979323846

typedef enum SparkKind { SPARK_BALL, SPARK_CLUB, SPARK_RING, SPARK_CARD, SPARK_KINDS } SparkKind;

/* A prop or card of the celebration: x in window widths, y in window heights. */
typedef struct Spark {
    bool flying;
    double wait;            /* seconds before its first throw */
    float x, y, px, py;     /* now and one tick ago, for blending */
    float vx, vy;
    float angle, pangle, spin; /* degrees */
    float size;             /* in window heights */
    SparkKind kind;
    int colour, rank, suit;
} Spark;

/* What a row's Watch juggles. */
typedef struct Juggle {
    bool trick;
    char notation[96];      /* tricks: the catalogue's notation and style */
    char style[32];
} Juggle;

typedef struct SummaryScene {
    Scene base;
    GameChoice choice;
    SummaryPlayAgain again; /* makes the next game's scene; NULL: there is none */
    SsgHistory *hist;       /* heap: large */
    bool hist_ok;
    int seats;
    char names[SSG_MAX_SEATS][SSG_NAME_SIZE];
    char headline[96], subtitle[200], moment_detail[200];
    int winner;
    int places_n;
    int place_seat[SSG_MAX_SEATS];
    char place_text[SSG_MAX_SEATS][64];
    SummaryRow *rows;
    Juggle *juggles;
    int rows_n;

    long ticks;
    bool celebrating;
    int calm_ticks;
    RngState rng;
    Spark sparks[SPARKS];
    SparkKind kinds[SPARK_KINDS];
    int kinds_n;
    int card_rank[MAX_CARDS], card_suit[MAX_CARDS];
    int cards_n;

    UiList list;            /* the rows: selection and scroll, in rows */
    bool pressing, dragging;
    int press_where;        /* 0 nothing, 1 the list, 2 Play again, 3 Back */
    float press_x, press_y, press_top;
    float pointer_x, pointer_y; /* for the buttons' hover */

    bool watching;
    AnimMotion *om;
    bool om_ok;
    double om_t;
    char om_title[160], om_detail[200];

    int watch_n;
    int watch_row[SUMMARY_PROBE_WATCH];
    SDL_FRect watch_button[SUMMARY_PROBE_WATCH];
} SummaryScene;

static void summary_update(Scene *scene, App *app);

/* ---- Small helpers ---- */

static void layout_for(const SummaryScene *ss, const App *app, SummaryLayout *L)
{
    summary_layout(app->width, app->height, ss->places_n,
                   settings_text_scale(app->settings.text_size), L);
}

static void digits(const int *v, int n, char *buf, size_t size)
{
    size_t k = 0;
    for (int i = 0; i < n && k + 2 < size; i++)
        buf[k++] = siteswap_throw_char(v[i] >= 0 ? v[i] : 0);
    buf[k] = '\0';
}

static const char *ordinal(int place)
{
    static const char *names[] = {"", "1st", "2nd", "3rd", "4th", "5th", "6th"};
    return place >= 1 && place <= 6 ? names[place] : "";
}

/* The parts of a style that are not plain balls, right hand first, normal. */
static void style_words(SsgStyle s, char *buf, size_t size)
{
    static const char *props[] = {"", "clubs", "rings"};
    static const char *moves[] = {"", "reverse", "Mills Mess"};
    buf[0] = '\0';
    const char *parts[3] = {props[s.prop % 3], s.hand % 2 ? "left hand first" : "",
                            moves[s.move % 3]};
    for (int i = 0; i < 3; i++) {
        if (!parts[i][0])
            continue;
        size_t k = strlen(buf);
        SDL_snprintf(buf + k, size - k, "%s%s", k ? ", " : "", parts[i]);
    }
}

static void append(char *buf, size_t size, const char *part)
{
    if (!part[0])
        return;
    size_t k = strlen(buf);
    SDL_snprintf(buf + k, size - k, "%s%s", k ? " \u00b7 " : "", part);
}

static void open_watch(SummaryScene *ss, int row)
{
    if (row < 0 || row >= ss->rows_n || !ss->rows[row].watchable || !ss->om)
        return;
    const SsgHistoryEntry *e = &ss->hist->entry[row];
    const SummaryRow *r = &ss->rows[row];
    if (e->kind == SSG_PLAY_TRICK)
        ss->om_ok = stage_prepare_trick(ss->om, ss->juggles[row].notation, ss->juggles[row].style,
                                        e->style);
    else
        ss->om_ok = stage_prepare_values(ss->om, e->performed, e->n, e->style);
    SDL_snprintf(ss->om_title, sizeof ss->om_title, "%s, by %s", r->pattern, r->who);
    SDL_strlcpy(ss->om_detail, r->pattern_detail, sizeof ss->om_detail);
    ss->om_t = 0;
    ss->list.selected = row;
    ss->watching = true;
}

/* ---- The rows, in words ---- */

static void describe(SummaryScene *ss, int i)
{
    const SsgHistoryEntry *e = &ss->hist->entry[i];
    SummaryRow *r = &ss->rows[i];
    memset(r, 0, sizeof *r);
    int who = e->performer >= 0 && e->performer < ss->seats ? e->performer : 0;
    SDL_strlcpy(r->who, ss->names[who], sizeof r->who);
    SDL_snprintf(r->when, sizeof r->when, "turn %ld", e->turn);
    if (e->outcome == SSG_OUTCOME_DROPPED) {
        /* Its throws stay secret: nothing but who and that it was dropped. */
        SDL_strlcpy(r->pattern, "\u2013", sizeof r->pattern);
        SDL_strlcpy(r->result, "Dropped", sizeof r->result);
        return;
    }
    char style[80];
    style_words(e->style, style, sizeof style);
    if (e->kind == SSG_PLAY_TRICK) {
        SDL_strlcpy(r->pattern, e->trick, sizeof r->pattern);
        append(r->pattern_detail, sizeof r->pattern_detail, "a trick");
    } else {
        digits(e->values, e->n, r->pattern, sizeof r->pattern);
        char part[120] = "a new siteswap";
        if (e->kind == SSG_PLAY_EXTEND) {
            /* What it grew from: the last play on the same revealed siteswap before it. */
            SDL_strlcpy(part, "an extension", sizeof part);
            for (int k = i - 1; k >= 0; k--) {
                const SsgHistoryEntry *p = &ss->hist->entry[k];
                if (p->outcome != SSG_OUTCOME_DROPPED && p->kind != SSG_PLAY_TRICK &&
                    p->revealed_index == e->revealed_index) {
                    char old[SSG_CARDS + 1];
                    digits(p->values, p->n, old, sizeof old);
                    SDL_snprintf(part, sizeof part, "extends %s", old);
                    break;
                }
            }
        }
        append(r->pattern_detail, sizeof r->pattern_detail, part);
        if (memcmp(e->values, e->performed, sizeof(int) * (size_t)e->n) != 0) {
            char as[SSG_CARDS + 1];
            digits(e->performed, e->n, as, sizeof as);
            SDL_snprintf(part, sizeof part, "juggled as %s", as);
            append(r->pattern_detail, sizeof r->pattern_detail, part);
        }
    }
    append(r->pattern_detail, sizeof r->pattern_detail, style);
    char cycles[64];
    if (e->outcome == SSG_OUTCOME_RECOGNISED) {
        int by = e->recognised_by >= 0 && e->recognised_by < ss->seats ? e->recognised_by : 0;
        SDL_snprintf(r->result, sizeof r->result, "Recognised by %s", ss->names[by]);
        if (e->cycles == 0)
            SDL_strlcpy(cycles, "in the first cycle", sizeof cycles);
        else
            SDL_snprintf(cycles, sizeof cycles, "after %d cycle%s", e->cycles,
                         e->cycles == 1 ? "" : "s");
    } else {
        SDL_strlcpy(r->result, "Laid down", sizeof r->result);
        SDL_snprintf(cycles, sizeof cycles, "after %d cycles unrecognised", e->cycles);
    }
    append(r->result_detail, sizeof r->result_detail, cycles);
    if (e->wrong_guesses > 0) {
        char wrong[48];
        SDL_snprintf(wrong, sizeof wrong, "%d wrong guess%s", e->wrong_guesses,
                     e->wrong_guesses == 1 ? "" : "es");
        append(r->result_detail, sizeof r->result_detail, wrong);
    }
    append(r->result_detail, sizeof r->result_detail,
           e->on_screen ? "on screen" : "juggled for real");
    r->longest = i == ss->hist->longest;
    r->watchable = e->kind != SSG_PLAY_TRICK || ss->juggles[i].notation[0];
}

/* The places in order: the placed seats by place, then the others by the cards they hold. */
static void order_places(SummaryScene *ss, const SsgGame *g)
{
    int order[SSG_MAX_SEATS];
    for (int s = 0; s < ss->seats; s++)
        order[s] = s;
    for (int a = 1; a < ss->seats; a++)
        for (int b = a; b > 0; b--) {
            int x = order[b - 1], y = order[b];
            int px = g->place[x] ? g->place[x] : 100 + g->hand[x].n;
            int py = g->place[y] ? g->place[y] : 100 + g->hand[y].n;
            if (py >= px)
                break;
            order[b - 1] = y;
            order[b] = x;
        }
    ss->places_n = ss->seats;
    for (int i = 0; i < ss->seats; i++) {
        int s = order[i];
        ss->place_seat[i] = s;
        if (g->place[s])
            SDL_snprintf(ss->place_text[i], sizeof ss->place_text[i], "%s  %s",
                         ordinal(g->place[s]), ss->names[s]);
        else
            SDL_snprintf(ss->place_text[i], sizeof ss->place_text[i], "%s \u00b7 %d card%s left",
                         ss->names[s], g->hand[s].n, g->hand[s].n == 1 ? "" : "s");
    }
}

/* ---- The celebration ---- */

static float uniform(RngState *rng, float lo, float hi)
{
    return lo + (hi - lo) * (float)(rng_next(rng) >> 40) / (float)(1u << 24);
}

/* Thrown from one of two hands low on the screen, across to the other side, like a cascade. */
static void throw_spark(SummaryScene *ss, Spark *s)
{
    RngState *rng = &ss->rng;
    bool left = rng_below(rng, 2) == 0;
    s->x = left ? uniform(rng, 0.22f, 0.38f) : uniform(rng, 0.62f, 0.78f);
    s->y = 1.08f;
    float apex = uniform(rng, 0.05f, 0.5f);
    s->vy = -sqrtf(2 * SPARK_GRAVITY * (s->y - apex));
    float flight = 2 * -s->vy / SPARK_GRAVITY;
    float land = left ? uniform(rng, 0.45f, 1.0f) : uniform(rng, 0.0f, 0.55f);
    s->vx = (land - s->x) / flight;
    s->px = s->x;
    s->py = s->y;
    s->kind = ss->kinds[rng_below(rng, (uint32_t)ss->kinds_n)];
    s->colour = (int)rng_below(rng, 8);
    s->angle = s->pangle = uniform(rng, -40, 40);
    s->spin = uniform(rng, 120, 420) * (left ? 1 : -1);
    if (s->kind == SPARK_CARD) {
        int c = (int)rng_below(rng, (uint32_t)ss->cards_n);
        s->rank = ss->card_rank[c];
        s->suit = ss->card_suit[c];
        s->spin *= 0.5f;
        s->size = uniform(rng, 0.11f, 0.16f);
    } else {
        s->size = uniform(rng, 0.022f, 0.034f);
    }
    s->flying = true;
}

static void start_sparks(SummaryScene *ss, const SsgGame *g)
{
    /* Seeded from the game: the same game celebrates the same way (one-way: no seed shows). */
    rng_seed(&ss->rng, rng_one_way(g->setup.seed ^ UINT64_C(0xCE1EB8A7E)));
    ss->kinds_n = 0;
    ss->kinds[ss->kinds_n++] = SPARK_BALL;
    bool clubs = false, rings = false;
    for (int i = 0; i < ss->hist->n; i++) {
        const SsgHistoryEntry *e = &ss->hist->entry[i];
        if (e->outcome == SSG_OUTCOME_DROPPED)
            continue;
        clubs |= e->style.prop == SSG_CLUBS;
        rings |= e->style.prop == SSG_RINGS;
    }
    ss->kinds[ss->kinds_n++] = clubs || !rings ? SPARK_CLUB : SPARK_RING;
    if (rings && clubs)
        ss->kinds[ss->kinds_n++] = SPARK_RING;
    /* The cards the winner laid on the table (any revealed card if nobody won). */
    ss->cards_n = 0;
    for (int pass = 0; pass < 2 && ss->cards_n == 0; pass++)
        for (int r = 0; r < g->revealed_n; r++) {
            if (pass == 0 && g->revealed[r].laid_by != ss->winner)
                continue;
            for (int k = 0; k < g->revealed[r].cards.n && ss->cards_n < MAX_CARDS; k++) {
                int c = g->revealed[r].cards.card[k];
                ss->card_rank[ss->cards_n] = deck_rank(c);
                ss->card_suit[ss->cards_n] = (int)stage_card_suit(c);
                ss->cards_n++;
            }
        }
    if (ss->cards_n > 0)
        ss->kinds[ss->kinds_n++] = SPARK_CARD;
    for (int i = 0; i < SPARKS; i++) {
        ss->sparks[i].flying = false;
        ss->sparks[i].wait = 0.05 * i + uniform(&ss->rng, 0, 0.3f);
    }
}

static void step_sparks(SummaryScene *ss, double dt)
{
    for (int i = 0; i < SPARKS; i++) {
        Spark *s = &ss->sparks[i];
        if (!s->flying) {
            if (ss->celebrating && (s->wait -= dt) <= 0)
                throw_spark(ss, s);
            continue;
        }
        s->px = s->x;
        s->py = s->y;
        s->pangle = s->angle;
        s->vy += SPARK_GRAVITY * (float)dt;
        s->x += s->vx * (float)dt;
        s->y += s->vy * (float)dt;
        s->angle += s->spin * (float)dt;
        if (s->y > 1.2f && s->vy > 0) {
            s->flying = false; /* caught below the screen; thrown again while the moment lasts */
            s->wait = uniform(&ss->rng, 0, 0.25f);
        }
    }
}

static void draw_sparks(SummaryScene *ss, App *app, double blend)
{
    float W = (float)app->width, H = (float)app->height;
    float b = (float)blend;
    for (int i = 0; i < SPARKS; i++) {
        const Spark *s = &ss->sparks[i];
        if (!s->flying)
            continue;
        float x = (s->px + (s->x - s->px) * b) * W, y = (s->py + (s->y - s->py) * b) * H;
        float a = s->pangle + (s->angle - s->pangle) * b;
        float r = s->size * H;
        SDL_Color c = juggler_prop_colour(s->colour, app->settings.colour_blind_props);
        float rad = a * (float)TD_PI / 180.0f;
        switch (s->kind) {
        case SPARK_BALL:
            draw_circle(app->renderer, x, y, r, c);
            break;
        case SPARK_CLUB: {
            /* A club end over end: a thin handle with a knob, widening to the body. */
            float dx = sinf(rad) * r, dy = -cosf(rad) * r;
            draw_thick_line(app->renderer, x - dx * 2.2f, y - dy * 2.2f, x, y, r * 0.35f, c);
            draw_thick_line(app->renderer, x - dx * 0.2f, y - dy * 0.2f, x + dx * 1.2f,
                            y + dy * 1.2f, r * 0.95f, c);
            draw_circle(app->renderer, x - dx * 2.3f, y - dy * 2.3f, r * 0.3f, PALETTE_CREAM);
            break;
        }
        case SPARK_RING:
            draw_ellipse_ring(app->renderer, x, y, r * 1.4f, r * 1.4f * fmaxf(0.2f, fabsf(cosf(rad))),
                              0, r * 0.35f, c);
            break;
        case SPARK_CARD: {
            int h = (int)(r);
            SDL_Texture *t = cards_face(app->cards, s->rank, (CardSuit)s->suit, h);
            if (t)
                cards_draw(app->cards, t, x, y, h, a);
            break;
        }
        default:
            break;
        }
    }
}

/* The summary comes: the props are caught (none flies over the list), and Enter and Esc wait
 * a moment so a key held down or pressed twice does not leave at once. */
static void end_moment(SummaryScene *ss)
{
    ss->celebrating = false;
    ss->calm_ticks = (int)(CALM_SECONDS * LOOP_TICKS_PER_SECOND);
    for (int i = 0; i < SPARKS; i++)
        ss->sparks[i].flying = false;
}

/* ---- Update ---- */

static void summary_update(Scene *scene, App *app)
{
    SummaryScene *ss = (SummaryScene *)scene;
    double dt = 1.0 / LOOP_TICKS_PER_SECOND;
    ss->ticks++;
    if (ss->celebrating && ss->ticks >= (long)(MOMENT_SECONDS * LOOP_TICKS_PER_SECOND))
        end_moment(ss);
    if (ss->calm_ticks > 0)
        ss->calm_ticks--;
    step_sparks(ss, dt);
    if (ss->watching)
        ss->om_t += dt;
    (void)app;
}

/* ---- Drawing ---- */

static void draw_moment(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_FRect n = L->winner;
    const char *name = ss->winner >= 0 ? ss->names[ss->winner] : "Game over";
    /* A veil behind the words: the props fly behind it, the words stay readable. */
    int nw, nh, dw;
    text_measure(app->text, FONT_BOLD, L->winner_px, name, &nw, &nh);
    float dh = text_measure_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, ss->moment_detail,
                                    L->winner_detail.w, &dw);
    float vw = SDL_min(n.w, (float)SDL_max(nw, dw) + L->margin * 4);
    SDL_FRect veil = {n.x + (n.w - vw) / 2, n.y - L->margin,  vw,
                      L->winner_detail.y + dh + L->margin - (n.y - L->margin)};
    draw_rounded_rect(app->renderer, veil, L->margin * 1.5f, PALETTE_VEIL);
    SDL_Color shadow = PALETTE_TEXT_SHADOW;
    float off = (float)L->winner_px * 0.04f;
    textfit_draw(app->text, FONT_BOLD, L->winner_px, shadow, name, n.x + n.w / 2 + off, n.y + off, n.w,
             TEXT_CENTER);
    textfit_draw(app->text, FONT_BOLD, L->winner_px, PALETTE_GOLD, name, n.x + n.w / 2, n.y, n.w,
             TEXT_CENTER);
    if (ss->winner >= 0)
        textfit_draw(app->text, FONT_BOLD, L->winner_line_px, PALETTE_CREAM, "wins the game!",
                 L->winner_line.x + L->winner_line.w / 2, L->winner_line.y, L->winner_line.w,
                 TEXT_CENTER);
    int tw;
    text_measure_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, ss->moment_detail,
                         L->winner_detail.w, &tw);
    text_draw_wrapped(app->text, FONT_REGULAR, L->winner_detail_px, PALETTE_SOFT,
                      ss->moment_detail, L->winner_detail.x + (L->winner_detail.w - (float)tw) / 2,
                      L->winner_detail.y, L->winner_detail.w);
    textfit_draw(app->text, FONT_REGULAR, L->skip_px, PALETTE_FAINT, "Click or press any key for the summary",
             L->skip.x + L->skip.w / 2, L->skip.y, L->skip.w, TEXT_CENTER);
}

/* The list counts rows; the screen scrolls them by pixels of row_h. */
static void sync_list(SummaryScene *ss, const SummaryLayout *L)
{
    ui_list_resize(&ss->list, ss->rows_n, L->row_h > 0 ? L->list.h / L->row_h : 0);
}

static float scroll_px(const SummaryScene *ss, const SummaryLayout *L)
{
    return ss->list.top * L->row_h;
}

static float max_scroll(const SummaryScene *ss, const SummaryLayout *L)
{
    return ui_list_max_top(&ss->list) * L->row_h;
}

static SDL_FRect row_rect(const SummaryScene *ss, const SummaryLayout *L, int i)
{
    return (SDL_FRect){L->list.x, L->list.y + (float)i * L->row_h - scroll_px(ss, L), L->list.w,
                       L->row_h};
}

static void draw_button(SummaryScene *ss, App *app, SDL_FRect r, int px, const char *label,
                        unsigned state)
{
    if (!ss->pressing && ui_hit(r, ss->pointer_x, ss->pointer_y))
        state |= UI_BUTTON_HOVER;
    ui_button_draw(app, &(UiButton){.rect = r, .label = label, .state = state}, px, 0);
}

static void draw_row(SummaryScene *ss, App *app, const SummaryLayout *L, int i, SDL_FRect r)
{
    SDL_Renderer *rd = app->renderer;
    const SummaryRow *row = &ss->rows[i];
    bool dropped = ss->hist->entry[i].outcome == SSG_OUTCOME_DROPPED;
    SDL_FRect bg = {r.x, r.y + 1, r.w, r.h - 2};
    SDL_Color fill = i == ss->list.selected ? PALETTE_LIST_SELECTED
                     : i % 2               ? PALETTE_LIST_ODD
                                           : PALETTE_LIST_EVEN;
    draw_rounded_rect(rd, bg, L->margin * 0.3f, fill);
    if (row->longest)
        draw_rounded_rect(rd, (SDL_FRect){r.x, r.y + 3, L->margin * 0.22f, r.h - 6}, 2, PALETTE_GOLD);
    float line1 = r.y + (float)L->detail_px * 0.35f;
    float line2 = line1 + (float)L->row_px * 1.3f;
    SDL_Color main = dropped ? PALETTE_FAINT : PALETTE_CREAM;
    /* Who, and when; the longest pattern's badge under the name, where there is room. */
    float x = r.x + L->col_x[SUMMARY_COL_PLAYER];
    float cw = L->col_w[SUMMARY_COL_PLAYER];
    textfit_draw(app->text, FONT_BOLD, L->row_px, main, row->who, x, line1, cw, TEXT_LEFT);
    int tw, th;
    text_measure(app->text, FONT_REGULAR, L->detail_px, row->when, &tw, &th);
    bool when = true;
    if (row->longest) {
        const char *badge = "longest";
        int bw, bh;
        text_measure(app->text, FONT_BOLD, L->detail_px, badge, &bw, &bh);
        SDL_FRect b = {x + (float)tw + (float)L->detail_px * 0.5f, line2,
                       (float)bw + (float)L->detail_px * 0.9f, (float)bh};
        if (b.x + b.w > x + cw) { /* no room for both: the badge wins */
            b.x = x;
            when = false;
        }
        draw_rounded_rect(rd, b, b.h * 0.45f, PALETTE_GOLD);
        text_draw(app->text, FONT_BOLD, L->detail_px, PALETTE_DARK, badge, b.x + b.w / 2, b.y,
                  TEXT_CENTER);
    }
    if (when)
        textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_FAINT, row->when, x, line2, cw,
                 TEXT_LEFT);
    /* The pattern, and how it was played. */
    x = r.x + L->col_x[SUMMARY_COL_PATTERN];
    float pw = L->col_w[SUMMARY_COL_PATTERN];
    textfit_draw(app->text, FONT_BOLD, L->row_px, row->longest ? PALETTE_GOLD : main, row->pattern, x, line1,
             pw, TEXT_LEFT);
    textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_SOFT, row->pattern_detail, x, line2, pw,
             TEXT_LEFT);
    /* What became of it. */
    x = r.x + L->col_x[SUMMARY_COL_RESULT];
    textfit_draw(app->text, FONT_BOLD, L->row_px, dropped ? PALETTE_ERROR : main, row->result, x, line1,
             L->col_w[SUMMARY_COL_RESULT], TEXT_LEFT);
    textfit_draw(app->text, FONT_REGULAR, L->detail_px, PALETTE_SOFT, row->result_detail, x, line2,
             L->col_w[SUMMARY_COL_RESULT], TEXT_LEFT);
    if (!row->watchable)
        return;
    SDL_FRect wb = {r.x + L->watch.x, r.y + L->watch.y, L->watch.w, L->watch.h};
    draw_button(ss, app, wb, L->detail_px, "Watch", UI_BUTTON_NORMAL);
    /* Only buttons wholly in the list can be pressed (the rest are under its edges). */
    if (wb.y >= L->list.y && wb.y + wb.h <= L->list.y + L->list.h + 0.5f &&
        ss->watch_n < SUMMARY_PROBE_WATCH) {
        ss->watch_row[ss->watch_n] = i;
        ss->watch_button[ss->watch_n++] = wb;
    }
}

static void draw_list(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_Renderer *rd = app->renderer;
    static const char *heads[SUMMARY_COLUMNS] = {"Player", "Pattern", "What happened", ""};
    for (int c = 0; c < SUMMARY_COLUMNS; c++)
        textfit_draw(app->text, FONT_BOLD, L->header_px, PALETTE_FAINT, heads[c],
                 L->header.x + L->col_x[c], L->header.y + (float)L->header_px * 0.2f, L->col_w[c],
                 TEXT_LEFT);
    draw_rounded_rect(rd, L->list, L->margin * 0.4f, PALETTE_PANEL);
    ss->watch_n = 0;
    if (ss->rows_n == 0) {
        const char *none = ss->hist_ok ? "No pattern was performed in this game."
                                       : "The patterns of this game could not be rebuilt.";
        textfit_draw(app->text, FONT_REGULAR, L->row_px, PALETTE_SOFT, none, L->list.x + L->list.w / 2,
                 L->list.y + L->row_h * 0.3f, L->list.w - L->margin * 2, TEXT_CENTER);
        return;
    }
    SDL_Rect clip = {(int)L->list.x, (int)L->list.y, (int)L->list.w, (int)L->list.h};
    SDL_RenderSetClipRect(rd, &clip);
    int first = SDL_max(0, (int)ss->list.top);
    for (int i = first; i < ss->rows_n && i < first + summary_visible_rows(L); i++)
        draw_row(ss, app, L, i, row_rect(ss, L, i));
    SDL_RenderSetClipRect(rd, NULL);
    float most = max_scroll(ss, L);
    if (most > 0) {
        SDL_FRect t = L->scrollbar;
        draw_rounded_rect(rd, t, t.w / 2, PALETTE_SCROLL_TRACK);
        float total = (float)ss->rows_n * L->row_h;
        float th = SDL_max(t.w * 2, t.h * L->list.h / total);
        SDL_FRect thumb = {t.x, t.y + (t.h - th) * scroll_px(ss, L) / most, t.w, th};
        draw_rounded_rect(rd, thumb, t.w / 2, PALETTE_SCROLL_THUMB);
    }
}

static void draw_watch(SummaryScene *ss, App *app, const SummaryLayout *L)
{
    SDL_FRect all = {0, 0, (float)app->width, (float)app->height};
    draw_rounded_rect(app->renderer, all, 0, PALETTE_DIM);
    draw_rounded_rect(app->renderer, L->overlay, L->margin, PALETTE_OVERLAY);
    SDL_FRect t = L->overlay_title;
    textfit_draw(app->text, FONT_BOLD, L->overlay_title_px, PALETTE_CREAM, ss->om_title, t.x + t.w / 2, t.y,
             t.w, TEXT_CENTER);
    SDL_FRect j = L->overlay_juggler;
    if (ss->om_ok)
        stage_draw(app, ss->om, ss->om_t, j);
    else
        textfit_draw(app->text, FONT_REGULAR, L->row_px, PALETTE_ERROR, "This pattern cannot be juggled here.",
                 j.x + j.w / 2, j.y + j.h / 2, j.w, TEXT_CENTER);
    SDL_FRect c = L->overlay_close;
    char line[260];
    SDL_snprintf(line, sizeof line, "%s%sClick or Esc to close", ss->om_detail,
                 ss->om_detail[0] ? "   \u00b7   " : "");
    textfit_draw(app->text, FONT_REGULAR, L->overlay_close_px, PALETTE_SOFT, line, c.x + c.w / 2, c.y, c.w,
             TEXT_CENTER);
}

static void summary_draw(Scene *scene, App *app, double blend)
{
    SummaryScene *ss = (SummaryScene *)scene;
    SummaryLayout L;
    layout_for(ss, app, &L);
    sync_list(ss, &L);
    app_draw_table(app);
    draw_sparks(ss, app, blend);
    if (ss->celebrating) {
        ss->watch_n = 0;
        draw_moment(ss, app, &L);
        return;
    }
    textfit_draw(app->text, FONT_BOLD, L.title_px, PALETTE_CREAM, ss->headline, L.title.x + L.title.w / 2,
             L.title.y, L.title.w, TEXT_CENTER);
    textfit_draw(app->text, FONT_REGULAR, L.subtitle_px, PALETTE_SOFT, ss->subtitle,
             L.subtitle.x + L.subtitle.w / 2, L.subtitle.y, L.subtitle.w, TEXT_CENTER);
    for (int i = 0; i < ss->places_n; i++) {
        SDL_FRect p = L.place[i];
        bool first = ss->place_seat[i] == ss->winner;
        draw_rounded_rect(app->renderer, p, p.h * 0.5f, first ? PALETTE_GOLD : PALETTE_ROW);
        int tw, th;
        text_measure(app->text, FONT_BOLD, L.place_px, "Ag", &tw, &th);
        textfit_draw(app->text, first ? FONT_BOLD : FONT_REGULAR, L.place_px,
                 first ? PALETTE_DARK : PALETTE_CREAM, ss->place_text[i], p.x + p.w / 2,
                 p.y + (p.h - (float)th) / 2, p.w - p.h * 0.6f, TEXT_CENTER);
    }
    draw_list(ss, app, &L);
    /* Enter plays again: the way on, in gold. */
    draw_button(ss, app, L.play_again, L.button_px, "Play again  (Enter)", UI_BUTTON_PRIMARY);
    draw_button(ss, app, L.back, L.button_px, "Back to title  (Esc)", UI_BUTTON_NORMAL);
    textfit_draw(app->text, FONT_REGULAR, L.hint_px, PALETTE_FAINT,
             "\u2191 \u2193 choose a pattern  \u00b7  Space or J watches it  \u00b7  "
             "wheel, drag or Page Up/Down to scroll",
             L.hint.x + L.hint.w / 2, L.hint.y, L.hint.w, TEXT_CENTER);
    if (ss->watching)
        draw_watch(ss, app, &L);
}

/* ---- Input ---- */

/* Back to the title (the summary and the table under it leave); with again, a new game with
 * the same seats and options follows. */
static void leave(SummaryScene *ss, App *app, bool again)
{
    Scene *table = NULL;
    if (again) {
        GameChoice next = ss->choice;
        game_choice_set_seed(&next, summary_next_seed(game_choice_seed(&ss->choice),
                                                      ss->hist->turns));
        table = ss->again ? ss->again(app, &next) : NULL;
        if (!table) {
            app_notify(app, "A new game could not be started.");
            return;
        }
    }
    app_request_pop_to_title(app);
    app_request_push(app, table);
}

static int row_at(const SummaryScene *ss, const SummaryLayout *L, float x, float y)
{
    if (!ui_hit(L->list, x, y))
        return -1;
    return ui_list_row_at(&ss->list, y - L->list.y, L->row_h);
}

/* A press on the scroll bar's track: the list goes to the same fraction of its length. */
static void scroll_to_bar(SummaryScene *ss, const SummaryLayout *L, float y)
{
    if (L->scrollbar.h <= 0)
        return;
    float want = (y - L->scrollbar.y) / L->scrollbar.h * ui_list_max_top(&ss->list);
    ui_list_scroll(&ss->list, want - ss->list.top);
}

static void pointer(SummaryScene *ss, App *app, const SummaryLayout *L, const Input *in)
{
    float drag = (float)app_px(app, 0.02f);
    switch (in->kind) {
    case INPUT_POINTER_DOWN:
        ss->pressing = true;
        ss->dragging = false;
        ss->press_x = in->x;
        ss->press_y = in->y;
        ss->press_top = ss->list.top;
        ss->press_where = ui_hit(L->list, in->x, in->y)         ? 1
                          : ui_hit(L->play_again, in->x, in->y) ? 2
                          : ui_hit(L->back, in->x, in->y)       ? 3
                                                             : 0;
        if (ss->press_where == 0 && ui_hit(L->scrollbar, in->x, in->y))
            ss->press_where = 4;
        break;
    case INPUT_POINTER_MOVE:
        if (!ss->pressing)
            break;
        if (ss->press_where == 1 && !ss->dragging && fabsf(in->y - ss->press_y) > drag)
            ss->dragging = true;
        if (ss->dragging)
            ui_list_drag(&ss->list, ss->press_top, in->y - ss->press_y, L->row_h);
        if (ss->press_where == 4)
            scroll_to_bar(ss, L, in->y);
        break;
    case INPUT_POINTER_UP: {
        if (!ss->pressing)
            break;
        ss->pressing = false;
        int where = ss->press_where;
        if (ss->dragging || where == 0)
            break;
        if (where == 2 && ui_hit(L->play_again, in->x, in->y)) {
            leave(ss, app, true);
            return; /* ss is gone */
        }
        if (where == 3 && ui_hit(L->back, in->x, in->y)) {
            leave(ss, app, false);
            return;
        }
        if (where == 4) {
            scroll_to_bar(ss, L, in->y);
            break;
        }
        int row = row_at(ss, L, in->x, in->y);
        if (where != 1 || row < 0 || row != row_at(ss, L, ss->press_x, ss->press_y))
            break;
        ss->list.selected = row;
        SDL_FRect r = row_rect(ss, L, row);
        SDL_FRect wb = {r.x + L->watch.x, r.y + L->watch.y, L->watch.w, L->watch.h};
        if (ss->rows[row].watchable && ui_hit(wb, in->x, in->y) &&
            ui_hit(wb, ss->press_x, ss->press_y))
            open_watch(ss, row);
        break;
    }
    default:
        break;
    }
}

static bool summary_input(Scene *scene, App *app, const Input *in)
{
    SummaryScene *ss = (SummaryScene *)scene;
    SummaryLayout L;
    layout_for(ss, app, &L);
    sync_list(ss, &L);
    if (ss->celebrating) {
        /* Any click or key ends the moment; moving the pointer or the wheel does not. */
        if (in->kind != INPUT_POINTER_MOVE && in->kind != INPUT_WHEEL && in->kind != INPUT_TEXT &&
            in->kind != INPUT_POINTER_UP)
            end_moment(ss);
        return true;
    }
    if (ss->watching) {
        if (in->kind == INPUT_POINTER_DOWN || in->kind == INPUT_BACK || in->kind == INPUT_CONFIRM ||
            (in->kind == INPUT_KEY && in->key == SDLK_j)) {
            ss->watching = false;
            ss->pressing = false; /* the click that closes it is not a press on the list */
        }
        return true;
    }
    bool calm = ss->calm_ticks > 0;
    switch (in->kind) {
    case INPUT_BACK:
        if (!calm)
            leave(ss, app, false);
        return true;
    case INPUT_CONFIRM:
        if (in->key == SDLK_SPACE)
            open_watch(ss, ss->list.selected);
        else if (!calm)
            leave(ss, app, true);
        return true;
    case INPUT_UP:
    case INPUT_DOWN: /* W and S too */
        ui_list_key(&ss->list, in->kind == INPUT_UP ? SDLK_UP : SDLK_DOWN);
        return true;
    case INPUT_WHEEL:
        ui_list_wheel(&ss->list, in->wheel_y, 1);
        return true;
    case INPUT_KEY:
        if (in->key == SDLK_j)
            open_watch(ss, ss->list.selected);
        else
            ui_list_key(&ss->list, in->key);
        return true;
    case INPUT_POINTER_DOWN:
    case INPUT_POINTER_MOVE:
    case INPUT_POINTER_UP:
        ss->pointer_x = in->x;
        ss->pointer_y = in->y;
        if (in->kind != INPUT_POINTER_MOVE && calm)
            return true;
        pointer(ss, app, &L, in); /* may free ss */
        return true;
    default:
        return true;
    }
}

/* ---- Life ---- */

static void summary_destroy(Scene *scene)
{
    SummaryScene *ss = (SummaryScene *)scene;
    SDL_free(ss->hist);
    SDL_free(ss->rows);
    SDL_free(ss->juggles);
    SDL_free(ss->om);
    SDL_free(ss);
}

uint64_t summary_next_seed(uint64_t seed, long turns)
{
    RngState rng;
    rng_seed(&rng, rng_one_way(seed * UINT64_C(1000003) + (uint64_t)turns));
    uint64_t next = rng_next(&rng) % 1000000;
    if (next == seed % 1000000)
        next = (next + 1) % 1000000;
    return next;
}

/* The texts over the summary and under the winner's name. */
static void headlines(SummaryScene *ss)
{
    const SsgHistory *h = ss->hist;
    if (ss->winner >= 0)
        SDL_snprintf(ss->headline, sizeof ss->headline, "%s wins!", ss->names[ss->winner]);
    else
        SDL_strlcpy(ss->headline, "Game over", sizeof ss->headline);
    int played = 0;
    for (int i = 0; i < h->n; i++)
        played += h->entry[i].outcome != SSG_OUTCOME_DROPPED;
    char longest[160] = "";
    if (h->longest >= 0) {
        const SummaryRow *r = &ss->rows[h->longest];
        SDL_snprintf(longest, sizeof longest, "longest: %s by %s", r->pattern, r->who);
    }
    SDL_snprintf(ss->subtitle, sizeof ss->subtitle, "%ld turn%s \u00b7 %d pattern%s played", h->turns,
                 h->turns == 1 ? "" : "s", played, played == 1 ? "" : "s");
    append(ss->subtitle, sizeof ss->subtitle, longest);
    if (h->omitted > 0) {
        char more[64];
        SDL_snprintf(more, sizeof more, "%d more not listed", h->omitted);
        append(ss->subtitle, sizeof ss->subtitle, more);
    }
    /* Under the winner's name: the pattern that won it, and how many they recognised. */
    int last = -1, recognised = 0;
    for (int i = 0; i < h->n; i++) {
        const SsgHistoryEntry *e = &h->entry[i];
        if (e->outcome == SSG_OUTCOME_DROPPED)
            continue;
        if (e->performer == ss->winner)
            last = i;
        recognised += e->recognised_by == ss->winner;
    }
    if (ss->winner >= 0 && last >= 0) {
        SDL_snprintf(ss->moment_detail, sizeof ss->moment_detail, "Won on turn %ld with %s",
                     h->entry[last].turn, ss->rows[last].pattern);
        if (recognised > 0) {
            char also[80];
            SDL_snprintf(also, sizeof also, "recognised %d of the others' pattern%s", recognised,
                         recognised == 1 ? "" : "s");
            append(ss->moment_detail, sizeof ss->moment_detail, also);
        }
    } else
        SDL_strlcpy(ss->moment_detail, ss->subtitle, sizeof ss->moment_detail);
}

Scene *summary_scene_create(App *app, const SsgGame *game, const GameChoice *choice,
                            SummaryPlayAgain again)
{
    SummaryScene *ss = SDL_calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->base = (Scene){.update = summary_update, .draw = summary_draw, .input = summary_input,
                       .destroy = summary_destroy, .opaque = true};
    ss->hist = SDL_malloc(sizeof *ss->hist);
    ss->om = SDL_malloc(sizeof *ss->om);
    if (!ss->hist) {
        summary_destroy(&ss->base);
        return NULL;
    }
    if (choice) {
        ss->choice = *choice;
    } else {
        ss->choice = game_choice_default(game->setup.seed);
        ss->choice.setup = game->setup;
    }
    ss->again = again;
    ss->hist_ok = ssgame_history(game, ss->hist);
    if (!ss->hist_ok)
        app_notify(app, "The patterns of this game could not be rebuilt from its actions: the "
                        "summary shows the places only.");
    ss->seats = SDL_clamp(game->setup.seats, 1, SSG_MAX_SEATS);
    for (int s = 0; s < ss->seats; s++)
        SDL_strlcpy(ss->names[s], game->setup.seat[s].name, sizeof ss->names[s]);
    ss->winner = -1;
    for (int s = 0; s < ss->seats; s++)
        if (game->place[s] == 1)
            ss->winner = s;
    order_places(ss, game);
    ss->rows_n = ss->hist->n;
    ss->rows = SDL_calloc((size_t)SDL_max(1, ss->rows_n), sizeof *ss->rows);
    ss->juggles = SDL_calloc((size_t)SDL_max(1, ss->rows_n), sizeof *ss->juggles);
    if (!ss->rows || !ss->juggles) {
        summary_destroy(&ss->base);
        return NULL;
    }
    for (int i = 0; i < ss->rows_n; i++) {
        const SsgHistoryEntry *e = &ss->hist->entry[i];
        if (e->kind == SSG_PLAY_TRICK && e->outcome != SSG_OUTCOME_DROPPED && game->tricks) {
            const CatalogueEntry *c = catalogue_find(game->tricks, e->trick);
            if (c) {
                ss->juggles[i].trick = true;
                SDL_strlcpy(ss->juggles[i].notation, c->notation, sizeof ss->juggles[i].notation);
                SDL_strlcpy(ss->juggles[i].style, c->style, sizeof ss->juggles[i].style);
            }
        }
        describe(ss, i);
    }
    headlines(ss);
    ui_list_init(&ss->list, 1);
    ss->pointer_x = ss->pointer_y = -1;
    ss->celebrating = true;
    start_sparks(ss, game);
    return &ss->base;
}

bool summary_scene_probe(Scene *scene, const App *app, SummaryProbe *out)
{
    if (!scene || scene->update != summary_update)
        return false;
    SummaryScene *ss = (SummaryScene *)scene;
    memset(out, 0, sizeof *out);
    out->celebrating = ss->celebrating;
    SDL_strlcpy(out->headline, ss->headline, sizeof out->headline);
    out->places_n = ss->places_n;
    memcpy(out->place_text, ss->place_text, sizeof out->place_text);
    out->rows_n = ss->rows_n;
    out->rows = ss->rows;
    out->history = ss->hist;
    layout_for(ss, app, &out->layout);
    sync_list(ss, &out->layout);
    out->selected = ss->list.selected;
    out->scroll = scroll_px(ss, &out->layout);
    out->max_scroll = max_scroll(ss, &out->layout);
    out->watching = ss->watching;
    out->watch_ok = ss->om_ok;
    SDL_strlcpy(out->watch_title, ss->om_title, sizeof out->watch_title);
    out->watch_n = ss->watch_n;
    memcpy(out->watch_row, ss->watch_row, sizeof out->watch_row);
    memcpy(out->watch_button, ss->watch_button, sizeof out->watch_button);
    for (int i = 0; i < SPARKS; i++)
        out->sparks_flying += ss->sparks[i].flying;
    return true;
}
