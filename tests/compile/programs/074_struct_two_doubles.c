#include <stdio.h>

/* Structs of two doubles / one double / four floats: SSE class in xmm registers. */
struct cplx { double re, im; };
struct one { double v; };
struct f4 { float a, b, c, d; };

__attribute__((noinline)) static struct cplx cmul(struct cplx a, struct cplx b) {
    struct cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}
__attribute__((noinline)) static struct cplx cadd(struct cplx a, struct cplx b) {
    struct cplx r = {a.re + b.re, a.im + b.im};
    return r;
}
__attribute__((noinline)) static struct one half(struct one x) { struct one r = {x.v / 2}; return r; }
__attribute__((noinline)) static struct f4 f4scale(struct f4 x, float k) {
    struct f4 r = {x.a * k, x.b * k, x.c * k, x.d * k};
    return r;
}
__attribute__((noinline)) static double many_cplx(struct cplx a, struct cplx b, struct cplx c, struct cplx d, struct cplx e) {
    /* 5 structs = 10 doubles: more than 8 SSE registers, the last ones go on the stack */
    return a.re + b.im * 2 + c.re * 3 + d.im * 4 + e.re * 5 + e.im * 6;
}

int main(void) {
    struct cplx z = {0, 0};
    struct cplx c = {-0.4, 0.6};
    int iters = 0;
    while (iters < 100 && z.re * z.re + z.im * z.im < 4.0) {
        z = cadd(cmul(z, z), c);
        iters++;
    }
    printf("julia iters=%d z=(%.17g, %.17g)\n", iters, z.re, z.im);
    struct cplx p = {1, 0}, w = {0.6, 0.8};
    for (int i = 0; i < 10; i++) p = cmul(p, w);
    printf("w^10=(%.17g, %.17g)\n", p.re, p.im);
    struct one o = {100};
    for (int i = 0; i < 5; i++) o = half(o);
    struct f4 f = {1.5f, -2.0f, 3.25f, 0.125f};
    f = f4scale(f, 4.0f);
    printf("half=%g f4=%g %g %g %g\n", o.v, (double)f.a, (double)f.b, (double)f.c, (double)f.d);
    struct cplx a = {1, 2}, b = {3, 4}, cc = {5, 6}, d = {7, 8}, e = {9, 10};
    double m = many_cplx(a, b, cc, d, e);
    printf("many=%g\n", m);
    return (iters + (int)m) & 0x7f;
}
