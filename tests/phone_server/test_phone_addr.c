/* Which addresses the phones are offered (phone_addr.h), one test a rule: what is skipped
 * (loopback, link-local, container bridges, VPNs and tunnels, point-to-point links, CGNAT, down
 * interfaces), what comes first (private LAN ranges on Wi-Fi or Ethernet), and the pretend
 * interfaces of THROWDECK_PHONE_IFACES. No network: the interfaces are made up here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "phone_addr.h"

static PhoneIface iface(const char *name, const char *addr, unsigned flags)
{
    PhoneIface f = {.flags = flags};
    snprintf(f.name, sizeof f.name, "%s", name);
    assert_true(phone_addr_parse(addr, &f.addr));
    return f;
}

static PhoneIface up(const char *name, const char *addr)
{
    return iface(name, addr, PHONE_IF_UP);
}

/* The ranked names, joined by spaces. */
static const char *ranked(const PhoneIface *in, int n)
{
    static char out[256];
    PhoneIface r[PHONE_ADDR_MAX];
    int k = phone_addr_rank(in, n, r, PHONE_ADDR_MAX);
    out[0] = '\0';
    for (int i = 0; i < k; i++) {
        if (i)
            strcat(out, " ");
        strcat(out, r[i].name);
    }
    return out;
}

static void test_loopback_is_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {iface("lo", "127.0.0.1", PHONE_IF_UP | PHONE_IF_LOOPBACK),
                       up("wlan0", "192.168.1.20")};
    assert_int_equal(phone_addr_skip(&in[0]), PHONE_SKIP_LOOPBACK);
    assert_string_equal(ranked(in, 2), "wlan0");
}

static void test_link_local_is_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {up("eth0", "169.254.10.3"), up("eth1", "169.255.0.1"),
                       up("wlan0", "192.168.1.20")};
    assert_int_equal(phone_addr_skip(&in[0]), PHONE_SKIP_LINK_LOCAL);
    assert_int_equal(phone_addr_skip(&in[1]), PHONE_SKIP_NONE); /* just outside 169.254/16 */
    assert_string_equal(ranked(in, 3), "wlan0 eth1");
}

static void test_docker_and_bridges_are_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {up("docker0", "172.17.0.1"), up("br-3f2a9c", "172.18.0.1"),
                       up("veth12ab", "172.19.0.1"), up("virbr0", "192.168.122.1"),
                       up("wlp2s0", "192.168.1.20")};
    for (int i = 0; i < 4; i++)
        assert_int_equal(phone_addr_skip(&in[i]), PHONE_SKIP_CONTAINER);
    assert_string_equal(ranked(in, 5), "wlp2s0");
}

static void test_vpn_and_tunnel_names_are_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {up("tun0", "10.8.0.2"),       up("tap1", "10.9.0.2"),
                       up("wg0", "10.10.0.2"),       up("utun3", "10.11.0.2"),
                       up("ppp0", "10.12.0.2"),      up("tailscale0", "10.13.0.2"),
                       up("ztabc123", "10.14.0.2"),  up("eth0", "10.0.0.5")};
    for (int i = 0; i < 7; i++)
        assert_int_equal(phone_addr_skip(&in[i]), PHONE_SKIP_TUNNEL);
    assert_string_equal(ranked(in, 8), "eth0");
}

static void test_point_to_point_links_are_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {iface("vpn-office", "10.20.0.7", PHONE_IF_UP | PHONE_IF_POINTOPOINT),
                       up("eth0", "10.0.0.5")};
    assert_int_equal(phone_addr_skip(&in[0]), PHONE_SKIP_TUNNEL);
    assert_string_equal(ranked(in, 2), "eth0");
}

static void test_cgnat_addresses_are_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {up("eth1", "100.64.0.1"), up("eth2", "100.127.255.254"),
                       up("eth3", "100.128.0.1"), up("eth4", "100.63.255.255")};
    assert_int_equal(phone_addr_skip(&in[0]), PHONE_SKIP_CGNAT);
    assert_int_equal(phone_addr_skip(&in[1]), PHONE_SKIP_CGNAT);
    assert_string_equal(ranked(in, 4), "eth3 eth4"); /* 100.64/10's neighbours stay */
}

static void test_down_interfaces_are_skipped(void **state)
{
    (void)state;
    PhoneIface in[] = {iface("wlan0", "192.168.1.20", 0), up("eth0", "192.168.1.21")};
    assert_int_equal(phone_addr_skip(&in[0]), PHONE_SKIP_DOWN);
    assert_string_equal(ranked(in, 2), "eth0");
}

