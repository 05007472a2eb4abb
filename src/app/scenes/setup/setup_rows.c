/* The setup screen's rows: the two games' seats and options, read and changed alike. */
#include "setup_state.h"

/* ---- The two games' seats and options, read and changed alike ---- */

bool setup_is_jugglers(const SetupScene *ss)
{
    return ss->choice.kind == GAME_JUGGLERS;
}

int setup_seat_count(const SetupScene *ss)
{
    return setup_is_jugglers(ss) ? ss->choice.jugglers.players : ss->choice.setup.seats;
}

char *setup_seat_name(SetupScene *ss, int seat, size_t *size)
{
    if (setup_is_jugglers(ss)) {
        *size = sizeof ss->choice.jugglers.player[seat].name;
        return ss->choice.jugglers.player[seat].name;
    }
    *size = sizeof ss->choice.setup.seat[seat].name;
    return ss->choice.setup.seat[seat].name;
}

/* 0 a person, 1..3 a computer easy, normal, hard: the order the arrows go through. */
static int seat_kind(const SetupScene *ss, int seat)
{
    if (setup_is_jugglers(ss)) {
        const JgPlayerSetup *p = &ss->choice.jugglers.player[seat];
        return p->kind == JG_PERSON ? 0 : 1 + (int)p->level;
    }
    const SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    return p->kind == SSG_PERSON ? 0 : 1 + (int)p->level;
}

void setup_cycle_kind(SetupScene *ss, int seat, int dir)
{
    int k = (seat_kind(ss, seat) + dir + 4) % 4;
    if (setup_is_jugglers(ss)) {
        JgPlayerSetup *p = &ss->choice.jugglers.player[seat];
        p->kind = k == 0 ? JG_PERSON : JG_COMPUTER;
        if (k > 0)
            p->level = (JgLevel)(k - 1);
        return;
    }
    SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    p->kind = k == 0 ? SSG_PERSON : SSG_COMPUTER;
    if (k > 0)
        p->level = (SsgLevel)(k - 1);
}

/* The fields Tab stops at on a seat row: Jugglers has no highest flash. */
int setup_part_count(const SetupScene *ss)
{
    return setup_is_jugglers(ss) ? PART_FLASH : PART_COUNT;
}

bool setup_row_visible(const SetupScene *ss, int row)
{
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS)
        return row - ROW_SEAT0 < setup_seat_count(ss);
    if (row >= ROW_CATCH && row <= ROW_STARTER && row != ROW_PHONES)
        return !setup_is_jugglers(ss); /* Hands on phones is for both games */
    if (row == ROW_DUMMIES)
        return setup_is_jugglers(ss) && ss->choice.jugglers.players == 2;
    if (row == ROW_WINS || row == ROW_CHAIRMAN)
        return setup_is_jugglers(ss);
    return true;
}

static const char *level_name(int level)
{
    return level == 0 ? "easy" : level == 2 ? "hard" : "normal";
}

static const char *chairman_text(const SetupScene *ss)
{
    const JgSetup *j = &ss->choice.jugglers;
    return j->first_chairman < 0 ? "at random" : j->player[j->first_chairman].name;
}

