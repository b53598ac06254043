#include <stdio.h>

__attribute__((noinline)) static int process(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        if (__builtin_expect(v[i] < 0, 0)) {
            s -= 1000;
            continue;
        }
        if (__builtin_expect_with_probability(v[i] % 2 == 0, 1, 0.9)) s += v[i] / 2;
        else s += v[i] * 3 + 1;
    }
    return s;
}
__attribute__((noinline)) static unsigned divide_known_positive(int x, int d) {
    __builtin_assume(x >= 0);
    __builtin_assume(d > 0);
    return (unsigned)(x / d); /* the assumptions allow an unsigned division */
}
__attribute__((noinline)) static int sum_multiple_of_4(const int *v, int n) {
    __builtin_assume(n % 4 == 0);
    __builtin_assume(n > 0);
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
__attribute__((noinline)) static long likely_branchy(long x) {
    if (__builtin_expect(x > 100, 1)) return x - 100;
    return x + 100;
}

int main(void) {
    int v[64];
    for (int i = 0; i < 64; i++) v[i] = (i * 37) % 50 - (i == 13 ? 100 : 0);
    int p = process(v, 64);
    unsigned d = 0;
    for (int i = 0; i < 100; i++) d += divide_known_positive(i * 1000, i % 7 + 1);
    int s4 = sum_multiple_of_4(v, 64);
    long lb = likely_branchy(50) + likely_branchy(500);
    printf("process=%d div=%u s4=%d lb=%ld\n", p, d, s4, lb);
    return (int)(((unsigned)p + d + (unsigned)s4 + (unsigned)lb) & 0x7f);
}
