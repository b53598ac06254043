#include <stdio.h>
#include <stdint.h>

/* Dot products: integer (vectorized with reductions) and floating point. */
#define N 640
static int16_t a16[N], b16[N];
static int32_t a32[N], b32[N];
static uint8_t a8[N], b8[N];
static double ad[N], bd[N];

__attribute__((noinline)) static int64_t dot16(const int16_t *a, const int16_t *b, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
__attribute__((noinline)) static int64_t dot32(const int32_t *a, const int32_t *b, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int64_t)a[i] * b[i];
    return s;
}
__attribute__((noinline)) static uint32_t dot8(const uint8_t *a, const uint8_t *b, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += (uint32_t)a[i] * b[i];
    return s;
}
__attribute__((noinline)) static uint32_t sad8(const uint8_t *a, const uint8_t *b, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += (uint32_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
    return s;
}
__attribute__((noinline)) static double dotd(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a16[i] = (int16_t)(i * 37 % 1000 - 500);
        b16[i] = (int16_t)(i * 91 % 777 - 300);
        a32[i] = i * 100003 % 65536 - 32768;
        b32[i] = i * 7 - 2000;
        a8[i] = (uint8_t)(i * 5);
        b8[i] = (uint8_t)(255 - i * 3);
        ad[i] = i * 0.01;
        bd[i] = 1.0 / (i + 1);
    }
    for (int n = N; n > 0; n -= 213)
        printf("n=%d dot16=%lld dot32=%lld dot8=%u sad8=%u dotd=%.17g\n", n, (long long)dot16(a16, b16, n),
               (long long)dot32(a32, b32, n), dot8(a8, b8, n), sad8(a8, b8, n), dotd(ad, bd, n));
    return (int)((dot16(a16, b16, N) ^ (int64_t)dot8(a8, b8, N)) & 0x7f);
}
