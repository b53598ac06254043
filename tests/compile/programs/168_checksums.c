#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* CRC-32 (table and bitwise), Adler-32, Fletcher-16, FNV-1a, and a simple 64-bit mixing hash. */
static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}
static uint32_t crc32_table(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) c = crc_table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}
static uint32_t crc32_bitwise(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1)));
    }
    return ~c;
}
static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}
static uint16_t fletcher16(const unsigned char *p, size_t n) {
    uint16_t s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) {
        s1 = (uint16_t)((s1 + p[i]) % 255);
        s2 = (uint16_t)((s2 + s1) % 255);
    }
    return (uint16_t)((s2 << 8) | s1);
}
static uint64_t fnv1a64(const unsigned char *p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}
static uint64_t murmur_mix(const unsigned char *p, size_t n) {
    uint64_t h = 0x9747b28c ^ (n * 0xc6a4a7935bd1e995ULL);
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t k;
        memcpy(&k, p + i, 8);
        k *= 0xc6a4a7935bd1e995ULL;
        k ^= k >> 47;
        k *= 0xc6a4a7935bd1e995ULL;
        h ^= k;
        h *= 0xc6a4a7935bd1e995ULL;
    }
    for (int s = 0; i < n; i++, s += 8) h ^= (uint64_t)p[i] << s;
    h ^= h >> 47;
    h *= 0xc6a4a7935bd1e995ULL;
    h ^= h >> 47;
    return h;
}

int main(void) {
    crc_init();
    const char *tests[] = {"", "a", "abc", "message digest", "The quick brown fox jumps over the lazy dog",
                           "123456789", "Wikipedia"};
    uint32_t acc = 0;
    for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        const unsigned char *p = (const unsigned char *)tests[i];
        size_t n = strlen(tests[i]);
        uint32_t c1 = crc32_table(p, n), c2 = crc32_bitwise(p, n);
        printf("%-45s crc=%08x%s adler=%08x fl16=%04x fnv=%016llx mm=%016llx\n", tests[i], c1, c1 == c2 ? "" : "!", adler32(p, n),
               fletcher16(p, n), (unsigned long long)fnv1a64(p, n), (unsigned long long)murmur_mix(p, n));
        acc ^= c1 + adler32(p, n);
    }
    static unsigned char big[20000];
    for (int i = 0; i < 20000; i++) big[i] = (unsigned char)(i * i + i / 7);
    printf("big: crc=%08x adler=%08x fnv=%016llx\n", crc32_table(big, sizeof big), adler32(big, sizeof big),
           (unsigned long long)fnv1a64(big, sizeof big));
    return (int)(acc & 0x7f);
}
