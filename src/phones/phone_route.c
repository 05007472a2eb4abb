/* Routing a request from its method and path alone: pure, so it can be fuzzed. */
#include "phone_protocol.h"

#include "phone_token.h"

#include <stdbool.h>
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

/* A game's part of the page: games/NAME.js (its script) or games/NAME.css (its look), NAME its
 * id (a letter, then letters, digits, - or _), so a new game's files are served with no line
 * here and no path can climb out of the folder. */
static bool game_file(const char *rest, PhoneRequest *r)
{
    static const char dir[] = "games/";
    if (strncmp(rest, dir, sizeof dir - 1) != 0)
        return false;
    const char *name = rest + sizeof dir - 1;
    size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-_");
    if (n == 0 || n > 32 || name[0] < 'a' || name[0] > 'z')
        return false;
    if (strcmp(name + n, ".js") == 0)
        r->type = "text/javascript; charset=utf-8";
    else if (strcmp(name + n, ".css") == 0)
        r->type = "text/css; charset=utf-8";
    else
        return false;
    snprintf(r->file, sizeof r->file, "phones/games/%s", name);
    return true;
}

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
        else if (strcmp(rest, "draft") == 0)
            r.route = PHONE_ROUTE_DRAFT;
    } else if (strcmp(rest, "draft") == 0) {
        r.route = PHONE_ROUTE_DRAFT;
    } else if (strcmp(rest, "view") == 0) {
        r.route = PHONE_ROUTE_VIEW;
    } else if (strcmp(rest, "events") == 0) {
        r.route = PHONE_ROUTE_EVENTS;
    } else if (game_file(rest, &r)) {
        r.route = PHONE_ROUTE_FILE;
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

/* ---- Checking a whole request before the server takes it ---- */

static bool is_tchar(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c && strchr("!#$%&'*+-.^_`|~", c));
}

static int hex_digit(unsigned char c)
{
    return c >= '0' && c <= '9' ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

long phone_content_length(const char *v, size_t len)
{
    if (len == 0)
        return -1;
    long n = 0;
    for (size_t i = 0; i < len; i++) {
        if (v[i] < '0' || v[i] > '9')
            return -1;
        /* Leading zeros are read as nothing; any value over the cap reads as the cap + 1. */
        n = n * 10 + (v[i] - '0');
        if (n > PHONE_MAX_BODY)
            n = PHONE_MAX_BODY + 1;
    }
    return n;
}

/* The request line: METHOD SP /TARGET SP HTTP/1.x CRLF. 0 when good, else the status. */
static int check_request_line(const unsigned char *p, size_t n, bool *http11)
{
    size_t i = 0;
    while (i < n && is_tchar(p[i]))
        i++;
    if (i == 0 || i >= n || p[i] != ' ')
        return 400;
    size_t t = ++i;
    if (i >= n || p[i] != '/')
        return 400;
    for (; i < n && p[i] > 0x20 && p[i] < 0x7f; i++)
        if (p[i] == '%') {
            /* An escape must be two hex digits and never a control byte (%00 would cut the
             * path short once decoded). */
            int hi = i + 2 < n ? hex_digit(p[i + 1]) : -1, lo = i + 2 < n ? hex_digit(p[i + 2]) : -1;
            if (hi < 0 || lo < 0 || hi * 16 + lo < 0x20 || hi * 16 + lo == 0x7f)
                return 400;
        }
    if (i - t > PHONE_MAX_TARGET)
        return 414;
    if (i >= n || p[i] != ' ')
        return 400;
    i++;
    if (n - i != 8 || memcmp(p + i, "HTTP/", 5) != 0 || p[i + 6] != '.' ||
        p[i + 5] < '0' || p[i + 5] > '9' || p[i + 7] < '0' || p[i + 7] > '9')
        return 400;
    if (p[i + 5] != '1' || (p[i + 7] != '0' && p[i + 7] != '1'))
        return 505;
    *http11 = p[i + 7] == '1';
    return 0;
}

static bool header_is(const unsigned char *p, size_t name_len, const char *name)
{
    if (strlen(name) != name_len)
        return false;
    for (size_t i = 0; i < name_len; i++) {
        unsigned char c = p[i];
        if (c >= 'A' && c <= 'Z')
            c = (unsigned char)(c - 'A' + 'a');
        if (c != (unsigned char)name[i])
            return false;
    }
    return true;
}

PhoneHead phone_head_check(const char *buf, size_t len)
{
    PhoneHead h = {0, 0};
    const unsigned char *p = (const unsigned char *)buf;
    size_t at = 0, lines = 0;
    bool http11 = false, host = false, have_length = false;
    long length = 0;
    for (;;) {
        /* The next line, CRLF-terminated; a bare CR or LF is refused. */
        size_t e = at;
        while (e < len && e < PHONE_MAX_HEAD && p[e] != '\n' && p[e] != '\r')
            e++;
        if (e >= len || e + 1 >= len) {
            if (len < PHONE_MAX_HEAD)
                return h; /* not all there yet */
            h.status = lines == 0 ? 414 : 431;
            return h;
        }
        if (e >= PHONE_MAX_HEAD) {
            h.status = lines == 0 ? 414 : 431;
            return h;
        }
        if (p[e] != '\r' || p[e + 1] != '\n') {
            h.status = 400;
            return h;
        }
        size_t n = e - at;
        const unsigned char *line = p + at;
        at = e + 2;
        if (lines++ == 0) {
            h.status = check_request_line(line, n, &http11);
            if (h.status)
                return h;
            continue;
        }
        if (n == 0)
            break; /* the blank line: the head is complete */
        if (lines > PHONE_MAX_HEADERS + 1) {
            h.status = 431;
            return h;
        }
        size_t c = 0;
        while (c < n && is_tchar(line[c]))
            c++;
        if (c == 0 || c >= n || line[c] != ':') {
            h.status = 400; /* no name, a space before the colon, or a folded line */
            return h;
        }
        for (size_t i = c + 1; i < n; i++)
            if ((line[i] < 0x20 && line[i] != '\t') || line[i] == 0x7f) {
                h.status = 400;
                return h;
            }
        size_t vs = c + 1, ve = n;
        while (vs < ve && (line[vs] == ' ' || line[vs] == '\t'))
            vs++;
        while (ve > vs && (line[ve - 1] == ' ' || line[ve - 1] == '\t'))
            ve--;
        if (header_is(line, c, "host")) {
            if (host) {
                h.status = 400;
                return h;
            }
            host = true;
        } else if (header_is(line, c, "content-length")) {
            length = phone_content_length((const char *)line + vs, ve - vs);
            if (have_length || length < 0) {
                h.status = 400;
                return h;
            }
            have_length = true;
        } else if (header_is(line, c, "transfer-encoding")) {
            h.status = 411; /* bodies come with their length */
            return h;
        }
    }
    if (http11 && !host) {
        h.status = 400;
        return h;
    }
    if (length > PHONE_MAX_BODY) {
        h.status = 413;
        return h;
    }
    if (len - at < (size_t)length)
        return h; /* the body is not all there yet */
    h.status = 200;
    h.size = at + (size_t)length;
    return h;
}
