#include "table_host.h"

#include "table_store.h"

#include <stdio.h>
#include <string.h>

void table_host_init(TableHost *h, const GameChoice *choice, const TableHostGame *game, void *ctx)
{
    memset(h, 0, sizeof *h);
    h->choice = *choice;
    h->game = game;
    h->ctx = ctx;
}

void table_host_save(TableHost *h, App *app)
{
    if (h->choice.no_save) /* a test's or a screenshot's table (--table): the player's save stays */
        return;
    table_store_log(app, &h->save_log, h->game->over(h->ctx), h->game->actions(h->ctx),
                    h->game->save_line, h->game->save_whole, h->game->free_text, h->ctx,
                    &h->save_warned);
}

void table_host_carry_out(TableHost *h, App *app, TableAsk *ask, TablePhones *ph)
{
    if (ask->save_due) {
        ask->save_due = false;
        table_host_save(h, app);
    }
    if (ask->notice[0]) {
        app_notify_for(app, ask->notice, ask->notice_for > 0 ? ask->notice_for
                                                             : APP_NOTICE_SECONDS);
        ask->notice[0] = '\0';
        ask->notice_for = 0;
    }
    int req = ask->request;
    ask->request = TABLE_REQ_NONE;
    if (req == TABLE_REQ_LEAVE) {
        app_request_pop(app); /* carried out by the app after this handler */
    } else if (req == TABLE_REQ_RULES && h->game->rules) {
        app_request_push(app, h->game->rules(app));
    } else if (req == TABLE_REQ_SUMMARY) {
        table_host_phones_stop(h, ph); /* the game is over: the phones have seen its end */
        Scene *summary = h->game->summary(app, h->ctx);
        if (summary)
            app_request_push(app, summary);
        else
            app_notify(app, h->game->summary_failed);
    }
}

/* From a server thread: a phone's request waits, so wake the loop if it sleeps (the table is
 * still while a person is to act). SDL_PushEvent is thread-safe; the event itself is ignored. */
static void wake(void *ctx)
{
    (void)ctx;
    SDL_Event e = {.type = SDL_USEREVENT};
    SDL_PushEvent(&e);
}

bool table_host_phones_start(TableHost *h, App *app, const PhoneSeats *seats, TablePhones *ph)
{
    char err[300];
    if (!phone_table_start(&h->phones, seats, app->phones_bind, app->phones_port, app->data_dir,
                           wake, NULL, err, sizeof err)) {
        char msg[400];
        snprintf(msg, sizeof msg, "Hands on phones is off for this game: %s", err);
        app_notify(app, msg);
        fprintf(stderr, "throwdeck: %s\n", msg);
        return false;
    }
    for (int s = 0; s < seats->n && s < TABLE_MAX_SEATS; s++)
        phone_table_url(&h->phones, s, ph->url[s], sizeof ph->url[s]);
    phone_table_print_links(&h->phones, stderr); /* standard output is the tests' TAP stream */
    ph->on = true;
    return true;
}

void table_host_phones_stop(TableHost *h, TablePhones *ph)
{
    phone_table_stop(&h->phones);
    memset(ph, 0, sizeof *ph);
    if (h->game && h->game->phones_off)
        h->game->phones_off(h->ctx);
}

bool table_host_phones_running(const TableHost *h)
{
    return phone_table_running(&h->phones);
}

void table_host_phones_seen(const TableHost *h, TablePhones *ph)
{
    memcpy(ph->on_phone, h->phones.on_phone, sizeof ph->on_phone);
}

bool table_host_phone_url(const TableHost *h, int seat, char *buf, size_t size)
{
    return phone_table_url(&h->phones, seat, buf, size);
}
