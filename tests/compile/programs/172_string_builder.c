#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A growable string builder with realloc, formatted appends, insert/replace, and a CSV-ish table render. */
struct sb { char *buf; size_t len, cap; int reallocs; };

static void sb_reserve(struct sb *s, size_t extra) {
    if (s->len + extra + 1 <= s->cap) return;
    size_t nc = s->cap ? s->cap : 16;
    while (nc < s->len + extra + 1) nc *= 2;
    s->buf = realloc(s->buf, nc);
    s->cap = nc;
    s->reallocs++;
}
static void sb_append(struct sb *s, const char *str) {
    size_t n = strlen(str);
    sb_reserve(s, n);
    memcpy(s->buf + s->len, str, n + 1);
    s->len += n;
}
static void sb_appendc(struct sb *s, char c, int count) {
    sb_reserve(s, (size_t)count);
    for (int i = 0; i < count; i++) s->buf[s->len++] = c;
    s->buf[s->len] = 0;
}
static void sb_append_int(struct sb *s, long v) {
    char tmp[24];
    snprintf(tmp, sizeof tmp, "%ld", v);
    sb_append(s, tmp);
}
static void sb_append_double(struct sb *s, double v, int prec) {
    char tmp[64];
    snprintf(tmp, sizeof tmp, "%.*f", prec, v);
    sb_append(s, tmp);
}
static void sb_insert(struct sb *s, size_t at, const char *str) {
    size_t n = strlen(str);
    sb_reserve(s, n);
    memmove(s->buf + at + n, s->buf + at, s->len - at + 1);
    memcpy(s->buf + at, str, n);
    s->len += n;
}
static int sb_replace_all(struct sb *s, const char *from, const char *to) {
    struct sb out = {0};
    sb_append(&out, "");
    size_t fl = strlen(from);
    int count = 0;
    const char *p = s->buf;
    for (;;) {
        const char *q = strstr(p, from);
        if (!q) break;
        sb_reserve(&out, (size_t)(q - p));
        memcpy(out.buf + out.len, p, (size_t)(q - p));
        out.len += (size_t)(q - p);
        out.buf[out.len] = 0;
        sb_append(&out, to);
        p = q + fl;
        count++;
    }
    sb_append(&out, p);
    free(s->buf);
    out.reallocs += s->reallocs;
    *s = out;
    return count;
}

int main(void) {
    struct sb s = {0};
    const char *names[] = {"apples", "pears", "kiwis", "plums", "figs"};
    const int qty[] = {12, 7, 150, 3, 44};
    const double price[] = {0.5, 0.75, 0.2, 1.25, 2.0};
    sb_append(&s, "item,qty,price,total\n");
    double grand = 0;
    for (int i = 0; i < 5; i++) {
        sb_append(&s, names[i]);
        sb_appendc(&s, ',', 1);
        sb_append_int(&s, qty[i]);
        sb_appendc(&s, ',', 1);
        sb_append_double(&s, price[i], 2);
        sb_appendc(&s, ',', 1);
        sb_append_double(&s, qty[i] * price[i], 2);
        sb_appendc(&s, '\n', 1);
        grand += qty[i] * price[i];
    }
    sb_append(&s, "TOTAL,,,");
    sb_append_double(&s, grand, 2);
    sb_appendc(&s, '\n', 1);
    sb_insert(&s, 0, "# inventory\n");
    int r = sb_replace_all(&s, ",", " | ");
    fputs(s.buf, stdout);
    printf("len=%zu replaced=%d\n", s.len, r);
    struct sb big = {0};
    for (int i = 0; i < 2000; i++) {
        sb_append_int(&big, i * i);
        sb_appendc(&big, ' ', i % 3);
    }
    unsigned h = 0;
    for (size_t i = 0; i < big.len; i++) h = h * 31 + (unsigned char)big.buf[i];
    printf("big len=%zu cap=%zu reallocs=%d h=%u\n", big.len, big.cap, big.reallocs, h);
    free(s.buf);
    free(big.buf);
    return (int)((h + (unsigned)r) & 0x7f);
}
