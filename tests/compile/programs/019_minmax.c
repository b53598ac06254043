#include <stdio.h>
#include <stdint.h>

/* min/max patterns that -O2 turns into smin/smax/umin/umax intrinsics. */
__attribute__((noinline)) static int smin(int a, int b) { return a < b ? a : b; }
__attribute__((noinline)) static int smax(int a, int b) { return a > b ? a : b; }
__attribute__((noinline)) static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
__attribute__((noinline)) static unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
__attribute__((noinline)) static int64_t smin64(int64_t a, int64_t b) { return a < b ? a : b; }
__attribute__((noinline)) static uint64_t umax64(uint64_t a, uint64_t b) { return a > b ? a : b; }
__attribute__((noinline)) static int8_t smax8(int8_t a, int8_t b) { return a > b ? a : b; }
__attribute__((noinline)) static uint16_t umin16(uint16_t a, uint16_t b) { return a < b ? a : b; }
__attribute__((noinline)) static int clamp(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

__attribute__((noinline)) static void minmax_arr(const int *v, int n, int *mn, int *mx) {
    int a = v[0], b = v[0];
    for (int i = 1; i < n; i++) {
        a = v[i] < a ? v[i] : a;
        b = v[i] > b ? v[i] : b;
    }
    *mn = a;
    *mx = b;
}
__attribute__((noinline)) static unsigned umax_arr(const unsigned *v, int n) {
    unsigned m = 0;
    for (int i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}

int main(void) {
    int arr[100];
    unsigned uarr[100];
    uint32_t s = 1;
    for (int i = 0; i < 100; i++) {
        s = s * 1664525u + 1013904223u;
        arr[i] = (int)(s >> 8) - (1 << 23);
        uarr[i] = s;
    }
    int mn, mx;
    minmax_arr(arr, 100, &mn, &mx);
    printf("min=%d max=%d umax=%u\n", mn, mx, umax_arr(uarr, 100));
    unsigned h = 0;
    for (int i = 0; i < 99; i++) {
        h = h * 31 + (unsigned)smin(arr[i], arr[i + 1]) + (unsigned)smax(arr[i], arr[i + 1]);
        h = h * 31 + umin(uarr[i], uarr[i + 1]) + umax(uarr[i], uarr[i + 1]);
        h = h * 31 + (unsigned)smin64(arr[i], -arr[i + 1]) + (unsigned)umax64(uarr[i], (uint64_t)uarr[i + 1] << 3);
        h = h * 31 + (unsigned)smax8((int8_t)arr[i], (int8_t)uarr[i]) + umin16((uint16_t)arr[i], (uint16_t)uarr[i]);
        h = h * 31 + (unsigned)clamp(arr[i], -1000000, 1000000);
    }
    printf("smin(-1,1)=%d umin(-1,1)=%u smax8=%d umin16=%u clamp=%d,%d,%d\n", smin(-1, 1), umin((unsigned)-1, 1),
           smax8(-128, 127), umin16(65535, 3), clamp(-5, 0, 10), clamp(50, 0, 10), clamp(5, 0, 10));
    printf("h=%u\n", h);
    return (int)(h & 0x7f);
}
