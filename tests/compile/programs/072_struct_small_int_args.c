#include <stdio.h>

/* Small integer structs of 1..16 bytes passed by value (INTEGER class, one or two registers). */
struct s1 { char a; };
struct s2 { short a; };
struct s3 { char a, b, c; };
struct s4 { int a; };
struct s6 { short a, b, c; };
struct s8 { int a, b; };
struct s9 { long a; char b; };
struct s12 { int a, b, c; };
struct s16 { long a, b; };
struct s16b { char a; int b; short c; long d; };

__attribute__((noinline)) static long f1(struct s1 x) { return x.a; }
__attribute__((noinline)) static long f2(struct s2 x) { return x.a; }
__attribute__((noinline)) static long f3(struct s3 x) { return x.a * 10000 + x.b * 100 + x.c; }
__attribute__((noinline)) static long f4(struct s4 x) { return x.a; }
__attribute__((noinline)) static long f6(struct s6 x) { return x.a * 1000000L + x.b * 1000L + x.c; }
__attribute__((noinline)) static long f8(struct s8 x) { return x.a * 100000L + x.b; }
__attribute__((noinline)) static long f9(struct s9 x) { return x.a * 256 + x.b; }
__attribute__((noinline)) static long f12(struct s12 x) { return x.a + x.b * 3L + x.c * 5L; }
__attribute__((noinline)) static long f16(struct s16 x) { return x.a - x.b; }
__attribute__((noinline)) static long f16b(struct s16b x) { return x.a + x.b + x.c + x.d; }
__attribute__((noinline)) static long all(struct s1 a, struct s2 b, struct s3 c, struct s4 d, struct s6 e, struct s8 f,
                                          struct s9 g, struct s12 h, struct s16 i, struct s16b j) {
    return f1(a) + f2(b) + f3(c) + f4(d) + f6(e) + f8(f) + f9(g) + f12(h) + f16(i) + f16b(j);
}

int main(void) {
    struct s1 a = {-5};
    struct s2 b = {-3000};
    struct s3 c = {1, 2, 3};
    struct s4 d = {123456};
    struct s6 e = {7, -8, 9};
    struct s8 f = {-11, 22};
    struct s9 g = {1L << 40, 'g'};
    struct s12 h = {100, 200, 300};
    struct s16 i = {1L << 50, 12345};
    struct s16b j = {'j', 1000000, -32000, -(5L << 45)};
    printf("%ld %ld %ld %ld %ld %ld\n", f1(a), f2(b), f3(c), f4(d), f6(e), f8(f));
    printf("%ld %ld %ld %ld\n", f9(g), f12(h), f16(i), f16b(j));
    long t = all(a, b, c, d, e, f, g, h, i, j);
    printf("all=%ld\n", t);
    return (int)(t & 0x7f);
}
