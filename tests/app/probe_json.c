#include "probe_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *probe_json_after(const char *p, const char *key)
{
    char k[64];
    snprintf(k, sizeof k, "\"%s\": ", key);
    const char *at = p ? strstr(p, k) : NULL;
    return at ? at + strlen(k) : NULL;
}

double probe_json_number(const char *p, const char *key)
{
    const char *at = probe_json_after(p, key);
    if (!at || !(*at == '-' || (*at >= '0' && *at <= '9')))
        return -1;
    return strtod(at, NULL);
}
