#include <stdio.h>

/* Structs of chars only with odd sizes 3, 5, 7 (and 11, 15) by value and returned. */
struct c3 { char a, b, c; };
struct c5 { char v[5]; };
struct c7 { unsigned char v[7]; };
struct c11 { char v[11]; };
struct c15 { signed char v[15]; };

__attribute__((noinline)) static struct c3 r3(struct c3 x) { struct c3 r = {x.c, x.b, x.a}; return r; }
__attribute__((noinline)) static struct c5 r5(struct c5 x) {
    struct c5 r;
    for (int i = 0; i < 5; i++) r.v[i] = x.v[4 - i];
    return r;
}
__attribute__((noinline)) static struct c7 inc7(struct c7 x) {
    for (int i = 0; i < 7; i++) x.v[i] = (unsigned char)(x.v[i] + 1);
    return x;
}
__attribute__((noinline)) static struct c11 rot11(struct c11 x) {
    struct c11 r;
    for (int i = 0; i < 11; i++) r.v[i] = x.v[(i + 1) % 11];
    return r;
}
__attribute__((noinline)) static int sum15(struct c15 x) {
    int s = 0;
    for (int i = 0; i < 15; i++) s += x.v[i];
    return s;
}
__attribute__((noinline)) static int all(struct c3 a, struct c5 b, struct c7 c, struct c3 d, struct c5 e, struct c7 f, struct c3 g) {
    return a.a + b.v[1] + c.v[2] + d.b + e.v[3] + f.v[6] + g.c;
}

int main(void) {
    struct c3 a = {'x', 'y', 'z'};
    struct c5 b = {{'h', 'e', 'l', 'l', 'o'}};
    struct c7 c = {{250, 251, 252, 253, 254, 255, 0}};
    struct c11 d = {{'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'}};
    struct c15 e;
    for (int i = 0; i < 15; i++) e.v[i] = (signed char)(i * 19 - 128);
    struct c3 ra = r3(a);
    struct c5 rb = r5(b);
    struct c7 ic = inc7(c);
    struct c11 rd = rot11(rot11(d));
    printf("r3=%.3s r5=%.5s inc7=%u %u %u %u %u %u %u rot11=%.11s sum15=%d\n", (const char *)&ra, rb.v, ic.v[0], ic.v[1], ic.v[2], ic.v[3],
           ic.v[4], ic.v[5], ic.v[6], rd.v, sum15(e));
    int t = all(a, b, c, ra, rb, ic, a);
    printf("all=%d sizes %zu %zu %zu %zu %zu\n", t, sizeof a, sizeof b, sizeof c, sizeof d, sizeof e);
    return (t + sum15(e)) & 0x7f;
}
