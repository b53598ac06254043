#include <stdio.h>

/* 32-byte vectors: used locally and through pointers (passing them by value would need AVX). */
typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
typedef unsigned char v32qu __attribute__((vector_size(32)));
typedef float v8sf __attribute__((vector_size(32)));

__attribute__((noinline)) static void add8(v8si *r, const v8si *a, const v8si *b) { *r = *a + *b * 2; }
__attribute__((noinline)) static void fma4(v4df *r, const v4df *a, const v4df *b) { *r = *r + *a * *b; }
__attribute__((noinline)) static void mask32(v32qu *v) { *v = (*v & 0x0f) | (((*v >> 4) << 4) ^ 0x30); }
__attribute__((noinline)) static float sum8(const v8sf *p) {
    v8sf v = *p;
    float s = 0;
    for (int i = 0; i < 8; i++) s += v[i];
    return s;
}

int main(void) {
    v8si a = {1, 2, 3, 4, 5, 6, 7, 8}, b = {-8, -7, -6, -5, -4, -3, -2, -1}, r;
    add8(&r, &a, &b);
    printf("v8si:");
    for (int i = 0; i < 8; i++) printf(" %d", r[i]);
    v4df acc = {0, 0, 0, 0};
    for (int i = 0; i < 10; i++) {
        v4df x = {i, i * 0.5, -i, 1.0 / (i + 1)};
        fma4(&acc, &x, &x);
    }
    printf("\nv4df: %g %g %g %.17g\n", acc[0], acc[1], acc[2], acc[3]);
    v32qu q;
    for (int i = 0; i < 32; i++) q[i] = (unsigned char)(i * 9);
    mask32(&q);
    unsigned h = 0;
    for (int i = 0; i < 32; i++) h = h * 31 + q[i];
    v8sf f = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f};
    v8si cmp = r > 0;
    printf("h=%u sum8=%g cmp0=%d cmp7=%d\n", h, (double)sum8(&f), cmp[0], cmp[7]);
    return (int)((h + (unsigned)r[7]) & 0x7f);
}
