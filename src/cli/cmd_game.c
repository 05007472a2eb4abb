/* Card game commands: simulate (computer players play whole games, every invariant checked
 * after every action) and replay (load a save file and print where it ends). */
#include "cli.h"

#include "catalogue.h"
#include "ssgame.h"
#include "ssgame_ai.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ACTIONS_PER_GAME 50000

static const char simulate_help[] =
    "Usage: throwdeck-cli simulate --games N --players P [--seed S]\n"
    "                              [--levels easy,normal,hard,...] [--advanced]\n"
    "                              [--catch-rule] [--guess-penalty] [--places] [--cycles C]\n"
    "                              [--save-last FILE]\n"
    "\n"
    "Computer players play N whole games of the siteswap card game with P seats (2-6).\n"
    "Game i uses seed S+i (S defaults to 1) and a random starter. --levels gives each seat's\n"
    "level in order (repeated when shorter; default hard). After every action the game's\n"
    "invariants are checked: 80 cards, each in exactly one place; revealed siteswaps legal;\n"
    "the turn order; every game ends. Prints a summary: games, mean and longest game in\n"
    "turns, wins by level, by seat and by turn order (how often the starting seat won),\n"
    "extensions, tricks, drops, the share of performances given up by level, skips by\n"
    "level, reshuffles, games ended in a stalemate, and timing (games per second, the\n"
    "slowest computer decision).\n"
    "\n"
    "  --save-last FILE  write the last game's save file (for 'throwdeck-cli replay'); checked\n"
    "                    before the games: exit 1 with the reason when it cannot be written\n"
    "\n"
    "Exit status: 0 when every game ended with every invariant kept; 1 on the first broken\n"
    "invariant (its seed and action are printed); 2 on a usage error.\n";

static const char replay_help[] =
    "Usage: throwdeck-cli replay FILE\n"
    "\n"
    "Loads a siteswap card game save file, replaying every action through the rules, and\n"
    "prints the state it reaches: whose turn, every hand, the piles and the revealed\n"
    "siteswaps.\n"
    "\n"
    "Exit status: 0 for a valid save; 1 when the save is invalid (the reason and its line are\n"
    "printed); 2 when the file cannot be read (or is over 4 MB, the game's limit too) or on a\n"
    "usage error.\n";

static bool load_tricks(Catalogue *c)
{
    char *text = cli_read_catalogue();
    if (!text)
        return false;
    CatalogueError err;
    bool ok = catalogue_parse(text, c, &err);
    free(text);
    if (!ok)
        fprintf(stderr, "throwdeck-cli: patterns/catalogue.txt %s\n", err.message);
    return ok;
}

typedef struct Totals {
    long games, turns, longest, extensions, builds, tricks, tricks_recognised, reshuffles;
    long wins_by_seat[SSG_MAX_SEATS], wins_by_level[3], seats_by_level[3];
    long starter_wins, recognised, laid_after_cycles, drops, wrong_guesses;
    long wins_by_position[SSG_MAX_SEATS]; /* 0: the starting seat, 1: the next, ... */
    long skips, skips_by_level[3], turns_by_level[3], stalemates;
    long plays_by_level[3], given_up_by_level[3]; /* performances begun, and dropped or given up */
    long named_cycles[3], named[3]; /* cycles shown at a right guess: period 3, 4, 5 or more */
    long decisions;
    double slowest, decide_time;
    char slowest_what[160];
} Totals;

