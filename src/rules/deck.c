#include "deck.h"

#include <stdio.h>
#include <string.h>

static const char suit_letters[] = "cdhs";

int deck_rank(int id)
{
    return id % 10 + 1;
}

int deck_suit(int id)
{
    return id / 10 % 4;
}

int deck_pack(int id)
{
    return id / 40 + 1;
}

int deck_card(int rank, int suit, int pack)
{
    if (rank < 1 || rank > 10 || suit < 0 || suit > 3 || pack < 1 || pack > 2)
        return -1;
    return (pack - 1) * 40 + suit * 10 + rank - 1;
}

bool deck_card_text(int id, char *buf, size_t size)
{
    if (id < 0 || id >= DECK_SITESWAP_CARDS) {
        snprintf(buf, size, "?");
        return false;
    }
    int rank = deck_rank(id);
    char r[3] = {'A', 0, 0};
    if (rank == 10)
        memcpy(r, "10", 3);
    else if (rank > 1)
        r[0] = (char)('0' + rank);
    snprintf(buf, size, "%s%c%d", r, suit_letters[deck_suit(id)], deck_pack(id));
    return true;
}

int deck_parse_card(const char *text)
{
    if (!text)
        return -1;
    int rank = -1;
    const char *p = text;
    if (p[0] == 'A' || p[0] == 'a') {
        rank = 1;
        p++;
    } else if (p[0] == '1' && p[1] == '0') {
        rank = 10;
        p += 2;
    } else if (p[0] >= '2' && p[0] <= '9') {
        rank = p[0] - '0';
        p++;
    } else {
        return -1;
    }
    char s = p[0] >= 'A' && p[0] <= 'Z' ? (char)(p[0] - 'A' + 'a') : p[0];
    const char *at = s ? strchr(suit_letters, s) : NULL;
    if (!at)
        return -1;
    p++;
    if ((p[0] != '1' && p[0] != '2') || p[1] != '\0')
        return -1;
    return deck_card(rank, (int)(at - suit_letters), p[0] - '0');
}

int deck52_rank(int id)
{
    return id / 4 + 2;
}

int deck52_suit(int id)
{
    return id % 4;
}

int deck52_card(int rank, int suit)
{
    if (rank < 2 || rank > 14 || suit < 0 || suit > 3)
        return -1;
    return (rank - 2) * 4 + suit;
}

static const char face_letters[] = "JQKA";

bool deck52_card_text(int id, char *buf, size_t size)
{
    if (id < 0 || id >= DECK52_CARDS) {
        snprintf(buf, size, "?");
        return false;
    }
    int rank = deck52_rank(id);
    char suit = suit_letters[deck52_suit(id)];
    if (rank > 10)
        snprintf(buf, size, "%c%c", face_letters[rank - 11], suit);
    else
        snprintf(buf, size, "%d%c", rank, suit);
    return true;
}

int deck52_parse_card(const char *text)
{
    if (!text)
        return -1;
    int rank = -1;
    const char *p = text;
    char first = p[0] >= 'a' && p[0] <= 'z' ? (char)(p[0] - 'a' + 'A') : p[0];
    const char *face = first ? strchr(face_letters, first) : NULL;
    if (face) {
        rank = 11 + (int)(face - face_letters);
        p++;
    } else if (p[0] == '1' && p[1] == '0') {
        rank = 10;
        p += 2;
    } else if (p[0] >= '2' && p[0] <= '9') {
        rank = p[0] - '0';
        p++;
    } else {
        return -1;
    }
    char s = p[0] >= 'A' && p[0] <= 'Z' ? (char)(p[0] - 'A' + 'a') : p[0];
    const char *at = s ? strchr(suit_letters, s) : NULL;
    if (!at || p[1] != '\0')
        return -1;
    return deck52_card(rank, (int)(at - suit_letters));
}

void pile_clear(Pile *p)
{
    p->n = 0;
}

void pile_push(Pile *p, int card)
{
    if (p->n < DECK_MAX_CARDS)
        p->card[p->n++] = (uint8_t)card;
}

int pile_pop(Pile *p)
{
    return p->n > 0 ? p->card[--p->n] : -1;
}

int pile_top(const Pile *p)
{
    return p->n > 0 ? p->card[p->n - 1] : -1;
}

int pile_find(const Pile *p, int card)
{
    for (int i = 0; i < p->n; i++)
        if (p->card[i] == card)
            return i;
    return -1;
}

bool pile_remove(Pile *p, int card)
{
    int i = pile_find(p, card);
    if (i < 0)
        return false;
    memmove(&p->card[i], &p->card[i + 1], (size_t)(p->n - i - 1));
    p->n--;
    return true;
}

int pile_remove_at(Pile *p, int index)
{
    if (index < 0 || index >= p->n)
        return -1;
    int card = p->card[index];
    memmove(&p->card[index], &p->card[index + 1], (size_t)(p->n - index - 1));
    p->n--;
    return card;
}

void pile_move_all(Pile *to, Pile *from)
{
    for (int i = 0; i < from->n; i++)
        pile_push(to, from->card[i]);
    pile_clear(from);
}

void pile_shuffle(Pile *p, RngState *rng)
{
    rng_shuffle(rng, p->card, (uint32_t)p->n, 1);
}
