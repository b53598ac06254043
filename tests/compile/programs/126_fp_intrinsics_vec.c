#include <stdio.h>
#include <math.h>

/* Loops over arrays calling libm functions that become (vector) intrinsics at -O2. */
#define N 64
static double a[N], r1[N], r2[N], r3[N], r4[N], r5[N];
static float f[N], g1[N], g2[N], g3[N];

__attribute__((noinline)) static void kernels(void) {
    for (int i = 0; i < N; i++) r1[i] = floor(a[i]) + ceil(a[i]);
    for (int i = 0; i < N; i++) r2[i] = trunc(a[i]) * 2 + rint(a[i]);
    for (int i = 0; i < N; i++) r3[i] = fabs(a[i]) + sqrt(fabs(a[i]));
    for (int i = 0; i < N; i++) r4[i] = fmin(a[i], 1.0) + fmax(a[i], -1.0);
    for (int i = 0; i < N; i++) r5[i] = copysign(round(a[i]), -a[i]) + nearbyint(a[i] * 0.5);
    for (int i = 0; i < N; i++) g1[i] = floorf(f[i]) + sqrtf(fabsf(f[i]));
    for (int i = 0; i < N; i++) g2[i] = fmaf(f[i], 2.0f, 1.0f) + truncf(f[i]);
    for (int i = 0; i < N; i++) g3[i] = fminf(f[i], 0.5f) * fmaxf(f[i], -0.5f) + ceilf(f[i]);
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (i - 32) * 0.37 + (i % 3) * 0.5;
        f[i] = (float)((i - 20) * 0.23);
    }
    kernels();
    double s = 0;
    for (int i = 0; i < N; i++) s += r1[i] + r2[i] * 2 + r3[i] * 3 + r4[i] * 4 + r5[i] * 5 + g1[i] + g2[i] + g3[i];
    printf("r1[5]=%g r2[7]=%g r3[9]=%.17g r4[11]=%g r5[13]=%g g1[3]=%.9g g2[4]=%.9g g3[5]=%.9g\n", r1[5], r2[7], r3[9], r4[11],
           r5[13], (double)g1[3], (double)g2[4], (double)g3[5]);
    printf("s=%.17g\n", s);
    return (int)((long long)s & 0x7f);
}
