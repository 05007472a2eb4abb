/* The colours every screen shares, so the table looks like one game. Every colour a screen
 * draws with is named here after what it is for. */
#pragma once

#include <SDL_pixels.h>

/* Text. */
#define PALETTE_CREAM ((SDL_Color){246, 239, 217, 255})     /* headings and main text */
#define PALETTE_SOFT ((SDL_Color){201, 214, 196, 255})      /* hints and secondary text */
#define PALETTE_FAINT ((SDL_Color){160, 185, 165, 255})     /* the least important text */
#define PALETTE_DARK ((SDL_Color){26, 32, 28, 255})         /* text on gold or paper */
#define PALETTE_SOFT_ON_GOLD ((SDL_Color){70, 60, 30, 255}) /* secondary text on gold */
#define PALETTE_ERROR ((SDL_Color){255, 196, 170, 255})     /* explanations of mistakes */
#define PALETTE_GOOD ((SDL_Color){150, 226, 140, 255})      /* a verdict that something works */
#define PALETTE_TEXT_SHADOW ((SDL_Color){8, 30, 18, 160})   /* under very large headings */

/* Surfaces. */
#define PALETTE_GOLD ((SDL_Color){242, 193, 78, 255})       /* the focused item */
#define PALETTE_ROW ((SDL_Color){10, 30, 20, 150})          /* an unfocused item */
#define PALETTE_ROW_CHOSEN ((SDL_Color){40, 90, 60, 255})   /* chosen, but the keys are elsewhere */
#define PALETTE_PANEL ((SDL_Color){8, 26, 17, 170})         /* panels over the felt */
#define PALETTE_SHEET ((SDL_Color){8, 30, 20, 255})         /* an opaque panel over a screen */
#define PALETTE_OVERLAY ((SDL_Color){6, 22, 14, 255})       /* a window over a dimmed screen */
#define PALETTE_DIM ((SDL_Color){0, 0, 0, 120})             /* dims a screen under an overlay */
#define PALETTE_VEIL ((SDL_Color){8, 30, 18, 190})          /* behind words over moving things */
#define PALETTE_PAPER ((SDL_Color){251, 248, 241, 255})     /* fields, like card faces */

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
#define PALETTE_TOGGLE_OFF ((SDL_Color){30, 90, 60, 240})     /* a toggle that is off */
#define PALETTE_VERDICT_GOOD ((SDL_Color){28, 110, 60, 240})  /* a right guess, good news */
#define PALETTE_VERDICT_BAD ((SDL_Color){140, 45, 35, 240})   /* a wrong guess, bad news */
#define PALETTE_CURTAIN ((SDL_Color){8, 26, 17, 235})         /* the curtain over the table */
#define PALETTE_ASIDE ((SDL_Color){255, 244, 214, 30})      /* a box set off from running text */

/* Buttons (ui/button.h). */
#define PALETTE_BUTTON ((SDL_Color){30, 90, 60, 235})
#define PALETTE_BUTTON_HOVER ((SDL_Color){44, 114, 78, 240})
#define PALETTE_BUTTON_PRIMARY PALETTE_GOLD
#define PALETTE_BUTTON_PRIMARY_HOVER ((SDL_Color){250, 210, 112, 255})
#define PALETTE_BUTTON_DISABLED ((SDL_Color){10, 30, 20, 110})
#define PALETTE_FOCUS_RING PALETTE_CREAM                      /* outside whatever has the keys */

/* Text fields (ui/textfield.h). */
#define PALETTE_FIELD PALETTE_PAPER                            /* the field being edited */
#define PALETTE_FIELD_IDLE ((SDL_Color){0, 0, 0, 70})          /* a field not being edited */
#define PALETTE_FIELD_IDLE_ON_GOLD ((SDL_Color){255, 250, 235, 150}) /* the same, on a gold row */
#define PALETTE_SELECTION ((SDL_Color){242, 193, 78, 180})     /* behind selected text */
#define PALETTE_PLACEHOLDER ((SDL_Color){120, 120, 110, 255})  /* what to type, in an empty field */
#define PALETTE_CARET PALETTE_DARK
#define PALETTE_INVALID_TEXT ((SDL_Color){170, 40, 30, 255})   /* typed text that is wrong, on paper */
#define PALETTE_COLLISION_MARK ((SDL_Color){215, 40, 30, 255}) /* under throws that collide */

/* Lists and scroll bars (ui/list.h). */
#define PALETTE_LIST_SELECTED ((SDL_Color){255, 240, 200, 46}) /* the selected row of a table */
#define PALETTE_LIST_ODD ((SDL_Color){0, 0, 0, 40})            /* stripes, so a row reads across */
#define PALETTE_LIST_EVEN ((SDL_Color){255, 255, 255, 10})
#define PALETTE_SCROLL_TRACK ((SDL_Color){0, 0, 0, 60})
#define PALETTE_SCROLL_THUMB PALETTE_SOFT

/* Example chips in running text (the Rules). */
#define PALETTE_CHIP ((SDL_Color){236, 228, 204, 255})
#define PALETTE_CHIP_HOVER ((SDL_Color){255, 255, 255, 255})
#define PALETTE_CHIP_EDGE ((SDL_Color){190, 160, 90, 255})     /* a card's edge under a chip */
#define PALETTE_ARC ((SDL_Color){118, 146, 128, 255})          /* a throw that lands well */

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

/* The ladder diagram. */
#define PALETTE_LADDER_GROUND ((SDL_Color){0, 0, 0, 60})        /* behind the diagram */
#define PALETTE_LADDER_COLLISION ((SDL_Color){235, 64, 52, 255}) /* throws that land together */
#define PALETTE_LADDER_LABEL ((SDL_Color){6, 22, 14, 200})      /* behind a throw's number */
#define PALETTE_LADDER_NAMES ((SDL_Color){8, 26, 17, 235})      /* behind the hands' names */

/* Messages and the plain cards drawn when the card art is missing. */
#define PALETTE_NOTICE ((SDL_Color){110, 40, 28, 235})          /* a message for the player */
#define PALETTE_NOTICE_TEXT ((SDL_Color){255, 244, 230, 255})
#define PALETTE_CARD_FACE ((SDL_Color){250, 248, 240, 255})     /* a plain card's face */
#define PALETTE_CARD_BACK ((SDL_Color){150, 34, 40, 255})       /* a plain card's back */
#define PALETTE_SUIT_BLACK ((SDL_Color){28, 28, 34, 255})
#define PALETTE_SUIT_RED ((SDL_Color){198, 40, 40, 255})
