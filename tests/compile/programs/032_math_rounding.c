#include <stdio.h>
#include <math.h>

int main(void) {
    static const double v[] = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 2.4999, -2.5001, 1e15 + 0.5, 123.456, -987.654, 4503599627370497.0};
    double acc = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        volatile double x = v[i];
        double a = floor(x), b = ceil(x), c = trunc(x), d = round(x), e = rint(x), f = nearbyint(x);
        printf("%-18.4f floor %-8g ceil %-8g trunc %-8g round %-8g rint %-8g nearbyint %-8g lround %ld llrint %lld\n", x, a, b, c,
               d, e, f, lround(x), llrint(x));
        float xf = (float)x;
        printf("%18s f: %g %g %g %g %g %g\n", "", (double)floorf(xf), (double)ceilf(xf), (double)truncf(xf),
               (double)roundf(xf), (double)rintf(xf), (double)nearbyintf(xf));
        acc += a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f;
    }
    for (int i = 0; i <= 10; i++) {
        volatile double x = i * 7.0;
        double s = sqrt(x);
        float sf = sqrtf((float)x);
        printf("sqrt(%g)=%.17g sqrtf=%.9g\n", x, s, (double)sf);
        acc += s + sf;
    }
    printf("acc=%.17g\n", acc);
    return (int)((long long)acc & 0x7f);
}
