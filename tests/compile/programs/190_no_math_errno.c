// CFLAGS: -fno-math-errno
#include <stdio.h>
#include <math.h>

/* Built with -fno-math-errno: fmod becomes the frem instruction and sqrt/floor/... become intrinsics even at
   -O0, since the library calls need not set errno. */
__attribute__((noinline)) static double dmod(double a, double b) { return fmod(a, b); }
__attribute__((noinline)) static float fmodf_(float a, float b) { return fmodf(a, b); }
__attribute__((noinline)) static double droot(double x) { return sqrt(x); }
__attribute__((noinline)) static float froot(float x) { return sqrtf(x); }
__attribute__((noinline)) static double dpow2(double x) { return pow(x, 2.0); }

int main(void) {
    static const double a[] = {10.0, -10.0, 5.5, -5.5, 1e10, 0.1, 7.0, 1e300};
    static const double b[] = {3.0, -3.0, 2.0, 0.3, 7.25, 1e-3};
    double s = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 6; j++) {
            double m = dmod(a[i], b[j]);
            float mf = fmodf_((float)a[i], (float)b[j]);
            s += m + mf;
            if (j == 1 || j == 4) printf("fmod(%g, %g) = %.17g  fmodf = %.9g\n", a[i], b[j], m, (double)mf);
        }
    volatile double zero = 0.0;
    printf("fmod(1, 0) is nan: %d; fmod(inf, 2) is nan: %d; fmod(3, inf) = %g\n", isnan(dmod(1.0, zero)) != 0,
           isnan(dmod(1.0 / zero, 2.0)) != 0, dmod(3.0, 1.0 / zero));
    for (int i = 0; i < 6; i++) {
        volatile double x = i * 3.5;
        printf("sqrt(%g)=%.17g sqrtf=%.9g pow2=%g\n", x, droot(x), (double)froot((float)x), dpow2(x));
        s += droot(x);
    }
    printf("s=%.17g\n", s);
    unsigned long long bits;
    __builtin_memcpy(&bits, &s, sizeof bits);
    return (int)((bits ^ (bits >> 29)) % 127);
}
