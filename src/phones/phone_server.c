/* The phones' HTTP server on libmicrohttpd: one thread per connection (at most
 * PHONE_MAX_CONNECTIONS), so an events stream or an action waiting for the game loop simply
 * blocks its own thread on the server's condition variable. One mutex guards everything the
 * threads share with the game loop: the job queue, the answers and each seat's view.
 *
 * A gate stands in front of libmicrohttpd: its own thread accepts every connection and only
 * looks (MSG_PEEK) until the whole request, head and body, is there; it checks it
 * (phone_head_check) and hands it to libmicrohttpd, which then reads it at once. So a slow
 * client holds no thread, a request gets PHONE_REQUEST_MS in all however it trickles, and every
 * refusal of a malformed request is the gate's own, with the protocol's headers (libmicrohttpd's
 * error pages have none). Every answer closes its connection, so each request passes the gate. */
#define _GNU_SOURCE
#include "phone_server.h"

#include "phone_addr.h"
#include "phone_token.h"

#include "phone_sock.h" /* first: on Windows, winsock2.h before anything that takes windows.h */

#include <errno.h>
#include <microhttpd.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform.h" /* after the system headers: UTF-8 paths on Windows */

/* poll() where libmicrohttpd has it; its Windows build may have select() alone. */
#ifdef _WIN32
#define MHD_POLL_FLAG MHD_USE_AUTO
#else
#define MHD_POLL_FLAG MHD_USE_POLL
#endif

/* The clock the condition variable waits by: monotonic where it can be chosen (winpthreads
 * times its waits by the wall clock only). */
#ifdef _WIN32
#define COND_CLOCK CLOCK_REALTIME
#else
#define COND_CLOCK CLOCK_MONOTONIC
#endif

#define QUEUE_SIZE 16
#define ANSWER_SLOTS 32
#define MAX_FILE (1 << 20)

typedef struct Answer {
    bool used, done;
    long id;
    int status;
    char *json;
} Answer;

typedef struct SeatFeed {
    char *view;                 /* latest view JSON, NULL before the first publish */
    long version;               /* counts publishes that changed it */
    int streams;                /* open events streams */
    long long closed_ms;        /* when the last stream closed */
    bool had_stream;
    bool grace_wake;            /* the last stream closed: wake the loop when the grace ends */
    char *draft;                /* the page's unsent choices as it posted them, NULL: none */
    bool reached;               /* a request with the seat's token came (the page, its view) */
} SeatFeed;

/* A connection in the gate: its request not all there yet, or a refusal being sent. */
typedef struct Waiting {
    int fd;
    struct sockaddr_in addr;
    long long until;            /* the request must be there by then (closing: end of linger) */
    int seen;                   /* bytes there at the last look: looked at again when more */
    bool closing;               /* refused: the answer is sent, what comes is read and dropped */
} Waiting;

/* Connections libmicrohttpd has from one address. */
typedef struct AddrCount {
    in_addr_t addr;
    int n;
} AddrCount;

struct PhoneServer {
    struct MHD_Daemon *daemon;
    int listen_fd[PHONE_MAX_BINDS];
    int listeners;
    char host[PHONE_MAX_BINDS][INET_ADDRSTRLEN];
    char host_name[PHONE_MAX_BINDS][PHONE_ADDR_NAME]; /* its interface ("" for --bind) */
    int chosen;                 /* the host the links use; the game loop's own */
    pthread_t gate;
    bool gate_running;
    int wake_pipe[2];           /* wakes the gate: stopping, or a connection closed */
    bool sockets_started;       /* Winsock started for this server (always true on POSIX) */
    Waiting waiting[PHONE_MAX_WAITING];   /* the gate thread's own */
    int nwaiting;
    AddrCount active[PHONE_MAX_CONNECTIONS + 8]; /* under lock, from libmicrohttpd's notices */
    int nactive;
    int port;
    char data_dir[1024];
    PhoneTokens tokens;
    pthread_mutex_t lock;
    PhoneWake wake;             /* set at start, read only after */
    void *wake_ctx;
    pthread_cond_t changed;     /* any job answered, view published, or stopping */
    bool stopping;
    /* The job queue: a ring, oldest at head. */
    PhoneJob *queue;
    int head, count;
    long next_id;
    Answer answers[ANSWER_SLOTS];
    SeatFeed feed[PHONE_MAX_SEATS];
};

typedef struct Request {
    PhoneRequest r;
    bool too_big;
    size_t len;
    char body[PHONE_MAX_BODY + 1];
} Request;

typedef struct Stream {
    PhoneServer *s;
    int seat;
    int fd;                     /* the connection's socket, to notice a phone gone */
    long sent_version;
    char *out;                  /* bytes being written */
    size_t out_len, out_at;
} Stream;

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* Deadline for pthread_cond_timedwait, ms from now (the condition uses COND_CLOCK). */
static struct timespec deadline(long long ms)
{
    struct timespec t;
    clock_gettime(COND_CLOCK, &t);
    t.tv_sec += ms / 1000;
    t.tv_nsec += (ms % 1000) * 1000000;
    if (t.tv_nsec >= 1000000000) {
        t.tv_sec++;
        t.tv_nsec -= 1000000000;
    }
    return t;
}

