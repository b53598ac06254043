#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Calls to printf with many arguments: more than 6 integers, more than 8 doubles, mixed. */
int main(void) {
    int n = 0;
    n += printf("ints: %d %d %d %d %d %d %d %d %d %d %d %d\n", 1, -2, 3, -4, 5, -6, 7, -8, 9, -10, 11, -12);
    n += printf("longs: %ld %lu %lld %llu %ld %ld %ld %ld\n", -1L, 2UL, -3LL, 4ULL, 1L << 40, -(1L << 50), 7L, 8L);
    n += printf("doubles: %g %g %g %g %g %g %g %g %g %g %g\n", 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5);
    n += printf("mixed: %d %.2f %ld %.3e %c %g %s %x %.1f %u %g %d %g %g %g %g %g %o\n", 42, 3.14159, 1234567890123L, 6.02e23,
                'Q', 1e-5, "str", 255u, -0.05, 4000000000u, 2.0, -7, 1.0, 2.0, 3.0, 4.0, 5.0, 8u);
    float f1 = 1.25f, f2 = -2.5f;
    short sh = -300;
    unsigned char uc = 250;
    n += printf("promoted: %f %f %d %d %hd %hhu\n", f1, f2, sh, uc, sh, uc);
    n += printf("widths: [%5d] [%-5d] [%05d] [%+d] [% d] [%5s] [%-5s] [%.2s] [%c%c%c]\n", 42, 42, 42, 42, 42, "ab", "ab", "abcdef",
                'x', 'y', 'z');
    n += printf("hex: %x %X %#x %08x %llx %#llo\n", 0xbeefu, 0xbeefu, 255u, 0x1234u, 0x123456789abcdefULL, 511ULL);
    n += printf("star: [%*d] [%-*d] [%.*f] [%*.*f]\n", 6, 7, 6, 7, 3, 2.0 / 3.0, 10, 4, 3.14159265);
    n += printf("%%literal%% %s%s%s\n", "a", "", "b");
    n += printf("sizes: %zu %zd %td %jd\n", sizeof(long double *), (ssize_t)-5, (ptrdiff_t)-7, (intmax_t)-9);
    long double_check = 0;
    for (int i = 0; i < 3; i++)
        double_check += printf("%d:%g:%d:%g:%d:%g:%d:%g:%d:%g:%d:%g:%d:%g:%d:%g:%d:%g\n", i, i * 0.1, i + 1, i * 0.2, i + 2, i * 0.3,
                               i + 3, i * 0.4, i + 4, i * 0.5, i + 5, i * 0.6, i + 6, i * 0.7, i + 7, i * 0.8, i + 8, i * 0.9);
    printf("total=%d dc=%ld\n", n, double_check);
    return (int)((n + double_check) & 0x7f);
}