/* Plays one game; false (after printing what broke) on a broken invariant. */
static bool play_one(const SsgSetup *setup, const Catalogue *tricks, Totals *t, SsgGame *g,
                     SsgEvents *ev)
{
    SsgError err;
    ev->n = 0;
    if (!ssgame_new(g, setup, tricks, ev, &err)) {
        fprintf(stderr, "seed %llu: cannot start: %s\n", (unsigned long long)setup->seed,
                err.message);
        return false;
    }
    int starter = g->turn;
    int last_turn = g->turn;
    for (;;) {
        if (!ssgame_invariants(g, &err)) {
            char line[512] = "(start)";
            if (g->actions_n > 0)
                ssgame_action_text(&g->actions[g->actions_n - 1], line, sizeof line);
            fprintf(stderr, "seed %llu, action %d (%s): invariant broken: %s\n",
                    (unsigned long long)setup->seed, g->actions_n, line, err.message);
            return false;
        }
        if (g->phase == SSG_PHASE_OVER)
            break;
        if (g->actions_n >= MAX_ACTIONS_PER_GAME) {
            fprintf(stderr, "seed %llu: the game did not end within %d actions\n",
                    (unsigned long long)setup->seed, MAX_ACTIONS_PER_GAME);
            return false;
        }
        ev->n = 0;
        double t0 = cli_now_seconds();
        int r = ssai_step(g, ev, &err);
        double dt = cli_now_seconds() - t0;
        t->decisions++;
        t->decide_time += dt;
        if (r > 0 && dt > t->slowest) {
            t->slowest = dt;
            char line[128];
            ssgame_action_text(&g->actions[g->actions_n - 1], line, sizeof line);
            snprintf(t->slowest_what, sizeof t->slowest_what, "seed %llu: %.80s",
                     (unsigned long long)setup->seed, line);
        }
        if (r <= 0) {
            fprintf(stderr, "seed %llu, action %d: %s\n", (unsigned long long)setup->seed,
                    g->actions_n, r < 0 ? err.message : "no computer player could act");
            return false;
        }
        const SsgAction *a = &g->actions[g->actions_n - 1];
        t->builds += a->kind == SSG_ACT_BUILD;
        t->extensions += a->kind == SSG_ACT_EXTEND;
        t->tricks += a->kind == SSG_ACT_TRICK;
        t->laid_after_cycles += a->kind == SSG_ACT_LAY_DOWN;
        t->drops += a->kind == SSG_ACT_DROP;
        if (a->kind == SSG_ACT_BUILD || a->kind == SSG_ACT_EXTEND || a->kind == SSG_ACT_TRICK)
            t->plays_by_level[setup->seat[a->seat].level]++;
        if (a->kind == SSG_ACT_DROP)
            t->given_up_by_level[setup->seat[a->seat].level]++;
        if (a->kind == SSG_ACT_SKIP) {
            t->skips++;
            t->skips_by_level[setup->seat[a->seat].level]++;
        }
        for (int i = 0; i < ev->n; i++) {
            const SsgEvent *e = &ev->ev[i];
            if (e->kind == SSG_EV_TURN)
                t->turns_by_level[setup->seat[e->seat].level]++;
            if (e->kind == SSG_EV_TURN) {
                /* The turn passes to the next seat still playing. */
                int expect = -1;
                for (int k = 1; k <= setup->seats && expect < 0; k++)
                    if (g->place[(last_turn + k) % setup->seats] == 0 ||
                        (last_turn + k) % setup->seats == e->seat)
                        expect = (last_turn + k) % setup->seats;
                if (e->seat != expect) {
                    fprintf(stderr, "seed %llu, action %d: turn went to seat %d, not %d\n",
                            (unsigned long long)setup->seed, g->actions_n, e->seat + 1,
                            expect + 1);
                    return false;
                }
                last_turn = e->seat;
            }
            t->recognised += e->kind == SSG_EV_GUESS_RIGHT;
            t->wrong_guesses += e->kind == SSG_EV_GUESS_WRONG;
            if (e->kind == SSG_EV_GUESS_RIGHT && g->perf.kind == SSG_PLAY_TRICK)
                t->tricks_recognised++;
            if (e->kind == SSG_EV_GUESS_RIGHT && g->perf.kind != SSG_PLAY_TRICK) {
                int k = g->perf.n <= 3 ? 0 : g->perf.n == 4 ? 1 : 2;
                t->named[k]++;
                t->named_cycles[k] += g->perf.cycles;
            }
        }
    }
    t->games++;
    t->turns += g->turns;
    if (g->turns > t->longest)
        t->longest = g->turns;
    t->reshuffles += g->reshuffles;
    t->stalemates += g->end_reason == SSG_END_STALEMATE;
    for (int s = 0; s < setup->seats; s++) {
        t->seats_by_level[setup->seat[s].level]++;
        if (g->place[s] == 1) {
            t->wins_by_seat[s]++;
            t->wins_by_level[setup->seat[s].level]++;
            t->starter_wins += s == starter;
            t->wins_by_position[(s - starter + setup->seats) % setup->seats]++;
        }
    }
    return true;
}

