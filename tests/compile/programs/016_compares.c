#include <stdio.h>

#define CMPS(T, NAME)                                                                              \
    __attribute__((noinline)) static unsigned NAME(T a, T b) {                                     \
        return (unsigned)(a < b) | (unsigned)(a <= b) << 1 | (unsigned)(a > b) << 2 |                \
               (unsigned)(a >= b) << 3 | (unsigned)(a == b) << 4 | (unsigned)(a != b) << 5;        \
    }
CMPS(signed char, c_sc)
CMPS(unsigned char, c_uc)
CMPS(short, c_ss)
CMPS(unsigned short, c_us)
CMPS(int, c_si)
CMPS(unsigned, c_ui)
CMPS(long, c_sl)
CMPS(unsigned long, c_ul)
CMPS(long long, c_sll)
CMPS(unsigned long long, c_ull)

__attribute__((noinline)) static int branchy(long a, long b) {
    int r = 0;
    if (a < b) r += 1;
    if (a <= b) r += 2;
    if (a > b) r += 4;
    if (a >= b) r += 8;
    if (a == b) r += 16;
    if (a != b) r += 32;
    if ((unsigned long)a < (unsigned long)b) r += 64;
    if ((unsigned long)a >= (unsigned long)b) r += 128;
    return r;
}

int main(void) {
    static const long long v[] = {0, 1, -1, 127, -128, 255, 32767, -32768, 65535, 2147483647, -2147483648LL,
                                  4294967295LL, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1};
    const int n = sizeof v / sizeof v[0];
    unsigned h = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            long long a = v[i], b = v[j];
            h = h * 3 + c_sc((signed char)a, (signed char)b);
            h = h * 3 + c_uc((unsigned char)a, (unsigned char)b);
            h = h * 3 + c_ss((short)a, (short)b);
            h = h * 3 + c_us((unsigned short)a, (unsigned short)b);
            h = h * 3 + c_si((int)a, (int)b);
            h = h * 3 + c_ui((unsigned)a, (unsigned)b);
            h = h * 3 + c_sl((long)a, (long)b);
            h = h * 3 + c_ul((unsigned long)a, (unsigned long)b);
            h = h * 3 + c_sll(a, b);
            h = h * 3 + c_ull((unsigned long long)a, (unsigned long long)b);
            h = h * 5 + (unsigned)branchy((long)a, (long)b);
        }
        printf("%20lld vs -1: sc=%02x uc=%02x si=%02x ui=%02x sll=%02x ull=%02x br=%d\n", v[i],
               c_sc((signed char)v[i], -1), c_uc((unsigned char)v[i], (unsigned char)-1), c_si((int)v[i], -1),
               c_ui((unsigned)v[i], (unsigned)-1), c_sll(v[i], -1), c_ull((unsigned long long)v[i], (unsigned long long)-1),
               branchy((long)v[i], -1));
    }
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