static void test_private_lan_on_wifi_or_ethernet_comes_first(void **state)
{
    (void)state;
    /* The system lists a public address first; the phones' Wi-Fi is the private one. */
    PhoneIface in[] = {up("eth0", "203.0.113.5"), up("wlan0", "192.168.1.20"),
                       up("enp3s0", "10.1.2.3"), up("wlx00c0ca", "172.16.0.9"),
                       up("eth1", "172.31.255.1"), up("eth2", "172.32.0.1")};
    /* 172.16/12 ends at 172.31: 172.32 is public. */
    assert_int_equal(phone_addr_tier(&in[4]), 0);
    assert_int_equal(phone_addr_tier(&in[5]), 2);
    assert_string_equal(ranked(in, 6), "wlan0 enp3s0 wlx00c0ca eth1 eth0 eth2");
}

static void test_private_on_another_interface_comes_before_public(void **state)
{
    (void)state;
    PhoneIface in[] = {up("eth0", "198.51.100.7"), up("bond0", "192.168.5.2"),
                       up("wlan0", "10.0.0.8")};
    assert_int_equal(phone_addr_tier(&in[1]), 1);
    assert_string_equal(ranked(in, 3), "wlan0 bond0 eth0");
}

static void test_the_system_order_holds_within_a_rank(void **state)
{
    (void)state;
    PhoneIface in[] = {up("wlan0", "192.168.1.20"), up("eth0", "10.0.0.5")};
    assert_string_equal(ranked(in, 2), "wlan0 eth0");
    PhoneIface swapped[] = {in[1], in[0]};
    assert_string_equal(ranked(swapped, 2), "eth0 wlan0");
}

static void test_the_ranking_keeps_to_its_room(void **state)
{
    (void)state;
    PhoneIface in[] = {up("wlan0", "192.168.1.20"), up("eth0", "10.0.0.5"), up("eth1", "10.0.0.6")};
    PhoneIface out[2];
    assert_int_equal(phone_addr_rank(in, 3, out, 2), 2);
    assert_string_equal(out[1].name, "eth0");
    assert_int_equal(phone_addr_rank(in, 0, out, 2), 0);
}

static void test_addresses_are_read_strictly(void **state)
{
    (void)state;
    uint32_t a = 0;
    assert_true(phone_addr_parse("192.168.1.20", &a));
    assert_int_equal(a, 0xC0A80114u);
    const char *bad[] = {"", "1.2.3", "1.2.3.4.5", "256.1.1.1", "1.2.3.4 ", "a.b.c.d", "1..2.3",
                         "0001.2.3.4", "-1.2.3.4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(phone_addr_parse(bad[i], &a));
    char text[PHONE_ADDR_TEXT];
    assert_true(phone_addr_format(0xC0A80114u, text, sizeof text));
    assert_string_equal(text, "192.168.1.20");
    assert_false(phone_addr_format(1, text, 4)); /* too small: said, nothing half-written */
    assert_string_equal(text, "");
}

static void test_pretend_interfaces_are_read_from_their_text(void **state)
{
    (void)state;
    PhoneIface f[4];
    char err[160] = "";
    int n = phone_addr_fake("wlan0=127.0.0.2,eth0=127.0.0.3,tun0=10.8.0.2/p", f, 4, err, sizeof err);
    assert_int_equal(n, 3);
    assert_string_equal(f[0].name, "wlan0");
    assert_int_equal(f[1].addr, 0x7F000003u);
    assert_true(f[2].flags & PHONE_IF_POINTOPOINT);
    assert_true(f[0].flags & PHONE_IF_UP);
    assert_string_equal(ranked(f, n), "wlan0 eth0");
}

static void test_malformed_pretend_interfaces_are_refused_with_a_message(void **state)
{
    (void)state;
    PhoneIface f[4];
    const char *bad[] = {"wlan0", "=1.2.3.4", "wlan0=1.2.3", "wlan0=1.2.3.4/x",
                         "a-name-much-longer-than-thirty-two-characters=1.2.3.4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[160] = "";
        assert_int_equal(phone_addr_fake(bad[i], f, 4, err, sizeof err), -1);
        assert_non_null(strstr(err, "THROWDECK_PHONE_IFACES"));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_loopback_is_skipped),
        cmocka_unit_test(test_link_local_is_skipped),
        cmocka_unit_test(test_docker_and_bridges_are_skipped),
        cmocka_unit_test(test_vpn_and_tunnel_names_are_skipped),
        cmocka_unit_test(test_point_to_point_links_are_skipped),
        cmocka_unit_test(test_cgnat_addresses_are_skipped),
        cmocka_unit_test(test_down_interfaces_are_skipped),
        cmocka_unit_test(test_private_lan_on_wifi_or_ethernet_comes_first),
        cmocka_unit_test(test_private_on_another_interface_comes_before_public),
        cmocka_unit_test(test_the_system_order_holds_within_a_rank),
        cmocka_unit_test(test_the_ranking_keeps_to_its_room),
        cmocka_unit_test(test_addresses_are_read_strictly),
        cmocka_unit_test(test_pretend_interfaces_are_read_from_their_text),
        cmocka_unit_test(test_malformed_pretend_interfaces_are_refused_with_a_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
