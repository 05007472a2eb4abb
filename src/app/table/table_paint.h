/* Drawing the parts both card tables share: card lists, the log panel, the verdict banner, the
 * curtain, a row of buttons and counts on pills. They read what they are given and write nothing. */
#pragma once

#include "app.h"
#include "table_banner.h"
#include "table_cards.h"
#include "table_layout.h"
#include "table_log.h"

/* Text shrunk to fit max_w (ui/textfit's rule). */
void table_paint_text_fit(App *app, FontFace face, int px, SDL_Color c, const char *s, float x,
                          float y, float max_w, TextAlign align);
void table_paint_cards(App *app, const TableCards *cards);
/* A count on a dark pill centred at (cx, top). */
void table_paint_pill(App *app, int px, SDL_Color fg, const char *text, float cx, float top);
/* The log in a panel: a title, then the lines that fit from `from` (0: all kept lines). */
void table_paint_log(App *app, SDL_FRect panel, float margin, const TableLog *log, const char *title,
                     bool title_gold, int from, int max_lines, int title_px, int line_px);
/* The banner centred between left and right at top, shrunk to fit. */
void table_paint_banner(App *app, const TableBanner *b, float left, float right, float top, int px,
                        double fade);
/* The curtain: the whole window veiled, who the screen goes to and why, and its button. */
void table_paint_curtain(App *app, const char *name, const char *why, SDL_FRect button, bool armed,
                         int name_px, int big_px, int small_px);
/* A button: primary (gold), normal or greyed out; the label shrunk to fit and centred. */
void table_paint_button(App *app, SDL_FRect r, const char *label, bool on, bool primary, int px);
/* The felt and the table's shade: what every table frame is drawn on. */
void table_paint_felt(App *app, const TableLayout *L);
/* A seat's panel: framed in gold while on turn, its number on a badge (lit when the number is a
 * key that does something now), its name and a count at the top right. */
void table_paint_seat(App *app, const TableLayout *L, int seat, const char *name, bool on_turn,
                      bool badge_lit, const char *count);
/* A seat's status (gold, e.g. "to play") at its panel's bottom right, on a dark pill: painted
 * after the seat's cards, which may reach that corner, so no card hides it. Nothing for ""/NULL. */
void table_paint_seat_status(App *app, const TableLayout *L, int seat, const char *status);
/* A seat's count ("10 cards") when it does not fit beside the whole name: a pill over the
 * seat's fanned backs (draw it after them). Nothing when table_paint_seat drew it beside. */
void table_paint_seat_count(App *app, const TableLayout *L, int seat, const char *name,
                            const char *count);
