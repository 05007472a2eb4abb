/* The setup screen's rows: the chosen game's seats and options, as its GameDef gives them,
 * between the Game row and the seed. */
#include "setup_state.h"

const GameSetupRows *setup_game_rows(const SetupScene *ss)
{
    return games_of_choice(&ss->choice)->rows;
}

/* ---- Each game's choice, kept while another is shown ---- */

static int game_place(const GameDef *game)
{
    int i = games_index(game);
    return i >= 0 && i < GAMES_MAX ? i : 0;
}

void setup_choices_init(SetupScene *ss, uint64_t seed, bool phones)
{
    for (int i = 0; i < games_count() && i < GAMES_MAX; i++) {
        ss->kept[i] = game_choice_for(games_at(i), seed);
        ss->kept[i].phones = phones;
    }
    ss->choice = ss->kept[0];
}

void setup_choose_game(SetupScene *ss, const GameDef *game)
{
    const GameChoice *now = &ss->choice;
    GameChoice next = ss->kept[game_place(game)];
    /* What the screen shows for every game stays: the seed, Hands on phones. */
    game->set_seed(&next, game_choice_seed(now));
    next.phones = now->phones;
    next.no_save = now->no_save;
    ss->kept[game_place(games_of_choice(now))] = *now;
    ss->choice = next;
    ss->name_seat = -1; /* the names are the other game's now */
}

/* ---- The seats ---- */

int setup_seat_count(const SetupScene *ss)
{
    return setup_game_rows(ss)->seat_count(&ss->choice);
}

char *setup_seat_name(SetupScene *ss, int seat, size_t *size)
{
    return setup_game_rows(ss)->seat_name(&ss->choice, seat, size);
}

void setup_cycle_kind(SetupScene *ss, int seat, int dir)
{
    const GameSetupRows *rows = setup_game_rows(ss);
    rows->set_seat_kind(&ss->choice, seat, (rows->seat_kind(&ss->choice, seat) + dir + 4) % 4);
}

/* A seat's third field (the siteswap game's highest flash); not every game has one. */
bool setup_has_extra(const SetupScene *ss)
{
    return setup_game_rows(ss)->seat_extra != NULL;
}

void setup_change_extra(SetupScene *ss, int seat, int dir)
{
    if (setup_has_extra(ss))
        setup_game_rows(ss)->step_seat_extra(&ss->choice, seat, dir);
}

/* The fields Tab stops at on a seat row: the name, person or computer, and the third field. */
int setup_part_count(const SetupScene *ss)
{
    return setup_has_extra(ss) ? PART_COUNT : PART_FLASH;
}

/* ---- The options: the game's, with Hands on phones where it puts it ---- */

enum { NOT_AN_OPTION = -2, PHONES = -1 };

/* Which of the game's options an option row is: PHONES, or NOT_AN_OPTION past the last. */
static int option_of(const SetupScene *ss, int row)
{
    const GameSetupRows *rows = setup_game_rows(ss);
    int i = row - ROW_OPTION0;
    if (i < 0 || i > rows->options)
        return NOT_AN_OPTION;
    if (i == rows->phones_at)
        return PHONES;
    return i < rows->phones_at ? i : i - 1;
}

bool setup_row_visible(const SetupScene *ss, int row)
{
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + GAMES_MAX_SEATS)
        return row - ROW_SEAT0 < setup_seat_count(ss);
    if (row >= ROW_OPTION0 && row < ROW_SEED) {
        int option = option_of(ss, row);
        return option == PHONES ||
               (option >= 0 && setup_game_rows(ss)->option_visible(&ss->choice, option));
    }
    return true;
}

static const char *level_name(int level)
{
    return level == 0 ? "easy" : level == 2 ? "hard" : "normal";
}

/* A row's label and value ("Seats", "2"); buttons have a label only. */
void setup_row_text(const SetupScene *ss, int row, char *label, char *value, size_t n)
{
    const GameSetupRows *rows = setup_game_rows(ss);
    value[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + GAMES_MAX_SEATS) {
        int seat = row - ROW_SEAT0, k = rows->seat_kind(&ss->choice, seat);
        size_t size;
        SDL_strlcpy(label, rows->seat_name((GameChoice *)&ss->choice, seat, &size), n);
        if (k == 0)
            snprintf(value, n, "person");
        else
            snprintf(value, n, "computer, %s", level_name(k - 1));
        return;
    }
    if (row >= ROW_OPTION0 && row < ROW_SEED) {
        int option = option_of(ss, row);
        if (option >= 0) {
            rows->option_text(&ss->choice, option, label, value, n);
        } else if (option == PHONES) {
            snprintf(label, n, "Hands on phones");
            snprintf(value, n, "%s", !phone_server_available() ? "not built in"
                                     : ss->choice.phones ? "on" : "off");
        } else {
            label[0] = '\0';
        }
        return;
    }
    switch (row) {
    case ROW_GAME:
        snprintf(label, n, "Game");
        snprintf(value, n, "%s", games_of_choice(&ss->choice)->title);
        break;
    case ROW_SEATS:
        snprintf(label, n, "%s", rows->seats_label);
        snprintf(value, n, "%d", setup_seat_count(ss));
        break;
    case ROW_SEED: snprintf(label, n, "Deal (seed)"); snprintf(value, n, "%llu", (unsigned long long)game_choice_seed(&ss->choice)); break;
    case ROW_START: snprintf(label, n, "Start game"); break;
    case ROW_TUTORIAL: snprintf(label, n, "Tutorial"); break;
    case ROW_BACK: snprintf(label, n, "Back"); break;
    default: label[0] = '\0'; break;
    }
}

bool setup_stepped_row(const SetupScene *ss, int row)
{
    if (row >= ROW_OPTION0 && row < ROW_SEED) {
        int option = option_of(ss, row);
        return option >= 0 && setup_game_rows(ss)->option_stepped(option);
    }
    return row == ROW_GAME || row == ROW_SEATS;
}

/* The line under the seats: true when it says something of the choice (drawn bold). */
bool setup_under_text(const SetupScene *ss, int focus_seat, char *buf, size_t size)
{
    buf[0] = '\0';
    return setup_game_rows(ss)->under(&ss->choice, focus_seat, buf, size);
}

/* A typed seed is kept uncut (game_choice_set_seed cuts a drawn one to six digits). */
void setup_typed_seed(SetupScene *ss, uint64_t seed)
{
    games_of_choice(&ss->choice)->set_seed(&ss->choice, seed);
}

void setup_change(SetupScene *ss, App *app, int row, int dir)
{
    ss->error[0] = '\0';
    if (row >= ROW_SEAT0 && row < ROW_SEAT0 + GAMES_MAX_SEATS) {
        setup_cycle_kind(ss, row - ROW_SEAT0, dir);
        return;
    }
    if (row >= ROW_OPTION0 && row < ROW_SEED) {
        int option = option_of(ss, row);
        if (option >= 0)
            setup_game_rows(ss)->option_change(&ss->choice, option, dir);
        else if (option == PHONES)
            ss->choice.phones = !ss->choice.phones && phone_server_available();
        return;
    }
    switch (row) {
    case ROW_GAME:
        setup_choose_game(ss, games_next(games_of_choice(&ss->choice)));
        break;
    case ROW_SEATS:
        setup_game_rows(ss)->step_seats(&ss->choice, dir);
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
        const GameDef *g = games_of_choice(&ss->choice);
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
