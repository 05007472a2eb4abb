/* Replays fuzz inputs through the fuzz target without libFuzzer, so every build (gcc too)
 * exercises it on the committed seed corpus: replay FILE... */
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    static uint8_t buf[1 << 16];
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            fprintf(stderr, "cannot open %s\n", argv[i]);
            return 1;
        }
        size_t n = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, n);
        printf("ok %d - %s\n", i, argv[i]);
    }
    printf("1..%d\n", argc - 1);
    return 0;
}
