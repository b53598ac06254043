// SSE2 builtins that clang lowers to x86 target intrinsics (at -O0 all
// of them, at -O2 those LLVM keeps): sign masks, saturating packs,
// multiply-adds, averages, high products, sums of absolute differences,
// shifts (counts past the lane width too), x86 min/max (NaN operands
// too) and truncating conversions (out-of-range lanes too).
#include <emmintrin.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

static void showi(const char *what, int v) {
    printf("%s: %d\n", what, v);
    sum = sum * 31u + (unsigned)v;
}

__attribute__((noinline)) static __m128i bytes(int seed) {
    uint8_t b[16];
    for (int i = 0; i < 16; i++)
        b[i] = (uint8_t)(seed * 37 + i * 71 + (i * i * 13));
    __m128i v;
    memcpy(&v, b, 16);
    return v;
}

__attribute__((noinline)) static int count(int c) { return c; }

int main(void) {
    __m128i a = bytes(1), b = bytes(2), c = bytes(3);
    showi("movemask_epi8", _mm_movemask_epi8(a));
    showi("movemask_epi8 b", _mm_movemask_epi8(b));
    __m128 fa = _mm_setr_ps(-1.5f, 2.0f, -0.0f, NAN);
    __m128 fb = _mm_setr_ps(3.0f, -4.0f, 0.0f, 1.0f);
    __m128d da = _mm_setr_pd(-2.5, NAN), db = _mm_setr_pd(1.0, -7.0);
    showi("movemask_ps", _mm_movemask_ps(fa));
    showi("movemask_pd", _mm_movemask_pd(da));
    show("packs_epi16", _mm_packs_epi16(a, b));
    show("packs_epi32", _mm_packs_epi32(a, c));
    show("packus_epi16", _mm_packus_epi16(b, c));
    show("madd_epi16", _mm_madd_epi16(a, b));
    __m128i min16 = _mm_set1_epi16(-32768);
    show("madd_epi16 min", _mm_madd_epi16(min16, min16));
    show("avg_epu8", _mm_avg_epu8(a, b));
    show("avg_epu16", _mm_avg_epu16(b, c));
    show("mulhi_epi16", _mm_mulhi_epi16(a, c));
    show("mulhi_epu16", _mm_mulhi_epu16(a, c));
    show("sad_epu8", _mm_sad_epu8(a, b));
    for (int k = 0; k < 4; k++) {
        int n = count(k * 7 + 1);
        char name[32];
        snprintf(name, sizeof name, "shifts by %d", n);
        printf("%s\n", name);
        show(" slli16", _mm_slli_epi16(a, n));
        show(" srli16", _mm_srli_epi16(a, n));
        show(" srai16", _mm_srai_epi16(a, n));
        show(" slli32", _mm_slli_epi32(b, n));
        show(" srli32", _mm_srli_epi32(b, n));
        show(" srai32", _mm_srai_epi32(b, n));
        show(" slli64", _mm_slli_epi64(c, n * 3));
        show(" srli64", _mm_srli_epi64(c, n * 3));
        __m128i cnt = _mm_cvtsi32_si128(n);
        show(" sll16", _mm_sll_epi16(a, cnt));
        show(" srl32", _mm_srl_epi32(b, cnt));
        show(" sra16", _mm_sra_epi16(c, cnt));
        show(" sra32", _mm_sra_epi32(a, cnt));
    }
    show("slli32 by 40", _mm_slli_epi32(b, 40));
    show("srai32 by 40", _mm_srai_epi32(a, 40));
    __m128i huge = _mm_set_epi32(1, 0, 0, 5);
    show("sll32 by 2^32+5", _mm_sll_epi32(b, huge));
    show("min_ps", _mm_castps_si128(_mm_min_ps(fa, fb)));
    show("max_ps", _mm_castps_si128(_mm_max_ps(fa, fb)));
    show("min_ps rev", _mm_castps_si128(_mm_min_ps(fb, fa)));
    show("min_pd", _mm_castpd_si128(_mm_min_pd(da, db)));
    show("max_pd", _mm_castpd_si128(_mm_max_pd(db, da)));
    show("min_ss", _mm_castps_si128(_mm_min_ss(fa, fb)));
    show("max_sd", _mm_castpd_si128(_mm_max_sd(da, db)));
    __m128 big = _mm_setr_ps(1.9f, -2.9f, 3e9f, NAN);
    show("cvttps_epi32", _mm_cvttps_epi32(big));
    _mm_pause();
    _mm_mfence();
    _mm_lfence();
    _mm_sfence();
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
