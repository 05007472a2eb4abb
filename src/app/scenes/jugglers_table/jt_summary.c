#include "jt_summary.h"

#include "cards.h"
#include "jt_play.h"
#include "jugglers_choice.h"
#include "summary_scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void append(char *buf, size_t size, const char *sep, const char *part)
{
    size_t k = strlen(buf);
    snprintf(buf + k, size > k ? size - k : 0, "%s%s", k ? sep : "", part);
}

/* A gathering: its policies, the hands each way, what passed (J6). */
static void gathering_row(const JtGathering *g, SummaryRow *r)
{
    char left[16], right[16], lh[96], jh[96], rh[96];
    jugglers_card_words(g->policy[0], left, sizeof left);
    jugglers_card_words(g->policy[1], right, sizeof right);
    jt_hand_words(&g->hand[JG_LEFT], lh, sizeof lh);
    jt_hand_words(&g->hand[JG_JOKER], jh, sizeof jh);
    jt_hand_words(&g->hand[JG_RIGHT], rh, sizeof rh);
    memset(r, 0, sizeof *r);
    snprintf(r->who, sizeof r->who, "Round %d", g->round);
    snprintf(r->when, sizeof r->when, "gathering %d", g->gathering);
    snprintf(r->pattern, sizeof r->pattern, "%s left \u00b7 %s right", left, right);
    SDL_snprintf(r->pattern_detail, sizeof r->pattern_detail, "%s: %s \u00b7 %s: %s", left, lh,
                 right, rh);
    if (g->passed[0] && g->passed[1])
        snprintf(r->result, sizeof r->result, "Both passed");
    else if (g->passed[0] || g->passed[1])
        snprintf(r->result, sizeof r->result, "%s passed, %s failed", g->passed[0] ? left : right,
                 g->passed[0] ? right : left);
    else
        snprintf(r->result, sizeof r->result, "Both failed");
    snprintf(r->result_detail, sizeof r->result_detail, "the joker's: %s", jh);
    r->dropped = !g->passed[0] && !g->passed[1];
}

static void points_words(int half, char *buf, size_t size)
{
    if (half % 2)
        snprintf(buf, size, "%d\u00bd", half / 2);
    else
        snprintf(buf, size, "%d", half / 2);
}

/* A round's end: who won it, the Village Order, each seat's points and sigil (J24, J25). */
static void round_row(const JgGame *g, const JgRoundResult *res, SummaryRow *r)
{
    memset(r, 0, sizeof *r);
    snprintf(r->who, sizeof r->who, "Round %d", res->round);
    snprintf(r->when, sizeof r->when, "the sigils");
    char names[96] = "";
    int won = 0;
    for (int s = 0; s < g->seats; s++)
        if (res->won[s]) {
            append(names, sizeof names, " and ", g->seat[s].name);
            won++;
        }
    snprintf(r->pattern, sizeof r->pattern, "%s win%s the round", won ? names : "Nobody",
             won == 1 ? "s" : "");
    char village[120] = "Village Order:";
    for (int i = 0; i < res->village.n; i++) {
        char c[16];
        jugglers_card_words(res->village.card[i], c, sizeof c);
        append(village, sizeof village, " ", c);
    }
    if (res->village.n == 0)
        append(village, sizeof village, " ", "empty");
    SDL_strlcpy(r->pattern_detail, village, sizeof r->pattern_detail);
    for (int s = 0; s < g->seats; s++) {
        if (res->sigil[s] < 0)
            continue;
        char part[64], pts[16], sig[16];
        points_words(res->half_points[s], pts, sizeof pts);
        jugglers_card_words(res->sigil[s], sig, sizeof sig);
        snprintf(part, sizeof part, "%s %s", g->seat[s].name, pts);
        append(r->result, sizeof r->result, " \u00b7 ", part);
        snprintf(part, sizeof part, "%s %s", g->seat[s].name, sig);
        append(r->result_detail, sizeof r->result_detail, " \u00b7 ", part);
    }
    r->longest = true; /* the round's end stands out among its gatherings */
}

