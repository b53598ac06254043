#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int8_t s8_d(double x) { return (int8_t)x; }
__attribute__((noinline)) static uint8_t u8_d(double x) { return (uint8_t)x; }
__attribute__((noinline)) static int16_t s16_d(double x) { return (int16_t)x; }
__attribute__((noinline)) static uint16_t u16_d(double x) { return (uint16_t)x; }
__attribute__((noinline)) static int32_t s32_d(double x) { return (int32_t)x; }
__attribute__((noinline)) static uint32_t u32_d(double x) { return (uint32_t)x; }
__attribute__((noinline)) static int64_t s64_d(double x) { return (int64_t)x; }
__attribute__((noinline)) static uint64_t u64_d(double x) { return (uint64_t)x; }
__attribute__((noinline)) static int32_t s32_f(float x) { return (int32_t)x; }
__attribute__((noinline)) static uint32_t u32_f(float x) { return (uint32_t)x; }
__attribute__((noinline)) static int64_t s64_f(float x) { return (int64_t)x; }
__attribute__((noinline)) static uint64_t u64_f(float x) { return (uint64_t)x; }

int main(void) {
    /* all values are in range for every conversion they are used with */
    static const double small[] = {0.0, 0.9, -0.9, 1.5, -1.5, 100.99, -100.99, 127.0, -128.0};
    uint64_t h = 0;
    for (int i = 0; i < 9; i++) {
        double x = small[i];
        printf("%8.2f: s8=%d s16=%d s32=%d s64=%lld f32=%d\n", x, s8_d(x), s16_d(x), s32_d(x), (long long)s64_d(x), s32_f((float)x));
        h = h * 31 + (uint64_t)(int64_t)s8_d(x) + (uint64_t)s64_d(x);
        if (x > -1.0) {
            printf("          u8=%u u16=%u u32=%u u64=%llu uf32=%u uf64=%llu\n", u8_d(x), u16_d(x), u32_d(x),
                   (unsigned long long)u64_d(x), u32_f((float)x), (unsigned long long)u64_f((float)x));
            h = h * 31 + u8_d(x) + u64_d(x);
        }
    }
    static const double big[] = {255.9, 65535.5, 2147483647.0, -2147483648.0, 4294967295.0, 9.2e18, -9.2e18,
                                 9223372036854774784.0, 9223372036854775808.0, 18446744073709549568.0, 1e19};
    printf("u8 %u u16 %u s32 %d %d u32 %u\n", u8_d(big[0]), u16_d(big[1]), s32_d(big[2]), s32_d(big[3]), u32_d(big[4]));
    printf("s64 %lld %lld %lld\n", (long long)s64_d(big[5]), (long long)s64_d(big[6]), (long long)s64_d(big[7]));
    printf("u64 %llu %llu %llu %llu\n", (unsigned long long)u64_d(big[5]), (unsigned long long)u64_d(big[8]),
           (unsigned long long)u64_d(big[9]), (unsigned long long)u64_d(big[10]));
    printf("f: s64 %lld u64 %llu u32 %u\n", (long long)s64_f(-9.0e18f), (unsigned long long)u64_f(1.5e19f), u32_f(4.0e9f));
    for (int i = 0; i < 11; i++) h = h * 7 + (i >= 7 || big[i] >= 0 ? u64_d(big[i] < 0 ? 0 : big[i]) : 0);
    printf("h=%llx\n", (unsigned long long)h);
    return (int)(h & 0x7f);
}
