#include <stdio.h>

/* Vectors as arguments and return values, beyond the 8 vector registers. */
typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));

__attribute__((noinline)) static v4sf sum10(v4sf a, v4sf b, v4sf c, v4sf d, v4sf e, v4sf f, v4sf g, v4sf h, v4sf i, v4sf j) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
__attribute__((noinline)) static v4si mixed(int k, v4si a, double x, v4si b, long l, v2df c, float y, v4si d) {
    v4si r = a + b + d + k + (int)l;
    r[0] += (int)(x * 10);
    r[1] += (int)(c[0] + c[1]);
    r[2] += (int)(y * 100);
    return r;
}
struct vpair { v4si a, b; };
__attribute__((noinline)) static struct vpair swap(struct vpair p) {
    struct vpair r = {p.b, p.a};
    return r;
}

int main(void) {
    v4sf vs[10];
    for (int i = 0; i < 10; i++) vs[i] = (v4sf){(float)i, (float)-i, 0.5f, (float)(i * i)};
    v4sf r = sum10(vs[0], vs[1], vs[2], vs[3], vs[4], vs[5], vs[6], vs[7], vs[8], vs[9]);
    printf("sum10: %g %g %g %g\n", (double)r[0], (double)r[1], (double)r[2], (double)r[3]);
    v4si m = mixed(1, (v4si){1, 2, 3, 4}, 2.5, (v4si){10, 20, 30, 40}, 1000, (v2df){0.25, 7.75}, 0.5f, (v4si){-1, -1, -1, -1});
    printf("mixed: %d %d %d %d\n", m[0], m[1], m[2], m[3]);
    struct vpair p = swap((struct vpair){{1, 2, 3, 4}, {5, 6, 7, 8}});
    printf("swap: %d %d\n", p.a[0], p.b[3]);
    return ((int)r[3] + m[0] + p.a[0]) & 0x7f;
}
