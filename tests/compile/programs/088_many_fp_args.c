#include <stdio.h>

/* More than 8 floating-point arguments: the rest go on the stack. */
__attribute__((noinline)) static double twelve(double a, double b, double c, double d, double e, double f, double g, double h,
                                              double i, double j, double k, double l) {
    return a - b + c * 2 - d + e * 3 - f + g * 4 - h + i * 5 - j + k * 6 - l;
}
__attribute__((noinline)) static float tenf(float a, float b, float c, float d, float e, float f, float g, float h, float i, float j) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
__attribute__((noinline)) static double mix_fd(float a, double b, float c, double d, float e, double f, float g, double h,
                                              float i, double j, float k) {
    return a + b + c + d + e + f + g + h + i + j + k;
}
__attribute__((noinline)) static double fold(int n, double a, double b, double c, double d, double e, double f, double g,
                                            double h, double i) {
    if (n == 0) return a + b + c + d + e + f + g + h + i;
    return fold(n - 1, b, c, d, e, f, g, h, i, a * 0.5);
}

int main(void) {
    double t = twelve(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
    float u = tenf(0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f, 8.5f, 9.5f);
    double m = mix_fd(1.25f, 2.5, 3.75f, 5.0, 6.25f, 7.5, 8.75f, 10.0, 11.25f, 12.5, 13.75f);
    double f = fold(30, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    printf("twelve=%.17g tenf=%.9g mix=%.17g fold=%.17g\n", t, (double)u, m, f);
    return (int)(t + u + m + f) & 0x7f;
}
