#include <stdio.h>

/* Narrow arguments and return values: the callee and caller must sign/zero extend correctly. */
__attribute__((noinline)) static signed char sc_ret(int x) { return (signed char)x; }
__attribute__((noinline)) static unsigned char uc_ret(int x) { return (unsigned char)x; }
__attribute__((noinline)) static short ss_ret(int x) { return (short)x; }
__attribute__((noinline)) static unsigned short us_ret(int x) { return (unsigned short)x; }
__attribute__((noinline)) static int sc_arg(signed char c) { return c; }
__attribute__((noinline)) static unsigned uc_arg(unsigned char c) { return c; }
__attribute__((noinline)) static long ss_arg(short s) { return s; }
__attribute__((noinline)) static unsigned long us_arg(unsigned short s) { return s; }
__attribute__((noinline)) static long widen_all(signed char a, unsigned char b, short c, unsigned short d, char e) {
    return a * 1000000L + b * 10000L + c * 10L + d + e;
}
__attribute__((noinline)) static char next_char(char c) { return (char)(c + 1); }

int main(void) {
    static const int v[] = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768, -70000};
    unsigned long long h = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        int x = v[i];
        int a = sc_ret(x), b = uc_ret(x), c = ss_ret(x), d = us_ret(x);
        int e = sc_arg((signed char)x);
        unsigned f = uc_arg((unsigned char)x);
        long g = ss_arg((short)x);
        unsigned long k = us_arg((unsigned short)x);
        printf("%7d: %4d %3d %6d %5d | %4d %3u %6ld %5lu\n", x, a, b, c, d, e, f, g, k);
        h = h * 31 + (unsigned long long)(a + b + c + d + e + (long long)f + g + (long long)k);
    }
    long w = widen_all(-100, 200, -30000, 60000, 'A');
    char c = 'a';
    for (int i = 0; i < 25; i++) c = next_char(c);
    /* comparisons of narrow return values against constants */
    int cmp = (sc_ret(200) < 0) + (uc_ret(-1) == 255) * 2 + (ss_ret(40000) < 0) * 4 + (us_ret(-1) == 65535) * 8;
    printf("w=%ld c=%c cmp=%d h=%llu\n", w, c, cmp, h);
    return (int)((h + (unsigned long long)(w + cmp)) & 0x7f);
}
