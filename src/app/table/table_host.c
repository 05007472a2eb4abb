#include "table_host.h"

#include "loop.h"
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
    PhoneServer *srv = h->phones.server;
    ph->hosts = 0;
    for (int i = 0; i < phone_server_hosts(srv) && ph->hosts < TABLE_JOIN_HOSTS; i++)
        if (phone_server_host(srv, i, ph->host_addr[ph->hosts], sizeof ph->host_addr[0],
                              ph->host_name[ph->hosts], sizeof ph->host_name[0]))
            ph->hosts++;
    ph->chosen = phone_server_chosen(srv);
    ph->want = -1;
    ph->clock = 0;
    for (int s = 0; s < TABLE_MAX_SEATS; s++) {
        ph->reached_at[s] = -1;
        ph->joined[s] = false;
    }
    ph->join_was_open = false;
    for (int s = 0; s < seats->n && s < TABLE_MAX_SEATS; s++)
        phone_table_url(&h->phones, s, ph->url[s], sizeof ph->url[s]);
    phone_table_print_links(&h->phones, stderr); /* standard output is the tests' TAP stream */
    if (ph->hosts > 1) {
        fprintf(stderr, "throwdeck: the phones can use %d addresses; the links above use %s (%s). "
                        "P at the table picks another.\n",
                ph->hosts, ph->host_addr[0], ph->host_name[0]);
    }
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

void table_host_phones_seen(TableHost *h, TablePhones *ph)
{
    memcpy(ph->on_phone, h->phones.on_phone, sizeof ph->on_phone);
    /* Called once a tick: the phones' clock is the game's, so a test steps it with frames. */
    ph->clock += 1.0 / LOOP_TICKS_PER_SECOND;
    PhoneServer *srv = h->phones.server;
    for (int s = 0; s < TABLE_MAX_SEATS; s++) {
        if (ph->reached_at[s] < 0 && phone_server_reached(srv, s))
            ph->reached_at[s] = ph->clock;
        if (!ph->joined[s] && phone_server_joined(srv, s))
            ph->joined[s] = true;
    }
    if (ph->join_open && !ph->join_was_open)
        ph->join_since = ph->clock;
    ph->join_was_open = ph->join_open;
    /* Another address picked on the Join screen: every link (curtain, Join, printed) follows. */
    if (ph->want >= 0 && ph->want != ph->chosen && phone_server_choose(srv, ph->want)) {
        ph->chosen = ph->want;
        for (int s = 0; s < h->phones.seats.n && s < TABLE_MAX_SEATS; s++)
            phone_table_url(&h->phones, s, ph->url[s], sizeof ph->url[s]);
        phone_table_print_links(&h->phones, stderr);
    }
    ph->want = -1;
}

bool table_host_phone_url(const TableHost *h, int seat, char *buf, size_t size)
{
    return phone_table_url(&h->phones, seat, buf, size);
}
