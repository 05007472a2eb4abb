/* Computer players for Jugglers: every choice from the seat's own view (see jugglers_ai.h). */
#include "jugglers_ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OTHERS_WEIGHT 0.5    /* how much a policy not for me should fail: it may score for others */
#define PASS_SLOPE 3.0       /* pass chance per category step between a hand and the joker's */
#define INFER_ODDS 4.0       /* how much likelier a play is where its player wants */
#define MAX_MOVES (JG_MAX_HAND * JG_DRAFTS + JG_DRAFTS)
#define UNKNOWN 0xFF         /* a hidden card in a determinization's template */

typedef struct Move {
    int card;                /* -1: the deck's top card */
    int draft;
} Move;

typedef struct Mind {
    const JgView *v;
    int me;                  /* the viewer, who decides */
    int actor;               /* the seat on turn: me, or my dummy */
    JgLevel level;
    RngState rng;
    double want[JG_DRAFTS];  /* +1: should pass; -OTHERS_WEIGHT: should fail; joker 0 */
} Mind;

static double chance(RngState *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* A hand's poker value on a scale where each category is one step. */
static double strength_of(const uint8_t *cards, int n, int extra)
{
    PokerCard pc[POKERHAND_MAX_CARDS];
    if (n > POKERHAND_MAX_CARDS)
        n = POKERHAND_MAX_CARDS;
    for (int i = 0; i < n; i++)
        pc[i] = pokerhand_card_at(cards[i]);
    if (extra >= 0 && n < POKERHAND_MAX_CARDS)
        pc[n++] = pokerhand_card_at(extra);
    return pokerhand_value(pc, n) / 1048576.0;
}

static double pile_strength(const Pile *p, int extra)
{
    return strength_of(p->card, p->n, extra);
}

/* An S-curve from 0 to 1 (0.5 at 0) in plain arithmetic: no libm function, whose last bits may
 * differ between systems, decides a computer player's move. */
static double squash(double x)
{
    return 0.5 + 0.5 * x / (1.0 + (x < 0 ? -x : x));
}

/* How much a seat with this sigil wants a policy to pass. */
static double want_of(int sigil, int policy)
{
    if (policy < 0 || sigil < 0)
        return 0.0;
    return jugglers_matches(sigil, policy) ? 1.0 : -OTHERS_WEIGHT;
}

static int legal_moves(const Mind *m, Move *out)
{
    const JgView *v = m->v;
    int n = 0;
    if (m->actor == m->me)
        for (int i = 0; i < v->hand.n; i++)
            for (int d = 0; d < JG_DRAFTS; d++)
                out[n++] = (Move){v->hand.card[i], d};
    if (v->deck_count > 0)
        for (int d = 0; d < JG_DRAFTS; d++)
            out[n++] = (Move){-1, d};
    return n;
}

static JgAction move_action(const Mind *m, Move mv)
{
    return mv.card >= 0 ? jugglers_play_hand(m->actor, mv.card, mv.draft)
                        : jugglers_play_deck(m->actor, mv.draft);
}

/* Influence cards the viewer cannot place: not in its hand, not face up, not its own
 * face-down or discarded cards. */
static int unknown_pool(const JgView *v, uint8_t *pool)
{
    uint64_t known = 0;
    for (int i = 0; i < v->hand.n; i++)
        known |= UINT64_C(1) << v->hand.card[i];
    for (int i = 0; i < v->known_discard.n; i++)
        known |= UINT64_C(1) << v->known_discard.card[i];
    for (int d = 0; d < JG_DRAFTS; d++) {
        for (int i = 0; i < v->draft[d].hand.n; i++)
            known |= UINT64_C(1) << v->draft[d].hand.card[i];
        for (int i = 0; i < v->draft[d].down_n; i++)
            if (v->draft[d].down[i].card >= 0)
                known |= UINT64_C(1) << v->draft[d].down[i].card;
    }
    int n = 0;
    for (int c = 0; c < JG_INFLUENCE_CARDS; c++)
        if (!(known >> c & 1))
            pool[n++] = (uint8_t)c;
    return n;
}

/* ---- Easy: help the hand the sigil wants ---- */

static JgAction easy_play(Mind *m)
{
    const JgView *v = m->v;
    double joker = pile_strength(&v->draft[JG_JOKER].hand, -1);
    bool wl = m->want[JG_LEFT] > 0, wr = m->want[JG_RIGHT] > 0;
    int target = JG_JOKER;
    if (wl && wr)
        target = pile_strength(&v->draft[JG_LEFT].hand, -1) - joker <=
                         pile_strength(&v->draft[JG_RIGHT].hand, -1) - joker
                     ? JG_LEFT
                     : JG_RIGHT;
    else if (wl)
        target = JG_LEFT;
    else if (wr)
        target = JG_RIGHT;
    if (chance(&m->rng) < 0.15)
        target = (int)rng_below(&m->rng, JG_DRAFTS);
    bool hand = m->actor == m->me && v->hand.n > 0;
    if (hand && (v->deck_count == 0 || chance(&m->rng) >= 0.1)) {
        int card = v->hand.card[rng_below(&m->rng, (uint32_t)v->hand.n)];
        if (chance(&m->rng) < 0.75) {
            double best = -1.0;
            for (int i = 0; i < v->hand.n; i++) {
                double s = pile_strength(&v->draft[target].hand, v->hand.card[i]);
                if (s > best) {
                    best = s;
                    card = v->hand.card[i];
                }
            }
        }
        return jugglers_play_hand(m->actor, card, target);
    }
    return jugglers_play_deck(m->actor, target);
}

/* ---- Normal: greedy on what it sees ---- */

#define NO_CARD (-2)

/* The draft's expected strength after this cycle's settling as the viewer sees it: each
 * face-down card joins with equal chance, its own as they are and unknown ones as the average
 * unseen card. extra: one more face-down card (NO_CARD, -1 unknown, or a card). */
static double expected_after(const JgView *v, int d, const double *avg_unknown, int extra)
{
    const JgDraftView *x = &v->draft[d];
    double sum = 0.0;
    int k = 0;
    for (int i = 0; i < x->down_n; i++, k++)
        sum += x->down[i].card >= 0 ? pile_strength(&x->hand, x->down[i].card) : avg_unknown[d];
    if (extra != NO_CARD) {
        sum += extra >= 0 ? pile_strength(&x->hand, extra) : avg_unknown[d];
        k++;
    }
    return k ? sum / k : pile_strength(&x->hand, -1);
}

static double pass_score(const Mind *m, const double *e)
{
    double s = 0.0;
    for (int d = JG_LEFT; d <= JG_RIGHT; d += 2)
        s += m->want[d] * squash(PASS_SLOPE * (e[d] - e[JG_JOKER]));
    return s;
}

static JgAction normal_play(Mind *m)
{
    const JgView *v = m->v;
    uint8_t pool[JG_INFLUENCE_CARDS];
    int pool_n = unknown_pool(v, pool);
    double avg[JG_DRAFTS], base[JG_DRAFTS];
    for (int d = 0; d < JG_DRAFTS; d++) {
        double sum = 0.0;
        for (int i = 0; i < pool_n; i++)
            sum += pile_strength(&v->draft[d].hand, pool[i]);
        avg[d] = pool_n ? sum / pool_n : pile_strength(&v->draft[d].hand, -1);
    }
    for (int d = 0; d < JG_DRAFTS; d++)
        base[d] = expected_after(v, d, avg, NO_CARD);
    Move moves[MAX_MOVES];
    int n = legal_moves(m, moves);
    int best = 0;
    double best_score = -1e9;
    for (int i = 0; i < n; i++) {
        double e[JG_DRAFTS];
        memcpy(e, base, sizeof e);
        e[moves[i].draft] = expected_after(v, moves[i].draft, avg, moves[i].card);
        /* A whisker of noise breaks ties differently from game to game. */
        double score = pass_score(m, e) + 1e-6 * chance(&m->rng);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return move_action(m, moves[best]);
}

/* ---- Hard: determinization and play-outs ---- */

typedef struct Sim {
    int players, seats, cycles, cycle, step, me;
    bool last_gathering;
    int order[JG_MAX_SEATS];
    int decider[JG_MAX_SEATS];       /* whose wishes steer the seat; -1: the die */
    bool has_hand[JG_MAX_SEATS];
    bool person[JG_MAX_SEATS];
    int sigil[JG_MAX_SEATS];
    uint8_t hand[JG_MAX_SEATS][JG_MAX_HAND];
    int hand_n[JG_MAX_SEATS];
    uint8_t deck[JG_INFLUENCE_CARDS];
    int deck_n;                      /* top: deck[deck_n - 1] */
    uint8_t up[JG_DRAFTS][POKERHAND_MAX_CARDS];
    int up_n[JG_DRAFTS];
    /* The face-up hands in counts, for the play-outs' quick judgement of a card. */
    uint8_t rank_count[JG_DRAFTS][POKERHAND_MAX_RANK + 1];
    uint8_t suit_count[JG_DRAFTS][POKERHAND_SUITS];
    unsigned rank_mask[JG_DRAFTS];
    uint8_t down[JG_DRAFTS][JG_MAX_DOWN];
    int down_n[JG_DRAFTS];
    uint8_t secret[JG_DRAFTS][JG_MAX_SECRETS];
    int secret_n[JG_DRAFTS];
    int policy[2];
    double want[JG_MAX_SEATS][JG_DRAFTS];
    RngState rng;
} Sim;

/* What the hard player knows once per decision: the template of a determinization (hidden
 * cards UNKNOWN), the unseen cards, and how likely each other seat holds each sigil. */
typedef struct Knowledge {
    Sim tmpl;
    uint8_t pool[JG_INFLUENCE_CARDS];
    int pool_n;
    int candidates[JG_POLICY_CARDS];
    int candidates_n;
    double lik[JG_MAX_SEATS][JG_POLICY_CARDS];   /* relative: scaled so the largest is 1 */
    int need[JG_MAX_SEATS];          /* seats whose sigil is sampled */
    int need_n;
} Knowledge;

static void sim_add_up(Sim *s, int d, int card)
{
    if (s->up_n[d] >= POKERHAND_MAX_CARDS)
        return;
    s->up[d][s->up_n[d]++] = (uint8_t)card;
    PokerCard c = pokerhand_card_at(card);
    s->rank_count[d][c.rank]++;
    s->suit_count[d][c.suit]++;
    s->rank_mask[d] |= 1u << c.rank;
}

/* How much a card would help a face-up hand, judged quickly (the play-outs make thousands of
 * these): matching ranks most, then its suit, neighbouring ranks for straights, and a little for
 * a high card. Only the end of a play-out is valued exactly. */
static double quick_gain(const Sim *s, int d, int card)
{
    PokerCard c = pokerhand_card_at(card);
    unsigned window = (0x1Fu << (c.rank >= 4 ? c.rank - 2 : 2)) & ~(1u << c.rank);
    int near = 0;
    for (unsigned bits = s->rank_mask[d] & window; bits; bits &= bits - 1)
        near++;
    return 3.0 * s->rank_count[d][c.rank] + 1.0 * s->suit_count[d][c.suit] + 0.7 * near +
           0.05 * c.rank;
}

static int sim_turn(const Sim *s)
{
    return jugglers_cycle_seat(s->order, s->seats, s->cycle, s->step);
}

static int sim_roll(Sim *s)
{
    return 1 + (int)rng_below(&s->rng, 6);
}

static void sim_settle(Sim *s)
{
    for (int d = 0; d < JG_DRAFTS; d++) {
        int k = s->down_n[d];
        if (k == 0)
            continue;
        int pick = k > 1 ? jugglers_settle_pick(sim_roll(s), k) : 0;
        sim_add_up(s, d, s->down[d][pick]);
        s->down_n[d] = 0;
    }
}

static void sim_join_secrets(Sim *s)
{
    for (int d = 0; d < JG_DRAFTS; d++) {
        for (int i = 0; i < s->secret_n[d]; i++)
            s->down[d][s->down_n[d]++] = s->secret[d][i];
        s->secret_n[d] = 0;
    }
}

static void sim_advance(Sim *s)
{
    if (++s->step < s->seats)
        return;
    sim_settle(s);
    s->step = 0;
    if (++s->cycle == s->cycles - 1)
        sim_join_secrets(s);
}

/* A play: card -1 is the deck's top card. */
static void sim_play(Sim *s, int seat, int card, int draft)
{
    if (card >= 0) {
        for (int i = 0; i < s->hand_n[seat]; i++)
            if (s->hand[seat][i] == card) {
                s->hand[seat][i] = s->hand[seat][--s->hand_n[seat]];
                break;
            }
        if (s->deck_n > 0)
            s->hand[seat][s->hand_n[seat]++] = s->deck[--s->deck_n];
    } else if (s->deck_n > 0) {
        card = s->deck[--s->deck_n];
    }
    if (card >= 0 && s->down_n[draft] < JG_MAX_DOWN)
        s->down[draft][s->down_n[draft]++] = (uint8_t)card;
    sim_advance(s);
}

/* The chairman's choice, as the engine applies it. */
static void sim_secrets(Sim *s, int count)
{
    int most = jugglers_secrets_max(s->players);
    for (int i = 0; i < count && s->deck_n > 0; i++) {
        int d = jugglers_draft_of_roll(sim_roll(s));
        s->secret[d][s->secret_n[d]++] = s->deck[--s->deck_n];
    }
    if (s->players != 2)
        for (int i = count; i < most && s->deck_n > 0; i++)
            s->deck_n--;
    if (s->cycles == 4)
        for (int d = 0; d < JG_DRAFTS && s->deck_n > 0; d++)
            sim_add_up(s, d, s->deck[--s->deck_n]);
}

/* The default policy of the play-outs: quick and plausible. A seat adds the card that moves a
 * draft most the way its decider wants (strengthen wanted policies, or the joker's when it
 * wants neither), now and then something random. */
static void sim_default(Sim *s, int seat, int *card, int *draft)
{
    int dec = s->decider[seat];
    bool hand = s->has_hand[seat] && s->hand_n[seat] > 0;
    *card = -1;
    if (dec < 0) {
        *draft = jugglers_draft_of_roll(sim_roll(s));
        return;
    }
    *draft = JG_JOKER;
    const double *w = s->want[dec];
    double weight[JG_DRAFTS] = {w[JG_LEFT], -(w[JG_LEFT] + w[JG_RIGHT]) * 0.5, w[JG_RIGHT]};
    if (!hand || rng_below(&s->rng, 10) == 0) {
        if (hand && s->deck_n == 0) {
            *card = s->hand[seat][rng_below(&s->rng, (uint32_t)s->hand_n[seat])];
            *draft = (int)rng_below(&s->rng, JG_DRAFTS);
            return;
        }
        if (!hand) {
            int best = 0;
            for (int d = 1; d < JG_DRAFTS; d++)
                if (weight[d] > weight[best])
                    best = d;
            *draft = rng_below(&s->rng, 4) == 0 ? (int)rng_below(&s->rng, JG_DRAFTS) : best;
            return;
        }
        *draft = (int)rng_below(&s->rng, JG_DRAFTS);
        return;
    }
    double best = -1e9;
    for (int d = 0; d < JG_DRAFTS; d++)
        for (int i = 0; i < s->hand_n[seat]; i++) {
            double score = weight[d] * quick_gain(s, d, s->hand[seat][i]);
            if (score > best) {
                best = score;
                *card = s->hand[seat][i];
                *draft = d;
            }
        }
}

static void sim_rollout(Sim *s)
{
    while (s->cycle < s->cycles) {
        int seat = sim_turn(s);
        bool can = (s->has_hand[seat] && s->hand_n[seat] > 0) || s->deck_n > 0;
        if (!can) {
            sim_advance(s);
            continue;
        }
        int card = -1, draft = JG_JOKER;
        sim_default(s, seat, &card, &draft);
        sim_play(s, seat, card, draft);
    }
}

/* How the gathering ended for me: my points against the best other person's, with the Village
 * Order so far; in the round's last gathering, whether I win it (ties win too). */
static double sim_utility(const Sim *s, const JgView *v)
{
    PokerCard pc[POKERHAND_MAX_CARDS];
    uint32_t value[JG_DRAFTS];
    for (int d = 0; d < JG_DRAFTS; d++) {
        for (int i = 0; i < s->up_n[d]; i++)
            pc[i] = pokerhand_card_at(s->up[d][i]);
        value[d] = pokerhand_value(pc, s->up_n[d]);
    }
    uint32_t joker = value[JG_JOKER];
    int passed[2], np = 0;
    if (value[JG_LEFT] > joker)
        passed[np++] = s->policy[0];
    if (value[JG_RIGHT] > joker)
        passed[np++] = s->policy[1];
    int mine = 0, best = -1;
    for (int t = 0; t < s->seats; t++) {
        if (s->sigil[t] < 0 || (!s->person[t] && t != s->me))
            continue;
        int pts = 0;
        for (int i = 0; i < v->village.n; i++)
            pts += 2 * jugglers_matches(s->sigil[t], v->village.card[i]);
        for (int i = 0; i < np; i++)
            pts += 2 * jugglers_matches(s->sigil[t], passed[i]);
        for (int u = 0; u < s->seats; u++)
            if (u != t && s->sigil[u] >= 0)
                pts += jugglers_matches(s->sigil[t], s->sigil[u]);
        if (t == s->me)
            mine = pts;
        else if (pts > best)
            best = pts;
    }
    if (best < 0)
        best = 0;
    if (s->last_gathering)
        return (mine >= best ? 1.0 : 0.0) + 0.02 * (mine - best);
    return (mine - best) / 4.0;
}

/* The template of every determinization, and the sigil likelihoods from this round's plays. */
static bool know(const Mind *m, Knowledge *k)
{
    const JgView *v = m->v;
    Sim *s = &k->tmpl;
    memset(k, 0, sizeof *k);
    s->players = v->setup.players;
    s->seats = v->seats;
    s->cycles = v->cycles;
    s->cycle = v->phase == JG_PHASE_PLAY ? v->cycle : 0;
    s->step = v->phase == JG_PHASE_PLAY ? v->step : 0;
    s->me = m->me;
    s->last_gathering = v->gathering == v->gatherings;
    memcpy(s->order, v->order, sizeof s->order);
    s->policy[0] = v->draft[JG_LEFT].policy;
    s->policy[1] = v->draft[JG_RIGHT].policy;
    for (int t = 0; t < v->seats; t++) {
        const JgSeatView *sv = &v->seat[t];
        s->has_hand[t] = sv->has_hand;
        s->person[t] = sv->kind != JG_DUMMY;
        s->decider[t] = sv->kind != JG_DUMMY ? t : sv->controller;
        s->sigil[t] = -1;
        s->hand_n[t] = sv->hand_count;
        memset(s->hand[t], UNKNOWN, sizeof s->hand[t]);
    }
    s->sigil[m->me] = v->sigil;
    for (int i = 0; i < v->hand.n; i++)
        s->hand[m->me][i] = v->hand.card[i];
    for (int d = 0; d < JG_DRAFTS; d++) {
        const JgDraftView *x = &v->draft[d];
        for (int i = 0; i < x->hand.n; i++)
            sim_add_up(s, d, x->hand.card[i]);
        s->down_n[d] = x->down_n;
        for (int i = 0; i < x->down_n; i++)
            s->down[d][i] = x->down[i].card >= 0 ? (uint8_t)x->down[i].card : UNKNOWN;
        s->secret_n[d] = x->secrets;
        memset(s->secret[d], UNKNOWN, sizeof s->secret[d]);
    }
    s->deck_n = v->deck_count;
    memset(s->deck, UNKNOWN, sizeof s->deck);
    /* The unseen cards must fill exactly the hidden places (the unknown part of the discard
     * pile takes the rest). */
    k->pool_n = unknown_pool(v, k->pool);
    int places = s->deck_n + (v->discard_count - v->known_discard.n);
    for (int t = 0; t < v->seats; t++)
        if (t != m->me)
            places += s->hand_n[t];
    for (int d = 0; d < JG_DRAFTS; d++) {
        places += s->secret_n[d];
        for (int i = 0; i < s->down_n[d]; i++)
            places += s->down[d][i] == UNKNOWN;
    }
    if (places != k->pool_n)
        return false;
    /* Sigils: every policy card not face up and not mine may be another seat's. */
    uint32_t seen = 0;
    if (v->sigil >= 0)
        seen |= 1u << (v->sigil - JG_INFLUENCE_CARDS);
    for (int i = 0; i < v->village.n; i++)
        seen |= 1u << (v->village.card[i] - JG_INFLUENCE_CARDS);
    for (int i = 0; i < v->rejected.n; i++)
        seen |= 1u << (v->rejected.card[i] - JG_INFLUENCE_CARDS);
    for (int d = JG_LEFT; d <= JG_RIGHT; d += 2)
        if (v->draft[d].policy >= 0)
            seen |= 1u << (v->draft[d].policy - JG_INFLUENCE_CARDS);
    for (int c = 0; c < JG_POLICY_CARDS; c++)
        if (!(seen >> c & 1))
            k->candidates[k->candidates_n++] = JG_INFLUENCE_CARDS + c;
    for (int t = 0; t < v->seats; t++)
        if (t != m->me && v->seat[t].has_sigil)
            k->need[k->need_n++] = t;
    if (k->need_n > k->candidates_n)
        return false;
    /* A play shows its decider's wishes: a policy it wants, or the joker's draft when it wants
     * neither, is INFER_ODDS times likelier than another draft. The three-player dummy's die
     * shows nothing. */
    for (int t = 0; t < JG_MAX_SEATS; t++)
        for (int i = 0; i < k->candidates_n; i++)
            k->lik[t][i] = 1.0;
    for (int h = 0; h < v->history_n; h++) {
        const JgPlayRecord *r = &v->history[h];
        int dec = r->seat >= 0 && r->seat < v->seats
                      ? (v->seat[r->seat].kind != JG_DUMMY ? r->seat : v->seat[r->seat].controller)
                      : -1;
        if (dec < 0 || dec == m->me || r->gathering < 0 || r->gathering >= JG_MAX_GATHERINGS)
            continue;
        int pl = v->policies[r->gathering][0], pr = v->policies[r->gathering][1];
        double top = 0.0;
        for (int i = 0; i < k->candidates_n; i++) {
            int c = k->candidates[i];
            bool wl = jugglers_matches(c, pl), wr = jugglers_matches(c, pr), none = !wl && !wr;
            double z = (wl ? INFER_ODDS : 1.0) + (wr ? INFER_ODDS : 1.0) +
                       (none ? INFER_ODDS : 1.0);
            bool pref = r->draft == JG_LEFT ? wl : r->draft == JG_RIGHT ? wr : none;
            k->lik[dec][i] *= (pref ? INFER_ODDS : 1.0) / z;
            if (k->lik[dec][i] > top)
                top = k->lik[dec][i];
        }
        for (int i = 0; i < k->candidates_n && top > 0.0; i++)
            k->lik[dec][i] /= top;   /* keeps the numbers far from underflow */
    }
    return true;
}

/* One determinization: sigils drawn by likelihood, then the unseen cards dealt at random. */
static void determinize(const Mind *m, const Knowledge *k, RngState *rng, Sim *s)
{
    *s = k->tmpl;
    bool taken[JG_POLICY_CARDS] = {false};
    int seats[JG_MAX_SEATS];
    memcpy(seats, k->need, sizeof seats);
    rng_shuffle(rng, seats, (uint32_t)k->need_n, sizeof seats[0]);
    for (int j = 0; j < k->need_n; j++) {
        int t = seats[j];
        double w[JG_POLICY_CARDS], sum = 0.0;
        for (int i = 0; i < k->candidates_n; i++) {
            w[i] = taken[i] ? 0.0 : k->lik[t][i];
            sum += w[i];
        }
        double x = chance(rng) * sum;
        int pick = -1;
        for (int i = 0; i < k->candidates_n; i++) {
            if (taken[i])
                continue;
            pick = i;
            x -= w[i];
            if (x < 0)
                break;
        }
        taken[pick] = true;
        s->sigil[t] = k->candidates[pick];
    }
    uint8_t pool[JG_INFLUENCE_CARDS];
    memcpy(pool, k->pool, (size_t)k->pool_n);
    rng_shuffle(rng, pool, (uint32_t)k->pool_n, 1);
    int at = 0;
    for (int t = 0; t < s->seats; t++)
        if (t != m->me)
            for (int i = 0; i < s->hand_n[t]; i++)
                s->hand[t][i] = pool[at++];
    for (int d = 0; d < JG_DRAFTS; d++) {
        for (int i = 0; i < s->down_n[d]; i++)
            if (s->down[d][i] == UNKNOWN)
                s->down[d][i] = pool[at++];
        for (int i = 0; i < s->secret_n[d]; i++)
            s->secret[d][i] = pool[at++];
    }
    for (int i = 0; i < s->deck_n; i++)
        s->deck[i] = pool[at++];
    for (int t = 0; t < s->seats; t++)
        for (int d = JG_LEFT; d <= JG_RIGHT; d += 2)
            s->want[t][d] = want_of(s->sigil[t], s->policy[d / 2]);
}

/* Plays out determinizations for the moves still alive, adding each move's utility. */
static void hard_samples(Mind *m, const Knowledge *k, const Move *moves, const bool *alive, int n,
                         int samples, double *total)
{
    for (int i = 0; i < samples; i++) {
        Sim base;
        determinize(m, k, &m->rng, &base);
        uint64_t rollout_seed = rng_next(&m->rng);
        for (int j = 0; j < n; j++) {
            if (!alive[j])
                continue;
            Sim s = base;
            rng_seed(&s.rng, rollout_seed);   /* common random numbers: a fairer comparison */
            sim_play(&s, m->actor, moves[j].card, moves[j].draft);
            sim_rollout(&s);
            total[j] += sim_utility(&s, m->v);
        }
    }
}

/* Flat Monte Carlo with one round of rejection: a first look at every move, then the rest of
 * the samples for the few best. */
static JgAction hard_play(Mind *m)
{
    Move moves[MAX_MOVES];
    int n = legal_moves(m, moves);
    if (n == 1)
        return move_action(m, moves[0]);
    Knowledge *k = malloc(sizeof *k);
    if (!k || !know(m, k)) {
        free(k);
        return normal_play(m);
    }
    double total[MAX_MOVES] = {0};
    bool alive[MAX_MOVES];
    for (int j = 0; j < MAX_MOVES; j++)
        alive[j] = true;
    hard_samples(m, k, moves, alive, n, JGAI_HARD_FIRST_LOOK, total);
    if (n > JGAI_HARD_FINALISTS) {
        /* Keep the finalists: the best totals so far (ties to the earlier move). */
        for (int j = 0; j < n; j++) {
            int better = 0;
            for (int i = 0; i < n; i++)
                better += total[i] > total[j] + 1e-9 || (i < j && total[i] >= total[j] - 1e-9);
            alive[j] = better < JGAI_HARD_FINALISTS;
        }
    }
    hard_samples(m, k, moves, alive, n, JGAI_HARD_SAMPLES - JGAI_HARD_FIRST_LOOK, total);
    free(k);
    int best = -1;
    for (int j = 0; j < n; j++)
        if (alive[j] && (best < 0 || total[j] > total[best] + 1e-9))
            best = j;
    return move_action(m, moves[best]);
}

static JgAction hard_secrets(Mind *m)
{
    int most = m->v->secrets_max;
    Knowledge *k = malloc(sizeof *k);
    if (!k || !know(m, k)) {
        free(k);
        return jugglers_secrets(m->me, (most + 1) / 2);
    }
    double total[JG_MAX_SECRETS + 1] = {0};
    for (int i = 0; i < JGAI_HARD_SAMPLES; i++) {
        Sim base;
        determinize(m, k, &m->rng, &base);
        uint64_t rollout_seed = rng_next(&m->rng);
        for (int c = 0; c <= most; c++) {
            Sim s = base;
            rng_seed(&s.rng, rollout_seed);
            sim_secrets(&s, c);
            sim_rollout(&s);
            total[c] += sim_utility(&s, m->v);
        }
    }
    free(k);
    int best = 0;
    for (int c = 1; c <= most; c++)
        if (total[c] > total[best] + 1e-9)
            best = c;
    return jugglers_secrets(m->me, best);
}

/* ---- Deciding ---- */

bool jgai_decide(const JgView *v, JgAction *out)
{
    Mind m;
    memset(&m, 0, sizeof m);
    m.v = v;
    m.me = v->viewer;
    if (m.me < 0 || m.me >= v->seats || v->phase == JG_PHASE_OVER || v->waiting_for != m.me)
        return false;
    m.level = v->seat[m.me].level;
    if ((int)m.level < JG_EASY || m.level > JG_HARD)
        m.level = JG_NORMAL;
    rng_seed(&m.rng, v->decision_seed);
    for (int d = 0; d < JG_DRAFTS; d++)
        m.want[d] = want_of(v->sigil, v->draft[d].policy);
    if (v->phase == JG_PHASE_SECRETS) {
        if (m.level == JG_HARD)
            *out = hard_secrets(&m);
        else if (m.level == JG_NORMAL)
            *out = jugglers_secrets(m.me, (v->secrets_max + 1) / 2);
        else
            *out = jugglers_secrets(m.me, (int)rng_below(&m.rng, (uint32_t)v->secrets_max + 1));
        return true;
    }
    m.actor = v->turn;
    if (m.actor < 0 || m.actor >= v->seats)
        return false;
    Move moves[MAX_MOVES];
    if (legal_moves(&m, moves) == 0)
        return false;
    switch (m.level) {
    case JG_EASY:
        *out = easy_play(&m);
        break;
    case JG_NORMAL:
        *out = normal_play(&m);
        break;
    case JG_HARD:
        *out = hard_play(&m);
        break;
    }
    return true;
}

int jgai_step(JgGame *g, JgEvents *events, JgError *err)
{
    int w = jugglers_waiting_for(g);
    if (w < 0 || g->seat[w].kind != JG_COMPUTER)
        return 0;
    JgView *v = malloc(sizeof *v);
    if (!v) {
        if (err)
            snprintf(err->message, sizeof err->message, "Out of memory.");
        return -1;
    }
    jugglers_view(g, w, v);
    JgAction a;
    bool ok = jgai_decide(v, &a);
    free(v);
    if (!ok) {
        if (err)
            snprintf(err->message, sizeof err->message, "A computer player had no move.");
        return -1;
    }
    return jugglers_apply(g, &a, events, err) ? 1 : -1;
}
