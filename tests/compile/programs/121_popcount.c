#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int pc32(unsigned x) { return __builtin_popcount(x); }
__attribute__((noinline)) static int pc64(unsigned long long x) { return __builtin_popcountll(x); }
__attribute__((noinline)) static int pcl(unsigned long x) { return __builtin_popcountl(x); }
/* the classic loop that -O2 recognizes as ctpop */
__attribute__((noinline)) static int pc_loop(uint32_t x) {
    int c = 0;
    while (x) {
        x &= x - 1;
        c++;
    }
    return c;
}
__attribute__((noinline)) static int pc8(uint8_t x) { return __builtin_popcount(x); }
__attribute__((noinline)) static int pc128(unsigned __int128 x) { return __builtin_popcountll((unsigned long long)x) + __builtin_popcountll((unsigned long long)(x >> 64)); }

int main(void) {
    unsigned long long s = 0x9e3779b97f4a7c15ULL;
    int total = 0;
    for (int i = 0; i < 1000; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        int a = pc32((unsigned)s), b = pc64(s), c = pc_loop((uint32_t)(s >> 32)), d = pcl(s >> 3), e = pc8((uint8_t)s);
        if (a != pc_loop((uint32_t)s)) { printf("mismatch\n"); return 1; }
        total += a + b + c + d + e;
    }
    printf("pc32(0)=%d pc32(~0)=%d pc64(~0)=%d pc64(0x8000000000000001)=%d pc8(0xff)=%d pc128=%d\n", pc32(0), pc32(~0u),
           pc64(~0ULL), pc64(0x8000000000000001ULL), pc8(0xff), pc128(~(unsigned __int128)0 >> 3));
    printf("total=%d parity=%d %d\n", total, __builtin_parity(0x7u), __builtin_parityll(0x3ULL));
    return total & 0x7f;
}
