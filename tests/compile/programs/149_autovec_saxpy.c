#include <stdio.h>

/* saxpy/daxpy and element-wise kernels, vectorized at -O2. */
#define N 517
static float x[N], y[N];
static double dx[N], dy[N];
static int ia[N], ib[N], ic[N];

__attribute__((noinline)) static void saxpy(int n, float a, const float *restrict xs, float *restrict ys) {
    for (int i = 0; i < n; i++) ys[i] = a * xs[i] + ys[i];
}
__attribute__((noinline)) static void daxpy(int n, double a, const double *xs, double *ys) {
    for (int i = 0; i < n; i++) ys[i] += a * xs[i];
}
__attribute__((noinline)) static void imuladd(int n, int *restrict c, const int *restrict a, const int *restrict b) {
    for (int i = 0; i < n; i++) c[i] = a[i] * b[i] + (a[i] >> 2) - (b[i] & 7);
}
__attribute__((noinline)) static void scale_int_to_float(int n, float *restrict out, const int *restrict in, float k) {
    for (int i = 0; i < n; i++) out[i] = (float)in[i] * k;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        x[i] = (float)i * 0.5f;
        y[i] = (float)(N - i) * 0.25f;
        dx[i] = i * 0.125;
        dy[i] = -i * 0.5;
        ia[i] = i - 250;
        ib[i] = (i * 13) % 97;
    }
    for (int r = 0; r < 10; r++) {
        saxpy(N, 1.5f, x, y);
        daxpy(N, -0.75, dx, dy);
    }
    imuladd(N, ic, ia, ib);
    float fs = 0;
    double ds = 0;
    long is = 0;
    for (int i = 0; i < N; i++) {
        fs += y[i];
        ds += dy[i];
        is += ic[i];
    }
    scale_int_to_float(N, x, ic, 0.01f);
    printf("y[0]=%.9g y[N-1]=%.9g fs=%.9g dy[100]=%.17g ds=%.17g ic[3]=%d is=%ld x[200]=%.9g\n", (double)y[0], (double)y[N - 1],
           (double)fs, dy[100], ds, ic[3], is, (double)x[200]);
    return (int)(is & 0x7f);
}
