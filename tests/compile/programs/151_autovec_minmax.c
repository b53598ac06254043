#include <stdio.h>
#include <stdint.h>

/* Min/max reductions and clamping loops, vectorized into vector smin/smax/umin/umax + reductions. */
#define N 999
static int32_t a[N];
static uint16_t u[N];
static int8_t b[N];
static float f[N];

__attribute__((noinline)) static int32_t max_i32(const int32_t *v, int n) {
    int32_t m = INT32_MIN;
    for (int i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}
__attribute__((noinline)) static int32_t min_i32(const int32_t *v, int n) {
    int32_t m = INT32_MAX;
    for (int i = 0; i < n; i++) m = v[i] < m ? v[i] : m;
    return m;
}
__attribute__((noinline)) static uint16_t max_u16(const uint16_t *v, int n) {
    uint16_t m = 0;
    for (int i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}
__attribute__((noinline)) static int8_t min_i8(const int8_t *v, int n) {
    int8_t m = 127;
    for (int i = 0; i < n; i++) m = v[i] < m ? v[i] : m;
    return m;
}
__attribute__((noinline)) static void clamp_all(int32_t *v, int n, int32_t lo, int32_t hi) {
    for (int i = 0; i < n; i++) v[i] = v[i] < lo ? lo : v[i] > hi ? hi : v[i];
}
__attribute__((noinline)) static float max_f(const float *v, int n) {
    float m = -1e30f;
    for (int i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}
__attribute__((noinline)) static int argmax(const int32_t *v, int n) {
    int k = 0;
    for (int i = 1; i < n; i++)
        if (v[i] > v[k]) k = i;
    return k;
}

int main(void) {
    uint32_t s = 42;
    for (int i = 0; i < N; i++) {
        s = s * 1664525u + 1013904223u;
        a[i] = (int32_t)(s >> 1) - (1 << 30);
        u[i] = (uint16_t)(s >> 7);
        b[i] = (int8_t)(s >> 20);
        f[i] = (float)((int32_t)(s >> 12) - (1 << 19)) * 0.001f;
    }
    printf("max=%d min=%d umax=%u bmin=%d fmax=%.9g argmax=%d\n", max_i32(a, N), min_i32(a, N), max_u16(u, N), min_i8(b, N),
           (double)max_f(f, N), argmax(a, N));
    clamp_all(a, N, -1000000, 1000000);
    uint32_t h = 0;
    for (int i = 0; i < N; i++) h = h * 31 + (uint32_t)a[i];
    printf("after clamp: max=%d min=%d h=%u\n", max_i32(a, N), min_i32(a, N), h);
    return (int)(h & 0x7f);
}
