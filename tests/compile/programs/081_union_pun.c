#include <stdio.h>
#include <stdint.h>

/* Type punning through unions (allowed in C) and byte views of objects. */
union dbits { double d; uint64_t u; unsigned char b[8]; };
union fbits { float f; uint32_t u; uint16_t h[2]; };
union wide { uint64_t q; uint32_t d[2]; uint16_t w[4]; uint8_t b[8]; };

__attribute__((noinline)) static int exponent(double x) {
    union dbits v = {.d = x};
    return (int)((v.u >> 52) & 0x7ff) - 1023;
}
__attribute__((noinline)) static double next_up(double x) {
    union dbits v = {.d = x};
    v.u += x >= 0 ? 1 : (uint64_t)-1;
    return v.d;
}
__attribute__((noinline)) static float fast_inv_sqrt(float x) {
    union fbits v = {.f = x};
    v.u = 0x5f3759dfu - (v.u >> 1);
    return v.f * (1.5f - 0.5f * x * v.f * v.f);
}

int main(void) {
    double xs[] = {1.0, 0.5, 1024.0, 3.0, 1e-300, 1e300};
    for (int i = 0; i < 6; i++) printf("exp(%g)=%d next_up=%.17g\n", xs[i], exponent(xs[i]), next_up(xs[i]));
    printf("inv_sqrt(4)=%.6f inv_sqrt(100)=%.6f\n", (double)fast_inv_sqrt(4.0f), (double)fast_inv_sqrt(100.0f));
    union wide w = {.q = 0x0102030405060708ULL};
    printf("d=%08x %08x w=%04x %04x %04x %04x b0=%02x b7=%02x\n", w.d[0], w.d[1], w.w[0], w.w[1], w.w[2], w.w[3], w.b[0], w.b[7]);
    w.b[3] = 0xff;
    w.w[3] = 0xabcd;
    printf("q=%016llx\n", (unsigned long long)w.q);
    union dbits m = {.d = -2.5};
    unsigned h = 0;
    for (int i = 0; i < 8; i++) h = h * 131 + m.b[i];
    union fbits f = {.f = -0.0f};
    printf("m bytes h=%u -0.0f=%08x halves=%04x %04x\n", h, f.u, f.h[0], f.h[1]);
    return (int)((h + w.b[3]) & 0x7f);
}
