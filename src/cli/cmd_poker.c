/* The Jugglers poker command: a hand's category and value, or which of two hands is higher. */
#include "cli.h"

#include "pokerhand.h"

#include <inttypes.h>
#include <string.h>

static const char poker_help[] =
    "Usage: throwdeck-cli poker [--json] CARDS... [vs CARDS...]\n"
    "\n"
    "Values a Jugglers poker hand of 0 to 5 influence cards: its category, the cards\n"
    "that decide ties, and its value (a higher value is a higher hand, an equal value\n"
    "an equal hand). With two hands separated by 'vs', says which is higher or that\n"
    "they are equal (a policy passes only when its hand is higher than the joker's);\n"
    "either hand may then be empty.\n"
    "\n"
    "A card is a rank 2-10 and a suit c, d, h or s: 9h, 10s. The influence deck has\n"
    "each of its 36 cards once, so no card may be given twice. Cards may be separate\n"
    "arguments or separated by commas. The categories are the rulings': poker's, plus\n"
    "the straight, flush and straight flush with 4 cards; there is no ace, and cards\n"
    "outside the category never break ties.\n"
    "\n"
    "  --json    print {\"category\", \"value\"} for one hand; for two,\n"
    "            {\"result\"} with \"first\", \"second\" or \"equal\"\n"
    "  --help    show this help\n"
    "\n"
    "Exit status: 0 on success, 2 on a usage error (a malformed or repeated card, more\n"
    "than 5 cards in a hand).\n";

typedef struct PokerHand {
    PokerCard cards[POKERHAND_MAX_CARDS];
    int n;
} PokerHand;

/* Adds one card written as text to the hand; false after a usage message. seen holds the
 * deck indices given so far in the whole command. */
static bool add_card(const char *text, PokerHand *hand, uint64_t *seen)
{
    PokerCard card;
    if (!pokerhand_parse_card(text, &card)) {
        if (text[0] != '\0' && strchr("JQKAjqka", text[0])) {
            cli_usage_error("poker", "'%s' is a policy card; hands hold influence cards 2-10",
                            text);
        } else {
            cli_usage_error("poker",
                            "'%s' is not a card: give a rank 2-10 and a suit c, d, h or s, "
                            "e.g. 9h or 10s",
                            text);
        }
        return false;
    }
    uint64_t bit = 1ull << pokerhand_card_index(card);
    if (*seen & bit) {
        cli_usage_error("poker", "'%s' is given twice; the influence deck has each card once",
                        text);
        return false;
    }
    if (hand->n >= POKERHAND_MAX_CARDS) {
        cli_usage_error("poker", "a hand has at most %d cards", POKERHAND_MAX_CARDS);
        return false;
    }
    *seen |= bit;
    hand->cards[hand->n++] = card;
    return true;
}

static int run_poker(int argc, char **argv)
{
    bool json = false, versus = false;
    PokerHand hands[2] = {{.n = 0}, {.n = 0}};
    uint64_t seen = 0;
    int current = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (cli_wants_help(a, &cli_cmd_poker))
            return CLI_OK;
        if (strcmp(a, "--json") == 0) {
            json = true;
            continue;
        }
        if (a[0] == '-' && a[1] == '-')
            return cli_usage_error("poker", "unknown option '%s'", a);
        char copy[256];
        if (strlen(a) >= sizeof copy)
            return cli_usage_error("poker", "cards argument too long");
        strcpy(copy, a);
        for (char *tok = strtok(copy, " ,"); tok; tok = strtok(NULL, " ,")) {
            if (strcmp(tok, "vs") == 0) {
                if (versus)
                    return cli_usage_error("poker", "give at most two hands, separated by 'vs'");
                versus = true;
                current = 1;
            } else if (!add_card(tok, &hands[current], &seen)) {
                return CLI_USAGE;
            }
        }
    }
    if (!versus && hands[0].n == 0)
        return cli_usage_error("poker", "give the cards of a hand, e.g. 9h 9d 4s 4c 10h");

    char text[2][96];
    uint32_t value[2];
    for (int h = 0; h < 2; h++) {
        value[h] = pokerhand_value(hands[h].cards, hands[h].n);
        pokerhand_describe(hands[h].cards, hands[h].n, text[h], sizeof text[h]);
    }
    if (!versus) {
        if (json) {
            printf("{\"category\":");
            cli_json_string(stdout, pokerhand_category_name(pokerhand_category(value[0])));
            printf(",\"value\":%" PRIu32 "}\n", value[0]);
        } else {
            printf("%s (value %" PRIu32 ")\n", text[0], value[0]);
        }
        return CLI_OK;
    }
    const char *result = value[0] > value[1] ? "first" : value[0] < value[1] ? "second" : "equal";
    if (json) {
        printf("{\"result\":\"%s\"}\n", result);
    } else {
        printf("first:  %s (value %" PRIu32 ")\n", text[0], value[0]);
        printf("second: %s (value %" PRIu32 ")\n", text[1], value[1]);
        if (value[0] == value[1])
            printf("the hands are equal\n");
        else
            printf("the %s hand is higher\n", result);
    }
    return CLI_OK;
}

const CliCommand cli_cmd_poker = {"poker", "a Jugglers poker hand's value, or which of two wins",
                                  poker_help, run_poker};
