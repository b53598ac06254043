#include <stdio.h>

/* Count leading/trailing zeros of nonzero values (zero is undefined for these builtins). */
__attribute__((noinline)) static int clz32(unsigned x) { return __builtin_clz(x); }
__attribute__((noinline)) static int ctz32(unsigned x) { return __builtin_ctz(x); }
__attribute__((noinline)) static int clz64(unsigned long long x) { return __builtin_clzll(x); }
__attribute__((noinline)) static int ctz64(unsigned long long x) { return __builtin_ctzll(x); }
__attribute__((noinline)) static int clzs(unsigned short x) { return __builtin_clzs(x); }
__attribute__((noinline)) static int ffs_(int x) { return __builtin_ffs(x); }
__attribute__((noinline)) static int ffsll_(long long x) { return __builtin_ffsll(x); }
__attribute__((noinline)) static int clrsb_(int x) { return __builtin_clrsb(x); }
__attribute__((noinline)) static int log2_floor(unsigned long long x) { return 63 - __builtin_clzll(x); }
__attribute__((noinline)) static unsigned long long round_up_pow2(unsigned long long x) {
    return x <= 1 ? 1 : 1ULL << (64 - __builtin_clzll(x - 1));
}
/* zero-safe variants: the compiler may use cttz/ctlz with a defined zero result */
__attribute__((noinline)) static int ctz_or_32(unsigned x) { return x ? __builtin_ctz(x) : 32; }
__attribute__((noinline)) static int clz_or_64(unsigned long long x) { return x ? __builtin_clzll(x) : 64; }

int main(void) {
    int total = 0;
    for (int b = 0; b < 32; b++) {
        unsigned x = 1u << b;
        unsigned y = x | (x >> 1) | 0x80000000u;
        total += clz32(x) * 3 + ctz32(x) + clz32(y | 1) + ctz32(y);
    }
    for (int b = 0; b < 64; b++) {
        unsigned long long x = 1ULL << b;
        total += clz64(x) + ctz64(x) * 2 + log2_floor(x | 1);
    }
    printf("clz32(1)=%d ctz32(0x80000000)=%d clz64(1)=%d ctz64(1<<40)=%d clzs(1)=%d clzs(0x8000)=%d\n", clz32(1),
           ctz32(0x80000000u), clz64(1), ctz64(1ULL << 40), clzs(1), clzs(0x8000));
    printf("ffs(0)=%d ffs(12)=%d ffsll(1<<50)=%d clrsb(0)=%d clrsb(-1)=%d clrsb(1)=%d clrsb(-128)=%d\n", ffs_(0), ffs_(12),
           ffsll_(1LL << 50), clrsb_(0), clrsb_(-1), clrsb_(1), clrsb_(-128));
    printf("roundup: %llu %llu %llu %llu\n", round_up_pow2(1), round_up_pow2(17), round_up_pow2(1024), round_up_pow2((1ULL << 40) + 1));
    printf("zero-safe: %d %d %d %d\n", ctz_or_32(0), ctz_or_32(8), clz_or_64(0), clz_or_64(255));
    printf("total=%d\n", total);
    return total & 0x7f;
}
