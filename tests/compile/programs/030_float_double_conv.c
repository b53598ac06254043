#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static double ext(float f) { return f; }
__attribute__((noinline)) static float rnd(double d) { return (float)d; }

int main(void) {
    static const double v[] = {0.1, 1.0 / 3.0, 3.4028234663852886e38, 3.4028235677973366e38, 1e-45, 1.4e-45, 7e-46,
                               -2.5e-40, 16777217.0, 16777219.0, 1.00000005960464477539, 1.00000017881393432617, 1e300, -1e300};
    unsigned h = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        float f = rnd(v[i]);
        double back = ext(f);
        unsigned bits;
        memcpy(&bits, &f, 4);
        printf("%-24.17g -> %-16.9g (%08x) -> %.17g\n", v[i], (double)f, bits, back);
        h = h * 31 + bits;
    }
    float acc = 0;
    double dacc = 0;
    for (int i = 0; i < 100; i++) {
        acc += (float)(0.1 * i);
        dacc += ext((float)i / 7.0f);
    }
    printf("acc=%.9g dacc=%.17g\n", (double)acc, dacc);
    return (int)(h & 0x7f);
}
