#include <stdio.h>
#include <stdint.h>

/* Read-only data: const tables, const structs, string literals. */
static const uint32_t crc_like[16] = {0x00000000, 0x1db71064, 0x3b6e20c8, 0x26d930ac, 0x76dc4190, 0x6b6b51f4,
                                      0x4db26158, 0x5005713c, 0xedb88320, 0xf00f9344, 0xd6d6a3e8, 0xcb61b38c,
                                      0x9b64c2b0, 0x86d3d2d4, 0xa00ae278, 0xbdbdf21c};
static const double weights[] = {0.1, 0.2, 0.3, 0.4, -0.5, 1e10, -1e-10};
static const struct { const char *key; int value; } dict[] = {{"one", 1}, {"two", 2}, {"three", 3}, {"many", 1000}};
static const char hexdigits[] = "0123456789abcdef";
static const unsigned char bytes[] = {0xde, 0xad, 0xbe, 0xef, 0x00, 0x7f, 0x80, 0xff};
const int exported_const = 4242;
static const int64_t big_consts[] = {INT64_MIN, INT64_MAX, -1, 0};

static uint32_t crc_nibble(const unsigned char *p, int n) {
    uint32_t crc = 0xffffffffu;
    for (int i = 0; i < n; i++) {
        crc ^= p[i];
        crc = (crc >> 4) ^ crc_like[crc & 15];
        crc = (crc >> 4) ^ crc_like[crc & 15];
    }
    return ~crc;
}

int main(void) {
    uint32_t c = crc_nibble(bytes, sizeof bytes);
    const char *msg = "The quick brown fox jumps over the lazy dog";
    uint32_t c2 = crc_nibble((const unsigned char *)msg, 43);
    printf("crc=%08x crc2=%08x\n", c, c2);
    double w = 0;
    for (unsigned i = 0; i < sizeof weights / sizeof weights[0]; i++) w += weights[i] * (i + 1);
    printf("w=%.17g\n", w);
    int s = 0;
    for (unsigned i = 0; i < sizeof dict / sizeof dict[0]; i++) {
        printf("%s=%d ", dict[i].key, dict[i].value);
        s += dict[i].value;
    }
    char hex[17];
    for (int i = 0; i < 8; i++) {
        hex[2 * i] = hexdigits[bytes[i] >> 4];
        hex[2 * i + 1] = hexdigits[bytes[i] & 15];
    }
    hex[16] = 0;
    printf("\nhex=%s exported=%d big=%lld %lld %lld %lld\n", hex, exported_const, (long long)big_consts[0],
           (long long)big_consts[1], (long long)big_consts[2], (long long)big_consts[3]);
    return (int)((c ^ c2 ^ (uint32_t)s) & 0x7f);
}
