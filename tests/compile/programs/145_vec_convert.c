#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v4df __attribute__((vector_size(32)));
typedef short v4hi __attribute__((vector_size(8)));
typedef unsigned char v4qu __attribute__((vector_size(4)));
typedef long long v4di __attribute__((vector_size(32)));
typedef double v2df __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef unsigned long long v2du __attribute__((vector_size(16)));

__attribute__((noinline)) static v4sf i2f(v4si v) { return __builtin_convertvector(v, v4sf); }
__attribute__((noinline)) static v4si f2i(v4sf v) { return __builtin_convertvector(v, v4si); }
__attribute__((noinline)) static v4sf u2f(v4su v) { return __builtin_convertvector(v, v4sf); }
__attribute__((noinline)) static void f2d(v4df *out, v4sf v) { *out = __builtin_convertvector(v, v4df); }
__attribute__((noinline)) static v4hi narrow(v4si v) { return __builtin_convertvector(v, v4hi); }
__attribute__((noinline)) static v4si widen(v4qu v) { return __builtin_convertvector(v, v4si); }
__attribute__((noinline)) static void sext(v4di *out, v4si v) { *out = __builtin_convertvector(v, v4di); }
__attribute__((noinline)) static v2df l2d(v2di v) { return __builtin_convertvector(v, v2df); }
__attribute__((noinline)) static v2du d2u(v2df v) { return __builtin_convertvector(v, v2du); }
/* bit casts between vector types of the same size */
__attribute__((noinline)) static v4su bits(v4sf v) { return (v4su)v; }

int main(void) {
    v4sf f = i2f((v4si){1, -2, 1 << 24 | 1, -1000000});
    printf("i2f: %.1f %.1f %.1f %.1f\n", (double)f[0], (double)f[1], (double)f[2], (double)f[3]);
    v4si i = f2i((v4sf){1.9f, -1.9f, 1e9f, -0.5f});
    printf("f2i: %d %d %d %d\n", i[0], i[1], i[2], i[3]);
    v4sf u = u2f((v4su){0, 1, 0x80000000u, 0xffffffffu});
    printf("u2f: %.1f %.1f %.1f %.1f\n", (double)u[0], (double)u[1], (double)u[2], (double)u[3]);
    v4df d;
    f2d(&d, (v4sf){0.1f, 1e30f, -2.5f, 3.0f});
    printf("f2d: %.17g %.17g %g %g\n", d[0], d[1], d[2], d[3]);
    v4hi n = narrow((v4si){70000, -70000, 32767, -1});
    printf("narrow: %d %d %d %d\n", n[0], n[1], n[2], n[3]);
    v4si w = widen((v4qu){0, 127, 128, 255});
    printf("widen: %d %d %d %d\n", w[0], w[1], w[2], w[3]);
    v4di s;
    sext(&s, (v4si){-1, 2, -2147483647 - 1, 2147483647});
    printf("sext: %lld %lld %lld %lld\n", s[0], s[1], s[2], s[3]);
    v2df ld = l2d((v2di){-(1LL << 53) - 1, 1LL << 62});
    v2du du = d2u((v2df){1e19, 12345.9});
    printf("l2d: %.1f %.1f d2u: %llu %llu\n", ld[0], ld[1], du[0], du[1]);
    v4su b = bits((v4sf){1.0f, -0.0f, 2.0f, 0.5f});
    printf("bits: %08x %08x %08x %08x\n", b[0], b[1], b[2], b[3]);
    return (i[0] + n[0] + w[3] + (int)b[0]) & 0x7f;
}
