#include <stdio.h>

/* __int128 arguments split between the last register and the stack (not allowed: it goes whole to the stack),
   many __int128 arguments and returns. */
typedef __int128 i128;
typedef unsigned __int128 u128;

__attribute__((noinline)) static i128 five_then_wide(long a, long b, long c, long d, long e, i128 w) { return w + a + b + c + d + e; }
__attribute__((noinline)) static u128 sum4(u128 a, u128 b, u128 c, u128 d) { return a + b + c + d; }
__attribute__((noinline)) static i128 mix(int a, i128 b, double c, i128 d, float e, i128 f) {
    return b - d + f + a + (i128)c + (i128)e;
}
__attribute__((noinline)) static u128 mulhi_lo(unsigned long a, unsigned long b) { return (u128)a * b; }
__attribute__((noinline)) static int cmp128(u128 a, u128 b) { return (a > b) - (a < b); }

static void show(const char *n, u128 v) { printf("%s=%016llx%016llx\n", n, (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    i128 r1 = five_then_wide(1, 2, 3, 4, 5, (i128)1 << 100);
    u128 r2 = sum4(~(u128)0, 2, (u128)1 << 127, (u128)0xffff << 64);
    i128 r3 = mix(7, (i128)1 << 90, 1e20, -((i128)1 << 80), 2.5f, 12345);
    u128 r4 = mulhi_lo(0xffffffffffffffffUL, 0xfffffffffffffffeUL);
    show("r1", (u128)r1);
    show("r2", r2);
    show("r3", (u128)r3);
    show("r4", r4);
    printf("cmp %d %d %d\n", cmp128(r2, r4), cmp128(r4, r2), cmp128(r4, r4));
    return (int)((unsigned long long)(r1 ^ r3) & 0x7f);
}