/* A row's label and value ("Seats", "2"); buttons have a label only. */
void setup_row_text(const SetupScene *ss, int row, char *label, char *value, size_t n)
{
    const SsgSetup *s = &ss->choice.setup;
    const JgSetup *j = &ss->choice.jugglers;
    value[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        int seat = row - ROW_SEAT0, k = seat_kind(ss, seat);
        SDL_strlcpy(label, setup_is_jugglers(ss) ? j->player[seat].name : s->seat[seat].name, n);
        if (k == 0)
            snprintf(value, n, "person");
        else
            snprintf(value, n, "computer, %s", level_name(k - 1));
        return;
    }
    const char *on = "on", *off = "off";
    switch (row) {
    case ROW_GAME:
        snprintf(label, n, "Game");
        snprintf(value, n, "%s", games_of_kind(ss->choice.kind)->title);
        break;
    case ROW_SEATS:
        snprintf(label, n, setup_is_jugglers(ss) ? "Players" : "Seats");
        snprintf(value, n, "%d", setup_seat_count(ss));
        break;
    case ROW_CATCH: snprintf(label, n, "[1] Show enough throws"); snprintf(value, n, "%s", s->catch_rule ? on : off); break;
    case ROW_ADVANCED: snprintf(label, n, "[2] Advanced players (draw 2)"); snprintf(value, n, "%s", s->advanced ? on : off); break;
    case ROW_PENALTY: snprintf(label, n, "[3] Wild guesses draw a card"); snprintf(value, n, "%s", s->guess_penalty ? on : off); break;
    case ROW_HINT: snprintf(label, n, "Best-build hint button"); snprintf(value, n, "%s", ss->choice.hint_button ? on : off); break;
    case ROW_PHONES:
        snprintf(label, n, "Hands on phones");
        snprintf(value, n, "%s", !phone_server_available() ? "not built in" : ss->choice.phones ? on : off);
        break;
    case ROW_CYCLES: snprintf(label, n, "Cycles before laying down"); snprintf(value, n, "%d", s->cycles); break;
    case ROW_STARTER:
        snprintf(label, n, "Who starts");
        snprintf(value, n, "%s", s->starter < 0 ? "at random" : s->seat[s->starter].name);
        break;
    case ROW_WINS: snprintf(label, n, "Round wins to win"); snprintf(value, n, "%d", j->wins); break;
    case ROW_DUMMIES:
        snprintf(label, n, "Dummies");
        snprintf(value, n, "%s", j->dummy_sigils ? "sigils, 6 gatherings" : "no sigils, 7 gatherings");
        break;
    case ROW_CHAIRMAN: snprintf(label, n, "First chairman"); snprintf(value, n, "%s", chairman_text(ss)); break;
    case ROW_SEED: snprintf(label, n, "Deal (seed)"); snprintf(value, n, "%llu", (unsigned long long)game_choice_seed(&ss->choice)); break;
    case ROW_START: snprintf(label, n, "Start game"); break;
    case ROW_TUTORIAL: snprintf(label, n, "Tutorial"); break;
    case ROW_BACK: snprintf(label, n, "Back"); break;
    default: label[0] = '\0'; break;
    }
}

bool setup_stepped_row(int row)
{
    return row == ROW_GAME || row == ROW_SEATS || row == ROW_CYCLES || row == ROW_STARTER ||
           row == ROW_WINS || row == ROW_DUMMIES || row == ROW_CHAIRMAN;
}

/* Which variation of Jugglers the player count makes, in words (J21, J22, J7, J12). */
const char *setup_variation_text(const SetupScene *ss)
{
    switch (ss->choice.jugglers.players) {
    case 2:
        return ss->choice.jugglers.dummy_sigils
                   ? "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take sigils: 6 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards."
                   : "Two players: each also plays the dummy on their left (the deck's top card, "
                     "on a draft they choose). The dummies take no sigils: 7 gatherings a round. "
                     "Up to 3 secret influences; 5 cycles, no face-up first cards.";
    case 3:
        return "Three players: one dummy head sits left of the chairman with a sigil and no "
               "hand; the die picks its draft. Up to 2 secret influences.";
    case 5:
        return "Five players: the crowded village. Hands of 7, dealt once a gathering; 5 "
               "gatherings a round; 5 cycles, no face-up first cards.";
    default:
        return "Four players: the standard game. 6 gatherings a round, hands of 5, 4 cycles.";
    }
}

/* What a computer seat's level means (the siteswap game: its juggler profile), for the seat the
 * keys are on or else the first computer seat; "" when there is none. */
void setup_profile_text(const SetupScene *ss, int focus_seat, char *buf, size_t size)
{
    buf[0] = '\0';
    if (setup_is_jugglers(ss))
        return;
    int seat = -1;
    if (focus_seat >= 0 && seat_kind(ss, focus_seat) > 0)
        seat = focus_seat;
    for (int i = 0; seat < 0 && i < ss->choice.setup.seats; i++)
        if (seat_kind(ss, i) > 0)
            seat = i;
    if (seat < 0)
        return;
    const SsgSeatSetup *p = &ss->choice.setup.seat[seat];
    char profile[160];
    ssai_profile_text(p->level, p->flash, profile, sizeof profile);
    const char *level = level_name((int)p->level);
    bool vowel = strchr("aeiouAEIOU", level[0]) != NULL; /* "an easy", "a normal" */
    snprintf(buf, size, "%s, %s %s computer with flash %d: %s.", p->name, vowel ? "an" : "a",
             level, p->flash, profile);
}

