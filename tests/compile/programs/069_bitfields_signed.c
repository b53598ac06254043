#include <stdio.h>

struct sb {
    signed int a : 3;
    signed int b : 7;
    int c : 13;
    signed char d : 2;
    long long e : 33;
    short f : 9;
};

__attribute__((noinline)) static long long total(const struct sb *s) { return s->a + s->b * 10 + s->c * 100 + s->d + s->e + s->f; }
__attribute__((noinline)) static void setall(struct sb *s, int v) {
    s->a = (v % 4) - 4 / 2;   /* -2..1 */
    s->b = v % 64 - 32;
    s->c = v * 7 % 4096 - 2048;
    s->d = (signed char)(v % 2 - 1);
    s->e = (long long)v * -123456789 % 4294967296LL;
    s->f = (short)(v % 256 - 128);
}

int main(void) {
    struct sb s;
    long long acc = 0;
    for (int v = 0; v < 300; v += 7) {
        setall(&s, v);
        long long t = total(&s);
        acc += t;
        if (v % 70 == 0) printf("v=%d a=%d b=%d c=%d d=%d e=%lld f=%d total=%lld\n", v, s.a, s.b, s.c, s.d, (long long)s.e, s.f, t);
    }
    struct sb m = {-4, -64, -4096, -2, -4294967296LL, -256};
    struct sb M = {3, 63, 4095, 1, 4294967295LL, 255};
    printf("min: %d %d %d %d %lld %d\n", m.a, m.b, m.c, m.d, (long long)m.e, m.f);
    printf("max: %d %d %d %d %lld %d\n", M.a, M.b, M.c, M.d, (long long)M.e, M.f);
    /* sign extension on read of the stored bit pattern */
    struct { int x : 4; unsigned y : 4; } bits = {0};
    unsigned char raw = 0xff;
    __builtin_memcpy(&bits, &raw, 1);
    printf("x=%d y=%u acc=%lld sizeof=%zu\n", bits.x, bits.y, acc, sizeof(struct sb));
    return (int)(acc & 0x7f);
}
