#include "test_files.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

void test_file_write(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

void test_file_write_text(const char *path, const char *text)
{
    test_file_write(path, text, strlen(text));
}

long test_file_read(const char *path, char *buf, size_t size)
{
    buf[0] = '\0';
    FILE *f = fopen(path, "rb");
    if (!f)
        return -1;
    size_t got = fread(buf, 1, size - 1, f);
    buf[got] = '\0';
    fclose(f);
    return (long)got;
}
