#include <stdio.h>

/* __builtin_constant_p (only results that do not depend on optimization are printed) and __builtin_prefetch. */
#define POW2(n) (__builtin_constant_p(n) ? (1u << (n)) : slow_pow2(n))
__attribute__((noinline)) static unsigned slow_pow2(unsigned n) {
    unsigned r = 1;
    while (n--) r *= 2;
    return r;
}
__attribute__((noinline)) static long sum_prefetch(const long *v, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) {
        __builtin_prefetch(&v[i + 16 < n ? i + 16 : i], 0, 3);
        s += v[i];
    }
    return s;
}
__attribute__((noinline)) static void write_prefetch(int *dst, int n) {
    for (int i = 0; i < n; i++) {
        __builtin_prefetch(&dst[i + 8 < n ? i + 8 : i], 1, 1);
        dst[i] = i * i;
    }
}

int main(void) {
    volatile unsigned runtime = 10;
    unsigned a = POW2(5), b = POW2(runtime);
    int cp_lit = __builtin_constant_p(42);
    int cp_str = __builtin_constant_p("literal");
    int cp_expr = __builtin_constant_p(3 * 7 + 1);
    long v[256];
    for (int i = 0; i < 256; i++) v[i] = i * 3 - 100;
    long s = sum_prefetch(v, 256);
    int w[100];
    write_prefetch(w, 100);
    __builtin_prefetch(v);
    __builtin_prefetch(0); /* prefetching an invalid address is harmless */
    printf("a=%u b=%u cp=%d %d %d s=%ld w[99]=%d\n", a, b, cp_lit, cp_str, cp_expr, s, w[99]);
    return (int)((a + b + (unsigned)s + (unsigned)w[99]) & 0x7f);
}