bool phone_server_available(void)
{
    return true;
}

/* ---- Responses ---- */

/* The headers of phone_protocol.h that every answer carries, the gate's refusals included. */
static const char *const security_headers[][2] = {
    {"Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; "
                                "img-src 'self'; connect-src 'self'; base-uri 'none'; "
                                "form-action 'none'; frame-ancestors 'none'"},
    {"X-Content-Type-Options", "nosniff"},
    {"Cache-Control", "no-store"},
    {"Referrer-Policy", "no-referrer"},
};

static void add_headers(struct MHD_Response *resp, const char *type)
{
    for (size_t i = 0; i < sizeof security_headers / sizeof security_headers[0]; i++)
        MHD_add_response_header(resp, security_headers[i][0], security_headers[i][1]);
    /* The next request comes on a new connection, through the gate. */
    MHD_add_response_header(resp, "Connection", "close");
    if (type)
        MHD_add_response_header(resp, "Content-Type", type);
}

static enum MHD_Result reply(struct MHD_Connection *c, int status, const char *type,
                             const char *body, size_t len)
{
    struct MHD_Response *resp =
        MHD_create_response_from_buffer(len, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (!resp)
        return MHD_NO;
    add_headers(resp, type);
    enum MHD_Result r = MHD_queue_response(c, (unsigned)status, resp);
    MHD_destroy_response(resp);
    return r;
}

static enum MHD_Result reply_text(struct MHD_Connection *c, int status, const char *text)
{
    return reply(c, status, "text/plain; charset=utf-8", text, strlen(text));
}

static enum MHD_Result reply_json(struct MHD_Connection *c, int status, const char *json)
{
    return reply(c, status, "application/json", json, strlen(json));
}

static enum MHD_Result not_found(struct MHD_Connection *c)
{
    return reply_text(c, 404, "not found");
}

/* ---- Files ---- */

static enum MHD_Result serve_file(PhoneServer *s, struct MHD_Connection *c, const PhoneRequest *r)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", s->data_dir, r->file);
    FILE *f = fopen(path, "rb");
    if (!f)
        return not_found(c);
    char *buf = malloc(MAX_FILE);
    size_t n = buf ? fread(buf, 1, MAX_FILE, f) : 0;
    fclose(f);
    if (!buf)
        return reply_text(c, 503, "busy");
    enum MHD_Result res = reply(c, 200, r->type, buf, n);
    free(buf);
    return res;
}

/* ---- Views and streams ---- */

static void wake_gate(PhoneServer *s);

static enum MHD_Result serve_view(PhoneServer *s, struct MHD_Connection *c, int seat)
{
    pthread_mutex_lock(&s->lock);
    char *copy = s->feed[seat].view ? strdup(s->feed[seat].view) : NULL;
    pthread_mutex_unlock(&s->lock);
    if (!copy)
        return reply_json(c, 503, "{\"ok\":false,\"error\":\"busy\"}");
    enum MHD_Result r = reply_json(c, 200, copy);
    free(copy);
    return r;
}

/* The seat's draft (GET draft): kept by the server alone, never read by the game. */
static enum MHD_Result serve_draft(PhoneServer *s, struct MHD_Connection *c, int seat)
{
    pthread_mutex_lock(&s->lock);
    char *copy = s->feed[seat].draft ? strdup(s->feed[seat].draft) : NULL;
    bool had = s->feed[seat].draft != NULL;
    pthread_mutex_unlock(&s->lock);
    if (had && !copy)
        return reply_json(c, 503, "{\"ok\":false,\"error\":\"busy\"}");
    enum MHD_Result r = reply_json(c, 200, copy ? copy : "null");
    free(copy);
    return r;
}

static enum MHD_Result keep_draft(PhoneServer *s, struct MHD_Connection *c, const Request *q)
{
    char *copy = malloc(q->len + 1);
    if (!copy)
        return reply_json(c, 503, "{\"ok\":false,\"error\":\"busy\"}");
    memcpy(copy, q->body, q->len);
    copy[q->len] = '\0';
    pthread_mutex_lock(&s->lock);
    free(s->feed[q->r.seat].draft);
    s->feed[q->r.seat].draft = copy;
    pthread_mutex_unlock(&s->lock);
    return reply_json(c, 200, "{\"ok\":true}");
}

/* Has the phone closed its end? An events client sends nothing after its request, so a
 * readable socket with nothing to read is a closed one. Checked while a stream waits, so a
 * dropped phone is noticed in half a second, not at the next keepalive. */
static bool peer_closed(int fd)
{
    if (fd < 0)
        return false;
    struct pollfd p = {.fd = fd, .events = POLLIN | POLLRDHUP};
    if (poll(&p, 1, 0) <= 0)
        return false;
    if (p.revents & (POLLRDHUP | POLLHUP | POLLERR))
        return true;
    char c;
    return recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT) == 0;
}

