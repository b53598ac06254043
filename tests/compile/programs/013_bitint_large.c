#include <stdio.h>

typedef _BitInt(65) s65;
typedef unsigned _BitInt(65) u65;
typedef _BitInt(100) s100;
typedef unsigned _BitInt(100) u100;
typedef unsigned _BitInt(127) u127;

static void print_u100(u100 v) {
    char buf[40];
    int i = 39;
    buf[i] = 0;
    do {
        buf[--i] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v != 0);
    fputs(buf + i, stdout);
}
static void print_s100(s100 v) {
    if (v < 0) { putchar('-'); print_u100((u100)0 - (u100)v); }
    else print_u100((u100)v);
}

__attribute__((noinline)) static u65 u65_mul(u65 a, u65 b) { return a * b; }
__attribute__((noinline)) static s65 s65_sub(s65 a, s65 b) { return a - b; }
__attribute__((noinline)) static u100 u100_div(u100 a, u100 b) { return a / b; }
__attribute__((noinline)) static s100 s100_div(s100 a, s100 b) { return a / b; }
__attribute__((noinline)) static s100 s100_rem(s100 a, s100 b) { return a % b; }
__attribute__((noinline)) static s100 s100_mul(s100 a, s100 b) { return a * b; }
__attribute__((noinline)) static u127 u127_shl(u127 a, int n) { return a << n; }
__attribute__((noinline)) static u127 u127_shr(u127 a, int n) { return a >> n; }
__attribute__((noinline)) static int lt100(s100 a, s100 b) { return a < b; }

int main(void) {
    u65 m = ((u65)1 << 64) | 12345;
    u65 p = u65_mul(m, 3);
    printf("u65 p hi=%u lo=%llu\n", (unsigned)(p >> 64), (unsigned long long)p);
    s65 d = s65_sub(-((s65)1 << 63), (s65)1 << 63);
    printf("s65 d hi=%d lo=%llu neg=%d\n", (int)(d >> 64), (unsigned long long)d, d < 0);
    s100 f = 1;
    for (int i = 1; i <= 25; i++) f = s100_mul(f, i);
    printf("25! = "); print_s100(f); printf("\n");
    s100 nf = -f;
    printf("-25!/1000003 = "); print_s100(s100_div(nf, 1000003)); printf(" rem "); print_s100(s100_rem(nf, 1000003)); printf("\n");
    u100 big = ~(u100)0;
    printf("u100 max = "); print_u100(big); printf("\n");
    printf("max/7 = "); print_u100(u100_div(big, 7)); printf("\n");
    printf("lt: %d %d %d\n", lt100(nf, f), lt100(f, nf), lt100(f, f));
    u127 x = ((u127)0x5a5a5a5a5a5a5a5aULL << 63) ^ 0x123456789ULL;
    unsigned long long h = 0;
    for (int n = 0; n < 127; n += 9) {
        u127 l = u127_shl(x, n), r = u127_shr(x, n);
        h = h * 131 + (unsigned long long)(l >> 60) + (unsigned long long)r;
    }
    printf("h=%llx\n", h);
    long long back = (long long)(s100)-42;
    double dd = (double)f;
    printf("back=%lld dd=%.6e\n", back, dd);
    return (int)((h ^ (unsigned long long)f) & 0x7f);
}
