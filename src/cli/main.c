/* throwdeck-cli: the siteswap and card-game rules from the command line, for people and scripts.
 * Each command lives in its own file; this one only dispatches and prints the overview. */
#include "cli.h"

#include "platform.h"
#include "td_config.h"

#include <string.h>

static const CliCommand *const commands[] = {
    &cli_cmd_check, &cli_cmd_same,   &cli_cmd_build, &cli_cmd_extend,    &cli_cmd_reduce,
    &cli_cmd_gen,   &cli_cmd_transition, &cli_cmd_catalogue, &cli_cmd_poker,
    &cli_cmd_simulate, &cli_cmd_replay, &cli_cmd_jugglers_simulate, &cli_cmd_jugglers_replay,
};
#define COMMAND_COUNT (sizeof commands / sizeof commands[0])

static void overview(FILE *f)
{
    fputs("Usage: throwdeck-cli COMMAND [OPTIONS] [ARGUMENTS]\n"
          "\n"
          "Siteswap and card-game tools from Throwdeck. Commands:\n",
          f);
    int width = 0;
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        if ((int)strlen(commands[i]->name) > width)
            width = (int)strlen(commands[i]->name);
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        fprintf(f, "  %-*s %s\n", width, commands[i]->name, commands[i]->summary);
    fputs("\n'throwdeck-cli COMMAND --help' explains a command; most take --json for one JSON\n"
          "object per line. Exit status: 0 yes/success, 1 no (invalid, different, none found),\n"
          "2 usage error.\n",
          f);
}

int main(int argc, char **argv)
{
    platform_console_main(&argc, &argv);
    if (argc < 2) {
        overview(stderr);
        return CLI_USAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
        if (argc > 2 && strcmp(name, "help") == 0) {
            for (size_t i = 0; i < COMMAND_COUNT; i++)
                if (strcmp(argv[2], commands[i]->name) == 0) {
                    fputs(commands[i]->help, stdout);
                    return CLI_OK;
                }
        }
        overview(stdout);
        return CLI_OK;
    }
    if (strcmp(name, "--version") == 0) {
        puts("throwdeck-cli " TD_VERSION);
        return CLI_OK;
    }
    for (size_t i = 0; i < COMMAND_COUNT; i++)
        if (strcmp(name, commands[i]->name) == 0)
            return commands[i]->run(argc - 2, argv + 2);
    fprintf(stderr, "throwdeck-cli: unknown command '%s'\n\n", name);
    overview(stderr);
    return CLI_USAGE;
}
