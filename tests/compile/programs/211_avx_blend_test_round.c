// CFLAGS: -mavx2
// The 256-bit forms of the SSE4.1 blends, tests and roundings (AVX and
// AVX2 builtins lowered to x86 target intrinsics), each 128-bit half as
// its 128-bit form; vectors reach functions through memory (256-bit
// vector arguments take the AVX calling convention).
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static unsigned sum;

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
        b[i] = (uint8_t)(seed * 59 + i * 97 + (i * i * 5));
    memcpy(v, b, 32);
}

int main(void) {
    __m256i a, b, m;
    bytes(1, &a);
    bytes(2, &b);
    bytes(3, &m);
    show("blendv_epi8", _mm256_blendv_epi8(a, b, m));
    __m256 fa = _mm256_setr_ps(1.5f, -2.5f, 3.5f, -4.5f, 0.5f, -0.5f, 7.75f, -8.25f);
    __m256 fb = _mm256_setr_ps(-9.5f, 10.5f, -11.5f, 12.5f, -1.5f, 2.49f, -3.51f, 4.5f);
    show("blendv_ps", _mm256_castps_si256(_mm256_blendv_ps(fa, fb, _mm256_castsi256_ps(m))));
    __m256d da = _mm256_setr_pd(1.5, -2.5, 3.5, -4.5), db = _mm256_setr_pd(-0.5, 0.5, 2.5, -3.5);
    show("blendv_pd", _mm256_castpd_si256(_mm256_blendv_pd(da, db, _mm256_castsi256_pd(m))));
    __m256i zero = _mm256_setzero_si256();
    showi("testz", _mm256_testz_si256(a, b));
    showi("testz zero", _mm256_testz_si256(a, zero));
    showi("testc", _mm256_testc_si256(a, a));
    showi("testnzc", _mm256_testnzc_si256(a, b));
    show("round_ps nearest", _mm256_castps_si256(_mm256_round_ps(fb, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)));
    show("floor_ps", _mm256_castps_si256(_mm256_floor_ps(fa)));
    show("ceil_pd", _mm256_castpd_si256(_mm256_ceil_pd(db)));
    show("round_pd zero", _mm256_castpd_si256(_mm256_round_pd(da, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC)));
    printf("sum %08x\n", sum);
    return (int)(sum & 0x7f);
}
