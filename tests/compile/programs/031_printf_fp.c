#include <stdio.h>

int main(void) {
    static const double v[] = {0.0, -0.0, 1.0, -1.5, 3.14159265358979, 1e-7, 123456789.125, 6.02214076e23,
                               1.0 / 3.0, 0.5e-320, 2.5, 3.5, 1e100};
    int total = 0;
    for (unsigned i = 0; i < sizeof v / sizeof v[0]; i++) {
        double x = v[i];
        total += printf("[%f] [%.2f] [%10.3f] [%-12.1f|] [%+f]\n", x, x, x, x, x);
        total += printf("[%g] [%.3g] [%G] [%#g] [%12.4g]\n", x, x, x, x, x);
        total += printf("[%e] [%.0e] [%E] [%.10e]\n", x, x, x, x);
        total += printf("[%a] [%A] [%.3a]\n", x, x, x);
    }
    float f = 1.1f;
    total += printf("float as double: %f %g %e %a\n", f, f, f, f);
    total += printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
    total += printf("%5.1f%%\n", 99.44);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%08.3f|%-8.2e|%+.4g", 3.14159, 0.000123, 123456.0);
    total += printf("buf=%s n=%d\n", buf, n);
    printf("total chars %d\n", total);
    return total & 0x7f;
}
