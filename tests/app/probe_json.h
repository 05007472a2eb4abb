/* Reading the probe's JSON (probe_text, --probe) in the scene tests: the value after a key, found
 * by its text ("key": ), as the probe writes one key and value a line. */
#pragma once

/* Just after "key": at or after p; NULL when the key is missing. */
const char *probe_json_after(const char *p, const char *key);
/* The number after "key": (from p on); -1 when the key is missing or its value is not a number
 * (null, a string). */
double probe_json_number(const char *p, const char *key);
