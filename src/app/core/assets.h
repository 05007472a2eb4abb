/* The game's data files, loaded once when the application starts: the fonts, the card art and
 * the catalogue of named patterns. The application keeps them (App) and every screen uses
 * those, never its own copy.
 *
 * One policy when a file is missing or damaged: the game still starts and every screen opens
 * with what did load, and the player is told what is wrong on screen. Each function here
 * reports that as a sentence in problem ("" when all is well). Only a missing regular font
 * stops the game, since no screen can show a word without it. */
#pragma once

#include "catalogue.h"
#include "svg.h"
#include "text.h"

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#define ASSETS_CATALOGUE_FILE "patterns/catalogue.txt"
#define ASSETS_PROBLEM_SIZE 400

/* The two faces from the data folder's fonts/ (installed links), else the files found at
 * configure time. Without a bold face the regular one stands in (problem says so); without a
 * regular face NULL, and err says why. */
TextCache *assets_open_fonts(SDL_Renderer *r, const char *data_dir, char *problem,
                             size_t problem_size, char *err, size_t err_size);

/* Reads and draws every card image once, small; false when one cannot be (the cards are then
 * drawn plain where that image is missing). */
bool assets_check_card_art(SvgCache *svg, char *problem, size_t problem_size);

/* The catalogue from the data folder; when it is missing or damaged, *out is empty and problem
 * says which, with the line at fault. */
bool assets_load_catalogue(const char *data_dir, Catalogue *out, char *problem,
                           size_t problem_size);
