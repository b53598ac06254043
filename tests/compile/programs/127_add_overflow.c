#include <stdio.h>
#include <stdint.h>
#include <limits.h>

/* __builtin_add_overflow / sub / mul on several widths, signed and unsigned. */
__attribute__((noinline)) static int add_i32(int a, int b, int *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_u32(unsigned a, unsigned b, unsigned *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_i64(long a, long b, long *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_u64(unsigned long a, unsigned long b, unsigned long *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_i8(int8_t a, int8_t b, int8_t *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_u16(uint16_t a, uint16_t b, uint16_t *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int sub_i32(int a, int b, int *r) { return __builtin_sub_overflow(a, b, r); }
__attribute__((noinline)) static int sub_u32(unsigned a, unsigned b, unsigned *r) { return __builtin_sub_overflow(a, b, r); }
__attribute__((noinline)) static int sub_i64(long a, long b, long *r) { return __builtin_sub_overflow(a, b, r); }
__attribute__((noinline)) static int sub_u8(uint8_t a, uint8_t b, uint8_t *r) { return __builtin_sub_overflow(a, b, r); }
__attribute__((noinline)) static int add_sadd(int a, int b, int *r) { return __builtin_sadd_overflow(a, b, r); }
__attribute__((noinline)) static int add_uaddll(unsigned long long a, unsigned long long b, unsigned long long *r) {
    return __builtin_uaddll_overflow(a, b, r);
}
/* mixed types: the result type decides */
__attribute__((noinline)) static int add_mixed(long a, unsigned b, short *r) { return __builtin_add_overflow(a, b, r); }
__attribute__((noinline)) static int add_i128(__int128 a, __int128 b, __int128 *r) { return __builtin_add_overflow(a, b, r); }

int main(void) {
    unsigned h = 0;
    int ri; unsigned ru; long rl; unsigned long rul; int8_t r8; uint16_t r16; uint8_t ru8; short rs; unsigned long long rull;
    __int128 r128;
    static const int iv[] = {0, 1, -1, INT_MAX, INT_MIN, 1000000000, -1000000000};
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j++) {
            int o1 = add_i32(iv[i], iv[j], &ri);
            h = h * 7 + (unsigned)o1 + (unsigned)ri;
            int o2 = sub_i32(iv[i], iv[j], &ri);
            h = h * 7 + (unsigned)o2 * 2 + (unsigned)ri;
            int o3 = add_u32((unsigned)iv[i], (unsigned)iv[j], &ru);
            h = h * 7 + (unsigned)o3 * 4 + ru;
            int o4 = sub_u32((unsigned)iv[i], (unsigned)iv[j], &ru);
            h = h * 7 + (unsigned)o4 * 8 + ru;
        }
    printf("i32: %d %d %d\n", add_i32(INT_MAX, 1, &ri), add_i32(-5, 3, &ri), ri);
    printf("i64: %d %d %ld\n", add_i64(LONG_MAX, 1, &rl), sub_i64(LONG_MIN, 1, &rl), (sub_i64(10, 20, &rl), rl));
    printf("u64: %d %d %lu\n", add_u64(ULONG_MAX, 1, &rul), add_u64(ULONG_MAX - 1, 1, &rul), rul);
    printf("i8: %d %d u16: %d %d\n", add_i8(100, 27, &r8), add_i8(100, 28, &r8), add_u16(65535, 0, &r16), add_u16(65535, 1, &r16));
    printf("u8 sub: %d %d=%u\n", sub_u8(3, 4, &ru8), sub_u8(4, 3, &ru8), ru8);
    printf("sadd: %d uaddll: %d mixed: %d %d=%d\n", add_sadd(INT_MIN, -1, &ri), add_uaddll(1ULL << 63, 1ULL << 63, &rull),
           add_mixed(32000, 767, &rs), add_mixed(-40000, 7232, &rs), rs);
    int o128 = add_i128(((__int128)1 << 126), ((__int128)1 << 126), &r128);
    printf("i128: %d %d\n", o128, add_i128(-1, 1, &r128) + (int)r128);
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