bool jt_summary_content(const JgGame *game, SummaryContent *out, SummaryRow *rows)
{
    memset(out, 0, sizeof *out);
    JgGame *g = malloc(sizeof *g);
    JgEvents *ev = malloc(sizeof *ev);
    JgView *before = malloc(sizeof *before);
    JtGathering *rec = malloc(sizeof *rec * JT_RECORD);
    bool ok = g && ev && before && rec && jugglers_new(g, &game->setup, NULL, NULL);
    int rec_n = 0, rows_n = 0, rounds = 0, passed = 0;
    if (ok) {
        /* Replayed: every gathering as it ended, and every round's scores as they were given. */
        for (int i = 0; i < game->actions_n; i++) {
            ev->n = 0;
            jugglers_view(g, -1, before);
            if (!jugglers_apply(g, &game->actions[i], ev, NULL))
                break;
            int had = rec_n;
            jt_record_events(rec, &rec_n, before, ev);
            for (int k = had; k < rec_n && rows_n < JT_SUMMARY_ROWS; k++) {
                gathering_row(&rec[k], &rows[rows_n++]);
                passed += rec[k].passed[0] + rec[k].passed[1];
            }
            for (int e = 0; e < ev->n; e++)
                if (ev->ev[e].kind == JG_EV_ROUND_WON && g->has_result &&
                    g->result.round > rounds) {
                    rounds = g->result.round;
                    if (rows_n < JT_SUMMARY_ROWS)
                        round_row(g, &g->result, &rows[rows_n++]);
                }
            if (rec_n == JT_RECORD) /* keep the whole match: the rows are already made */
                rec_n = 0;
        }
        jugglers_free(g);
    }
    free(g);
    free(ev);
    free(before);
    free(rec);
    if (!ok)
        return false;

    out->seed = game->setup.seed;
    out->seats = SDL_min(game->seats, SUMMARY_MAX_SEATS);
    for (int s = 0; s < out->seats; s++)
        SDL_strlcpy(out->names[s], game->seat[s].name, sizeof out->names[s]);
    /* Places: the people by round wins (a dummy never wins, J23). */
    int order[JG_MAX_SEATS], n = 0;
    for (int s = 0; s < game->seats; s++)
        if (game->seat[s].kind != JG_DUMMY)
            order[n++] = s;
    for (int a = 1; a < n; a++)
        for (int b = a; b > 0 && game->wins[order[b]] > game->wins[order[b - 1]]; b--) {
            int t = order[b];
            order[b] = order[b - 1];
            order[b - 1] = t;
        }
    out->winner = -1;
    int winners = 0;
    char names[96] = "";
    for (int i = 0; i < n; i++) {
        int s = order[i];
        if (game->winner[s]) {
            if (out->winner < 0)
                out->winner = s;
            winners++;
            append(names, sizeof names, " and ", game->seat[s].name);
        }
        out->place_seat[out->places_n] = s;
        snprintf(out->place_text[out->places_n++], sizeof out->place_text[0], "%s%s \u00b7 %d win%s",
                 game->winner[s] ? "\u2605 " : "", game->seat[s].name, game->wins[s],
                 game->wins[s] == 1 ? "" : "s");
    }
    /* Shared victories (J32): every winner named in the moment. */
    if (winners > 1)
        SDL_strlcpy(out->moment_name, names, sizeof out->moment_name);
    if (winners == 0)
        snprintf(out->headline, sizeof out->headline, "The match so far");
    else
        snprintf(out->headline, sizeof out->headline, "%s %s the match!", names,
                 winners > 1 ? "share" : "wins");
    int gatherings = 0;
    for (int i = 0; i < rows_n; i++)
        gatherings += !rows[i].longest;
    snprintf(out->subtitle, sizeof out->subtitle,
             "%d round%s \u00b7 %d gathering%s \u00b7 %d polic%s passed \u00b7 played to %d round "
             "win%s", rounds, rounds == 1 ? "" : "s", gatherings, gatherings == 1 ? "" : "s",
             passed, passed == 1 ? "y" : "ies", game->setup.wins, game->setup.wins == 1 ? "" : "s");
    if (out->winner >= 0)
        snprintf(out->moment_detail, sizeof out->moment_detail, "%d round win%s in %d round%s",
                 game->wins[out->winner], game->wins[out->winner] == 1 ? "" : "s", rounds,
                 rounds == 1 ? "" : "s");
    else
        SDL_strlcpy(out->moment_detail, out->subtitle, sizeof out->moment_detail);
    static const char *const heads[3] = {"Round", "Policies and hands", "What passed, the points"};
    for (int c = 0; c < 3; c++)
        SDL_strlcpy(out->heads[c], heads[c], sizeof out->heads[c]);
    SDL_strlcpy(out->hint, "\u2191 \u2193 choose a row  \u00b7  wheel, drag or Page Up/Down to "
                "scroll", sizeof out->hint);
    /* The celebration throws the winner's last sigil and the last Village Order. */
    const JgRoundResult *res = &game->result;
    int cards[1 + JG_MAX_GATHERINGS], cn = 0;
    if (game->has_result && out->winner >= 0 && res->sigil[out->winner] >= 0)
        cards[cn++] = res->sigil[out->winner];
    for (int i = 0; game->has_result && i < res->village.n && cn < (int)(sizeof cards / sizeof *cards); i++)
        cards[cn++] = res->village.card[i];
    for (int i = 0; i < cn && out->cards_n < SUMMARY_MAX_CARDS; i++) {
        CardSuit suit;
        if (cards_of_52(cards[i], &out->card_rank[out->cards_n], &suit))
            out->card_suit[out->cards_n++] = (int)suit;
    }
    out->rows_n = rows_n;
    out->rows = rows;
    return true;
}

Scene *jt_summary_create(App *app, const JgGame *game, const GameChoice *choice,
                         SummaryPlayAgain again_scene)
{
    SummaryContent *c = malloc(sizeof *c);
    SummaryRow *rows = calloc(JT_SUMMARY_ROWS, sizeof *rows);
    Scene *scene = NULL;
    if (c && rows && jt_summary_content(game, c, rows)) {
        GameChoice again = *choice;
        if (again.game != games_named(JUGGLERS_ID))
            again = game_choice_for(games_named(JUGGLERS_ID), game->setup.seed);
        *jugglers_choice(&again) = game->setup;
        scene = summary_scene_create_content(app, c, &again, again_scene);
    }
    free(c);
    free(rows);
    return scene;
}
