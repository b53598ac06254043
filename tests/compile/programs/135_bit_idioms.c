#include <stdio.h>
#include <stdint.h>

/* Loops and expressions that -O2 rewrites into ctlz/cttz/ctpop/umulh-like forms. */
__attribute__((noinline)) static int count_leading(uint32_t x) {
    int n = 0;
    if (x == 0) return 32;
    while (!(x & 0x80000000u)) {
        x <<= 1;
        n++;
    }
    return n;
}
__attribute__((noinline)) static int count_trailing(uint64_t x) {
    if (!x) return 64;
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
}
__attribute__((noinline)) static int bit_length(uint64_t x) {
    int n = 0;
    while (x) {
        x >>= 1;
        n++;
    }
    return n;
}
__attribute__((noinline)) static uint64_t mulhi(uint64_t a, uint64_t b) { return (uint64_t)(((unsigned __int128)a * b) >> 64); }
__attribute__((noinline)) static int64_t smulhi(int64_t a, int64_t b) { return (int64_t)(((__int128)a * b) >> 64); }
__attribute__((noinline)) static uint32_t isolate_high(uint32_t x) { return x ? 0x80000000u >> count_leading(x) : 0; }
__attribute__((noinline)) static int is_pow2(uint64_t x) { return x && !(x & (x - 1)); }
__attribute__((noinline)) static uint32_t abs_diff(int32_t a, int32_t b) { return a > b ? (uint32_t)a - (uint32_t)b : (uint32_t)b - (uint32_t)a; }

int main(void) {
    uint64_t s = 0x123456789abcdefULL, h = 0;
    for (int i = 0; i < 500; i++) {
        s = s * 6364136223846793005ULL + 1442695040888963407ULL;
        uint64_t x = s >> (i % 63);
        h = h * 31 + (uint64_t)count_leading((uint32_t)x) + (uint64_t)count_trailing(x) + (uint64_t)bit_length(x);
        h += mulhi(s, x) ^ (uint64_t)smulhi((int64_t)s, (int64_t)x) ^ isolate_high((uint32_t)(x >> 7));
        h += (uint64_t)is_pow2(x & 0xff) + abs_diff((int32_t)(x >> 33), (int32_t)(s >> 40));
    }
    printf("cl(1)=%d ct(1<<63)=%d bl(255)=%d mulhi=%llu smulhi=%lld iso=%08x pow2=%d%d\n", count_leading(1), count_trailing(1ULL << 63),
           bit_length(255), (unsigned long long)mulhi(~0ULL, ~0ULL), (long long)smulhi(-1, INT64_MAX), isolate_high(0x00ff0000u),
           is_pow2(1024), is_pow2(1023));
    printf("h=%016llx\n", (unsigned long long)h);
    return (int)(h & 0x7f);
}
