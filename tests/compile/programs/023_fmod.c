#include <stdio.h>
#include <math.h>

__attribute__((noinline)) static double dmod(double a, double b) { return fmod(a, b); }
__attribute__((noinline)) static float fmodf_(float a, float b) { return fmodf(a, b); }
__attribute__((noinline)) static double remd(double a, double b) { return remainder(a, b); }

int main(void) {
    static const double a[] = {10.0, -10.0, 5.5, -5.5, 1e10, 0.1, 7.0, -0.0};
    static const double b[] = {3.0, -3.0, 2.0, 0.3, 7.25};
    double s = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 5; j++) {
            double m = dmod(a[i], b[j]);
            float mf = fmodf_((float)a[i], (float)b[j]);
            double r = remd(a[i], b[j]);
            s += m + mf + r;
            if (j == 0 || j == 3) printf("fmod(%g, %g) = %.17g  fmodf = %.9g  rem = %.17g\n", a[i], b[j], m, (double)mf, r);
        }
    /* The C '%' does not apply to floats; frem appears from fmod at -O2. */
    double x = 0.0;
    for (int i = 0; i < 100; i++) x = fmod(x + 0.7, 1.0);
    printf("x=%.17g s=%.17g\n", x, s);
    printf("signbit fmod(-0,3)=%d\n", signbit(fmod(-0.0, 3.0)) != 0);
    return (int)((long long)(s * 1000) & 0x7f);
}
