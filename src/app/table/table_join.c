#include "table_join.h"

#include "hit.h"
#include "phone_qr.h"
#include "probe_json.h"

#include <SDL.h>

int table_join_links(const TablePhones *ph)
{
    int n = 0;
    for (int s = 0; s < TABLE_MAX_SEATS; s++)
        n += ph->url[s][0] != '\0';
    return n;
}

/* The grid of n codes in area a that gives the largest codes: each cell a caption, the code and
 * the address on two lines under it. */
static void seats_grid(TableJoinLayout *L, int n, SDL_FRect a)
{
    /* The address takes up to three lines (its path on two in a narrow cell). */
    float text_h = (float)L->px * 2.0f + (float)L->small * 3.8f;
    L->cols = L->rows = 1;
    L->qr = 0;
    for (int cols = 1; cols <= n; cols++) {
        int rows = (n + cols - 1) / cols;
        float cw = a.w / (float)cols, ch = a.h / (float)rows;
        float qr = SDL_min(cw * 0.9f, ch - text_h);
        if (qr > L->qr + 0.5f) {
            L->cols = cols;
            L->rows = rows;
            L->qr = qr;
        }
    }
    L->cell_w = a.w / (float)L->cols;
    L->cell_h = a.h / (float)L->rows;
    L->text_w = L->cell_w * 0.96f;
}

void table_join_layout(float W, float H, int hosts, int links, bool advice, int px,
                       TableJoinLayout *out)
{
    *out = (TableJoinLayout){.hosts = hosts < TABLE_JOIN_HOSTS ? hosts : TABLE_JOIN_HOSTS,
                             .px = px, .small = (int)((float)px * 0.85f)};
    if (links > 3) {
        /* Four to six codes: the whole height for them; the addresses and the advice share a
         * column on the left. */
        float top = H * 0.1f, bottom = H * 0.935f, left = 0;
        if (out->hosts > 1 || advice) {
            float colw = W * 0.3f, x = W * 0.02f, gap = H * 0.02f;
            float y = top;
            if (out->hosts > 1) {
                y += (float)px * 1.4f; /* the column's question above the tiles */
                float room = advice ? (bottom - y) * 0.55f : bottom - y;
                float th = (room - gap * (float)(out->hosts - 1)) / (float)out->hosts;
                for (int i = 0; i < out->hosts; i++)
                    out->host_tile[i] = (SDL_FRect){x, y + (th + gap) * (float)i, colw, th};
                y += room + gap;
            }
            if (advice)
                out->advice = (SDL_FRect){x, y, colw, bottom - y};
            left = x + colw + W * 0.01f;
        }
        out->seats_area = (SDL_FRect){left, top, W - left, bottom - top};
        seats_grid(out, links, out->seats_area);
        return;
    }
    float top = H * 0.13f, bottom = H * 0.92f;
    if (advice) {
        /* Lines of advice a room can read, across the whole width. */
        out->advice_lines = 4;
        float h = H * 0.05f * (float)out->advice_lines;
        out->advice = (SDL_FRect){W * 0.03f, bottom - h, W * 0.94f, h};
        bottom -= h + H * 0.015f;
    }
    float left = 0;
    if (out->hosts > 1) {
        float colw = W * 0.3f, gap = H * 0.02f;
        float th = (bottom - top - gap * (float)(out->hosts - 1)) / (float)out->hosts;
        for (int i = 0; i < out->hosts; i++)
            out->host_tile[i] = (SDL_FRect){W * 0.02f, top + (th + gap) * (float)i, colw, th};
        left = W * 0.02f + colw + W * 0.01f;
    }
    out->seats_area = (SDL_FRect){left, top, W - left, bottom - top};
    /* One to three codes side by side. */
    SDL_FRect a = out->seats_area;
    int n = links > 0 ? links : 1;
    out->cols = n;
    out->rows = 1;
    out->cell_w = a.w / (float)n;
    out->cell_h = a.h;
    out->qr = SDL_min(out->cell_w * 0.7f, out->cell_h - (float)px * 4.5f);
    out->text_w = SDL_min(out->qr * 1.6f, out->cell_w * 0.96f);
}

void table_join_cell(const TableJoinLayout *L, int i, float *cx, float *top)
{
    int cols = L->cols > 0 ? L->cols : 1;
    *cx = L->seats_area.x + L->cell_w * ((float)(i % cols) + 0.5f);
    *top = L->seats_area.y + L->cell_h * (float)(i / cols);
}

int table_join_qr_px(const char *text, float box)
{
    PhoneQr qr;
    if (!phone_qr_encode(text, &qr))
        return 0;
    int cells = qr.size + 2 * TABLE_JOIN_QUIET;
    phone_qr_free(&qr);
    int m = (int)(box / (float)cells);
    return (m < 1 ? 1 : m) * cells;
}

