#include <stdio.h>

/* Expression trees mixing widths, signedness and operators. */
__attribute__((noinline)) static long expr1(int a, short b, signed char c, long d) {
    return (a * b - c) / (d | 1) + ((a ^ d) & 0xff) - b * 4 + (c >> 1);
}
__attribute__((noinline)) static unsigned expr2(unsigned a, unsigned short b, unsigned char c) {
    return (a + b * c) ^ (a >> (c & 15)) ^ ((unsigned)b << (c & 7)) ^ ~a;
}
__attribute__((noinline)) static long long expr3(long long x) {
    long long t = x * 3 + 7;
    t = t - (t >> 4);
    t = t % 1000 + t / 1000;
    return t ? (x % t) : x;
}

int main(void) {
    long acc = 0;
    unsigned uacc = 0;
    for (int i = -50; i <= 50; i += 3) {
        long e1 = expr1(i * 1000, (short)(i * 7), (signed char)(i + 1), i * 100003L);
        unsigned e2 = expr2((unsigned)i * 2654435761u, (unsigned short)(i * 321), (unsigned char)i);
        long long e3 = expr3((long long)i * 987654321LL);
        acc += e1 + (long)e3;
        uacc = uacc * 7 + e2;
        if (i % 15 == 1 || i % 15 == -14) printf("i=%d e1=%ld e2=%u e3=%lld\n", i, e1, e2, e3);
    }
    printf("acc=%ld uacc=%u\n", acc, uacc);
    int a = 7, b = 3;
    int r = a++;
    ++b;
    r += b * (a - b);
    a--;
    b--;
    printf("r=%d a=%d b=%d\n", r, a, b);
    int z = (a += 5, b *= 2, a - b);
    printf("z=%d\n", z);
    return (int)((unsigned long)acc ^ uacc) & 0x7f;
}
