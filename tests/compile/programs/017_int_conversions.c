#include <stdio.h>
#include <stdint.h>

__attribute__((noinline)) static int64_t sext8(int8_t x) { return x; }
__attribute__((noinline)) static int64_t sext16(int16_t x) { return x; }
__attribute__((noinline)) static int64_t sext32(int32_t x) { return x; }
__attribute__((noinline)) static uint64_t zext8(uint8_t x) { return x; }
__attribute__((noinline)) static uint64_t zext16(uint16_t x) { return x; }
__attribute__((noinline)) static uint64_t zext32(uint32_t x) { return x; }
__attribute__((noinline)) static int8_t trunc8(int64_t x) { return (int8_t)x; }
__attribute__((noinline)) static uint16_t trunc16(uint64_t x) { return (uint16_t)x; }
__attribute__((noinline)) static int32_t trunc32(int64_t x) { return (int32_t)x; }
__attribute__((noinline)) static uint32_t u8_to_u32_via_s8(uint8_t x) { return (uint32_t)(int8_t)x; }

int main(void) {
    static const int64_t v[] = {0, 1, -1, 127, 128, 255, 256, -129, 32767, 32768, 65535, 65536, -32769,
                                2147483647, 2147483648LL, 4294967295LL, -2147483649LL, 0x123456789abcdefLL};
    uint64_t h = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        int64_t x = v[i];
        int8_t t8 = trunc8(x);
        uint16_t t16 = trunc16((uint64_t)x);
        int32_t t32 = trunc32(x);
        printf("%20lld: t8=%4d t16=%5u t32=%11d s8=%4lld s16=%6lld z8=%3llu z16=%5llu s32=%lld z32=%llu x=%u\n",
               (long long)x, t8, t16, t32, (long long)sext8(t8), (long long)sext16((int16_t)t16),
               (unsigned long long)zext8((uint8_t)t8), (unsigned long long)zext16(t16), (long long)sext32(t32),
               (unsigned long long)zext32((uint32_t)t32), u8_to_u32_via_s8((uint8_t)x));
        h = h * 1000003 + (uint64_t)sext8(t8) + zext16(t16) + (uint64_t)sext32(t32);
    }
    /* implicit conversions in mixed expressions */
    unsigned u = 10;
    int s = -20;
    long l = -20;
    printf("u+s=%u (u+s>0)=%d u+l=%ld\n", u + (unsigned)s, u + (unsigned)s > 0, (long)u + l);
    unsigned char uc = 200;
    signed char sc = -56;
    printf("uc==sc:%d (uc+sc)=%d\n", uc == (unsigned char)sc, uc + sc);
    printf("h=%llx\n", (unsigned long long)h);
    return (int)(h & 0x7f);
}
