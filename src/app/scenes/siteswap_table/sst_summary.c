/* The siteswap card game's end in words for the summary scene (scenes/summary/): a row for
 * every pattern of the game's history, the places in order, the headlines, the props and cards
 * the winner's moment throws, and Watch juggling a row's pattern as it was played. */
#include "sst_summary.h"

#include "catalogue.h"
#include "siteswap.h"
#include "siteswap_choice.h"
#include "ssgame_history.h"
#include "stage.h"

#include <SDL.h>
#include <string.h>

_Static_assert(SSG_NAME_SIZE <= SUMMARY_NAME_SIZE, "a seat's name fits the summary's");
_Static_assert(SSG_MAX_SEATS <= SUMMARY_MAX_SEATS, "the summary has a place for every seat");

/* What a row's Watch juggles: a trick by its catalogue entry, a siteswap as performed. */
typedef struct Juggle {
    bool trick;
    char notation[96];      /* tricks: the catalogue's notation and style */
    char style[32];
} Juggle;

/* The summary's Watch context: the game's history (heap: large), a Juggle a row. */
typedef struct Watched {
    SsgHistory *hist;
    Juggle *juggles;
} Watched;

static void watched_free(void *ctx)
{
    Watched *w = ctx;
    if (!w)
        return;
    SDL_free(w->hist);
    SDL_free(w->juggles);
    SDL_free(w);
}

static bool watch_prepare(const void *ctx, int row, AnimMotion *m)
{
    const Watched *w = ctx;
    if (row < 0 || row >= w->hist->n)
        return false;
    const SsgHistoryEntry *e = &w->hist->entry[row];
    if (e->kind == SSG_PLAY_TRICK)
        return stage_prepare_trick(m, w->juggles[row].notation, w->juggles[row].style, e->style);
    return stage_prepare_values(m, e->performed, e->n, e->style);
}

/* ---- In words ---- */

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

/* ---- The rows, in words ---- */

/* Row i from the history (and the trick's catalogue entry in w->juggles[i]). */
static void describe(const Watched *w, const SummaryContent *c, int i, SummaryRow *r)
{
    const SsgHistoryEntry *e = &w->hist->entry[i];
    memset(r, 0, sizeof *r);
    int who = e->performer >= 0 && e->performer < c->seats ? e->performer : 0;
    SDL_strlcpy(r->who, c->names[who], sizeof r->who);
    SDL_snprintf(r->when, sizeof r->when, "turn %ld", e->turn);
    if (e->outcome == SSG_OUTCOME_DROPPED) {
        /* Its throws stay secret: nothing but who and that it was dropped. */
        SDL_strlcpy(r->pattern, "\u2013", sizeof r->pattern);
        SDL_strlcpy(r->result, "Dropped", sizeof r->result);
        r->dropped = true;
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
                const SsgHistoryEntry *p = &w->hist->entry[k];
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
        int by = e->recognised_by >= 0 && e->recognised_by < c->seats ? e->recognised_by : 0;
        SDL_snprintf(r->result, sizeof r->result, "Recognised by %s", c->names[by]);
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
    r->longest = i == w->hist->longest;
    r->watchable = e->kind != SSG_PLAY_TRICK || w->juggles[i].notation[0];
}

/* The places in order: the placed seats by place, then the others by the cards they hold. */
static void order_places(SummaryContent *ss, const SsgGame *g)
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

/* The texts over the summary and under the winner's name. */
static void headlines(SummaryContent *ss, const SsgHistory *h, const char *end_text)
{
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
    append(ss->subtitle, sizeof ss->subtitle, end_text);
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
            SDL_snprintf(also, sizeof also, "recognised %d of the others' patterns", recognised);
            append(ss->moment_detail, sizeof ss->moment_detail, also);
        }
    } else
        SDL_strlcpy(ss->moment_detail, ss->subtitle, sizeof ss->moment_detail);
}

/* The cards the winner laid on the table (any revealed card if nobody won), and the props of
 * the patterns played. */
