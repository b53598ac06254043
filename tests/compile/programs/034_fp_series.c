#include <stdio.h>
#include <math.h>

/* Numeric series and iterations; prints with limited precision only where libm is involved. */
static double pi_leibniz(int n) {
    double s = 0;
    for (int k = 0; k < n; k++) s += (k % 2 ? -1.0 : 1.0) / (2 * k + 1);
    return 4 * s;
}
static double newton_sqrt(double x) {
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 60; i++) r = 0.5 * (r + x / r);
    return r;
}
static double e_series(void) {
    double term = 1, s = 1;
    for (int k = 1; k < 25; k++) {
        term /= k;
        s += term;
    }
    return s;
}
static double integrate(double (*f)(double), double a, double b, int n) {
    double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
    for (int i = 1; i < n; i++) s += f(a + i * h);
    return s * h;
}
static double sq(double x) { return x * x; }
static double cube(double x) { return x * x * x; }

int main(void) {
    double p = pi_leibniz(10000);
    double r2 = newton_sqrt(2.0), r10 = newton_sqrt(1e10);
    double e = e_series();
    double i1 = integrate(sq, 0, 3, 1000), i2 = integrate(cube, -1, 2, 999);
    printf("pi~%.15f sqrt2~%.17g sqrt1e10~%.17g e~%.17g\n", p, r2, r10, e);
    printf("int x^2 [0,3] = %.15f ; int x^3 [-1,2] = %.15f\n", i1, i2);
    printf("sin(1)=%.12f cos(1)=%.12f exp(1)=%.12f log(10)=%.12f pow(2,0.5)=%.12f atan2(1,2)=%.12f\n", sin(1.0), cos(1.0),
           exp(1.0), log(10.0), pow(2.0, 0.5), atan2(1.0, 2.0));
    float fs = 0;
    for (int i = 1; i <= 100; i++) fs += 1.0f / ((float)i * (float)i);
    printf("basel float=%.7f\n", (double)fs);
    long long chk = (long long)(p * 1e6) + (long long)(r2 * 1e6) + (long long)(e * 1e6) + (long long)(i1 * 1e3);
    printf("chk=%lld\n", chk);
    return (int)(chk & 0x7f);
}
