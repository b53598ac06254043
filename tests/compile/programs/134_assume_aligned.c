#include <stdio.h>
#include <stdlib.h>

/* __builtin_assume_aligned, aligned_alloc and alignment-dependent loops. */
__attribute__((noinline)) static double sum_aligned(const double *p, int n) {
    const double *a = __builtin_assume_aligned(p, 32);
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}
__attribute__((noinline)) static void scale_aligned(float *p, int n, float k) {
    float *a = __builtin_assume_aligned(p, 64);
    for (int i = 0; i < n; i++) a[i] *= k;
}
__attribute__((noinline)) static int sum_offset(const int *p, int n) {
    const int *a = __builtin_assume_aligned(p, 16, 4); /* p is 4 bytes past a 16-byte boundary */
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

int main(void) {
    double *d = aligned_alloc(32, 64 * sizeof(double));
    float *f = aligned_alloc(64, 128 * sizeof(float));
    for (int i = 0; i < 64; i++) d[i] = i * 0.25;
    for (int i = 0; i < 128; i++) f[i] = (float)i;
    double s = sum_aligned(d, 64);
    scale_aligned(f, 128, 0.5f);
    float fs = 0;
    for (int i = 0; i < 128; i++) fs += f[i];
    _Alignas(16) int arr[33];
    for (int i = 0; i < 33; i++) arr[i] = i * i;
    int so = sum_offset(arr + 1, 32);
    printf("s=%g fs=%g so=%d\n", s, (double)fs, so);
    free(d);
    free(f);
    return (int)(s + fs + so) & 0x7f;
}
