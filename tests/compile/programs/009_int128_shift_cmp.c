#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

__attribute__((noinline)) static u128 shl(u128 a, int s) { return a << s; }
__attribute__((noinline)) static u128 lshr(u128 a, int s) { return a >> s; }
__attribute__((noinline)) static i128 ashr(i128 a, int s) { return a >> s; }
__attribute__((noinline)) static int cmps(i128 a, i128 b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
__attribute__((noinline)) static int cmpu(u128 a, u128 b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }

static void hex(u128 v) { printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    u128 x = ((u128)0x8123456789abcdefULL << 64) | 0x0fedcba987654321ULL;
    unsigned h = 0;
    for (int s = 0; s < 128; s += 7) {
        u128 l = shl(x, s), r = lshr(x, s);
        i128 ar = ashr((i128)x, s);
        h = h * 7 + (unsigned)(l >> 100) + (unsigned)r + (unsigned)(ar >> 90);
        if (s % 21 == 0) {
            printf("s=%3d shl=", s); hex(l); printf(" lshr="); hex(r); printf(" ashr="); hex((u128)ar); printf("\n");
        }
    }
    i128 vals[] = {0, 1, -1, (i128)1 << 100, -((i128)1 << 100), (i128)0x7fffffffffffffffLL, (i128)(-0x7fffffffffffffffLL - 1)};
    int n = sizeof vals / sizeof vals[0];
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int cs = cmps(vals[i], vals[j]), cu = cmpu((u128)vals[i], (u128)vals[j]);
            h = h * 3 + (unsigned)cs + (unsigned)cu * 64u;
        }
        printf("%d: %02x %02x\n", i, cmps(vals[i], 5), cmpu((u128)vals[i], 5));
    }
    /* conversions */
    long long ll = -5;
    i128 w = ll;
    unsigned long long ull = 0xffffffffffffffffULL;
    u128 uw = ull;
    int back = (int)(w * 3);
    unsigned short trunc16 = (unsigned short)(x >> 3);
    signed char trunc8 = (signed char)(x >> 40);
    printf("w="); hex((u128)w); printf(" uw="); hex(uw); printf(" back=%d t16=%u t8=%d\n", back, trunc16, trunc8);
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
