/* The colours every screen shares, so the table looks like one game. */
#pragma once

#include <SDL_pixels.h>

#define PALETTE_CREAM ((SDL_Color){246, 239, 217, 255})     /* headings and main text */
#define PALETTE_SOFT ((SDL_Color){201, 214, 196, 255})      /* hints and secondary text */
#define PALETTE_FAINT ((SDL_Color){160, 185, 165, 255})     /* the least important text */
#define PALETTE_DARK ((SDL_Color){26, 32, 28, 255})         /* text on gold or paper */
#define PALETTE_GOLD ((SDL_Color){242, 193, 78, 255})       /* the focused item */
#define PALETTE_ROW ((SDL_Color){10, 30, 20, 150})          /* an unfocused item */
#define PALETTE_PANEL ((SDL_Color){8, 26, 17, 170})         /* panels over the felt */
#define PALETTE_PAPER ((SDL_Color){251, 248, 241, 255})     /* fields, like card faces */
#define PALETTE_ERROR ((SDL_Color){255, 196, 170, 255})     /* explanations of mistakes */
