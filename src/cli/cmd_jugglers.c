/* Jugglers commands: jugglers-simulate (computer players play whole games, every invariant and
 * every seat's view checked after every action) and jugglers-replay (load a save file and print
 * where it ends). */
#include "cli.h"

#include "jugglers.h"
#include "jugglers_ai.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ACTIONS_PER_GAME 20000

static const char simulate_help[] =
    "Usage: throwdeck-cli jugglers-simulate --games N --players P [--seed S]\n"
    "                                       [--levels easy,normal,hard,...] [--wins W]\n"
    "                                       [--no-dummy-sigils] [--save-last FILE]\n"
    "\n"
    "Computer players play N whole games of Jugglers with P players (2-5). Game i uses seed\n"
    "S+i (S defaults to 1) and a first chairman drawn from it. --levels gives each player's\n"
    "level in order (repeated when shorter; default hard); --wins the round wins that win the\n"
    "game (1-5, default 2). With two players the dummies take sigils unless --no-dummy-sigils.\n"
    "After every action the game's invariants are checked (all 52 cards, each in exactly one\n"
    "place; hands, drafts and turns as the rules allow) and so is every seat's view (it holds no\n"
    "card that seat may not know). Prints a summary: games, rounds, policies passed, wins by\n"
    "seat, by level and by place from the first chairman (shared wins count for each winner),\n"
    "and timing (games per second, the mean and slowest computer decision).\n"
    "\n"
    "  --save-last FILE  write the last game's save file (for 'throwdeck-cli jugglers-replay');\n"
    "                    checked before the games: exit 1 with the reason when it cannot be\n"
    "                    written\n"
    "\n"
    "Exit status: 0 when every game ended with every invariant kept; 1 on the first broken\n"
    "invariant (its seed and action are printed); 2 on a usage error.\n";

static const char replay_help[] =
    "Usage: throwdeck-cli jugglers-replay FILE\n"
    "\n"
    "Loads a Jugglers save file, replaying every action through the rules, and prints the state\n"
    "it reaches: round, gathering, cycle, whose decision, wins, every sigil and hand, the drafts\n"
    "and the Village Order.\n"
    "\n"
    "Exit status: 0 for a valid save; 1 when the save is invalid (the reason and its line are\n"
    "printed); 2 when the file cannot be read (or is over 4 MB, the game's limit too) or on a\n"
    "usage error.\n";

static const char *const level_names[] = {"easy", "normal", "hard"};

typedef struct Totals {
    long games, rounds, longest, gatherings, passed, policies, actions;
    long wins_by_seat[JG_MAX_SEATS], wins_by_level[3], seats_by_level[3];
    long wins_by_place[JG_MAX_PLAYERS];   /* players clockwise from the first chairman */
    long decisions[3];
    double slowest[3], decide_time[3];
} Totals;

static bool fail_at(const JgGame *g, const char *what, const char *message)
{
    char line[64] = "(start)";
    if (g->actions_n > 0)
        jugglers_action_text(&g->actions[g->actions_n - 1], line, sizeof line);
    fprintf(stderr, "seed %llu, action %d (%s): %s: %s\n", (unsigned long long)g->setup.seed,
            g->actions_n, line, what, message);
    return false;
}

/* Every invariant and every seat's view (and the public one). */
static bool check_all(const JgGame *g, JgView *v)
{
    JgError err;
    if (!jugglers_invariants(g, &err))
        return fail_at(g, "invariant broken", err.message);
    for (int s = -1; s < g->seats; s++) {
        jugglers_view(g, s, v);
        if (!jugglers_view_check(g, v, &err))
            return fail_at(g, "a view shows a hidden card", err.message);
    }
    return true;
}

