#include <stdio.h>

/* {float,float,float}: 12 bytes, two SSE eightbytes (<2 x float> and float). */
struct vec3 { float x, y, z; };
struct vec2 { float x, y; };
struct col4 { float r, g, b, a; };
struct dfl { double d; float f; };

__attribute__((noinline)) static struct vec3 v3add(struct vec3 a, struct vec3 b) {
    struct vec3 r = {a.x + b.x, a.y + b.y, a.z + b.z};
    return r;
}
__attribute__((noinline)) static struct vec3 v3cross(struct vec3 a, struct vec3 b) {
    struct vec3 r = {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
    return r;
}
__attribute__((noinline)) static float v3dot(struct vec3 a, struct vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__attribute__((noinline)) static struct vec2 v2rot(struct vec2 v) { struct vec2 r = {-v.y, v.x}; return r; }
__attribute__((noinline)) static struct col4 blend(struct col4 a, struct col4 b, float t) {
    struct col4 r = {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, a.a + (b.a - a.a) * t};
    return r;
}
__attribute__((noinline)) static struct dfl dfl_mk(double d, float f) { struct dfl r = {d * 2, f / 2}; return r; }

int main(void) {
    struct vec3 a = {1, 2, 3}, b = {-4, 0.5f, 2};
    struct vec3 s = v3add(a, b), c = v3cross(a, b);
    float d = v3dot(a, b);
    printf("add=(%g %g %g) cross=(%g %g %g) dot=%g\n", (double)s.x, (double)s.y, (double)s.z, (double)c.x, (double)c.y,
           (double)c.z, (double)d);
    struct vec3 acc = {0, 0, 0};
    for (int i = 0; i < 50; i++) {
        struct vec3 t = {(float)i, (float)(i % 7), (float)(-i)};
        acc = v3add(acc, v3cross(t, a));
    }
    struct vec2 v = {3, 4};
    for (int i = 0; i < 3; i++) v = v2rot(v);
    struct col4 k = blend((struct col4){0, 0.5f, 1, 1}, (struct col4){1, 1, 0, 0.5f}, 0.25f);
    struct dfl q = dfl_mk(1.5, 3.0f);
    printf("acc=(%g %g %g) v=(%g %g) col=(%g %g %g %g) dfl=%g,%g\n", (double)acc.x, (double)acc.y, (double)acc.z, (double)v.x,
           (double)v.y, (double)k.r, (double)k.g, (double)k.b, (double)k.a, q.d, (double)q.f);
    return (int)(acc.x + acc.y * 3 + acc.z * 5 + d) & 0x7f;
}
