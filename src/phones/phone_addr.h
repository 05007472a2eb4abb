/* Which of the machine's addresses the phones are offered: the interfaces as the system lists
 * them (per platform: phone_addr_os.c), then ranked by a pure function so the choice is tested
 * without a network. Skipped: loopback, link-local 169.254/16, container bridges (docker*, br-*,
 * veth*, virbr*), VPNs and tunnels (tun*, tap*, wg*, utun*, ppp*, tailscale*, zt*, and every
 * point-to-point link) and carrier-grade NAT 100.64/10 (Tailscale's). A phone on the venue's
 * Wi-Fi can reach none of those. First come the private LAN ranges (192.168/16, 10/8,
 * 172.16/12) on a Wi-Fi or Ethernet interface (wlan*, wl*, en*, eth*), then other private
 * addresses, then the rest; the system's order within each. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#define PHONE_ADDR_NAME 32      /* an interface's name, cut to fit */
#define PHONE_ADDR_TEXT 16      /* "255.255.255.255" and its NUL */
#define PHONE_ADDR_MAX 64       /* interfaces looked at (container hosts have many) */

/* An interface's flags, the platform's mapped onto these. */
enum {
    PHONE_IF_UP = 1,
    PHONE_IF_LOOPBACK = 2,
    PHONE_IF_POINTOPOINT = 4,
};

typedef struct PhoneIface {
    char name[PHONE_ADDR_NAME];
    unsigned flags;
    uint32_t addr;              /* IPv4 in host order: 192.168.1.20 is 0xC0A80114 */
} PhoneIface;

/* Why an interface is not offered; PHONE_SKIP_NONE when it is. */
typedef enum PhoneSkip {
    PHONE_SKIP_NONE,
    PHONE_SKIP_DOWN,
    PHONE_SKIP_LOOPBACK,
    PHONE_SKIP_LINK_LOCAL,
    PHONE_SKIP_CONTAINER,
    PHONE_SKIP_TUNNEL,
    PHONE_SKIP_CGNAT,
} PhoneSkip;

PhoneSkip phone_addr_skip(const PhoneIface *i);
/* Lower is better: 0 a private LAN range on Wi-Fi or Ethernet, 1 another private address,
 * 2 anything else offered. */
int phone_addr_tier(const PhoneIface *i);
/* The offered interfaces of in[0..n), best first (stable within a tier), at most max in out;
 * returns how many. */
int phone_addr_rank(const PhoneIface *in, int n, PhoneIface *out, int max);

/* "192.168.1.20" into text (PHONE_ADDR_TEXT bytes); false (text "") for bad arguments. */
bool phone_addr_format(uint32_t addr, char *text, int size);
/* Reads a dotted IPv4 address strictly (four numbers 0..255, nothing else). */
bool phone_addr_parse(const char *text, uint32_t *addr);

/* The interfaces a test or a screenshot pretends the machine has, from the environment variable
 * THROWDECK_PHONE_IFACES: "name=address[/p]" separated by commas ("/p" marks a point-to-point
 * link), e.g. "wlan0=127.0.0.2,eth0=127.0.0.3". Returns how many (at most max), or -1 when the
 * text is malformed (the message in err). Pure: the caller reads the variable. */
int phone_addr_fake(const char *spec, PhoneIface *out, int max, char *err, int err_size);

/* The machine's IPv4 interfaces, as the system lists them (THROWDECK_PHONE_IFACES, when set,
 * instead), at most max; 0 when none or on failure. */
int phone_addr_local(PhoneIface *out, int max);
