/* The parts of the --probe report both card tables write alike (core/probe_json.h has the members every scene writes). */
#pragma once

#include "json_write.h"
#include "table_layout.h"
#include "table_mode.h"

/* "public", "curtain" or "private". */
const char *table_probe_mode(TableMode m);
/* "text_px": every text size the table draws, in pixels. */
void table_probe_text_px(JsonWriter *j, const TableTextSizes *t);
