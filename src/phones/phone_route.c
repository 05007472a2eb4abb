/* Routing a request from its method and path alone: pure, so it can be fuzzed. */
#include "phone_protocol.h"

#include "phone_token.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *path, *file, *type;
} files[] = {
    {"", "phones/index.html", "text/html; charset=utf-8"},
    {"app.js", "phones/app.js", "text/javascript; charset=utf-8"},
    {"style.css", "phones/style.css", "text/css; charset=utf-8"},
    {"art/back.svg", "cards/back.svg", "image/svg+xml"},
    {"art/clubs.svg", "cards/clubs.svg", "image/svg+xml"},
    {"art/diamonds.svg", "cards/diamonds.svg", "image/svg+xml"},
    {"art/hearts.svg", "cards/hearts.svg", "image/svg+xml"},
    {"art/spades.svg", "cards/spades.svg", "image/svg+xml"},
    {"art/face.svg", "cards/face.svg", "image/svg+xml"},
    {"art/shadow.svg", "cards/shadow.svg", "image/svg+xml"},
};

PhoneRequest phone_route(const PhoneTokens *tokens, const char *method, const char *path)
{
    PhoneRequest r = {.route = PHONE_ROUTE_NOT_FOUND, .seat = -1};
    if (!tokens || !method || !path || strncmp(path, "/s/", 3) != 0)
        return r;
    bool get = strcmp(method, "GET") == 0, post = strcmp(method, "POST") == 0;
    if (!get && !post)
        return r;
    const char *tok = path + 3;
    char token[PHONE_TOKEN_CHARS + 1];
    size_t n = strcspn(tok, "/");
    if (n != PHONE_TOKEN_CHARS)
        return r;
    memcpy(token, tok, n);
    token[n] = '\0';
    if (!phone_token_well_formed(token))
        return r;
    int seat = -1;
    int seats = tokens->seats < 0 ? 0 : tokens->seats > 8 ? 8 : tokens->seats;
    for (int s = 0; s < seats; s++)
        /* Every seat is compared (no early exit): the time says nothing about which matched. */
        if (phone_token_well_formed(tokens->token[s]) && phone_token_equal(token, tokens->token[s]))
            seat = s;
    if (seat < 0)
        return r;
    const char *rest = tok + n;
    if (*rest == '\0') {
        if (get) {
            r.route = PHONE_ROUTE_REDIRECT;
            r.seat = seat;
        }
        return r;
    }
    rest++; /* the slash */
    if (post) {
        if (strcmp(rest, "action") == 0)
            r.route = PHONE_ROUTE_ACTION;
        else if (strcmp(rest, "check") == 0)
            r.route = PHONE_ROUTE_CHECK;
    } else if (strcmp(rest, "view") == 0) {
        r.route = PHONE_ROUTE_VIEW;
    } else if (strcmp(rest, "events") == 0) {
        r.route = PHONE_ROUTE_EVENTS;
    } else {
        for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
            if (strcmp(rest, files[i].path) == 0) {
                r.route = PHONE_ROUTE_FILE;
                snprintf(r.file, sizeof r.file, "%s", files[i].file);
                r.type = files[i].type;
            }
    }
    if (r.route != PHONE_ROUTE_NOT_FOUND)
        r.seat = seat;
    return r;
}