/* Fills st->out with the next event: the view when it changed, else a keepalive after
 * PHONE_KEEPALIVE_S. false when the server stops or the phone has gone. Called with the lock
 * held. */
static bool next_event(Stream *st)
{
    PhoneServer *s = st->s;
    SeatFeed *f = &s->feed[st->seat];
    long long keepalive_at = now_ms() + PHONE_KEEPALIVE_S * 1000LL;
    for (;;) {
        if (s->stopping)
            return false;
        if (f->view && f->version != st->sent_version) {
            size_t n = strlen(f->view) + 32;
            st->out = malloc(n);
            if (!st->out)
                return false;
            st->out_len = (size_t)snprintf(st->out, n, "event: view\ndata: %s\n\n", f->view);
            st->sent_version = f->version;
            return true;
        }
        long long left = keepalive_at - now_ms();
        if (left <= 0) {
            st->out = strdup(": keepalive\n\n");
            st->out_len = st->out ? strlen(st->out) : 0;
            return st->out != NULL;
        }
        struct timespec until = deadline(left < 500 ? left : 500);
        if (pthread_cond_timedwait(&s->changed, &s->lock, &until) == ETIMEDOUT &&
            peer_closed(st->fd))
            return false;
    }
}

static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)pos;
    Stream *st = cls;
    if (!st->out || st->out_at >= st->out_len) {
        free(st->out);
        st->out = NULL;
        st->out_at = st->out_len = 0;
        pthread_mutex_lock(&st->s->lock);
        bool ok = next_event(st);
        pthread_mutex_unlock(&st->s->lock);
        if (!ok)
            return MHD_CONTENT_READER_END_OF_STREAM;
    }
    size_t n = st->out_len - st->out_at;
    if (n > max)
        n = max;
    memcpy(buf, st->out + st->out_at, n);
    st->out_at += n;
    return (ssize_t)n;
}

static void stream_free(void *cls)
{
    Stream *st = cls;
    PhoneServer *s = st->s;
    pthread_mutex_lock(&s->lock);
    SeatFeed *f = &s->feed[st->seat];
    f->streams--;
    f->closed_ms = now_ms();
    f->grace_wake = f->streams == 0;
    pthread_mutex_unlock(&s->lock);
    free(st->out);
    free(st);
    /* The gate wakes the loop again when the grace ends and the seat falls back to its
     * curtain; the loop needs no input to notice either. */
    wake_gate(s);
}

static enum MHD_Result serve_events(PhoneServer *s, struct MHD_Connection *c, int seat)
{
    pthread_mutex_lock(&s->lock);
    bool room = s->feed[seat].streams < PHONE_MAX_STREAMS_PER_SEAT;
    if (room) {
        s->feed[seat].streams++;
        s->feed[seat].had_stream = true;
        s->feed[seat].grace_wake = false;
    }
    pthread_mutex_unlock(&s->lock);
    if (!room)
        return reply_text(c, 503, "too many streams");
    /* The seat is on its phone now: a loop asleep while the table is still wakes to show it
     * (its curtain goes without anyone touching the screen). */
    if (s->wake)
        s->wake(s->wake_ctx);
    Stream *st = calloc(1, sizeof *st);
    if (st) {
        st->s = s;
        st->seat = seat;
        st->sent_version = -1;
        const union MHD_ConnectionInfo *info =
            MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
        st->fd = info ? (int)info->connect_fd : -1; /* a SOCKET on Windows: see phone_sock.h */
    }
    struct MHD_Response *resp =
        st ? MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 1024, stream_read, st, stream_free)
           : NULL;
    if (!resp) {
        if (st)
            stream_free(st);
        else {
            pthread_mutex_lock(&s->lock);
            s->feed[seat].streams--;
            pthread_mutex_unlock(&s->lock);
        }
        return MHD_NO;
    }
    add_headers(resp, "text/event-stream");
    enum MHD_Result r = MHD_queue_response(c, 200, resp);
    MHD_destroy_response(resp);
    return r;
}

/* ---- Jobs for the game loop ---- */

/* Removes job id from the queue if it is still there. Called with the lock held. */
static bool unqueue(PhoneServer *s, long id)
{
    for (int i = 0; i < s->count; i++)
        if (s->queue[(s->head + i) % QUEUE_SIZE].id == id) {
            for (int k = i; k + 1 < s->count; k++)
                s->queue[(s->head + k) % QUEUE_SIZE] = s->queue[(s->head + k + 1) % QUEUE_SIZE];
            s->count--;
            return true;
        }
    return false;
}