static int run_simulate(int argc, char **argv)
{
    int games = -1, players = -1, cycles = SSG_DEFAULT_CYCLES;
    unsigned long long seed = 1;
    int levels[SSG_MAX_SEATS] = {SSG_HARD};
    int level_n = 1;
    bool advanced = false, catch_rule = false, penalty = false, places = false;
    const char *save_last = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (cli_wants_help(a, &cli_cmd_simulate))
            return CLI_OK;
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--games") == 0) {
            if (!cli_parse_int("simulate", a, next, 1, 10000000, &games))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--players") == 0) {
            if (!cli_parse_int("simulate", a, next, SSG_MIN_SEATS, SSG_MAX_SEATS, &players))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--cycles") == 0) {
            if (!cli_parse_int("simulate", a, next, 5, 50, &cycles))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!cli_parse_seed("simulate", next, &seed))
                return CLI_USAGE;
            i++;
        } else if (strcmp(a, "--levels") == 0) {
            if (!next || !cli_parse_levels(next, SSG_MAX_SEATS, levels, &level_n))
                return cli_usage_error("simulate",
                                       "--levels takes up to 6 of easy, normal, hard separated "
                                       "by commas");
            i++;
        } else if (strcmp(a, "--save-last") == 0) {
            if (!next)
                return cli_usage_error("simulate", "--save-last needs a file name");
            save_last = next;
            i++;
        } else if (strcmp(a, "--advanced") == 0) {
            advanced = true;
        } else if (strcmp(a, "--catch-rule") == 0) {
            catch_rule = true;
        } else if (strcmp(a, "--guess-penalty") == 0) {
            penalty = true;
        } else if (strcmp(a, "--places") == 0) {
            places = true;
        } else {
            return cli_usage_error("simulate", "unknown argument '%s'", a);
        }
    }
    if (games < 0 || players < 0)
        return cli_usage_error("simulate", "--games and --players are required");
    /* Found out now, not after all the games have run. */
    char why[4200];
    if (save_last && !cli_check_writable(save_last, why, sizeof why)) {
        fprintf(stderr, "throwdeck-cli simulate: cannot write %s: %s\n", save_last, why);
        return CLI_NO;
    }
    Catalogue tricks;
    if (!load_tricks(&tricks))
        return CLI_USAGE;
    SsgGame *g = malloc(sizeof *g);
    SsgEvents *ev = malloc(sizeof *ev);
    Totals *t = calloc(1, sizeof *t);
    if (!g || !ev || !t) {
        fprintf(stderr, "throwdeck-cli simulate: out of memory\n");
        return CLI_USAGE;
    }
    static const char *level_names[] = {"easy", "normal", "hard"};
    SsgSetup setup = ssgame_default_setup();
    setup.seats = players;
    setup.advanced = advanced;
    setup.catch_rule = catch_rule;
    setup.guess_penalty = penalty;
    setup.play_for_places = places;
    setup.cycles = cycles;
    for (int s = 0; s < players; s++) {
        setup.seat[s].kind = SSG_COMPUTER;
        setup.seat[s].level = (SsgLevel)levels[s % level_n];
        snprintf(setup.seat[s].name, sizeof setup.seat[s].name, "%s %d",
                 level_names[setup.seat[s].level], s + 1);
    }
    int status = CLI_OK;
    bool write_failed = false;
    double t0 = cli_now_seconds();
    for (int i = 0; i < games; i++) {
        setup.seed = seed + (unsigned long long)i;
        bool ok = play_one(&setup, &tricks, t, g, ev);
        if (save_last && (i == games - 1 || !ok)) {
            char *text = ssgame_save(g);
            if (!text || !cli_write_file(save_last, text, why, sizeof why)) {
                fprintf(stderr, "throwdeck-cli simulate: cannot write %s: %s\n", save_last,
                        text ? why : "out of memory");
                write_failed = true;
            }
            free(text);
        }
        ssgame_free(g);
        if (!ok) {
            status = CLI_NO;
            break;
        }
    }
    double elapsed = cli_now_seconds() - t0;
    if (t->games > 0) {
        printf("games: %ld (%d players, seeds %llu-%llu)\n", t->games, players, seed,
               seed + (unsigned long long)t->games - 1);
        printf("turns: mean %.1f, longest %ld\n", (double)t->turns / t->games, t->longest);
        printf("plays: %ld builds, %ld extensions, %ld tricks (%ld recognised); %ld laid down "
               "after the cycles, %ld given up\n", t->builds, t->extensions, t->tricks,
               t->tricks_recognised, t->laid_after_cycles, t->drops);
        printf("given up by level (share of the level's performances):");
        for (int l = 0; l < 3; l++)
            if (t->plays_by_level[l] > 0)
                printf(" %s %ld of %ld (%.1f%%)", level_names[l], t->given_up_by_level[l],
                       t->plays_by_level[l],
                       100.0 * t->given_up_by_level[l] / t->plays_by_level[l]);
        printf("\n");
        printf("guesses: %ld right, %ld wrong\n", t->recognised, t->wrong_guesses);
        printf("named after, in cycles (mean):");
        static const char *periods[] = {"period 3", "period 4", "period 5+"};
        for (int k = 0; k < 3; k++)
            if (t->named[k] > 0)
                printf(" %s %.1f", periods[k], (double)t->named_cycles[k] / t->named[k]);
        printf("\n");
        printf("reshuffles: %ld (discard pile turned over)\n", t->reshuffles);
        printf("wins by seat:");
        for (int s = 0; s < players; s++)
            printf(" %d:%ld (%.1f%%)", s + 1, t->wins_by_seat[s],
                   100.0 * t->wins_by_seat[s] / t->games);
        printf("\nwins by level:");
        for (int l = 0; l < 3; l++)
            if (t->seats_by_level[l] > 0)
                printf(" %s %ld of %ld seat-games (%.1f%%)", level_names[l], t->wins_by_level[l],
                       t->seats_by_level[l], 100.0 * t->wins_by_level[l] / t->seats_by_level[l]);
        printf("\nstarting seat won: %ld (%.1f%%; an equal share is %.1f%%)\n", t->starter_wins,
               100.0 * t->starter_wins / t->games, 100.0 / players);
        printf("wins by turn order (1 = the starting seat):");
        for (int s = 0; s < players; s++)
            printf(" %d:%.1f%%", s + 1, 100.0 * t->wins_by_position[s] / t->games);
        printf("\nturns per seat: mean %.1f\n", (double)t->turns / t->games / players);
        printf("skips: %ld (%.1f%% of turns;", t->skips,
               100.0 * t->skips / (t->turns ? t->turns : 1));
        for (int l = 0; l < 3; l++)
            if (t->turns_by_level[l] > 0)
                printf(" %s %.1f%%", level_names[l],
                       100.0 * t->skips_by_level[l] / t->turns_by_level[l]);
        printf(")\nended in a stalemate (both piles empty, a round with no card laid): %ld\n",
               t->stalemates);
        printf("speed: %.1f games/s, %ld computer decisions, mean %.3f ms, slowest %.3f ms\n",
               t->games / (elapsed > 0 ? elapsed : 1e-9), t->decisions,
               1000.0 * t->decide_time / (t->decisions ? t->decisions : 1), 1000.0 * t->slowest);
        printf("slowest decision: %s\n", t->slowest_what);
    }
    catalogue_free(&tricks);
    free(g);
    free(ev);
    free(t);
    return status == CLI_OK && write_failed ? CLI_NO : status;
}

