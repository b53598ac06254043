#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* Byte histogram, byte transforms and counting loops. */
#define N 4096
static uint8_t data[N];

__attribute__((noinline)) static void histogram(const uint8_t *d, int n, uint32_t h[256]) {
    memset(h, 0, 256 * sizeof h[0]);
    for (int i = 0; i < n; i++) h[d[i]]++;
}
__attribute__((noinline)) static void xor_key(uint8_t *d, int n, uint8_t k) {
    for (int i = 0; i < n; i++) d[i] ^= (uint8_t)(k + (i & 15));
}
__attribute__((noinline)) static int count_eq(const uint8_t *d, int n, uint8_t c) {
    int k = 0;
    for (int i = 0; i < n; i++) k += d[i] == c;
    return k;
}
__attribute__((noinline)) static void to_lower(char *s, int n) {
    for (int i = 0; i < n; i++) s[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] + 32 : s[i]);
}

int main(void) {
    uint32_t st = 1;
    for (int i = 0; i < N; i++) {
        st = st * 1103515245u + 12345u;
        data[i] = (uint8_t)((st >> 16) % 64 + (i % 3 == 0 ? 'A' : 'a'));
    }
    uint32_t h[256];
    histogram(data, N, h);
    uint32_t chk = 0;
    for (int i = 0; i < 256; i++) chk = chk * 31 + h[i];
    printf("h['A']=%u h['a']=%u chk=%u eq=%d\n", h['A'], h['a'], chk, count_eq(data, N, 'b'));
    xor_key(data, N, 0x5a);
    xor_key(data, N, 0x5a);
    histogram(data, N, h);
    uint32_t chk2 = 0;
    for (int i = 0; i < 256; i++) chk2 = chk2 * 31 + h[i];
    to_lower((char *)data, N);
    histogram(data, N, h);
    uint32_t chk3 = 0;
    for (int i = 0; i < 256; i++) chk3 = chk3 * 31 + h[i];
    printf("roundtrip=%d lower chk=%u\n", chk == chk2, chk3);
    return (int)((chk + chk3) % 127);
}