/* Plays one game; false (after printing what broke) on a broken invariant. */
static bool play_one(const JgSetup *setup, Totals *t, JgGame *g, JgEvents *ev, JgView *v)
{
    JgError err;
    ev->n = 0;
    if (!jugglers_new(g, setup, ev, &err)) {
        fprintf(stderr, "seed %llu: cannot start: %s\n", (unsigned long long)setup->seed,
                err.message);
        return false;
    }
    int first_chairman = g->chairman;
    t->gatherings++;
    for (;;) {
        if (!check_all(g, v))
            return false;
        if (g->phase == JG_PHASE_OVER)
            break;
        if (g->actions_n >= MAX_ACTIONS_PER_GAME) {
            fprintf(stderr, "seed %llu: the game did not end within %d actions\n",
                    (unsigned long long)setup->seed, MAX_ACTIONS_PER_GAME);
            return false;
        }
        int level = g->seat[jugglers_waiting_for(g)].level;
        ev->n = 0;
        double t0 = cli_now_seconds();
        int r = jgai_step(g, ev, &err);
        double dt = cli_now_seconds() - t0;
        t->decisions[level]++;
        t->decide_time[level] += dt;
        if (dt > t->slowest[level])
            t->slowest[level] = dt;
        if (r <= 0)
            return fail_at(g, "no computer move", r < 0 ? err.message : "waits for a person");
        for (int i = 0; i < ev->n; i++) {
            t->passed += ev->ev[i].kind == JG_EV_POLICY_PASSED;
            t->policies += ev->ev[i].kind == JG_EV_POLICY_PASSED ||
                           ev->ev[i].kind == JG_EV_POLICY_REJECTED;
            t->gatherings += ev->ev[i].kind == JG_EV_GATHERING_START;
        }
    }
    t->games++;
    t->rounds += g->round;
    t->actions += g->actions_n;
    if (g->round > t->longest)
        t->longest = g->round;
    for (int s = 0; s < g->seats; s++) {
        if (g->seat[s].kind == JG_DUMMY)
            continue;
        t->seats_by_level[g->seat[s].level]++;
        if (g->winner[s]) {
            t->wins_by_seat[s]++;
            t->wins_by_level[g->seat[s].level]++;
            int place = (g->seat[s].player - g->seat[first_chairman].player + setup->players) %
                        setup->players;
            t->wins_by_place[place]++;
        }
    }
    return true;
}

