#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct item { int id; double w; char tag[6]; };

__attribute__((noinline)) static ptrdiff_t dist(const int *a, const int *b) { return b - a; }
__attribute__((noinline)) static const struct item *find(const struct item *begin, const struct item *end, int id) {
    for (const struct item *p = begin; p != end; ++p)
        if (p->id == id) return p;
    return end;
}
__attribute__((noinline)) static void reverse(int *lo, int *hi) {
    while (lo < hi) {
        int t = *lo;
        *lo++ = *--hi;
        *hi = t;
    }
}

int main(void) {
    int a[20];
    for (int i = 0; i < 20; i++) a[i] = i * i;
    int *p = a + 5, *q = &a[17];
    printf("dist=%td p[3]=%d q[-2]=%d *(p+1)=%d 3[a]=%d\n", dist(p, q), p[3], q[-2], *(p + 1), 3 [a]);
    reverse(a + 2, a + 12);
    unsigned h = 0;
    for (int *it = a; it < a + 20; it++) h = h * 31 + (unsigned)*it;
    struct item items[5] = {{1, 1.5, "one"}, {2, 2.5, "two"}, {3, 3.5, "three"}, {4, 4.5, "four"}, {5, 5.5, "five"}};
    const struct item *f = find(items, items + 5, 4);
    const struct item *nf = find(items, items + 5, 9);
    printf("found idx=%td tag=%s w=%g notfound=%d\n", f - items, f->tag, f->w, nf == items + 5);
    char *bytes = (char *)&items[2];
    const struct item *back = (const struct item *)(bytes - 2 * sizeof(struct item));
    printf("back id=%d offsetof(w)=%zu offsetof(tag)=%zu sizeof=%zu\n", back->id, offsetof(struct item, w),
           offsetof(struct item, tag), sizeof(struct item));
    const double *wp = &items[0].w;
    const char *base = (const char *)wp - offsetof(struct item, w);
    printf("container id=%d\n", ((const struct item *)base)->id);
    uintptr_t u1 = (uintptr_t)&a[10], u0 = (uintptr_t)&a[0];
    printf("uintptr diff=%lu\n", (unsigned long)(u1 - u0));
    int *np = NULL;
    printf("null check: %d %d\n", np == NULL, !np);
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
