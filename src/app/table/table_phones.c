#include "table_phones.h"

#include <stdio.h>
#include <string.h>

/* From a server thread: a phone's request waits, so wake the loop if it sleeps (the table is
 * still while a person is to act). SDL_PushEvent is thread-safe; the event itself is ignored. */
static void wake(void *ctx)
{
    (void)ctx;
    SDL_Event e = {.type = SDL_USEREVENT};
    SDL_PushEvent(&e);
}

bool table_phones_start(PhoneTable *t, const PhoneSeats *seats, App *app,
                        char (*url)[TABLE_PHONE_URL])
{
    char err[300];
    if (!phone_table_start(t, seats, app->phones_bind, app->phones_port, app->data_dir, wake,
                           NULL, err, sizeof err)) {
        char msg[400];
        snprintf(msg, sizeof msg, "Hands on phones is off for this game: %s", err);
        app_notify(app, msg);
        fprintf(stderr, "throwdeck: %s\n", msg);
        return false;
    }
    for (int s = 0; s < seats->n; s++)
        phone_table_url(t, s, url[s], sizeof url[s]);
    /* On standard error: a test's standard output is its TAP stream. */
    phone_table_print_links(t, stderr);
    return true;
}

void table_phones_stop(PhoneTable *t, bool *on_phone, char (*url)[TABLE_PHONE_URL], int n)
{
    phone_table_stop(t);
    memset(on_phone, 0, (size_t)n * sizeof *on_phone);
    memset(url, 0, (size_t)n * sizeof *url);
}
