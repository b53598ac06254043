#include <stdio.h>

__attribute__((noinline)) static int sieve(int n) {
    char composite[1000] = {0};
    int count = 0;
    for (int i = 2; i < n; i++) {
        if (composite[i]) continue;
        count++;
        for (int j = i * i; j < n; j += i) composite[j] = 1;
    }
    return count;
}
__attribute__((noinline)) static long histogram(void) {
    int hist[16] = {0};
    unsigned x = 12345;
    for (int i = 0; i < 5000; i++) {
        x = x * 1103515245u + 12345u;
        hist[(x >> 16) & 15]++;
    }
    long s = 0;
    for (int i = 0; i < 16; i++) s = s * 3 + hist[i];
    return s;
}
__attribute__((noinline)) static double smooth(void) {
    double a[64], b[64];
    for (int i = 0; i < 64; i++) a[i] = (i % 8) * 1.5 - (i % 5);
    for (int iter = 0; iter < 10; iter++) {
        b[0] = a[0];
        b[63] = a[63];
        for (int i = 1; i < 63; i++) b[i] = (a[i - 1] + 2 * a[i] + a[i + 1]) * 0.25;
        for (int i = 0; i < 64; i++) a[i] = b[i];
    }
    double s = 0;
    for (int i = 0; i < 64; i++) s += a[i] * (i + 1);
    return s;
}
struct pt { short x, y; };
__attribute__((noinline)) static int struct_array(void) {
    struct pt pts[10] = {{1, 2}, {3, 4}, [5] = {5, 6}, [9].y = 9};
    int s = 0;
    for (int i = 0; i < 10; i++) s = s * 5 + pts[i].x * 2 + pts[i].y;
    return s;
}

int main(void) {
    int primes = sieve(1000);
    long h = histogram();
    double sm = smooth();
    int sa = struct_array();
    int big[300];
    for (int i = 0; i < 300; i++) big[i] = i * (i % 7);
    int bs = 0;
    for (int i = 299; i >= 0; i -= 2) bs += big[i];
    printf("primes=%d hist=%ld smooth=%.17g sa=%d bs=%d\n", primes, h, sm, sa, bs);
    return (int)((primes + h + sa + bs) & 0x7f);
}
