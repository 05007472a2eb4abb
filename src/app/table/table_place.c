#include "table_place.h"

MotionPlace table_place_at(int width, int height, float x, float y, int h, bool face_up)
{
    float W = width > 0 ? (float)width : 1, H = height > 0 ? (float)height : 1;
    return (MotionPlace){x / W, y / H, (float)h / H, 0, face_up};
}
