#include <stdio.h>
#include <stdint.h>

/* Round trips between uint64_t/int64_t and double, over a pseudo-random spread. */
__attribute__((noinline)) static double u2d(uint64_t x) { return (double)x; }
__attribute__((noinline)) static uint64_t d2u(double x) { return (uint64_t)x; }
__attribute__((noinline)) static double s2d(int64_t x) { return (double)x; }
__attribute__((noinline)) static int64_t d2s(double x) { return (int64_t)x; }
__attribute__((noinline)) static float u2f(uint64_t x) { return (float)x; }

int main(void) {
    uint64_t s = 0x243f6a8885a308d3ULL, h = 0;
    int exact = 0;
    for (int i = 0; i < 2000; i++) {
        s ^= s << 13; s ^= s >> 7; s ^= s << 17;
        uint64_t x = s >> (i % 64);
        double d = u2d(x);
        uint64_t back = d < 18446744073709551616.0 ? d2u(d) : 0;
        if (back == x) exact++;
        int64_t sx = (int64_t)(x >> 1) - (int64_t)(s >> 2);
        double sd = s2d(sx);
        h = h * 1099511628211ULL + back + (uint64_t)d2s(sd) + (uint64_t)u2f(x >> 1);
        if (i % 400 == 0) printf("%20llu -> %.17g -> %20llu ; %20lld -> %.17g\n", (unsigned long long)x, d,
                                 (unsigned long long)back, (long long)sx, sd);
    }
    printf("exact=%d h=%016llx\n", exact, (unsigned long long)h);
    printf("2^63: %.1f %llu\n", u2d(1ULL << 63), (unsigned long long)d2u(9223372036854775808.0));
    printf("2^64-1: %.1f\n", u2d(~0ULL));
    return (int)(h & 0x7f);
}