/* A typed seed goes to both games uncut (game_choice_set_seed cuts a drawn one to six digits). */
void setup_typed_seed(SetupScene *ss, uint64_t seed)
{
    ss->choice.setup.seed = seed;
    ss->choice.jugglers.seed = seed;
}

void setup_change(SetupScene *ss, App *app, int row, int dir)
{
    SsgSetup *s = &ss->choice.setup;
    JgSetup *j = &ss->choice.jugglers;
    ss->error[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + SSG_MAX_SEATS) {
        setup_cycle_kind(ss, row - ROW_SEAT0, dir);
        return;
    }
    switch (row) {
    case ROW_GAME:
        ss->choice.kind = games_next(games_of_kind(ss->choice.kind))->kind; /* the next game */
        ss->name_seat = -1; /* the names are the other game's now */
        break;
    case ROW_SEATS:
        if (setup_is_jugglers(ss)) {
            j->players = SDL_clamp(j->players + dir, JG_MIN_PLAYERS, JG_MAX_PLAYERS);
            if (j->first_chairman >= j->players)
                j->first_chairman = -1;
            break;
        }
        s->seats = SDL_clamp(s->seats + dir, SSG_MIN_SEATS, SSG_MAX_SEATS);
        if (s->starter >= s->seats)
            s->starter = -1;
        break;
    case ROW_CATCH: s->catch_rule = !s->catch_rule; break;
    case ROW_ADVANCED: s->advanced = !s->advanced; break;
    case ROW_PENALTY: s->guess_penalty = !s->guess_penalty; break;
    case ROW_HINT: ss->choice.hint_button = !ss->choice.hint_button; break;
    case ROW_PHONES: ss->choice.phones = !ss->choice.phones && phone_server_available(); break;
    case ROW_CYCLES: s->cycles = SDL_clamp(s->cycles + 5 * dir, 5, 50); break;
    case ROW_STARTER:
        s->starter = s->starter + dir;
        if (s->starter >= s->seats)
            s->starter = -1;
        if (s->starter < -1)
            s->starter = s->seats - 1;
        break;
    case ROW_WINS: j->wins = SDL_clamp(j->wins + dir, 1, JG_MAX_WINS); break;
    case ROW_DUMMIES: j->dummy_sigils = !j->dummy_sigils; break;
    case ROW_CHAIRMAN:
        j->first_chairman += dir;
        if (j->first_chairman >= j->players)
            j->first_chairman = -1;
        if (j->first_chairman < -1)
            j->first_chairman = j->players - 1;
        break;
    case ROW_SEED: {
        /* A new deal: a step through a fixed mixing function, not rand(). */
        uint64_t x = game_choice_seed(&ss->choice) * 6364136223846793005ULL +
                     1442695040888963407ULL;
        game_choice_set_seed(&ss->choice, (x >> 33) % 1000000);
        break;
    }
    case ROW_START: {
        if (!game_choice_check(&ss->choice, ss->error, sizeof ss->error))
            break;
        if (game_resume_in_progress(app, app->game_save_path, ss->in_progress,
                                    sizeof ss->in_progress)) {
            ss->asking = true; /* never over a game in progress without asking */
            ss->ask_focus = 0;
            break;
        }
        setup_start_new(ss, app);
        break;
    }
    case ROW_TUTORIAL: { /* a guided first game of the chosen game, with its own deal */
        const GameDef *g = games_of_kind(ss->choice.kind);
        Scene *t = g->tutorial ? g->tutorial(app) : NULL;
        if (t)
            app_request_replace(app, t);
        else
            snprintf(ss->error, sizeof ss->error, "The guided game could not start.");
        break;
    }
    case ROW_BACK: app_request_pop(app); break;
    default: break;
    }
}

void setup_change_flash(SsgSeatSetup *p, int dir)
{
    p->flash += dir;
    if (p->flash > 11)
        p->flash = 3;
    if (p->flash < 3)
        p->flash = 11;
}
