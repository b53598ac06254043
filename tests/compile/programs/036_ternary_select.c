#include <stdio.h>

__attribute__((noinline)) static int sel1(int c, int a, int b) { return c ? a : b; }
__attribute__((noinline)) static long sel2(long x) { return x < 0 ? -x : x * 2; }
__attribute__((noinline)) static unsigned char sel3(unsigned char x) { return x > 100 ? (unsigned char)(x - 100) : (unsigned char)(x + 100); }
__attribute__((noinline)) static const char *sel4(int x) { return x % 3 == 0 ? "fizz" : x % 5 == 0 ? "buzz" : "none"; }
__attribute__((noinline)) static int sel5(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }
__attribute__((noinline)) static short sel6(short a, short b) { return (short)(a == b ? 0 : a < b ? -1 : 1); }
__attribute__((noinline)) static int *sel7(int *p, int *q, int c) { return c ? p : q; }
__attribute__((noinline)) static int sel8(_Bool b) { return b ? 7 : 3; }

int main(void) {
    unsigned h = 0;
    int x = 5, y = 9;
    for (int i = -20; i <= 20; i++) {
        h = h * 31 + (unsigned)sel1(i & 1, i, -i);
        h = h * 31 + (unsigned)sel2(i * 1000L);
        h = h * 31 + sel3((unsigned char)(i * 11));
        h = h * 31 + (unsigned)sel5(i, i * i - 50, 7 - i);
        h = h * 31 + (unsigned)sel6((short)i, (short)(i / 2));
        *sel7(&x, &y, i & 2) += i;
        h = h * 31 + (unsigned)sel8(i > 3);
        if (i % 7 == 0) printf("%d: %s %d %ld %u\n", i, sel4(i), sel5(i, 2, -i), sel2(i), sel3((unsigned char)i));
    }
    printf("x=%d y=%d h=%u\n", x, y, h);
    return (int)(h & 0x7f);
}