static enum MHD_Result serve_job(PhoneServer *s, struct MHD_Connection *c, Request *q)
{
    static const char busy[] = "{\"ok\":false,\"error\":\"busy\"}";
    pthread_mutex_lock(&s->lock);
    int slot = -1;
    for (int i = 0; i < ANSWER_SLOTS && slot < 0; i++)
        if (!s->answers[i].used)
            slot = i;
    if (slot < 0 || s->count >= QUEUE_SIZE || s->stopping) {
        pthread_mutex_unlock(&s->lock);
        return reply_json(c, 503, busy);
    }
    long id = s->next_id++;
    PhoneJob *job = &s->queue[(s->head + s->count++) % QUEUE_SIZE];
    job->id = id;
    job->seat = q->r.seat;
    job->route = q->r.route;
    job->len = q->len;
    memcpy(job->body, q->body, q->len);
    job->body[q->len] = '\0';
    if (s->wake)
        s->wake(s->wake_ctx);
    Answer *a = &s->answers[slot];
    *a = (Answer){.used = true, .id = id};
    struct timespec until = deadline(PHONE_ANSWER_WAIT_MS);
    bool extended = false;
    while (!a->done && !s->stopping) {
        if (pthread_cond_timedwait(&s->changed, &s->lock, &until) != ETIMEDOUT)
            continue;
        /* Still queued: take it back, so a phone told "busy" knows nothing happened. Taken:
         * the game loop answers within its tick, so wait once more. */
        if (unqueue(s, id) || extended)
            break;
        extended = true;
        until = deadline(PHONE_ANSWER_WAIT_MS);
    }
    int status = a->done ? a->status : 503;
    char *json = a->done ? a->json : NULL;
    *a = (Answer){0};
    pthread_mutex_unlock(&s->lock);
    enum MHD_Result r = reply_json(c, status, json ? json : busy);
    free(json);
    return r;
}

bool phone_server_next_job(PhoneServer *s, PhoneJob *out)
{
    if (!s)
        return false;
    pthread_mutex_lock(&s->lock);
    bool got = s->count > 0;
    if (got) {
        *out = s->queue[s->head];
        s->head = (s->head + 1) % QUEUE_SIZE;
        s->count--;
    }
    pthread_mutex_unlock(&s->lock);
    return got;
}

void phone_server_answer(PhoneServer *s, long id, int status, const char *json)
{
    if (!s)
        return;
    char *copy = json ? strdup(json) : NULL;
    pthread_mutex_lock(&s->lock);
    for (int i = 0; i < ANSWER_SLOTS; i++)
        if (s->answers[i].used && s->answers[i].id == id && !s->answers[i].done) {
            s->answers[i].done = true;
            s->answers[i].status = copy ? status : 503;
            s->answers[i].json = copy;
            copy = NULL;
        }
    pthread_cond_broadcast(&s->changed);
    pthread_mutex_unlock(&s->lock);
    free(copy); /* nobody waits any more */
}

void phone_server_publish(PhoneServer *s, int seat, const char *json)
{
    if (!s || seat < 0 || seat >= s->tokens.seats || !json)
        return;
    pthread_mutex_lock(&s->lock);
    SeatFeed *f = &s->feed[seat];
    if (!f->view || strcmp(f->view, json) != 0) {
        char *copy = strdup(json);
        if (copy) {
            free(f->view);
            f->view = copy;
            f->version++;
            pthread_cond_broadcast(&s->changed);
        }
    }
    pthread_mutex_unlock(&s->lock);
}

bool phone_server_on_phone(PhoneServer *s, int seat)
{
    if (!s || seat < 0 || seat >= s->tokens.seats)
        return false;
    pthread_mutex_lock(&s->lock);
    const SeatFeed *f = &s->feed[seat];
    bool on = f->streams > 0 || (f->had_stream && now_ms() - f->closed_ms < PHONE_GRACE_MS);
    pthread_mutex_unlock(&s->lock);
    return on;
}

int phone_server_streams(PhoneServer *s, int seat)
{
    if (!s || seat < 0 || seat >= s->tokens.seats)
        return 0;
    pthread_mutex_lock(&s->lock);
    int n = s->feed[seat].streams;
    pthread_mutex_unlock(&s->lock);
    return n;
}

/* ---- The request handler ---- */

