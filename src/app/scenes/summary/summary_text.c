#include "summary_text.h"

#include "siteswap.h"

#include <string.h>

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

void summary_describe(SummaryScene *ss, int i)
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
void summary_order_places(SummaryScene *ss, const SsgGame *g)
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
void summary_headlines(SummaryScene *ss)
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
    append(ss->subtitle, sizeof ss->subtitle, ss->end_text);
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