static int run_simulate(int argc, char **argv)
{
    int games = -1, players = -1, wins = JG_DEFAULT_WINS;
    unsigned long long seed = 1;
    int levels[JG_MAX_PLAYERS] = {JG_HARD};
    int level_n = 1;
    bool dummy_sigils = true;
    const char *save_last = NULL, *cmd = "jugglers-simulate";
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (cli_wants_help(a, &cli_cmd_jugglers_simulate))
            return CLI_OK;
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--games") == 0) {
            if (!cli_parse_int(cmd, a, next, 1, 10000000, &games))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (!cli_parse_int(cmd, a, next, JG_MIN_PLAYERS, JG_MAX_PLAYERS, &players))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--wins") == 0) {
            if (!cli_parse_int(cmd, a, next, 1, JG_MAX_WINS, &wins))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!cli_parse_seed(cmd, next, &seed))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--levels") == 0) {
            if (!next || !cli_parse_levels(next, JG_MAX_PLAYERS, levels, &level_n))
                return cli_usage_error(cmd, "--levels takes up to 5 of easy, normal, hard "
                                            "separated by commas");
            i++;
        } else if (strcmp(a, "--save-last") == 0) {
            if (!next)
                return cli_usage_error(cmd, "--save-last needs a file name");
            save_last = next;
            i++;
        } else if (strcmp(a, "--no-dummy-sigils") == 0) {
            dummy_sigils = false;
        } else {
            return cli_usage_error(cmd, "unknown argument '%s'", a);
        }
    }
    if (games < 0 || players < 0)
        return cli_usage_error(cmd, "--games and --players are required");
    /* Found out now, not after all the games have run. */
    char why[4200];
    if (save_last && !cli_check_writable(save_last, why, sizeof why)) {
        fprintf(stderr, "throwdeck-cli %s: cannot write %s: %s\n", cmd, save_last, why);
        return CLI_NO;
    }
    JgGame *g = malloc(sizeof *g);
    JgEvents *ev = malloc(sizeof *ev);
    JgView *v = malloc(sizeof *v);
    Totals *t = calloc(1, sizeof *t);
    if (!g || !ev || !v || !t) {
        fprintf(stderr, "throwdeck-cli %s: out of memory\n", cmd);
        free(g);
        free(ev);
        free(v);
        free(t);
        return CLI_USAGE;
    }
    JgSetup setup = jugglers_default_setup();
    setup.players = players;
    setup.wins = wins;
    setup.dummy_sigils = dummy_sigils;
    for (int p = 0; p < players; p++) {
        setup.player[p].kind = JG_COMPUTER;
        setup.player[p].level = (JgLevel)levels[p % level_n];
        snprintf(setup.player[p].name, sizeof setup.player[p].name, "%s %d",
                 level_names[setup.player[p].level], p + 1);
    }
    int status = CLI_OK;
    bool write_failed = false;
    double t0 = cli_now_seconds();
    for (int i = 0; i < games; i++) {
        setup.seed = seed + (unsigned long long)i;
        bool ok = play_one(&setup, t, g, ev, v);
        if (save_last && (i == games - 1 || !ok)) {
            char *text = jugglers_save(g);
            if (!text || !cli_write_file(save_last, text, why, sizeof why)) {
                fprintf(stderr, "throwdeck-cli %s: cannot write %s: %s\n", cmd, save_last,
                        text ? why : "out of memory");
                write_failed = true;
            }
            free(text);
        }
        jugglers_free(g);
        if (!ok) {
            status = CLI_NO;
            break;
        }
    }
    double elapsed = cli_now_seconds() - t0;
    if (t->games > 0) {
        int seats = jugglers_seats(players);
        printf("games: %ld (%d players, seeds %llu-%llu, to %d win%s)\n", t->games, players,
               seed, seed + (unsigned long long)t->games - 1, wins, wins == 1 ? "" : "s");
        printf("rounds: mean %.2f, longest %ld; gatherings %ld; actions per game %.1f\n",
               (double)t->rounds / t->games, t->longest, t->gatherings,
               (double)t->actions / t->games);
        printf("policies passed: %ld of %ld (%.1f%%)\n", t->passed, t->policies,
               t->policies ? 100.0 * t->passed / t->policies : 0.0);
        printf("wins by seat:");
        for (int s = 0; s < seats; s++)
            if (players != 2 || s % 2 == 0)
                if (players != 3 || s < 3)
                    printf(" %d:%ld (%.1f%%)", s + 1, t->wins_by_seat[s],
                           100.0 * t->wins_by_seat[s] / t->games);
        printf("\nwins by level:");
        for (int l = 0; l < 3; l++)
            if (t->seats_by_level[l] > 0)
                printf(" %s %ld of %ld seat-games (%.1f%%)", level_names[l], t->wins_by_level[l],
                       t->seats_by_level[l], 100.0 * t->wins_by_level[l] / t->seats_by_level[l]);
        printf("\nwins by place from the first chairman (0 the chairman, 1 the next player "
               "clockwise):");
        for (int p = 0; p < players; p++)
            printf(" %d:%.1f%%", p, 100.0 * t->wins_by_place[p] / t->games);
        printf("\n");
        long decisions = t->decisions[0] + t->decisions[1] + t->decisions[2];
        double time = t->decide_time[0] + t->decide_time[1] + t->decide_time[2];
        printf("speed: %.1f games/s, %ld computer decisions, mean %.3f ms", t->games / (elapsed > 0 ? elapsed : 1e-9),
               decisions, 1000.0 * time / (decisions ? decisions : 1));
        for (int l = 0; l < 3; l++)
            if (t->decisions[l] > 0)
                printf("; %s mean %.3f ms, slowest %.3f ms", level_names[l],
                       1000.0 * t->decide_time[l] / t->decisions[l], 1000.0 * t->slowest[l]);
        printf("\n");
    }
    free(g);
    free(ev);
    free(v);
    free(t);
    return status == CLI_OK && write_failed ? CLI_NO : status;
}

