#include <stdio.h>
#include <string.h>

/* Functions with large stack frames (far offsets from the stack pointer) and many live locals. */
__attribute__((noinline)) static unsigned big_local(int seed) {
    unsigned char buf[200000];
    memset(buf, seed & 0xff, sizeof buf);
    for (int i = 0; i < 200000; i += 4099) buf[i] = (unsigned char)(i * 7);
    unsigned h = 0;
    for (int i = 0; i < 200000; i += 997) h = h * 31 + buf[i];
    return h + buf[199999];
}
__attribute__((noinline)) static double two_arrays(int n) {
    double a[3000], b[3000];
    for (int i = 0; i < 3000; i++) {
        a[i] = i * 0.5;
        b[2999 - i] = a[i] * 2;
    }
    double s = 0;
    for (int i = 0; i < n && i < 3000; i++) s += a[i] * b[i];
    return s;
}
__attribute__((noinline)) static long many_locals(long x) {
    long a = x + 1, b = x * 2, c = x - 3, d = x ^ 5, e = x | 6, f = x & 7, g = x << 2, h = x >> 1;
    long i = a * b, j = c * d, k = e * f, l = g * h, m = a + c, n = b + d, o = e + g, p = f + h;
    for (int r = 0; r < 10; r++) {
        long t = a;
        a = b + i; b = c + j; c = d + k; d = e + l; e = f + m; f = g + n; g = h + o; h = t + p;
        i ^= a; j ^= b; k ^= c; l ^= d; m ^= e; n ^= f; o ^= g; p ^= h;
    }
    return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p;
}

int main(void) {
    unsigned h = big_local(3) ^ big_local(200);
    double s = two_arrays(2500);
    long m = many_locals(12345);
    printf("h=%u s=%.17g m=%ld\n", h, s, m);
    return (int)((h + (unsigned)m) & 0x7f);
}
