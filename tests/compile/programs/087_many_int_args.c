#include <stdio.h>

/* More than 6 integer arguments: the rest go on the stack. */
__attribute__((noinline)) static long ten(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
__attribute__((noinline)) static int mixed_widths(char a, short b, int c, long d, unsigned char e, unsigned short f, unsigned g,
                                                 unsigned long h, signed char i, long long j, short k, char l) {
    return (int)(a + b + c + d + e + f + g + h + i + j + k + l);
}
__attribute__((noinline)) static unsigned long sixteen(unsigned long a0, unsigned long a1, unsigned long a2, unsigned long a3,
                                                      unsigned long a4, unsigned long a5, unsigned long a6, unsigned long a7,
                                                      unsigned long a8, unsigned long a9, unsigned long a10, unsigned long a11,
                                                      unsigned long a12, unsigned long a13, unsigned long a14, unsigned long a15) {
    unsigned long h = 0;
    unsigned long v[16] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15};
    for (int i = 0; i < 16; i++) h = h * 1000003 + v[i];
    return h;
}
/* pointers and int128 in the mix: an __int128 takes two registers or two stack slots */
__attribute__((noinline)) static long with_i128(int a, __int128 b, int c, __int128 d, int e, int f, __int128 g, int *out) {
    *out = a + c + e + f;
    return (long)(b + d + g) + (long)(g >> 64);
}
__attribute__((noinline)) static int recurse_many(int n, int a, int b, int c, int d, int e, int f, int g, int h) {
    if (n == 0) return a + b + c + d + e + f + g + h;
    return recurse_many(n - 1, b, c, d, e, f, g, h, a + n);
}

int main(void) {
    long t = ten(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    int m = mixed_widths(-1, -2, -3, -4, 250, 65000, 4000000000u, 5, -128, -6000000000LL, 32767, 'z');
    unsigned long s = sixteen(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
    int o = 0;
    long w = with_i128(1, (__int128)1 << 70, 2, -((__int128)1 << 70) + 5, 3, 4, ((__int128)7 << 64) + 9, &o);
    int r = recurse_many(20, 1, 2, 3, 4, 5, 6, 7, 8);
    printf("ten=%ld mixed=%d sixteen=%lu i128=%ld o=%d recurse=%d\n", t, m, s, w, o, r);
    return (int)((t + m + (long)s + w + o + r) & 0x7f);
}
