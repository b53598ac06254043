#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static double d_s8(int8_t x) { return x; }
__attribute__((noinline)) static double d_u8(uint8_t x) { return x; }
__attribute__((noinline)) static double d_s16(int16_t x) { return x; }
__attribute__((noinline)) static double d_u16(uint16_t x) { return x; }
__attribute__((noinline)) static double d_s32(int32_t x) { return x; }
__attribute__((noinline)) static double d_u32(uint32_t x) { return x; }
__attribute__((noinline)) static double d_s64(int64_t x) { return (double)x; }
__attribute__((noinline)) static double d_u64(uint64_t x) { return (double)x; }
__attribute__((noinline)) static float f_s8(int8_t x) { return x; }
__attribute__((noinline)) static float f_u16(uint16_t x) { return x; }
__attribute__((noinline)) static float f_s32(int32_t x) { return (float)x; }
__attribute__((noinline)) static float f_u32(uint32_t x) { return (float)x; }
__attribute__((noinline)) static float f_s64(int64_t x) { return (float)x; }
__attribute__((noinline)) static float f_u64(uint64_t x) { return (float)x; }

int main(void) {
    static const int64_t v[] = {0, 1, -1, 127, -128, 255, 32767, -32768, 65535, 16777217, 2147483647,
                                -2147483647 - 1, 4294967295LL, 9007199254740993LL, -9007199254740993LL,
                                0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1, 0x7ffffffffffffdffLL};
    double acc = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        int64_t x = v[i];
        printf("%20lld: s8 %.1f u8 %.1f s16 %.1f u16 %.1f s32 %.1f u32 %.1f s64 %.1f u64 %.1f\n", (long long)x,
               d_s8((int8_t)x), d_u8((uint8_t)x), d_s16((int16_t)x), d_u16((uint16_t)x), d_s32((int32_t)x),
               d_u32((uint32_t)x), d_s64(x), d_u64((uint64_t)x));
        printf("%20s  f: s8 %.1f u16 %.1f s32 %.1f u32 %.1f s64 %.1f u64 %.1f\n", "", (double)f_s8((int8_t)x),
               (double)f_u16((uint16_t)x), (double)f_s32((int32_t)x), (double)f_u32((uint32_t)x), (double)f_s64(x),
               (double)f_u64((uint64_t)x));
        acc += d_u64((uint64_t)x) * 1e-18 + d_s64(x) * 1e-17 + (double)f_u32((uint32_t)x);
    }
    /* round-to-nearest-even cases for u64 -> double near 2^64 */
    uint64_t big[] = {0xffffffffffffffffULL, 0xfffffffffffff800ULL, 0xfffffffffffff7ffULL, 0x8000000000000001ULL,
                      0x8000000000000400ULL, 0x8000000000000c00ULL, 0x20000000000001ULL, 0x20000000000003ULL};
    for (int i = 0; i < 8; i++) printf("u64 %016llx -> %a -> float %a\n", (unsigned long long)big[i], d_u64(big[i]), (double)f_u64(big[i]));
    printf("acc=%.17g\n", acc);
    return (int)((long long)acc & 0x7f);
}
