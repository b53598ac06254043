#include <stdio.h>
#include <stdint.h>

static uint32_t reverse_bits(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
static int popcount_manual(uint64_t x) {
    int c = 0;
    while (x) { x &= x - 1; c++; }
    return c;
}
static uint64_t next_pow2(uint64_t x) {
    x--;
    x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16; x |= x >> 32;
    return x + 1;
}
static uint32_t gray(uint32_t x) { return x ^ (x >> 1); }
static uint32_t ungray(uint32_t g) {
    uint32_t x = g;
    for (uint32_t s = 1; s < 32; s <<= 1) x ^= x >> s;
    return x;
}
static int parity(uint32_t x) {
    x ^= x >> 16; x ^= x >> 8; x ^= x >> 4; x ^= x >> 2; x ^= x >> 1;
    return (int)(x & 1);
}
static uint32_t lowest_set(uint32_t x) { return x & (0u - x); }
static uint32_t extract(uint32_t x, int pos, int len) { return (x >> pos) & ((1u << len) - 1); }
static uint32_t insert(uint32_t x, uint32_t v, int pos, int len) {
    uint32_t mask = ((1u << len) - 1) << pos;
    return (x & ~mask) | ((v << pos) & mask);
}

int main(void) {
    uint32_t h = 0;
    uint32_t x = 0x12345678;
    for (int i = 0; i < 64; i++) {
        x = x * 1103515245u + 12345u;
        uint32_t r = reverse_bits(x);
        h ^= r + (uint32_t)popcount_manual((uint64_t)x << 13 | x) + gray(x) + (uint32_t)parity(x);
        if (ungray(gray(x)) != x) { printf("gray mismatch\n"); return 1; }
        h = (h << 5) | (h >> 27);
        h += lowest_set(x | 1u << 20) + extract(x, i % 20, 7) + insert(h, x, i % 24, 8);
    }
    printf("rev=%08x pop=%d np2=%llu %llu gray=%08x parity=%d\n", reverse_bits(0x80000001u ^ 0x00f0u),
           popcount_manual(0xffff0000ffffULL), (unsigned long long)next_pow2(1000),
           (unsigned long long)next_pow2((1ULL << 40) + 1), gray(0xdeadbeef), parity(0x7));
    printf("ext=%x ins=%08x low=%x\n", extract(0xabcdef12, 8, 12), insert(0xffffffffu, 0x5, 4, 4), lowest_set(0x5500));
    int8_t sb = -5;
    uint8_t ub = (uint8_t)sb;
    printf("sb=%d ub=%u ~ub=%u ~sb=%d !sb=%d\n", sb, ub, (uint8_t)~ub, ~sb, !sb);
    printf("h=%08x\n", h);
    return (int)(h & 0x7f);
}
