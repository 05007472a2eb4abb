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

/* The card tables. */
#define PALETTE_TABLE_SHADE ((SDL_Color){0, 0, 0, 28})        /* the felt the seats sit round */
#define PALETTE_SEAT_ON_TURN ((SDL_Color){20, 60, 38, 245})   /* the seat whose move it is */
#define PALETTE_BADGE_OFF ((SDL_Color){255, 255, 255, 40})    /* a seat number that cannot buzz */
#define PALETTE_PILL ((SDL_Color){10, 20, 40, 225})           /* counts laid over cards */
#define PALETTE_CARD_PLACE ((SDL_Color){0, 0, 0, 50})         /* where an empty pile lies */
#define PALETTE_TARGET_GLOW ((SDL_Color){242, 193, 78, 90})   /* the siteswap being extended */
#define PALETTE_STRIP ((SDL_Color){8, 26, 17, 120})           /* the private strip */
#define PALETTE_BUILD_AREA ((SDL_Color){0, 0, 0, 60})         /* the build row, the stage */
#define PALETTE_COUNTER_BOX ((SDL_Color){0, 0, 0, 45})        /* the cycle counter */
#define PALETTE_CARD_VEIL ((SDL_Color){10, 30, 20, 110})      /* a card that is not yours */
#define PALETTE_CHIP ((SDL_Color){30, 90, 60, 240})           /* a toggle that is off */
#define PALETTE_VERDICT_GOOD ((SDL_Color){28, 110, 60, 240})  /* a right guess, good news */
#define PALETTE_VERDICT_BAD ((SDL_Color){140, 45, 35, 240})   /* a wrong guess, bad news */
#define PALETTE_OVERLAY ((SDL_Color){6, 22, 14, 255})         /* opaque: no table noise behind */
#define PALETTE_CURTAIN ((SDL_Color){8, 26, 17, 235})         /* the curtain over the table */
#define PALETTE_PLACEHOLDER ((SDL_Color){130, 130, 120, 255}) /* an empty field's example */
#define PALETTE_BUTTON ((SDL_Color){30, 90, 60, 235})         /* a button that may be pressed */
#define PALETTE_BUTTON_OFF ((SDL_Color){10, 30, 20, 110})     /* a button greyed out */

/* The on-screen juggler: a person lit from the upper left. */
#define PALETTE_JUGGLER_SKIN ((SDL_Color){233, 196, 160, 255})
#define PALETTE_JUGGLER_HAIR ((SDL_Color){70, 46, 32, 255})
#define PALETTE_JUGGLER_EYES ((SDL_Color){40, 30, 28, 255})
#define PALETTE_JUGGLER_SHIRT ((SDL_Color){52, 84, 140, 255})     /* deep blue: bright props stand out on it */
#define PALETTE_JUGGLER_TROUSERS ((SDL_Color){44, 52, 70, 255})
#define PALETTE_JUGGLER_SHOES ((SDL_Color){28, 26, 26, 255})
#define PALETTE_JUGGLER_SHADOW ((SDL_Color){0, 0, 0, 70})         /* on the floor under the feet */
#define PALETTE_JUGGLER_CLUB_HANDLE ((SDL_Color){236, 234, 226, 255})
#define PALETTE_JUGGLER_FOLLOW ((SDL_Color){255, 255, 255, 200})  /* the ring round a followed prop */
