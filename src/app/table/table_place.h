/* Card motion places at a card table: a point in pixels becomes a place in fractions of the
 * window, so cards already moving keep their way when the window is resized. Pure C. */
#pragma once

#include "card_motion.h"

MotionPlace table_place_at(int width, int height, float x, float y, int h, bool face_up);
