#include <stdio.h>

/* Structs mixing INTEGER and SSE eightbytes. */
struct id { int i; double d; };        /* INTEGER + SSE */
struct di { double d; long i; };       /* SSE + INTEGER */
struct fi { float f; int i; };         /* one eightbyte: INTEGER (mixed) */
struct ffi { float a, b; int c; };     /* SSE + INTEGER */
struct cf { char c; float f; double d; }; /* INTEGER(mixed) + SSE */
struct lf { long l; float f, g; };     /* INTEGER + SSE */

__attribute__((noinline)) static struct id mk_id(int i, double d) { struct id r = {i * 2, d * 2}; return r; }
__attribute__((noinline)) static struct di mk_di(double d, long i) { struct di r = {d + 1, i - 1}; return r; }
__attribute__((noinline)) static struct fi mk_fi(float f, int i) { struct fi r = {f * 3, i * 3}; return r; }
__attribute__((noinline)) static struct ffi mk_ffi(struct ffi x) { struct ffi r = {x.b, x.a, x.c + 1}; return r; }
__attribute__((noinline)) static struct cf mk_cf(struct cf x) { struct cf r = {(char)(x.c + 1), x.f * 2, x.d * 3}; return r; }
__attribute__((noinline)) static struct lf mk_lf(struct lf x) { struct lf r = {x.l * 5, x.g, x.f}; return r; }
__attribute__((noinline)) static double consume(struct id a, struct di b, struct fi c, struct ffi d, struct cf e, struct lf f) {
    return a.i + a.d + b.d + (double)b.i + c.f + c.i + d.a + d.b + d.c + e.c + e.f + e.d + (double)f.l + f.f + f.g;
}

int main(void) {
    struct id a = mk_id(21, 1.25);
    struct di b = mk_di(-3.5, 1L << 40);
    struct fi c = mk_fi(0.5f, -7);
    struct ffi d = mk_ffi((struct ffi){1.5f, 2.5f, 99});
    struct cf e = mk_cf((struct cf){'A', 0.75f, -2.0});
    struct lf f = mk_lf((struct lf){123456789L, 1.0f, 2.0f});
    printf("id=%d,%g di=%g,%ld fi=%g,%d\n", a.i, a.d, b.d, b.i, (double)c.f, c.i);
    printf("ffi=%g,%g,%d cf=%c,%g,%g lf=%ld,%g,%g\n", (double)d.a, (double)d.b, d.c, e.c, (double)e.f, e.d, f.l,
           (double)f.f, (double)f.g);
    double t = consume(a, b, c, d, e, f);
    printf("consume=%.17g\n", t);
    return (int)((long long)t & 0x7f);
}