static void print_cards(const Pile *p)
{
    char t[DECK_CARD_TEXT];
    for (int i = 0; i < p->n; i++) {
        deck_card_text(p->card[i], t, sizeof t);
        printf(" %s", t);
    }
    printf("\n");
}

static int run_replay(int argc, char **argv)
{
    const char *path = NULL;
    for (int i = 0; i < argc; i++) {
        if (cli_wants_help(argv[i], &cli_cmd_replay))
            return CLI_OK;
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage_error("replay", "unknown option '%s'", argv[i]);
        if (path)
            return cli_usage_error("replay", "one file at a time");
        path = argv[i];
    }
    if (!path)
        return cli_usage_error("replay", "which save file?");
    size_t len = 0;
    char why[200];
    char *text = cli_read_file(path, &len, why, sizeof why);
    if (!text) {
        fprintf(stderr, "throwdeck-cli replay: cannot read %s: %s\n", path, why);
        return CLI_USAGE;
    }
    Catalogue tricks;
    if (!load_tricks(&tricks)) {
        free(text);
        return CLI_USAGE;
    }
    SsgGame *g = malloc(sizeof *g);
    SsgError err;
    int status = CLI_OK;
    if (!g) {
        status = CLI_USAGE;
    } else if (!ssgame_load(g, text, len, &tricks, &err)) {
        fprintf(stderr, "throwdeck-cli replay: %s: %s\n", path, err.message);
        status = CLI_NO;
    } else {
        static const char *phases[] = {"turn", "performing", "trick discard", "exchange",
                                       "game over"};
        printf("actions: %d, turns: %ld, phase: %s\n", g->actions_n, g->turns, phases[g->phase]);
        if (g->phase != SSG_PHASE_OVER)
            printf("waiting for: %s\n", g->setup.seat[ssgame_waiting_for(g)].name);
        for (int s = 0; s < g->setup.seats; s++) {
            printf("seat %d %s: %d cards", s + 1, g->setup.seat[s].name, ssgame_held(g, s));
            if (g->place[s])
                printf(", place %d", g->place[s]);
            printf(":");
            print_cards(&g->hand[s]);
        }
        printf("pick-up pile: %d cards\ndiscard pile:", g->pickup.n);
        print_cards(&g->discard);
        for (int r = 0; r < g->revealed_n; r++) {
            printf("revealed %d by %s:", r + 1, g->setup.seat[g->revealed[r].laid_by].name);
            print_cards(&g->revealed[r].cards);
        }
        ssgame_free(g);
    }
    free(g);
    free(text);
    catalogue_free(&tricks);
    return status;
}

const CliCommand cli_cmd_simulate = {"simulate", "computer players play whole siteswap card games",
                                     simulate_help, run_simulate};
const CliCommand cli_cmd_replay = {"replay", "load a siteswap card game save and show its end",
                                   replay_help, run_replay};
