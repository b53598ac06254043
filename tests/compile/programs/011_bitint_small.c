#include <stdio.h>

typedef _BitInt(3) s3;
typedef unsigned _BitInt(3) u3;
typedef _BitInt(7) s7;
typedef unsigned _BitInt(7) u7;
typedef _BitInt(13) s13;
typedef unsigned _BitInt(13) u13;

__attribute__((noinline)) static u3 u3_add(u3 a, u3 b) { return a + b; }
__attribute__((noinline)) static s7 s7_mul(s7 a, s7 b) { return a * b; }
__attribute__((noinline)) static u7 u7_mul(u7 a, u7 b) { return a * b; }
__attribute__((noinline)) static s13 s13_div(s13 a, s13 b) { return a / b; }
__attribute__((noinline)) static s13 s13_rem(s13 a, s13 b) { return a % b; }
__attribute__((noinline)) static u13 u13_div(u13 a, u13 b) { return a / b; }
__attribute__((noinline)) static u13 u13_rem(u13 a, u13 b) { return a % b; }
__attribute__((noinline)) static int s3_lt(s3 a, s3 b) { return a < b; }
__attribute__((noinline)) static int u3_lt(u3 a, u3 b) { return a < b; }

int main(void) {
    unsigned h = 0;
    /* all 3-bit values */
    for (int i = -4; i < 4; i++)
        for (int j = -4; j < 4; j++) {
            s3 a = (s3)i, b = (s3)j;
            u3 ua = (u3)i, ub = (u3)j;
            h = h * 3 + (unsigned)u3_add(ua, ub) + (unsigned)s3_lt(a, b) * 8 + (unsigned)u3_lt(ua, ub) * 16;
        }
    printf("u3 7+1=%u 5+6=%u s3(-4)<3=%d u3(-4)<3=%d\n", (unsigned)u3_add(7, 1), (unsigned)u3_add(5, 6),
           s3_lt(-4, 3), u3_lt((u3)-4, 3));
    /* 7 bits: products within range */
    for (int i = -8; i <= 8; i++) {
        s7 p = s7_mul((s7)i, (s7)(i > 0 ? 7 : -7));
        u7 q = u7_mul((u7)(i + 100), (u7)3);
        h = h * 5 + (unsigned)(int)p + (unsigned)q;
        if (i % 4 == 0) printf("s7 %d*7=%d  u7 %d*3=%u\n", i, (int)p, i + 100, (unsigned)q);
    }
    /* 13 bits: division family incl. negatives */
    static const int v[] = {4095, -4096, 1000, -1000, 77, -77, 3, -3, 1};
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            s13 a = (s13)v[i], b = (s13)v[j];
            if (!(v[i] == -4096 && v[j] == -1)) {
                h = h * 7 + (unsigned)(int)s13_div(a, b) + (unsigned)(int)s13_rem(a, b);
            }
            h = h * 7 + (unsigned)u13_div((u13)a, (u13)b) + (unsigned)u13_rem((u13)a, (u13)b);
        }
    printf("s13 -1000/77=%d rem %d; u13 -1000/77=%u rem %u\n", (int)s13_div(-1000, 77), (int)s13_rem(-1000, 77),
           (unsigned)u13_div((u13)-1000, 77), (unsigned)u13_rem((u13)-1000, 77));
    /* casts between widths */
    s13 w = -1234;
    s7 narrow = (s7)w;
    u7 unarrow = (u7)w;
    long long wide = w;
    unsigned long long uwide = (u13)w;
    printf("narrow=%d unarrow=%u wide=%lld uwide=%llu\n", (int)narrow, (unsigned)unarrow, wide, uwide);
    printf("h=%u\n", h);
    return (int)(h % 127);
}
