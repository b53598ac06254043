#include <stdio.h>

/* Interleaved integer and floating-point arguments, beyond both register sets. */
__attribute__((noinline)) static double interleave(int a, double b, long c, float d, short e, double f, char g, double h, int i,
                                                  double j, long k, double l, int m, double n, unsigned o, double p, long q,
                                                  float r, int s, double t) {
    return a + b + (double)c + d + e + f + g + h + i + j + (double)k + l + m + n + o + p + (double)q + r + s + t;
}
struct acc { long isum; double dsum; };
__attribute__((noinline)) static struct acc collect(int n, long i0, double d0, long i1, double d1, long i2, double d2, long i3,
                                                   double d3, long i4, double d4, long i5, double d5, long i6, double d6,
                                                   long i7, double d7, long i8, double d8, long i9, double d9) {
    struct acc r = {i0 + i1 + i2 + i3 + i4 + i5 + i6 + i7 + i8 + i9, d0 + d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9};
    r.isum *= n;
    r.dsum *= n;
    return r;
}

int main(void) {
    double x = interleave(1, 2.5, 3, 4.5f, 5, 6.5, 7, 8.5, 9, 10.5, 11, 12.5, 13, 14.5, 15, 16.5, 17, 18.5f, 19, 20.5);
    struct acc a = collect(3, 1, 0.1, 2, 0.2, 3, 0.3, 4, 0.4, 5, 0.5, 6, 0.6, 7, 0.7, 8, 0.8, 9, 0.9, 10, 1.0);
    printf("interleave=%.17g collect=%ld %.17g\n", x, a.isum, a.dsum);
    double y = 0;
    for (int k = 0; k < 10; k++)
        y += interleave(k, k * 0.5, -k, (float)k, (short)-k, 1.0 / (k + 1), (char)k, -0.5, k * k, 2.0, k, 3.0, -k, 4.0, (unsigned)k,
                        5.0, k * 100L, 0.25f, -1, (double)k);
    printf("y=%.17g\n", y);
    return (int)(x + y + (double)a.isum) & 0x7f;
}
