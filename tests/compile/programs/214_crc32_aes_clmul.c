// CFLAGS: -msse4.2 -maes -mpclmul
// x86 instructions Cranelift has no form of, from their builtins: SSE4.2
// CRC32-C over bytes, halfwords, words and quadwords; AES-NI rounds
// (encrypt, decrypt, last rounds, inverse mix columns, key-generation
// assist with several immediates); carry-less multiplication of each
// pair of halves. The results are checked against each other and
// printed.
#include <nmmintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <wmmintrin.h>

static unsigned sum;

static void show(const char *what, __m128i v) {
    uint8_t b[16];
    memcpy(b, &v, 16);
    printf("%s:", what);
    for (int i = 0; i < 16; i++) {
        printf(" %02x", b[i]);
        sum = sum * 31u + b[i];
    }
    printf("\n");
}

__attribute__((noinline)) static __m128i bytes(int seed) {
    uint8_t b[16];
    for (int i = 0; i < 16; i++)
        b[i] = (uint8_t)(seed * 67 + i * 23 + (i * i * 3));
    __m128i v;
    memcpy(&v, b, 16);
    return v;
}

int main(void) {
    uint8_t data[64];
    for (int i = 0; i < 64; i++)
        data[i] = (uint8_t)(i * 37 + 11);
    uint32_t c8 = ~0u, c16 = ~0u, c32 = ~0u;
    uint64_t c64 = ~0u;
    for (int i = 0; i < 64; i++)
        c8 = _mm_crc32_u8(c8, data[i]);
    for (int i = 0; i < 64; i += 2) {
        uint16_t h;
        memcpy(&h, data + i, 2);
        c16 = _mm_crc32_u16(c16, h);
    }
    for (int i = 0; i < 64; i += 4) {
        uint32_t w;
        memcpy(&w, data + i, 4);
        c32 = _mm_crc32_u32(c32, w);
    }
    for (int i = 0; i < 64; i += 8) {
        uint64_t q;
        memcpy(&q, data + i, 8);
        c64 = _mm_crc32_u64(c64, q);
    }
    printf("crc32c %08x %08x %08x %08x same %d\n", ~c8, ~c16, ~c32, (uint32_t)~c64,
           c8 == c16 && c16 == c32 && c32 == (uint32_t)c64);
    sum = sum * 31u + c8;
    __m128i x = bytes(1), k = bytes(2);
    __m128i e = _mm_aesenc_si128(x, k);
    show("aesenc", e);
    show("aesenclast", _mm_aesenclast_si128(x, k));
    show("aesdec", _mm_aesdec_si128(e, k));
    show("aesdeclast", _mm_aesdeclast_si128(x, k));
    show("aesimc", _mm_aesimc_si128(x));
    show("keygen 01", _mm_aeskeygenassist_si128(k, 0x01));
    show("keygen 1b", _mm_aeskeygenassist_si128(k, 0x1b));
    show("keygen 36", _mm_aeskeygenassist_si128(x, 0x36));
    show("clmul 00", _mm_clmulepi64_si128(x, k, 0x00));
    show("clmul 01", _mm_clmulepi64_si128(x, k, 0x01));
    show("clmul 10", _mm_clmulepi64_si128(x, k, 0x10));
    show("clmul 11", _mm_clmulepi64_si128(x, k, 0x11));
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
