#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static uint32_t rotl32(uint32_t x, unsigned r) { return __builtin_rotateleft32(x, r); }
__attribute__((noinline)) static uint32_t rotr32(uint32_t x, unsigned r) { return __builtin_rotateright32(x, r); }
__attribute__((noinline)) static uint64_t rotl64(uint64_t x, unsigned r) { return __builtin_rotateleft64(x, r); }
__attribute__((noinline)) static uint64_t rotr64(uint64_t x, unsigned r) { return __builtin_rotateright64(x, r); }
__attribute__((noinline)) static uint8_t rotl8(uint8_t x, unsigned r) { return __builtin_rotateleft8(x, (uint8_t)r); }
__attribute__((noinline)) static uint16_t rotr16(uint16_t x, unsigned r) { return __builtin_rotateright16(x, (uint16_t)r); }
/* the portable idiom, recognized as fshl at -O2 */
__attribute__((noinline)) static uint32_t rotl_idiom(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
/* funnel shift of two different values */
__attribute__((noinline)) static uint64_t funnel(uint64_t hi, uint64_t lo, unsigned s) {
    s &= 63;
    return s ? (hi << s) | (lo >> (64 - s)) : hi;
}

/* a mixing function built on rotates (like SipHash rounds) */
static uint64_t sipround(uint64_t v[4]) {
    v[0] += v[1]; v[1] = rotl64(v[1], 13); v[1] ^= v[0]; v[0] = rotl64(v[0], 32);
    v[2] += v[3]; v[3] = rotl64(v[3], 16); v[3] ^= v[2];
    v[0] += v[3]; v[3] = rotl64(v[3], 21); v[3] ^= v[0];
    v[2] += v[1]; v[1] = rotl64(v[1], 17); v[1] ^= v[2]; v[2] = rotl64(v[2], 32);
    return v[0] ^ v[1] ^ v[2] ^ v[3];
}

int main(void) {
    uint32_t h = 0;
    for (unsigned r = 0; r < 70; r++) {
        uint32_t a = rotl32(0x12345678u, r), b = rotr32(0x12345678u, r), c = rotl_idiom(0x12345678u, r);
        if (a != c) { printf("idiom mismatch at %u\n", r); return 1; }
        h = h * 31 + a + b + (uint32_t)rotl64(0x0123456789abcdefULL, r) + (uint32_t)rotr64(0x0123456789abcdefULL, r) +
            rotl8(0x81, r) + rotr16(0x8001, r) + (uint32_t)funnel(0xaaaaULL, 0xf000000000000000ULL, r);
    }
    uint64_t v[4] = {0x736f6d6570736575ULL, 0x646f72616e646f6dULL, 0x6c7967656e657261ULL, 0x7465646279746573ULL};
    uint64_t x = 0;
    for (int i = 0; i < 100; i++) x ^= sipround(v);
    printf("rotl32(1,31)=%08x rotr32(1,1)=%08x rotl8(0x81,1)=%02x rotr16(1,1)=%04x funnel=%016llx\n", rotl32(1, 31), rotr32(1, 1),
           rotl8(0x81, 1), rotr16(1, 1), (unsigned long long)funnel(0x1, 0x8000000000000000ULL, 1));
    printf("h=%08x x=%016llx\n", h, (unsigned long long)x);
    return (int)((h ^ (uint32_t)x) & 0x7f);
}