int table_join_stuck(const TablePhones *ph, int seats, int stuck[])
{
    int n = 0;
    if (!ph->on)
        return 0;
    double open_for = ph->join_open && ph->join_was_open ? ph->clock - ph->join_since : 0;
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS; s++) {
        if (!ph->url[s][0] || ph->joined[s])
            continue;
        bool slow = ph->reached_at[s] >= 0 && ph->clock - ph->reached_at[s] >= TABLE_JOIN_ADVICE_S;
        if (slow || open_for >= TABLE_JOIN_ADVICE_S)
            stuck[n++] = s;
    }
    return n;
}

bool table_join_all_reached(const TablePhones *ph, const int stuck[], int n)
{
    for (int i = 0; i < n; i++)
        if (ph->reached_at[stuck[i]] < 0)
            return false;
    return n > 0;
}

static void pick(TablePhones *ph, int i)
{
    if (i >= 0 && i < ph->hosts)
        ph->want = i;
}

void table_join_input(TablePhones *ph, const Input *in, float W, float H)
{
    if (in->kind == INPUT_POINTER_MOVE || in->kind == INPUT_POINTER_UP || in->kind == INPUT_TEXT ||
        in->kind == INPUT_WHEEL || in->repeat)
        return;
    int current = ph->want >= 0 ? ph->want : ph->chosen;
    if (ph->hosts > 1) {
        switch (in->kind) {
        case INPUT_UP:
        case INPUT_LEFT:
            pick(ph, (current + ph->hosts - 1) % ph->hosts);
            return;
        case INPUT_DOWN:
        case INPUT_RIGHT:
            pick(ph, (current + 1) % ph->hosts);
            return;
        case INPUT_KEY:
            if (in->key == SDLK_TAB) {
                pick(ph, (current + ((in->mod & KMOD_SHIFT) ? ph->hosts - 1 : 1)) % ph->hosts);
                return;
            }
            if (in->key >= SDLK_1 && in->key < SDLK_1 + ph->hosts) {
                pick(ph, (int)(in->key - SDLK_1));
                return;
            }
            break;
        case INPUT_POINTER_DOWN: {
            TableJoinLayout L;
            int stuck[TABLE_MAX_SEATS];
            table_join_layout(W, H, ph->hosts, table_join_links(ph),
                              table_join_stuck(ph, TABLE_MAX_SEATS, stuck) > 0, 0, &L);
            int hit = ui_hit_index(L.host_tile, L.hosts, in->x, in->y);
            if (hit >= 0) {
                pick(ph, hit);
                return;
            }
            break;
        }
        default:
            break;
        }
    }
    ph->join_open = false;
}

uint32_t table_join_still_ms(const TablePhones *ph, int seats)
{
    if (!ph->on || !ph->join_open)
        return APP_STILL_FOREVER;
    if (!ph->join_was_open) /* opened this tick: the clock starts at the next */
        return 0;
    int stuck[TABLE_MAX_SEATS];
    if (table_join_stuck(ph, seats, stuck) > 0)
        return APP_STILL_FOREVER; /* the advice shows already */
    double due = -1;
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS; s++) {
        if (!ph->url[s][0] || ph->joined[s])
            continue;
        double at = ph->join_since + TABLE_JOIN_ADVICE_S;
        if (ph->reached_at[s] >= 0 && ph->reached_at[s] + TABLE_JOIN_ADVICE_S < at)
            at = ph->reached_at[s] + TABLE_JOIN_ADVICE_S;
        if (due < 0 || at < due)
            due = at;
    }
    if (due < 0)
        return APP_STILL_FOREVER;
    double left = due - ph->clock;
    return left <= 0 ? 0 : (uint32_t)(left * 1000.0) + 1;
}

void table_join_probe(JsonWriter *j, const TablePhones *ph, int seats, float W, float H, int px)
{
    json_open(j, "join", '{');
    probe_bool(j, "open", ph->join_open);
    json_open(j, "addresses", '[');
    for (int i = 0; i < ph->hosts && i < TABLE_JOIN_HOSTS; i++) {
        json_open(j, NULL, '{');
        probe_str(j, "name", ph->host_name[i]);
        probe_str(j, "address", ph->host_addr[i]);
        json_close(j, '}');
    }
    json_close(j, ']');
    probe_int(j, "chosen", ph->hosts > 0 ? ph->chosen : -1);
    int stuck[TABLE_MAX_SEATS];
    int n = table_join_stuck(ph, seats, stuck);
    probe_ints(j, "stuck", stuck, n);
    probe_bool(j, "advice", ph->join_open && n > 0);
    probe_num(j, "clock", ph->clock);
    /* The seats' codes as the screen lays them out: the grid, and the smallest code drawn. */
    int links = 0, qr = 0;
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS; s++)
        links += ph->url[s][0] != '\0';
    TableJoinLayout L;
    table_join_layout(W, H, ph->hosts, links, n > 0, px, &L);
    for (int s = 0; s < seats && s < TABLE_MAX_SEATS; s++) {
        int side = ph->url[s][0] ? table_join_qr_px(ph->url[s], L.qr) : 0;
        if (side > 0 && (qr == 0 || side < qr))
            qr = side;
    }
    probe_int(j, "codes", links);
    probe_int(j, "cols", L.cols);
    probe_int(j, "rows", L.rows);
    probe_int(j, "qr", qr);
    json_close(j, '}');
}
