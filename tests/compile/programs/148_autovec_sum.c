#include <stdio.h>
#include <stdint.h>

/* Plain loops that -O2 vectorizes: reductions of several element types. */
#define N 1000
static int32_t vi[N];
static int64_t vl[N];
static uint8_t vb[N];
static int16_t vs[N];
static float vf[N];
static double vd[N];

__attribute__((noinline)) static int32_t sum_i32(const int32_t *v, int n) {
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
__attribute__((noinline)) static int64_t sum_i64(const int64_t *v, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
__attribute__((noinline)) static uint32_t sum_u8(const uint8_t *v, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
__attribute__((noinline)) static int32_t sum_sq_i16(const int16_t *v, int n) {
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += v[i] * v[i];
    return s;
}
__attribute__((noinline)) static uint32_t xor_all(const int32_t *v, int n) {
    uint32_t x = 0;
    for (int i = 0; i < n; i++) x ^= (uint32_t)v[i];
    return x;
}
__attribute__((noinline)) static int count_pos(const int32_t *v, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) c += v[i] > 0;
    return c;
}
/* float sums are not reassociated without fast-math: stays in order, still a good test */
__attribute__((noinline)) static float sum_f(const float *v, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}
__attribute__((noinline)) static double sum_d(const double *v, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        vi[i] = (i * 7919) % 2001 - 1000;
        vl[i] = (int64_t)vi[i] * 100003;
        vb[i] = (uint8_t)(i * 31);
        vs[i] = (int16_t)(i % 200 - 100);
        vf[i] = (float)vi[i] * 0.001f;
        vd[i] = vi[i] * 0.001;
    }
    for (int n = 0; n <= N; n += 111) {
        printf("n=%4d i32=%d i64=%lld u8=%u sq16=%d xor=%u pos=%d f=%.6g d=%.10g\n", n, sum_i32(vi, n), (long long)sum_i64(vl, n),
               sum_u8(vb, n), sum_sq_i16(vs, n), xor_all(vi, n), count_pos(vi, n), (double)sum_f(vf, n), sum_d(vd, n));
    }
    return (int)((unsigned)sum_i32(vi, N) + sum_u8(vb, N) + (unsigned)sum_sq_i16(vs, N)) & 0x7f;
}
