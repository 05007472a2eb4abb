/* What the two whole-game phone tests share. */
#define _GNU_SOURCE
#include "phones_harness.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

long long phones_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

bool phones_on_path(const char *prog)
{
    const char *path = getenv("PATH");
    char *copy = path ? strdup(path) : NULL;
    bool found = false;
    for (char *dir = copy ? strtok(copy, ":") : NULL; dir && !found; dir = strtok(NULL, ":")) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", dir, prog);
        found = access(full, X_OK) == 0;
    }
    free(copy);
    return found;
}

const char *phones_missing(const char *script_dir)
{
    static char why[600];
    if (!phones_on_path("node"))
        return "no node (apt-get install nodejs npm; .ci/deps --tests installs it)";
    const char *chromium = getenv("CHROMIUM");
    if (!(chromium && access(chromium, X_OK) == 0) && access("/usr/bin/chromium", X_OK) != 0)
        return "no Chromium (apt-get install chromium, or set CHROMIUM; "
               ".ci/deps --tests installs it)";
    char p[4096];
    snprintf(p, sizeof p, "%s/node_modules/playwright-core/package.json", script_dir);
    if (access(p, R_OK) != 0) {
        snprintf(why, sizeof why,
                 "playwright-core is not installed: run npm ci in %s (.ci/deps --tests does)",
                 script_dir);
        return why;
    }
    return NULL;
}

int phones_setup(int argc, char **argv, char *scratch, size_t scratch_size,
                 const char **script_dir)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s SCRATCH_DIR SCRIPT_DIR\n", argv[0]);
        return 2;
    }
    snprintf(scratch, scratch_size, "%s", argv[1]);
    *script_dir = argv[2];
    const char *why = phones_missing(*script_dir);
    if (why) {
        printf("1..0 # SKIP %s\n", why);
        return PHONES_SKIP;
    }
    signal(SIGPIPE, SIG_IGN);
    return -1;
}

int phones_read_links(const char *path, void (*push)(void *ctx), void *ctx,
                      char (*urls)[PHONES_URL], int seats)
{
    fflush(stdout);
    int saved = dup(STDERR_FILENO);
    int fd = open(path, O_CREAT | O_TRUNC | O_RDWR, 0600);
    if (saved < 0 || fd < 0)
        return -1;
    fflush(stderr);
    dup2(fd, STDERR_FILENO);
    push(ctx);
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    close(fd);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    char line[512];
    int links = 0;
    while (fgets(line, sizeof line, f)) {
        int seat;
        char url[PHONES_URL];
        if (sscanf(line, "seat %d %*[^:]: %127s", &seat, url) == 2 && seat >= 1 && seat <= seats) {
            snprintf(urls[seat - 1], sizeof urls[0], "%s", url);
            links++;
            printf("# %s", line);
        }
    }
    fclose(f);
    return links;
}

pid_t phones_start_node(const char *script_dir, const char *script, int timeout_s,
                        const char *url1, const char *url2)
{
    char path[4096], timeout[16];
    snprintf(path, sizeof path, "%s/%s", script_dir, script);
    snprintf(timeout, sizeof timeout, "%d", timeout_s);
    char *argv[] = {"node", path, "--timeout", timeout, (char *)url1, (char *)url2,
                    NULL, NULL, NULL};
    const char *shots = getenv("PHONES_SHOTS");
    if (shots && *shots) {
        argv[6] = "--shots";
        argv[7] = (char *)shots;
    }
    pid_t pid;
    int r = posix_spawnp(&pid, "node", NULL, NULL, argv, environ);
    if (r != 0) {
        fprintf(stderr, "cannot start node: %s\n", strerror(r));
        return -1;
    }
    return pid;
}

int phones_play(pid_t node, bool (*step)(void *ctx), void *ctx)
{
    bool exited = false;
    int status = 0;
    long long start = phones_now_ms();
    double game_ms = 0;
    while (phones_now_ms() - start < 540000) {
        long long before = phones_now_ms();
        bool over = step(ctx);
        if (!exited && waitpid(node, &status, WNOHANG) == node)
            exited = true;
        if (over && exited)
            break;
        game_ms += 250; /* a step is a quarter second of game time */
        long long ahead = (long long)game_ms - (phones_now_ms() - start);
        if (ahead > 0 && phones_now_ms() - before < 250) {
            long long ms = ahead < 250 ? ahead : 250;
            struct timespec nap = {0, (long)ms * 1000000L};
            nanosleep(&nap, NULL);
        }
    }
    if (!exited) {
        kill(node, SIGTERM);
        waitpid(node, &status, 0);
    }
    return status;
}
