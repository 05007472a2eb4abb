/* The phones server when the game is built without libmicrohttpd/libqrencode: never starts. */
#include "phone_qr.h"
#include "phone_server.h"

#include <stdio.h>

bool phone_server_available(void)
{
    return false;
}

PhoneServer *phone_server_start(const PhoneServerConfig *cfg, char *err, size_t err_size)
{
    (void)cfg;
    snprintf(err, err_size, "This Throwdeck was built without Hands on phones (it needs "
                            "libmicrohttpd and libqrencode).");
    return NULL;
}

void phone_server_stop(PhoneServer *s)
{
    (void)s;
}

int phone_server_port(const PhoneServer *s)
{
    (void)s;
    return 0;
}

bool phone_server_url(const PhoneServer *s, int seat, char *buf, size_t size)
{
    (void)s;
    (void)seat;
    if (size)
        buf[0] = '\0';
    return false;
}

bool phone_server_next_job(PhoneServer *s, PhoneJob *out)
{
    (void)s;
    (void)out;
    return false;
}

void phone_server_answer(PhoneServer *s, long id, int status, const char *json)
{
    (void)s;
    (void)id;
    (void)status;
    (void)json;
}

void phone_server_publish(PhoneServer *s, int seat, const char *json)
{
    (void)s;
    (void)seat;
    (void)json;
}

bool phone_server_on_phone(PhoneServer *s, int seat)
{
    (void)s;
    (void)seat;
    return false;
}

int phone_server_streams(PhoneServer *s, int seat)
{
    (void)s;
    (void)seat;
    return 0;
}

int phone_server_hosts(const PhoneServer *s)
{
    (void)s;
    return 0;
}

bool phone_server_host(const PhoneServer *s, int i, char *addr, size_t addr_size, char *name,
                       size_t name_size)
{
    (void)s;
    (void)i;
    (void)addr_size;
    (void)name_size;
    if (addr && addr_size)
        addr[0] = 0;
    if (name && name_size)
        name[0] = 0;
    return false;
}

int phone_server_chosen(const PhoneServer *s)
{
    (void)s;
    return 0;
}

bool phone_server_choose(PhoneServer *s, int i)
{
    (void)s;
    (void)i;
    return false;
}

bool phone_server_reached(PhoneServer *s, int seat)
{
    (void)s;
    (void)seat;
    return false;
}

bool phone_server_joined(PhoneServer *s, int seat)
{
    (void)s;
    (void)seat;
    return false;
}

bool phone_qr_encode(const char *text, PhoneQr *out)
{
    (void)text;
    *out = (PhoneQr){0};
    return false;
}

void phone_qr_free(PhoneQr *qr)
{
    *qr = (PhoneQr){0};
}
