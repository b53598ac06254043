#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static double my_fma(double a, double b, double c) { return fma(a, b, c); }
__attribute__((noinline)) static float my_fmaf(float a, float b, float c) { return fmaf(a, b, c); }

int main(void) {
    volatile double zero = 0.0;
    double nan = zero / zero;
    static const double v[] = {0.0, -0.0, 1.0, -1.0, 2.5, -3.75, 1e-300, 1e300};
    const int n = sizeof v / sizeof v[0];
    double acc = 0;
    for (int i = 0; i < n; i++) {
        volatile double a = v[i], b = v[(i + 3) % n];
        double cs = copysign(a, b), fa = fabs(a), mn = fmin(a, b), mx = fmax(a, b);
        float csf = copysignf((float)a, (float)b), faf = fabsf((float)a), mnf = fminf((float)a, (float)b), mxf = fmaxf((float)a, (float)b);
        printf("a=%g b=%g copysign=%g fabs=%g fmin=%g fmax=%g | f: %g %g %g %g\n", a, b, cs, fa, mn, mx, (double)csf,
               (double)faf, (double)mnf, (double)mxf);
        acc += cs + fa + mn + mx;
    }
    printf("fmin(nan,1)=%g fmax(1,nan)=%g fmin(nan,nan) isnan=%d\n", fmin(nan, 1.0), fmax(1.0, nan), isnan(fmin(nan, nan)) != 0);
    printf("copysign(1,-0)=%g copysign(nan,-1) signbit=%d fabs(-0) signbit=%d\n", copysign(1.0, -0.0),
           signbit(copysign(nan, -1.0)) != 0, signbit(fabs(-0.0)) != 0);
    /* fma is exact: these differ from a*b+c */
    volatile double x = 1.0 + 0x1p-30, y = 1.0 - 0x1p-30, z = -1.0;
    printf("fma=%a  mul+add=%a\n", my_fma(x, y, z), x * y + z);
    volatile float xf = 1.0f + 0x1p-13f, yf = 1.0f - 0x1p-13f, zf = -1.0f;
    printf("fmaf=%a  mulf+addf=%a\n", (double)my_fmaf(xf, yf, zf), (double)(xf * yf + zf));
    for (int i = 0; i < 10; i++) acc += my_fma(v[i % n], 3.0, acc * 0.5);
    printf("acc=%.17g\n", acc);
    unsigned long long bits;
    __builtin_memcpy(&bits, &acc, sizeof bits);
    return (int)((bits ^ bits >> 45) & 0x7f);
}
