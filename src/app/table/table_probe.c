#include "table_probe.h"

#include "probe_json.h"

const char *table_probe_mode(TableMode m)
{
    return m == TABLE_CURTAIN ? "curtain" : m == TABLE_PRIVATE ? "private" : "public";
}

void table_probe_text_px(JsonWriter *j, const TableTextSizes *t)
{
    json_open(j, "text_px", '{');
    probe_int(j, "name", t->name);
    probe_int(j, "body", t->body);
    probe_int(j, "small", t->small);
    probe_int(j, "big", t->big);
    probe_int(j, "button", t->button);
    probe_int(j, "badge", t->badge);
    probe_int(j, "log", t->log);
    probe_int(j, "min", t->min);
    json_close(j, '}');
}
