#include <stdio.h>
#include <stdint.h>
#include <string.h>

__attribute__((noinline)) static uint16_t bs16(uint16_t x) { return __builtin_bswap16(x); }
__attribute__((noinline)) static uint32_t bs32(uint32_t x) { return __builtin_bswap32(x); }
__attribute__((noinline)) static uint64_t bs64(uint64_t x) { return __builtin_bswap64(x); }
/* manual patterns that -O2 recognizes as bswap */
__attribute__((noinline)) static uint32_t manual32(uint32_t x) {
    return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}
__attribute__((noinline)) static uint32_t load_be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}
__attribute__((noinline)) static void store_be64(unsigned char *p, uint64_t v) {
    for (int i = 0; i < 8; i++) p[i] = (unsigned char)(v >> (56 - 8 * i));
}
__attribute__((noinline)) static uint8_t rev8(uint8_t x) { return __builtin_bitreverse8(x); }
__attribute__((noinline)) static uint32_t rev32(uint32_t x) { return __builtin_bitreverse32(x); }
__attribute__((noinline)) static uint64_t rev64(uint64_t x) { return __builtin_bitreverse64(x); }

int main(void) {
    printf("%04x %08x %016llx\n", bs16(0x1234), bs32(0x12345678u), (unsigned long long)bs64(0x0123456789abcdefULL));
    printf("manual=%08x rev8=%02x rev32=%08x rev64=%016llx\n", manual32(0xdeadbeefu), rev8(0x01), rev32(0x1u),
           (unsigned long long)rev64(0xf0ULL));
    unsigned char buf[8];
    store_be64(buf, 0x1122334455667788ULL);
    printf("be bytes: %02x %02x ... %02x load_be32=%08x\n", buf[0], buf[1], buf[7], load_be32(buf + 2));
    uint32_t h = 0;
    for (uint32_t i = 0; i < 1000; i++) {
        uint32_t x = i * 2654435761u;
        if (bs32(x) != manual32(x)) { printf("mismatch\n"); return 1; }
        h = h * 31 + bs32(x) + bs16((uint16_t)x) + (uint32_t)bs64(x) + rev32(x);
    }
    uint32_t host;
    memcpy(&host, "\x01\x02\x03\x04", 4);
    printf("host=%08x h=%08x\n", host, h);
    return (int)(h & 0x7f);
}
