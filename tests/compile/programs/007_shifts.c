#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int32_t ashr32(int32_t x, int s) { return x >> s; }
__attribute__((noinline)) static uint32_t lshr32(uint32_t x, int s) { return x >> s; }
__attribute__((noinline)) static uint32_t shl32(uint32_t x, int s) { return x << s; }
__attribute__((noinline)) static int64_t ashr64(int64_t x, int s) { return x >> s; }
__attribute__((noinline)) static uint64_t lshr64(uint64_t x, int s) { return x >> s; }
__attribute__((noinline)) static uint64_t shl64(uint64_t x, int s) { return x << s; }
__attribute__((noinline)) static int8_t ashr8(int8_t x, int s) { return (int8_t)(x >> s); }
__attribute__((noinline)) static uint16_t shl16(uint16_t x, int s) { return (uint16_t)(x << s); }
__attribute__((noinline)) static int16_t ashr16(int16_t x, int s) { return (int16_t)(x >> s); }

int main(void) {
    uint64_t h = 0;
    for (int s = 0; s < 32; s++) {
        h = h * 31 + (uint32_t)ashr32(-123456789, s);
        h = h * 31 + lshr32(0xdeadbeefu, s);
        h = h * 31 + shl32(0x12345679u, s);
    }
    for (int s = 0; s < 64; s++) {
        h = h * 31 + (uint64_t)ashr64(-1234567890123456789LL, s);
        h = h * 31 + lshr64(0xfedcba9876543210ull, s);
        h = h * 31 + shl64(0x0123456789abcdefull, s);
    }
    for (int s = 0; s < 8; s++) {
        h = h * 31 + (uint8_t)ashr8(-100, s);
        h = h * 31 + shl16(0xabcd, s * 2);
        h = h * 31 + (uint16_t)ashr16(-30000, s * 2);
    }
    printf("%d %u %u\n", ashr32(-1, 31), lshr32(0x80000000u, 31), shl32(1, 31));
    printf("%lld %llu %llu\n", (long long)ashr64(INT64_MIN, 63), (unsigned long long)lshr64(UINT64_MAX, 60),
           (unsigned long long)shl64(3, 62));
    printf("%d %u %d\n", ashr8(-128, 7), shl16(0xffff, 15), ashr16(-32768, 15));
    /* constant shifts */
    volatile int32_t x = -1000;
    volatile uint32_t y = 1000;
    printf("%d %d %u %u\n", x >> 3, x / 8, y << 20, y >> 2);
    printf("h=%016llx\n", (unsigned long long)h);
    return (int)(h % 128);
}
