#include <stdio.h>

typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));

__attribute__((noinline)) static v4sf lerp(v4sf a, v4sf b, float t) { return a + (b - a) * t; }
__attribute__((noinline)) static v4sf vdiv(v4sf a, v4sf b) { return a / b; }
__attribute__((noinline)) static v4si vcmp(v4sf a, v4sf b) { return (a < b) | ((a == b) & 2); }
__attribute__((noinline)) static float dot(v4sf a, v4sf b) {
    v4sf p = a * b;
    return p[0] + p[1] + p[2] + p[3];
}
__attribute__((noinline)) static v4sf normalize_length2(v4sf v) {
    float l2 = dot(v, v);
    return v / l2;
}

int main(void) {
    v4sf a = {1.0f, -2.0f, 3.5f, 0.0f}, b = {4.0f, 6.0f, -1.5f, 8.0f};
    v4sf l = lerp(a, b, 0.25f);
    v4sf d = vdiv(b, (v4sf){2.0f, 3.0f, 0.5f, -4.0f});
    v4si c = vcmp(a, (v4sf){1.0f, 0.0f, 4.0f, -1.0f});
    printf("lerp = %g %g %g %g\n", (double)l[0], (double)l[1], (double)l[2], (double)l[3]);
    printf("div  = %g %g %g %g\n", (double)d[0], (double)d[1], (double)d[2], (double)d[3]);
    printf("cmp  = %d %d %d %d\n", c[0], c[1], c[2], c[3]);
    printf("dot  = %g\n", (double)dot(a, b));
    v4sf n = normalize_length2(b);
    printf("norm = %.7g %.7g %.7g %.7g\n", (double)n[0], (double)n[1], (double)n[2], (double)n[3]);
    v4sf acc = {0, 0, 0, 0};
    for (int i = 0; i < 100; i++) acc += (v4sf){(float)i, 0.5f, -0.25f, (float)(i % 3)} * 0.1f;
    printf("acc  = %.7g %.7g %.7g %.7g\n", (double)acc[0], (double)acc[1], (double)acc[2], (double)acc[3]);
    return (int)(acc[0] + acc[3]) & 0x7f;
}
