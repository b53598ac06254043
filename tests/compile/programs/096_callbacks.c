#include <stdio.h>
#include <stddef.h>

/* Generic algorithms with void* contexts and callbacks. */
typedef void (*visit_fn)(void *ctx, const void *elem);
typedef int (*pred_fn)(const void *elem, void *ctx);

static void for_each(const void *base, size_t n, size_t size, visit_fn f, void *ctx) {
    const char *p = base;
    for (size_t i = 0; i < n; i++) f(ctx, p + i * size);
}
static size_t count_if(const void *base, size_t n, size_t size, pred_fn p, void *ctx) {
    const char *b = base;
    size_t c = 0;
    for (size_t i = 0; i < n; i++) c += p(b + i * size, ctx) != 0;
    return c;
}

struct stats { long sum; int min, max; };
static void accumulate(void *ctx, const void *e) {
    struct stats *s = ctx;
    int v = *(const int *)e;
    s->sum += v;
    if (v < s->min) s->min = v;
    if (v > s->max) s->max = v;
}
static int greater_than(const void *e, void *ctx) { return *(const int *)e > *(int *)ctx; }
struct item { const char *name; double price; };
static void total_price(void *ctx, const void *e) { *(double *)ctx += ((const struct item *)e)->price; }
static int cheap(const void *e, void *ctx) { return ((const struct item *)e)->price < *(double *)ctx; }

int main(void) {
    int v[50];
    for (int i = 0; i < 50; i++) v[i] = (i * 37 + 11) % 101 - 50;
    struct stats st = {0, 1 << 30, -(1 << 30)};
    for_each(v, 50, sizeof v[0], accumulate, &st);
    int thr = 10;
    size_t gt = count_if(v, 50, sizeof v[0], greater_than, &thr);
    struct item items[] = {{"pen", 1.5}, {"book", 12.25}, {"lamp", 30}, {"cup", 4.75}};
    double total = 0, limit = 5;
    for_each(items, 4, sizeof items[0], total_price, &total);
    size_t nc = count_if(items, 4, sizeof items[0], cheap, &limit);
    printf("sum=%ld min=%d max=%d gt10=%zu total=%.2f cheap=%zu\n", st.sum, st.min, st.max, gt, total, nc);
    return (int)((st.sum + (long)gt + (long)total + (long)nc) & 0x7f);
}
