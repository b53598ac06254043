// CFLAGS: -mavx2
// AVX and AVX2 builtins that clang lowers to x86 target intrinsics on
// 256-bit vectors (each 128-bit half on its own, as AVX2 works): sign
// masks, packs, multiply-adds, averages, high products, sums of absolute
// differences, shifts, min/max; and SSE4.1's unsigned 32-bit pack.
#include <immintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned sum;

// Vectors go to functions through memory: 256-bit vectors as arguments
// or results take the AVX calling convention.
static void show_bytes(const char *what, const void *v) {
    uint8_t b[32];
    memcpy(b, v, 32);
    printf("%s:", what);
    for (int i = 0; i < 32; i++) {
        printf(" %02x", b[i]);
        sum = sum * 31u + b[i];
    }
    printf("\n");
}

#define show(what, expr)                                                       \
    do {                                                                       \
        __m256i show_v = (expr);                                               \
        show_bytes(what, &show_v);                                             \
    } while (0)

static void showi(const char *what, int v) {
    printf("%s: %d\n", what, v);
    sum = sum * 31u + (unsigned)v;
}

__attribute__((noinline)) static void bytes(int seed, __m256i *v) {
    uint8_t b[32];
    for (int i = 0; i < 32; i++)
        b[i] = (uint8_t)(seed * 53 + i * 29 + (i * i * 7));
    memcpy(v, b, 32);
}

__attribute__((noinline)) static int count(int c) { return c; }

int main(void) {
    __m256i a, b, c;
    bytes(1, &a);
    bytes(2, &b);
    bytes(3, &c);
    showi("movemask_epi8", _mm256_movemask_epi8(a));
    __m256 fa = _mm256_setr_ps(-1.5f, 2.0f, -0.0f, NAN, 5.0f, -6.0f, 7.0f, -8.0f);
    __m256 fb = _mm256_setr_ps(3.0f, -4.0f, 0.0f, 1.0f, NAN, 6.0f, -7.0f, 8.0f);
    __m256d da = _mm256_setr_pd(-2.5, NAN, 3.0, -4.0);
    showi("movemask_ps", _mm256_movemask_ps(fa));
    showi("movemask_pd", _mm256_movemask_pd(da));
    show("packs_epi16", _mm256_packs_epi16(a, b));
    show("packs_epi32", _mm256_packs_epi32(a, c));
    show("packus_epi16", _mm256_packus_epi16(b, c));
    show("packus_epi32", _mm256_packus_epi32(c, a));
    __m128i lo = _mm256_castsi256_si128(a), hi = _mm256_extracti128_si256(b, 1);
    __m128i p = _mm_packus_epi32(lo, hi);
    show("packus_epi32 128", _mm256_castsi128_si256(p));
    show("madd_epi16", _mm256_madd_epi16(a, b));
    show("avg_epu8", _mm256_avg_epu8(a, b));
    show("avg_epu16", _mm256_avg_epu16(b, c));
    show("mulhi_epi16", _mm256_mulhi_epi16(a, c));
    show("mulhi_epu16", _mm256_mulhi_epu16(a, c));
    show("sad_epu8", _mm256_sad_epu8(a, b));
    for (int k = 0; k < 3; k++) {
        int n = count(k * 9 + 2);
        printf("shifts by %d\n", n);
        show(" slli16", _mm256_slli_epi16(a, n));
        show(" srli32", _mm256_srli_epi32(b, n));
        show(" srai16", _mm256_srai_epi16(c, n));
        show(" srai32", _mm256_srai_epi32(a, n));
        show(" slli64", _mm256_slli_epi64(c, n * 2));
        __m128i cnt = _mm_cvtsi32_si128(n);
        show(" sll32", _mm256_sll_epi32(a, cnt));
        show(" srl64", _mm256_srl_epi64(b, cnt));
        show(" sra16", _mm256_sra_epi16(c, cnt));
    }
    show("min_ps", _mm256_castps_si256(_mm256_min_ps(fa, fb)));
    show("max_ps", _mm256_castps_si256(_mm256_max_ps(fa, fb)));
    __m256d db = _mm256_setr_pd(1.0, -7.0, NAN, 4.0);
    show("min_pd", _mm256_castpd_si256(_mm256_min_pd(da, db)));
    show("max_pd", _mm256_castpd_si256(_mm256_max_pd(db, da)));
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
