#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

__attribute__((noinline)) static double i2d(i128 x) { return (double)x; }
__attribute__((noinline)) static double u2d(u128 x) { return (double)x; }
__attribute__((noinline)) static float u2f(u128 x) { return (float)x; }
__attribute__((noinline)) static i128 d2i(double x) { return (i128)x; }
__attribute__((noinline)) static u128 d2u(double x) { return (u128)x; }
__attribute__((noinline)) static i128 f2i(float x) { return (i128)x; }

static void hex(u128 v) { printf("%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v); }

int main(void) {
    i128 vals[] = {0, 1, -1, (i128)1 << 64, -((i128)1 << 100), ((i128)1 << 126) + 12345, (i128)0x7fffffffffffffffLL * 3};
    for (int i = 0; i < 7; i++) printf("i2d %.17g u2d %.17g u2f %.9g\n", i2d(vals[i]), u2d((u128)vals[i]), (double)u2f((u128)vals[i]));
    double ds[] = {0.0, 1.5, -1.5, 1e20, -1e20, 1.7e38, -1.7e38, 123456789012345678901234567.0};
    unsigned long long h = 0;
    for (int i = 0; i < 8; i++) {
        i128 x = d2i(ds[i]);
        printf("d2i(%g) = ", ds[i]); hex((u128)x);
        if (ds[i] >= 0) { printf(" d2u = "); hex(d2u(ds[i])); }
        printf("\n");
        h = h * 31 + (unsigned long long)x + (unsigned long long)(x >> 64);
    }
    u128 m = ~(u128)0;
    printf("umax -> %.17g float %.9g\n", u2d(m), (double)u2f(m));
    printf("f2i(-3.4e20f)="); hex((u128)f2i(-3.4e20f)); printf("\n");
    u128 big = d2u(3.0e38);
    printf("d2u(3e38)="); hex(big); printf("\n");
    return (int)(h & 0x7f);
}