static enum MHD_Result handle(void *cls, struct MHD_Connection *c, const char *url,
                              const char *method, const char *version, const char *upload,
                              size_t *upload_size, void **con_cls)
{
    (void)version;
    PhoneServer *s = cls;
    Request *q = *con_cls;
    if (!q) {
        /* First call: headers only. Everything that can be refused is refused now, before a
         * byte of the body is read. */
        PhoneRequest r = phone_route(&s->tokens, method, url);
        if (r.seat >= 0 && r.seat < s->tokens.seats) { /* the link works from this phone */
            pthread_mutex_lock(&s->lock);
            s->feed[r.seat].reached = true;
            pthread_mutex_unlock(&s->lock);
        }
        switch (r.route) {
        case PHONE_ROUTE_NOT_FOUND:
            return not_found(c);
        case PHONE_ROUTE_REDIRECT: {
            char where[PHONE_TOKEN_CHARS + 8];
            snprintf(where, sizeof where, "/s/%s/", s->tokens.token[r.seat]);
            struct MHD_Response *resp =
                MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
            if (!resp)
                return MHD_NO;
            add_headers(resp, NULL);
            MHD_add_response_header(resp, "Location", where);
            enum MHD_Result res = MHD_queue_response(c, 302, resp);
            MHD_destroy_response(resp);
            return res;
        }
        case PHONE_ROUTE_FILE:
            return serve_file(s, c, &r);
        case PHONE_ROUTE_VIEW:
            return serve_view(s, c, r.seat);
        case PHONE_ROUTE_EVENTS:
            return serve_events(s, c, r.seat);
        case PHONE_ROUTE_DRAFT:
            if (strcmp(method, "GET") == 0)
                return serve_draft(s, c, r.seat);
            break;
        case PHONE_ROUTE_ACTION:
        case PHONE_ROUTE_CHECK:
            break;
        }
        const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Content-Length");
        if (cl && phone_content_length(cl, strlen(cl)) > PHONE_MAX_BODY)
            return reply_json(c, 413, "{\"ok\":false,\"error\":\"The request is too long.\"}");
        q = malloc(sizeof *q);
        if (!q)
            return MHD_NO;
        q->r = r;
        q->too_big = false;
        q->len = 0;
        *con_cls = q;
        return MHD_YES;
    }
    if (*upload_size > 0) {
        if (q->len + *upload_size > PHONE_MAX_BODY)
            q->too_big = true;
        else {
            memcpy(q->body + q->len, upload, *upload_size);
            q->len += *upload_size;
        }
        *upload_size = 0;
        return MHD_YES;
    }
    if (q->too_big)
        return reply_json(c, 413, "{\"ok\":false,\"error\":\"The request is too long.\"}");
    if (q->r.route == PHONE_ROUTE_DRAFT)
        return keep_draft(s, c, q);
    return serve_job(s, c, q);
}

static void completed(void *cls, struct MHD_Connection *c, void **con_cls,
                      enum MHD_RequestTerminationCode code)
{
    (void)cls;
    (void)c;
    (void)code;
    free(*con_cls);
    *con_cls = NULL;
}

/* ---- Starting and stopping ---- */

/* ---- Counting what libmicrohttpd holds ---- */

static AddrCount *active_of(PhoneServer *s, in_addr_t addr, bool add)
{
    for (int i = 0; i < s->nactive; i++)
        if (s->active[i].addr == addr)
            return &s->active[i];
    if (!add || s->nactive == (int)(sizeof s->active / sizeof s->active[0]))
        return NULL;
    s->active[s->nactive] = (AddrCount){.addr = addr, .n = 0};
    return &s->active[s->nactive++];
}

static void wake_gate(PhoneServer *s)
{
    sock_wake_send(s->wake_pipe[1]);
}

