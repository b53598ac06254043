#include <stdio.h>
#include <stdint.h>
#include <limits.h>

__attribute__((noinline)) static int mul_i32(int a, int b, int *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) static int mul_u32(unsigned a, unsigned b, unsigned *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) static int mul_i64(long long a, long long b, long long *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) static int mul_u64(unsigned long long a, unsigned long long b, unsigned long long *r) {
    return __builtin_mul_overflow(a, b, r);
}
__attribute__((noinline)) static int mul_i16(short a, short b, short *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) static int mul_u8(uint8_t a, uint8_t b, uint8_t *r) { return __builtin_mul_overflow(a, b, r); }
__attribute__((noinline)) static int mul_u128(unsigned __int128 a, unsigned __int128 b, unsigned __int128 *r) {
    return __builtin_mul_overflow(a, b, r);
}

/* checked factorial: how far each width goes */
#define FACT_LIMIT(NAME, T, MUL)                 \
    static int NAME(void) {                      \
        T acc = 1, r;                            \
        int n = 1;                               \
        while (!MUL(acc, (T)(n + 1), &r)) {      \
            acc = r;                             \
            n++;                                 \
        }                                        \
        return n;                                \
    }
FACT_LIMIT(fl_i32, int, mul_i32)
FACT_LIMIT(fl_u32, unsigned, mul_u32)
FACT_LIMIT(fl_i64, long long, mul_i64)
FACT_LIMIT(fl_u64, unsigned long long, mul_u64)
FACT_LIMIT(fl_i16, short, mul_i16)
FACT_LIMIT(fl_u8, uint8_t, mul_u8)
FACT_LIMIT(fl_u128, unsigned __int128, mul_u128)

int main(void) {
    printf("factorial limits: i32=%d u32=%d i64=%d u64=%d i16=%d u8=%d u128=%d\n", fl_i32(), fl_u32(), fl_i64(), fl_u64(), fl_i16(),
           fl_u8(), fl_u128());
    int ri;
    long long rl;
    unsigned long long ru;
    unsigned h = 0;
    static const long long v[] = {0, 1, -1, 3037000499LL, 3037000500LL, -3037000500LL, LLONG_MAX, LLONG_MIN, 4294967296LL};
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            h = h * 5 + (unsigned)mul_i64(v[i], v[j], &rl) + (unsigned)rl;
            h = h * 5 + (unsigned)mul_u64((unsigned long long)v[i], (unsigned long long)v[j], &ru) + (unsigned)ru;
            h = h * 5 + (unsigned)mul_i32((int)v[i], (int)(v[j] >> 3), &ri) + (unsigned)ri;
        }
    printf("INT_MIN*-1: %d, -1*-1: %d=%d, 65536*32768: %d\n", mul_i32(INT_MIN, -1, &ri), mul_i32(-1, -1, &ri), ri,
           mul_i32(65536, 32768, &ri));
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
