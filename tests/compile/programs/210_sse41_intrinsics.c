// CFLAGS: -msse4.1
// SSE4.1 builtins that clang lowers to x86 target intrinsics, compiled
// with the function's own CPU features: blends by the mask lanes' top
// bits (bytes, floats, doubles), `ptest` (zero, carry, neither) and
// roundings by immediate mode or the current one (to nearest), packed
// and scalar.
#include <math.h>
#include <smmintrin.h>
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
        b[i] = (uint8_t)(seed * 57 + i * 101 + (i * i * 11));
    __m128i v;
    memcpy(&v, b, 16);
    return v;
}

__attribute__((noinline)) static __m128 floats(float base) {
    return _mm_setr_ps(base, -base * 1.5f, base + 0.5f, -2.5f);
}

int main(void) {
    __m128i a = bytes(1), b = bytes(2), m = bytes(3);
    show("blendv_epi8", _mm_blendv_epi8(a, b, m));
    __m128 fa = floats(1.25f), fb = floats(-3.75f);
    show("blendv_ps", _mm_castps_si128(_mm_blendv_ps(fa, fb, _mm_castsi128_ps(m))));
    __m128d da = _mm_setr_pd(1.5, -2.5), db = _mm_setr_pd(7.25, 8.75);
    show("blendv_pd", _mm_castpd_si128(_mm_blendv_pd(da, db, _mm_castsi128_pd(m))));
    __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi8(-1);
    __m128i pairs[][2] = {{a, b}, {a, zero}, {zero, b}, {ones, a}, {a, ones}, {a, a}};
    for (int i = 0; i < 6; i++) {
        showi("testz", _mm_testz_si128(pairs[i][0], pairs[i][1]));
        showi("testc", _mm_testc_si128(pairs[i][0], pairs[i][1]));
        showi("testnzc", _mm_testnzc_si128(pairs[i][0], pairs[i][1]));
    }
    float vals[] = {2.5f, 3.5f, -2.5f, -0.5f, 1.49f, -7.51f};
    for (int i = 0; i < 6; i++) {
        __m128 v = floats(vals[i]);
        show("round nearest", _mm_castps_si128(_mm_round_ps(v, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)));
        show("round down", _mm_castps_si128(_mm_round_ps(v, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)));
        show("round up", _mm_castps_si128(_mm_round_ps(v, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)));
        show("round zero", _mm_castps_si128(_mm_round_ps(v, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC)));
        show("round current", _mm_castps_si128(_mm_round_ps(v, _MM_FROUND_CUR_DIRECTION)));
        show("floor_ss", _mm_castps_si128(_mm_floor_ss(fa, v)));
        __m128d d = _mm_setr_pd(vals[i], -vals[i] * 3.0);
        show("ceil_pd", _mm_castpd_si128(_mm_ceil_pd(d)));
        show("round_sd", _mm_castpd_si128(_mm_round_sd(db, d, _MM_FROUND_TO_NEAREST_INT)));
    }
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
