/* Files the tests write and read directly, with no game code in between: what another program
 * or a damaged disk may leave for the game, and what the game wrote. */
#pragma once

#include <stddef.h>

/* Writes n bytes of data at path, replacing what was there; fails the test when it cannot. */
void test_file_write(const char *path, const void *data, size_t n);
/* The same for a string (without its '\0'). */
void test_file_write_text(const char *path, const char *text);
/* The file's start in buf (at most size - 1 bytes, then '\0'): how many bytes were read, or -1
 * (buf "") when the file cannot be opened. */
long test_file_read(const char *path, char *buf, size_t size);