static void notice(void *cls, struct MHD_Connection *c, void **socket_context,
                   enum MHD_ConnectionNotificationCode code)
{
    (void)socket_context;
    PhoneServer *s = cls;
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (!info || !info->client_addr || info->client_addr->sa_family != AF_INET)
        return;
    in_addr_t addr = ((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr;
    pthread_mutex_lock(&s->lock);
    AddrCount *a = active_of(s, addr, code == MHD_CONNECTION_NOTIFY_STARTED);
    if (a && code == MHD_CONNECTION_NOTIFY_STARTED)
        a->n++;
    else if (a && --a->n <= 0)
        *a = s->active[--s->nactive];
    pthread_mutex_unlock(&s->lock);
    if (code == MHD_CONNECTION_NOTIFY_CLOSED)
        wake_gate(s);
}

/* ---- The gate ---- */

#define GATE_TICK_MS 20
#define GATE_LINGER_MS 1000
#define GATE_PEEK (PHONE_MAX_HEAD + 2 + PHONE_MAX_BODY)

static const char *reason(int status)
{
    switch (status) {
    case 400: return "Bad Request";
    case 408: return "Request Timeout";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 431: return "Request Header Fields Too Large";
    case 505: return "HTTP Version Not Supported";
    default: return "Service Unavailable";
    }
}

/* Answers a request the gate refuses, then reads and drops what still comes for a moment, so
 * the answer is not lost to a reset. */
static void gate_refuse(Waiting *w, int status)
{
    char body[64], head[1024];
    snprintf(body, sizeof body, "%d %s\n", status, reason(status));
    int n = snprintf(head, sizeof head, "HTTP/1.1 %d %s\r\nConnection: close\r\n", status,
                     reason(status));
    for (size_t i = 0; i < sizeof security_headers / sizeof security_headers[0]; i++)
        n += snprintf(head + n, sizeof head - (size_t)n, "%s: %s\r\n", security_headers[i][0],
                      security_headers[i][1]);
    n += snprintf(head + n, sizeof head - (size_t)n,
                  "Content-Type: text/plain; charset=utf-8\r\nContent-Length: %zu\r\n\r\n%s",
                  strlen(body), body);
    if (send(w->fd, head, n, MSG_NOSIGNAL | MSG_DONTWAIT) < 0) {
        /* Gone or full: closed all the same. */
    }
    shutdown(w->fd, SHUT_WR);
    w->closing = true;
    w->until = now_ms() + GATE_LINGER_MS;
}

/* May a connection from addr wait in the gate? At most PHONE_MAX_WAITING_PER_IP per address,
 * and the last PHONE_WAITING_ROOM places only for an address with none waiting: slow clients
 * from a few addresses cannot fill the gate. */
static bool gate_admits(const PhoneServer *s, in_addr_t addr)
{
    int held = 0;
    for (int i = 0; i < s->nwaiting; i++)
        held += s->waiting[i].addr.sin_addr.s_addr == addr;
    if (s->nwaiting >= PHONE_MAX_WAITING || held >= PHONE_MAX_WAITING_PER_IP)
        return false;
    return held == 0 || s->nwaiting < PHONE_MAX_WAITING - PHONE_WAITING_ROOM;
}

static void gate_accept(PhoneServer *s, int lfd)
{
    for (;;) {
        struct sockaddr_in addr;
        socklen_t len = sizeof addr;
        int fd = sock_accept(lfd, &addr, &len);
        if (fd < 0)
            return;
        if (len != sizeof addr || addr.sin_family != AF_INET || !gate_admits(s, addr.sin_addr.s_addr)) {
            sock_close(fd);
            continue;
        }
        s->waiting[s->nwaiting++] =
            (Waiting){.fd = fd, .addr = addr, .until = now_ms() + PHONE_REQUEST_MS};
        if (s->nwaiting >= PHONE_MAX_WAITING)
            return;
    }
}

/* Hands a whole request to libmicrohttpd, or answers 503 when it holds all it may. */
static void gate_pass(PhoneServer *s, Waiting *w)
{
    pthread_mutex_lock(&s->lock);
    int total = 0;
    for (int i = 0; i < s->nactive; i++)
        total += s->active[i].n;
    const AddrCount *a = active_of(s, w->addr.sin_addr.s_addr, false);
    bool room = total < PHONE_MAX_CONNECTIONS && (!a || a->n < PHONE_MAX_PER_IP);
    pthread_mutex_unlock(&s->lock);
    if (!room) {
        gate_refuse(w, 503);
        return;
    }
    /* libmicrohttpd closes the socket itself if it cannot take it. */
    MHD_add_connection(s->daemon, w->fd, (const struct sockaddr *)&w->addr, sizeof w->addr);
    w->fd = -1;
}

/* Looks at each waiting connection: passes it on, refuses it, or lets it wait. */
static void gate_look(PhoneServer *s, char *buf)
{
    long long now = now_ms();
    for (int i = 0; i < s->nwaiting; i++) {
        Waiting *w = &s->waiting[i];
        if (w->closing) {
            ssize_t n;
            while ((n = recv(w->fd, buf, GATE_PEEK, MSG_DONTWAIT)) > 0)
                ;
            if (n == 0 || (n < 0 && !sock_would_block()) || now >= w->until) {
                sock_close(w->fd);
                w->fd = -1;
            }
            continue;
        }
        /* Nothing new since the last look (a slow client between its bytes): only the clock
         * can change the verdict. */
        int avail = 0;
        if (sock_pending(w->fd, &avail) == 0 && avail > 0 && avail == w->seen) {
            struct pollfd p = {.fd = w->fd, .events = POLLRDHUP};
            if (poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR))) {
                sock_close(w->fd); /* gone before its request was whole */
                w->fd = -1;
            } else if (now >= w->until)
                gate_refuse(w, 408);
            continue;
        }
        ssize_t n = recv(w->fd, buf, GATE_PEEK, MSG_PEEK | MSG_DONTWAIT);
        w->seen = n > 0 ? (int)n : 0;
        if (n == 0 || (n < 0 && !sock_would_block())) {
            sock_close(w->fd); /* gone before its request was whole */
            w->fd = -1;
            continue;
        }
        PhoneHead h = phone_head_check(buf, n > 0 ? (size_t)n : 0);
        if (h.status == 200)
            gate_pass(s, w);
        else if (h.status != 0)
            gate_refuse(w, h.status);
        else if (now >= w->until)
            gate_refuse(w, 408);
    }
    int k = 0;
    for (int i = 0; i < s->nwaiting; i++)
        if (s->waiting[i].fd >= 0)
            s->waiting[k++] = s->waiting[i];
    s->nwaiting = k;
}

/* A seat whose last stream closed leaves its phone when the grace ends: wakes the game loop
 * then (it may sleep while the table is still). Returns the ms until the next such end, -1 when
 * none is due. */
static int grace_wakes(PhoneServer *s)
{
    int next = -1;
    bool wake = false;
    pthread_mutex_lock(&s->lock);
    long long now = now_ms();
    for (int i = 0; i < s->tokens.seats && i < PHONE_MAX_SEATS; i++) {
        SeatFeed *f = &s->feed[i];
        if (!f->grace_wake)
            continue;
        long long left = f->closed_ms + PHONE_GRACE_MS - now;
        if (left <= 0) {
            f->grace_wake = false;
            wake = true;
        } else if (next < 0 || left + 1 < next) {
            next = (int)left + 1;
        }
    }
    pthread_mutex_unlock(&s->lock);
    if (wake && s->wake)
        s->wake(s->wake_ctx);
    return next;
}

