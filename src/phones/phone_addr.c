/* Ranking the machine's addresses for the phones: pure, on names, flags and numbers. */
#include "phone_addr.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Case aside: Windows names its adapters "Ethernet", "Wi-Fi". */
static bool starts(const char *name, const char *prefix)
{
    for (; *prefix; name++, prefix++)
        if (tolower((unsigned char)*name) != *prefix)
            return false;
    return true;
}

static bool in_net(uint32_t addr, uint32_t net, int bits)
{
    uint32_t mask = bits == 0 ? 0 : 0xFFFFFFFFu << (32 - bits);
    return (addr & mask) == (net & mask);
}

static bool any_prefix(const char *name, const char *const list[])
{
    for (int i = 0; list[i]; i++)
        if (starts(name, list[i]))
            return true;
    return false;
}

PhoneSkip phone_addr_skip(const PhoneIface *i)
{
    static const char *const containers[] = {"docker", "br-", "veth", "virbr", NULL};
    static const char *const tunnels[] = {"tun", "tap", "wg", "utun", "ppp", "tailscale", "zt",
                                          NULL};
    if (!(i->flags & PHONE_IF_UP))
        return PHONE_SKIP_DOWN;
    /* By the flag: the system marks its loopback so on every platform (a test's pretend
     * interfaces use other 127/8 addresses, which the machine can listen on). */
    if (i->flags & PHONE_IF_LOOPBACK)
        return PHONE_SKIP_LOOPBACK;
    if (in_net(i->addr, 0xA9FE0000u, 16))
        return PHONE_SKIP_LINK_LOCAL;
    if (any_prefix(i->name, containers))
        return PHONE_SKIP_CONTAINER;
    if ((i->flags & PHONE_IF_POINTOPOINT) || any_prefix(i->name, tunnels))
        return PHONE_SKIP_TUNNEL;
    if (in_net(i->addr, 0x64400000u, 10))
        return PHONE_SKIP_CGNAT;
    return PHONE_SKIP_NONE;
}

int phone_addr_tier(const PhoneIface *i)
{
    static const char *const lans[] = {"wlan", "wl", "en", "eth", NULL};
    bool private = in_net(i->addr, 0xC0A80000u, 16) || in_net(i->addr, 0x0A000000u, 8) ||
                   in_net(i->addr, 0xAC100000u, 12);
    if (private && any_prefix(i->name, lans))
        return 0;
    return private ? 1 : 2;
}

int phone_addr_rank(const PhoneIface *in, int n, PhoneIface *out, int max)
{
    int k = 0;
    for (int tier = 0; tier <= 2; tier++)
        for (int i = 0; i < n && k < max; i++)
            if (phone_addr_skip(&in[i]) == PHONE_SKIP_NONE && phone_addr_tier(&in[i]) == tier)
                out[k++] = in[i];
    return k;
}

bool phone_addr_format(uint32_t addr, char *text, int size)
{
    if (!text || size < PHONE_ADDR_TEXT) {
        if (text && size > 0)
            text[0] = '\0';
        return false;
    }
    snprintf(text, (size_t)size, "%u.%u.%u.%u", (unsigned)(addr >> 24) & 255,
             (unsigned)(addr >> 16) & 255, (unsigned)(addr >> 8) & 255, (unsigned)addr & 255);
    return true;
}

/* One number 0..255 of a dotted address: digits only, at most three. */
static const char *octet(const char *p, uint32_t *v)
{
    int digits = 0;
    *v = 0;
    while (*p >= '0' && *p <= '9' && digits < 4) {
        *v = *v * 10 + (uint32_t)(*p++ - '0');
        digits++;
    }
    return digits >= 1 && digits <= 3 && *v <= 255 ? p : NULL;
}

bool phone_addr_parse(const char *text, uint32_t *addr)
{
    uint32_t a = 0;
    const char *p = text;
    for (int i = 0; i < 4; i++) {
        uint32_t v;
        if (!p || !(p = octet(p, &v)))
            return false;
        a = a << 8 | v;
        if (i < 3 && *p++ != '.')
            return false;
    }
    if (*p)
        return false;
    *addr = a;
    return true;
}

int phone_addr_fake(const char *spec, PhoneIface *out, int max, char *err, int err_size)
{
    int n = 0;
    const char *p = spec;
    while (p && *p) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        char item[64];
        const char *eq = memchr(p, '=', len);
        if (len >= sizeof item || !eq || eq == p || (size_t)(eq - p) >= PHONE_ADDR_NAME) {
            snprintf(err, (size_t)err_size,
                     "THROWDECK_PHONE_IFACES: \"%.*s\" is not name=address (like wlan0=192.168.1.20).",
                     (int)(len < 40 ? len : 40), p);
            return -1;
        }
        memcpy(item, p, len);
        item[len] = '\0';
        char *addr = item + (eq - p);
        *addr++ = '\0';
        unsigned flags = PHONE_IF_UP;
        char *slash = strchr(addr, '/');
        if (slash) {
            if (strcmp(slash, "/p") != 0) {
                snprintf(err, (size_t)err_size,
                         "THROWDECK_PHONE_IFACES: \"%s\" may end only in /p (point-to-point).", addr);
                return -1;
            }
            *slash = '\0';
            flags |= PHONE_IF_POINTOPOINT;
        }
        PhoneIface f = {.flags = flags};
        if (!phone_addr_parse(addr, &f.addr)) {
            snprintf(err, (size_t)err_size, "THROWDECK_PHONE_IFACES: \"%.20s\" is not an IPv4 address.",
                     addr);
            return -1;
        }
        memcpy(f.name, item, (size_t)(eq - p) + 1); /* checked shorter than the name above */
        if (n < max)
            out[n++] = f;
        p = end ? end + 1 : NULL;
    }
    return n;
}
