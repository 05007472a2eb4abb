/* Hands on phones: the protocol between the game's embedded HTTP server and the phone page.
 *
 * This comment is the contract. The C side (src/phones/) implements it; the page
 * (assets/phones/) and the browser tests (tests/phones/) follow it. Change both together.
 *
 * ---- Links and tokens ----
 * Each person seat of a phones game gets a link  http://HOST:PORT/s/TOKEN  where TOKEN is 32
 * lowercase hex characters (128 bits from the system's random source: getrandom(), or
 * BCryptGenRandom() on Windows), fresh for every seat of every game.
 * When a phones game starts the game prints one line per person seat on standard output:
 *     seat N NAME: URL            (N counted from 1, URL without a trailing slash)
 * Computer seats get no link. Anything without a valid token, or any unknown path, gets 404 with
 * the body "not found" (the same for every miss: it tells nothing). Methods other than GET and
 * POST get 404 as well, and so does a GET of action/check or a POST of anything else. The
 * server listens only while a phones game runs: from its deal until its summary shows (or the
 * table is left). A game played with phones and resumed from its save (Continue) starts the
 * server again with fresh tokens: the old links are dead, the new ones are printed and shown.
 *
 * ---- Routes under a seat's link (T = the token) ----
 *   GET  /s/T          -> 302 to /s/T/ (so relative URLs in the page resolve under the token)
 *   GET  /s/T/         -> assets/phones/index.html            text/html; charset=utf-8
 *   GET  /s/T/app.js   -> assets/phones/app.js                text/javascript; charset=utf-8
 *   GET  /s/T/style.css-> assets/phones/style.css             text/css; charset=utf-8
 *   GET  /s/T/games/ID.js, ID.css -> assets/phones/games/ID.js (.css), ID a game's id (a
 *                         letter, then at most 31 of a-z 0-9 - _): that game's part of the page
 *                         and its look                  text/javascript or text/css; charset=utf-8
 *   GET  /s/T/art/NAME.svg -> assets/cards/NAME.svg, NAME one of: back clubs diamonds hearts
 *                         spades face shadow                   image/svg+xml
 *   GET  /s/T/view     -> the seat's view, application/json (below)
 *   GET  /s/T/events   -> text/event-stream (Server-Sent Events, below)
 *   POST /s/T/action   -> one action line (below); 200 / 403 / 409 / 413 / 503
 *   POST /s/T/check    -> the same line, checked only, never applied
 *   POST /s/T/draft    -> keeps the body (at most 4096 bytes) as this seat's draft: what the
 *                         page is choosing and has not sent (the pattern being built), so a
 *                         reload or another tab finds it. 200 {"ok":true}. The server never
 *                         reads it; it is this seat's alone and dies with the game.
 *   GET  /s/T/draft    -> the seat's draft as posted (application/json), "null" before any
 * The page uses relative URLs only ("view", "events", "action", "check", "art/hearts.svg"): no
 * inline scripts or styles, no external resources. Files are read from the game's data dir.
 * Every answer carries:
 *   Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self';
 *       img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none';
 *       frame-ancestors 'none'
 *   X-Content-Type-Options: nosniff
 *   Cache-Control: no-store
 *   Referrer-Policy: no-referrer
 *
 * ---- Events: GET /s/T/events ----
 * On connect, and whenever the seat's view changes (its "version" grows):
 *     event: view\ndata: <the view JSON on one line>\n\n
 * and a comment ": keepalive\n\n" every 15 s. An open events stream marks the seat as "on its
 * phone": the big screen then hides that seat's cards and skips its curtain. When the stream
 * closes (noticed within about half a second), after a grace of 5 s without a new stream the
 * seat falls back to the curtain; opening a stream again takes it back at any moment, even with
 * its curtain up. A seat may have several streams (two tabs); it is on its phone while any is
 * open. At most 4 streams per seat; a fifth gets 503. The first event comes as soon as the
 * game loop has published the seat's view (within a frame of the game starting); GET view
 * answers 503 {"ok":false,"error":"busy"} before that. EventSource reconnects by itself.
 *
 * ---- Actions: POST /s/T/action ----
 * Body: one line (a trailing newline is allowed), at most 4096 bytes, else 413 (the game goes
 * on). The line is one of the game's actions, in its save file's format, seats counted from 1.
 * Each game's part of this contract (its action lines, its check facts and its view) heads its
 * phone header in its own folder, src/phones/GAME/. SEAT must be the token's seat (or one the
 * game lets that phone play for), else 403 {"ok":false,"error":"..."}. The game loop (the only
 * writer of the game) applies it through the rules' own check, exactly as if it had been
 * played on the big screen, and answers:
 *     200 {"ok":true}
 *     409 {"ok":false,"error":"why, in words"}      (unparsable or illegal)
 *     503 {"ok":false,"error":"busy"}               (no answer from the game loop within 2 s)
 *
 * ---- Checks: POST /s/T/check ----
 * Same body and caps; never applied. 200 always (when the token is valid and the body fits):
 *     {"ok":bool,"error":"" or "why","facts":null | {what the game tells of the line}}
 * A line for another seat gets 403 with the same shape (ok false). "ok" is the rules' full
 * verdict, the same one the action would get.
 *
 * ---- The view: GET /s/T/view (and each SSE "view" event) ----
 * Built only from the rules' view of the game for that seat: what that seat may know, never
 * more. Every game's view opens and ends the same way (phone_json.h writes both ends):
 * {"game":"NAME","version":N,"seat":1,"name":"Anna","phase":"...",   the game's fields...,
 *  "seats":[{"seat":1,"name":"Anna","kind":"person"|"computer"|...,  the game's fields...}],
 *  "log":["...", ...]}             the last 10 lines this seat may read, oldest first
 * "version" grows by one each time this seat's JSON changes (a seat's "phone" flag included).
 * Strings are UTF-8; names may hold any printable text, so always insert them as text, never
 * as HTML.
 *
 * ---- Limits ----
 * A request, head and body, must arrive whole within 5 s of its connection, however it
 * trickles; else 408 and the connection is closed. Requests still arriving: 32 in all over
 * every listening address, 8 per client address, and the last 8 places only for an address
 * with none arriving (so slow clients from a few addresses cannot lock the phones out); a
 * connection over these is closed at once, and while all 32 are taken new ones wait to be
 * accepted. Requests being answered and events streams: 32 in all, 8 per client address (more
 * get 503). Every answer closes its connection ("Connection: close"). 30 s without progress
 * while an answer is sent ends it (the events stream is kept alive by its keepalives). Heads
 * at most 8192 bytes (431; a request line over that or a target over 2048 bytes 414), bodies
 * 4096 bytes (413, decided from Content-Length, whose leading zeros are read as nothing), no
 * Transfer-Encoding (411), HTTP/1.0 or 1.1 only (505), a Host header for 1.1, and a target
 * with no escape of a control byte (%00 to %1F, %7F) and no malformed escape (400). Each of
 * these refusals is text/plain and carries the headers above, like every answer.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define PHONE_TOKEN_BYTES 16
#define PHONE_TOKEN_CHARS (PHONE_TOKEN_BYTES * 2)
#define PHONE_MAX_BODY 4096
#define PHONE_MAX_HEAD 8192
#define PHONE_MAX_TARGET 2048
#define PHONE_MAX_HEADERS 64
#define PHONE_MAX_CONNECTIONS 32
#define PHONE_MAX_PER_IP 8
#define PHONE_MAX_WAITING 32
#define PHONE_MAX_WAITING_PER_IP 8
#define PHONE_WAITING_ROOM 8
#define PHONE_REQUEST_MS 5000
#define PHONE_TIMEOUT_S 30
#define PHONE_KEEPALIVE_S 15
#define PHONE_GRACE_MS 5000
#define PHONE_ANSWER_WAIT_MS 2000
#define PHONE_MAX_STREAMS_PER_SEAT 4
#define PHONE_LOG_LINES 10

/* HTTP status of a judged action or check line (each game's judge answers these). */
enum { PHONE_OK = 200, PHONE_FORBIDDEN = 403, PHONE_CONFLICT = 409 };

