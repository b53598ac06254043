#include <stdio.h>

__attribute__((noinline)) static double dadd(double a, double b) { return a + b; }
__attribute__((noinline)) static double dsub(double a, double b) { return a - b; }
__attribute__((noinline)) static double dmul(double a, double b) { return a * b; }
__attribute__((noinline)) static double ddiv(double a, double b) { return a / b; }
__attribute__((noinline)) static double dneg(double a) { return -a; }
__attribute__((noinline)) static double poly(double x) { return ((2.5 * x - 1.25) * x + 0.5) * x - 3.0; }

int main(void) {
    static const double v[] = {0.0, 1.0, -1.0, 0.1, -2.5, 3.14159, 1e10, -1e-10, 123456.789, 0.333333333333};
    const int n = sizeof v / sizeof v[0];
    double acc = 0.0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            acc += dadd(v[i], v[j]) * 0.5;
            acc -= dsub(v[i], v[j]) * 0.25;
            acc += dmul(v[i], v[j]) * 1e-12;
            if (v[j] != 0.0) acc += ddiv(v[i], v[j]) * 1e-6;
        }
        printf("%.17g -> neg %.17g poly %.17g\n", v[i], dneg(v[i]), poly(v[i]));
    }
    volatile double one = 1.0;
    double h = one;
    for (int i = 1; i <= 20; i++) h = h * 1.5 - 1.0 / i;
    printf("acc=%.17g h=%.17g\n", acc, h);
    printf("%.17g %.17g %.17g\n", 0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0 * 3.0);
    unsigned long long bits;
    __builtin_memcpy(&bits, &acc, sizeof bits);
    printf("bits=%016llx\n", bits);
    return (int)(bits & 0x7f);
}
