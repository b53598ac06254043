#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static unsigned cmpd(double a, double b) {
    return (unsigned)(a < b) | (unsigned)(a <= b) << 1 | (unsigned)(a > b) << 2 | (unsigned)(a >= b) << 3 |
           (unsigned)(a == b) << 4 | (unsigned)(a != b) << 5 | (unsigned)isunordered(a, b) << 6 |
           (unsigned)isless(a, b) << 7 | (unsigned)islessgreater(a, b) << 8;
}
__attribute__((noinline)) static unsigned cmpf(float a, float b) {
    return (unsigned)(a < b) | (unsigned)(a <= b) << 1 | (unsigned)(a > b) << 2 | (unsigned)(a >= b) << 3 |
           (unsigned)(a == b) << 4 | (unsigned)(a != b) << 5 | (unsigned)isunordered(a, b) << 6;
}
__attribute__((noinline)) static int branch_not_lt(double a, double b) {
    if (!(a < b)) return 1; /* true for NaN */
    return 0;
}

int main(void) {
    volatile double zero = 0.0;
    double nan = zero / zero;
    double inf = 1.0 / zero;
    double v[] = {0.0, -0.0, 1.0, -1.0, inf, -inf, nan, 1e308, 5e-324};
    const int n = sizeof v / sizeof v[0];
    unsigned h = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            h = h * 7 + cmpd(v[i], v[j]);
            h = h * 7 + cmpf((float)v[i], (float)v[j]);
            h = h * 3 + (unsigned)branch_not_lt(v[i], v[j]);
        }
        printf("%-8g isnan=%d isinf=%d isfinite=%d signbit=%d fpclass=%d vs 1: %03x\n", v[i], isnan(v[i]) != 0,
               isinf(v[i]) != 0, isfinite(v[i]) != 0, signbit(v[i]) != 0, fpclassify(v[i]), cmpd(v[i], 1.0));
    }
    printf("nan==nan:%d nan!=nan:%d self-eq trick:%d\n", nan == nan, nan != nan, v[6] == v[6]);
    float fn = (float)nan;
    printf("float nan: %d %d\n", isnan(fn) != 0, fn != fn);
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
