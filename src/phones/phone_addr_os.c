/* The machine's IPv4 interfaces, per platform: getifaddrs on POSIX, GetAdaptersAddresses on
 * Windows (its adapters' types stand for the flags). THROWDECK_PHONE_IFACES replaces both. */
#define _GNU_SOURCE
#include "phone_addr.h"

#include "phone_sock.h" /* first: on Windows, winsock2.h before anything that takes windows.h */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <iphlpapi.h>
#else
#include <ifaddrs.h>
#include <net/if.h>
#endif

#ifdef _WIN32
static int os_interfaces(PhoneIface *out, int max)
{
    ULONG size = 16384;
    IP_ADAPTER_ADDRESSES *list = NULL;
    ULONG flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
    ULONG r = ERROR_BUFFER_OVERFLOW;
    for (int tries = 0; tries < 3 && r == ERROR_BUFFER_OVERFLOW; tries++) {
        free(list);
        list = malloc(size);
        r = list ? GetAdaptersAddresses(AF_INET, flags, NULL, list, &size) : ERROR_NOT_ENOUGH_MEMORY;
    }
    int n = 0;
    for (IP_ADAPTER_ADDRESSES *a = r == NO_ERROR ? list : NULL; a && n < max; a = a->Next) {
        unsigned f = a->OperStatus == IfOperStatusUp ? PHONE_IF_UP : 0;
        if (a->IfType == IF_TYPE_SOFTWARE_LOOPBACK)
            f |= PHONE_IF_LOOPBACK;
        if (a->IfType == IF_TYPE_PPP || a->IfType == IF_TYPE_TUNNEL)
            f |= PHONE_IF_POINTOPOINT;
        for (IP_ADAPTER_UNICAST_ADDRESS *u = a->FirstUnicastAddress; u && n < max; u = u->Next) {
            const struct sockaddr_in *in = (const struct sockaddr_in *)u->Address.lpSockaddr;
            if (in->sin_family != AF_INET)
                continue;
            PhoneIface *o = &out[n++];
            *o = (PhoneIface){.flags = f, .addr = ntohl(in->sin_addr.s_addr)};
            /* The adapter's own name is a GUID; its friendly name is wide: the ASCII part. */
            int k = 0;
            for (const wchar_t *w = a->FriendlyName; w && *w && k < PHONE_ADDR_NAME - 1; w++)
                o->name[k++] = *w < 128 ? (char)*w : '?';
            o->name[k] = '\0';
        }
    }
    free(list);
    return n;
}
#else
static int os_interfaces(PhoneIface *out, int max)
{
    struct ifaddrs *list = NULL;
    int n = 0;
    if (getifaddrs(&list) != 0)
        return 0;
    for (struct ifaddrs *i = list; i && n < max; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET)
            continue;
        unsigned f = 0;
        f |= (i->ifa_flags & IFF_UP) ? PHONE_IF_UP : 0;
        f |= (i->ifa_flags & IFF_LOOPBACK) ? PHONE_IF_LOOPBACK : 0;
        f |= (i->ifa_flags & IFF_POINTOPOINT) ? PHONE_IF_POINTOPOINT : 0;
        PhoneIface *o = &out[n++];
        *o = (PhoneIface){.flags = f,
                          .addr = ntohl(((const struct sockaddr_in *)i->ifa_addr)->sin_addr.s_addr)};
        snprintf(o->name, sizeof o->name, "%s", i->ifa_name ? i->ifa_name : "");
    }
    freeifaddrs(list);
    return n;
}
#endif

int phone_addr_local(PhoneIface *out, int max)
{
    const char *fake = getenv("THROWDECK_PHONE_IFACES");
    if (fake && fake[0]) {
        char err[160];
        int n = phone_addr_fake(fake, out, max, err, (int)sizeof err);
        if (n >= 0)
            return n;
        fprintf(stderr, "throwdeck: %s The machine's own interfaces are used.\n", err);
    }
    return os_interfaces(out, max);
}