static void moment_props(SummaryContent *c, const SsgGame *g, const SsgHistory *h)
{
    for (int i = 0; i < h->n; i++) {
        const SsgHistoryEntry *e = &h->entry[i];
        if (e->outcome == SSG_OUTCOME_DROPPED)
            continue;
        c->clubs |= e->style.prop == SSG_CLUBS;
        c->rings |= e->style.prop == SSG_RINGS;
    }
    c->cards_n = 0;
    for (int pass = 0; pass < 2 && c->cards_n == 0; pass++)
        for (int r = 0; r < g->revealed_n; r++) {
            if (pass == 0 && g->revealed[r].laid_by != c->winner)
                continue;
            for (int k = 0; k < g->revealed[r].cards.n && c->cards_n < SUMMARY_MAX_CARDS; k++) {
                int card = g->revealed[r].cards.card[k];
                c->card_rank[c->cards_n] = deck_rank(card);
                c->card_suit[c->cards_n] = (int)stage_card_suit(card);
                c->cards_n++;
            }
        }
}

/* The content, its rows (rows_out, SDL_free'd by the caller) and the Watch context it owns. */
static bool content_of(App *app, const SsgGame *game, SummaryContent *c, SummaryRow **rows_out)
{
    Watched *w = SDL_calloc(1, sizeof *w);
    if (!w)
        return false;
    w->hist = SDL_calloc(1, sizeof *w->hist);
    if (!w->hist) {
        watched_free(w);
        return false;
    }
    bool hist_ok = ssgame_history(game, w->hist);
    if (!hist_ok)
        app_notify(app, "The patterns of this game could not be rebuilt from its actions: the "
                        "summary shows the places only.");
    SDL_zerop(c);
    c->seed = game->setup.seed;
    c->turns = w->hist->turns;
    c->seats = SDL_clamp(game->setup.seats, 1, SSG_MAX_SEATS);
    for (int s = 0; s < c->seats; s++)
        SDL_strlcpy(c->names[s], game->setup.seat[s].name, sizeof c->names[s]);
    c->winner = -1;
    for (int s = 0; s < c->seats; s++)
        if (game->place[s] == 1)
            c->winner = s;
    order_places(c, game);
    static const char *const heads[3] = {"Player", "Pattern", "What happened"};
    for (int k = 0; k < 3; k++)
        SDL_strlcpy(c->heads[k], heads[k], sizeof c->heads[k]);
    SDL_strlcpy(c->hint, "\u2191 \u2193 choose a pattern  \u00b7  Space or J watches it  \u00b7  "
                "wheel, drag or Page Up/Down to scroll", sizeof c->hint);
    if (!hist_ok)
        SDL_strlcpy(c->empty, "The patterns of this game could not be rebuilt.", sizeof c->empty);
    c->rows_n = w->hist->n;
    SummaryRow *rows = SDL_calloc((size_t)SDL_max(1, c->rows_n), sizeof *rows);
    w->juggles = SDL_calloc((size_t)SDL_max(1, c->rows_n), sizeof *w->juggles);
    if (!rows || !w->juggles) {
        SDL_free(rows);
        watched_free(w);
        return false;
    }
    for (int i = 0; i < c->rows_n; i++) {
        const SsgHistoryEntry *e = &w->hist->entry[i];
        if (e->kind == SSG_PLAY_TRICK && e->outcome != SSG_OUTCOME_DROPPED && game->tricks) {
            const CatalogueEntry *t = catalogue_find(game->tricks, e->trick);
            if (t) {
                w->juggles[i].trick = true;
                SDL_strlcpy(w->juggles[i].notation, t->notation, sizeof w->juggles[i].notation);
                SDL_strlcpy(w->juggles[i].style, t->style, sizeof w->juggles[i].style);
            }
        }
        describe(w, c, i, &rows[i]);
    }
    c->rows = rows;
    char end_text[160];
    ssgame_end_text(game->end_reason, end_text, sizeof end_text);
    headlines(c, w->hist, end_text);
    moment_props(c, game, w->hist);
    c->watch = (SummaryWatch){.prepare = watch_prepare, .draw = stage_draw, .ctx = w,
                              .free_ctx = watched_free};
    *rows_out = rows;
    return true;
}

Scene *sst_summary_create(App *app, const SsgGame *game, const GameChoice *choice,
                          SummaryPlayAgain again)
{
    SummaryContent *c = SDL_malloc(sizeof *c);
    SummaryRow *rows = NULL;
    Scene *scene = NULL;
    if (c && content_of(app, game, c, &rows)) {
        GameChoice mine;
        if (choice) {
            mine = *choice;
        } else {
            mine = game_choice_for(games_named(SITESWAP_ID), game->setup.seed);
            *siteswap_choice(&mine) = game->setup;
        }
        scene = summary_scene_create_content(app, c, &mine, again); /* it owns c->watch.ctx */
    }
    SDL_free(rows);
    SDL_free(c);
    return scene;
}
