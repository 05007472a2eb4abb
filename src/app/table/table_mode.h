/* What a card table shows between frames: the public table, the curtain on its way to one
 * person, or that person's private cards. Shared by both card games' tables. Pure C. */
#pragma once

typedef enum TableMode {
    TABLE_PUBLIC,    /* what everyone may see */
    TABLE_CURTAIN,   /* "Pass to Anna": nothing private drawn yet */
    TABLE_PRIVATE,   /* one person's hand and choices */
} TableMode;
