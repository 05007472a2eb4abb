#define _GNU_SOURCE /* MSG_NOSIGNAL */
#include "phone_client.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int phone_client_send(const char *url, const char *addr, const char *method, const char *rest,
                      const char *body)
{
    if (strncmp(url, "http://", 7) != 0)
        return -1;
    const char *host = url + 7, *colon = strchr(host, ':'), *path = strstr(host, "/s/");
    if (!colon || !path)
        return -1;
    char link_host[64];
    snprintf(link_host, sizeof link_host, "%.*s", (int)(colon - host), host);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(colon + 1))};
    if (inet_pton(AF_INET, addr ? addr : link_host, &a.sin_addr) != 1)
        return -1;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    char req[1024];
    int n = snprintf(req, sizeof req,
                     "%s %s%s HTTP/1.1\r\nHost: x\r\nContent-Length: %zu\r\n\r\n%s", method, path,
                     rest, strlen(body), body);
    if (n < 0 || (size_t)n >= sizeof req || connect(fd, (struct sockaddr *)&a, sizeof a) != 0 ||
        send(fd, req, (size_t)n, MSG_NOSIGNAL) != n) {
        close(fd);
        return -1;
    }
    return fd;
}