/* What a request asks for, decided from its method and path alone (phone_route). */
typedef enum PhoneRoute {
    PHONE_ROUTE_NOT_FOUND,   /* 404: unknown path, bad or unknown token, wrong method */
    PHONE_ROUTE_REDIRECT,    /* GET /s/T -> 302 /s/T/ */
    PHONE_ROUTE_FILE,        /* GET a page file or card art: file names it */
    PHONE_ROUTE_VIEW,
    PHONE_ROUTE_EVENTS,
    PHONE_ROUTE_ACTION,
    PHONE_ROUTE_CHECK,
    PHONE_ROUTE_DRAFT,       /* GET or POST /s/T/draft: the page's unsent choices, kept */
} PhoneRoute;

typedef struct PhoneRequest {
    PhoneRoute route;
    int seat;                /* the token's seat, -1 for NOT_FOUND */
    char file[64];           /* FILE: path under the data dir, e.g. "phones/app.js" */
    const char *type;        /* FILE: its content type */
} PhoneRequest;

/* The seats' tokens as the router sees them: tokens[s] is seat s's token ("" for no link). */
typedef struct PhoneTokens {
    int seats;
    char token[8][PHONE_TOKEN_CHARS + 1];
} PhoneTokens;

/* A request as it arrives, checked before the server takes it (phone_head_check): status 0
 * while it is not all there, 200 when the head and the whole body (size bytes) are, else the
 * error status to answer (400 malformed, 411 a Transfer-Encoding, 413 a body over the cap, 414
 * a request line over PHONE_MAX_HEAD or a target over PHONE_MAX_TARGET, 431 headers over
 * PHONE_MAX_HEAD or PHONE_MAX_HEADERS, 505 an HTTP version other than 1.0 and 1.1). Pure: any
 * bytes. */
typedef struct PhoneHead {
    int status;
    size_t size;
} PhoneHead;

PhoneHead phone_head_check(const char *buf, size_t len);
/* A Content-Length value of len bytes: digits only (leading zeros read as nothing), -1 when
 * not a number, PHONE_MAX_BODY + 1 for anything over the cap. */
long phone_content_length(const char *v, size_t len);

/* Decides a request from its method ("GET", "POST", ...) and path. Pure: no I/O, any bytes. The
 * token is compared in constant time. */
PhoneRequest phone_route(const PhoneTokens *tokens, const char *method, const char *path);