static void *gate_main(void *arg)
{
    PhoneServer *s = arg;
    char *buf = malloc(GATE_PEEK);
    while (buf) {
        pthread_mutex_lock(&s->lock);
        bool stop = s->stopping;
        pthread_mutex_unlock(&s->lock);
        if (stop)
            break;
        struct pollfd p[PHONE_MAX_BINDS + 1] = {{.fd = s->wake_pipe[0], .events = POLLIN}};
        int np = 1;
        /* A full gate stops accepting: new connections wait in the listen queue meanwhile. */
        if (s->nwaiting < PHONE_MAX_WAITING)
            for (int i = 0; i < s->listeners; i++)
                p[np++] = (struct pollfd){.fd = s->listen_fd[i], .events = POLLIN};
        /* Peeking leaves the bytes unread, so waiting connections are looked at every tick
         * rather than polled (they would stay readable). */
        int timeout = s->nwaiting > 0 ? GATE_TICK_MS : -1;
        int grace = grace_wakes(s);
        if (grace >= 0 && (timeout < 0 || grace < timeout))
            timeout = grace;
        if (poll(p, (nfds_t)np, timeout) < 0 && errno != EINTR)
            break;
        if (p[0].revents & POLLIN)
            sock_wake_drain(s->wake_pipe[0]);
        for (int i = 1; i < np; i++)
            if (p[i].revents & POLLIN)
                gate_accept(s, p[i].fd);
        gate_look(s, buf);
    }
    free(buf);
    return NULL;
}

/* A non-blocking listening socket on host:port; -1 when it cannot be had. */
static int listen_on(const char *host, int port)
{
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    if (inet_pton(AF_INET, host, &addr.sin_addr) != 1)
        return -1;
    int fd = sock_stream();
    if (fd < 0)
        return -1;
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(fd, 64) != 0) {
        sock_close(fd);
        return -1;
    }
    return fd;
}

static int bound_port(int fd)
{
    struct sockaddr_in addr;
    socklen_t len = sizeof addr;
    if (getsockname(fd, (struct sockaddr *)&addr, &len) != 0)
        return 0;
    return ntohs(addr.sin_port);
}

PhoneServer *phone_server_start(const PhoneServerConfig *cfg, char *err, size_t err_size)
{
    if (cfg->seats < 1 || cfg->seats > PHONE_MAX_SEATS) {
        snprintf(err, err_size, "A phones game needs 1 to %d seats.", PHONE_MAX_SEATS);
        return NULL;
    }
    if (cfg->port < 0 || cfg->port > 65535) {
        snprintf(err, err_size, "A port is 0 (any free port) to 65535, not %d.", cfg->port);
        return NULL;
    }
    PhoneServer *s = calloc(1, sizeof *s);
    if (s)
        s->queue = calloc(QUEUE_SIZE, sizeof *s->queue);
    if (!s || !s->queue) {
        if (s)
            free(s);
        snprintf(err, err_size, "Out of memory.");
        return NULL;
    }
    s->wake_pipe[0] = s->wake_pipe[1] = -1;
    s->sockets_started = sock_startup();
    pthread_mutex_init(&s->lock, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
#ifndef _WIN32
    pthread_condattr_setclock(&ca, COND_CLOCK);
#endif
    pthread_cond_init(&s->changed, &ca);
    pthread_condattr_destroy(&ca);
    snprintf(s->data_dir, sizeof s->data_dir, "%s", cfg->data_dir ? cfg->data_dir : ".");
    s->tokens.seats = cfg->seats;
    s->wake = cfg->wake;
    s->wake_ctx = cfg->wake_ctx;
    for (int i = 0; i < cfg->seats; i++)
        if (cfg->linked[i] && !phone_token_new(s->tokens.token[i])) {
            snprintf(err, err_size, "The system's random source failed: no safe links.");
            phone_server_stop(s);
            return NULL;
        }
    char hosts[PHONE_MAX_BINDS][INET_ADDRSTRLEN];
    char names[PHONE_MAX_BINDS][PHONE_ADDR_NAME] = {{0}};
    int n = 0;
    if (cfg->bind && cfg->bind[0]) {
        struct in_addr probe;
        if (inet_pton(AF_INET, cfg->bind, &probe) != 1) {
            snprintf(err, err_size, "\"%.60s\" is not an IPv4 address (like 192.168.1.20).",
                     cfg->bind);
            phone_server_stop(s);
            return NULL;
        }
        inet_ntop(AF_INET, &probe, hosts[n++], INET_ADDRSTRLEN);
    } else {
        /* The addresses a phone on the room's network can reach, best first (phone_addr.h). */
        PhoneIface all[PHONE_ADDR_MAX], ranked[PHONE_MAX_BINDS];
        int k = phone_addr_rank(all, phone_addr_local(all, PHONE_ADDR_MAX), ranked,
                                PHONE_MAX_BINDS);
        for (int i = 0; i < k; i++) {
            phone_addr_format(ranked[i].addr, hosts[n], INET_ADDRSTRLEN);
            memcpy(names[n++], ranked[i].name, PHONE_ADDR_NAME);
        }
        if (n == 0)
            snprintf(hosts[n++], INET_ADDRSTRLEN, "127.0.0.1");
    }
    int port = cfg->port;
    for (int i = 0; i < n; i++) {
        int fd = listen_on(hosts[i], port);
        if (fd < 0)
            continue;
        if (port == 0)
            port = bound_port(fd);
        memcpy(s->host[s->listeners], hosts[i], INET_ADDRSTRLEN);
        memcpy(s->host_name[s->listeners], names[i], PHONE_ADDR_NAME);
        s->listen_fd[s->listeners++] = fd;
    }
    if (s->listeners == 0 || port == 0) {
        snprintf(err, err_size, "Could not listen on %s port %d: %s.", hosts[0], cfg->port,
                 cfg->port ? "the port may be in use or the address not this machine's"
                           : "the address may not be this machine's");
        phone_server_stop(s);
        return NULL;
    }
    s->port = port;
    /* libmicrohttpd's own limits sit above the gate's, which decides. */
    s->daemon = MHD_start_daemon(
        MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_POLL_FLAG |
            MHD_USE_ITC | MHD_USE_NO_LISTEN_SOCKET,
        0, NULL, NULL, handle, s, MHD_OPTION_CONNECTION_LIMIT,
        (unsigned)PHONE_MAX_CONNECTIONS + 4, MHD_OPTION_PER_IP_CONNECTION_LIMIT,
        (unsigned)PHONE_MAX_PER_IP + 2, MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)PHONE_TIMEOUT_S,
        MHD_OPTION_NOTIFY_COMPLETED, completed, s, MHD_OPTION_NOTIFY_CONNECTION, notice, s,
        MHD_OPTION_END);
    if (!s->daemon || !sock_wake_open(s->wake_pipe) ||
        pthread_create(&s->gate, NULL, gate_main, s) != 0) {
        snprintf(err, err_size, "Could not start the phones' server threads.");
        phone_server_stop(s);
        return NULL;
    }
    s->gate_running = true;
#ifndef _WIN32
    pthread_setname_np(s->gate, "phone-gate");
#endif
    return s;
}

