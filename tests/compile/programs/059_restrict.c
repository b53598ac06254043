#include <stdio.h>

__attribute__((noinline)) static void add_arrays(int n, float *restrict dst, const float *restrict a, const float *restrict b) {
    for (int i = 0; i < n; i++) dst[i] = a[i] + b[i] * 2.0f;
}
__attribute__((noinline)) static void update(int *restrict x, const int *restrict y) {
    *x += *y;
    *x += *y;
}
__attribute__((noinline)) static long copy_scale(long *restrict d, const long *restrict s, int n, long k) {
    long t = 0;
    for (int i = 0; i < n; i++) {
        d[i] = s[i] * k;
        t += d[i];
    }
    return t;
}
/* Same function without restrict, called with overlapping pointers: must respect aliasing. */
__attribute__((noinline)) static void update_alias(int *x, const int *y) {
    *x += *y;
    *x += *y;
}

int main(void) {
    float a[100], b[100], d[100];
    for (int i = 0; i < 100; i++) {
        a[i] = (float)i * 0.5f;
        b[i] = (float)(100 - i) * 0.25f;
    }
    add_arrays(100, d, a, b);
    float fs = 0;
    for (int i = 0; i < 100; i++) fs += d[i];
    int x = 5, y = 3;
    update(&x, &y);
    int z = 5;
    update_alias(&z, &z);
    long src[50], dst[50];
    for (int i = 0; i < 50; i++) src[i] = i - 25;
    long t = copy_scale(dst, src, 50, 7);
    printf("fs=%.3f x=%d z=%d t=%ld dst[49]=%ld\n", (double)fs, x, z, t, dst[49]);
    return (int)((long)fs + x + z + t) & 0x7f;
}