static void print_cards(const Pile *p)
{
    char t[8];
    for (int i = 0; i < p->n; i++) {
        deck52_card_text(p->card[i], t, sizeof t);
        printf(" %s", t);
    }
    printf("\n");
}

static void print_state(const JgGame *g)
{
    static const char *const phases[] = {"secret influences", "play", "game over"};
    char t[8];
    printf("actions: %d, round %d, gathering %d of %d", g->actions_n, g->round, g->gathering,
           g->gatherings);
    if (g->phase == JG_PHASE_PLAY)
        printf(", cycle %d of %d", g->cycle + 1, g->cycles);
    printf(", phase: %s\n", phases[g->phase]);
    printf("chairman: %s\n", g->seat[g->chairman].name);
    if (g->phase != JG_PHASE_OVER)
        printf("waiting for: %s\n", g->seat[jugglers_waiting_for(g)].name);
    for (int s = 0; s < g->seats; s++) {
        deck52_card_text(g->sigil[s], t, sizeof t);
        printf("seat %d %s%s: %d win%s, sigil %s, hand:", s + 1, g->seat[s].name,
               g->seat[s].kind == JG_DUMMY ? " (dummy)" : "", g->wins[s],
               g->wins[s] == 1 ? "" : "s", g->sigil[s] >= 0 ? t : "none");
        print_cards(&g->hand[s]);
    }
    for (int d = 0; d < JG_DRAFTS; d++) {
        deck52_card_text(g->draft[d].policy, t, sizeof t);
        printf("%s draft%s%s: %d face down, hand:", jugglers_draft_name(d),
               g->draft[d].policy >= 0 ? " " : "", g->draft[d].policy >= 0 ? t : "",
               g->draft[d].down_n);
        print_cards(&g->draft[d].hand);
    }
    printf("Village Order:");
    print_cards(&g->village);
    printf("influence deck: %d cards, discarded: %d\n", g->deck.n, g->discard.n);
    if (g->phase == JG_PHASE_OVER) {
        printf("won by:");
        const char *sep = " ";
        for (int s = 0; s < g->seats; s++)
            if (g->winner[s]) {
                printf("%s%s", sep, g->seat[s].name);
                sep = ", ";
            }
        printf("\n");
    }
}

static int run_replay(int argc, char **argv)
{
    const char *path = NULL, *cmd = "jugglers-replay";
    for (int i = 0; i < argc; i++) {
        if (cli_wants_help(argv[i], &cli_cmd_jugglers_replay))
            return CLI_OK;
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error(cmd, "unknown option '%s'", argv[i]);
        if (path)
            return cli_usage_error(cmd, "one file at a time");
        path = argv[i];
    }
    if (!path)
        return cli_usage_error(cmd, "which save file?");
    size_t len = 0;
    char why[200];
    char *text = cli_read_file(path, &len, why, sizeof why);
    if (!text) {
        fprintf(stderr, "throwdeck-cli %s: cannot read %s: %s\n", cmd, path, why);
        return CLI_USAGE;
    }
    JgGame *g = malloc(sizeof *g);
    JgError err;
    int status = CLI_OK;
    if (!g) {
        status = CLI_USAGE;
    } else if (!jugglers_load(g, text, len, &err)) {
        fprintf(stderr, "throwdeck-cli %s: %s: %s\n", cmd, path, err.message);
        status = CLI_NO;
    } else {
        print_state(g);
        jugglers_free(g);
    }
    free(g);
    free(text);
    return status;
}

const CliCommand cli_cmd_jugglers_simulate = {
    "jugglers-simulate", "computer players play whole games of Jugglers", simulate_help,
    run_simulate};
const CliCommand cli_cmd_jugglers_replay = {
    "jugglers-replay", "load a Jugglers save and show where it ends", replay_help, run_replay};