void phone_server_stop(PhoneServer *s)
{
    if (!s)
        return;
    pthread_mutex_lock(&s->lock);
    s->stopping = true;
    pthread_cond_broadcast(&s->changed);
    pthread_mutex_unlock(&s->lock);
    if (s->gate_running) {
        wake_gate(s);
        pthread_join(s->gate, NULL);
    }
    for (int i = 0; i < s->nwaiting; i++)
        sock_close(s->waiting[i].fd);
    for (int i = 0; i < s->listeners; i++)
        sock_close(s->listen_fd[i]);
    if (s->daemon)
        MHD_stop_daemon(s->daemon);
    for (int i = 0; i < 2; i++)
        if (s->wake_pipe[i] >= 0)
            sock_close(s->wake_pipe[i]);
    for (int i = 0; i < ANSWER_SLOTS; i++)
        free(s->answers[i].json);
    for (int i = 0; i < PHONE_MAX_SEATS; i++) {
        free(s->feed[i].view);
        free(s->feed[i].draft);
    }
    pthread_cond_destroy(&s->changed);
    pthread_mutex_destroy(&s->lock);
    free(s->queue);
    if (s->sockets_started)
        sock_cleanup();
    free(s);
}

int phone_server_port(const PhoneServer *s)
{
    return s ? s->port : 0;
}

bool phone_server_url(const PhoneServer *s, int seat, char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
    if (!s || seat < 0 || seat >= s->tokens.seats || !s->tokens.token[seat][0])
        return false;
    int n = snprintf(buf, size, "http://%s:%d/s/%s", s->host[s->chosen], s->port,
                     s->tokens.token[seat]);
    return n > 0 && (size_t)n < size;
}

int phone_server_hosts(const PhoneServer *s)
{
    return s ? s->listeners : 0;
}

bool phone_server_host(const PhoneServer *s, int i, char *addr, size_t addr_size, char *name,
                       size_t name_size)
{
    if (!s || i < 0 || i >= s->listeners)
        return false;
    snprintf(addr, addr_size, "%s", s->host[i]);
    snprintf(name, name_size, "%s", s->host_name[i]);
    return true;
}

int phone_server_chosen(const PhoneServer *s)
{
    return s ? s->chosen : 0;
}

bool phone_server_choose(PhoneServer *s, int i)
{
    if (!s || i < 0 || i >= s->listeners)
        return false;
    s->chosen = i;
    return true;
}

bool phone_server_reached(PhoneServer *s, int seat)
{
    if (!s || seat < 0 || seat >= s->tokens.seats)
        return false;
    pthread_mutex_lock(&s->lock);
    bool r = s->feed[seat].reached;
    pthread_mutex_unlock(&s->lock);
    return r;
}

bool phone_server_joined(PhoneServer *s, int seat)
{
    if (!s || seat < 0 || seat >= s->tokens.seats)
        return false;
    pthread_mutex_lock(&s->lock);
    bool r = s->feed[seat].had_stream;
    pthread_mutex_unlock(&s->lock);
    return r;
}
