/* Where everything on the title screen goes, as a pure function of the drawable size, so the
 * screen and its screenshot test agree on where the cards and the menu are. */
#pragma once

#include <SDL_rect.h>
#include <stdbool.h>

#define TITLE_CARDS 3
#define TITLE_MAX_ITEMS 9 /* Continue, Play, Pattern Lab, Settings, Rules, Help, Learn,
                           * Full screen, Quit */

typedef struct TitleCard {
    float cx, cy; /* centre, pixels */
    int height;
    double angle; /* degrees, clockwise */
    int rank;     /* 1..10 */
    int suit;     /* CardSuit */
} TitleCard;

typedef struct TitleLayout {
    float title_x, title_y;  /* centre x and top of the game's name */
    int title_px;
    float subtitle_y;
    int subtitle_px;
    TitleCard cards[TITLE_CARDS];
    SDL_FRect items[TITLE_MAX_ITEMS];
    int item_px;
    int detail_px;           /* the first item's second line (0 without one) */
    float hint_y;
    int hint_px;
} TitleLayout;

/* text_scale: the player's text size (1 = normal). */
void title_layout(int width, int height, int item_count, float text_scale, TitleLayout *out);
/* The same with a second, smaller line in the first item (Continue's "Anna, Bob · turn 7"):
 * that item is taller by the line, detail_px tall. */
void title_layout_detail(int width, int height, int item_count, bool first_detail,
                         float text_scale, TitleLayout *out);
