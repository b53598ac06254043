#include <stdio.h>

struct r1 { unsigned char a; };
struct r3 { char a, b, c; };
struct r5 { char a[5]; };
struct r8 { short a, b, c, d; };
struct r12 { int a, b, c; };
struct r16 { long a; int b; short c; };
struct rp { int *p; long n; };

__attribute__((noinline)) static struct r1 g1(int x) { struct r1 r = {(unsigned char)(x * 3)}; return r; }
__attribute__((noinline)) static struct r3 g3(int x) { struct r3 r = {(char)x, (char)(x + 1), (char)(x + 2)}; return r; }
__attribute__((noinline)) static struct r5 g5(int x) {
    struct r5 r;
    for (int i = 0; i < 5; i++) r.a[i] = (char)('a' + (x + i) % 26);
    return r;
}
__attribute__((noinline)) static struct r8 g8(int x) { struct r8 r = {(short)x, (short)-x, (short)(x * 2), (short)(x * -3)}; return r; }
__attribute__((noinline)) static struct r12 g12(int x) { struct r12 r = {x, x * x, -x}; return r; }
__attribute__((noinline)) static struct r16 g16(long x) { struct r16 r = {x << 20, (int)x, (short)(x & 0x7fff)}; return r; }
static int target[10];
__attribute__((noinline)) static struct rp gp(int i) { struct rp r = {&target[i], i}; return r; }

int main(void) {
    long s = 0;
    for (int x = 0; x < 20; x++) {
        struct r1 a = g1(x);
        struct r3 b = g3(x);
        struct r5 c = g5(x);
        struct r8 d = g8(x * 100);
        struct r12 e = g12(x);
        struct r16 f = g16(x * 1000L);
        struct rp p = gp(x % 10);
        *p.p += (int)p.n + 1;
        s += a.a + b.a + b.b + b.c + c.a[0] + c.a[4] + d.a + d.b + d.c + d.d + e.a + e.b + e.c + f.a + f.b + f.c;
        if (x % 6 == 0)
            printf("x=%d r1=%u r3=%d,%d,%d r5=%.5s r8=%d,%d,%d,%d r12=%d,%d,%d r16=%ld,%d,%d\n", x, a.a, b.a, b.b, b.c, c.a, d.a,
                   d.b, d.c, d.d, e.a, e.b, e.c, f.a, f.b, f.c);
    }
    for (int i = 0; i < 10; i++) s += target[i] * i;
    printf("s=%ld\n", s);
    return (int)(s & 0x7f);
}
