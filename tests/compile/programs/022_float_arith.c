#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static float fadd(float a, float b) { return a + b; }
__attribute__((noinline)) static float fmulf(float a, float b) { return a * b; }
__attribute__((noinline)) static float fdivf(float a, float b) { return a / b; }
__attribute__((noinline)) static float fsubf(float a, float b) { return a - b; }
__attribute__((noinline)) static float horner(const float *c, int n, float x) {
    float r = 0.0f;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

int main(void) {
    float sum = 0.0f;
    for (int i = 1; i <= 1000; i++) sum = fadd(sum, 1.0f / (float)i);
    printf("harmonic(1000) float = %.9g\n", sum);
    float p = 1.0f;
    for (int i = 0; i < 30; i++) p = fmulf(p, 1.1f);
    printf("1.1^30 = %.9g\n", p);
    printf("1/3 = %.9g, 2/7 = %.9g, 1e30/1e-10=%.9g\n", fdivf(1.0f, 3.0f), fdivf(2.0f, 7.0f), fdivf(1e30f, 1e-10f));
    printf("sub: %.9g %.9g\n", fsubf(1.0f, 1e-8f), fsubf(16777216.0f, -1.0f));
    const float c[] = {1.0f, -0.5f, 0.25f, -0.125f, 0.0625f};
    float h = 0.0f;
    for (int i = -10; i <= 10; i++) {
        float y = horner(c, 5, (float)i * 0.3f);
        h += y;
        if (i % 5 == 0) printf("horner(%.1f) = %.9g\n", (double)((float)i * 0.3f), (double)y);
    }
    float tiny = 1e-38f;
    tiny = tiny / 1000.0f; /* subnormal */
    printf("h=%.9g tiny=%.9g\n", (double)h, (double)tiny);
    unsigned bits;
    memcpy(&bits, &h, 4);
    printf("bits=%08x\n", bits);
    return (int)(bits & 0x7f);
}
