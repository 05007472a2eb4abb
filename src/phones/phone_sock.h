/* The sockets the phones' server uses, on POSIX and on Winsock alike: a socket is an int in
 * both (Winsock's SOCKET handles fit in 32 bits: Windows documents that kernel handles use
 * only the low 32), closed by sock_close; errors are told by sock_would_block. The gate's wake-up
 * channel is a pipe on POSIX and a pair of connected loopback UDP sockets on Windows, where
 * poll() (WSAPoll) takes only sockets. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#ifdef _WIN32
#include <winsock2.h>
#include <ws2tcpip.h>

typedef uint32_t in_addr_t;
typedef ULONG nfds_t;
#define POLLRDHUP 0    /* Winsock tells a closed peer by POLLHUP alone */
#define MSG_DONTWAIT 0 /* every socket of the server is non-blocking already */
#define MSG_NOSIGNAL 0 /* no SIGPIPE on Windows */
#define SHUT_WR SD_SEND
#define poll(fds, n, ms) WSAPoll(fds, n, ms)

static inline int sock_close(int fd)
{
    return closesocket((SOCKET)fd);
}

static inline bool sock_would_block(void)
{
    return WSAGetLastError() == WSAEWOULDBLOCK;
}

static inline bool sock_nonblocking(int fd)
{
    u_long on = 1;
    return ioctlsocket((SOCKET)fd, FIONBIO, &on) == 0;
}

/* Bytes waiting to be read. */
static inline int sock_pending(int fd, int *n)
{
    u_long v = 0;
    int r = ioctlsocket((SOCKET)fd, FIONREAD, &v);
    *n = (int)v;
    return r;
}

/* A new non-blocking TCP socket, -1 on failure. */
static inline int sock_stream(void)
{
    SOCKET s = socket(AF_INET, SOCK_STREAM, IPPROTO_TCP);
    if (s == INVALID_SOCKET)
        return -1;
    if (!sock_nonblocking((int)s)) {
        closesocket(s);
        return -1;
    }
    /* Another program may not take the port while the game listens on it. */
    BOOL on = TRUE;
    setsockopt(s, SOL_SOCKET, SO_EXCLUSIVEADDRUSE, (const char *)&on, sizeof on);
    return (int)s;
}

/* Accepts one connection, non-blocking like the listening socket; -1 when none is waiting. */
static inline int sock_accept(int lfd, struct sockaddr_in *addr, socklen_t *len)
{
    SOCKET s = accept((SOCKET)lfd, (struct sockaddr *)addr, len);
    if (s == INVALID_SOCKET)
        return -1;
    if (!sock_nonblocking((int)s)) {
        closesocket(s);
        return -1;
    }
    return (int)s;
}

/* Two loopback UDP sockets, each connected to the other: fds[1] sends wake-ups, fds[0] polls. */
static inline bool sock_wake_open(int fds[2])
{
    SOCKET s[2] = {INVALID_SOCKET, INVALID_SOCKET};
    struct sockaddr_in a[2];
    for (int i = 0; i < 2; i++) {
        int len = sizeof a[i];
        a[i] = (struct sockaddr_in){.sin_family = AF_INET};
        a[i].sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        s[i] = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
        if (s[i] == INVALID_SOCKET || bind(s[i], (struct sockaddr *)&a[i], sizeof a[i]) != 0 ||
            getsockname(s[i], (struct sockaddr *)&a[i], &len) != 0 || !sock_nonblocking((int)s[i]))
            goto fail;
    }
    if (connect(s[0], (struct sockaddr *)&a[1], sizeof a[1]) != 0 ||
        connect(s[1], (struct sockaddr *)&a[0], sizeof a[0]) != 0)
        goto fail;
    fds[0] = (int)s[0];
    fds[1] = (int)s[1];
    return true;
fail:
    for (int i = 0; i < 2; i++)
        if (s[i] != INVALID_SOCKET)
            closesocket(s[i]);
    return false;
}

static inline void sock_wake_send(int fd)
{
    char c = 1;
    (void)send((SOCKET)fd, &c, 1, 0); /* full: wake-ups are waiting already */
}

static inline void sock_wake_drain(int fd)
{
    char drain[64];
    while (recv((SOCKET)fd, drain, sizeof drain, 0) > 0)
        ;
}

/* Winsock must be started once per user (counted); the server does it while it runs. */
static inline bool sock_startup(void)
{
    WSADATA d;
    return WSAStartup(MAKEWORD(2, 2), &d) == 0;
}

static inline void sock_cleanup(void)
{
    WSACleanup();
}

#else
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

static inline int sock_close(int fd)
{
    return close(fd);
}

static inline bool sock_would_block(void)
{
    return errno == EAGAIN || errno == EWOULDBLOCK;
}

static inline int sock_pending(int fd, int *n)
{
    return ioctl(fd, FIONREAD, n);
}

static inline int sock_stream(void)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd >= 0) {
        int on = 1;
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    }
    return fd;
}

static inline int sock_accept(int lfd, struct sockaddr_in *addr, socklen_t *len)
{
    return accept4(lfd, (struct sockaddr *)addr, len, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

static inline bool sock_wake_open(int fds[2])
{
    return pipe2(fds, O_NONBLOCK | O_CLOEXEC) == 0;
}

static inline void sock_wake_send(int fd)
{
    char c = 1;
    if (write(fd, &c, 1) < 0) {
        /* Full: the gate has wake-ups waiting already. */
    }
}

static inline void sock_wake_drain(int fd)
{
    char drain[64];
    while (read(fd, drain, sizeof drain) > 0)
        ;
}

static inline bool sock_startup(void)
{
    return true;
}

static inline void sock_cleanup(void)
{
}
#endif
