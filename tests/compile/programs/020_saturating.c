#include <stdio.h>
#include <stdint.h>

/* Saturating arithmetic patterns (-O2 may form uadd.sat / usub.sat etc.). */
__attribute__((noinline)) static uint8_t sat_add_u8(uint8_t a, uint8_t b) {
    unsigned s = (unsigned)a + b;
    return s > 255 ? 255 : (uint8_t)s;
}
__attribute__((noinline)) static uint8_t sat_sub_u8(uint8_t a, uint8_t b) { return a > b ? (uint8_t)(a - b) : 0; }
__attribute__((noinline)) static uint32_t sat_add_u32(uint32_t a, uint32_t b) {
    uint32_t s = a + b;
    return s < a ? UINT32_MAX : s;
}
__attribute__((noinline)) static uint32_t sat_sub_u32(uint32_t a, uint32_t b) { return a >= b ? a - b : 0; }
__attribute__((noinline)) static int16_t sat_add_s16(int16_t a, int16_t b) {
    int s = a + b;
    if (s > INT16_MAX) return INT16_MAX;
    if (s < INT16_MIN) return INT16_MIN;
    return (int16_t)s;
}
__attribute__((noinline)) static int32_t sat_add_s32(int32_t a, int32_t b) {
    int64_t s = (int64_t)a + b;
    return s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : (int32_t)s;
}
__attribute__((noinline)) static void sat_add_arr(uint8_t *dst, const uint8_t *a, const uint8_t *b, int n) {
    for (int i = 0; i < n; i++) {
        unsigned s = (unsigned)a[i] + b[i];
        dst[i] = s > 255 ? 255 : (uint8_t)s;
    }
}

int main(void) {
    unsigned h = 0;
    for (int a = 0; a < 256; a += 15)
        for (int b = 0; b < 256; b += 17) {
            h = h * 31 + sat_add_u8((uint8_t)a, (uint8_t)b);
            h = h * 31 + sat_sub_u8((uint8_t)a, (uint8_t)b);
        }
    printf("u8: %u %u %u %u\n", sat_add_u8(200, 100), sat_add_u8(20, 10), sat_sub_u8(10, 20), sat_sub_u8(20, 10));
    printf("u32: %u %u %u\n", sat_add_u32(4000000000u, 400000000u), sat_add_u32(1, 2), sat_sub_u32(5, 7));
    printf("s16: %d %d %d\n", sat_add_s16(30000, 10000), sat_add_s16(-30000, -10000), sat_add_s16(-5, 3));
    printf("s32: %d %d %d\n", sat_add_s32(INT32_MAX, 1), sat_add_s32(INT32_MIN, -1), sat_add_s32(100, -300));
    uint8_t x[64], y[64], z[64];
    for (int i = 0; i < 64; i++) {
        x[i] = (uint8_t)(i * 7);
        y[i] = (uint8_t)(255 - i * 3);
    }
    sat_add_arr(z, x, y, 64);
    for (int i = 0; i < 64; i++) h = h * 7 + z[i];
    printf("z[0..7]=%u %u %u %u %u %u %u %u h=%u\n", z[0], z[1], z[20], z[30], z[40], z[50], z[60], z[63], h);
    return (int)(h & 0x7f);
}
