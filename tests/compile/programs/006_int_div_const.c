#include <stdio.h>

/* Division and remainder by constants (magic-number lowering at -O2). */
__attribute__((noinline)) static int sdivs(int x, int *r) {
    r[0] = x / 3; r[1] = x / 7; r[2] = x / 10; r[3] = x / -5; r[4] = x / 16; r[5] = x / 1000;
    r[6] = x % 3; r[7] = x % 7; r[8] = x % 10; r[9] = x % -5; r[10] = x % 16; r[11] = x % 1000;
    return 12;
}
__attribute__((noinline)) static int udivs(unsigned x, unsigned *r) {
    r[0] = x / 3; r[1] = x / 7; r[2] = x / 10; r[3] = x / 641; r[4] = x / 16; r[5] = x / 1000;
    r[6] = x % 3; r[7] = x % 7; r[8] = x % 10; r[9] = x % 641; r[10] = x % 16; r[11] = x % 1000;
    return 12;
}
__attribute__((noinline)) static long long ldivs(long long x) { return x / 9 + x % 9 + x / 1000000007 - x % 256; }
__attribute__((noinline)) static unsigned long long uldivs(unsigned long long x) {
    return x / 9 + x % 9 + x / 1000000007 + x % 256 + x / 0x8000000000000000ull;
}

int main(void) {
    static const int v[] = {0, 1, -1, 2, -2, 99, -99, 1000, -1001, 2147483647, -2147483647 - 1, 65536, -77777};
    unsigned h = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        int r[12];
        unsigned u[12];
        int n = sdivs(v[i], r);
        udivs((unsigned)v[i], u);
        for (int k = 0; k < n; k++) h = h * 17 + (unsigned)r[k] + u[k];
        printf("%11d: /3=%d %%7=%d /-5=%d %%-5=%d u/641=%u u%%1000=%u\n", v[i], r[0], r[7], r[3], r[9], u[3], u[11]);
        printf("   l=%lld ul=%llu\n", ldivs(v[i] * 1000003LL), uldivs((unsigned long long)v[i] * 1000003ull));
    }
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
