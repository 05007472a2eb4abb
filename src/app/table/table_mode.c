#include "table_mode.h"

#include <math.h>

bool table_mode_curtain_for(TableMode *mode, int *shown, double *curtain_age, int persons, int seat)
{
    if (persons <= 1)
        return false;
    *shown = seat;
    *mode = TABLE_CURTAIN;
    *curtain_age = 0;
    return true;
}

int table_mode_first_shown(const bool *person, int seats, int waiting)
{
    if (waiting >= 0 && waiting < seats && person[waiting])
        return waiting;
    for (int s = 0; s < seats; s++)
        if (person[s])
            return s;
    return 0;
}

void table_drag_press(TableDrag *d, int index, float x, float y)
{
    *d = (TableDrag){index, x, y, x, y, false};
}

bool table_drag_move(TableDrag *d, float x, float y, float threshold)
{
    d->x = x;
    d->y = y;
    if (d->index != -1 && hypotf(x - d->from_x, y - d->from_y) > threshold)
        d->dragging = true;
    return d->dragging;
}

bool table_drag_release(TableDrag *d)
{
    bool was = d->dragging;
    d->index = -1;
    d->dragging = false;
    return was;
}
