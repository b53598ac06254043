// memcpy, memmove and memset of small constant sizes, which the compiler
// writes inline (every piece loaded before any is stored): sizes from 1
// to 65 bytes around the 16-, 8-, 4-, 2- and 1-byte pieces, memmoves
// overlapping forwards and backwards, fills of several byte values, and
// struct assignments.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned sum;

static void mix_buf(const uint8_t *b, int n) {
    for (int i = 0; i < n; i++)
        sum = sum * 31u + b[i];
}

__attribute__((noinline)) static void fill(uint8_t *b, int n, int seed) {
    for (int i = 0; i < n; i++)
        b[i] = (uint8_t)(seed * 29 + i * 7 + (i >> 3));
}

#define CASE(N)                                                                \
    do {                                                                       \
        uint8_t src[160], dst[160];                                            \
        fill(src, 160, N);                                                     \
        fill(dst, 160, N + 1);                                                 \
        memcpy(dst + 3, src + 5, N);                                           \
        mix_buf(dst, 160);                                                     \
        memmove(src + 1, src + 4, N);                                          \
        mix_buf(src, 160);                                                     \
        memmove(src + 9, src + 2, N);                                          \
        mix_buf(src, 160);                                                     \
        memset(dst + 1, 0xA5, N);                                              \
        mix_buf(dst, 160);                                                     \
        memset(dst + 7, N, N);                                                 \
        mix_buf(dst, 160);                                                     \
        printf("size %d: %08x\n", N, sum);                                     \
    } while (0)

struct s24 { uint64_t a, b, c; };
struct s40 { uint32_t w[10]; };

__attribute__((noinline)) static void copy_structs(struct s24 *x, const struct s24 *y,
                                                   struct s40 *p, const struct s40 *q) {
    *x = *y;
    *p = *q;
}

int main(void) {
    CASE(1); CASE(2); CASE(3); CASE(4); CASE(5); CASE(7); CASE(8); CASE(9);
    CASE(12); CASE(15); CASE(16); CASE(17); CASE(23); CASE(24); CASE(31);
    CASE(32); CASE(33); CASE(40); CASE(47); CASE(48); CASE(49); CASE(63);
    CASE(64); CASE(65); CASE(100);
    struct s24 x = {1, 2, 3}, y = {4, 5, 6};
    struct s40 p, q;
    for (int i = 0; i < 10; i++) {
        p.w[i] = (uint32_t)i;
        q.w[i] = (uint32_t)(i * i + 11);
    }
    copy_structs(&x, &y, &p, &q);
    mix_buf((const uint8_t *)&x, sizeof x);
    mix_buf((const uint8_t *)&p, sizeof p);
    printf("structs %llu %u sum %08x\n", (unsigned long long)(x.a + x.b + x.c), p.w[9], sum);
    return (int)(sum & 0x7f);
}
