#include <stdio.h>
#include <stdint.h>

int main(void) {
    volatile uint8_t a8 = 250;
    volatile uint16_t a16 = 65530;
    volatile uint32_t a32 = 4294967290u;
    volatile uint64_t a64 = 18446744073709551610ull;
    uint32_t sum = 0;
    for (int i = 0; i < 12; i++) {
        uint8_t x8 = (uint8_t)(a8 + i);
        uint16_t x16 = (uint16_t)(a16 + i);
        uint32_t x32 = a32 + (uint32_t)i;
        uint64_t x64 = a64 + (uint64_t)i;
        printf("%2d: %3u %5u %10u %20llu\n", i, x8, x16, x32, (unsigned long long)x64);
        sum += x8 + x16 + x32 + (uint32_t)x64;
    }
    uint32_t m = 0x9e3779b9u;
    uint64_t m64 = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 100; i++) {
        m = m * 0x01000193u + 0x7fu;
        m64 = m64 * 6364136223846793005ull + 1442695040888963407ull;
    }
    uint32_t under = 3u - 5u;
    uint64_t under64 = 3ull - 5ull;
    uint16_t neg16 = (uint16_t)-(unsigned)a16;
    printf("m=%08x m64=%016llx under=%u under64=%llu neg16=%u\n", m, (unsigned long long)m64, under,
           (unsigned long long)under64, neg16);
    sum ^= m ^ (uint32_t)(m64 >> 32);
    printf("sum=%u\n", sum);
    return (int)(sum & 0x7f);
}
